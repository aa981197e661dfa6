//! Single-die moves of Trictrac, seen from the mover's path (000 LOIS, COINS, RETOUR, SORTIE,
//! JAN INTERDIT, NOMBRE SORTANT/DÉFAILLANT/EXCÉDANT).
//!
//! Everything here works on a `Tablier`: the mover's dames by step (1..=24, 25 = borne off) and
//! the places he may end a move or rest on, computed once per position. The opponent's dames never
//! move during a play, so where one may land does not change between the two numbers.

use crate::board::{Board, View, DAMES};
use crate::fleche::steps;
use crate::side::Side;

/// The three jans a side can fill (000 REMPLIR): its petit jan, its grand jan, its jan de retour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum PleinJan {
    Petit,
    Grand,
    Retour,
}

impl PleinJan {
    pub(crate) const ALL: [PleinJan; 3] = [PleinJan::Petit, PleinJan::Grand, PleinJan::Retour];

    /// The first step of the jan on its owner's path.
    #[inline(always)]
    pub(crate) const fn first_step(self) -> u8 {
        match self {
            PleinJan::Petit => 1,
            PleinJan::Grand => 7,
            PleinJan::Retour => 19,
        }
    }

    /// A bit per jan, for small sets of pleins.
    #[inline(always)]
    pub(crate) const fn bit(self) -> u8 {
        1 << (self as u8)
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            PleinJan::Petit => "petit jan",
            PleinJan::Grand => "grand jan",
            PleinJan::Retour => "jan de retour",
        }
    }
}

/// Whether `own` (indexed by step, 0 unused) holds a plein in `jan`: each of its six flèches
/// holds two dames or more (000 CASE PLEINE, REMPLIR).
#[inline(always)]
pub(crate) fn is_plein(own: &[u8; 26], jan: PleinJan) -> bool {
    // Plain loops in this module's hot paths: the size-optimised WebAssembly build does not
    // inline the iterator adapters, and play generation runs these per candidate play.
    let lo = jan.first_step() as usize;
    let mut i = lo;
    while i < lo + 6 {
        if own[i] < 2 {
            return false;
        }
        i += 1;
    }
    true
}

/// The set of pleins `own` holds, one bit per `PleinJan`.
#[inline(always)]
pub fn pleins(own: &[u8; 26]) -> u8 {
    let mut set = 0;
    if is_plein(own, PleinJan::Petit) {
        set |= PleinJan::Petit.bit();
    }
    if is_plein(own, PleinJan::Grand) {
        set |= PleinJan::Grand.bit();
    }
    if is_plein(own, PleinJan::Retour) {
        set |= PleinJan::Retour.bit();
    }
    set
}

/// Which of the opponent's jans the mover may not end a move in (000 RETOUR, JAN INTERDIT).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Interdit {
    /// The opponent's grand jan, the mover's steps 13–18.
    pub grand: bool,
    /// The opponent's petit jan, the mover's jan de retour, steps 19–24.
    pub petit: bool,
}

impl Interdit {
    /// Computed from the mover's view: each of the opponent's jans is interdit while he can still
    /// fill it with the dames he has behind its cases.
    pub fn of(view: &View) -> Interdit {
        let mut opp = [0u8; 26];
        let mut s = 1;
        while s < 25 {
            opp[s] = view.opp[s - 1];
            s += 1;
        }
        Interdit::of_steps(&opp)
    }

    /// The same from the opponent's dames by the mover's steps (index 1..=24).
    pub fn of_steps(opp: &[u8; 26]) -> Interdit {
        // The opponent's step k is the mover's step 25 − k.
        let mut his = [0u8; 25];
        let mut k = 1;
        while k < 25 {
            his[k] = opp[25 - k];
            k += 1;
        }
        Interdit {
            grand: can_fill(&his, 7),
            petit: can_fill(&his, 1),
        }
    }

    /// Whether ending a move on the mover's `step` puts a dame in an interdit jan.
    #[inline(always)]
    pub fn forbids(self, step: u8) -> bool {
        // Comparisons, not `RangeInclusive::contains`: see `is_plein`.
        (self.grand && within(step, steps::GRAND_JAN_ADVERSE))
            || (self.petit && within(step, steps::JAN_DE_RETOUR))
    }
}

/// `range.contains(&step)`, always inlined (see `is_plein`).
#[inline(always)]
fn within(step: u8, range: std::ops::RangeInclusive<u8>) -> bool {
    step >= *range.start() && step <= *range.end()
}

/// Whether a side with `his[k]` dames at step k of its own path can still make the plein of the
/// jan starting at step `lo` (000 JAN INTERDIT: "la possibilité matérielle d'y réaliser le plein
/// grâce au nombre de dames dont il dispose en arrière des cases à faire").
///
/// Dames only move forward, so a case lacking dames can be served by any dame standing before it:
/// all dames behind the jan, and the surplus (beyond two) of the jan's own cases already made.
/// Dames beyond the jan never help. With such nested sources the greedy count is exact (Hall): at
/// every case, the dames still lacking up to it must not exceed the dames available before it.
/// The other side's dames are not counted as obstacles: the rule speaks of the number of dames.
pub fn can_fill(his: &[u8; 25], lo: u8) -> bool {
    let lo = (lo as usize).clamp(1, 19);
    let mut supply: u32 = 0;
    let mut k = 1;
    while k < lo {
        supply += his[k] as u32;
        k += 1;
    }
    let mut lacking: u32 = 0;
    while k < lo + 6 {
        let c = his[k];
        k += 1;
        if c < 2 {
            lacking += 2 - c as u32;
            if lacking > supply {
                return false;
            }
        } else {
            supply += c as u32 - 2;
        }
    }
    true
}

/// 24 counts as three little-endian words of eight (index 0 in the low byte of the first).
#[inline(always)]
fn words(c: &[u8; 24]) -> [u64; 3] {
    let mut w = [0u64; 3];
    let mut k = 0;
    while k < 3 {
        let bytes: Option<[u8; 8]> = c.get(8 * k..8 * k + 8).and_then(|b| b.try_into().ok());
        w[k] = bytes.map_or(0, u64::from_le_bytes);
        k += 1;
    }
    w
}

/// The eight bytes of `a` from `at`.
#[inline(always)]
fn eight(a: &mut [u8; 26], at: usize) -> Option<&mut [u8; 8]> {
    a.get_mut(at..at + 8).and_then(|s| s.try_into().ok())
}

/// The 24 counts of `words` in the opposite order.
#[inline(always)]
fn reversed(w: [u64; 3]) -> [u64; 3] {
    [w[2].swap_bytes(), w[1].swap_bytes(), w[0].swap_bytes()]
}

/// Bit `s` (1..=24) set when step `s` holds at least `n` (1 or 2) dames. Counts are at most 15,
/// so adding 0x80 − n to a byte carries into its top bit exactly when it is n or more, and
/// never into the next byte; the multiplication gathers the eight top bits into one byte.
#[inline(always)]
fn step_mask(w: [u64; 3], n: u8) -> u32 {
    const TOP: u64 = 0x8080_8080_8080_8080;
    let k = 0x0101_0101_0101_0101u64.wrapping_mul(0x80 - n as u64);
    let gather = |x: u64| {
        ((((x.wrapping_add(k)) & TOP) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
    };
    (gather(w[0]) | gather(w[1]) << 8 | gather(w[2]) << 16) << 1
}

/// The sum of a word's eight counts (at most 15 together, so no byte overflows).
#[inline(always)]
fn byte_sum(x: u64) -> u32 {
    (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Bits `lo..=hi` set.
#[inline(always)]
const fn span(lo: u8, hi: u8) -> u32 {
    (u32::MAX >> (31 - hi)) & !((1u32 << lo) - 1)
}

/// What a number is during the sortie (000 NOMBRE SORTANT, NOMBRE DÉFAILLANT, NOMBRE EXCÉDANT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberKind {
    /// Carries a dame exactly to the bande: it may bear it off, or be played inside.
    Sortant,
    /// Not sortant, but some dame can play it inside the jan: it must be played inside.
    Defaillant,
    /// Neither: only the farthest dame may bear off by it, going past the bande.
    Excedant,
}

/// The mover's dames along his path with where they may go: the working state of a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tablier {
    /// Dames per step: index 1..=24 on the board, 25 = borne off; index 0 unused.
    pub own: [u8; 26],
    /// The opponent's dames per step of the mover's path (index 1..=24).
    pub opp: [u8; 26],
    /// Bit `s` set: a move may end on step `s` (no opponent dame, not his coin, not interdit).
    pub land: u32,
    /// Bit `s` set: a dame playing tout d'une may rest on step `s`.
    pub rest: u32,
    /// Bit `s` set: the mover has a dame on step `s` (1..=24).
    pub occupied: u32,
    /// Bit `s` set: the mover has two dames or more on step `s` (1..=24): the cases he has made
    /// (000 CASE PLEINE), kept up to date by `shift` so that pleins cost three masks.
    pub two: u32,
    /// The mover's dames outside his jan de retour (steps 1–18): while any, no sortie.
    pub outside: u8,
    /// The opponent's jans the mover may not enter yet (000 JAN INTERDIT).
    pub interdit: Interdit,
}

impl Tablier {
    /// From a side's view of the board (index = step − 1).
    pub fn new(view: &View) -> Tablier {
        Tablier::along(words(&view.own), words(&view.opp))
    }

    /// `side`'s Tablier read straight off the board, without a `View`: play generation starts
    /// here on every call.
    pub fn of(board: &Board, side: Side) -> Tablier {
        let (mine, theirs) = (
            words(board.counts(side)),
            words(board.counts(side.opponent())),
        );
        match side {
            // White's step s is flèche s − 1: the physical order.
            Side::White => Tablier::along(mine, theirs),
            // Black's step s is flèche 24 − s: the physical order reversed, byte by byte.
            Side::Black => Tablier::along(reversed(mine), reversed(theirs)),
        }
    }

    /// The mover's counts by physical index (as `Board::counts`): `of` undone for his dames, a
    /// word at a time as there (a loop of 24 through `fleche_at` was a twentieth of a random
    /// game).
    pub fn counts(&self, side: Side) -> [u8; 24] {
        let mut w = [0u64; 3];
        for (k, word) in w.iter_mut().enumerate() {
            let bytes: Option<[u8; 8]> = self
                .own
                .get(1 + 8 * k..9 + 8 * k)
                .and_then(|b| b.try_into().ok());
            *word = bytes.map_or(0, u64::from_le_bytes);
        }
        let w = match side {
            Side::White => w,
            Side::Black => reversed(w),
        };
        let mut out = [0u8; 24];
        for (k, word) in w.iter().enumerate() {
            // Whole-array stores, as in `along`.
            let slot: Option<&mut [u8; 8]> = out
                .get_mut(8 * k..8 * k + 8)
                .and_then(|s| s.try_into().ok());
            if let Some(slot) = slot {
                *slot = word.to_le_bytes();
            }
        }
        out
    }

    /// From both sides' dames by the mover's steps, eight steps a word (steps 1–8, 9–16,
    /// 17–24). The masks are computed a word at a time, not step by step: this runs on every
    /// call of play generation, where a loop of 24 steps weighed a tenth of the WebAssembly time.
    fn along(own_w: [u64; 3], opp_w: [u64; 3]) -> Tablier {
        let mut own = [0u8; 26];
        let mut opp = [0u8; 26];
        let mut k = 0;
        while k < 3 {
            let at = 1 + 8 * k;
            // Whole-array stores: `copy_from_slice` became a `memory.copy`, a call out of the
            // module in V8.
            if let Some(slot) = eight(&mut own, at) {
                *slot = own_w[k].to_le_bytes();
            }
            if let Some(slot) = eight(&mut opp, at) {
                *slot = opp_w[k].to_le_bytes();
            }
            k += 1;
        }
        let interdit = Interdit::of_steps(&opp);
        let occupied = step_mask(own_w, 1);
        let held = step_mask(opp_w, 1);
        // 000 LOIS: a dame stands or rests only on an empty flèche or one of its own.
        let empty = !held & span(1, 24);
        // 000 COINS: never placed on the opponent's coin, though an empty one is a passage.
        let mut land = empty & !(1 << steps::COIN_ADVERSE);
        let mut rest = empty;
        // 000 RETOUR: empty flèches of the opponent's grand jan (coin included) may serve as
        // rests even while it is interdit; his petit jan, never while interdit.
        if interdit.grand {
            land &= !span(
                *steps::GRAND_JAN_ADVERSE.start(),
                *steps::GRAND_JAN_ADVERSE.end(),
            );
        }
        if interdit.petit {
            let jan = span(*steps::JAN_DE_RETOUR.start(), *steps::JAN_DE_RETOUR.end());
            land &= !jan;
            rest &= !jan;
        }
        // Steps 1–18 are the first two words and the low two bytes of the third.
        let outside = byte_sum(own_w[0]) + byte_sum(own_w[1]) + byte_sum(own_w[2] & 0xFFFF);
        let on_board = outside + byte_sum(own_w[2] >> 16);
        own[25] = (DAMES as u32).saturating_sub(on_board) as u8;
        Tablier {
            own,
            opp,
            land,
            rest,
            occupied,
            two: step_mask(own_w, 2),
            outside: outside.min(255) as u8,
            interdit,
        }
    }

    /// Whether a move may end on `step` (see `land`).
    #[inline(always)]
    pub fn can_land(&self, step: u8) -> bool {
        step <= 24 && self.land & (1 << step) != 0
    }

    /// Whether a dame playing tout d'une may rest on `step` (see `rest`).
    #[inline(always)]
    pub fn can_rest(&self, step: u8) -> bool {
        step <= 24 && self.rest & (1 << step) != 0
    }

    /// The farthest dame from the bande (lowest step), if any on the board.
    #[inline(always)]
    pub fn farthest(&self) -> Option<u8> {
        (self.occupied != 0).then(|| self.occupied.trailing_zeros() as u8)
    }

    /// Some dame can play `d` without leaving the board, ending on a place it may end on.
    #[inline(always)]
    pub fn can_play_inside(&self, d: u8) -> bool {
        self.landings(d) != 0
    }

    /// Bit `s` set: a dame on step `s` can play `d` inside the board to a place it may end on.
    /// Masks rather than a loop over the dames: each loop step is dearer in WebAssembly.
    #[inline(always)]
    pub fn landings(&self, d: u8) -> u32 {
        self.occupied & (self.land >> d)
    }

    /// Bit `s` set: a dame on step `s` can play `d` inside the board to a place it may end on
    /// or rest on (the first number of a dame playing tout d'une).
    #[inline(always)]
    pub fn passages(&self, d: u8) -> u32 {
        self.occupied & ((self.land | self.rest) >> d)
    }

    /// Bit `s` set: the dame on step `s` may be borne off by `d` (1..=6) now (000 SORTIE): every
    /// dame is in the jan de retour, and the number is sortant for it, or excédant and it is the
    /// farthest dame.
    #[inline(always)]
    pub fn sorties(&self, d: u8) -> u32 {
        if self.outside > 0 || d == 0 || d > 6 {
            return 0;
        }
        // Sortant: the dame exactly `d` from the bande.
        let mut m = self.occupied & (1 << (25 - d));
        // Excédant: the farthest dame, when no dame can play `d` inside.
        let far = self.occupied & self.occupied.wrapping_neg();
        if far != 0 && far.trailing_zeros() + d as u32 > 25 && !self.can_play_inside(d) {
            m |= far;
        }
        m
    }

    /// The kind of the number `d` for the sortie, in this state.
    pub fn number_kind(&self, d: u8) -> NumberKind {
        if (1..=6).contains(&d) && self.own[25 - d as usize] > 0 {
            NumberKind::Sortant
        } else if self.can_play_inside(d) {
            NumberKind::Defaillant
        } else {
            NumberKind::Excedant
        }
    }

    /// Moves one dame from `s` to `t` (25 = off). The caller has checked the move.
    #[inline(always)]
    pub fn shift(&mut self, s: u8, t: u8) {
        let (si, ti) = (s as usize, t.min(25) as usize);
        self.own[si] -= 1;
        match self.own[si] {
            0 => self.occupied &= !(1 << s),
            1 => self.two &= !(1 << s),
            _ => {}
        }
        if s < 19 {
            self.outside -= 1;
        }
        self.own[ti] += 1;
        if ti <= 24 {
            self.occupied |= 1 << ti;
            if self.own[ti] >= 2 {
                self.two |= 1 << ti;
            }
            if ti < 19 {
                self.outside += 1;
            }
        }
    }

    /// Undoes `shift(s, t)`.
    #[inline(always)]
    pub fn unshift(&mut self, s: u8, t: u8) {
        let (si, ti) = (s as usize, t.min(25) as usize);
        self.own[ti] -= 1;
        if ti <= 24 {
            match self.own[ti] {
                0 => self.occupied &= !(1 << ti),
                1 => self.two &= !(1 << ti),
                _ => {}
            }
            if ti < 19 {
                self.outside -= 1;
            }
        }
        self.own[si] += 1;
        self.occupied |= 1 << s;
        if self.own[si] >= 2 {
            self.two |= 1 << s;
        }
        if s < 19 {
            self.outside += 1;
        }
    }

    /// The pleins the mover holds now, one bit per `PleinJan` (as `pleins(&self.own)`).
    #[inline(always)]
    pub fn pleins(&self) -> u8 {
        const JAN: u32 = 0b11_1111;
        let mut set = 0;
        if (self.two >> PleinJan::Petit.first_step()) & JAN == JAN {
            set |= PleinJan::Petit.bit();
        }
        if (self.two >> PleinJan::Grand.first_step()) & JAN == JAN {
            set |= PleinJan::Grand.bit();
        }
        if (self.two >> PleinJan::Retour.first_step()) & JAN == JAN {
            set |= PleinJan::Retour.bit();
        }
        set
    }

    /// Dames still on the board.
    pub fn on_board(&self) -> u32 {
        self.own[1..=24].iter().map(|&n| n as u32).sum()
    }
}
