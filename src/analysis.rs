//! The analysis of a roll: the jans it makes, the points each side scores, the legal plays
//! (docs/interchange.md "The analysis of a roll").

use crate::fleche::Fleche;
use crate::play::Play;
use crate::side::{BySide, Side};
use serde::{Deserialize, Serialize};

/// Every jan the engine counts, named as in docs/interchange.md (`"six-tables"`, …). The points
/// of each are in docs/rules/jans.md, "Values".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum JanKind {
    /// Jan de six tables or de trois coups: the six flèches after the talon covered in the first
    /// three coups, 4 points (000 JAN DE SIX TABLES).
    SixTables,
    /// Jan de deux tables: the two first dames down could take both empty coins, 4 or 6 points
    /// (000 JAN DE DEUX TABLES).
    DeuxTables,
    /// Contre-jan de deux tables: the same when the opponent already holds his coin; his points.
    ContreDeuxTables,
    /// Jan de mézéas: one's coin taken with the first two dames, the opponent's empty coin beaten
    /// by an as, 4 or 6 points (000 JAN DE MÉZÉAS).
    Mezeas,
    /// Contre-jan de mézéas: the same when the opponent holds his coin; his points.
    ContreMezeas,
    /// Battre une dame à vrai (jan de récompense): a façon of covering an opponent's lone dame
    /// (000 BATTRE UNE DAME).
    BattreDame,
    /// Battre à faux (jan-qui-ne-peut): scored by the opponent.
    BattreDameAFaux,
    /// Battre le coin: holding one's coin, the dice could take the opponent's empty one d'emblée,
    /// 4 or 6 points (000 BATTRE LE COIN).
    BattreCoin,
    /// The petit jan filled: its six flèches each held by two dames or more (000 PETIT JAN).
    RemplirPetitJan,
    /// The grand jan filled, the coin included (000 GRAND JAN).
    RemplirGrandJan,
    /// The jan de retour filled (000 JAN DE RETOUR).
    RemplirRetour,
    /// The petit jan kept full (000 CONSERVER …).
    ConserverPetitJan,
    /// The grand jan kept full.
    ConserverGrandJan,
    /// The jan de retour kept full.
    ConserverRetour,
    /// The last dame borne off, 4 or 6 points (000 SORTIE).
    Sortie,
    /// Numbers that cannot be played: 2 points each to the opponent (000 IMPUISSANCE).
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

/// What a roll gives, before any dame is touched: the points are marked before the play
/// (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP 4, then 7).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The jans the roll makes, for either side (docs/rules/jans.md, "Order of the list").
    pub jans: Vec<Jan>,
    /// The points each side gains: the jans' points added up.
    pub points: Points,
    /// The legal plays of the roll; empty when nothing can be played.
    pub plays: Vec<Play>,
}

impl Analysis {
    /// The points of these jans, added up for each side.
    pub fn total(jans: &[Jan]) -> Points {
        let mut p = Points::default();
        for j in jans {
            p.add(j.beneficiary, j.points);
        }
        p
    }
}
