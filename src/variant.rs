//! Which game a position belongs to: both are played on the same tablier.

use serde::{Deserialize, Serialize};

/// The game variant: Trictrac (the default) or Jacquet. Written `"game"` in the JSON
/// (docs/interchange.md), as `trictrac` or `jacquet`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// 000: the game of points, trous and jans, the two sides travelling mirror paths.
    #[default]
    Trictrac,
    /// 003: the race game, both sides travelling the same way from diagonally opposite talons.
    Jacquet,
}

impl Variant {
    /// The variant's name as the JSON and the notation write it: `trictrac` or `jacquet`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Trictrac => "trictrac",
            Variant::Jacquet => "jacquet",
        }
    }
}
