//! The analysis of a roll: the jans it makes, the points each side scores, the legal plays
//! (docs/interchange.md "The analysis of a roll").

use crate::fleche::Fleche;
use crate::play::Play;
use crate::side::{BySide, Side};
use serde::{Deserialize, Serialize};

/// Every jan the engine counts, named as in docs/interchange.md.
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
    /// The jan de rencontre: the second side's first throw brings the first side's numbers
    /// (000 JAN DE RENCONTRE; played only by agreement, `PartieOptions::rencontre`).
    Rencontre,
}

/// One jan of a roll: who scores it, how much, where, by how many façons or moyens, and each
/// of them (`by`, one `Way` per way: `ways == by.len()`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Jan {
    /// Which jan.
    pub kind: JanKind,
    /// Who marks its points.
    pub beneficiary: Side,
    /// Its points: `ways` times the points of one way.
    pub points: u32,
    /// The flèche it is about (the dame or coin beaten), for the jans that have one.
    pub at: Option<Fleche>,
    /// How many façons (batteries), moyens (pleins) or numbers (impuissance) it counts.
    pub ways: u32,
    /// Each way, in the order the engine found them: why the jan scores what it does.
    pub by: Vec<Way>,
}

/// One way a jan counts (docs/interchange.md "Explanations"): a façon of a battery, a moyen of a
/// plein, a way of keeping one, an unplayable number, the numbers of a jan de départ or of the
/// sortie.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Way {
    /// The flèches the dames concerned start from (the beating dames, the filling dames, the
    /// dames borne off); empty where no dame is concerned (impuissance, jans de départ).
    pub dames: Vec<Fleche>,
    /// The die or dice that carry it, in the order thrown.
    pub numbers: Vec<u8>,
    /// For a battery by both numbers: the flèches the dame may rest on (empty: à faux).
    /// `None` for every other way.
    pub repos: Option<Vec<Fleche>>,
    /// For a plein filled or kept: the flèches the dames come to. `None` for every other way.
    pub to: Option<Vec<Fleche>>,
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
