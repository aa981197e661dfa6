//! Properties of the jans of a roll, over random positions and plays.
//!
//! Positions are built valid by construction (no shared flèche, coins held by two or more,
//! never on the opponent's coin; dames borne off only with all the rest in the jan de retour).
//! Plays are pseudo-legal (each move of a die's number, forward, never onto the opponent,
//! bearing off only from home), which is all `jans` reads; once the Trictrac legal plays are
//! merged the engine's own plays are checked as well.

use proptest::prelude::*;
use std::collections::BTreeSet;
use tablier::internals::jans;
use tablier::trictrac::Sortie;
use tablier::JanKind;
use tablier::{
    rules, Analysis, Board, Coups, Dest, Dice, Fleche, Jan, Move, Play, Position, Setup, Side,
    Variant,
};

const G: Variant = Variant::Trictrac;

/// The mover's dames by shape, as counts per step (index step − 1), at most 15 in all:
/// 0 anywhere, 1 the départ (two dames down, or the coin taken with them), 2 the third roll of
/// six tables, 3 near a full grand jan, 4 near a full petit jan, 5 home in the jan de retour
/// (some borne off), 6 the last one or two dames.
fn mover_steps(shape: u8, r: &[u8]) -> [u8; 24] {
    let mut own = [0u8; 24];
    let put = |own: &mut [u8; 24], step: u8, n: u8| own[step as usize - 1] += n;
    match shape {
        1 => {
            put(&mut own, 1, 13);
            if r[0] % 4 == 0 {
                put(&mut own, 12, 2);
            } else {
                put(&mut own, 2 + r[1] % 10, 1);
                put(&mut own, 2 + r[2] % 10, 1);
            }
        }
        2 => {
            put(&mut own, 1, 11);
            let (a, b) = (2 + r[0] % 6, 2 + r[1] % 6);
            let b = if a == b { 2 + (b - 1) % 6 } else { b };
            for step in 2..=7u8 {
                if step != a && step != b {
                    put(&mut own, step, 1);
                }
            }
        }
        3 | 4 => {
            let first = if shape == 3 { 7 } else { 1 };
            let mut left = 15u8;
            for i in 0..6u8 {
                // Mostly 2 or 3 a flèche, sometimes 1: pleins to fill and to keep.
                let n = [2, 3, 2, 1, 2, 3, 0][r[i as usize] as usize % 7].min(left);
                put(&mut own, first + i, n);
                left -= n;
            }
            let rest = left;
            if shape == 3 {
                put(&mut own, 1 + r[6] % 6, rest);
            } else {
                put(&mut own, 7 + r[6] % 5, rest);
            }
        }
        5 => {
            let mut left = 15u8;
            for i in 0..6u8 {
                let n = (r[i as usize] % 5).min(left);
                put(&mut own, 19 + i, n);
                left -= n;
            }
            if own.iter().all(|&n| n == 0) {
                put(&mut own, 24, 1);
            }
        }
        6 => {
            put(&mut own, 19 + r[0] % 6, 1);
            if r[1] % 2 == 0 {
                put(&mut own, 19 + r[2] % 6, 1);
            }
        }
        _ => {
            let mut left = 15u8;
            for i in 0..24usize {
                if r[i] % 3 == 0 {
                    let n = (r[i] % 4 + 1).min(left);
                    own[i] += n;
                    left -= n;
                }
            }
            own[0] += left;
        }
    }
    // Coins: never one dame on one's own, none on the opponent's.
    if own[11] == 1 {
        own[11] = 0;
        own[10] += 1;
    }
    own[12] = 0;
    own
}

/// The mover's shape, then the opponent's dames drawn on the flèches left free; whatever the
/// opponent has left goes to its talon or its first free flèche.
fn board_from(turn: Side, shape: u8, r: &[u8], draws: &[(u8, u8)]) -> Board {
    let mut b = Board::empty();
    let own = mover_steps(shape, r);
    for step in 1..=24u8 {
        b.set(
            turn,
            Fleche::from_step(G, turn, step).unwrap(),
            own[step as usize - 1],
        );
    }
    let opp = turn.opponent();
    let mut left = 15u8;
    for (i, &(who, n)) in draws.iter().enumerate() {
        let f = Fleche::new(i as u8).unwrap();
        if who < 6 || b.get(turn, f) > 0 {
            continue;
        }
        let step = f.step(G, opp);
        if step == 13 {
            continue;
        }
        let mut n = n.min(left);
        if step == 12 && n == 1 {
            n = if left >= 2 { 2 } else { 0 };
        }
        b.set(opp, f, n);
        left -= n;
    }
    for step in 1..=11u8 {
        let f = Fleche::from_step(G, opp, step).unwrap();
        if left > 0 && b.get(turn, f) == 0 {
            b.set(opp, f, b.get(opp, f) + left);
            left = 0;
        }
    }
    b
}

fn position(board: Board, turn: Side, dice: Dice, coups: Option<Coups>) -> Option<Position> {
    Position::from_setup(Setup {
        variant: G,
        board,
        turn,
        dice: Some(dice),
        coups,
        score: Default::default(),
    })
    .ok()
}

/// Every pseudo-legal way to play the dice, in both orders, keeping only the longest.
fn pseudo_plays(pos: &Position) -> Vec<Play> {
    let side = pos.turn();
    let dice = pos.dice().unwrap();
    let orders: Vec<[u8; 2]> = if dice.is_doublet() {
        vec![[dice.first(); 2]]
    } else {
        vec![[dice.first(), dice.second()], [dice.second(), dice.first()]]
    };
    let mut out: BTreeSet<Play> = BTreeSet::new();
    let start = pos.board().view(G, side);
    for order in orders {
        let mut frontier = vec![(start.own, Play::empty())];
        for n in order {
            let mut next = Vec::new();
            for (own, play) in &frontier {
                let home = (1..19).all(|s| own[s - 1] == 0);
                for from in 1..=24u8 {
                    if own[from as usize - 1] == 0 {
                        continue;
                    }
                    let to = from + n;
                    let dest = if to <= 24 {
                        if start.opp[to as usize - 1] > 0 {
                            continue;
                        }
                        Dest::To(Fleche::from_step(G, side, to).unwrap())
                    } else if home {
                        Dest::Off
                    } else {
                        continue;
                    };
                    let mut own2 = *own;
                    own2[from as usize - 1] -= 1;
                    if to <= 24 {
                        own2[to as usize - 1] += 1;
                    }
                    let mut p = *play;
                    p.push(Move::new(Fleche::from_step(G, side, from).unwrap(), dest));
                    next.push((own2, p));
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        for (_, p) in frontier {
            out.insert(p);
        }
    }
    let longest = out.iter().map(|p| p.len()).max().unwrap_or(0);
    out.into_iter().filter(|p| p.len() == longest).collect()
}

/// The points one way of `j` is worth (000 BATTRE UNE DAME, IMPUISSANCE, the jans' values).
fn unit(j: &Jan, pos: &Position) -> u32 {
    let doublet = pos.dice().unwrap().is_doublet();
    let (simple, double) = match j.kind {
        JanKind::Impuissance => (2, 2),
        JanKind::SixTables => (4, 4),
        JanKind::BattreDame | JanKind::BattreDameAFaux => {
            let step = j.at.unwrap().step(G, pos.turn());
            if (1..=6).contains(&step) || (19..=24).contains(&step) {
                (4, 6)
            } else {
                (2, 4)
            }
        }
        _ => (4, 6),
    };
    if doublet {
        double
    } else {
        simple
    }
}

fn for_opponent(kind: JanKind) -> bool {
    matches!(
        kind,
        JanKind::BattreDameAFaux
            | JanKind::ContreDeuxTables
            | JanKind::ContreMezeas
            | JanKind::Impuissance
    )
}

fn check_jans(pos: &Position, js: &[Jan]) -> Result<(), TestCaseError> {
    let mover = pos.turn();
    let doublet = pos.dice().unwrap().is_doublet();
    let mut seen_opponent = false;
    let mut vrai = BTreeSet::new();
    let mut faux = BTreeSet::new();
    let mut pleins = 0;
    for j in js {
        // Every jan's points are its unit times its ways.
        prop_assert!(j.ways >= 1, "{j:?}");
        prop_assert_eq!(j.points, unit(j, pos) * j.ways, "{:?}", j);
        // Façons and moyens: at most 3 by a simple roll, 2 by a doublet (RULINGS 7, 001).
        prop_assert!(j.ways <= if doublet { 2 } else { 3 }, "{j:?}");
        let to_opp = for_opponent(j.kind);
        prop_assert_eq!(j.beneficiary, if to_opp { mover.opponent() } else { mover });
        // The mover's jans first (RULINGS 9).
        if j.beneficiary != mover {
            seen_opponent = true;
        } else {
            prop_assert!(!seen_opponent, "mover's jan after the opponent's: {js:?}");
        }
        match j.kind {
            JanKind::BattreDame => prop_assert!(vrai.insert(j.at.unwrap())),
            JanKind::BattreDameAFaux => prop_assert!(faux.insert(j.at.unwrap())),
            k if format!("{k:?}").starts_with("Remplir")
                || format!("{k:?}").starts_with("Conserver") =>
            {
                pleins += 1
            }
            _ => {}
        }
    }
    // One jan can be full at a time (12 of 15 dames).
    prop_assert!(pleins <= 1, "{js:?}");
    // A dame beaten à faux has both repos closed, and those are where a direct number would
    // beat from: it is never beaten à vrai in the same roll.
    prop_assert!(vrai.is_disjoint(&faux), "{js:?}");
    // Points per side are the sum of the jans.
    let total = Analysis::total(js);
    for side in Side::BOTH {
        let sum: u32 = js
            .iter()
            .filter(|j| j.beneficiary == side)
            .map(|j| j.points)
            .sum();
        prop_assert_eq!(total.get(side), sum);
    }
    Ok(())
}

fn arb_dice() -> impl Strategy<Value = Dice> {
    (1..=6u8, 1..=6u8).prop_map(|(a, b)| Dice::new(a, b).unwrap())
}

fn arb_position() -> impl Strategy<Value = Position> {
    (
        0..8u8,
        prop::collection::vec(any::<u8>(), 24),
        prop::collection::vec((0..10u8, 1..5u8), 24),
        any::<bool>(),
        arb_dice(),
        prop::option::of((0..4u32, 0..4u32)),
    )
        .prop_filter_map("valid position", |(shape, r, draws, white, dice, coups)| {
            let turn = if white { Side::White } else { Side::Black };
            let board = board_from(turn, shape, &r, &draws);
            position(
                board,
                turn,
                dice,
                coups.map(|(w, b)| Coups { white: w, black: b }),
            )
        })
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 400,
        ..ProptestConfig::default()
    }))]

    #[test]
    fn jans_are_sound(pos in arb_position()) {
        let plays = pseudo_plays(&pos);
        let js = jans(&pos, &plays).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_jans(&pos, &js)?;
    }

    #[test]
    fn order_of_plays_does_not_matter(pos in arb_position(), seed in any::<u64>()) {
        let plays = pseudo_plays(&pos);
        let js = jans(&pos, &plays).unwrap();
        let mut shuffled = plays.clone();
        // A Fisher–Yates shuffle driven by the seed.
        let mut s = seed | 1;
        for i in (1..shuffled.len()).rev() {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            shuffled.swap(i, (s % (i as u64 + 1)) as usize);
        }
        prop_assert_eq!(&js, &jans(&pos, &shuffled).unwrap());
        shuffled.reverse();
        prop_assert_eq!(&js, &jans(&pos, &shuffled).unwrap());
        if let Ok(legal) = rules::legal_plays(&pos) {
            let js = jans(&pos, &legal).unwrap();
            let mut rev = legal.clone();
            rev.reverse();
            rev.rotate_left(seed as usize % legal.len().max(1));
            prop_assert_eq!(&js, &jans(&pos, &rev).unwrap());
        }
    }

    /// Batteries and jans de départ are played par puissance: they do not depend on the plays.
    #[test]
    fn batteries_do_not_depend_on_plays(pos in arb_position()) {
        let plays = pseudo_plays(&pos);
        let puissance = |js: Vec<Jan>| -> Vec<Jan> {
            js.into_iter().filter(|j| matches!(j.kind,
                JanKind::BattreDame | JanKind::BattreDameAFaux | JanKind::BattreCoin |
                JanKind::SixTables | JanKind::DeuxTables | JanKind::ContreDeuxTables |
                JanKind::Mezeas | JanKind::ContreMezeas)).collect()
        };
        let with = puissance(jans(&pos, &plays).unwrap());
        let one = puissance(jans(&pos, &plays[..plays.len().min(1)]).unwrap());
        prop_assert_eq!(with, one);
    }

    /// docs/interchange.md "Explanations": every jan lists its ways (`ways == by.len()`), and each
    /// way really does what it says: a façon's dame and numbers reach the beaten dame (its
    /// repos one number on, never a case of the opponent's), the coin's two dames reach the
    /// coin, a moyen's dame reaches the flèche it fills, an impuissance names thrown numbers.
    #[test]
    fn every_way_is_named_and_reaches(pos in arb_position()) {
        if let Ok(a) = rules::analyse(&pos) {
            let side = pos.turn();
            let dice = pos.dice().unwrap();
            let thrown = [dice.first(), dice.second()];
            let step = |f: Fleche| f.step(G, side);
            let view = pos.board().view(G, side);
            for j in &a.jans {
                prop_assert_eq!(j.ways as usize, j.by.len(), "{:?}", j);
                for w in &j.by {
                    let sum: u8 = w.numbers.iter().sum();
                    let mut left = thrown.to_vec();
                    for n in &w.numbers {
                        let k = left.iter().position(|d| d == n);
                        prop_assert!(k.is_some(), "{:?} not thrown in {:?}", n, j);
                        left.remove(k.unwrap());
                    }
                    match j.kind {
                        JanKind::BattreDame | JanKind::BattreDameAFaux => {
                            let at = step(j.at.unwrap());
                            prop_assert_eq!(w.dames.len(), 1, "{:?}", j);
                            let from = step(w.dames[0]);
                            prop_assert!(view.own[from as usize - 1] > 0, "{:?}", j);
                            prop_assert_eq!(from + sum, at, "{:?}", j);
                            prop_assert_eq!(w.repos.is_some(), w.numbers.len() == 2, "{:?}", j);
                            let repos = w.repos.clone().unwrap_or_default();
                            // By one number always à vrai; by both, à faux iff no repos.
                            prop_assert_eq!(
                                w.repos.is_some() && repos.is_empty(),
                                j.kind == JanKind::BattreDameAFaux,
                                "{:?}", j
                            );
                            for r in repos {
                                let r = step(r);
                                prop_assert!(w.numbers.iter().any(|n| from + n == r), "{:?}", j);
                                prop_assert!(view.opp[r as usize - 1] <= 1, "{:?}", j);
                            }
                        }
                        JanKind::BattreCoin => {
                            prop_assert_eq!(w.dames.len(), 2, "{:?}", j);
                            for (d, n) in w.dames.iter().zip(&w.numbers) {
                                prop_assert_eq!(step(*d) + n, 13, "{:?}", j);
                            }
                        }
                        JanKind::RemplirPetitJan
                        | JanKind::RemplirGrandJan
                        | JanKind::RemplirRetour
                            if j.ways > 1 =>
                        {
                            // Moyens of a demi-case: one dame each, to the demi-case.
                            let to = w.to.clone().unwrap_or_default();
                            prop_assert_eq!(w.dames.len(), 1, "{:?}", j);
                            prop_assert_eq!(to.len(), 1, "{:?}", j);
                            prop_assert_eq!(step(w.dames[0]) + sum, step(to[0]), "{:?}", j);
                            prop_assert_eq!(view.own[step(to[0]) as usize - 1], 1, "{:?}", j);
                        }
                        JanKind::Impuissance => {
                            prop_assert_eq!(w.numbers.len(), 1, "{:?}", j);
                            prop_assert!(w.dames.is_empty());
                        }
                        JanKind::Sortie => {
                            prop_assert!(!w.dames.is_empty(), "{:?}", j);
                            prop_assert!(!w.numbers.is_empty(), "{:?}", j);
                        }
                        _ => prop_assert!(!w.numbers.is_empty(), "{:?}", j),
                    }
                }
            }
        }
    }

    /// With the engine's legal plays (once merged), analyse succeeds on every position with a
    /// roll and its points are the sum of its jans.
    #[test]
    fn analyse_points_are_the_sum_of_the_jans(pos in arb_position()) {
        if rules::legal_plays(&pos).is_ok() {
            let a = rules::analyse(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(a.points, Analysis::total(&a.jans));
            check_jans(&pos, &a.jans)?;
        }
    }

    /// The analysis traces its own legal plays only when a jan that depends on the play is
    /// within their reach (`jans_of_legal_plays`): its jans are those of tracing every play.
    #[test]
    fn analyse_gives_the_jans_of_every_legal_play_traced(pos in arb_position()) {
        for sortie in [Sortie::Parisienne, Sortie::Provinciale] {
            let Ok(plays) = tablier::trictrac::legal_plays_under(&pos, sortie) else {
                continue;
            };
            let a = tablier::trictrac::analyse_under(&pos, sortie).unwrap();
            prop_assert_eq!(&a.jans, &jans(&pos, &plays).unwrap());
        }
    }
}

#[test]
fn no_dice_is_an_error() {
    let pos = Position::start(G);
    assert_eq!(jans(&pos, &[]).unwrap_err().code(), "no-dice");
}

#[test]
fn a_move_from_an_empty_fleche_is_refused() {
    // White to play 3-1 from the start; a move from B5, where White has no dame, is not guessed at.
    let pos = Position::start(G).with_dice(Some(Dice::new(3, 1).unwrap()));
    let bad = Play::from_moves(&[Move::new(
        Fleche::parse("B5").unwrap(),
        Dest::To(Fleche::parse("B8").unwrap()),
    )])
    .unwrap();
    assert_eq!(jans(&pos, &[bad]).unwrap_err().code(), "not-legal");
}

#[test]
fn an_empty_list_of_plays_is_impuissance_of_both_numbers() {
    // 000 IMPUISSANCE: "2 points d'impuissance par nombre" — nothing playable, 4 to Black.
    let pos = Position::start(G).with_dice(Some(Dice::new(6, 5).unwrap()));
    let js = jans(&pos, &[]).unwrap();
    assert_eq!(js.len(), 1);
    assert_eq!(
        (js[0].kind, js[0].beneficiary, js[0].points, js[0].ways),
        (JanKind::Impuissance, Side::Black, 4, 2)
    );
}

/// The generator is worth its properties only if it reaches every jan: count them over a
/// fixed sample.
#[test]
fn random_positions_reach_every_jan() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut counts = std::collections::BTreeMap::new();
    let mut engine = std::collections::BTreeMap::new();
    let strat = arb_position();
    for _ in 0..3000 {
        let pos = strat.new_tree(&mut runner).unwrap().current();
        for j in jans(&pos, &pseudo_plays(&pos)).unwrap() {
            *counts.entry(format!("{:?}", j.kind)).or_insert(0) += 1;
        }
        if let Ok(a) = rules::analyse(&pos) {
            for j in a.jans {
                *engine.entry(format!("{:?}", j.kind)).or_insert(0) += 1;
            }
        }
    }
    eprintln!("pseudo-legal plays: {counts:?}");
    eprintln!("engine's plays: {engine:?}");
    assert_eq!(counts.len(), 16, "jans never reached: {counts:?}");
    if rules::legal_plays(&Position::start(G).with_dice(Dice::new(6, 5).ok())).is_ok() {
        assert_eq!(
            engine.len(),
            16,
            "jans never reached with the engine's plays: {engine:?}"
        );
    }
}
