//! The chances of the coming throw (001 "Moyens de compter combien il y a de coups pour ou contre
//! soi"; 000 NOMBRE DIRECT, NOMBRE INDIRECT ou COMPOSÉ): for a position before the roll, which of
//! the 36 coups beat each dame, beat the coin, fill or keep each jan, leave a number unplayed,
//! make a jan de départ, and what each side can expect from the throw.
//!
//! Nothing here decides a jan: each of the 21 rolls is put to the analysis (`rules::analyse`),
//! and its jans are counted, a simple roll twice and a doublet once (001). Decisions:
//! docs/chances.md.

mod coups;
pub mod nombres;

pub use coups::CoupSet;

use crate::analysis::{JanKind, Points};
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::position::Position;
use crate::rules;
use crate::side::Side;
use crate::variant::Variant;

/// The coups that make one jan (of one kind, on one flèche), and what they give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The jan, as the analysis names it.
    pub jan: JanKind,
    /// Who scores it.
    pub beneficiary: Side,
    /// The flèche it is about (a beaten dame, the coin), as in the analysis.
    pub at: Option<Fleche>,
    /// Every coup whose analysis shows the jan.
    pub coups: CoupSet,
    /// The same coups by the number of ways the jan counts (façons of a battery, moyens of a
    /// plein, numbers unplayed), fewest ways first.
    pub ways: Vec<(u32, CoupSet)>,
    /// The jan's points summed over the 36 coups (each simple roll counted twice).
    pub points: u32,
}

impl Tally {
    fn new(jan: JanKind, beneficiary: Side, at: Option<Fleche>) -> Tally {
        Tally {
            jan,
            beneficiary,
            at,
            coups: CoupSet::NONE,
            ways: Vec::new(),
            points: 0,
        }
    }

    /// Counts one roll's jan: `ways` ways for `points` points, `chances` coups (1 or 2).
    fn add(&mut self, roll: Dice, ways: u32, points: u32, chances: u32) {
        self.points += points * chances;
        let mut ways = ways;
        let mut one = CoupSet::NONE;
        one.insert(roll);
        if self.coups.contains(roll) {
            // The same jan twice in one roll: its ways add up.
            for (w, set) in self.ways.iter_mut() {
                if set.contains(roll) {
                    ways += *w;
                    *set = set.without(one);
                }
            }
            self.ways.retain(|(_, set)| !set.is_empty());
        }
        self.coups.insert(roll);
        match self.ways.iter().position(|&(w, _)| w >= ways) {
            Some(i) if self.ways.get(i).is_some_and(|&(w, _)| w == ways) => {
                if let Some((_, set)) = self.ways.get_mut(i) {
                    set.insert(roll);
                }
            }
            Some(i) => self.ways.insert(i, (ways, one)),
            None => self.ways.push((ways, one)),
        }
    }

    /// The points each side takes from this jan over the 36 coups.
    pub fn points_by_side(&self) -> Points {
        let mut p = Points::default();
        p.add(self.beneficiary, self.points);
        p
    }
}

/// A composition of a distance (000 NOMBRE INDIRECT ou COMPOSÉ) from one dame: the roll, and
/// whether the dame finds a repos pour battre on the way, as the analysis of that roll says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Composition {
    /// The roll whose two numbers add up to the distance (high die first).
    pub roll: Dice,
    /// Whether the battery by both numbers is à vrai (a repos) rather than à faux.
    pub repos: bool,
}

/// From one of the thrower's dames to a dame it may beat: the distance, and the coups that carry
/// it there directly and by composition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Passage {
    /// The flèche of the thrower's dame.
    pub from: Fleche,
    /// Steps from `from` to the beaten dame, 1 to 12.
    pub distance: u8,
    /// The coups showing `distance` on a die (000 NOMBRE DIRECT: 11, or none beyond 6).
    pub direct: CoupSet,
    /// The rolls adding up to `distance`, each with its repos.
    pub composed: Vec<Composition>,
}

/// One dame of the other side that some coup beats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DameChances {
    /// Where the dame stands (alone: découverte).
    pub at: Fleche,
    /// The coups that beat it à vrai (`battre-dame`), if any.
    pub vrai: Option<Tally>,
    /// The coups that beat it à faux (`battre-dame-a-faux`), if any; a coup may beat it both ways.
    pub faux: Option<Tally>,
    /// The thrower's dames within 12 steps behind it.
    pub passages: Vec<Passage>,
}

impl DameChances {
    /// The coups with at least one façon à vrai.
    pub fn vrai_coups(&self) -> CoupSet {
        self.vrai.as_ref().map_or(CoupSet::NONE, |t| t.coups)
    }

    /// The coups that beat it only à faux (001's "coups pour ou contre soi": these are against).
    pub fn only_faux(&self) -> CoupSet {
        self.faux
            .as_ref()
            .map_or(CoupSet::NONE, |t| t.coups.without(self.vrai_coups()))
    }

    /// The points each side takes from this dame over the 36 coups, à vrai and à faux.
    pub fn points(&self) -> Points {
        let mut p = Points::default();
        for t in self.vrai.iter().chain(self.faux.iter()) {
            p.add(t.beneficiary, t.points);
        }
        p
    }
}

/// What the coming throw holds for both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chances {
    /// The side to throw.
    pub turn: Side,
    /// Each side's points summed over the 36 coups (the analyses' `points`).
    pub points: Points,
    /// The other side's dames that some coup beats, nearest the thrower's talon first.
    pub dames: Vec<DameChances>,
    /// The coups that beat the other side's coin (`battre-coin`).
    pub coin: Option<Tally>,
    /// Each jan the thrower can fill or keep (`remplir-*`, `conserver-*`).
    pub pleins: Vec<Tally>,
    /// The coups that leave a number unplayed.
    pub impuissance: Option<Tally>,
    /// The jans de départ and their contre-jans.
    pub depart: Vec<Tally>,
    /// The coups that bear the last dame off.
    pub sortie: Option<Tally>,
}

impl Chances {
    /// The points `side` can expect from the throw: its points over the 36 coups, divided by 36.
    pub fn expected(&self, side: Side) -> f64 {
        self.points.get(side) as f64 / 36.0
    }

    /// Every tally, whatever its kind.
    pub fn tallies(&self) -> impl Iterator<Item = &Tally> {
        self.dames
            .iter()
            .flat_map(|d| d.vrai.iter().chain(d.faux.iter()))
            .chain(self.coin.iter())
            .chain(self.pleins.iter())
            .chain(self.impuissance.iter())
            .chain(self.depart.iter())
            .chain(self.sortie.iter())
    }
}

/// The chances of the coming throw of `pos.turn()` (the position's dice, if any, are not read).
///
/// ```
/// use tablier::chances::chances;
/// use tablier::notation::compact;
/// use tablier::{Fleche, Side};
///
/// // 001, seconde règle: "si par exemple on est découvert sur un six, ajoutant dix et six, cela
/// // fait seize, et partant il y a seize coups". Black's lone dame on N5, White's six behind.
/// let pos = compact::position_from_str("B1:14,N11/N1:14,N5 w")?;
/// let c = chances(&pos)?;
/// let n5 = c.dames.iter().find(|d| d.at == Fleche::parse("N5").unwrap()).unwrap();
/// assert_eq!(n5.vrai_coups().count(), 16);
/// // In White's jan de retour: 4 points a façon by a simple roll, 6 by a doublet.
/// assert_eq!(c.points.white, 14 * 4 + 2 * 6);
/// assert!((c.expected(Side::White) - 68.0 / 36.0).abs() < 1e-9);
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn chances(pos: &Position) -> Result<Chances, Error> {
    if pos.variant() != Variant::Trictrac {
        return Err(Error::BadRequest(
            "the chances are counted for Trictrac positions".into(),
        ));
    }
    let mut points = Points::default();
    let mut tallies: Vec<Tally> = Vec::new();
    for roll in Dice::all_rolls() {
        let a = rules::analyse(&pos.with_dice(Some(roll)))?;
        let c = roll.chances() as u32;
        points.white += a.points.white * c;
        points.black += a.points.black * c;
        for j in &a.jans {
            let i = match tallies
                .iter()
                .position(|t| t.jan == j.kind && t.at == j.at && t.beneficiary == j.beneficiary)
            {
                Some(i) => i,
                None => {
                    tallies.push(Tally::new(j.kind, j.beneficiary, j.at));
                    tallies.len() - 1
                }
            };
            if let Some(t) = tallies.get_mut(i) {
                t.add(roll, j.ways, j.points, c);
            }
        }
    }
    crate::sort::sort_by_key(&mut tallies, |t| (t.jan, t.at));
    Ok(sort(pos, points, tallies))
}

/// Puts each tally in its place: the dames, the coin, the pleins, and so on.
fn sort(pos: &Position, points: Points, tallies: Vec<Tally>) -> Chances {
    let turn = pos.turn();
    let mut out = Chances {
        turn,
        points,
        dames: Vec::new(),
        coin: None,
        pleins: Vec::new(),
        impuissance: None,
        depart: Vec::new(),
        sortie: None,
    };
    for t in tallies {
        match t.jan {
            JanKind::BattreDame | JanKind::BattreDameAFaux => {
                let Some(at) = t.at else { continue };
                let i = match out.dames.iter().position(|d| d.at == at) {
                    Some(i) => i,
                    None => {
                        out.dames.push(DameChances {
                            at,
                            vrai: None,
                            faux: None,
                            passages: Vec::new(),
                        });
                        out.dames.len() - 1
                    }
                };
                if let Some(d) = out.dames.get_mut(i) {
                    if t.jan == JanKind::BattreDame {
                        d.vrai = Some(t);
                    } else {
                        d.faux = Some(t);
                    }
                }
            }
            JanKind::BattreCoin => out.coin = Some(t),
            JanKind::RemplirPetitJan
            | JanKind::RemplirGrandJan
            | JanKind::RemplirRetour
            | JanKind::ConserverPetitJan
            | JanKind::ConserverGrandJan
            | JanKind::ConserverRetour => out.pleins.push(t),
            JanKind::Impuissance => out.impuissance = Some(t),
            JanKind::SixTables
            | JanKind::DeuxTables
            | JanKind::ContreDeuxTables
            | JanKind::Mezeas
            | JanKind::ContreMezeas
            | JanKind::Rencontre => out.depart.push(t),
            JanKind::Sortie => out.sortie = Some(t),
        }
    }
    let variant = pos.variant();
    crate::sort::sort_by_key(&mut out.dames, |d| d.at.step(variant, turn));
    let view = pos.board().view(variant, turn);
    for d in out.dames.iter_mut() {
        d.passages = passages(variant, turn, &view.own, d);
    }
    out
}

/// The thrower's dames within 12 steps behind the dame `d`, with their direct and composed
/// coups. A composition's repos is read from the analysis: the battery by both numbers is the
/// only façon that can be à faux, so a roll adding up to the distance that beats `d` à faux has
/// no repos (000 BATTRE UNE DAME, exemple 3).
fn passages(variant: Variant, turn: Side, own: &[u8; 24], d: &DameChances) -> Vec<Passage> {
    let to = d.at.step(variant, turn);
    let faux = d.faux.as_ref().map_or(CoupSet::NONE, |t| t.coups);
    let mut out = Vec::new();
    for from in to.saturating_sub(nombres::LONGEST).max(1)..to {
        let here = own.get(from as usize - 1).copied().unwrap_or(0);
        let Some(fleche) = Fleche::from_step(variant, turn, from) else {
            continue;
        };
        if here == 0 {
            continue;
        }
        let distance = to - from;
        out.push(Passage {
            from: fleche,
            distance,
            direct: nombres::direct(distance),
            composed: nombres::composed(distance)
                .into_iter()
                .map(|roll| Composition {
                    roll,
                    repos: !faux.contains(roll),
                })
                .collect(),
        });
    }
    out
}
