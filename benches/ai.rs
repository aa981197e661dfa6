//! The computer opponent: time per choice and results of seeded matches.
//! `cargo bench --bench ai [-- GAMES [PLAYER_A PLAYER_B]]` (default 20 games, greedy vs random).
//! Each seed is played twice, each player taking White once, with the same dice.
//! `cargo bench --bench ai -- jacquet N A B`: N Jacquet manches each way between race players
//! (`random`, `greedy`, `greedy:pips` (pips only), `greedy:run12`).
//! `cargo bench --bench ai -- time`: time per choice at each level over the positions of 40
//! seeded greedy-against-greedy games (mean, 99th percentile, worst).
//! A player is a level, optionally with a variant: `greedy:hold` (never leaves), `greedy:nopos`
//! (no positional terms), `greedy:x2` / `greedy:half` (positional terms doubled / halved),
//! `expert:f4` / `expert:f16` (the following roll weighted 1/2 / 2).

use std::time::{Duration, Instant};
use tablier::ai::{choose_decision_weighted, choose_play_weighted, Level, Player, Weights};
use tablier::partie::{Decision, Partie, Phase};
use tablier::Rng;
use tablier::{Side, Variant};

struct Tally {
    wins: [u32; 2],
    trous: [u32; 2],
    choices: u32,
    total: Duration,
    worst: Duration,
    leaves: u32,
    rolls: u32,
}

fn game(levels: [Player; 2], seed: u64, t: &mut Tally, a_is_white: bool) {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
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
                let pl = levels[me];
                let m = p.rolled().unwrap().marking;
                let d = if pl.may_leave {
                    choose_decision_weighted(p.position(), &m, pl.level, &pl.weights)
                } else {
                    Decision::Hold
                };
                if d == Decision::Leave {
                    t.leaves += 1;
                }
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                let start = Instant::now();
                let pl = levels[me];
                let play = choose_play_weighted(p.position(), pl.level, &pl.weights).unwrap();
                let el = start.elapsed();
                if pl.level != Level::Debutant {
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
    // `cargo bench` passes --bench; `cargo test --all-targets` does not, and then one short
    // match is enough to check the bench still runs.
    let benching = std::env::args().any(|a| a == "--bench");
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.first().map(|s| s.as_str()) == Some("time") {
        return timing();
    }
    if args.first().map(|s| s.as_str()) == Some("jacquet") {
        return jacquet_match(&args[1..]);
    }
    let n: u64 = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(if benching { 20 } else { 1 });
    let an = args.get(1).map_or("greedy", |s| s.as_str());
    let bn = args.get(2).map_or("random", |s| s.as_str());
    let (a, b) = (player(an), player(bn));
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
        an,
        bn,
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

fn player(spec: &str) -> Player {
    let (level, variant) = spec.split_once(':').unwrap_or((spec, ""));
    let mut p = Player::new(Level::parse(level).expect("a level: random, greedy, expert"));
    let scale = |w: &mut Weights, num: i64, den: i64| {
        for x in [
            &mut w.grand_jan_case,
            &mut w.coin,
            &mut w.petit_jan_case,
            &mut w.retour_case,
            &mut w.decouverte,
            &mut w.developed,
        ] {
            *x = *x * num / den;
        }
    };
    match variant {
        "" => {}
        "hold" => p.may_leave = false,
        "full" => p.weights.analyses = usize::MAX,
        "w3" => p.weights.width = 3,
        "w12" => p.weights.width = 12,
        "nopos" => scale(&mut p.weights, 0, 1),
        "x2" => scale(&mut p.weights, 2, 1),
        "half" => scale(&mut p.weights, 1, 2),
        "nodev" => p.weights.developed = 0,
        "nodec" => p.weights.decouverte = 0,
        "dec-10" => p.weights.decouverte = -10,
        "dec10" => p.weights.decouverte = 10,
        "dec20" => p.weights.decouverte = 20,
        "dev6" => p.weights.developed = 6,
        "gj40" => p.weights.grand_jan_case = 40,
        "gj10" => p.weights.grand_jan_case = 10,
        "coin80" => p.weights.coin = 80,
        "coin20" => p.weights.coin = 20,
        "pj0" => p.weights.petit_jan_case = 0,
        "ret0" => p.weights.retour_case = 0,
        "f4" => p.weights.following = 4,
        "f16" => p.weights.following = 16,
        other => panic!("unknown variant {other}"),
    }
    p
}

/// Positions awaiting a play, from seeded greedy-against-greedy games.
fn positions(games: u64) -> Vec<tablier::Position> {
    let mut out = Vec::new();
    for seed in 1..=games {
        let mut p = Partie::new(Variant::Trictrac);
        p.set_keep_undo(false);
        let mut rng = Rng::new(seed);
        for _ in 0..20_000 {
            match p.phase() {
                Phase::Over => break,
                Phase::AwaitingRoll => {
                    p.roll(rng.dice().unwrap()).unwrap();
                }
                Phase::AwaitingDecision => p.decide(Decision::Hold).unwrap(),
                Phase::AwaitingPlay => {
                    out.push(p.position().clone());
                    let play = tablier::ai::choose_play(p.position(), Level::Amateur).unwrap();
                    p.play(play).unwrap();
                }
            }
        }
    }
    out
}

fn timing() {
    let pos = positions(40);
    {
        // The cost of one analysis, and how many plays a position offers.
        let mut n_plays: Vec<usize> = pos
            .iter()
            .map(|p| tablier::rules::legal_plays(p).unwrap().len())
            .collect();
        let start = Instant::now();
        for p in &pos {
            std::hint::black_box(tablier::rules::analyse(p).unwrap());
        }
        let per = start.elapsed().as_secs_f64() * 1e6 / pos.len() as f64;
        n_plays.sort();
        println!(
            "analyse: {per:.1} µs per position; legal plays: median {}, p99 {}, most {}",
            n_plays[n_plays.len() / 2],
            n_plays[(n_plays.len() - 1) * 99 / 100],
            n_plays[n_plays.len() - 1]
        );
    }
    for level in Level::ALL {
        // The least of three runs: the build machine is shared, and one run's wall time
        // measures the neighbours as much as the player.
        let mut times: Vec<Duration> = pos
            .iter()
            .map(|p| {
                (0..3)
                    .map(|_| {
                        let start = Instant::now();
                        std::hint::black_box(tablier::ai::choose_play(p, level).unwrap());
                        start.elapsed()
                    })
                    .min()
                    .unwrap_or_default()
            })
            .collect();
        times.sort();
        let total: Duration = times.iter().sum();
        let pct = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
        println!(
            "{}: {} positions (least of 3 runs each), mean {:.3} ms, median {:.3} ms, p99 {:.3} ms, worst {:.3} ms",
            level.name(),
            times.len(),
            total.as_secs_f64() * 1e3 / times.len() as f64,
            pct(0.5),
            pct(0.99),
            pct(1.0)
        );
    }
}

fn race_player(spec: &str) -> (Level, tablier::ai::RaceWeights) {
    let (level, variant) = spec.split_once(':').unwrap_or((spec, ""));
    let level = Level::parse(level).expect("a level");
    let mut w = tablier::ai::RaceWeights::DEFAULT;
    match variant {
        "" => {}
        "pips" => w.run = 0,
        "run12" => w.run = 12,
        other => panic!("unknown variant {other}"),
    }
    (level, w)
}

/// Jacquet manches between two race players: (winner is a, points).
fn manche(
    a: (Level, tablier::ai::RaceWeights),
    b: (Level, tablier::ai::RaceWeights),
    seed: u64,
    a_white: bool,
) -> (bool, u32) {
    use tablier::jacquet::{JacquetOptions, Manche, Phase as MP};
    let opts = JacquetOptions::default();
    let mut m = Manche::new(opts);
    let mut rng = Rng::new(seed);
    loop {
        match m.phase() {
            MP::FirstThrow => {
                let (x, y) = (1 + rng.below(6) as u8, 1 + rng.below(6) as u8);
                m.first_throw(x, y).unwrap();
            }
            MP::Roll => m.roll(rng.dice().unwrap()).unwrap(),
            MP::Play => {
                let white = m.position().turn() == Side::White;
                let (lv, w) = if white == a_white { a } else { b };
                let t0 = Instant::now();
                let n = tablier::jacquet::legal_plays_with(m.position(), &opts)
                    .unwrap()
                    .len();
                let play =
                    tablier::ai::choose_jacquet_play_weighted(m.position(), lv, &opts, &w).unwrap();
                let el = t0.elapsed().as_secs_f64() * 1e3;
                if el > 20.0 {
                    eprintln!(
                        "slow jacquet choice: {el:.1} ms, {n} plays, {:?}",
                        m.position().dice()
                    );
                }
                m.play(&play).unwrap();
            }
            MP::Over(r) => return ((r.winner == Side::White) == a_white, r.points),
        }
    }
}

fn jacquet_match(args: &[String]) {
    let n: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(50);
    let an = args.get(1).map_or("greedy", |s| s.as_str());
    let bn = args.get(2).map_or("random", |s| s.as_str());
    let (a, b) = (race_player(an), race_player(bn));
    let (mut wa, mut wb, mut pa, mut pb) = (0, 0, 0, 0);
    let started = Instant::now();
    for seed in 1..=n {
        for a_white in [true, false] {
            let (a_won, pts) = manche(a, b, seed, a_white);
            if a_won {
                wa += 1;
                pa += pts;
            } else {
                wb += 1;
                pb += pts;
            }
        }
    }
    println!(
        "jacquet {an} vs {bn}: {} manches, won {wa}–{wb}, points {pa}–{pb}, {:.1} s",
        2 * n,
        started.elapsed().as_secs_f64()
    );
}
