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
//!
//! The reading is in three parts: the text cut into fields (`text`), the board (`board`), the
//! fields after it (`fields`); the writing is `write`.

mod board;
mod fields;
mod text;
mod write;

pub use text::QUOTED_CHARS;
pub use write::{Compact, ScoreText};

use crate::error::Error;
use crate::position::{Position, Setup};
use crate::score::Score;
use crate::side::Side;
use crate::variant::Variant;
use board::parse_board;
use fields::{parse_coups, parse_dice, parse_game, parse_score, parse_turn};
use text::{bad, Short, Tokens};

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
        let cases = [
            ("B1:15/N1:15 é", "turn", 13),
            ("B1:15/N1:15 w é", "dice", 15),
            ("B1:15/N1:15 w 5é", "dice", 15),
        ];
        for (text, field, column) in cases {
            let e = parse(text).unwrap_err();
            let message = e_msg(&e);
            assert_eq!(
                e,
                Error::BadNotation {
                    field,
                    column,
                    message,
                    cause: None,
                },
                "{text}"
            );
        }
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
