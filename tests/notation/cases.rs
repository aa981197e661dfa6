//! The compact notation against the cases of tests/data/notation.jsonl: each valid notation
//! reads to the JSON position beside it and writes back to its canonical form; each refused one
//! gives its error code and, for a notation error, the field and the 1-based column.

use serde_json::Value;
use tablier::notation::{compact, json};
use tablier::{Error, Position, Setup, Variant};

const CASES: &str = include_str!("../data/notation.jsonl");

fn cases() -> Vec<Value> {
    CASES
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

fn setup_of_json(v: &Value) -> Setup {
    let j: json::PositionJson = serde_json::from_value(v.clone()).unwrap();
    j.to_setup().unwrap()
}

#[test]
fn valid_cases_read_to_their_json_and_write_canonically() {
    let mut n = 0;
    for case in cases() {
        let Some(pos_json) = case.get("position") else {
            continue;
        };
        let name = case["name"].as_str().unwrap();
        let text = case["notation"].as_str().unwrap();
        let canonical = case
            .get("canonical")
            .and_then(Value::as_str)
            .unwrap_or(text);
        let expected = setup_of_json(pos_json);
        let pos = compact::position_from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(pos.setup(), &expected, "{name}");
        assert_eq!(compact::position_to_string(&pos), canonical, "{name}");
        // The canonical form is itself read back to the same position.
        assert_eq!(compact::parse(canonical).unwrap(), expected, "{name}");
        // And the JSON's own position (checked) writes the same notation.
        let from_json = json::position_from_str(&pos_json.to_string()).unwrap();
        assert_eq!(compact::position_to_string(&from_json), canonical, "{name}");
        n += 1;
    }
    assert!(n >= 10, "only {n} valid cases");
}

#[test]
fn refused_cases_give_their_error() {
    let mut n = 0;
    for case in cases() {
        let Some(want) = case.get("error") else {
            continue;
        };
        let name = case["name"].as_str().unwrap();
        let text = case["notation"].as_str().unwrap();
        let err = compact::position_from_str(text).expect_err(name);
        assert_eq!(err.code(), want["code"].as_str().unwrap(), "{name}: {err}");
        if let Error::BadNotation {
            field,
            column,
            message,
            ..
        } = &err
        {
            assert_eq!(*field, want["field"].as_str().unwrap(), "{name}: {message}");
            assert_eq!(
                *column as u64,
                want["column"].as_u64().unwrap(),
                "{name}: {message}"
            );
            assert!(!message.is_empty());
        } else {
            assert!(
                want.get("field").is_none(),
                "{name}: expected a notation error, got {err}"
            );
            // A board or score refusal comes from Position::from_setup, after a clean parse.
            assert!(compact::parse(text).is_ok(), "{name}");
        }
        n += 1;
    }
    assert!(n >= 40, "only {n} refused cases");
}

fn notation_error(text: &str) -> (&'static str, usize, String) {
    match compact::parse(text) {
        Err(Error::BadNotation {
            field,
            column,
            message,
            ..
        }) => (field, column, message),
        other => panic!("{text:?}: expected a notation error, got {other:?}"),
    }
}

#[test]
fn messages_name_what_is_wrong() {
    let (_, _, m) = notation_error("B13:15/N1:15");
    assert!(m.contains("B13") && m.contains("unknown flèche"), "{m}");
    let (_, _, m) = notation_error("B1:13,b1:2/N1:15");
    assert!(m.contains("B1 is named twice for White"), "{m}");
    let (_, _, m) = notation_error("B1:15/N1:0");
    assert!(m.contains("N1 holds 0 dames"), "{m}");
    let (_, _, m) = notation_error("B1:15/N1:15 w 5-9");
    assert!(m.contains("1 to 6, not 9"), "{m}");
    let (_, _, m) = notation_error("B1:10,B2:6/N1:15");
    assert!(m.contains("White has 16 dames"), "{m}");
    let (_, _, m) = notation_error("B1:15/N1:15 w - - 0.0b/14.0");
    assert!(m.contains("Black has 14 points"), "{m}");
    let e = compact::parse("B1:15/N1:15 q").unwrap_err();
    assert_eq!(e.code(), "bad-notation");
    assert!(e.to_string().contains("field turn at column 13"), "{e}");
}

#[test]
fn display_helper_matches_to_string() {
    let s = Setup::start(Variant::Trictrac);
    assert_eq!(format!("{}", compact::Compact(&s)), compact::to_string(&s));
    assert_eq!(
        compact::position_to_string(&Position::start(Variant::Jacquet)),
        "jacquet B1:15/N12:15 w - 0,0 0.0b/0.0b"
    );
}

#[test]
fn defaults_match_the_json_defaults() {
    // docs/interchange.md: game trictrac, no dice, coups absent, score all zero with bredouille.
    let from_notation = compact::parse("B1:15/N1:15").unwrap();
    let from_json =
        json::position_from_str(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white"}"#).unwrap();
    assert_eq!(&from_notation, from_json.setup());
    // Fields may stop after any of them.
    for (text, turn_black, dice, coups) in [
        ("B1:15/N1:15 b", true, false, false),
        ("B1:15/N1:15 b 2-1", true, true, false),
        ("B1:15/N1:15 w 2-1 3,3", false, true, true),
    ] {
        let s = compact::parse(text).unwrap();
        assert_eq!(s.turn == tablier::Side::Black, turn_black, "{text}");
        assert_eq!(s.dice.is_some(), dice, "{text}");
        assert_eq!(s.coups.is_some(), coups, "{text}");
        assert_eq!(s.score, tablier::Score::default(), "{text}");
    }
}

/// The examples of docs/notation.md: each notation line (indented) followed by a JSON block
/// must be the canonical notation of that JSON position.
#[test]
fn readme_examples_match_their_json() {
    let doc = include_str!("../../docs/notation.md");
    let mut notation: Option<String> = None;
    let mut in_json = false;
    let mut block = String::new();
    let mut checked = 0;
    for line in doc.lines() {
        if in_json {
            if line.starts_with("```") {
                in_json = false;
                let text = notation
                    .take()
                    .expect("a notation line before each JSON block");
                let pos =
                    json::position_from_str(&block).unwrap_or_else(|e| panic!("{block}: {e}"));
                assert_eq!(compact::position_to_string(&pos), text);
                assert_eq!(compact::position_from_str(&text).unwrap(), pos);
                checked += 1;
                block.clear();
            } else {
                block.push_str(line);
            }
        } else if line.starts_with("```json") {
            in_json = true;
        } else if let Some(t) = line.strip_prefix("    ") {
            if t.contains('/') && !t.contains('=') && !t.starts_with('[') {
                notation = Some(t.to_string());
            }
        }
    }
    assert_eq!(checked, 3);
}
