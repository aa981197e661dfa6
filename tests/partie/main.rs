//! A game of Trictrac, mirroring `src/partie.rs` and `src/partie/`: a whole game to the twelfth
//! trou (`basics`); the game object's dice, lot, undo, goal and computer (`game`); the rules it
//! may agree on (`options`); the sides' own marks and the écoles on them (`ecole`); the
//! opponent's rights (`droits`); the fausse case (`fausse`); `tablier apply` and `replay`
//! (`cli`); a random walk of valid and invalid calls over every kind of game, refusals that
//! change nothing and records that reload to the same next answers (`walk`).

#[path = "../common/mod.rs"]
mod common;

mod basics;
mod cli;
mod droits;
mod ecole;
mod fausse;
mod game;
mod options;
mod walk;
