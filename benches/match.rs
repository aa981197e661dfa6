//! Matches between two players of the ladder, in duplicate: each seed is played twice, each
//! player taking White once, with the same dice (`Rng::new(seed)`), to the twelfth
//! trou. Reports wins, the trou difference per game with its 95% confidence interval, and
//! the time per move of each player (the CPU time of its thread, natively: the machine may
//! be shared). `scripts/match.sh` runs it.
//!
//! `cargo bench --bench match -- A B [--seeds N] [--first S] [--threads T]`: a player is a
//! level's name (`débutant`, `amateur`, `fort`, `maître`, or the English `random`, `greedy`,
//! `expert`), `maître-6` (the maître until 5 December: the 24-unit network of 6 000 games,
//! `benches/nets/maitre-24-6000.net`, judging the amateur's six best plays),
//! `net:FILE`, the maître with the weights of FILE, or `deep:C:R[:FILE]`, the maître
//! judging its C best plays two rolls deep and R replies a roll (`ai::choose_play_deep`), or
//! `wide:W[:FILE]`, the maître's network judging the amateur's W best plays (`all`: every one). `cargo test --all-targets`
//! plays one short pair of games.

use std::time::{Duration, Instant};
use tablier::ai::Net;
use tablier::ai::{
    choose_decision_with, choose_play_deep, choose_play_wide, committed_net, Depth, Level, Player,
};
use tablier::partie::{Partie, Phase};
use tablier::Rng;
use tablier::{Side, Variant};

#[path = "common/cpu.rs"]
mod cpu;
#[path = "common/matches.rs"]
mod matches;
// Only its network here, not its seat of a partie à écrire.
#[allow(dead_code)]
#[path = "common/maitre6.rs"]
mod maitre6;
use matches::interval;

#[derive(Clone)]
enum Who {
    Level(Player),
    /// The maître with a network, judging the amateur's `usize` best plays.
    Net(Net, usize),
    /// The maître two rolls deep, with the committed network or FILE's.
    Deep(Net, Depth),
}

impl Who {
    fn parse(spec: &str) -> Who {
        if let Some(rest) = spec.strip_prefix("deep:") {
            // deep:CANDIDATES:REPLIES[:FILE]
            let mut parts = rest.splitn(3, ':');
            let mut num = || -> usize {
                parts
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("deep:CANDIDATES:REPLIES[:FILE]")
            };
            let depth = Depth {
                candidates: num(),
                replies: num(),
            };
            let net = match parts.next() {
                Some(f) => Net::from_bytes(&std::fs::read(f).expect("the network's file"))
                    .expect("a network's weights"),
                None => committed_net().expect("the committed network"),
            };
            return Who::Deep(net, depth);
        }
        if let Some(rest) = spec.strip_prefix("wide:") {
            // wide:WIDTH[:FILE], WIDTH a number or `all`
            let (w, file) = rest
                .split_once(':')
                .map_or((rest, None), |(w, f)| (w, Some(f)));
            let width = if w == "all" {
                usize::MAX
            } else {
                w.parse().expect("wide:WIDTH[:FILE]")
            };
            let net = match file {
                Some(f) => Net::from_bytes(&std::fs::read(f).expect("the network's file"))
                    .expect("a network's weights"),
                None => committed_net().expect("the committed network"),
            };
            return Who::Net(net, width);
        }
        if let Some(f) = spec.strip_prefix("net:") {
            let bytes = std::fs::read(f).expect("the network's file");
            return Who::Net(
                Net::from_bytes(&bytes).expect("a network's weights"),
                usize::MAX,
            );
        }
        if spec == "maître-6" || spec == "maitre-6" {
            // Today's maître before the 32-unit network: its 24-unit network judging the
            // amateur's six best plays.
            return Who::Net(maitre6::net(), maitre6::WIDTH);
        }
        Who::Level(Player::new(Level::parse(spec).unwrap_or_else(|| {
            panic!("{spec}: a level (débutant, amateur, fort, maître), net:FILE or deep:C:R[:FILE]")
        })))
    }
}

/// One game: A's trous minus B's, whether A won, and each player's move times.
fn game(a: &Who, b: &Who, seed: u64, a_white: bool) -> (i32, bool, [Vec<Duration>; 2]) {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let idx = |side: Side| ((side == Side::White) != a_white) as usize;
    for _ in 0..50_000 {
        let k = idx(p.turn());
        let who = if k == 0 { a } else { b };
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                p.roll(rng.dice().expect("dice")).expect("a roll");
            }
            Phase::AwaitingDecision => {
                let d = match who {
                    Who::Level(pl) => pl.decide(&p),
                    Who::Net(n, _) | Who::Deep(n, _) => {
                        let m = p.rolled().expect("a roll").marking;
                        choose_decision_with(p.position(), &m, n)
                    }
                };
                p.decide(d).expect("a decision");
            }
            Phase::AwaitingPlay => {
                let t0 = cpu::thread();
                let play = match who {
                    Who::Level(pl) => pl.play(p.position()),
                    Who::Net(n, w) => choose_play_wide(p.position(), n, *w),
                    Who::Deep(n, d) => choose_play_deep(p.position(), n, *d),
                }
                .expect("a play");
                times[k].push(cpu::thread().saturating_sub(t0));
                p.play(play).expect("a legal play");
            }
        }
    }
    let a_side = if a_white { Side::White } else { Side::Black };
    let trous = |s: Side| p.score().side(s).holes as i32;
    (
        trous(a_side) - trous(a_side.opponent()),
        p.winner() == Some(a_side),
        times,
    )
}

/// One seed's two games: the seed, (A's trou difference, whether A won) for each, and each
/// player's move times over both.
type Pair = (u64, [(i32, bool); 2], [Vec<Duration>; 2]);

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let args = matches::Args::read();
    let (benching, opt) = (args.benching, |name: &str| args.opt(name));
    let (an, bn) = args.players("amateur", "débutant");
    let seeds = opt("--seeds").unwrap_or(if benching { 100 } else { 1 });
    let first = opt("--first").unwrap_or(1);
    let threads = opt("--threads").unwrap_or(2).max(1);
    let (a, b) = (Who::parse(an), Who::parse(bn));
    let started = Instant::now();
    // Each pair of games (one seed, both colours) is one sample: the duplicate's luck cancels
    // within the pair.
    let results: Vec<Pair> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (a, b) = (a.clone(), b.clone());
                s.spawn(move || {
                    let mut out = Vec::new();
                    let mut seed = first + t;
                    while seed < first + seeds {
                        let (d1, w1, t1) = game(&a, &b, seed, true);
                        let (d2, w2, t2) = game(&a, &b, seed, false);
                        let [mut ta, mut tb] = t1;
                        let [ua, ub] = t2;
                        ta.extend(ua);
                        tb.extend(ub);
                        out.push((seed, [(d1, w1), (d2, w2)], [ta, tb]));
                        if t == 0 && out.len() % 25 == 0 {
                            // A long match stopped early still says where it stood (the
                            // first thread's pairs only).
                            let share: Vec<f64> = out
                                .iter()
                                .map(|r| r.1.iter().filter(|g| g.1).count() as f64 / 2.0)
                                .collect();
                            let diff: Vec<f64> =
                                out.iter().map(|r| (r.1[0].0 + r.1[1].0) as f64 / 2.0).collect();
                            let ((w, wc), (d, dc)) = (interval(&share), interval(&diff));
                            eprintln!(
                                "  after {} games (seeds {first} to {seed}, thread 1): {:.1}% ± {:.1}, trous {:+.2} ± {:.2}",
                                2 * out.len(),
                                100.0 * w,
                                100.0 * wc,
                                d,
                                dc
                            );
                        }
                        seed += threads;
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a match thread"))
            .collect()
    });
    let games = 2 * results.len();
    let wins: usize = results
        .iter()
        .map(|r| r.1.iter().filter(|g| g.1).count())
        .sum();
    let pair_wins: Vec<f64> = results
        .iter()
        .map(|r| r.1.iter().filter(|g| g.1).count() as f64 / 2.0)
        .collect();
    let pair_diff: Vec<f64> = results
        .iter()
        .map(|r| (r.1[0].0 + r.1[1].0) as f64 / 2.0)
        .collect();
    let (wr, wr_ci) = interval(&pair_wins);
    let (td, td_ci) = interval(&pair_diff);
    println!(
        "{an} vs {bn}: {games} games ({} seeds from {first}, each with both colours), {an} won {wins} ({:.1}% ± {:.1}), trous per game {:+.2} ± {:.2} (95%), {:.0} s",
        results.len(),
        100.0 * wr,
        100.0 * wr_ci,
        td,
        td_ci,
        started.elapsed().as_secs_f64()
    );
    for (k, name) in [an, bn].into_iter().enumerate() {
        let mut t: Vec<Duration> = results
            .iter()
            .flat_map(|r| r.2[k].iter().copied())
            .collect();
        t.sort();
        if t.is_empty() {
            continue;
        }
        let total: Duration = t.iter().sum();
        println!(
            "  {name}: {} moves, CPU ms per move: mean {:.3}, median {:.3}, p99 {:.3}, worst {:.3}",
            t.len(),
            ms(total) / t.len() as f64,
            ms(t[t.len() / 2]),
            ms(t[(t.len() - 1) * 99 / 100]),
            ms(t[t.len() - 1])
        );
    }
}
