//! The école mode's mistakes (000 ÉCOLE): the points the computer claims err only as often as
//! asked, by one jan of 2 or 4, never below zero, the same from the same seed.

use proptest::prelude::*;
use tablier::ai::claimed_points;
use tablier::Rng;

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }))]

    // 000 ÉCOLE: the claim errs only as often as asked, and then by one jan of 2 or 4.
    #[test]
    fn claims_are_true_or_off_by_a_jan(points in 0u32..40, seed in any::<u64>(), rate in 0.0f64..=1.0) {
        let mut rng = Rng::new(seed);
        let c = claimed_points(points, rate, &mut rng);
        let off = c.abs_diff(points);
        prop_assert!(off == 0 || off == 2 || off == 4, "{points} claimed as {c}");
        prop_assert_eq!(claimed_points(points, 0.0, &mut rng), points);
        prop_assert_ne!(claimed_points(points, 1.0, &mut rng), points);
    }
}

#[test]
fn claims_follow_the_rate_and_the_seed() {
    let mut rng = Rng::new(2024);
    let n = 10_000;
    let wrong = (0..n)
        .filter(|i| claimed_points(4 + 2 * (i % 3), 0.3, &mut rng) != 4 + 2 * (i % 3))
        .count();
    // 30% of 10 000: the standard deviation is about 46.
    assert!((2800..=3200).contains(&wrong), "{wrong} mistakes");
    // Both too few and too many happen; never below zero.
    let mut rng = Rng::new(1);
    let claims: Vec<u32> = (0..200).map(|_| claimed_points(4, 1.0, &mut rng)).collect();
    assert!(claims.iter().any(|&c| c < 4) && claims.iter().any(|&c| c > 4));
    let mut rng = Rng::new(1);
    assert!((0..200).all(|_| claimed_points(0, 1.0, &mut rng) > 0));
    // The same seed, the same claims.
    let a: Vec<u32> = {
        let mut r = Rng::new(99);
        (0..50).map(|_| claimed_points(6, 0.5, &mut r)).collect()
    };
    let b: Vec<u32> = {
        let mut r = Rng::new(99);
        (0..50).map(|_| claimed_points(6, 0.5, &mut r)).collect()
    };
    assert_eq!(a, b);
    // A rate that is not a number never errs.
    let mut r = Rng::new(3);
    assert!((0..100).all(|_| claimed_points(6, f64::NAN, &mut r) == 6));
}
