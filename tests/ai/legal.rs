//! The computer's play is always one of the rules' legal plays, at every level: over positions
//! of random and of greedy games, through whole games against itself, in Jacquet under the main
//! rules and the bouchon variants (003 VARIANTE BOUCHON); the empty play when nothing can be
//! played (000 IMPUISSANCE); no choice without dice. Every random test is seeded (xorshift) so a
//! failure can be replayed.

use crate::common::pos;
use crate::support::{jacquet_manche, position_after};
use proptest::prelude::*;
use tablier::ai::{choose_jacquet_play, choose_play, decision_for, Level};
use tablier::jacquet::{self, BouchonRule, JacquetOptions};
use tablier::partie::{Partie, Phase};
use tablier::Rng;
use tablier::{rules, Play, Position, Variant};

fn assert_legal_choice(pos: &Position) -> Result<(), TestCaseError> {
    let plays = rules::legal_plays(pos).unwrap();
    for level in Level::ALL {
        let chosen = choose_play(pos, level).unwrap();
        if plays.is_empty() {
            prop_assert!(
                chosen.is_empty(),
                "{level:?} played {chosen} with no legal play"
            );
        } else {
            prop_assert!(
                plays.contains(&chosen),
                "{level:?} chose {chosen}, not among {plays:?}"
            );
            prop_assert!(rules::check_play(pos, &chosen).is_ok());
        }
        // The same position, the same choice.
        prop_assert_eq!(choose_play(pos, level).unwrap(), chosen);
    }
    Ok(())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }))]

    // The chosen play is always one of the rules' legal plays, at every level.
    #[test]
    fn chosen_play_is_legal(seed in any::<u64>(), rolls in 0usize..120) {
        if let Some(pos) = position_after(seed, rolls, false) {
            assert_legal_choice(&pos)?;
        }
    }

    // The same over positions the greedy player itself reaches (its own kind of board).
    #[test]
    fn chosen_play_is_legal_in_greedy_games(seed in any::<u64>(), rolls in 0usize..40) {
        if let Some(pos) = position_after(seed, rolls, true) {
            assert_legal_choice(&pos)?;
        }
    }
}

#[test]
fn a_position_without_dice_is_refused() {
    let p = Position::start(Variant::Trictrac);
    assert_eq!(
        choose_play(&p, Level::Amateur).unwrap_err().code(),
        "no-dice"
    );
}

#[test]
fn nothing_to_play_gives_the_empty_play() {
    // Black's dames hold every flèche a 6 or a 5 could reach from White's dames (B1, B2):
    // White's 6-5 cannot be played (000 IMPUISSANCE), whatever the level.
    let p = pos(
        r#"{"B1":14,"B2":1}"#,
        r#"{"N1":5,"B6":2,"B7":2,"B8":2,"N12":2,"N11":2}"#,
        "white",
        [6, 5],
    );
    // The rules list the empty play alone.
    assert!(rules::legal_plays(&p)
        .unwrap()
        .iter()
        .all(|pl| pl.is_empty()));
    for level in Level::ALL {
        assert_eq!(choose_play(&p, level).unwrap(), Play::empty());
    }
}

/// A seeded game in which both sides play at `level`, checking at every roll that the play
/// chosen is one of the rules' legal plays (or the empty play when none can be played).
fn check_whole_game(seed: u64, level: Level) -> Result<(), TestCaseError> {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    for _ in 0..20_000 {
        match p.phase() {
            Phase::Over => return Ok(()),
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                let d = decision_for(&p, level).unwrap();
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                let plays = rules::legal_plays(p.position()).unwrap();
                let c = choose_play(p.position(), level).unwrap();
                prop_assert!(
                    plays.contains(&c) || (plays.iter().all(|q| q.is_empty()) && c.is_empty()),
                    "{level:?} chose {c} among {plays:?}"
                );
                p.play(c).unwrap();
            }
        }
    }
    prop_assert!(false, "game {seed} at {level:?} not over");
    Ok(())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 4,
        ..ProptestConfig::default()
    }))]

    // Every level, playing whole games against itself, plays only legal plays.
    #[test]
    fn every_level_plays_legally_in_whole_games(seed in any::<u64>()) {
        for level in Level::ALL {
            check_whole_game(seed, level)?;
        }
    }
}

// Jacquet (003): the computer's play is one of the rules' legal plays, under the main rules and
// under the bouchon variants (003 VARIANTE BOUCHON).
#[test]
fn jacquet_choices_are_legal() {
    let variants = [
        JacquetOptions::default(),
        JacquetOptions {
            bouchon: BouchonRule::Forbidden,
            ..JacquetOptions::default()
        },
        JacquetOptions {
            bouchon: BouchonRule::UntilLastFleche,
            ..JacquetOptions::default()
        },
    ];
    let mut checked = 0;
    for (k, opts) in variants.iter().enumerate() {
        for seed in 1..=4u64 {
            jacquet_manche(
                seed * 10 + k as u64,
                opts,
                |_| None,
                |p| {
                    let plays = jacquet::legal_plays_with(p, opts).unwrap();
                    for level in Level::ALL {
                        let c = choose_jacquet_play(p, level, opts).unwrap();
                        assert!(
                            plays.contains(&c) || (plays.is_empty() && c.is_empty()),
                            "{level:?} chose {c} among {plays:?}"
                        );
                        if *opts == JacquetOptions::default() {
                            assert_eq!(choose_play(p, level).unwrap(), c);
                        }
                    }
                    checked += 1;
                },
            );
        }
    }
    assert!(checked > 500, "{checked} positions");
}

/// The look two rolls deep (`choose_play_deep`, matched in docs/strength.md) chooses among the
/// rules' legal plays too, on positions of random and of greedy games, and the empty play when
/// nothing can be played (000 IMPUISSANCE).
#[test]
fn deep_choice_is_legal() {
    use tablier::ai::{choose_play_deep, committed_net, Depth};
    let net = committed_net().unwrap();
    let mut seen = 0;
    for seed in 1..=6u64 {
        for (rolls, greedy) in [(3, false), (25, true), (60, false)] {
            let Some(p) = position_after(seed, rolls, greedy) else {
                continue;
            };
            let legal = rules::legal_plays(&p).unwrap();
            let play = choose_play_deep(&p, &net, Depth::DEFAULT).unwrap();
            assert!(
                legal.contains(&play) || (legal.is_empty() && play.is_empty()),
                "seed {seed}, {rolls} rolls: {play:?}"
            );
            seen += 1;
        }
    }
    assert!(seen >= 12, "only {seen} positions reached");
    let stuck = pos(
        r#"{"B1":14,"B2":1}"#,
        r#"{"N1":5,"B6":2,"B7":2,"B8":2,"N12":2,"N11":2}"#,
        "white",
        [6, 5],
    );
    assert_eq!(
        choose_play_deep(&stuck, &net, Depth::DEFAULT).unwrap(),
        Play::empty()
    );
}
