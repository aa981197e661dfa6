//! A game where the players mark their own points: `Partie::set_score` puts in what a side
//! actually marked, then the école the opponent marks on it (`ecole::check`'s `score` and
//! `score_with_ecoles`). 000 DÉFINITION (école): "son adversaire … marque alors autant de points
//! que le joueur a omis d'en marquer, ou en a marqué de trop"; 000 QUAND et COMMENT MARQUER
//! L'ÉCOLE: before the dice are thrown for the next coup, else the points marked too many are
//! acquired.

use serde_json::json;
use tablier::ecole::{check, Cause, EcoleKind, Marked};
use tablier::notation::json::MarkedJson;
use tablier::partie::{Decision, LeavePolicy, Partie, Phase};
use tablier::score::mark;
use tablier::Rng;
use tablier::{Points, Score, Side, SideScore, Variant};

fn marked(v: serde_json::Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// A seeded game played at random up to a roll where the mover won `min..` points that leave
/// his jeton under twelve with `room` to spare, and nobody leaves: the game awaits that roll's play. Answers the
/// position of the roll with the score as it stood before it (what `ecole::check` reads).
fn at_a_scoring_roll(seed: u64, min: u32, room: u32) -> (Partie, tablier::Position) {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(seed);
    for _ in 0..400 {
        match p.phase() {
            Phase::AwaitingRoll => {
                let before = *p.score();
                let pos = p.position().clone();
                p.roll(rng.dice().unwrap()).unwrap();
                let mover = p.turn();
                let pts = p.rolled().unwrap().analysis.points.get(mover);
                if p.phase() == Phase::AwaitingPlay
                    && pts >= min
                    && before.side(mover).points as u32 + pts + room < 12
                {
                    let rolled = pos
                        .with_dice(p.position().dice())
                        .with_score(before)
                        .unwrap();
                    return (p, rolled);
                }
            }
            Phase::AwaitingDecision => p.decide(Decision::Hold).unwrap(),
            Phase::AwaitingPlay => p.step_random(&mut rng, LeavePolicy::Hold).unwrap(),
            Phase::Over => break,
        }
    }
    panic!("no scoring roll in seed {seed}");
}

// 000 ÉCOLE DE POINTS / DÉFINITION: the mover marks two points too many and lets go of the
// jeton; the opponent sends him to école and marks the two points.
#[test]
fn points_marked_too_many_go_to_the_opponent() {
    let (mut p, rolled) = at_a_scoring_roll(1, 2, 2);
    let mover = p.turn();
    let opp = mover.opponent();
    let engine_marked = *p.score();
    let due = engine_marked.side(mover).points;
    let m =
        marked(json!({ mover.name(): { "jeton": due + 2, "released": true, "touched": true } }));
    let v = check(&rolled, &m).unwrap();
    let e = v.ecole_by(mover).expect("an école par excès");
    assert_eq!(
        (e.kind, e.points, e.cause),
        (EcoleKind::Excess, 2, Cause::Points)
    );
    assert_eq!(e.to, Some(opp));
    assert!(e.offer);
    // Put right (the two points taken off), the marks are the engine's own.
    assert_eq!(v.score, engine_marked);
    p.set_score(v.score_with_ecoles).unwrap();
    assert_eq!(p.score().side(mover).points, due, "the excess taken off");
    assert_eq!(
        p.score().side(opp).points,
        engine_marked.side(opp).points + 2,
        "the opponent marked the école's two points"
    );
    assert!(
        !p.score().side(mover).bredouille,
        "the école broke the mover's bredouille"
    );
    assert_eq!(
        p.turns().last().unwrap().score,
        *p.score(),
        "the record keeps it"
    );
    assert_eq!(p.phase(), Phase::AwaitingPlay, "the mover still plays");
}

// 000 DÉFINITION: école par omission; 000 QUAND L'ÉCOLE EST CONSOMMÉE: consumed once the mover
// touched his dames. The points he forgot are lost to him and marked by the opponent.
#[test]
fn points_forgotten_go_to_the_opponent() {
    let (mut p, rolled) = at_a_scoring_roll(2, 2, 0);
    let mover = p.turn();
    let opp = mover.opponent();
    let engine_marked = *p.score();
    let won = p.rolled().unwrap().analysis.points.get(mover);
    let jeton_before = rolled.score().side(mover).points;
    // He marks nothing at all and plays.
    let m = marked(json!({ mover.name(): { "jeton": jeton_before, "touched": true } }));
    let v = check(&rolled, &m).unwrap();
    let e = v.ecole_by(mover).expect("an école par omission");
    assert_eq!((e.kind, e.points), (EcoleKind::Omission, won));
    assert_eq!(
        v.score.side(mover).points,
        jeton_before,
        "omitted points stay lost"
    );
    p.set_score(v.score_with_ecoles).unwrap();
    assert_eq!(p.score().side(mover).points, jeton_before);
    let mut forgotten = Points::default();
    forgotten.add(opp, won);
    assert_eq!(
        *p.score(),
        mark(v.score, opp, forgotten).score,
        "the opponent marked the forgotten points"
    );
    assert_ne!(*p.score(), engine_marked);
}

// 000 QUAND et COMMENT MARQUER L'ÉCOLE: "sinon on n'y est plus admis, et les points marqués
// éventuellement en trop par l'adversaire lui sont acquis": the opponent threw
// the dice without marking the école; the wrong marks stand, and the next roll is marked on
// them.
#[test]
fn an_ecole_not_marked_in_time_leaves_the_wrong_marks_standing() {
    let (mut p, rolled) = at_a_scoring_roll(3, 1, 3);
    let mover = p.turn();
    let opp = mover.opponent();
    let due = p.score().side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due + 3, "released": true, "touched": true },
        opp.name(): { "rolled": true }
    }));
    let v = check(&rolled, &m).unwrap();
    let e = v.ecole_by(mover).unwrap();
    assert!(e.lapsed && !e.offer);
    assert_eq!(v.score, v.score_with_ecoles, "nobody marks a lapsed école");
    assert_eq!(
        v.score.side(mover).points,
        due + 3,
        "the points marked too many are acquired"
    );
    p.set_score(v.score).unwrap();
    let play = p.plays().first().copied().unwrap_or_default();
    p.play(play).unwrap();
    // The score can still be put in after the play, until the next roll.
    p.set_score(v.score).unwrap();
    let before_next = *p.score();
    p.roll(tablier::Dice::new(1, 2).unwrap()).unwrap();
    let t = p.turns().last().unwrap();
    assert_eq!(
        mark(before_next, opp, t.points).score.side(mover).holes,
        p.score().side(mover).holes,
        "the next roll is marked on the score as it stood"
    );
}

// 000 FAUSSE ÉCOLE: the opponent marks an école the mover did not make; the mover may mark
// those points for himself.
#[test]
fn a_false_ecole_gives_its_points_to_the_side_wrongly_accused() {
    let (mut p, rolled) = at_a_scoring_roll(4, 1, 2);
    let mover = p.turn();
    let opp = mover.opponent();
    let right = *p.score();
    let due = right.side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due, "released": true, "touched": true },
        opp.name(): { "ecole": 2 }
    }));
    let v = check(&rolled, &m).unwrap();
    assert!(v.ecole_by(mover).is_none());
    let f = v
        .ecoles
        .iter()
        .find(|e| e.cause == Cause::FausseEcole)
        .unwrap();
    assert_eq!((f.by, f.to, f.points), (opp, Some(mover), 2));
    p.set_score(v.score_with_ecoles).unwrap();
    assert_eq!(p.score().side(mover).points, due + 2);
    assert_eq!(p.score().side(opp).points, right.side(opp).points);
}

#[test]
fn a_score_is_put_in_only_while_a_roll_is_being_marked() {
    let mut p = Partie::new(Variant::Trictrac);
    let some = Score::default();
    let e = p.set_score(some).unwrap_err();
    assert_eq!(e.code(), "bad-request", "no roll yet: {e}");
    // A score that cannot stand: refused by Score::check, the game unchanged.
    p.roll(tablier::Dice::new(3, 1).unwrap()).unwrap();
    let before = p.clone();
    let bad = Score {
        white: SideScore {
            points: 12,
            holes: 0,
            bredouille: true,
        },
        black: SideScore::default(),
    };
    assert_eq!(p.set_score(bad).unwrap_err().code(), "bad-score");
    let both = Score {
        white: SideScore {
            points: 2,
            holes: 0,
            bredouille: true,
        },
        black: SideScore {
            points: 4,
            holes: 0,
            bredouille: true,
        },
    };
    assert_eq!(p.set_score(both).unwrap_err().code(), "bad-score");
    assert_eq!(p.score(), before.score());
    assert_eq!(p.phase(), before.phase());
}

// The choice of tenir or s'en aller marks the rest of the roll (000 CHRONOLOGIE 5): the score
// is put in after it, not during it.
#[test]
fn no_score_during_the_choice_of_tenir_or_s_en_aller() {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(9);
    for _ in 0..2000 {
        match p.phase() {
            Phase::AwaitingDecision => {
                let s = *p.score();
                let e = p.set_score(s).unwrap_err();
                assert_eq!(e.code(), "bad-request");
                assert!(e.to_string().contains("tenir"), "{e}");
                p.decide(Decision::Hold).unwrap();
                // After the decision, while the mover plays, it is taken.
                let s = *p.score();
                p.set_score(s).unwrap();
                return;
            }
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingPlay => p.step_random(&mut rng, LeavePolicy::Hold).unwrap(),
            Phase::Over => break,
        }
    }
    panic!("no decision in seed 9");
}

// 000 STRUCTURE D'UN TOUR: twelve trous win the partie, an école's included; the game is then
// over and takes no more marks. Undo takes the score back.
#[test]
fn an_ecole_that_makes_the_twelfth_trou_wins_and_undo_takes_it_back() {
    let (mut p, _) = at_a_scoring_roll(5, 0, 0);
    let mover = p.turn();
    let opp = mover.opponent();
    let was = *p.score();
    let mut s = was;
    s.side_mut(opp).holes = 12;
    s.side_mut(opp).points = 0;
    s.side_mut(opp).bredouille = true;
    s.side_mut(mover).bredouille = false;
    p.set_score(s).unwrap();
    assert!(p.is_over());
    assert_eq!(p.winner(), Some(opp));
    assert_eq!(p.set_score(was).unwrap_err().code(), "bad-request");
    p.undo().unwrap();
    assert_eq!(*p.score(), was);
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    assert_eq!(p.winner(), None);
    assert_eq!(p.turns().last().unwrap().score, was);
}

#[test]
fn the_roll_s_trous_follow_the_fichet_as_put_in() {
    let (mut p, _) = at_a_scoring_roll(6, 0, 0);
    let mover = p.turn();
    let t0 = *p.turns().last().unwrap();
    let mut s = *p.score();
    s.side_mut(mover).holes += 2;
    p.set_score(s).unwrap();
    let t = p.turns().last().unwrap();
    let before = |side: Side| match side {
        Side::White => t0.holes.white,
        Side::Black => t0.holes.black,
    };
    let now = match mover {
        Side::White => t.holes.white,
        Side::Black => t.holes.black,
    };
    assert_eq!(now, before(mover) + 2);
}
