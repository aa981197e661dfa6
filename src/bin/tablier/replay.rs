//! `tablier replay`: reads a game record, prints the score after each roll. To be written.

use std::process::ExitCode;

pub fn main() -> ExitCode {
    eprintln!("tablier replay is not written yet");
    ExitCode::from(1)
}
