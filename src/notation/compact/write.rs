//! Writing the canonical notation (see the module documentation of `compact`).

use crate::board::Board;
use crate::position::Setup;
use crate::score::{Score, SideScore};
use crate::side::Side;
use crate::variant::Variant;
use std::fmt;

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
        write!(f, " {}", ScoreText(&s.score))
    }
}

/// A score as the notation writes it, White's then Black's: `2.0b/0.1` (points.trous, `b` while
/// bredouille). For messages too, which wrote the score's `Debug` before.
#[derive(Clone, Copy, Debug)]
pub struct ScoreText<'a>(pub &'a Score);

impl fmt::Display for ScoreText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_side_score(f, &self.0.white)?;
        f.write_str("/")?;
        write_side_score(f, &self.0.black)
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
