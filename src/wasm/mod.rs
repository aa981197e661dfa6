//! The WebAssembly boundary of the npm package `tablier`.
//!
//! Two layers. `calls` (the stateless questions), `game` (a game of Trictrac behind a handle) and
//! `jacquet` (a partie of Jacquet behind a handle), `ecrire` and `marque` (a partie à écrire
//! behind a handle, its marqués behind the tour's) are plain Rust, JSON text in and out, compiled
//! and tested natively. `bindings`, compiled for
//! WebAssembly only, exports each of them to JavaScript with wasm-bindgen and only converts: a
//! value crosses as JSON text (measured faster than serde-wasm-bindgen: docs/speed.md), a refusal
//! as a thrown `{"code", "message"}` text that the package's JavaScript turns into a
//! `TablierError`. No rule and no game state of its own lives here.

pub mod advice;
pub mod calls;
pub mod droits;
pub mod ecrire;
pub mod fausse;
pub mod game;
pub mod jacquet;
pub mod marque;
pub mod sheet;
