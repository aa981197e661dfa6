//! The hints and the review of a game: the hints rank exactly the legal plays, best first; a
//! side that followed them lost nothing on any play, and the review flags exactly from its
//! threshold. Every random test is seeded (xorshift) so a failure can be replayed.

use crate::support::position_after;
use proptest::prelude::*;
use tablier::ai::{choose_play, decision_for, hints, review, Level};
use tablier::partie::{Partie, Phase};
use tablier::Rng;
use tablier::{rules, Dest, Fleche, Move, Play, Position, Side, Variant};

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
                let d = decision_for(&p, Level::Amateur).unwrap();
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                let play = if p.turn() == Side::White {
                    hints(p.position()).unwrap().plays[0].moves
                } else {
                    choose_play(p.position(), Level::Amateur).unwrap()
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

fn moves(list: &[(Fleche, Fleche)]) -> Play {
    let m: Vec<Move> = list
        .iter()
        .map(|&(a, b)| Move::new(a, Dest::To(b)))
        .collect();
    Play::from_moves(&m).unwrap()
}

// The game accepts a play's moves in any order (issue 26, 1): the review finds the play made
// among the ranked ones whatever the order, and reports it as the hints spell it.
#[test]
fn review_reads_a_play_made_in_another_order() {
    let mut p = Partie::new(Variant::Trictrac);
    p.roll(tablier::Dice::new(6, 1).unwrap()).unwrap();
    let mover = p.turn();
    let f = |n: &str| {
        Fleche::parse(&format!(
            "{}{n}",
            if mover == Side::White { 'B' } else { 'N' }
        ))
        .unwrap()
    };
    let (b1, b2, b7) = (f("1"), f("2"), f("7"));
    let made = moves(&[(b1, b2), (b1, b7)]);
    let rolled = p.position().clone();
    p.play(made).unwrap();
    let r = review(&p, mover).unwrap();
    let reviewed = r.rolls[0].play.as_ref().unwrap();
    let listed = hints(&rolled).unwrap();
    let hint = listed.of_play(&made).unwrap();
    assert!(hint.moves.same_play(&made));
    assert_eq!(reviewed.played, hint.play);
    assert_eq!(reviewed.chance, hint.chance);
}

// A review asked while a roll awaits its play (or its decision) reviews the rolls completed.
#[test]
fn a_review_mid_roll_covers_the_rolls_completed() {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(5);
    let mut checked = 0;
    for _ in 0..60 {
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                let mid = review(&p, p.turn()).unwrap();
                assert!(mid.rolls.iter().all(|r| r.turn + 1 < p.turns().len()));
                checked += 1;
                p.decide(decision_for(&p, Level::Amateur).unwrap()).unwrap();
            }
            Phase::AwaitingPlay => {
                let before = review(&p, p.turn()).unwrap();
                assert!(before.rolls.iter().all(|r| r.turn + 1 < p.turns().len()));
                checked += 1;
                p.play(choose_play(p.position(), Level::Amateur).unwrap())
                    .unwrap();
                let after = review(&p, p.turns().last().unwrap().side).unwrap();
                assert!(after.rolls.len() >= before.rolls.len());
            }
        }
    }
    assert!(checked >= 20, "{checked} reviews mid-roll");
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 32,
        ..ProptestConfig::default()
    }))]

    // `Play::same_play` is the board's equality: over random positions, any two plays the rules
    // accept (the legal plays and every order of their moves) are the same play iff they leave
    // the same board.
    #[test]
    fn same_play_iff_same_board(seed in any::<u64>(), rolls in 0usize..100) {
        if let Some(pos) = position_after(seed, rolls, false) {
            let mut accepted: Vec<(Play, Position)> = Vec::new();
            for l in rules::legal_plays(&pos).unwrap() {
                let m = l.moves().to_vec();
                let mut orders = vec![m.clone()];
                if m.len() == 2 {
                    orders.push(vec![m[1], m[0]]);
                }
                for o in orders {
                    let p = Play::from_moves(&o).unwrap();
                    if let Ok(after) = rules::apply_play(&pos, &p) {
                        accepted.push((p, after));
                    }
                }
            }
            for (a, pa) in &accepted {
                for (b, pb) in &accepted {
                    prop_assert_eq!(a.same_play(b), pa.board() == pb.board(), "{} / {}", a, b);
                }
            }
        }
    }

    // A game whose plays are all given in another order of their moves, where the rules accept
    // it, reviews as the same game given in the hints' order.
    #[test]
    fn the_review_accepts_any_order_of_a_legal_play(seed in any::<u64>()) {
        let mut p = Partie::new(Variant::Trictrac);
        p.set_keep_undo(false);
        let mut rng = Rng::new(seed);
        let mut reordered = 0;
        for _ in 0..80 {
            match p.phase() {
                Phase::Over => break,
                Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
                Phase::AwaitingDecision => p.decide(tablier::partie::Decision::Hold).unwrap(),
                Phase::AwaitingPlay => {
                    let plays = p.plays().to_vec();
                    let l = plays.get(rng.below(plays.len().max(1) as u64) as usize).copied().unwrap_or_default();
                    let m = l.moves();
                    let swapped = if m.len() == 2 { Play::from_moves(&[m[1], m[0]]).unwrap() } else { l };
                    if swapped != l && p.clone().play(swapped).is_ok() {
                        p.play(swapped).unwrap();
                        reordered += 1;
                    } else {
                        p.play(l).unwrap();
                    }
                }
            }
        }
        for side in [Side::White, Side::Black] {
            let r = review(&p, side);
            prop_assert!(r.is_ok(), "{:?} after {} plays reordered", r, reordered);
        }
    }
}

// A tenir or s'en aller weighed before it is made (000 CHRONOLOGIE 5): the values, the better
// choice and the cost are those the review gives the decision once made, whichever is made; and
// with no decision awaited the question is refused.
#[test]
fn a_decision_weighed_before_it_is_made_as_the_review_weighs_it() {
    use tablier::ai::decision_awaited;
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(5);
    let mut weighed = 0;
    for _ in 0..20_000 {
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                assert!(decision_awaited(&p, None).is_err(), "no decision awaited");
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                let side = p.turn();
                let before = decision_awaited(&p, None).unwrap();
                assert_eq!(before.unit, tablier::ai::UNIT);
                // the worse one, every other time: its cost must be the one foretold
                let chosen = if weighed % 2 == 0 {
                    before.best
                } else if before.best == "hold" {
                    "leave"
                } else {
                    "hold"
                };
                let d = if chosen == "hold" {
                    tablier::partie::Decision::Hold
                } else {
                    tablier::partie::Decision::Leave
                };
                let turn = p.turns().len() - 1;
                p.decide(d).unwrap();
                // the review covers the rolls completed: a roll held is completed by its play
                if p.phase() == Phase::AwaitingPlay {
                    p.play(choose_play(p.position(), Level::Amateur).unwrap())
                        .unwrap();
                }
                let r = review(&p, side).unwrap();
                let reviewed = r.rolls.iter().find(|r| r.turn == turn).unwrap();
                let made = reviewed.decision.clone().unwrap();
                assert_eq!(
                    (made.hold, made.leave, made.best),
                    (before.hold, before.leave, before.best)
                );
                let cost = if chosen == before.best {
                    0.0
                } else {
                    before.cost
                };
                assert_eq!(made.cost, cost);
                weighed += 1;
            }
            Phase::AwaitingPlay => {
                let play = choose_play(p.position(), Level::Amateur).unwrap();
                p.play(play).unwrap();
            }
        }
        if weighed >= 6 {
            break;
        }
    }
    assert!(weighed >= 2, "the game offered {weighed} decisions");
}
