//! Grading *compter les points*: every kind of miss is told, with its code and its fields.

use super::*;
use tablier::exercise::{grade_points, JanAnswer, Miss, PointsAnswer};
use tablier::{Fleche, Jan, JanKind, Points, Side};

fn named(j: &Jan) -> JanAnswer {
    JanAnswer {
        kind: j.kind,
        beneficiary: j.beneficiary,
        at: j.at,
        ways: Some(j.ways),
        points: Some(j.points),
    }
}

fn right(ex: &PointsExercise) -> PointsAnswer {
    PointsAnswer {
        points: Some(ex.points),
        jans: Some(ex.jans.iter().map(named).collect()),
    }
}

fn codes(ex: &PointsExercise, a: &PointsAnswer) -> Vec<&'static str> {
    let g = grade_points(ex, a).unwrap();
    assert_eq!(g.correct, g.misses.is_empty());
    g.misses.iter().map(Miss::code).collect()
}

/// 000 CONSERVER PAR IMPUISSANCE: White beats N8 à vrai (battre-dame, his), keeps his grand jan,
/// beats N6 à faux (Black's) and cannot play his 6 (Black's): 8 to White, 6 to Black.
fn conserver() -> PointsExercise {
    let ex = points_of("seed-conserver-par-impuissance-6-3");
    let kinds: Vec<JanKind> = ex.jans.iter().map(|j| j.kind).collect();
    assert_eq!(
        kinds,
        [
            JanKind::BattreDame,
            JanKind::ConserverGrandJan,
            JanKind::BattreDameAFaux,
            JanKind::Impuissance
        ]
    );
    assert_eq!((ex.points.white, ex.points.black), (8, 6));
    ex
}

#[test]
fn the_right_answer_is_right_by_totals_by_jans_or_both() {
    let ex = conserver();
    let all = right(&ex);
    assert!(codes(&ex, &all).is_empty());
    let totals = PointsAnswer {
        jans: None,
        ..all.clone()
    };
    assert!(codes(&ex, &totals).is_empty());
    // The jans named without their flèche, ways or points: right as far as they go.
    let bare = PointsAnswer {
        points: None,
        jans: Some(
            ex.jans
                .iter()
                .map(|j| JanAnswer {
                    at: None,
                    ways: None,
                    points: None,
                    ..named(j)
                })
                .collect(),
        ),
    };
    assert!(codes(&ex, &bare).is_empty());
    let nothing = grade_points(&ex, &PointsAnswer::default()).unwrap_err();
    assert_eq!(nothing.code(), "bad-request");
}

#[test]
fn totals_swapped_or_wrong_are_told_side_by_side() {
    let ex = conserver();
    let swapped = PointsAnswer {
        points: Some(Points { white: 6, black: 8 }),
        jans: None,
    };
    assert_eq!(codes(&ex, &swapped), ["points-swapped"]);
    let short = PointsAnswer {
        points: Some(Points { white: 4, black: 6 }),
        jans: None,
    };
    let g = grade_points(&ex, &short).unwrap();
    assert_eq!(
        g.misses,
        [Miss::WrongTotal {
            side: Side::White,
            given: 4,
            expected: 8
        }]
    );
}

#[test]
fn a_jan_forgotten_and_a_jan_not_there() {
    let ex = conserver();
    let mut a = right(&ex);
    let jans = a.jans.as_mut().unwrap();
    jans.remove(1);
    jans.push(JanAnswer {
        kind: JanKind::RemplirPetitJan,
        beneficiary: Side::White,
        at: None,
        ways: Some(1),
        points: Some(4),
    });
    let g = grade_points(&ex, &a).unwrap();
    assert!(!g.correct);
    assert_eq!(g.misses.len(), 2, "{:?}", g.misses);
    assert!(
        matches!(&g.misses[0], Miss::JanForgotten { jan } if jan.kind == JanKind::ConserverGrandJan)
    );
    assert!(
        matches!(&g.misses[1], Miss::JanNotThere { named } if named.kind == JanKind::RemplirPetitJan)
    );
}

/// 000 BATTRE À FAUX: the dame on N6 beaten à faux is Black's; counted as White's battery à
/// vrai it is `vrai-for-faux`, given to White under its own name `jan-to-other`.
#[test]
fn a_battery_a_faux_counted_a_vrai_or_for_the_thrower() {
    let ex = conserver();
    let faux = ex.jans[2].clone();
    let mut a = right(&ex);
    a.jans.as_mut().unwrap()[2] = JanAnswer {
        kind: JanKind::BattreDame,
        beneficiary: Side::White,
        ..named(&faux)
    };
    assert_eq!(codes(&ex, &a), ["vrai-for-faux"]);

    let mut a = right(&ex);
    a.jans.as_mut().unwrap()[2].beneficiary = Side::White;
    let g = grade_points(&ex, &a).unwrap();
    assert_eq!(g.misses, [Miss::JanToOther { jan: faux }]);

    // The other way: N8 beaten à vrai, named à faux for Black.
    let vrai = ex.jans[0].clone();
    let mut a = right(&ex);
    a.jans.as_mut().unwrap()[0] = JanAnswer {
        kind: JanKind::BattreDameAFaux,
        beneficiary: Side::Black,
        ..named(&vrai)
    };
    assert_eq!(codes(&ex, &a), ["faux-for-vrai"]);
}

/// 001 « De la manière de battre une dame … par plusieurs moyens »: a façon too many or too
/// few, and the right façons at the wrong points.
#[test]
fn a_facon_too_many_or_too_few_and_wrong_points() {
    let ex = conserver();
    let vrai = &ex.jans[0];
    assert!(vrai.ways >= 2, "{vrai:?}");
    for (given, code) in [
        (vrai.ways + 1, "too-many-ways"),
        (vrai.ways - 1, "too-few-ways"),
    ] {
        let mut a = right(&ex);
        a.jans.as_mut().unwrap()[0].ways = Some(given);
        let g = grade_points(&ex, &a).unwrap();
        assert_eq!(g.misses.iter().map(Miss::code).collect::<Vec<_>>(), [code]);
        assert_eq!(
            g.misses[0],
            Miss::Ways {
                jan: vrai.clone(),
                given
            }
        );
    }
    let mut a = right(&ex);
    a.jans.as_mut().unwrap()[0].points = Some(vrai.points + 2);
    assert_eq!(codes(&ex, &a), ["jan-points"]);
}

/// A flèche named wrong: the jan on the flèche given is not there, the one of the roll is
/// forgotten.
#[test]
fn a_battery_on_the_wrong_dame() {
    let ex = conserver();
    let mut a = right(&ex);
    a.jans.as_mut().unwrap()[0].at = Fleche::parse("N9");
    assert_eq!(codes(&ex, &a), ["jan-forgotten", "jan-not-there"]);
}

/// Over many generated exercises: the right answer is right; each jan left out is told
/// forgotten, and nothing else; each jan given to the other side is told so.
#[test]
fn every_jan_of_generated_exercises_is_missed_when_left_out() {
    let all = exercise::points(Filter::default(), 1, 300).unwrap();
    let mut checked = 0;
    for ex in &all {
        assert!(codes(ex, &right(ex)).is_empty(), "{}", ex.id);
        for i in 0..ex.jans.len() {
            // The same jan twice in a roll is named once: leave those out of this check.
            let twice = ex
                .jans
                .iter()
                .enumerate()
                .any(|(k, o)| k != i && o.kind == ex.jans[i].kind && o.at == ex.jans[i].at);
            if twice {
                continue;
            }
            let mut a = right(ex);
            a.jans.as_mut().unwrap().remove(i);
            a.points = None;
            let g = grade_points(ex, &a).unwrap();
            assert_eq!(
                g.misses,
                [Miss::JanForgotten {
                    jan: ex.jans[i].clone()
                }],
                "{}",
                ex.id
            );
            let mut a = right(ex);
            let j = &mut a.jans.as_mut().unwrap()[i];
            j.beneficiary = j.beneficiary.opponent();
            assert_eq!(codes(ex, &a), ["jan-to-other"], "{}", ex.id);
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked}");
}
