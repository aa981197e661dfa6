//! The amateur's and the fort's look ahead: expectations of a roll's points over the 21 rolls,
//! the sifting of many plays, and the mover's own following roll (docs/rules/ai.md).

use super::eval::{balance, Value, Weights, THROWS};
use crate::dice::Dice;
use crate::error::Error;
use crate::play::Play;
use crate::position::{Position, Setup};
use crate::rules;
use crate::side::Side;

/// How many rolls the first look at many plays uses (the first `PROBE` of `rolls()`).
const PROBE: usize = 6;
/// Plays kept for the full look however many there are.
const MIN_SURVIVORS: usize = 6;

/// The probe's rolls: between them every number shows twice (6-5, 6-3, 5-2, 4-1, 4-3, 2-2),
/// big and small, and one doublet.
const PROBE_ROLLS: [(u8, u8); PROBE] = [(6, 5), (6, 3), (5, 2), (4, 1), (4, 3), (2, 2)];

/// The 21 rolls, the probe's first.
pub(crate) fn rolls() -> Vec<Dice> {
    let mut all: Vec<Dice> = Dice::all_rolls().collect();
    crate::sort::sort_by_key(&mut all, |d| {
        PROBE_ROLLS
            .iter()
            .position(|&(a, b)| (d.high(), d.low()) == (a, b))
            .unwrap_or(PROBE)
    });
    all
}

/// A play the rules listed for `pos`, applied without judging it again.
pub(crate) fn apply(pos: &Position, play: &Play) -> Result<Position, Error> {
    rules::apply_unchecked(pos, play)
}

/// One play judged: its value, its index in the list of legal plays, the position it leaves.
#[derive(Clone, Debug)]
pub(crate) struct Judged {
    pub value: Value,
    pub index: usize,
    pub after: Position,
}

/// The plays worth choosing from, each with its greedy value, its index in `plays` and the
/// position it leaves. When the plays are few, all of them. When they are many (past
/// `w.analyses / 21`), first every play is judged on the six `PROBE` rolls only and the best
/// survive; only these are judged on the other fifteen, so the work stays near `w.analyses`
/// analyses whatever the position (docs/rules/ai.md, "Speed"). Survivors' values are exact.
pub(crate) fn greedy_ranking(
    pos: &Position,
    plays: &[Play],
    w: &Weights,
) -> Result<Vec<Judged>, Error> {
    let me = pos.turn();
    let rolls = rolls();
    let mut scored = Vec::with_capacity(plays.len());
    let full = plays.len().saturating_mul(21) <= w.analyses;
    let first = if full {
        &rolls[..]
    } else {
        rolls.get(..PROBE).unwrap_or(&rolls)
    };
    for (index, play) in plays.iter().enumerate() {
        let after = apply(pos, play)?;
        let value = balance(&after, me, w) + expectation(&after, me, first)?;
        scored.push(Judged {
            value,
            index,
            after,
        });
    }
    if full {
        return Ok(scored);
    }
    // Rank on the probe (scaled to 36 throws), keep the best, then complete their expectation.
    let probe_chances: Value = PROBE_ROLLS
        .iter()
        .map(|&(a, b)| if a == b { 1 } else { 2 })
        .sum();
    let keep = (w.analyses.saturating_sub(plays.len() * PROBE) / (21 - PROBE)).max(MIN_SURVIVORS);
    let mut ranked: Vec<(Value, usize)> = scored
        .iter()
        .map(|e| {
            let base = balance(&e.after, me, w);
            let probe = e.value - base;
            (base + probe * THROWS / probe_chances, e.index)
        })
        .collect();
    crate::sort::sort_by(&mut ranked, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.truncate(keep);
    let mut out = Vec::with_capacity(ranked.len());
    for (_, i) in ranked {
        if let Some(e) = scored.get(i) {
            let rest = expectation(&e.after, me, rolls.get(PROBE..).unwrap_or(&[]))?;
            out.push(Judged {
                value: e.value + rest,
                index: e.index,
                after: e.after.clone(),
            });
        }
    }
    Ok(out)
}

/// Sorts judged plays best first; ties keep the rules' order.
pub(crate) fn best_first(judged: &mut [Judged]) {
    crate::sort::sort_by(judged, |a, b| {
        b.value.cmp(&a.value).then(a.index.cmp(&b.index))
    });
}

/// The index of the highest value; ties go to the lowest index, so to the first play of
/// `rules::legal_plays`' fixed order.
pub(crate) fn best_index(values: impl Iterator<Item = (Value, usize)>) -> Option<usize> {
    let mut best: Option<(Value, usize)> = None;
    for (v, i) in values {
        match best {
            Some((bv, bi)) if bv > v || (bv == v && bi < i) => {}
            _ => best = Some((v, i)),
        }
    }
    best.map(|b| b.1)
}

/// The value for `me` of a position without dice: the expected points of the coming roll
/// (whoever throws it), `me`'s minus the other side's, plus the positional balance.
pub(crate) fn greedy_value(pos: &Position, me: Side, w: &Weights) -> Result<Value, Error> {
    Ok(expectation(pos, me, &rolls())? + balance(pos, me, w))
}

/// Σ chances × (`me`'s points − the opponent's) over `rolls` of the coming roll of `pos`.
pub(crate) fn expectation(pos: &Position, me: Side, rolls: &[Dice]) -> Result<Value, Error> {
    let mut sum: Value = 0;
    for &dice in rolls {
        let a = rules::analyse(&pos.with_dice(Some(dice)))?;
        let diff = a.points.get(me) as Value - a.points.get(me.opponent()) as Value;
        sum += diff * dice.chances() as Value;
    }
    Ok(sum)
}

/// The mover's own following roll, judged on the board his play leaves as if the opponent's
/// dames stood still: the jans he threatens (battre, pleins kept) and those he risks giving.
pub(crate) fn following_roll(after: &Position, me: Side) -> Result<Value, Error> {
    if after.turn() == me {
        // A relevé after the sortie: the coming roll is already his, counted by greedy_value.
        return Ok(0);
    }
    let setup = Setup {
        turn: me,
        dice: None,
        ..after.setup().clone()
    };
    expectation(&Position::from_setup(setup)?, me, &rolls())
}

/// The plays of the amateur (`following` false) or the fort (true), each with its value in
/// 36ths of a point, best first: for the fort, only the `w.width` best of the amateur's,
/// judged again with the mover's following roll.
pub(crate) fn ranking(
    pos: &Position,
    plays: &[Play],
    w: &Weights,
    following: bool,
) -> Result<Vec<Judged>, Error> {
    let mut scored = greedy_ranking(pos, plays, w)?;
    best_first(&mut scored);
    if following {
        // Only the best few greedy plays are worth the second roll's cost; the choice is made
        // among them.
        scored.truncate(w.width.max(1));
        for entry in scored.iter_mut() {
            entry.value += following_roll(&entry.after, pos.turn())? * w.following / 8;
        }
        best_first(&mut scored);
    }
    Ok(scored)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_index_prefers_first_on_ties() {
        let v = [(3, 0), (5, 1), (5, 2), (1, 3)];
        assert_eq!(best_index(v.into_iter()), Some(1));
        assert_eq!(best_index(std::iter::empty()), None);
    }

    #[test]
    fn the_probe_comes_first_and_every_roll_once() {
        let r = rolls();
        assert_eq!(r.len(), 21);
        assert_eq!(r.iter().map(|d| d.chances() as u32).sum::<u32>(), 36);
        for (d, &(a, b)) in r.iter().zip(PROBE_ROLLS.iter()) {
            assert_eq!((d.high(), d.low()), (a, b));
        }
    }
}
