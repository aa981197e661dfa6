//! One test for each rule of seed 000 (the modern glossary, the primary source) that no other
//! test cited: each test is named after its heading, quotes the seed's French words briefly and
//! asserts what the rule says. docs/rules/sections.md lists every heading of 000, what the engine
//! does with it, and the tests that cite it (these and the older ones).
//!
//! Grouped by subject: `jans` (batteries, pleins and the jans of the tablier), `moves` (what the
//! dice allow), `marking` (the coup's order at the table), `ecrire` (the partie à écrire and its
//! queues). Positions are written in the compact notation of docs/notation.md. The helpers are
//! this file's own, so that these tests do not depend on the layout of the other test files.

mod ecrire;
mod jans;
mod marking;
mod moves;

use tablier::notation::compact::position_from_str;
use tablier::{rules, Board, Dest, Error, Fleche, Jan, JanKind, Move, Play, Position, Rule, Side};

/// A position in the compact notation (docs/notation.md).
pub fn pos(text: &str) -> Position {
    position_from_str(text).unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

/// "B1-B6 B1-B7" → a play; "N4-off" bears a dame off; "" is the empty play.
pub fn play(text: &str) -> Play {
    let moves: Vec<Move> = text
        .split_whitespace()
        .map(|m| {
            let (a, b) = m.split_once('-').expect("a move is from-to");
            Move::new(
                Fleche::parse(a).expect("a flèche"),
                Dest::parse(b).expect("a flèche or off"),
            )
        })
        .collect();
    Play::from_moves(&moves).expect("at most four moves")
}

/// The jans of the position's roll.
pub fn jans(p: &Position) -> Vec<Jan> {
    rules::analyse(p).expect("an analysis").jans
}

/// The jans of one kind.
pub fn of_kind(p: &Position, kind: JanKind) -> Vec<Jan> {
    jans(p).into_iter().filter(|j| j.kind == kind).collect()
}

/// The board a play leaves.
pub fn after(p: &Position, pl: &Play) -> Board {
    p.board()
        .moved(p.turn(), pl)
        .unwrap_or_else(|from| panic!("no dame to move on {from}"))
}

/// The boards the legal plays leave.
pub fn legal_boards(p: &Position) -> Vec<Board> {
    rules::legal_plays(p)
        .expect("legal plays")
        .iter()
        .map(|pl| after(p, pl))
        .collect()
}

/// Whether some legal play leaves the board `text` leaves.
pub fn is_legal(p: &Position, text: &str) -> bool {
    legal_boards(p).contains(&after(p, &play(text)))
}

/// The rule the engine names when it refuses `text`.
pub fn refused(p: &Position, text: &str) -> Rule {
    match rules::check_play(p, &play(text)) {
        Err(Error::IllegalPlay { rule, .. }) => rule,
        other => panic!("{text}: expected a refusal, got {other:?}"),
    }
}

/// The flèche named `name`.
pub fn f(name: &str) -> Fleche {
    Fleche::parse(name).expect("a flèche")
}

pub const W: Side = Side::White;
pub const B: Side = Side::Black;
