//! A play's JSON (docs/interchange.md "The analysis of a roll", `plays`): its moves as pairs of
//! flèche names.

use super::Name;
use crate::error::Error;
use crate::play::{Move, Play};
use serde::{Deserialize, Serialize};

/// A play as docs/interchange.md spells it: `{"moves": [["B1","B6"], ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayJson {
    /// Each single-die move as `[from, to]`, `to` a flèche or `"off"`.
    pub moves: Vec<[Name; 2]>,
}

impl PlayJson {
    /// The JSON of a play.
    pub fn from_play(p: &Play) -> PlayJson {
        PlayJson {
            moves: p
                .moves()
                .iter()
                .map(|m| [Name::of(m.from), Name::of_dest(m.to)])
                .collect(),
        }
    }

    /// Reads the play back; an unknown flèche name or more than four moves is an error.
    pub fn to_play(&self) -> Result<Play, Error> {
        moves_to_play(&self.moves)
    }
}

/// Reads `[["B1","B6"], …]`: names only; whether the play is legal is the rules' business.
pub fn moves_to_play(moves: &[[Name; 2]]) -> Result<Play, Error> {
    if moves.len() > 4 {
        return Err(Error::BadJson(format!(
            "a play has at most 4 moves, not {}",
            moves.len()
        )));
    }
    let mut v = Vec::with_capacity(moves.len());
    for [from, to] in moves {
        let f = from
            .fleche()
            .ok_or_else(|| Error::UnknownFleche(from.to_string()))?;
        let t = to
            .dest()
            .ok_or_else(|| Error::UnknownFleche(to.to_string()))?;
        v.push(Move::new(f, t));
    }
    Play::from_moves(&v).ok_or_else(|| Error::BadJson("too many moves".into()))
}
