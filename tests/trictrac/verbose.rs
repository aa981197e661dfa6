//! `moves`: the die each move of a roll spends, every destination a dame may reach with its tout
//! d'une chain, and the play the moves made complete, held to `rules::destinations` and
//! `legal_plays` (the page asks these and recomputes nothing).
use crate::common;
use common::*;
use tablier::moves::{completed, dice_spent, offered, Next};
use tablier::trictrac::{destinations_under, Sortie};
use tablier::{rules, Dest, Dice, Move, Position, Variant};

const BLACK_HOME: &str = r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 3, "B6": 3}"#;

/// Every offered destination: its chain starts at its flèche, links on, ends at it; each link is
/// one the rules offer after the links before it, and spends one die; the dice of the moves made
/// and the chain's are the roll's numbers, none twice more than thrown.
fn check_offered(p: &Position, next: Next) {
    let all = offered(p, &[], next).unwrap();
    let first = next(&[]).unwrap();
    // every single move the rules offer is offered, by itself
    for (from, tos) in &first {
        for to in tos {
            let o = all.iter().find(|o| o.from == *from && o.to == *to);
            assert_eq!(
                o.map(|o| o.moves.len()),
                Some(1),
                "{from}-{} on {p:?}",
                to.name()
            );
        }
    }
    let [a, b] = p.dice().unwrap().as_array();
    for o in &all {
        assert_eq!(o.moves.first().map(|m| m.from), Some(o.from));
        assert_eq!(o.moves.last().map(|m| m.to), Some(o.to));
        assert_eq!(o.dice.len(), o.moves.len(), "one die a link");
        for (k, m) in o.moves.iter().enumerate() {
            if k > 0 {
                assert_eq!(
                    Dest::To(m.from),
                    o.moves[k - 1].to,
                    "the same dame carried on"
                );
            }
            let offered_then = next(&o.moves[..k]).unwrap();
            assert!(
                offered_then
                    .iter()
                    .any(|(f, t)| *f == m.from && t.contains(&m.to)),
                "{m} offered after {:?}",
                &o.moves[..k]
            );
        }
        for d in &o.dice {
            assert!(*d == a || *d == b, "{d} is a die of {a}-{b}");
        }
        if a != b {
            assert!(
                o.dice.len() < 2 || o.dice[0] != o.dice[1],
                "each die once: {:?}",
                o.dice
            );
        }
    }
}

fn every_roll(p: &Position) -> impl Iterator<Item = Position> + '_ {
    Dice::all_rolls().map(move |d| p.with_dice(Some(d)))
}

#[test]
fn each_destination_says_its_chain_and_dice() {
    let tr = Position::start(Variant::Trictrac);
    let jq = tablier::notation::json::position_from_str(
        r#"{"game":"jacquet","white":{"B1":15},"black":{"N12":15},"turn":"white"}"#,
    )
    .unwrap();
    let home = pos(
        r#"{"N5": 2, "N6": 3, "N3": 1}"#,
        BLACK_HOME,
        "white",
        [1, 1],
    );
    for p in [tr, jq, home] {
        for p in every_roll(&p) {
            check_offered(&p, &|m| rules::destinations(&p, m));
        }
    }
}

// 000 TOUT D'UNE: one dame played by both numbers, resting on the flèche of one of them.
#[test]
fn a_tout_d_une_says_where_it_rests_and_both_dice() {
    let p = Position::start(Variant::Trictrac).with_dice(Some(Dice::new(3, 1).unwrap()));
    let all = offered(&p, &[], &|m| rules::destinations(&p, m)).unwrap();
    let b5 = all
        .iter()
        .find(|o| o.from.name() == "B1" && o.to.name() == "B5")
        .expect("B1 to B5 tout d'une");
    assert_eq!(b5.moves.len(), 2);
    let rest = b5.moves[0].to.name();
    assert!(
        rest == "B4" || rest == "B2",
        "rests on B2 or B4, not {rest}"
    );
    assert_eq!(b5.dice, if rest == "B4" { vec![3, 1] } else { vec![1, 3] });
}

// 000 SORTIE: a dame borne off by a number larger than its distance spends that number.
#[test]
fn a_dame_borne_off_by_a_larger_number_spends_it() {
    let p = pos(r#"{"N2": 1, "N1": 1}"#, BLACK_HOME, "white", [6, 5]);
    assert_eq!(dice_spent(&p, play("N2-off N1-off").moves()), vec![5, 6]);
    // the provinciale rule's example: the 5 played inside, the 2 after it
    let q = pos(r#"{"N5": 1, "N6": 1}"#, BLACK_HOME, "white", [5, 2]);
    assert_eq!(dice_spent(&q, play("N6-N1 N5-N3").moves()), vec![5, 2]);
    assert_eq!(dice_spent(&q, play("N5-off N6-N4").moves()), vec![5, 2]);
    // the moves made so far spend theirs; the chain offered after them the others
    let next = |m: &[Move]| destinations_under(&q, m, Sortie::Provinciale);
    let made = play("N6-N1").moves().to_vec();
    let after = offered(&q, &made, &next).unwrap();
    assert_eq!(after.len(), 1);
    assert_eq!(
        (
            after[0].from.name(),
            after[0].to.name(),
            after[0].dice.clone()
        ),
        ("N5", "N3", vec![2])
    );
}

#[test]
fn the_moves_made_complete_the_listed_play() {
    let p = pos(r#"{"N5": 1, "N6": 1}"#, BLACK_HOME, "white", [5, 2]);
    let next = |m: &[Move]| destinations_under(&p, m, Sortie::Provinciale);
    let plays = tablier::trictrac::legal_plays_under(&p, Sortie::Provinciale).unwrap();
    // half a play: not complete; the whole, in either order: the listed play
    assert_eq!(completed(play("N6-N1").moves(), &plays, &next), None);
    for order in ["N6-N1 N5-N3", "N5-N3 N6-N1"] {
        let done = completed(play(order).moves(), &plays, &next).expect("complete");
        assert!(plays.contains(&done), "{done} listed");
    }
    // a play the game's rule refuses is never complete (N5 off first breaks the provinciale rule)
    assert_eq!(completed(play("N5-off N6-N4").moves(), &plays, &next), None);
    // nothing to play: the empty play, at once
    assert_eq!(
        completed(&[], &[tablier::Play::empty()], &next),
        Some(tablier::Play::empty())
    );
}
