//! The écoles, mirroring `src/ecole.rs` and `src/ecole/`: one test per entry of 000 ÉCOLE
//! (`points`), properties over every marking (`props`), `tablier ecole` (`cli`). In a game:
//! `tests/partie/ecole.rs`; in a record: `tests/record/ecole.rs`.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod points;
mod props;
