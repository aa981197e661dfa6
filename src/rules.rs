//! The rules of whichever game a position is of: one entry point per question, dispatched on
//! `Position::game`. Boundaries call these and nothing deeper.

use crate::analysis::Analysis;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::variant::Variant;

/// Every distinct legal play of the position's roll (docs/interchange.md `plays`).
pub fn legal_plays(pos: &Position) -> Result<Vec<Play>, Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::legal_plays(pos),
        Variant::Jacquet => crate::jacquet::legal_plays(pos),
    }
}

/// Checks a play against the rules: `Ok` if legal, else the rule it breaks.
pub fn check_play(pos: &Position, play: &Play) -> Result<(), Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::check_play(pos, play),
        Variant::Jacquet => crate::jacquet::check_play(pos, play),
    }
}

/// Plays a legal play: the turn passes and the mover's `coups` counts up.
pub fn apply_play(pos: &Position, play: &Play) -> Result<Position, Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::apply_play(pos, play),
        Variant::Jacquet => crate::jacquet::apply_play(pos, play),
    }
}

/// Plays a play taken from this position's own `legal_plays`, without checking it again: the
/// engine's entry point for its own plays (game loops, the computer's search, random games),
/// where checking each play again cost nearly half the time of a random game. The position
/// after it is the one `apply_play` gives for that play. A play from outside (a player, a file,
/// the page) goes through `apply_play`: given any other play, this one does not say which rule
/// it breaks, and may move dames the rules forbid (it never panics).
pub fn apply_unchecked(pos: &Position, play: &Play) -> Result<Position, Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::apply_unchecked(pos, play),
        Variant::Jacquet => crate::jacquet::apply_unchecked(pos, play),
    }
}

/// The legal next single-die moves of the position's roll once the moves `so_far` of this roll
/// are made (chessground's `dests`): each flèche a dame may leave, with where it may go, in the
/// order of the mover's path. A move is offered exactly when some legal play begins with
/// `so_far` and that move, in an order `check_play` accepts; once a whole play is made, nothing
/// is. `Err` names the rule a move of `so_far` breaks (as `refusal` does).
pub fn destinations(pos: &Position, so_far: &[Move]) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::destinations(pos, so_far),
        Variant::Jacquet => crate::jacquet::dests::destinations(pos, so_far, &Default::default()),
    }
}

/// Why the single move `mv` may not be made after the moves `so_far` of this roll: `None` when
/// `destinations` offers it, else the rule it breaks, an `Error::IllegalPlay` whose `Rule` has
/// a stable code (`Rule::code`), for the page to say in the player's language.
pub fn refusal(pos: &Position, so_far: &[Move], mv: Move) -> Option<Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::plays::refusal(pos, so_far, mv),
        Variant::Jacquet => crate::jacquet::dests::refusal(pos, so_far, mv, &Default::default()),
    }
}

/// The whole analysis of the position's roll: jans, points and plays. The points are the
/// roll's, before any dame is touched; marking them is `score::mark`'s.
///
/// ```
/// use tablier::notation::compact;
/// use tablier::{rules, JanKind, Side};
///
/// // 000 CONSERVER PAR IMPUISSANCE: White, his dames all in his full grand jan, throws 6 and 3.
/// // No 6 can be played; the 3 keeps the plein. He beats the dame on N8 two ways; Black marks
/// // the dame on N6 beaten à faux and the 6 unplayed.
/// let pos = compact::position_from_str(
///     "B7:2,B8:3,B9:3,B10:3,B11:2,B12:2/N1:3,N6,N7:2,N8,N9:2,N10:2,N11:2,N12:2 w 6-3",
/// )?;
/// let a = rules::analyse(&pos)?;
/// let jans: Vec<(JanKind, Side, u32)> =
///     a.jans.iter().map(|j| (j.kind, j.beneficiary, j.points)).collect();
/// assert_eq!(
///     jans,
///     [
///         (JanKind::BattreDame, Side::White, 4),
///         (JanKind::ConserverGrandJan, Side::White, 4),
///         (JanKind::BattreDameAFaux, Side::Black, 4),
///         (JanKind::Impuissance, Side::Black, 2),
///     ]
/// );
/// assert_eq!((a.points.white, a.points.black), (8, 6));
/// // Two plays, the 3 alone: B8–B11 or B9–B12.
/// assert_eq!(a.plays.len(), 2);
/// assert!(a.plays.iter().all(|p| p.len() == 1));
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn analyse(pos: &Position) -> Result<Analysis, Error> {
    match pos.variant() {
        Variant::Trictrac => crate::trictrac::analyse(pos),
        Variant::Jacquet => crate::jacquet::analyse(pos),
    }
}
