//! Helpers shared by the test binaries: positions from short JSON, plays from "B1-B6 B1-B7" text,
//! and the resulting boards of a list of plays; the built `tablier` run (`cli`), random games
//! (`random`), the moves' worked examples (`cases`), and where property tests save their failures
//! (`beside_source`).
#![allow(dead_code)]

pub mod cli;

use proptest::test_runner::{Config as ProptestConfig, FileFailurePersistence};
use tablier::notation::json::position_from_str;
use tablier::{rules, Board, Dest, Error, Fleche, Move, Play, Position, Rule, Side};

/// A Trictrac position: `white` and `black` as JSON objects, e.g. `{"B1": 15}`.
pub fn pos(white: &str, black: &str, turn: &str, dice: [u8; 2]) -> Position {
    let text = format!(
        r#"{{"game":"trictrac","white":{white},"black":{black},"turn":"{turn}","dice":[{},{}]}}"#,
        dice[0], dice[1]
    );
    position_from_str(&text).unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

/// "B1-B6 B1-B7" → a play; "" → the empty play.
pub fn play(text: &str) -> Play {
    let mut moves = Vec::new();
    for m in text.split_whitespace() {
        let (a, b) = m.split_once('-').expect("move a-b");
        let from = Fleche::parse(a).expect("flèche");
        let to = Dest::parse(b).expect("dest");
        moves.push(Move::new(from, to));
    }
    Play::from_moves(&moves).expect("at most 4 moves")
}

pub fn legal(p: &Position) -> Vec<Play> {
    rules::legal_plays(p).expect("legal plays")
}

/// The board a play leaves (the mover's dames moved, nothing else).
pub fn after(p: &Position, pl: &Play) -> Board {
    p.board()
        .moved(p.turn(), pl)
        .unwrap_or_else(|from| panic!("no dame to move on {from}"))
}

/// The boards of the legal plays, sorted for comparison.
pub fn boards(p: &Position) -> Vec<Board> {
    let mut v: Vec<Board> = legal(p).iter().map(|pl| after(p, pl)).collect();
    v.sort_by_key(|b| format!("{b:?}"));
    v
}

/// The boards the given plays leave, sorted.
pub fn boards_of(p: &Position, plays: &[&str]) -> Vec<Board> {
    let mut v: Vec<Board> = plays.iter().map(|t| after(p, &play(t))).collect();
    v.sort_by_key(|b| format!("{b:?}"));
    v.dedup();
    v
}

/// Asserts the legal plays leave exactly the boards of `plays`.
pub fn assert_plays(p: &Position, plays: &[&str]) {
    let got = boards(p);
    let want = boards_of(p, plays);
    if got != want {
        let listed: Vec<String> = legal(p).iter().map(|pl| pl.to_string()).collect();
        panic!("legal plays differ\n got: {listed:?}\nwant: {plays:?}");
    }
    for pl in legal(p) {
        assert_eq!(rules::check_play(p, &pl), Ok(()), "{pl}");
    }
}

/// Whether some legal play leaves the same board as `text`.
pub fn is_legal(p: &Position, text: &str) -> bool {
    let b = after(p, &play(text));
    legal(p).iter().any(|pl| after(p, pl) == b)
}

/// The rule `check_play` names for `text`.
pub fn refused(p: &Position, text: &str) -> Rule {
    match rules::check_play(p, &play(text)) {
        Err(Error::IllegalPlay { rule, .. }) => rule,
        other => panic!("{text}: expected a refusal, got {other:?}"),
    }
}

pub fn message(p: &Position, text: &str) -> String {
    match rules::check_play(p, &play(text)) {
        Err(e) => e.to_string(),
        Ok(()) => panic!("{text}: expected a refusal"),
    }
}

pub fn side(s: &str) -> Side {
    if s == "white" {
        Side::White
    } else {
        Side::Black
    }
}
pub mod cases;
pub mod random;

/// `config`, with the failures it finds saved beside the source file of the test that uses it:
/// `tests/trictrac/jans/props.rs` reads and writes `tests/trictrac/jans/props.proptest-regressions`.
/// Proptest's default (`SourceParallel`) looks up from that file for the nearest folder holding a
/// `main.rs`, the test binary's own, and writes into a `proptest-regressions` folder beside it
/// under the file's name alone: every `props.rs` of `tests/` would share
/// `tests/proptest-regressions/props.txt`, and the cases saved beside the flat files of old would
/// no longer be read.
pub fn beside_source(config: ProptestConfig) -> ProptestConfig {
    ProptestConfig {
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..config
    }
}
