//! The rules of whichever game a position is of: one entry point per question, dispatched on
//! `Position::game`. Boundaries call these and nothing deeper.

use crate::analysis::Analysis;
use crate::error::Error;
use crate::game::Game;
use crate::play::Play;
use crate::position::Position;

/// Every distinct legal play of the position's roll (INTERCHANGE.md `plays`).
pub fn legal_plays(pos: &Position) -> Result<Vec<Play>, Error> {
    match pos.game() {
        Game::Trictrac => crate::trictrac::plays::legal_plays(pos),
        Game::Jacquet => crate::jacquet::legal_plays(pos),
    }
}

/// Checks a play against the rules: `Ok` if legal, else the rule it breaks.
pub fn check_play(pos: &Position, play: &Play) -> Result<(), Error> {
    match pos.game() {
        Game::Trictrac => crate::trictrac::plays::check_play(pos, play),
        Game::Jacquet => crate::jacquet::check_play(pos, play),
    }
}

/// Plays a legal play: the turn passes and the mover's `coups` counts up.
pub fn apply_play(pos: &Position, play: &Play) -> Result<Position, Error> {
    match pos.game() {
        Game::Trictrac => crate::trictrac::plays::apply_play(pos, play),
        Game::Jacquet => crate::jacquet::apply_play(pos, play),
    }
}

/// Plays a play taken from this position's own `legal_plays`, without checking it again: the
/// engine's entry point for its own plays (game loops, the computer's search, random games),
/// where checking each play again cost nearly half the time of a random game. The position
/// after it is the one `apply_play` gives for that play. A play from outside (a player, a file,
/// the page) goes through `apply_play`: given any other play, this one does not say which rule
/// it breaks, and may move dames the rules forbid (it never panics).
pub fn apply_unchecked(pos: &Position, play: &Play) -> Result<Position, Error> {
    match pos.game() {
        Game::Trictrac => crate::trictrac::plays::apply_unchecked(pos, play),
        Game::Jacquet => crate::jacquet::apply_unchecked(pos, play),
    }
}

/// The whole analysis of the position's roll: jans, points and plays.
pub fn analyse(pos: &Position) -> Result<Analysis, Error> {
    match pos.game() {
        Game::Trictrac => crate::trictrac::analyse(pos),
        Game::Jacquet => crate::jacquet::analyse(pos),
    }
}
