//! What a won manche is worth (003 FIN D'UNE MANCHE; VARIANTE LES POINTS).

use super::moves::{farthest, LAST_QUADRANT, TALON};
use super::options::{Bareme, JacquetOptions};
use crate::board::Board;
use crate::side::Side;
use crate::variant::Variant;

/// Start of the 3rd quadrant of a path (steps 13–18), the one before the last.
pub(super) const THIRD_QUADRANT: u8 = 13;

/// Points the winner of a manche marks, from the board the manche ended on: `winner` has borne
/// off all its dames; the loser's dames tell how much the win is worth.
pub fn manche_points(board: &Board, winner: Side, opts: &JacquetOptions) -> u32 {
    let loser = winner.opponent();
    let started = board.borne_off(loser) > 0;
    match opts.bareme {
        // "Si son adversaire a commencé à sortir ses dames, il marque 1 point. […] n'a pas
        // commencé […] 2 points."
        Bareme::Simple => {
            if started {
                1
            } else {
                2
            }
        }
        Bareme::Table => {
            if started {
                return 1;
            }
            let v = board.view(Variant::Jacquet, loser);
            if v.own_at(TALON) > 0 {
                // "Il y a encore des dames adverses dans le talon."
                return 5;
            }
            match farthest(&v) {
                // "Toutes les dames adverses sont dans le dernier quadrant."
                Some(s) if s >= LAST_QUADRANT => 2,
                // "Toutes les dames adverses sont dans le 3ème quadrant" (or further on).
                Some(s) if s >= THIRD_QUADRANT => 3,
                // "dans le 3ème et/ou 2ème quadrant"; a dame left behind in the first quadrant
                // but off the talon counts here too (docs/rules/jacquet.md).
                Some(_) => 4,
                // A loser with no dame on the board cannot be: both cannot finish.
                None => 1,
            }
        }
    }
}
