//! The opponent's rights after an école at the package's boundary (docs/package.md, `Game`): what
//! is open (`DroitsJson`, the answer of `Game.droits()`) and a right asked for (`DroitCallJson`,
//! what `Game.exercise` sends); and a right exercised, as the answer and a record (version 4,
//! docs/record.md) write it (`DroitJson`: `{"droit": "refuse-leave", "by": "black"}`, with `jeton`
//! for `choose-jeton` and `play` for `force-fill`).

use crate::ecole::{Chain, Droit, JetonChoice, Open};
use crate::error::Error;
use crate::notation::json::{moves_to_play, Name, PlayJson};
use crate::partie::{Exercised, Partie};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// The rights on the last roll: open now, exercised so far, and the chain of augmentation d'école.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DroitsJson {
    /// Each right open now, with the side that may exercise it (`to`) and the side whose marks
    /// it is about (`over`).
    pub open: Vec<Open>,
    /// The rights exercised on the last roll, in order.
    pub exercised: Vec<DroitJson>,
    /// The chain, when an école was marked on the last roll.
    pub chain: Option<Chain>,
}

impl DroitsJson {
    /// The rights of the game's last roll.
    pub fn of(p: &Partie) -> DroitsJson {
        let last = p.turns().len().checked_sub(1);
        DroitsJson {
            open: p.droits_open(),
            exercised: last
                .map(|i| p.droits_exercised(i).iter().map(DroitJson::from).collect())
                .unwrap_or_default(),
            chain: p.ecole_chain(),
        }
    }
}

/// A right asked for: `{"droit": "refuse-leave"}`, with `jeton` for `choose-jeton` and `play` for
/// `force-fill`; `by`, when given, must be the side the right is open to.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct DroitCallJson {
    /// The right.
    pub droit: Droit,
    /// The side exercising it (absent: the side it is open to).
    #[serde(default)]
    pub by: Option<Side>,
    /// `choose-jeton`: `first` or `second`.
    #[serde(default)]
    pub jeton: Option<JetonChoice>,
    /// `force-fill`: the play.
    #[serde(default)]
    pub play: Option<PlayJson>,
}

/// One right exercised.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
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
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
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
