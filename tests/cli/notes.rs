//! `tablier replay` of a record with notes (docs/record.md, "Notes"): the roll's comment and
//! drawings play no part in the replay, so the noted record answers line for line what the bare
//! one does; a note over its bounds is refused at its roll with `bad-note`.

use serde_json::Value;
use std::process::Command;

use crate::common::cli::bin;

fn replay(record: &str, name: &str) -> (Vec<Value>, Option<i32>) {
    let file =
        std::env::temp_dir().join(format!("tablier-notes-{}-{name}.json", std::process::id()));
    std::fs::write(&file, record).unwrap();
    let out = Command::new(bin())
        .arg("replay")
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    let text = String::from_utf8(out.stdout).unwrap();
    (
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect(),
        out.status.code(),
    )
}

#[test]
fn replay_reads_a_noted_record_as_the_bare_one() {
    let noted = std::fs::read_to_string("tests/data/notes/opening-noted.json").unwrap();
    let bare = std::fs::read_to_string("tests/data/games/opening.json").unwrap();
    let (lines, code) = replay(&noted, "noted");
    assert_eq!(code, Some(0), "{lines:?}");
    assert_eq!(lines.len(), 4);
    assert_eq!((lines, code), replay(&bare, "bare"));
}

#[test]
fn replay_refuses_a_note_over_its_bounds_at_its_roll() {
    let mut rec: Value = serde_json::from_str(
        &std::fs::read_to_string("tests/data/notes/opening-noted.json").unwrap(),
    )
    .unwrap();
    rec["rolls"][2]["note"]["arrows"] = serde_json::json!(["B2 off"]);
    let (lines, code) = replay(&rec.to_string(), "off");
    assert_eq!(code, Some(1));
    let error = &lines.last().unwrap()["error"];
    assert_eq!(
        (error["code"].as_str(), error["step"].as_u64()),
        (Some("bad-note"), Some(3)),
        "{lines:?}"
    );
}
