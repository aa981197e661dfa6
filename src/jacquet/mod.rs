//! The rules of Jacquet (003; docs/rulings.md 15): the race game on the Trictrac board, both sides
//! travelling the same way from diagonally opposite talons.
//!
//! The plain functions (`legal_plays`, `check_play`, `apply_play`, `analyse`) play by the main
//! rules of 003; the `_with` functions take the variants as `JacquetOptions`.

mod bouchon;
pub(crate) mod dests;
mod manche;
mod moves;
mod options;
pub(crate) mod partie;
mod plays;
mod points;

pub use bouchon::has_bouchon;
pub use manche::{
    random_manche, random_partie, Coup, Manche, MancheRecord, MancheResult, Phase, MAX_TURNS,
};
pub use moves::{sortie_number, TALON_ADVERSE};
pub use options::{Bareme, BouchonRule, JacquetOptions};
pub use partie::{JacquetFrame, JacquetStep, Moment, Partie, MAX_TARGET};
pub use points::manche_points;

use crate::analysis::{Analysis, Points};
use crate::board::Board;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::play::Play;
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// Where `side`'s postillon stands, while it has one (for drawing it on the point of its flèche).
pub fn postillon(board: &Board, side: Side) -> Option<Fleche> {
    let step = moves::postillon(&board.view(Variant::Jacquet, side))?;
    Fleche::from_step(Variant::Jacquet, side, step)
}

/// Every distinct legal play of the position's roll, by the main rules.
pub fn legal_plays(pos: &Position) -> Result<Vec<Play>, Error> {
    legal_plays_with(pos, &JacquetOptions::default())
}

/// Every distinct legal play of the position's roll under `opts`: each the ordered single-die
/// moves, one per board it leaves; empty when nothing can be played.
pub fn legal_plays_with(pos: &Position, opts: &JacquetOptions) -> Result<Vec<Play>, Error> {
    let turn = plays::Turn::of(pos)?;
    Ok(plays::legal(&turn, opts)
        .plays
        .into_iter()
        .map(|(p, _)| p)
        .collect())
}

/// `check_play_with` by the main rules of 003.
pub fn check_play(pos: &Position, play: &Play) -> Result<(), Error> {
    check_play_with(pos, play, &JacquetOptions::default())
}

/// `Ok` if the play is legal under `opts`, else `Error::IllegalPlay` naming the rule it breaks.
pub fn check_play_with(pos: &Position, play: &Play, opts: &JacquetOptions) -> Result<(), Error> {
    plays::check(pos, play, opts).map(|_| ())
}

/// `apply_play_with` by the main rules of 003.
pub fn apply_play(pos: &Position, play: &Play) -> Result<Position, Error> {
    apply_play_with(pos, play, &JacquetOptions::default())
}

/// Plays a legal play: the dames move, the turn passes, the roll is used up and the mover's
/// `coups` counts up. A manche is over when the mover has no dame left on the board.
pub fn apply_play_with(
    pos: &Position,
    play: &Play,
    opts: &JacquetOptions,
) -> Result<Position, Error> {
    let board = plays::check(pos, play, opts)?;
    Ok(after(pos, board))
}

/// `apply_play` for a play taken from this position's own `legal_plays` (or `legal_plays_with`,
/// whatever the options: the options choose plays, not how a chosen play moves the dames): the
/// play is not checked again. Any other play goes through `apply_play_with`.
pub fn apply_unchecked(pos: &Position, play: &Play) -> Result<Position, Error> {
    let turn = plays::Turn::of(pos)?;
    Ok(after(pos, plays::board_after_unchecked(&turn, play)))
}

/// The position once the mover has left `board`: the turn passes.
fn after(pos: &Position, board: Board) -> Position {
    let mut setup = pos.setup().clone();
    setup.board = board;
    setup.dice = None;
    if let Some(c) = setup.coups.as_mut() {
        c.add(pos.turn(), 1);
    }
    setup.turn = pos.turn().opponent();
    Position::from_parts_unchecked(setup)
}

/// `analyse_with` by the main rules of 003.
pub fn analyse(pos: &Position) -> Result<Analysis, Error> {
    analyse_with(pos, &JacquetOptions::default())
}

/// Jacquet has no jans and no points per roll: the analysis is the plays alone.
pub fn analyse_with(pos: &Position, opts: &JacquetOptions) -> Result<Analysis, Error> {
    Ok(Analysis {
        jans: Vec::new(),
        points: Points::default(),
        plays: legal_plays_with(pos, opts)?,
    })
}
