//! The JSON Lines loop shared by the subcommands: a failed line gets an error object on its own
//! output line, the run goes on, and the exit status says whether any line failed.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use tablier::Error;

/// One output line: the answer, or an error.
pub type Answer = Result<String, Error>;

pub fn error_json(e: &Error) -> String {
    serde_json::json!({"error": {"code": e.code(), "message": e.to_string()}}).to_string()
}

pub fn each_line(run: fn(&str) -> Answer) -> ExitCode {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut failed = false;
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("tablier: cannot read input: {e}");
                return ExitCode::from(2);
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        let text = match run(&line) {
            Ok(s) => s,
            Err(e) => {
                failed = true;
                error_json(&e)
            }
        };
        if writeln!(out, "{text}").is_err() {
            return ExitCode::from(2);
        }
    }
    if out.flush().is_err() {
        return ExitCode::from(2);
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
