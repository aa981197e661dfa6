//! Tablier: the rules of Trictrac (and of Jacquet) as a library.
//!
//! Layers, from the inside out: vocabulary (`side`, `variant`, `fleche`, `dice`, `board`, `play`),
//! `position` (a `Setup` checked into a `Position`), the rules (`trictrac`, `jacquet`, dispatched
//! by `rules`), the points (`analysis`, `score`, `record`, `ecole`), and notation (`notation`).
//! Rules never parse; notation never decides legality. Boundaries (`src/bin`, `wasm`) only convert.

mod analysis;
mod board;
mod dice;
mod error;
mod fleche;
mod play;
mod position;
mod rng;
mod side;
mod trictrac;
mod variant;

pub mod ai;
pub mod chances;
pub mod ecole;
pub mod ecrire;
pub mod fausse_case;
pub mod jacquet;
pub mod notation;
pub mod partie;
pub mod record;
pub mod rules;
pub mod score;
pub mod wasm;

pub use analysis::{Analysis, Jan, JanKind, Points, Way};
pub use board::{Board, View, DAMES};
pub use dice::Dice;
pub use error::{Error, Rule};
pub use fleche::{steps, Fleche};
pub use partie::Partie;
pub use play::{Dest, Move, Play};
pub use position::{Coups, Position, Setup};
pub use rng::Rng;
pub use score::{Score, SideScore};
pub use side::{BySide, Side};
pub use variant::Variant;

/// The move generator's own structures, for the integration tests that check them against the
/// plain rules: not part of the library's API, and free to change.
#[doc(hidden)]
pub mod internals {
    pub use crate::trictrac::jans::jans;
    pub use crate::trictrac::moves::{can_fill, pleins, Interdit, NumberKind, Tablier};
}

// The README's Rust quick start, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
