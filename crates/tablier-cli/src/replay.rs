//! `tablier replay [FILE]`: reads a game record (docs/record.md) from FILE or stdin, replays it
//! checking every step, and prints one JSON line per roll with the score after it (a Jacquet
//! record: one line per manche ended, then the partie's score; a partie à écrire: its sheet, one
//! line, as `tablier sheet` prints it). A roll the sides marked
//! themselves (version 2: `marked`) also shows the écoles found in it. A record saved mid-roll
//! replays to that moment. A refused step prints an error line naming the step, and the exit
//! status is 1.

use std::io::{Read, Write};
use std::process::ExitCode;
use tablier::notation::json::{to_text, ScoreJson};
use tablier::notation::requests::ErrorLineJson;
use tablier::record::lines::{JacquetScoreLineJson, MancheLineJson, RollLineJson};
use tablier::record::{EcoleJson, RecordError, RecordGame, RecordJson};

use tablier::{BySide, Side};

fn error_line(e: &RecordError) -> String {
    ErrorLineJson::line(e.code(), e.to_string(), Some(e.step))
}

/// The largest record `replay` reads: the one limit of every boundary (1 MiB, some 4,000 rolls),
/// so that the package and the command line take the same records.
pub const MAX_RECORD: u64 = tablier::notation::MAX_INPUT as u64;

/// The record's text, or the error object that answers it: `too-large` over `MAX_RECORD`,
/// `not-utf8` for bytes that are not UTF-8 (step 0, the record as a whole, as for any record that
/// cannot be read). An I/O error (no such file) is for the caller, as a usage error.
pub(crate) fn read_record(input: impl Read) -> std::io::Result<Result<String, String>> {
    let mut bytes = Vec::new();
    input.take(MAX_RECORD + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_RECORD {
        let e = tablier::Error::TooLarge {
            size: bytes.len(),
            limit: MAX_RECORD as usize,
        };
        // Only the limit and one byte more were read: the size is "more than the limit".
        let message =
            format!("the record is over {MAX_RECORD} bytes long, the most a boundary reads");
        return Ok(Err(input_error(e.code(), &message)));
    }
    Ok(String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        input_error(
            "not-utf8",
            &format!("the record is not UTF-8 text (a bad byte at offset {at})"),
        )
    }))
}

fn input_error(code: &str, message: &str) -> String {
    ErrorLineJson::line(code, message.to_string(), Some(0))
}

pub fn main() -> ExitCode {
    let path = std::env::args().nth(2);
    let read = match &path {
        Some(p) if p != "-" => std::fs::File::open(p).and_then(read_record),
        _ => read_record(std::io::stdin().lock()),
    };
    let text = match read {
        Ok(Ok(text)) => text,
        Ok(Err(line)) => {
            let _ = writeln!(std::io::stdout(), "{line}");
            return ExitCode::from(1);
        }
        Err(e) => {
            eprintln!(
                "tablier replay: cannot read {}: {e}",
                path.as_deref().unwrap_or("stdin")
            );
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = RecordJson::parse(&text).and_then(|record| {
        // A partie à écrire: every marqué replayed, and its sheet printed as `tablier sheet`
        // prints one (the sheet written in the record must be the same: `wrong-sheet`).
        if record.game == Some(RecordGame::Ecrire) {
            let p = tablier::ecrire::PartieAEcrire::from_record(&record)?;
            let sheet = tablier::notation::sheet::SheetJson::of(p.sheet());
            let _ = writeln!(out, "{}", sheet.to_text());
            return Ok(());
        }
        if record.game == Some(RecordGame::Jacquet) {
            let p = tablier::jacquet::Partie::from_record(&record)?;
            for (i, r) in p.results().iter().enumerate() {
                let line = MancheLineJson {
                    manche: i + 1,
                    winner: r.winner,
                    points: r.points,
                };
                let _ = writeln!(out, "{}", to_text(&line));
            }
            let line = JacquetScoreLineJson {
                score: BySide {
                    white: p.score(Side::White),
                    black: p.score(Side::Black),
                },
                winner: p.winner(),
            };
            let _ = writeln!(out, "{}", to_text(&line));
            return Ok(());
        }
        record
            .replay_each(|step, partie| {
                let Some(t) = partie.turns().last() else {
                    return;
                };
                let mut line = RollLineJson::of(step, t, ScoreJson::from(*partie.score()));
                // A roll the sides marked themselves: the écoles the engine's check found in it.
                line.ecoles = partie
                    .hand_marks(step - 1)
                    .map(|h| h.ecoles.iter().map(EcoleJson::from).collect());
                line.winner = partie.winner();
                let _ = writeln!(out, "{}", to_text(&line));
            })
            .map(|_| ())
    });
    let code = match result {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(out, "{}", error_line(&e));
            ExitCode::from(1)
        }
    };
    if out.flush().is_err() {
        return ExitCode::from(2);
    }
    code
}
