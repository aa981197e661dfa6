//! `tablier ecole`. To be written.

use crate::lines::Answer;

pub fn run(_line: &str) -> Answer {
    Err(tablier::Error::BadRequest(
        "tablier ecole is not written yet".into(),
    ))
}
