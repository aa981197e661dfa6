//! `tablier hints`: a Trictrac position with its roll → every legal play ranked by the maître's
//! evaluation, `{unit, plays: [{play, chance, loss}]}` (docs/cli.md), one JSON line each. The
//! package's `hints` answers through the same function.

use crate::lines::Answer;

/// A line is a JSON position, or (when it does not start with `{`) the compact notation.
pub fn run(line: &str) -> Answer {
    tablier::service::advice::hints(line)
}
