//! The compact notation: a whole position on one line, easy to type by hand (like FEN for chess).
//!
//! ```text
//! [game] board turn dice coups score
//! jacquet? B1:13,B7,B8/N1:15 w 5-5 2,2 0.0b/0.0b
//! ```
//! Fields are separated by spaces. `game` is written only for Jacquet; every field after the
//! board may be left off from the right, taking its default (White to play, no dice, coups
//! unknown, score all zero and bredouille). The canonical form (what `to_string` writes) always
//! has the five fields from the board on, single spaces, flèches in physical order (B1…B12,
//! N12…N1) and counts of one left out. Reading is tolerant: any case, flèches in any order,
//! `:1` written out, `white`/`black`, `53` for `5-3`, runs of spaces or tabs.
//!
//! The notation only reads: the board's soundness is `Position::from_setup`'s, as for the JSON
//! (docs/interchange.md), which this notation spells differently and round-trips with.

use crate::board::{Board, DAMES};
use crate::dice::Dice;
use crate::error::{Error, Quoted};
use crate::fleche::Fleche;
use crate::position::{Coups, Position, Setup};
use crate::score::{Score, SideScore};
use crate::side::Side;
use crate::variant::Variant;
use std::fmt;

/// The names of the fields, as `Error::BadNotation` reports them; `end` is reported for text
/// after the score.
pub const FIELDS: [&str; 6] = ["game", "board", "turn", "dice", "coups", "score"];

/// Reads the notation into a setup. Only the text is checked here: whether the board can stand is
/// for `Position::from_setup` (see `position_from_str`).
pub fn parse(text: &str) -> Result<Setup, Error> {
    // The fields are taken one at a time, and reading stops after the one past the score: a
    // long line costs no more memory than a short one.
    let mut tokens = Tokens { text, at: 0 };
    let mut game = Variant::Trictrac;
    let mut first = tokens.next();
    if let Some(tok) = first {
        if !tok.text.contains('/') && tok.text.bytes().all(|b| b.is_ascii_alphabetic()) {
            game = parse_game(text, &tok)?;
            first = tokens.next();
        }
    }
    let Some(board_tok) = first else {
        return Err(bad(
            "board",
            text,
            text.len(),
            "no board: write White's dames, `/`, Black's dames, as B1:15/N1:15",
        ));
    };
    let board = parse_board(text, &board_tok)?;
    let mut setup = Setup {
        variant: game,
        board,
        turn: Side::White,
        dice: None,
        coups: None,
        score: Score::default(),
    };
    if let Some(tok) = tokens.next() {
        setup.turn = parse_turn(text, &tok)?;
    }
    if let Some(tok) = tokens.next() {
        setup.dice = parse_dice(text, &tok)?;
    }
    if let Some(tok) = tokens.next() {
        setup.coups = parse_coups(text, &tok)?;
    }
    if let Some(tok) = tokens.next() {
        setup.score = parse_score(text, &tok)?;
    }
    if let Some(tok) = tokens.next() {
        let hint = if tok.text.eq_ignore_ascii_case("jacquet") {
            ": the game goes first, as `jacquet B1:15/N12:15`"
        } else {
            ""
        };
        return Err(bad(
            "end",
            text,
            tok.start,
            &format!(
                "unexpected {} after the score, the last field{hint}",
                Short(tok.text)
            ),
        ));
    }
    Ok(setup)
}

/// Reads the notation and checks the position (`Position::from_setup`).
pub fn position_from_str(text: &str) -> Result<Position, Error> {
    Position::from_setup(parse(text)?)
}

/// The canonical notation of a setup (see the module documentation).
pub fn to_string(setup: &Setup) -> String {
    Compact(setup).to_string()
}

/// The canonical notation of a position.
pub fn position_to_string(pos: &Position) -> String {
    to_string(pos.setup())
}

/// Writes a setup in the canonical notation: `format!("{}", Compact(&setup))`.
#[derive(Clone, Copy, Debug)]
pub struct Compact<'a>(pub &'a Setup);

impl fmt::Display for Compact<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        if s.variant != Variant::Trictrac {
            write!(f, "{} ", s.variant.name())?;
        }
        write_side(f, &s.board, Side::White)?;
        f.write_str("/")?;
        write_side(f, &s.board, Side::Black)?;
        f.write_str(match s.turn {
            Side::White => " w",
            Side::Black => " b",
        })?;
        match s.dice {
            Some(d) => write!(f, " {}-{}", d.first(), d.second())?,
            None => f.write_str(" -")?,
        }
        match s.coups {
            Some(c) => write!(f, " {},{}", c.white, c.black)?,
            None => f.write_str(" -")?,
        }
        f.write_str(" ")?;
        write_side_score(f, &s.score.white)?;
        f.write_str("/")?;
        write_side_score(f, &s.score.black)
    }
}

fn write_side(f: &mut fmt::Formatter<'_>, board: &Board, side: Side) -> fmt::Result {
    let mut any = false;
    for (fl, n) in board.occupied(side) {
        if any {
            f.write_str(",")?;
        }
        any = true;
        f.write_str(fl.name())?;
        if n != 1 {
            write!(f, ":{n}")?;
        }
    }
    if !any {
        f.write_str("-")?;
    }
    Ok(())
}

fn write_side_score(f: &mut fmt::Formatter<'_>, s: &SideScore) -> fmt::Result {
    write!(f, "{}.{}", s.points, s.holes)?;
    if s.bredouille {
        f.write_str("b")?;
    }
    Ok(())
}

/// A piece of the text with its byte offset in the whole line.
#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    text: &'a str,
    start: usize,
}

impl<'a> Tok<'a> {
    /// Splits on an ASCII separator, keeping each piece's offset.
    fn split(self, sep: char) -> impl Iterator<Item = Tok<'a>> {
        let mut start = self.start;
        self.text.split(sep).map(move |piece| {
            let t = Tok { text: piece, start };
            start += piece.len() + sep.len_utf8();
            t
        })
    }

    /// The token from byte `at` (an ASCII boundary found by the caller) on.
    fn from(self, at: usize) -> Tok<'a> {
        Tok {
            text: self.text.get(at..).unwrap_or(""),
            start: self.start + at,
        }
    }

    fn upto(self, at: usize) -> Tok<'a> {
        Tok {
            text: self.text.get(..at).unwrap_or(""),
            start: self.start,
        }
    }
}

/// The fields, one at a time: runs of anything but spaces, tabs and ends of line (all ASCII, so
/// that every cut falls between characters).
struct Tokens<'a> {
    text: &'a str,
    /// The byte offset reading has reached.
    at: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Tok<'a>;

    fn next(&mut self) -> Option<Tok<'a>> {
        let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n');
        let rest = self.text.as_bytes().get(self.at..)?;
        let start = self.at + rest.iter().position(|b| !blank(b))?;
        let len = self
            .text
            .as_bytes()
            .get(start..)?
            .iter()
            .position(blank)
            .unwrap_or(self.text.len() - start);
        self.at = start + len;
        Some(Tok {
            text: self.text.get(start..start + len).unwrap_or(""),
            start,
        })
    }
}

/// How much of a field an error message quotes, in characters.
pub const QUOTED_CHARS: usize = 40;

/// A field quoted in an error message: its first `QUOTED_CHARS` characters, then `…` when there
/// is more, so that a message stays short however long the line.
struct Short<'a>(&'a str);

impl fmt::Display for Short<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(QUOTED_CHARS) {
            Some((cut, _)) => write!(f, "{}…", Quoted(self.0.get(..cut).unwrap_or(""))),
            None => write!(f, "{}", Quoted(self.0)),
        }
    }
}

/// An error at byte offset `at` of `text`, reported as a 1-based column in characters.
fn bad(field: &'static str, text: &str, at: usize, message: &str) -> Error {
    let column = text.get(..at).map_or(at, crate::error::char_count) + 1;
    Error::BadNotation {
        field,
        column,
        message: message.to_string(),
    }
}

fn parse_game(text: &str, tok: &Tok) -> Result<Variant, Error> {
    if tok.text.eq_ignore_ascii_case("jacquet") {
        Ok(Variant::Jacquet)
    } else if tok.text.eq_ignore_ascii_case("trictrac") {
        Ok(Variant::Trictrac)
    } else {
        Err(bad(
            "game",
            text,
            tok.start,
            &format!(
                "unknown game {}: the first field is the board, or `jacquet` before it",
                Short(tok.text)
            ),
        ))
    }
}

fn parse_board(text: &str, tok: &Tok) -> Result<Board, Error> {
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
            bad(
                "board",
                text,
                name.start,
                &format!(
                    "unknown flèche {}: flèches are B1…B12 and N1…N12",
                    Short(name.text)
                ),
            )
        })?;
        let n = match count {
            None => 1,
            Some(c) => read_count(text, &c, fl)?,
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
            return Err(bad(
                "board",
                text,
                item.start,
                &format!("{who} has {total} dames by {fl}: a side has 15 at most"),
            ));
        }
        board.set(side, fl, n);
    }
    Ok(())
}

fn read_count(text: &str, c: &Tok, fl: Fleche) -> Result<u8, Error> {
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
        return Err(bad(
            "board",
            text,
            c.start,
            &format!("{fl} holds {n} dames: a flèche holds 1 to 15"),
        ));
    }
    Ok(n as u8)
}

/// Decimal digits only (no sign, no blank); saturates instead of overflowing.
fn read_number(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(s.bytes().fold(0u64, |n, b| {
        n.saturating_mul(10).saturating_add((b - b'0') as u64)
    }))
}

fn parse_turn(text: &str, tok: &Tok) -> Result<Side, Error> {
    // Compared in place, not lowered into a copy: the field may be the whole of a long line.
    let is = |name: &str| tok.text.eq_ignore_ascii_case(name);
    if is("w") || is("white") {
        Ok(Side::White)
    } else if is("b") || is("black") {
        Ok(Side::Black)
    } else {
        Err(bad(
            "turn",
            text,
            tok.start,
            &format!(
                "the side to play is w or b (white or black), not {}",
                Short(tok.text)
            ),
        ))
    }
}

fn parse_dice(text: &str, tok: &Tok) -> Result<Option<Dice>, Error> {
    const SHAPE: &str = "dice are two numbers 1 to 6, as 5-3 or 53, or - before the roll";
    if tok.text == "-" {
        return Ok(None);
    }
    let dice: Vec<Tok> = if tok.text.contains('-') {
        tok.split('-').take(3).collect()
    } else if tok.text.len() == 2 && tok.text.is_char_boundary(1) {
        vec![tok.upto(1), tok.from(1)]
    } else {
        return Err(bad(
            "dice",
            text,
            tok.start,
            &format!("{}: {SHAPE}", Short(tok.text)),
        ));
    };
    let [a, b] = dice.as_slice() else {
        return Err(bad(
            "dice",
            text,
            tok.start,
            &format!("{}: {SHAPE}", Short(tok.text)),
        ));
    };
    let die = |d: &Tok| -> Result<u8, Error> {
        match read_number(d.text) {
            Some(n @ 1..=6) => Ok(n as u8),
            Some(n) => Err(bad(
                "dice",
                text,
                d.start,
                &format!("a die shows 1 to 6, not {n}"),
            )),
            None => Err(bad(
                "dice",
                text,
                d.start,
                &format!("{}: {SHAPE}", Short(d.text)),
            )),
        }
    };
    let (a, b) = (die(a)?, die(b)?);
    // Both are 1–6 here, so `Dice::new` agrees.
    Dice::new(a, b)
        .map(Some)
        .map_err(|e| bad("dice", text, tok.start, &e.to_string()))
}

fn parse_coups(text: &str, tok: &Tok) -> Result<Option<Coups>, Error> {
    const SHAPE: &str = "coups are two counts, White's then Black's, as 2,2, or - when unknown";
    if tok.text == "-" {
        return Ok(None);
    }
    let parts: Vec<Tok> = tok.split(',').take(3).collect();
    let [w, b] = parts.as_slice() else {
        return Err(bad(
            "coups",
            text,
            tok.start,
            &format!("{}: {SHAPE}", Short(tok.text)),
        ));
    };
    let count = |c: &Tok| -> Result<u32, Error> {
        let n = read_number(c.text).ok_or_else(|| {
            bad(
                "coups",
                text,
                c.start,
                &format!("{}: {SHAPE}", Short(c.text)),
            )
        })?;
        u32::try_from(n).map_err(|_| bad("coups", text, c.start, &format!("{n} coups: too many")))
    };
    Ok(Some(Coups {
        white: count(w)?,
        black: count(b)?,
    }))
}

fn parse_score(text: &str, tok: &Tok) -> Result<Score, Error> {
    let parts: Vec<Tok> = tok.split('/').take(3).collect();
    let [w, b] = parts.as_slice() else {
        return Err(bad(
            "score",
            text,
            tok.start,
            &format!(
                "{}: the score is White's then Black's, `/` between, each points.holes \
                 with b when bredouille, as 0.0b/0.0b",
                Short(tok.text)
            ),
        ));
    };
    Ok(Score {
        white: read_side_score(text, w, "White")?,
        black: read_side_score(text, b, "Black")?,
    })
}

/// `points[.holes][b]`: points 0–11 on the jeton, holes 0–255 on the fichet, `b` if bredouille.
fn read_side_score(text: &str, tok: &Tok, who: &str) -> Result<SideScore, Error> {
    const SHAPE: &str = "each side's score is points.holes, with b when bredouille, as 4.1b";
    let mut body = *tok;
    let mut bredouille = false;
    if let Some(stripped) = tok.text.strip_suffix(['b', 'B']) {
        bredouille = true;
        body = tok.upto(stripped.len());
    }
    let (points, holes) = match body.text.find('.') {
        Some(at) => (body.upto(at), Some(body.from(at + 1))),
        None => (body, None),
    };
    let points_n = read_number(points.text).ok_or_else(|| {
        bad(
            "score",
            text,
            points.start,
            &format!("{who}: {}: {SHAPE}", Short(tok.text)),
        )
    })?;
    if points_n > 11 {
        return Err(bad(
            "score",
            text,
            points.start,
            &format!("{who} has {points_n} points: the jeton shows 0 to 11, 12 make a trou"),
        ));
    }
    let holes_n = match holes {
        None => 0,
        Some(h) => {
            let n = read_number(h.text).ok_or_else(|| {
                bad(
                    "score",
                    text,
                    h.start,
                    &format!("{who}: {}: {SHAPE}", Short(tok.text)),
                )
            })?;
            u8::try_from(n).map_err(|_| {
                bad(
                    "score",
                    text,
                    h.start,
                    &format!("{who} has {n} trous: 255 at most"),
                )
            })?
        }
    };
    Ok(SideScore {
        points: points_n as u8,
        holes: holes_n,
        bredouille,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_short() {
        let s = Setup::start(Variant::Trictrac);
        assert_eq!(to_string(&s), "B1:15/N1:15 w - 0,0 0.0b/0.0b");
        assert_eq!(parse(&to_string(&s)).unwrap(), s);
        let j = Setup::start(Variant::Jacquet);
        assert_eq!(to_string(&j), "jacquet B1:15/N12:15 w - 0,0 0.0b/0.0b");
        assert_eq!(parse(&to_string(&j)).unwrap(), j);
    }

    #[test]
    fn columns_count_characters() {
        // "é" is two bytes but one column.
        let e = parse("B1:15/N1:15 é").unwrap_err();
        assert_eq!(
            e,
            Error::BadNotation {
                field: "turn",
                column: 13,
                message: e_msg(&e)
            }
        );
        let e = parse("B1:15/N1:15 w é").unwrap_err();
        assert!(
            matches!(
                e,
                Error::BadNotation {
                    field: "dice",
                    column: 15,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = parse("B1:15/N1:15 w 5é").unwrap_err();
        assert!(
            matches!(
                e,
                Error::BadNotation {
                    field: "dice",
                    column: 15,
                    ..
                }
            ),
            "{e:?}"
        );
    }

    #[test]
    fn a_quoted_field_is_cut_at_forty_characters() {
        // Exactly 40 characters are quoted whole; 41 are cut, marked by `…` after the quote.
        let forty = "é".repeat(QUOTED_CHARS);
        let e = parse(&format!("B1:15/N1:15 {forty}")).unwrap_err();
        assert!(e_msg(&e).contains(&format!("\"{forty}\"")), "{e}");
        assert!(!e_msg(&e).contains('…'), "{e}");
        let e = parse(&format!("B1:15/N1:15 {forty}x")).unwrap_err();
        assert!(e_msg(&e).ends_with(&format!("\"{forty}\"…")), "{e}");
    }

    fn e_msg(e: &Error) -> String {
        match e {
            Error::BadNotation { message, .. } => message.clone(),
            _ => String::new(),
        }
    }
}
