//! A score's JSON (the `score` of docs/interchange.md "A position"): each side's points on its
//! jeton, trous on its fichet, and whether it is still bredouille.

use crate::score::{Score, SideScore};
use serde::{Deserialize, Serialize};

/// Both sides' marks: `{"white": {…}, "black": {…}}`, a side left out at zero and bredouille.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ScoreJson {
    /// White's marks.
    #[serde(default)]
    pub white: SideScoreJson,
    /// Black's marks.
    #[serde(default)]
    pub black: SideScoreJson,
}

/// One side's marks: `{"points": 0, "holes": 0, "bredouille": true}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SideScoreJson {
    /// Where the jeton stands, 0 to 11 points (000 UTILISATION DES JETONS).
    #[serde(default)]
    pub points: u8,
    /// The trous won, on the fichet.
    #[serde(default)]
    pub holes: u8,
    /// Whether the side still marks in bredouille (its jeu would count double); absent: true.
    #[serde(default = "yes")]
    pub bredouille: bool,
}

fn yes() -> bool {
    true
}

impl Default for SideScoreJson {
    fn default() -> Self {
        SideScoreJson {
            points: 0,
            holes: 0,
            bredouille: true,
        }
    }
}

impl From<SideScoreJson> for SideScore {
    fn from(s: SideScoreJson) -> Self {
        SideScore {
            points: s.points,
            holes: s.holes,
            bredouille: s.bredouille,
        }
    }
}

impl From<SideScore> for SideScoreJson {
    fn from(s: SideScore) -> Self {
        SideScoreJson {
            points: s.points,
            holes: s.holes,
            bredouille: s.bredouille,
        }
    }
}

impl From<Score> for ScoreJson {
    fn from(s: Score) -> Self {
        ScoreJson {
            white: s.white.into(),
            black: s.black.into(),
        }
    }
}

impl From<ScoreJson> for Score {
    fn from(s: ScoreJson) -> Self {
        Score {
            white: s.white.into(),
            black: s.black.into(),
        }
    }
}
