//! What the dice allow (000 NOMBRE SORTANT, NOMBRE DÉFAILLANT, NOMBRE EXCÉDANT; DAME
//! SURNUMÉRAIRE).

use super::*;

/// 000 NOMBRE SORTANT, NOMBRE DÉFAILLANT, NOMBRE EXCÉDANT: a nombre sortant "permet de faire
/// aboutir précisément une dame à la bande"; a défaillant "peut et doit être joué par une dame à
/// l'intérieur du jan"; an excédant "permet de sortir une dame parmi les plus éloignées de cette
/// bande, en la dépassant".
#[test]
fn nombres_sortant_defaillant_excedant() {
    // 5 défaillant (N6 plays it inside), 3 sortant (N3): the 5 inside, the 3 bears N3 off; the 5
    // may not be left as an excédant by playing the 3 from N6.
    let p = pos("N6,N3,N1/B1:15 w 5-3");
    assert_eq!(legal_boards(&p), vec![after(&p, &play("N6-N1 N3-off"))]);
    assert_eq!(refused(&p, "N6-N3 N3-off"), Rule::BearingOff);
    // 3 and 2 both sortants: borne off, or played inside instead.
    let p = pos("N5,N3,N2/B1:15 w 3-2");
    assert!(is_legal(&p, "N3-off N2-off"));
    assert!(is_legal(&p, "N5-N2 N3-N1"));
    // 6 excédant: only the farthest dame, N4, goes off by it, never N2.
    let p = pos("N4,N2,N1/B1:15 w 6-1");
    assert!(is_legal(&p, "N4-off N1-off"));
    assert!(is_legal(&p, "N4-off N2-N1"));
    assert_eq!(refused(&p, "N2-off N4-N3"), Rule::BearingOff);
}

/// 000 DAME SURNUMÉRAIRE: "chacune des trois dames qui ne participe pas au plein d'un jan ; elle
/// est donc \"libre\" de se déplacer sans que le plein ne soit rompu". White's grand jan is full
/// with twelve dames; the three on the talon play the 2-1 and the plein is kept (4 points), and no
/// dame of the plein may play instead.
#[test]
fn dame_surnumeraire_moves_without_breaking_the_plein() {
    let p = pos("B1:3,B7:2,B8:2,B9:2,B10:2,B11:2,B12:2/N1:15 w 2-1");
    let kept = of_kind(&p, JanKind::ConserverGrandJan);
    assert_eq!((kept.len(), kept[0].points), (1, 4));
    let boards = legal_boards(&p);
    assert!(!boards.is_empty());
    for b in boards {
        for name in ["B7", "B8", "B9", "B10", "B11", "B12"] {
            assert_eq!(b.get(W, f(name)), 2, "{name}: only the surnuméraires move");
        }
    }
    assert_eq!(refused(&p, "B7-B9 B1-B2"), Rule::MustConserve);
}
