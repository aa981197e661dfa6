//! The JSON faults of issue 18, through the command line: every command that reads JSON reads it
//! as the one decoder does (src/notation/json.rs), so that the command line and the package give
//! the same verdict. A negative count was reported as `18446744073709551615 dames`; an array was
//! read where an object is required (`"score":[[5,1,false],[0,2]]` as `5.1/0.2b`); a key given
//! twice was read (the later one); `-0` was read as a float no integer field takes; `null`
//! was refused where the format has a default. Lone surrogates in JSON text never panic.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

/// Each line's answer from `tablier <cmd>`.
fn answers(cmd: &str, lines: &[String]) -> Vec<Value> {
    let mut child = Command::new(crate::common::cli::bin())
        .arg(cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = lines.join("\n");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("the tablier binary ends");
    let _ = writer.join();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let v: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or(Value::String(l.to_string())))
        .collect();
    assert_eq!(v.len(), lines.len(), "{text}");
    v
}

fn code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("")
}

/// A position with `tail` (`,"key":value...`) added, as each command takes it.
fn requests(position_tail: &str) -> Vec<(&'static str, String)> {
    let p = format!(r#"{{"white":{{"B1":15}},"black":{{"N1":15}},"turn":"white"{position_tail}}}"#);
    let rolled = |p: &str| p.replacen(r#""turn":"white""#, r#""turn":"white","dice":[6,5]"#, 1);
    let pd = if position_tail.contains("\"dice\"") {
        p.clone()
    } else {
        rolled(&p)
    };
    vec![
        ("notation", p.clone()),
        ("analyse", pd.clone()),
        (
            "apply",
            format!(r#"{{"position":{pd},"play":[["B1","B7"],["B1","B6"]]}}"#),
        ),
        ("ecole", format!(r#"{{"position":{pd},"marked":{{}}}}"#)),
    ]
}

fn each_command(position_tail: &str) -> Vec<(&'static str, Value)> {
    requests(position_tail)
        .into_iter()
        .map(|(cmd, line)| {
            let a = answers(cmd, &[line]);
            (cmd, a.into_iter().next().unwrap_or(Value::Null))
        })
        .collect()
}

#[test]

fn a_negative_count_is_named_as_it_is() {
    let line = r#"{"white":{"B1":-1},"black":{"N1":15},"turn":"white"}"#.to_string();
    for cmd in ["notation", "analyse"] {
        let a = &answers(cmd, std::slice::from_ref(&line))[0];
        assert_eq!(code(a), "bad-count", "{cmd}: {a}");
        let m = a["error"]["message"].as_str().unwrap_or("");
        assert!(
            m.contains("-1") && !m.contains("18446744073709551615"),
            "{cmd}: {m}"
        );
    }
}

#[test]

fn an_array_is_not_an_object() {
    for tail in [
        r#","score":[[5,1,false],[0,2]]"#,
        r#","score":{"white":[5,1,false]}"#,
        r#","coups":[1,2]"#,
    ] {
        for (cmd, a) in each_command(tail) {
            assert_eq!(code(&a), "bad-json", "{cmd} {tail}: {a}");
        }
    }
    let mark = answers(
        "mark",
        &[
            r#"{"mover":"white","points":{"white":4,"black":0},"score":[[5,1,false],[0,2]]}"#
                .into(),
        ],
    );
    assert_eq!(code(&mark[0]), "bad-json", "{}", mark[0]);
}

#[test]

fn a_key_given_twice_is_refused() {
    for tail in [
        r#","turn":"black""#,
        r#","score":{"white":{"points":1,"points":2}}"#,
    ] {
        for (cmd, a) in each_command(tail) {
            assert_eq!(code(&a), "bad-json", "{cmd} {tail}: {a}");
        }
    }
    let mark = answers(
        "mark",
        &[r#"{"mover":"white","mover":"black","points":{"white":4,"black":0}}"#.into()],
    );
    assert_eq!(code(&mark[0]), "bad-json", "{}", mark[0]);
}

#[test]

fn whole_numbers_however_spelt_and_null_for_absent() {
    // 15.0 and 1.5e1 are 15, as JavaScript reads them; -0 is 0: no flèche holds 0 dames.
    let plain = each_command("");
    let spelt = {
        let line = r#"{"white":{"B1":15.0},"black":{"N1":1.5e1},"turn":"white","dice":[6,5.0]}"#;
        answers("analyse", &[line.to_string()]).remove(0)
    };
    assert_eq!(spelt, plain[1].1, "analyse");
    let zero = answers(
        "notation",
        &[r#"{"white":{"B1":15},"black":{"N1":-0},"turn":"white"}"#.into()],
    );
    assert_eq!(code(&zero[0]), "bad-count", "{}", zero[0]);
    for tail in [r#","game":null"#, r#","coups":null"#, r#","score":null"#] {
        for ((cmd, a), (_, want)) in each_command(tail).into_iter().zip(&plain) {
            assert_eq!(&a, want, "{cmd} {tail}");
        }
    }
    // `marked` null is nothing marked, as the package reads it (it was refused: found by
    // tests/node/agree.test.mjs).
    let ecole = |marked: &str| {
        let line = format!(r#"{{"mover":"white","points":{{"white":14,"black":6}}{marked}}}"#);
        answers("ecole", &[line]).remove(0)
    };
    assert_eq!(ecole(r#","marked":null"#), ecole(""), "ecole");
    assert!(ecole("").get("due").is_some(), "{}", ecole(""));
    let turn_null = answers(
        "notation",
        &[r#"{"white":{"B1":15},"black":{"N1":15},"turn":null}"#.into()],
    );
    assert_eq!(code(&turn_null[0]), "bad-json", "{}", turn_null[0]);
}

#[test]
fn lone_surrogates_are_refused_without_a_panic() {
    // A lone high surrogate, a lone low one, and a high one before a plain letter (the case that
    // panicked in the package's hand-written reader), as a key and as a value.
    for s in [r"\ud800", r"\udc00", r"\ud800\u0041", r"\ud800\ud800"] {
        let lines = [
            format!(r#"{{"white":{{"{s}":15}},"black":{{"N1":15}},"turn":"white"}}"#),
            format!(r#"{{"white":{{"B1":15}},"black":{{"N1":15}},"turn":"{s}"}}"#),
        ];
        for cmd in ["notation", "analyse"] {
            for a in answers(cmd, &lines) {
                let c = code(&a);
                assert!(
                    ["bad-json", "unknown-fleche", "unknown-field"].contains(&c),
                    "{cmd} {s}: {a}"
                );
            }
        }
        let mark = answers(
            "mark",
            &[format!(
                r#"{{"mover":"{s}","points":{{"white":4,"black":0}}}}"#
            )],
        );
        assert_eq!(code(&mark[0]), "bad-json", "{}", mark[0]);
    }
}

/// Issue 18: serde_json's messages quoted the input back whole: a 1 MiB string, key or variant
/// came back in the message. What a message quotes is cut at 40 characters, then `…`, wherever
/// the input is JSON (the one decoder's `json_error`), and where a name is quoted (an unknown
/// flèche, level, game, formation).
#[test]
fn an_error_message_quotes_at_most_forty_characters_of_the_input() {
    use tablier::service::calls;
    let long = "x".repeat(500_000);
    let key = format!(r#"{{"{long}":1}}"#);
    let start = r#""black":{"N1":15},"turn":"white""#;
    let cases: Vec<(&str, Result<String, tablier::Error>)> = vec![
        (
            "a string for an object",
            calls::validate(&format!(r#"{{"white":"{long}",{start}}}"#)),
        ),
        (
            "an unknown variant",
            calls::validate(&format!(
                r#"{{"white":{{"B1":15}},"black":{{"N1":15}},"turn":"{long}"}}"#
            )),
        ),
        ("an unknown field", calls::validate(&key)),
        (
            "an unknown flèche",
            calls::validate(&format!(r#"{{"white":{{"{long}":15}},{start}}}"#)),
        ),
        (
            "a string for a play",
            calls::check_play("B1:15/N1:15 w 6-5", &format!(r#""{long}""#)),
        ),
        (
            "an unknown level",
            calls::choose_play("B1:15/N1:15 w 6-5", &format!(r#""{long}""#)),
        ),
        (
            "an unknown game",
            calls::start_position(&format!(r#""{long}""#)),
        ),
        (
            "a record",
            tablier::service::advice::review(&format!(r#"{{"format":"{long}"}}"#), r#""white""#),
        ),
        (
            "a formation",
            tablier::service::sheet::sheet(&format!(
                r#"{{"formation":"{long}","marques":1,"gains":[]}}"#
            )),
        ),
        (
            "a string of brackets",
            calls::validate(&format!(r#"{{"white":"{}",{start}}}"#, "[".repeat(500_000))),
        ),
    ];
    // Each refused with its own code, in the order of `cases`.
    let codes = [
        "bad-json",
        "bad-json",
        "unknown-field",
        "unknown-fleche",
        "bad-json",
        "bad-request",
        "bad-request",
        "bad-json",
        "bad-request",
        "bad-json",
    ];
    assert_eq!(cases.len(), codes.len());
    for ((what, r), code) in cases.into_iter().zip(codes) {
        let e = r.expect_err(what);
        assert_eq!(e.code(), code, "{what}: {e}");
        let m = e.to_string();
        assert!(
            m.chars().count() < 300,
            "{what}: a message of {} characters: {:.200}",
            m.len(),
            m
        );
        assert!(
            m.contains("xxxx") && m.contains('…') || m.contains("[[[["),
            "{what}: {m}"
        );
    }
    // A short input is quoted whole, as before.
    let e = calls::validate(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"red"}"#).unwrap_err();
    assert_eq!(e.code(), "bad-json");
    assert!(e.to_string().contains("unknown variant `red`"), "{e}");
}
