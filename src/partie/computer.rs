//! The computer's choices on the game: its play, its decision, and its marks in the "computer
//! makes mistakes" mode, each asked of the game so that the page, the package and the tests get
//! the same answer for the same seed and history.

use super::{refuse, Decision, Partie, Phase};
use crate::ai::{self, Level};
use crate::analysis::Points;
use crate::ecole::SideMarked;
use crate::error::Error;
use crate::play::Play;
use crate::rng::Rng;
use crate::score::mark;
use crate::side::Side;

/// What the computer marks of its own roll in the "computer makes mistakes" mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMarks {
    /// The side that rolled (the computer).
    pub side: Side,
    /// The points the roll gives it.
    pub due: u32,
    /// The points it claims: `due`, or now and then a wrong number (`ai::claimed_points`).
    pub claimed: u32,
    /// Its marks as `ecole::check` reads them: the jeton and trous the claimed points make,
    /// the jeton let go and the dames touched.
    pub marked: SideMarked,
}

/// Spreads the roll's number over the seed, so that each roll of a game draws its own slip.
const ROLL_MIX: u64 = 0xD6E8_FEB8_6659_FD93;

impl Partie {
    /// The computer plays the roll at `level` (`ai::choose_play`) and returns the play made.
    pub fn computer_play(&mut self, level: Level) -> Result<Play, Error> {
        if self.phase != Phase::AwaitingPlay {
            return Err(refuse(format!(
                "no play to make: the game is {:?}",
                self.phase
            )));
        }
        let play = if self.plays().is_empty() {
            Play::empty()
        } else {
            ai::choose_play_among(self.position(), self.plays(), level)?
        };
        self.play(play)?;
        Ok(play)
    }

    /// The computer chooses tenir or s'en aller at `level` (`ai::choose_decision`), decides
    /// it, and returns the decision.
    pub fn computer_decision(&mut self, level: Level) -> Result<Decision, Error> {
        let d = ai::decision_for(self, level).ok_or_else(|| {
            refuse("no decision to make: one may leave only right after completing a trou with one's own roll")
        })?;
        self.decide(d)?;
        Ok(d)
    }

    /// What the computer, the side of the last roll, marks of it when it makes mistakes: with
    /// probability `mistake_rate` (0 to 1; 1: every roll) a number 2 or 4 points off
    /// (`ai::claimed_points`), else the true one. Drawn from the game's seed and the roll's
    /// number, so the same seed and history always give the same marks (undo and ask again:
    /// the same slip). Errors before the first roll and while the primauté is drawn.
    pub fn computer_marks(&self, mistake_rate: f64) -> Result<ComputerMarks, Error> {
        let (Some(rolled), Some(turn)) = (self.rolled.as_ref(), self.turns.last()) else {
            return Err(refuse("no roll has been thrown"));
        };
        let side = turn.side;
        let due = rolled.analysis.points.get(side);
        let n = self.turns.len() as u64;
        let mut rng = Rng::new(self.seed ^ n.wrapping_mul(ROLL_MIX));
        let claimed = ai::claimed_points(due, mistake_rate, &mut rng);
        let mut points = Points::default();
        match side {
            Side::White => points.white = claimed,
            Side::Black => points.black = claimed,
        }
        let own = mark(*rolled.thrown.score(), side, points);
        let marked = SideMarked {
            jeton: Some(own.after_mover.side(side).points),
            holes: own.hold.side(side).holes,
            released: true,
            touched: true,
            ..SideMarked::default()
        };
        Ok(ComputerMarks {
            side,
            due,
            claimed,
            marked,
        })
    }
}
