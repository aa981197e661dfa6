//! `tablier notation`: a JSON position → its canonical compact notation; a compact notation →
//! the JSON position. Either way the position is checked first.

use crate::lines::Answer;
use tablier::notation::{compact, is_json, json, read_position};

pub fn run(line: &str) -> Answer {
    let p = read_position(line)?;
    if is_json(line) {
        Ok(compact::position_to_string(&p))
    } else {
        Ok(json::position_to_string(&p))
    }
}
