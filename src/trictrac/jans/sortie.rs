//! The sortie of the last dame (000 SORTIE) and impuissance (000 IMPUISSANCE).

use super::roll::{Played, Roll};
use crate::analysis::{Jan, JanKind, Way};

/// Whether a play of `moves` moves could bear the last dame off (each move bears off one dame at
/// most), or leave a number unplayed (two moves play both numbers, a doublet's too: RULINGS 4).
pub(super) fn within_reach(roll: &Roll, moves: usize) -> bool {
    roll.on_board as usize <= moves || moves != 2
}

/// 000 SORTIE: "quand un joueur a fait sortir toutes ses dames, il gagne pour la dernière
/// sortante : 4 points par un coup simple ou 6 points par un doublet" — when a legal play
/// bears the last dame off.
pub(super) fn sortie(roll: &Roll, played: &[Played], out: &mut Vec<Jan>) {
    // The way named: the first such play in the plays' own order, whatever order they come in.
    let last = played
        .iter()
        .filter(|p| p.on_board() == 0)
        .min_by_key(|p| p.moves());
    if let Some(last) = last {
        let way = roll.play_way(last.moves(), false);
        out.push(roll.jan(JanKind::Sortie, true, roll.unit(4, 6), vec![way], None));
    }
}

/// 000 IMPUISSANCE: "tout nombre non joué … vaut en faveur de l'adversaire 2 points
/// d'impuissance par nombre". The numbers played are those of the longest legal play; a
/// Trictrac doublet is two numbers (RULINGS 4).
///
/// *Decision*: a number left over once the last dame is off is no impuissance. 001 counts "deux
/// points pour chaque dame qu'il ne peut jouer", and there is no dame left: 000 SORTIE gives the
/// last sortie its 4 or 6 points and nothing to the opponent, the dames are relevées and the same
/// side rolls again (000 CHRONOLOGIE 6).
pub(super) fn impuissance(roll: &Roll, played: &[Played], out: &mut Vec<Jan>) {
    if played.iter().any(|p| p.on_board() == 0) {
        return;
    }
    let most = played.iter().map(|p| p.moves().len()).max().unwrap_or(0);
    let longest = played
        .iter()
        .filter(|p| p.moves().len() == most)
        .min_by_key(|p| p.moves());
    let Some(longest) = longest else {
        return;
    };
    // The numbers the longest play leaves unplayed: both, or the one it does not use (a
    // Trictrac doublet is two numbers, RULINGS 4).
    let mut unplayed = roll.thrown().map(Some);
    for &n in roll.numbers_of(longest.moves()).as_slice() {
        if let Some(u) = unplayed.iter_mut().find(|u| **u == Some(n)) {
            *u = None;
        }
    }
    let by: Vec<Way> = unplayed
        .iter()
        .flatten()
        .map(|&n| roll.numbers_way(&[n]))
        .collect();
    if !by.is_empty() {
        out.push(roll.jan(JanKind::Impuissance, false, 2, by, None));
    }
}
