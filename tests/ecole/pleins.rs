//! Écoles of a plein or a sortie marked and not made (000 REMPLIR et CONSERVER, ÉCOLE
//! RÉTROACTIVE POUR NON REMPLISSAGE ou NON CONSERVATION, ÉCOLE DE PRIVILÈGE, FAUSSE CASE NE FAIT
//! PAS ÉCOLE; 002 rule 60; 001 on remplir): the play is checked against the marks. Positions from
//! the seeds are rebuilt where the seed has no diagram (said per test).

use crate::support::{marked, B, W};
use serde_json::json;
use tablier::ecole::{check, Cause, EcoleKind, Verdict};
use tablier::notation::json::position_from_str;

use EcoleKind::{Excess, Omission};

// ------------------------------------------------- pleins, sortie: REMPLIR et CONSERVER, …

/// 001 "Démonstration … remplir": Black fills his grand jan by 6 and 3 (one moyen, 4 points):
/// N7-N10 and N4-N10 (tests/data/jans.jsonl, 001-remplir-case-entiere-un-moyen).
fn remplir() -> tablier::Position {
    position_from_str(r#"{"game":"trictrac","white":{"B1":3,"B2":2,"B3":2,"B4":2,"B5":2,"B6":2,"B12":2},"black":{"N2":3,"N4":1,"N7":3,"N8":2,"N9":2,"N11":2,"N12":2},"turn":"black","dice":[6,3]}"#).unwrap()
}

const FILLS: &str = r#"[["N7","N10"],["N4","N10"]]"#;
const BREAKS: &str = r#"[["N2","N8"],["N2","N5"]]"#;

fn remplir_check(jeton: u8, moves: &str) -> Verdict {
    let moves: serde_json::Value = serde_json::from_str(moves).unwrap();
    check(
        &remplir(),
        &marked(json!({"black": {"jeton": jeton, "released": true, "play": {"moves": moves}}})),
    )
    .unwrap()
}

#[test]
fn remplir_marked_and_made_is_no_ecole() {
    let v = remplir_check(4, FILLS);
    assert!(v.is_clean(), "{v:?}");
}

#[test]
fn remplir_not_marked_not_made() {
    // 000 REMPLIR et CONSERVER: "Quand un joueur amène des nombres qui permettent de remplir …
    // qu'il ne le fait pas et joue autrement, il fait école des points qu'il n'a pas marqués et
    // fausse case"; 002 rule 60 (second kind); 001 "vous pouvez d'abord l'envoyer à l'école des
    // points qu'il a dû marquer pour son petit jan".
    let v = remplir_check(0, BREAKS);
    let e = v.ecole_by(B).unwrap();
    assert_eq!(
        (e.kind, e.points, e.cause, e.consumed),
        (Omission, 4, Cause::Plein, true)
    );
}

#[test]
fn remplir_marked_not_made_ecole_retroactive() {
    // 000 REMPLIR et CONSERVER: "Quand un joueur, pouvant remplir ou conserver, marque les
    // points pour cela et joue de telle sorte qu'il ne remplisse pas … il fait école des points
    // qu'il a marqués"; 000 ÉCOLE RÉTROACTIVE: "On lui supprime donc rétroactivement les points
    // marqués pour le remplissage"; 001 "vous prenez pour vous les points qu'il avait marqués
    // pour son plein". 000 counts the points marked once (002 rule 60's "d'abord … et ensuite"
    // twice is not followed: 000 is primary).
    let v = remplir_check(4, BREAKS);
    let e = v.ecole_by(B).unwrap();
    assert_eq!((e.kind, e.points, e.cause), (Excess, 4, Cause::Plein));
    assert_eq!(v.score.black.points, 0, "the points are taken off");
    assert_eq!(v.score_with_ecoles.white.points, 4);
}

#[test]
fn ecole_de_privilege() {
    // 000 ÉCOLE DE PRIVILÈGE: "Lorsqu'on a fait le plein du jan de retour et qu'on le rompt
    // alors qu'on pourrait le conserver en usant du privilège de la bande". The 000 CONSERVER
    // EN SORTANT position (tests/data/jans.jsonl): Black keeps by B6-off and B4-off; he marks
    // the 4 and plays B5-B1 and B6-off instead, breaking B5.
    let pos = position_from_str(r#"{"game":"trictrac","white":{"B7":2,"B8":2,"B9":2,"B10":3,"B11":3,"B12":3},"black":{"B6":4,"B5":2,"B4":3,"B3":2,"B2":2,"B1":2},"turn":"black","dice":[6,4]}"#).unwrap();
    let m = marked(
        json!({"black": {"jeton": 4, "released": true, "play": {"moves": [["B6","off"],["B5","B1"]]}}}),
    );
    let e = *check(&pos, &m).unwrap().ecole_by(B).unwrap();
    assert_eq!((e.kind, e.points, e.cause), (Excess, 4, Cause::Privilege));
    let m = marked(
        json!({"black": {"jeton": 4, "released": true, "play": {"moves": [["B6","off"],["B4","off"]]}}}),
    );
    assert!(check(&pos, &m).unwrap().is_clean());
}

#[test]
fn fausse_case_ne_fait_pas_ecole_sauf_points_marques() {
    // 000 FAUSSE CASE NE FAIT PAS ÉCOLE: "elle ne rapporte aucun point à l'adversaire, à moins
    // qu'il n'y ait quelque école par ailleurs : ainsi c'est le cas lorsqu'un joueur a marqué des
    // points pour un jan qu'il doit effectivement réaliser et ne le fait pas … ou encore pour la
    // sortie des dames." Sortie (tests/data/jans.jsonl, sortie-simple): White's last two dames
    // on N2 and N1 with 2 and as, 4 points.
    let pos = position_from_str(r#"{"game":"trictrac","white":{"N2":1,"N1":1},"black":{"N12":2,"N11":3,"N10":3,"N9":3,"N8":2,"N7":2},"turn":"white","dice":[2,1]}"#).unwrap();
    let m =
        marked(json!({"white": {"jeton": 4, "released": true, "play": {"moves": [["N1","off"]]}}}));
    let e = *check(&pos, &m).unwrap().ecole_by(W).unwrap();
    assert_eq!((e.kind, e.points, e.cause), (Excess, 4, Cause::Sortie));
    // A fausse case with no jan at stake: no école (000 BATTRE example 3 position: Black plays
    // N1-N8 tout d'une by a wrong road; nothing of his is owed for a jan).
    let pos = position_from_str(r#"{"game":"trictrac","white":{"B1":6,"B4":2,"B6":1,"B7":2,"B9":2,"B12":2},"black":{"N1":10,"N9":3,"N12":2},"turn":"black","dice":[1,6]}"#).unwrap();
    let m = marked(
        json!({"black": {"play": {"moves": [["N9","N10"],["N9","B10"]]}}, "white": {"jeton": 4}}),
    );
    assert!(check(&pos, &m).unwrap().is_clean());
}
