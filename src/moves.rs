//! Moves as a player makes them (as chess.js's verbose moves): the die each single-die move of a
//! roll spends, each destination a dame may reach with its tout d'une chain, and the play the
//! moves made complete. The rules are asked, never restated: which moves are offered is the
//! game's own `destinations` (under its options), passed in.

use crate::error::Error;
use crate::fleche::{Fleche, OFF};
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::variant::Variant;

/// The legal next single-die moves after some moves of the roll: a game's `destinations`.
pub type Next<'a> = &'a dyn Fn(&[Move]) -> Result<Vec<(Fleche, Vec<Dest>)>, Error>;

/// The numbers the roll gives: a doublet four times in Jacquet (003 DOUBLE), twice in Trictrac.
fn numbers(pos: &Position) -> Vec<u8> {
    let Some(d) = pos.dice() else {
        return Vec::new();
    };
    let [a, b] = d.as_array();
    if a == b && pos.variant() == Variant::Jacquet {
        vec![a; 4]
    } else {
        vec![a, b]
    }
}

/// How many steps of the mover's path a move covers (off is one past the last flèche).
fn length(pos: &Position, m: Move) -> u8 {
    let (v, side) = (pos.variant(), pos.turn());
    let to = match m.to {
        Dest::Off => OFF,
        Dest::To(f) => f.step(v, side),
    };
    to.saturating_sub(m.from.step(v, side))
}

/// The die each move spends, in order, for moves the rules accepted one by one. A move of a
/// die's length spends that die; a shorter one (a dame borne off by a larger number, 000 SORTIE;
/// a coin taken par puissance, one flèche short, 000 COIN DE REPOS) spends the smallest larger
/// die left. Moves past the roll's numbers spend none.
pub fn dice_spent(pos: &Position, moves: &[Move]) -> Vec<u8> {
    let mut left = numbers(pos);
    let mut spent = Vec::with_capacity(moves.len());
    for &m in moves {
        let d = length(pos, m);
        let i = left.iter().position(|&x| x == d).or_else(|| {
            left.iter()
                .enumerate()
                .filter(|&(_, &x)| x > d)
                .min_by_key(|&(_, &x)| x)
                .map(|(i, _)| i)
        });
        match i.or(if left.is_empty() { None } else { Some(0) }) {
            Some(i) => spent.push(left.remove(i)),
            None => break,
        }
    }
    spent
}

/// A destination a dame may reach now: by one move, or carried on by the same dame through
/// resting flèches (tout d'une, 000 TOUT D'UNE), with the dice it spends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offered {
    /// The flèche the dame leaves.
    pub from: Fleche,
    /// Where it ends.
    pub to: Dest,
    /// The single-die moves that carry it there, in order (one, or a tout d'une chain): the
    /// resting flèches are each move's end but the last.
    pub moves: Vec<Move>,
    /// The die each of `moves` spends.
    pub dice: Vec<u8>,
}

/// How many moves a tout d'une may chain: the four numbers of a Jacquet doublet.
const CHAIN: usize = 4;

/// Every destination offered after `so_far`, each with its shortest chain, in the order of the
/// rules' `destinations` (flèches along the mover's path). `Err` names the rule a move of
/// `so_far` breaks.
pub fn offered(pos: &Position, so_far: &[Move], next: Next) -> Result<Vec<Offered>, Error> {
    let first = next(so_far)?;
    let mut out: Vec<Offered> = Vec::new();
    for (from, _) in &first {
        walk(pos, so_far, next, *from, *from, &mut Vec::new(), &mut out);
    }
    Ok(out)
}

fn walk(
    pos: &Position,
    so_far: &[Move],
    next: Next,
    from: Fleche,
    at: Fleche,
    chain: &mut Vec<Move>,
    out: &mut Vec<Offered>,
) {
    let mut made = so_far.to_vec();
    made.extend_from_slice(chain);
    // a chain the rules stop offering is no destination: nothing to walk on
    let Ok(dests) = next(&made) else { return };
    let tos = dests
        .into_iter()
        .find(|(f, _)| *f == at)
        .map(|(_, t)| t)
        .unwrap_or_default();
    for to in tos {
        chain.push(Move::new(at, to));
        match out.iter_mut().find(|o| o.from == from && o.to == to) {
            Some(o) if o.moves.len() <= chain.len() => {}
            known => {
                let mut all = made.clone();
                all.push(Move::new(at, to));
                let dice = dice_spent(pos, &all).split_off(so_far.len().min(all.len()));
                let o = Offered {
                    from,
                    to,
                    moves: chain.clone(),
                    dice,
                };
                match known {
                    Some(k) => *k = o,
                    None => out.push(o),
                }
            }
        }
        if let Dest::To(f) = to {
            if chain.len() < CHAIN {
                walk(pos, so_far, next, from, f, chain, out);
            }
        }
        chain.pop();
    }
}

/// The play the moves `so_far` complete, once the rules offer no further move: the listed play
/// that is the same play (`Play::same_play`: the rules list one play per outcome, a dame played
/// tout d'une by 1 then 2 is listed as by 2 then 1), else the moves as made; the empty play when the
/// roll can play nothing; `None` while a move is still to make or `so_far` breaks a rule.
pub fn completed(so_far: &[Move], plays: &[Play], next: Next) -> Option<Play> {
    if so_far.is_empty() {
        return plays.iter().all(Play::is_empty).then(Play::empty);
    }
    if !next(so_far).ok()?.is_empty() {
        return None;
    }
    // the same play as the moves made: the one comparison of plays (`Play::same_play`)
    let made = Play::from_moves(so_far)?;
    plays
        .iter()
        .find(|p| p.same_play(&made))
        .copied()
        .or(Some(made))
}
