//! Benchmark of `chances` (the 36 coups of the coming throw: 21 analyses and their tally) on each
//! position of tests/data/bench_positions.jsonl (1,200 positions from random games, each a
//! different one, before the roll).
//!
//! Each position is timed over a small batch of calls; the report gives the median time per
//! position of each repetition, and the median over repetitions. Budget: 40 µs.
//!
//!   cargo bench --bench chances [-- --reps N]

use std::hint::black_box;
use std::time::Instant;
use tablier::chances::chances;
use tablier::notation::json::position_from_str;
use tablier::{rules, Dice, Position};

const REPETITIONS: usize = 5;
const BATCH: u32 = 4;

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/bench_positions.jsonl"
    );
    let text = std::fs::read_to_string(path).expect("tests/data/bench_positions.jsonl");
    // `cargo bench` passes --bench; `cargo test --all-targets` does not, and then a few
    // positions are enough to check the bench still runs.
    let args: Vec<String> = std::env::args().collect();
    let benching = args.iter().any(|a| a == "--bench");
    let reps = args
        .iter()
        .position(|a| a == "--reps")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(REPETITIONS)
        .max(1);
    let positions: Vec<Position> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(if benching { usize::MAX } else { 20 })
        .map(|l| position_from_str(l).expect("a bench position"))
        .collect();
    let mut dames = 0usize;
    for p in &positions {
        dames += chances(p).expect("chances").dames.len();
    }
    println!(
        "{} positions; {:.1} dames that some coup beats, on average",
        positions.len(),
        dames as f64 / positions.len() as f64
    );
    let (alone, _) = median_us(&positions, reps, |p| {
        Dice::all_rolls()
            .map(|d| rules::analyse(&p.with_dice(Some(d))).map_or(0, |a| a.points.white))
            .sum::<u32>()
    });
    println!("the 21 analyses alone: median {alone:.1} µs per position");
    let (median, fastest) = median_us(&positions, reps, |p| chances(p).map(|c| c.points).ok());
    println!(
        "chances: median {median:.1} µs per position; fastest repetition {fastest:.1} µs (budget 40 µs)"
    );
}

/// Times `f` on every position, `reps` times; prints each repetition's figures and returns the
/// median of the per-repetition medians and the smallest of them, in µs.
fn median_us<T>(positions: &[Position], reps: usize, f: impl Fn(&Position) -> T) -> (f64, f64) {
    let mut medians = Vec::new();
    for rep in 0..reps {
        let mut samples: Vec<f64> = Vec::with_capacity(positions.len());
        let start = Instant::now();
        let cpu0 = on_cpu_ns();
        for p in positions {
            let t = Instant::now();
            for _ in 0..BATCH {
                black_box(f(black_box(p)));
            }
            samples.push(t.elapsed().as_nanos() as f64 / BATCH as f64);
        }
        let total = start.elapsed();
        let on_cpu = on_cpu_ns().zip(cpu0).map(|(b, a)| b.saturating_sub(a));
        samples.sort_by(|a, b| a.total_cmp(b));
        let median = samples[samples.len() / 2];
        let p90 = samples[samples.len() * 9 / 10];
        let max = samples[samples.len() - 1];
        println!(
            "  repetition {rep}: median {:.1} µs, p90 {:.1} µs, max {:.1} µs per position; mean {:.1} µs{}",
            median / 1000.0,
            p90 / 1000.0,
            max / 1000.0,
            total.as_nanos() as f64 / (positions.len() as f64 * BATCH as f64) / 1000.0,
            on_cpu.map_or(String::new(), |ns| format!(
                ", on-CPU mean {:.1} µs",
                ns as f64 / (positions.len() as f64 * BATCH as f64) / 1000.0
            ))
        );
        medians.push(median);
    }
    medians.sort_by(|a, b| a.total_cmp(b));
    (medians[medians.len() / 2] / 1000.0, medians[0] / 1000.0)
}

/// The time this thread has spent on a CPU, in ns (Linux's schedstat), if the system says: on a
/// shared machine the wall clock also counts the time other work held the CPU.
fn on_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}
