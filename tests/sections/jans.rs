//! Batteries, pleins and the jans of the tablier (000 BATTRE, CASE VIDE…, DAME DÉCOUVERTE,
//! DOUBLE-DOUBLET, JAN DE RÉCOMPENSE, PETIT JAN, GRAND JAN, JAN DE RETOUR, JANS DE DÉPART,
//! PASSAGE FERMÉ).

use super::*;
use tablier::ecole::{check, EcoleKind, Marked, SideMarked};
use tablier::partie::releve;
use tablier::{steps, Score, Variant};

/// 000 BATTRE: "La batterie est toujours fictive, elle se joue par puissance, mais rapporte des
/// points à l'un ou l'autre joueur." Black's dame on N2 beats White's on N8 by the 6, and a dame
/// of the talon by 6 and as together, yet no play of the roll may put a dame on N8; where the
/// repos are White's, the same batterie is scored by White.
#[test]
fn battre_is_fictive_and_scores_for_one_side_or_the_other() {
    let p = pos("B1:14,N8/N1:14,N2 b 6-1");
    let beaten = of_kind(&p, JanKind::BattreDame);
    assert_eq!(beaten.len(), 1, "{beaten:?}");
    let j = &beaten[0];
    assert_eq!(
        (j.at, j.beneficiary, j.ways, j.points),
        (Some(f("N8")), B, 2, 4)
    );
    for b in legal_boards(&p) {
        assert_eq!(
            (b.get(B, f("N8")), b.get(W, f("N8"))),
            (0, 1),
            "the dame is not taken"
        );
    }
    assert_eq!(refused(&p, "N2-N8 N1-N2"), Rule::OpponentFleche);
    // N7 and N2 held by White: no repos, the batterie is White's (à faux).
    let p = pos("B1:10,N8,N7:2,N2:2/N1:15 b 6-1");
    assert!(of_kind(&p, JanKind::BattreDame).is_empty());
    let a_faux = of_kind(&p, JanKind::BattreDameAFaux);
    assert_eq!(a_faux.len(), 1, "{a_faux:?}");
    assert_eq!((a_faux[0].beneficiary, a_faux[0].points), (W, 2));
}

/// 000 DAME DÉCOUVERTE: "une dame seule en demi-case qui est vulnérable car elle peut être
/// battue". The same dice beat White's N8 alone, and not N8 covered by a second dame.
#[test]
fn dame_decouverte_only_a_lone_dame_is_beaten() {
    let alone = pos("B1:14,N8/N1:14,N2 b 6-1");
    assert_eq!(of_kind(&alone, JanKind::BattreDame).len(), 1);
    let covered = pos("B1:13,N8:2/N1:14,N2 b 6-1");
    assert!(of_kind(&covered, JanKind::BattreDame).is_empty());
    assert!(of_kind(&covered, JanKind::BattreDameAFaux).is_empty());
}

/// 000 CASE VIDE, DEMI-CASE, CASE PLEINE, SURCASE: "demi-case : une flèche qui est garnie d'une
/// seule dame ; case pleine … de deux dames ; … surcase : … de trois dames". A jan is full when
/// every flèche is a case pleine or a surcase: the demi-case B6 is filled by one dame from the
/// surcase B1; the case vide B6 is not, by one dame; B1 in surcase counts as full.
#[test]
fn case_pleine_and_surcase_fill_a_jan_demi_case_and_case_vide_do_not() {
    let demi = pos("B1:4,B2:2,B3:2,B4:2,B5:2,B6,B8:2/N1:15 w 5-3");
    assert_eq!(of_kind(&demi, JanKind::RemplirPetitJan).len(), 1);
    assert!(of_kind(&demi, JanKind::ConserverPetitJan).is_empty());
    for b in legal_boards(&demi) {
        assert_eq!(b.get(W, f("B6")), 2, "filling is obligatory");
        assert!(b.get(W, f("B1")) >= 2);
    }
    let pleine = pos("B1:4,B2:2,B3:2,B4:2,B5:2,B6:2,B8/N1:15 w 5-3");
    assert_eq!(of_kind(&pleine, JanKind::ConserverPetitJan).len(), 1);
    let vide = pos("B1:5,B2:2,B3:2,B4:2,B5:2,B8:2/N1:15 w 5-3");
    assert!(of_kind(&vide, JanKind::RemplirPetitJan).is_empty());
}

/// 000 DOUBLE-DOUBLET: "le doublet amené quand il permet de battre ou de remplir des deux
/// façons". Terne beats B7 by the 3 from B4 and by the 6 (3 and 3) from the talon: two façons,
/// 4 each by doublet in a grand jan; a doublet has no third.
#[test]
fn double_doublet_beats_by_its_number_and_its_double() {
    let p = pos("B1:13,B4:2/N1:14,B7 w 3-3");
    let beaten = of_kind(&p, JanKind::BattreDame);
    assert_eq!(beaten.len(), 1, "{beaten:?}");
    let j = &beaten[0];
    assert_eq!(
        (j.at, j.beneficiary, j.ways, j.points),
        (Some(f("B7")), W, 2, 8)
    );
    let numbers: Vec<Vec<u8>> = j.by.iter().map(|w| w.numbers.clone()).collect();
    assert_eq!(numbers, vec![vec![3], vec![3, 3]]);
}

/// 000 JAN DE RÉCOMPENSE: "c'est battre une dame adverse d'une ou de plusieurs façons … C'est
/// aussi battre le coin de l'adversaire. … L'un ou l'autre joueur doit marquer des points pour
/// ces jans sous peine d'école." Both batteries score for the mover; left unmarked, they are an
/// école par omission for the opponent to mark.
#[test]
fn jan_de_recompense_must_be_marked_on_pain_of_ecole() {
    let dame = pos("B1:14,N8/N1:14,N2 b 6-1");
    assert_eq!(rules::analyse(&dame).unwrap().points.black, 4);
    let coin = pos("B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4");
    let battre_coin = of_kind(&coin, JanKind::BattreCoin);
    assert_eq!(battre_coin.len(), 1);
    assert_eq!((battre_coin[0].beneficiary, battre_coin[0].points), (W, 4));
    let unmarked = SideMarked {
        touched: true,
        ..SideMarked::default()
    };
    let v = check(
        &dame,
        &Marked {
            white: None,
            black: Some(unmarked),
        },
    )
    .unwrap();
    let e = v.ecole_by(B).expect("an école");
    assert_eq!((e.kind, e.points, e.to), (EcoleKind::Omission, 4, Some(W)));
}

/// 000 PETIT JAN: "pour chaque joueur, le premier des quatre jans du tablier. Nom que porte le
/// plein réalisé dans ce jan". White's petit jan is B1–B6, Black's N1–N6, and a plein made
/// there is the petit jan filled, for either side.
#[test]
fn petit_jan_is_the_first_jan_and_its_plein() {
    for step in steps::PETIT_JAN {
        let w = Fleche::from_step(Variant::Trictrac, W, step).unwrap();
        let b = Fleche::from_step(Variant::Trictrac, B, step).unwrap();
        assert_eq!(
            (w.name(), b.name()),
            (&*format!("B{step}"), &*format!("N{step}"))
        );
    }
    let p = pos("B1:15/N1:4,N2:2,N3:2,N4:2,N5:2,N6,N8:2 b 5-3");
    let filled = of_kind(&p, JanKind::RemplirPetitJan);
    assert_eq!(filled.len(), 1);
    assert_eq!(filled[0].beneficiary, B);
}

/// 000 GRAND JAN: "le deuxième des quatre jans du tablier. Nom que porte le plein réalisé dans
/// ce jan." White's grand jan is B7–B12, the coin its last case: filled when B10 gets its second
/// dame with the coin held, not while the coin is empty.
#[test]
fn grand_jan_is_the_second_jan_coin_included() {
    let names: Vec<&str> = steps::GRAND_JAN
        .map(|s| Fleche::from_step(Variant::Trictrac, W, s).unwrap().name())
        .collect();
    assert_eq!(names, ["B7", "B8", "B9", "B10", "B11", "B12"]);
    assert_eq!(*steps::GRAND_JAN.end(), steps::COIN);
    let p = pos("B1:4,B7:2,B8:2,B9:2,B10,B11:2,B12:2/N1:15 w 6-3");
    let filled = of_kind(&p, JanKind::RemplirGrandJan);
    assert_eq!(filled.len(), 1);
    assert_eq!(filled[0].beneficiary, W);
    let no_coin = pos("B1:6,B7:2,B8:2,B9:2,B10,B11:2/N1:15 w 6-3");
    assert!(of_kind(&no_coin, JanKind::RemplirGrandJan).is_empty());
}

/// 000 JAN DE RETOUR: "le quatrième et dernier jan du tablier et qui est aussi le petit-jan de
/// l'adversaire. C'est dans ce jan que doivent être rassemblées toutes les dames d'un joueur afin
/// qu'il puisse ensuite les sortir du jeu." White's jan de retour is Black's petit jan; with a
/// dame still on N7 none goes off, unless the roll brings it in first.
#[test]
fn jan_de_retour_is_the_opponents_petit_jan_where_the_dames_gather() {
    for (r, p) in steps::JAN_DE_RETOUR.zip(steps::PETIT_JAN.rev()) {
        assert_eq!(
            Fleche::from_step(Variant::Trictrac, W, r),
            Fleche::from_step(Variant::Trictrac, B, p)
        );
    }
    let p = pos("N7,N6:2,N5:2,N4:2,N3:3,N2:2,N1:3/B1:15 w 3-1");
    assert_eq!(refused(&p, "N3-off N6-N5"), Rule::BearingOff);
    assert!(is_legal(&p, "N7-N6 N3-off"));
    assert_eq!(of_kind(&p, JanKind::ConserverRetour).len(), 1);
}

/// 000 JANS DE DÉPART ou HASARDS: "Il y en a trois qu'on ne peut réaliser qu'au début de la
/// partie, d'un marqué ou d'un relevé". Deux tables and mézéas need the first two dames only
/// down, six tables the third coup; a relevé counts the coups from zero again.
#[test]
fn jans_de_depart_only_at_the_start() {
    assert_eq!(
        of_kind(&pos("B1:13,B7,B8/N1:15 w 5-5"), JanKind::DeuxTables).len(),
        1
    );
    assert!(of_kind(&pos("B1:12,B2,B7,B8/N1:15 w 5-5"), JanKind::DeuxTables).is_empty());
    assert_eq!(
        of_kind(&pos("B1:13,B12:2/N1:15 w 5-1"), JanKind::Mezeas).len(),
        1
    );
    assert!(of_kind(&pos("B1:12,B3,B12:2/N1:15 w 5-1"), JanKind::Mezeas).is_empty());
    let third = pos("B1:11,B2,B3,B4,B5/N1:15 w 6-5 2,2");
    assert_eq!(of_kind(&third, JanKind::SixTables).len(), 1);
    let fourth = pos("B1:11,B2,B3,B4,B5/N1:15 w 6-5 3,3");
    assert!(of_kind(&fourth, JanKind::SixTables).is_empty());
    let r = releve(Variant::Trictrac, B, Score::default()).unwrap();
    let coups = r.coups().expect("counted");
    assert_eq!((coups.white, coups.black), (0, 0));
    assert_eq!(*r.board(), Board::start(Variant::Trictrac));
}

/// 000 PASSAGE FERMÉ: "les dames de l'adversaire font obstacle au passage au retour sur toutes
/// les flèches de son grand jan. Alors, pour battre il n'y pas non plus de passage, c'est-à-dire
/// de repos pour battre, et les batteries sont toutes à faux." Black holds N7–N12: White's B11
/// beats N3 by 6 and 5 only à faux; with N9 open it is à vrai.
#[test]
fn passage_ferme_every_batterie_is_a_faux() {
    let ferme = pos("B1:14,B11/N12:2,N11:2,N10:2,N9:2,N8:2,N7:2,N3,N1:2 w 6-5");
    assert!(of_kind(&ferme, JanKind::BattreDame).is_empty());
    let a_faux = of_kind(&ferme, JanKind::BattreDameAFaux);
    assert_eq!(a_faux.len(), 1, "{a_faux:?}");
    assert_eq!(
        (a_faux[0].at, a_faux[0].beneficiary, a_faux[0].points),
        (Some(f("N3")), B, 4)
    );
    let ouvert = pos("B1:14,B11/N12:2,N11:2,N10:2,N8:2,N7:2,N3,N1:4 w 6-5");
    assert!(of_kind(&ouvert, JanKind::BattreDameAFaux).is_empty());
    let vrai = of_kind(&ouvert, JanKind::BattreDame);
    assert_eq!((vrai.len(), vrai[0].beneficiary, vrai[0].points), (1, W, 4));
}
