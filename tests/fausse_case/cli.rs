//! `tablier fausse-case` (docs/cli.md): a line of JSON per attempt → the verdict, and with an
//! option the position once the opponent's choice is carried out; refusals as error lines.

use crate::common;

use serde_json::Value;

const POS: &str =
    r#"{"game":"trictrac","white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#;

fn line(attempt: &str, rest: &str) -> String {
    format!(r#"{{"position":{POS},"attempt":{attempt}{rest}}}"#)
}

#[test]
fn the_verdict_then_each_option() {
    // 000 DAME MAL PLACÉE: by 6-5, B1-B8 and B1-B6; the opponent may leave it or put the dame
    // at its true place, B7.
    let a = r#"{"moves":[["B1","B8"],["B1","B6"]],"released":true}"#;
    let input = [
        line(a, ""),
        line(a, r#","option":0"#),
        line(a, r#","option":1"#),
        line(
            a,
            r#","option":2,"replay":{"moves":[["B1","B7"],["B1","B6"]]}"#,
        ),
    ]
    .join("\n");
    let run = common::cli::tablier(&["fausse-case"], &input);
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    let out = run.json();
    assert_eq!(out[0]["fausse_case"], true);
    assert_eq!(out[0]["kinds"], serde_json::json!(["dame-mal-placee"]));
    assert_eq!(out[0]["points"], 0);
    let options = out[0]["options"].as_array().unwrap();
    assert_eq!(options[0]["option"], "leave");
    assert_eq!(options[1]["option"], "impose");
    assert_eq!(options[2]["option"], "replay");
    // Left as it is: B8 and B6, Black to play.
    let left: &Value = &out[1]["position"];
    assert_eq!(left["white"]["B8"], 1);
    assert_eq!(left["white"]["B6"], 1);
    assert_eq!(left["turn"], "black");
    // Imposed and replayed: B7 and B6.
    for o in &out[2..] {
        assert_eq!(o["position"]["white"]["B7"], 1, "{o}");
        assert_eq!(o["position"]["white"]["B8"], Value::Null);
    }
    assert_eq!(out[1]["choice"]["option"], "leave");
}

#[test]
fn refusals_are_error_lines() {
    let a = r#"{"moves":[["B1","B8"],["B1","B6"]]}"#;
    let input = [
        line(a, r#","option":7"#),
        line(a, r#","option":2"#),
        line(
            a,
            r#","option":2,"replay":{"moves":[["B1","B3"],["B1","B6"]]}"#,
        ),
        line(r#"{"moves":[["B1","X9"]]}"#, ""),
        line(r#"{"moves":[["B4","B8"]]}"#, ""),
        line(a, r#","replay":{"moves":[]}"#),
        format!(r#"{{"position":{POS},"attempt":{a},"colour":1}}"#),
    ]
    .join("\n");
    let run = common::cli::tablier(&["fausse-case"], &input);
    assert_eq!(run.code, Some(1));
    let codes: Vec<String> = run
        .json()
        .iter()
        .map(|v| v["error"]["code"].as_str().unwrap_or("none").to_string())
        .collect();
    assert_eq!(
        codes,
        [
            "bad-request",
            "bad-request",
            "bad-request",
            "unknown-fleche",
            "bad-request",
            "bad-request",
            "unknown-field"
        ]
    );
}
