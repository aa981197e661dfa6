//! The computer player at the boundary (`ai`): its play for a position's roll, and tenir or
//! s'en aller.

use super::decision::decision_at;
use super::text::{self, J};
use super::{read_position, reply, rolled, write};
use crate::ai::{choose_play, Level};
use crate::error::Error;
use wasm_bindgen::prelude::*;

/// `"random"`, `"greedy"` or `"expert"`; null (left out) is `greedy`, as the page plays.
fn level(input: &str) -> Result<Level, Error> {
    let j = text::parse(input)?;
    match &j {
        J::Null => return Ok(Level::Greedy),
        J::Str(s) => {
            if let Some(l) = Level::parse(s) {
                return Ok(l);
            }
        }
        _ => {}
    }
    Err(Error::BadRequest(format!(
        "a level is \"random\", \"greedy\" or \"expert\", not {}",
        text::describe(&j)
    )))
}

/// The computer's play for the position's roll: one of its legal plays (`{moves: []}` when
/// none can be played).
#[wasm_bindgen(js_name = choosePlay)]
pub fn choose_play_export(position: &str, level_text: &str) -> String {
    let r = rolled(position).and_then(|p| choose_play(&p, level(level_text)?));
    reply(r.map(|play| {
        write(|w| {
            w.play(&play);
        })
    }))
}

/// `"hold"` or `"leave"` for the position a game shows while it awaits that decision.
#[wasm_bindgen(js_name = chooseDecision)]
pub fn choose_decision_export(position: &str, level_text: &str) -> String {
    let r = read_position(position).and_then(|p| decision_at(&p, level(level_text)?));
    reply(r.map(|d| {
        write(|w| {
            w.str(d.name());
        })
    }))
}
