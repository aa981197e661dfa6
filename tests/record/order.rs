//! A roll's `order` (version 5, docs/record.md): the hand marks put in before the play — as 000
//! CHRONOLOGIE DÉTAILLÉE D'UN COUP has it, the points marked (4) before the dames are moved (7) —
//! are replayed before it, so that the game read back from a record undoes the same step as the
//! game it was written from (issue 26). A record without `order` replays as before: the play,
//! then the marks.

use crate::support::{as_json, marked};
use serde_json::{json, Value};
use tablier::partie::{Partie, PartieOptions, Phase, RollStep};
use tablier::record::{RecordJson, VERSION_DROITS, VERSION_ORDER};

/// A seeded game (the primauté by lot) whose first roll the mover marks before playing it:
/// 0 points, his jeton let go.
fn marked_before_play(seed: u64) -> Partie {
    let mut p = Partie::with_options(PartieOptions::default(), seed);
    p.roll_random().unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    let mover = p.turn().name();
    p.mark_ecole(&marked(json!({ mover: { "points": 0, "released": true } })))
        .unwrap();
    let play = p.plays()[0];
    p.play(play).unwrap();
    p
}

fn read_back(v: &Value) -> Partie {
    Partie::from_record(&RecordJson::parse(&v.to_string()).unwrap()).unwrap()
}

/// The state a caller sees: what `undo` must leave alike in both games.
fn seen(p: &Partie) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {}",
        p.phase(),
        p.turns(),
        p.hand_marks(p.turns().len().saturating_sub(1)),
        p.position(),
        p.to_record().to_json()
    )
}

#[test]
fn marks_put_in_before_the_play_are_undone_after_it_in_the_game_read_back() {
    // The package fuzz's reproducer: the game undoes the play (its last step), the marks kept.
    for seed in 1..=5 {
        let mut g = marked_before_play(seed);
        let rec = as_json(&g.to_record());
        let mut b = read_back(&rec);
        assert_eq!(seen(&b), seen(&g), "seed {seed}: read back alike");
        g.undo().unwrap();
        b.undo().unwrap();
        assert_eq!(
            g.phase(),
            Phase::AwaitingPlay,
            "seed {seed}: the play is undone"
        );
        assert!(g.hand_marks(0).is_some(), "seed {seed}: the marks are kept");
        assert_eq!(
            seen(&b),
            seen(&g),
            "seed {seed}: the game read back undoes the same step"
        );
        // and the step before: the marks
        g.undo().unwrap();
        b.undo().unwrap();
        assert!(g.hand_marks(0).is_none());
        assert_eq!(seen(&b), seen(&g), "seed {seed}: then the marks");
    }
}

#[test]
fn the_record_says_the_marks_came_first_and_is_version_5() {
    let g = marked_before_play(1);
    assert_eq!(g.roll_order(0), [RollStep::Marked, RollStep::Play]);
    let rec = as_json(&g.to_record());
    assert_eq!(rec["version"], json!(VERSION_ORDER));
    assert_eq!(rec["rolls"][0]["order"], json!(["marked", "play"]));
}

#[test]
fn marks_after_the_play_write_no_order_and_keep_the_version() {
    let mut p = Partie::with_options(PartieOptions::default(), 1);
    p.roll_random().unwrap();
    let mover = p.turn().name();
    let play = p.plays()[0];
    p.play(play).unwrap();
    p.mark_ecole(&marked(json!({ mover: { "points": 0, "released": true } })))
        .unwrap();
    let rec = as_json(&p.to_record());
    assert!(rec["rolls"][0].get("order").is_none(), "{rec}");
    assert!(rec["version"].as_u64().unwrap() < u64::from(VERSION_ORDER));
}

#[test]
fn a_record_without_order_replays_the_play_first() {
    // A record written before version 5 (`order` left out): read as it always was, the play
    // then the marks, so its game undoes the marks first.
    let g = marked_before_play(1);
    let mut rec = as_json(&g.to_record());
    rec["rolls"][0].as_object_mut().unwrap().remove("order");
    rec["version"] = json!(VERSION_DROITS);
    let mut b = read_back(&rec);
    assert_eq!(b.roll_order(0), [RollStep::Play, RollStep::Marked]);
    b.undo().unwrap();
    assert_eq!(b.phase(), Phase::AwaitingRoll);
    assert!(b.hand_marks(0).is_none());
}

#[test]
fn an_order_that_is_not_the_rolls_steps_is_refused() {
    let g = marked_before_play(1);
    let rec = as_json(&g.to_record());
    let refused = |v: &Value| {
        let e = RecordJson::parse(&v.to_string())
            .and_then(|r| Partie::from_record(&r))
            .unwrap_err();
        (e.step, e.code())
    };
    for bad in [
        json!(["play"]),
        json!(["marked", "marked", "play"]),
        json!(["marked", "play", "droit"]),
        json!(["attempt", "marked"]),
    ] {
        let mut v = rec.clone();
        v["rolls"][0]["order"] = bad.clone();
        assert_eq!(refused(&v), (1, "bad-order"), "{bad}");
    }
    let mut v = rec.clone();
    v["rolls"][0]["order"] = json!(["marked", "sortie"]);
    assert_eq!(refused(&v), (0, "bad-json"));
    // `order` in an older version: refused by its version.
    let mut v = rec.clone();
    v["version"] = json!(VERSION_DROITS);
    assert_eq!(refused(&v), (1, "needs-version-5"));
}

#[test]
fn marks_put_in_again_are_kept_and_undone_as_the_game_undoes_them() {
    // Marked before the play, then again after it (a later "École !", 000 QUAND et COMMENT
    // MARQUER L'ÉCOLE: until the next roll): undo gives back the first marks, in the game read
    // back too.
    for seed in 1..=5 {
        let mut g = marked_before_play(seed);
        let mover = g.turns()[0].side.name();
        g.mark_ecole(&marked(json!({ mover: { "points": 1, "released": true } })))
            .unwrap();
        assert_eq!(
            g.roll_order(0),
            [RollStep::Marked, RollStep::Play, RollStep::Marked]
        );
        let rec = as_json(&g.to_record());
        assert_eq!(rec["version"], json!(VERSION_ORDER));
        assert_eq!(
            rec["rolls"][0]["marked_before"],
            json!([{ mover: { "points": 0, "released": true } }])
        );
        let mut b = read_back(&rec);
        assert_eq!(seen(&b), seen(&g), "seed {seed}: read back alike");
        for n in 1..=3 {
            g.undo().unwrap();
            b.undo().unwrap();
            assert_eq!(seen(&b), seen(&g), "seed {seed}: undo {n}");
        }
        assert!(g.hand_marks(0).is_none());
        // `marked_before` is version 5, and comes with `marked`.
        let mut v = rec.clone();
        v["version"] = json!(VERSION_DROITS);
        v["rolls"][0].as_object_mut().unwrap().remove("order");
        let e = RecordJson::parse(&v.to_string()).unwrap_err();
        assert_eq!((e.step, e.code()), (1, "needs-version-5"));
        let mut v = rec.clone();
        v["rolls"][0].as_object_mut().unwrap().remove("marked");
        v["rolls"][0].as_object_mut().unwrap().remove("ecoles");
        v["rolls"][0]["order"] = json!(["marked", "play"]);
        let e = RecordJson::parse(&v.to_string())
            .and_then(|r| Partie::from_record(&r))
            .unwrap_err();
        assert_eq!((e.step, e.code()), (1, "bad-order"));
    }
}
