//! `tablier apply` and `tablier replay` with the built binary.

use crate::common;

use serde_json::{json, Value};

fn run(args: &[&str], input: &str) -> (Vec<Value>, i32) {
    let run = common::cli::tablier(args, input);
    (run.json(), run.code.unwrap_or(-1))
}

const START_65: &str = r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":{"white":0,"black":0}}"#;

#[test]
fn apply_a_play() {
    let line = format!(r#"{{"position":{START_65},"play":[["B1","B7"],["B1","B6"]]}}"#);
    let (out, code) = run(&["apply"], &line);
    assert_eq!(code, 0, "{out:?}");
    let p = &out[0];
    assert_eq!(p["turn"], "black");
    assert_eq!(p["white"], json!({"B1": 13, "B6": 1, "B7": 1}));
    assert!(p.get("dice").is_none());
    assert_eq!(p["score"]["white"]["points"], 0);
}

#[test]
fn apply_refusals_are_lines() {
    let input = [
        // Leaving with no trou (RULINGS 11).
        format!(r#"{{"position":{START_65},"leave":true}}"#),
        // Not the dice.
        format!(r#"{{"position":{START_65},"play":[["B1","B4"],["B1","B6"]]}}"#),
        // No dice.
        r#"{"position":{"white":{"B1":15},"black":{"N1":15},"turn":"white"},"play":[]}"#
            .to_string(),
        // No play.
        format!(r#"{{"position":{START_65}}}"#),
        // The same play as an object: accepted.
        format!(r#"{{"position":{START_65},"play":{{"moves":[["B1","B7"],["B1","B6"]]}}}}"#),
    ]
    .join("\n");
    let (out, code) = run(&["apply"], &input);
    assert_eq!(code, 1);
    assert_eq!(out.len(), 5);
    assert_eq!(out[0]["error"]["code"], "bad-request");
    let rule = out[1]["error"]["code"].as_str().unwrap();
    assert!(
        rule != "bad-request" && rule != "bad-json",
        "a rule's code, not {rule}"
    );
    assert_eq!(out[2]["error"]["code"], "no-dice");
    assert_eq!(out[3]["error"]["code"], "bad-request");
    assert_eq!(out[4]["turn"], "black");
}

// 000 JEU ou TROU / CHRONOLOGIE 5b: white at 10 points beats a black dame à vrai in his petit jan
// (B1 → B4 by the 3: 4 points, 000 BATTRE UNE DAME), completing a trou with his own roll: he may
// leave. (The diagram is rebuilt: one white talon, one lone black dame on B4.)
#[test]
fn apply_with_leave_releves_and_keeps_the_trous() {
    let pos = r#"{"white":{"B1":15},"black":{"N1":14,"B4":1},"turn":"white","dice":[3,1],
        "score":{"white":{"points":10,"holes":2,"bredouille":true},"black":{"points":0,"holes":1,"bredouille":true}}}"#
        .replace('\n', "");
    let p = tablier::notation::json::position_from_str(&pos).unwrap();
    let a = tablier::rules::analyse(&p).unwrap();
    assert!(
        a.points.white + 10 >= 12,
        "precondition: the roll completes white's trou ({:?})",
        a.jans
    );
    let won = tablier::score::mark(*p.score(), tablier::Side::White, a.points)
        .holes
        .white;
    let (out, code) = run(&["apply"], &format!(r#"{{"position":{pos},"leave":true}}"#));
    assert_eq!(code, 0, "{out:?}");
    let q = &out[0];
    assert_eq!(q["white"], json!({"B1": 15}));
    assert_eq!(q["black"], json!({"N1": 15}));
    assert_eq!(q["turn"], "white", "the side that left rolls again");
    assert_eq!(
        q["score"]["white"],
        json!({"points": 0, "holes": 2 + won, "bredouille": true})
    );
    assert_eq!(
        q["score"]["black"],
        json!({"points": 0, "holes": 1, "bredouille": true})
    );
    // Holding instead: the reste is marked and the play made.
    let play = a.plays[0];
    let moves = tablier::notation::json::PlayJson::from_play(&play).moves;
    let (out, code) = run(
        &["apply"],
        &format!(r#"{{"position":{pos},"play":{}}}"#, json!(moves)),
    );
    assert_eq!(code, 0, "{out:?}");
    assert_eq!(out[0]["turn"], "black");
    assert_eq!(out[0]["score"]["white"]["holes"], 2 + won);
    assert_eq!(
        out[0]["score"]["white"]["points"],
        (10 + a.points.white) % 12
    );
}

fn games_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games")
}

#[test]
fn replay_a_recorded_game() {
    let mut n = 0;
    for entry in std::fs::read_dir(games_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let rolls = record["rolls"].as_array().unwrap();
        let (out, code) = run(&["replay", path.to_str().unwrap()], "");
        assert_eq!(code, 0, "{}: {:?}", path.display(), out.last());
        assert_eq!(out.len(), rolls.len());
        for (i, (line, roll)) in out.iter().zip(rolls).enumerate() {
            assert_eq!(line["roll"], i + 1);
            assert_eq!(line["score"], roll["score"]);
        }
        assert_eq!(out.last().unwrap()["winner"], record["winner"]);
        n += 1;
    }
    assert!(n > 0);
}

#[test]
fn replay_refuses_a_wrong_step_from_stdin() {
    let path = std::fs::read_dir(games_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().and_then(|e| e.to_str()) == Some("json"))
        .unwrap();
    let mut record: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    record["rolls"][2]["points"]["white"] = json!(99);
    let (out, code) = run(&["replay"], &record.to_string());
    assert_eq!(code, 1);
    assert_eq!(out.len(), 3, "two good rolls, then the error");
    assert_eq!(out[2]["error"]["code"], "wrong-points");
    assert_eq!(out[2]["error"]["step"], 3);
}

// 000 CHRONOLOGIE, Note: the twelfth trou ends the game; the position comes back with that score
// and the play is not made. A game already won takes no more rolls.
#[test]
fn apply_at_the_twelfth_trou() {
    let pos = r#"{"white":{"B1":15},"black":{"N1":14,"B4":1},"turn":"white","dice":[2,1],"score":{"white":{"points":10,"holes":11,"bredouille":false},"black":{"points":3,"holes":7,"bredouille":true}}}"#;
    let won = r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[2,1],"score":{"white":{"points":0,"holes":12,"bredouille":true},"black":{"points":0,"holes":7,"bredouille":true}}}"#;
    let input = format!(
        "{}\n{}\n",
        format_args!(r#"{{"position":{pos},"play":[["B1","B3"],["B1","B2"]]}}"#),
        format_args!(r#"{{"position":{won},"play":[["B1","B3"],["B1","B2"]]}}"#)
    );
    let (out, code) = run(&["apply"], &input);
    assert_eq!(code, 1);
    assert_eq!(out[0]["score"]["white"]["holes"], 12);
    assert_eq!(
        out[0]["white"],
        json!({"B1": 15}),
        "no play after the last trou"
    );
    assert_eq!(out[1]["error"]["code"], "bad-request");
}

// 18 "Records": a record saved mid-roll (the last roll has no play yet) replays to that moment
// (it was refused with `play-missing`); a Jacquet record replays too (docs/record.md).
#[test]
fn replay_takes_a_record_saved_mid_roll_and_a_jacquet_record() {
    use tablier::partie::{Partie, PartieOptions, Phase};
    let mut p = Partie::with_options(PartieOptions::default(), 12);
    p.roll_random().unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    let (out, code) = run(&["replay"], &p.to_record().to_json());
    assert_eq!(code, 0, "{out:?}");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0]["roll"], 1);

    let mut j = tablier::jacquet::Partie::with_seed(Default::default(), 1, 3).unwrap();
    while j.winner().is_none() {
        match j.manche().phase() {
            tablier::jacquet::Phase::Play => {
                let play = j.computer_play(tablier::ai::Level::Debutant).unwrap();
                j.play(&play).unwrap();
            }
            _ => j.roll_random().unwrap(),
        }
    }
    let (out, code) = run(&["replay"], &j.to_record().to_json());
    assert_eq!(code, 0, "{out:?}");
    let last = out.last().unwrap();
    assert_eq!(last["winner"], j.winner().unwrap().name());
    assert_eq!(out.len(), j.results().len() + 1);
}
