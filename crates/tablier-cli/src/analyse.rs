//! `tablier analyse`: a position with its roll → the jans, points and legal plays of the roll
//! (docs/interchange.md "The analysis of a roll"), one JSON line each.

use crate::lines::Answer;
use tablier::notation::json::analysis_to_string;
use tablier::{rules, Error, Variant};

/// A line is a JSON position, or (when it does not start with `{`) the compact notation.
pub fn run(line: &str) -> Answer {
    let pos = tablier::notation::read_position(line)?;
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let analysis = match pos.variant() {
        Variant::Trictrac => tablier::trictrac::analyse_under(&pos, crate::sortie())?,
        Variant::Jacquet => rules::analyse(&pos)?,
    };
    Ok(analysis_to_string(&analysis))
}
