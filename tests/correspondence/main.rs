//! Games by correspondence (`src/correspondence/`, docs/correspondence.md): two simulated
//! players exchange messages over whole seeded games of each kind and end on the same game,
//! which verifies (`play`); every altered, replayed, reordered or forged message is refused and
//! changes nothing (`refusals`); a side that knows only its own secrets cannot foresee a roll
//! (`dice`); the length of a message per coup (`length`).

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod dice;
mod hand;
mod hand_support;
mod hand_wire;
mod hostile;
mod length;
mod play;
mod refusals;
mod support;
