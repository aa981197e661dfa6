//! Marking points: jetons, trous, bredouille, trou sans bouger, points de reste, s'en aller.
//! Each test cites the seed passage it rebuilds.

use proptest::prelude::*;
use tablier::score::{leave, mark, Holes, POINTS_PER_JEU};
use tablier::{Points, Score, Side, SideScore};

fn pts(white: u32, black: u32) -> Points {
    Points { white, black }
}

fn side(points: u8, holes: u8, bredouille: bool) -> SideScore {
    SideScore {
        points,
        holes,
        bredouille,
    }
}

fn score(white: SideScore, black: SideScore) -> Score {
    Score { white, black }
}

// 001 "De la bredouille", second example: "si vous aviez huit points simples, et moi autant en
// bredouille, et que d'un coup de dés vous gagnassiez dix-huit points, alors, comme dix-huit et
// huit sont vingt-six, vous marqueriez partie, une, deux et trois, et deux points sur l'autre;
// c'est-à-dire, que la première partie serait simple …, et l'autre serait double". RULINGS 10.
#[test]
fn bredouille_001_eight_simple_plus_eighteen() {
    let before = score(side(8, 0, false), side(8, 0, true));
    let m = mark(before, Side::White, pts(18, 0));
    assert_eq!(m.holes, Holes { white: 3, black: 0 });
    assert_eq!(m.hold.white.jeux, 2);
    assert_eq!(
        m.hold.white.bredouille_jeux, 1,
        "one trou simple, one trou double"
    );
    assert_eq!(m.score.white, side(2, 3, true), "two points de reste");
    // "vous avez effacé, en marquant votre premier trou, les huit points que j'avais en bredouille"
    assert_eq!(m.score.black, side(0, 0, true));
    assert_eq!(m.hold.black.cleared, 8);
    assert!(m.can_leave);
}

// 001 "De la bredouille", first example: you have 4 points; I roll, win 6 points (interrupting
// you), and the same roll gives you 12 by jan-qui-ne-peut: "vous ne marquerez qu'un trou sans
// bouger, ces quatre points que vous aviez et que j'ai interrompus par les six que j'ai gagnés,
// étant comptés les premiers sur les douze". The mover (black here) marks first (RULINGS 9).
#[test]
fn bredouille_001_four_interrupted_then_twelve_received() {
    let before = score(side(4, 0, true), SideScore::default());
    let m = mark(before, Side::Black, pts(12, 6));
    assert_eq!(
        m.holes,
        Holes { white: 1, black: 0 },
        "a trou simple, not double"
    );
    // Trou sans bouger: white's jeton stays at 4 (000 TROU SANS BOUGER).
    assert_eq!(m.score.white.points, 4);
    assert_eq!(m.score.white.holes, 1);
    // "Celui qui marque le trou, efface tous les points que l'autre avait faits."
    assert_eq!(m.score.black, side(0, 0, true));
    // Points received from the opponent's roll never allow leaving (001: "non quand on
    // l'achève du dé … de son adversaire").
    assert!(!m.can_leave);
    assert!(m.leave.is_none());
}

// 001: "un quine, qui vous vaudrait … vingt-deux points, c'est-à-dire, partie double et dix
// points de reste" (from a fresh jeton).
#[test]
fn quine_of_twenty_two_is_partie_double_and_ten_de_reste() {
    let m = mark(Score::default(), Side::White, pts(22, 0));
    assert_eq!(m.holes.white, 2);
    assert_eq!(m.score.white, side(10, 2, true));
}

// 001 "du privilège de s'en aller", worked example: "vous marquez avec les six points que vous
// avez, et six points pour votre plein, une partie bredouille, et vous vous en allez".
#[test]
fn six_in_bredouille_plus_six_is_partie_bredouille_and_may_leave() {
    let before = score(side(6, 0, true), SideScore::default());
    let m = mark(before, Side::White, pts(6, 0));
    assert_eq!(m.holes.white, 2);
    assert!(m.can_leave);
    let l = m.leave.expect("leaving is offered");
    assert_eq!(l.score.white, side(0, 2, true));
}

// 000 TROU SANS BOUGER: "Lorsqu'on marque juste 12 points et qu'on tient : on marque un trou,
// ou deux si on est en bredouille; on démarque éventuellement le jeton adverse; mais on ne doit
// pas toucher à son jeton".
#[test]
fn trou_sans_bouger_twelve_points() {
    for p in 0..12u8 {
        // Not in bredouille (the opponent has marked since): one trou.
        let b = p > 0;
        let before = score(side(p, 0, !b), side(if b { 3 } else { 0 }, 0, true));
        let m = mark(before, Side::White, pts(12, 0));
        assert_eq!(m.score.white.points, p, "the jeton does not move");
        assert_eq!(m.holes.white, if b { 1 } else { 2 }, "p = {p}");
        assert_eq!(m.score.black.points, 0, "the opponent's jeton is démarqué");
        // In bredouille: two trous.
        let before = score(side(p, 0, true), SideScore::default());
        let m = mark(before, Side::White, pts(12, 0));
        assert_eq!(m.score.white.points, p);
        assert_eq!(m.holes.white, 2);
    }
}

// 000 TROU SANS BOUGER: "si on gagne 24 points, on doit marquer sans bouger trois trous, ou
// quatre si on est en bredouille".
#[test]
fn trou_sans_bouger_twenty_four_points() {
    let m = mark(
        score(side(5, 0, false), side(1, 0, true)),
        Side::White,
        pts(24, 0),
    );
    assert_eq!(m.holes.white, 3);
    assert_eq!(m.score.white.points, 5);
    let m = mark(
        score(side(5, 0, true), SideScore::default()),
        Side::White,
        pts(24, 0),
    );
    assert_eq!(m.holes.white, 4);
    assert_eq!(m.score.white.points, 5);
}

// 000 JEU ou TROU: the first to mark marks with a single jeton, the second with a double jeton
// ("bredouille") and "s'il marque ainsi au moins 12 points, il gagne le jeu bredouille en
// second".
#[test]
fn second_marker_can_win_bredouille() {
    let s = mark(Score::default(), Side::White, pts(4, 0)).score;
    let s = mark(s, Side::Black, pts(0, 6)).score;
    assert_eq!(s.white, side(4, 0, false));
    let m = mark(s, Side::Black, pts(0, 6));
    assert_eq!(m.holes.black, 2, "won bredouille en second");
    assert_eq!(m.score.white.points, 0);
}

// 000 JEU ou TROU: "lorsque les deux joueurs ont chacun une marque avec un simple jeton, le jeu
// sera nécessairement gagné simple par l'un ou l'autre joueur".
#[test]
fn both_single_jetons_the_jeu_is_simple() {
    let s = score(side(4, 0, false), side(6, 0, false));
    assert_eq!(mark(s, Side::White, pts(8, 0)).holes.white, 1);
    assert_eq!(mark(s, Side::Black, pts(0, 6)).holes.black, 1);
}

// 000 JEU ou TROU: "Si, lors du même coup on donne des points à l'adversaire, celui-ci doit
// ensuite les marquer en partant de zéro avec un ou deux jetons selon qu'on a marqué ou non des
// points de reste."
#[test]
fn opponent_marks_from_zero_after_the_movers_trou() {
    // White completes a trou with 2 de reste; black received 4 from the same roll.
    let before = score(side(10, 1, false), side(7, 0, true));
    let m = mark(before, Side::White, pts(4, 4));
    assert_eq!(m.holes, Holes { white: 1, black: 0 });
    assert_eq!(
        m.hold.black.cleared, 7,
        "black's 7 were démarqués by white's trou"
    );
    assert_eq!(
        m.score.black,
        side(4, 0, true),
        "from zero, with the double jeton"
    );
    assert_eq!(
        m.score.white,
        side(2, 2, false),
        "the reste is interrupted by black's marking"
    );
    // No reste: black marks first in the new series, still in bredouille.
    let m = mark(
        score(side(8, 0, false), side(7, 0, true)),
        Side::White,
        pts(4, 12),
    );
    assert_eq!(
        m.score.white,
        side(0, 1, true),
        "white's jeton démarqué by black's trou"
    );
    assert_eq!(
        m.holes,
        Holes { white: 1, black: 2 },
        "black's 12 from zero are a jeu bredouille"
    );
}

// 000 CHRONOLOGIE 5b and JEU ou TROU: leaving abandons the reste, the opponent marks nothing of
// that roll, both jetons go back to zero; 001 "Qui s'en va perd tous les points qu'il a de reste".
#[test]
fn leaving_abandons_the_reste_and_the_opponents_points() {
    let before = score(side(8, 3, false), side(5, 2, true));
    let m = mark(before, Side::White, pts(9, 6));
    assert!(m.can_leave);
    let l = m.leave.unwrap();
    assert_eq!(l.holes, Holes { white: 1, black: 0 });
    assert_eq!(l.score.white, side(0, 4, true));
    assert_eq!(l.score.black, side(0, 2, true));
    assert_eq!(l.white.abandoned, 5);
    assert_eq!(l.black.forfeited, 6);
    assert_eq!(l.black.marked, 0);
    assert_eq!(leave(before, Side::White, pts(9, 6)).unwrap(), l);
    // Holding instead: the reste is marked, then black's 6 from zero.
    assert_eq!(m.score.white, side(5, 4, false));
    assert_eq!(m.score.black, side(6, 2, true));
}

// RULINGS 11: one may leave only right after completing a trou with points of one's own roll.
#[test]
fn no_leaving_without_own_trou() {
    let before = score(side(8, 0, false), side(5, 0, true));
    let e = leave(before, Side::White, pts(3, 0)).unwrap_err();
    assert_eq!(e.code(), "bad-request");
    // A trou won by the opponent from the mover's roll gives the opponent no leave either.
    let m = mark(before, Side::White, pts(0, 7));
    assert_eq!(m.holes.black, 2);
    assert!(!m.can_leave);
}

// RULINGS 9: the mover marks first. If the mover's 12th trou ends the game, `after_mover` shows
// the score without the opponent's points (000 CHRONOLOGIE, Note).
#[test]
fn the_mover_marks_first() {
    let before = score(side(10, 11, false), side(10, 11, true));
    let m = mark(before, Side::White, pts(2, 2));
    assert_eq!(m.after_mover.white.holes, 12);
    assert_eq!(m.after_mover.black, side(0, 11, true));
    // Marked in turn: white's trou clears black's 10, then black's 2 count from zero.
    assert_eq!(m.score.black, side(2, 11, true));
}

#[test]
fn check_refuses_impossible_scores() {
    assert_eq!(
        score(side(12, 0, true), SideScore::default())
            .check()
            .unwrap_err()
            .code(),
        "bad-score"
    );
    assert_eq!(
        score(side(3, 0, true), side(4, 0, true))
            .check()
            .unwrap_err()
            .code(),
        "bad-score"
    );
    assert!(score(side(3, 0, false), side(4, 0, true)).check().is_ok());
}

fn side_score() -> impl Strategy<Value = SideScore> {
    (0u8..12, 0u8..12, any::<bool>()).prop_map(|(p, h, b)| side(p, h, b))
}

fn valid_score() -> impl Strategy<Value = Score> {
    (side_score(), side_score())
        .prop_map(|(w, b)| score(w, b))
        .prop_filter("valid", |s| s.check().is_ok())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::default()))]
    // Every point is accounted for: what a side had plus what it marked is 12 per jeu, plus its
    // jeton after, plus points démarqués by the other's trou, plus reste abandoned by leaving.
    #[test]
    fn points_are_conserved(s in valid_score(), white_moves in any::<bool>(), w in 0u32..60, b in 0u32..60) {
        let mover = if white_moves { Side::White } else { Side::Black };
        let points = pts(w, b);
        let m = mark(s, mover, points);
        let mut outcomes = vec![m.hold];
        outcomes.extend(m.leave);
        for o in outcomes {
            for sd in Side::BOTH {
                let d = o.side(sd);
                let lhs = s.side(sd).points as u32 + d.marked;
                let rhs = POINTS_PER_JEU * d.jeux + o.score.side(sd).points as u32 + d.cleared + d.abandoned;
                prop_assert_eq!(lhs, rhs, "{:?} {:?}", sd, o);
                prop_assert_eq!(d.marked + d.forfeited, points.get(sd));
                prop_assert_eq!(d.holes, d.jeux + d.bredouille_jeux);
                prop_assert!(d.bredouille_jeux <= d.jeux);
                prop_assert_eq!(o.score.side(sd).holes as u32, s.side(sd).holes as u32 + d.holes);
                prop_assert_eq!(o.holes.get(sd), d.holes);
            }
            prop_assert!(o.score.check().is_ok(), "{:?}", o.score);
        }
        prop_assert_eq!(m.can_leave, m.hold.side(mover).jeux > 0);
        prop_assert_eq!(m.can_leave, m.leave.is_some());
    }

    // Marking in two rolls without the opponent marking in between is the same as marking the
    // sum at once, as far as trous and the jeton go: a series is a series.
    #[test]
    fn a_series_is_additive(s in valid_score(), a in 0u32..30, b in 0u32..30) {
        let once = mark(s, Side::White, pts(a + b, 0));
        let m1 = mark(s, Side::White, pts(a, 0));
        let twice = mark(m1.score, Side::White, pts(b, 0));
        prop_assert_eq!(once.score.white.points, twice.score.white.points);
        prop_assert_eq!(once.holes.white, m1.holes.white + twice.holes.white);
    }
}
