//! A small neural network (one hidden layer, and a direct linear path from the inputs to the
//! output) for the learned evaluation, read from bytes compiled into the engine
//! (`include_bytes!`): no file is opened at run time, natively or in WebAssembly.
//!
//! Only additions, multiplications and divisions of `f32`: each is rounded the same way on
//! every IEEE platform and Rust never fuses them, so the value of a position, and with it the
//! computer's choice, is the same natively and in WebAssembly. The activations are therefore
//! softsign (`x / (1 + |x|)`), not `tanh` or the logistic function, whose library
//! implementations differ between platforms.
//!
//! The format (little-endian): the magic `TBLN`, a `u32` version, `u32` inputs, `u32` hidden
//! units, then five blocks in this order: the hidden weights (hidden × inputs, row by row), the
//! hidden biases, the output weights of the hidden units, the output weights of the inputs (the
//! direct path), and the output bias. Version 1 writes each weight as an `f32`: the training's
//! own precision, what `scripts/train.sh` saves and resumes from. Version 2, the committed
//! maître's (`Net::to_bytes_16`), writes each block as an `i32` exponent `e` then its weights as
//! `i16`s, each weight being `q × 2^e`: half the bytes, for the package's size (docs/size.md).

use crate::error::Error;

const MAGIC: &[u8; 4] = b"TBLN";
/// Weights as `f32`s.
const VERSION: u32 = 1;
/// Weights as `i16`s, a power of two a block.
const VERSION_16: u32 = 2;
/// The exponents a version 2 block may have: `2^e` a normal `f32`, and `32 767 × 2^e` finite.
const EXPONENTS: std::ops::RangeInclusive<i32> = -126..=112;

/// `2^e` exactly, from its bits (no library power: the same value on every platform).
fn power_of_two(e: i32) -> f32 {
    f32::from_bits(((e.clamp(-126, 127) + 127) as u32) << 23)
}

/// The smallest exponent at which every weight of `block` is within ±32 767 steps of `2^e`.
///
/// Why `i16` with one power of two a block rather than `f16`: the error that matters is the
/// absolute one on the sums of a layer, where the largest weights weigh most; `f16` keeps 11
/// bits of those, `i16` scaled to its block's largest keeps 15. A power of two rather than any
/// scale: `q × 2^e` is exact in `f32`, so the weights read are the same numbers natively and in
/// WebAssembly, and the 16-bit file converted again gives the same bytes.
fn block_exponent(block: &[f32]) -> i32 {
    let largest = block
        .iter()
        .map(|w| w.abs())
        .filter(|w| w.is_finite())
        .fold(0.0f32, f32::max);
    let mut e = *EXPONENTS.start();
    while e < *EXPONENTS.end() && largest > 32_767.0 * power_of_two(e) {
        e += 1;
    }
    e
}

/// The network's weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Number of inputs.
    pub inputs: usize,
    /// Number of hidden units.
    pub hidden: usize,
    /// Hidden weights, `hidden` rows of `inputs`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights of the hidden units.
    pub w2: Vec<f32>,
    /// Output weights of the inputs themselves (the direct, linear path).
    pub skip: Vec<f32>,
    /// Output bias.
    pub b2: f32,
}

/// What `Net::forward` leaves for a gradient: the hidden units' sums and activations, the
/// output's sum.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// Each hidden unit's weighted sum.
    pub sums: Vec<f32>,
    /// Each hidden unit's activation.
    pub hidden: Vec<f32>,
    /// The output's weighted sum, before the squashing.
    pub z: f32,
}

/// Softsign: a smooth squashing into (−1, 1) from plain arithmetic.
#[inline]
pub(super) fn softsign(x: f32) -> f32 {
    x / (1.0 + x.abs())
}

/// Softsign's derivative.
#[inline]
pub(super) fn softsign_slope(x: f32) -> f32 {
    let d = 1.0 + x.abs();
    1.0 / (d * d)
}

/// The output's squashing: a probability in (0, 1) from the output's sum.
#[inline]
pub(super) fn squash(z: f32) -> f32 {
    0.5 + 0.5 * softsign(z)
}

impl Net {
    /// A network whose hidden units all start at zero weight out (it then computes only its
    /// direct path), with small hidden weights drawn from `seed`.
    pub fn new(inputs: usize, hidden: usize, seed: u64) -> Net {
        let mut rng = crate::rng::Rng::new(seed);
        let scale = 0.5 / (inputs as f32).sqrt();
        let w1 = (0..inputs * hidden)
            .map(|_| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 2.0 * scale)
            .collect();
        Net {
            inputs,
            hidden,
            w1,
            b1: vec![0.0; hidden],
            w2: vec![0.0; hidden],
            skip: vec![0.0; inputs],
            b2: 0.0,
        }
    }

    /// This network with the output weights of its hidden units drawn from `seed`, uniform in
    /// ±`scale`, so that the hidden layer speaks from the first game: drawn at zero, the
    /// gradient that would make a unit speak is the product of its silent output weight and a
    /// small rate, and after 6 000 games the committed network's units were still all but mute
    /// (docs/strength.md, "A schedule, a wider network"). TD-Gammon drew all its weights so.
    pub fn speaking(&self, seed: u64, scale: f32) -> Net {
        let mut rng = crate::rng::Rng::new(seed);
        let mut n = self.clone();
        for w in n.w2.iter_mut() {
            *w = ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 2.0 * scale;
        }
        n
    }

    /// This network with `hidden` hidden units: the direct path and the first units kept, any
    /// unit added drawn as `Net::new(_, _, seed)` draws it, silent (zero weight out). To give
    /// a trained network's learned direct path more units to train.
    pub fn with_hidden(&self, hidden: usize, seed: u64) -> Net {
        let mut n = Net::new(self.inputs, hidden, seed);
        let kept = hidden.min(self.hidden);
        let row = self.inputs;
        for (dst, src) in n.w1.chunks_mut(row).zip(self.w1.chunks(row)).take(kept) {
            dst.copy_from_slice(src);
        }
        for h in 0..kept {
            if let (Some(d), Some(s)) = (n.b1.get_mut(h), self.b1.get(h)) {
                *d = *s;
            }
            if let (Some(d), Some(s)) = (n.w2.get_mut(h), self.w2.get(h)) {
                *d = *s;
            }
        }
        n.skip.clone_from(&self.skip);
        n.b2 = self.b2;
        n
    }

    /// Reads a network from its bytes, either version (the format above).
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, Error> {
        let bad = |why: &str| Error::BadRequest(format!("the network's weights: {why}"));
        let mut r = Reader { bytes, at: 0 };
        if r.take(4).ok_or_else(|| bad("too short"))? != MAGIC {
            return Err(bad("not a network"));
        }
        let word = |r: &mut Reader| r.u32().ok_or_else(|| bad("too short"));
        let version = word(&mut r)?;
        if version != VERSION && version != VERSION_16 {
            return Err(bad("unknown version"));
        }
        let inputs = word(&mut r)? as usize;
        let hidden = word(&mut r)? as usize;
        let count = inputs
            .checked_mul(hidden)
            .and_then(|n| n.checked_add(2 * hidden + inputs + 1))
            .ok_or_else(|| bad("too large"))?;
        // Version 2: two bytes a weight, and a four-byte exponent for each of the five blocks.
        let expected = if version == VERSION {
            count.checked_mul(4)
        } else {
            count.checked_mul(2).and_then(|n| n.checked_add(5 * 4))
        };
        if Some(r.bytes.len().saturating_sub(r.at)) != expected {
            return Err(bad("wrong length"));
        }
        let mut block = |n: usize| -> Result<Vec<f32>, Error> {
            if version == VERSION {
                return (0..n)
                    .map(|_| r.f32().ok_or_else(|| bad("too short")))
                    .collect();
            }
            let e = r.u32().ok_or_else(|| bad("too short"))? as i32;
            if !EXPONENTS.contains(&e) {
                return Err(bad("a block's scale out of range"));
            }
            let step = power_of_two(e);
            (0..n)
                .map(|_| {
                    r.i16()
                        .map(|q| f32::from(q) * step)
                        .ok_or_else(|| bad("too short"))
                })
                .collect()
        };
        let w1 = block(inputs * hidden)?;
        let b1 = block(hidden)?;
        let w2 = block(hidden)?;
        let skip = block(inputs)?;
        let b2 = block(1)?.first().copied().unwrap_or(0.0);
        Ok(Net {
            inputs,
            hidden,
            w1,
            b1,
            w2,
            skip,
            b2,
        })
    }

    /// The network's bytes in 16 bits (version 2 of the format above): each weight rounded to
    /// the nearest step of its block, half a step off at most. What the committed maître is
    /// written in; training keeps its `f32`s (`to_bytes`).
    pub fn to_bytes_16(&self) -> Vec<u8> {
        let mut out = self.head(VERSION_16, 5 * 4 + 2 * self.len());
        let b2 = [self.b2];
        for block in [&self.w1[..], &self.b1, &self.w2, &self.skip, &b2] {
            let e = block_exponent(block);
            out.extend_from_slice(&e.to_le_bytes());
            let step = power_of_two(e);
            for w in block {
                // Exact: dividing by a power of two only moves the exponent.
                let q = (w / step).round().clamp(-32_767.0, 32_767.0);
                out.extend_from_slice(&(q as i16).to_le_bytes());
            }
        }
        out
    }

    /// The network's bytes in `f32`s (version 1 of the format above): the training's.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.head(VERSION, 4 * self.len());
        for x in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.skip)
            .chain(std::iter::once(&self.b2))
        {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out
    }

    /// The file's head in `version` (the magic, the version, the inputs, the hidden units), with
    /// room for the `weights` bytes that follow it.
    fn head(&self, version: u32, weights: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + weights);
        out.extend_from_slice(MAGIC);
        for n in [version, self.inputs as u32, self.hidden as u32] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out
    }

    /// Number of weights.
    pub fn len(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.skip.len() + 1
    }

    /// Whether the network has no weights at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The output's sum for inputs `x` (missing inputs count as zero), and the trace a
    /// gradient needs. Inputs at zero cost nothing: the board's are mostly zero.
    pub fn forward(&self, x: &[f32], trace: &mut Trace) -> f32 {
        trace.sums.clear();
        trace.sums.extend_from_slice(&self.b1);
        let mut z = self.b2;
        for (i, &xi) in x.iter().enumerate().take(self.inputs) {
            if xi == 0.0 {
                continue;
            }
            z += self.skip.get(i).copied().unwrap_or(0.0) * xi;
            for (h, s) in trace.sums.iter_mut().enumerate() {
                *s += self.w1.get(h * self.inputs + i).copied().unwrap_or(0.0) * xi;
            }
        }
        trace.hidden.clear();
        for (h, &s) in trace.sums.iter().enumerate() {
            let a = softsign(s);
            trace.hidden.push(a);
            z += self.w2.get(h).copied().unwrap_or(0.0) * a;
        }
        trace.z = z;
        z
    }

    /// The network's probability for inputs `x`.
    pub fn value(&self, x: &[f32]) -> f32 {
        let mut t = Trace::default();
        squash(self.forward(x, &mut t))
    }
}

/// A cursor over the bytes of a network.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let s = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(s)
    }
    fn u32(&mut self) -> Option<u32> {
        let b: [u8; 4] = self.take(4)?.try_into().ok()?;
        Some(u32::from_le_bytes(b))
    }
    fn f32(&mut self) -> Option<f32> {
        self.u32().map(f32::from_bits)
    }
    fn i16(&mut self) -> Option<i16> {
        let b: [u8; 2] = self.take(2)?.try_into().ok()?;
        Some(i16::from_le_bytes(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip() {
        let mut n = Net::new(5, 3, 7);
        n.w2 = vec![0.5, -0.25, 1.0];
        n.skip = vec![1.0, 0.0, -1.0, 2.0, 0.5];
        n.b2 = 0.125;
        let back = Net::from_bytes(&n.to_bytes()).unwrap();
        assert_eq!(back, n);
        let x = [1.0, 0.0, 0.5, -1.0, 0.25];
        assert_eq!(back.value(&x), n.value(&x));
    }

    #[test]
    fn bad_bytes_are_refused() {
        let good = Net::new(4, 2, 1).to_bytes();
        assert!(Net::from_bytes(&good[..good.len() - 1]).is_err());
        assert!(Net::from_bytes(b"TBLX").is_err());
        assert!(Net::from_bytes(&[]).is_err());
        let mut huge = good.clone();
        huge[8..12].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(Net::from_bytes(&huge).is_err());
    }

    /// A network with weights of every size: large, small, negative, zero.
    fn varied() -> Net {
        let mut n = Net::new(6, 3, 11);
        n.w1[0] = 2.5;
        n.w1[1] = -1e-6;
        n.b1 = vec![0.0, -0.75, 3e-3];
        n.w2 = vec![0.83, -0.4, 1e-4];
        n.skip = vec![2.0, -2.0, 0.02, 0.0, 1e-5, -0.3];
        n.b2 = -0.0625;
        n
    }

    /// The 16-bit file reads back as weights within half a step of their block's (its largest
    /// weight / 32 767) of the `f32`s, and written again gives the same bytes.
    #[test]
    fn sixteen_bit_round_trip() {
        let n = varied();
        let bytes = n.to_bytes_16();
        assert_eq!(bytes.len(), 16 + 5 * 4 + 2 * n.len());
        let back = Net::from_bytes(&bytes).unwrap();
        assert_eq!((back.inputs, back.hidden), (n.inputs, n.hidden));
        let pairs = [
            (&n.w1, &back.w1),
            (&n.b1, &back.b1),
            (&n.w2, &back.w2),
            (&n.skip, &back.skip),
        ];
        for (a, b) in pairs {
            let largest = a.iter().fold(0.0f32, |m, w| m.max(w.abs()));
            for (x, y) in a.iter().zip(b) {
                assert!((x - y).abs() <= largest / 32_767.0, "{x} read as {y}");
            }
        }
        // The output bias alone in its block: exact to 15 bits.
        assert!((back.b2 - n.b2).abs() <= n.b2.abs() / 32_767.0);
        assert_eq!(back.to_bytes_16(), bytes);
        // Back in f32s, then 16 bits again: still the same bytes.
        let f32s = Net::from_bytes(&back.to_bytes()).unwrap();
        assert_eq!(f32s.to_bytes_16(), bytes);
    }

    /// A truncated, padded or odd 16-bit file, an unknown version, a block's scale out of
    /// range: each refused with an error, none read.
    #[test]
    fn bad_sixteen_bit_files_are_refused() {
        let good = varied().to_bytes_16();
        assert!(Net::from_bytes(&good).is_ok());
        for cut in [1, 2, 3, good.len() - 16] {
            assert!(Net::from_bytes(&good[..good.len() - cut]).is_err(), "{cut}");
        }
        let mut longer = good.clone();
        longer.push(0);
        assert!(Net::from_bytes(&longer).is_err());
        let mut v3 = good.clone();
        v3[4..8].copy_from_slice(&3u32.to_le_bytes());
        assert!(Net::from_bytes(&v3).is_err());
        // A 16-bit file's length read as an f32 file's: refused by its length.
        let mut as_v1 = good.clone();
        as_v1[4..8].copy_from_slice(&1u32.to_le_bytes());
        assert!(Net::from_bytes(&as_v1).is_err());
        for e in [113i32, -127, i32::MAX, i32::MIN] {
            let mut bad_scale = good.clone();
            bad_scale[16..20].copy_from_slice(&e.to_le_bytes());
            let err = Net::from_bytes(&bad_scale).unwrap_err();
            assert!(err.to_string().contains("scale"), "{e}: {err}");
        }
        let mut huge = good;
        huge[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(Net::from_bytes(&huge).is_err());
    }

    #[test]
    fn the_direct_path_alone_at_first() {
        let mut n = Net::new(3, 4, 2);
        n.skip = vec![1.0, 2.0, 0.0];
        let mut t = Trace::default();
        assert_eq!(n.forward(&[0.5, 0.25, 9.0], &mut t), 1.0);
        assert!(squash(1.0) > 0.5 && squash(-1.0) < 0.5);
    }
}
