//! The score of a game: jetons (points 0–11), the fichet (trous), bredouille.
//!
//! Only the types live here for now; marking (000 JEU ou TROU, RULINGS 9–12) is added by the
//! points work.

use crate::side::Side;

/// One side's marks (000 UTILISATION DES JETONS, JEU ou TROU).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideScore {
    /// Points on the jeton, 0–11: 12 make a trou.
    pub points: u8,
    /// Trous won, on the fichet.
    pub holes: u8,
    /// Whether this side's present points were all scored without the other side scoring in
    /// between, so that completing the jeu now wins it double.
    pub bredouille: bool,
}

impl Default for SideScore {
    fn default() -> Self {
        SideScore { points: 0, holes: 0, bredouille: true }
    }
}

/// Both sides' marks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Score {
    pub white: SideScore,
    pub black: SideScore,
}

impl Score {
    pub fn side(&self, side: Side) -> &SideScore {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
    pub fn side_mut(&mut self, side: Side) -> &mut SideScore {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}
