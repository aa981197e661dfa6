//! The computer player, mirroring `src/ai/`: always legal (`legal`); prefers the plays that
//! score, decides tenir / s'en aller, beats a random player, trains reproducibly (`choices`);
//! hints and the review of a game (`review`); mis-marks on purpose as often as asked
//! (`mistakes`); the seeded games they share (`support`).

#[path = "../common/mod.rs"]
mod common;

mod choices;
mod ecrire;
mod legal;
mod marque_handle;
mod mistakes;
mod review;
mod strength;
mod support;
