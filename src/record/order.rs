//! A roll's `order` (version 5): the order its play (or fausse case and choice), hand marks and
//! rights were made in, when it is not the one a replay makes by default (docs/record.md). The
//! engine takes marks before or after the play (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP marks the
//! points before the dames are moved), and `undo` takes back the last step made: a game read
//! back from its record must have made them in the same order to undo the same one.

use super::RollJson;
use crate::ecole::Droit;
use crate::partie::{Partie, RollStep};

/// The order a replay makes the roll's steps in when its record says none: the play, then the
/// marks, then the rights (as records before version 5 were written); a leave refused comes
/// before the play, the side playing as if it had held, so then the marks and rights first. The
/// scores put in by hand (version 6) come last.
pub(super) fn default_order(roll: &RollJson) -> Vec<RollStep> {
    let play: Vec<RollStep> = match &roll.fausse {
        Some(f) if f.choice.is_some() => vec![RollStep::Attempt, RollStep::Choice],
        Some(_) => vec![RollStep::Attempt],
        None if roll.play.is_some() => vec![RollStep::Play],
        None => Vec::new(),
    };
    let droits = roll.droits.as_deref().unwrap_or_default();
    let marks = roll.marked.iter().count() + roll.marked_before.as_deref().map_or(0, <[_]>::len);
    let hand = std::iter::repeat(RollStep::Marked)
        .take(marks)
        .chain(droits.iter().map(|_| RollStep::Droit));
    let refused = droits.iter().any(|d| d.droit == Droit::RefuseLeave);
    let scores =
        std::iter::repeat(RollStep::Score).take(roll.set_scores.as_deref().map_or(0, <[_]>::len));
    if refused {
        hand.chain(play).chain(scores).collect()
    } else {
        play.into_iter().chain(hand).chain(scores).collect()
    }
}

/// Whether `order` holds exactly the roll's steps (in any order).
pub(super) fn holds_the_steps(order: &[RollStep], roll: &RollJson) -> bool {
    let count = |o: &[RollStep], s: RollStep| o.iter().filter(|x| **x == s).count();
    let steps = default_order(roll);
    order.len() == steps.len() && steps.iter().all(|s| count(order, *s) == count(&steps, *s))
}

/// The roll `turn`'s order as the record writes it: `None` when it is the default one.
pub(super) fn order_json(p: &Partie, turn: usize, roll: &RollJson) -> Option<Vec<RollStep>> {
    let made = p.roll_order(turn);
    (made != default_order(roll) && holds_the_steps(&made, roll)).then_some(made)
}
