//! Tenir or s'en aller (000 CHRONOLOGIE 5; RULINGS 11), for the levels that judge by points
//! (docs/rules/ai.md, "Tenir ou s'en aller").

use super::eval::{Value, Weights, THROWS};
use super::search::{greedy_ranking, greedy_value};
use super::Level;
use crate::analysis::Points;
use crate::error::Error;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::{mark, MarkResult};
use crate::side::Side;
use crate::variant::Variant;

/// Tenir or s'en aller, for the mover who has just completed a trou with his own roll
/// (000 CHRONOLOGIE 5; RULINGS 11). `pos` is the position with that roll's dice; `marking` is
/// how the roll was marked (`Partie::rolled`). The rule (docs/rules/ai.md, "Tenir ou s'en
/// aller"): hold when the reste, less the opponent's points of the roll that holding lets him
/// mark, plus the value of the best play, is at least what a fresh start from the talons is
/// worth; otherwise leave. `Level::Debutant` always holds.
pub fn choose_decision(pos: &Position, marking: &MarkResult, level: Level) -> Decision {
    choose_decision_weighted(pos, marking, level, &Weights::DEFAULT)
}

/// `choose_decision` with other positional weights.
pub fn choose_decision_weighted(
    pos: &Position,
    marking: &MarkResult,
    level: Level,
    w: &Weights,
) -> Decision {
    if level == Level::Debutant || !marking.can_leave || pos.variant() != Variant::Trictrac {
        return Decision::Hold;
    }
    if level == Level::Maitre {
        let chances = super::learned::committed()
            .and_then(|net| super::learned::decision_chances(pos, marking, net));
        return match chances {
            Ok((hold, leave)) if leave > hold => Decision::Leave,
            _ => Decision::Hold,
        };
    }
    match decision_values(pos, marking, w) {
        Ok((hold, leave)) if leave > hold => Decision::Leave,
        _ => Decision::Hold,
    }
}

/// (holding, leaving) for the mover, in 36ths of a point.
pub(crate) fn decision_values(
    pos: &Position,
    marking: &MarkResult,
    w: &Weights,
) -> Result<(Value, Value), Error> {
    let me = marking.mover;
    let opp = me.opponent();
    let hold_score = marking.hold.score;
    // What holding marks beyond leaving: the reste for him, the roll's points for the opponent
    // (from zero after the trou), and whatever trous either completes on the way.
    let marked =
        |s: Side| hold_score.side(s).points as Value + 12 * marking.hold.side(s).holes as Value;
    let leave_out = marking.leave.unwrap_or(marking.hold);
    let left = |s: Side| 12 * leave_out.side(s).holes as Value;
    let jetons = (marked(me) - left(me)) - (marked(opp) - left(opp));

    let mut plays = rules::legal_plays(pos)?;
    if plays.is_empty() {
        plays.push(Play::empty());
    }
    let best = greedy_ranking(pos, &plays, w)?
        .iter()
        .map(|e| e.value)
        .max();
    let hold = THROWS * jetons + best.unwrap_or(0);

    let fresh = crate::partie::releve(pos.variant(), me, hold_score)?;
    let leave = greedy_value(&fresh, me, w)?;
    Ok((hold, leave))
}

/// The decision for a game awaiting one; `None` when it does not.
pub fn decision_for(partie: &Partie, level: Level) -> Option<Decision> {
    if partie.phase() != Phase::AwaitingDecision {
        return None;
    }
    let rolled = partie.rolled()?;
    Some(choose_decision(partie.position(), &rolled.marking, level))
}

/// Tenir or s'en aller from a position alone, for a caller that holds the position a game shows
/// while it awaits the decision (the stateless `computerDecision`), not the `MarkResult` that
/// `choose_decision` takes: that position no longer has the score before the roll, so the
/// marking is rebuilt by the core's own `score::mark`.
///
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
    use crate::rng::Rng;

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
                            Play::empty()
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
