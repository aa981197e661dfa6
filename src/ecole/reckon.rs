//! Reckoning: how many points a side's jeton and fichet say it marked, set against what it won
//! (000 ÉCOLE DE POINTS, ÉCOLE DE TROU, ÉCOLE SANS ÉCOLE, TROU SANS BOUGER, S'EN ALLER SUR UNE
//! ÉCOLE; 002 rules 53–54). Pure arithmetic on numbers: no position, no rules.

use crate::score::POINTS_PER_JEU;

const JEU: i64 = POINTS_PER_JEU as i64;

/// What one side had to mark for one roll, as `score::mark` works it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Due {
    /// The side's jeton before it marked (0–11).
    pub jeton_before: u8,
    /// Points the roll gives this side.
    pub points: u32,
    /// Jeux (12 points each) these points complete, the side holding.
    pub jeux: u32,
    /// Trous those jeux are worth, simple or double (000 JEU ou TROU).
    pub holes: u32,
    /// The jeton after marking, holding: the points de reste.
    pub jeton: u8,
    /// Whether this side may leave (s'en aller) on these points (RULINGS 11).
    pub can_leave: bool,
}

impl Due {
    /// Points before plus points won: what the jeton and the fichet together must show.
    pub fn total(&self) -> i64 {
        self.jeton_before as i64 + self.points as i64
    }
}

/// What a side's jeton and fichet show after it marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The jeton's value (0–11).
    pub jeton: u8,
    /// Trous added on the fichet.
    pub holes: u32,
    /// The side declared it leaves.
    pub leave: bool,
}

/// The outcome of a reckoning: the signed difference in points (positive: marked too many,
/// école par excès; negative: too few, école par omission) and how the jeux were read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reckoning {
    /// Points marked minus points due: positive par excès, negative par omission.
    pub diff: i64,
    /// The number of jeux the marking is read as.
    pub jeux_read: u64,
    /// The fichet shows more trous than the jeux won could be, all marked double: the side
    /// loses the privilege of leaving if the opponent wishes (000 ÉCOLE DE POINTS, S'EN ALLER
    /// SUR UNE ÉCOLE; 002 rule 55).
    pub too_many_holes: bool,
    /// The fichet differs from `score::mark`'s trous but reads as the right number of jeux: a
    /// trou marked simple for double or double for simple, to rectify, no école (000 ÉCOLE DE
    /// TROU, TROU OUBLIÉ; 002 rule 52).
    pub holes_to_rectify: bool,
}

/// The jeux `holes` trous can stand for: each jeu is one trou, or two when won bredouille, and
/// marking one for the other is no école (000 ÉCOLE DE TROU), so `h` trous are any of
/// ⌈h/2⌉..=h jeux.
fn jeux_of_holes(h: u64) -> (u64, u64) {
    (h.div_ceil(2), h)
}

/// Reckons one side's marking against what it had to mark.
///
/// Holding: the marking reads as `12 × jeux + jeton` points, with the jeux read from the fichet
/// as near to the jeux won as the simple/double freedom allows (000 ÉCOLE DE POINTS: "trois ou
/// quatre trous … on peut supposer qu'il aura marqué simples des trous gagnés doubles"; "six
/// trous … marqué double son premier trou"). With no trou on the fichet, a jeton moved to the
/// right reste attests one jeu, never more ("Ce qui est évident pour le gain d'un jeu, ne l'est
/// pas pour le gain de plusieurs jeux"); an unmoved jeton attests nothing (TROU SANS BOUGER).
///
/// Leaving: the jeton is not reckoned (002 rule 46; 001 "Celui qui s'en va … sans crainte
/// d'être envoyé à l'école faute d'avoir ôté son jeton"); one may renounce every jeu past the
/// first (000 ÉCOLE SANS ÉCOLE), so only trous beyond the jeux won are an école; and leaving
/// without a jeu won is an école of the points missing for the trou (S'EN ALLER SUR UNE ÉCOLE).
pub fn reckon(due: &Due, shown: &Shown) -> Reckoning {
    let total = due.total();
    let won = due.jeux as u64;
    let h = shown.holes as u64;
    let (lo, hi) = jeux_of_holes(h);
    let too_many_holes = lo > won;
    let holes_to_rectify = h != due.holes as u64 && lo <= won && won <= hi;
    if shown.leave {
        // Leaving says a trou was completed, even with no trou on the fichet.
        let lo = lo.max(1);
        let diff = if won == 0 {
            JEU * lo as i64 - total
        } else {
            JEU * (lo.saturating_sub(won)) as i64
        };
        return Reckoning {
            diff,
            jeux_read: lo,
            too_many_holes,
            holes_to_rectify: holes_to_rectify && diff == 0,
        };
    }
    // With no trou on the fichet, the jeton attests one jeu when it shows the right reste
    // after moving, or stands below where it was (it went through zero): "la marque du jeton a
    // été correctement effectuée" (ÉCOLE DE TROU). Otherwise it attests nothing.
    let attests = won > 0
        && (shown.jeton < due.jeton_before
            || (shown.jeton == due.jeton && shown.jeton != due.jeton_before));
    let (lo, hi) = if h > 0 {
        (lo, hi)
    } else if attests {
        (1, 1)
    } else {
        (0, 0)
    };
    // The reading nearest the jeux won: the simple/double freedom excuses a fichet, it never
    // turns a marking short of points into one of too many.
    let k = won.clamp(lo, hi);
    let diff = JEU * k as i64 + shown.jeton as i64 - total;
    Reckoning {
        diff,
        jeux_read: k,
        too_many_holes,
        holes_to_rectify: holes_to_rectify && diff == 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn due(before: u8, points: u32, bredouille: bool) -> Due {
        let total = before as u32 + points;
        let jeux = total / 12;
        let holes = if jeux == 0 {
            0
        } else {
            2 * jeux - 1 + bredouille as u32
        };
        Due {
            jeton_before: before,
            points,
            jeux,
            holes,
            jeton: (total % 12) as u8,
            can_leave: jeux > 0,
        }
    }

    fn hold(jeton: u8, holes: u32) -> Shown {
        Shown {
            jeton,
            holes,
            leave: false,
        }
    }

    #[test]
    fn double_trous_never_turn_an_omission_into_an_excess() {
        // 19 won in bredouille: one jeu, two trous, 7 de reste. Two trous and the jeton left at
        // zero read as that one jeu, 7 short; not as two jeux (5 too many).
        let d = due(0, 19, true);
        assert_eq!(reckon(&d, &hold(0, 2)).diff, -7);
    }

    #[test]
    fn exact_marking_is_zero() {
        let d = due(2, 38, false);
        assert_eq!(reckon(&d, &hold(4, 5)).diff, 0);
    }
}
