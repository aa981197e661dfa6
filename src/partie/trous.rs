//! The trous of a game in the order they were won, and what they make: the grande bredouille of
//! the tour (001 "De la grande bredouille") and the end of a marqué (000 TROU D'OBLIGATION,
//! Refait). The partie à écrire classifies its marqués (simple, petite or grande bredouille)
//! from `Partie::trous`.

use super::{Goal, Partie, Phase};
use crate::side::Side;

/// The trou that must be won before a marqué can end (000 TROU D'OBLIGATION: "il s'agit du
/// sixième trou qu'un joueur doit avoir marqué").
pub const TROUS_OBLIGATION: u8 = 6;

/// One jeu won: a trou, or two when won bredouille (000 JEU ou TROU).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TrouWon {
    /// The roll that won it (an index into `Partie::turns`).
    pub turn: usize,
    /// The side that won it.
    pub side: Side,
    /// Won bredouille: two trous.
    pub double: bool,
}

/// How a marqué ended: who left, and who won it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarqueEnd {
    /// The side that left (s'en aller) once a side had its trou d'obligation.
    pub left: Side,
    /// The side with more trous; `None` when both have as many: a refait, the marqué is void
    /// and played again (000 Refait: "si un joueur s'en va et que son adversaire se trouve avoir
    /// un nombre égal de trous … il y a refait"). A side that leaves while behind is marqué
    /// volontaire: the other side wins.
    pub winner: Option<Side>,
}

/// The jeux behind `holes` trous won by one side in one marking: a marking's first jeu is
/// double when its series was not interrupted, every further jeu of the same roll is double
/// (`score::mark`), so an even number of trous is all double jeux and an odd number begins
/// with one simple jeu.
fn jeux(holes: u32) -> impl Iterator<Item = bool> {
    let n = holes.div_ceil(2);
    let first_simple = holes % 2 == 1;
    (0..n).map(move |i| !(i == 0 && first_simple))
}

impl Partie {
    /// Every jeu won so far, in the order marked: roll by roll, the mover's before the
    /// opponent's (RULINGS 9), each simple or double.
    pub fn trous(&self) -> Vec<TrouWon> {
        let mut out = Vec::new();
        for (i, t) in self.turns.iter().enumerate() {
            for side in [t.side, t.side.opponent()] {
                for double in jeux(t.holes.get(side)) {
                    out.push(TrouWon {
                        turn: i,
                        side,
                        double,
                    });
                }
            }
        }
        out
    }

    /// Whether the tour was won in grande bredouille: the winner's twelve trous won "sans
    /// interruption", the other side taking no trou from the winner's first to the end (001 "De
    /// la grande bredouille": "son adversaire n'a pris aucun trou depuis lui"). False while the
    /// tour goes on, and in a marqué (whose bredouilles the partie à écrire reckons). Trous the
    /// start position already held count as won before the game's first roll.
    pub fn grande_bredouille(&self) -> bool {
        let (Goal::Tour, Some(w)) = (self.options.goal, self.winner) else {
            return false;
        };
        let trous = self.trous();
        let opp = w.opponent();
        let at_start = |side: Side| self.start.score().side(side).holes;
        // Trous the game began with were won before any of its rolls; who took them in what
        // order is not known, so a start with trous on both sides is not a grande bredouille.
        if at_start(w) > 0 {
            return at_start(opp) == 0 && trous.iter().all(|t| t.side == w);
        }
        let Some(first) = trous.iter().position(|t| t.side == w) else {
            return false;
        };
        trous
            .get(first..)
            .is_some_and(|rest| rest.iter().all(|t| t.side == w))
    }

    /// The trous `side` holds: those of the start and those its rolls won. Not the score's,
    /// whose byte stops at 255, which a marqué (never over at twelve trous) can pass: the partie
    /// à écrire writes the marqué from these (`ecrire::gains`), and the two must agree.
    fn trous_held(&self, side: Side) -> u32 {
        let start = u32::from(self.start.score().side(side).holes);
        self.turns
            .iter()
            .fold(start, |n, t| n.saturating_add(t.holes.get(side)))
    }

    /// After `mover` left in a marqué: it ends if a side has its trou d'obligation.
    pub(super) fn end_marque(&mut self, mover: Side) {
        let (white, black) = (self.trous_held(Side::White), self.trous_held(Side::Black));
        if white.max(black) < u32::from(TROUS_OBLIGATION) {
            return;
        }
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(Side::White),
            std::cmp::Ordering::Less => Some(Side::Black),
            std::cmp::Ordering::Equal => None,
        };
        self.marque_end = Some(MarqueEnd {
            left: mover,
            winner,
        });
        self.winner = winner;
        self.phase = Phase::Over;
    }
}
