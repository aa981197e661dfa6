//! Random games of Trictrac played to the twelfth trou: games per second.
//! `cargo bench --bench games [-- N]` (default 200 games), seeds 1..=N, always holding.

use std::time::Instant;
use tablier::partie::{random_game, LeavePolicy};

#[path = "common/cpu.rs"]
mod cpu;

fn main() {
    // `cargo bench` passes --bench; `cargo test --all-targets` does not, and then a few games
    // are enough to check the bench still runs.
    let benching = std::env::args().any(|a| a == "--bench");
    let n: u64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(if benching { 200 } else { 3 });
    let started = Instant::now();
    let cpu0 = cpu::process();
    let (mut rolls, mut failed) = (0usize, 0usize);
    for seed in 1..=n {
        match random_game(seed, LeavePolicy::Hold, 100_000) {
            Ok(p) => rolls += p.turns().len(),
            Err(e) => {
                failed += 1;
                if failed == 1 {
                    eprintln!("game {seed}: {e}");
                }
            }
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let cpu_secs = cpu::process().saturating_sub(cpu0).as_secs_f64();
    let done = n as usize - failed;
    println!(
        "games: {done} played to 12 trous ({failed} failed) in {secs:.3} s: {:.1} games/s, {:.0} rolls/s, {:.1} rolls/game",
        done as f64 / secs,
        rolls as f64 / secs,
        if done > 0 { rolls as f64 / done as f64 } else { 0.0 }
    );
    if cpu_secs > 0.0 {
        println!(
            "games: {cpu_secs:.3} s of CPU time: {:.1} games per CPU second",
            done as f64 / cpu_secs
        );
    }
}
