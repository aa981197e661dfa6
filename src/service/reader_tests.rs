//! The tree reader (`notation::tree`) held to the streaming one it replaced (serde_json's text parser through
//! `Strict`, `json::from_text` before): over the formats' own inputs and many mutations of them,
//! the same values read, the same inputs refused with the same code and, but for where the fault
//! is said (a path rather than a line and column), the same message.

use crate::error::Error;
use crate::notation::json::{self, check_size, json_error};
use crate::notation::strict::Strict;
use crate::notation::tree::{parse, Fault, Read};
use serde::Deserialize;
use std::fmt::Debug;

/// `json::from_text` as it was: serde_json's streaming reader under `Strict`.
fn streaming<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, (Error, String)> {
    check_size(text).map_err(|e| (e, String::new()))?;
    let mut de = serde_json::Deserializer::from_str(text);
    let v = T::deserialize(Strict(&mut de)).map_err(|e| said(json_error, e))?;
    de.end().map_err(|e| said(json_error, e))?;
    Ok(v)
}

/// The error and serde_json's message without its position.
fn said(f: fn(serde_json::Error) -> Error, e: serde_json::Error) -> (Error, String) {
    let msg = e.to_string();
    let msg = match msg.rfind(" at line ") {
        Some(i) if e.line() > 0 => msg[..i].to_string(),
        _ => msg,
    };
    (f(e), msg)
}

/// The new reader, and the message it gives without its path; at the cut, none: where the text
/// is not JSON, the two readers may stop at different faults of it (a variant's object with a
/// second key: "expected value" at the comma for serde_json, the text's own fault further on for
/// the tree), and only the code is compared.
fn tree<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, (Error, String)> {
    let r = json::from_text::<T>(text);
    if let Err(e @ Error::TooLarge { .. }) = r {
        return Err((e, String::new()));
    }
    let (node, fault) = parse(text);
    let inner = T::deserialize(Read(&node));
    match (r, inner) {
        (Ok(v), Ok(_)) => Ok(v),
        (Err(e), Ok(_)) => {
            let f = fault.map(|f| said(json_error, f).1);
            Err((e, f.unwrap_or_default()))
        }
        (Err(e), Err(Fault(Some(s)))) => Err((e, s.msg)),
        (Err(e), Err(Fault(None))) => Err((e, String::new())),
        (Ok(_), Err(f)) => panic!("from_text read what the tree refused: {f}"),
    }
}

/// Both readers over one text: same Ok and value, or same code and message.
fn same<'a, T: Deserialize<'a> + Debug + PartialEq>(text: &'a str) -> bool {
    let (old, new) = (streaming::<T>(text), tree::<T>(text));
    let text = match text.char_indices().nth(300) {
        Some((i, _)) => &text[..i],
        None => text,
    };
    match (&old, &new) {
        // The one difference (notation::tree's doc): a value a type ignores (an unknown field of
        // a lenient struct, `IgnoredAny`) was skipped by serde_json without decoding its strings
        // or numbers or counting its depth; the tree parses it, and refuses there too a lone
        // UTF-16 surrogate, a number beyond a float's range, or nesting deeper than 127.
        (Ok(_), Err((Error::BadJson(m), _)))
            if ["escape", "number out of range", "recursion limit exceeded"]
                .iter()
                .any(|said| m.contains(said)) =>
        {
            return true;
        }
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
        (Err((a, am)), Err((b, bm))) => {
            assert_eq!(a.code(), b.code(), "{text}\n{am}\n{bm}");
            if !bm.is_empty() {
                assert_eq!(am, bm, "{text}");
            }
        }
        _ => panic!(
            "{}: the streaming reader {:?}, the tree {:?}\n{text}",
            std::any::type_name::<T>(),
            old.as_ref().map(|_| ()).map_err(|e| e.0.to_string()),
            new.as_ref().map(|_| ()).map_err(|e| e.0.to_string()),
        ),
    }
    old.is_ok()
}

/// A value read through `Debug` only, where a type has no `PartialEq`.
#[derive(Debug)]
struct Shown<T>(T);

impl<T: Debug> PartialEq for Shown<T> {
    fn eq(&self, o: &Self) -> bool {
        format!("{:?}", self.0) == format!("{:?}", o.0)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shown<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(Shown)
    }
}

/// Every format read both ways; how many read it.
fn all_formats(text: &str) -> usize {
    use crate::notation::json::*;
    let mut ok = 0;
    let mut count = |b: bool| ok += usize::from(b);
    count(same::<PositionJson>(text));
    count(same::<PositionArg>(text));
    count(same::<PlayJson>(text));
    count(same::<AnalysisJson>(text));
    count(same::<MarkedJson>(text));
    count(same::<Option<MarkedJson>>(text));
    count(same::<ScoreJson>(text));
    count(same::<AttemptJson>(text));
    count(same::<Option<crate::jacquet::JacquetOptions>>(text));
    count(same::<crate::record::RecordJson>(text));
    count(same::<crate::notation::sheet::SheetJson>(text));
    count(same::<crate::notation::exercise::AnswerJson>(text));
    count(same::<crate::correspondence::Terms>(text));
    count(same::<Option<Vec<i64>>>(text));
    count(same::<Option<u32>>(text));
    count(same::<Option<u64>>(text));
    count(same::<f64>(text));
    count(same::<String>(text));
    count(same::<Option<Vec<[Name; 2]>>>(text));
    count(same::<Option<crate::Variant>>(text));
    count(same::<crate::Side>(text));
    count(same::<serde_json::Value>(text));
    count(same::<serde_json::Map<String, serde_json::Value>>(text));
    count(same::<Shown<serde::de::IgnoredAny>>(text));
    ok
}

/// The inputs the tests already read: positions, analyses, plays, records, notes.
fn seeds() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut out = Vec::new();
    for f in [
        "notation.jsonl",
        "moves.jsonl",
        "ecole.jsonl",
        "jacquet_examples.jsonl",
        "audit.jsonl",
    ] {
        let text = std::fs::read_to_string(format!("{dir}/{f}")).unwrap_or_default();
        out.extend(text.lines().take(40).map(str::to_owned));
    }
    let bench = std::fs::read_to_string(format!("{dir}/bench_positions.jsonl")).unwrap_or_default();
    out.extend(bench.lines().step_by(97).take(20).map(str::to_owned));
    for f in ["opening.json", "ecoles-page-seed-21.json"] {
        out.push(std::fs::read_to_string(format!("{dir}/games/{f}")).unwrap_or_default());
    }
    // Every object's values too, each a text of its own: the parts of positions, records and
    // answers that are read alone (a play, a score, options, a roll).
    let mut parts = Vec::new();
    for s in &out {
        if let Ok(serde_json::Value::Object(m)) = serde_json::from_str::<serde_json::Value>(s) {
            for v in m.values() {
                parts.push(v.to_string());
                if let serde_json::Value::Object(m) = v {
                    parts.extend(m.values().map(|v| v.to_string()));
                }
            }
        }
    }
    out.extend(parts);
    out.extend(
        [
            "null",
            "1",
            "-0",
            "1.0",
            "2e0",
            "1e400",
            "-1",
            "9007199254740993",
            "1.5",
            "\"B1\"",
            "[\"B1\",\"B6\"]",
            "[]",
            "{}",
            "\"white\"",
            "{\"white\":null}",
            "{\"white\":1}",
            "\"tri\\u0063trac\"",
            "{\"a\":1,\"a\":2}",
            "[1,2,3]",
            "[[\"B1\",\"B6\"]]",
            "true",
        ]
        .map(str::to_owned),
    );
    out
}

/// A small deterministic generator (xorshift), so that a failure is the same on every run.
struct Gen(u64);

impl Gen {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// A text changed in one place, as a hand or a program gets JSON wrong.
fn mutate(text: &str, g: &mut Gen) -> String {
    const BITS: [&str; 24] = [
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "\\",
        "0",
        "-0",
        "1.0",
        "1e2",
        "9e99",
        "null",
        "true",
        " ",
        "\"x\"",
        "\"turn\"",
        "\"dice\"",
        "[1,2]",
        "{}",
        "\"\\u00e9\"",
        "\"\\ud800\"",
        "1.5",
    ];
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    if chars.is_empty() {
        return BITS[g.next(BITS.len())].to_owned();
    }
    let at = chars[g.next(chars.len())].0;
    let end = chars
        .get(chars.partition_point(|&(i, _)| i < at) + 1 + g.next(8))
        .map_or(text.len(), |&(i, _)| i);
    let bit = BITS[g.next(BITS.len())];
    match g.next(7) {
        0 => text[..at].to_owned(),
        1 => format!("{}{}", &text[..at], &text[end..]),
        2 => format!("{}{bit}{}", &text[..at], &text[at..]),
        3 => format!("{}{bit}{}", &text[..at], &text[end..]),
        4 => format!("{}{}{}", &text[..end], &text[at..end], &text[end..]),
        5 => format!("{text}{bit}"),
        _ => {
            // A number or string of the text swapped for another bit, where the types differ.
            let starts: Vec<usize> = chars
                .iter()
                .filter(|&&(_, c)| c == '"' || c.is_ascii_digit())
                .map(|&(i, _)| i)
                .collect();
            let s = starts.get(g.next(starts.len())).copied().unwrap_or(at);
            format!("{}{bit}{}", &text[..s], &text[(s + 1).min(text.len())..])
        }
    }
}

#[test]
fn the_tree_reads_and_refuses_as_the_streaming_reader_did() {
    let seeds = seeds();
    assert!(seeds.len() > 300, "{} seeds", seeds.len());
    let mut g = Gen(0x2545_f491_4f6c_dd1d);
    let (mut read, mut refused) = (0, 0);
    for s in &seeds {
        for n in 0..12 {
            // Mutations of mutations, to go past the first refusal.
            let mut text = s.clone();
            for _ in 0..=n % 3 {
                text = mutate(&text, &mut g);
            }
            let ok = all_formats(&text);
            read += ok;
            refused += 24 - ok;
        }
        read += all_formats(s);
    }
    // Both sides are exercised: many texts read, many refused.
    assert!(
        read > 2_000 && refused > 20_000,
        "{read} read, {refused} refused"
    );
}

#[test]
fn nesting_deeper_than_serde_json_reads_is_refused_without_a_crash() {
    for depth in [127, 128, 129, 10_000, 500_000] {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let text = format!("{}1{}", open.repeat(depth), close.repeat(depth));
            for t in [text.clone(), text[..text.len() / 2].to_owned()] {
                all_formats(&t);
                let read = json::from_text::<serde_json::Value>(&t);
                assert_eq!(read.is_ok(), depth < 128 && t == text, "{depth} levels");
                assert!(json::from_text::<crate::record::RecordJson>(&t).is_err());
            }
        }
    }
    let e = json::from_text::<serde_json::Value>(&"[".repeat(200)).unwrap_err();
    assert!(e.to_string().contains("recursion limit exceeded"), "{e}");
}

#[test]
fn a_fault_names_where_it_is() {
    let e = json::from_text::<crate::notation::json::PositionJson>(
        r#"{"white": {"B1": 15}, "black": {"N1": "x"}, "turn": "white"}"#,
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .ends_with(r#": invalid type: string "x", expected i64 at black.N1"#),
        "{e}"
    );
    let e = json::from_text::<Vec<crate::notation::json::PlayJson>>(
        r#"[{"moves": []}, {"moves": [["B1"]]}]"#,
    )
    .unwrap_err();
    assert!(e.to_string().ends_with(" at [1].moves[0]"), "{e}");
    // A syntax error keeps serde_json's line and column.
    let e = json::from_text::<crate::notation::json::PlayJson>("{\"moves\": [}").unwrap_err();
    assert!(e.to_string().ends_with("at line 1 column 12"), "{e}");
}
