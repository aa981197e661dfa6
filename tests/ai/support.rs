//! What the tests of the computer player share: seeded Trictrac games played on to a position
//! awaiting a play (`position_after`), and seeded Jacquet manches (`jacquet_manche`).

use tablier::ai::{choose_play, Level};
use tablier::jacquet::{JacquetOptions, Manche, Phase as JPhase};
use tablier::partie::{Decision, Partie, Phase};
use tablier::Rng;
use tablier::{Play, Position, Side, Variant};

/// A position awaiting a play, reached from the start by `rolls` rolls of a seeded game whose
/// plays are random (or, when `greedy`, chosen by the greedy player); `None` if the game ended
/// first.
pub fn position_after(seed: u64, rolls: usize, greedy: bool) -> Option<Position> {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    let mut thrown = 0;
    loop {
        match p.phase() {
            Phase::Over => return None,
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
                thrown += 1;
            }
            Phase::AwaitingDecision => {
                let d = if rng.below(2) == 0 {
                    Decision::Hold
                } else {
                    Decision::Leave
                };
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                if thrown > rolls {
                    return Some(p.position().clone());
                }
                let play = if greedy {
                    choose_play(p.position(), Level::Amateur).unwrap()
                } else {
                    let plays = p.plays();
                    plays
                        .get(rng.below(plays.len() as u64) as usize)
                        .copied()
                        .unwrap_or_default()
                };
                p.play(play).unwrap();
            }
        }
    }
}

/// A seeded Jacquet manche under `opts`; each side's play from `choose`, or random when
/// `choose` returns `None`. Calls `check` on every position awaiting a play. Returns the winner.
pub fn jacquet_manche(
    seed: u64,
    opts: &JacquetOptions,
    mut choose: impl FnMut(&Position) -> Option<Play>,
    mut check: impl FnMut(&Position),
) -> Side {
    let mut m = Manche::new(*opts);
    let mut rng = Rng::new(seed);
    for _ in 0..5_000 {
        match m.phase() {
            JPhase::FirstThrow => {
                let (a, b) = (1 + rng.below(6) as u8, 1 + rng.below(6) as u8);
                m.first_throw(a, b).unwrap();
            }
            JPhase::Roll => m.roll(rng.dice().unwrap()).unwrap(),
            JPhase::Play => {
                check(m.position());
                let play = choose(m.position()).unwrap_or_else(|| {
                    let plays = m.legal_plays().unwrap();
                    plays
                        .get(rng.below(plays.len() as u64) as usize)
                        .copied()
                        .unwrap_or_default()
                });
                m.play(&play).unwrap();
            }
            JPhase::Over(r) => return r.winner,
        }
    }
    panic!("manche {seed} not over after 5000 steps");
}
