//! *Compter les points*: the roll's jans for both sides, by family and level, drawn from the
//! self-play games (docs/exercises.md, "Compter les points").

use super::coin::{coin_taking, CoinTaking};
use super::games;
use super::id::ExerciseId;
use crate::analysis::{Analysis, Jan, JanKind, Points};
use crate::dice::Dice;
use crate::error::Error;
use crate::position::Position;
use crate::rules;
use serde::{Deserialize, Serialize};

/// The families of counting, as the treatises teach them one at a time. A roll belongs to the
/// family of each of its jans.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    /// A dame beaten à vrai, a jan de récompense (000 BATTRE UNE DAME).
    BattreAVrai,
    /// A dame beaten à faux, a jan-qui-ne-peut: the opponent's points (000 BATTRE À FAUX).
    BattreAFaux,
    /// The opponent's empty coin beaten (000 BATTRE LE COIN).
    Coin,
    /// The petit or the grand jan filled, by its moyens (000 PETIT JAN, GRAND JAN).
    Remplir,
    /// The petit or the grand jan kept full (000 CONSERVER).
    Conserver,
    /// The jans de départ and their contre-jans: six tables, deux tables, mézéas, rencontre
    /// (000 JANS DE DÉPART).
    Depart,
    /// The last dame borne off (000 SORTIE).
    Sortie,
    /// A number that cannot be played, for the opponent (000 IMPUISSANCE).
    Impuissance,
    /// The jan de retour filled or kept (000 JAN DE RETOUR).
    Retour,
}

impl Family {
    /// Every family, in the order a course takes them.
    pub const ALL: [Family; 9] = [
        Family::BattreAVrai,
        Family::BattreAFaux,
        Family::Coin,
        Family::Remplir,
        Family::Conserver,
        Family::Depart,
        Family::Sortie,
        Family::Impuissance,
        Family::Retour,
    ];

    /// The family's stable name, as in JSON (`"battre-a-vrai"`, …).
    pub fn name(self) -> &'static str {
        match self {
            Family::BattreAVrai => "battre-a-vrai",
            Family::BattreAFaux => "battre-a-faux",
            Family::Coin => "coin",
            Family::Remplir => "remplir",
            Family::Conserver => "conserver",
            Family::Depart => "depart",
            Family::Sortie => "sortie",
            Family::Impuissance => "impuissance",
            Family::Retour => "retour",
        }
    }

    /// The family of a name (`name`'s).
    pub fn parse(s: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == s)
    }
}

/// The family a jan is taught in.
pub fn family_of(kind: JanKind) -> Family {
    match kind {
        JanKind::BattreDame => Family::BattreAVrai,
        JanKind::BattreDameAFaux => Family::BattreAFaux,
        JanKind::BattreCoin => Family::Coin,
        JanKind::RemplirPetitJan | JanKind::RemplirGrandJan => Family::Remplir,
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan => Family::Conserver,
        JanKind::RemplirRetour | JanKind::ConserverRetour => Family::Retour,
        JanKind::SixTables
        | JanKind::DeuxTables
        | JanKind::ContreDeuxTables
        | JanKind::Mezeas
        | JanKind::ContreMezeas
        | JanKind::Rencontre => Family::Depart,
        JanKind::Sortie => Family::Sortie,
        JanKind::Impuissance => Family::Impuissance,
    }
}

/// How many levels of difficulty there are: 1 to `LEVELS`.
pub const LEVELS: u8 = 3;

/// The difficulty of counting these jans: each jan and each of its façons or moyens is one more
/// thing to find (a single battery by one façon weighs 2). Level 1 up to 2, level 2 up to 4,
/// level 3 beyond; a roll with no jan is level 1.
pub fn level_of(jans: &[Jan]) -> u8 {
    let weight: u32 = jans.iter().map(|j| 1 + j.ways).sum();
    match weight {
        0..=2 => 1,
        3..=4 => 2,
        _ => LEVELS,
    }
}

/// Where an exercise's position comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The position before roll `roll` of the self-play game `seed` (`games`).
    SelfPlay {
        /// The game's seed.
        seed: u64,
        /// The roll, counted from 0: the position is the one before it.
        roll: usize,
        /// Whether the dice are the ones thrown in the game (else another of the 21 rolls).
        thrown: bool,
    },
    /// A worked example of the seeds.
    Seed {
        /// The passage cited: the seed's number and section (`000 BATTRE UNE DAME, exemple n° 1`).
        passage: &'static str,
        /// How the position was rebuilt from the text (the diagrams are missing).
        note: &'static str,
    },
}

/// A *compter les points* exercise: the position with its roll; the answer is the roll's jans
/// and the points of each side, before any dame is touched (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP
/// 4); each jan's `by` (its façons, moyens or numbers) is the explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsExercise {
    /// Its id: `from_id` regenerates it.
    pub id: ExerciseId,
    /// The position, the roll thrown, nothing marked yet.
    pub position: Position,
    /// The families of its jans, each once, in `Family::ALL`'s order.
    pub families: Vec<Family>,
    /// Its difficulty, 1 to `LEVELS` (`level_of`).
    pub level: u8,
    /// The answer: the roll's jans, as `rules::analyse` finds them, with their ways.
    pub jans: Vec<Jan>,
    /// The answer: each side's points.
    pub points: Points,
    /// How the roll lets the thrower take his coin, if it does (no points, 000 COINS): said with
    /// the jans, as a player counting a battery of the coin should see it.
    pub coin: Option<CoinTaking>,
    /// Where the position comes from.
    pub source: Source,
}

impl PointsExercise {
    /// The exercise of a position with its roll, answered by the rules' analysis.
    pub(crate) fn new(
        id: ExerciseId,
        position: Position,
        analysis: &Analysis,
        source: Source,
    ) -> PointsExercise {
        let mut families: Vec<Family> = analysis.jans.iter().map(|j| family_of(j.kind)).collect();
        // The crate's sort, not the standard library's, which it would bring into the
        // WebAssembly modules for these few families alone (docs/size.md).
        crate::sort::sort(&mut families);
        families.dedup();
        PointsExercise {
            id,
            coin: coin_taking(&position, &analysis.plays),
            position,
            families,
            level: level_of(&analysis.jans),
            jans: analysis.jans.clone(),
            points: analysis.points,
            source,
        }
    }
}

/// Which exercises a session asks for: a family, a level, or any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only rolls with a jan of this family.
    pub family: Option<Family>,
    /// Only rolls of this level.
    pub level: Option<u8>,
}

impl Filter {
    fn keeps(&self, ex: &PointsExercise) -> bool {
        self.family.map_or(true, |f| ex.families.contains(&f))
            && self.level.map_or(true, |l| ex.level == l)
    }
}

/// How many games `points` looks through at most: the bound keeps an impossible filter (a
/// level a family never has) from running on.
pub const MAX_GAMES: u64 = 200;

/// The exercise of `base` (a position before the roll, from the game `seed` before its roll
/// `roll`) with `dice`, answered by the rules' analysis.
fn of_dice(
    seed: u64,
    roll: usize,
    base: &Position,
    dice: Dice,
    thrown: bool,
) -> Result<PointsExercise, Error> {
    let position = base.with_dice(Some(dice));
    let analysis = rules::analyse(&position)?;
    Ok(PointsExercise::new(
        ExerciseId::Points { seed, roll, dice },
        position,
        &analysis,
        Source::SelfPlay { seed, roll, thrown },
    ))
}

/// Up to `count` *compter les points* exercises that `filter` keeps, from the positions of the
/// self-play games `first_seed`, `first_seed + 1`, … in order (at most `MAX_GAMES` games),
/// rolls without a jan left out: the same arguments, the same exercises. Without a family, each
/// position with the roll thrown in the game; with a family, each position with the roll
/// thrown and then the 20 others, in `Dice::all_rolls`' order (a family rare in play, the jans
/// de départ or the jan de retour, is met in every game so). A level outside 1 to `LEVELS` is
/// refused.
pub fn points(filter: Filter, first_seed: u64, count: usize) -> Result<Vec<PointsExercise>, Error> {
    super::check_count(count)?;
    if let Some(l) = filter.level {
        if !(1..=LEVELS).contains(&l) {
            return Err(Error::BadRequest(format!(
                "no level {l}: the levels are 1 to {LEVELS}"
            )));
        }
    }
    let mut out = Vec::new();
    let keep = |ex: PointsExercise, out: &mut Vec<PointsExercise>| {
        if !ex.jans.is_empty() && filter.keeps(&ex) {
            out.push(ex);
        }
    };
    for seed in first_seed..first_seed.saturating_add(MAX_GAMES) {
        for (roll, position) in games::thrown(seed)?.iter().enumerate() {
            if out.len() >= count {
                return Ok(out);
            }
            let base = position.with_dice(None);
            let thrown = position.dice().ok_or(Error::NoDice)?;
            keep(of_dice(seed, roll, &base, thrown, true)?, &mut out);
            if filter.family.is_some() {
                for dice in Dice::all_rolls() {
                    let same = dice.high() == thrown.high() && dice.low() == thrown.low();
                    if !same && out.len() < count {
                        keep(of_dice(seed, roll, &base, dice, false)?, &mut out);
                    }
                }
            }
        }
    }
    Ok(out)
}

/// The exercise of the position before roll `roll` of game `seed`, with `dice` (with or
/// without jans).
pub(crate) fn from_game(seed: u64, roll: usize, dice: Dice) -> Result<PointsExercise, Error> {
    let game = games::thrown(seed)?;
    let position = game
        .get(roll)
        .ok_or_else(|| games::over_before(seed, roll))?;
    of_dice(
        seed,
        roll,
        &position.with_dice(None),
        dice,
        position.dice() == Some(dice),
    )
}
