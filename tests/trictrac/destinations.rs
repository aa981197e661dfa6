//! `rules::destinations` and `rules::refusal` (the page's `dests` and the rule a refused move
//! breaks) held to `legal_plays` and `check_play`: on the bench positions with every roll
//! (Trictrac), along random Jacquet games, and on the seeds' examples.
use crate::common;
use common::random::Rng;
use std::collections::{BTreeSet, HashSet};
use std::path::PathBuf;
use tablier::notation::json::position_from_str;
use tablier::{rules, Board, Dest, Dice, Error, Move, Play, Position, Rule, Variant};

/// Walks every path of offered moves: each complete one (nothing more offered) must be a legal
/// play; the boards reached must be exactly those of `legal_plays`; every legal play, in its
/// listed order, is offered move by move; and a move not offered is refused with a rule.
fn check(p: &Position) {
    let plays = rules::legal_plays(p).unwrap();
    let want: HashSet<Board> = plays
        .iter()
        .map(|pl| *rules::apply_play(p, pl).unwrap().board())
        .collect();
    let mut got = HashSet::new();
    let mut stack: Vec<Vec<Move>> = vec![vec![]];
    while let Some(path) = stack.pop() {
        let dests = rules::destinations(p, &path).unwrap();
        if dests.is_empty() {
            let play = Play::from_moves(&path).unwrap();
            rules::check_play(p, &play).unwrap_or_else(|e| panic!("{play}: {e} on {p:?}"));
            got.insert(*rules::apply_play(p, &play).unwrap().board());
            continue;
        }
        for (from, tos) in dests {
            for to in tos {
                let mv = Move::new(from, to);
                assert!(
                    rules::refusal(p, &path, mv).is_none(),
                    "{mv} after {path:?}"
                );
                let mut next = path.clone();
                next.push(mv);
                stack.push(next);
            }
        }
    }
    if plays.is_empty() {
        assert!(rules::destinations(p, &[]).unwrap().is_empty());
    } else {
        assert_eq!(got, want, "{p:?}");
    }
    for pl in &plays {
        for (k, mv) in pl.moves().iter().enumerate() {
            let offered = rules::destinations(p, &pl.moves()[..k]).unwrap();
            assert!(
                offered
                    .iter()
                    .any(|(f, tos)| *f == mv.from && tos.contains(&mv.to)),
                "{pl} move {k} on {p:?}"
            );
        }
    }
    // A move not offered: refused, with a rule that has a code.
    let first: BTreeSet<Move> = rules::destinations(p, &[])
        .unwrap()
        .into_iter()
        .flat_map(|(f, tos)| tos.into_iter().map(move |t| Move::new(f, t)))
        .collect();
    let side = p.turn();
    for f in tablier::Fleche::all() {
        if p.board().get(side, f) == 0 {
            continue;
        }
        for to in tablier::Fleche::all().map(Dest::To).chain([Dest::Off]) {
            let mv = Move::new(f, to);
            match rules::refusal(p, &[], mv) {
                None => assert!(first.contains(&mv), "{mv} not offered but not refused"),
                Some(Error::IllegalPlay { rule, .. }) => {
                    assert!(!first.contains(&mv), "{mv} offered and refused");
                    assert!(!rule.code().is_empty());
                }
                Some(e) => panic!("{mv}: {e}"),
            }
        }
    }
}

#[test]
fn trictrac_bench_positions_every_roll() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench_positions.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    // Every fifth position, with all 21 rolls, keeps the debug build's run short.
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut checked = 0;
    for l in lines.iter().step_by(5) {
        let p = position_from_str(l).unwrap();
        for d in Dice::all_rolls() {
            check(&p.with_dice(Some(d)));
            checked += 1;
        }
    }
    assert!(lines.len() >= 100, "only {} bench positions", lines.len());
    assert_eq!(checked, lines.len().div_ceil(5) * 21);
}

#[test]
fn jacquet_random_games() {
    let mut rng = Rng::new(7);
    let mut checked = 0;
    for _ in 0..3 {
        let mut p = Position::start(Variant::Jacquet);
        for _ in 0..80 {
            let rolled = p.with_dice(Some(rng.dice().expect("dice from two dice 1-6")));
            let plays = match rules::legal_plays(&rolled) {
                Ok(plays) => plays,
                // 003 FIN D'UNE MANCHE: the only refusal is the manche over, a side's dames all off.
                Err(e) => {
                    assert_eq!(e.code(), "bad-request", "{e}");
                    assert!(e.to_string().contains("the manche is over"), "{e}");
                    break;
                }
            };
            check(&rolled);
            checked += 1;
            let pl = plays
                .get(rng.index(plays.len().max(1)))
                .copied()
                .unwrap_or_default();
            p = rules::apply_unchecked(&rolled, &pl).unwrap();
        }
    }
    assert!(checked >= 200, "{checked} positions checked");
}

fn mv(text: &str) -> Move {
    common::play(text).moves()[0]
}

#[test]
fn a_refused_move_names_its_rule() {
    // 000 LOIS: never onto a flèche the opponent holds. White B1 by the 5 onto Black's B6.
    let p = common::pos(r#"{"B1": 15}"#, r#"{"B6": 2, "N1": 13}"#, "white", [5, 3]);
    let e = rules::refusal(&p, &[], mv("B1-B6")).unwrap();
    assert!(
        matches!(
            e,
            Error::IllegalPlay {
                rule: Rule::OpponentFleche,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(Rule::OpponentFleche.code(), "opponent-fleche");
    // 000 COINS: never one dame alone on the coin. After B1-B7 by the 6, no other dame reaches
    // B12 by the 5 but the one on B7: B7-B12 is refused as a lone dame on the coin.
    let p = common::pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [6, 5]);
    let after = [mv("B1-B7")];
    let e = rules::refusal(&p, &after, mv("B7-B12")).unwrap();
    assert!(
        matches!(
            e,
            Error::IllegalPlay {
                rule: Rule::LoneDameOnCoin,
                ..
            }
        ),
        "{e:?}"
    );
    // The moves made must begin a legal play: a refused first move is the error.
    assert_eq!(
        rules::destinations(&p, &[mv("B1-B12")]).unwrap_err().code(),
        "not-the-dice"
    );
}

#[test]
fn tout_d_une_is_offered_move_by_move() {
    // 000 LOIS: one dame plays both numbers tout d'une, resting after the first.
    let p = common::pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", [6, 5]);
    let after = rules::destinations(&p, &[mv("B1-B7")]).unwrap();
    // B7 by the 5 is B12, the coin, refused alone: the 5 is played from the talon.
    assert!(after.iter().all(|(f, _)| f.name() != "B7"), "{after:?}");
    let b1 = after.iter().find(|(f, _)| f.name() == "B1").unwrap();
    assert_eq!(b1.1, vec![Dest::parse("B6").unwrap()]);
    // And once both numbers are played, nothing more.
    assert!(rules::destinations(&p, &[mv("B1-B7"), mv("B1-B6")])
        .unwrap()
        .is_empty());
}
