//! One test per worked example of the seeds (/work/shared/seeds) not already pinned elsewhere,
//! each citing its seed and section. docs/rules/examples.md lists every worked example of the
//! four seeds and the test that holds it; the examples of 002 and 003 are all held by other
//! files (tests/ecole/, tests/jacquet/examples.rs, tests/jacquet/rules.rs), so only 000 and
//! 001 have a file here.
//!
//! The helpers are local rather than tests/common's: these tests read positions in the compact
//! notation (docs/notation.md) and need nothing else.

mod s000;
mod s001;

use tablier::notation::compact;
use tablier::{rules, Board, Dest, Fleche, Jan, Move, Play, Position, Side};

/// A position in the compact notation of docs/notation.md.
pub fn pos(text: &str) -> Position {
    compact::position_from_str(text).unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

/// "B1-B6 B6-B7" → a play (a dame tout d'une is two moves); "" → the empty play.
pub fn play(text: &str) -> Play {
    let moves: Vec<Move> = text
        .split_whitespace()
        .map(|m| {
            let (a, b) = m.split_once('-').expect("a move is FROM-TO");
            Move::new(
                Fleche::parse(a).expect("a flèche"),
                Dest::parse(b).expect("a flèche or off"),
            )
        })
        .collect();
    Play::from_moves(&moves).expect("at most four moves")
}

/// The jans of the roll as the seeds state them: "kind beneficiary points [at flèche] [×ways]",
/// in the engine's order (the mover's first, RULINGS 9).
pub fn jans(p: &Position) -> Vec<String> {
    let a = rules::analyse(p).unwrap_or_else(|e| panic!("analyse: {e}"));
    let total = tablier::Analysis::total(&a.jans);
    assert_eq!(total, a.points, "the points are the sum of the jans");
    a.jans.iter().map(jan).collect()
}

fn jan(j: &Jan) -> String {
    let kind = serde_json::to_value(j.kind).expect("a jan kind");
    let mut s = format!(
        "{} {} {}",
        kind.as_str().expect("named"),
        j.beneficiary,
        j.points
    );
    if let Some(at) = j.at {
        s.push_str(&format!(" at {at}"));
    }
    if j.ways > 1 {
        s.push_str(&format!(" ×{}", j.ways));
    }
    s
}

/// The boards a list of plays leaves, sorted: two spellings of one play leave one board.
fn boards_of(p: &Position, plays: &[Play]) -> Vec<Board> {
    let mut v: Vec<Board> = plays
        .iter()
        .map(|pl| {
            p.board()
                .moved(p.turn(), pl)
                .unwrap_or_else(|from| panic!("{pl}: no dame on {from}"))
        })
        .collect();
    v.sort_by_key(|b| format!("{b:?}"));
    v.dedup();
    v
}

/// The legal plays leave exactly the boards of `want`, and each of `want` passes `check_play`.
pub fn assert_plays(p: &Position, want: &[&str]) {
    let engine = rules::legal_plays(p).expect("legal plays");
    let want: Vec<Play> = want.iter().map(|t| play(t)).collect();
    assert_eq!(
        boards_of(p, &engine),
        boards_of(p, &want),
        "the engine's plays {:?}",
        engine.iter().map(|pl| pl.to_string()).collect::<Vec<_>>()
    );
    for pl in &want {
        assert_eq!(rules::check_play(p, pl), Ok(()), "{pl}");
    }
}

/// Whether `check_play` accepts the play.
pub fn legal(p: &Position, text: &str) -> bool {
    rules::check_play(p, &play(text)).is_ok()
}

/// The side `s` of a position, for readability in the asserts.
pub const W: Side = Side::White;
pub const B: Side = Side::Black;
