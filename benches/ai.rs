//! The computer opponent: time per choice and results of seeded matches.
//! `cargo bench --bench ai [-- GAMES [LEVEL_A LEVEL_B]]` (default 20 games, greedy vs random).
//! Each seed is played twice, each level taking White once, with the same dice.

use std::time::{Duration, Instant};
use tablier::ai::{choose_play, decision_for, Level};
use tablier::partie::{Decision, Partie, Phase, XorShift64};
use tablier::{Game, Side};

struct Tally {
    wins: [u32; 2],
    trous: [u32; 2],
    choices: u32,
    total: Duration,
    worst: Duration,
    leaves: u32,
    rolls: u32,
}

fn game(levels: [Level; 2], seed: u64, t: &mut Tally, a_is_white: bool) {
    let mut p = Partie::new(Game::Trictrac);
    p.set_keep_undo(false);
    let mut rng = XorShift64::new(seed);
    let who = |side: Side| -> usize { ((side == Side::White) != a_is_white) as usize };
    for _ in 0..20_000 {
        let me = who(p.turn());
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                t.rolls += 1;
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                let d = decision_for(&p, levels[me]).unwrap();
                if d == Decision::Leave {
                    t.leaves += 1;
                }
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                let start = Instant::now();
                let play = choose_play(p.position(), levels[me]).unwrap();
                let el = start.elapsed();
                if levels[me] != Level::Random {
                    t.choices += 1;
                    t.total += el;
                    t.worst = t.worst.max(el);
                }
                p.play(play).unwrap();
            }
        }
    }
    let w = p.winner().expect("game over");
    t.wins[who(w)] += 1;
    for s in Side::BOTH {
        t.trous[who(s)] += p.score().side(s).holes as u32;
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let n: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let a = args
        .get(1)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Greedy);
    let b = args
        .get(2)
        .and_then(|s| Level::parse(s))
        .unwrap_or(Level::Random);
    let mut t = Tally {
        wins: [0; 2],
        trous: [0; 2],
        choices: 0,
        total: Duration::ZERO,
        worst: Duration::ZERO,
        leaves: 0,
        rolls: 0,
    };
    let started = Instant::now();
    for seed in 1..=n {
        game([a, b], seed, &mut t, true);
        game([a, b], seed, &mut t, false);
    }
    println!(
        "{} vs {}: {} games, wins {}–{}, trous {}–{}, {} leaves, {} rolls, {:.1} s",
        a.name(),
        b.name(),
        2 * n,
        t.wins[0],
        t.wins[1],
        t.trous[0],
        t.trous[1],
        t.leaves,
        t.rolls,
        started.elapsed().as_secs_f64()
    );
    if t.choices > 0 {
        println!(
            "non-random choices: {}, mean {:.2} ms, worst {:.2} ms",
            t.choices,
            t.total.as_secs_f64() * 1e3 / t.choices as f64,
            t.worst.as_secs_f64() * 1e3
        );
    }
}
