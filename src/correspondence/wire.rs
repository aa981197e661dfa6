//! A message as bytes and as text (docs/correspondence.md, "Messages"): base64url without
//! padding of a compact binary, so that it fits a URL fragment, a chat line and a QR code.
//!
//! ```text
//! version (1) | seq (LEB128) | prev (8) | link (16) | body | tag (8) | check (4)
//! ```
//!
//! `body` is the invitation's terms (JSON text) in message 0, empty in the acceptances, and the
//! sender's steps in every other message: `0x01` tenir, `0x02` s'en aller, `0x10 + n` a play of
//! `n` moves (0 to 4), each a pair of bytes `from, to` (the flèche's index, 0 = B1 … 23 = N1;
//! 24 = off).

use super::chain::{sha, Link, LINK};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::partie::Decision;
use crate::play::{Dest, Move, Play};

/// The version of the message format.
pub const WIRE_VERSION: u8 = 1;
/// The most bytes a message may have: an invitation's terms are some 100 bytes, a coup 10.
pub const MAX_MESSAGE: usize = 2048;
const TAG: usize = 8;
const CHECK: usize = 4;

/// One step a side takes in a message: the record's `decision` and `play` of a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Tenir or s'en aller, after completing a trou with one's own roll.
    Decide(Decision),
    /// The play of the roll.
    Play(Play),
}

/// A message as read: its fields, and its bytes (whose hash the next message names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's number in the exchange: 0 the invitation, then one per message.
    pub seq: u32,
    /// The first 8 bytes of the SHA-256 of the message before (zeros for the invitation).
    pub prev: [u8; 8],
    /// The sender's link: his anchor in the invitation and his acceptance, then the next one
    /// down his chain.
    pub link: Link,
    /// The terms (message 0) or the steps.
    pub body: Vec<u8>,
    /// The tag, keyed by the sender's next link.
    pub tag: [u8; 8],
    bytes: Vec<u8>,
}

/// A refused message: an `Error::Record` whose step is the message's number (no variant of its
/// own: the package's size budget, docs/size.md), its message naming the number.
pub(crate) fn refuse(code: &'static str, seq: u32, message: impl Into<String>) -> Error {
    Error::Record {
        code,
        step: seq as usize,
        message: format!("message {seq}: {}", message.into()),
    }
}

/// A refusal of a text or a record as a whole, before any message's number is read: step 0.
pub(crate) fn refuse_whole(code: &'static str, message: impl Into<String>) -> Error {
    Error::Record {
        code,
        step: 0,
        message: message.into(),
    }
}

impl Message {
    /// The bytes before the tag: what the tag and the check cover.
    pub(crate) fn head(seq: u32, prev: [u8; 8], link: &Link, body: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + body.len());
        out.push(WIRE_VERSION);
        let mut n = seq;
        loop {
            let b = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                out.push(b);
                break;
            }
            out.push(b | 0x80);
        }
        out.extend_from_slice(&prev);
        out.extend_from_slice(link);
        out.extend_from_slice(body);
        out
    }

    /// The message of these fields, its tag and check computed.
    pub(crate) fn seal(head: Vec<u8>, tag: [u8; 8]) -> Result<Message, Error> {
        let mut bytes = head;
        bytes.extend_from_slice(&tag);
        let check = sha(&[b"tablier-check", &bytes]);
        bytes.extend_from_slice(&check[..CHECK]);
        Message::from_bytes(&bytes)
    }

    /// Reads a message from its bytes: `bad-message` when it cannot be read, `bad-check` when
    /// a byte was changed on the way.
    pub fn from_bytes(bytes: &[u8]) -> Result<Message, Error> {
        let bad = |m: &str| refuse_whole("bad-message", format!("not a message: {m}"));
        if bytes.len() > MAX_MESSAGE {
            return Err(bad("longer than any message"));
        }
        let (&version, rest) = bytes.split_first().ok_or_else(|| bad("empty"))?;
        if version != WIRE_VERSION {
            return Err(bad(&format!(
                "of format version {version}: this reader knows version {WIRE_VERSION}"
            )));
        }
        let (mut seq, mut shift, mut i) = (0u32, 0u32, 0usize);
        loop {
            let b = *rest.get(i).ok_or_else(|| bad("cut short in its number"))?;
            i += 1;
            if shift > 28 || (shift == 28 && b > 0x0f) {
                return Err(bad("a number too large"));
            }
            seq |= u32::from(b & 0x7f) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        let rest = &rest[i..];
        if rest.len() < 8 + LINK + TAG + CHECK {
            return Err(refuse("bad-message", seq, "cut short"));
        }
        let (sealed, check) = bytes.split_at(bytes.len() - CHECK);
        if sha(&[b"tablier-check", sealed])[..CHECK] != *check {
            return Err(refuse(
                "bad-check",
                seq,
                "its check does not match: the message was changed or cut on the way",
            ));
        }
        let mut prev = [0u8; 8];
        prev.copy_from_slice(&rest[..8]);
        let mut link = [0u8; LINK];
        link.copy_from_slice(&rest[8..8 + LINK]);
        let body_end = rest.len() - TAG - CHECK;
        let mut tag = [0u8; TAG];
        tag.copy_from_slice(&rest[body_end..body_end + TAG]);
        Ok(Message {
            seq,
            prev,
            link,
            body: rest[8 + LINK..body_end].to_vec(),
            tag,
            bytes: bytes.to_vec(),
        })
    }

    /// Reads a message from its text (base64url; spaces and line breaks a messenger added are
    /// skipped).
    pub fn from_text(text: &str) -> Result<Message, Error> {
        Message::from_bytes(&base64url_decode(text)?)
    }

    /// The message's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The bytes the tag covers.
    pub(crate) fn tagged(&self) -> &[u8] {
        &self.bytes[..self.bytes.len() - TAG - CHECK]
    }

    /// The message as text to send.
    pub fn to_text(&self) -> String {
        base64url_encode(&self.bytes)
    }

    /// What the next message names as its `prev`.
    pub fn hash(&self) -> [u8; 8] {
        let h = sha(&[b"tablier-message", &self.bytes]);
        let mut out = [0u8; 8];
        out.copy_from_slice(&h[..8]);
        out
    }

    /// The steps of the body (a message after the acceptances).
    pub fn actions(&self) -> Result<Vec<Action>, Error> {
        let bad = |m: String| refuse("bad-message", self.seq, m);
        let mut out = Vec::new();
        let mut i = 0;
        while let Some(&b) = self.body.get(i) {
            i += 1;
            match b {
                0x01 => out.push(Action::Decide(Decision::Hold)),
                0x02 => out.push(Action::Decide(Decision::Leave)),
                0x10..=0x14 => {
                    let n = usize::from(b - 0x10);
                    let pairs = self
                        .body
                        .get(i..i + 2 * n)
                        .ok_or_else(|| bad("a play cut short".into()))?;
                    i += 2 * n;
                    let mut play = Play::default();
                    for p in pairs.chunks(2) {
                        let from = Fleche::new(p[0])
                            .ok_or_else(|| bad(format!("no flèche of index {}", p[0])))?;
                        let to = match p[1] {
                            24 => Dest::Off,
                            k => Dest::To(
                                Fleche::new(k)
                                    .ok_or_else(|| bad(format!("no flèche of index {k}")))?,
                            ),
                        };
                        play.push(Move::new(from, to));
                    }
                    out.push(Action::Play(play));
                }
                other => return Err(bad(format!("an unknown step 0x{other:02x}"))),
            }
        }
        Ok(out)
    }
}

/// The body of these steps.
pub fn encode_actions(actions: &[Action]) -> Vec<u8> {
    let mut out = Vec::new();
    for a in actions {
        match a {
            Action::Decide(Decision::Hold) => out.push(0x01),
            Action::Decide(Decision::Leave) => out.push(0x02),
            Action::Play(play) => {
                out.push(0x10 + play.len() as u8);
                for m in play.moves() {
                    out.push(m.from.index() as u8);
                    out.push(match m.to {
                        Dest::Off => 24,
                        Dest::To(f) => f.index() as u8,
                    });
                }
            }
        }
    }
    out
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding (RFC 4648 §5): safe in a URL fragment and in a chat.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (k, &b)| n | u32::from(b) << (16 - 8 * k));
        for k in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * k) & 63) as usize]));
        }
    }
    out
}

/// Reads base64url, padding and white space skipped; `bad-message` on any other character or
/// a length no encoding gives.
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, Error> {
    if text.len() > MAX_MESSAGE * 2 {
        return Err(refuse_whole(
            "bad-message",
            "not a message: longer than any message",
        ));
    }
    let mut sextets = Vec::with_capacity(text.len());
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            b'=' | b' ' | b'\n' | b'\r' | b'\t' => continue,
            _ => {
                return Err(refuse(
                    "bad-message",
                    0,
                    format!(
                        "not a message: the character {:?} is not base64url",
                        char::from(c)
                    ),
                ))
            }
        };
        sextets.push(v);
    }
    if sextets.len() % 4 == 1 {
        return Err(refuse(
            "bad-message",
            0,
            "not a message: a length base64url never has",
        ));
    }
    // The bits past the last byte must be zero: each message has one text, so that a character
    // changed anywhere is a change of the message.
    let spare = match sextets.len() % 4 {
        2 => 0x0f,
        3 => 0x03,
        _ => 0,
    };
    if sextets.last().is_some_and(|&s| s & spare != 0) {
        return Err(refuse(
            "bad-message",
            0,
            "not a message: its last character is not one an encoder writes",
        ));
    }
    let mut out = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (k, &s)| n | u32::from(s) << (18 - 6 * k));
        for k in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * k)) as u8);
        }
    }
    Ok(out)
}
