//! The fields around the board: the game before it; the side to play, the dice, the coups and
//! the score after it.

use super::text::{bad, read_number, Short, Tok};
use crate::dice::Dice;
use crate::error::Error;
use crate::position::Coups;
use crate::score::{Score, SideScore};
use crate::side::Side;
use crate::variant::Variant;

pub(super) fn parse_game(text: &str, tok: &Tok) -> Result<Variant, Error> {
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

pub(super) fn parse_turn(text: &str, tok: &Tok) -> Result<Side, Error> {
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

pub(super) fn parse_dice(text: &str, tok: &Tok) -> Result<Option<Dice>, Error> {
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

pub(super) fn parse_coups(text: &str, tok: &Tok) -> Result<Option<Coups>, Error> {
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

pub(super) fn parse_score(text: &str, tok: &Tok) -> Result<Score, Error> {
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
