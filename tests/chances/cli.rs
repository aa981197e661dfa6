//! `tablier chances` as a user runs it: one position a line, JSON or compact, one answer a line.

use crate::common;

use serde_json::Value;

fn coups(v: &Value) -> Vec<String> {
    v["coups"]
        .as_array()
        .unwrap_or_else(|| panic!("no coups: {v}"))
        .iter()
        .map(|c| c.as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn seize_coups_on_a_six_from_the_command_line() {
    // 001, seconde règle: découvert sur un six, "il y a seize coups". White's dame on N11, six
    // steps behind Black's lone dame on N5; compact and JSON spellings of the same position.
    let input = concat!(
        "B1:14,N11/N1:14,N5 w\n",
        r#"{"white":{"B1":14,"N11":1},"black":{"N1":14,"N5":1},"turn":"white","dice":[2,2]}"#,
        "\n"
    );
    let run = common::cli::tablier(&["chances"], input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let answers = run.json();
    assert_eq!(answers.len(), 2);
    // The dice of the second line are not read: the same chances.
    assert_eq!(answers[0], answers[1]);
    let a = &answers[0];
    assert_eq!(a["turn"], "white");
    let dame = &a["dames"][0];
    assert_eq!(dame["at"], "N5");
    assert_eq!(dame["vrai"]["count"], 16);
    let list = coups(&dame["vrai"]);
    assert_eq!(list.len(), 16);
    for c in ["3-3", "5-1", "1-5", "4-2", "2-4", "6-6", "6-1", "1-6"] {
        assert!(list.contains(&c.to_string()), "{c} in {list:?}");
    }
    assert_eq!(dame["faux"]["count"], 0);
    // 000 NOMBRE DIRECT and COMPOSÉ: 11 and 5.
    let passage = &dame["passages"][0];
    assert_eq!(passage["from"], "N11");
    assert_eq!(passage["distance"], 6);
    assert_eq!(passage["direct"]["count"], 11);
    let composed: u64 = passage["composed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["count"].as_u64().unwrap())
        .sum();
    assert_eq!(composed, 5);
    // 14 simple coups at 4 and two doublets at 6, over 36.
    assert_eq!(a["points"]["white"], 68);
    assert_eq!(a["expected"]["white"], 1.889);
}

#[test]
fn a_bad_line_gets_its_error_and_the_run_goes_on() {
    let input = "not a position\n{\"game\":\"jacquet\",\"white\":{\"B1\":15},\"black\":{\"N12\":15},\"turn\":\"white\"}\nB1:15/N1:15 w\n";
    let run = common::cli::tablier(&["chances"], input);
    assert_eq!(run.code, Some(1));
    let answers = run.json();
    assert_eq!(answers.len(), 3);
    assert_eq!(answers[0]["error"]["code"], "bad-notation");
    assert_eq!(answers[1]["error"]["code"], "bad-request");
    // The start: nothing to beat, no coin, no plein; every coup playable.
    assert_eq!(answers[2]["dames"], serde_json::json!([]));
    assert!(answers[2].get("impuissance").is_none());
}
