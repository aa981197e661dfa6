//! The engine attacked from outside: the fuzz harness of the command line (`cli`) and of the
//! library (`library`; its Trictrac games walked over every kind of game in `walks`), with their
//! shared run and tally (`harness`), seed inputs (`seeds`) and mutations (`mutations`), and the audit's garbage and edge inputs (`audit`). It mirrors no one
//! module: each test goes through every boundary at once (the readers, the rules, both games, the
//! command line), so it is a folder of its own, which `scripts/fuzz.sh` runs alone, one harness
//! at a time by name (`cli::`, `library::`, `walks::`).

#[path = "../common/mod.rs"]
mod common;

mod audit;
mod cli;
mod harness;
mod library;
mod mutations;
mod seeds;
mod walks;
