//! Exercises (docs/exercises.md): generated from the computer's self-play, answered by the
//! engine, regenerated from their ids, graded with typed misses; the curated set from the
//! seeds' worked examples, each citing its passage.

#[path = "../common/mod.rs"]
mod common;

mod chances;
mod choose;
mod choosing;
mod cli;
mod counting;
mod curated;
mod grade;
mod json;
mod points;

use tablier::exercise::{self, Exercise, Family, Filter, PointsExercise};
use tablier::rules;

/// The exercise an id names, which must be a *compter les points*.
fn points_of(id: &str) -> PointsExercise {
    match exercise::from_id(id) {
        Ok(Exercise::Points(ex)) => ex,
        other => panic!("{id}: {other:?}"),
    }
}
