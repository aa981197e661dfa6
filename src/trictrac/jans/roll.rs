//! The roll being analysed, seen from the mover's path, and its plays traced step by step.

use crate::analysis::{Jan, JanKind, Way};
use crate::board::View;
use crate::dice::Dice;
use crate::error::{Error, Rule};
use crate::fleche::{Fleche, OFF};
use crate::play::{Dest, Play};
use crate::position::{Coups, Position};
use crate::side::Side;
use crate::variant::Variant;

/// The mover, the dice, and the board from the mover's path (steps 1–24).
pub(super) struct Roll {
    pub variant: Variant,
    pub mover: Side,
    pub dice: Dice,
    pub view: View,
    pub coups: Option<Coups>,
    /// The mover's dames on the board before the roll is played.
    pub on_board: u32,
}

impl Roll {
    pub(super) fn new(pos: &Position) -> Result<Roll, Error> {
        let dice = pos.dice().ok_or(Error::NoDice)?;
        if pos.variant() != Variant::Trictrac {
            return Err(Error::BadRequest(
                "the jans are counted for Trictrac positions".into(),
            ));
        }
        let mover = pos.turn();
        let view = pos.board().view(pos.variant(), mover);
        Ok(Roll {
            variant: pos.variant(),
            mover,
            dice,
            on_board: view.own.iter().map(|&n| n as u32).sum(),
            view,
            coups: pos.coups(),
        })
    }

    pub(super) fn doublet(&self) -> bool {
        self.dice.is_doublet()
    }

    /// The direct numbers: both dice, or once the doublet's number (RULINGS 7).
    pub(super) fn direct(&self) -> Numbers {
        if self.doublet() {
            Numbers::of(&[self.dice.first()])
        } else {
            Numbers::of(&self.thrown())
        }
    }

    /// The two dice together (played tout d'une).
    pub(super) fn together(&self) -> u8 {
        self.dice.first() + self.dice.second()
    }

    /// Points per way: `simple` by a simple roll, `doublet` by a doublet.
    pub(super) fn unit(&self, simple: u32, doublet: u32) -> u32 {
        if self.doublet() {
            doublet
        } else {
            simple
        }
    }

    /// The flèche at `step` of the mover's path.
    pub(super) fn fleche(&self, step: u8) -> Option<Fleche> {
        Fleche::from_step(self.variant, self.mover, step)
    }

    /// A jan for the mover (`for_mover`) or the opponent, at `unit` points for each of its
    /// ways `by` (at least one: a jan that counts counts once).
    pub(super) fn jan(
        &self,
        kind: JanKind,
        for_mover: bool,
        unit: u32,
        by: Vec<Way>,
        at: Option<u8>,
    ) -> Jan {
        let ways = by.len().max(1) as u32;
        Jan {
            kind,
            beneficiary: if for_mover {
                self.mover
            } else {
                self.mover.opponent()
            },
            points: unit * ways,
            at: at.and_then(|s| self.fleche(s)),
            ways,
            by,
        }
    }

    /// The flèches of the mover's `steps` (those on the board).
    pub(super) fn fleches(&self, steps: &[u8]) -> Vec<Fleche> {
        steps.iter().filter_map(|&s| self.fleche(s)).collect()
    }

    /// A way of dames starting from `from` (steps) by `numbers`.
    pub(super) fn way(&self, from: &[u8], numbers: &[u8]) -> Way {
        Way {
            dames: self.fleches(from),
            numbers: numbers.to_vec(),
            repos: None,
            to: None,
        }
    }

    /// A way of the numbers alone (impuissance, jans de départ).
    pub(super) fn numbers_way(&self, numbers: &[u8]) -> Way {
        self.way(&[], numbers)
    }

    /// The dice in the order thrown: both, a doublet's number twice.
    pub(super) fn thrown(&self) -> [u8; 2] {
        [self.dice.first(), self.dice.second()]
    }

    /// The number each move of a play plays, in the play's order: its distance; for a dame
    /// borne off, a number as large or larger (000 SORTIE, excédant); for the coin par
    /// puissance, one more than its distance (000 COINS). Of the ways to share out the dice,
    /// the one with the most exact numbers, the dice in the order thrown on a tie.
    pub(super) fn numbers_of(&self, moves: &[(u8, u8)]) -> Numbers {
        let [a, b] = self.thrown();
        let fits = |(from, to): (u8, u8), d: u8| -> Option<u8> {
            let dist = to.saturating_sub(from);
            if dist == d {
                Some(2)
            } else if (to >= OFF && d > dist) || (to == crate::fleche::steps::COIN && d == dist + 1)
            {
                Some(1)
            } else {
                None
            }
        };
        match moves {
            [m] => {
                // One number played: the larger when both fit equally (000 IMPUISSANCE).
                let (hi, lo) = (a.max(b), a.min(b));
                let one = match (fits(*m, hi), fits(*m, lo)) {
                    (Some(x), Some(y)) if y > x => lo,
                    (Some(_), _) => hi,
                    (None, Some(_)) => lo,
                    (None, None) => m.1.saturating_sub(m.0),
                };
                Numbers::of(&[one])
            }
            [m, n] => {
                let score = |x: u8, y: u8| Some(fits(*m, x)? + fits(*n, y)?);
                match (score(a, b), score(b, a)) {
                    (Some(s), Some(t)) if t > s => Numbers::of(&[b, a]),
                    (None, Some(_)) => Numbers::of(&[b, a]),
                    _ => Numbers::of(&[a, b]),
                }
            }
            _ => Numbers::default(),
        }
    }

    /// The ways of a play's moves: one per dame's journey (two moves chained are one dame
    /// tout d'une), each with its numbers and, when `to` is asked, where it ends on the board.
    pub(super) fn journeys(&self, moves: &[(u8, u8)], with_to: bool) -> Vec<Way> {
        let numbers = self.numbers_of(moves);
        let numbers = numbers.as_slice();
        let mut out: Vec<Way> = Vec::new();
        let mut i = 0;
        while let Some(&(from, to)) = moves.get(i) {
            let chained = moves.get(i + 1).filter(|n| n.0 == to && to < OFF);
            let (end, nums) = match chained {
                Some(&(_, end)) => (end, numbers.get(i..i + 2).unwrap_or(&[]).to_vec()),
                None => (to, numbers.get(i..i + 1).unwrap_or(&[]).to_vec()),
            };
            let mut w = self.way(&[from], &nums);
            if with_to {
                w.to = Some(self.fleches(&[end]));
            }
            out.push(w);
            i += if chained.is_some() { 2 } else { 1 };
        }
        out
    }

    /// A play's moves as one way: all its dames, all its numbers and, when asked, where they
    /// end on the board.
    pub(super) fn play_way(&self, moves: &[(u8, u8)], with_to: bool) -> Way {
        let mut w = Way {
            to: with_to.then(Vec::new),
            ..Way::default()
        };
        for j in self.journeys(moves, with_to) {
            w.dames.extend(j.dames);
            w.numbers.extend(j.numbers);
            if let (Some(all), Some(to)) = (w.to.as_mut(), j.to) {
                all.extend(to);
            }
        }
        w
    }
}

/// Up to two numbers of the roll, in a fixed array: the numbers of a play and the direct numbers
/// are asked of every roll, and a `Vec` each time was a tenth of a random game's allocations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Numbers {
    numbers: [u8; 2],
    len: u8,
}

impl Numbers {
    /// The first two of `numbers`.
    pub(super) fn of(numbers: &[u8]) -> Numbers {
        let mut out = Numbers::default();
        for &n in numbers.iter().take(2) {
            out.numbers[out.len as usize] = n;
            out.len += 1;
        }
        out
    }

    pub(super) fn as_slice(&self) -> &[u8] {
        &self.numbers[..self.len as usize]
    }
}

/// The most moves a play holds (`Play`'s own bound: a Jacquet doublet's four).
const MOST_MOVES: usize = 4;

/// One legal play, as single-die moves in the mover's steps (25 = off), and the mover's
/// dames on each step once it is played. Every play of every roll is traced: the moves are kept
/// in a fixed array, not a `Vec` (its allocation was a fifth of a random game's time).
pub(super) struct Played {
    moves: [(u8, u8); MOST_MOVES],
    len: u8,
    pub after: [u8; 24],
    /// The mover's dames still on the board once it is played.
    on_board: u32,
}

impl Played {
    /// Follows `play` from the roll's board: from −1, to +1. A move from a step holding none of
    /// the mover's dames, backwards, or onto the opponent is refused rather than guessed at.
    pub(super) fn trace(roll: &Roll, play: &Play) -> Result<Played, Error> {
        let mut p = Played {
            moves: [(0, 0); MOST_MOVES],
            len: 0,
            after: roll.view.own,
            on_board: roll.on_board,
        };
        for m in play.moves().iter().take(MOST_MOVES) {
            let from = m.from.step(roll.variant, roll.mover);
            let to = match m.to {
                Dest::To(f) => f.step(roll.variant, roll.mover),
                Dest::Off => OFF,
            };
            let bad = |why: &str| {
                Error::illegal(
                    Rule::NotLegal,
                    format!("{m} cannot be played by {}: {why}", roll.mover),
                )
            };
            let fi = from as usize - 1;
            if p.after[fi] == 0 {
                return Err(bad("no dame of the mover stands there"));
            }
            if to <= from {
                return Err(bad("dames never go backwards"));
            }
            p.after[fi] -= 1;
            if to != OFF {
                let ti = to as usize - 1;
                if roll.view.opp[ti] > 0 {
                    return Err(bad("the opponent holds that flèche"));
                }
                p.after[ti] = p.after[ti].saturating_add(1);
            } else {
                p.on_board = p.on_board.saturating_sub(1);
            }
            p.moves[p.len as usize] = (from, to);
            p.len += 1;
        }
        Ok(p)
    }

    /// The play's moves, in its order.
    pub(super) fn moves(&self) -> &[(u8, u8)] {
        &self.moves[..self.len as usize]
    }

    /// The mover's dames on `step` once the play is made.
    pub(super) fn own_at(&self, step: u8) -> u8 {
        self.after[step as usize - 1]
    }

    pub(super) fn on_board(&self) -> u32 {
        self.on_board
    }
}
