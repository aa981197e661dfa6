//! `tablier`: the engine on the command line, one JSON line in, one JSON line out.
//! Thin: each subcommand converts, calls the library, and turns errors into JSON errors.

mod analyse;
mod apply;
mod chances;
mod ecole;
mod fausse;
mod hints;
mod lines;
mod mark;
mod notation;
mod replay;
mod review;
mod sheet;
mod verify;

use std::io::Write;
use std::process::ExitCode;
use std::sync::OnceLock;
use tablier::trictrac::Sortie;

/// The rule of bearing off `analyse` and `apply` play by: `--provinciale` chooses the old one
/// (docs/rulings.md 18).
static SORTIE: OnceLock<Sortie> = OnceLock::new();

/// The rule of bearing off of this run.
pub fn sortie() -> Sortie {
    SORTIE.get().copied().unwrap_or_default()
}

const USAGE: &str = "usage: tablier <command>

commands (JSON Lines on stdin, one answer per line on stdout):
  analyse    position → {jans, points, plays}
  apply      {position, play[, leave]} → the resulting position
             (analyse and apply take --provinciale: bearing off by the old provinciale rule)
  chances    position before the roll → the 36 coups counted for each dame, coin and jan
  notation   JSON position → compact notation, and compact notation → JSON
  mark       {score, mover, points} → {score, holes}
  ecole      {position, marked} → the école verdict
  fausse-case {position, attempt[, option, replay]} → the fausse case's verdict, or with an
             option (an index into its options) {choice, position}: the position once carried out
  hints      position with its roll → the legal plays ranked, {unit, plays: [{play, chance, loss}]}
  replay     a game record → the score after each roll
  review     white|black [FILE]: a game record → that side's choices reviewed (one JSON line)
  sheet      {formation, marques, seed | gains} → a partie à écrire's score sheet
  verify     [FILE]: a game by correspondence's record → what it proves, or the message at fault

A line (or a record) that is not UTF-8, or longer than 1 MiB, is answered with an error object
(code not-utf8, too-large) and the run goes on. The exit status is 1 if any line failed,
2 on a usage error or when the input cannot be read.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cmd = args.first().map(String::as_str).unwrap_or("");
    let flags = args.get(1..).unwrap_or_default();
    if matches!(cmd, "analyse" | "analyze" | "apply") {
        match flags {
            [] => {}
            [f] if f == "--provinciale" => {
                let _ = SORTIE.set(Sortie::Provinciale);
            }
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let run: fn(&str) -> lines::Answer = match cmd {
        "analyse" | "analyze" => analyse::run,
        "apply" => apply::run,
        "chances" => chances::run,
        "notation" => notation::run,
        "mark" => mark::run,
        "ecole" | "école" => ecole::run,
        "fausse-case" => fausse::run,
        "sheet" => sheet::run,
        "hints" => hints::run,
        "review" => return review::main(),
        "replay" => return replay::main(),
        "verify" => return verify::main(),
        "-h" | "--help" | "help" => {
            // A closed stdout (`tablier help | head -1`) is no reason to panic.
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    lines::each_line(run)
}
