//! Nothing lost, nothing stuck on the command line: a line that is not UTF-8, or is longer than
//! the limit, gets its own error object and the run goes on; `replay` answers a record it cannot
//! read with an error object; a long line is skipped without being held whole. Each test here
//! failed before the fix (the run stopped with exit 2 and no answer, or held the whole line).

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The limit of every boundary, lines and records (`notation::MAX_INPUT`, docs/limits.md).
const MAX_LINE: usize = 1 << 20;
const MAX_RECORD: usize = 1 << 20;

struct Run {
    lines: Vec<Value>,
    code: Option<i32>,
    stderr: String,
}

fn tablier(args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(crate::common::cli::bin())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the tablier binary ends");
    let _ = writer.join();
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    Run {
        lines: text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
            .collect(),
        code: out.status.code(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("")
}

/// One good request per subcommand.
const GOOD: [(&str, &str); 5] = [
    ("analyse", "B1:15/N1:15 w 6-5"),
    ("notation", "B1:15/N1:15 w 6-5"),
    (
        "apply",
        r#"{"position":{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]},"play":[["B1","B7"],["B1","B6"]]}"#,
    ),
    (
        "mark",
        r#"{"mover":"white","points":{"white":4,"black":0}}"#,
    ),
    (
        "ecole",
        r#"{"mover":"white","points":{"white":4,"black":0},"marked":{"white":{"points":4}}}"#,
    ),
];

#[test]
fn a_line_of_invalid_utf8_is_answered_and_the_run_goes_on() {
    // The issue's own example first, then every subcommand.
    let r = tablier(
        &["analyse"],
        b"B1:15/N1:15 w 6-5\n\xff\nB1:15/N1:15 w 6-5\n",
    );
    assert_eq!(r.lines.len(), 3, "{:?} {}", r.lines, r.stderr);
    assert!(r.lines[0]["plays"].is_array());
    assert_eq!(code(&r.lines[1]), "not-utf8");
    assert_eq!(r.lines[2], r.lines[0]);
    assert_eq!(r.code, Some(1));
    for (cmd, good) in GOOD {
        let mut input = Vec::new();
        for bad in [
            &b"\xff"[..],
            b"{\"a\":\"\xc3\x28\"}",
            b"B1:15/N1:15 w \xe2\x82",
            b"\x80\r",
        ] {
            input.extend_from_slice(good.as_bytes());
            input.push(b'\n');
            input.extend_from_slice(bad);
            input.push(b'\n');
        }
        input.extend_from_slice(good.as_bytes());
        let r = tablier(&[cmd], &input);
        assert_eq!(r.lines.len(), 9, "{cmd}: {:?} {}", r.lines, r.stderr);
        for (i, line) in r.lines.iter().enumerate() {
            if i % 2 == 1 {
                assert_eq!(code(line), "not-utf8", "{cmd} line {i}: {line}");
                let message = line["error"]["message"].as_str().unwrap_or("");
                assert!(message.contains(&format!("line {}", i + 1)), "{message}");
            } else {
                assert!(line.get("error").is_none(), "{cmd} line {i}: {line}");
            }
        }
        assert_eq!(r.code, Some(1), "{cmd}");
    }
}

#[test]
fn replay_of_invalid_utf8_answers_an_error_object() {
    let dir = std::env::temp_dir().join(format!("tablier-robust-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.json");
    std::fs::write(&file, b"{\"format\":\"tablier-record\",\xff}").unwrap();
    let file = file.to_str().unwrap();
    for (args, input) in [
        (vec!["replay", file], &b""[..]),
        (vec!["replay"], &b"\xff\xfe"[..]),
        (vec!["replay", "-"], &b"{\"rolls\":[\"\xed\xa0\x80\"]}"[..]),
    ] {
        let r = tablier(&args, input);
        assert_eq!(r.code, Some(1), "{args:?}: {}", r.stderr);
        assert_eq!(r.lines.len(), 1, "{args:?}: {:?}", r.lines);
        assert_eq!(code(&r.lines[0]), "not-utf8", "{:?}", r.lines);
        assert_eq!(r.lines[0]["error"]["step"], 0);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_refuses_a_record_over_the_limit() {
    let mut record = b"{\"format\":\"tablier-record\",\"version\":1,\"rolls\":[".to_vec();
    record.resize(MAX_RECORD + 10, b' ');
    let r = tablier(&["replay"], &record);
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert_eq!(r.lines.len(), 1, "{:?}", r.lines);
    assert_eq!(code(&r.lines[0]), "too-large");
}

#[test]
fn a_line_over_the_limit_is_answered_and_skipped() {
    for (cmd, good) in GOOD {
        let mut input = good.as_bytes().to_vec();
        input.push(b'\n');
        // Exactly the limit is read; one byte more is refused.
        let mut at_limit = format!("{good} ").into_bytes();
        at_limit.resize(MAX_LINE, b' ');
        input.extend_from_slice(&at_limit);
        input.push(b'\n');
        let mut over = at_limit.clone();
        over.push(b' ');
        input.extend_from_slice(&over);
        input.extend_from_slice(b"\r\n");
        input.extend_from_slice(&vec![b'x'; 3 * MAX_LINE]);
        input.push(b'\n');
        input.extend_from_slice(good.as_bytes());
        let r = tablier(&[cmd], &input);
        let codes: Vec<&str> = r.lines.iter().map(code).collect();
        assert_eq!(
            codes,
            ["", "", "too-large", "too-large", ""],
            "{cmd}: {:?}",
            r.lines
        );
        assert_eq!(
            r.lines[1], r.lines[0],
            "{cmd}: trailing blanks change nothing"
        );
        assert_eq!(r.lines[4], r.lines[0], "{cmd}");
        let message = r.lines[3]["error"]["message"].as_str().unwrap_or("");
        assert!(message.contains(&(3 * MAX_LINE).to_string()), "{message}");
        // Issue 18: the line is named, as for any other bad line (`not-utf8`).
        assert!(message.starts_with("input line 4 is "), "{message}");
        let message = r.lines[2]["error"]["message"].as_str().unwrap_or("");
        assert!(message.starts_with("input line 3 is "), "{message}");
        assert_eq!(r.code, Some(1));
    }
}

/// The peak memory of a `tablier notation` that is sent a 256 MB line, read while it still runs:
/// the line is skipped as it comes, so the process stays small.
#[cfg(target_os = "linux")]
#[test]
fn a_long_line_is_never_held_whole() {
    const HUGE: usize = 256 << 20;
    let mut child = Command::new(crate::common::cli::bin())
        .arg("notation")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let block = vec![b'7'; 1 << 20];
    stdin.write_all(b"B1:15/N1:15 w ").unwrap();
    for _ in 0..HUGE / block.len() {
        stdin.write_all(&block).unwrap();
    }
    stdin.write_all(b"\nB1:15/N1:15\n").unwrap();
    stdin.flush().unwrap();
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut answers = Vec::new();
    for _ in 0..2 {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        answers.push(line);
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak_kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/PID/status");
    drop(stdin);
    child.wait().unwrap();
    assert!(answers[0].contains("too-large"), "{}", answers[0]);
    assert!(
        answers[1].starts_with('{') && !answers[1].contains("error"),
        "{}",
        answers[1]
    );
    assert!(
        peak_kb < 32 * 1024,
        "peak {peak_kb} kB for a {HUGE}-byte line"
    );
}

#[test]
fn error_messages_quote_little_of_a_long_line() {
    let long = "x".repeat(MAX_LINE - 100);
    let lines = [
        format!("B1:15/N1:15 w 6-5 - 0.0/0.0 {long}"),
        format!("B1:15/N1:15 {long}"),
        format!("B1:15/N1:15 w {long}"),
        format!("B1:15/{long}"),
        format!("B1:{long}/N1:15"),
        format!("B1:15/N1:15 w 6-5 {long}"),
        format!("B1:15/N1:15 w 6-5 1,1 {long}"),
        format!("{long}B1:15/N1:15"),
    ];
    let r = tablier(&["notation"], lines.join("\n").as_bytes());
    assert_eq!(r.lines.len(), lines.len());
    for l in &r.lines {
        assert_eq!(code(l), "bad-notation", "{l}");
        let message = l["error"]["message"].as_str().unwrap_or("");
        assert!(
            message.chars().count() < 250,
            "{} chars: {message:.300}",
            message.len()
        );
        assert!(message.contains("…"), "{message}");
    }
}

/// A program that writes one line and waits for its answer gets it, the input still open.
#[test]
fn a_line_sent_alone_is_answered_at_once() {
    let mut child = Command::new(crate::common::cli::bin())
        .arg("analyse")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    for line in ["B1:15/N1:15 w 6-5\n", "\u{ff}\n", "B1:15/N1:15 w 6-5\n"] {
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        out.read_line(&mut answer).unwrap();
        assert!(answer.starts_with('{'), "{answer}");
    }
    drop(stdin);
    child.wait().unwrap();
}
