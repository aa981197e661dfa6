//! The hand-made evaluation of the amateur and fort levels: positional terms in 36ths of a
//! point (docs/rules/ai.md, "The evaluation").

use crate::board::View;
use crate::fleche::steps;
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// Values are in 36ths of a point: expectations over the 36 throws stay whole numbers, so the
/// choice is exact and the same on every platform.
pub(crate) type Value = i64;
/// Throws of two dice: the denominator of every `Value`.
pub(crate) const THROWS: Value = 36;

/// About how many analyses one greedy choice may cost by default (one play: 21): a few
/// milliseconds natively.
const ANALYSES: usize = 441;
/// How many of the best greedy plays `Level::Fort` looks at again.
const EXPERT_WIDTH: usize = 6;

/// Positional weights, in 36ths of a point (docs/rules/ai.md, "The evaluation"). Public so
/// that variants can be matched against each other (`benches/ai.rs`); `Weights::DEFAULT` is
/// what every level uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Weights {
    /// A case made (two dames or more) in the grand jan, steps 7–11: towards its plein.
    pub grand_jan_case: i64,
    /// The coin de repos held (000 COINS: needed for the plein of the grand jan).
    pub coin: i64,
    /// A case made in the petit jan, steps 2–6.
    pub petit_jan_case: i64,
    /// A case made in the jan de retour, steps 19–24.
    pub retour_case: i64,
    /// A dame alone on a flèche (a demi-case, découverte) in steps 2–11. Its danger on the
    /// opponent's coming roll is already in the expectation; what is left is that it is one
    /// dame short of a case, so it counts for, not against (matched: +10 beat −10 and 0).
    pub decouverte: i64,
    /// A dame that has left the talon, up to the coin.
    pub developed: i64,
    /// Weight, in 1/8ths, of the mover's own following roll (`Level::Fort` only).
    pub following: i64,
    /// About how many analyses one greedy choice may cost (a play costs 21); past it, plays
    /// are first sifted on a few rolls (`search::greedy_ranking`).
    pub analyses: usize,
    /// How many of the best greedy plays `Level::Fort` judges again on its following roll.
    pub width: usize,
}

impl Weights {
    /// The weights every level plays with.
    pub const DEFAULT: Weights = Weights {
        grand_jan_case: 20,
        coin: 40,
        petit_jan_case: 8,
        retour_case: 8,
        decouverte: 10,
        developed: 3,
        following: 8,
        analyses: ANALYSES,
        width: EXPERT_WIDTH,
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// The counts behind the positional terms of one side on its own path: what `positional`
/// weighs, and what the learned evaluation reads as features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Structure {
    pub coin: u8,
    pub grand_jan_cases: u8,
    pub petit_jan_cases: u8,
    pub retour_cases: u8,
    pub decouvertes: u8,
    pub developed: u8,
}

/// Structure of one side's dames on its own path.
pub(crate) fn structure(v: &View) -> Structure {
    let mut s = Structure::default();
    for step in 2..=24u8 {
        let n = v.own_at(step);
        if n == 0 {
            continue;
        }
        let made = n >= 2;
        if step == steps::COIN {
            s.coin += made as u8;
        } else if steps::GRAND_JAN.contains(&step) && made {
            s.grand_jan_cases += 1;
        } else if steps::PETIT_JAN.contains(&step) && made {
            s.petit_jan_cases += 1;
        } else if steps::JAN_DE_RETOUR.contains(&step) && made {
            s.retour_cases += 1;
        }
        if n == 1 && step < steps::COIN {
            s.decouvertes += 1;
        }
        if step <= steps::COIN {
            s.developed += n;
        }
    }
    s
}

/// The positional value of one side's dames on its own path (docs/rules/ai.md, "The
/// evaluation").
pub(crate) fn positional(pos: &Position, side: Side, w: &Weights) -> Value {
    if pos.variant() != Variant::Trictrac {
        return 0;
    }
    let s = structure(&pos.board().view(pos.variant(), side));
    s.coin as Value * w.coin
        + s.grand_jan_cases as Value * w.grand_jan_case
        + s.petit_jan_cases as Value * w.petit_jan_case
        + s.retour_cases as Value * w.retour_case
        + s.decouvertes as Value * w.decouverte
        + s.developed as Value * w.developed
}

/// `me`'s positional value minus the opponent's.
pub(crate) fn balance(pos: &Position, me: Side, w: &Weights) -> Value {
    positional(pos, me, w) - positional(pos, me.opponent(), w)
}
