//! The rules of Trictrac (000, with 001 and 002 where 000 is silent; docs/rulings.md).

pub(crate) mod jans;
pub(crate) mod moves;
pub(crate) mod plays;

use crate::analysis::Analysis;
use crate::error::Error;
use crate::position::Position;

/// Jans, points and plays of the position's roll.
pub(crate) fn analyse(pos: &Position) -> Result<Analysis, Error> {
    let plays = plays::legal_plays(pos)?;
    let jans = jans::jans(pos, &plays)?;
    let points = Analysis::total(&jans);
    Ok(Analysis {
        jans,
        points,
        plays,
    })
}
