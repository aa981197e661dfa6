//! Exercises for learning Trictrac (docs/exercises.md): a position, a question, and the
//! engine's answer with the data that explains it. Nothing here decides a rule: *compter les
//! points* asks `rules::analyse`, *compter les chances* `chances::chances`, *choisir le coup*
//! and *tenir ou s'en aller* the maître's evaluation (`ai::hints`, `ai::decision_chances`).
//!
//! The positions come from the computer's self-play (`games`), seeded: an exercise's id names
//! the game's seed and the roll, and regenerates the same exercise; a curated set is rebuilt
//! from the seeds' worked examples, each citing its passage (`curated`).

mod chances;
mod choose;
mod coin;
mod curated;
mod games;
mod grade;
mod id;
mod points;

pub use chances::{
    chances_exercises, grade_chances, ChancesExercise, ChancesGrade, ChancesMiss, ChancesQuestion,
};
pub use choose::{
    decisions, grade_decision, grade_play, plays, DecisionExercise, DecisionGrade, PlayExercise,
    PlayGrade, MARGIN,
};
pub use coin::{coin_taking, CoinTaking};
pub use curated::{curated, Curated};
pub use games::{MAX_ROLLS, PLAYERS};
pub use grade::{grade_points, JanAnswer, Miss, PointsAnswer, PointsGrade};
pub use id::ExerciseId;
pub use points::{family_of, level_of, points, Family, Filter, PointsExercise, Source, LEVELS};

use crate::error::Error;

/// The most exercises one call generates: a session asks for tens; a caller asking for millions
/// would hold hundreds of megabytes (`over-limit`).
pub const MAX_EXERCISES: usize = 1000;

/// Refuses a count over `MAX_EXERCISES`.
pub(crate) fn check_count(count: usize) -> Result<(), Error> {
    if count > MAX_EXERCISES {
        return Err(Error::OverLimit {
            what: "exercises",
            asked: count as u64,
            limit: MAX_EXERCISES as u64,
        });
    }
    Ok(())
}

/// Any exercise, as its id names it.
#[derive(Clone, Debug, PartialEq)]
pub enum Exercise {
    /// Compter les points.
    Points(PointsExercise),
    /// Choisir le coup.
    Play(PlayExercise),
    /// Tenir ou s'en aller.
    Decision(DecisionExercise),
    /// Compter les chances.
    Chances(ChancesExercise),
}

/// The exercise an id names, regenerated: its game replayed to the roll, or its seed example
/// rebuilt. An id that names no exercise (a game over before the roll, a position whose roll
/// has no choice to make) is refused.
///
/// ```
/// use tablier::exercise::{self, grade_points, Exercise, PointsAnswer};
/// use tablier::{JanKind, Points};
///
/// // 000 BATTRE UNE DAME, exemple n° 1: Black beats B8 by two façons, 2 points each.
/// let Exercise::Points(ex) = exercise::from_id("seed-battre-exemple-1")? else { unreachable!() };
/// assert_eq!(ex.jans[0].kind, JanKind::BattreDame);
/// assert_eq!((ex.points.white, ex.points.black), (0, 4));
///
/// // The points given to the wrong side: told so, with a stable code.
/// let answer = PointsAnswer { points: Some(Points { white: 4, black: 0 }), jans: None };
/// let grade = grade_points(&ex, &answer)?;
/// assert_eq!(grade.misses[0].code(), "points-swapped");
///
/// // Drawn from the self-play: the same id, the same exercise.
/// let first = exercise::points(exercise::Filter::default(), 1, 1)?.remove(0);
/// assert_eq!(exercise::from_id(&first.id.to_string())?, Exercise::Points(first));
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn from_id(text: &str) -> Result<Exercise, Error> {
    match ExerciseId::parse(text)? {
        ExerciseId::Play { seed, roll } => choose::play_from_game(seed, roll).map(Exercise::Play),
        ExerciseId::Decision { seed, roll } => {
            choose::decision_from_game(seed, roll).map(Exercise::Decision)
        }
        counting => counting_of(counting),
    }
}

/// The counting exercise an id names (*compter les points*, *compter les chances*), as
/// `from_id` answers it; a choosing one (*choisir le coup*, *tenir ou s'en aller*) is refused
/// (`bad-request`). The counting kinds need the rules and the amateur's self-play only, the
/// choosing ones the maître's evaluation: the package's rules module answers these alone, and
/// leaves the maître and its weights out (docs/exercises.md, "Which module answers").
pub fn counting_from_id(text: &str) -> Result<Exercise, Error> {
    counting_of(ExerciseId::parse(text)?)
}

/// The choosing exercise an id names (*choisir le coup*, *tenir ou s'en aller*), as `from_id`
/// answers it; a counting one is refused (`bad-request`). The package's games module answers
/// these alone: its entry asks the rules module for the counting kinds, so that the amateur's
/// counting, the chances' questions and the worked examples are in one module of the package
/// only (docs/exercises.md, "Which module answers").
pub fn choosing_from_id(text: &str) -> Result<Exercise, Error> {
    match ExerciseId::parse(text)? {
        ExerciseId::Play { seed, roll } => choose::play_from_game(seed, roll).map(Exercise::Play),
        ExerciseId::Decision { seed, roll } => {
            choose::decision_from_game(seed, roll).map(Exercise::Decision)
        }
        counting => Err(Error::BadRequest(format!(
            "{counting} is a counting exercise, which the rules module (`tablier/rules`) answers"
        ))),
    }
}

fn counting_of(id: ExerciseId) -> Result<Exercise, Error> {
    match id {
        ExerciseId::Points { seed, roll, dice } => {
            points::from_game(seed, roll, dice).map(Exercise::Points)
        }
        ExerciseId::Seed(name) => curated::by_name(&name).map(Exercise::Points),
        ExerciseId::Chances {
            seed,
            roll,
            question,
        } => chances::from_game(seed, roll, question).map(Exercise::Chances),
        ExerciseId::Play { .. } | ExerciseId::Decision { .. } => Err(Error::BadRequest(format!(
            "{id} is a choosing exercise, which the maître answers: the whole package \
             (`tablier`), not its rules module, regenerates it"
        ))),
    }
}
