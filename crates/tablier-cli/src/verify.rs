//! `tablier verify [FILE]`: reads a game by correspondence's record (docs/correspondence.md, "The
//! record") from FILE or stdin, replays every message through the protocol's checks and the
//! rules, and prints what it proves as one JSON line: the terms, the messages, whether the game is
//! over, the messages no later link has checked, and the game's ordinary record. The package's
//! `verifyCorrespondence(record)` answers through the same function.

use std::io::Write;
use std::process::ExitCode;

pub fn main() -> ExitCode {
    let mut args = std::env::args().skip(2);
    let path = args.next();
    if args.next().is_some() {
        eprintln!("usage: tablier verify [FILE]");
        return ExitCode::from(2);
    }
    let read = match &path {
        Some(p) if p != "-" => std::fs::File::open(p).and_then(crate::replay::read_record),
        _ => crate::replay::read_record(std::io::stdin().lock()),
    };
    let (line, code) = match read {
        Ok(Ok(text)) => match tablier::service::correspondence::verify(&text) {
            Ok(v) => (v, ExitCode::SUCCESS),
            Err(e) => (crate::lines::error_json(&e), ExitCode::from(1)),
        },
        Ok(Err(line)) => (line, ExitCode::from(1)),
        Err(e) => {
            eprintln!(
                "tablier verify: cannot read {}: {e}",
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
