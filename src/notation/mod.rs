//! Reading and writing positions and plays. Notation never decides legality: it builds a
//! `Setup` (or a `Play`) and leaves the checks to `Position::from_setup` and the rules.

pub mod chances;
pub mod compact;
pub mod json;
pub mod sheet;
