//! The exercises (docs/exercises.md) as JSON text: an exercise by its id, a session's worth,
//! an answer graded. The package's `exercise`, `exercises` and `gradeExercise` and each line of
//! `tablier exercise` answer through these functions, so the two answer alike. The exercises
//! are the core's (`crate::exercise`); here they are only read and written.

use super::calls::{read_decision, read_play};
use crate::error::{Error, Quoted};
use crate::exercise::{
    self, grade_chances, grade_decision, grade_play, grade_points, Exercise, Family, Filter,
};
use crate::notation::exercise::{
    answer_from_str, exercise_to_string, exercises_to_string, points_grade_to_string,
    ChancesGradeJson, DecisionGradeJson, ExerciseLineJson, ExercisesRequestJson, PlayGradeJson,
};
use crate::notation::json::{from_text, to_text};

/// A session that names no count: ten, a round of training.
const SESSION: usize = 10;

/// The exercise an id (a JSON string) names, regenerated, with its answer.
pub fn exercise(id: &str) -> Result<String, Error> {
    Ok(exercise_to_string(&exercise::from_id(&read_id(id)?)?))
}

fn read_id(text: &str) -> Result<String, Error> {
    match from_text::<Option<String>>(text) {
        Ok(Some(id)) => Ok(id),
        Err(e @ Error::TooLarge { .. }) => Err(e),
        _ => Err(Error::BadRequest(
            "an exercise's id is a string, as \"points-1-0-64\"".into(),
        )),
    }
}

/// Up to `count` exercises of one kind from the self-play games `seed`, `seed + 1`, …, as a
/// JSON list: `{"kind", "family"?, "level"?, "seed"?, "count"?}`. A family or a level is for
/// *compter les points* only: asked of another kind it is refused, since ignoring it would
/// hand the player exercises he did not ask for.
pub fn exercises(request: &str) -> Result<String, Error> {
    exercises_with(request, |r, seed, count| {
        counting(r, seed, count).or_else(|| choosing(&r.kind, seed, count))
    })
}

/// `exercises` of the counting kinds only (*compter les points*, *compter les chances*): the
/// choosing kinds are refused (`bad-request`), so that the rules module, which answers through
/// this, reaches neither the maître nor its weights (`exercise::counting_from_id`).
pub fn counting_exercises(request: &str) -> Result<String, Error> {
    exercises_with(request, |r, seed, count| {
        counting(r, seed, count).or_else(|| match r.kind.as_str() {
            "choisir-le-coup" | "tenir-ou-s-en-aller" => Some(Err(Error::BadRequest(format!(
                "{} is a choosing kind, which the maître answers: the whole package (`tablier`), \
                 not its rules module, draws it",
                Quoted(&r.kind)
            )))),
            _ => None,
        })
    })
}

/// `exercises` of the choosing kinds only (*choisir le coup*, *tenir ou s'en aller*): the
/// package's games module, whose entry asks the rules module for the counting kinds, so that
/// their code is in one module of the package only (`exercise::choosing_from_id`).
pub fn choosing_exercises(request: &str) -> Result<String, Error> {
    exercises_with(request, |r, seed, count| {
        choosing(&r.kind, seed, count).or_else(|| match r.kind.as_str() {
            "compter-les-points" | "compter-les-chances" => Some(Err(Error::BadRequest(format!(
                "{} is a counting kind, which the rules module (`tablier/rules`) draws",
                Quoted(&r.kind)
            )))),
            _ => None,
        })
    })
}

/// A kind's exercises, `None` for a kind the caller does not know.
type Drawn = Option<Result<Vec<Exercise>, Error>>;

/// The counting kinds' exercises.
fn counting(r: &ExercisesRequestJson, seed: u64, count: usize) -> Drawn {
    Some(match r.kind.as_str() {
        "compter-les-points" => (|| {
            let filter = Filter {
                family: r.family.as_deref().map(read_family).transpose()?,
                level: r.level,
            };
            Ok(exercise::points(filter, seed, count)?
                .into_iter()
                .map(Exercise::Points)
                .collect())
        })(),
        "compter-les-chances" => exercise::chances_exercises(seed, count)
            .map(|l| l.into_iter().map(Exercise::Chances).collect()),
        _ => return None,
    })
}

/// The choosing kinds' exercises, which the maître answers.
fn choosing(kind: &str, seed: u64, count: usize) -> Drawn {
    Some(match kind {
        "choisir-le-coup" => {
            exercise::plays(seed, count).map(|l| l.into_iter().map(Exercise::Play).collect())
        }
        "tenir-ou-s-en-aller" => exercise::decisions(seed, count)
            .map(|l| l.into_iter().map(Exercise::Decision).collect()),
        _ => return None,
    })
}

/// The request read and answered by `draw` (generic, so that each module's copy reaches only
/// the kinds it answers); a kind `draw` does not know is refused.
fn exercises_with(
    request: &str,
    draw: impl Fn(&ExercisesRequestJson, u64, usize) -> Drawn,
) -> Result<String, Error> {
    let r: ExercisesRequestJson = from_text(request)?;
    let seed = r.seed.unwrap_or(1);
    let count = r.count.unwrap_or(SESSION);
    if r.kind != "compter-les-points" && (r.family.is_some() || r.level.is_some()) {
        return Err(Error::BadRequest(format!(
            "a family or a level is for compter-les-points, not {}",
            Quoted(&r.kind)
        )));
    }
    let list = match draw(&r, seed, count) {
        Some(list) => list?,
        None => {
            return Err(Error::BadRequest(format!(
                "an exercise's kind is \"compter-les-points\", \"choisir-le-coup\", \
                 \"tenir-ou-s-en-aller\" or \"compter-les-chances\", not {}",
                Quoted(&r.kind)
            )))
        }
    };
    Ok(exercises_to_string(&list))
}

fn read_family(name: &str) -> Result<Family, Error> {
    Family::parse(name).ok_or_else(|| {
        let names: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
        Error::BadRequest(format!(
            "no family {}: the families are {}",
            Quoted(name),
            names.join(", ")
        ))
    })
}

/// The grade of an answer to the exercise an id names. The answer's shape is the exercise's:
/// `{"points"?, "jans"?}` for *compter les points*, a play `{"moves"}` for *choisir le coup*,
/// `"hold"` or `"leave"` for *tenir ou s'en aller*, a count of the 36 coups for *compter les
/// chances*; another shape is refused, as a play the rules refuse.
pub fn grade(id: &str, answer: &str) -> Result<String, Error> {
    grade_answer(&exercise::from_id(&read_id(id)?)?, answer)
}

/// The counting exercise an id names (`exercise::counting_from_id`): the rules module's
/// `exercise`; a choosing one is refused.
pub fn counting_exercise(id: &str) -> Result<String, Error> {
    Ok(exercise_to_string(&exercise::counting_from_id(&read_id(
        id,
    )?)?))
}

/// `grade` of a counting exercise only: the rules module's `gradeExercise`.
pub fn counting_grade(id: &str, answer: &str) -> Result<String, Error> {
    grade_counting(&exercise::counting_from_id(&read_id(id)?)?, answer)
}

/// The choosing exercise an id names: the games module's `exercise`; a counting one is refused.
pub fn choosing_exercise(id: &str) -> Result<String, Error> {
    Ok(exercise_to_string(&exercise::choosing_from_id(&read_id(
        id,
    )?)?))
}

/// `grade` of a choosing exercise only: the games module's `gradeExercise`.
pub fn choosing_grade(id: &str, answer: &str) -> Result<String, Error> {
    grade_choosing(&exercise::choosing_from_id(&read_id(id)?)?, answer)
}

fn grade_answer(ex: &Exercise, answer: &str) -> Result<String, Error> {
    match ex {
        Exercise::Play(_) | Exercise::Decision(_) => grade_choosing(ex, answer),
        counting => grade_counting(counting, answer),
    }
}

/// `grade_answer` of the choosing kinds; a counting exercise is refused, as `choosing_from_id`
/// refuses its id (the games module's grading reaches no counting code).
fn grade_choosing(ex: &Exercise, answer: &str) -> Result<String, Error> {
    Ok(match ex {
        Exercise::Play(p) => to_text(&PlayGradeJson::of(&grade_play(p, &read_play(answer)?)?)),
        Exercise::Decision(d) => to_text(&DecisionGradeJson::of(&grade_decision(
            d,
            read_decision(answer)?,
        ))),
        Exercise::Points(_) | Exercise::Chances(_) => {
            return Err(Error::BadRequest(
                "a counting exercise is graded by the rules module (`tablier/rules`)".into(),
            ))
        }
    })
}

/// `grade_answer` of the counting kinds; a choosing exercise is refused, as `counting_from_id`
/// refuses its id (the rules module's grading reaches no play's or decision's reader).
fn grade_counting(ex: &Exercise, answer: &str) -> Result<String, Error> {
    Ok(match ex {
        Exercise::Points(p) => points_grade_to_string(&grade_points(p, &answer_from_str(answer)?)?),
        Exercise::Chances(c) => {
            let given = from_text::<u32>(answer).map_err(|e| match e {
                Error::TooLarge { .. } => e,
                _ => Error::BadRequest("a count of coups is a whole number, of 36".into()),
            })?;
            to_text(&ChancesGradeJson::of(&grade_chances(c, given)))
        }
        Exercise::Play(_) | Exercise::Decision(_) => {
            return Err(Error::BadRequest(
                "a choosing exercise is graded by the whole package (`tablier`)".into(),
            ))
        }
    })
}

/// One line of `tablier exercise`: `{"id"}` → the exercise, `{"id", "answer"}` → its grade,
/// a session's request (as `exercises`) → its list.
pub fn line(text: &str) -> Result<String, Error> {
    let object: serde_json::Map<String, serde_json::Value> = from_text(text)?;
    if !object.contains_key("id") {
        return exercises(text);
    }
    let l: ExerciseLineJson = from_text(text)?;
    let ex = exercise::from_id(&l.id)?;
    match l.answer {
        None => Ok(exercise_to_string(&ex)),
        Some(a) => grade_answer(&ex, &a.to_string()),
    }
}
