//! Jans marked but not made: a plein filled or kept, or the sortie, is owed only if the play
//! really makes it (000 REMPLIR et CONSERVER, ÉCOLE RÉTROACTIVE POUR NON REMPLISSAGE ou NON
//! CONSERVATION, ÉCOLE DE PRIVILÈGE, FAUSSE CASE NE FAIT PAS ÉCOLE).
//!
//! The play is taken as the referee saw it, legal or not: a fausse case is exactly a play the
//! rules forbid, and what matters here is only whether the jan stands after it.

use crate::analysis::{Analysis, JanKind};
use crate::board::Board;
use crate::error::Error;
use crate::fleche::steps::{GRAND_JAN, JAN_DE_RETOUR, PETIT_JAN};
use crate::play::Play;
use crate::position::Position;
use std::ops::RangeInclusive;

/// A jan owed for a play that did not make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unmade {
    /// The plein (remplir or conserver) or the sortie owed.
    pub kind: JanKind,
    /// Its points, marked for a jan the play did not make (000 REMPLIR et CONSERVER).
    pub points: u32,
}

fn plein_of(kind: JanKind) -> Option<RangeInclusive<u8>> {
    match kind {
        JanKind::RemplirPetitJan | JanKind::ConserverPetitJan => Some(PETIT_JAN),
        JanKind::RemplirGrandJan | JanKind::ConserverGrandJan => Some(GRAND_JAN),
        JanKind::RemplirRetour | JanKind::ConserverRetour => Some(JAN_DE_RETOUR),
        _ => None,
    }
}

/// The board after the mover's dames moved as `play` says, without asking whether the moves
/// were legal; a move from a flèche where the mover has no dame is refused.
pub fn board_after(pos: &Position, play: &Play) -> Result<Board, Error> {
    let side = pos.turn();
    pos.board().moved(side, play).map_err(|from| {
        Error::BadRequest(format!(
            "the play moves a {side} dame from {from}, where {side} has none"
        ))
    })
}

/// The mover's pleins and sortie that the analysis credits and `play` does not make.
pub fn unmade(pos: &Position, analysis: &Analysis, play: &Play) -> Result<Vec<Unmade>, Error> {
    let side = pos.turn();
    let after = board_after(pos, play)?;
    let view = after.view(pos.variant(), side);
    let mut out = Vec::new();
    for jan in analysis.jans.iter().filter(|j| j.beneficiary == side) {
        let made = match (jan.kind, plein_of(jan.kind)) {
            (_, Some(range)) => range.into_iter().all(|s| view.own_at(s) >= 2),
            (JanKind::Sortie, None) => after.on_board(side) == 0,
            _ => continue,
        };
        if !made {
            out.push(Unmade {
                kind: jan.kind,
                points: jan.points,
            });
        }
    }
    Ok(out)
}
