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
//! The format (little-endian): the magic `TBLN`, a `u32` version (1), `u32` inputs, `u32`
//! hidden units, then `f32`s: the hidden weights (hidden × inputs, row by row), the hidden
//! biases, the output weights of the hidden units, the output weights of the inputs (the
//! direct path), and the output bias.

use crate::error::Error;

const MAGIC: &[u8; 4] = b"TBLN";
const VERSION: u32 = 1;

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

    /// Reads a network from its bytes (the format above).
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, Error> {
        let bad = |why: &str| Error::BadRequest(format!("the network's weights: {why}"));
        let mut r = Reader { bytes, at: 0 };
        if r.take(4).ok_or_else(|| bad("too short"))? != MAGIC {
            return Err(bad("not a network"));
        }
        let word = |r: &mut Reader| r.u32().ok_or_else(|| bad("too short"));
        if word(&mut r)? != VERSION {
            return Err(bad("unknown version"));
        }
        let inputs = word(&mut r)? as usize;
        let hidden = word(&mut r)? as usize;
        let count = inputs
            .checked_mul(hidden)
            .and_then(|n| n.checked_add(2 * hidden + inputs + 1))
            .ok_or_else(|| bad("too large"))?;
        if r.bytes.len().saturating_sub(r.at) != count.saturating_mul(4) {
            return Err(bad("wrong length"));
        }
        let mut floats = |n: usize| -> Result<Vec<f32>, Error> {
            (0..n)
                .map(|_| r.f32().ok_or_else(|| bad("too short")))
                .collect()
        };
        let w1 = floats(inputs * hidden)?;
        let b1 = floats(hidden)?;
        let w2 = floats(hidden)?;
        let skip = floats(inputs)?;
        let b2 = floats(1)?.first().copied().unwrap_or(0.0);
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

    /// The network's bytes (the format above).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 4 * self.len());
        out.extend_from_slice(MAGIC);
        for n in [VERSION, self.inputs as u32, self.hidden as u32] {
            out.extend_from_slice(&n.to_le_bytes());
        }
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

    #[test]
    fn the_direct_path_alone_at_first() {
        let mut n = Net::new(3, 4, 2);
        n.skip = vec![1.0, 2.0, 0.0];
        let mut t = Trace::default();
        assert_eq!(n.forward(&[0.5, 0.25, 9.0], &mut t), 1.0);
        assert!(squash(1.0) > 0.5 && squash(-1.0) < 0.5);
    }
}
