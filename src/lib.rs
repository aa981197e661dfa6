//! Tablier: the rules of Trictrac (and of Jacquet) as a library.
//!
//! Layers, from the inside out: vocabulary (`side`, `game`, `fleche`, `dice`, `board`, `play`),
//! `position` (a `Setup` checked into a `Position`), the rules (`trictrac`, `jacquet`, dispatched
//! by `rules`), the points (`analysis`, `score`, `record`, `ecole`), and notation (`notation`).
//! Rules never parse; notation never decides legality. Boundaries (`src/bin`, `wasm`) only convert.

pub mod ai;
pub mod analysis;
pub mod board;
pub mod dice;
pub mod ecole;
pub mod error;
pub mod fleche;
pub mod game;
pub mod jacquet;
pub mod notation;
pub mod partie;
pub mod play;
pub mod position;
pub mod record;
pub mod rules;
pub mod score;
pub mod side;
pub mod trictrac;

pub mod wasm;

pub use analysis::{Analysis, Jan, JanKind, Points};
pub use board::Board;
pub use dice::Dice;
pub use error::{Error, Rule};
pub use fleche::Fleche;
pub use game::Game;
pub use play::{Dest, Move, Play};
pub use position::{Coups, Position, Setup};
pub use score::{Score, SideScore};
pub use side::Side;
