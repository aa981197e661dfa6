//! A small deterministic random-game generator (no rand crate): xorshift64*, dice, and random
//! legal plays from the start, through relevés.

use tablier::{rules, Dice, Game, Play, Position};

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next() >> 33) % n as u64) as usize
    }

    pub fn dice(&mut self) -> Dice {
        Dice::new(self.below(6) as u8 + 1, self.below(6) as u8 + 1).expect("1-6")
    }
}

/// The positions (without dice) met in a random game of `plies` rolls from the start.
pub fn random_game(rng: &mut Rng, plies: usize) -> Vec<Position> {
    let mut p = Position::start(Game::Trictrac);
    let mut seen = vec![p.clone()];
    for _ in 0..plies {
        let rolled = p.with_dice(Some(rng.dice()));
        let plays = rules::legal_plays(&rolled).expect("legal plays");
        let pl = if plays.is_empty() {
            Play::empty()
        } else {
            plays[rng.below(plays.len())]
        };
        p = rules::apply_play(&rolled, &pl).expect("a listed play applies");
        seen.push(p.clone());
    }
    seen
}
