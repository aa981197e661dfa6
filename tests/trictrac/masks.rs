//! The play generator's working state (`Tablier`) computes its masks a word at a time and keeps
//! them up to date move by move. These tests hold it to the rules stated step by step, on the
//! 1,200 bench positions with either side to move and after every legal play of every roll:
//! where a move may end (000 LOIS, COINS, RETOUR, JAN INTERDIT), which cases are made and which
//! pleins held (000 CASE PLEINE, REMPLIR), which dames may be borne off (000 SORTIE).
use crate::common;
use tablier::internals::{pleins, Interdit, Tablier};
use tablier::notation::json::position_from_str;
use tablier::steps;
use tablier::{rules, Dest, Dice, Fleche, Position, Side, Variant};

fn bench_positions() -> Vec<Position> {
    let text = include_str!("../data/bench_positions.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| position_from_str(l).expect("a bench position"))
        .collect()
}

/// Both sides to move, from every bench position.
fn both_sides() -> Vec<Position> {
    let mut out = Vec::new();
    for p in bench_positions() {
        for side in Side::BOTH {
            let mut setup = p.setup().clone();
            setup.turn = side;
            out.push(Position::from_setup(setup).expect("the same board, the other side to move"));
        }
    }
    out
}

/// The masks and counts stated one step at a time from the dames by step.
fn naive(t: &Tablier) -> (u32, u32, u32, u32, u8) {
    let (mut land, mut rest, mut occupied, mut two, mut outside) = (0u32, 0u32, 0u32, 0u32, 0u8);
    for s in 1..=24u8 {
        let (own, opp) = (t.own[s as usize], t.opp[s as usize]);
        if own > 0 {
            occupied |= 1 << s;
        }
        if own >= 2 {
            two |= 1 << s;
        }
        if s < 19 {
            outside += own;
        }
        if opp == 0 {
            // 000 COINS: never on the opponent's coin; 000 RETOUR, JAN INTERDIT: not in an
            // interdit jan, though his grand jan's empty cases may serve as rests.
            if s != steps::COIN_ADVERSE && !t.interdit.forbids(s) {
                land |= 1 << s;
            }
            if !(t.interdit.petit && steps::JAN_DE_RETOUR.contains(&s)) {
                rest |= 1 << s;
            }
        }
    }
    (land, rest, occupied, two, outside)
}

/// 000 SORTIE, step by step: the dame on step `s` may be borne off by `d` when every dame is in
/// the jan de retour, and `d` carries it exactly to the bande (sortant), or past it when it is the
/// farthest dame and no dame can play `d` inside (excédant).
fn may_bear_off(t: &Tablier, s: u8, d: u8) -> bool {
    let all_in_retour = (1..19).all(|x| t.own[x] == 0);
    if !all_in_retour || t.own[s as usize] == 0 || s + d < 25 {
        return false;
    }
    let farthest = (1..=24u8).find(|&x| t.own[x as usize] > 0) == Some(s);
    let playable_inside =
        (1..=24u8).any(|x| t.own[x as usize] > 0 && x + d <= 24 && t.can_land(x + d));
    s + d == 25 || (farthest && !playable_inside)
}

fn check_masks(t: &Tablier, what: &str) {
    let (land, rest, occupied, two, outside) = naive(t);
    assert_eq!(t.land, land, "land, {what}");
    assert_eq!(t.rest, rest, "rest, {what}");
    assert_eq!(t.occupied, occupied, "occupied, {what}");
    assert_eq!(t.two, two, "two, {what}");
    assert_eq!(t.outside, outside, "outside, {what}");
    assert_eq!(t.pleins(), pleins(&t.own), "pleins, {what}");
    let on_board: u8 = t.own[1..=24].iter().sum();
    assert_eq!(t.own[25], 15 - on_board, "borne off, {what}");
    for d in 1..=6u8 {
        for s in 1..=24u8 {
            let bit = 1u32 << s;
            let inside = s + d <= 24 && t.own[s as usize] > 0;
            assert_eq!(
                t.landings(d) & bit != 0,
                inside && t.can_land(s + d),
                "landings({d}) at step {s}, {what}"
            );
            assert_eq!(
                t.passages(d) & bit != 0,
                inside && (t.can_land(s + d) || t.can_rest(s + d)),
                "passages({d}) at step {s}, {what}"
            );
            assert_eq!(
                t.sorties(d) & bit != 0,
                may_bear_off(t, s, d),
                "sorties({d}) at step {s}, {what}"
            );
        }
    }
}

// The Tablier read straight off the board is the one read through the mover's view, and its
// masks are the rules' step-by-step statements.
#[test]
fn tablier_off_the_board_equals_the_view_and_the_rules() {
    for p in both_sides() {
        let side = p.turn();
        let view = p.board().view(Variant::Trictrac, side);
        let t = Tablier::of(p.board(), side);
        assert_eq!(t, Tablier::new(&view), "{side} on {:?}", p.board());
        assert_eq!(t.interdit, Interdit::of(&view));
        check_masks(&t, &format!("{side} to move on {:?}", p.board()));
    }
}

// 000 CASE PLEINE, REMPLIR, SORTIE: after the moves of any legal play, the masks kept up to date
// by `shift` are those computed afresh, and `unshift` restores the Tablier exactly.
#[test]
fn masks_follow_every_legal_play() {
    for p in both_sides().into_iter().step_by(3) {
        let side = p.turn();
        for dice in Dice::all_rolls() {
            let q = p.with_dice(Some(dice));
            let start = Tablier::of(q.board(), side);
            for play in rules::legal_plays(&q).expect("legal plays") {
                let mut t = start;
                let mut done = Vec::new();
                for m in play.moves() {
                    let from = m.from.step(Variant::Trictrac, side);
                    let to = match m.to {
                        Dest::Off => 25,
                        Dest::To(f) => f.step(Variant::Trictrac, side),
                    };
                    t.shift(from, to);
                    done.push((from, to));
                    check_masks(&t, &format!("{side}, {dice:?}, after {play:?}"));
                }
                for &(from, to) in done.iter().rev() {
                    t.unshift(from, to);
                }
                assert_eq!(t, start, "unshift undoes {play:?}");
            }
        }
    }
}

// The talon and the coin by name, so that a change of path numbering shows here first.
#[test]
fn black_path_is_reversed_physical_order() {
    let p = common::pos(r#"{"B1": 15}"#, r#"{"N1": 13, "N12": 2}"#, "black", [6, 5]);
    let t = Tablier::of(p.board(), Side::Black);
    assert_eq!(t.own[1], 13, "Black's step 1 is N1, his talon");
    assert_eq!(t.own[12], 2, "Black's step 12 is N12, his coin");
    assert_eq!(t.opp[24], 15, "White's talon B1 is Black's step 24");
    assert_eq!(
        Fleche::from_step(Variant::Trictrac, Side::Black, 12),
        Some(Fleche::N12)
    );
}

/// `counts` gives back the mover's row of the board `Tablier::of` read, in physical order.
#[test]
fn counts_undo_of() {
    for p in both_sides() {
        let side = p.turn();
        let t = Tablier::of(p.board(), side);
        assert_eq!(&t.counts(side), p.board().counts(side), "{p:?}");
        // And a dame moved is found where it went (White's step s is flèche s − 1).
        if let Some(s) = (1..=23u8).find(|&s| t.own[s as usize] > 0) {
            let mut moved = t;
            moved.shift(s, s + 1);
            let at = |step: u8| match side {
                Side::White => step as usize - 1,
                Side::Black => 24 - step as usize,
            };
            let c = moved.counts(side);
            assert_eq!(c[at(s)] + 1, t.own[s as usize]);
            assert_eq!(c[at(s + 1)], t.own[s as usize + 1] + 1);
        }
    }
}

/// A Trictrac view reads each step where `Fleche::from_step` puts it, for either side.
#[test]
fn views_follow_the_paths() {
    for p in both_sides() {
        for side in Side::BOTH {
            let v = p.board().view(Variant::Trictrac, side);
            for s in 1..=24u8 {
                let f = Fleche::from_step(Variant::Trictrac, side, s).unwrap();
                assert_eq!(v.own_at(s), p.board().get(side, f), "{p:?}");
                assert_eq!(v.opp_at(s), p.board().get(side.opponent(), f), "{p:?}");
            }
        }
    }
}
