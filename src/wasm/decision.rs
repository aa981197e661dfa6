//! Tenir or s'en aller from a position alone, for the boundary: the page holds the position a
//! game shows while it awaits the decision (`Game` state in the `decide` phase), not the
//! `MarkResult` that `ai::choose_decision` takes, and that position no longer has the score
//! before the roll. Compiled natively for its test against `ai::decision_for`.

use crate::ai::{choose_decision, Level};
use crate::analysis::Points;
use crate::error::Error;
use crate::partie::Decision;
use crate::position::Position;
use crate::rules;
use crate::score::mark;
use crate::side::Side;

/// The decision for `pos`: its dice the roll just thrown, its score with the mover's points of
/// that roll marked (he completed a trou) and the opponent's not yet. The marking is rebuilt
/// from that score: the opponent's points marked on it give the holding score exactly; the
/// mover's trous of the roll are left out of both outcomes, where `choose_decision` only ever
/// takes them as a difference (holding less leaving), so they cancel.
pub fn decision_at(pos: &Position, level: Level) -> Result<Decision, Error> {
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let mover = pos.turn();
    let score = *pos.score();
    let won = rules::analyse(pos)?.points;
    let opp = match mover {
        Side::White => Points {
            white: 0,
            black: won.black,
        },
        Side::Black => Points {
            white: won.white,
            black: 0,
        },
    };
    let mut m = mark(score, mover, opp);
    let mut left = m.hold;
    left.holes = Default::default();
    left.white = Default::default();
    left.black = Default::default();
    left.score = score.jetons_cleared();
    m.can_leave = true;
    m.leave = Some(left);
    Ok(choose_decision(pos, &m, level))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::decision_for;
    use crate::partie::{Partie, Phase};
    use crate::rng::Rng;
    use crate::variant::Variant;

    /// Every decision met in seeded games, at every level, is the one `ai::decision_for` takes
    /// with the game's true marking (000 CHRONOLOGIE 5: the choice right after the trou).
    #[test]
    fn the_position_alone_decides_as_the_game_does() {
        let mut met = 0;
        let mut leaves = 0;
        for seed in 1..=40u64 {
            let mut rng = Rng::new(seed);
            let mut p = Partie::new(Variant::Trictrac);
            p.set_keep_undo(false);
            for _ in 0..400 {
                match p.phase() {
                    Phase::Over => break,
                    Phase::AwaitingRoll => {
                        p.roll(rng.dice().unwrap()).unwrap();
                    }
                    Phase::AwaitingDecision => {
                        for level in Level::ALL {
                            let want = decision_for(&p, level).unwrap();
                            assert_eq!(
                                decision_at(p.position(), level).unwrap(),
                                want,
                                "seed {seed}"
                            );
                            leaves += (want == Decision::Leave) as u32;
                        }
                        met += 1;
                        let d = if rng.below(2) == 0 {
                            Decision::Hold
                        } else {
                            Decision::Leave
                        };
                        p.decide(d).unwrap();
                    }
                    Phase::AwaitingPlay => {
                        let plays = p.plays().to_vec();
                        let play = if plays.is_empty() {
                            crate::play::Play::empty()
                        } else {
                            plays[rng.below(plays.len() as u64) as usize]
                        };
                        p.play(play).unwrap();
                    }
                }
            }
        }
        assert!(met > 50, "only {met} decisions met");
        assert!(
            leaves > 0,
            "no leave among {met} decisions: the test would not see a wrong hold"
        );
    }
}
