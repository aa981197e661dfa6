//! `tablier exercise`: the exercises (docs/exercises.md), one request a line: `{"id"}` → the
//! exercise, `{"id", "answer"}` → the answer's grade, `{"kind", "family"?, "level"?, "seed"?,
//! "count"?}` → a session's list. The package's `exercise`, `gradeExercise` and `exercises`
//! answer through the same service.

use crate::lines::Answer;

pub fn run(line: &str) -> Answer {
    tablier::service::exercise::line(line)
}
