//! A score's JSON (docs/interchange.md "Score"): each side's points on its jeton, trous on its
//! fichet, and whether it is still bredouille.

use crate::score::{Score, SideScore};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreJson {
    #[serde(default)]
    pub white: SideScoreJson,
    #[serde(default)]
    pub black: SideScoreJson,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideScoreJson {
    #[serde(default)]
    pub points: u8,
    #[serde(default)]
    pub holes: u8,
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
