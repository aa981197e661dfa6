//! The one seeded generator of the library: the dice of every game, the computer's random choices
//! and slips, and the random games of the tests and benches all draw from it, so that a seed
//! replays the same game everywhere (native, wasm, the page).
//!
//! Hand-written because the crates the project allows (serde, wasm-bindgen, getrandom, proptest)
//! hold no seeded generator; xorshift64* (Vigna 2014, "An experimental exploration of
//! Marsaglia's xorshift generators") is a dozen lines, passes BigCrush but for the lowest bits
//! (which `below` does not rely on), and is not for stakes: a seed is chosen by the caller (the
//! boundary draws one from `getrandom` when the user gives none; the core never does).

use crate::dice::Dice;
use crate::error::Error;

/// Xorshift64*: a 64-bit state, never zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rng(u64);

/// The golden-ratio constant that spreads a seed over the state.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

impl Rng {
    /// A generator from a seed. Any seed is good: it is multiplied by an odd constant (so nearby
    /// seeds diverge at once) and made odd (zero is xorshift's fixed point).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(GOLDEN) | 1)
    }

    /// The generator in the state `state()` returned, to go on from where it was (a record
    /// keeps it). A zero state, which xorshift never leaves, is replaced as `new` would.
    pub fn from_state(state: u64) -> Rng {
        if state == 0 {
            Rng::new(0)
        } else {
            Rng(state)
        }
    }

    /// The present state: `from_state(state())` draws the same numbers from here on.
    pub fn state(&self) -> u64 {
        self.0
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`, every one equally likely (draws in the last incomplete zone of
    /// 2^64 are thrown again); 0 when `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let r = self.next_u64();
            if r < zone {
                return r % n;
            }
        }
    }

    /// An index in `0..n`, for picking one of `n` things (0 when `n` is 0).
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }

    /// A number in `0..1`, with the 53 bits of a double.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// One die: 1 to 6.
    pub fn die(&mut self) -> u8 {
        1 + self.below(6) as u8
    }

    /// A throw of two dice (never an error: both faces are 1 to 6).
    pub fn dice(&mut self) -> Result<Dice, Error> {
        let a = self.die();
        let b = self.die();
        Dice::new(a, b)
    }
}

/// A throw found again in a game's steps: the lot's two dice, or a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Throw {
    /// One die each for the primauté.
    Lot(u8, u8),
    /// The two dice of a roll.
    Roll(Dice),
}

/// After a replay from a record: the generator's state before each step, found by drawing from
/// the seed alongside the steps (`steps` gives each step's throw, `None` for a play or a mark; a
/// slice, not an iterator, so that the games' two callers share one copy of the function).
/// A record says the dice of each throw, not whether the generator drew them or they were given,
/// and given dice may be the very ones the generator would have drawn: so every way of taking each
/// matching throw as drawn or given is weighed, and one that ends at the state `saved` with the
/// record is chosen (drawn wherever both ways end there). Drawing a throw advances the generator
/// by two dice whatever the throw, so after `j` throws, `k` of them drawn, the state is the seed's
/// `k`-th. The first `j` throws can have been thrown with `k` drawn exactly when the seed's first
/// `k` draws come among them in order, that is when `j` is at least `earliest[k]`, the fewest
/// throws that hold them (matched each as early as it comes): one pass over the throws, where a
/// table of every `j` by every `k` took a byte a cell (a record of 170,000 tied throws, 1 MiB,
/// asked for 28.9 GB and aborted). `None` when no way ends at `saved`: the steps' states are then
/// left as the replay made them.
pub(crate) fn replay_states(seed: u64, saved: u64, steps: &[Option<Throw>]) -> Option<Vec<Rng>> {
    let throws: Vec<Throw> = steps.iter().flatten().copied().collect();
    // Whether throw `t` can be the draw of the generator in state `g`.
    let drawn = |g: &Rng, t: Throw| {
        let mut g = *g;
        let (a, b) = (g.die(), g.die());
        match t {
            Throw::Lot(w, l) => (a, b) == (w, l),
            Throw::Roll(d) => Dice::new(a, b).is_ok_and(|x| x == d),
        }
    };
    // after[k]: the generator once k throws are drawn from the seed; earliest[k]: the fewest
    // first throws among which the seed's first k draws come in order.
    let mut after = vec![Rng::new(seed)];
    let mut earliest = vec![0usize];
    for (j, &t) in throws.iter().enumerate() {
        let k = after.len() - 1;
        if let Some(g) = after.get(k).copied() {
            if drawn(&g, t) {
                let mut next = g;
                next.die();
                next.die();
                after.push(next);
                earliest.push(j + 1);
            }
        }
    }
    let mut k = (0..after.len()).find(|&k| after.get(k).is_some_and(|g| g.state() == saved))?;
    // Back from the end: each throw drawn when a way there drew it — the draws before it can all
    // come before it, and it is the next one — else given; each step's state the one before it.
    let mut states = vec![Rng::new(seed); steps.len()];
    let mut j = throws.len();
    for (state, step) in states.iter_mut().zip(steps).rev() {
        if step.is_some() {
            j = j.saturating_sub(1);
            if let (Some(k1), Some(&t)) = (k.checked_sub(1), throws.get(j)) {
                let before = earliest.get(k1).is_some_and(|&e| e <= j);
                if before && after.get(k1).is_some_and(|g| drawn(g, t)) {
                    k = k1;
                }
            }
        }
        *state = after.get(k).copied().unwrap_or_else(|| Rng::new(seed));
    }
    Some(states)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table of every throw by every throw that `replay_states` kept before: the reference.
    fn replay_states_by_table(seed: u64, saved: u64, steps: &[Option<Throw>]) -> Option<Vec<Rng>> {
        let m = steps.iter().flatten().count();
        let width = m + 1;
        let (reached, drawn) = (1u8, 2u8);
        let mut at = vec![0u8; width * width];
        at[0] = reached;
        let mut after = vec![Rng::new(seed)];
        for (j, &t) in steps.iter().flatten().enumerate() {
            let mut next = after[j];
            next.die();
            next.die();
            after.push(next);
            for k in 0..=j {
                if at[j * width + k] & reached == 0 {
                    continue;
                }
                at[(j + 1) * width + k] |= reached;
                let mut g = after[k];
                let (a, b) = (g.die(), g.die());
                if match t {
                    Throw::Lot(w, l) => (a, b) == (w, l),
                    Throw::Roll(d) => Dice::new(a, b).is_ok_and(|x| x == d),
                } {
                    at[j * width + k] |= drawn;
                    at[(j + 1) * width + k + 1] |= reached;
                }
            }
        }
        let mut k =
            (0..=m).find(|&k| at[m * width + k] & reached != 0 && after[k].state() == saved)?;
        let mut states = vec![after[0]; steps.len()];
        let mut j = m;
        for (state, step) in states.iter_mut().zip(steps).rev() {
            if step.is_some() {
                j -= 1;
                if k > 0 && at[j * width + k - 1] == reached | drawn {
                    k -= 1;
                }
            }
            *state = after[k];
        }
        Some(states)
    }

    // Random mixes of drawn throws, given throws (often the very dice the generator would draw
    // next), plays, and saved states at every draw: the one pass finds what the table found.
    #[test]
    fn replay_states_finds_what_the_table_found() {
        let mut pick = Rng::new(99);
        for case in 0..400u64 {
            let seed = case % 7;
            let mut g = Rng::new(seed);
            let mut steps = Vec::new();
            let mut states = vec![g.state()];
            for _ in 0..pick.below(40) {
                let step = match pick.below(5) {
                    0 => None,
                    1 => Some(Throw::Roll(Dice::new(1 + pick.below(6) as u8, 1).unwrap())),
                    2 => {
                        let next = Rng::from_state(g.state()).dice().unwrap();
                        Some(Throw::Roll(next))
                    }
                    3 => {
                        let mut h = g;
                        Some(Throw::Lot(h.die(), h.die()))
                    }
                    _ => {
                        let d = g.dice().unwrap();
                        states.push(g.state());
                        Some(Throw::Roll(d))
                    }
                };
                steps.push(step);
            }
            for &saved in states.iter().chain(&[12345]) {
                let new = replay_states(seed, saved, &steps)
                    .map(|v| v.iter().map(Rng::state).collect::<Vec<_>>());
                let old = replay_states_by_table(seed, saved, &steps)
                    .map(|v| v.iter().map(Rng::state).collect::<Vec<_>>());
                assert_eq!(new, old, "case {case}, saved {saved}: {steps:?}");
            }
        }
    }

    #[test]
    fn same_seed_same_throws_and_every_face_comes() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let mut faces = [0u32; 7];
        for _ in 0..6000 {
            let d = a.die();
            assert_eq!(d, b.die());
            faces[d as usize] += 1;
        }
        assert_eq!(faces[0], 0);
        for (f, &n) in faces.iter().enumerate().skip(1) {
            assert!((800..1200).contains(&n), "face {f}: {n}");
        }
    }

    #[test]
    fn nearby_seeds_diverge_and_zero_is_a_seed() {
        let firsts: Vec<u64> = (0..8).map(|s| Rng::new(s).next_u64()).collect();
        for (i, a) in firsts.iter().enumerate() {
            assert_ne!(*a, 0);
            for b in &firsts[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_ne!(Rng::from_state(0).next_u64(), 0);
    }

    #[test]
    fn a_state_goes_on_where_it_was() {
        let mut a = Rng::new(7);
        a.next_u64();
        let mut b = Rng::from_state(a.state());
        for _ in 0..10 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn below_stays_below_and_unit_below_one() {
        let mut r = Rng::new(3);
        assert_eq!(r.below(0), 0);
        assert_eq!(r.index(0), 0);
        for n in 1..50u64 {
            assert!(r.below(n) < n);
        }
        for _ in 0..1000 {
            let u = r.unit();
            assert!((0.0..1.0).contains(&u));
        }
    }
}
