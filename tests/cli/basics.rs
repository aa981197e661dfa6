//! The `tablier` binary, run as a user would: JSON Lines on stdin, one answer per line on stdout,
//! an error object for a failed line, and an exit status saying whether any line failed.

use crate::common;

use serde_json::Value;

struct Run {
    lines: Vec<String>,
    code: Option<i32>,
    stderr: String,
}

fn tablier(args: &[&str], input: &str) -> Run {
    let run = common::cli::tablier(args, input);
    Run {
        lines: run.lines(),
        code: run.code,
        stderr: run.stderr,
    }
}

fn json(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn error_code(line: &str) -> String {
    json(line)["error"]["code"]
        .as_str()
        .unwrap_or_else(|| panic!("not an error: {line}"))
        .to_string()
}

const START_JSON: &str = r#"{"game":"trictrac","white":{"B1":15},"black":{"N1":15},"turn":"white","coups":{"white":0,"black":0},"score":{"white":{"points":0,"holes":0,"bredouille":true},"black":{"points":0,"holes":0,"bredouille":true}}}"#;

#[test]
fn help_lists_the_subcommands() {
    for flag in ["--help", "-h", "help"] {
        let r = tablier(&[flag], "");
        assert_eq!(r.code, Some(0), "{flag}");
        let text = r.lines.join("\n");
        assert!(text.contains("usage: tablier"), "{text}");
        assert!(
            text.contains("analyse") && text.contains("notation"),
            "{text}"
        );
    }
}

#[test]
fn unknown_or_missing_command_is_a_usage_error() {
    for args in [&["frobnicate"][..], &[][..]] {
        let r = tablier(args, "");
        assert_eq!(r.code, Some(2), "{args:?}");
        assert!(r.stderr.contains("usage: tablier"), "{}", r.stderr);
        assert!(r.lines.is_empty());
    }
}

#[test]
fn notation_json_to_compact_and_back() {
    let input = format!("{START_JSON}\nB1:15/N1:15 w - 0,0 0.0b/0.0b\n");
    let r = tablier(&["notation"], &input);
    assert_eq!(r.code, Some(0), "{:?}", r.lines);
    assert_eq!(
        r.lines,
        vec![
            "B1:15/N1:15 w - 0,0 0.0b/0.0b".to_string(),
            START_JSON.to_string()
        ]
    );
}

#[test]
fn notation_writes_the_canonical_form() {
    let r = tablier(
        &["notation"],
        concat!(
            r#"{"white":{"B8":1,"B1":13,"B7":1},"black":{"N1":15},"turn":"black","dice":[5,3]}"#,
            "\n",
            "jacquet b1:15/n12:15 BLACK 53\n",
        ),
    );
    assert_eq!(r.code, Some(0), "{:?}", r.lines);
    assert_eq!(r.lines[0], "B1:13,B7,B8/N1:15 b 5-3 - 0.0b/0.0b");
    let j = json(&r.lines[1]);
    assert_eq!(j["game"], "jacquet");
    assert_eq!(j["black"]["N12"], 15);
    assert_eq!(j["turn"], "black");
    assert_eq!(j["dice"], serde_json::json!([5, 3]));
}

#[test]
fn a_failed_line_gets_its_error_and_the_run_goes_on() {
    let input = [
        "B1:15/N1:15 w 6-5",
        "B1:15/N1:15 w 7-5",
        r#"{"white":{"B13":15},"black":{"N1":15},"turn":"white"}"#,
        "not json {",
        "B1:14,B12/N1:15",
        r#"{"white":{"é":15},"black":{"N1":15},"turn":"white"}"#,
        "N1:15/B1:15 b",
    ]
    .join("\n");
    let r = tablier(&["notation"], &input);
    assert_eq!(r.code, Some(1));
    assert_eq!(r.lines.len(), 7, "{:?}", r.lines);
    // Answers come in the order of the lines.
    assert_eq!(json(&r.lines[0])["dice"], serde_json::json!([6, 5]));
    assert_eq!(error_code(&r.lines[1]), "bad-notation");
    let message = json(&r.lines[1])["error"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(message.contains("field dice at column 15"), "{message}");
    assert_eq!(error_code(&r.lines[2]), "unknown-fleche");
    assert_eq!(error_code(&r.lines[3]), "bad-notation");
    assert_eq!(error_code(&r.lines[4]), "lone-dame-on-coin");
    assert_eq!(error_code(&r.lines[5]), "unknown-fleche");
    assert_eq!(json(&r.lines[6])["turn"], "black");
}

#[test]
fn a_clean_run_exits_zero_and_blank_lines_are_skipped() {
    let r = tablier(&["notation"], "B1:15/N1:15\n\n   \nB1:15/N1:15 b\n");
    assert_eq!(r.code, Some(0), "{:?}", r.lines);
    assert_eq!(r.lines.len(), 2);
}

#[test]
fn windows_line_ends_are_read() {
    let input = format!("B1:15/N1:15 b\r\n{START_JSON}\r\n");
    let r = tablier(&["notation"], &input);
    assert_eq!(r.code, Some(0), "{:?}", r.lines);
    assert_eq!(json(&r.lines[0])["turn"], "black");
    assert_eq!(r.lines[1], "B1:15/N1:15 w - 0,0 0.0b/0.0b");
}

#[test]
fn analyse_needs_a_roll() {
    let input = format!("{START_JSON}\nB1:15/N1:15 w\n");
    let r = tablier(&["analyse"], &input);
    assert_eq!(r.code, Some(1));
    assert_eq!(r.lines.len(), 2);
    for l in &r.lines {
        assert_eq!(error_code(l), "no-dice");
    }
}

#[test]
fn analyse_reports_bad_positions() {
    let input = [
        "{\"white\":",
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[0,3]}"#,
        "B1:15/N1:15 w 6-9",
        "B1:15/N1:15 w 6-5 - 0.0b/0.0b extra",
        "B1:13,N12:2/N1:15 w 6-5",
    ]
    .join("\n");
    let r = tablier(&["analyse"], &input);
    assert_eq!(r.code, Some(1));
    let codes: Vec<String> = r.lines.iter().map(|l| error_code(l)).collect();
    assert_eq!(
        codes,
        [
            "bad-json",
            "bad-dice",
            "bad-notation",
            "bad-notation",
            "dame-on-opponent-coin"
        ]
    );
}

/// Every `$ echo '…' | tablier <command>` of docs/cli.md, run, answers the line after it.
#[test]
fn readme_examples_answer_as_shown() {
    let doc = include_str!("../../docs/cli.md");
    let lines: Vec<&str> = doc.lines().map(str::trim).collect();
    let mut checked = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("$ echo '") else {
            continue;
        };
        let (input, cmd) = rest
            .split_once("' | tablier ")
            .expect("echo '…' | tablier <command>");
        let args: Vec<&str> = cmd.split_whitespace().collect();
        let r = tablier(&args, &format!("{input}\n"));
        assert_eq!(r.lines.len(), 1, "{line}");
        assert_eq!(r.lines[0], lines[i + 1], "{line}");
        checked += 1;
    }
    assert!(checked >= 3, "{checked}");
}

/// A request's `position` may be the compact notation as a string, as a line may be
/// (docs/cli.md): `apply`, `ecole` and `fausse-case` answer it as they answer its JSON; a notation
/// that cannot be read is `bad-notation`, a board that cannot stand keeps its own code.
#[test]
fn a_requests_position_may_be_its_compact_notation() {
    let compact = "B1:13,B6,B7/N1:15 w 6-5 2,2";
    let json_pos = r#"{"white":{"B1":13,"B6":1,"B7":1},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":{"white":2,"black":2}}"#;
    let requests = [
        (
            "apply",
            r#"{"position":POS,"play":[["B6","B12"],["B7","B12"]]}"#,
        ),
        (
            "ecole",
            r#"{"position":POS,"marked":{"white":{"jeton":2,"released":true}}}"#,
        ),
        (
            "fausse-case",
            r#"{"position":POS,"attempt":{"moves":[["B1","B12"]],"released":true}}"#,
        ),
    ];
    for (cmd, req) in requests {
        let by_json = tablier(&[cmd], &req.replace("POS", json_pos));
        let by_notation = tablier(&[cmd], &req.replace("POS", &format!("\"{compact}\"")));
        assert_eq!(by_json.code, Some(0), "{cmd}: {:?}", by_json.lines);
        assert_eq!(by_notation.lines, by_json.lines, "{cmd}");
    }
    let bad = tablier(&["apply"], r#"{"position":"B1:16/N1:15 w 6-5","play":[]}"#);
    assert_eq!(error_code(&bad.lines[0]), "bad-notation");
    let lone = tablier(
        &["apply"],
        r#"{"position":"B1:14,B12/N1:15 w 6-5","play":[]}"#,
    );
    assert_eq!(error_code(&lone.lines[0]), "lone-dame-on-coin");
    let neither = tablier(&["apply"], r#"{"position":[1,2],"play":[]}"#);
    assert_eq!(error_code(&neither.lines[0]), "bad-json");
}
