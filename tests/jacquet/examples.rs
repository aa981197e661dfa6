//! The worked examples and rules of 003 (Jacquet) as data: `tests/data/jacquet_examples.jsonl`.
//! Each line: a position, maybe options, the exact set of legal plays (compared by the board they
//! leave), plays that must be accepted, plays that must be refused with a given rule code, and
//! the manche result after the first listed play.

use serde::Deserialize;
use std::collections::HashSet;
use tablier::jacquet::{self, JacquetOptions};
use tablier::notation::json::{moves_to_play, position_from_str, Name};
use tablier::{Board, Play, Position, Side};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    id: String,
    source: String,
    #[allow(dead_code)]
    note: String,
    position: serde_json::Value,
    #[serde(default)]
    options: JacquetOptions,
    plays: Option<Vec<Vec<[Name; 2]>>>,
    #[serde(default)]
    legal: Vec<Vec<[Name; 2]>>,
    #[serde(default)]
    illegal: Vec<Illegal>,
    result: Option<Result>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Illegal {
    moves: Vec<[Name; 2]>,
    code: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Result {
    winner: Side,
    points: u32,
}

/// 003's examples, then the second audit's cases (docs/rules/audit.md).
fn cases() -> Vec<Case> {
    let text = concat!(
        include_str!("../data/jacquet_examples.jsonl"),
        include_str!("../data/jacquet_audit2.jsonl")
    );
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn play_of(moves: &[[Name; 2]]) -> Play {
    moves_to_play(moves).unwrap()
}

fn board_after(pos: &Position, play: &Play, o: &JacquetOptions) -> Board {
    *jacquet::apply_play_with(pos, play, o).unwrap().board()
}

#[test]
fn every_example_of_003() {
    let cases = cases();
    assert!(cases.len() >= 20);
    for c in &cases {
        let ctx = format!("{} ({})", c.id, c.source);
        let pos =
            position_from_str(&c.position.to_string()).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let o = &c.options;
        let listed = jacquet::legal_plays_with(&pos, o).unwrap();
        let listed_boards: HashSet<Board> =
            listed.iter().map(|p| board_after(&pos, p, o)).collect();
        assert_eq!(
            listed_boards.len(),
            listed.len(),
            "{ctx}: plays not distinct by board"
        );
        if let Some(expected) = &c.plays {
            let want: HashSet<Board> = expected
                .iter()
                .map(|m| board_after(&pos, &play_of(m), o))
                .collect();
            assert_eq!(listed_boards, want, "{ctx}: listed {listed:?}");
            assert_eq!(listed.len(), expected.len(), "{ctx}");
        }
        for m in &c.legal {
            let p = play_of(m);
            jacquet::check_play_with(&pos, &p, o)
                .unwrap_or_else(|e| panic!("{ctx}: {p} refused: {e}"));
            if !p.is_empty() {
                assert!(
                    listed_boards.contains(&board_after(&pos, &p, o)),
                    "{ctx}: {p}"
                );
            }
        }
        for bad in &c.illegal {
            let p = play_of(&bad.moves);
            match jacquet::check_play_with(&pos, &p, o) {
                Ok(()) => panic!("{ctx}: {p} accepted, expected {}", bad.code),
                Err(e) => assert_eq!(e.code(), bad.code, "{ctx}: {p}: {e}"),
            }
            assert_eq!(
                jacquet::apply_play_with(&pos, &p, o).unwrap_err().code(),
                bad.code,
                "{ctx}"
            );
        }
        if let Some(r) = &c.result {
            let first = play_of(&c.plays.as_ref().expect("result needs plays")[0]);
            let after = jacquet::apply_play_with(&pos, &first, o).unwrap();
            let m = jacquet::Manche::from_position(after, *o).unwrap();
            let got = m
                .result()
                .unwrap_or_else(|| panic!("{ctx}: the manche is not over"));
            assert_eq!((got.winner, got.points), (r.winner, r.points), "{ctx}");
        }
    }
}
