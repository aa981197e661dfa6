//! The JSON service: each question of the core and each game's method as JSON text in and out,
//! the one conversion both boundaries call (the command line's lines, `crates/tablier-cli`, and
//! the package's exports, `crates/tablier-wasm`), so that they answer alike. It sits in the
//! formats layer (docs/layers.md): it reads its arguments and writes its answers with the serde
//! types of `notation` and `record` and holds none of its own, and asks the rules, the games and
//! the computer. No rule lives here.
//!
//! `calls` (the stateless questions), `game` (a game of Trictrac), `jacquet` (a partie of
//! Jacquet), `ecrire` and `marque` (a partie à écrire, its marqués lent to the tour's methods),
//! `advice`, `droits`, `fausse` and `sheet`. A value crosses the WebAssembly boundary as this JSON
//! text (measured faster than serde-wasm-bindgen: docs/speed.md), a refusal as the text
//! `{"code", "message"}` of `notation::error_text`.

pub mod advice;
pub mod calls;
pub mod correspondence;
pub mod droits;
pub mod ecrire;
pub mod exercise;
pub mod fausse;
pub mod game;
pub mod jacquet;
pub mod marque;
pub mod sheet;
#[cfg(feature = "typescript")]
pub mod typescript;

#[cfg(test)]
mod reader_tests;
