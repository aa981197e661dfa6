//! Neither side can choose, change or foresee a roll (docs/correspondence.md, "Fair dice").
//! Choosing and changing are the link's: a link not the next of the seat's chain is refused
//! (`refusals`). Foreseeing: the roll of a message is a function of its sender's next link,
//! which the other side does not know; every guess it can make of that link gives each of the
//! 36 rolls alike, and another secret gives another roll.

use crate::support::{play_game, secret};
use tablier::correspondence::{beacon, DiceStream, Exchange, Table, Terms};
use tablier::partie::Phase;
use tablier::{Rng, Side};

/// Pearson's chi-square of counts against equal chances.
fn chi_square(counts: &[u32]) -> f64 {
    let total: u32 = counts.iter().sum();
    let expected = f64::from(total) / counts.len() as f64;
    counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum()
}

/// The 99.9% point of chi-square with 35 degrees of freedom is 66.6; with 5, 20.5.
const CHI_35: f64 = 66.6;
const CHI_5: f64 = 20.5;

fn roll_of(stream: &mut DiceStream) -> usize {
    usize::from(stream.die() - 1) * 6 + usize::from(stream.die() - 1)
}

fn random_link(rng: &mut Rng) -> [u8; 16] {
    let mut l = [0u8; 16];
    for b in l.iter_mut() {
        *b = rng.below(256) as u8;
    }
    l
}

#[test]
fn the_dice_of_a_beacon_give_each_face_alike() {
    let mut rng = Rng::new(5);
    let mut faces = [0u32; 6];
    for _ in 0..2000 {
        let mut b = [0u8; 32];
        b[..16].copy_from_slice(&random_link(&mut rng));
        let mut s = DiceStream::new(b);
        for _ in 0..30 {
            faces[usize::from(s.die() - 1)] += 1;
        }
    }
    assert!(chi_square(&faces) < CHI_5, "{faces:?}");
}

#[test]
fn a_side_that_knows_only_its_own_secret_cannot_foresee_the_next_roll() {
    let g = play_game(0, 77, 120);
    let texts = &g.texts;
    let mut copy = Exchange::open(&texts[0]).expect("opens");
    copy.receive(&texts[1]).expect("accepts");
    let mut rng = Rng::new(99);
    let mut checked = 0;
    for (i, text) in texts.iter().enumerate().skip(2) {
        // What the side that receives message i knows before it: every message before, its own
        // secret, never the sender's next link.
        let rolls_before = match copy.table() {
            Table::Tour(p) if p.phase() == Phase::AwaitingRoll && !p.awaiting_lot() => {
                Some(p.turns().len())
            }
            _ => None,
        };
        let known = copy.messages()[i - 1].link;
        let id = copy.game_id();
        copy.receive(text).expect("takes in");
        let Some(n) = rolls_before else { continue };
        let Table::Tour(p) = copy.table() else {
            unreachable!()
        };
        let thrown = p.turns()[n].dice;
        let sent = copy.messages()[i].link;
        // The roll is the beacon's first two dice, from the link message i reveals.
        let mut s = DiceStream::new(beacon(&id, i as u32, &[known, sent]));
        assert_eq!(
            roll_of(&mut s),
            usize::from(thrown.first() - 1) * 6 + usize::from(thrown.second() - 1)
        );
        // Every guess of the link the receiver could make gives each roll alike.
        let mut counts = [0u32; 36];
        for _ in 0..3600 {
            let guess = random_link(&mut rng);
            counts[roll_of(&mut DiceStream::new(beacon(&id, i as u32, &[known, guess])))] += 1;
        }
        assert!(chi_square(&counts) < CHI_35, "message {i}: {counts:?}");
        checked += 1;
    }
    assert!(checked > 40, "{checked} rolls looked at");
}

#[test]
fn another_secret_of_the_other_side_gives_other_dice() {
    // The same invitation, answered by 720 friends each with his own secret: the first throw
    // of the lot, drawn in the inviter's first message, follows the friend's secret, each of
    // the 36 alike, though the inviter's secret and message are the same every time.
    let inviter = secret(1, 0);
    let (copy, invitation) =
        Exchange::invite(&Terms::tour(Side::White), &inviter).expect("invites");
    let mut counts = [0u32; 36];
    for friend in 0..720u64 {
        let mut c = copy.clone();
        let mut f = Exchange::open(&invitation).expect("opens");
        let s = secret(1000 + friend, 1);
        let acceptance = f.compose(&s, &[]).expect("accepts");
        c.receive(&acceptance).expect("takes in");
        let Table::Tour(p) = c.peek(&inviter).expect("peeks") else {
            unreachable!()
        };
        let [w, b] = p.lot()[0];
        counts[usize::from(w - 1) * 6 + usize::from(b - 1)] += 1;
    }
    assert!(counts.iter().all(|&n| n > 0), "{counts:?}");
    assert!(chi_square(&counts) < CHI_35, "{counts:?}");
}
