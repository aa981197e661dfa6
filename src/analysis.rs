//! The analysis of a roll: the jans it makes, the points each side scores, the legal plays
//! (INTERCHANGE.md "Analysis of a roll").

use crate::fleche::Fleche;
use crate::play::Play;
use crate::side::{BySide, Side};
use serde::{Deserialize, Serialize};

/// Every jan the engine counts, named as in INTERCHANGE.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JanKind {
    SixTables,
    DeuxTables,
    ContreDeuxTables,
    Mezeas,
    ContreMezeas,
    /// Battre une dame à vrai (jan de récompense).
    BattreDame,
    /// Battre à faux (jan-qui-ne-peut): scored by the opponent.
    BattreDameAFaux,
    BattreCoin,
    RemplirPetitJan,
    RemplirGrandJan,
    RemplirRetour,
    ConserverPetitJan,
    ConserverGrandJan,
    ConserverRetour,
    /// The last dame borne off.
    Sortie,
    /// Numbers that cannot be played: 2 points each to the opponent.
    Impuissance,
}

/// One jan of a roll: who scores it, how much, where, by how many façons or moyens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jan {
    pub kind: JanKind,
    pub beneficiary: Side,
    pub points: u32,
    pub at: Option<Fleche>,
    pub ways: u32,
}

/// Points per side for one roll. Read from JSON, a side left out won none.
pub type Points = BySide<u32>;

/// What a roll gives, before any dame is touched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    pub jans: Vec<Jan>,
    pub points: Points,
    pub plays: Vec<Play>,
}

impl Analysis {
    pub fn total(jans: &[Jan]) -> Points {
        let mut p = Points::default();
        for j in jans {
            p.add(j.beneficiary, j.points);
        }
        p
    }
}
