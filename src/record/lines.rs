//! The lines `tablier replay` prints of a record replayed (docs/cli.md): a roll of Trictrac with
//! the score after it, a manche of Jacquet ended, a Jacquet partie's score. A record's, so that
//! the command line only converts (issue 27).

use super::EcoleJson;
use crate::notation::json::ScoreJson;
use crate::partie::Turn;
use crate::score::Holes;
use crate::{BySide, Points, Side};
use serde::Serialize;

/// A roll of Trictrac as `tablier replay` prints it: the score after it, and the écoles found in
/// the marks the sides made themselves.
#[derive(Serialize)]
pub struct RollLineJson {
    /// The roll's number, from 1.
    pub roll: usize,
    /// Who rolled.
    pub side: Side,
    /// The dice thrown.
    pub dice: [u8; 2],
    /// The points the roll gave each side.
    pub points: Points,
    /// The trous each side won from it.
    pub holes: Holes,
    /// The score after it.
    pub score: ScoreJson,
    /// `hold` or `leave`, when the mover could leave.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<&'static str>,
    /// The écoles found in marks the sides made themselves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ecoles: Option<Vec<EcoleJson>>,
    /// The winner, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
}

impl RollLineJson {
    /// Roll `roll` (from 1), the last of `turn`'s game so far.
    pub fn of(roll: usize, turn: &Turn, score: ScoreJson) -> RollLineJson {
        RollLineJson {
            roll,
            side: turn.side,
            dice: turn.dice.as_array(),
            points: turn.points,
            holes: turn.holes,
            score,
            decision: turn.decision.map(|d| d.name()),
            ecoles: None,
            winner: None,
        }
    }
}

/// A manche of Jacquet ended, as `tablier replay` prints it.
#[derive(Serialize)]
pub struct MancheLineJson {
    /// The manche's number, from 1.
    pub manche: usize,
    /// Who bore off first.
    pub winner: Side,
    /// What it is worth to him.
    pub points: u32,
}

/// A Jacquet partie's score, `tablier replay`'s last line.
#[derive(Serialize)]
pub struct JacquetScoreLineJson {
    /// Each side's points.
    pub score: BySide<u32>,
    /// The winner, once the partie is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
}
