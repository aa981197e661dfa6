//! The jans of a Trictrac roll: every jan the roll makes, who scores it, how much, on which
//! flèche, by how many façons or moyens (000 BATTRE … SORTIE, IMPUISSANCE; 001 "Des jans";
//! RULINGS 7–8). Decisions and citations: docs/rules/jans.md.
//!
//! Batteries and jans de départ are played par puissance: they are read off the board and the
//! dice alone. Pleins, sortie and impuissance must be realisable: they are read off the legal
//! plays the caller passes (000 REMPLIR EN PASSANT: "le remplissage doit pouvoir s'effectuer
//! réellement et pas seulement par puissance").

mod battre;
mod depart;
mod plein;
mod rencontre;
mod roll;
mod sortie;

pub use rencontre::rencontre;

use crate::analysis::Jan;
use crate::error::Error;
use crate::play::Play;
use crate::position::Position;
use crate::side::Side;
use roll::{Played, Roll};

/// Every jan of the position's roll, given the roll's legal plays (an empty list, or only the
/// empty play, means nothing can be played). The mover's jans come first, then the opponent's
/// (RULINGS 9: the mover marks first); each group in a fixed order that does not depend on the
/// order of `plays`.
///
/// Every play is traced, and one that cannot be played from this board is an error.
pub fn jans(pos: &Position, plays: &[Play]) -> Result<Vec<Jan>, Error> {
    let mut out = Vec::new();
    count(pos, plays, true, &mut out)?;
    Ok(out)
}

/// `jans` of the position's own legal plays (`legal_plays_under` of this very position): they
/// are traced only when some jan that depends on the play is within their reach. Most rolls make
/// none (tracing every legal play of every roll was a sixth of a random game's time); a
/// property test (tests/trictrac/jans/props.rs) holds the answers equal to `jans`'.
/// The jans go into `out`, replacing what it held and keeping its allocation (`analyse_into`).
pub(crate) fn jans_of_legal_plays(
    pos: &Position,
    plays: &[Play],
    out: &mut Vec<Jan>,
) -> Result<(), Error> {
    count(pos, plays, false, out)
}

fn count(
    pos: &Position,
    plays: &[Play],
    trace_every_play: bool,
    out: &mut Vec<Jan>,
) -> Result<(), Error> {
    out.clear();
    let roll = Roll::new(pos)?;
    let none = [Play::empty()];
    let plays = if plays.is_empty() { &none[..] } else { plays };
    let most = plays.iter().map(Play::len).max().unwrap_or(0);
    let within_reach = plein::within_reach(&roll, most) || sortie::within_reach(&roll, most);
    let mut played = Vec::new();
    if trace_every_play || within_reach {
        played.reserve_exact(plays.len());
        for p in plays {
            played.push(Played::trace(&roll, p)?);
        }
    }

    depart::jans(&roll, out);
    battre::dames(&roll, out);
    battre::coin(&roll, out);
    // The jans read off the plays: none when no play was within their reach, none traced.
    if !played.is_empty() {
        plein::jans(&roll, &played, out);
        sortie::sortie(&roll, &played, out);
        sortie::impuissance(&roll, &played, out);
    }
    mover_first(out, roll.mover);
    Ok(())
}

/// The mover's jans first, each side's in the order found (RULINGS 9).
fn mover_first(jans: &mut [Jan], mover: Side) {
    crate::sort::sort_by_key(jans, |j| j.beneficiary != mover);
}
