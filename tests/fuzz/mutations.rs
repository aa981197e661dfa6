//! The fuzz harness's inputs made from its seeds: the mutations applied to a seed's bytes,
//! arbitrary bytes and JSON, a seed's JSON with one value swapped, and the lines a command is fed.

use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::Value;

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
