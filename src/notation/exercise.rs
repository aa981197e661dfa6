//! Exercises, answers and grades as JSON (docs/exercises.md, "JSON"): an exercise with its
//! position, question and answer; a *compter les points* answer read strictly; a grade with its
//! misses, each `{"code", …}` with a stable code for the page to put in words.

use super::advice::HintsJson;
use super::chances::CoupsJson;
use super::json::{from_text, to_text, JanJson, Name, PlayJson, PositionJson};
use crate::analysis::{JanKind, Points};
use crate::error::Error;
use crate::exercise::{
    ChancesExercise, ChancesGrade, ChancesQuestion, CoinTaking, DecisionExercise, DecisionGrade,
    Exercise, Family, JanAnswer, Miss, PlayExercise, PlayGrade, PointsAnswer, PointsExercise,
    PointsGrade, Source,
};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// Where a *compter les points* comes from: `{"kind": "self-play", "seed", "roll", "thrown"}`
/// or `{"kind": "seed", "passage", "note"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SourceJson {
    /// A position of the self-play games.
    SelfPlay {
        /// The game's seed.
        seed: u64,
        /// The roll the position is before, from 0.
        roll: usize,
        /// Whether the dice are the ones thrown in the game.
        thrown: bool,
    },
    /// A worked example of the seeds.
    Seed {
        /// The passage cited.
        passage: &'static str,
        /// How the position was rebuilt.
        note: &'static str,
    },
}

/// The answer of a *compter les points*: the jans with their ways (the explanation), the totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PointsAnswerJson {
    /// The jans, as the analysis writes them.
    pub jans: Vec<JanJson>,
    /// Each side's points.
    pub points: Points,
}

/// What a *compter les chances* asks: `{"ask": "battre-dame", "at": "N5"}`, `{"ask":
/// "battre-coin"}`, `{"ask": "remplir", "jan": "remplir-petit-jan"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "ask", rename_all = "kebab-case")]
pub enum QuestionJson {
    /// The coups that beat the dame on `at` à vrai.
    BattreDame {
        /// The dame's flèche.
        at: Name,
    },
    /// The coups that beat the coin.
    BattreCoin,
    /// The coups that fill the jan.
    Remplir {
        /// Which filling.
        jan: JanKind,
    },
}

/// A decision's answer: the better one and the chances of both, in percent.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DecisionAnswerJson {
    /// `"hold"` or `"leave"`.
    pub best: &'static str,
    /// The mover's chances holding.
    pub hold: f64,
    /// The mover's chances leaving.
    pub leave: f64,
}

/// The answer of a *compter les chances*: the coups, and those that beat the dame only à faux.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct ChancesAnswerJson {
    /// The coups of 36 (`count`) and which.
    pub coups: CoupsJson,
    /// The coups that beat the dame only à faux (against the thrower).
    pub only_faux: CoupsJson,
}

/// Any exercise: `{"id", "exercise", "position", …, "answer"}`, `exercise` one of
/// `compter-les-points`, `choisir-le-coup`, `tenir-ou-s-en-aller`, `compter-les-chances`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "exercise", rename_all = "kebab-case")]
pub enum ExerciseJson {
    /// Compter les points.
    CompterLesPoints {
        /// The id.
        id: String,
        /// The position with its roll.
        position: PositionJson,
        /// The families of its jans.
        families: Vec<Family>,
        /// Its level, 1 to 3.
        level: u8,
        /// The jans and the totals.
        answer: PointsAnswerJson,
        /// How the roll lets the thrower take his coin: `"effet"`, `"puissance"`; left out
        /// when it does not.
        #[serde(skip_serializing_if = "Option::is_none")]
        coin: Option<CoinTaking>,
        /// Where it comes from.
        source: SourceJson,
    },
    /// Choisir le coup.
    ChoisirLeCoup {
        /// The id.
        id: String,
        /// The position with its roll, the play awaited.
        position: PositionJson,
        /// How far the best play is ahead of the second, in percent.
        margin: f64,
        /// Every legal play ranked, best first, as `hints` writes them: each play as a play is
        /// answered, so that the player's choice is found among them.
        answer: HintsJson,
    },
    /// Tenir ou s'en aller.
    TenirOuSEnAller {
        /// The id.
        id: String,
        /// The position as the game shows it awaiting the decision.
        position: PositionJson,
        /// The better decision.
        answer: DecisionAnswerJson,
    },
    /// Compter les chances.
    CompterLesChances {
        /// The id.
        id: String,
        /// The position before the roll.
        position: PositionJson,
        /// The question.
        question: QuestionJson,
        /// The coups.
        answer: ChancesAnswerJson,
    },
}

fn points_json(ex: &PointsExercise) -> ExerciseJson {
    ExerciseJson::CompterLesPoints {
        id: ex.id.to_string(),
        position: PositionJson::from_position(&ex.position),
        families: ex.families.clone(),
        level: ex.level,
        answer: PointsAnswerJson {
            jans: ex.jans.iter().map(JanJson::from_jan).collect(),
            points: ex.points,
        },
        coin: ex.coin,
        source: match ex.source {
            Source::SelfPlay { seed, roll, thrown } => SourceJson::SelfPlay { seed, roll, thrown },
            Source::Seed { passage, note } => SourceJson::Seed { passage, note },
        },
    }
}

fn play_json(ex: &PlayExercise) -> ExerciseJson {
    ExerciseJson::ChoisirLeCoup {
        id: ex.id.to_string(),
        position: PositionJson::from_position(&ex.position),
        margin: ex.margin,
        answer: HintsJson::of(&ex.hints),
    }
}

fn decision_json(ex: &DecisionExercise) -> ExerciseJson {
    ExerciseJson::TenirOuSEnAller {
        id: ex.id.to_string(),
        position: PositionJson::from_position(&ex.position),
        answer: DecisionAnswerJson {
            best: ex.best().name(),
            hold: ex.hold,
            leave: ex.leave,
        },
    }
}

fn chances_json(ex: &ChancesExercise) -> ExerciseJson {
    ExerciseJson::CompterLesChances {
        id: ex.id.to_string(),
        position: PositionJson::from_position(&ex.position),
        question: match ex.question {
            ChancesQuestion::BattreDame { at } => QuestionJson::BattreDame { at: Name::of(at) },
            ChancesQuestion::BattreCoin => QuestionJson::BattreCoin,
            ChancesQuestion::Remplir { jan } => QuestionJson::Remplir { jan },
        },
        answer: ChancesAnswerJson {
            coups: CoupsJson::from_set(ex.coups),
            only_faux: CoupsJson::from_set(ex.only_faux),
        },
    }
}

impl ExerciseJson {
    /// The JSON of an exercise.
    pub fn of(ex: &Exercise) -> ExerciseJson {
        match ex {
            Exercise::Points(p) => points_json(p),
            Exercise::Play(p) => play_json(p),
            Exercise::Decision(d) => decision_json(d),
            Exercise::Chances(c) => chances_json(c),
        }
    }
}

/// An exercise as JSON text.
pub fn exercise_to_string(ex: &Exercise) -> String {
    to_text(&ExerciseJson::of(ex))
}

/// One jan of an answer: `{"jan", "beneficiary", "at"?, "ways"?, "points"?}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct JanAnswerJson {
    /// Which jan, as the analysis names it.
    pub jan: JanKind,
    /// Who marks it.
    pub beneficiary: Side,
    /// The dame or coin it is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Name>,
    /// Its façons or moyens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ways: Option<u32>,
    /// Its points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
}

impl JanAnswerJson {
    fn of(j: &JanAnswer) -> JanAnswerJson {
        JanAnswerJson {
            jan: j.kind,
            beneficiary: j.beneficiary,
            at: j.at.map(Name::of),
            ways: j.ways,
            points: j.points,
        }
    }

    fn to_answer(&self) -> Result<JanAnswer, Error> {
        let at = match &self.at {
            Some(n) => Some(
                n.fleche()
                    .ok_or_else(|| Error::UnknownFleche(n.to_string()))?,
            ),
            None => None,
        };
        Ok(JanAnswer {
            kind: self.jan,
            beneficiary: self.beneficiary,
            at,
            ways: self.ways,
            points: self.points,
        })
    }
}

/// A player's *compter les points* answer: `{"points"?: {"white", "black"}, "jans"?: [...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct AnswerJson {
    /// The totals.
    #[serde(default)]
    pub points: Option<Points>,
    /// The jans.
    #[serde(default)]
    pub jans: Option<Vec<JanAnswerJson>>,
}

/// Reads a *compter les points* answer from JSON text: unknown fields, jans and flèches are
/// refused with their codes.
pub fn answer_from_str(text: &str) -> Result<PointsAnswer, Error> {
    let a: AnswerJson = from_text(text)?;
    Ok(PointsAnswer {
        points: a.points,
        jans: a
            .jans
            .map(|js| js.iter().map(JanAnswerJson::to_answer).collect())
            .transpose()?,
    })
}

/// One miss: `{"code", …}` with the fields of its code (docs/exercises.md, "Grading").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum MissJson {
    /// The totals given each to the other side.
    PointsSwapped {
        /// The totals given.
        given: Points,
    },
    /// A side's total wrong.
    WrongTotal {
        /// The side.
        side: Side,
        /// What was given.
        given: u32,
        /// What it marks.
        expected: u32,
    },
    /// A jan left out.
    JanForgotten {
        /// The jan.
        jan: JanJson,
    },
    /// A jan named that the roll does not make.
    JanNotThere {
        /// The jan as named.
        named: JanAnswerJson,
    },
    /// A jan given to the side that does not mark it.
    JanToOther {
        /// The jan (its `beneficiary` marks it).
        jan: JanJson,
    },
    /// A battery à faux counted à vrai.
    VraiForFaux {
        /// The jan.
        jan: JanJson,
        /// The kind named.
        named: JanKind,
    },
    /// A battery à vrai counted à faux.
    FauxForVrai {
        /// The jan.
        jan: JanJson,
        /// The kind named.
        named: JanKind,
    },
    /// More façons or moyens than the jan counts.
    TooManyWays {
        /// The jan.
        jan: JanJson,
        /// The ways given.
        given: u32,
    },
    /// Fewer.
    TooFewWays {
        /// The jan.
        jan: JanJson,
        /// The ways given.
        given: u32,
    },
    /// The right ways, the wrong points.
    JanPoints {
        /// The jan.
        jan: JanJson,
        /// The points given.
        given: u32,
    },
}

impl MissJson {
    /// The JSON of a miss; its `code` is `Miss::code`'s.
    pub fn of(m: &Miss) -> MissJson {
        match m {
            Miss::PointsSwapped { given } => MissJson::PointsSwapped { given: *given },
            Miss::WrongTotal {
                side,
                given,
                expected,
            } => MissJson::WrongTotal {
                side: *side,
                given: *given,
                expected: *expected,
            },
            Miss::JanForgotten { jan } => MissJson::JanForgotten {
                jan: JanJson::from_jan(jan),
            },
            Miss::JanNotThere { named } => MissJson::JanNotThere {
                named: JanAnswerJson::of(named),
            },
            Miss::JanToOther { jan } => MissJson::JanToOther {
                jan: JanJson::from_jan(jan),
            },
            Miss::VraiFaux { jan, named } if jan.kind == JanKind::BattreDameAFaux => {
                MissJson::VraiForFaux {
                    jan: JanJson::from_jan(jan),
                    named: *named,
                }
            }
            Miss::VraiFaux { jan, named } => MissJson::FauxForVrai {
                jan: JanJson::from_jan(jan),
                named: *named,
            },
            Miss::Ways { jan, given } if *given > jan.ways => MissJson::TooManyWays {
                jan: JanJson::from_jan(jan),
                given: *given,
            },
            Miss::Ways { jan, given } => MissJson::TooFewWays {
                jan: JanJson::from_jan(jan),
                given: *given,
            },
            Miss::JanPoints { jan, given } => MissJson::JanPoints {
                jan: JanJson::from_jan(jan),
                given: *given,
            },
        }
    }
}

/// A *compter les points* grade: `{"correct", "misses": [...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PointsGradeJson {
    /// Whether nothing was missed.
    pub correct: bool,
    /// What was missed.
    pub misses: Vec<MissJson>,
}

/// A grade as JSON text.
pub fn points_grade_to_string(g: &PointsGrade) -> String {
    to_text(&PointsGradeJson {
        correct: g.correct,
        misses: g.misses.iter().map(MissJson::of).collect(),
    })
}

/// A play's grade: `{"best", "cost", "chance", "best_play"}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PlayGradeJson {
    /// Whether it is the best play.
    pub best: bool,
    /// What it gives up, in percent of tours.
    pub cost: f64,
    /// The mover's chances after it.
    pub chance: f64,
    /// The best play.
    pub best_play: PlayJson,
}

impl PlayGradeJson {
    /// The JSON of a play's grade.
    pub fn of(g: &PlayGrade) -> PlayGradeJson {
        PlayGradeJson {
            best: g.best,
            cost: g.cost,
            chance: g.chance,
            best_play: PlayJson::from_play(&g.best_play),
        }
    }
}

/// A decision's grade: `{"best", "cost", "best_decision"}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DecisionGradeJson {
    /// Whether it is the better one.
    pub best: bool,
    /// What it gives up.
    pub cost: f64,
    /// `"hold"` or `"leave"`.
    pub best_decision: &'static str,
}

impl DecisionGradeJson {
    /// The JSON of a decision's grade.
    pub fn of(g: &DecisionGrade) -> DecisionGradeJson {
        DecisionGradeJson {
            best: g.best,
            cost: g.cost,
            best_decision: g.best_decision.name(),
        }
    }
}

/// A count's grade: `{"correct", "expected", "miss"?}`, `miss` a code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct ChancesGradeJson {
    /// Whether the count is right.
    pub correct: bool,
    /// The right count.
    pub expected: u32,
    /// What a wrong count missed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub miss: Option<&'static str>,
}

impl ChancesGradeJson {
    /// The JSON of a count's grade.
    pub fn of(g: &ChancesGrade) -> ChancesGradeJson {
        ChancesGradeJson {
            correct: g.correct,
            expected: g.expected,
            miss: g.miss.map(|m| m.code()),
        }
    }
}

/// A session's worth of exercises asked for: `{"kind", "family"?, "level"?, "seed"?, "count"?}`
/// (`kind` an exercise's `exercise` name; `family` and `level` for *compter les points* only).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ExercisesRequestJson {
    /// `compter-les-points`, `choisir-le-coup`, `tenir-ou-s-en-aller` or `compter-les-chances`.
    pub kind: String,
    /// Only rolls with a jan of this family (`battre-a-vrai`, …).
    #[serde(default)]
    pub family: Option<String>,
    /// Only rolls of this level, 1 to 3.
    #[serde(default)]
    pub level: Option<u8>,
    /// The first self-play game looked through; 1 if left out.
    #[serde(default)]
    pub seed: Option<u64>,
    /// How many at most; 10 if left out.
    #[serde(default)]
    pub count: Option<usize>,
}

/// One line of `tablier exercise`: an exercise's id, and the answer to grade if any
/// (`{"id", "answer"?}`). The answer's shape is the exercise's, read once its kind is known.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExerciseLineJson {
    /// The exercise's id.
    pub id: String,
    /// The answer: a *compter les points* answer, a play, `"hold"` or `"leave"`, a count.
    #[serde(default)]
    pub answer: Option<serde_json::Value>,
}

/// A list of exercises as JSON text, in order.
pub fn exercises_to_string(list: &[Exercise]) -> String {
    to_text(&list.iter().map(ExerciseJson::of).collect::<Vec<_>>())
}
