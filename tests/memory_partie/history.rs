//! The memory a game's history takes per roll (docs/limits.md): a counting allocator measures
//! what a game holds after each roll of seeded random games, Trictrac with its undo history and
//! without, Jacquet; the figures are printed (`--nocapture`) and held under a bound, so that a
//! history that grows faster than it should fails here. One test in this file, so that no other
//! test's allocations fall into the count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use tablier::jacquet::{self, JacquetOptions};
use tablier::partie::{LeavePolicy, Partie, Phase};
use tablier::Rng;
use tablier::{Play, Variant};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size(), Ordering::SeqCst);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size, Ordering::SeqCst);
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn live() -> usize {
    LIVE.load(Ordering::SeqCst)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// Bytes held per roll by a whole random Trictrac game (the game itself, boxed so that the count
/// includes it), and the number of rolls.
fn trictrac(seed: u64, keep_undo: bool) -> (f64, usize) {
    let before = live();
    let mut p = Box::new(Partie::new(Variant::Trictrac));
    p.set_keep_undo(keep_undo);
    let mut rng = Rng::new(seed);
    while p.phase() != Phase::Over && p.turns().len() < 5000 {
        p.step_random(&mut rng, LeavePolicy::Random)
            .expect("a random step");
    }
    let rolls = p.turns().len();
    let held = live() - before;
    drop(p);
    (held as f64 / rolls.max(1) as f64, rolls)
}

/// Bytes held per roll by a Jacquet partie played to 5 points by random legal plays.
fn jacquet_partie(seed: u64) -> (f64, usize) {
    let before = live();
    let mut p = Box::new(jacquet::Partie::new(JacquetOptions::default(), 5).expect("a partie"));
    let mut rng = Rng::new(seed);
    let mut rolls = 0;
    while p.winner().is_none() && rolls < 20_000 {
        match p.manche().phase() {
            jacquet::Phase::FirstThrow => {
                let (a, b) = (1 + rng.below(6) as u8, 1 + rng.below(6) as u8);
                p.first_throw(a, b).expect("a first throw");
            }
            jacquet::Phase::Roll => {
                p.roll(rng.dice().expect("dice")).expect("a roll");
                rolls += 1;
            }
            jacquet::Phase::Play => {
                let plays = p.legal_plays().expect("legal plays");
                let pl = plays
                    .get(rng.below(plays.len() as u64) as usize)
                    .copied()
                    .unwrap_or(Play::empty());
                p.play(&pl).expect("a legal play");
            }
            jacquet::Phase::Over(_) => break,
        }
    }
    let held = live() - before;
    drop(p);
    (held as f64 / rolls.max(1) as f64, rolls)
}

#[test]
fn a_games_history_per_roll() {
    let seeds = 1..=15u64;
    let with: Vec<(f64, usize)> = seeds.clone().map(|s| trictrac(s, true)).collect();
    let without: Vec<(f64, usize)> = seeds.clone().map(|s| trictrac(s, false)).collect();
    let jac: Vec<(f64, usize)> = seeds.map(jacquet_partie).collect();
    let report = |name: &str, v: &[(f64, usize)]| {
        let per = median(v.iter().map(|x| x.0).collect());
        let rolls = median(v.iter().map(|x| x.1 as f64).collect());
        let worst = v.iter().map(|x| x.0).fold(0.0, f64::max);
        println!(
            "{name}: median {per:.0} bytes per roll (worst {worst:.0}) over {} games of median {rolls:.0} rolls",
            v.len()
        );
        per
    };
    let w = report("Trictrac partie, undo kept", &with);
    let wo = report("Trictrac partie, no undo", &without);
    let j = report("Jacquet partie", &jac);
    // The bounds are about twice what was measured (docs/limits.md): a copy of the whole game per
    // step, or a history that grows with its own length, would pass them by far. Both games keep
    // their steps for undo and the record (undo replays them), a few dozen bytes a roll.
    assert!(w < 320.0, "{w} bytes per roll with undo");
    assert!(wo < 160.0, "{wo} bytes per roll without undo");
    assert!(j < 160.0, "{j} bytes per roll in Jacquet");
}
