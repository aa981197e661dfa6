//! The exports of the WebAssembly module: one per stateless question of `calls`, and (with the
//! `games` feature, `games`) one class per game object and the computer's and the advice's
//! questions. Each converts and nothing else: text in, text out, a refusal thrown as the text
//! `{"code", "message"}` (`js/rules.js` makes it a `TablierError`). The wasm profile's
//! `panic = "abort"` is safe because nothing below, on input paths, panics.
//!
//! Built with `games` and without `computer`, the module is the game page's light module: the
//! game objects without their computer (docs/size.md).
//!
//! Built with `replay` alone, the module is the record module of `<tablier-record>`: the
//! stateless questions and the game classes with `fromRecord`, `state` and `frames` only.
//!
//! Built without `games`, the module is the package's rules module (`tablier/rules`): the
//! position, its analysis, plays, destinations, notation and chances, for the diagram element,
//! at about a third of the whole module's size (docs/size.md).

#![cfg(target_arch = "wasm32")]

use tablier::notation::error_text;
use tablier::service::advice;
use tablier::service::calls;
use tablier::Error;
use wasm_bindgen::prelude::*;

/// The allocator: talc, smaller than Rust's default dlmalloc in this module, and faster. The
/// module is single-threaded (no `atomics` target feature), as talc's wasm allocator requires.
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// A refusal as JavaScript receives it: thrown.
pub(crate) fn thrown(e: Error) -> JsValue {
    JsValue::from_str(&error_text(&e))
}

pub(crate) type Answer = Result<String, JsValue>;

/// One export per function of `$module` (`calls` or `advice`): text in, text out, a refusal thrown.
macro_rules! export {
    ($module:ident: $(#[doc = $doc:literal] $js:ident => $f:ident($($a:ident),*);)*) => {
        $(
            #[doc = $doc]
            #[wasm_bindgen(js_name = $js)]
            pub fn $f($($a: &str),*) -> Answer {
                $module::$f($($a),*).map_err(thrown)
            }
        )*
    };
}

export! { calls:
    /// Checks a position; the position normalised.
    validate => validate(position);
    /// The jans, points and legal plays of the position's roll.
    analyse => analyse(position);
    /// Every distinct legal play of the position's roll.
    legalPlays => legal_plays(position);
    /// The legal next single-die moves once some moves of the roll are made.
    destinations => destinations(position, so_far);
    /// Null, or the rule a single move breaks after some moves of the roll.
    refusal => refusal(position, so_far, mv);
    /// The roll's moves after some are made: the dice spent, each destination's chain, the play completed.
    moves => moves(position, so_far);
    /// Null if the play is legal; else throws the rule it breaks.
    checkPlay => check_play(position, play);
    /// The position a legal play leaves.
    applyPlay => apply_play(position, play);
    /// The same position with these dice, or none.
    withDice => with_dice(position, dice);
    /// The start of a game.
    startPosition => start_position(game);
    /// The position in the compact notation.
    toNotation => to_notation(position);
    /// A position read from the compact notation.
    fromNotation => from_notation(notation);
}

// After the macro, which it uses too (a macro is seen by the modules declared after it).
#[cfg(feature = "correspondence")]
mod correspondence;
#[cfg(feature = "computer")]
mod exercise;
// The whole module's exercise exports (`exercise.rs`) answer every kind; without them, the
// rules module's answer the counting kinds.
#[cfg(all(feature = "exercises-counting", not(feature = "computer")))]
mod counting;
#[cfg(feature = "replay")]
mod games;

export! { advice:
    /// The 36 coups of the coming throw counted (docs/chances.md).
    chances => chances(position);
}

/// The legal plays generated `times` times from one position read: for the benchmark that takes
/// the crossing out of the engine's time (`benches/node/plays.mjs`).
#[wasm_bindgen(js_name = benchLegalPlays)]
pub fn bench_legal_plays(position: &str, times: u32) -> Answer {
    calls::legal_plays_times(position, times).map_err(thrown)
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The other way values could cross, kept to measure it (`docs/speed.md`): the position read
/// from a JavaScript object and the analysis written as one by serde-wasm-bindgen, through the
/// same serde types and `Strict` reader. Built only with `--features serde-wasm-bindgen`
/// (`benches/node/crossing.sh`).
#[cfg(feature = "serde-wasm-bindgen")]
#[wasm_bindgen(js_name = analyseValue)]
pub fn analyse_value(position: JsValue) -> Result<JsValue, JsValue> {
    use serde::Serialize;
    use tablier::notation::json::{from_deserializer, AnalysisJson, PositionJson};
    let de = serde_wasm_bindgen::Deserializer::from(position);
    let p = from_deserializer::<PositionJson, _>(de)
        .map_err(thrown)?
        .to_position()
        .map_err(thrown)?;
    if p.dice().is_none() {
        return Err(thrown(Error::NoDice));
    }
    let a = tablier::rules::analyse(&p).map_err(thrown)?;
    AnalysisJson::from_analysis(&a)
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| thrown(Error::BadJson(e.to_string())))
}
