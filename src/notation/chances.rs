//! The chances of a throw as JSON (docs/chances.md): each count with the coups that make it,
//! written `"6-5"`, a simple roll in both orders.

use crate::analysis::{JanKind, Points};
use crate::chances::{Chances, CoupSet, DameChances, Passage, Tally};
use crate::side::Side;
use serde::Serialize;

/// Some of the 36 coups: how many, and which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct CoupsJson {
    /// How many of the 36 coups (a simple roll counts two).
    pub count: u32,
    /// Each coup as `"a-b"`, the first die first: `"6-5"` and `"5-6"` are two coups.
    pub coups: Vec<String>,
}

impl CoupsJson {
    /// The coups of `set`, sonnez first, beset last.
    pub fn from_set(set: CoupSet) -> CoupsJson {
        CoupsJson {
            count: set.count(),
            coups: set
                .coups()
                .iter()
                .map(|d| format!("{}-{}", d.first(), d.second()))
                .collect(),
        }
    }
}

/// The coups that count a jan `ways` times.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct WaysJson {
    /// Façons of a battery, moyens of a plein, numbers unplayed.
    pub ways: u32,
    /// How many coups.
    pub count: u32,
    /// Which.
    pub coups: Vec<String>,
}

fn ways(t: &Tally) -> Vec<WaysJson> {
    t.ways
        .iter()
        .map(|&(w, set)| {
            let c = CoupsJson::from_set(set);
            WaysJson {
                ways: w,
                count: c.count,
                coups: c.coups,
            }
        })
        .collect()
}

/// Points per side averaged over the 36 coups, rounded to three decimals (the exact figure is
/// `points` / 36).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct ExpectedJson {
    /// White's expectation.
    pub white: f64,
    /// Black's expectation.
    pub black: f64,
}

impl ExpectedJson {
    /// `points` over the 36 coups, divided by 36.
    pub fn from_points(points: Points) -> ExpectedJson {
        let e = |side: Side| (points.get(side) as f64 / 36.0 * 1000.0).round() / 1000.0;
        ExpectedJson {
            white: e(Side::White),
            black: e(Side::Black),
        }
    }
}

/// One jan's coups: `{"jan", "beneficiary", "at"?, "count", "coups", "ways", "points",
/// "expected"}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct TallyJson {
    /// The jan, named as in an analysis.
    pub jan: JanKind,
    /// Who scores it.
    pub beneficiary: Side,
    /// The flèche it is about, when it is about one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    /// How many coups make it.
    pub count: u32,
    /// Which.
    pub coups: Vec<String>,
    /// The same coups by the number of ways they count it, fewest first.
    pub ways: Vec<WaysJson>,
    /// Its points over the 36 coups.
    pub points: Points,
    /// Its points per throw on average.
    pub expected: ExpectedJson,
}

impl TallyJson {
    /// The JSON of one tally.
    pub fn from_tally(t: &Tally) -> TallyJson {
        let c = CoupsJson::from_set(t.coups);
        let points = t.points_by_side();
        TallyJson {
            jan: t.jan,
            beneficiary: t.beneficiary,
            at: t.at.map(|f| f.name().to_string()),
            count: c.count,
            coups: c.coups,
            ways: ways(t),
            points,
            expected: ExpectedJson::from_points(points),
        }
    }
}

/// The coups that beat a dame à vrai, with their façons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct VraiJson {
    /// How many coups beat it with at least one façon à vrai.
    pub count: u32,
    /// Which.
    pub coups: Vec<String>,
    /// The same coups by their façons à vrai.
    pub ways: Vec<WaysJson>,
}

/// A composition from one dame: `{"numbers": [5, 1], "count": 2, "coups": […], "repos": true}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct CompositionJson {
    /// The two numbers, high first.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
    pub numbers: [u8; 2],
    /// 1 for a doublet, 2 otherwise.
    pub count: u32,
    /// The coups.
    pub coups: Vec<String>,
    /// Whether the battery by both numbers has a repos pour battre (else it is à faux).
    pub repos: bool,
}

/// From a dame of the thrower to the beaten dame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PassageJson {
    /// The thrower's flèche.
    pub from: String,
    /// Steps to the beaten dame.
    pub distance: u8,
    /// The coups showing the distance on a die.
    pub direct: CoupsJson,
    /// The rolls adding up to it.
    pub composed: Vec<CompositionJson>,
}

impl PassageJson {
    /// The JSON of one passage.
    pub fn from_passage(p: &Passage) -> PassageJson {
        PassageJson {
            from: p.from.name().to_string(),
            distance: p.distance,
            direct: CoupsJson::from_set(p.direct),
            composed: p
                .composed
                .iter()
                .map(|k| {
                    let mut set = CoupSet::NONE;
                    set.insert(k.roll);
                    let c = CoupsJson::from_set(set);
                    CompositionJson {
                        numbers: [k.roll.high(), k.roll.low()],
                        count: c.count,
                        coups: c.coups,
                        repos: k.repos,
                    }
                })
                .collect(),
        }
    }
}

/// One dame of the other side that some coup beats.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DameJson {
    /// Its flèche.
    pub at: String,
    /// The coups that beat it à vrai.
    pub vrai: VraiJson,
    /// The coups that beat it only à faux.
    pub faux: CoupsJson,
    /// The points each side takes from it over the 36 coups, à vrai and à faux.
    pub points: Points,
    /// The same per throw on average.
    pub expected: ExpectedJson,
    /// The thrower's dames within 12 steps behind it.
    pub passages: Vec<PassageJson>,
}

impl DameJson {
    /// The JSON of one dame's chances.
    pub fn from_dame(d: &DameChances) -> DameJson {
        let v = CoupsJson::from_set(d.vrai_coups());
        let points = d.points();
        DameJson {
            at: d.at.name().to_string(),
            vrai: VraiJson {
                count: v.count,
                coups: v.coups,
                ways: d.vrai.as_ref().map(ways).unwrap_or_default(),
            },
            faux: CoupsJson::from_set(d.only_faux()),
            points,
            expected: ExpectedJson::from_points(points),
            passages: d.passages.iter().map(PassageJson::from_passage).collect(),
        }
    }
}

/// The whole answer of `chances`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct ChancesJson {
    /// The side to throw.
    pub turn: Side,
    /// Each side's points over the 36 coups.
    pub points: Points,
    /// Each side's points per throw on average.
    pub expected: ExpectedJson,
    /// The dames some coup beats.
    pub dames: Vec<DameJson>,
    /// The coups that beat the coin, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coin: Option<TallyJson>,
    /// The jans the thrower can fill or keep.
    pub pleins: Vec<TallyJson>,
    /// The coups that leave a number unplayed, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub impuissance: Option<TallyJson>,
    /// The jans de départ some coup makes.
    pub depart: Vec<TallyJson>,
    /// The coups that bear the last dame off, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sortie: Option<TallyJson>,
}

impl ChancesJson {
    /// The JSON of a position's chances.
    pub fn from_chances(c: &Chances) -> ChancesJson {
        ChancesJson {
            turn: c.turn,
            points: c.points,
            expected: ExpectedJson::from_points(c.points),
            dames: c.dames.iter().map(DameJson::from_dame).collect(),
            coin: c.coin.as_ref().map(TallyJson::from_tally),
            pleins: c.pleins.iter().map(TallyJson::from_tally).collect(),
            impuissance: c.impuissance.as_ref().map(TallyJson::from_tally),
            depart: c.depart.iter().map(TallyJson::from_tally).collect(),
            sortie: c.sortie.as_ref().map(TallyJson::from_tally),
        }
    }
}

/// Writes a position's chances as one line of JSON.
pub fn chances_to_string(c: &Chances) -> String {
    // Strings, numbers, lists and maps of finite numbers: serializing cannot fail.
    serde_json::to_string(&ChancesJson::from_chances(c)).unwrap_or_default()
}
