//! Jans de départ (000 JANS DE DÉPART): six tables, deux tables and mézéas, with their
//! contre-jans. Only at the start of a game, marqué or relevé; all played par puissance.

use super::roll::Roll;
use crate::analysis::{Jan, JanKind};
use crate::fleche::steps::{COIN, COIN_ADVERSE, TALON};

pub(super) fn jans(roll: &Roll, out: &mut Vec<Jan>) {
    six_tables(roll, out);
    deux_tables(roll, out);
    mezeas(roll, out);
}

/// The mover's dames off the talon, as (step, count).
fn abattues(roll: &Roll) -> Vec<(u8, u8)> {
    (TALON + 1..=24)
        .map(|s| (s, roll.view.own_at(s)))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// Whether the opponent holds his coin (mover's step 13): then the coin batteries of the
/// départ are made à faux (000 JAN DE DEUX TABLES, JAN DE MÉZÉAS: "si l'adversaire a déjà pris
/// son coin, la batterie s'effectue à faux").
fn opponent_has_coin(roll: &Roll) -> bool {
    roll.view.opp_at(COIN_ADVERSE) > 0
}

/// 000 JAN DE SIX TABLES: on the third roll, four of steps 2–7 covered by one dame each in the
/// first two rolls, and the dice bring dames from the talon onto the other two. 4 points, never
/// by a doublet. Needs `coups` (docs/interchange.md): without it the third roll cannot be told.
fn six_tables(roll: &Roll, out: &mut Vec<Jan>) {
    let Some(coups) = roll.coups else { return };
    if coups.get(roll.mover) != 2 || roll.doublet() || roll.view.own_at(TALON) != 11 {
        return;
    }
    let down = abattues(roll);
    let covered = down.iter().all(|&(s, n)| (2..=7).contains(&s) && n == 1) && down.len() == 4;
    if !covered {
        return;
    }
    // Both ascending: `open` by construction, `dice` put in order (no sort in the module: a
    // sort's machinery weighs ~4 KB of WebAssembly).
    let open: Vec<u8> = (2..=7u8)
        .filter(|&s| roll.view.own_at(s) == 0)
        .map(|s| s - TALON)
        .collect();
    let direct = roll.direct();
    let mut dice = direct.as_slice().to_vec();
    if dice.len() == 2 && dice[0] > dice[1] {
        dice.swap(0, 1);
    }
    if open == dice {
        out.push(roll.jan(
            JanKind::SixTables,
            true,
            4,
            vec![roll.numbers_way(&roll.thrown())],
            None,
        ));
    }
}

/// 000 JAN DE DEUX TABLES: with only the first two dames abattues (not on the coin), the dice
/// could carry one to the mover's coin and the other to the opponent's, each by one number.
/// 4 / 6; à faux (contre-jan, to the opponent) when the opponent holds his coin.
fn deux_tables(roll: &Roll, out: &mut Vec<Jan>) {
    if roll.view.own_at(TALON) != 13 {
        return;
    }
    let down = abattues(roll);
    let (a, b) = match down.as_slice() {
        [(s, 2)] => (*s, *s),
        [(s, 1), (t, 1)] => (*s, *t),
        _ => return,
    };
    if a == COIN || b == COIN {
        return;
    }
    let (x, y) = (roll.dice.first(), roll.dice.second());
    let reach = |p: u8, q: u8| {
        (a + p == COIN && b + q == COIN_ADVERSE) || (b + p == COIN && a + q == COIN_ADVERSE)
    };
    if !(reach(x, y) || reach(y, x)) {
        return;
    }
    let unit = roll.unit(4, 6);
    let by = vec![roll.numbers_way(&roll.thrown())];
    if opponent_has_coin(roll) {
        out.push(roll.jan(JanKind::ContreDeuxTables, false, unit, by, None));
    } else {
        out.push(roll.jan(JanKind::DeuxTables, true, unit, by, None));
    }
}

/// 000 JAN DE MÉZÉAS: the coin taken with the first two dames only, and an as (or beset)
/// beats the opponent's coin. 4 by one as, 6 by beset; à faux when the opponent holds his coin.
fn mezeas(roll: &Roll, out: &mut Vec<Jan>) {
    let coin_only = roll.view.own_at(TALON) == 13 && roll.view.own_at(COIN) == 2;
    if !coin_only || !roll.direct().as_slice().contains(&1) {
        return;
    }
    let unit = roll.unit(4, 6);
    // The as that beats the coin: one, or both by beset.
    let aces: Vec<u8> = roll.thrown().into_iter().filter(|&n| n == 1).collect();
    let by = vec![roll.numbers_way(&aces)];
    if opponent_has_coin(roll) {
        out.push(roll.jan(JanKind::ContreMezeas, false, unit, by, Some(COIN_ADVERSE)));
    } else {
        out.push(roll.jan(JanKind::Mezeas, true, unit, by, Some(COIN_ADVERSE)));
    }
}
