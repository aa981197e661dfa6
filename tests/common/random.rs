//! Random legal plays from the start, through relevés, drawn from the library's one seeded
//! generator (`tablier::Rng`).

use tablier::{rules, Play, Position, Variant};

pub use tablier::Rng;

/// The positions (without dice) met in a random game of `plies` rolls from the start.
pub fn random_game(rng: &mut Rng, plies: usize) -> Vec<Position> {
    let mut p = Position::start(Variant::Trictrac);
    let mut seen = vec![p.clone()];
    for _ in 0..plies {
        let rolled = p.with_dice(Some(rng.dice().expect("1-6")));
        let plays = rules::legal_plays(&rolled).expect("legal plays");
        let pl = if plays.is_empty() {
            Play::empty()
        } else {
            plays[rng.index(plays.len())]
        };
        p = rules::apply_play(&rolled, &pl).expect("a listed play applies");
        seen.push(p.clone());
    }
    seen
}
