//! The coup's order at the table (000 RELEVER LES DÉS).

use super::*;
use tablier::ecole::{check_points, Marked, SideMarked};
use tablier::partie::{Partie, Phase};
use tablier::{Dice, Points, Score, Variant};

/// 000 RELEVER LES DÉS: "il n'est pas permis de jeter les dés avant que l'adversaire ait achevé
/// de jouer son coup"; "Celui qui a relevé les dés n'est plus autorisé … à marquer une école".
/// The game refuses Black's throw while White has not played; once Black has thrown, White's
/// école par omission can no longer be marked, and the points White left stay his loss.
#[test]
fn relever_les_des_no_throw_before_the_play_and_no_ecole_after_the_throw() {
    let mut g = Partie::new(Variant::Trictrac);
    g.roll(Dice::new(3, 1).unwrap()).unwrap();
    assert_eq!(g.phase(), Phase::AwaitingPlay);
    let e = g.roll(Dice::new(5, 2).unwrap()).unwrap_err();
    assert_eq!(e.code(), "bad-request");
    assert_eq!((g.phase(), g.turn()), (Phase::AwaitingPlay, W));

    let marked = Marked {
        white: Some(SideMarked {
            touched: true,
            ..SideMarked::default()
        }),
        black: Some(SideMarked {
            rolled: true,
            ..SideMarked::default()
        }),
    };
    let v = check_points(Score::default(), W, Points { white: 4, black: 0 }, &marked).unwrap();
    let e = v.ecole_by(W).expect("White's omission");
    assert!(e.consumed && e.lapsed && !e.offer, "{e:?}");
    assert_eq!(v.score_with_ecoles.black.points, 0);
    assert_eq!(v.score_with_ecoles.white.points, 0);
}
