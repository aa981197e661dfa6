//! `tablier sheet`: the score sheet of a partie à écrire (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE),
//! one request a line (its fields: `tablier::service::sheet`, docs/cli.md). The package's
//! `sheet(request)` answers through the same function.

use crate::lines::Answer;

pub fn run(line: &str) -> Answer {
    tablier::service::sheet::sheet(line)
}
