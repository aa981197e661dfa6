//! A small deterministic dice thrower (xorshift64), so that random games replay from a seed in
//! tests and benchmarks without a random-number crate.

/// Xorshift64 (Marsaglia 2003): not for gambling, only for reproducible test games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xorshift(u64);

impl Xorshift {
    /// A generator from a seed; 0, which xorshift cannot leave, is replaced by a fixed odd constant.
    pub fn new(seed: u64) -> Xorshift {
        Xorshift(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (n ≥ 1), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let n = n.max(1);
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let r = self.next_u64();
            if r < zone {
                return r % n;
            }
        }
    }

    /// One die: 1 to 6.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_throws_and_every_face_comes() {
        let mut a = Xorshift::new(42);
        let mut b = Xorshift::new(42);
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
        assert_ne!(Xorshift::new(0).next_u64(), 0);
    }
}
