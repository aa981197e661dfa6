//! The board field: White's dames, `/`, Black's dames, each side a comma list of flèches with
//! their counts.

use super::text::{bad, bad_because, read_number, Short, Tok, QUOTED_CHARS};
use crate::board::{Board, DAMES};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::side::Side;

pub(super) fn parse_board(text: &str, tok: &Tok) -> Result<Board, Error> {
    let mut board = Board::empty();
    // Three halves at most: enough to tell a second `/`, however many follow.
    let halves: Vec<Tok> = tok.split('/').take(3).collect();
    match halves.as_slice() {
        [white, black] => {
            read_side(text, &mut board, Side::White, white)?;
            read_side(text, &mut board, Side::Black, black)?;
            Ok(board)
        }
        [_] => Err(bad(
            "board",
            text,
            tok.start,
            "the board is White's dames, `/`, Black's dames, as B1:15/N1:15",
        )),
        [_, _, third, ..] => Err(bad(
            "board",
            text,
            third.start.saturating_sub(1),
            "a second `/`: the board has two sides only, White's then Black's",
        )),
        [] => Err(bad("board", text, tok.start, "empty board")),
    }
}

/// One side's dames: `-`, or a comma list of `FLECHE` (one dame) or `FLECHE:COUNT`.
fn read_side(text: &str, board: &mut Board, side: Side, tok: &Tok) -> Result<(), Error> {
    let who = match side {
        Side::White => "White",
        Side::Black => "Black",
    };
    if tok.text == "-" {
        return Ok(());
    }
    if tok.text.is_empty() {
        return Err(bad(
            "board",
            text,
            tok.start,
            &format!("{who}'s side is empty: write `-` for a side with no dames"),
        ));
    }
    let mut total: u32 = 0;
    for item in tok.split(',') {
        if item.text.is_empty() {
            return Err(bad(
                "board",
                text,
                item.start,
                &format!("an empty place in {who}'s list: flèches are separated by one comma"),
            ));
        }
        let (name, count) = match item.text.find(':') {
            Some(at) => (item.upto(at), Some(item.from(at + 1))),
            None => (item, None),
        };
        if name.text == "-" {
            return Err(bad(
                "board",
                text,
                item.start,
                &format!("`-` stands alone, for a side with no dames; {who} has dames listed"),
            ));
        }
        let fl = Fleche::parse(name.text).ok_or_else(|| {
            bad_because(
                "board",
                text,
                name.start,
                &format!(
                    "unknown flèche {}: flèches are B1…B12 and N1…N12",
                    Short(name.text)
                ),
                // the name as given, cut as a message quotes it
                Error::UnknownFleche(name.text.chars().take(QUOTED_CHARS).collect()),
            )
        })?;
        let n = match count {
            None => 1,
            Some(c) => read_count(text, &c, side, fl)?,
        };
        if board.get(side, fl) > 0 {
            return Err(bad(
                "board",
                text,
                name.start,
                &format!("{fl} is named twice for {who}"),
            ));
        }
        total += n as u32;
        if total > DAMES as u32 {
            return Err(bad_because(
                "board",
                text,
                item.start,
                &format!("{who} has {total} dames by {fl}: a side has 15 at most"),
                Error::TooManyDames { side, count: total },
            ));
        }
        board.set(side, fl, n);
    }
    Ok(())
}

fn read_count(text: &str, c: &Tok, side: Side, fl: Fleche) -> Result<u8, Error> {
    let n = read_number(c.text).ok_or_else(|| {
        bad(
            "board",
            text,
            c.start,
            &format!(
                "{} is not a number of dames: write {fl}:3 for three",
                Short(c.text)
            ),
        )
    })?;
    if !(1..=DAMES as u64).contains(&n) {
        return Err(bad_because(
            "board",
            text,
            c.start,
            &format!("{fl} holds {n} dames: a flèche holds 1 to 15"),
            Error::BadCount {
                side,
                fleche: fl.to_string(),
                count: i64::try_from(n).unwrap_or(i64::MAX),
            },
        ));
    }
    Ok(n as u8)
}
