//! Random games: random legal plays and decisions, from the library's one seeded generator, for
//! tests, benchmarks and the fuzz harness.

use super::{Decision, Partie, Phase};
use crate::error::Error;
use crate::rng::Rng;
use crate::variant::Variant;

/// How the random driver chooses between tenir and s'en aller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeavePolicy {
    /// Always tenir.
    Hold,
    /// Always s'en aller.
    Leave,
    /// Each with probability 1/2, from the game's random numbers.
    Random,
}

impl Partie {
    /// Plays random legal plays until the game is over or `max_rolls` more rolls were thrown.
    /// The dice and every choice come from `rng`; a decision follows `policy`.
    pub fn play_random(
        &mut self,
        rng: &mut Rng,
        policy: LeavePolicy,
        max_rolls: usize,
    ) -> Result<(), Error> {
        let mut rolls = 0;
        loop {
            match self.phase {
                Phase::Over => return Ok(()),
                Phase::AwaitingRoll if rolls >= max_rolls => {
                    return Err(super::refuse(format!(
                        "the game is not over after {max_rolls} rolls"
                    )));
                }
                Phase::AwaitingRoll => rolls += 1,
                _ => {}
            }
            self.step_random(rng, policy)?;
        }
    }

    /// One step of a random game: a throw of the lot for the primauté, the roll, the decision (by `policy`) or a random legal play
    /// (the empty one when nothing can be played), whichever the game awaits; nothing once over.
    pub fn step_random(&mut self, rng: &mut Rng, policy: LeavePolicy) -> Result<(), Error> {
        match self.phase {
            Phase::Over => Ok(()),
            Phase::AwaitingRoll if self.awaiting_lot() => {
                let (w, b) = (rng.die(), rng.die());
                self.throw_lot(w, b).map(|_| ())
            }
            Phase::AwaitingRoll => self.roll(rng.dice()?).map(|_| ()),
            Phase::AwaitingDecision => {
                let leave = match policy {
                    LeavePolicy::Hold => false,
                    LeavePolicy::Leave => true,
                    LeavePolicy::Random => rng.below(2) == 1,
                };
                self.decide(if leave {
                    Decision::Leave
                } else {
                    Decision::Hold
                })
            }
            Phase::AwaitingPlay => {
                let plays = self.plays();
                let play = plays
                    .get(rng.below(plays.len() as u64) as usize)
                    .copied()
                    .unwrap_or_default();
                self.play(play)
            }
        }
    }
}

/// A whole random game of Trictrac from the start, White first, seeded: random legal plays,
/// decisions by `policy`, until a side has twelve trous (or `max_rolls` rolls: an error).
pub fn random_game(seed: u64, policy: LeavePolicy, max_rolls: usize) -> Result<Partie, Error> {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    p.play_random(&mut rng, policy, max_rolls)?;
    Ok(p)
}
