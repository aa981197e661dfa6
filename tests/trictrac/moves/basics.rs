//! Basic moves of Trictrac: the start, tout d'une, the opponent's flèches (000 LOIS).
use crate::common;
use common::*;
use tablier::Rule;

const START_B: &str = r#"{"N1": 15}"#;

// 000 LOIS: both numbers by two dames or by one dame tout d'une; 000 COINS: never a lone dame on
// the coin, never on the opponent's coin.
#[test]
fn start_six_five_has_one_play() {
    let p = pos(r#"{"B1": 15}"#, START_B, "white", [6, 5]);
    assert_plays(&p, &["B1-B7 B1-B6"]);
    assert_eq!(refused(&p, "B1-B7 B7-B12"), Rule::LoneDameOnCoin);
}

#[test]
fn start_six_ace_tout_d_une() {
    let p = pos(r#"{"B1": 15}"#, START_B, "white", [6, 1]);
    assert_plays(&p, &["B1-B7 B1-B2", "B1-B7 B7-B8"]);
}

#[test]
fn start_beset() {
    let p = pos(r#"{"B1": 15}"#, START_B, "white", [1, 1]);
    assert_plays(&p, &["B1-B2 B1-B2", "B1-B2 B2-B3"]);
}

#[test]
fn start_sonnez_cannot_reach_the_opponent_coin() {
    let p = pos(r#"{"B1": 15}"#, START_B, "white", [6, 6]);
    assert_plays(&p, &["B1-B7 B1-B7"]);
    assert_eq!(refused(&p, "B1-B7 B7-N12"), Rule::OpponentCoin);
}

#[test]
fn black_start() {
    let p = pos(r#"{"B1": 15}"#, START_B, "black", [4, 2]);
    assert_plays(&p, &["N1-N5 N1-N3", "N1-N5 N5-N7"]);
}

// apply_play: the turn passes, the mover's coups counts up, the dice are cleared.
#[test]
fn apply_passes_the_turn() {
    let p = pos(r#"{"B1": 15}"#, START_B, "white", [6, 5]);
    let p = p.with_dice(p.dice()).clone();
    let q = tablier::rules::apply_play(&p, &play("B1-B7 B1-B6")).unwrap();
    assert_eq!(q.turn(), tablier::Side::Black);
    assert_eq!(q.dice(), None);
    assert_eq!(*q.board(), after(&p, &play("B1-B7 B1-B6")));
    assert_eq!(
        tablier::rules::apply_play(&p, &play("B1-B7 B7-B12"))
            .unwrap_err()
            .code(),
        "lone-dame-on-coin"
    );
}
