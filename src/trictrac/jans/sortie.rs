//! The sortie of the last dame (000 SORTIE) and impuissance (000 IMPUISSANCE).

use super::roll::{Played, Roll};
use crate::analysis::{Jan, JanKind};

/// 000 SORTIE: "quand un joueur a fait sortir toutes ses dames, il gagne pour la dernière
/// sortante : 4 points par un coup simple ou 6 points par un doublet" — when a legal play
/// bears the last dame off.
pub(super) fn sortie(roll: &Roll, played: &[Played], out: &mut Vec<Jan>) {
    if played.iter().any(|p| p.on_board() == 0) {
        out.push(roll.jan(JanKind::Sortie, true, roll.unit(4, 6), 1, None));
    }
}

/// 000 IMPUISSANCE: "tout nombre non joué … vaut en faveur de l'adversaire 2 points
/// d'impuissance par nombre". The numbers played are those of the longest legal play; a
/// Trictrac doublet is two numbers (RULINGS 4).
pub(super) fn impuissance(roll: &Roll, played: &[Played], out: &mut Vec<Jan>) {
    let most = played
        .iter()
        .map(|p| p.moves.len())
        .max()
        .unwrap_or(0)
        .min(2) as u32;
    let unplayed = 2 - most;
    if unplayed > 0 {
        out.push(roll.jan(JanKind::Impuissance, false, 2, unplayed, None));
    }
}
