//! The computer as the opponent of a fausse case (000 FAUSSE CASE, RÉSOLUTION): it "always
//! exercises its rights", taking, of the options the verdict lists, the one that leaves it the
//! best position by the amateur's evaluation (`search::greedy_value`: the expected points of the
//! coming roll, its own minus the mover's, and the positional balance).

use super::search::greedy_value;
use super::Weights;
use crate::error::Error;
use crate::fausse_case::{self, Attempt, Choice, Verdict};
use crate::position::Position;

/// The index, in `verdict.options`, of the option best for the opponent of the position's
/// mover (`fausse_values`' greatest; equal values keep the first listed, so that the choice is
/// the same everywhere). Errors when the verdict lists no option.
pub fn fausse_option(pos: &Position, attempt: &Attempt, verdict: &Verdict) -> Result<usize, Error> {
    let values = fausse_values(pos, attempt, verdict)?;
    let mut best: Option<(i64, usize)> = None;
    for (i, v) in values.into_iter().enumerate() {
        if let Some(v) = v {
            if best.map_or(true, |(b, _)| v > b) {
                best = Some((v, i));
            }
        }
    }
    best.map(|(_, i)| i)
        .ok_or_else(|| Error::BadRequest("the fausse case lists no option to choose".into()))
}

/// Each option's value for the opponent of the position's mover, in 36ths of a point (`None`
/// for a replay with no play). A replay is judged by the mover's best play of its list for
/// himself: the mover, not the opponent, plays it again.
pub fn fausse_values(
    pos: &Position,
    attempt: &Attempt,
    verdict: &Verdict,
) -> Result<Vec<Option<i64>>, Error> {
    let me = pos.turn().opponent();
    let w = &Weights::DEFAULT;
    let mut out = Vec::with_capacity(verdict.options.len());
    for choice in &verdict.options {
        let value = match choice {
            Choice::Replay(plays) => {
                let mut least: Option<i64> = None;
                for p in plays {
                    let after = fausse_case::resolve(pos, attempt, choice, Some(p))?;
                    let v = greedy_value(&after, me, w)?;
                    least = Some(least.map_or(v, |l: i64| l.min(v)));
                }
                least
            }
            _ => Some(greedy_value(
                &fausse_case::resolve(pos, attempt, choice, None)?,
                me,
                w,
            )?),
        };
        out.push(value);
    }
    Ok(out)
}
