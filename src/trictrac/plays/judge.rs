//! Judgement: a whole play checked against the candidate sequences of its roll, and a play
//! applied to the position (checked, or the engine's own listed play unchecked).

use super::explain::{why_not_a_move, why_not_chosen};
use super::generate::*;
use crate::board::Board;
use crate::error::{Error, Rule};
use crate::play::{Dest, Move, Play};
use crate::position::{Coups, Position, Setup};
use crate::side::Side;
use crate::trictrac::Sortie;
use crate::variant::Variant;

/// The play's moves as steps of the mover's path, in the given order.
pub(super) fn play_steps(side: Side, play: &Play) -> Vec<(u8, u8)> {
    play_steps_of(side, play.moves())
}

/// Judges a play: the legal sequence it is, or the rule it breaks.
pub(super) fn judge(pos: &Position, play: &Play, sortie: Sortie) -> Result<Leaf, Error> {
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let side = pos.turn();
    let mut t = mover_view(pos);
    let roll = Roll::new(&t, dice, sortie);
    let given = play_steps(side, play);
    if given.len() > 2 {
        return Err(Error::illegal(
            Rule::NotTheDice,
            format!(
                "a Trictrac roll plays two numbers, not {} (a doublet too)",
                given.len()
            ),
        ));
    }
    let (leaves, best) = all_leaves(&mut t, &roll);
    let legal = |l: &Leaf| {
        leaves
            .iter()
            .any(|b| !b.forbidden && b.key == l.key && b.score(roll.high) == best)
    };
    let mut swapped = given.clone();
    swapped.reverse();
    let matches: Vec<&Leaf> = leaves
        .iter()
        .filter(|l| {
            let m = &l.moves[..l.n as usize];
            m == given.as_slice() || m == swapped.as_slice()
        })
        .collect();
    if let Some(l) = matches.iter().find(|l| !l.forbidden && legal(l)) {
        return Ok(**l);
    }
    if let Some(l) = matches.iter().find(|l| !l.forbidden).or(matches.first()) {
        return Err(why_not_chosen(&t, &roll, side, &leaves, best, l));
    }
    Err(why_not_a_move(&t, &roll, side, &given))
}

/// Checks a play against the rules: `Ok` if legal, else the rule it breaks.
pub(crate) fn check_play(pos: &Position, play: &Play) -> Result<(), Error> {
    check_play_under(pos, play, Sortie::Parisienne)
}

/// `check_play` under a rule of bearing off.
pub fn check_play_under(pos: &Position, play: &Play, sortie: Sortie) -> Result<(), Error> {
    judge(pos, play, sortie).map(|_| ())
}

/// Plays a legal play: the turn passes, the mover's `coups` counts up, the dice are cleared.
/// After the mover's last dame is borne off, all dames are relevées to their talons, `coups`
/// start again at 0, and the same side rolls again (000 SORTIE). The score is not touched.
pub(crate) fn apply_play(pos: &Position, play: &Play) -> Result<Position, Error> {
    apply_play_under(pos, play, Sortie::Parisienne)
}

/// `apply_play` under a rule of bearing off.
pub fn apply_play_under(pos: &Position, play: &Play, sortie: Sortie) -> Result<Position, Error> {
    let leaf = judge(pos, play, sortie)?;
    let mut t = mover_view(pos);
    for &(s, to) in &leaf.moves[..leaf.n as usize] {
        t.shift(s, to);
    }
    let mut board = *pos.board();
    *board.counts_mut(pos.turn()) = t.counts(pos.turn());
    Ok(after(pos, board))
}

/// `apply_play` without judging the play again: for a play the engine itself listed in
/// `legal_plays` of this very position (a game loop, a search), where judging it again cost
/// nearly half the time of a random game. A play from anywhere else goes through `apply_play`.
/// Still no panic on any play: a move from an empty flèche or backwards is skipped. The moves
/// are made on the board itself, without the generator's `Tablier` (building one for each play
/// applied was a twentieth of a random game).
pub(crate) fn apply_unchecked(pos: &Position, play: &Play) -> Result<Position, Error> {
    pos.dice().ok_or(Error::NoDice)?;
    let side = pos.turn();
    let mut board = *pos.board();
    for m in play.moves() {
        let (s, to) = move_steps(side, m);
        let here = board.get(side, m.from);
        if to > s && here > 0 {
            board.set(side, m.from, here - 1);
            if let Dest::To(f) = m.to {
                board.set(side, f, board.get(side, f).saturating_add(1));
            }
        }
    }
    Ok(after(pos, board))
}

/// The position once the mover's dames stand as on `board` (only his have moved).
pub(super) fn after(pos: &Position, board: Board) -> Position {
    let side = pos.turn();
    let mut setup: Setup = pos.setup().clone();
    setup.dice = None;
    if board.on_board(side) == 0 {
        setup.board = Board::start(Variant::Trictrac);
        setup.coups = Some(Coups::default());
        setup.turn = side;
    } else {
        setup.board = board;
        if let Some(c) = setup.coups.as_mut() {
            c.add(side, 1);
        }
        setup.turn = side.opponent();
    }
    Position::from_parts_unchecked(setup)
}

/// Moves as steps of `side`'s path (off is 25), in the given order.
pub(super) fn play_steps_of(side: Side, moves: &[Move]) -> Vec<(u8, u8)> {
    moves.iter().map(|m| move_steps(side, m)).collect()
}

/// A move as steps of `side`'s path (off is 25).
fn move_steps(side: Side, m: &Move) -> (u8, u8) {
    let to = match m.to {
        Dest::Off => OFF,
        Dest::To(f) => f.step(Variant::Trictrac, side),
    };
    (m.from.step(Variant::Trictrac, side), to)
}
