//! The opponent's rights exercised on a roll, as a record writes them (version 4, docs/record.md):
//! `{"droit": "refuse-leave", "by": "black"}`, with `jeton` for `choose-jeton` and `play` for
//! `force-fill`.

use crate::ecole::{Droit, JetonChoice};
use crate::error::Error;
use crate::notation::json::{moves_to_play, Name, PlayJson};
use crate::partie::Exercised;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// One right exercised.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DroitJson {
    /// The right (`refuse-leave`, `acquiesce`, `force-fill`, `forbid-fill`, `choose-jeton`,
    /// `contest-ecole`).
    pub droit: Droit,
    /// The side that exercised it.
    pub by: Side,
    /// `choose-jeton`: the jeton left standing, `first` or `second`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jeton: Option<JetonChoice>,
    /// `force-fill`: the play made again, as interchange moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Vec<[Name; 2]>>,
}

impl From<&Exercised> for DroitJson {
    fn from(e: &Exercised) -> Self {
        DroitJson {
            droit: e.droit,
            by: e.by,
            jeton: e.jeton,
            play: e.play.map(|p| PlayJson::from_play(&p).moves),
        }
    }
}

impl DroitJson {
    /// The right as the game takes it.
    pub fn to_exercised(&self) -> Result<Exercised, Error> {
        Ok(Exercised {
            droit: self.droit,
            by: self.by,
            jeton: self.jeton,
            play: self.play.as_deref().map(moves_to_play).transpose()?,
        })
    }
}
