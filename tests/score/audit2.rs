//! The second audit's markings (docs/rules/audit.md), worked out by hand from 000 JEU ou TROU,
//! TROU SANS BOUGER and 001 De la bredouille before the engine was asked.

use tablier::score::{mark, Holes};
use tablier::{Points, Score, Side, SideScore};

fn side(points: u8, holes: u8, bredouille: bool) -> SideScore {
    SideScore {
        points,
        holes,
        bredouille,
    }
}

#[test]
fn trou_in_bredouille_then_the_opponent_marks_from_zero() {
    // 000 JEU ou TROU: 10 in bredouille and 2 more make a jeu worth two trous; the jeton goes back
    // to zero (no reste), and the opponent marks his 4 of the same roll "en partant de zéro".
    let before = Score {
        white: side(10, 0, true),
        black: side(0, 0, true),
    };
    let m = mark(before, Side::White, Points { white: 2, black: 4 });
    assert_eq!(m.holes, Holes { white: 2, black: 0 });
    assert_eq!(m.score.white, side(0, 2, true));
    assert_eq!(m.score.black, side(4, 0, true));
    assert!(m.can_leave);
}

#[test]
fn an_interrupted_series_wins_a_trou_simple_and_clears_the_double_jeton() {
    // 000 JEU ou TROU: 4 points interrupted by the opponent's 6 (marked with the double jeton);
    // 8 more make a jeu, simple; the opponent's 6 are cleared ("démarque ... le jeton (bredouillé
    // ou non) de l'adversaire").
    let before = Score {
        white: side(4, 0, false),
        black: side(6, 0, true),
    };
    let m = mark(before, Side::White, Points { white: 8, black: 0 });
    assert_eq!(m.holes, Holes { white: 1, black: 0 });
    assert_eq!(m.score.white, side(0, 1, true));
    assert_eq!(m.score.black, side(0, 0, true));
}

#[test]
fn a_trou_won_on_the_opponents_roll_gives_no_leave() {
    // 001: "on ne peut s'en aller que lorsqu'on a achevé le trou de son dé, et non quand on
    // l'achève du dé ou de la perte de son adversaire". Black, in bredouille at 10, receives 2 of
    // White's roll: two trous, White's 5 cleared; the mover (White) won no trou and cannot leave.
    let before = Score {
        white: side(5, 0, false),
        black: side(10, 0, true),
    };
    let m = mark(before, Side::White, Points { white: 0, black: 2 });
    assert_eq!(m.holes, Holes { white: 0, black: 2 });
    assert_eq!(m.score.white, side(0, 0, true));
    assert_eq!(m.score.black, side(0, 2, true));
    assert!(!m.can_leave);
}

#[test]
fn twenty_six_from_zero_are_two_double_jeux_and_two_de_reste() {
    // 000 TROU SANS BOUGER: 24 points give "trois trous, ou quatre si on est en bredouille"; from
    // zero the series is in bredouille, so 26 are four trous and 2 points de reste.
    let m = mark(
        Score::default(),
        Side::Black,
        Points {
            white: 0,
            black: 26,
        },
    );
    assert_eq!(m.holes, Holes { white: 0, black: 4 });
    assert_eq!(m.score.black, side(2, 4, true));
    assert_eq!(m.score.white, side(0, 0, true));
}
