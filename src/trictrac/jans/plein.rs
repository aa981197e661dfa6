//! Pleins (000 REMPLIR et CONSERVER, REMPLIR EN PASSANT / EN SORTANT, CONSERVER PAR IMPUISSANCE
//! / EN SORTANT / EN OUTREPASSANT; 001 "Du petit jan", "la manière de faire son jan"): a jan is
//! full when each of its six flèches holds two of the mover's dames or more. Filling and keeping
//! count only when a legal play really ends with the jan full.

use super::roll::{Played, Roll};
use crate::analysis::{Jan, JanKind};
use crate::fleche::steps::{GRAND_JAN, JAN_DE_RETOUR, PETIT_JAN};
use std::collections::BTreeSet;
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
            // conserver"), by impuissance or en sortant included.
            out.push(roll.jan(conserver, true, unit, 1, None));
        } else {
            let ways = moyens(roll, range, &full_after);
            out.push(roll.jan(remplir, true, unit, ways, None));
        }
    }
}

/// 001 "la manière de faire son jan": 4 / 6 a moyen, counted per number — each die's number,
/// and both together (one dame tout d'une) — only when a single demi-case is left to make. With
/// a whole case (or more) left, the roll fills by one moyen however many dames could do it.
/// A moyen counts only if some legal filling play uses it (000 REMPLIR EN PASSANT).
fn moyens(roll: &Roll, range: RangeInclusive<u8>, filling: &[&Played]) -> u32 {
    let v = &roll.view;
    let lacking: u32 = range
        .clone()
        .map(|s| 2u32.saturating_sub(v.own_at(s) as u32))
        .sum();
    let Some(demi_case) = range.clone().find(|&s| v.own_at(s) == 1) else {
        return 1;
    };
    if lacking != 1 {
        return 1;
    }
    let mut numbers = BTreeSet::new();
    for p in filling {
        for (i, &(from, to)) in p.moves.iter().enumerate() {
            if to != demi_case {
                continue;
            }
            // A dame already standing at `from` before the roll fills by this number alone.
            if v.own_at(from) > 0 {
                numbers.insert(to - from);
            }
            // A dame that came to `from` by the other move fills by both numbers together.
            for (j, &(f, t)) in p.moves.iter().enumerate() {
                if j != i && t == from {
                    numbers.insert(to - f);
                }
            }
        }
    }
    (numbers.len() as u32).clamp(1, if roll.doublet() { 2 } else { 3 })
}
