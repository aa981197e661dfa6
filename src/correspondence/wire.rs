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
//! 24 = off); with marks by hand, `0x20` the sender's marks and `0x30 + n` a right
//! (docs/correspondence.md, "Marks by hand").

use super::chain::{sha, Link, LINK};
use crate::ecole::{Droit, JetonChoice, SideMarked};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::partie::{Decision, Exercised};
use crate::play::{Dest, Move, Play};

/// The version of the message format.
pub const WIRE_VERSION: u8 = 1;
/// The most bytes a message may have: an invitation's terms are some 100 bytes, a coup 10.
pub const MAX_MESSAGE: usize = 2048;
const TAG: usize = 8;
const CHECK: usize = 4;

/// One step a side takes in a message: the record's `decision` and `play` of a roll, and with
/// marks by hand what the sender marked and the rights he exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Tenir or s'en aller, after completing a trou with one's own roll.
    Decide(Decision),
    /// The play of the roll.
    Play(Play),
    /// What the sender marked for the last roll, as `Partie::mark_ecole` takes one side's marks;
    /// its `play` is not sent (the receiver puts in the play made: the only one the game takes).
    Mark(SideMarked),
    /// A right exercised on the other side's last marks; its `by` is the sender's side, whatever
    /// it says.
    Droit(Exercised),
}

// The fields of a `SideMarked` a marks step carries, by bit of its flags: the common ones first,
// so that an ordinary marking takes one byte of flags.
const M_JETON: u32 = 1;
const M_HOLES: u32 = 1 << 1;
const M_RELEASED: u32 = 1 << 2;
const M_TOUCHED: u32 = 1 << 3;
const M_ECOLE: u32 = 1 << 4;
const M_LEAVE: u32 = 1 << 5;
const M_POINTS: u32 = 1 << 6;
const M_JETON2: u32 = 1 << 7;
const M_WON: u32 = 1 << 8;
const M_DONE: u32 = 1 << 9;
const M_IMPATIENT: u32 = 1 << 10;
const M_MISLED: u32 = 1 << 11;
const M_OPPONENT_JETON: u32 = 1 << 12;
const M_ROLLED: u32 = 1 << 13;
const M_ALL: u32 = (1 << 14) - 1;

/// The wire's numbering of the rights (`0x30 + n`): `Droit::ALL`'s order. Every message sent
/// depends on it, so that list is never reordered: a record kept would read other rights.
const DROITS: [Droit; 6] = Droit::ALL;

fn push_leb(out: &mut Vec<u8>, mut n: u32) {
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Reads a LEB128 number at `*i`: `None` when cut short or past 32 bits.
fn read_leb(bytes: &[u8], i: &mut usize) -> Option<u32> {
    let (mut n, mut shift) = (0u32, 0u32);
    loop {
        let b = *bytes.get(*i)?;
        *i += 1;
        if shift > 28 || (shift == 28 && b > 0x0f) {
            return None;
        }
        n |= u32::from(b & 0x7f) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            return Some(n);
        }
    }
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
        push_leb(&mut out, seq);
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
                0x10..=0x14 => out.push(Action::Play(self.read_play(b, &mut i)?)),
                0x20 => out.push(Action::Mark(self.read_marks(&mut i)?)),
                0x30..=0x35 => {
                    let droit = DROITS[usize::from(b - 0x30)];
                    let mut e = Exercised::plain(droit, crate::side::Side::White);
                    match droit {
                        Droit::ForceFill => {
                            let p = *self
                                .body
                                .get(i)
                                .filter(|p| (0x10..=0x14).contains(*p))
                                .ok_or_else(|| bad("force-fill without its play".into()))?;
                            i += 1;
                            e.play = Some(self.read_play(p, &mut i)?);
                        }
                        Droit::ChooseJeton => {
                            e.jeton = match self.body.get(i) {
                                Some(1) => Some(JetonChoice::First),
                                Some(2) => Some(JetonChoice::Second),
                                _ => return Err(bad("choose-jeton without its jeton".into())),
                            };
                            i += 1;
                        }
                        _ => {}
                    }
                    out.push(Action::Droit(e));
                }
                other => return Err(bad(format!("an unknown step 0x{other:02x}"))),
            }
        }
        Ok(out)
    }

    /// The play whose first byte `b` (`0x10 + n`) was read, its moves from `*i`.
    fn read_play(&self, b: u8, i: &mut usize) -> Result<Play, Error> {
        let bad = |m: String| refuse("bad-message", self.seq, m);
        let n = usize::from(b - 0x10);
        let pairs = self
            .body
            .get(*i..*i + 2 * n)
            .ok_or_else(|| bad("a play cut short".into()))?;
        *i += 2 * n;
        let mut play = Play::default();
        for p in pairs.chunks(2) {
            let from =
                Fleche::new(p[0]).ok_or_else(|| bad(format!("no flèche of index {}", p[0])))?;
            let to = match p[1] {
                24 => Dest::Off,
                k => {
                    Dest::To(Fleche::new(k).ok_or_else(|| bad(format!("no flèche of index {k}")))?)
                }
            };
            play.push(Move::new(from, to));
        }
        Ok(play)
    }

    /// The marks of a `0x20` step, from `*i`.
    fn read_marks(&self, i: &mut usize) -> Result<SideMarked, Error> {
        let bad = |m: &str| refuse("bad-message", self.seq, format!("marks {m}"));
        let body = &self.body;
        let flags = read_leb(body, i).ok_or_else(|| bad("cut short"))?;
        if flags & !M_ALL != 0 {
            return Err(bad("with a field no reader knows"));
        }
        let has = |f: u32| flags & f != 0;
        let byte = |i: &mut usize| -> Result<u8, Error> {
            let b = *body.get(*i).ok_or_else(|| bad("cut short"))?;
            *i += 1;
            Ok(b)
        };
        let mut m = SideMarked::default();
        if has(M_JETON) {
            m.jeton = Some(byte(i)?);
        }
        if has(M_HOLES) {
            m.holes = read_leb(body, i).ok_or_else(|| bad("cut short"))?;
        }
        if has(M_POINTS) {
            m.points = Some(read_leb(body, i).ok_or_else(|| bad("cut short"))?);
        }
        if has(M_JETON2) {
            m.jeton2 = Some(byte(i)?);
        }
        if has(M_ECOLE) {
            m.ecole = read_leb(body, i).ok_or_else(|| bad("cut short"))?;
        }
        if has(M_OPPONENT_JETON) {
            m.opponent_jeton = Some(byte(i)?);
        }
        m.released = has(M_RELEASED);
        m.touched = has(M_TOUCHED);
        m.leave = has(M_LEAVE);
        m.won = has(M_WON);
        m.done = has(M_DONE);
        m.impatient = has(M_IMPATIENT);
        m.misled = has(M_MISLED);
        m.rolled = has(M_ROLLED);
        Ok(m)
    }
}

/// The right's number in a `0x30 + n` step: its place in `DROITS`.
fn droit_code(d: Droit) -> u8 {
    match d {
        Droit::RefuseLeave => 0,
        Droit::Acquiesce => 1,
        Droit::ForceFill => 2,
        Droit::ForbidFill => 3,
        Droit::ChooseJeton => 4,
        Droit::ContestEcole => 5,
    }
}

fn push_play(out: &mut Vec<u8>, play: &Play) {
    out.push(0x10 + play.len() as u8);
    for m in play.moves() {
        out.push(m.from.index() as u8);
        out.push(match m.to {
            Dest::Off => 24,
            Dest::To(f) => f.index() as u8,
        });
    }
}

fn push_marks(out: &mut Vec<u8>, m: &SideMarked) {
    let flag = |on: bool, f: u32| if on { f } else { 0 };
    let flags = flag(m.jeton.is_some(), M_JETON)
        | flag(m.holes != 0, M_HOLES)
        | flag(m.released, M_RELEASED)
        | flag(m.touched, M_TOUCHED)
        | flag(m.ecole != 0, M_ECOLE)
        | flag(m.leave, M_LEAVE)
        | flag(m.points.is_some(), M_POINTS)
        | flag(m.jeton2.is_some(), M_JETON2)
        | flag(m.won, M_WON)
        | flag(m.done, M_DONE)
        | flag(m.impatient, M_IMPATIENT)
        | flag(m.misled, M_MISLED)
        | flag(m.opponent_jeton.is_some(), M_OPPONENT_JETON)
        | flag(m.rolled, M_ROLLED);
    out.push(0x20);
    push_leb(out, flags);
    if let Some(j) = m.jeton {
        out.push(j);
    }
    if m.holes != 0 {
        push_leb(out, m.holes);
    }
    if let Some(p) = m.points {
        push_leb(out, p);
    }
    if let Some(j) = m.jeton2 {
        out.push(j);
    }
    if m.ecole != 0 {
        push_leb(out, m.ecole);
    }
    if let Some(j) = m.opponent_jeton {
        out.push(j);
    }
}

/// The body of these steps.
pub fn encode_actions(actions: &[Action]) -> Vec<u8> {
    let mut out = Vec::new();
    for a in actions {
        match a {
            Action::Decide(Decision::Hold) => out.push(0x01),
            Action::Decide(Decision::Leave) => out.push(0x02),
            Action::Play(play) => push_play(&mut out, play),
            Action::Mark(m) => push_marks(&mut out, m),
            Action::Droit(e) => {
                out.push(0x30 + droit_code(e.droit));
                match (e.droit, e.play, e.jeton) {
                    (Droit::ForceFill, Some(p), _) => push_play(&mut out, &p),
                    // without its play the step cannot be read back: the reader refuses it
                    (Droit::ForceFill, None, _) => {}
                    (Droit::ChooseJeton, _, Some(JetonChoice::First)) => out.push(1),
                    (Droit::ChooseJeton, _, Some(JetonChoice::Second)) => out.push(2),
                    _ => {}
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
