//! The maître looking two rolls deep (`ai::choose_play_deep`; docs/rules/ai.md, "Two rolls
//! deep"): its best few plays judged again. Not a level of the ladder: matched against the
//! maître it won about half the tours (docs/strength.md), at some 16 times the time. For each of them, each of the opponent's 21 rolls is marked as the rules
//! mark it (`score::mark`, the tour ending as soon as a side's twelfth trou is marked), the
//! opponent's reply is chosen among his plays, and the network judges the position that reply
//! leaves, the mover about to roll again. The maître's value of a play is the network's guess
//! at that average; here the average is taken, and the guess is made one roll later, where it
//! knows the dice.

use super::eval::Weights;
use super::learned::{self, chance_after, Chance};
use super::net::Net;
use super::search;
use crate::dice::Dice;
use crate::error::Error;
use crate::partie::TROUS_TO_WIN;
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::mark;
use crate::side::Side;

/// How deep `choose_play_deep` looks: how many of the maître's best plays it judges two rolls
/// deep, and how many of the opponent's replies to each roll (the best by the positional
/// look, made cheap) the network judges, the opponent taking the one worst for the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    /// The maître's best plays judged two rolls deep.
    pub candidates: usize,
    /// The opponent's replies judged by the network for each of his rolls, the best of his
    /// plays by the amateur's look.
    pub replies: usize,
}

impl Depth {
    /// The depth matched longest against the maître (docs/strength.md).
    pub const DEFAULT: Depth = Depth {
        candidates: 2,
        replies: 1,
    };
}

/// The plays of `pos` (with dice) two rolls deep, best first: the maître's ranking, its first
/// `depth.candidates` judged again two rolls deep and put before the others.
pub(crate) fn ranking(
    pos: &Position,
    plays: &[Play],
    net: &Net,
    depth: Depth,
) -> Result<Vec<Chance>, Error> {
    let me = pos.turn();
    let mut ranked = learned::ranking(pos, plays, net, learned::WIDTH)?;
    let k = depth.candidates.min(ranked.len());
    if k <= 1 {
        return Ok(ranked);
    }
    for c in ranked.iter_mut().take(k) {
        let Some(play) = plays.get(c.index) else {
            continue;
        };
        let after = search::apply(pos, play)?;
        // After his sortie the mover rolls again (000 SORTIE): the maître's value stands.
        if after.turn() != me {
            c.chance = replies(&after, me, net, depth.replies)?;
        }
    }
    if let Some(deep) = ranked.get_mut(..k) {
        crate::sort::sort_by(deep, |a, b| {
            b.chance
                .partial_cmp(&a.chance)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.index.cmp(&b.index))
        });
    }
    Ok(ranked)
}

/// `me`'s chances of winning the tour over the opponent's coming roll in `after` (his to
/// roll): each roll marked, his reply the worst for `me` of his `replies` best by the
/// amateur's look, then the network's value of the position it leaves.
fn replies(after: &Position, me: Side, net: &Net, replies: usize) -> Result<f32, Error> {
    let opp = after.turn();
    let mut sum = 0.0f32;
    for dice in Dice::all_rolls() {
        let rolled = after.with_dice(Some(dice));
        let a = rules::analyse(&rolled)?;
        let m = mark(*after.score(), opp, a.points);
        // The roller's trous are marked first, and the tour stops at the twelfth (000
        // CHRONOLOGIE, Note); he holds (the network knows no better for him here).
        let v = if m.after_mover.side(opp).holes >= TROUS_TO_WIN {
            0.0
        } else if m.score.side(me).holes >= TROUS_TO_WIN {
            1.0
        } else {
            let held = rolled.with_score(m.score)?;
            worst_reply(&held, &a.plays, net, replies)?
        };
        sum += v * dice.chances() as f32;
    }
    Ok(sum / 36.0)
}

/// The amateur's look at a reply, made cheap: every play judged on the six probe rolls, the
/// best six on all 21 (`search::greedy_ranking` with no budget for the full look).
const REPLY_LOOK: Weights = Weights {
    analyses: 0,
    ..Weights::DEFAULT
};

/// `me`'s chances after the opponent's reply in `held` (his roll marked): of his `replies`
/// best plays by the amateur's look, the one the network finds worst for `me`.
fn worst_reply(held: &Position, plays: &[Play], net: &Net, replies: usize) -> Result<f32, Error> {
    let opp = held.turn();
    if plays.len() <= 1 {
        let play = plays.first().copied().unwrap_or_default();
        let leaf = search::apply(held, &play)?;
        return Ok(1.0 - chance_after(net, &leaf, opp)?);
    }
    let mut ranked = search::greedy_ranking(held, plays, &REPLY_LOOK)?;
    search::best_first(&mut ranked);
    let mut worst = f32::INFINITY;
    for j in ranked.iter().take(replies.max(1)) {
        worst = worst.min(1.0 - chance_after(net, &j.after, opp)?);
    }
    Ok(worst)
}
