//! The jan de rencontre (000 JAN DE RENCONTRE), an old jan de départ played only by agreement
//! (docs/rulings.md): "amener en second les mêmes nombres que ceux obtenus juste avant par
//! l'adversaire lors du premier lancer de dés", at the start of a partie, a marqué or a relevé;
//! "4 points par coup simple et 6 par doublet" to the second side. It needs the opponent's first
//! throw, which a position does not hold: the game object, which has its history, asks it.

use crate::analysis::{Jan, JanKind, Way};
use crate::dice::Dice;
use crate::side::Side;

/// The jan de rencontre of `second`'s first throw, when it brings the same numbers as the
/// opponent's first throw just before (`first`), in either order.
pub fn rencontre(first: Dice, second: Dice, second_side: Side) -> Option<Jan> {
    if (first.high(), first.low()) != (second.high(), second.low()) {
        return None;
    }
    Some(Jan {
        kind: JanKind::Rencontre,
        beneficiary: second_side,
        points: if second.is_doublet() { 6 } else { 4 },
        at: None,
        ways: 1,
        by: vec![Way {
            numbers: second.as_array().to_vec(),
            ..Way::default()
        }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(a: u8, b: u8) -> Dice {
        Dice::new(a, b).unwrap()
    }

    // 000 JAN DE RENCONTRE: "4 points par coup simple et 6 par doublet", to the second player.
    #[test]
    fn the_same_numbers_score_four_or_six() {
        let j = rencontre(d(6, 3), d(3, 6), Side::Black).unwrap();
        assert_eq!((j.kind, j.beneficiary, j.points, j.ways), (JanKind::Rencontre, Side::Black, 4, 1));
        assert_eq!(j.by[0].numbers, vec![3, 6]);
        assert_eq!(rencontre(d(2, 2), d(2, 2), Side::White).unwrap().points, 6);
        assert!(rencontre(d(6, 3), d(6, 2), Side::Black).is_none());
        assert!(rencontre(d(2, 2), d(1, 1), Side::Black).is_none());
    }
}
