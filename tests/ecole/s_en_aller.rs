//! Leaving on an école (000 S'EN ALLER SUR UNE ÉCOLE, ÉCOLE SANS ÉCOLE, QUAND L'ÉCOLE EST
//! CONSOMMÉE on declaring a leave or the partie; 002 rules 46 and 55): leaving with fewer trous
//! than won is no école, without the trou it is one of the points missing, and too many trous
//! lose the leave.

use crate::support::{by, has_note, score, white_rolls, W};
use serde_json::json;
use tablier::ecole::{Cause, EcoleKind, NoteKind};
use tablier::SideScore;

use EcoleKind::Excess;

#[test]
fn declaring_a_leave_or_the_partie_consumes() {
    // "L'école est également consommée dès qu'un joueur déclare son intention de s'en aller
    // alors que les points qu'il a gagnés ne lui permettent pas de le faire. Il en est de même
    // quand un joueur déclare avoir gagné la partie alors que les points qu'il a gagnés ne le lui
    // permettent pas."
    let s = score((4, 11, false), (2, 3, true));
    let v = white_rolls(s, 4, 0, json!({"white": {"leave": true, "holes": 1}}));
    let e = v.ecole_by(W).unwrap();
    assert_eq!(
        (e.kind, e.points, e.cause, e.consumed),
        (Excess, 4, Cause::SEnAller, true)
    );
    // 000 S'EN ALLER SUR UNE ÉCOLE, last paragraph: "il fait école des points qui lui manquent".
    let v = white_rolls(s, 6, 0, json!({"white": {"jeton": 10, "won": true}}));
    let e = v.ecole_by(W).unwrap();
    assert_eq!(
        (e.kind, e.points, e.cause, e.consumed),
        (Excess, 2, Cause::Partie, true)
    );
    // Won for real: no école.
    let v = white_rolls(
        s,
        8,
        0,
        json!({"white": {"jeton": 0, "holes": 1, "won": true}}),
    );
    assert!(v.is_clean(), "{v:?}");
}

#[test]
fn s_en_aller_sur_une_ecole() {
    // 000 S'EN ALLER SUR UNE ÉCOLE: "Lorsqu'un joueur, croyant par erreur avoir gagné le trou,
    // le marque et avertit qu'il s'en va, il fait école des points qui lui font défaut pour
    // gagner le trou." 7 points, 3 won: 2 missing.
    let v = white_rolls(
        score((7, 0, false), (2, 0, true)),
        3,
        0,
        json!({"white": {"holes": 1, "leave": true}}),
    );
    let e = v.ecole_by(W).unwrap();
    assert_eq!(
        (e.kind, e.points, e.cause, e.consumed),
        (Excess, 2, Cause::SEnAller, true)
    );
    // He stays: his 10 points stand, Black may mark the 2.
    assert_eq!(v.score.white.points, 10);
    assert_eq!(v.score.white.holes, 0);
    // "Lorsqu'un joueur, faisant une école de points, marque plus de trous que ceux qu'il a
    // réellement gagnés, il perd le privilège de pouvoir s'en aller si son adversaire le
    // souhaite".
    let v = white_rolls(
        score((10, 0, false), (1, 0, true)),
        12,
        0,
        json!({"white": {"holes": 3, "leave": true}}),
    );
    assert!(has_note(&v, W, NoteKind::MayRefuseLeave));
}

#[test]
fn ecole_sans_ecole() {
    // 000 ÉCOLE SANS ÉCOLE: "le joueur qui a gagné le jeu s'en va, démarque correctement les
    // jetons mais ne marque pas tous les trous qu'il a gagnés et même n'en marque aucun, il ne
    // peut être envoyé à l'école … même si ces points excèdent douze".
    let s = score((6, 2, false), (4, 1, false));
    for h in [0, 1, 2] {
        let v = white_rolls(
            s,
            20,
            0,
            json!({"white": {"jeton": 0, "holes": h, "leave": true}}),
        );
        assert!(v.is_clean(), "{h}: {v:?}");
    }
    let v = white_rolls(
        s,
        20,
        0,
        json!({"white": {"jeton": 0, "holes": 1, "leave": true}}),
    );
    // Leaving: both jetons back to zero, the trous kept.
    assert_eq!(
        v.score.white,
        SideScore {
            points: 0,
            holes: 3,
            bredouille: true
        }
    );
    assert_eq!(v.score.black.points, 0);
}

#[test]
fn rule_55_marking_too_many_trous_loses_the_leave() {
    // 002 rule 55: "votre adversaire, ayant 10 points, et croyant en prendre 14, lorsqu'il n'en
    // prend que 12, marque trois ou quatre trous, lève ses dames et s'en va … il perd le droit
    // de s'en aller par l'école qu'il fait". The rule's amount (2 points) is not followed: 000
    // ÉCOLE DE POINTS counts the jeu marked too many (12); see docs/rules/ecole.md.
    let v = white_rolls(
        score((10, 0, false), (2, 0, true)),
        12,
        0,
        json!({"white": {"holes": 3, "leave": true}}),
    );
    assert!(has_note(&v, W, NoteKind::MayRefuseLeave));
    assert_eq!(by(&v, W), Some((Excess, 12)));
}

#[test]
fn a_trou_marked_double_on_a_leave_keeps_the_leave() {
    // 000 ÉCOLE DE TROU: "Il n'y a pas école de trou ou de jeu si un joueur qui a gagné un trou
    // simple le marque double … car un trou double tout comme un simple trou est la
    // représentation de douze points"; S'EN ALLER SUR UNE ÉCOLE, third paragraph: only "faisant
    // une école de points, marque plus de trous que ceux qu'il a réellement gagnés" loses the
    // leave. White, out of bredouille, wins one jeu simple and leaves marking two trous: his trou
    // read as double, no école, and the leave may not be refused (a trial by correspondence
    // met `no-right` here: docs/correspondence.md, "Which leave may be refused").
    let s = score((10, 0, false), (1, 0, true));
    let v = white_rolls(s, 2, 0, json!({"white": {"holes": 2, "leave": true}}));
    assert_eq!(v.ecole_by(W), None, "{v:?}");
    assert!(!has_note(&v, W, NoteKind::MayRefuseLeave), "{v:?}");
    assert!(v.droits.is_empty(), "{v:?}");
    // Three trous are two jeux at the least, one more than won: an école of 12, the leave lost.
    let v = white_rolls(s, 2, 0, json!({"white": {"holes": 3, "leave": true}}));
    assert_eq!(by(&v, W), Some((Excess, 12)));
    assert!(has_note(&v, W, NoteKind::MayRefuseLeave));
}

#[test]
fn a_trou_marked_double_on_a_leave_is_put_right() {
    // 000 ÉCOLE DE TROU: "Il n'y a pas école de trou … si un joueur qui a gagné un trou simple le
    // marque double … On se contente alors de rectifier son erreur si on s'en rend compte avant
    // de jouer ; l'adversaire peut également le faire tant qu'il n'a pas jeté les dés pour son
    // coup"; JEU ou TROU: "marquer double un jeu gagné simple … il faut seulement rectifier la
    // marque". The leaver throws again before the opponent throws for his coup, so the fichet
    // is put right: he keeps the one trou he won, and the verdict says it was put right.
    let s = score((10, 0, false), (1, 0, true));
    for black in [json!({}), json!({"rolled": true, "released": true})] {
        let v = white_rolls(
            s,
            2,
            0,
            json!({"white": {"holes": 2, "leave": true, "released": true}, "black": black}),
        );
        assert!(v.is_clean(), "{v:?}");
        assert_eq!(v.score.white.holes, 1, "the trou won, not the two marked");
        assert_eq!(v.score.white.points, 0, "relevé");
        assert_eq!(v.score_with_ecoles, v.score);
        assert!(has_note(&v, W, NoteKind::RectifyHoles), "{v:?}");
    }
    // 000 ÉCOLE DE POINTS, the 38 points from 2: five trous due (1 + 2 + 2); leaving with six,
    // "il ne peut non plus être envoyé à l'école … la position du fichet peut simplement être
    // rectifiée": five stand.
    let s = score((2, 0, false), (3, 0, true));
    let v = white_rolls(s, 38, 0, json!({"white": {"holes": 6, "leave": true}}));
    assert!(v.is_clean(), "{v:?}");
    assert_eq!(v.score.white.holes, 5);
    assert!(has_note(&v, W, NoteKind::RectifyHoles), "{v:?}");
    // Fewer trous than won on a leave are renounced, not put right (ÉCOLE SANS ÉCOLE): no note.
    let v = white_rolls(s, 38, 0, json!({"white": {"holes": 4, "leave": true}}));
    assert_eq!(v.score.white.holes, 4);
    assert!(!has_note(&v, W, NoteKind::RectifyHoles), "{v:?}");
}
