//! Duplicate parties à écrire between two computer players (docs/strength.md, "The partie à
//! écrire"): two players, a number of marqués (8 by default), the convention de base. Each seed
//! is played twice, A in seat 0 then in seat 1, with the same lot and the same dice for each
//! marqué (each marqué throws from the partie's seed and its number). Reports A's jetons per
//! partie (the marqués' payments, then with the queue des jetons and the paris) with the 95%
//! interval over the seed pairs, the marqués and bredouilles each side won, and each player's CPU
//! time of a play or a decision (the step that makes it, natively).
//! `scripts/match.sh ecrire A B [--seeds N] [--first S] [--marques M]` runs it.
//!
//! A player: a level's name (`amateur`, `fort`, `maître` …), valuing what the marqué pays as the
//! computer now does; or the name followed by `:tour`, the same level playing each marqué as a
//! tour (the computer before issue 30); or `maître-6:tour`, the maître before the 32-unit
//! network (its 24-unit network judging six plays) playing each marqué as a tour: the issue's
//! "today's maître"; or `maître:paid-plays` (`maître:paid-decisions`), the maître valuing the
//! marqué in its plays (its tenir or s'en aller) only, the other half as a tour.
//! `cargo test --all-targets` plays one short pair.

use std::time::{Duration, Instant};
use tablier::ai::{EcrirePlayer, Level};
use tablier::ecrire::{Agreement, Bredouille, Formation, PartieAEcrire};
use tablier::partie::Phase;
use tablier::Side;

#[path = "common/cpu.rs"]
mod cpu;
#[path = "common/matches.rs"]
mod matches;
use matches::interval;
#[path = "common/maitre6.rs"]
mod maitre6;
use maitre6::Seat;

fn parse(spec: &str) -> Seat {
    if spec == "maître-6:tour" || spec == "maitre-6:tour" {
        return Seat::Maitre6Tour(maitre6::net());
    }
    // The marqué-aware maître's two halves apart.
    if let Some(half) = spec
        .strip_prefix("maître:paid-")
        .or_else(|| spec.strip_prefix("maitre:paid-"))
    {
        return Seat::MaitreHalf {
            paid_plays: half == "plays",
        };
    }
    let (name, tour) = match spec.strip_suffix(":tour") {
        Some(n) => (n, true),
        None => (spec, false),
    };
    let level = Level::parse(name)
        .unwrap_or_else(|| panic!("{spec}: a level (amateur, fort, maître), :tour after it"));
    Seat::Player(if tour {
        EcrirePlayer::as_tour(level)
    } else {
        EcrirePlayer::new(level)
    })
}

/// One partie: A's mise (the marqués' payments) and jetons (with the queue and the paris), and
/// per side (A, B): marqués won, bredouilles won, refaits.
struct One {
    mise: i64,
    jetons: i64,
    won: [u32; 2],
    bredouilles: [u32; 2],
    /// Each side's CPU time of each play or decision (A, B).
    times: [Vec<Duration>; 2],
}

fn partie(a: &Seat, b: &Seat, seed: u64, marques: u32, a_seat: usize) -> One {
    let agreement = Agreement::new(Formation::TeteATete, marques);
    let mut p = PartieAEcrire::new(agreement, seed).expect("a partie");
    let players = if a_seat == 0 {
        [a.clone(), b.clone()]
    } else {
        [b.clone(), a.clone()]
    };
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    for _ in 0..2_000_000 {
        if p.is_over() {
            break;
        }
        let seating = p.seating().expect("a seating").expect("a marqué");
        let game = p.marque().expect("a marqué");
        let seat = match game.turn() {
            Side::White => seating.primaute,
            Side::Black => seating.other,
        };
        let choosing = game.phase() != Phase::AwaitingRoll;
        let t0 = cpu::thread();
        maitre6::step(&mut p, &players).expect("a step");
        if choosing {
            times[(seat != a_seat) as usize].push(cpu::thread().saturating_sub(t0));
        }
    }
    assert!(p.is_over(), "the partie is not over");
    let sheet = p.sheet();
    let d = sheet.decompte();
    let mut won = [0; 2];
    let mut bredouilles = [0; 2];
    for l in &sheet.lines {
        let k = (l.winner != a_seat) as usize;
        won[k] += 1;
        bredouilles[k] += (l.bredouille != Bredouille::Simple) as u32;
    }
    One {
        mise: d.mise[a_seat],
        jetons: d.jetons[a_seat],
        won,
        bredouilles,
        times,
    }
}

fn main() {
    let args = matches::Args::read();
    let (benching, opt) = (args.benching, |name: &str| args.opt(name));
    let (an, bn) = args.players("maître", "maître:tour");
    let seeds = opt("--seeds").unwrap_or(if benching { 250 } else { 1 });
    let first = opt("--first").unwrap_or(3_000_001);
    let marques = opt("--marques").unwrap_or(if benching { 8 } else { 2 }) as u32;
    let (a, b) = (parse(an), parse(bn));
    let started = Instant::now();
    let (mut mise, mut jetons) = (Vec::new(), Vec::new());
    let (mut won, mut bred) = ([0u32; 2], [0u32; 2]);
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    for seed in first..first + seeds {
        let one = partie(&a, &b, seed, marques, 0);
        let two = partie(&a, &b, seed, marques, 1);
        mise.push((one.mise + two.mise) as f64 / 2.0);
        jetons.push((one.jetons + two.jetons) as f64 / 2.0);
        for k in 0..2 {
            won[k] += one.won[k] + two.won[k];
            bred[k] += one.bredouilles[k] + two.bredouilles[k];
            times[k].extend(one.times[k].iter().chain(&two.times[k]));
        }
        let n = mise.len();
        if n % 10 == 0 || n as u64 == seeds {
            let ((m, mc), (j, jc)) = (interval(&mise), interval(&jetons));
            eprintln!(
                "  after {} parties (seeds {first} to {seed}): mise {m:+.2} ± {mc:.2}, jetons {j:+.2} ± {jc:.2}, {:.0} s",
                2 * n,
                started.elapsed().as_secs_f64()
            );
        }
    }
    let ((m, mc), (j, jc)) = (interval(&mise), interval(&jetons));
    println!(
        "{an} vs {bn}: {} parties à écrire of {marques} marqués ({seeds} seeds from {first}, each with both seats), {an}'s jetons per partie: marqués' payments {m:+.2} ± {mc:.2}, with the queue and the paris {j:+.2} ± {jc:.2} (95%); marqués won {} to {}, in bredouille {} to {}; {:.0} s",
        2 * seeds,
        won[0],
        won[1],
        bred[0],
        bred[1],
        started.elapsed().as_secs_f64()
    );
    for (k, name) in [an, bn].into_iter().enumerate() {
        let t = &mut times[k];
        t.sort();
        if t.is_empty() {
            continue;
        }
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let total: Duration = t.iter().sum();
        println!(
            "  {name}: {} plays and decisions, CPU ms each: mean {:.3}, median {:.3}, p99 {:.3}, worst {:.3}",
            t.len(),
            ms(total) / t.len() as f64,
            ms(t[t.len() / 2]),
            ms(t[(t.len() - 1) * 99 / 100]),
            ms(t[t.len() - 1])
        );
    }
}
