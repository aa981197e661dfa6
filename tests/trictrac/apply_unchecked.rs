//! `rules::apply_unchecked` (the engine's entry point for its own plays) gives, for every play
//! `legal_plays` lists, the position `apply_play` gives after checking it: on every bench
//! position with each of the 21 rolls (Trictrac), and along random Jacquet games.
use crate::common;
use common::random::Rng;
use std::path::PathBuf;
use tablier::notation::json::position_from_str;
use tablier::{rules, Dice, Play, Position, Variant};

fn same_for_every_legal_play(p: &Position) -> usize {
    let plays = rules::legal_plays(p).unwrap();
    let plays = if plays.is_empty() {
        vec![Play::empty()]
    } else {
        plays
    };
    for pl in &plays {
        let checked = rules::apply_play(p, pl).unwrap();
        let unchecked = rules::apply_unchecked(p, pl).unwrap();
        assert_eq!(checked, unchecked, "{pl} on {p:?}");
    }
    plays.len()
}

#[test]
fn trictrac_bench_positions_every_roll_every_play() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench_positions.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let mut n = 0;
    for l in text.lines().filter(|l| !l.trim().is_empty()) {
        let p = position_from_str(l).unwrap();
        for d in Dice::all_rolls() {
            n += same_for_every_legal_play(&p.with_dice(Some(d)));
        }
    }
    assert!(n >= 224_133, "{n} plays compared");
}

#[test]
fn jacquet_random_games_every_play() {
    let mut rng = Rng::new(20261201);
    let mut n = 0;
    for _ in 0..20 {
        let mut p = Position::start(Variant::Jacquet);
        for _ in 0..300 {
            let rolled = p.with_dice(Some(rng.dice().expect("dice from two dice 1-6")));
            if let Err(e) = rules::legal_plays(&rolled) {
                // 003 FIN D'UNE MANCHE: the only refusal is the manche over, a side's dames all off.
                assert_eq!(e.code(), "bad-request", "{e}");
                assert!(e.to_string().contains("the manche is over"), "{e}");
                break;
            }
            n += same_for_every_legal_play(&rolled);
            let plays = rules::legal_plays(&rolled).unwrap();
            let pl = plays
                .get(rng.index(plays.len().max(1)))
                .copied()
                .unwrap_or_default();
            p = rules::apply_unchecked(&rolled, &pl).unwrap();
        }
    }
    assert!(n > 2_000, "{n} plays compared");
}

#[test]
fn an_empty_play_passes_the_turn_as_apply_play_does() {
    // 000 IMPUISSANCE: nothing can be played, the turn passes. White is shut in by Black
    // on both flèches a 6 or a 5 reaches, the repos of both numbers tout d'une.
    let p = common::pos(
        r#"{"B1": 15}"#,
        r#"{"B6": 2, "B7": 2, "N1": 11}"#,
        "white",
        [6, 5],
    );
    assert!(rules::legal_plays(&p).unwrap().is_empty());
    assert_eq!(
        rules::apply_unchecked(&p, &Play::empty()).unwrap(),
        rules::apply_play(&p, &Play::empty()).unwrap()
    );
}
