//! The hand marks of a game with écoles and of its record: a record whose école the engine would
//! not give, or whose marks it cannot read or are not the roll's play, is refused naming the roll
//! (`tablier replay` too); a record without marks stays version 1; a score put in by hand keeps no
//! marks, undo restores them; the game refuses marks whose play is not the one made (issue 18).
//! The écoles: 000 DÉFINITION (école), ÉCOLE DE POINTS, FAUSSE ÉCOLE; 002 rules 46–67.

use crate::common;
use crate::support::{as_json, at_a_scoring_roll, marked, play_on, replay_value};
use serde_json::{json, Value};
use tablier::ecole::{check, Marked};
use tablier::partie::Partie;
use tablier::record::{RecordJson, VERSION_ENGINE_MARKS};
use tablier::Variant;

/// A record with one école (par excès, two points), as JSON, and its roll's index.
fn ecole_record() -> (Value, usize) {
    let (mut p, mut rng, _, i) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let due = p.score().side(mover).points;
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    p.mark_ecole(&m).unwrap();
    play_on(&mut p, &mut rng, 8);
    (as_json(&RecordJson::from_partie(&p)), i)
}

fn refused(v: &Value) -> (usize, &'static str, String) {
    let e = replay_value(v).unwrap_err();
    (e.step, e.code(), e.to_string())
}

#[test]
fn a_tampered_ecole_is_refused_naming_the_roll() {
    let (rec, i) = ecole_record();
    assert!(replay_value(&rec).is_ok());
    let mover = rec["rolls"][i]["side"].as_str().unwrap().to_string();

    // More école points than the engine gives.
    let mut v = rec.clone();
    v["rolls"][i]["ecoles"][0]["markable"] = json!(3);
    let (step, code, msg) = refused(&v);
    assert_eq!((step, code), (i + 1, "wrong-ecoles"));
    assert!(msg.starts_with(&format!("roll {}: ", i + 1)), "{msg}");
    assert!(msg.contains("par excès of 2"), "{msg}");

    // An école claimed where the marks were right: the engine finds none.
    let mut v = rec.clone();
    let due = rec["rolls"][i]["marked"][&mover]["jeton"].as_u64().unwrap() - 2;
    v["rolls"][i]["marked"][&mover]["jeton"] = json!(due);
    let (step, code, msg) = refused(&v);
    assert_eq!((step, code), (i + 1, "wrong-ecoles"), "{msg}");
    assert!(msg.contains("finds none"), "{msg}");

    // The same, without the list of écoles: the score gives it away.
    v["rolls"][i].as_object_mut().unwrap().remove("ecoles");
    assert_eq!(refused(&v).1, "wrong-score");

    // An école listed on a roll nobody marked by hand (and so no marks in its order).
    let mut v = rec.clone();
    v["rolls"][i].as_object_mut().unwrap().remove("marked");
    v["rolls"][i].as_object_mut().unwrap().remove("order");
    assert_eq!(refused(&v).1, "wrong-ecoles");

    // The score of the école roll changed.
    let mut v = rec.clone();
    let pts = v["rolls"][i]["score"]["white"]["points"].as_u64().unwrap();
    v["rolls"][i]["score"]["white"]["points"] = json!((pts + 1) % 12);
    assert_eq!(refused(&v).1, "wrong-score");

    // Marks the check cannot read (a jeton shows 0 to 11).
    let mut v = rec.clone();
    v["rolls"][i]["marked"][&mover]["jeton"] = json!(14);
    let (step, code, msg) = refused(&v);
    assert_eq!((step, code), (i + 1, "bad-marked"), "{msg}");

    // A `play` for the side not moving is marks the check cannot read, whether its flèches
    // exist or not (docs/record.md, the école check).
    let other = if mover == "white" { "black" } else { "white" };
    for fleche in ["B3", "Z9"] {
        let mut v = rec.clone();
        v["rolls"][i]["marked"][other] = json!({ "play": { "moves": [["B1", fleche]] } });
        let (step, code, msg) = refused(&v);
        assert_eq!((step, code), (i + 1, "bad-marked"), "{fleche}: {msg}");
    }

    // A play in `marked` that is not the roll's.
    let mut v = rec.clone();
    v["rolls"][i]["marked"][&mover]["play"] = json!({ "moves": [] });
    if v["rolls"][i]["play"] != json!([]) {
        assert_eq!(refused(&v).1, "marked-play-differs");
    }
    // The roll's own play, in another order, is the same play (marks that name the play come
    // after it: the record's `order`, marks first, goes).
    let mut v = rec.clone();
    v["rolls"][i].as_object_mut().unwrap().remove("order");
    let mut moves = rec["rolls"][i]["play"].as_array().unwrap().clone();
    moves.reverse();
    v["rolls"][i]["marked"][&mover]["play"] = json!({ "moves": moves });
    assert!(replay_value(&v).is_ok());

    // Version 1 has no marks: a record with them must say version 2.
    let mut v = rec.clone();
    v["version"] = json!(1);
    assert_eq!(
        refused(&v),
        (
            i + 1,
            "marked-needs-version-2",
            format!(
                "roll {}: `marked` and `ecoles` are version 2 of the format, the record says version 1",
                i + 1
            )
        )
    );
    // A version this reader does not know yet.
    let mut v = rec;
    v["version"] = json!(tablier::record::VERSION + 1);
    let e = RecordJson::parse(&v.to_string()).unwrap_err();
    assert_eq!((e.step, e.code()), (0, "bad-json"));
}

#[test]
fn a_record_without_marks_is_still_version_1() {
    let p = tablier::partie::random_game(5, tablier::partie::LeavePolicy::Random, 50_000).unwrap();
    let rec = RecordJson::from_partie(&p);
    assert_eq!(rec.version, VERSION_ENGINE_MARKS);
    assert!(!rec.to_json().contains("marked"));
    // The committed version 1 records read as before.
    for f in [
        "opening.json",
        "holds-and-leaves-seed-1.json",
        "sortie-seed-2.json",
    ] {
        let text = std::fs::read_to_string(format!("tests/data/games/{f}")).unwrap();
        let r = RecordJson::parse(&text).unwrap();
        assert_eq!(r.version, 1, "{f}");
        r.replay().unwrap_or_else(|e| panic!("{f}: {e}"));
    }
}

#[test]
fn a_score_put_in_by_hand_keeps_no_marks_and_undo_restores_them() {
    let (mut p, _, thrown, i) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let due = p.score().side(mover).points;
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    let v = p.mark_ecole(&m).unwrap();
    assert_eq!(
        v,
        check(&thrown, &m).unwrap(),
        "the check of the roll as thrown"
    );
    assert_eq!(p.hand_marks(i).unwrap().marked, m);
    // A later "École !" on the same roll replaces the marks.
    let m2 = marked(json!({
        mover.name(): { "jeton": due + 2, "released": true, "touched": true },
        mover.opponent().name(): { "ecole": 2 }
    }));
    p.mark_ecole(&m2).unwrap();
    assert_eq!(p.hand_marks(i).unwrap().marked, m2);
    p.undo().unwrap();
    assert_eq!(p.hand_marks(i).unwrap().marked, m, "undo");
    // A score put in with set_score alone says nothing of marks.
    p.set_score(v.score).unwrap();
    assert!(p.hand_marks(i).is_none());
    p.undo().unwrap();
    assert_eq!(p.hand_marks(i).unwrap().marked, m);
    // Before any roll there is nothing to mark.
    let mut fresh = Partie::new(Variant::Trictrac);
    assert_eq!(
        fresh.mark_ecole(&Marked::default()).unwrap_err().code(),
        "bad-request"
    );
}

#[test]
fn tablier_replay_checks_the_ecole_of_a_record() {
    let (rec, i) = ecole_record();
    let run = common::cli::tablier(&["replay"], &rec.to_string());
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    let lines = run.json();
    assert_eq!(lines.len(), rec["rolls"].as_array().unwrap().len());
    assert_eq!(lines[i]["score"], rec["rolls"][i]["score"]);
    assert_eq!(lines[i]["ecoles"], rec["rolls"][i]["ecoles"]);
    assert_eq!(lines[i]["ecoles"][0]["kind"], "excess");
    assert!(lines
        .iter()
        .enumerate()
        .all(|(k, l)| (k == i) == l.get("ecoles").is_some()));
    let last = lines.last().unwrap();
    assert_eq!(last["score"], rec["rolls"][lines.len() - 1]["score"]);

    // From a file too.
    let dir = std::env::temp_dir().join(format!("tablier-record-ecole-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ecole.json");
    std::fs::write(&path, rec.to_string()).unwrap();
    let from_file = common::cli::tablier(&["replay", path.to_str().unwrap()], "");
    assert_eq!(from_file.stdout, run.stdout);
    let _ = std::fs::remove_dir_all(&dir);

    // A tampered école: the lines up to the roll before it, then the error naming it.
    let mut v = rec.clone();
    v["rolls"][i]["ecoles"][0]["points"] = json!(5);
    let run = common::cli::tablier(&["replay"], &v.to_string());
    assert_eq!(run.code, Some(1));
    let lines = run.json();
    assert_eq!(lines.len(), i + 1);
    let err = &lines[i]["error"];
    assert_eq!(err["code"], "wrong-ecoles");
    assert_eq!(err["step"], i + 1);
    assert!(err["message"]
        .as_str()
        .unwrap()
        .starts_with(&format!("roll {}: ", i + 1)));
}

/// Issue 18, found by the package's fuzz harness: marks whose mover's `play` is not the play made
/// — marked before the play, or after it with another play — were taken, and the game's own
/// record then failed to replay (`marked-play-differs`). They are refused and change nothing;
/// with the play made they are taken and the record replays.
#[test]
fn marks_with_a_play_other_than_the_one_made_are_refused() {
    let mut p = Partie::new(Variant::Trictrac);
    p.roll(tablier::Dice::new(3, 1).unwrap()).unwrap();
    let plays = p.plays().to_vec();
    assert!(plays.len() >= 2, "{plays:?}");
    let mover = p.turn().name();
    let moves = |pl: &tablier::Play| tablier::notation::json::PlayJson::from_play(pl).moves;
    let with = |m: Vec<[tablier::notation::json::Name; 2]>| {
        marked(json!({ mover: { "points": 0, "play": { "moves": m } } }))
    };
    let record = |p: &Partie| RecordJson::from_partie(p).to_json();
    let before = record(&p);
    assert_eq!(
        p.mark_ecole(&with(moves(&plays[0]))).unwrap_err().code(),
        "bad-request",
        "before the play"
    );
    assert_eq!(record(&p), before);
    p.play(plays[1]).unwrap();
    let played = record(&p);
    assert_eq!(
        p.mark_ecole(&with(moves(&plays[0]))).unwrap_err().code(),
        "bad-request",
        "another play"
    );
    assert_eq!(record(&p), played);
    p.mark_ecole(&with(moves(&plays[1])))
        .expect("the play made");
    RecordJson::parse(&record(&p))
        .unwrap()
        .replay()
        .expect("the record replays");
}

/// `Partie::check_ecole`: the verdict `mark_ecole` puts in, asked without putting it in, on the
/// roll as thrown (the score before its marks), after the play as before it; before any roll
/// there is nothing to judge (000 DÉFINITION (école), QUAND et COMMENT MARQUER L'ÉCOLE).
#[test]
fn check_ecole_judges_the_last_roll_and_puts_nothing_in() {
    let before_turns = |r: &Value| r["rolls"].as_array().map_or(0, Vec::len);
    assert!(Partie::new(Variant::Trictrac)
        .check_ecole(&Marked::default())
        .is_err());
    let (mut p, mut rng, thrown, _) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let due = p.score().side(mover).points;
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    let before = as_json(&RecordJson::from_partie(&p));
    let v = p.check_ecole(&m).unwrap();
    assert_eq!(v, check(&thrown, &m).unwrap());
    assert!(v.ecoles.iter().any(|e| e.by == mover), "{v:?}");
    assert_eq!(
        as_json(&RecordJson::from_partie(&p)),
        before,
        "nothing put in"
    );
    // the roll played, the next not thrown
    play_on(&mut p, &mut rng, 0);
    assert_eq!(p.turns().len(), before_turns(&before));
    assert_eq!(
        p.check_ecole(&m).unwrap(),
        v,
        "after the play, the same roll"
    );
    assert_eq!(p.mark_ecole(&m).unwrap(), v, "what mark_ecole puts in");
}
