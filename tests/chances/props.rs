//! Properties of the chances of a throw over positions met in random games: every count is the
//! number of coups whose analysis shows the jan, and the points expected are the average of the
//! analyses' points over the 36 coups (001: "trente-six coups").

use crate::common;

use common::random::{random_game, Rng};
use proptest::prelude::*;
use tablier::chances::{chances, CoupSet};
use tablier::{rules, Analysis, Dice, Position, Side};

/// The analysis of each of the 21 rolls of `p`.
fn analyses(p: &Position) -> Vec<(Dice, Analysis)> {
    Dice::all_rolls()
        .map(|d| (d, rules::analyse(&p.with_dice(Some(d))).expect("analyse")))
        .collect()
}

fn check(p: &Position) -> Result<(), TestCaseError> {
    let c = chances(p).expect("chances");
    let all = analyses(p);
    prop_assert_eq!(c.turn, p.turn());

    // The points: the sum over the 36 coups, a simple roll twice.
    for side in Side::BOTH {
        let sum: u32 = all
            .iter()
            .map(|(d, a)| a.points.get(side) * d.chances() as u32)
            .sum();
        prop_assert_eq!(c.points.get(side), sum);
        let average = all
            .iter()
            .map(|(d, a)| a.points.get(side) as f64 * d.chances() as f64)
            .sum::<f64>()
            / 36.0;
        prop_assert!((c.expected(side) - average).abs() < 1e-9);
    }

    // Each tally: exactly the coups whose analysis shows that jan, by as many ways.
    let mut listed = 0;
    for t in c.tallies() {
        let mut want = CoupSet::NONE;
        let mut points = 0;
        for (d, a) in &all {
            let same: Vec<_> = a
                .jans
                .iter()
                .filter(|j| j.kind == t.jan && j.at == t.at && j.beneficiary == t.beneficiary)
                .collect();
            if same.is_empty() {
                continue;
            }
            want.insert(*d);
            let ways: u32 = same.iter().map(|j| j.ways).sum();
            points += same.iter().map(|j| j.points).sum::<u32>() * d.chances() as u32;
            let group = t.ways.iter().find(|(_, s)| s.contains(*d));
            prop_assert_eq!(group.map(|g| g.0), Some(ways), "{:?} by {:?}", t.jan, d);
        }
        prop_assert_eq!(t.coups, want, "{:?} at {:?}", t.jan, t.at);
        prop_assert_eq!(t.coups.count(), want.count());
        prop_assert_eq!(t.points, points);
        // The ways' groups split the coups.
        let mut union = CoupSet::NONE;
        for (_, s) in &t.ways {
            prop_assert!(union.and(*s).is_empty());
            for d in s.rolls() {
                union.insert(d);
            }
        }
        prop_assert_eq!(union, t.coups);
        listed += 1;
    }
    // And no jan of any analysis is left out.
    let mut kinds = std::collections::BTreeSet::new();
    for (_, a) in &all {
        for j in &a.jans {
            kinds.insert((j.kind, j.at, j.beneficiary));
        }
    }
    prop_assert_eq!(listed, kinds.len());

    // The dames: à vrai and only à faux never share a coup, and each composition's repos is the
    // absence of a battery à faux on that dame by that roll.
    for d in &c.dames {
        prop_assert!(d.vrai_coups().and(d.only_faux()).is_empty());
        for passage in &d.passages {
            prop_assert!((1..=12).contains(&passage.distance));
            for k in &passage.composed {
                prop_assert_eq!(k.roll.first() + k.roll.second(), passage.distance);
                let (_, a) = all.iter().find(|(r, _)| *r == k.roll).expect("a roll");
                let faux = a
                    .jans
                    .iter()
                    .any(|j| j.kind == tablier::JanKind::BattreDameAFaux && j.at == Some(d.at));
                prop_assert_eq!(k.repos, !faux);
                // A composition from a dame of the thrower always beats, one way or the other.
                prop_assert!(d.vrai_coups().contains(k.roll) || d.only_faux().contains(k.roll));
            }
            for roll in passage.direct.rolls() {
                prop_assert!(d.vrai_coups().contains(roll));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(96)))]
    #[test]
    fn counts_and_expectations_come_from_the_analyses(seed in any::<u64>(), plies in 0usize..120) {
        let mut rng = Rng::new(seed);
        let game = random_game(&mut rng, plies);
        let p = game.last().expect("a position");
        check(p)?;
    }
}

#[test]
fn the_bench_positions_hold_too() {
    let text = include_str!("../data/bench_positions.jsonl");
    for line in text.lines().step_by(20) {
        let p = tablier::notation::json::position_from_str(line).expect("a bench position");
        if let Err(e) = check(&p) {
            panic!("{line}: {e}");
        }
    }
}
