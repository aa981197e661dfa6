//! The curated *compter les points*: the seeds' worked examples rebuilt as positions, each
//! citing its passage (docs/exercises.md, "The curated set").

mod table;

use super::id::ExerciseId;
use super::points::{PointsExercise, Source};
use crate::board::Board;
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::position::{Coups, Position, Setup};
use crate::rules;
use crate::score::Score;
use crate::side::Side;
use crate::variant::Variant;

/// One worked example of the seeds, as written in the table: the flèches by name (read at
/// compile time), so that the table reads as the text's positions do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Curated {
    /// Its name, the id's tail (`seed-<name>`).
    pub name: &'static str,
    /// The passage cited: the seed's number and section.
    pub passage: &'static str,
    /// How the position was rebuilt from the text, and what the text says it gives.
    pub note: &'static str,
    /// White's dames: flèche, count.
    pub white: &'static [(Fleche, u8)],
    /// Black's dames.
    pub black: &'static [(Fleche, u8)],
    /// The side that threw.
    pub turn: Side,
    /// The roll.
    pub dice: [u8; 2],
    /// The coups each side has played (White, Black), for the jans de départ; `None`: unknown.
    pub coups: Option<[u32; 2]>,
}

impl Curated {
    fn position(&self) -> Result<Position, Error> {
        let mut board = Board::empty();
        for (side, dames) in [(Side::White, self.white), (Side::Black, self.black)] {
            for &(f, n) in dames {
                board.set(side, f, n);
            }
        }
        Position::from_setup(Setup {
            variant: Variant::Trictrac,
            board,
            turn: self.turn,
            dice: Some(Dice::new(self.dice[0], self.dice[1])?),
            coups: self.coups.map(|[white, black]| Coups { white, black }),
            score: Score::default(),
        })
    }

    /// The exercise, answered by the rules' analysis.
    pub fn exercise(&self) -> Result<PointsExercise, Error> {
        let position = self.position()?;
        let analysis = rules::analyse(&position)?;
        Ok(PointsExercise::new(
            ExerciseId::Seed(self.name.to_string()),
            position,
            &analysis,
            Source::Seed {
                passage: self.passage,
                note: self.note,
            },
        ))
    }
}

/// Every curated example, in a fixed order.
pub fn curated() -> &'static [Curated] {
    table::EXAMPLES
}

/// The curated exercise of a name; an unknown name is refused.
pub(crate) fn by_name(name: &str) -> Result<PointsExercise, Error> {
    table::EXAMPLES
        .iter()
        .find(|c| c.name == name)
        .ok_or_else(|| Error::BadRequest(format!("no curated exercise {name:?}")))?
        .exercise()
}
