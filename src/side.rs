//! The two sides. White (les blanches) plays from B1, Black (les noires) from N1 (Trictrac).

use serde::{Deserialize, Serialize};

/// A side of the tablier: the player of the white dames or of the black ones (`"white"`,
/// `"black"` in JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Les blanches: the talon on B1 (Trictrac and Jacquet).
    White,
    /// Les noires: the talon on N1 in Trictrac, on N12 in Jacquet.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The other side: l'adversaire.
    #[inline(always)]
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-side arrays.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side's name in JSON and messages: `"white"` or `"black"`.
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// One value per side, White's and Black's: points, trous, coups, scores (shakmaty's `ByColor`).
/// Serialised as `{"white": …, "black": …}`; read from JSON, a side left out takes its default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
#[serde(bound(deserialize = "T: Deserialize<'de> + Default"))]
pub struct BySide<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> BySide<T> {
    /// The same value for both sides.
    pub fn both(value: T) -> BySide<T>
    where
        T: Clone,
    {
        BySide {
            white: value.clone(),
            black: value,
        }
    }

    /// The value of one side.
    #[inline]
    pub fn side(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// The value of one side, to change it.
    #[inline]
    pub fn side_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }

    /// Each side's value turned into another.
    pub fn map<U>(self, mut f: impl FnMut(Side, T) -> U) -> BySide<U> {
        BySide {
            white: f(Side::White, self.white),
            black: f(Side::Black, self.black),
        }
    }
}

impl<T: Copy> BySide<T> {
    /// The value of one side, by copy.
    #[inline]
    pub fn get(&self, side: Side) -> T {
        *self.side(side)
    }
}

impl BySide<u32> {
    /// Adds to one side's count, saturating (counts of points, trous and coups never wrap).
    #[inline]
    pub fn add(&mut self, side: Side, n: u32) {
        let v = self.side_mut(side);
        *v = v.saturating_add(n);
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
