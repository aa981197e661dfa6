//! École de points and école de trou (000 ÉCOLE DE POINTS, its worked example sentence by
//! sentence; ÉCOLE DE TROU, TROU OUBLIÉ, TROU SANS BOUGER, JEU ou TROU; 002 rules 52–54; 001 on a
//! sonnez played unmarked): the trous marked are read as jeux against the points won. Most cases
//! need only a score and the points won, and use `check_points`.

use crate::support::{by, has_note, score, white_rolls, B, W};
use serde_json::json;
use tablier::ecole::{Cause, EcoleKind, NoteKind, Verdict};
use tablier::Score;

/// 000 ÉCOLE DE POINTS example: "un joueur qui a déjà marqué deux points sans la bredouille en
/// gagne trente-huit autres". Black's 3 points (bredouille) are what broke White's bredouille.
fn example(white: serde_json::Value) -> Verdict {
    white_rolls(
        score((2, 0, false), (3, 0, true)),
        38,
        0,
        json!({ "white": white }),
    )
}

use EcoleKind::{Excess, Omission};

// ---------------------------------------------------------------- 000 ÉCOLE DE POINTS, example

#[test]
fn example_due_is_five_trous_and_four_de_reste() {
    // "Il doit marquer cinq trous et quatre points de reste, équivalents au gain d'un trou
    // simple et deux trous en bredouille (1 + 2 + 2)."
    let v = example(json!({"jeton": 4, "holes": 5, "touched": true}));
    assert_eq!(v.due.white.holes, 5);
    assert_eq!(v.due.white.jeux, 3);
    assert_eq!(v.due.white.jeton, 4);
    assert!(v.is_clean(), "{v:?}");
    assert!(!has_note(&v, W, NoteKind::RectifyHoles));
}

#[test]
fn example_nothing_marked_is_ecole_of_38() {
    // "S'il ne fait rien du tout, il est à l'école des trente-huit points."
    let v = example(json!({"touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 38)));
    assert_eq!(v.ecole_by(W).unwrap().to, Some(B));
}

#[test]
fn example_jeton_right_no_trou_is_ecole_of_24() {
    // "S'il déplace correctement son jeton mais ne marque aucun trou, il est à l'école de
    // vingt-quatre points."
    let v = example(json!({"jeton": 4, "touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 24)));
}

#[test]
fn example_one_trou_is_24_or_26_with_the_jeton_unmoved() {
    // "S'il ne marque qu'un trou, il est également à l'école de vingt-quatre points et même de
    // vingt-six s'il n'a pas avancé son jeton à la marque des quatre points."
    let v = example(json!({"jeton": 4, "holes": 1, "touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 24)));
    let v = example(json!({"holes": 1, "touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 26)));
}

#[test]
fn example_two_trous_is_ecole_of_12() {
    // "S'il ne marque que deux trous, il est à l'école de douze points."
    let v = example(json!({"jeton": 4, "holes": 2, "touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 12)));
}

#[test]
fn example_three_or_four_trous_is_no_ecole() {
    // "S'il ne marque que trois ou quatre trous, il ne peut pas être envoyé à l'école car on
    // peut supposer qu'il aura marqué simples des trous gagnés doubles."
    for h in [3, 4] {
        let v = example(json!({"jeton": 4, "holes": h, "touched": true}));
        assert!(v.is_clean(), "{h} trous: {v:?}");
        assert!(
            has_note(&v, W, NoteKind::RectifyHoles),
            "the fichet is put right"
        );
    }
}

#[test]
fn example_six_trous_is_no_ecole() {
    // "S'il marque six trous, il ne peut non plus être envoyé à l'école car on peut aussi
    // supposer qu'il a marqué double son premier trou … la position du fichet peut simplement
    // être rectifiée."
    let v = example(json!({"jeton": 4, "holes": 6, "touched": true}));
    assert!(v.is_clean());
    assert!(has_note(&v, W, NoteKind::RectifyHoles));
}

#[test]
fn example_seven_trous_or_more_is_excess() {
    // "S'il marque sept trous ou plus, il est à l'école par excès d'autant de fois douze points
    // qu'il aura marqué de trous en trop." Seven: one trou too many, 12 points.
    let v = example(json!({"jeton": 4, "holes": 7, "released": true}));
    assert_eq!(by(&v, W), Some((Excess, 12)));
    // Decision (docs/rules/ecole.md): trous are read as jeux, each one trou or two, as the
    // same entry's first paragraph ("trois ou quatre trous sont la représentation de
    // vingt-quatre points") and 002 rule 54 do. Eight trous read as four jeux: one jeu too many.
    let v = example(json!({"jeton": 4, "holes": 8, "released": true}));
    assert_eq!(by(&v, W), Some((Excess, 12)));
    // Nine trous cannot be fewer than five jeux: two too many.
    let v = example(json!({"jeton": 4, "holes": 9, "released": true}));
    assert_eq!(by(&v, W), Some((Excess, 24)));
}

#[test]
fn example_unmoved_jeton_adds_two_points() {
    // "Bien sûr l'école est toujours augmentée de deux points si le jeton n'a pas été avancé."
    for (h, e) in [(0, 38), (1, 26), (2, 14)] {
        let v = example(json!({"holes": h, "touched": true}));
        assert_eq!(by(&v, W), Some((Omission, e)), "{h} trous, jeton unmoved");
    }
    // Three to six trous with the jeton unmoved: the two points de reste are missing.
    let v = example(json!({"holes": 5, "touched": true}));
    assert_eq!(by(&v, W), Some((Omission, 2)));
    // Decision: the jeton is reckoned in the same total as the fichet, so with seven trous the
    // two points missing from the jeton offset the twelve too many (50 shown for 40): 10.
    let v = example(json!({"holes": 7, "touched": true}));
    assert_eq!(by(&v, W), Some((Excess, 10)));
}

#[test]
fn example_leaving_with_no_trou_is_no_ecole() {
    // "si le joueur s'en va et ne marque aucun trou, il ne peut être envoyé à l'école … Il peut
    // aussi ne marquer qu'un, deux, trois ou quatre trous."
    for h in 0..=6 {
        let v = example(json!({"holes": h, "jeton": 0, "leave": true}));
        assert!(v.is_clean(), "leaving with {h} trous: {v:?}");
    }
    // The jeton is not reckoned when leaving (002 rule 46).
    let v = example(json!({"holes": 2, "jeton": 9, "leave": true}));
    assert!(v.is_clean());
}

#[test]
fn example_leaving_with_more_than_six_trous_is_excess() {
    // "Mais s'il s'en va en marquant plus de six trous, il est à l'école par excès."
    let v = example(json!({"holes": 7, "leave": true}));
    assert_eq!(by(&v, W), Some((Excess, 12)));
    assert!(v.ecole_by(W).unwrap().consumed, "leaving is a declaration");
    assert!(has_note(&v, W, NoteKind::MayRefuseLeave));
}

#[test]
fn example_thirty_six_sans_bouger_unmarked_is_ecole_of_36() {
    // "dans le cas où le joueur gagnerait trente-six points (3 x 12) sans bouger, resterait et
    // ne marquerait aucun trou, il serait à l'école des trente-six points car rien
    // n'indiquerait qu'il a bien marqué des points pour ce coup."
    let v = white_rolls(
        score((2, 0, false), (3, 0, true)),
        36,
        0,
        json!({"white": {"touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 36)));
    assert_eq!(v.ecole_by(W).unwrap().cause, Cause::TrouSansBouger);
}

// ------------------------------------------------------------ 000 ÉCOLE DE POINTS, first part

#[test]
fn three_trous_won_one_marked_is_ecole_of_12() {
    // "si un joueur, ayant par son coup de dé gagné trois trous, n'en marque qu'un … il fait
    // école de douze points." 6 points without bredouille, 18 won: a trou simple, a trou
    // double, nothing de reste.
    let v = white_rolls(
        score((6, 0, false), (2, 0, true)),
        18,
        0,
        json!({"white": {"jeton": 0, "holes": 1, "touched": true}}),
    );
    assert_eq!(v.due.white.holes, 3);
    assert_eq!(by(&v, W), Some((Omission, 12)));
}

#[test]
fn one_or_two_owed_three_or_four_marked_is_ecole_of_12() {
    // "si n'ayant le droit d'en marquer qu'un ou deux, il en marque trois ou quatre, il fait
    // école de douze points … il perd en outre le privilège de s'en aller si son adversaire le
    // souhaite". 12 won from zero: one jeu, two trous bredouille.
    for h in [3, 4] {
        let v = white_rolls(
            Score::default(),
            12,
            0,
            json!({"white": {"holes": h, "released": true}}),
        );
        assert_eq!(by(&v, W), Some((Excess, 12)), "{h} trous");
        assert!(has_note(&v, W, NoteKind::MayRefuseLeave));
    }
}

// --------------------------------------------------------------------------- 000 ÉCOLE DE TROU

#[test]
fn trou_simple_for_double_or_double_for_simple_is_no_ecole() {
    // 000 ÉCOLE DE TROU: "Il n'y a pas école de trou ou de jeu si un joueur qui a gagné un trou
    // simple le marque double ou bien l'ayant gagné double le marque simple"; 000 JEU ou TROU;
    // 000 TROU OUBLIÉ; 002 rule 52; 001 "gagnant partie bredouille, la marque seulement simple".
    // Bredouille (from zero), 14 won: two trous, 2 de reste; marked one.
    let v = white_rolls(
        Score::default(),
        14,
        0,
        json!({"white": {"jeton": 2, "holes": 1, "touched": true}}),
    );
    assert_eq!(v.due.white.holes, 2);
    assert!(v.is_clean());
    assert!(has_note(&v, W, NoteKind::RectifyHoles));
    // Not bredouille, 14 won from 4: one trou simple (6 de reste); marked double.
    let v = white_rolls(
        score((4, 0, false), (2, 0, true)),
        14,
        0,
        json!({"white": {"jeton": 6, "holes": 2, "touched": true}}),
    );
    assert_eq!(v.due.white.holes, 1);
    assert!(v.is_clean());
}

#[test]
fn trou_oublie_stands_once_the_coup_is_over() {
    // 000 TROU OUBLIÉ: "Lorsqu'on gagne un jeu bredouille, on doit marquer deux trous. Si, dans
    // ces conditions, on n'en marque qu'un seul, ce trou est perdu pour les deux joueurs car il
    // n'y a pas école de trou. L'erreur peut être rectifiée avant la fin du coup."
    // Bredouille from zero, 14 won: two trous due, one marked.
    let marked = |black: serde_json::Value| {
        white_rolls(
            Score::default(),
            14,
            0,
            json!({"white": {"jeton": 2, "holes": 1, "touched": true}, "black": black}),
        )
    };
    // While the coup lasts it is put right: the score has both trous.
    let v = marked(json!({}));
    assert_eq!(v.score.white.holes, 2);
    assert!(has_note(&v, W, NoteKind::RectifyHoles));
    // Once Black throws for the next coup, the trou forgotten is lost to both: one trou stands,
    // Black marks nothing for it, and there is nothing left to rectify.
    let v = marked(json!({"rolled": true}));
    assert!(v.is_clean(), "{v:?}");
    assert_eq!(v.score.white.holes, 1);
    assert_eq!(v.score.black.holes, 0);
    assert_eq!(v.score.white.points, 2);
    assert!(!has_note(&v, W, NoteKind::RectifyHoles));
    assert_eq!(v.score_with_ecoles, v.score);
    // "Le cas serait similaire si … un joueur, croyant avoir gagné le jeu bredouille, marquait
    // un double trou au lieu d'un seul": not bredouille, 14 won from 4, marked double; once
    // the coup is over the two trous stand.
    let v = white_rolls(
        score((4, 0, false), (2, 0, true)),
        14,
        0,
        json!({"white": {"jeton": 6, "holes": 2, "touched": true}, "black": {"rolled": true}}),
    );
    assert!(v.is_clean(), "{v:?}");
    assert_eq!(v.score.white.holes, 2);
}

#[test]
fn trou_forgotten_with_the_jeton_right_is_no_ecole() {
    // 000 ÉCOLE DE TROU: "Il n'y a pas non plus école de trou lorsqu'on oublie de marquer le
    // trou … dès lors que la marque du jeton a été correctement effectuée".
    let v = white_rolls(
        score((8, 0, false), (2, 0, true)),
        6,
        0,
        json!({"white": {"jeton": 2, "touched": true}}),
    );
    assert!(v.is_clean(), "{v:?}");
}

#[test]
fn trou_sans_bouger_forgotten_is_ecole_of_points() {
    // 000 ÉCOLE DE TROU: "mais si le jeton du joueur n'a pas été déplacé, dans le cas par
    // exemple du gain d'un ou plusieurs trous sans bouger, il y a école de points"; 000 TROU
    // SANS BOUGER: "oublier de marquer le(s) trou(s) est considéré comme une école".
    let v = white_rolls(
        score((4, 0, false), (2, 0, true)),
        12,
        0,
        json!({"white": {"touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 12)));
    assert_eq!(v.ecole_by(W).unwrap().cause, Cause::TrouSansBouger);
    // 24 sans bouger: "trois trous, ou quatre si on est en bredouille".
    let v = white_rolls(
        score((4, 0, true), (0, 0, true)),
        24,
        0,
        json!({"white": {"holes": 4, "touched": true}}),
    );
    assert!(v.is_clean());
    let v = white_rolls(
        score((4, 0, true), (0, 0, true)),
        24,
        0,
        json!({"white": {"touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 24)));
}

// ----------------------------------------------------------------------------- 002 rules 53–54

#[test]
fn rule_53_trous_marked_for_points_not_won() {
    // 002 rule 53: "si vous marquiez un ou deux trous, croyant recevoir douze points ou les
    // prendre, vous seriez bien à l'école d'un ou de deux trous [of twelve points], puisque vous
    // ne pouvez marquer 12 points de trop ou de moins, sans marquer des trous avec le fichet".
    for h in [1, 2] {
        let v = white_rolls(
            score((4, 0, true), (0, 0, true)),
            0,
            0,
            json!({"white": {"holes": h, "touched": true}}),
        );
        assert_eq!(by(&v, W), Some((Excess, 12)), "{h}");
    }
}

#[test]
fn rule_54_ecole_is_reckoned_on_fichet_and_jetons() {
    // 002 rule 54: "ayant 10 points, vous croyez en avoir 14, et vous n'en avez que 12, vous
    // marquez trois ou quatre trous ; dans ce cas, vous n'êtes à l'école que de 12 points, parce
    // que les 12 points que vous prenez réellement font un ou deux trous sans bouger".
    for bred in [false, true] {
        for h in [3, 4] {
            let s = if bred {
                score((10, 0, true), (0, 0, true))
            } else {
                score((10, 0, false), (2, 0, true))
            };
            let v = white_rolls(s, 12, 0, json!({"white": {"holes": h, "touched": true}}));
            assert_eq!(
                by(&v, W),
                Some((Excess, 12)),
                "bredouille {bred}, {h} trous"
            );
        }
    }
    // "Vous avez 4 points, vous en prenez 2 ; et, croyant en avoir 10, vous marquez un trou, et
    // 2 points de reste … et vous envoie à l'école de 8."
    let v = white_rolls(
        score((4, 0, false), (2, 0, true)),
        2,
        0,
        json!({"white": {"jeton": 2, "holes": 1, "touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Excess, 8)));
}

// ------------------------------------------------------------------------------ 001 on école

#[test]
fn sonnez_played_without_marking_is_ecole_of_more_than_a_trou() {
    // 001: "on envoie quelquefois à l'école de plus d'un trou, quand, par exemple, l'on fait un
    // sonnez qui vaut dix-huit ou vingt points, et qu'on joue son bois avant d'avoir marqué".
    let v = white_rolls(
        score((0, 0, true), (4, 0, false)),
        18,
        0,
        json!({"white": {"touched": true}}),
    );
    assert_eq!(by(&v, W), Some((Omission, 18)));
}
