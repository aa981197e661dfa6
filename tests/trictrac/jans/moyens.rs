//! Moyens of filling judged on the boards plays leave, not on how a play is spelt.
//!
//! 001 "la manière de faire son jan": with one demi-case left, each number that fills counts,
//! and both numbers together by one dame count once more. Two plays that leave the same board
//! are listed once (docs/interchange.md), so whichever spelling the list holds must count the same.

use tablier::internals::jans;
use tablier::notation::json::{moves_to_play, position_from_str, Name};
use tablier::JanKind;
use tablier::{rules, Play, Position, Side};

/// Black's grand jan lacks one dame on N10 (step 10). A dame on N7 (3 behind, on a case of two)
/// and the talon N1 (9 behind); N4 (6 behind) is empty. By 6 and 3: the 3 from N7 with the 6
/// N1-N7 behind it, or N1 tout d'une by 9 — the same board either way. No dame fills by the 6,
/// and the 3 from N7 is no moyen: N7 is a case of exactly two that the 6 refills (RULINGS 17).
fn position() -> Position {
    position_from_str(
        r#"{"white": {"B1": 3, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B12": 2},
            "black": {"N1": 3, "N2": 1, "N7": 2, "N8": 2, "N9": 2, "N10": 1, "N11": 2, "N12": 2},
            "turn": "black", "dice": [6, 3]}"#,
    )
    .unwrap()
}

fn play(moves: &[[&str; 2]]) -> Play {
    let owned: Vec<[Name; 2]> = moves.iter().map(|&[a, b]| [a.into(), b.into()]).collect();
    moves_to_play(&owned).unwrap()
}

fn remplir(plays: &[Play]) -> (u32, u32) {
    let js = jans(&position(), plays).unwrap();
    let r: Vec<_> = js
        .iter()
        .filter(|j| j.kind == JanKind::RemplirGrandJan)
        .collect();
    assert_eq!(r.len(), 1, "{js:?}");
    assert_eq!(r[0].beneficiary, Side::Black);
    (r[0].ways, r[0].points)
}

#[test]
fn every_spelling_of_the_same_play_counts_the_same_moyens() {
    // RULINGS 17 (Le jeu de trictrac rendu facile, n.360): one moyen only, the 9 tout d'une
    // from the talon, 4 points — not also the 3 from the case N7 refilled by the 6.
    for spelling in [
        [["N7", "N10"], ["N1", "N7"]], // the 3 from N7, the 6 behind it
        [["N1", "N7"], ["N7", "N10"]], // N1 tout d'une resting on N7
        [["N1", "N4"], ["N4", "N10"]], // N1 tout d'une resting on the empty N4
    ] {
        assert_eq!(remplir(&[play(&spelling)]), (1, 4), "{spelling:?}");
    }
}

#[test]
fn a_number_that_fills_only_if_the_other_breaks_is_no_moyen() {
    // 000 REMPLIR EN PASSANT: the 3 from N7 with the 6 played N2-N8 leaves N7 with one dame;
    // that play does not end full, so alone it gives nothing.
    let js = jans(&position(), &[play(&[["N7", "N10"], ["N2", "N8"]])]).unwrap();
    assert!(
        js.iter().all(|j| j.kind != JanKind::RemplirGrandJan),
        "{js:?}"
    );
}

#[test]
fn the_engine_agrees() {
    let pos = position();
    // The engine must answer: an error here fails, it does not skip the check.
    let plays = rules::legal_plays(&pos).unwrap();
    assert!(!plays.is_empty());
    assert_eq!(remplir(&plays), (1, 4), "{plays:?}");
    let a = rules::analyse(&pos).unwrap();
    assert_eq!(a.points.black, 4, "{:?}", a.jans);
}

/// RULINGS 17, its example (*Le jeu de trictrac rendu facile*, 1852, n.360): Black (N12 ×2, N11,
/// N10 ×2, N9 ×2, N8 ×2, N7 ×2, N5 ×3, N3), throwing 6-2, fills his grand jan by two moyens
/// only — the 6 from N5 and the 8 tout d'une from N3 — for 8 points, not by the 2 from N9
/// refilled by the 6 from N3.
#[test]
fn rulings_17_rendu_facile_360_two_moyens_only() {
    let pos = position_from_str(
        r#"{"white": {"B1": 15},
            "black": {"N12": 2, "N11": 1, "N10": 2, "N9": 2, "N8": 2, "N7": 2, "N5": 3, "N3": 1},
            "turn": "black", "dice": [6, 2]}"#,
    )
    .unwrap();
    let a = rules::analyse(&pos).unwrap();
    let r = a
        .jans
        .iter()
        .find(|j| j.kind == JanKind::RemplirGrandJan)
        .unwrap();
    assert_eq!((r.ways, r.points), (2, 8), "{r:?}");
    let from: Vec<(String, Vec<u8>)> =
        r.by.iter()
            .map(|w| (w.dames[0].name().to_string(), w.numbers.clone()))
            .collect();
    assert_eq!(
        from,
        vec![("N5".to_string(), vec![6]), ("N3".to_string(), vec![6, 2])]
    );
    // The play of the 2 from N9 and the 6 from N3 is legal (it fills), but no moyen of its own.
    assert!(rules::check_play(&pos, &play(&[["N9", "N11"], ["N3", "N9"]])).is_ok());
}

/// White's filling of the grand jan, with its points and the flèche and numbers of each moyen.
fn remplir_grand_jan_of(pos: &Position) -> (u32, u32, Vec<(String, Vec<u8>)>) {
    let a = rules::analyse(pos).unwrap();
    let r = a
        .jans
        .iter()
        .find(|j| j.kind == JanKind::RemplirGrandJan)
        .unwrap_or_else(|| panic!("no filling in {:?}", a.jans));
    let by =
        r.by.iter()
            .map(|w| (w.dames[0].name().to_string(), w.numbers.clone()))
            .collect();
    (r.ways, r.points, by)
}

/// RULINGS 17 as amended: a case of two *in the petit jan* is no case of the jan being filled,
/// so its dame brings a moyen. White (B1 ×2, B3 ×2, B7 ×2, B8 ×2, B9, B10 ×2, B11 ×2, B12 ×2)
/// throwing 6-2: the 6 from B3 (the 2 then played B3-B5, the grand jan stays full) and the 8 tout
/// d'une from B1 — two moyens, 8 points (001 "Du petit jan": "par deux moyens simples il vaut
/// huit", the grand jan "comme au petit jan"); not the 2 from B7, a case of two of the grand jan
/// that the 6 would have to refill.
#[test]
fn rulings_17_amended_a_case_of_two_in_the_other_jan_brings_a_moyen() {
    let pos = position_from_str(
        r#"{"white": {"B1": 2, "B3": 2, "B7": 2, "B8": 2, "B9": 1, "B10": 2, "B11": 2, "B12": 2},
            "black": {"N1": 15}, "turn": "white", "dice": [6, 2]}"#,
    )
    .unwrap();
    // 000 REMPLIR EN PASSANT: the moyen of the 6 from B3 is a legal play that ends full.
    assert!(rules::check_play(&pos, &play(&[["B3", "B9"], ["B3", "B5"]])).is_ok());
    assert_eq!(
        remplir_grand_jan_of(&pos),
        (
            2,
            8,
            vec![("B3".to_string(), vec![6]), ("B1".to_string(), vec![6, 2])]
        )
    );
}

/// RULINGS 17 as amended, the second position of issue 25: White (B3 ×2, B6 ×2, B7, B8–B12 ×2)
/// throwing 4-1 fills the demi-case B7 by the 1 from B6 (a case of two of the petit jan; the 4
/// then played B6-B10) and by the 4 from B3: two moyens, 8 points.
#[test]
fn rulings_17_amended_a_case_of_two_just_behind_the_jan_brings_a_moyen() {
    let pos = position_from_str(
        r#"{"white": {"B3": 2, "B6": 2, "B7": 1, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "B12": 2},
            "black": {"N1": 15}, "turn": "white", "dice": [1, 4]}"#,
    )
    .unwrap();
    assert!(rules::check_play(&pos, &play(&[["B6", "B7"], ["B6", "B10"]])).is_ok());
    assert_eq!(
        remplir_grand_jan_of(&pos),
        (
            2,
            8,
            vec![("B6".to_string(), vec![1]), ("B3".to_string(), vec![4])]
        )
    );
}
