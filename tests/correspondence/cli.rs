//! `tablier verify` (docs/cli.md): a record the package wrote (tests/data/correspondence/tour.json,
//! a whole tour two players of `tests/node/correspondence-play.mjs` exchanged) is answered with
//! what the package's `verifyCorrespondence` answered for it (tour.verified.json: the node test
//! holds the package to the same file), and a record with a message changed is refused naming it.

use crate::common::cli::tablier;
use serde_json::Value;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/correspondence/");

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{DATA}{name}")).expect("the test data is there")
}

#[test]
fn verify_answers_what_the_package_answers() {
    let expected: Value = serde_json::from_str(&read("tour.verified.json")).expect("JSON");
    let from_file = tablier(&["verify", &format!("{DATA}tour.json")], "");
    assert_eq!(from_file.code, Some(0), "{}", from_file.stderr);
    assert_eq!(from_file.json(), vec![expected.clone()]);
    // The same from stdin.
    let from_stdin = tablier(&["verify"], &read("tour.json"));
    assert_eq!(from_stdin.json(), vec![expected.clone()]);
    assert_eq!(expected["over"], Value::Bool(true));
}

#[test]
fn verify_refuses_a_changed_message_naming_it() {
    let mut record: Value = serde_json::from_str(&read("tour.json")).expect("JSON");
    let messages = record["messages"].as_array_mut().expect("messages");
    // One character of message 40 changed: its check no longer holds.
    let text = messages[40].as_str().expect("text").to_string();
    let mid = text.len() / 2;
    let swapped = if &text[mid..=mid] == "A" { "B" } else { "A" };
    messages[40] = Value::String(format!("{}{swapped}{}", &text[..mid], &text[mid + 1..]));
    let run = tablier(&["verify"], &record.to_string());
    assert_eq!(run.code, Some(1));
    let answer = &run.json()[0]["error"];
    assert_eq!(answer["code"], "bad-check");
    assert_eq!(answer["details"]["roll"], 40, "{answer}");
    // Not a correspondence record at all.
    let run = tablier(
        &["verify"],
        r#"{"format":"tablier-partie","version":1,"messages":[]}"#,
    );
    assert_eq!(run.code, Some(1));
    assert_eq!(run.json()[0]["error"]["code"], "bad-record");
    // A usage error.
    assert_eq!(tablier(&["verify", "a", "b"], "").code, Some(2));
}

#[test]
fn verify_replays_a_tour_marked_by_hand() {
    // docs/correspondence.md, "Marks by hand": the command line replays the marks and rights
    // through the game's école, and the game's record keeps what each side marked.
    let g = crate::hand_support::play_hand_tour(2, 4000);
    let record = g.copies[0].to_record().to_json();
    let run = tablier(&["verify"], &record);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let answer = &run.json()[0];
    assert_eq!(answer["over"], Value::Bool(true));
    assert_eq!(answer["terms"]["hand_marks"], Value::Bool(true));
    let rolls = answer["record"]["rolls"].as_array().expect("rolls");
    let marked = rolls.iter().filter(|r| r.get("marked").is_some()).count();
    assert!(
        marked > rolls.len() / 2,
        "{marked} of {} rolls marked by hand",
        rolls.len()
    );
}
