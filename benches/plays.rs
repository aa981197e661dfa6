//! Benchmark of Trictrac play generation (`legal_plays`) and of the full analysis (`analyse`:
//! plays and jans) for each of the 21 rolls of every position
//! of tests/data/bench_positions.jsonl (1,200 positions from random games with a fixed seed,
//! written by `cargo test --test trictrac -- --ignored write_bench_positions`).
//!
//! Each (position, roll) is timed over a small batch of calls; the report gives the median time
//! per (position, roll) of each repetition, and the median over repetitions. The analysis is
//! timed a second way, "one call each": a single call a sample, each on the next (position,
//! roll), so that no position is met with its caches warm from the call before: the figure the
//! package's call is compared with (benches/node/analyse.sh, docs/speed.md).
//!
//!   cargo bench --bench plays [-- --reps N] [-- --plays-only]
//!
//! (`--reps` repetitions, 5 by default; `--plays-only` skips the analysis: benches/node/compare.sh
//! runs one repetition of the plays at a time, between runs of the same in Node.)

use std::hint::black_box;
use std::time::Instant;
use tablier::notation::json::position_from_str;
use tablier::{rules, Dice, Position};

const REPETITIONS: usize = 5;
const BATCH: u32 = 8;

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
    let plays_only = args.iter().any(|a| a == "--plays-only");
    let positions: Vec<Position> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(if benching { usize::MAX } else { 20 })
        .map(|l| position_from_str(l).expect("a bench position"))
        .collect();
    let rolled: Vec<Position> = positions
        .iter()
        .flat_map(|p| Dice::all_rolls().map(move |d| p.with_dice(Some(d))))
        .collect();
    let mut plays = 0usize;
    for p in &rolled {
        plays += rules::legal_plays(p).expect("legal plays").len();
    }
    println!(
        "{} positions x 21 rolls = {} (position, roll); {:.1} plays on average",
        positions.len(),
        rolled.len(),
        plays as f64 / rolled.len() as f64
    );
    let (legal, fastest) = median_ns(&rolled, reps, BATCH, |p| {
        rules::legal_plays(p).map(|v| v.len()).ok()
    });
    println!(
        "legal_plays: median {legal:.0} ns per (position, roll); fastest repetition {fastest:.0} ns"
    );
    if plays_only {
        return;
    }
    let (full, fastest) = median_ns(&rolled, reps, BATCH, |p| {
        rules::analyse(p).map(|a| a.jans.len()).ok()
    });
    println!(
        "analyse (plays and jans): median {full:.0} ns per (position, roll); fastest repetition {fastest:.0} ns"
    );
    // One call a sample, each on the next (position, roll), as the package's figure is taken
    // (benches/node/plays.mjs): no position met with its caches warm from the call before.
    let (full, fastest) = median_ns(&rolled, reps, 1, |p| {
        rules::analyse(p).map(|a| a.jans.len()).ok()
    });
    println!(
        "analyse (one call each): median {full:.0} ns per (position, roll); fastest repetition {fastest:.0} ns"
    );
}

/// Times `f` on every (position, roll), `batch` calls a sample on the same one, `reps` times;
/// prints each repetition's figures and returns the median of the per-repetition medians and the smallest of them (on a shared
/// machine, the repetition least slowed by other work).
fn median_ns<T>(
    rolled: &[Position],
    reps: usize,
    batch: u32,
    f: impl Fn(&Position) -> T,
) -> (f64, f64) {
    let mut medians = Vec::new();
    for rep in 0..reps {
        let mut samples: Vec<f64> = Vec::with_capacity(rolled.len());
        let start = Instant::now();
        for p in rolled {
            let t = Instant::now();
            for _ in 0..batch {
                black_box(f(black_box(p)));
            }
            samples.push(t.elapsed().as_nanos() as f64 / f64::from(batch));
        }
        let total = start.elapsed();
        samples.sort_by(|a, b| a.total_cmp(b));
        let median = samples[samples.len() / 2];
        let p90 = samples[samples.len() * 9 / 10];
        let max = samples[samples.len() - 1];
        println!(
            "  repetition {rep}: median {median:.0} ns, p90 {p90:.0} ns, max {max:.0} ns per (position, roll); mean {:.0} ns",
            total.as_nanos() as f64 / (rolled.len() as f64 * f64::from(batch))
        );
        medians.push(median);
    }
    medians.sort_by(|a, b| a.total_cmp(b));
    (medians[medians.len() / 2], medians[0])
}
