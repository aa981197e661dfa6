//! A play's JSON (docs/interchange.md "The analysis of a roll", `plays`): its moves as pairs of
//! flèche names.

use super::Name;
use crate::error::Error;
use crate::moves::{dice_spent, Offered};
use crate::play::{Move, Play};
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// A play as docs/interchange.md spells it: `{"moves": [["B1","B6"], ...]}`; a play a game
/// answers also says the die each move spends (`"dice": [6, 5]`), which a reader may leave out
/// and the engine ignores when it reads a play (the moves say it all).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PlayJson {
    /// Each single-die move as `[from, to]`, `to` a flèche or `"off"`.
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub moves: Vec<[Name; 2]>,
    /// The die each move spends, in order (`moves::dice_spent`); absent when not said.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", tsify(type = "Die[]"))]
    pub dice: Vec<u8>,
}

fn pairs(moves: &[Move]) -> Vec<[Name; 2]> {
    moves
        .iter()
        .map(|m| [Name::of(m.from), Name::of_dest(m.to)])
        .collect()
}

impl PlayJson {
    /// The JSON of a play.
    pub fn from_play(p: &Play) -> PlayJson {
        PlayJson {
            moves: pairs(p.moves()),
            dice: Vec::new(),
        }
    }

    /// The JSON of a play of the roll of `pos`, with the die each move spends.
    pub fn with_dice(pos: &Position, p: &Play) -> PlayJson {
        PlayJson {
            moves: pairs(p.moves()),
            dice: dice_spent(pos, p.moves()),
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

/// A game's moves once some of the roll are made (`Game.moves(soFar)`): the dice those spent,
/// every destination now offered, and the play they complete, if they complete one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct MovesJson {
    /// The die each move made spends, in order.
    #[cfg_attr(feature = "typescript", tsify(type = "Die[]"))]
    pub spent: Vec<u8>,
    /// Every destination a dame may reach now, each as the moves that carry it there (one, or
    /// a tout d'une chain through resting flèches) with the die each spends: the dame leaves the
    /// first move's flèche and ends where the last ends. None once a play is complete.
    pub moves: Vec<PlayJson>,
    /// The play the moves made complete (the listed one, in its order), or null.
    pub complete: Option<PlayJson>,
}

impl MovesJson {
    /// The JSON of a roll's moves after `so_far`, from the rules' answers.
    pub fn of(
        pos: &Position,
        so_far: &[Move],
        offered: &[Offered],
        complete: Option<&Play>,
    ) -> MovesJson {
        MovesJson {
            spent: dice_spent(pos, so_far),
            moves: offered
                .iter()
                .map(|o| PlayJson {
                    moves: pairs(&o.moves),
                    dice: o.dice.clone(),
                })
                .collect(),
            complete: complete.map(|p| PlayJson::with_dice(pos, p)),
        }
    }
}

/// Destinations written as an object in the engine's order.
pub struct DestsJson(pub Vec<(crate::fleche::Fleche, Vec<crate::play::Dest>)>);

impl serde::Serialize for DestsJson {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = ser.serialize_map(Some(self.0.len()))?;
        for (f, to) in &self.0 {
            let names: Vec<&str> = to.iter().map(|d| d.name()).collect();
            m.serialize_entry(f.name(), &names)?;
        }
        m.end()
    }
}
