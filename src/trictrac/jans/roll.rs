//! The roll being analysed, seen from the mover's path, and its plays traced step by step.

use crate::analysis::{Jan, JanKind};
use crate::board::View;
use crate::dice::Dice;
use crate::error::{Error, Rule};
use crate::fleche::{Fleche, OFF};
use crate::game::Game;
use crate::play::{Dest, Play};
use crate::position::{Coups, Position};
use crate::side::Side;

/// The mover, the dice, and the board from the mover's path (steps 1–24).
pub(super) struct Roll {
    pub game: Game,
    pub mover: Side,
    pub dice: Dice,
    pub view: View,
    pub coups: Option<Coups>,
}

impl Roll {
    pub fn new(pos: &Position) -> Result<Roll, Error> {
        let dice = pos.dice().ok_or(Error::NoDice)?;
        if pos.game() != Game::Trictrac {
            return Err(Error::BadRequest(
                "the jans are counted for Trictrac positions".into(),
            ));
        }
        let mover = pos.turn();
        Ok(Roll {
            game: pos.game(),
            mover,
            dice,
            view: pos.board().view(pos.game(), mover),
            coups: pos.coups(),
        })
    }

    pub fn doublet(&self) -> bool {
        self.dice.is_doublet()
    }

    /// The direct numbers: both dice, or once the doublet's number (RULINGS 7).
    pub fn direct(&self) -> Vec<u8> {
        if self.doublet() {
            vec![self.dice.first()]
        } else {
            vec![self.dice.first(), self.dice.second()]
        }
    }

    /// The two dice together (played tout d'une).
    pub fn together(&self) -> u8 {
        self.dice.first() + self.dice.second()
    }

    /// Points per way: `simple` by a simple roll, `doublet` by a doublet.
    pub fn unit(&self, simple: u32, doublet: u32) -> u32 {
        if self.doublet() {
            doublet
        } else {
            simple
        }
    }

    /// The flèche at `step` of the mover's path.
    pub fn fleche(&self, step: u8) -> Option<Fleche> {
        Fleche::from_step(self.game, self.mover, step)
    }

    /// A jan of `ways` ways at `unit` points each, for the mover (`for_mover`) or the opponent.
    pub fn jan(&self, kind: JanKind, for_mover: bool, unit: u32, ways: u32, at: Option<u8>) -> Jan {
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
        }
    }
}

/// One legal play, as single-die moves in the mover's steps (25 = off), and the mover's
/// dames on each step once it is played.
pub(super) struct Played {
    pub moves: Vec<(u8, u8)>,
    pub after: [u8; 24],
}

impl Played {
    /// Follows `play` from the roll's board: from −1, to +1. A move from a step holding none of
    /// the mover's dames, backwards, or onto the opponent is refused rather than guessed at.
    pub fn trace(roll: &Roll, play: &Play) -> Result<Played, Error> {
        let mut after = roll.view.own;
        let mut moves = Vec::with_capacity(play.len());
        for m in play.moves() {
            let from = m.from.step(roll.game, roll.mover);
            let to = match m.to {
                Dest::To(f) => f.step(roll.game, roll.mover),
                Dest::Off => OFF,
            };
            let bad = |why: &str| {
                Error::illegal(
                    Rule::NotLegal,
                    format!("{m} cannot be played by {}: {why}", roll.mover),
                )
            };
            let fi = from as usize - 1;
            if after[fi] == 0 {
                return Err(bad("no dame of the mover stands there"));
            }
            if to <= from {
                return Err(bad("dames never go backwards"));
            }
            after[fi] -= 1;
            if to != OFF {
                let ti = to as usize - 1;
                if roll.view.opp[ti] > 0 {
                    return Err(bad("the opponent holds that flèche"));
                }
                after[ti] = after[ti].saturating_add(1);
            }
            moves.push((from, to));
        }
        Ok(Played { moves, after })
    }

    /// The mover's dames on `step` once the play is made.
    pub fn own_at(&self, step: u8) -> u8 {
        self.after[step as usize - 1]
    }

    pub fn on_board(&self) -> u32 {
        self.after.iter().map(|&n| n as u32).sum()
    }
}
