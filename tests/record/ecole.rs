//! Game records of games with écoles (format version 2, docs/scoring.md): a roll the sides
//! marked themselves carries what they marked (`marked`) and the écoles found in it (`ecoles`);
//! the replay runs the engine's école check again and puts in the verdict's score, so that the
//! record replays to the same final score: an école par omission, par excès, a fausse école, a
//! lapsed one, the page's record with three, any game marked by hand. The écoles: 000 DÉFINITION
//! (école), QUAND L'ÉCOLE EST CONSOMMÉE, ÉCOLE DE POINTS, FAUSSE ÉCOLE, QUAND et COMMENT MARQUER
//! L'ÉCOLE; 002 rules 46–67. What a record's marks must say, and which it refuses: `ecole_marks`.

use crate::support::{all_hand_marks, as_json, at_a_scoring_roll, marked, play_on, replay_value};
use serde_json::{json, Value};
use tablier::ecole::{Cause, EcoleKind};
use tablier::partie::{Decision, Partie};
use tablier::record::{RecordJson, VERSION_HAND_MARKS, VERSION_ORDER};
use tablier::score::mark;
use tablier::{Points, Score, Side, Variant};

/// The record of the game, written and read back as text; it replays to the game's own score
/// after every roll, and the replayed game has the same hand marks. Version 2, or 5 when a roll
/// was marked before its play (its `order`).
fn replays_the_same(p: &Partie) -> RecordJson {
    let rec = RecordJson::from_partie(p);
    let version = if rec.rolls.iter().any(|r| r.order.is_some()) {
        VERSION_ORDER
    } else {
        VERSION_HAND_MARKS
    };
    assert_eq!(
        rec.version, version,
        "a record with marks says version 2 (5)"
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
