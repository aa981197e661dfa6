//! `tablier analyse` on positions whose legal plays were worked out by hand (each comment gives
//! the reasoning). Plays are compared as sets: the order the engine lists them in is free.

use crate::common;

use serde_json::Value;
use std::collections::BTreeSet;

fn analyse(input: &str) -> (Vec<Value>, Option<i32>) {
    let run = common::cli::tablier(&["analyse"], input);
    (run.json(), run.code)
}

/// A play as its moves `from>to`, in the order played (tout d'une keeps its order).
type PlayKey = Vec<String>;

/// Plays without regard to the order of independent moves: moves of one play are sorted unless a
/// move starts where an earlier one ended (a dame played tout d'une).
fn plays(answer: &Value) -> BTreeSet<PlayKey> {
    let list = answer["plays"]
        .as_array()
        .unwrap_or_else(|| panic!("no plays: {answer}"));
    list.iter()
        .map(|p| {
            let moves: Vec<(String, String)> = p["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| {
                    (
                        m[0].as_str().unwrap().to_string(),
                        m[1].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            let chained = moves.windows(2).any(|w| w[1].0 == w[0].1);
            let mut keys: Vec<String> = moves.iter().map(|(f, t)| format!("{f}>{t}")).collect();
            if !chained {
                keys.sort();
            }
            keys
        })
        .collect()
}

fn set(plays: &[&[&str]]) -> BTreeSet<PlayKey> {
    plays
        .iter()
        .map(|p| {
            let mut v: Vec<String> = p.iter().map(|s| s.to_string()).collect();
            let chained = v
                .windows(2)
                .any(|w| w[1].split('>').next() == w[0].split('>').nth(1));
            if !chained {
                v.sort();
            }
            v
        })
        .collect()
}

/// The jans as (name, beneficiary, points).
fn jans(answer: &Value) -> Vec<(String, String, u64)> {
    answer["jans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| {
            (
                j["jan"].as_str().unwrap().to_string(),
                j["beneficiary"].as_str().unwrap().to_string(),
                j["points"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn one(line: &str) -> Value {
    let (answers, code) = analyse(&format!("{line}\n"));
    assert_eq!(code, Some(0), "{line}: {answers:?}");
    assert_eq!(answers.len(), 1);
    let a = answers.into_iter().next().unwrap();
    // docs/interchange.md: the points are the totals of the jans.
    let mut totals = (0, 0);
    for j in a["jans"].as_array().unwrap() {
        let p = j["points"].as_u64().unwrap();
        match j["beneficiary"].as_str().unwrap() {
            "white" => totals.0 += p,
            "black" => totals.1 += p,
            other => panic!("beneficiary {other}"),
        }
    }
    assert_eq!(a["points"]["white"].as_u64(), Some(totals.0), "{a}");
    assert_eq!(a["points"]["black"].as_u64(), Some(totals.1), "{a}");
    a
}

#[test]
fn opening_six_five() {
    // From the talon: the 6 to B7, the 5 to B6. Tout d'une the dame would stop alone on its coin
    // B12 (000 COINS: never one dame on the coin), so one play only.
    let a = one("B1:15/N1:15 w 6-5 0,0");
    assert_eq!(plays(&a), set(&[&["B1>B7", "B1>B6"]]));
    assert_eq!(jans(&a), vec![]);
}

#[test]
fn opening_six_five_for_black() {
    let a = one("B1:15/N1:15 b 6-5 1,0");
    assert_eq!(plays(&a), set(&[&["N1>N7", "N1>N6"]]));
}

#[test]
fn opening_beset() {
    // 1-1, two numbers (RULINGS 4): two dames to B2, or one dame tout d'une to B3 through B2.
    let a = one("B1:15/N1:15 w 1-1 0,0");
    assert_eq!(plays(&a), set(&[&["B1>B2", "B1>B2"], &["B1>B2", "B2>B3"]]));
}

#[test]
fn opening_sonnez() {
    // 6-6: tout d'une would reach N12, Black's coin, where no White dame may stand (000 COINS).
    let a = one("B1:15/N1:15 w 6-6 0,0");
    assert_eq!(plays(&a), set(&[&["B1>B7", "B1>B7"]]));
}

#[test]
fn coin_taken_with_two_dames_at_once() {
    // White B1:13, B6, B7; 6-5. The 6: B1>B7, B6>B12; B7>N12 is Black's coin. The 5: B1>B6,
    // B6>B11, B7>B12. A lone dame on B12 is refused, so B6>B12 goes only with B7>B12 (the coin
    // taken d'emblée, 000 COINS). Tout d'une B6>N8 or B7>N7 enters Black's grand jan, which
    // Black, all on his talon, can still fill (000 JAN INTERDIT).
    let a = one("B1:13,B6,B7/N1:15 w 6-5 2,2");
    assert_eq!(
        plays(&a),
        set(&[
            &["B1>B7", "B1>B6"],
            &["B1>B7", "B6>B11"],
            &["B6>B12", "B7>B12"]
        ])
    );
}

#[test]
fn only_one_number_can_be_played() {
    // Black holds B7: White's 6 from the talon is blocked (000 LOIS), and the 6 after the 5 would
    // put a lone dame on B12. Only the 5 is played.
    let a = one("B1:15/N1:13,B7:2 w 6-5 3,3");
    assert_eq!(plays(&a), set(&[&["B1>B6"]]));
    // 000 IMPUISSANCE: 2 points to the opponent for the number not played.
    assert_eq!(
        jans(&a),
        vec![("impuissance".to_string(), "black".to_string(), 2)]
    );
}

#[test]
fn last_two_dames_borne_off() {
    // White's last dames on N2 and N1 (steps 23 and 24): the 2 and the 1 bear each off exactly,
    // and bearing the last dames off is obligatory when possible (RULINGS 6), so N2>N1 then N1>off
    // (leaving one dame) is not a legal play.
    let a = one("N2,N1/N12:2,N11:13 w 2-1 50,49");
    assert_eq!(plays(&a), set(&[&["N2>off", "N1>off"]]));
    // 000 SORTIE: "4 points par un coup simple" for the last dame borne off.
    assert_eq!(
        jans(&a),
        vec![("sortie".to_string(), "white".to_string(), 4)]
    );
}

#[test]
fn sortie_numbers_defaillants_played_inside_first() {
    // 000 SORTIE, example with a dame on N6 and one on N4 (the others on the last cases; the
    // diagram is missing, rebuilt with two on N2), 5 and 3: the 5 from N6 and the 3 from N4,
    // both inside the jan, not the 3 from N6 and then N4 off by the 5 become excédant.
    let a = one("N6,N4,N2:2/N12:2,N11:13 w 5-3 60,59");
    assert_eq!(plays(&a), set(&[&["N6>N1", "N4>N1"]]));
}

#[test]
fn sortie_blocked_gives_impuissance() {
    // 000 SORTIE, example: one dame on N6, two on N1, the opponent holding N3, ternes. The dame
    // on N6 cannot be played, and the dames on N1 may not go off by 3 as an excédant number:
    // nothing is played, and each number not played gives Black 2 points (000 IMPUISSANCE).
    // Black's other dames are placed out of the way (the seed's diagram is missing).
    let a = one("N6,N1:2/N5:13,N3:2 w 3-3 60,59");
    // Nothing can be played: no play has a move (an empty list, or the one empty play).
    let listed = plays(&a);
    assert!(
        listed.len() <= 1 && listed.iter().all(|p| p.is_empty()),
        "{a}"
    );
    assert_eq!(
        a["points"],
        serde_json::json!({"white": 0, "black": 4}),
        "{a}"
    );
}

#[test]
fn json_and_compact_lines_give_the_same_answer() {
    let input = concat!(
        r#"{"white":{"B1":13,"B6":1,"B7":1},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":{"white":2,"black":2}}"#,
        "\n",
        "B1:13,B6,B7/N1:15 w 6-5 2,2\n",
    );
    let (answers, code) = analyse(input);
    assert_eq!(code, Some(0));
    assert_eq!(answers.len(), 2);
    assert_eq!(answers[0], answers[1]);
}

#[test]
fn a_failed_line_does_not_stop_the_analyses() {
    let (answers, code) = analyse("B1:15/N1:15 w 6-5\nB1:15/N1:15 w\nB1:15/N1:15 w 1-1\n");
    assert_eq!(code, Some(1));
    assert_eq!(answers.len(), 3);
    assert_eq!(plays(&answers[0]).len(), 1);
    assert_eq!(answers[1]["error"]["code"], "no-dice");
    assert_eq!(plays(&answers[2]).len(), 2);
}
