//! Every worked example of 000 about moves, rebuilt (the diagrams are missing; each case's note
//! in tests/common/cases.rs says how the position was rebuilt from the text).
use crate::common;
use common::cases::case;
use common::*;
use tablier::internals::{NumberKind, Tablier};
use tablier::View;
use tablier::{rules, Dice, Fleche, Side, Variant};

fn white_coin_taken(p: &tablier::Position, pl: &tablier::Play) -> bool {
    after(p, pl).get(Side::White, Fleche::B12) >= 2 && p.board().get(Side::White, Fleche::B12) == 0
}

// 000 COINS: "Dans l'exemple ci-dessus Noir prend son coin normalement par quines" — and is
// never obliged to.
#[test]
fn coins_noir_prend_son_coin_par_quines() {
    case("coins-noir-quines").check();
}

// 000 COINS: "Blanc pourrait prendre le sien par 6-5, 6-4, 5-4, et 4-4" (after Black has taken
// his: no coin par puissance for White then).
#[test]
fn coins_blanc_prend_le_sien_par_6_5_6_4_5_4_4_4() {
    let white = r#"{"B1": 11, "B6": 1, "B7": 1, "B8": 2}"#;
    let black = r#"{"N1": 12, "N6": 1, "N12": 2}"#;
    let mut taking = Vec::new();
    for d in Dice::all_rolls() {
        let p = pos(white, black, "white", [d.first(), d.second()]);
        if legal(&p).iter().any(|pl| white_coin_taken(&p, pl)) {
            taking.push((d.high(), d.low()));
        }
    }
    taking.sort();
    assert_eq!(taking, vec![(4, 4), (5, 4), (6, 4), (6, 5)]);
}

// 000 COINS: "Par 6-5 Noir prend aussi son coin".
#[test]
fn coins_noir_six_cinq() {
    case("coins-noir-six-cinq").check();
}

// 000 COINS: "Par sonnez (6-6) il prend son coin par puissance".
#[test]
fn coins_noir_sonnez_par_puissance() {
    case("coins-noir-sonnez-puissance").check();
}

// 000 COINS, PRENDRE SON COIN: effet and puissance both possible: par effet only.
#[test]
fn coins_noir_sonnez_effet_plutot_que_puissance() {
    case("coins-noir-sonnez-effet").check();
    let p = case("coins-noir-sonnez-effet").position();
    let m = message(&p, "N7-N12 N7-N12");
    assert!(m.contains("par effet"), "{m}");
}

// 000 JAN DE DEUX TABLES: "On ne peut jamais prendre son coin dans cette situation ... Blanc met
// donc tout à bas en B6"; with 6-4 (the other roll of the jan) no coin either.
#[test]
fn deux_tables_par_quines_tout_a_bas() {
    case("deux-tables-quines").check();
    let c = case("deux-tables-quines");
    let p = pos(c.white, c.black, "white", [6, 4]);
    assert!(!legal(&p).iter().any(|pl| white_coin_taken(&p, pl)));
}

// 000 CONSERVER PAR IMPUISSANCE: the 6 cannot be played; the 3 inside the grand jan keeps it.
#[test]
fn conserver_par_impuissance_six_trois() {
    case("conserver-par-impuissance").check();
}

// 000 CONSERVER PAR IMPUISSANCE, second diagram: the 6 can be played by B11 tout d'une to N5,
// resting on the empty N8 of Black's interdit grand jan (000 RETOUR), and the plein is broken.
#[test]
fn conserver_par_impuissance_sinon_rompre() {
    case("conserver-par-impuissance-rompre").check();
}

// 000 REMPLIR EN PASSANT, first example.
#[test]
fn remplir_en_passant_six_trois() {
    case("remplir-en-passant-six-trois").check();
}

// 000 REMPLIR EN PASSANT, second example: "cela laisserait une seule dame dans le coin".
#[test]
fn remplir_en_passant_six_as_coin() {
    case("remplir-en-passant-six-as").check();
}

// 000 REMPLIR EN SORTANT.
#[test]
fn remplir_en_sortant() {
    case("remplir-en-sortant").check();
}

// 000 CONSERVER EN SORTANT: Black 6-4 and White beset.
#[test]
fn conserver_en_sortant() {
    case("conserver-en-sortant-noir").check();
    case("conserver-en-sortant-blanc-beset").check();
}

// 000 SORTIE: the 5 bears off a surplus dame rather than break the plein.
#[test]
fn sortie_conserver_par_le_cinq() {
    case("sortie-conserver-le-cinq").check();
}

// 000 SORTIE: the three ways with 3-2 (two boards).
#[test]
fn sortie_trois_deux() {
    case("sortie-trois-deux").check();
}

// 000 SORTIE: 5-3 with N6 and N4: both inside, not the 5 as excédant.
#[test]
fn sortie_cinq_trois_non_excedant() {
    case("sortie-cinq-trois").check();
    let p = case("sortie-cinq-trois").position();
    let m = message(&p, "N6-N3 N4-off");
    assert!(m.contains("the 5") && m.contains("inside"), "{m}");
}

// 000 SORTIE: ternes, N3 held by the opponent: impuissance of both numbers.
#[test]
fn sortie_ternes_impuissance() {
    case("sortie-ternes-impuissance").check();
    let p = case("sortie-ternes-impuissance").position();
    let m = message(&p, "N1-off N1-off");
    assert!(m.contains("farthest"), "{m}");
}

// 000 SORTIE: one White dame on N5: 6 excédant, 5 sortant, 4 3 2 as défaillants. For Black
// (dames on B4, B3, B1): 6 and 5 excédants, 4 3 as sortants, 2 défaillant.
#[test]
fn sortie_nombres_sortants_defaillants_excedants() {
    let kinds = |p: &tablier::Position| -> Vec<NumberKind> {
        let v: View = p.board().view(Variant::Trictrac, p.turn());
        let t = Tablier::new(&v);
        (1..=6).map(|d| t.number_kind(d)).collect()
    };
    use NumberKind::*;
    let p = pos(
        r#"{"N5": 1}"#,
        r#"{"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}"#,
        "white",
        [1, 1],
    );
    assert_eq!(
        kinds(&p),
        vec![Defaillant, Defaillant, Defaillant, Defaillant, Sortant, Excedant]
    );
    let p = pos(
        r#"{"N6": 15}"#,
        r#"{"B4": 1, "B3": 1, "B1": 1}"#,
        "black",
        [1, 1],
    );
    assert_eq!(
        kinds(&p),
        vec![Sortant, Defaillant, Sortant, Sortant, Excedant, Excedant]
    );
    case("sortie-une-dame-en-n5").check();
    // The 6 and the 5 both bear the dame off: one play, the last sortie.
    let p = pos(
        r#"{"N5": 1}"#,
        r#"{"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}"#,
        "white",
        [6, 5],
    );
    assert_plays(&p, &["N5-off"]);
    // 4-1 and 4-3: défaillants both, but no play keeps both inside: the dame goes off tout d'une
    // (and must, being the last).
    for dice in [[4, 1], [4, 3]] {
        let p = pos(
            r#"{"N5": 1}"#,
            r#"{"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}"#,
            "white",
            dice,
        );
        assert_plays(&p, &["N5-N1 N1-off"]);
    }
}

// 000 SORTIE: "la sortie doit être effectivement réalisée s'il s'agit des toutes dernières
// dames"; then "les dames des deux camps sont relevées ... le joueur qui avait sorti toutes ses
// dames le premier jette de nouveau les dés".
#[test]
fn sortie_dernieres_dames_et_releve() {
    case("sortie-dernieres-dames").check();
    let p = case("sortie-dernieres-dames").position();
    let q = rules::apply_play(&p, &play("N2-off N1-off")).unwrap();
    assert_eq!(*q.board(), tablier::Board::start(Variant::Trictrac));
    assert_eq!(q.turn(), Side::White);
    assert_eq!(q.dice(), None);
    assert_eq!(q.coups(), Some(tablier::Coups::default()));
}

// 000 REMPLIR et CONSERVER: filling the petit jan is obligatory.
#[test]
fn remplir_est_obligatoire() {
    case("remplir-petit-jan").check();
    let p = case("remplir-petit-jan").position();
    let m = message(&p, "B1-B4 B4-B9");
    assert!(m.contains("petit jan") && m.contains("filled"), "{m}");
}

// 000 COINS: the coin is obligatory only as the last case of the grand jan.
#[test]
fn coin_obligatoire_pour_le_plein_du_grand_jan() {
    case("coin-dernier-case-du-grand-jan").check();
}

// 000 CONSERVER EN OUTREPASSANT: "Blanc joue une dame tout d'une de B7 en N8".
#[test]
fn conserver_en_outrepassant() {
    case("conserver-en-outrepassant").check();
    let p = case("conserver-en-outrepassant").position();
    let m = message(&p, "B12-N7 B12-N9");
    assert!(m.contains("kept"), "{m}");
}
