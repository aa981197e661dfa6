//! One test per rule of moves, each citing its seed section (000 unless said).
use crate::common;
use common::*;
use tablier::internals::{can_fill, Interdit};
use tablier::View;
use tablier::{rules, Error, Rule, Side, Variant};

const BLACK_HOME: &str = r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 3, "B6": 3}"#;

fn interdit(white: &str, black: &str) -> Interdit {
    let p = pos(white, black, "white", [1, 2]);
    let v: View = p.board().view(Variant::Trictrac, Side::White);
    Interdit::of(&v)
}

// 000 LOIS: "On ne peut placer une dame, ou la faire se reposer pour jouer tout d'une, que sur
// une case vide ou déjà occupée par une ou plusieurs de ses propres dames."
#[test]
fn lois_no_repos_on_the_opponent() {
    // Black holds B6 and B7: White's B3 cannot play 4-3 tout d'une to B10.
    let p = pos(
        r#"{"B1": 14, "B3": 1}"#,
        r#"{"N1": 11, "B6": 2, "B7": 2}"#,
        "white",
        [4, 3],
    );
    assert!(!is_legal(&p, "B3-B6 B6-B10"));
    assert_eq!(refused(&p, "B3-B6 B6-B10"), Rule::NoRepos);
    assert_eq!(refused(&p, "B3-B7 B7-B10"), Rule::NoRepos);
    assert_eq!(refused(&p, "B3-B7 B1-B4"), Rule::OpponentFleche);
    assert!(message(&p, "B3-B7 B1-B4").contains("held by black"));
}

// 000 LOIS: "sans jamais rétrograder", and each move plays a number of the dice.
#[test]
fn lois_numbers_of_the_dice_forward() {
    let p = pos(r#"{"B1": 13, "B5": 2}"#, r#"{"N1": 15}"#, "white", [6, 5]);
    assert_eq!(refused(&p, "B5-B1 B1-B7"), Rule::NotTheDice);
    assert_eq!(refused(&p, "B1-B4 B1-B7"), Rule::NotTheDice);
    assert_eq!(refused(&p, "B3-B9 B1-B6"), Rule::NotTheDice); // no dame on B3
    assert_eq!(refused(&p, "B1-B7 B1-B7"), Rule::NotTheDice); // the 6 twice

    // the refusal counts the flèches in good English: "1 flèche", "3 flèches"
    let one = message(&p, "B1-B2 B1-B7");
    assert!(one.contains("B1 to B2 is 1 flèche, and"), "{one}");
    let three = message(&p, "B1-B4 B1-B7");
    assert!(three.contains("B1 to B4 is 3 flèches, and"), "{three}");
}

// RULINGS 4 (000 LOIS "jouer les deux nombres"): a doublet is two numbers, not four.
#[test]
fn doublet_is_two_numbers() {
    let p = pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [2, 2]);
    for pl in legal(&p) {
        assert_eq!(pl.len(), 2, "{pl}");
    }
    assert_eq!(refused(&p, "B1-B3 B1-B3 B1-B3"), Rule::NotTheDice);
}

// 000 COINS: "on ne peut le quitter que d'emblée"; a third dame may join, one of three may leave.
#[test]
fn coins_left_only_d_emblee() {
    let white = r#"{"B1": 9, "B8": 2, "B10": 2, "B12": 2}"#;
    let black = r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 2, "B6": 2, "N11": 2}"#;
    let p = pos(white, black, "white", [4, 3]);
    assert!(is_legal(&p, "B12-N9 B12-N10"));
    assert_eq!(refused(&p, "B12-N9 B10-N12 "), Rule::OpponentCoin);
    assert_eq!(refused(&p, "B12-N9 B8-B11"), Rule::LoneDameOnCoin);
    assert!(message(&p, "B12-N9 B8-B11").contains("the coin de repos cannot hold one dame"));
    assert!(is_legal(&p, "B8-B12 B8-B11")); // a third dame joins
    let white3 = r#"{"B1": 8, "B8": 2, "B10": 2, "B12": 3}"#;
    let p = pos(white3, black, "white", [4, 3]);
    assert!(is_legal(&p, "B12-N9 B8-B11")); // one of three leaves
}

// 000 COINS: "On ne peut prendre son coin de repos que d'emblée".
#[test]
fn coins_taken_only_d_emblee() {
    let p = pos(
        r#"{"B1": 13, "B7": 1, "B8": 1}"#,
        r#"{"N1": 15}"#,
        "white",
        [5, 4],
    );
    assert!(is_legal(&p, "B7-B12 B8-B12"));
    assert_eq!(refused(&p, "B7-B12 B1-B5"), Rule::LoneDameOnCoin);
}

// 000 COINS: "Un coin vide peut cependant servir de passage" (the opponent's, and one's own).
#[test]
fn coins_empty_coin_is_a_passage() {
    // Black's coin N12 empty, N11 held: B10 plays 4-3 tout d'une only through N12.
    let p = pos(
        r#"{"B1": 14, "B10": 1}"#,
        r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 2, "B6": 2, "N11": 2}"#,
        "white",
        [4, 3],
    );
    assert!(is_legal(&p, "B10-N12 N12-N8"));
    assert_eq!(refused(&p, "B10-N11 N11-N8"), Rule::NoRepos);
    assert_eq!(refused(&p, "B10-N12 B1-B5"), Rule::OpponentCoin);
    // Black holds his coin: B9 plays 4-3 through White's own empty coin.
    let p = pos(
        r#"{"B1": 14, "B9": 1}"#,
        r#"{"B2": 3, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "N11": 2, "N12": 2}"#,
        "white",
        [4, 3],
    );
    assert!(is_legal(&p, "B9-B12 B12-N9"));
    assert_eq!(refused(&p, "B9-N12 N12-N9"), Rule::NoRepos);
}

// 000 COINS: "Il est interdit ... de placer une ou plusieurs dames sur le coin de repos de
// l'adversaire", even two at once.
#[test]
fn coins_never_on_the_opponent_coin() {
    let p = pos(
        r#"{"B1": 13, "B7": 1, "B8": 1}"#,
        BLACK_HOME,
        "white",
        [6, 5],
    );
    assert_eq!(refused(&p, "B7-N12 B8-N12"), Rule::OpponentCoin);
    assert!(message(&p, "B7-N12 B8-N12").contains("coin de repos"));
}

// 000 COINS: par puissance needs the opponent's coin empty; and one's own empty.
#[test]
fn coins_par_puissance_needs_the_opponent_coin_empty() {
    let white = r#"{"B1": 13, "B7": 1, "B8": 1}"#;
    let p = pos(white, r#"{"N1": 15}"#, "white", [6, 5]);
    assert!(is_legal(&p, "B7-B12 B8-B12"));
    let p = pos(white, r#"{"N1": 13, "N12": 2}"#, "white", [6, 5]);
    assert!(!is_legal(&p, "B7-B12 B8-B12"));
    assert_eq!(refused(&p, "B7-B12 B8-B12"), Rule::NotTheDice);
    assert!(message(&p, "B7-B12 B8-B12").contains("par puissance"));
}

// 000 RETOUR, JAN INTERDIT: at the start both jans are interdit; "dès que le joueur a passé
// quatre dames dans son grand jan, son petit jan n'est plus interdit ... avec seulement onze
// dames".
#[test]
fn jan_interdit_counts() {
    let i = interdit(r#"{"B1": 15}"#, r#"{"N1": 15}"#);
    assert!(i.grand && i.petit);
    let i = interdit(
        r#"{"B1": 15}"#,
        r#"{"N1": 11, "N7": 1, "N8": 1, "N9": 1, "N10": 1}"#,
    );
    assert!(i.grand && !i.petit);
    let i = interdit(r#"{"B1": 15}"#, r#"{"N1": 12, "N7": 1, "N8": 1, "N9": 1}"#);
    assert!(i.grand && i.petit, "twelve dames behind can still fill");
    // Dames on the last case cannot go back to the earlier ones.
    let i = interdit(r#"{"B1": 15}"#, r#"{"N6": 12, "N7": 3}"#);
    assert!(!i.petit);
    // Surplus on made cases serves the cases after them, not before.
    let mut his = [0u8; 25];
    his[8] = 12;
    assert!(
        !can_fill(&his, 7),
        "the 12 on the second case cannot make the first"
    );
    his[7] = 12;
    his[8] = 0;
    assert!(can_fill(&his, 7));
    his[7] = 2;
    his[8] = 9;
    assert!(!can_fill(&his, 7), "7 surplus for 8 missing");
    his[1] = 1;
    assert!(can_fill(&his, 7), "a dame behind the jan helps");
}

// 000 RETOUR: no dame placed in the opponent's jan while he can fill it; message names it.
#[test]
fn jan_interdit_refuses_placing() {
    let p = pos(r#"{"B1": 13, "B9": 2}"#, r#"{"N1": 15}"#, "white", [6, 5]);
    assert_eq!(refused(&p, "B9-N10 B1-B6"), Rule::JanInterdit);
    assert!(message(&p, "B9-N10 B1-B6").contains("black can still fill his grand jan"));
    let p = pos(
        r#"{"B1": 13, "B9": 2}"#,
        r#"{"N8": 12, "N9": 3}"#,
        "white",
        [6, 5],
    );
    assert!(is_legal(&p, "B9-N10 B1-B6"));
}

// 000 SORTIE: "Lorsque toutes les dames d'un joueur se trouvent rassemblées dans son ... jan de
// retour" — not before.
#[test]
fn sortie_only_with_every_dame_in_the_retour() {
    let p = pos(
        r#"{"N10": 1, "N6": 2, "N5": 2, "N4": 2, "N3": 2, "N2": 3, "N1": 3}"#,
        BLACK_HOME,
        "white",
        [6, 1],
    );
    assert_eq!(refused(&p, "N6-off N10-N9"), Rule::BearingOff);
    // The same sortie after the last dame comes in.
    let p = pos(
        r#"{"N7": 1, "N6": 2, "N5": 2, "N4": 2, "N3": 2, "N2": 3, "N1": 3}"#,
        BLACK_HOME,
        "white",
        [6, 1],
    );
    assert!(is_legal(&p, "N7-N6 N6-off"));
}

// 000 IMPUISSANCE: "Il est obligatoire de jouer les deux nombres si cela est possible."
#[test]
fn impuissance_both_numbers() {
    let p = pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [6, 5]);
    assert_eq!(refused(&p, "B1-B7"), Rule::MustPlayBoth);
    assert!(message(&p, "B1-B7").contains("both numbers can be played"));
    assert_eq!(refused(&p, ""), Rule::MustPlayBoth);
}

// 000 IMPUISSANCE: "Si on ne peut en jouer qu'un seul et qu'on a le choix, on doit jouer le plus
// fort"; when only the smaller can be played, it is played.
#[test]
fn impuissance_the_larger() {
    let p = pos(
        r#"{"B1": 14, "B3": 1}"#,
        r#"{"N1": 12, "B6": 1, "B7": 2}"#,
        "white",
        [6, 5],
    );
    assert_plays(&p, &["B3-B9"]);
    assert_eq!(refused(&p, "B3-B8"), Rule::MustPlayLarger);
    assert!(message(&p, "B3-B8").contains("the larger number"));
    let p = pos(
        r#"{"B1": 14, "B3": 1}"#,
        r#"{"N1": 12, "B6": 1, "B7": 1, "B9": 1}"#,
        "white",
        [6, 5],
    );
    assert_plays(&p, &["B3-B8"]);
    assert_eq!(refused(&p, ""), Rule::MustPlayLarger);
}

// docs/interchange.md: "An empty list means the roll cannot be played at all"; then the empty play is legal.
#[test]
fn nothing_to_play() {
    let p = pos(
        r#"{"B1": 15}"#,
        r#"{"N1": 9, "B6": 2, "B7": 2, "B5": 2}"#,
        "white",
        [6, 4],
    );
    assert!(legal(&p).is_empty());
    assert_eq!(rules::check_play(&p, &play("")), Ok(()));
    let q = rules::apply_play(&p, &play("")).unwrap();
    assert_eq!(q.turn(), Side::Black);
    assert_eq!(q.board(), p.board());
}

// Checking needs a roll.
#[test]
fn no_dice() {
    let p = pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [6, 5]).with_dice(None);
    assert_eq!(rules::legal_plays(&p), Err(Error::NoDice));
    assert_eq!(
        rules::check_play(&p, &play("B1-B7 B1-B6")),
        Err(Error::NoDice)
    );
    assert_eq!(
        rules::apply_play(&p, &play("B1-B7 B1-B6")),
        Err(Error::NoDice)
    );
}

// apply_play counts the mover's coups (docs/interchange.md `coups`).
#[test]
fn apply_counts_coups() {
    let p = tablier::Position::start(Variant::Trictrac)
        .with_dice(Some(tablier::Dice::new(3, 1).unwrap()));
    let q = rules::apply_play(&p, &play("B1-B4 B1-B2")).unwrap();
    assert_eq!(q.coups(), Some(tablier::Coups { white: 1, black: 0 }));
    assert_eq!(q.turn(), Side::Black);
    assert_eq!(q.score(), p.score());
}

// Plays are listed once per resulting board (docs/interchange.md "Two plays that leave the same
// position are the same play").
#[test]
fn one_play_per_board() {
    let p = pos(
        r#"{"B1": 13, "B3": 1, "B4": 1}"#,
        r#"{"N1": 15}"#,
        "white",
        [3, 1],
    );
    let plays = legal(&p);
    let mut b: Vec<_> = plays
        .iter()
        .map(|pl| format!("{:?}", after(&p, pl)))
        .collect();
    let n = b.len();
    b.sort();
    b.dedup();
    assert_eq!(b.len(), n);
    // B3-B4 B4-B7 and B4-B7 B3-B4 and B3-B6 B6-B7 leave the same board.
    assert!(is_legal(&p, "B3-B6 B6-B7"));
    assert_eq!(rules::check_play(&p, &play("B4-B7 B3-B4")), Ok(()));
}

// Decision (docs/rules/moves.md): plays come in the order of generation, the larger number
// first, and a dame played tout d'une is written with the rest reached by the larger number.
#[test]
fn order_and_representative() {
    let p = pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [1, 6]);
    let listed: Vec<String> = legal(&p).iter().map(|pl| pl.to_string()).collect();
    assert_eq!(listed, vec!["B1-B7 B1-B2", "B1-B7 B7-B8"]);
}

// 000 RETOUR: the exception for rests is the opponent's grand jan; decision: no rest inside his
// interdit petit jan.
#[test]
fn no_rest_in_an_interdit_petit_jan() {
    // Black can still fill his petit jan (12 on his talon); White's N7 dame plays 3-1: the 3 would
    // rest on N4 (interdit) and the 1 would rest on N6 (interdit): neither, and no other dame
    // moves, so nothing ends in that jan.
    let p = pos(
        r#"{"N7": 1, "B12": 2, "B11": 12}"#,
        r#"{"N1": 12, "N9": 3}"#,
        "white",
        [3, 1],
    );
    assert!(!is_legal(&p, "N7-N4 N4-N3"));
    assert_eq!(refused(&p, "N7-N4"), Rule::JanInterdit);
}

// Decision (docs/rules/moves.md), 000 SORTIE "il faut jouer la totalité des nombres non sortants
// à l'intérieur du jan lorsque cela est possible": sortant or not is judged before the roll. With
// N5 and two on N3, 4-1 are both non-sortant and both can be played inside: the N5 dame may not
// go off tout d'une (though after the as the 4 would carry it exactly to the bande).
#[test]
fn sortie_non_sortant_numbers_judged_before_the_roll() {
    let black = r#"{"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}"#;
    let p = pos(r#"{"N5": 1, "N3": 2}"#, black, "white", [4, 1]);
    assert!(!is_legal(&p, "N5-N4 N4-off"));
    assert_eq!(refused(&p, "N5-N4 N4-off"), Rule::BearingOff);
    assert!(is_legal(&p, "N5-N1 N3-N2"));
}

// 000 SORTIE: "Il n'est donc pas permis de jouer l'un des nombres de telle sorte que le second
// ne puisse être joué autrement que comme nombre excédant." RULINGS 16, its example: Black has
// B5, B3 ×2, B2 ×5, B1 ×5 and throws 5-1; B5-B4 then B4 off by the 5 is refused (the 5 bears
// B5 off as a sortant, and the 1 is played inside or bears B1 off).
#[test]
fn sortie_no_number_played_to_leave_the_other_an_excedant() {
    let p = pos(
        r#"{"N1": 15}"#,
        r#"{"B5": 1, "B3": 2, "B2": 5, "B1": 5}"#,
        "black",
        [5, 1],
    );
    assert!(!is_legal(&p, "B5-B4 B4-off"));
    assert_eq!(refused(&p, "B5-B4 B4-off"), Rule::BearingOff);
    assert!(message(&p, "B5-B4 B4-off").contains("excédant"));
    assert_plays(&p, &["B5-off B3-B2", "B5-off B2-B1", "B5-off B1-off"]);
    // The page is not offered B4-off by the 5 once B5-B4 is played.
    let after = [play("B5-B4").moves()[0]];
    assert!(rules::destinations(&p, &[])
        .unwrap()
        .iter()
        .all(|(f, tos)| f.name() != "B5" || !tos.contains(&tablier::Dest::parse("B4").unwrap())));
    assert!(rules::refusal(&p, &after, play("B4-off").moves()[0]).is_some());
}

// RULINGS 16, last sentence: "Where every play leaves an excédant use, the farthest dame goes
// off by it." Black's last dames on B4 and B2, 6-5: both numbers are excédants whatever is
// played; the farthest, B4, goes off first, then B2.
#[test]
fn sortie_every_play_excedant_farthest_goes_off() {
    let p = pos(r#"{"N1": 15}"#, r#"{"B4": 1, "B2": 1}"#, "black", [6, 5]);
    assert_plays(&p, &["B4-off B2-off"]);
}
