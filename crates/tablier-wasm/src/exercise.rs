//! The choosing exercises' exports (*choisir le coup*, *tenir ou s'en aller*; docs/exercises.md):
//! an exercise by its id, a session's worth, an answer graded. In the games module only: they
//! are drawn from the computer's self-play and answered by the maître's evaluation. The counting
//! kinds are the rules module's (`counting.rs`), which the package's entry asks for them, so
//! that their code is in one module of the package; here they are refused (`bad-request`).

use crate::{thrown, Answer};
use tablier::service::exercise;
use wasm_bindgen::prelude::*;

/// The choosing exercise an id names, with its answer.
#[wasm_bindgen(js_name = exercise)]
pub fn exercise_of(id: &str) -> Answer {
    exercise::choosing_exercise(id).map_err(thrown)
}

/// Up to `count` choosing exercises of a kind, from the self-play games `seed`, ….
#[wasm_bindgen]
pub fn exercises(request: &str) -> Answer {
    exercise::choosing_exercises(request).map_err(thrown)
}

/// The grade of an answer to the choosing exercise an id names.
#[wasm_bindgen(js_name = gradeExercise)]
pub fn grade_exercise(id: &str, answer: &str) -> Answer {
    exercise::choosing_grade(id, answer).map_err(thrown)
}
