//! The exercises' exports (docs/exercises.md): an exercise by its id, a session's worth, an
//! answer graded. In the whole module only: the exercises are drawn from the computer's
//! self-play and answered by its evaluation, which the rules module leaves out.

use crate::{thrown, Answer};
use tablier::service::exercise;
use wasm_bindgen::prelude::*;

/// The exercise an id names, with its answer.
#[wasm_bindgen(js_name = exercise)]
pub fn exercise_of(id: &str) -> Answer {
    exercise::exercise(id).map_err(thrown)
}

/// Up to `count` exercises of a kind, from the self-play games `seed`, ….
#[wasm_bindgen]
pub fn exercises(request: &str) -> Answer {
    exercise::exercises(request).map_err(thrown)
}

/// The grade of an answer to the exercise an id names.
#[wasm_bindgen(js_name = gradeExercise)]
pub fn grade_exercise(id: &str, answer: &str) -> Answer {
    exercise::grade(id, answer).map_err(thrown)
}
