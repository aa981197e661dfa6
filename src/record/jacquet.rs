//! The record of a Jacquet partie (version 3, `"game": "jacquet"`): the options and the score to
//! reach, then per manche its first throws and its rolls; replayed step by step, to the moment
//! it was saved.

use super::fault::{Fault, RecordError};
use super::{GeneratorJson, RecordGame, RecordJson, FORMAT, VERSION_GAMES};
use crate::dice::Dice;
use crate::error::Error;
use crate::jacquet::partie::{JacquetStep, Partie};
use crate::jacquet::JacquetOptions;
use crate::notation::json::{moves_to_play, Name, PlayJson};
use crate::note::Note;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A Jacquet partie in a record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct JacquetRecordJson {
    /// The variants played (absent: 003's main rules).
    #[serde(default)]
    pub options: JacquetOptions,
    /// The score to reach.
    pub target: u32,
    /// The manches, in order, the last one possibly under way.
    pub manches: Vec<MancheJson>,
}

/// One manche of a Jacquet record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct MancheJson {
    /// The throws for who starts, White's die then Black's, the ties included.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice[]"))]
    pub first: Vec<[u8; 2]>,
    /// The rolls, in order; the last one's play may be absent (saved before it was played).
    #[serde(default)]
    pub rolls: Vec<JacquetRollJson>,
}

/// One roll of a Jacquet manche.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct JacquetRollJson {
    /// The side that rolled.
    pub side: Side,
    /// The two dice.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
    pub dice: [u8; 2],
    /// The play as moves (`[]`: nothing could be played); absent only on the last roll saved
    /// before its play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub play: Option<Vec<[Name; 2]>>,
    /// What a player wrote on the roll (docs/record.md, "Notes"), as on a tour's roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Note>,
}

impl Partie {
    /// The record of the partie so far (docs/record.md), at whatever moment it is saved.
    pub fn to_record(&self) -> RecordJson {
        let mut manches: Vec<MancheJson> = Vec::new();
        let mut roll = 0;
        for steps in self.manches_steps() {
            if steps.is_empty() {
                continue;
            }
            let mut m = MancheJson {
                first: Vec::new(),
                rolls: Vec::new(),
            };
            let mut side = Side::White;
            for step in steps {
                match step {
                    JacquetStep::FirstThrow(w, b) => {
                        m.first.push([w, b]);
                        side = if w >= b { Side::White } else { Side::Black };
                    }
                    JacquetStep::Roll(d) => {
                        m.rolls.push(JacquetRollJson {
                            side,
                            dice: d.as_array(),
                            play: None,
                            note: self.note(roll).cloned(),
                        });
                        roll += 1;
                    }
                    JacquetStep::Play(p) => {
                        if let Some(r) = m.rolls.last_mut() {
                            r.play = Some(PlayJson::from_play(&p).moves);
                        }
                        side = side.opponent();
                    }
                }
            }
            manches.push(m);
        }
        RecordJson {
            format: FORMAT.to_string(),
            version: VERSION_GAMES,
            game: Some(RecordGame::Jacquet),
            options: None,
            generator: Some(GeneratorJson::new(self.seed(), self.rng_state())),
            start: None,
            lot: None,
            rolls: Vec::new(),
            ecrire: None,
            jacquet: Some(JacquetRecordJson {
                options: *self.options(),
                target: self.target(),
                manches,
            }),
            winner: self.winner(),
            page: None,
        }
    }

    /// The partie a record describes, replayed step by step and checked, at the moment it was
    /// saved. A refused step names its number, counting every throw and roll from the first.
    pub fn from_record(record: &RecordJson) -> Result<Partie, RecordError> {
        let unreadable = |e| RecordError::at(0, Fault::Unreadable(e));
        let j = match (&record.jacquet, record.game) {
            (Some(j), Some(RecordGame::Jacquet)) => j,
            _ => {
                return Err(unreadable(Error::BadJson(
                    "not a Jacquet record: it needs \"game\": \"jacquet\" and \"jacquet\"".into(),
                )))
            }
        };
        if !record.rolls.is_empty()
            || record.start.is_some()
            || record.lot.is_some()
            || record.ecrire.is_some()
        {
            return Err(unreadable(Error::BadJson(
                "a Jacquet record keeps its rolls per manche: no \"rolls\", \"start\" or \"lot\""
                    .into(),
            )));
        }
        let (seed, state) = match &record.generator {
            Some(g) => g.read().map(|(s, t)| (s, Some(t))).map_err(unreadable)?,
            None => (0, None),
        };
        let mut p = Partie::with_seed(j.options, j.target, seed).map_err(unreadable)?;
        let mut step = 0;
        let n_manches = j.manches.len();
        for (mi, m) in j.manches.iter().enumerate() {
            for [w, b] in &m.first {
                step += 1;
                p.first_throw(*w, *b)
                    .map_err(|e| RecordError::at(step, Fault::Rule(e)))?;
            }
            let n_rolls = m.rolls.len();
            for (ri, r) in m.rolls.iter().enumerate() {
                step += 1;
                let at = |f| RecordError::at(step, f);
                let expected = p.manche().position().turn();
                if r.side != expected {
                    return Err(at(Fault::WrongSide {
                        expected,
                        found: r.side,
                    }));
                }
                let dice = Dice::new(r.dice[0], r.dice[1]).map_err(|e| at(Fault::Rule(e)))?;
                p.roll(dice).map_err(|e| at(Fault::Rule(e)))?;
                if let Some(note) = &r.note {
                    // the roll's note, checked (`bad-note`) and kept; the game plays on without it
                    p.set_note(p.rolls().saturating_sub(1), Some(note.clone()))
                        .map_err(|e| at(Fault::Rule(e)))?;
                }
                match &r.play {
                    Some(moves) => {
                        let play = moves_to_play(moves).map_err(|e| at(Fault::Rule(e)))?;
                        p.play(&play).map_err(|e| at(Fault::Rule(e)))?;
                    }
                    None if mi + 1 == n_manches && ri + 1 == n_rolls => {}
                    None => return Err(at(Fault::PlayMissing)),
                }
            }
        }
        if let Some(w) = record.winner {
            if p.winner() != Some(w) {
                return Err(RecordError::at(
                    step,
                    Fault::WrongWinner {
                        expected: p.winner(),
                        found: Some(w),
                    },
                ));
            }
        }
        if let Some(state) = state {
            p.restore_rng(state);
            p.sync_generator(state);
        }
        Ok(p)
    }
}
