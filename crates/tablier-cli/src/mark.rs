//! `tablier mark`: marks a roll's points into a score (000 JEU ou TROU; RULINGS 9–11).
//! In: `{"score": {...}, "mover": "white", "points": {"white": 18, "black": 0}, "leave": false}`
//! (`score` as docs/interchange.md, default all zero; `leave` optional). Out: `{"score": {...},
//! "holes": {"white": 3, "black": 0}, "can_leave": true}`: the new score and the trous each side
//! won, the mover holding, or leaving when `leave` is true.

use crate::lines::Answer;
use tablier::notation::json::{from_text, to_text, ScoreJson};
use tablier::notation::requests::{MarkRequest, MarkedScoreJson};
use tablier::score::{leave, mark};
use tablier::Score;

pub fn run(line: &str) -> Answer {
    let req: MarkRequest = from_text(line)?;
    let score = req.score.map(Score::from).unwrap_or_default();
    score.check()?;
    let points = req.points;
    let m = mark(score, req.mover, points);
    let (score, holes) = if req.leave {
        let out = leave(score, req.mover, points)?;
        (out.score, out.holes)
    } else {
        (m.score, m.holes)
    };
    Ok(to_text(&MarkedScoreJson {
        score: ScoreJson::from(score),
        holes,
        can_leave: m.can_leave,
    }))
}
