//! `tablier ecole` on the command line: the cases of tests/data/ecole.jsonl (000 ÉCOLE DE
//! POINTS example sentence by sentence, and other 000 entries), error lines, and the README
//! fragment's examples (docs/ecole.md).

use crate::common;

fn run(input: &str) -> (String, i32) {
    let run = common::cli::tablier(&["ecole"], input);
    (run.stdout, run.code.unwrap_or(-1))
}

fn ecoles(v: &serde_json::Value) -> Vec<(String, String, u64)> {
    v["ecoles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["by"].as_str().unwrap().to_string(),
                e["kind"].as_str().unwrap().to_string(),
                e["points"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn data_file_cases() {
    let text = include_str!("../data/ecole.jsonl");
    let mut input = String::new();
    let mut cases = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: serde_json::Value = serde_json::from_str(line).unwrap();
        input.push_str(&case["input"].to_string());
        input.push('\n');
        cases.push(case);
    }
    let (out, code) = run(&input);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), cases.len());
    for (case, line) in cases.iter().zip(lines) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let want: Vec<(String, String, u64)> = case["ecoles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e[0].as_str().unwrap().to_string(),
                    e[1].as_str().unwrap().to_string(),
                    e[2].as_u64().unwrap(),
                )
            })
            .collect();
        assert_eq!(ecoles(&v), want, "{} ({})", case["name"], case["source"]);
    }
    assert!(cases.len() >= 20);
}

#[test]
fn error_lines_and_exit_status() {
    let (out, code) = run(concat!(
        "not json\n",
        r#"{"mover":"white","points":{"white":4},"marked":{"white":{"jeton":12}}}"#,
        "\n",
        r#"{"mover":"white"}"#,
        "\n",
        r#"{"mover":"white","points":{"white":4},"marked":{"white":{"jetons":1}}}"#,
        "\n",
        r#"{"position":{"white":{"B1":15},"black":{"N1":15},"turn":"white"},"marked":{}}"#,
        "\n",
        r#"{"mover":"white","points":{"white":4},"marked":{"white":{"jeton":4,"touched":true}}}"#,
        "\n",
    ));
    assert_eq!(code, 1);
    let codes: Vec<String> = out
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["error"]["code"].as_str().unwrap_or("ok").to_string()
        })
        .collect();
    assert_eq!(
        codes,
        [
            "bad-json",
            "bad-request",
            "bad-request",
            "unknown-field",
            "no-dice",
            "ok"
        ]
    );
}

#[test]
fn readme_examples() {
    // Every ```json block of docs/ecole.md marked "in" is followed by its "out".
    let doc = include_str!("../../docs/ecole.md");
    let blocks: Vec<&str> = doc
        .split("```json")
        .skip(1)
        .map(|b| b.split("```").next().unwrap().trim())
        .collect();
    assert!(
        blocks.len() >= 2 && blocks.len() % 2 == 0,
        "{} blocks",
        blocks.len()
    );
    for pair in blocks.chunks(2) {
        let (out, _) = run(&format!("{}\n", pair[0].replace('\n', " ")));
        let got: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let want: serde_json::Value = serde_json::from_str(pair[1]).unwrap();
        assert_eq!(got, want, "example {}", pair[0]);
    }
}
