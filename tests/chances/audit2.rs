//! The second audit's counts of the 36 coups (docs/rules/audit.md), each worked out by hand from
//! 001's rules for counting "combien il y a de coups pour et contre soi" before the engine was
//! asked.

use tablier::chances::{chances, CoupSet};
use tablier::notation::compact::position_from_str;
use tablier::{Dice, Fleche, JanKind};

fn coups(text: &str) -> CoupSet {
    let mut set = CoupSet::NONE;
    for c in text.split_whitespace() {
        let (a, b) = c.split_once('-').expect("a-b");
        set.insert(Dice::new(a.parse().expect("die"), b.parse().expect("die")).expect("dice"));
    }
    set
}

fn at(name: &str) -> Fleche {
    Fleche::parse(name).expect("flèche")
}

#[test]
fn decouvert_sur_six_with_the_middle_repos_held() {
    // 001 seconde règle: découvert on a six, 16 coups. Black's lone dame on N4 is 6 from White's
    // N10; Black holds N7, the only repos of 3 and 3 (000 BATTRE UNE DAME exemple 3: à faux). So
    // 15 coups beat it à vrai (11 direct sixes, 5-1 and 4-2 twice) and ternes only à faux.
    let c =
        chances(&position_from_str("N10,N1:14/N4,N7:2,B1:2,B2:2,B3:2,B4:2,B5:2,B6:2 w").unwrap())
            .unwrap();
    let d = c
        .dames
        .iter()
        .find(|d| d.at == at("N4"))
        .expect("N4 is beaten");
    let vrai = "6-6 6-5 5-6 6-4 4-6 6-3 3-6 6-2 2-6 6-1 1-6 5-1 1-5 4-2 2-4";
    assert_eq!(d.vrai_coups(), coups(vrai));
    assert_eq!(d.only_faux(), coups("3-3"));
    // Black's petit jan: 14 simple coups at 4, sonnez at 6 for White; ternes' façon à faux at 6
    // for Black.
    assert_eq!((d.points().white, d.points().black), (62, 6));
    // 000 IMPUISSANCE, 2 a number: N10 cannot move 3 (N7) nor 6 (N4), and the fourteen on N1
    // cannot bear off while N10 is out. Sonnez, ternes and 6-3 play nothing (4 points); 4-2 and
    // 2-1 one number (4-2: N10-N6 then the 2 would land on N4; 2-1: both orders end on N7).
    let i = c.impuissance.as_ref().expect("impuissance");
    assert_eq!(i.coups, coups("6-6 3-3 6-3 3-6 4-2 2-4 2-1 1-2"));
    assert_eq!(i.points, 24);
    assert_eq!((c.points.white, c.points.black), (62, 30));
}

#[test]
fn a_doublet_beats_by_its_number_and_its_double_only() {
    // 000 BATTRE UNE DAME: two façons at most by a doublet. Black's N10 is 3 from White's coin and
    // 6 from B9: every coup with a 3 or a 6 (20), and 2-1, 5-1, 4-2 together (6): 26. Two façons
    // on 6-3 (both dice) and ternes (the 3, and 3 and 3 from B9); one on the 23 others.
    let c = chances(&position_from_str("B1:12,B9,B12:2/N10,N1:14 w").unwrap()).unwrap();
    let d = c
        .dames
        .iter()
        .find(|d| d.at == at("N10"))
        .expect("N10 is beaten");
    assert_eq!(d.vrai_coups().count(), 26);
    assert!(d.only_faux().is_empty());
    let tally = d.vrai.as_ref().expect("à vrai");
    let two: Vec<_> = tally.ways.iter().filter(|(w, _)| *w == 2).collect();
    assert_eq!(two.len(), 1);
    assert_eq!(two[0].1, coups("6-3 3-6 3-3"));
    // A grand jan: 2 a façon, 4 by a doublet: 22 × 2 + sonnez 4 + 6-3 2 × 4 + ternes 8.
    assert_eq!(d.points().white, 64);
}

#[test]
fn the_petit_jan_filled_by_the_talon_surplus_only() {
    // 001 Du petit jan, RULINGS 17: B6 is the last demi-case; only the talon's third dame brings
    // a moyen, by the 5 or by 5 tout d'une (4-1, 3-2): B2-B5 are cases of two of the jan. With
    // 5-x the other number must be played by B8 or B9 without breaking: 5-1, 5-2, 5-3 fill; 5-4,
    // 5-5, 5-6 do not (the coin alone, Black's coin, Black's grand jan still interdit). Ten coups,
    // one moyen each: 40 points.
    let c = chances(&position_from_str("B1:3,B2:2,B3:2,B4:2,B5:2,B6,B8:2,B9/N1:15 w").unwrap())
        .unwrap();
    let p = c
        .pleins
        .iter()
        .find(|t| t.jan == JanKind::RemplirPetitJan)
        .expect("the petit jan");
    assert_eq!(p.coups, coups("5-1 1-5 5-2 2-5 5-3 3-5 4-1 1-4 3-2 2-3"));
    assert_eq!(p.ways.len(), 1);
    assert_eq!(p.ways[0].0, 1);
    assert_eq!(p.points, 40);
}

#[test]
fn the_coin_beaten_by_pairs_of_distinct_dames() {
    // 000 BATTRE LE COIN: White holds his coin, Black's is empty; one dame on each of B7, B9 and
    // B10 (6, 4 and 3 from Black's coin). Two dames must arrive together, one by each number, so
    // 6-4, 6-3 and 4-3: six coups; no doublet (no flèche holds two), no as (no third coin dame).
    let c = chances(&position_from_str("B1:10,B7,B9,B10,B12:2/N1:15 w").unwrap()).unwrap();
    let coin = c.coin.as_ref().expect("the coin");
    assert_eq!(coin.coups, coups("6-4 4-6 6-3 3-6 4-3 3-4"));
    assert_eq!(coin.points, 24);
}

#[test]
fn the_last_two_dames_off_by_every_coup_but_beset() {
    // 000 SORTIE: White's last dames on N2 and N1. Any coup bears both off — the 2 or more the
    // farther, the other number the last — except beset: the as bears N1 off (sortant) and the
    // second as can only bring N2 to N1. 35 coups, 4 a simple roll and 6 a doublet: 30 × 4 + 5 × 6.
    let c = chances(&position_from_str("N2,N1/B1:5,B2:2,B3:2,B4:2,B5:2,B6:2 w").unwrap()).unwrap();
    let s = c.sortie.as_ref().expect("the sortie");
    assert_eq!(s.coups.count(), 35);
    assert!(!s.coups.contains(Dice::new(1, 1).unwrap()));
    assert_eq!(s.points, 150);
    assert!(c.impuissance.is_none());
}
