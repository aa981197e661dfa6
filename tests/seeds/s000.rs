//! 000, the modern glossary (the primary source): its worked examples that no other test holds.
//! The diagrams are missing; each test says how its position was rebuilt from the text.

use super::*;
use tablier::{Dest, Dice};

/// 000 CONSERVER EN SORTANT: « Dans cette situation si Blanc obtient beset il pourra aussi
/// conserver. » The position of the section (tests/common/cases.rs, conserver-en-sortant-blanc-
/// beset, holds White's plays): White's jan de retour full, surcases on N2 and N1; by beset he
/// bears off one or two surcase dames and keeps, 6 points by a doublet (001 « Tant que vous
/// pouvez conserver … six par doublet »).
#[test]
fn conserver_en_sortant_blanc_beset_six_points() {
    let p = pos("N6:2,N5:2,N4:2,N3:2,N2:3,N1:4/B6:4,B5:2,B4:3,B3:2,B2:2,B1:2 w 1-1");
    assert_eq!(jans(&p), ["conserver-retour white 6"]);
    assert!(legal(&p, "N1-off N1-off"));
    assert!(legal(&p, "N2-N1 N1-off"));
}

/// 000 JAN DE SIX TABLES: « Par 6 et 3 Noir réalise un jan de six tables, marque 4 points et
/// décide de faire une case plus avancée en N8 » — « on n'est point obligé de placer
/// effectivement les deux dernières dames et on peut les jouer comme il semble bon ». Rebuilt
/// as tests/data/jans.jsonl six-tables-6-3: on his third roll Black covers N2, N3, N5, N6; the 6
/// and the 3 from the talon would cover N7 and N4. The 4 points are the same whatever he plays:
/// the case en N8 (N5 by the 3, N2 by the 6) and the two last tables are both legal.
#[test]
fn six_tables_puis_une_case_en_n8() {
    let p = pos("B1:9,B2,B3,B4,B5,B6,B7/N1:11,N2,N3,N5,N6 b 6-3 3,2");
    assert_eq!(jans(&p), ["six-tables black 4"]);
    assert!(legal(&p, "N5-N8 N2-N8"));
    assert!(legal(&p, "N1-N7 N1-N4"));
}

/// 000 JAN DE MÉZÉAS: « Blanc qui a déjà pris son coin obtient 5 et as, il réalise un jan de
/// mézéas ; il marque 4 points puis joue tout d'une en B7. » The talon holds 13, the coin 2; the
/// dame goes B1 to B7 resting on B6 or on B2, and the coin is not touched.
#[test]
fn mezeas_puis_tout_d_une_en_b7() {
    let p = pos("B1:13,B12:2/N1:15 w 5-1 2,2");
    assert_eq!(jans(&p), ["mezeas white 4 at N12"]);
    assert!(legal(&p, "B1-B6 B6-B7"));
    assert!(legal(&p, "B1-B2 B2-B7"));
}

/// White's last dame out of his jan de retour is on B2; Black, whose dames have come round,
/// holds `black`. White's petit and grand jans can no longer be filled, so Black may stand there.
fn six_et_as(black: &str) -> Position {
    pos(&format!("B2,N6:2,N5:2,N4:2,N3:2,N2:2,N1:4/{black} w 6-1"))
}

/// 000 LOIS: « pour 6 et as : … une seule et même dame de sept cases, laquelle dame exécute alors
/// deux sauts successifs en se reposant obligatoirement sur la première ou sur la sixième case afin
/// d'atteindre la septième case d'arrivée. » Rebuilt: only the dame on B2 can play the 6 (the
/// others are in the jan de retour and cannot bear off while B2 is out), so it goes to B9 by B3
/// or by B8 — by B3 only when Black holds B8, and not at all when he holds both: then the 6 is
/// not played (000 IMPUISSANCE, 2 points to Black).
#[test]
fn lois_six_et_as_repos_sur_la_premiere_ou_la_sixieme_case() {
    let both_free = six_et_as("N12:2,B11:3,B10:3,B7:3,B5:4");
    assert!(legal(&both_free, "B2-B3 B3-B9"));
    assert!(legal(&both_free, "B2-B8 B8-B9"));

    let sixth_held = six_et_as("N12:2,B11:3,B10:3,B8:2,B7:3,B5:2");
    assert_plays(&sixth_held, &["B2-B3 B3-B9"]);
    assert!(!legal(&sixth_held, "B2-B8 B8-B9"));

    let both_held = six_et_as("N12:2,B11:3,B10:3,B8:2,B7:3,B3:2");
    assert!(!legal(&both_held, "B2-B3 B3-B9"));
    assert!(jans(&both_held).contains(&"impuissance black 2".to_string()));
}

/// 000 PASSAGE FERMÉ: « C'est lorsqu'il n'y a pas de passage ouvert du fait que les dames de
/// l'adversaire font obstacle au passage au retour sur toutes les flèches de son grand jan. Alors,
/// pour battre il n'y a pas non plus de passage, c'est-à-dire de repos pour battre, et les
/// batteries sont toutes à faux. » Rebuilt: Black holds N12 to N7, two dames each, and has a lone
/// dame on N5 in his petit jan; White's dames are all in his own grand jan and on B6. By every
/// one of the 21 rolls White passes no dame beyond his coin, and every batterie he makes on N5
/// is à faux (4 a façon to Black, the dame being in a petit jan); the rolls that reach N5 (8 from
/// B12 up to 12 from B8) do make one.
#[test]
fn passage_ferme_toutes_les_batteries_a_faux() {
    let p = pos("B6:3,B7:2,B8:2,B9:2,B10:2,B11:2,B12:2/N12:2,N11:2,N10:2,N9:2,N8:2,N7:2,N5,N1:2 w");
    let mut a_faux = 0;
    for d in Dice::all_rolls() {
        let q = p.with_dice(Some(d));
        for pl in rules::legal_plays(&q).unwrap() {
            for m in pl.moves() {
                let stays = match m.to {
                    Dest::To(f) => f.name().starts_with('B'),
                    Dest::Off => false,
                };
                assert!(stays, "{d:?}: {pl} passes the closed grand jan");
            }
        }
        let a = rules::analyse(&q).unwrap();
        for j in &a.jans {
            assert_ne!(j.kind, tablier::JanKind::BattreDame, "{d:?}: {j:?}");
            if j.kind == tablier::JanKind::BattreDameAFaux {
                assert_eq!((j.beneficiary, j.at.map(|f| f.name())), (B, Some("N5")));
                assert_eq!(j.points, j.ways * if d.is_doublet() { 6 } else { 4 });
                a_faux += 1;
            }
        }
    }
    // 12 to 8 by two dice: sonnez, 6-5, 6-4, quines, 6-3, 5-4, 6-2, 5-3, carmes.
    assert_eq!(a_faux, 9);
}
