//! The rules of Trictrac (000, with 001 and 002 where 000 is silent; docs/rulings.md).
//!
//! `rules` answers for a Trictrac position by the modern rule of bearing off, the parisienne;
//! the `_under` functions here take the rule of bearing off a game agreed on (`Sortie`, RULINGS 5).

pub(crate) mod jans;
pub(crate) mod moves;
pub(crate) mod plays;

pub use jans::rencontre;
pub use plays::{
    apply_play_under, check_play_under, destinations_under, legal_plays_under, refusal_under,
};

use crate::analysis::Analysis;
use crate::error::Error;
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// The rule of bearing off a game is played by (000 SORTIE; RULINGS 5): the modern parisienne
/// one, or the old provinciale one, an option agreed for the whole game, off by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sortie {
    /// A sortant number may bear a dame off; only a non-sortant number must be played inside
    /// the jan de retour when it can be.
    #[default]
    Parisienne,
    /// "Jadis la règle dite provinciale obligeait à jouer à l'intérieur du jan de retour toutes
    /// les dames qui pouvaient l'être": every number that can be played inside must be, sortant
    /// or not, but to keep the plein of the jan de retour ("une exception était faite à cette
    /// règle pour la conservation du jan de retour").
    Provinciale,
}

/// Jans, points and plays of the position's roll.
pub(crate) fn analyse(pos: &Position) -> Result<Analysis, Error> {
    analyse_under(pos, Sortie::Parisienne)
}

/// `analyse` under a rule of bearing off: only the plays differ (the jans count what a roll can
/// do, and the provinciale rule chooses between plays of the same numbers).
pub fn analyse_under(pos: &Position, sortie: Sortie) -> Result<Analysis, Error> {
    let mut analysis = Analysis {
        plays: Vec::with_capacity(16),
        ..Analysis::default()
    };
    analyse_into(pos, sortie, &mut analysis)?;
    Ok(analysis)
}

/// `analyse_under` into `analysis`, replacing what it held and keeping the allocations of its
/// lists: a game analyses every roll, and two new vectors a roll (with their growth) weighed a
/// twentieth of a random game.
pub(crate) fn analyse_into(
    pos: &Position,
    sortie: Sortie,
    analysis: &mut Analysis,
) -> Result<(), Error> {
    plays::legal_plays_into(pos, sortie, &mut analysis.plays)?;
    jans::jans_of_legal_plays(pos, &analysis.plays, &mut analysis.jans)?;
    analysis.points = Analysis::total(&analysis.jans);
    Ok(())
}
