//! Pleins (000 REMPLIR et CONSERVER, REMPLIR EN PASSANT / EN SORTANT, CONSERVER PAR IMPUISSANCE
//! / EN SORTANT / EN OUTREPASSANT; 001 "Du petit jan", "la manière de faire son jan"): a jan is
//! full when each of its six flèches holds two of the mover's dames or more. Filling and keeping
//! count only when a legal play really ends with the jan full.

use super::roll::{Played, Roll};
use crate::analysis::{Jan, JanKind, Way};
use crate::fleche::steps::{GRAND_JAN, JAN_DE_RETOUR, PETIT_JAN};
use crate::fleche::OFF;
use std::ops::RangeInclusive;

/// The three jans one can fill: where, and the jans for filling and for keeping them.
const PLEINS: [(RangeInclusive<u8>, JanKind, JanKind); 3] = [
    (
        PETIT_JAN,
        JanKind::RemplirPetitJan,
        JanKind::ConserverPetitJan,
    ),
    (
        GRAND_JAN,
        JanKind::RemplirGrandJan,
        JanKind::ConserverGrandJan,
    ),
    (
        JAN_DE_RETOUR,
        JanKind::RemplirRetour,
        JanKind::ConserverRetour,
    ),
];

pub(super) fn jans(roll: &Roll, played: &[Played], out: &mut Vec<Jan>) {
    for (range, remplir, conserver) in PLEINS {
        let full_after: Vec<&Played> = played
            .iter()
            .filter(|p| range.clone().all(|s| p.own_at(s) >= 2))
            .collect();
        if full_after.is_empty() {
            // 000 REMPLIR EN PASSANT: a number that seems to fill while the other breaks
            // fills nothing, and scores nothing.
            continue;
        }
        let unit = roll.unit(4, 6);
        if range.clone().all(|s| roll.view.own_at(s) >= 2) {
            // Kept: 4 / 6 each roll, whatever the number of ways (001 "tant que vous pouvez
            // conserver"), by impuissance or en sortant included. The way named is the first
            // legal play that keeps it, the first in the plays' own order (not the order they
            // are given in); no dame at all when it is kept by impuissance.
            let first = full_after.iter().map(|p| p.moves()).min();
            let by = vec![roll.play_way(first.unwrap_or(&[]), true)];
            out.push(roll.jan(conserver, true, unit, by, None));
        } else {
            let by = moyens(roll, range, &full_after);
            out.push(roll.jan(remplir, true, unit, by, None));
        }
    }
}

/// Whether a play of `moves` moves could leave some jan full: each move brings at most one dame
/// into a jan, so a jan lacking more dames than that stays unfilled whatever is played.
pub(super) fn within_reach(roll: &Roll, moves: usize) -> bool {
    PLEINS
        .iter()
        .any(|(range, _, _)| lacking(roll, range) as usize <= moves)
}

/// The dames the mover's jan lacks to be full before the roll: two a flèche.
fn lacking(roll: &Roll, range: &RangeInclusive<u8>) -> u32 {
    range
        .clone()
        .map(|s| 2u32.saturating_sub(roll.view.own_at(s) as u32))
        .sum()
}

/// 001 "la manière de faire son jan": 4 / 6 a moyen, counted per number — each die's number,
/// and both together (one dame tout d'une) — only when a single demi-case is left to make. With
/// a whole case (or more) left, the roll fills by one moyen however many dames could do it.
///
/// A moyen counts only if it is realisable (000 REMPLIR EN PASSANT): some legal play ends on the
/// very board it makes. The check compares boards, not the way the plays are spelt, since two
/// plays leaving the same position are listed once (docs/interchange.md).
fn moyens(roll: &Roll, range: RangeInclusive<u8>, filling: &[&Played]) -> Vec<Way> {
    let v = &roll.view;
    let demi_case = range.clone().find(|&s| v.own_at(s) == 1);
    let Some(demi_case) = demi_case.filter(|_| lacking(roll, &range) == 1) else {
        return vec![filling_way(roll, &range, filling)];
    };
    let results: Vec<&[u8; 24]> = filling.iter().map(|p| &p.after).collect();
    let mut ways = Vec::new();
    for &n in roll.direct().as_slice() {
        // A dame `n` behind the demi-case fills by `n`; the other die is played by any one move.
        let other = if roll.doublet() {
            n
        } else {
            roll.together() - n
        };
        if let Some(base) =
            moved(&v.own, demi_case, n).filter(|_| keeps_jan(roll, &range, demi_case, n))
        {
            // (Or not at all, if it cannot be played: remplir par impuissance.)
            if results
                .iter()
                .any(|r| **r == base || one_move(&base, r, other))
            {
                ways.push(filled(roll, demi_case, &[n]));
            }
        }
    }
    // Both numbers by one dame tout d'une: the play's whole effect is that dame's journey.
    let together = moved(&v.own, demi_case, roll.together())
        .filter(|_| keeps_jan(roll, &range, demi_case, roll.together()));
    if let Some(base) = together {
        if results.iter().any(|r| **r == base) {
            ways.push(filled(roll, demi_case, &roll.thrown()));
        }
    }
    if ways.is_empty() {
        ways.push(filling_way(roll, &range, filling));
    }
    ways
}

/// RULINGS 17 (amended): a moyen brings to the demi-case a dame whose leaving does not unfill
/// the jan being filled. Only a dame of a case of exactly two dames *of that jan* is excluded:
/// the other number would have to refill that case, and that filling is the one by both numbers
/// together, not a moyen of its own (*Le jeu de trictrac rendu facile*, n.360). A dame from any
/// other flèche — the talon, a case of two in another jan, a surnuméraire, a lone dame — brings
/// a moyen of its number whenever a legal play fills with it.
fn keeps_jan(roll: &Roll, jan: &RangeInclusive<u8>, to: u8, n: u8) -> bool {
    to.checked_sub(n)
        .is_some_and(|from| !jan.contains(&from) || roll.view.own_at(from) != 2)
}

/// The moyen of a dame coming to the demi-case `to` by `numbers`.
fn filled(roll: &Roll, to: u8, numbers: &[u8]) -> Way {
    let from = to.saturating_sub(numbers.iter().sum());
    let mut w = roll.way(&[from], numbers);
    w.to = Some(roll.fleches(&[to]));
    w
}

/// The one moyen of a roll that fills otherwise than a single demi-case (a whole case or two
/// demi-cases): the journeys ending in the jan of the first legal play that fills (in the
/// plays' own order).
fn filling_way(roll: &Roll, range: &RangeInclusive<u8>, filling: &[&Played]) -> Way {
    let mut w = Way {
        to: Some(Vec::new()),
        ..Way::default()
    };
    let Some(play) = filling.iter().min_by_key(|p| p.moves()) else {
        return w;
    };
    let mut ends = Vec::new();
    let mut i = 0;
    for j in roll.journeys(play.moves(), false) {
        // The journey's end: the destination of its last move.
        let k = i + j.numbers.len().max(1) - 1;
        i = k + 1;
        let Some(&(_, end)) = play.moves().get(k) else {
            continue;
        };
        if range.contains(&end) {
            w.dames.extend(j.dames);
            w.numbers.extend(j.numbers);
            ends.push(end);
        }
    }
    w.to = Some(roll.fleches(&ends));
    w
}

/// The mover's dames once one of them has come `n` steps to `to`, if one stands there.
fn moved(own: &[u8; 24], to: u8, n: u8) -> Option<[u8; 24]> {
    let from = to.checked_sub(n).filter(|&f| f >= 1)?;
    let mut b = *own;
    let slot = b.get_mut(from as usize - 1)?;
    *slot = slot.checked_sub(1)?;
    let slot = b.get_mut(to as usize - 1)?;
    *slot = slot.saturating_add(1);
    Some(b)
}

/// Whether `after` is `before` with one dame moved `n` steps on, or borne off by `n` or more.
fn one_move(before: &[u8; 24], after: &[u8; 24], n: u8) -> bool {
    let mut left = None;
    let mut came = None;
    for (i, (&b, &a)) in before.iter().zip(after.iter()).enumerate() {
        let step = i as u8 + 1;
        match a as i16 - b as i16 {
            0 => {}
            -1 if left.is_none() => left = Some(step),
            1 if came.is_none() => came = Some(step),
            _ => return false,
        }
    }
    match (left, came) {
        (Some(p), Some(q)) => q > p && q - p == n,
        (Some(p), None) => p + n >= OFF,
        _ => false,
    }
}
