//! *Compter les points* generated from the self-play games.

use super::*;
use std::collections::{BTreeMap, BTreeSet};
use tablier::exercise::{family_of, level_of, ExerciseId, Source, LEVELS};
use tablier::Variant;

/// 1,000 rolls as thrown in the games, and 30 more of each family (rolls of the same positions
/// other than the one thrown, where a family is rare in play): every family is there, and each
/// answer is the rules' analysis of the exercise's own position (000 CHRONOLOGIE DÉTAILLÉE
/// D'UN COUP 4: the points of the roll, before any dame is touched).
#[test]
fn a_thousand_exercises_over_every_family_each_answered_by_the_analysis() {
    let mut all = exercise::points(Filter::default(), 1, 1000).unwrap();
    assert_eq!(all.len(), 1000);
    assert!(all
        .iter()
        .all(|e| matches!(e.source, Source::SelfPlay { thrown: true, .. })));
    for f in Family::ALL {
        let some = exercise::points(
            Filter {
                family: Some(f),
                level: None,
            },
            1,
            30,
        )
        .unwrap();
        assert_eq!(some.len(), 30, "{f:?}");
        assert!(some.iter().all(|e| e.families.contains(&f)), "{f:?}");
        all.extend(some);
    }
    let mut by_family: BTreeMap<Family, usize> = BTreeMap::new();
    let mut ids = BTreeSet::new();
    for e in &all {
        assert_eq!(e.position.variant(), Variant::Trictrac);
        let a = rules::analyse(&e.position).unwrap();
        assert!(!a.jans.is_empty(), "{}: a roll without a jan", e.id);
        assert_eq!(e.jans, a.jans, "{}", e.id);
        assert_eq!(e.points, a.points, "{}", e.id);
        let mut families: Vec<Family> = a.jans.iter().map(|j| family_of(j.kind)).collect();
        families.sort();
        families.dedup();
        assert_eq!(e.families, families, "{}", e.id);
        assert_eq!(e.level, level_of(&a.jans), "{}", e.id);
        for f in &e.families {
            *by_family.entry(*f).or_default() += 1;
        }
        ids.insert(e.id.to_string());
    }
    for f in Family::ALL {
        assert!(
            by_family.get(&f).copied().unwrap_or(0) >= 30,
            "{f:?}: {by_family:?}"
        );
    }
    // Each exercise once, whichever way it was found.
    let distinct: std::collections::HashSet<&ExerciseId> = all.iter().map(|e| &e.id).collect();
    assert!(ids.len() >= 1000 && distinct.len() == ids.len());
}

/// An id regenerates the same exercise: the game is replayed to the roll, the position and the
/// answer are the same; the id reads back to itself.
#[test]
fn an_id_regenerates_the_same_exercise() {
    let mut sample = exercise::points(Filter::default(), 3, 40).unwrap();
    sample.extend(
        exercise::points(
            Filter {
                family: Some(Family::Depart),
                level: None,
            },
            1,
            3,
        )
        .unwrap(),
    );
    for ex in sample.iter().step_by(4).chain(sample.last()) {
        let text = ex.id.to_string();
        assert_eq!(ExerciseId::parse(&text).unwrap(), ex.id);
        assert_eq!(&points_of(&text), ex, "{text}");
    }
    // A roll other than the one thrown: the same position, the other dice.
    let other = sample
        .iter()
        .find(|e| matches!(e.source, Source::SelfPlay { thrown: false, .. }))
        .expect("a family's exercises include rolls not thrown");
    assert_eq!(&points_of(&other.id.to_string()), other);
}

/// The same arguments, the same exercises, whatever was asked before.
#[test]
fn generation_is_the_same_every_time() {
    let f = Filter {
        family: Some(Family::Coin),
        level: Some(1),
    };
    let a = exercise::points(f, 2, 12).unwrap();
    let _ = exercise::points(Filter::default(), 1, 50).unwrap();
    assert_eq!(a, exercise::points(f, 2, 12).unwrap());
}

/// Each level is found, and a level keeps only its own; a level that does not exist is
/// refused with a code.
#[test]
fn levels_are_by_jans_and_facons() {
    for level in 1..=LEVELS {
        let some = exercise::points(
            Filter {
                family: None,
                level: Some(level),
            },
            1,
            20,
        )
        .unwrap();
        assert_eq!(some.len(), 20, "level {level}");
        for e in &some {
            assert_eq!(e.level, level);
            let weight: u32 = e.jans.iter().map(|j| 1 + j.ways).sum();
            let range = match level {
                1 => 0..=2,
                2 => 3..=4,
                _ => 5..=u32::MAX,
            };
            assert!(range.contains(&weight), "{}: weight {weight}", e.id);
        }
    }
    let refused = exercise::points(
        Filter {
            family: None,
            level: Some(LEVELS + 1),
        },
        1,
        1,
    )
    .unwrap_err();
    assert_eq!(refused.code(), "bad-request");
}

/// Ids that name nothing are refused with a code, never a panic: malformed, out of range, a
/// game over before the roll, a roll with no choice to make.
#[test]
fn bad_ids_are_refused() {
    for bad in [
        "",
        "points",
        "points-1-2",
        "points-1-2-6",
        "points-1-2-70",
        "points-1-2-64-1",
        "points-01-2-64",
        "points--1-2-64",
        "points-1-99999-64",
        "points-99999999999999999999-1-64",
        "coup-1",
        "tenir-a-1",
        "chances-1-2",
        "chances-1-2-99",
        "seed-",
        "seed-Battre",
        "seed-nothing-of-the-kind",
        "points-1-2999-64",
        "chances-1-0-40",
        "dé-1-2",
    ] {
        let e = exercise::from_id(bad).unwrap_err();
        assert_eq!(e.code(), "bad-request", "{bad}: {e}");
    }
}

/// A count over `MAX_EXERCISES` is refused before anything is played (`over-limit`), for every
/// kind of exercise.
#[test]
fn too_many_exercises_are_refused() {
    let over = exercise::MAX_EXERCISES + 1;
    let errors = [
        exercise::points(Filter::default(), 1, over).unwrap_err(),
        exercise::plays(1, over).unwrap_err(),
        exercise::decisions(1, over).unwrap_err(),
        exercise::chances_exercises(1, over).unwrap_err(),
    ];
    for e in errors {
        assert_eq!(e.code(), "over-limit", "{e}");
    }
}
