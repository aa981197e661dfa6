//! A play: the single-die moves that play one roll.

use crate::fleche::Fleche;
use std::fmt;

/// Where a single-die move ends: a flèche, or off the board (the bande de sortie).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dest {
    /// To this flèche.
    To(Fleche),
    /// Off the board: the dame is borne off (000 SORTIE).
    Off,
}

impl Dest {
    /// The name in docs/interchange.md: the flèche's (`"B6"`), or `"off"`.
    pub fn name(self) -> &'static str {
        match self {
            Dest::To(f) => f.name(),
            Dest::Off => "off",
        }
    }
    /// Reads a flèche name or `off` (any case).
    pub fn parse(s: &str) -> Option<Dest> {
        if s.eq_ignore_ascii_case("off") {
            Some(Dest::Off)
        } else {
            Fleche::parse(s).map(Dest::To)
        }
    }
}

/// One die's number played by one dame: `[from, to]` in docs/interchange.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The flèche the dame leaves.
    pub from: Fleche,
    /// Where it ends.
    pub to: Dest,
}

impl Move {
    /// The move of a dame from `from` to `to`.
    #[inline(always)]
    pub fn new(from: Fleche, to: Dest) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to.name())
    }
}

/// The moves of one play, in order; at most 4 (a Jacquet doublet). No allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Play {
    len: u8,
    moves: [Move; 4],
}

/// Fills the unused slots; never read past `len`.
const FILLER: Move = Move {
    from: Fleche::B1,
    to: Dest::Off,
};

impl Default for Play {
    fn default() -> Self {
        Play::empty()
    }
}

impl Play {
    /// The empty play: nothing can be played.
    #[inline(always)]
    pub const fn empty() -> Play {
        Play {
            len: 0,
            moves: [FILLER; 4],
        }
    }

    /// A play of `n` (0 to 2) of the moves `a`, `b`, built whole: the play generator's output,
    /// where filling an empty play move by move cost a stall on every copy of it in WebAssembly
    /// (narrow stores read back by wide loads).
    #[inline(always)]
    pub fn of_two(n: u8, a: Move, b: Move) -> Play {
        let n = n.min(2);
        Play {
            len: n,
            moves: [
                if n >= 1 { a } else { FILLER },
                if n >= 2 { b } else { FILLER },
                FILLER,
                FILLER,
            ],
        }
    }

    /// A play from up to 4 moves; `None` if there are more.
    pub fn from_moves(moves: &[Move]) -> Option<Play> {
        if moves.len() > 4 {
            return None;
        }
        let mut p = Play::empty();
        for &m in moves {
            p.push(m);
        }
        Some(p)
    }

    /// Adds a move. The caller keeps to 4 (debug-checked).
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < 4);
        if (self.len as usize) < 4 {
            self.moves[self.len as usize] = m;
            self.len += 1;
        }
    }

    /// The moves, in the order played.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// How many single-die moves the play has (0 to 4).
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nothing is played (impuissance: no number can be played).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `self` and `other` are the same play: from any position where both can be
    /// played, they leave the same board (docs/interchange.md: "two plays that leave the same
    /// position are one play"). The moves may come in any order, and a tout d'une may rest on
    /// either number; the count of numbers played must agree. Every comparison of plays in the
    /// engine (the review, a record, the école's marks, the fausse case's choices) goes through
    /// this, never through `==`, which compares the moves in order.
    pub fn same_play(&self, other: &Play) -> bool {
        self.len == other.len && self.net_change() == other.net_change()
    }

    /// What the play changes on the board: dames gone from (negative) or come to (positive)
    /// each flèche, and how many are borne off. Only the mover's dames move, so two plays with
    /// the same change leave the same board from the same position, and only those do.
    fn net_change(&self) -> [i8; 25] {
        let mut change = [0i8; 25];
        for m in self.moves() {
            change[m.from.index()] -= 1;
            match m.to {
                Dest::To(f) => change[f.index()] += 1,
                Dest::Off => change[24] += 1,
            }
        }
        change
    }
}

impl fmt::Debug for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.moves()).finish()
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, m) in self.moves().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{m}")?;
        }
        Ok(())
    }
}
