//! Marking points, mirroring `src/score.rs`: the seeds' worked examples, bredouille, leaving
//! (`rules`), `tablier mark` (`cli`).

#[path = "../common/mod.rs"]
mod common;

mod audit2;
mod cli;
mod rules;
