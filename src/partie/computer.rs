//! What the computer marks of its own roll in the "computer makes mistakes" mode, as data of the
//! game; the computer's choices on the game (`computer_play`, `computer_decision`,
//! `computer_marks`, `computer_fausse_option`) are written in `ai` (src/ai/games.rs), above the
//! games (docs/layers.md).

use crate::ecole::SideMarked;
use crate::side::Side;

/// What the computer marks of its own roll in the "computer makes mistakes" mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMarks {
    /// The side that rolled (the computer).
    pub side: Side,
    /// The points the roll gives it.
    pub due: u32,
    /// The points it claims: `due`, or now and then a wrong number (`ai::claimed_points`).
    pub claimed: u32,
    /// Its marks as `ecole::check` reads them: the jeton and trous the claimed points make,
    /// the jeton let go and the dames touched.
    pub marked: SideMarked,
}
