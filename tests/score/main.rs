//! Marking points, mirroring `src/score.rs`: the seeds' worked examples, bredouille, leaving
//! (`rules`), `tablier mark` (`cli`).

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod rules;
