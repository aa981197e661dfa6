//! The ladder holds (docs/strength.md, "The check on every test run"): each level beats the one
//! below it over duplicate tours (each seed played twice, each side taking White once, with the
//! same dice), by a margin its 95% interval clears, so that a change that weakens the computer
//! fails `cargo test`. The seeds (from 2 000 001) are ones the training never played (it played
//! seeds from 1) and the longer matches of docs/strength.md never used. The games are
//! deterministic: the figures below are the same on every run and every machine.

use crate::maitre6::{self, Seat};
use tablier::ai::{play_game, EcrirePlayer, Level, Player};
use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
use tablier::Side;

/// The first seed of the check's duplicate tours.
const FIRST: u64 = 2_000_001;

/// A duplicate match of `pairs` seeds: `a`'s share of the tours, pair by pair (0, ½ or 1), and
/// its trous minus `b`'s per tour, pair by pair.
fn duplicate(a: Level, b: Level, pairs: u64) -> (Vec<f64>, Vec<f64>) {
    let (mut share, mut trous) = (Vec::new(), Vec::new());
    for seed in FIRST..FIRST + pairs {
        let (mut won, mut diff) = (0.0, 0.0);
        for a_white in [true, false] {
            let (w, bl) = if a_white { (a, b) } else { (b, a) };
            let g = play_game(Player::new(w), Player::new(bl), seed, 20_000).unwrap();
            let a_side = if a_white { Side::White } else { Side::Black };
            won += (g.winner() == Some(a_side)) as u8 as f64 / 2.0;
            let holes = |s: Side| g.score().side(s).holes as f64;
            diff += (holes(a_side) - holes(a_side.opponent())) / 2.0;
        }
        share.push(won);
        trous.push(diff);
    }
    (share, trous)
}

/// The mean of `xs` and the half-width of its 95% interval (normal approximation).
fn interval(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// `a` beats `b` over `pairs` duplicate seeds: its share of the tours and its trous per tour,
/// each with its 95% interval, clear an even match.
fn beats(a: Level, b: Level, pairs: u64) {
    let (share, trous) = duplicate(a, b, pairs);
    let (s, s_ci) = interval(&share);
    let (t, t_ci) = interval(&trous);
    eprintln!(
        "{} vs {}: {} tours, share {:.1}% ± {:.1}, trous per tour {:+.2} ± {:.2}",
        a.name(),
        b.name(),
        2 * pairs,
        100.0 * s,
        100.0 * s_ci,
        t,
        t_ci
    );
    assert!(
        s - s_ci > 0.5,
        "{} no longer beats {}: {:.1}% ± {:.1} of {} tours",
        a.name(),
        b.name(),
        100.0 * s,
        100.0 * s_ci,
        2 * pairs
    );
    assert!(
        t - t_ci > 0.0,
        "{} no longer wins more trous than {}",
        a.name(),
        b.name()
    );
}

#[test]
fn amateur_beats_debutant() {
    beats(Level::Amateur, Level::Debutant, 10);
}

#[test]
fn fort_beats_amateur() {
    beats(Level::Fort, Level::Amateur, 60);
}

#[test]
fn maitre_beats_fort() {
    beats(Level::Maitre, Level::Fort, 60);
}

/// The first seed of the check's duplicate parties à écrire: never used by the long match of
/// docs/strength.md (from 3 000 001) nor by the tours above.
const FIRST_PARTIE: u64 = 4_000_001;

/// Seat `a_seat`'s mise (the marqués' payments, in jetons) at the end of a partie à écrire of
/// two players, `marques` marqués, the convention de base, between `a` and `b`.
fn mise(a: &Seat, b: &Seat, seed: u64, marques: u32, a_seat: usize) -> f64 {
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, marques), seed).unwrap();
    let seats = if a_seat == 0 {
        [a.clone(), b.clone()]
    } else {
        [b.clone(), a.clone()]
    };
    for _ in 0..1_000_000 {
        if p.is_over() {
            break;
        }
        maitre6::step(&mut p, &seats).unwrap();
    }
    assert!(p.is_over());
    p.sheet().decompte().mise[a_seat] as f64
}

/// 000 Valeur des marqués: the maître valuing what the marqué pays (its plays, its tenir or
/// s'en aller) wins jetons from today's maître before issue 30's 32-unit network (`maître-6`:
/// its 24-unit network judging six plays) playing each marqué as a tour, over duplicate parties
/// (each seed played twice, each player in each seat, the same lot and dice), by a margin the
/// 95% interval clears.
#[test]
fn maitre_valuing_the_marque_beats_maitre_6_as_tour() {
    const PAIRS: u64 = 120;
    const MARQUES: u32 = 4;
    let aware = Seat::Player(EcrirePlayer::new(Level::Maitre));
    let tour = Seat::Maitre6Tour(maitre6::net());
    let per_pair: Vec<f64> = (FIRST_PARTIE..FIRST_PARTIE + PAIRS)
        .map(|seed| {
            (mise(&aware, &tour, seed, MARQUES, 0) + mise(&aware, &tour, seed, MARQUES, 1)) / 2.0
        })
        .collect();
    let (m, ci) = interval(&per_pair);
    eprintln!(
        "maître valuing the marqué vs maître-6 as tour: {} parties of {MARQUES} marqués, {m:+.2} ± {ci:.2} jetons a partie",
        2 * PAIRS
    );
    assert!(
        m - ci > 0.0,
        "the maître valuing the marqué no longer wins jetons: {m:+.2} ± {ci:.2} a partie"
    );
}
