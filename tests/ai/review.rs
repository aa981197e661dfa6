//! The hints and the review of a game: the hints rank exactly the legal plays, best first; a
//! side that followed them lost nothing on any play, and the review flags exactly from its
//! threshold. Every random test is seeded (xorshift) so a failure can be replayed.

use crate::support::position_after;
use proptest::prelude::*;
use tablier::ai::{choose_play, decision_for, hints, review, Level};
use tablier::partie::{Partie, Phase};
use tablier::Rng;
use tablier::{rules, Play, Position, Side, Variant};

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 24,
        ..ProptestConfig::default()
    }))]

    // The hints rank exactly the legal plays: each once, best first, the first losing nothing.
    #[test]
    fn hints_rank_exactly_the_legal_plays(seed in any::<u64>(), rolls in 0usize..100) {
        if let Some(pos) = position_after(seed, rolls, false) {
            let h = hints(&pos).unwrap();
            let mut legal = rules::legal_plays(&pos).unwrap();
            if legal.is_empty() {
                legal.push(Play::empty());
            }
            let mut ranked: Vec<Play> = h.plays.iter().map(|p| p.moves).collect();
            prop_assert_eq!(ranked.len(), legal.len());
            ranked.sort();
            legal.sort();
            prop_assert_eq!(ranked, legal);
            prop_assert_eq!(h.plays[0].loss, 0.0);
            for w in h.plays.windows(2) {
                prop_assert!(w[0].chance >= w[1].chance);
                prop_assert!(w[1].loss >= 0.0);
            }
            for p in &h.plays {
                prop_assert!((0.0..=100.0).contains(&p.chance));
                prop_assert_eq!(&p.play, &p.moves.to_string());
            }
        }
    }
}

// The review of a game: every roll of the side with a choice is there, with its play as made;
// a side that always played the hints' first play lost nothing on any play.
#[test]
fn review_of_a_game_that_followed_the_hints() {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(11);
    for _ in 0..20_000 {
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                let d = decision_for(&p, Level::Greedy).unwrap();
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                let play = if p.turn() == Side::White {
                    hints(p.position()).unwrap().plays[0].moves
                } else {
                    choose_play(p.position(), Level::Greedy).unwrap()
                };
                p.play(play).unwrap();
            }
        }
    }
    assert!(p.is_over());
    let white = review(&p, Side::White).unwrap();
    let with_choice = p
        .turns()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.side == Side::White && t.play.is_some())
        .filter(|(i, _)| {
            // The position of that roll, replayed, has more than one play.
            let mut q = Partie::new(Variant::Trictrac);
            for t in &p.turns()[..*i] {
                q.roll(t.dice).unwrap();
                if let Some(d) = t.decision {
                    q.decide(d).unwrap();
                }
                if let Some(pl) = t.play {
                    q.play(pl).unwrap();
                }
            }
            q.roll(p.turns()[*i].dice).unwrap();
            if let Some(d) = p.turns()[*i].decision {
                q.decide(d).unwrap();
            }
            q.plays().len() > 1
        })
        .count();
    let played: Vec<_> = white.rolls.iter().filter_map(|r| r.play.as_ref()).collect();
    assert_eq!(played.len(), with_choice);
    assert!(played.iter().all(|r| r.cost == 0.0 && !r.flagged));
    assert_eq!(white.unit, "percent of tours won");
    for r in &white.rolls {
        let t = &p.turns()[r.turn];
        assert_eq!(t.side, Side::White);
        assert_eq!(r.dice, t.dice.as_array());
        if let Some(pr) = &r.play {
            assert_eq!(pr.played, t.play.unwrap().to_string());
        }
    }
    // The other side's review: costs are never negative, flagged exactly from the threshold.
    let black = review(&p, Side::Black).unwrap();
    assert!(black
        .rolls
        .iter()
        .all(|r| r.play.as_ref().map_or(true, |x| x.cost >= 0.0
            && x.flagged == (x.cost >= tablier::ai::FLAG))));
    assert_eq!(
        black.flagged,
        black
            .rolls
            .iter()
            .map(|r| r.play.as_ref().is_some_and(|x| x.flagged) as usize
                + r.decision.as_ref().is_some_and(|x| x.flagged) as usize)
            .sum::<usize>()
    );
    // Serde-friendly: the review is JSON.
    let json = serde_json::to_string(&black).unwrap();
    assert!(json.contains("\"unit\":\"percent of tours won\""));
}

#[test]
fn hints_need_a_trictrac_position_with_dice() {
    assert_eq!(
        hints(&Position::start(Variant::Trictrac))
            .unwrap_err()
            .code(),
        "no-dice"
    );
    let j = Position::start(Variant::Jacquet).with_dice(Some(tablier::Dice::new(3, 1).unwrap()));
    assert_eq!(hints(&j).unwrap_err().code(), "bad-request");
}
