//! Direct and composed numbers (000 NOMBRE DIRECT, NOMBRE INDIRECT ou COMPOSÉ): how many of the
//! 36 coups carry a dame a given distance, by one die or by both dice added.

use super::coups::CoupSet;
use crate::dice::Dice;

/// The longest distance two dice can carry a dame: sonnez, 6 and 6 (a Trictrac doublet is two
/// numbers, RULINGS 4).
pub const LONGEST: u8 = 12;

/// 000 NOMBRE DIRECT: the coups that show `distance` on one die — always 11 for 1 to 6 ("pour
/// 6 : 6-1, 6-2, 6-3, 6-4, 6-5, 6-6, 5-6, 4-6, 3-6, 2-6, 1-6"), none beyond.
pub fn direct(distance: u8) -> CoupSet {
    CoupSet::of(|d| d.first() == distance || d.second() == distance)
}

/// 000 NOMBRE INDIRECT ou COMPOSÉ: the rolls whose two numbers add up to `distance`, each with
/// its coups — for 6, "1-5, 2-4, 3-3, 4-2, 5-1 qui donnent 5 chances". Such a dame is played
/// tout d'une and needs a repos where the first number ends. High die first in each roll.
pub fn composed(distance: u8) -> Vec<Dice> {
    CoupSet::of(|d| d.first() + d.second() == distance)
        .rolls()
        .collect()
}

/// All the coups that carry a dame `distance`, directly or by composition (000: "la somme
/// totale de chances d'obtenir un nombre d'as à 6"; 001's second rule, "ajouter un dix").
pub fn all(distance: u8) -> CoupSet {
    let mut set = direct(distance);
    for d in composed(distance) {
        set.insert(d);
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(rolls: &[Dice]) -> u32 {
        rolls.iter().map(|d| d.chances() as u32).sum()
    }

    #[test]
    fn eleven_direct_chances_for_a_six() {
        // 000 NOMBRE DIRECT: "Les chances d'obtenir un nombre direct sont toujours de 11".
        for n in 1..=6 {
            assert_eq!(direct(n).count(), 11, "{n}");
        }
        for n in 7..=LONGEST {
            assert!(direct(n).is_empty(), "{n}");
        }
        let six: Vec<[u8; 2]> = direct(6).coups().iter().map(|d| d.as_array()).collect();
        for c in [
            [6, 1],
            [6, 2],
            [6, 3],
            [6, 4],
            [6, 5],
            [6, 6],
            [5, 6],
            [4, 6],
            [3, 6],
            [2, 6],
            [1, 6],
        ] {
            assert!(six.contains(&c), "{c:?}");
        }
    }

    #[test]
    fn five_chances_by_composition_for_a_six() {
        // 000 NOMBRE INDIRECT ou COMPOSÉ: "exemple pour 6 : 1-5, 2-4, 3-3, 4-2, 5-1 qui donnent 5
        // chances".
        let six = composed(6);
        let rolls: Vec<[u8; 2]> = six.iter().map(|d| d.as_array()).collect();
        assert_eq!(rolls, vec![[5, 1], [4, 2], [3, 3]]);
        assert_eq!(count(&six), 5);
    }

    #[test]
    fn composed_chances_rise_to_six_then_fall() {
        // 000: "Ces chances sont croissantes" from 2 to 6; from 7 to 12 "décroissantes".
        let by: Vec<u32> = (1..=LONGEST).map(|n| count(&composed(n))).collect();
        assert_eq!(by, vec![0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    }

    #[test]
    fn first_rule_beyond_six_one_coup_for_twelve_to_six_for_seven() {
        // 001, première règle: "S il faut douze pour battre, il n y a qu'un coup … S'il en faut
        // sept, il y a six coups"; with the coups it names for each.
        let want: [(u8, &[[u8; 2]]); 6] = [
            (12, &[[6, 6]]),
            (11, &[[6, 5]]),
            (10, &[[6, 4], [5, 5]]),
            (9, &[[6, 3], [5, 4]]),
            (8, &[[6, 2], [5, 3], [4, 4]]),
            (7, &[[6, 1], [5, 2], [4, 3]]),
        ];
        for (n, rolls) in want {
            let got: Vec<[u8; 2]> = composed(n).iter().map(|d| d.as_array()).collect();
            assert_eq!(got, rolls.to_vec(), "{n}");
            assert_eq!(all(n).count(), 13 - n as u32, "{n}");
        }
    }

    #[test]
    fn second_rule_add_ten_up_to_six() {
        // 001, seconde règle: "il faut toujours ajouter un dix au point sur lequel on peut être
        // battu": 16 coups on a six, 15 on a five … 11 on an as.
        for n in 1..=6u8 {
            assert_eq!(all(n).count(), 10 + n as u32, "{n}");
        }
    }
}
