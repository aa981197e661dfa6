//! Tenir or s'en aller (000 CHRONOLOGIE 5; RULINGS 11), for the levels that judge by points
//! (docs/rules/ai.md, "Tenir ou s'en aller").

use super::eval::{Value, Weights, THROWS};
use super::search::{greedy_ranking, greedy_value};
use super::Level;
use crate::error::Error;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::MarkResult;
use crate::side::Side;
use crate::variant::Variant;

/// Tenir or s'en aller, for the mover who has just completed a trou with his own roll
/// (000 CHRONOLOGIE 5; RULINGS 11). `pos` is the position with that roll's dice; `marking` is
/// how the roll was marked (`Partie::rolled`). The rule (docs/rules/ai.md, "Tenir ou s'en
/// aller"): hold when the reste, less the opponent's points of the roll that holding lets him
/// mark, plus the value of the best play, is at least what a fresh start from the talons is
/// worth; otherwise leave. `Level::Random` always holds.
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
    if level == Level::Random || !marking.can_leave || pos.variant() != Variant::Trictrac {
        return Decision::Hold;
    }
    if level == Level::Learned {
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
