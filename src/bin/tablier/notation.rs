//! `tablier notation`: a JSON position → its canonical compact notation; a compact notation →
//! the JSON position. Either way the position is checked first.

use crate::lines::Answer;
use tablier::notation::{compact, json};
use tablier::{Error, Position};

pub fn run(line: &str) -> Answer {
    if is_json(line) {
        Ok(compact::position_to_string(&json::position_from_str(line)?))
    } else {
        Ok(json::position_to_string(&compact::position_from_str(line)?))
    }
}

/// A JSON object starts with `{`; anything else is read as the compact notation.
pub fn is_json(line: &str) -> bool {
    line.trim_start().starts_with('{')
}

/// A checked position from either spelling.
pub fn read_position(line: &str) -> Result<Position, Error> {
    if is_json(line) {
        json::position_from_str(line)
    } else {
        compact::position_from_str(line)
    }
}
