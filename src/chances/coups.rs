//! Sets of the 36 coups (001 "Règles pour connaître combien il y a de coups en deux dés": each
//! simple throw comes two ways, "six et as, et as et six", each doublet one).

use crate::dice::Dice;

/// The 21 distinct rolls, each once, as the bit index of a [`CoupSet`]: the high die `h` and
/// the low die `l` give `h(h−1)/2 + l − 1`, the order of [`Dice::all_rolls`].
fn index(d: Dice) -> u32 {
    let (h, l) = (d.high() as u32, d.low() as u32);
    h * (h - 1) / 2 + l - 1
}

/// The rolls by bit index (high die first), so that sets are built and read without building
/// every roll again: `chances` reads them for each dame it lists.
const ROLLS: [[u8; 2]; 21] = {
    let mut t = [[0u8; 2]; 21];
    let mut h = 1u8;
    let mut i = 0;
    while h <= 6 {
        let mut l = 1u8;
        while l <= h {
            t[i] = [h, l];
            i += 1;
            l += 1;
        }
        h += 1;
    }
    t
};

/// Some of the 36 coups, kept as the 21 distinct rolls they come from: a simple roll stands for
/// both its coups (5-1 and 1-5), which the analysis cannot tell apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CoupSet(u32);

impl CoupSet {
    /// No coup.
    pub const NONE: CoupSet = CoupSet(0);
    /// All 36 coups.
    pub const ALL: CoupSet = CoupSet((1 << 21) - 1);

    /// The coups of the rolls for which `keep` holds.
    pub fn of(keep: impl Fn(Dice) -> bool) -> CoupSet {
        let mut bits = 0;
        for (i, d) in Self::each().enumerate() {
            if keep(d) {
                bits |= 1 << i;
            }
        }
        CoupSet(bits)
    }

    /// The 21 rolls in bit order.
    fn each() -> impl DoubleEndedIterator<Item = Dice> {
        ROLLS.iter().filter_map(|&[h, l]| Dice::new(h, l).ok())
    }

    /// Adds the roll `d` (both its coups if it is simple).
    pub fn insert(&mut self, d: Dice) {
        self.0 |= 1 << index(d);
    }

    /// Whether the roll `d` (in either order) is in the set.
    pub fn contains(self, d: Dice) -> bool {
        self.0 & (1 << index(d)) != 0
    }

    /// The coups in both sets.
    pub fn and(self, other: CoupSet) -> CoupSet {
        CoupSet(self.0 & other.0)
    }

    /// The coups of `self` not in `other`.
    pub fn without(self, other: CoupSet) -> CoupSet {
        CoupSet(self.0 & !other.0)
    }

    /// Whether there is no coup in the set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many of the 36 coups: a doublet counts one, a simple roll two (001: "tout doublet est
    /// simple … et tout simple … est double").
    pub fn count(self) -> u32 {
        // Doublets are the bits of h = l: 1-1, 2-2, … at indices h(h+1)/2 − 1.
        const DOUBLETS: u32 = 1 | 1 << 2 | 1 << 5 | 1 << 9 | 1 << 14 | 1 << 20;
        2 * self.0.count_ones() - (self.0 & DOUBLETS).count_ones()
    }

    /// The distinct rolls, high die first, from sonnez down to beset: 6-6, 6-5, 6-4 … 1-1.
    pub fn rolls(self) -> impl Iterator<Item = Dice> {
        let bits = self.0;
        ROLLS
            .iter()
            .enumerate()
            .rev()
            .filter(move |&(i, _)| bits & (1 << i) != 0)
            .filter_map(|(_, &[h, l])| Dice::new(h, l).ok())
    }

    /// Every coup, each simple roll in both orders (6-5 then 5-6): `count` of them.
    pub fn coups(self) -> Vec<Dice> {
        let mut out = Vec::with_capacity(self.count() as usize);
        for d in self.rolls() {
            out.push(d);
            if !d.is_doublet() {
                // Both dice are 1–6, so the swapped pair is a roll as well.
                if let Ok(swapped) = Dice::new(d.second(), d.first()) {
                    out.push(swapped);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_six_coups_in_all() {
        // 001: "six fois six faisant trente-six, il est impossible que dans deux dés il y ait ni
        // plus ni moins de trente-six coups".
        assert_eq!(CoupSet::ALL.count(), 36);
        assert_eq!(CoupSet::ALL.coups().len(), 36);
        assert_eq!(CoupSet::ALL.rolls().count(), 21);
        assert_eq!(CoupSet::NONE.count(), 0);
    }

    #[test]
    fn the_table_is_the_index() {
        for (i, d) in CoupSet::each().enumerate() {
            assert_eq!(index(d) as usize, i);
        }
        assert_eq!(CoupSet::each().count(), 21);
        for d in Dice::all_rolls() {
            let mut one = CoupSet::NONE;
            one.insert(d);
            assert_eq!(one.count(), d.chances() as u32, "{d:?}");
        }
    }

    #[test]
    fn a_simple_roll_is_two_coups_a_doublet_one() {
        // 001: "six et as sont deux coups"; "les six doublets ne se pouvant produire … qu'une fois".
        let six_as = Dice::new(1, 6).unwrap();
        let set = CoupSet::of(|d| d == Dice::new(6, 1).unwrap() || d.is_doublet());
        assert!(set.contains(six_as));
        assert_eq!(set.count(), 2 + 6);
        let names: Vec<[u8; 2]> = set.coups().iter().map(|d| d.as_array()).collect();
        assert_eq!(names.first(), Some(&[6, 6]));
        assert!(names.contains(&[6, 1]) && names.contains(&[1, 6]));
        assert_eq!(names.last(), Some(&[1, 1]));
    }
}
