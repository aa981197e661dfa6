//! The hashes of the protocol: each seat's chain of secrets, the beacon of a message and the dice
//! drawn from it (docs/correspondence.md, "Fair dice"). SHA-256 everywhere, each use under its own
//! label so that a value made for one can never stand for another.

use crate::error::Error;
use sha2::{Digest, Sha256};

/// The bytes of a link of a chain: SHA-256 cut to 128 bits, the strength of a preimage search
/// still far beyond reach, and 22 characters of a message where a whole hash would take 43.
pub const LINK: usize = 16;
/// A link of a seat's chain.
pub type Link = [u8; LINK];

/// The most links a chain may have: a seat's secret is hashed down this many times at most
/// for one message (some milliseconds in WebAssembly), and no game sends more messages per seat
/// (a tour is some 100 messages a seat, a partie à écrire of eight marqués under 1,000).
pub const MAX_CHAIN: u32 = 8192;

pub(crate) fn sha(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        // Each part's length first: ("ab", "c") and ("a", "bc") never hash alike.
        h.update((p.len() as u32).to_le_bytes());
        h.update(p);
    }
    h.finalize().into()
}

fn cut<const N: usize>(h: [u8; 32]) -> [u8; N] {
    let mut out = [0u8; N];
    out.copy_from_slice(&h[..N]);
    out
}

/// One step down a chain: the link before `x` in the order they are revealed is `x`'s hash.
pub fn down(x: &Link) -> Link {
    cut(sha(&[b"tablier-chain", x]))
}

/// A seat's secret: a random seed the seat keeps to itself and the length of its chain. Link
/// `k` is the seed hashed `k` times: link `length` (the anchor) is published in the invitation
/// or the acceptance, and each message reveals the next one down, whose hash is the one revealed
/// before. Whoever knows only the links revealed cannot find the next one (it is
/// a preimage), and the seat cannot choose it (it is fixed by the anchor).
#[derive(Clone, PartialEq, Eq)]
pub struct SeatSecret {
    seed: [u8; 32],
    length: u32,
}

impl std::fmt::Debug for SeatSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A secret printed in a log is a secret lost: only its length shows.
        write!(f, "SeatSecret {{ length: {} }}", self.length)
    }
}

impl SeatSecret {
    /// A secret from 32 random bytes (the caller draws them: `crypto.getRandomValues` on the
    /// page; the core has no randomness of its own) and the chain's length, 2 to `MAX_CHAIN`.
    pub fn new(seed: [u8; 32], length: u32) -> Result<SeatSecret, Error> {
        if !(2..=MAX_CHAIN).contains(&length) {
            return Err(Error::OverLimit {
                what: "links of a chain",
                asked: u64::from(length),
                limit: u64::from(MAX_CHAIN),
            });
        }
        Ok(SeatSecret { seed, length })
    }

    /// The seed, to be kept by the seat between messages (and never sent).
    pub fn seed(&self) -> [u8; 32] {
        self.seed
    }

    /// The chain's length.
    pub fn length(&self) -> u32 {
        self.length
    }

    /// Link `k` (0 ..= length): the seed's first cut hashed `k` times.
    pub fn link(&self, k: u32) -> Option<Link> {
        if k > self.length {
            return None;
        }
        let mut x: Link = cut(sha(&[b"tablier-seed", &self.seed]));
        for _ in 0..k {
            x = down(&x);
        }
        Some(x)
    }

    /// The anchor, published once: the top of the chain.
    pub fn anchor(&self) -> Link {
        self.link(self.length).unwrap_or_default()
    }
}

/// The beacon of message `seq`: the game's id, the number, and the last link of every seat, the
/// sender's last. Known to the sender once he has the message before his; to no one before.
pub fn beacon(game_id: &[u8; 32], seq: u32, links: &[Link]) -> [u8; 32] {
    let mut parts: Vec<&[u8]> = Vec::with_capacity(links.len() + 3);
    let seq = seq.to_le_bytes();
    parts.push(b"tablier-beacon");
    parts.push(game_id);
    parts.push(&seq);
    parts.extend(links.iter().map(|l| l.as_slice()));
    sha(&parts)
}

/// The tag of a message: its bytes hashed with the sender's next link, which only he knows until
/// his next message reveals it. Then anyone can check the message was not changed since.
pub fn tag(next: &Link, bytes: &[u8]) -> [u8; 8] {
    cut(sha(&[b"tablier-tag", next, bytes]))
}

/// The dice drawn from a beacon, in order: SHA-256 of the beacon and a counter, each byte below
/// 252 a die (252 = 42 × 6, so each face has 42 bytes: no face is likelier), the rest skipped.
#[derive(Clone, Debug)]
pub struct DiceStream {
    beacon: [u8; 32],
    block: u32,
    buf: [u8; 32],
    pos: usize,
}

impl DiceStream {
    /// The dice of a beacon.
    pub fn new(beacon: [u8; 32]) -> DiceStream {
        DiceStream {
            beacon,
            block: 0,
            buf: [0; 32],
            pos: 32,
        }
    }

    /// The next die, 1 to 6.
    pub fn die(&mut self) -> u8 {
        loop {
            if self.pos == self.buf.len() {
                self.buf = sha(&[b"tablier-dice", &self.beacon, &self.block.to_le_bytes()]);
                self.block = self.block.wrapping_add(1);
                self.pos = 0;
            }
            let b = self.buf[self.pos];
            self.pos += 1;
            if b < 252 {
                return b % 6 + 1;
            }
        }
    }
}
