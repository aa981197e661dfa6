//! `tablier mark`. To be written.

use crate::lines::Answer;

pub fn run(_line: &str) -> Answer {
    Err(tablier::Error::BadRequest("tablier mark is not written yet".into()))
}
