//! Marking the other side's école, and the écoles that come of it (000 ÉCOLE D'ÉCOLE, ÉCOLE
//! MARQUÉE PARTIELLEMENT, ÉCOLE À DESSEIN, ÉCOLE INTERDITE, ÉCOLE QUI EN PROVOQUE UNE AUTRE,
//! FAUSSE ÉCOLE, AUGMENTATION D'ÉCOLE; 002 rules 56, 58, 61, 65; RULINGS 14): a claim is
//! optional and whole, a fausse école or a claim too large is an école of the claimant.

use crate::support::{by, has_note, marked, white_rolls, B, W};
use serde_json::json;
use tablier::ecole::{check, Cause, ClaimStatus, EcoleKind, NoteKind};
use tablier::notation::json::position_from_str;
use tablier::score::mark;
use tablier::{Points, Score, SideScore};

use EcoleKind::{Excess, Omission};

// ---------------------------------- ÉCOLE D'ÉCOLE, MARQUÉE PARTIELLEMENT, À DESSEIN, INTERDITE

#[test]
fn no_ecole_d_ecole() {
    // 000 ÉCOLE D'ÉCOLE: "Il n'y a pas école d'école car on n'est jamais obligé de marquer une
    // école"; RULINGS 14; 001 "L'on n'envoie point à l'école de l'école". Black leaves White's
    // école unmarked and marks his own points right: nothing against Black.
    let v = white_rolls(
        Score::default(),
        6,
        2,
        json!({"white": {"jeton": 4, "touched": true}, "black": {"jeton": 2}}),
    );
    assert!(v.ecole_by(B).is_none());
    assert_eq!(v.ecoles.len(), 1);
}

#[test]
fn ecole_marquee_partiellement() {
    // 000 ÉCOLE MARQUÉE PARTIELLEMENT: "Si un joueur marque partiellement une école, il est
    // déchu du droit de ne pas la marquer et son adversaire a l'option de l'obliger à la marquer
    // correctement et intégralement. Mais si le joueur marque plus de points qu'il ne doit pour
    // une école, il fait lui même une école par excès"; 002 rule 47; 001 "l'adversaire peut
    // obliger de marquer le tout".
    let base = json!({"jeton": 2, "touched": true});
    let v = white_rolls(
        Score::default(),
        6,
        0,
        json!({"white": base, "black": {"ecole": 2}}),
    );
    assert_eq!(v.claims[0].status, ClaimStatus::Partial);
    assert_eq!(v.claims[0].markable, 4);
    assert!(v.ecole_by(B).is_none());
    assert_eq!(v.ecoles.len(), 1);
    let v = white_rolls(
        Score::default(),
        6,
        0,
        json!({"white": base, "black": {"ecole": 6}}),
    );
    assert_eq!(v.claims[0].status, ClaimStatus::TooMuch);
    let e = v.ecoles.iter().find(|e| e.by == B).unwrap();
    assert_eq!(
        (e.kind, e.points, e.cause, e.to),
        (Excess, 2, Cause::EcoleEnTrop, Some(W))
    );
}

#[test]
fn ecole_a_dessein_leaves_the_option_to_the_opponent() {
    // 000 ÉCOLE À DESSEIN: "l'adversaire a toujours l'option, ou d'obliger le joueur fautif à la
    // marquer ou de s'en attribuer le bénéfice". The verdict gives both scores.
    let v = white_rolls(Score::default(), 6, 0, json!({"white": {"touched": true}}));
    assert!(v.ecole_by(W).unwrap().offer);
    assert_eq!(v.score.black.points, 0);
    assert_eq!(v.score_with_ecoles.black.points, 6);
}

#[test]
fn ecole_interdite() {
    // 000 ÉCOLE INTERDITE: "On ne peut profiter d'une erreur qu'on occasionne … on est déchu du
    // droit de marquer l'école"; 002 rule 58.
    let v = white_rolls(
        Score::default(),
        6,
        0,
        json!({"white": {"touched": true, "misled": true}}),
    );
    let e = v.ecole_by(W).unwrap();
    assert_eq!((e.to, e.markable, e.offer), (None, 0, false));
    // Marking it anyway is marking points without right: an école of Black's own.
    let v = white_rolls(
        Score::default(),
        6,
        0,
        json!({"white": {"touched": true, "misled": true}, "black": {"ecole": 6}}),
    );
    assert_eq!(v.claims[0].status, ClaimStatus::TooMuch);
    assert!(v
        .ecoles
        .iter()
        .any(|e| e.by == B && e.cause == Cause::FausseEcole && e.points == 6));
}

// ------------------------------------------------------------ écoles between the two sides

#[test]
fn ecole_qui_en_provoque_une_autre() {
    // 000 ÉCOLE QUI EN PROVOQUE UNE AUTRE, on the 000 BATTRE UNE DAME example 3 position
    // (rebuilt in tests/data/jans.jsonl): Black beats B6 à faux, 4 points for White.
    let pos = position_from_str(r#"{"game":"trictrac","white":{"B1":6,"B4":2,"B6":1,"B7":2,"B9":2,"B12":2},"black":{"N1":10,"N9":3,"N12":2},"turn":"black","dice":[1,6]}"#).unwrap();
    // "Lorsqu'un joueur bat à faux en croyant battre à vrai et marque les points
    // correspondants pour cette batterie, il fait une école par trop ; son adversaire peut le
    // démarquer de ces points et marquer cette école à son profit, en plus des points acquis
    // pour la batterie à faux."
    let m = marked(
        json!({"black": {"jeton": 4, "released": true, "play": {"moves": [["N1","N7"],["N1","N2"]]}}, "white": {"jeton": 4, "ecole": 4}}),
    );
    let v = check(&pos, &m).unwrap();
    assert_eq!(by(&v, B), Some((Excess, 4)));
    assert_eq!(v.claims[0].status, ClaimStatus::Whole);
    assert!(v.ecole_by(W).is_none());
    assert_eq!(v.score_with_ecoles.white.points, 8);
    assert_eq!(v.score_with_ecoles.black.points, 0);
    // "si l'adversaire ne s'aperçoit pas de l'erreur … et joue, il fait lui-même école.
    // Cependant, le joueur ne pourra marquer cette école … on les considère comme étant la cause
    // et le paiement de cette école".
    let m = marked(
        json!({"black": {"jeton": 4, "released": true, "touched": true, "ecole": 4}, "white": {"rolled": true}}),
    );
    let v = check(&pos, &m).unwrap();
    let w = v.ecole_by(W).unwrap();
    assert_eq!(
        (w.kind, w.points, w.markable, w.offer),
        (Omission, 4, 0, false)
    );
    assert!(has_note(&v, B, NoteKind::PaidByOwnEcole));
    assert!(v
        .ecoles
        .iter()
        .any(|e| e.by == B && e.cause == Cause::FausseEcole));
    // "bien que ces points lui soient acquis".
    assert_eq!(v.score.black.points, 4);
}

#[test]
fn fausse_ecole() {
    // 000 FAUSSE ÉCOLE: "Si un joueur croit que son adversaire a fait une école, qu'il n'a pas
    // réellement faite, et la marque, ce joueur est lui-même soumis à l'école … Cette école est
    // consommée dès que le joueur a dit : École ! … et l'a marquée"; 002 rule 61; 001 "vous
    // pouvez fort bien l'envoyer à l'école de ce dont il vous a envoyé à l'école mal à propos".
    let v = white_rolls(
        Score::default(),
        4,
        0,
        json!({"white": {"jeton": 4, "touched": true}, "black": {"ecole": 4}}),
    );
    let e = v
        .ecoles
        .iter()
        .find(|e| e.cause == Cause::FausseEcole)
        .unwrap();
    assert_eq!(
        (e.by, e.to, e.points, e.consumed, e.offer),
        (B, Some(W), 4, true, true)
    );
    assert_eq!(v.score_with_ecoles.white.points, 8);
    assert_eq!(
        v.score_with_ecoles.black.points, 0,
        "the fausse école's points are taken off"
    );
    // An école not yet consumed is not yet made: marking it is a fausse école.
    let v = white_rolls(
        Score::default(),
        4,
        0,
        json!({"white": {"jeton": 2}, "black": {"ecole": 2}}),
    );
    assert!(v
        .ecoles
        .iter()
        .any(|e| e.by == B && e.cause == Cause::FausseEcole));
}

#[test]
fn augmentation_d_ecole() {
    // 000 AUGMENTATION D'ÉCOLE: White made an école that Black marked; White, thinking Black
    // wrong, marks a "fausse école" of Black's: that is itself an école Black may mark.
    let v = white_rolls(
        Score::default(),
        6,
        0,
        json!({"white": {"jeton": 2, "touched": true, "ecole": 4}, "black": {"ecole": 4}}),
    );
    assert_eq!(
        v.claims.iter().find(|c| c.by == B).unwrap().status,
        ClaimStatus::Whole
    );
    let aug = v
        .ecoles
        .iter()
        .find(|e| e.by == W && e.cause == Cause::FausseEcole)
        .unwrap();
    assert_eq!((aug.points, aug.to), (4, Some(B)));
    assert_eq!(v.score_with_ecoles.black.points, 8);
}

// ---------------------------------------------------------------------------- 002 rules 56, 65

#[test]
fn rule_56_ecole_marked_in_place_of_own_points() {
    // 002 rule 56: "lorsqu'en vous mettant à l'école, votre adversaire en fait une, vous ne
    // pouvez pas l'y mettre lui-même, si l'école qu'il fait égale en points celle que vous avez
    // faite, parce qu'il est réputé avoir marqué ses points au lieu de votre école ; mais si
    // l'école qu'il fait est supérieure en points à la vôtre, vous déduisez ce qu'il a marqué,
    // et vous le mettez à l'école du reste." White omits 4; Black marks the 4 of école but not
    // the 4 White's roll gave him, then rolls.
    let v = white_rolls(
        Score::default(),
        4,
        4,
        json!({"white": {"touched": true}, "black": {"ecole": 4, "rolled": true}}),
    );
    assert!(v.ecole_by(B).is_none(), "{v:?}");
    assert_eq!(v.claims[0].status, ClaimStatus::TakenAsOwn);
    // Black was given 6 and marked only the 4 of école: 2 de reste.
    let v = white_rolls(
        Score::default(),
        4,
        6,
        json!({"white": {"touched": true}, "black": {"ecole": 4, "rolled": true}}),
    );
    assert_eq!(by(&v, B), Some((Omission, 2)));
}

#[test]
fn rule_65_an_ecole_can_cost_the_bredouille() {
    // 002 rule 65: "vous avez fait une école de 4 points, je la marque ; le coup d'après, vous en
    // prenez 4 en me battant à vrai, et vous m'en donnez 4 en me battant à faux ; j'ai donc 8
    // points en tout. Mais j'ai perdu la bredouille, que j'aurais prise, si je ne vous eusse pas
    // mis précédemment à l'école … tant pis pour moi." White omits 4; Black marks the école.
    let v = white_rolls(Score::default(), 4, 0, json!({"white": {"touched": true}}));
    let with = v.score_with_ecoles;
    assert_eq!(
        with.black,
        SideScore {
            points: 4,
            holes: 0,
            bredouille: true
        }
    );
    let next = mark(with, W, Points { white: 4, black: 4 }).score;
    assert_eq!(next.black.points, 8);
    assert!(
        !next.black.bredouille,
        "the école cost Black his bredouille"
    );
    let without = mark(v.score, W, Points { white: 4, black: 4 }).score;
    assert!(without.black.bredouille);
}
