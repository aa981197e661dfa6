//! A score put in by hand (`Partie::set_score`, version 6 `set_scores`): the record keeps it, so
//! that a game scored by hand reads back as it stood, and undo of the game read back takes back
//! the same step. Before version 6 such a record was refused by its own engine (`wrong-score`):
//! a game saved and opened again was lost.
//
// 000 QUAND et COMMENT MARQUER L'ÉCOLE: the marks (and so the score) may be put in until the
// next roll is thrown, before or after the play (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP).

use crate::support::{as_json, at_a_scoring_roll, marked, play_on, replay_value};
use serde_json::json;
use tablier::partie::{Partie, Phase, RollStep};
use tablier::record::{RecordJson, VERSION_ORDER, VERSION_SET_SCORES};
use tablier::score::Score;
use tablier::Side;

/// The score with `side`'s points `by` fewer than the engine marked.
fn fewer(score: &Score, side: Side, by: u8) -> Score {
    let mut s = *score;
    let mut x = *s.side(side);
    x.points = x.points.saturating_sub(by);
    match side {
        Side::White => s.white = x,
        Side::Black => s.black = x,
    }
    s
}

fn read_back(p: &Partie) -> Partie {
    let text = serde_json::to_string(&p.to_record()).unwrap();
    Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap()
}

#[test]
fn a_score_put_in_after_the_play_reads_back() {
    let (mut p, mut rng, _, i) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let legal = p.rolled().unwrap().analysis.plays.first().copied().unwrap();
    p.play(legal).unwrap();
    let put = fewer(p.score(), mover, 1);
    p.set_score(put).unwrap();
    let rec = p.to_record();
    assert_eq!(rec.version, VERSION_SET_SCORES);
    let v = as_json(&rec);
    assert_eq!(v["rolls"][i]["set_scores"].as_array().unwrap().len(), 1);
    assert!(
        v["rolls"][i].get("order").is_none(),
        "the default order: after the play"
    );
    let mut b = read_back(&p);
    assert_eq!(b.score(), &put);
    assert_eq!(b.turns(), p.turns());
    assert_eq!(b.scores_put(i), vec![put]);
    // The game goes on from it alike, and undo takes back the score put in, then the play.
    play_on(&mut p, &mut rng.clone(), 6);
    play_on(&mut b, &mut rng, 6);
    assert_eq!(b.to_record(), p.to_record());
}

#[test]
fn a_score_put_in_before_the_play_keeps_its_place() {
    let (mut p, _, _, i) = at_a_scoring_roll(2, 2, 2);
    let mover = p.turn();
    let put = fewer(p.score(), mover, 2);
    p.set_score(put).unwrap();
    let legal = p.rolled().unwrap().analysis.plays.first().copied().unwrap();
    p.play(legal).unwrap();
    assert_eq!(p.roll_order(i), [RollStep::Score, RollStep::Play]);
    let mut b = read_back(&p);
    assert_eq!(b.roll_order(i), [RollStep::Score, RollStep::Play]);
    assert_eq!(b.score(), p.score());
    b.undo().unwrap();
    p.undo().unwrap();
    assert_eq!(b.phase(), Phase::AwaitingPlay, "undo takes back the play");
    assert_eq!(b.score(), p.score());
    assert_eq!(b.score(), &put);
}

#[test]
fn marks_then_a_score_then_marks_again_read_back() {
    let (mut p, _, _, i) = at_a_scoring_roll(3, 2, 2);
    let mover = p.turn();
    let due = p.score().side(mover).points;
    let legal = p.rolled().unwrap().analysis.plays.first().copied().unwrap();
    p.play(legal).unwrap();
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    p.mark_ecole(&m).unwrap();
    p.set_score(fewer(p.score(), mover, 1)).unwrap();
    p.mark_ecole(&m).unwrap();
    let b = read_back(&p);
    assert_eq!(b.score(), p.score());
    assert_eq!(b.roll_order(i), p.roll_order(i));
    assert_eq!(b.hand_marks(i), p.hand_marks(i));
    assert_eq!(b.to_record(), p.to_record());
}

#[test]
fn set_scores_in_an_older_version_is_refused_and_a_wrong_one_too() {
    let (mut p, _, _, i) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    p.set_score(fewer(p.score(), mover, 1)).unwrap();
    let v = as_json(&p.to_record());
    let mut old = v.clone();
    old["version"] = json!(VERSION_ORDER);
    let e = replay_value(&old).unwrap_err();
    assert_eq!((e.step, e.code()), (i + 1, "needs-version-6"));
    // A score that cannot stand is refused as `set_score` refuses it.
    let mut bad = v.clone();
    bad["rolls"][i]["set_scores"][0]["white"]["points"] = json!(40);
    assert!(replay_value(&bad).is_err());
    // The record's `score` is still checked against the replay.
    let mut wrong = v;
    wrong["rolls"][i]["set_scores"] = json!([]);
    assert_eq!(replay_value(&wrong).unwrap_err().code(), "wrong-score");
}
