//! Where the dames stand: a count per flèche for each side.

use crate::fleche::Fleche;
use crate::play::{Dest, Play};
use crate::side::Side;
use crate::variant::Variant;

/// Dames per side in a full set (000: "quinze dames").
pub const DAMES: u8 = 15;

/// Counts of each side's dames per physical flèche. Not yet validated: see `Position`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    counts: [[u8; 24]; 2],
}

impl Board {
    /// A tablier with no dame on it.
    pub fn empty() -> Board {
        Board::default()
    }

    /// How many of `side`'s dames stand on the flèche `f`.
    #[inline(always)]
    pub fn get(&self, side: Side, f: Fleche) -> u8 {
        self.counts[side.index()][f.index()]
    }

    /// Puts `n` of `side`'s dames on the flèche `f`, in place of those there.
    #[inline(always)]
    pub fn set(&mut self, side: Side, f: Fleche, n: u8) {
        self.counts[side.index()][f.index()] = n;
    }

    /// `side`'s count on each flèche, by physical index (B1 = 0 … N1 = 23): for code over the
    /// board that must stay plain (play generation, the WebAssembly boundary, `Position`'s checks).
    #[inline(always)]
    pub fn counts(&self, side: Side) -> &[u8; 24] {
        &self.counts[side.index()]
    }

    /// `side`'s counts by physical index, to write a whole row at once (a play applied).
    #[inline(always)]
    pub(crate) fn counts_mut(&mut self, side: Side) -> &mut [u8; 24] {
        &mut self.counts[side.index()]
    }

    /// Dames of `side` still on the board.
    pub fn on_board(&self, side: Side) -> u8 {
        self.counts[side.index()]
            .iter()
            .map(|&n| n as u32)
            .sum::<u32>()
            .min(255) as u8
    }

    /// Dames of `side` borne off (sorties): the rest of its 15.
    pub fn borne_off(&self, side: Side) -> u8 {
        DAMES.saturating_sub(self.on_board(side))
    }

    /// The flèches `side` holds, with their counts, in physical order.
    pub fn occupied(&self, side: Side) -> impl Iterator<Item = (Fleche, u8)> + '_ {
        Fleche::all()
            .map(move |f| (f, self.get(side, f)))
            .filter(|&(_, n)| n > 0)
    }

    /// The board after `side`'s dames move as `play` says, rules or not (the rules live in
    /// `rules`); `Err(from)` when a move starts on a flèche where `side` has no dame.
    pub fn moved(&self, side: Side, play: &Play) -> Result<Board, Fleche> {
        let mut b = *self;
        for m in play.moves() {
            let n = b.get(side, m.from);
            if n == 0 {
                return Err(m.from);
            }
            b.set(side, m.from, n - 1);
            if let Dest::To(f) = m.to {
                b.set(side, f, b.get(side, f).saturating_add(1));
            }
        }
        Ok(b)
    }

    /// The standard start: 15 dames on each talon (B1 / N1 in Trictrac; B1 / N12 in Jacquet).
    pub fn start(variant: Variant) -> Board {
        let mut b = Board::empty();
        for side in Side::BOTH {
            if let Some(talon) = Fleche::from_step(variant, side, 1) {
                b.set(side, talon, DAMES);
            }
        }
        b
    }

    /// The board seen from `side`'s path: index `s - 1` holds what stands at step `s`.
    pub fn view(&self, variant: Variant, side: Side) -> View {
        let mut v = View {
            own: [0; 24],
            opp: [0; 24],
        };
        // A plain loop: Jacquet's play generation and the jans start here on every call, and the
        // size-optimised WebAssembly build does not inline range iterators.
        let mut s = 0u8;
        while s < 24 {
            s += 1;
            if let Some(f) = Fleche::from_step(variant, side, s) {
                v.own[s as usize - 1] = self.get(side, f);
                v.opp[s as usize - 1] = self.get(side.opponent(), f);
            }
        }
        v
    }

    /// Writes a view of `side` back to the physical board.
    pub fn from_view(variant: Variant, side: Side, v: &View) -> Board {
        let mut b = Board::empty();
        for s in 1..=24u8 {
            if let Some(f) = Fleche::from_step(variant, side, s) {
                b.set(side, f, v.own[s as usize - 1]);
                b.set(side.opponent(), f, v.opp[s as usize - 1]);
            }
        }
        b
    }
}

/// A side's-eye view of the board, indexed by that side's steps (index = step − 1):
/// `own` its dames, `opp` the opponent's dames standing on the same flèche.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// The side's dames, by step.
    pub own: [u8; 24],
    /// The opponent's dames, by the side's step of the flèche they stand on.
    pub opp: [u8; 24],
}

impl View {
    /// The side's dames at `step`, 1 to 24 (the caller's steps come from the path; any other
    /// panics, as a slice index does).
    pub fn own_at(&self, step: u8) -> u8 {
        self.own[step as usize - 1]
    }
    /// The opponent's dames at the side's `step`, 1 to 24 (any other panics).
    pub fn opp_at(&self, step: u8) -> u8 {
        self.opp[step as usize - 1]
    }
    /// The side's dames still on the board, at most 255 (as `Board::on_board`: a board is not
    /// validated, and a caller's may hold more than a u8 counts).
    pub fn own_on_board(&self) -> u8 {
        self.own.iter().fold(0u8, |n, &d| n.saturating_add(d))
    }
}
