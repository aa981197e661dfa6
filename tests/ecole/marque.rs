//! Marking by mistake (000 MARQUER SES POINTS PAR ERREUR, OUBLIER DE DÉMARQUER SES POINTS,
//! OUBLIER DE DÉMARQUER LES POINTS DE L'ADVERSAIRE, EFFACER LES POINTS DE L'ADVERSAIRE PAR
//! ERREUR, MARQUER LE TROU PAR ERREUR, DOUBLE MARQUE ou ÉCOLE DE DEUX JETONS; RULINGS 2 and 13;
//! 001 on a jeton taken off by mistake): which wrong marks are an école, and which are only put
//! right (a note). Then what the check refuses: marks it cannot read, and Jacquet (003), which
//! has no école.

use crate::support::{by, has_note, marked, score, white_rolls, B, W};
use serde_json::json;
use tablier::ecole::{check, check_points, EcoleKind, Marked, NoteKind};
use tablier::notation::json::position_from_str;
use tablier::{Points, Score};

use EcoleKind::{Excess, Omission};

// ------------------------------------------------- 000 MARQUER SES POINTS PAR ERREUR and after

#[test]
fn marquer_ses_points_par_erreur() {
    // "Un joueur qui prend un trou sans bouger (ou deux en bredouille) … mais efface par
    // distraction les points de reste qu'il avait acquis puis joue, fait école de tout ce qu'il
    // a effacé. Il en est de même pour le gain de vingt-quatre points et de trois (ou quatre)
    // trous sans bouger."
    let s = score((5, 0, false), (2, 0, true));
    let v = white_rolls(
        s,
        12,
        0,
        json!({"white": {"jeton": 0, "holes": 1, "touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 5)));
    let v = white_rolls(
        s,
        24,
        0,
        json!({"white": {"jeton": 0, "holes": 3, "touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 5)));
    let s = score((5, 0, true), (0, 0, true));
    let v = white_rolls(
        s,
        12,
        0,
        json!({"white": {"jeton": 0, "holes": 2, "touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 5)));
}

#[test]
fn oublier_de_demarquer_ses_points() {
    // "Lorsqu'un joueur, après avoir gagné un trou et l'avoir marqué, oublie de démarquer les
    // points qu'il avait auparavant, il fait école d'autant de points qu'il en a de marqués,
    // déduction faite de ceux qu'il pouvait et devait avoir de reste." 8 points, 6 won: 2 de
    // reste; the jeton left at 8 is 6 too many. (001: "il n'est envoyé à l'école que de ce qui se
    // trouve marqué au-dessus des points qui lui étaient restés".)
    let v = white_rolls(
        score((8, 0, false), (2, 0, true)),
        6,
        0,
        json!({"white": {"jeton": 8, "holes": 1, "touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Excess, 6)));
}

#[test]
fn oublier_de_demarquer_les_points_de_l_adversaire_is_no_ecole() {
    // "s'il oublie dans cette circonstance de démarquer les points de l'adversaire … il est
    // admis à rectifier cette marque … sans que cela donne lieu à une école. En effet, on ne
    // peut être envoyé à l'école du fait des jetons de l'adversaire."
    let v = white_rolls(
        score((8, 0, false), (2, 0, true)),
        6,
        0,
        json!({"white": {"jeton": 2, "holes": 1, "opponent_jeton": 2, "touched": true}}),
    );
    assert!(v.is_clean());
    assert!(has_note(&v, W, NoteKind::RectifyOpponentJeton));
}

#[test]
fn effacer_les_points_de_l_adversaire_par_erreur_is_no_ecole() {
    // "effaçait seulement les points de celui-ci sans se les attribuer, il ne ferait point
    // école parce que ce n'est pas en déplaçant les pièces de l'adversaire mais les siennes
    // propres qu'on fait école."
    let v = white_rolls(
        score((0, 0, true), (6, 0, false)),
        4,
        0,
        json!({"white": {"jeton": 4, "opponent_jeton": 0, "touched": true}}),
    );
    assert!(v.is_clean());
    assert!(has_note(&v, W, NoteKind::RectifyOpponentJeton));
}

#[test]
fn marquer_le_trou_par_erreur_is_put_right_until_the_dames_are_touched() {
    // "Un joueur, qui croyant avoir gagné un trou, le marque et reconnaît son erreur avant
    // d'avoir déplacé et abandonné ses jetons ou touché ses dames, ne fait pas école"; 000
    // QUAND L'ÉCOLE EST CONSOMMÉE: "le déplacement du fichet … ne fait pas école, celui-ci
    // pouvant être reculé".
    let s = score((4, 0, false), (2, 0, true));
    let v = white_rolls(s, 4, 0, json!({"white": {"jeton": 8, "holes": 1}}));
    let e = v.ecole_by(W).unwrap();
    assert_eq!((e.kind, e.consumed, e.offer), (Excess, false, false));
    let v = white_rolls(
        s,
        4,
        0,
        json!({"white": {"jeton": 8, "holes": 1, "touched": true}}),
    );
    assert!(v.ecole_by(W).unwrap().consumed);
    // On the opponent's roll: until he throws the dice.
    let v = white_rolls(
        s,
        0,
        4,
        json!({"black": {"jeton": 6, "holes": 1, "touched": true}}),
    );
    assert!(!v.ecole_by(B).unwrap().consumed);
    let v = white_rolls(
        s,
        0,
        4,
        json!({"black": {"jeton": 6, "holes": 1, "rolled": true}}),
    );
    assert!(v.ecole_by(B).unwrap().consumed);
}

#[test]
fn double_marque_is_no_ecole() {
    // 000 DOUBLE MARQUE ou ÉCOLE DE DEUX JETONS: "Cette première marque est considérée alors
    // comme abandonnée … mais il ne peut marquer l'école pour cela. Il n'y a donc pas école des
    // deux jetons"; RULINGS 2 and 13 (002 rules 66–67 rejected).
    let s = score((6, 0, false), (2, 0, true));
    let v = white_rolls(s, 4, 0, json!({"white": {"jeton2": 4, "touched": true}}));
    assert!(v.is_clean(), "{v:?}");
    assert!(has_note(&v, W, NoteKind::DoubleMarque));
    assert_eq!(v.score.white.points, 4, "the first marking is lost");
    // The new jeton itself must be right: "ce joueur a bien exactement marqué le nombre de
    // points gagnés".
    let v = white_rolls(s, 4, 0, json!({"white": {"jeton2": 2, "touched": true}}));
    assert_eq!(by(&v, W), Some((Omission, 2)));
}

// ------------------------------------------------------------------------------ 001 on école

#[test]
fn jeton_taken_off_by_mistake() {
    // 001: "il ôte par mégarde son jeton, vous pouvez, dés qu'il aura jeté le dé, l'envoyer à
    // l'école des points qu'il s'est ôtés". White gives Black 2; Black, at 6, takes his jeton
    // off and rolls.
    let v = white_rolls(
        score((0, 0, true), (6, 0, false)),
        0,
        2,
        json!({"black": {"jeton": 0, "rolled": true}}),
    );
    assert_eq!(by(&v, B), Some((Omission, 8)));
}

// ---------------------------------------------------------------------- what the check refuses

#[test]
fn errors_name_what_is_wrong() {
    let bad = |m: serde_json::Value| white_rolls_err(m);
    assert!(bad(json!({"white": {"jeton": 12}})).contains("0 to 11"));
    assert!(bad(json!({"white": {"jeton": 3, "points": 3}})).contains("not both"));
    assert!(bad(json!({"white": {"points": 13}})).contains("past 11"));
    assert!(bad(json!({"black": {"leave": true}})).contains("may not leave"));
}

fn white_rolls_err(m: serde_json::Value) -> String {
    let e = check_points(
        Score::default(),
        W,
        Points { white: 4, black: 0 },
        &marked(m),
    )
    .unwrap_err();
    assert_eq!(e.code(), "bad-request", "{e}");
    e.to_string()
}

#[test]
fn jacquet_has_no_ecole() {
    // 003 (Jacquet) knows no école: its points are not marked with jetons and trous.
    let pos = position_from_str(
        r#"{"game":"jacquet","white":{"B1":15},"black":{"N12":15},"turn":"white","dice":[3,1]}"#,
    )
    .unwrap();
    let e = check(&pos, &Marked::default()).unwrap_err();
    assert_eq!(e.code(), "bad-request");
}
