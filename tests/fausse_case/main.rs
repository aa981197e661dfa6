//! The fausse case, mirroring `src/fausse_case.rs` and `src/fausse_case/`: one test per heading
//! of 000 FAUSSE CASE (`rules`), `tablier fausse-case` (`cli`). In a game:
//! `tests/partie/fausse.rs`.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod rules;
