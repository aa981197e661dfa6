//! The legal next single-die moves of a Jacquet roll, once some are made (the page's `dests`),
//! and the rule a refused move breaks. A move is offered when some sequence of single-die
//! moves, each one the rules of moves allow (003), begins with the moves made and that move and
//! ends on the board of a legal play, using as many numbers as the legal plays do.

use super::moves::{apply_move, check_move};
use super::options::JacquetOptions;
use super::plays::{self, Numbers, Turn};
use crate::board::View;
use crate::error::{Error, Rule};
use crate::fleche::{Fleche, OFF};
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// The roll, the legal boards, and how many numbers a legal play uses.
struct Search<'a> {
    opts: &'a JacquetOptions,
    boards: Vec<[u8; 24]>,
    numbers: usize,
}

impl Search<'_> {
    /// The single-die moves from `v` with the numbers `left`: (from, to, index of the number).
    fn moves(&self, v: &View, left: &Numbers) -> Vec<(u8, u8, usize)> {
        let mut out = Vec::new();
        let mut tried = [false; 7];
        for (i, &die) in left.as_slice().iter().enumerate() {
            if tried[die as usize] {
                continue;
            }
            tried[die as usize] = true;
            for from in 1..=24u8 {
                if let Ok(to) = check_move(v, from, die, self.opts) {
                    out.push((from, to.min(OFF), i));
                }
            }
        }
        out
    }

    /// Whether the moves made so far (`used` numbers, leaving `v`) can end on a legal board.
    fn completes(&self, v: &View, left: &Numbers, used: usize) -> bool {
        if used == self.numbers {
            return self.boards.contains(&v.own);
        }
        self.moves(v, left).into_iter().any(|(from, to, i)| {
            let mut next = *v;
            apply_move(&mut next, from, to);
            self.completes(&next, &left.without(i), used + 1)
        })
    }

    /// The states (view, numbers left) reached by playing `given` in order, each move by one
    /// of the numbers left that carries it (two may, bearing off).
    fn after(&self, v: &View, left: &Numbers, given: &[(u8, u8)]) -> Vec<(View, Numbers)> {
        let Some((&(from, to), rest)) = given.split_first() else {
            return vec![(*v, *left)];
        };
        let mut out = Vec::new();
        for (f, t, i) in self.moves(v, left) {
            if (f, t) == (from, to) {
                let mut next = *v;
                apply_move(&mut next, f, t);
                out.extend(self.after(&next, &left.without(i), rest));
            }
        }
        out
    }

    fn begins(&self, start: &View, all: &Numbers, given: &[(u8, u8)]) -> bool {
        given.len() <= self.numbers
            && self
                .after(start, all, given)
                .iter()
                .any(|(v, left)| self.completes(v, left, given.len()))
    }
}

fn steps(side: Side, moves: &[Move]) -> Vec<(u8, u8)> {
    moves
        .iter()
        .map(|m| {
            let to = match m.to {
                Dest::Off => OFF,
                Dest::To(f) => f.step(Variant::Jacquet, side),
            };
            (m.from.step(Variant::Jacquet, side), to)
        })
        .collect()
}

fn to_move(side: Side, (from, to): (u8, u8)) -> Option<Move> {
    let dest = if to >= OFF {
        Dest::Off
    } else {
        Dest::To(Fleche::from_step(Variant::Jacquet, side, to)?)
    };
    Some(Move::new(
        Fleche::from_step(Variant::Jacquet, side, from)?,
        dest,
    ))
}

struct Judged<'a> {
    turn: Turn,
    all: Numbers,
    search: Search<'a>,
    pos: &'a Position,
}

impl<'a> Judged<'a> {
    fn of(pos: &'a Position, opts: &'a JacquetOptions) -> Result<Judged<'a>, Error> {
        let turn = Turn::of(pos)?;
        let legal = plays::legal(&turn, opts);
        let all = plays::numbers(turn.dice);
        Ok(Judged {
            search: Search {
                opts,
                boards: legal.plays.iter().map(|(_, own)| *own).collect(),
                numbers: legal.numbers,
            },
            turn,
            all,
            pos,
        })
    }

    /// The rule `mv` breaks after `before`: that of the single move if no number carries it,
    /// else that of the longest play it begins (as `check_play` names it).
    fn why(&self, before: &[(u8, u8)], mv: (u8, u8)) -> Error {
        let mut given = before.to_vec();
        given.push(mv);
        let side = self.turn.side;
        let states = self.search.after(&self.turn.view, &self.all, &given);
        let Some((v, left)) = states.first() else {
            // No number carries the move: the first number's verdict on it, or "not the dice".
            let states = self.search.after(&self.turn.view, &self.all, before);
            let rule = states
                .first()
                .and_then(|(v, left)| {
                    left.as_slice().iter().find_map(|&die| {
                        match check_move(v, mv.0, die, self.search.opts) {
                            Err(r) => Some(r),
                            Ok(to) if to.min(OFF) == mv.1 => None,
                            Ok(_) => Some(Rule::NotTheDice),
                        }
                    })
                })
                .unwrap_or(Rule::NotTheDice);
            let text = to_move(side, mv).map(|m| m.to_string()).unwrap_or_default();
            return Error::illegal(rule, format!("{text} is not a move the dice allow here"));
        };
        // Complete it as far as the moves allow, and let the checker name the rule.
        let mut moves = given.clone();
        let (mut v, mut left) = (*v, *left);
        while let Some(&(f, t, i)) = self.search.moves(&v, &left).first() {
            apply_move(&mut v, f, t);
            left = left.without(i);
            moves.push((f, t));
        }
        let ms: Vec<Move> = moves.iter().filter_map(|&m| to_move(side, m)).collect();
        match Play::from_moves(&ms) {
            Some(play) => match plays::check(self.pos, &play, self.search.opts) {
                Err(e) => e,
                Ok(_) => Error::illegal(Rule::NotLegal, "not one of the legal plays of this roll"),
            },
            None => Error::illegal(Rule::MustPlayMost, "more moves than the roll's numbers"),
        }
    }

    fn check_begun(&self, so_far: &[(u8, u8)]) -> Result<(), Error> {
        for k in 0..so_far.len() {
            if !self
                .search
                .begins(&self.turn.view, &self.all, &so_far[..=k])
            {
                return Err(self.why(&so_far[..k], so_far[k]));
            }
        }
        Ok(())
    }
}

/// `crate::rules::destinations` for Jacquet under `opts`.
pub(crate) fn destinations(
    pos: &Position,
    so_far: &[Move],
    opts: &JacquetOptions,
) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
    let j = Judged::of(pos, opts)?;
    let side = j.turn.side;
    let so_far = steps(side, so_far);
    j.check_begun(&so_far)?;
    let mut next: Vec<(u8, u8)> = Vec::new();
    if so_far.len() < j.search.numbers {
        for (v, left) in j.search.after(&j.turn.view, &j.all, &so_far) {
            for (f, t, i) in j.search.moves(&v, &left) {
                let mut after = v;
                apply_move(&mut after, f, t);
                if j.search
                    .completes(&after, &left.without(i), so_far.len() + 1)
                {
                    next.push((f, t));
                }
            }
        }
    }
    crate::sort::sort(&mut next);
    next.dedup();
    let mut out: Vec<(Fleche, Vec<Dest>)> = Vec::new();
    for m in next.into_iter().filter_map(|m| to_move(side, m)) {
        match out.last_mut() {
            Some((f, dests)) if *f == m.from => dests.push(m.to),
            _ => out.push((m.from, vec![m.to])),
        }
    }
    Ok(out)
}

/// `crate::rules::refusal` for Jacquet under `opts`.
pub(crate) fn refusal(
    pos: &Position,
    so_far: &[Move],
    mv: Move,
    opts: &JacquetOptions,
) -> Option<Error> {
    let j = match Judged::of(pos, opts) {
        Ok(j) => j,
        Err(e) => return Some(e),
    };
    let side = j.turn.side;
    let so_far = steps(side, so_far);
    if let Err(e) = j.check_begun(&so_far) {
        return Some(e);
    }
    let mv = steps(side, &[mv]).first().copied()?;
    let mut given = so_far.clone();
    given.push(mv);
    if j.search.begins(&j.turn.view, &j.all, &given) {
        None
    } else {
        Some(j.why(&so_far, mv))
    }
}
