//! Taking one's coin, par effet or par puissance (000 COINS): no points, and the thing a
//! player counting the coin's jans should see alongside them. Read from the rules' legal plays,
//! not decided again.

use crate::fleche::{steps, Fleche};
use crate::play::{Dest, Play};
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// How the roll lets the thrower take his empty coin de repos (000 COINS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum CoinTaking {
    /// Par effet: two dames go to the coin each by a number of the dice.
    Effet,
    /// Par puissance: two dames that could each reach the opponent's empty coin by a number go
    /// to one's own together, each one flèche short of its number.
    Puissance,
}

/// How some legal play of the position's roll takes the thrower's coin, if one does: par
/// effet before par puissance (the rules allow the puissance only where the effet is not
/// possible, 000 COINS). `plays` are the position's legal plays.
pub fn coin_taking(position: &Position, plays: &[Play]) -> Option<CoinTaking> {
    let side = position.turn();
    let variant = position.variant();
    let dice = position.dice()?;
    let coin = Fleche::from_step(variant, side, steps::COIN)?;
    if position.board().get(side, coin) > 0 {
        return None;
    }
    let mut found = None;
    for play in plays {
        let into: Vec<u8> = play
            .moves()
            .iter()
            .filter(|m| m.to == Dest::To(coin))
            .map(|m| steps::COIN.saturating_sub(m.from.step(variant, side)))
            .collect();
        if into.len() < 2 {
            continue;
        }
        let numbers = [dice.first(), dice.second()];
        if into.iter().all(|d| numbers.contains(d)) {
            return Some(CoinTaking::Effet);
        }
        if into.iter().all(|d| numbers.contains(&(d + 1))) {
            found = Some(CoinTaking::Puissance);
        }
    }
    found
}
