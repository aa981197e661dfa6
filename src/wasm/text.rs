//! The JSON text that crosses the WebAssembly boundary, read and written without serde.
//!
//! Why not serde here: one string each way is the cheapest crossing (a JS object read field by
//! field costs a boundary call and a string decoding per key: ~50 µs a position), and serde_json's
//! parser with serde's error path (float formatting) would add ~40 KB to a module whose budget is
//! 150 KB. The text always comes from `JSON.stringify`, so this reader only has to be correct on
//! valid JSON and safe (an error, never a panic) on anything else. A position is read straight
//! into a `Setup`, refusing what the INTERCHANGE serde types of `notation::json` and their
//! `to_setup` refuse, with the same errors (checked in the tests below against serde_json on
//! every bench position and a list of bad ones); what it writes is checked against serde_json's
//! output in the tests below.

use crate::analysis::{Analysis, JanKind};
use crate::board::Board;
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::game::Game;
use crate::notation::json::{
    not_two_dice, place_named, roll_of, PlayJson, ScoreJson, SideScoreJson,
};
use crate::play::Play;
use crate::position::{Coups, Position, Setup};
use crate::score::Score;
use crate::side::Side;
use std::borrow::Cow;

/// A parsed JSON value. Numbers are kept only when they are whole and safe in JS (|n| ≤ 2^53);
/// any other number is `Num`, which every field here refuses.
#[derive(Clone, Debug, PartialEq)]
pub enum J<'a> {
    Null,
    Bool(bool),
    Int(i64),
    Num,
    /// Borrowed from the text unless it had escapes: most strings cost no allocation.
    Str(Cow<'a, str>),
    Arr(Vec<J<'a>>),
    Obj(Vec<(Cow<'a, str>, J<'a>)>),
}

/// Deeper than this is no INTERCHANGE value: refused rather than risking the stack.
const MAX_DEPTH: usize = 64;
const SAFE: i64 = 1 << 53;

pub fn parse(text: &str) -> Result<J<'_>, Error> {
    let mut p = Parser {
        t: text,
        s: text.as_bytes(),
        i: 0,
    };
    let v = p.value(0)?;
    p.ws();
    if p.i != p.s.len() {
        return Err(p.err("text after the value"));
    }
    Ok(v)
}

/// Room for the fields of most objects in one allocation (a position has at most 7, a side's
/// dames rarely more than 8): growing a `Vec` from empty cost two allocations and a copy.
const FIELDS: usize = 8;

// `peek` and `ws` are `inline(always)`: at opt-level "z" they were each a call per byte read.
struct Parser<'a> {
    /// The text, to cut strings from without checking UTF-8 again (it is a `&str`).
    t: &'a str,
    s: &'a [u8],
    i: usize,
}

impl<'a> Parser<'a> {
    fn err(&self, what: &str) -> Error {
        Error::BadJson(format!("{what} at byte {}", self.i))
    }
    #[inline(always)]
    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.s.get(self.i) {
            self.i += 1;
        }
    }
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn eat(&mut self, lit: &str) -> Result<(), Error> {
        if self.s.get(self.i..self.i + lit.len()) == Some(lit.as_bytes()) {
            self.i += lit.len();
            Ok(())
        } else {
            Err(self.err("unexpected text"))
        }
    }
    fn value(&mut self, depth: usize) -> Result<J<'a>, Error> {
        if depth > MAX_DEPTH {
            return Err(self.err("nested too deeply"));
        }
        self.ws();
        match self.peek() {
            Some(b'n') => self.eat("null").map(|_| J::Null),
            Some(b't') => self.eat("true").map(|_| J::Bool(true)),
            Some(b'f') => self.eat("false").map(|_| J::Bool(false)),
            Some(b'"') => self.string().map(J::Str),
            Some(b'[') => {
                self.i += 1;
                self.ws();
                if self.peek() == Some(b']') {
                    self.i += 1;
                    return Ok(J::Arr(Vec::new()));
                }
                let mut v = Vec::with_capacity(FIELDS);
                loop {
                    v.push(self.value(depth + 1)?);
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(J::Arr(v));
                        }
                        _ => return Err(self.err("expected , or ]")),
                    }
                }
            }
            Some(b'{') => {
                self.i += 1;
                self.ws();
                if self.peek() == Some(b'}') {
                    self.i += 1;
                    return Ok(J::Obj(Vec::new()));
                }
                let mut v = Vec::with_capacity(FIELDS);
                loop {
                    self.ws();
                    if self.peek() != Some(b'"') {
                        return Err(self.err("expected a field name"));
                    }
                    let k = self.string()?;
                    self.ws();
                    if self.peek() != Some(b':') {
                        return Err(self.err("unexpected text"));
                    }
                    self.i += 1;
                    let x = self.value(depth + 1)?;
                    v.push((k, x));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(J::Obj(v));
                        }
                        _ => return Err(self.err("expected , or }")),
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.err("expected a value")),
        }
    }
    fn number(&mut self) -> Result<J<'a>, Error> {
        let neg = self.peek() == Some(b'-');
        if neg {
            self.i += 1;
        }
        let mut n: i64 = 0;
        let mut whole = true;
        let first = self.i;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            self.i += 1;
            // Past 2^53 the number is not whole-and-safe; n stops growing (no overflow).
            if n <= SAFE {
                n = n * 10 + (d - b'0') as i64;
            }
        }
        // JSON's own grammar: a digit after the sign, and no leading zero.
        if self.i == first {
            return Err(self.err("a number without digits"));
        }
        if self.i - first > 1 && self.s.get(first) == Some(&b'0') {
            return Err(self.err("a number with a leading zero"));
        }
        if n > SAFE {
            whole = false;
        }
        // A fraction or an exponent: JSON.stringify writes whole numbers below 1e21 without
        // either, so such a number is not a whole one a field here could take.
        while let Some(b'.' | b'e' | b'E' | b'+' | b'-' | b'0'..=b'9') = self.peek() {
            self.i += 1;
            whole = false;
        }
        Ok(if whole {
            J::Int(if neg { -n } else { n })
        } else {
            J::Num
        })
    }
    fn string(&mut self) -> Result<Cow<'a, str>, Error> {
        self.i += 1; // the opening quote
        let t: &'a str = self.t;
        let mut out: Option<String> = None;
        loop {
            let start = self.i;
            while let Some(&b) = self.s.get(self.i) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.i += 1;
            }
            // Cut at ASCII bytes (or the end) only, so always at a character boundary: `get`
            // cannot fail, and the text is already UTF-8.
            let chunk = t.get(start..self.i).unwrap_or_default();
            match self.peek() {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(match out {
                        None => Cow::Borrowed(chunk),
                        Some(mut o) => {
                            o.push_str(chunk);
                            Cow::Owned(o)
                        }
                    });
                }
                Some(b'\\') => {
                    let o = out.get_or_insert_with(String::new);
                    o.push_str(chunk);
                    self.i += 1;
                    let e = self.peek().ok_or_else(|| self.err("unfinished escape"))?;
                    self.i += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let c = if (0xD800..0xDC00).contains(&hi)
                                && self.s.get(self.i..self.i + 2) == Some(b"\\u")
                            {
                                self.i += 2;
                                let lo = self.hex4()?;
                                0x10000 + ((hi - 0xD800) << 10) + lo.wrapping_sub(0xDC00)
                            } else {
                                hi
                            };
                            char::from_u32(c).unwrap_or('\u{FFFD}')
                        }
                        _ => return Err(self.err("unknown escape")),
                    };
                    if let Some(o) = out.as_mut() {
                        o.push(c);
                    }
                }
                _ => return Err(self.err("unfinished string")),
            }
        }
    }
    /// Four hex digits, as `u32::from_str_radix(_, 16)` reads them (a leading `+` too).
    fn hex4(&mut self) -> Result<u32, Error> {
        let h = self
            .s
            .get(self.i..self.i + 4)
            .ok_or_else(|| self.err("short \\u escape"))?;
        let mut v = 0;
        let mut k = 0;
        while let Some(&b) = h.get(k) {
            let d = match b {
                b'0'..=b'9' => b - b'0',
                b'a'..=b'f' => b - b'a' + 10,
                b'A'..=b'F' => b - b'A' + 10,
                b'+' if k == 0 => 0,
                _ => return Err(self.err("bad \\u escape")),
            };
            v = v * 16 + d as u32;
            k += 1;
        }
        self.i += 4;
        Ok(v)
    }
}

/// What kind of value this is, to name it in an error.
pub fn describe(v: &J) -> String {
    match v {
        J::Null => "null".into(),
        J::Bool(b) => format!("{b}"),
        J::Int(n) => format!("{n}"),
        J::Num => "a number that is not a whole number of the range".into(),
        J::Str(s) if crate::error::char_count(s) <= 20 => format!("\"{s}\""),
        J::Str(_) => "a long string".into(),
        J::Arr(_) => "an array".into(),
        J::Obj(_) => "an object".into(),
    }
}

pub(super) fn bad(at: &str, want: &str, v: &J) -> Error {
    Error::BadJson(format!("`{at}` is {want}, not {}", describe(v)))
}

/// The fields of an object, refusing any not in `known` (`deny_unknown_fields`).
pub(super) fn fields<'a, 't>(
    v: &'a J<'t>,
    at: &str,
    known: &[&str],
) -> Result<&'a [(Cow<'t, str>, J<'t>)], Error> {
    let J::Obj(f) = v else {
        return Err(bad(at, "an object", v));
    };
    for (k, _) in f {
        if !known.contains(&&**k) {
            return Err(unknown(at, k, known));
        }
    }
    Ok(f)
}

fn unknown(at: &str, k: &str, known: &[&str]) -> Error {
    let mut msg = format!("`{at}.{k}`, expected one of ");
    for (i, f) in known.iter().enumerate() {
        if i > 0 {
            msg.push_str(", ");
        }
        msg.push('`');
        msg.push_str(f);
        msg.push('`');
    }
    Error::UnknownField(msg)
}

/// `fields` and `get` of each of `known` in one pass over the object: `out[i]` is the field
/// `known[i]`, the last one when the name is written twice, `None` when absent or `null`. A
/// position's reading asked `get` seven times, each comparing names from the end.
pub(super) fn named<'a, 't>(
    v: &'a J<'t>,
    at: &str,
    known: &[&str],
    out: &mut [Option<&'a J<'t>>],
) -> Result<(), Error> {
    let J::Obj(f) = v else {
        return Err(bad(at, "an object", v));
    };
    for (k, x) in f {
        let mut i = 0;
        loop {
            match known.get(i) {
                Some(name) if *name == &**k => break,
                Some(_) => i += 1,
                None => return Err(unknown(at, k, known)),
            }
        }
        if let Some(o) = out.get_mut(i) {
            *o = if let J::Null = x { None } else { Some(x) };
        }
    }
    Ok(())
}

/// `name` of the fields; absent and `null` alike are `None` (as serde reads an `Option`).
pub(super) fn get<'a, 't>(f: &'a [(Cow<'t, str>, J<'t>)], name: &str) -> Option<&'a J<'t>> {
    f.iter()
        .rev()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
        .filter(|v| !matches!(v, J::Null))
}

fn need<'a, 't>(f: &'a [(Cow<'t, str>, J<'t>)], name: &str, at: &str) -> Result<&'a J<'t>, Error> {
    get(f, name).ok_or_else(|| missing(at, name))
}

fn missing(at: &str, name: &str) -> Error {
    Error::BadJson(format!("missing field `{at}.{name}`"))
}

/// A whole number in range; `at` names the field, formatted only on a refusal (formatting on
/// every field made reading a position ~15 µs slower).
pub(super) fn int(v: &J, at: impl FnOnce() -> String, min: i64, max: i64) -> Result<i64, Error> {
    match v {
        J::Int(n) if (min..=max).contains(n) => Ok(*n),
        _ => Err(bad(&at(), &format!("a whole number {min} to {max}"), v)),
    }
}

const ANY: (i64, i64) = (-SAFE, SAFE);

/// A position: an INTERCHANGE object, read straight into a `Setup` (no `PositionJson` and no
/// `String` per flèche name on the way), or a compact-notation string (`Err` holding the text,
/// for the caller to read with the notation). Its refusals are those of the serde types and
/// `PositionJson::to_setup`, in the same order: first the fields' shapes (game, turn, dice,
/// coups, score, then each side's dames), then the dames' names and counts, then the roll.
pub fn position<'a>(v: &'a J) -> Result<Result<Setup, &'a str>, Error> {
    let mut f = [None; 7];
    match v {
        J::Str(s) => return Ok(Err(s.as_ref())),
        J::Obj(_) => named(
            v,
            "position",
            &["game", "white", "black", "turn", "dice", "coups", "score"],
            &mut f,
        )?,
        _ => {
            return Err(Error::BadJson(format!(
                "a position is an INTERCHANGE object or a compact-notation string, not {}",
                describe(v)
            )))
        }
    };
    let [game, white, black, turn, dice, coups, score] = f;
    let game = match game {
        None => Game::Trictrac,
        Some(J::Str(s)) if s == "trictrac" => Game::Trictrac,
        Some(J::Str(s)) if s == "jacquet" => Game::Jacquet,
        Some(g) => return Err(bad("game", "\"trictrac\" or \"jacquet\"", g)),
    };
    let turn = match turn.ok_or_else(|| missing("position", "turn"))? {
        J::Str(s) if s == "white" => Side::White,
        J::Str(s) if s == "black" => Side::Black,
        t => return Err(bad("turn", "\"white\" or \"black\"", t)),
    };
    let dice = match dice {
        None => None,
        Some(d) => Some(self::dice(d)?),
    };
    let coups = match coups {
        None => None,
        Some(c) => {
            let mut cf = [None; 2];
            named(c, "coups", &["white", "black"], &mut cf)?;
            let n = |v: Option<&J>, side: &str| -> Result<u32, Error> {
                let v = v.ok_or_else(|| missing("coups", side))?;
                Ok(int(v, || format!("coups.{side}"), 0, u32::MAX as i64)? as u32)
            };
            Some(Coups {
                white: n(cf[0], "white")?,
                black: n(cf[1], "black")?,
            })
        }
    };
    let score = match score {
        None => Score::default(),
        Some(s) => self::score(s)?.into(),
    };
    let white = dames(white, "white")?;
    let black = dames(black, "black")?;
    let mut board = Board::empty();
    place(&mut board, Side::White, white)?;
    place(&mut board, Side::Black, black)?;
    let dice = match dice {
        None => None,
        Some(d) => Some(roll(d)?),
    };
    Ok(Ok(Setup {
        game,
        board,
        turn,
        dice,
        coups,
        score,
    }))
}

type Fields<'a, 't> = &'a [(Cow<'t, str>, J<'t>)];

/// A side's dames as written: an object of whole numbers (what they name and count is `place`'s).
fn dames<'a, 't>(d: Option<&'a J<'t>>, side: &str) -> Result<Fields<'a, 't>, Error> {
    let d = d.ok_or_else(|| missing("position", side))?;
    let J::Obj(d) = d else {
        return Err(bad(side, "an object of flèche → dames", d));
    };
    for (k, n) in d {
        int(n, || format!("{side}.{k}"), ANY.0, ANY.1)?;
    }
    Ok(d)
}

/// Puts a side's dames (checked by `dames`) on the board, as `PositionJson::to_setup` does
/// (`place_named`).
fn place(board: &mut Board, side: Side, dames: Fields) -> Result<(), Error> {
    let mut total: i64 = 0;
    for (name, n) in dames {
        let n = match n {
            J::Int(n) => *n,
            _ => 0,
        };
        place_named(board, side, name, n, &mut total)?;
    }
    Ok(())
}

/// A score, `{"white": {"points", "holes", "bredouille"}, "black": {...}}` (as `ScoreJson`).
pub fn score(s: &J) -> Result<ScoreJson, Error> {
    let mut sf = [None; 2];
    named(s, "score", &["white", "black"], &mut sf)?;
    let side = |x: Option<&J>, at: &str| -> Result<SideScoreJson, Error> {
        let mut out = SideScoreJson::default();
        let Some(x) = x else {
            return Ok(out);
        };
        let mut xf = [None; 3];
        named(x, at, &["points", "holes", "bredouille"], &mut xf)?;
        let [points, holes, bredouille] = xf;
        if let Some(p) = points {
            out.points = int(p, || format!("{at}.points"), 0, 255)? as u8;
        }
        if let Some(h) = holes {
            out.holes = int(h, || format!("{at}.holes"), 0, 255)? as u8;
        }
        match bredouille {
            None => {}
            Some(J::Bool(b)) => out.bredouille = *b,
            Some(b) => return Err(bad(&format!("{at}.bredouille"), "true or false", b)),
        }
        Ok(out)
    };
    Ok(ScoreJson {
        white: side(sf[0], "score.white")?,
        black: side(sf[1], "score.black")?,
    })
}

/// Dice as written: an array of whole numbers (their count and range are `roll`'s checks).
pub fn dice<'a, 't>(v: &'a J<'t>) -> Result<&'a [J<'t>], Error> {
    let J::Arr(d) = v else {
        return Err(bad("dice", "an array of two dice", v));
    };
    for x in d {
        int(x, || "dice[]".into(), ANY.0, ANY.1)?;
    }
    Ok(d)
}

/// A roll from dice checked by `dice`: two, each 1 to 6 (`roll_of`, as `PositionJson::to_setup`).
pub fn roll(d: &[J]) -> Result<Dice, Error> {
    match d {
        [J::Int(a), J::Int(b)] => roll_of(&[*a, *b]),
        _ => Err(not_two_dice(d.len())),
    }
}

/// A play, `{"moves": [[from, to], …]}`.
pub fn play(v: &J) -> Result<Play, Error> {
    let f = match v {
        J::Obj(_) => fields(v, "play", &["moves"])?,
        _ => return Err(bad("play", "an object {moves: [[from, to], …]}", v)),
    };
    let J::Arr(moves) = need(f, "moves", "play")? else {
        return Err(Error::BadJson("`moves` is an array of [from, to]".into()));
    };
    if moves.len() > 4 {
        return Err(Error::BadJson(format!(
            "a play has at most 4 moves, not {}",
            moves.len()
        )));
    }
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        match m {
            J::Arr(pair) => match pair.as_slice() {
                [J::Str(a), J::Str(b)] => out.push([a.to_string(), b.to_string()]),
                _ => return Err(bad("moves[]", "[from, to], two flèche names", m)),
            },
            _ => return Err(bad("moves[]", "[from, to], two flèche names", m)),
        }
    }
    PlayJson { moves: out }.to_play()
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Copies `s` into `buf` at `n` (as much as fits); answers the end. The count goes in and out
/// by value: kept behind a reference, it was reloaded after every byte stored.
fn put_at(buf: &mut [u8], mut n: usize, s: &[u8]) -> usize {
    let mut i = 0;
    while let (Some(&b), Some(slot)) = (s.get(i), buf.get_mut(n)) {
        *slot = b;
        n += 1;
        i += 1;
    }
    n
}

/// Writing JSON text: the INTERCHANGE spelling of `notation::json`, checked against serde_json.
/// Bytes, not a `String`: at opt-level "z" `String::push` was three calls per character (push,
/// reserve, UTF-8 encoding). Everything written is ASCII or a whole `&str`, so the bytes are
/// UTF-8 (`into_string` checks it once, at the end).
#[derive(Default)]
pub struct W(Vec<u8>);

// `with_capacity` and `into_string` serve src/wasm.rs, built for wasm32 only: natively (this
// module's tests) they are unused.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl W {
    pub fn with_capacity(n: usize) -> W {
        W(Vec::with_capacity(n))
    }
    /// The text written.
    pub fn into_string(self) -> String {
        String::from_utf8(self.0).unwrap_or_default()
    }
    #[cfg(test)]
    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
    #[inline(always)]
    fn byte(&mut self, b: u8) {
        self.0.push(b);
    }
    pub fn raw(&mut self, s: &str) -> &mut Self {
        self.0.extend_from_slice(s.as_bytes());
        self
    }
    pub fn str(&mut self, s: &str) -> &mut Self {
        self.byte(b'"');
        // Byte by byte (a plain loop: `char_indices` was a call per character at opt-level "z"),
        // copying the runs that need no escape whole. Every byte escaped is ASCII.
        let b = s.as_bytes();
        let mut start = 0;
        let mut i = 0;
        while let Some(&c) = b.get(i) {
            i += 1;
            let esc = match c {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                c if c < 0x20 => "",
                _ => continue,
            };
            self.0
                .extend_from_slice(b.get(start..i - 1).unwrap_or_default());
            if esc.is_empty() {
                self.raw("\\u00");
                self.byte(HEX[(c as usize >> 4) & 0xF]);
                self.byte(HEX[c as usize & 0xF]);
            } else {
                self.raw(esc);
            }
            start = i;
        }
        self.0.extend_from_slice(b.get(start..).unwrap_or_default());
        self.byte(b'"');
        self
    }
    /// A string of the engine's own vocabulary (a flèche, a side, a jan, a key): plain ASCII
    /// that never needs an escape, so copied without looking at it.
    pub fn name(&mut self, s: &str) -> &mut Self {
        self.byte(b'"');
        self.raw(s);
        self.byte(b'"');
        self
    }
    /// Digits by hand: `to_string` goes through `core::fmt`, slow in a size-optimised module.
    pub fn num(&mut self, n: impl Into<u64>) -> &mut Self {
        self.digits(n.into())
    }
    fn digits(&mut self, mut n: u64) -> &mut Self {
        let mut buf = [0u8; 20];
        let mut i = buf.len();
        loop {
            i -= 1;
            if let Some(slot) = buf.get_mut(i) {
                *slot = b'0' + (n % 10) as u8;
            }
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.0.extend_from_slice(buf.get(i..).unwrap_or_default());
        self
    }
    /// `"key":` after a `,` unless it is the object's first.
    pub fn key(&mut self, k: &str) -> &mut Self {
        if self.0.last() != Some(&b'{') {
            self.byte(b',');
        }
        self.name(k).byte(b':');
        self
    }
    pub fn list<T>(&mut self, items: &[T], mut each: impl FnMut(&mut W, &T)) -> &mut Self {
        self.byte(b'[');
        let mut first = true;
        for x in items {
            if !first {
                self.byte(b',');
            }
            first = false;
            each(self, x);
        }
        self.byte(b']');
        self
    }

    pub fn side(&mut self, s: Side) -> &mut Self {
        self.name(s.name())
    }

    pub fn position(&mut self, p: &Position) -> &mut Self {
        let s = p.setup();
        self.raw("{").key("game").name(s.game.name());
        for side in Side::BOTH {
            self.key(side.name());
            // A side's dames put together on the stack and copied once (as a play): at most
            // 24 of `"B12":15,` in the braces.
            let mut buf = [0u8; 2 + 24 * 9];
            let mut k = put_at(&mut buf, 0, b"{");
            let row = s.board.counts(side);
            let mut i = 0;
            while let Some(&n) = row.get(i) {
                if let (true, Some(f)) = (n > 0, Fleche::new(i as u8)) {
                    k = put_at(&mut buf, k, if k > 1 { b",\"" } else { b"\"" });
                    k = put_at(&mut buf, k, f.name().as_bytes());
                    k = put_at(&mut buf, k, b"\":");
                    // 1 to 15 in a sound position; any u8 written whole all the same.
                    let digits = [b'0' + n / 100, b'0' + n / 10 % 10, b'0' + n % 10];
                    let skip = if n >= 100 {
                        0
                    } else if n >= 10 {
                        1
                    } else {
                        2
                    };
                    k = put_at(&mut buf, k, digits.get(skip..).unwrap_or_default());
                }
                i += 1;
            }
            k = put_at(&mut buf, k, b"}");
            self.0.extend_from_slice(buf.get(..k).unwrap_or_default());
        }
        self.key("turn").side(s.turn);
        if let Some(d) = s.dice {
            self.key("dice")
                .raw("[")
                .num(d.first())
                .raw(",")
                .num(d.second())
                .raw("]");
        }
        if let Some(c) = s.coups {
            self.key("coups")
                .raw("{")
                .key("white")
                .num(c.white)
                .key("black")
                .num(c.black);
            self.raw("}");
        }
        self.key("score").score(&s.score).raw("}")
    }

    pub fn score(&mut self, s: &Score) -> &mut Self {
        self.raw("{");
        for side in Side::BOTH {
            let x = s.side(side);
            self.key(side.name())
                .raw("{")
                .key("points")
                .num(x.points)
                .key("holes")
                .num(x.holes);
            self.key("bredouille")
                .raw(if x.bredouille { "true" } else { "false" })
                .raw("}");
        }
        self.raw("}")
    }

    /// `{"moves":[["B1","B6"],…]}`, put together on the stack and copied once: a play is a
    /// dozen names and brackets of a few bytes, and each copy into the `Vec` was a call (and a
    /// `memory.copy`, a call out of the module in V8) at opt-level "z".
    pub fn play(&mut self, p: &Play) -> &mut Self {
        // At most 4 moves of `["B12","N12"],`: 10 + 4 × 14 + 2 bytes.
        let mut buf = [0u8; 72];
        let mut n = put_at(&mut buf, 0, b"{\"moves\":[");
        let mut first = true;
        for m in p.moves() {
            n = put_at(&mut buf, n, if first { b"[\"" } else { b",[\"" });
            first = false;
            n = put_at(&mut buf, n, m.from.name().as_bytes());
            n = put_at(&mut buf, n, b"\",\"");
            n = put_at(&mut buf, n, m.to.name().as_bytes());
            n = put_at(&mut buf, n, b"\"]");
        }
        n = put_at(&mut buf, n, b"]}");
        self.0.extend_from_slice(buf.get(..n).unwrap_or_default());
        self
    }

    pub fn plays(&mut self, plays: &[Play]) -> &mut Self {
        // Room for them all at once (a play of two moves is 38 bytes): growing from the
        // envelope's 512 bytes copied a long list several times.
        self.0.reserve(plays.len() * 48);
        self.list(plays, |w, p| {
            w.play(p);
        })
    }

    pub fn points(&mut self, white: u32, black: u32) -> &mut Self {
        self.raw("{")
            .key("white")
            .num(white)
            .key("black")
            .num(black)
            .raw("}")
    }

    pub fn analysis(&mut self, a: &Analysis) -> &mut Self {
        self.raw("{").key("jans");
        self.list(&a.jans, |w, j| {
            w.raw("{")
                .key("jan")
                .name(jan_name(j.kind))
                .key("beneficiary")
                .side(j.beneficiary);
            w.key("points").num(j.points);
            if let Some(f) = j.at {
                w.key("at").name(f.name());
            }
            w.key("ways").num(j.ways);
            if !j.by.is_empty() {
                w.key("by").list(&j.by, |w, way| {
                    let names = |w: &mut W, fs: &[crate::fleche::Fleche]| {
                        w.list(fs, |w, f| {
                            w.name(f.name());
                        });
                    };
                    w.raw("{");
                    if !way.dames.is_empty() {
                        w.key("dames");
                        names(w, &way.dames);
                    }
                    w.key("numbers").list(&way.numbers, |w, n| {
                        w.num(*n);
                    });
                    if let Some(r) = &way.repos {
                        w.key("repos");
                        names(w, r);
                    }
                    if let Some(t) = &way.to {
                        w.key("to");
                        names(w, t);
                    }
                    w.raw("}");
                });
            }
            w.raw("}");
        });
        self.key("points").points(a.points.white, a.points.black);
        self.key("plays").plays(&a.plays).raw("}")
    }
}

/// INTERCHANGE.md's name of a jan (serde's kebab-case of `JanKind`, checked in the tests).
pub fn jan_name(k: JanKind) -> &'static str {
    match k {
        JanKind::SixTables => "six-tables",
        JanKind::DeuxTables => "deux-tables",
        JanKind::ContreDeuxTables => "contre-deux-tables",
        JanKind::Mezeas => "mezeas",
        JanKind::ContreMezeas => "contre-mezeas",
        JanKind::BattreDame => "battre-dame",
        JanKind::BattreDameAFaux => "battre-dame-a-faux",
        JanKind::BattreCoin => "battre-coin",
        JanKind::RemplirPetitJan => "remplir-petit-jan",
        JanKind::RemplirGrandJan => "remplir-grand-jan",
        JanKind::RemplirRetour => "remplir-retour",
        JanKind::ConserverPetitJan => "conserver-petit-jan",
        JanKind::ConserverGrandJan => "conserver-grand-jan",
        JanKind::ConserverRetour => "conserver-retour",
        JanKind::Sortie => "sortie",
        JanKind::Impuissance => "impuissance",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::json::{CoupsJson, DamesJson, PositionJson};

    /// The reader before `position` read into a `Setup`: through `PositionJson` and `to_setup`.
    /// `position` must answer what this answers, error for error (`same_as_the_reader_through_serde_types`).
    pub(super) fn reference(v: &J) -> Result<Position, Error> {
        reference_json(v)?
            .map_err(|_| Error::BadJson("a string".into()))?
            .to_position()
    }

    fn reference_json<'a>(v: &'a J) -> Result<Result<PositionJson, &'a str>, Error> {
        let f = match v {
            J::Str(s) => return Ok(Err(s.as_ref())),
            J::Obj(_) => fields(
                v,
                "position",
                &["game", "white", "black", "turn", "dice", "coups", "score"],
            )?,
            _ => {
                return Err(Error::BadJson(format!(
                    "a position is an INTERCHANGE object or a compact-notation string, not {}",
                    describe(v)
                )))
            }
        };
        let game = match get(f, "game") {
            None => Game::Trictrac,
            Some(J::Str(s)) if s == "trictrac" => Game::Trictrac,
            Some(J::Str(s)) if s == "jacquet" => Game::Jacquet,
            Some(g) => return Err(bad("game", "\"trictrac\" or \"jacquet\"", g)),
        };
        let dames = |side: &str| -> Result<DamesJson, Error> {
            let d = need(f, side, "position")?;
            let J::Obj(d) = d else {
                return Err(bad(side, "an object of flèche → dames", d));
            };
            let mut out = Vec::with_capacity(d.len());
            for (k, n) in d {
                out.push((
                    k.to_string(),
                    int(n, || format!("{side}.{k}"), ANY.0, ANY.1)?,
                ));
            }
            Ok(DamesJson(out))
        };
        let turn = match need(f, "turn", "position")? {
            J::Str(s) if s == "white" => Side::White,
            J::Str(s) if s == "black" => Side::Black,
            t => return Err(bad("turn", "\"white\" or \"black\"", t)),
        };
        let dice = match get(f, "dice") {
            None => None,
            Some(d) => Some(
                dice(d)?
                    .iter()
                    .map(|x| match x {
                        J::Int(n) => *n,
                        _ => 0,
                    })
                    .collect(),
            ),
        };
        let coups = match get(f, "coups") {
            None => None,
            Some(c) => {
                let cf = fields(c, "coups", &["white", "black"])?;
                let n = |side: &str| -> Result<u32, Error> {
                    let v = need(cf, side, "coups")?;
                    Ok(int(v, || format!("coups.{side}"), 0, u32::MAX as i64)? as u32)
                };
                Some(CoupsJson {
                    white: n("white")?,
                    black: n("black")?,
                })
            }
        };
        let score = match get(f, "score") {
            None => None,
            Some(s) => Some(score(s)?),
        };
        Ok(Ok(PositionJson {
            game,
            white: dames("white")?,
            black: dames("black")?,
            turn,
            dice,
            coups,
            score,
        }))
    }

    use crate::analysis::Jan;
    use crate::dice::Dice;
    use crate::fleche::Fleche;
    use crate::notation::json::{position_from_str, AnalysisJson};

    fn read(text: &str) -> Result<Position, Error> {
        match position(&parse(text)?)? {
            Ok(setup) => Position::from_setup(setup),
            Err(_) => Err(Error::BadJson("a string".into())),
        }
    }

    const DATA: &str = concat!(
        include_str!("../../tests/data/bench_positions.jsonl"),
        "\n{\"white\":{\"B1\":13,\"B7\":1,\"B8\":1},\"black\":{\"N1\":15},\"turn\":\"white\",\"dice\":[5,5]}\n",
        "{\"game\":\"jacquet\",\"white\":{\"B1\":15},\"black\":{\"N12\":15},\"turn\":\"black\",\"dice\":[6,1],\"coups\":null}\n"
    );

    // JSON's grammar for numbers (RFC 8259 §6): a digit after the sign, no leading zero. What
    // JSON.stringify writes always keeps to it; a text written by hand that does not is refused.
    #[test]
    fn numbers_keep_to_json() {
        assert_eq!(parse("0").unwrap(), J::Int(0));
        assert_eq!(parse("-0").unwrap(), J::Int(0));
        assert_eq!(
            parse("[10, -7]").unwrap(),
            J::Arr(vec![J::Int(10), J::Int(-7)])
        );
        assert_eq!(parse("1.5").unwrap(), J::Num);
        for bad in ["-", "[-]", "-x", "05", "[1, 007]", "-01"] {
            match parse(bad) {
                Err(Error::BadJson(m)) => assert!(m.contains("number"), "{bad}: {m}"),
                other => panic!("{bad} read as {other:?}"),
            }
        }
    }

    #[test]
    fn reads_and_writes_positions_as_serde_does() {
        for line in DATA.lines().filter(|l| !l.trim().is_empty()) {
            let mine = read(line).unwrap();
            let theirs = position_from_str(line).unwrap();
            assert_eq!(mine, theirs, "{line}");
            let text = W::default().position(&mine).text().to_string();
            let serde_text = serde_json::to_string(&PositionJson::from_position(&theirs)).unwrap();
            assert_eq!(text, serde_text);
        }
    }

    #[test]
    fn analyses_written_as_serde_does() {
        let p = position_from_str(
            r#"{"white":{"B1":13,"B7":1,"B8":1},"black":{"N1":15},"turn":"white","dice":[5,5]}"#,
        )
        .unwrap();
        let mut a = crate::rules::analyse(&p).unwrap();
        // Every kind of jan, with and without `at`, to check every name.
        for (i, kind) in ALL_JANS.iter().enumerate() {
            a.jans.push(Jan {
                kind: *kind,
                beneficiary: if i % 2 == 0 { Side::White } else { Side::Black },
                points: i as u32,
                at: Fleche::new(i as u8 % 3),
                ways: 1,
                by: Vec::new(),
            });
        }
        let text = W::default().analysis(&a).text().to_string();
        assert_eq!(
            text,
            serde_json::to_string(&AnalysisJson::from_analysis(&a)).unwrap()
        );
    }

    const ALL_JANS: [JanKind; 16] = [
        JanKind::SixTables,
        JanKind::DeuxTables,
        JanKind::ContreDeuxTables,
        JanKind::Mezeas,
        JanKind::ContreMezeas,
        JanKind::BattreDame,
        JanKind::BattreDameAFaux,
        JanKind::BattreCoin,
        JanKind::RemplirPetitJan,
        JanKind::RemplirGrandJan,
        JanKind::RemplirRetour,
        JanKind::ConserverPetitJan,
        JanKind::ConserverGrandJan,
        JanKind::ConserverRetour,
        JanKind::Sortie,
        JanKind::Impuissance,
    ];

    #[test]
    fn refusals_match_the_json_reader() {
        let cases = [
            r#"{"white":{"B1":16},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B13":15},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[0,7]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[1,2,3]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"red"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dise":[1,2]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"pts":1}}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","coups":{"white":1}}"#,
            r#"{"white":{"B1":1.5},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":1e300},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":"15"},"black":{"N1":15},"turn":"white"}"#,
            r#"{"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"points":300}}}"#,
        ];
        for c in cases {
            let mine = read(c).unwrap_err();
            let theirs = position_from_str(c).unwrap_err().code();
            assert_eq!(mine.code(), theirs, "{c}");
            assert_eq!(Err(mine), reference(&parse(c).unwrap()), "{c}");
        }
    }

    /// Reading straight into a `Setup` refuses what the reader through `PositionJson` refused,
    /// with the same error (code and message), also when a text has several faults: the first
    /// one that reader met is the one named.
    #[test]
    fn same_errors_as_the_reader_through_serde_types() {
        let cases = [
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[3,4]}"#,
            r#"{"white":{"b1":14,"n12":1},"black":{"N1":15},"turn":"black"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":null,"coups":null}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","game":null}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","game":"jacquet"}"#,
            r#"{"white":{"B1":15},"black":{"N12":15},"turn":"white","game":"jacquet"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","turn":"black"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","game":"backgammon"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15}}"#,
            r#"{"white":{"B1":15},"turn":"white"}"#,
            r#"{"white":[],"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":15},"black":"N1","turn":"white"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":1}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":"34"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[3,"4"]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[3]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[3,4.5]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[-1,4]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","coups":[1,2]}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","coups":{"white":-1,"black":0}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","coups":{"black":0}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"bredouille":1}}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"points":12}}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"red":{}}}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":5}"#,
            // Several faults: shapes before names, white before black, dames before dice.
            r#"{"white":{"X1":15},"black":{"N1":15},"turn":"red"}"#,
            r#"{"white":{"X1":15},"black":{"N1":"a"},"turn":"white"}"#,
            r#"{"white":{"X1":15},"black":{"N1":15},"turn":"white","dice":[9,9]}"#,
            r#"{"white":{"B1":15},"black":{"Y1":15},"turn":"white","dice":"x"}"#,
            r#"{"white":{"B1":1.5},"black":{"N1":15},"turn":"white","score":{"white":{"points":300}}}"#,
            r#"{"white":{"B1":15,"B2":1},"black":{"N1":0},"turn":"white"}"#,
            r#"{"white":{"B1":10,"b1":5},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":10,"B2":-5},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B0":1},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B01":1},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"B1":15},"black":{"B1":15},"turn":"white"}"#,
            r#"{"white":{"B12":1,"B1":14},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"N12":1,"B1":14},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"N3":10},"black":{"N1":15},"turn":"white","dice":[1,2]}"#,
            r#"{"white":{},"black":{"N1":15},"turn":"white"}"#,
            r#"{"game":"jacquet","white":{},"black":{},"turn":"white"}"#,
            r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"points":2},"black":{"points":3}}}"#,
            r#"{"white":{"B\u0031":15},"black":{"N1":15},"turn":"white"}"#,
            r#"{"white":{"Bé":15},"black":{"N1":15},"turn":"white"}"#,
            r#"[1,2]"#,
            r#"7"#,
            r#"null"#,
        ];
        for c in cases {
            let j = parse(c).unwrap();
            assert_eq!(read(c), reference(&j), "{c}");
        }
    }

    #[test]
    fn plays_read_as_serde_does() {
        for text in [
            r#"{"moves":[["B1","B6"],["B6","B11"]]}"#,
            r#"{"moves":[]}"#,
            r#"{"moves":[["N1","off"]]}"#,
            // The longest a play writes: four moves of the longest names.
            r#"{"moves":[["B12","N12"],["N10","N11"],["B10","off"],["B11","B12"]]}"#,
        ] {
            let theirs: PlayJson = serde_json::from_str(text).unwrap();
            assert_eq!(
                play(&parse(text).unwrap()).unwrap(),
                theirs.to_play().unwrap()
            );
            assert_eq!(W::default().play(&theirs.to_play().unwrap()).text(), text);
        }
        for bad in [
            r#"{"moves":[["B1"]]}"#,
            r#"{"moves":"B1"}"#,
            r#"{"mov":[]}"#,
            "[]",
            r#"{"moves":[["B1","X"]]}"#,
        ] {
            assert!(play(&parse(bad).unwrap()).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_parser_survives_anything() {
        for text in [
            "",
            "{",
            "[",
            "\"",
            "\"\\u12",
            "\"\\ud800\\u",
            "{\"a\":}",
            "[1,]",
            "nul",
            "-",
            "1e",
            "é",
            "{\"white\":",
            "\"\\x\"",
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
            "99999999999999999999999",
            "\u{0}",
            "{\"a\":1}x",
        ] {
            let _ = parse(text).and_then(|j| position(&j).map(|_| ()));
        }
        assert_eq!(
            parse(r#""a\"\\\/\n\u00e9\ud83c\udfb2""#).unwrap(),
            J::Str("a\"\\/\né🎲".into())
        );
        // `\u` takes four hex digits as `from_str_radix` did, a leading `+` included.
        for (esc, c) in [("0041", 'A'), ("00e9", 'é'), ("00E9", 'é'), ("+041", 'A')] {
            assert_eq!(
                parse(&format!("\"\\u{esc}\"")).unwrap(),
                J::Str(c.to_string().into())
            );
            assert_eq!(u32::from_str_radix(esc, 16).ok(), Some(c as u32), "{esc}");
        }
        for bad in ["00g1", "+", "-041", "0 41", "++41", "0+41"] {
            assert!(parse(&format!("\"\\u{bad}\"")).is_err(), "{bad}");
            assert!(u32::from_str_radix(bad, 16).is_err(), "{bad}");
        }
        assert_eq!(parse("-12").unwrap(), J::Int(-12));
        assert_eq!(parse("9007199254740994").unwrap(), J::Num);
        assert_eq!(parse("1.5").unwrap(), J::Num);
        assert_eq!(
            W::default().str("a\"\u{1}é").text(),
            serde_json::to_string("a\"\u{1}é").unwrap()
        );
        let _ = Dice::new(1, 1);
    }
}
#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    const VALID: &str = r#"{"game":"trictrac","white":{"B1":12,"B2":1,"B6":1,"B8":1},"black":{"N8":1,"N6":1,"N3":1,"N1":12},"turn":"white","dice":[3,4],"coups":{"white":2,"black":2},"score":{"white":{"points":0,"holes":0,"bredouille":true},"black":{"points":0,"holes":0,"bredouille":true}}}"#;

    fn read_all(text: &str) {
        if let Ok(j) = parse(text) {
            let read = position(&j).map(|p| p.map(Position::from_setup));
            if !matches!(j, J::Str(_)) {
                // The same answer, error for error, as the reader through `PositionJson`.
                assert_eq!(
                    read.clone().and_then(|p| p.unwrap()),
                    super::tests::reference(&j)
                );
            }
            if let Ok(Ok(Ok(pos))) = read {
                // Whatever was accepted writes back as JSON that reads to the same position.
                let again = W::default().position(&pos).text().to_string();
                let back = position(&parse(&again).unwrap()).unwrap().unwrap();
                assert_eq!(Position::from_setup(back).unwrap(), pos);
            }
            let _ = play(&j);
            let _ = dice(&j);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any text at all: an answer or an error, never a panic.
        #[test]
        fn any_text_is_read_or_refused(text in ".{0,200}") {
            read_all(&text);
        }

        /// A valid position with bytes changed, cut or inserted: still never a panic.
        #[test]
        fn damaged_positions_are_read_or_refused(
            at in 0usize..VALID.len(),
            cut in 0usize..8,
            insert in "[\\\"{}\\[\\]:,0-9a-zA-Z.eE+-é ]{0,4}",
        ) {
            let mut t = VALID.as_bytes().to_vec();
            let end = (at + cut).min(t.len());
            t.splice(at..end, insert.bytes());
            if let Ok(text) = std::str::from_utf8(&t) {
                read_all(text);
            }
        }
    }
}

#[cfg(test)]
mod timing {
    #[test]
    #[ignore]
    fn time_reading() {
        let s = r#"{"game":"trictrac","white":{"B1":12,"B2":1,"B6":1,"B8":1},"black":{"N8":1,"N6":1,"N3":1,"N1":12},"turn":"white","dice":[3,4],"coups":{"white":2,"black":2},"score":{"white":{"points":0,"holes":0,"bredouille":true},"black":{"points":0,"holes":0,"bredouille":true}}}"#;
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            let j = super::parse(s).unwrap();
            let p = super::position(&j).unwrap().unwrap();
            std::hint::black_box(crate::position::Position::from_setup(p).unwrap());
        }
        println!("native read: {:?} per position", t.elapsed() / 10000);
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            std::hint::black_box(super::parse(s).unwrap());
        }
        println!("parse: {:?}", t.elapsed() / 10000);
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            std::hint::black_box(crate::notation::json::position_from_str(s).unwrap());
        }
        println!(
            "serde_json read (for comparison): {:?}",
            t.elapsed() / 10000
        );
        let j = super::parse(s).unwrap();
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            std::hint::black_box(super::position(&j).unwrap().unwrap());
        }
        println!("position: {:?}", t.elapsed() / 10000);
        let st = super::position(&j).unwrap().unwrap();
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            std::hint::black_box(crate::position::Position::from_setup(st.clone()).unwrap());
        }
        println!("from_setup: {:?}", t.elapsed() / 10000);
    }
}
