//! The computer player, mirroring `src/ai/`: always legal (`legal`); prefers the plays that
//! score, decides tenir / s'en aller, beats a random player, trains reproducibly (`choices`);
//! hints and the review of a game (`review`); mis-marks on purpose as often as asked
//! (`mistakes`); the seeded games they share (`support`).

#[path = "../common/mod.rs"]
mod common;

// `maître-6`, the maître before the 32-unit network, with its own weights: the strength check
// measures the marqué-aware maître against it.
#[allow(dead_code)]
#[path = "../../benches/common/maitre6.rs"]
mod maitre6;

mod choices;
mod ecrire;
mod legal;
mod marque_handle;
mod mistakes;
mod review;
mod strength;
mod support;
