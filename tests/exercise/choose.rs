//! *Choisir le coup* and *tenir ou s'en aller*, graded by the maître's evaluation.

use tablier::ai;
use tablier::exercise::{self, grade_decision, grade_play, Exercise, MARGIN};
use tablier::partie::Decision;
use tablier::rules;

#[test]
fn choisir_le_coup_the_best_play_stands_out_and_a_play_costs_its_loss() {
    let some = exercise::plays(1, 3).unwrap();
    assert_eq!(some.len(), 3);
    for ex in &some {
        let hints = ai::hints(&ex.position).unwrap();
        assert_eq!(hints, ex.hints, "{}", ex.id);
        assert!(ex.margin >= MARGIN, "{}", ex.id);
        assert_eq!(ex.hints.plays[1].loss, ex.margin);
        let best = grade_play(ex, &ex.hints.plays[0].moves).unwrap();
        assert!(best.best && best.cost == 0.0);
        let worst = ex.hints.plays.last().unwrap();
        let g = grade_play(ex, &worst.moves).unwrap();
        assert!(!g.best);
        assert_eq!(g.cost, worst.loss);
        assert_eq!(g.best_play, ex.hints.plays[0].moves);
        // A play the rules refuse is refused with its rule, as the game would.
        let legal = rules::legal_plays(&ex.position).unwrap();
        let refused = rules::legal_plays(&ex.position.with_dice(Some(
            tablier::Dice::new(ex.position.dice().unwrap().first() % 6 + 1, 1).unwrap(),
        )))
        .unwrap()
        .into_iter()
        .find(|p| !legal.iter().any(|l| l.same_play(p)));
        if let Some(p) = refused {
            assert!(grade_play(ex, &p).is_err(), "{}: {p}", ex.id);
        }
        match exercise::from_id(&ex.id.to_string()).unwrap() {
            Exercise::Play(again) => assert_eq!(&again, ex),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn tenir_ou_s_en_aller_the_better_decision_by_a_margin() {
    // Twelve: the maître mostly holds, and the twelfth is a leave.
    let some = exercise::decisions(1, 12).unwrap();
    assert_eq!(some.len(), 12);
    let leaves = some.iter().filter(|e| e.best() == Decision::Leave).count();
    assert!(leaves > 0 && leaves < some.len(), "{leaves} leaves");
    for ex in &some {
        assert!((ex.hold - ex.leave).abs() >= MARGIN, "{}", ex.id);
        let best = ex.best();
        let g = grade_decision(ex, best);
        assert!(g.best && g.cost == 0.0);
        let other = if best == Decision::Hold {
            Decision::Leave
        } else {
            Decision::Hold
        };
        let g = grade_decision(ex, other);
        assert!(!g.best);
        assert!(g.cost >= MARGIN);
        assert_eq!(g.best_decision, best);
        // The maître decides as the exercise's answer says.
        assert_eq!(
            ai::choose_decision(&ex.position, &ex.marking, ai::Level::Maitre),
            best,
            "{}",
            ex.id
        );
        // A roll that completed no trou of the mover's has no decision to weigh.
        let no_trou = tablier::score::MarkResult {
            can_leave: false,
            leave: None,
            ..ex.marking
        };
        let refused = ai::decision_chances(&ex.position, &no_trou).unwrap_err();
        assert_eq!(refused.code(), "bad-request");
        match exercise::from_id(&ex.id.to_string()).unwrap() {
            Exercise::Decision(again) => assert_eq!(&again, ex),
            other => panic!("{other:?}"),
        }
    }
}
