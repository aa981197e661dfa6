//! The fuzz harness's shared parts: seed inputs from random games (positions, plays, marks,
//! records), the mutations applied to them, arbitrary bytes and JSON, the stable error codes,
//! and the tally a long run reports (docs/limits.md, scripts/fuzz.sh).
//!
//! Sizes come from the environment so that one harness serves CI and the long run:
//! `PROPTEST_CASES` (cases per property; proptest reads it), `TABLIER_FUZZ_LINES` (input lines
//! per command-line process), `TABLIER_FUZZ_TALLY=1` (count faults and go on, instead of
//! stopping at the first and shrinking it).
#![allow(dead_code)]

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use tablier::notation::{compact, json as pjson};
use tablier::partie::{LeavePolicy, Partie, Phase};
use tablier::record::RecordJson;
use tablier::Rng;
use tablier::{Position, Side, Variant};

/// A number from the environment, or `default`.
pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(default)
}

/// A runner for one property: `PROPTEST_CASES` cases (`default` when unset), no regression
/// files (the harness's inputs are regenerated from seeds; a failure prints its input).
pub fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_cases);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2000,
        ..Config::default()
    })
}

/// Whether faults are counted and the run goes on (the long run), rather than the first one
/// failing the test at once.
pub fn tallying() -> bool {
    std::env::var("TABLIER_FUZZ_TALLY").is_ok_and(|v| v == "1")
}

/// Counts of inputs and of faults by kind, for the long run's report.
pub struct Tally {
    pub name: String,
    pub inputs: AtomicU64,
    pub processes: AtomicU64,
    /// Inputs taken (answered without an error): how far past the readers the inputs got.
    pub taken: AtomicU64,
    started: std::time::Instant,
    faults: Mutex<Vec<(String, u64, String)>>,
}

/// The kinds of fault the report counts, even when there are none.
pub const FAULTS: [&str; 6] = [
    "panic",
    "signal",
    "unanswered",
    "untyped",
    "misanswered",
    "changed",
];

impl Tally {
    pub fn new(name: &str) -> Tally {
        Tally {
            name: name.to_string(),
            inputs: AtomicU64::new(0),
            processes: AtomicU64::new(0),
            taken: AtomicU64::new(0),
            started: std::time::Instant::now(),
            faults: Mutex::new(
                FAULTS
                    .iter()
                    .map(|k| (k.to_string(), 0, String::new()))
                    .collect(),
            ),
        }
    }

    pub fn inputs(&self, n: usize) {
        self.inputs.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// An input taken without an error.
    pub fn taken(&self) {
        self.taken.fetch_add(1, Ordering::Relaxed);
    }

    /// A fault of `kind`: counted when tallying, else the case fails with `what`.
    pub fn fault(&self, kind: &str, what: String) -> Result<(), TestCaseError> {
        if !tallying() {
            return Err(TestCaseError::fail(format!("{kind}: {what}")));
        }
        let mut f = self.faults.lock().unwrap_or_else(|e| e.into_inner());
        match f.iter_mut().find(|(k, _, _)| k == kind) {
            Some((_, n, first)) => {
                *n += 1;
                if first.is_empty() {
                    *first = what;
                }
            }
            None => f.push((kind.to_string(), 1, what)),
        }
        Ok(())
    }

    /// Checks `ok`, a fault of `kind` otherwise.
    pub fn check(
        &self,
        ok: bool,
        kind: &str,
        what: impl FnOnce() -> String,
    ) -> Result<(), TestCaseError> {
        if ok {
            Ok(())
        } else {
            self.fault(kind, what())
        }
    }

    /// Prints the report line (`fuzz NAME: N inputs, ...`) and fails if any fault was counted.
    pub fn finish(&self, result: Result<(), String>) {
        let f = self.faults.lock().unwrap_or_else(|e| e.into_inner());
        let counts: Vec<String> = f.iter().map(|(k, n, _)| format!("{n} {k}")).collect();
        let procs = self.processes.load(Ordering::Relaxed);
        let procs = if procs > 0 {
            format!(" in {procs} processes")
        } else {
            String::new()
        };
        eprintln!(
            "fuzz {}: {} inputs{procs} ({} taken) in {:.1} s; {}",
            self.name,
            self.inputs.load(Ordering::Relaxed),
            self.taken.load(Ordering::Relaxed),
            self.started.elapsed().as_secs_f64(),
            counts.join(", ")
        );
        for (k, n, first) in f.iter() {
            if *n > 0 {
                eprintln!("  first {k}: {first:.2000}");
            }
        }
        if let Err(e) = result {
            panic!("fuzz {}: {e}", self.name);
        }
        assert!(
            f.iter().all(|(_, n, _)| *n == 0),
            "fuzz {}: faults counted",
            self.name
        );
    }
}

/// Every stable error code: the engine's (src/error.rs), a record's (src/record.rs and
/// src/record/fault.rs) and the command line's own input errors (src/bin/tablier/lines.rs).
pub fn codes() -> &'static BTreeSet<String> {
    static CODES: OnceLock<BTreeSet<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        let sources = [
            include_str!("../../src/error.rs"),
            include_str!("../../src/record.rs"),
            include_str!("../../src/record/fault.rs"),
            include_str!("../../src/bin/tablier/lines.rs"),
        ];
        let mut set = BTreeSet::new();
        for src in sources {
            for piece in src.split("=> \"").skip(1) {
                let code: String = piece.chars().take_while(|&c| c != '"').collect();
                let kebab = !code.is_empty()
                    && code.split('-').all(|w| {
                        !w.is_empty()
                            && w.bytes()
                                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                    });
                if kebab {
                    set.insert(code);
                }
            }
        }
        set
    })
}

/// Whether `v` is an error object `{"error": {"code", "message", ...}}` with a stable code.
pub fn typed_error(v: &Value) -> Result<(), String> {
    let e = v.get("error").ok_or("no `error`")?;
    let code = e
        .get("code")
        .and_then(Value::as_str)
        .ok_or("no `error.code`")?;
    if !codes().contains(code) {
        return Err(format!("code {code:?} is not a stable code"));
    }
    match e.get("message").and_then(Value::as_str) {
        Some(m) if !m.is_empty() => Ok(()),
        _ => Err("no `error.message`".into()),
    }
}

/// Valid inputs, from the start positions and from seeded random games of both games.
pub struct Seeds {
    /// Positions without dice, and with them (the position each roll was played from).
    pub positions: Vec<Position>,
    pub rolled: Vec<Position>,
    /// `(position with dice, legal plays as JSON moves)`.
    pub plays: Vec<(Position, Vec<Value>)>,
    /// Records of games at every moment: after a roll, after its decision, after its play.
    pub records: Vec<String>,
}

pub fn seeds() -> &'static Seeds {
    static SEEDS: OnceLock<Seeds> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut s = Seeds {
            positions: vec![
                Position::start(Variant::Trictrac),
                Position::start(Variant::Jacquet),
            ],
            rolled: Vec::new(),
            plays: Vec::new(),
            records: Vec::new(),
        };
        for seed in 1..=6u64 {
            let mut p = Partie::new(Variant::Trictrac);
            let mut rng = Rng::new(seed);
            for step in 0..400 {
                if p.phase() == Phase::Over {
                    break;
                }
                if p.step_random(&mut rng, LeavePolicy::Random).is_err() {
                    break;
                }
                let pos = p.position().clone();
                match p.phase() {
                    Phase::AwaitingPlay => {
                        let plays = p
                            .plays()
                            .iter()
                            .map(|pl| json!(pjson::PlayJson::from_play(pl).moves))
                            .collect();
                        s.plays.push((pos.clone(), plays));
                        s.rolled.push(pos);
                    }
                    _ => s.positions.push(pos),
                }
                if step % 37 == 0 || p.phase() == Phase::Over {
                    s.records.push(RecordJson::from_partie(&p).to_json());
                }
            }
        }
        // Jacquet: positions from random legal plays.
        let mut rng = Rng::new(99);
        let mut pos = Position::start(Variant::Jacquet);
        for _ in 0..200 {
            let Ok(dice) = rng.dice() else { break };
            let rolled = pos.with_dice(Some(dice));
            let Ok(plays) = tablier::rules::legal_plays(&rolled) else {
                break;
            };
            let Some(pl) = plays
                .get(rng.below(plays.len().max(1) as u64) as usize)
                .copied()
                .or(Some(tablier::Play::empty()))
            else {
                break;
            };
            s.plays.push((
                rolled.clone(),
                plays
                    .iter()
                    .map(|p| json!(pjson::PlayJson::from_play(p).moves))
                    .collect(),
            ));
            s.rolled.push(rolled.clone());
            match tablier::rules::apply_play(&rolled, &pl) {
                Ok(next) => {
                    s.positions.push(next.clone());
                    pos = next;
                }
                Err(_) => break,
            }
        }
        s
    })
}

/// Bytes of a line often met in the inputs, or that often break readers.
const SPICE: &[&[u8]] = &[
    b"{",
    b"}",
    b"[",
    b"]",
    b"\"",
    b",",
    b":",
    b"-",
    b"/",
    b".",
    b" ",
    b"\t",
    b"\r",
    b"\\",
    b"0",
    b"1",
    b"6",
    b"7",
    b"9",
    b"15",
    b"-1",
    b"-0",
    b"1e999",
    b"18446744073709551616",
    b"4294967296",
    b"256",
    b"1.5",
    b"null",
    b"true",
    b"[]",
    b"{}",
    b"\"\"",
    b"\\ud800",
    b"\\u0000",
    b"\xff",
    b"\xc3",
    b"\xed\xa0\x80",
    b"\xe2\x80\xa8",
    "é".as_bytes(),
    "\u{3000}".as_bytes(),
    b"B13",
    b"N0",
    b"B1",
    b"N12",
    b"off",
    b"w",
    b"b",
    b"white",
    b"black",
    b"jacquet",
    b"b/",
    b"0.0b",
    b"{\"a\":1,\"a\":2}",
];

/// One edit of a seed: (kind, where, how much, what).
pub type Edit = (u8, Index, u16, Index);

pub fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((0u8..8, any::<Index>(), any::<u16>(), any::<Index>()), 1..5)
}

/// Applies edits to bytes: flip, insert spice, delete, duplicate, truncate, swap a number or a
/// string for spice, splice in a piece of another seed.
pub fn mutate(seed: &[u8], edits: &[Edit], other: &[u8]) -> Vec<u8> {
    let mut b = seed.to_vec();
    for &(kind, at, n, pick) in edits {
        let len = b.len();
        let i = if len == 0 { 0 } else { at.index(len + 1) };
        let span = (n as usize % 16).min(len - i.min(len));
        let spice = SPICE[pick.index(SPICE.len())];
        match kind {
            0 => {
                if i < len {
                    b[i] = b[i].wrapping_add(1 + (n as u8 % 254));
                }
            }
            1 => {
                b.splice(i..i, spice.iter().copied());
            }
            2 => {
                b.drain(i..i + span);
            }
            3 => {
                let piece: Vec<u8> = b[i..i + span].to_vec();
                b.splice(i..i, piece);
            }
            4 => b.truncate(i),
            5 => {
                // The number or word at `i`, replaced.
                let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'-' || c == b'.';
                let mut end = i;
                while end < len && is_word(b[end]) {
                    end += 1;
                }
                b.splice(i..end, spice.iter().copied());
            }
            6 => {
                let j = if other.is_empty() {
                    0
                } else {
                    pick.index(other.len())
                };
                let piece = &other[j..(j + n as usize % 64).min(other.len())];
                b.splice(i..i + span, piece.iter().copied());
            }
            _ => {
                b.splice(i..i + span, spice.iter().copied());
            }
        }
    }
    b
}

/// Arbitrary JSON values, nested a few levels, with keys of the formats among random ones.
pub fn any_json() -> impl Strategy<Value = Value> {
    let key = prop_oneof![
        3 => prop::sample::select(vec![
            "game", "white", "black", "turn", "dice", "coups", "score", "points", "holes",
            "bredouille", "position", "play", "moves", "leave", "mover", "marked", "jeton",
            "format", "version", "start", "rolls", "side", "decision", "winner", "B1", "N1",
            "B12", "N12", "B6", "off",
        ]).prop_map(String::from),
        1 => "[a-zA-Z0-9]{0,4}",
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (-3i64..20).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop::sample::select(vec![
            "white",
            "black",
            "trictrac",
            "jacquet",
            "B1",
            "N12",
            "off",
            "hold",
            "leave",
            "",
            "tablier-partie",
            "w",
            "é",
        ])
        .prop_map(Value::from),
        ".{0,6}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(key.clone(), inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A line for a command: arbitrary bytes, text, JSON; a seed as it is; a seed mutated as text;
/// a seed with one JSON value swapped for an arbitrary one.
pub fn line(seeds: fn() -> &'static [String]) -> impl Strategy<Value = Vec<u8>> {
    let seed = move || any::<Index>().prop_map(move |i| seeds()[i.index(seeds().len())].clone());
    prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..64),
        1 => ".{0,40}".prop_map(String::into_bytes),
        1 => any_json().prop_map(|v| v.to_string().into_bytes()),
        1 => seed().prop_map(String::into_bytes),
        4 => (seed(), edits(), seed()).prop_map(|(s, e, o)| mutate(s.as_bytes(), &e, o.as_bytes())),
        2 => (seed(), any::<Index>(), any_json()).prop_map(|(s, at, v)| swap_value(&s, at, v).into_bytes()),
    ]
}

/// The seed's JSON with one value (found by a walk to the `at`-th node) replaced by `v`; the
/// seed unchanged when it is not JSON.
pub fn swap_value(seed: &str, at: Index, v: Value) -> String {
    let Ok(mut doc) = serde_json::from_str::<Value>(seed) else {
        return seed.to_string();
    };
    fn count(v: &Value) -> usize {
        1 + match v {
            Value::Array(a) => a.iter().map(count).sum(),
            Value::Object(o) => o.values().map(count).sum(),
            _ => 0,
        }
    }
    fn put(node: &mut Value, mut k: usize, v: &mut Option<Value>) -> usize {
        if k == 0 {
            if let Some(v) = v.take() {
                *node = v;
            }
            return 0;
        }
        k -= 1;
        let children: Vec<&mut Value> = match node {
            Value::Array(a) => a.iter_mut().collect(),
            Value::Object(o) => o.values_mut().collect(),
            _ => Vec::new(),
        };
        for c in children {
            let n = count(c);
            if k < n {
                return put(c, k, v);
            }
            k -= n;
        }
        k
    }
    let n = count(&doc);
    put(&mut doc, at.index(n), &mut Some(v));
    doc.to_string()
}

/// The seeds of each command's requests, as lines.
pub mod lines {
    use super::*;

    fn cached(
        cell: &'static OnceLock<Vec<String>>,
        make: fn() -> Vec<String>,
    ) -> &'static [String] {
        cell.get_or_init(make)
    }

    fn positions_both() -> Vec<String> {
        let s = seeds();
        let mut v = Vec::new();
        for p in s.positions.iter().chain(&s.rolled) {
            v.push(pjson::position_to_string(p));
            v.push(compact::position_to_string(p));
        }
        v
    }

    pub fn analyse() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let s = seeds();
            s.rolled
                .iter()
                .flat_map(|p| [pjson::position_to_string(p), compact::position_to_string(p)])
                .collect()
        })
    }

    pub fn notation() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, positions_both)
    }

    pub fn apply() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (pos, plays) in &seeds().plays {
                let p: Value =
                    serde_json::from_str(&pjson::position_to_string(pos)).unwrap_or_default();
                for pl in plays.iter().take(3) {
                    v.push(json!({"position": p, "play": pl}).to_string());
                }
                if plays.is_empty() {
                    v.push(json!({"position": p, "play": []}).to_string());
                }
                v.push(json!({"position": p, "play": {"moves": plays.first().cloned().unwrap_or(json!([]))}, "leave": false}).to_string());
            }
            v
        })
    }

    fn score_json(p: &Position) -> Value {
        serde_json::from_str::<Value>(&pjson::position_to_string(p))
            .ok()
            .and_then(|v| v.get("score").cloned())
            .unwrap_or(Value::Null)
    }

    pub fn mark() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (i, p) in seeds().positions.iter().enumerate() {
                let mover = if i % 2 == 0 { "white" } else { "black" };
                let pts = (i * 7) % 40;
                v.push(json!({"score": score_json(p), "mover": mover, "points": {"white": pts, "black": (i * 3) % 13}, "leave": i % 5 == 0}).to_string());
            }
            v
        })
    }

    pub fn ecole() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (i, (pos, plays)) in seeds().plays.iter().enumerate() {
                if pos.variant() != Variant::Trictrac {
                    continue;
                }
                let p: Value =
                    serde_json::from_str(&pjson::position_to_string(pos)).unwrap_or_default();
                let side = if pos.turn() == Side::White {
                    "white"
                } else {
                    "black"
                };
                let mut marked = json!({});
                marked[side] = json!({"points": i % 9, "touched": i % 2 == 0, "play": {"moves": plays.first().cloned().unwrap_or(json!([]))}});
                v.push(json!({"position": p, "marked": marked}).to_string());
                v.push(json!({"score": score_json(pos), "mover": side, "points": {"white": i % 30, "black": i % 7}, "marked": {"white": {"jeton": i % 12}, "black": {"holes": i % 3}}}).to_string());
            }
            v
        })
    }

    pub fn records() -> &'static [String] {
        &seeds().records
    }
}

/// The input lines a command line answers: every line but the blank ones (after UTF-8 decoding
/// and the end of line, as `tablier` reads them).
pub fn answered(input: &[u8]) -> usize {
    let mut parts: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if input.ends_with(b"\n") || input.is_empty() {
        parts.pop();
    }
    parts
        .iter()
        .filter(|l| {
            let l = l.strip_suffix(b"\r").unwrap_or(l);
            !matches!(std::str::from_utf8(l), Ok(t) if t.trim().is_empty())
        })
        .count()
}
