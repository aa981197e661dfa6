//! The computer's advice as JSON: the hints of a roll, every legal play ranked by the maître's
//! evaluation (the review is written by the core's own serde types, `ai::review`).

use crate::ai::review::Hints;
use crate::notation::json::{to_text, PlayJson};
use serde::Serialize;

/// One legal play in the hints, as the package shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct HintJson {
    /// The play, as `play()` takes it.
    pub play: PlayJson,
    /// The mover's chances of winning the tour after it, in `unit`.
    pub chance: f64,
    /// What it gives up against the best play, in `unit`.
    pub loss: f64,
}

/// The hints as the package shows them: `{unit, plays: [{play, chance, loss}, …]}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct HintsJson {
    /// What `chance` and `loss` count in (`ai::review::UNIT`).
    pub unit: &'static str,
    /// Every legal play, best first.
    pub plays: Vec<HintJson>,
}

impl HintsJson {
    /// The JSON of the hints: each play as a play is written, so that it can be sent back.
    pub fn of(h: &Hints) -> HintsJson {
        HintsJson {
            unit: h.unit,
            plays: h
                .plays
                .iter()
                .map(|p| HintJson {
                    play: PlayJson::from_play(&p.moves),
                    chance: p.chance,
                    loss: p.loss,
                })
                .collect(),
        }
    }
}

/// The hints as JSON text.
pub fn hints_to_string(h: &Hints) -> String {
    to_text(&HintsJson::of(h))
}
