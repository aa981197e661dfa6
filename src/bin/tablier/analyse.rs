//! `tablier analyse`: a position with its roll → the jans, points and legal plays of the roll
//! (INTERCHANGE.md "Analysis of a roll"), one JSON line each.

use crate::lines::Answer;
use tablier::notation::json::analysis_to_string;
use tablier::{rules, Error};

/// A line is a JSON position, or (when it does not start with `{`) the compact notation.
pub fn run(line: &str) -> Answer {
    let pos = tablier::notation::read_position(line)?;
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let analysis = rules::analyse(&pos)?;
    Ok(analysis_to_string(&analysis))
}
