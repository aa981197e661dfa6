//! The command line's own behaviour, mirroring `crates/tablier-cli/`: JSON Lines in, one answer a
//! line, error objects and the exit status (`basics`); lines that are not UTF-8 or too long
//! (`robust`); the JSON faults every command reads alike (`json`). What one command answers is
//! tested with the module that answers it (`tests/ecole/cli.rs`, `tests/trictrac/cli.rs`, …).

#[path = "../common/mod.rs"]
mod common;

mod basics;
mod json;
mod notes;
mod robust;
