//! Tablier: the rules of Trictrac (and of Jacquet) as a library.
//!
//! The vocabulary is at the crate root: a [`Side`], the [`Variant`] (Trictrac or Jacquet), a
//! [`Fleche`] and the named [`steps`] of a side's path (talon, coin, the four jans), the
//! [`Dice`] of a roll, the [`Board`], a [`Play`] of single-die [`Move`]s, a [`Setup`] read from
//! text and checked into a [`Position`], the [`Score`] on the jetons and fichets, the
//! [`Analysis`] of a roll with its [`Jan`]s, and the [`Error`] that names the [`Rule`] a refused
//! play breaks. Around it, one module for each thing a program asks for:
//!
//! | module | what it answers |
//! | --- | --- |
//! | [`rules`] | the legal plays of a roll, whether a play is legal, the position after it, the jans and points of a roll |
//! | [`score`] | the points of a roll marked into trous, bredouille, tenir or s'en aller |
//! | [`partie`] | a whole game of Trictrac ([`Partie`]): the lot, rolls, decisions, plays, undo |
//! | [`trictrac`] | the rules of Trictrac under the provinciale rule of bearing off, an option agreed for a game |
//! | [`jacquet`] | the rules of Jacquet and its partie in manches |
//! | [`record`] | the record of a game, written and replayed step by step |
//! | [`correspondence`] | a game by correspondence: fair dice without a server, messages, verify |
//! | [`ecole`] | what the sides marked against what they had to mark: the écoles |
//! | [`fausse_case`] | a play that breaks the rules, judged and put right |
//! | [`chances`] | the coups of the coming throw for and against each side |
//! | [`ecrire`] | the partie à écrire: marqués, conventions, règlement, the score sheet |
//! | [`ai`] | the computer player at its levels, hints and the review of a game |
//! | [`exercise`] | exercises for learning: compter les points, les chances, choisir le coup, tenir ou s'en aller |
//! | [`notation`] | positions, plays and analyses as JSON and as the compact notation |
//! | [`service`] | the JSON service: every question and every game's method as JSON text in and out, what both boundaries call |
//!
//! Rules never parse; notation never decides legality. The boundaries are crates of their own
//! that only convert: the command line (`crates/tablier-cli`) and the WebAssembly bindings of the
//! npm package (`crates/tablier-wasm`); docs/layers.md. The rules and where each comes from: docs/RULES.md and docs/rulings.md.
//!
//! ```
//! use tablier::notation::compact;
//! use tablier::{rules, Dest, Fleche, JanKind, Move, Play, Rule, Side};
//!
//! // White holds his coin (B12) and Black's is empty: 6 and 4 beat it (000 BATTRE LE COIN).
//! let pos = compact::position_from_str("B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4")?;
//! let analysis = rules::analyse(&pos)?;
//! assert_eq!(analysis.jans.len(), 1);
//! assert_eq!(analysis.jans[0].kind, JanKind::BattreCoin);
//! assert_eq!(analysis.jans[0].beneficiary, Side::White);
//! assert_eq!(analysis.points.white, 4);
//!
//! // The points are marked before the play; then one of the legal plays is played.
//! let play = analysis.plays[0];
//! let after = rules::apply_play(&pos, &play)?;
//! assert_eq!(after.turn(), Side::Black);
//!
//! // A dame never goes onto the opponent's coin (000 COINS): B7 by the 6 would land on N12.
//! let to_n12 = Play::from_moves(&[Move::new(Fleche::parse("B7").unwrap(), Dest::To(Fleche::N12))]);
//! let refused = rules::check_play(&pos, &to_n12.unwrap()).unwrap_err();
//! assert!(matches!(refused, tablier::Error::IllegalPlay { rule: Rule::OpponentCoin, .. }));
//! # Ok::<(), tablier::Error>(())
//! ```

#![warn(missing_docs)]

mod analysis;
mod board;
mod dice;
mod error;
mod fleche;
mod note;
mod play;
mod position;
mod rng;
mod side;
mod sort;
mod variant;

pub mod ai;
pub mod chances;
pub mod correspondence;
pub mod ecole;
pub mod ecrire;
pub mod exercise;
pub mod fausse_case;
pub mod jacquet;
pub mod moves;
pub mod notation;
pub mod partie;
pub mod record;
pub mod rules;
pub mod score;
pub mod service;
pub mod trictrac;

pub use analysis::{Analysis, Jan, JanKind, Points, Way};
pub use board::{Board, View, DAMES};
pub use dice::Dice;
pub use error::{Error, Rule, SeatingRule};
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
