//! `tablier mark` with the built binary: one JSON line in, one out; errors are lines too.

use crate::common;

fn run(cmd: &str, input: &str) -> (Vec<serde_json::Value>, i32) {
    let run = common::cli::tablier(&[cmd], input);
    (run.json(), run.code.unwrap_or(-1))
}

// 001 "De la bredouille": 8 simple points, the opponent 8 in bredouille, 18 won: partie, une,
// deux et trois, and two points (RULINGS 10).
#[test]
fn mark_the_001_bredouille_example() {
    let (out, code) = run(
        "mark",
        r#"{"score":{"white":{"points":8,"holes":0,"bredouille":false},"black":{"points":8,"holes":0,"bredouille":true}},"mover":"white","points":{"white":18,"black":0}}"#,
    );
    assert_eq!(code, 0);
    let o = &out[0];
    assert_eq!(o["holes"], serde_json::json!({"white": 3, "black": 0}));
    assert_eq!(
        o["score"]["white"],
        serde_json::json!({"points": 2, "holes": 3, "bredouille": true})
    );
    assert_eq!(
        o["score"]["black"],
        serde_json::json!({"points": 0, "holes": 0, "bredouille": true})
    );
    assert_eq!(o["can_leave"], true);
}

// 000 JEU ou TROU: leaving, no reste is marked and the opponent marks nothing.
#[test]
fn mark_with_leave() {
    let (out, code) = run(
        "mark",
        r#"{"score":{"white":{"points":8,"holes":3,"bredouille":false},"black":{"points":5,"holes":2,"bredouille":true}},"mover":"white","points":{"white":9,"black":6},"leave":true}"#,
    );
    assert_eq!(code, 0);
    assert_eq!(out[0]["holes"], serde_json::json!({"white": 1, "black": 0}));
    assert_eq!(out[0]["score"]["white"]["points"], 0);
    assert_eq!(out[0]["score"]["white"]["holes"], 4);
    assert_eq!(out[0]["score"]["black"]["points"], 0);
}

#[test]
fn mark_errors_are_lines_and_the_run_goes_on() {
    let input = concat!(
        r#"{"mover":"white","points":{"white":3,"black":0},"leave":true}"#,
        "\n",
        r#"{"score":{"white":{"points":12}},"mover":"white","points":{"white":1}}"#,
        "\n",
        r#"{"mover":"white","points":{"white":3},"extra":1}"#,
        "\n",
        r#"{"mover":"black","points":{"black":5}}"#,
        "\n"
    );
    let (out, code) = run("mark", input);
    assert_eq!(code, 1);
    assert_eq!(out.len(), 4);
    assert_eq!(
        out[0]["error"]["code"], "bad-request",
        "no trou, no leaving"
    );
    assert_eq!(out[1]["error"]["code"], "bad-score");
    assert_eq!(out[2]["error"]["code"], "unknown-field");
    assert_eq!(out[3]["score"]["black"]["points"], 5);
    assert_eq!(out[3]["can_leave"], false);
}
