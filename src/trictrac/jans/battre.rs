//! Batteries (000 BATTRE, BATTRE UNE DAME, BATTRE LE COIN; RULINGS 7–8): fictive, played par
//! puissance, read off the board and the dice.

use super::roll::Roll;
use crate::analysis::{Jan, JanKind, Way};
use crate::fleche::steps::{COIN, COIN_ADVERSE, JAN_DE_RETOUR, PETIT_JAN};

/// 000 BATTRE UNE DAME: each découverte opponent dame (alone on its flèche) that a number
/// could cover. Façons counted per number (RULINGS 7): each direct number, and both together
/// through a repos pour battre (à vrai) or without one (à faux, to the opponent). A dame
/// "dans un des petits jans" (steps 1–6 or 19–24) is worth 4 / 6 a façon, elsewhere 2 / 4.
pub(super) fn dames(roll: &Roll, out: &mut Vec<Jan>) {
    let v = &roll.view;
    let together = roll.together();
    let direct = roll.direct();
    let legs = direct.as_slice();
    let mut faux_jans = Vec::new();
    for target in 2..=24u8 {
        if v.opp_at(target) != 1 {
            continue;
        }
        // By both numbers together: the dame `together` behind, through its repos pour battre
        // (à faux when it has none).
        let both = (target > together && v.own_at(target - together) > 0).then(|| {
            let from = target - together;
            let mut way = roll.way(&[from], &roll.thrown());
            let repos = legs
                .iter()
                .map(|&n| from + n)
                .filter(|&s| repos_pour_battre(roll, s));
            way.repos = Some(repos.filter_map(|s| roll.fleche(s)).collect());
            way
        });
        let (both_vrai, faux) = match both {
            Some(w) if w.repos.as_ref().is_some_and(|r| r.is_empty()) => (None, vec![w]),
            w => (w, Vec::new()),
        };
        // Each direct number from the dames `n` behind, then both together: collected once
        // into a vector of the right size (growing one way by way weighed on every roll).
        let vrai: Vec<Way> = legs
            .iter()
            .filter(|&&n| target > n && v.own_at(target - n) > 0)
            .map(|&n| roll.way(&[target - n], &[n]))
            .chain(both_vrai)
            .collect();
        let petit = PETIT_JAN.contains(&target) || JAN_DE_RETOUR.contains(&target);
        let unit = if petit {
            roll.unit(4, 6)
        } else {
            roll.unit(2, 4)
        };
        if !vrai.is_empty() {
            out.push(roll.jan(JanKind::BattreDame, true, unit, vrai, Some(target)));
        }
        if !faux.is_empty() {
            faux_jans.push(roll.jan(JanKind::BattreDameAFaux, false, unit, faux, Some(target)));
        }
    }
    out.extend(faux_jans);
}

/// RULINGS 8: a repos pour battre is empty, holds the beater's own dames, holds a single
/// opponent dame, or is an empty coin — every flèche but one the opponent has covered.
fn repos_pour_battre(roll: &Roll, step: u8) -> bool {
    roll.view.opp_at(step) <= 1
}

/// 000 BATTRE LE COIN: holding one's coin, with the opponent's empty, the dice could take the
/// opponent's coin d'emblée — two dames, one per number (two for a doublet's number) — without
/// the two dames that hold one's own coin. 4 / 6.
pub(super) fn coin(roll: &Roll, out: &mut Vec<Jan>) {
    let v = &roll.view;
    if v.own_at(COIN) < 2 || v.opp_at(COIN_ADVERSE) > 0 {
        return;
    }
    // Dames free to go: all of a flèche, but on one's coin only those beyond the two holding it.
    let free = |n: u8| {
        let s = COIN_ADVERSE - n;
        let here = v.own_at(s);
        if s == COIN {
            here.saturating_sub(2)
        } else {
            here
        }
    };
    let beats = if roll.doublet() {
        free(roll.dice.first()) >= 2
    } else {
        free(roll.dice.first()) >= 1 && free(roll.dice.second()) >= 1
    };
    if beats {
        // The two dames, one per number (both from one flèche by a doublet).
        let [a, b] = roll.thrown();
        let way = roll.way(&[COIN_ADVERSE - a, COIN_ADVERSE - b], &[a, b]);
        out.push(roll.jan(
            JanKind::BattreCoin,
            true,
            roll.unit(4, 6),
            vec![way],
            Some(COIN_ADVERSE),
        ));
    }
}
