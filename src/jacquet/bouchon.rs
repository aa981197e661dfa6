//! The bouchon: six flèches in a row held by one side, which the opponent cannot pass
//! (003 STRATÉGIE: "formez un bouchon en occupant une succession de flèches"; VARIANTE BOUCHON).
//!
//! Six, because a single dame holds a flèche in Jacquet and no die passes six held flèches; "in a
//! row" along the opponent's path, since it is his dames the bouchon stops (docs/rules/jacquet.md).

use super::moves::{opponent_step, LAST_FLECHE};
use super::options::{BouchonRule, JacquetOptions};

/// Flèches a bouchon spans.
pub(super) const LENGTH: u8 = 6;

/// Whether the side whose own dames are `own` (indexed by its steps − 1) holds six flèches in a
/// row along its opponent's path.
pub fn has_bouchon(own: &[u8; 24]) -> bool {
    let held = |opp_step: u8| own[opponent_step(opp_step) as usize - 1] > 0;
    let mut run = 0;
    for opp_step in 1..=24u8 {
        if held(opp_step) {
            run += 1;
            if run >= LENGTH {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// Whether a play that turns `before` into `after` creates a bouchon the options forbid. A bouchon
/// that already stood is not created again (003: "créer un bouchon").
pub(super) fn creates_forbidden_bouchon(
    before: &[u8; 24],
    after: &[u8; 24],
    opts: &JacquetOptions,
) -> bool {
    let forbidden = match opts.bouchon {
        BouchonRule::Allowed => false,
        BouchonRule::Forbidden => true,
        // "tant que vous n'avez pas placé une dame dans la dernière flèche du dernier quadrant":
        // read from the board, a dame standing on the last flèche when the bouchon is formed.
        BouchonRule::UntilLastFleche => after[LAST_FLECHE as usize - 1] == 0,
    };
    forbidden && has_bouchon(after) && !has_bouchon(before)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(steps: &[u8]) -> [u8; 24] {
        let mut a = [0; 24];
        for &s in steps {
            a[s as usize - 1] += 1;
        }
        a
    }

    #[test]
    fn six_in_a_row_is_a_bouchon_five_is_not() {
        assert!(has_bouchon(&own(&[3, 4, 5, 6, 7, 8])));
        assert!(!has_bouchon(&own(&[3, 4, 5, 6, 7, 9])));
        assert!(!has_bouchon(&own(&[3, 4, 5, 6, 7])));
    }

    #[test]
    fn in_a_row_along_the_opponents_path() {
        // Own steps 22–24 then 1–3: opponent steps 10–15, a wall across his path.
        assert!(has_bouchon(&own(&[22, 23, 24, 1, 2, 3])));
        // Own steps 10–15: opponent steps 22–24 then 1–3, not one stretch of his path.
        assert!(!has_bouchon(&own(&[10, 11, 12, 13, 14, 15])));
    }

    #[test]
    fn creating_is_what_the_variants_forbid() {
        let five = own(&[3, 4, 5, 6, 7]);
        let six = own(&[3, 4, 5, 6, 7, 8]);
        let main = JacquetOptions::default();
        let banned = JacquetOptions {
            bouchon: BouchonRule::Forbidden,
            ..main
        };
        let until = JacquetOptions {
            bouchon: BouchonRule::UntilLastFleche,
            ..main
        };
        assert!(!creates_forbidden_bouchon(&five, &six, &main));
        assert!(creates_forbidden_bouchon(&five, &six, &banned));
        // A bouchon that already stood is kept, not created ("créer un bouchon").
        assert!(!creates_forbidden_bouchon(
            &six,
            &own(&[3, 4, 5, 6, 7, 8, 9]),
            &banned
        ));
        assert!(creates_forbidden_bouchon(&five, &six, &until));
        // With a dame on the last flèche (step 24) the second variant lets it be.
        let six_and_last = own(&[3, 4, 5, 6, 7, 8, 24]);
        assert!(!creates_forbidden_bouchon(
            &own(&[3, 4, 5, 6, 7, 24]),
            &six_and_last,
            &until
        ));
        assert!(creates_forbidden_bouchon(
            &own(&[3, 4, 5, 6, 7, 24]),
            &six_and_last,
            &banned
        ));
    }
}
