//! The computer player, mirroring `src/ai/`: always legal, prefers the plays that score, beats a
//! random player, decides tenir / s'en aller, mis-marks on purpose as often as asked, trains
//! reproducibly (`choices`).

#[path = "../common/mod.rs"]
mod common;

mod choices;
