//! The counting exercises' exports in the rules module (the `exercises-counting` feature without
//! `games`; docs/exercises.md, "Which module answers"): *compter les points* and *compter les
//! chances*, drawn from the amateur's self-play and answered by the rules, so that
//! `<tablier-exercise>` showing one loads the rules module alone. The choosing kinds need the
//! maître, which this module leaves out: they are refused (`bad-request`). The names are the
//! whole module's (`exercise.rs`), and so are the answers, id for id.

use crate::{thrown, Answer};
use tablier::service::exercise;
use wasm_bindgen::prelude::*;

/// The counting exercise an id names, with its answer.
#[wasm_bindgen(js_name = exercise)]
pub fn exercise_of(id: &str) -> Answer {
    exercise::counting_exercise(id).map_err(thrown)
}

/// Up to `count` counting exercises of a kind, from the self-play games `seed`, ….
#[wasm_bindgen]
pub fn exercises(request: &str) -> Answer {
    exercise::counting_exercises(request).map_err(thrown)
}

/// The grade of an answer to the counting exercise an id names.
#[wasm_bindgen(js_name = gradeExercise)]
pub fn grade_exercise(id: &str, answer: &str) -> Answer {
    exercise::counting_grade(id, answer).map_err(thrown)
}
