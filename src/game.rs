//! Which game a position belongs to: both are played on the same tablier.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    #[default]
    Trictrac,
    /// 003: the race game, both sides travelling the same way from diagonally opposite talons.
    Jacquet,
}

impl Game {
    pub fn name(self) -> &'static str {
        match self {
            Game::Trictrac => "trictrac",
            Game::Jacquet => "jacquet",
        }
    }
}
