//! Random games are pinned: the same seed gives the same game, roll for roll, and every roll's
//! analysis (jans, ways, points, plays in order) stays what it was. The digests were taken before
//! the analysis was tuned for speed (docs/strength.md, "Random games"); a change to the rules
//! that alters a game must change them knowingly.

use std::collections::BTreeSet;
use std::path::PathBuf;
use tablier::notation::json::position_from_str;
use tablier::partie::{random_game, LeavePolicy, Partie, Phase};
use tablier::trictrac::{self, Sortie};
use tablier::Dice;
use tablier::JanKind;
use tablier::{Rng, Variant};

/// FNV-1a over text: a digest that does not depend on the standard library's hasher.
fn fnv(text: &str, mut h: u64) -> u64 {
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The game's record (every roll, decision and play) and its length in rolls.
fn game_digest(seed: u64, policy: LeavePolicy) -> (usize, u64) {
    let p = random_game(seed, policy, 100_000).unwrap();
    let record = p.to_record().to_json();
    (p.turns().len(), fnv(&record, FNV_START))
}

/// Every roll's whole analysis, as the game saw it, folded into one digest.
fn analyses_digest(seed: u64, policy: LeavePolicy) -> (usize, u64) {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    let (mut rolls, mut h) = (0, FNV_START);
    while p.phase() != Phase::Over {
        let before = p.turns().len();
        p.step_random(&mut rng, policy).unwrap();
        if p.turns().len() > before {
            rolls += 1;
            let rolled = p.rolled().unwrap();
            h = fnv(&format!("{:?}", rolled.analysis), h);
        }
        assert!(rolls < 100_000, "seed {seed}: the game does not end");
    }
    (rolls, h)
}

#[test]
fn random_games_are_the_same_for_the_same_seed() {
    let got: Vec<(u64, LeavePolicy, (usize, u64))> = [
        (1, LeavePolicy::Hold),
        (2, LeavePolicy::Hold),
        (3, LeavePolicy::Hold),
        (7, LeavePolicy::Random),
        (11, LeavePolicy::Leave),
    ]
    .into_iter()
    .map(|(seed, policy)| (seed, policy, game_digest(seed, policy)))
    .collect();
    let want = PINNED_GAMES;
    assert_eq!(format!("{got:?}"), want);
}

#[test]
fn random_games_analyses_are_the_same_for_the_same_seed() {
    // Twenty games: a few thousand rolls, pleins, sorties and impuissances among them.
    let got: Vec<(u64, (usize, u64))> = (1..=20)
        .map(|seed| (seed, analyses_digest(seed, LeavePolicy::Random)))
        .collect();
    assert_eq!(format!("{got:?}"), PINNED_ANALYSES);
}

/// The analysis of every bench position with each of the 21 rolls, under both rules of bearing
/// off: random games fill no plein and bear no dame off, these positions do.
#[test]
fn bench_positions_analyses_are_pinned() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench_positions.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let mut kinds = BTreeSet::new();
    let mut h = FNV_START;
    let mut n = 0;
    for l in text.lines().filter(|l| !l.trim().is_empty()) {
        let p = position_from_str(l).unwrap();
        for d in Dice::all_rolls() {
            let rolled = p.with_dice(Some(d));
            for sortie in [Sortie::Parisienne, Sortie::Provinciale] {
                let a = trictrac::analyse_under(&rolled, sortie);
                if let Ok(a) = &a {
                    kinds.extend(a.jans.iter().map(|j| j.kind));
                }
                h = fnv(&format!("{a:?}"), h);
                n += 1;
            }
        }
    }
    for k in [
        JanKind::RemplirGrandJan,
        JanKind::ConserverGrandJan,
        JanKind::Sortie,
        JanKind::Impuissance,
    ] {
        assert!(kinds.contains(&k), "no {k:?} among the bench positions");
    }
    assert_eq!((n, h), PINNED_BENCH_POSITIONS);
}

const PINNED_BENCH_POSITIONS: (usize, u64) = (50_400, 10_173_903_469_333_693_064);
const PINNED_GAMES: &str = "[(1, Hold, (43, 6789209495687280472)), (2, Hold, (136, 3718249253202282100)), (3, Hold, (129, 11594305475568308006)), (7, Random, (103, 5753003493550298189)), (11, Leave, (148, 9411345906985798098))]";
const PINNED_ANALYSES: &str = "[(1, (141, 12129022005410457352)), (2, (115, 17038877856992752897)), (3, (168, 2772312723820316657)), (4, (84, 5676410039968787587)), (5, (106, 6312084579245243007)), (6, (194, 12999976918549185081)), (7, (103, 12167742674599760730)), (8, (113, 16651828330542168795)), (9, (113, 11178594129380110157)), (10, (144, 17802753613768517834)), (11, (155, 566506319346444766)), (12, (119, 7125880618806078279)), (13, (200, 12779896211856097427)), (14, (164, 6532099748964713376)), (15, (141, 5157504860541051045)), (16, (96, 5121884209030316642)), (17, (134, 3236712595143654402)), (18, (94, 1582152236009269851)), (19, (129, 4191421523523699412)), (20, (113, 3865906754173176955))]";
