//! Game records of games with écoles (format version 2, docs/scoring.md): a roll the sides
//! marked themselves carries what they marked (`marked`) and the écoles found in it (`ecoles`);
//! the replay runs the engine's école check again and puts in the verdict's score, so that the
//! record replays to the same final score, and a record whose école the engine would not give is
//! refused naming the roll. The écoles: 000 DÉFINITION (école), ÉCOLE DE POINTS, FAUSSE ÉCOLE,
//! QUAND et COMMENT MARQUER L'ÉCOLE; 002 rules 46–67.

use crate::common;

use serde_json::{json, Value};
use tablier::ecole::{check, Cause, EcoleKind, Marked};
use tablier::notation::json::MarkedJson;
use tablier::partie::{Decision, LeavePolicy, Partie, Phase};
use tablier::record::{RecordJson, VERSION_ENGINE_MARKS, VERSION_HAND_MARKS};
use tablier::score::mark;
use tablier::Rng;
use tablier::{Points, Position, Score, Side, Variant};

/// Every roll's hand marks, in order.
fn all_hand_marks(p: &Partie) -> Vec<Option<&tablier::partie::HandMarks>> {
    (0..p.turns().len()).map(|i| p.hand_marks(i)).collect()
}

fn marked(v: Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// One random step of a seeded game (roll, hold, or a random legal play).
fn step(p: &mut Partie, rng: &mut Rng) {
    p.step_random(rng, LeavePolicy::Hold).unwrap();
}

/// A seeded game played on to a roll where the mover won at least `min` points with `room` to
/// spare under twelve on his jeton, awaiting its play: the game, its rng, the position as thrown
/// (the score before the roll) and the roll's index.
fn at_a_scoring_roll(seed: u64, min: u32, room: u32) -> (Partie, Rng, Position, usize) {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(seed);
    for _ in 0..2000 {
        if p.phase() == Phase::AwaitingRoll {
            let before = p.position().clone();
            p.roll(rng.dice().unwrap()).unwrap();
            let mover = p.turn();
            let pts = p.rolled().unwrap().analysis.points.get(mover);
            if p.phase() == Phase::AwaitingPlay
                && pts >= min
                && before.score().side(mover).points as u32 + pts + room < 12
            {
                let thrown = before.with_dice(p.position().dice());
                assert_eq!(&thrown, &p.rolled().unwrap().thrown, "Rolled::thrown");
                let i = p.turns().len() - 1;
                return (p, rng, thrown, i);
            }
        } else if p.phase() == Phase::Over {
            break;
        } else {
            step(&mut p, &mut rng);
        }
    }
    panic!("no scoring roll in seed {seed}");
}

/// Plays `rolls` more rolls at random (fewer if the game ends).
fn play_on(p: &mut Partie, rng: &mut Rng, rolls: usize) {
    let mut n = 0;
    while !p.is_over() {
        if p.phase() == Phase::AwaitingRoll {
            if n == rolls {
                break;
            }
            n += 1;
        }
        step(p, rng);
    }
}

/// The record of the game, written and read back as text; it replays to the game's own score
/// after every roll, and the replayed game has the same hand marks.
fn replays_the_same(p: &Partie) -> RecordJson {
    let rec = RecordJson::from_partie(p);
    assert_eq!(
        rec.version, VERSION_HAND_MARKS,
        "a record with marks says version 2"
    );
    let text = rec.to_json();
    let back = RecordJson::parse(&text).unwrap();
    assert_eq!(back, rec);
    let r = back.replay().unwrap();
    let scores: Vec<Score> = p.turns().iter().map(|t| t.score).collect();
    assert_eq!(r.scores, scores);
    assert_eq!(r.partie.score(), p.score(), "the same final score");
    assert_eq!(r.partie.winner(), p.winner());
    assert_eq!(all_hand_marks(&r.partie), all_hand_marks(p));
    rec
}

fn as_json(rec: &RecordJson) -> Value {
    serde_json::from_str(&rec.to_json()).unwrap()
}

fn replay_value(v: &Value) -> Result<tablier::record::Replay, tablier::record::RecordError> {
    RecordJson::parse(&v.to_string())?.replay()
}

// 000 DÉFINITION: école par omission; 000 QUAND L'ÉCOLE EST CONSOMMÉE: consumed once the mover
// touched his dames. He marks nothing and plays: the opponent marks the points forgotten.
#[test]
fn an_ecole_par_omission_replays_to_the_same_final_score() {
    let (mut p, mut rng, thrown, i) = at_a_scoring_roll(2, 2, 0);
    let mover = p.turn();
    let opp = mover.opponent();
    let won = p.rolled().unwrap().analysis.points.get(mover);
    let jeton_before = thrown.score().side(mover).points;
    let m = marked(json!({ mover.name(): { "jeton": jeton_before, "touched": true } }));
    let v = p.mark_ecole(&m).unwrap();
    let e = v.ecole_by(mover).expect("an école par omission");
    assert_eq!(
        (e.kind, e.points, e.to),
        (EcoleKind::Omission, won, Some(opp))
    );
    let mut forgotten = Points::default();
    forgotten.add(opp, won);
    let expected = mark(v.score, opp, forgotten).score;
    assert_eq!(
        *p.score(),
        expected,
        "the opponent marked the forgotten points"
    );
    play_on(&mut p, &mut rng, 12);
    let rec = replays_the_same(&p);
    let r = rec.replay().unwrap();
    assert_eq!(
        r.scores[i],
        expected,
        "roll {}: the école in the score",
        i + 1
    );
    let roll = &rec.rolls[i];
    assert_eq!(
        roll.marked.as_ref().map(|j| j.to_marked().unwrap()),
        Some(m.clone())
    );
    let ecoles = roll.ecoles.as_ref().unwrap();
    assert_eq!(ecoles.len(), 1);
    assert_eq!(
        (ecoles[0].by, ecoles[0].kind, ecoles[0].markable),
        (mover, EcoleKind::Omission, won)
    );
    // Only that roll carries marks.
    assert_eq!(rec.rolls.iter().filter(|r| r.marked.is_some()).count(), 1);
}

// 000 ÉCOLE DE POINTS: two points too many, the jeton let go; the opponent marks them.
#[test]
fn an_ecole_par_exces_replays_to_the_same_final_score() {
    let (mut p, mut rng, _, i) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let opp = mover.opponent();
    let engine = *p.score();
    let due = engine.side(mover).points;
    // He lets go of the jeton two points too far, and plays.
    let play = p.plays().first().copied().unwrap_or_default();
    p.play(play).unwrap();
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    let v = p.mark_ecole(&m).unwrap();
    let e = v.ecole_by(mover).expect("an école par excès");
    assert_eq!(
        (e.kind, e.points, e.cause),
        (EcoleKind::Excess, 2, Cause::Points)
    );
    assert_eq!(p.score().side(mover).points, due, "the excess taken off");
    assert_eq!(p.score().side(opp).points, engine.side(opp).points + 2);
    let at_ecole = *p.score();
    play_on(&mut p, &mut rng, 12);
    let rec = replays_the_same(&p);
    assert_eq!(rec.replay().unwrap().scores[i], at_ecole);
    // The same game with the engine's marks ends elsewhere: the école counts.
    let mut plain = as_json(&rec);
    let roll = &mut plain["rolls"][i];
    roll.as_object_mut().unwrap().remove("marked");
    roll.as_object_mut().unwrap().remove("ecoles");
    let e = replay_value(&plain).unwrap_err();
    assert_eq!((e.step, e.code()), (i + 1, "wrong-score"), "{e}");
}

// 000 FAUSSE ÉCOLE: the opponent marks an école the mover did not make: the mover marks the
// points for himself.
#[test]
fn a_fausse_ecole_replays_to_the_same_final_score() {
    let (mut p, mut rng, _, i) = at_a_scoring_roll(4, 1, 2);
    let mover = p.turn();
    let opp = mover.opponent();
    let right = *p.score();
    let due = right.side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due, "released": true, "touched": true },
        opp.name(): { "ecole": 2 }
    }));
    let v = p.mark_ecole(&m).unwrap();
    assert!(v.ecole_by(mover).is_none());
    assert_eq!(p.score().side(mover).points, due + 2);
    play_on(&mut p, &mut rng, 12);
    let rec = replays_the_same(&p);
    let ecoles = rec.rolls[i].ecoles.as_ref().unwrap();
    assert_eq!(ecoles.len(), 1);
    assert_eq!(
        (
            ecoles[0].by,
            ecoles[0].cause,
            ecoles[0].to,
            ecoles[0].points
        ),
        (opp, Cause::FausseEcole, Some(mover), 2)
    );
}

// 000 QUAND et COMMENT MARQUER L'ÉCOLE: the opponent threw the dice without marking it, so "les
// points marqués éventuellement en trop par l'adversaire lui sont acquis". The record says so
// (`rolled`), and replays.
#[test]
fn a_lapsed_ecole_replays_with_the_wrong_marks_standing() {
    let (mut p, mut rng, _, i) = at_a_scoring_roll(3, 1, 3);
    let mover = p.turn();
    let due = p.score().side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due + 3, "released": true, "touched": true },
        mover.opponent().name(): { "rolled": true }
    }));
    p.mark_ecole(&m).unwrap();
    assert_eq!(p.score().side(mover).points, due + 3);
    play_on(&mut p, &mut rng, 6);
    let rec = replays_the_same(&p);
    assert!(rec.rolls[i].ecoles.as_ref().unwrap()[0].lapsed);
}

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

    // An école listed on a roll nobody marked by hand.
    let mut v = rec.clone();
    v["rolls"][i].as_object_mut().unwrap().remove("marked");
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
    // The roll's own play, in another order, is the same play.
    let mut v = rec.clone();
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

// A record written by the page (www/game.js `recordOf`, seed 21, 40 rolls): Black marks two
// points too many on roll 12 (000 ÉCOLE DE POINTS), White forgets two on roll 17 (école par
// omission), White claims a fausse école on roll 20 (000 FAUSSE ÉCOLE); each école's points go
// to the other side. The Rust replay reaches the page's final score.
#[test]
fn a_record_saved_by_the_page_replays_with_its_three_ecoles() {
    let text = std::fs::read_to_string("tests/data/games/ecoles-page-seed-21.json").unwrap();
    let rec = RecordJson::parse(&text).unwrap();
    assert_eq!(rec.version, VERSION_HAND_MARKS);
    let r = rec.replay().unwrap();
    let found: Vec<(usize, Side, EcoleKind, Cause, u32)> = all_hand_marks(&r.partie)
        .into_iter()
        .enumerate()
        .filter_map(|(i, h)| h.map(|h| (i + 1, h)))
        .flat_map(|(n, h)| {
            h.ecoles
                .iter()
                .map(move |e| (n, e.by, e.kind, e.cause, e.markable))
        })
        .collect();
    assert_eq!(
        found,
        vec![
            (12, Side::Black, EcoleKind::Excess, Cause::Points, 2),
            (17, Side::White, EcoleKind::Omission, Cause::Points, 2),
            (20, Side::White, EcoleKind::Excess, Cause::FausseEcole, 2),
        ]
    );
    // Each école moved two points from its maker to the other side, against the engine's marks.
    for (n, by) in [(12, Side::Black), (17, Side::White), (20, Side::White)] {
        let before = if n > 1 {
            r.scores[n - 2]
        } else {
            Score::default()
        };
        let roll = &rec.rolls[n - 1];
        let mut pts = Points::default();
        pts.add(Side::White, roll.points.white);
        pts.add(Side::Black, roll.points.black);
        let engine = mark(before, roll.side, pts).score;
        let with = r.scores[n - 1];
        let other = by.opponent();
        assert_eq!(
            with.side(other).points as u32,
            (engine.side(other).points as u32 + 2) % 12,
            "roll {n}: the other side marked the two points"
        );
    }
    let end = r.partie.score();
    assert_eq!(
        (
            end.white.holes,
            end.white.points,
            end.black.holes,
            end.black.points
        ),
        (6, 8, 10, 10)
    );
    // Without its écoles' marks the game is another one: refused at roll 12.
    let mut v: Value = serde_json::from_str(&text).unwrap();
    for roll in v["rolls"].as_array_mut().unwrap() {
        let o = roll.as_object_mut().unwrap();
        o.remove("marked");
        o.remove("ecoles");
    }
    let e = replay_value(&v).unwrap_err();
    assert_eq!((e.step, e.code()), (12, "wrong-score"));
}

mod props {
    use super::*;
    use proptest::prelude::*;
    use tablier::partie::{LeavePolicy, Phase};
    use tablier::Rng;

    /// A seeded game where, on rolls chosen by the rng, the sides mark by hand: the mover off by
    /// up to three points (or right), the opponent maybe saying "École !" for up to three points
    /// or throwing the dice first; marks put in before or after the play, after holding or
    /// leaving. Marks the check refuses are skipped.
    fn hand_marked_game(seed: u64, policy: LeavePolicy) -> Partie {
        let mut p = Partie::new(Variant::Trictrac);
        p.set_keep_undo(false);
        let mut rng = Rng::new(seed);
        let mut rolls = 0;
        let try_marks = |p: &mut Partie, rng: &mut Rng| {
            if p.is_over() || rng.below(3) != 0 {
                return;
            }
            let Some(r) = p.rolled() else { return };
            let mover = r.thrown.turn();
            let due = r.marking.after_mover.side(mover).points as i64;
            let off = rng.below(7) as i64 - 3;
            let jeton = (due + off).clamp(0, 11);
            let mut m =
                json!({ mover.name(): { "jeton": jeton, "released": true, "touched": true } });
            if rng.below(2) == 0 {
                m[mover.opponent().name()] = json!({ "ecole": rng.below(4) });
            } else if rng.below(3) == 0 {
                m[mover.opponent().name()] = json!({ "rolled": true });
            }
            let _ = p.mark_ecole(&marked(m));
        };
        while !p.is_over() && rolls < 400 {
            match p.phase() {
                Phase::AwaitingRoll => {
                    rolls += 1;
                    p.roll(rng.dice().unwrap()).unwrap();
                }
                Phase::AwaitingDecision => {
                    let d = match policy {
                        LeavePolicy::Hold => Decision::Hold,
                        LeavePolicy::Leave => Decision::Leave,
                        LeavePolicy::Random if rng.below(2) == 0 => Decision::Hold,
                        LeavePolicy::Random => Decision::Leave,
                    };
                    p.decide(d).unwrap();
                    if d == Decision::Leave {
                        try_marks(&mut p, &mut rng);
                    }
                }
                Phase::AwaitingPlay => {
                    let before_play = rng.below(2) == 0;
                    if before_play {
                        try_marks(&mut p, &mut rng);
                    }
                    if p.phase() == Phase::AwaitingPlay {
                        let plays = p.plays();
                        let play = plays
                            .get(rng.below(plays.len() as u64) as usize)
                            .copied()
                            .unwrap_or_default();
                        p.play(play).unwrap();
                        if !before_play {
                            try_marks(&mut p, &mut rng);
                        }
                    }
                }
                Phase::Over => {}
            }
        }
        p
    }

    proptest! {
        #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(64)))]
        // Whatever was marked by hand, wherever in the coup: the record replays to the game's
        // own score after every roll, its winner, and the same hand marks.
        #[test]
        fn a_hand_marked_game_replays_to_its_own_scores(seed in 1u64..1_000_000, leave in 0u8..3) {
            let policy = [LeavePolicy::Hold, LeavePolicy::Leave, LeavePolicy::Random][leave as usize];
            let p = hand_marked_game(seed, policy);
            prop_assume!(all_hand_marks(&p).iter().any(|h| h.is_some()));
            let rec = RecordJson::from_partie(&p);
            let r = RecordJson::parse(&rec.to_json()).unwrap().replay();
            prop_assert!(r.is_ok(), "seed {}: {}", seed, r.unwrap_err());
            let r = r.unwrap();
            let scores: Vec<Score> = p.turns().iter().map(|t| t.score).collect();
            prop_assert_eq!(r.scores, scores);
            prop_assert_eq!(r.partie.winner(), p.winner());
            prop_assert_eq!(all_hand_marks(&r.partie), all_hand_marks(&p));
        }
    }
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
    let with =
        |m: Vec<[String; 2]>| marked(json!({ mover: { "points": 0, "play": { "moves": m } } }));
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
