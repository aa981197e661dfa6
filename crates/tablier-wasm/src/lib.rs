//! The exports of the WebAssembly module: (with the `stateless` feature, `stateless`) one per
//! stateless question of `calls`, and (with the `games` feature, `games`) one class per game
//! object and the computer's and the advice's questions. The package's games module, its
//! default features, has no stateless question: its entries ask the rules module for them. Each converts and nothing else: text in, text out, a refusal thrown as the text
//! `{"code", "message"}` (`js/rules.js` makes it a `TablierError`). The wasm profile's
//! `panic = "abort"` is safe because nothing below, on input paths, panics.
//!
//! Built with `games` and `stateless` and without `computer`, the module is the game page's light module: the
//! game objects without their computer (docs/size.md).
//!
//! Built with `replay` and `stateless` alone, the module is the record module of `<tablier-record>`:
//! the stateless questions and the game classes with `fromRecord`, `state` and `frames` only.
//!
//! Built with `stateless` and without `games`, the module is the package's rules module (`tablier/rules`): the
//! position, its analysis, plays, destinations, notation and chances, for the diagram element,
//! at about a third of the whole module's size (docs/size.md).

#![cfg(target_arch = "wasm32")]

use tablier::notation::error_text;
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

// The stateless questions (`stateless.rs`), after the macro, which they use.
#[cfg(feature = "stateless")]
mod stateless;

// After the macro, which it uses too (a macro is seen by the modules declared after it).
#[cfg(feature = "correspondence")]
mod correspondence;
#[cfg(feature = "computer")]
mod exercise;
// The games module's exercise exports (`exercise.rs`) answer the choosing kinds, the rules
// module's the counting kinds; the package's entries ask each for its own.
#[cfg(all(feature = "exercises-counting", not(feature = "computer")))]
mod counting;
#[cfg(feature = "replay")]
mod games;

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
