//! `tablier ecole`: what the sides marked for a roll, against what they had to mark (000 ÉCOLE;
//! RULINGS 13–14). In: `{"position": {...}, "marked": {"white": {...}, "black": {...}}}` (the
//! position with the roll's dice and the score before the roll), or, without a board,
//! `{"score": {...}, "mover": "white", "points": {"white": 38, "black": 0}, "marked": {...}}`.
//! `marked` as docs/ecole.md. Out: the verdict: `due`, `ecoles`, `claims`, `notes`,
//! `score`, `score_with_ecoles`, and the `droits` the marks open.

use crate::lines::Answer;
use tablier::ecole::{check, check_points};
use tablier::notation::json::{from_text, to_text, EcoleVerdictJson};
use tablier::notation::requests::EcoleRequest;
use tablier::{Error, Score};

pub fn run(line: &str) -> Answer {
    let req: EcoleRequest = from_text(line)?;
    let marked = req
        .marked
        .map(|m| m.to_marked())
        .transpose()?
        .unwrap_or_default();
    let verdict = match (req.position, req.mover, req.points) {
        (Some(p), None, None) if req.score.is_none() => check(&p.to_position()?, &marked)?,
        (None, Some(mover), Some(points)) => {
            let score = req.score.map(Score::from).unwrap_or_default();
            check_points(score, mover, points, &marked)?
        }
        _ => {
            return Err(Error::BadRequest(
                "give either `position`, or `mover` and `points` (with an optional `score`)".into(),
            ))
        }
    };
    Ok(to_text(&EcoleVerdictJson::of(&verdict)))
}
