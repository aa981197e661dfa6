//! *Compter les chances*: the coups of 36, counted by `chances::chances` (001 "Moyens de
//! compter combien il y a de coups pour ou contre soi").

use tablier::chances::chances;
use tablier::exercise::{self, grade_chances, ChancesMiss, ChancesQuestion, Exercise};

#[test]
fn each_count_is_the_chances_and_each_slip_is_named() {
    let all = exercise::chances_exercises(1, 300).unwrap();
    assert_eq!(all.len(), 300);
    let (mut dames, mut coins, mut pleins, mut faux) = (0, 0, 0, 0);
    for ex in &all {
        assert!(ex.position.dice().is_none());
        let c = chances(&ex.position).unwrap();
        let want = match ex.question {
            ChancesQuestion::BattreDame { at } => {
                dames += 1;
                c.dames.iter().find(|d| d.at == at).unwrap().vrai_coups()
            }
            ChancesQuestion::BattreCoin => {
                coins += 1;
                c.coin.as_ref().unwrap().coups
            }
            ChancesQuestion::Remplir { jan } => {
                pleins += 1;
                c.pleins.iter().find(|t| t.jan == jan).unwrap().coups
            }
        };
        assert_eq!(ex.coups, want, "{}", ex.id);
        let n = want.count();
        assert!(grade_chances(ex, n).correct);
        let once = want.rolls().count() as u32;
        if once != n {
            // 001: "chaque coup simple se peut faire de deux façons".
            let g = grade_chances(ex, once);
            assert_eq!(g.miss, Some(ChancesMiss::SimpleCountedOnce), "{}", ex.id);
            assert_eq!(g.expected, n);
        }
        if !ex.only_faux.is_empty() {
            let g = grade_chances(ex, n + ex.only_faux.count());
            assert_eq!(g.miss, Some(ChancesMiss::FauxCounted), "{}", ex.id);
            faux += 1;
        }
        assert_eq!(grade_chances(ex, 37).miss, Some(ChancesMiss::WrongCount));
    }
    assert!(
        dames > 0 && coins > 0 && pleins > 0 && faux > 0,
        "{dames} {coins} {pleins} {faux}"
    );
    for ex in all.iter().step_by(37) {
        match exercise::from_id(&ex.id.to_string()).unwrap() {
            Exercise::Chances(again) => assert_eq!(&again, ex),
            other => panic!("{other:?}"),
        }
    }
}
