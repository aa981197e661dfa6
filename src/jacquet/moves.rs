//! Single-die moves of Jacquet: one dame, one number (003 COMMENT AVANCER, OÙ S'ARRÊTER,
//! LE POSTILLON, SORTIE DES DAMES). Everything here works on the mover's `View`, in steps of its
//! own path: 1 is the talon, 19–24 the last quadrant, 25 the bande (the "7e flèche").

use super::options::JacquetOptions;
use crate::board::{View, DAMES};
use crate::error::Rule;
use crate::fleche::OFF;

/// The talon, where the 15 dames start (003 MISE EN PLACE).
pub(super) const TALON: u8 = 1;
/// First step of the last quadrant (003: "le dernier quadrant").
pub(super) const LAST_QUADRANT: u8 = 19;
/// The last flèche of the last quadrant (003 VARIANTE BOUCHON: "la dernière flèche").
pub(super) const LAST_FLECHE: u8 = 24;
/// The opponent's talon, as a step of one's own path: Jacquet paths are 12 steps apart.
pub const TALON_ADVERSE: u8 = 13;

/// The opponent's step for one of the mover's steps (1..=24): the two Jacquet paths are the same
/// circuit, started 12 flèches apart (docs/interchange.md, "The board and its names").
pub(super) fn opponent_step(step: u8) -> u8 {
    (step + 11) % 24 + 1
}

/// The flèche number 003 uses in the last quadrant: its distance to the bande, so that "la dame
/// qui se trouve sur la flèche 6" needs a 6 (003 SORTIE DES DAMES, first example).
pub fn sortie_number(step: u8) -> u8 {
    OFF.saturating_sub(step)
}

/// The step of the mover's farthest-back dame, if any.
pub(super) fn farthest(v: &View) -> Option<u8> {
    (1..=24u8).find(|&s| v.own_at(s) > 0)
}

/// 003 SORTIE DES DAMES: "il faut les ramener en totalité dans le dernier quadrant".
pub(super) fn all_in_last_quadrant(v: &View) -> bool {
    (1..LAST_QUADRANT).all(|s| v.own_at(s) == 0)
}

/// 003 LE POSTILLON / LES 14 DAMES: may a dame leave the talon now? The first dame out is the
/// postillon; the other 14 wait until a dame has reached the last quadrant. A side that has borne
/// dames off has passed that point long ago.
pub(super) fn talon_open(v: &View) -> bool {
    let on_board = v.own_on_board();
    on_board < DAMES
        || v.own_at(TALON) == on_board
        || (LAST_QUADRANT..=LAST_FLECHE).any(|s| v.own_at(s) > 0)
}

/// The postillon's step, while there is one: the single dame out of a full talon that has not yet
/// reached the last quadrant (003 LE POSTILLON: it travels "sur la pointe des flèches" and, once in
/// the last quadrant, "descend à la base" and is a dame like the others).
pub(super) fn postillon(v: &View) -> Option<u8> {
    if v.own_on_board() != DAMES || v.own_at(TALON) != DAMES - 1 {
        return None;
    }
    (TALON + 1..LAST_QUADRANT).find(|&s| v.own_at(s) > 0)
}

/// The step a single-die move of `die` from `from` must start at when the die's own flèche is
/// empty and dames stand farther back (003 SORTIE DES DAMES: "vous devez avancer la dame la plus
/// éloignée"): the farthest dame that can move that number. `None` when the rule does not apply.
fn forced_farthest(v: &View, die: u8) -> Option<Option<u8>> {
    if !all_in_last_quadrant(v) {
        return None;
    }
    let exact = OFF.checked_sub(die)?;
    if exact > LAST_FLECHE || v.own_at(exact) > 0 {
        return None;
    }
    let far = farthest(v)?;
    if far >= exact {
        return None;
    }
    Some((far..exact).find(|&s| v.own_at(s) > 0 && v.opp_at(s + die) == 0))
}

/// Checks one single-die move of `die` from step `from`; returns the step it reaches (25 = off)
/// or the rule it breaks.
pub(super) fn check_move(v: &View, from: u8, die: u8, opts: &JacquetOptions) -> Result<u8, Rule> {
    if !(1..=24).contains(&from) || !(1..=6).contains(&die) || v.own_at(from) == 0 {
        return Err(Rule::NotTheDice);
    }
    if from == TALON && !talon_open(v) {
        return Err(Rule::Postillon);
    }
    let reach = from + die;
    if reach < OFF {
        // 003 SI LA FLÈCHE EST OCCUPÉE PAR L'ADVERSAIRE: "vous ne pouvez ni vous y arrêter ni y
        // faire une pause" — every single-die move is a stop or a pause.
        if v.opp_at(reach) > 0 {
            return Err(Rule::OpponentFleche);
        }
        if let Some(must) = forced_farthest(v, die) {
            if must != Some(from) {
                return Err(Rule::FarthestDame);
            }
        }
        return Ok(reach);
    }
    if !all_in_last_quadrant(v) {
        return Err(Rule::BearingOff);
    }
    if opts.sortie_talon_adverse && v.opp_at(TALON_ADVERSE) > 0 {
        return Err(Rule::OpponentTalon);
    }
    // A larger number than the dame needs bears off only the farthest dame (003 SORTIE DES
    // DAMES: "Si les flèches qui la précèdent sont vides, vous pouvez sortir les dames").
    if reach > OFF && farthest(v) != Some(from) {
        return Err(Rule::FarthestDame);
    }
    Ok(OFF)
}

/// Plays a checked move on the view.
pub(super) fn apply_move(v: &mut View, from: u8, to: u8) {
    if let Some(n) = v.own.get_mut(from as usize - 1) {
        *n = n.saturating_sub(1);
    }
    if to < OFF {
        if let Some(n) = v.own.get_mut(to as usize - 1) {
            *n += 1;
        }
    }
}

/// Every legal single-die move of `die`: `(from, to)` steps.
pub(super) fn moves_for_die(v: &View, die: u8, opts: &JacquetOptions) -> Vec<(u8, u8)> {
    (1..=24u8)
        .filter_map(|from| check_move(v, from, die, opts).ok().map(|to| (from, to)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(own: &[(u8, u8)], opp: &[(u8, u8)]) -> View {
        let mut v = View {
            own: [0; 24],
            opp: [0; 24],
        };
        for &(s, n) in own {
            v.own[s as usize - 1] = n;
        }
        for &(s, n) in opp {
            v.opp[s as usize - 1] = n;
        }
        v
    }

    #[test]
    fn paths_are_twelve_apart() {
        assert_eq!(opponent_step(1), 13);
        assert_eq!(opponent_step(13), 1);
        assert_eq!(opponent_step(24), 12);
        assert_eq!(opponent_step(12), 24);
        for s in 1..=24 {
            assert_eq!(opponent_step(opponent_step(s)), s);
        }
    }

    #[test]
    fn sortie_numbers_count_from_the_bande() {
        // 003 SORTIE DES DAMES: flèche 6 needs a 6, flèche 1 a 1.
        assert_eq!(sortie_number(19), 6);
        assert_eq!(sortie_number(24), 1);
    }

    #[test]
    fn talon_opens_once_a_dame_is_in_the_last_quadrant() {
        // 003 LES 14 DAMES.
        assert!(talon_open(&view(&[(1, 15)], &[])));
        assert!(!talon_open(&view(&[(1, 14), (18, 1)], &[])));
        assert!(talon_open(&view(&[(1, 14), (19, 1)], &[])));
        assert!(talon_open(&view(&[(1, 13), (19, 1), (5, 1)], &[])));
    }

    #[test]
    fn the_postillon_until_it_reaches_the_last_quadrant() {
        assert_eq!(postillon(&view(&[(1, 15)], &[])), None);
        assert_eq!(postillon(&view(&[(1, 14), (9, 1)], &[])), Some(9));
        assert_eq!(postillon(&view(&[(1, 14), (19, 1)], &[])), None);
        assert_eq!(postillon(&view(&[(1, 13), (19, 1), (3, 1)], &[])), None);
    }

    #[test]
    fn blocked_farthest_dame_passes_the_duty_to_the_next() {
        // Decision (docs/rules/jacquet.md): the farthest dame that can move the number.
        let v = view(&[(19, 1), (21, 2)], &[(20, 1)]);
        // Die 1: flèche 1 (step 24) empty, dames farther back; the dame on 19 is blocked by 20.
        assert_eq!(
            check_move(&v, 19, 1, &JacquetOptions::default()),
            Err(Rule::OpponentFleche)
        );
        assert_eq!(check_move(&v, 21, 1, &JacquetOptions::default()), Ok(22));
    }
}
