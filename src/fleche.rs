//! Flèches (the 24 points of the tablier), their names, and each side's path over them.
//!
//! A `Fleche` is a physical place, numbered 0..24 along White's Trictrac path:
//! B1 = 0 … B12 = 11, N12 = 12 … N1 = 23. A `Step` is a place counted along one side's own path,
//! 1..=24, with 25 for the bande de sortie (`off`). This file is the only place that converts
//! between the two (docs/interchange.md, "The board and its names").

use crate::side::Side;
use crate::variant::Variant;
use std::fmt;

/// A flèche: one of the 24 points of the tablier, where dames stand (000 POSITIONNEMENT DES
/// DAMES). Named `B1`…`B12` on White's side of the board, `N1`…`N12` on Black's; a physical place,
/// the same for both sides, whose step along a side's path is `step`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fleche(u8);

/// The bande de sortie, counted as step 25 of every path (000 SORTIE: "la valeur d'une case").
pub(crate) const OFF: u8 = 25;

impl Fleche {
    /// The number of flèches on the tablier.
    pub const COUNT: usize = 24;
    /// White's talon in both games: all fifteen white dames start here.
    pub const B1: Fleche = Fleche(0);
    /// White's coin de repos in Trictrac (000 COINS).
    pub const B12: Fleche = Fleche(11);
    /// Black's coin de repos in Trictrac, Black's talon in Jacquet (003 Mise en place).
    pub const N12: Fleche = Fleche(12);
    /// Black's talon in Trictrac.
    pub const N1: Fleche = Fleche(23);

    /// The flèche with physical index `i` (0..24), if any.
    #[inline(always)]
    pub fn new(i: u8) -> Option<Fleche> {
        (i < 24).then_some(Fleche(i))
    }

    /// The physical index, 0 (B1) to 23 (N1): an index into per-flèche arrays.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The 24 flèches in physical order, B1…B12 then N12…N1.
    pub fn all() -> impl Iterator<Item = Fleche> {
        (0..24).map(Fleche)
    }

    /// Parses `B1`…`B12`, `N1`…`N12` (case-insensitive). By byte patterns, no leading zero:
    /// every position read from JSON names its flèches through here.
    pub const fn parse(name: &str) -> Option<Fleche> {
        let (side, k) = match *name.as_bytes() {
            [s, d @ b'1'..=b'9'] => (s, d - b'0'),
            [s, b'1', d @ b'0'..=b'2'] => (s, 10 + d - b'0'),
            _ => return None,
        };
        match side {
            b'B' | b'b' => Some(Fleche(k - 1)),
            b'N' | b'n' => Some(Fleche(24 - k)),
            _ => None,
        }
    }

    /// `B`k or `N`k.
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 24] = [
            "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "N12",
            "N11", "N10", "N9", "N8", "N7", "N6", "N5", "N4", "N3", "N2", "N1",
        ];
        NAMES[self.index()]
    }

    /// The flèche at `step` (1..=24) of `side`'s path in `variant`; `None` for 0, 25 (off) and beyond.
    #[inline(always)]
    pub fn from_step(variant: Variant, side: Side, step: u8) -> Option<Fleche> {
        if step == 0 || step > 24 {
            return None;
        }
        Some(Fleche(match (variant, side) {
            (_, Side::White) => step - 1,
            (Variant::Trictrac, Side::Black) => 24 - step,
            // Jacquet: Black's talon is N12 (index 12), path N12 → N1 → B1 → B12.
            (Variant::Jacquet, Side::Black) => (step + 11) % 24,
        }))
    }

    /// This flèche's step (1..=24) on `side`'s path in `variant`.
    #[inline(always)]
    pub fn step(self, variant: Variant, side: Side) -> u8 {
        match (variant, side) {
            (_, Side::White) => self.0 + 1,
            (Variant::Trictrac, Side::Black) => 24 - self.0,
            (Variant::Jacquet, Side::Black) => (self.0 + 12) % 24 + 1,
        }
    }
}

impl fmt::Display for Fleche {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Named places of a Trictrac path, as steps (000: talon, coin de repos, jans).
pub mod steps {
    /// The talon: where all 15 dames start (B1 for White, N1 for Black).
    pub const TALON: u8 = 1;
    /// The coin de repos, the twelfth case (B12 / N12).
    pub const COIN: u8 = 12;
    /// The opponent's coin de repos, as a step of one's own path.
    pub const COIN_ADVERSE: u8 = 13;
    /// The petit jan, the first of one's four jans: steps 1–6 (000 PETIT JAN).
    pub const PETIT_JAN: std::ops::RangeInclusive<u8> = 1..=6;
    /// The grand jan, the second, ending on the coin: steps 7–12 (000 GRAND JAN).
    pub const GRAND_JAN: std::ops::RangeInclusive<u8> = 7..=12;
    /// The opponent's grand jan, one's third: steps 13–18.
    pub const GRAND_JAN_ADVERSE: std::ops::RangeInclusive<u8> = 13..=18;
    /// The jan de retour, the last, the opponent's petit jan, where the dames gather to be borne
    /// off: steps 19–24 (000 JAN DE RETOUR).
    pub const JAN_DE_RETOUR: std::ops::RangeInclusive<u8> = 19..=24;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for f in Fleche::all() {
            assert_eq!(Fleche::parse(f.name()), Some(f));
        }
        assert_eq!(Fleche::parse("b7"), Some(Fleche(6)));
        for bad in ["", "B", "B0", "B13", "N01", "X3", "B1x", "B-1"] {
            assert_eq!(Fleche::parse(bad), None, "{bad}");
        }
    }

    /// `parse` by byte patterns names what the former one (digits read with `str::parse`)
    /// named, on every text of one to four characters over the alphabet that matters.
    #[test]
    fn parse_agrees_with_the_former_reader() {
        fn former(name: &str) -> Option<Fleche> {
            let bytes = name.as_bytes();
            if bytes.len() < 2 || bytes.len() > 3 {
                return None;
            }
            let num = name.get(1..)?;
            if num.starts_with('0') || !num.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let k: u8 = num.parse().ok()?;
            if !(1..=12).contains(&k) {
                return None;
            }
            match bytes[0] {
                b'B' | b'b' => Some(Fleche(k - 1)),
                b'N' | b'n' => Some(Fleche(24 - k)),
                _ => None,
            }
        }
        let alphabet: Vec<char> = "BbNnX0123456789+-é ".chars().collect();
        let mut texts = vec![String::new()];
        let mut all = Vec::new();
        for _ in 0..4 {
            texts = texts
                .iter()
                .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                .collect();
            all.extend(texts.iter().cloned());
        }
        let mut named = 0;
        for t in &all {
            assert_eq!(Fleche::parse(t), former(t), "{t:?}");
            named += Fleche::parse(t).is_some() as usize;
        }
        // B1…B12 and N1…N12, each in two cases.
        assert_eq!(named, 48);
    }

    #[test]
    fn trictrac_paths_follow_interchange() {
        // docs/interchange.md: on White's path Bk is step k and Nk is step 25−k; on Black's the reverse.
        for k in 1..=12u8 {
            let b = Fleche::parse(&format!("B{k}")).unwrap();
            let n = Fleche::parse(&format!("N{k}")).unwrap();
            assert_eq!(b.step(Variant::Trictrac, Side::White), k);
            assert_eq!(n.step(Variant::Trictrac, Side::White), 25 - k);
            assert_eq!(n.step(Variant::Trictrac, Side::Black), k);
            assert_eq!(b.step(Variant::Trictrac, Side::Black), 25 - k);
        }
    }

    #[test]
    fn jacquet_paths_follow_interchange() {
        let path: Vec<&str> = (1..=24)
            .map(|s| {
                Fleche::from_step(Variant::Jacquet, Side::Black, s)
                    .unwrap()
                    .name()
            })
            .collect();
        assert_eq!(path[0], "N12");
        assert_eq!(path[11], "N1");
        assert_eq!(path[12], "B1");
        assert_eq!(path[23], "B12");
        for f in Fleche::all() {
            for side in Side::BOTH {
                for variant in [Variant::Trictrac, Variant::Jacquet] {
                    assert_eq!(
                        Fleche::from_step(variant, side, f.step(variant, side)),
                        Some(f)
                    );
                }
            }
        }
    }
}
