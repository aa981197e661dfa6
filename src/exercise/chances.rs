//! *Compter les chances*: how many of the 36 coups beat this dame, beat the coin, fill this jan
//! (001 "Moyens de compter combien il y a de coups pour ou contre soi"), counted by
//! `chances::chances` (docs/exercises.md, "Compter les chances").

use super::games;
use super::id::ExerciseId;
use crate::analysis::JanKind;
use crate::chances::{chances, CoupSet};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::position::Position;

/// What a *compter les chances* exercise asks, of the side to throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChancesQuestion {
    /// How many coups beat the dame on `at` à vrai (000 BATTRE UNE DAME).
    BattreDame {
        /// The lone dame.
        at: Fleche,
    },
    /// How many coups beat the opponent's coin (000 BATTRE LE COIN).
    BattreCoin,
    /// How many coups fill the jan (`remplir-*`: 000 PETIT JAN, GRAND JAN, JAN DE RETOUR).
    Remplir {
        /// Which filling.
        jan: JanKind,
    },
}

/// A *compter les chances* exercise: a position before the roll, one question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChancesExercise {
    /// Its id.
    pub id: ExerciseId,
    /// The position, the side to throw, no dice.
    pub position: Position,
    /// The question.
    pub question: ChancesQuestion,
    /// The answer: the coups, a simple roll counted in both orders (001).
    pub coups: CoupSet,
    /// For a dame: the coups that beat it only à faux, which are against the thrower and not
    /// among `coups` (001 "coups pour ou contre soi").
    pub only_faux: CoupSet,
}

/// What a wrong count missed. Codes: docs/exercises.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChancesMiss {
    /// `simple-counted-once`: each simple roll counted once, where it comes two ways (6-5 and
    /// 5-6; 001: "chaque coup simple se peut faire de deux façons").
    SimpleCountedOnce,
    /// `faux-counted`: the coups that beat the dame only à faux counted with those that beat it
    /// à vrai.
    FauxCounted,
    /// `wrong-count`: any other count.
    WrongCount,
}

impl ChancesMiss {
    /// The stable code.
    pub fn code(self) -> &'static str {
        match self {
            ChancesMiss::SimpleCountedOnce => "simple-counted-once",
            ChancesMiss::FauxCounted => "faux-counted",
            ChancesMiss::WrongCount => "wrong-count",
        }
    }
}

/// The grade of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChancesGrade {
    /// Whether the count is right.
    pub correct: bool,
    /// The right count, of 36.
    pub expected: u32,
    /// What a wrong count missed.
    pub miss: Option<ChancesMiss>,
}

/// The questions a position offers, in a fixed order: each dame some coup beats à vrai
/// (nearest the thrower's talon first), the coin, each jan some coup fills.
fn questions(position: &Position) -> Result<Vec<(ChancesQuestion, CoupSet, CoupSet)>, Error> {
    let c = chances(position)?;
    let mut out = Vec::new();
    for d in &c.dames {
        if !d.vrai_coups().is_empty() {
            out.push((
                ChancesQuestion::BattreDame { at: d.at },
                d.vrai_coups(),
                d.only_faux(),
            ));
        }
    }
    if let Some(t) = &c.coin {
        out.push((ChancesQuestion::BattreCoin, t.coups, CoupSet::NONE));
    }
    for t in &c.pleins {
        let filling = matches!(
            t.jan,
            JanKind::RemplirPetitJan | JanKind::RemplirGrandJan | JanKind::RemplirRetour
        );
        if filling {
            out.push((
                ChancesQuestion::Remplir { jan: t.jan },
                t.coups,
                CoupSet::NONE,
            ));
        }
    }
    Ok(out)
}

fn of_roll(seed: u64, roll: usize, thrown: &Position) -> Result<Vec<ChancesExercise>, Error> {
    let position = thrown.with_dice(None);
    Ok(questions(&position)?
        .into_iter()
        .enumerate()
        .map(|(question, (q, coups, only_faux))| ChancesExercise {
            id: ExerciseId::Chances {
                seed,
                roll,
                question,
            },
            position: position.clone(),
            question: q,
            coups,
            only_faux,
        })
        .collect())
}

/// How many games `chances_exercises` looks through at most.
pub const MAX_GAMES: u64 = 100;

/// Up to `count` *compter les chances* exercises from the positions before each roll of the
/// games `first_seed`, … (at most `MAX_GAMES`), in order.
pub fn chances_exercises(first_seed: u64, count: usize) -> Result<Vec<ChancesExercise>, Error> {
    super::check_count(count)?;
    let mut out = Vec::new();
    for seed in first_seed..first_seed.saturating_add(MAX_GAMES) {
        if out.len() >= count {
            break;
        }
        for (roll, thrown) in games::thrown(seed)?.iter().enumerate() {
            if out.len() >= count {
                break;
            }
            out.extend(of_roll(seed, roll, thrown)?);
            out.truncate(count);
        }
    }
    Ok(out)
}

pub(crate) fn from_game(seed: u64, roll: usize, question: usize) -> Result<ChancesExercise, Error> {
    let game = games::thrown(seed)?;
    let thrown = game
        .get(roll)
        .ok_or_else(|| games::over_before(seed, roll))?;
    of_roll(seed, roll, thrown)?
        .into_iter()
        .nth(question)
        .ok_or_else(|| {
            Error::BadRequest(format!(
                "no question {question} of the chances before roll {roll} of game {seed}"
            ))
        })
}

/// Grades a count of coups, of 36.
pub fn grade_chances(ex: &ChancesExercise, given: u32) -> ChancesGrade {
    let expected = ex.coups.count();
    let miss = if given == expected {
        None
    } else if given == ex.coups.rolls().count() as u32 {
        Some(ChancesMiss::SimpleCountedOnce)
    } else if !ex.only_faux.is_empty() && given == expected + ex.only_faux.count() {
        Some(ChancesMiss::FauxCounted)
    } else {
        Some(ChancesMiss::WrongCount)
    };
    ChancesGrade {
        correct: miss.is_none(),
        expected,
        miss,
    }
}
