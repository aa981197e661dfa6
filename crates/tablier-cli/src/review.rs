//! `tablier review white|black [FILE]`: reads a game record (docs/record.md) from FILE or stdin
//! and prints the review of that side's rolls as one JSON line (docs/cli.md): each choice, the
//! best by the maître's evaluation, what the difference cost. The package's `review` answers
//! through the same function.

use std::io::Write;
use std::process::ExitCode;

pub fn main() -> ExitCode {
    let mut args = std::env::args().skip(2);
    let side = match args.next().as_deref() {
        Some(s @ ("white" | "black")) => format!("\"{s}\""),
        _ => {
            eprintln!("usage: tablier review white|black [FILE]");
            return ExitCode::from(2);
        }
    };
    let path = args.next();
    let read = match &path {
        Some(p) if p != "-" => std::fs::File::open(p).and_then(crate::replay::read_record),
        _ => crate::replay::read_record(std::io::stdin().lock()),
    };
    let (line, code) = match read {
        Ok(Ok(text)) => match tablier::service::advice::review(&text, &side) {
            Ok(r) => (r, ExitCode::SUCCESS),
            Err(e) => (crate::lines::error_json(&e), ExitCode::from(1)),
        },
        Ok(Err(line)) => (line, ExitCode::from(1)),
        Err(e) => {
            eprintln!(
                "tablier review: cannot read {}: {e}",
                path.as_deref().unwrap_or("stdin")
            );
            return ExitCode::from(2);
        }
    };
    if writeln!(std::io::stdout(), "{line}").is_err() {
        return ExitCode::from(2);
    }
    code
}
