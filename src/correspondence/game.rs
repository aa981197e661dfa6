//! The game a correspondence drives, whatever its kind: whose step it awaits, the throws drawn
//! from a message's dice, the steps a message carries, and the game's record. The rules are the
//! games' own: this only asks them.

use super::chain::DiceStream;
use super::wire::Action;
use crate::dice::Dice;
use crate::ecole::{Marked, SideMarked};
use crate::ecrire::{draw, Agreement, PartieAEcrire};
use crate::error::Error;
use crate::jacquet::{self, Phase as JPhase};
use crate::partie::{Exercised, Partie, Phase};
use crate::record::RecordJson;
use crate::side::Side;

/// The game being played by correspondence.
// One table per game by correspondence, never held in numbers: its variants' sizes (the partie
// à écrire's sheet the largest) cost nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Table {
    /// A tour of Trictrac.
    Tour(Partie),
    /// A partie of Jacquet.
    Jacquet(jacquet::Partie),
    /// A partie à écrire, a seat for each player; `partie` is `None` until the lot is thrown.
    Ecrire {
        /// What was agreed.
        agreement: Agreement,
        /// The partie, once the lot for the first primauté is thrown.
        partie: Option<PartieAEcrire>,
    },
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaits {
    /// Dice: the next message's beacon throws them.
    Throw,
    /// A step of this side: tenir or s'en aller, or the play.
    Side(Side),
    /// Nothing: the game is over.
    Over,
}

/// No game needs this many throws in a row (the lot's ties included) but a broken one.
const MAX_THROWS: usize = 1000;

impl Table {
    /// What the game waits for now.
    pub fn awaits(&self) -> Awaits {
        let tour = |p: &Partie| match p.phase() {
            Phase::AwaitingRoll => Awaits::Throw,
            Phase::AwaitingDecision | Phase::AwaitingPlay => Awaits::Side(p.turn()),
            Phase::Over => Awaits::Over,
        };
        match self {
            Table::Tour(p) => tour(p),
            Table::Jacquet(p) => match p.manche().phase() {
                _ if p.winner().is_some() => Awaits::Over,
                JPhase::FirstThrow | JPhase::Roll => Awaits::Throw,
                JPhase::Play => Awaits::Side(p.manche().position().turn()),
                JPhase::Over(_) => Awaits::Over,
            },
            Table::Ecrire { partie: None, .. } => Awaits::Throw,
            Table::Ecrire {
                partie: Some(p), ..
            } => p.marque().map_or(Awaits::Over, tour),
        }
    }

    /// The seat that plays `side` now: in the partie à écrire the rotation's, else the
    /// terms'.
    pub fn seat_of(&self, side: Side, inviter: Side) -> Result<usize, Error> {
        match self {
            Table::Ecrire {
                partie: Some(p), ..
            } => p
                .player(side)?
                .ok_or_else(|| Error::BadRequest("the partie à écrire is over".into())),
            _ => Ok(if side == inviter { 0 } else { 1 }),
        }
    }

    /// Throws every die the game waits for, from the stream: the lot (its ties thrown again),
    /// then the roll.
    pub fn throw(&mut self, dice: &mut DiceStream) -> Result<(), Error> {
        for _ in 0..MAX_THROWS {
            if self.awaits() != Awaits::Throw {
                return Ok(());
            }
            match self {
                Table::Tour(p) => throw_tour(p, dice)?,
                Table::Jacquet(p) => match p.manche().phase() {
                    JPhase::FirstThrow => {
                        p.first_throw(dice.die(), dice.die())?;
                    }
                    _ => p.roll(Dice::new(dice.die(), dice.die())?)?,
                },
                Table::Ecrire { agreement, partie } => match partie {
                    None => {
                        let lot = draw(agreement.formation, &mut |_| Ok(dice.die()))?;
                        *partie = Some(PartieAEcrire::with_lot(*agreement, lot, 0)?);
                    }
                    Some(e) => match e.marque_mut() {
                        Some(p) => throw_tour(p, dice)?,
                        None => return Ok(()),
                    },
                },
            }
        }
        Err(Error::BadRequest("the dice never settle the throw".into()))
    }

    /// Takes one step of the side awaited: tenir or s'en aller, or the play (marks and rights go
    /// through `mark_own` and `settle`).
    pub fn act(&mut self, action: Action) -> Result<(), Error> {
        let step = |p: &mut Partie, a: &Action| match a {
            Action::Decide(d) => p.decide(*d),
            Action::Play(play) => p.play(*play),
            Action::Mark(_) | Action::Droit(_) => Err(not_a_step()),
        };
        match self {
            Table::Tour(p) => step(p, &action),
            Table::Jacquet(p) => match action {
                Action::Play(play) => p.play(&play).map(|_| ()),
                Action::Decide(_) => Err(Error::BadRequest(
                    "Jacquet has no tenir or s'en aller".into(),
                )),
                Action::Mark(_) | Action::Droit(_) => Err(not_a_step()),
            },
            Table::Ecrire {
                partie: Some(e), ..
            } => {
                let p = e
                    .marque_mut()
                    .ok_or_else(|| Error::BadRequest("the partie à écrire is over".into()))?;
                step(p, &action)?;
                // A marqué that ends is written on the sheet at once, and the next begins.
                e.close_marque().map(|_| ())
            }
            Table::Ecrire { partie: None, .. } => {
                Err(Error::BadRequest("the lot is not yet thrown".into()))
            }
        }
    }

    /// The rolls thrown so far in a tour (marks by hand are a tour's; 0 in the other games).
    pub fn rolls(&self) -> usize {
        match self {
            Table::Tour(p) => p.turns().len(),
            _ => 0,
        }
    }

    /// The side that threw the last roll of a tour.
    pub fn last_mover(&self) -> Option<Side> {
        match self {
            Table::Tour(p) => p.turns().last().map(|t| t.side),
            _ => None,
        }
    }

    fn hand_tour(&mut self) -> Result<&mut Partie, Error> {
        match self {
            Table::Tour(p) => Ok(p),
            _ => Err(Error::BadRequest("only a tour is marked by hand".into())),
        }
    }

    /// The mover's marks of his last roll, through the game's own `mark_ecole`: his play is the
    /// one he made, which both sides saw.
    pub(crate) fn mark_own(&mut self, mut marked: SideMarked) -> Result<(), Error> {
        let p = self.hand_tour()?;
        let turn = p
            .turns()
            .last()
            .ok_or_else(|| Error::BadRequest("no roll has been thrown".into()))?;
        marked.play = turn.play;
        let side = turn.side;
        p.mark_ecole(&one_side(side, marked, None)).map(|_| ())
    }

    /// The rights of `by`, the side that did not throw the last roll, before the next throw: his
    /// marks of the points that roll gave him, and his école called in them (`ecole`), checked
    /// with the mover's, then each right he exercises, as the game's `exercise` takes it. With no
    /// right, his marks are those of a side about to throw (`rolled`: an école not called lapses,
    /// trous marked stand). A right is exercised before the throw, so with one they are checked
    /// as the coup stands: else the trous a leaver marked too many would stand, and could end the
    /// tour, before the leave is refused; the right then settles the roll's marks, every école
    /// offered marked, as it does at the table.
    pub(crate) fn settle(
        &mut self,
        by: Side,
        marks: Option<SideMarked>,
        droits: &[Exercised],
    ) -> Result<(), Error> {
        let p = self.hand_tour()?;
        let last = p
            .turns()
            .len()
            .checked_sub(1)
            .ok_or_else(|| Error::BadRequest("no roll has been thrown".into()))?;
        let mover = by.opponent();
        let mover_marks = p
            .hand_marks(last)
            .and_then(|h| h.marked.side(mover).cloned());
        if mover_marks.is_some() || marks.is_some() {
            let mut mine = marks.unwrap_or_default();
            // His jeton is let go once his message is sent: what he marked too many is an école.
            mine.released = true;
            mine.rolled = droits.is_empty();
            p.mark_ecole(&one_side(by, mine, mover_marks))?;
        }
        for e in droits {
            p.exercise(Exercised { by, ..*e })?;
        }
        Ok(())
    }

    /// The game's record so far (docs/record.md): the same as the game played at one table
    /// would write.
    pub fn to_record(&self) -> Option<RecordJson> {
        match self {
            Table::Tour(p) => Some(p.to_record()),
            Table::Jacquet(p) => Some(p.to_record()),
            Table::Ecrire { partie, .. } => partie.as_ref().map(PartieAEcrire::to_record),
        }
    }
}

fn not_a_step() -> Error {
    Error::BadRequest("marks and rights are not steps of the play".into())
}

/// The marks of `side`, and of its opponent if any, as `mark_ecole` takes both.
fn one_side(side: Side, marked: SideMarked, other: Option<SideMarked>) -> Marked {
    match side {
        Side::White => Marked {
            white: Some(marked),
            black: other,
        },
        Side::Black => Marked {
            white: other,
            black: Some(marked),
        },
    }
}

fn throw_tour(p: &mut Partie, dice: &mut DiceStream) -> Result<(), Error> {
    if p.awaiting_lot() {
        p.throw_lot(dice.die(), dice.die())?;
        Ok(())
    } else {
        p.roll(Dice::new(dice.die(), dice.die())?).map(|_| ())
    }
}
