//! `tablier fausse-case`: a play made at the table that the rules may refuse (000 FAUSSE CASE;
//! docs/rules/fausse-case.md). In: `{"position": {...}, "attempt": {"moves": [["B1","B8"], …],
//! "touched"?, "adoube"?, "released"?, "opponent_thrown"?}}` → the verdict (`fausse_case`,
//! `kinds`, `consummated`, `options`, `points`); with `"option": i` (an index into the verdict's
//! options) and, for a `replay` option, `"replay": {"moves": …}` → `{"choice", "position"}`, the
//! opponent's choice and the position once it is carried out.

use crate::lines::Answer;
use tablier::fausse_case::{judge, resolve};
use tablier::notation::json::{from_text, to_text, ChoiceJson, PositionJson, VerdictJson};
use tablier::notation::requests::{FausseRequest, FausseResolvedJson};
use tablier::Error;

pub fn run(line: &str) -> Answer {
    let req: FausseRequest = from_text(line)?;
    let pos = req.position.to_position()?;
    let attempt = req.attempt.to_attempt()?;
    let verdict = judge(&pos, &attempt)?;
    let Some(i) = req.option else {
        if req.replay.is_some() {
            return Err(Error::BadRequest("a replay goes with an option".into()));
        }
        return Ok(to_text(&VerdictJson::from_verdict(&verdict)));
    };
    let choice = verdict.options.get(i as usize).ok_or_else(|| {
        Error::BadRequest(format!(
            "option {i}: the verdict lists {} options",
            verdict.options.len()
        ))
    })?;
    let replay = match &req.replay {
        Some(p) => Some(p.to_play()?),
        None => None,
    };
    let after = resolve(&pos, &attempt, choice, replay.as_ref())?;
    Ok(to_text(&FausseResolvedJson {
        choice: ChoiceJson::from_choice(choice),
        position: PositionJson::from_position(&after),
    }))
}
