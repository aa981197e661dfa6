//! `tablier chances`: a position before the roll → which of the 36 coups beat each dame, beat
//! the coin, fill or keep each jan, leave a number unplayed, and what each side can expect
//! (docs/chances.md), one JSON line each.

use crate::lines::Answer;
use tablier::chances::chances;
use tablier::notation::chances::chances_to_string;

/// A line is a JSON position, or (when it does not start with `{`) the compact notation. Its
/// dice, if any, are not read: the chances are those of the throw of the side named by `turn`.
pub fn run(line: &str) -> Answer {
    let pos = tablier::notation::read_position(line)?;
    Ok(chances_to_string(&chances(&pos)?))
}
