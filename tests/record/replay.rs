//! Game records: written from a game, replayed to the same scores, every step checked.

use tablier::partie::{random_game, LeavePolicy};
use tablier::record::{replay, RecordJson};

fn game_record(seed: u64, policy: LeavePolicy) -> RecordJson {
    let p = random_game(seed, policy, 50_000).unwrap();
    RecordJson::from_partie(&p)
}

#[test]
fn a_record_replays_to_the_same_scores() {
    for seed in 1..=4 {
        let p = random_game(seed, LeavePolicy::Random, 50_000).unwrap();
        let text = RecordJson::from_partie(&p).to_json();
        let scores = replay(&text).unwrap();
        let expected: Vec<_> = p.turns().iter().map(|t| t.score).collect();
        assert_eq!(scores, expected, "seed {seed}");
        let r = RecordJson::parse(&text).unwrap().replay().unwrap();
        assert_eq!(r.partie.winner(), p.winner());
        assert_eq!(r.partie.score(), p.score());
    }
}

/// The first roll index (0-based) satisfying `f`.
fn find(r: &RecordJson, f: impl Fn(&tablier::record::RollJson) -> bool) -> usize {
    r.rolls
        .iter()
        .position(f)
        .expect("the game has such a roll")
}

#[test]
fn a_wrong_mark_is_refused_naming_the_step() {
    let mut r = game_record(3, LeavePolicy::Hold);
    let i = find(&r, |x| x.points.white + x.points.black > 0);
    r.rolls[i].points.white += 1;
    let e = r.replay().unwrap_err();
    assert_eq!((e.step, e.code()), (i + 1, "wrong-points"));
    assert!(
        e.to_string().starts_with(&format!("roll {}: ", i + 1)),
        "{e}"
    );

    let mut r = game_record(3, LeavePolicy::Hold);
    let i = find(&r, |x| x.holes.white + x.holes.black > 0);
    r.rolls[i].holes.white += 1;
    let e = r.replay().unwrap_err();
    assert_eq!((e.step, e.code()), (i + 1, "wrong-holes"));

    let mut r = game_record(3, LeavePolicy::Hold);
    let i = find(&r, |x| x.score.is_some());
    if let Some(s) = r.rolls[i].score.as_mut() {
        s.white.holes += 1;
    }
    assert_eq!(r.replay().unwrap_err().code(), "wrong-score");
}

#[test]
fn an_illegal_play_is_refused_naming_the_rule_and_step() {
    let mut r = game_record(5, LeavePolicy::Hold);
    let i = find(&r, |x| x.play.as_ref().is_some_and(|p| p.len() == 2));
    // Play only one of the two numbers.
    r.rolls[i].play.as_mut().unwrap().pop();
    let e = r.replay().unwrap_err();
    // 000 IMPUISSANCE: both numbers are played when they can be.
    assert_eq!((e.step, e.code()), (i + 1, "must-play-both"), "{e}");

    let mut r = game_record(5, LeavePolicy::Hold);
    r.rolls[i].play = None;
    assert_eq!(r.replay().unwrap_err().code(), "play-missing");
}

#[test]
fn decisions_are_checked() {
    let mut r = game_record(2, LeavePolicy::Leave);
    let i = find(&r, |x| x.decision.is_some());
    r.rolls[i].decision = None;
    let e = r.replay().unwrap_err();
    assert_eq!((e.step, e.code()), (i + 1, "decision-missing"));

    let mut r = game_record(2, LeavePolicy::Leave);
    let j = find(&r, |x| x.decision.is_none() && x.play.is_some());
    r.rolls[j].decision = Some("leave".into());
    let e = r.replay().unwrap_err();
    assert_eq!((e.step, e.code()), (j + 1, "decision-not-offered"));

    let mut r = game_record(2, LeavePolicy::Leave);
    r.rolls[i].decision = Some("stay".into());
    assert_eq!(r.replay().unwrap_err().code(), "bad-decision");

    // After leaving, the leaver plays nothing: he rolls again.
    let mut r = game_record(2, LeavePolicy::Leave);
    r.rolls[i].play = Some(vec![]);
    assert_eq!(r.replay().unwrap_err().code(), "unexpected-play");
}

#[test]
fn sides_winner_and_end_are_checked() {
    let mut r = game_record(4, LeavePolicy::Hold);
    let s = r.rolls[1].side;
    r.rolls[1].side = s.opponent();
    assert_eq!(r.replay().unwrap_err().code(), "wrong-side");

    let mut r = game_record(4, LeavePolicy::Hold);
    r.winner = r.winner.map(|w| w.opponent());
    assert_eq!(r.replay().unwrap_err().code(), "wrong-winner");

    let mut r = game_record(4, LeavePolicy::Hold);
    let last = r.rolls.last().unwrap().clone();
    r.rolls.push(last);
    let e = r.replay().unwrap_err();
    assert_eq!((e.step, e.code()), (r.rolls.len(), "game-over"));
}

#[test]
fn unreadable_records_are_refused_at_step_zero() {
    let e = replay("{").unwrap_err();
    assert_eq!((e.step, e.code()), (0, "bad-json"));
    let e = replay(r#"{"format":"tablier-partie","rolls":[],"moves":[]}"#).unwrap_err();
    assert_eq!(e.code(), "unknown-field");
    let e = replay(r#"{"format":"pgn","rolls":[]}"#).unwrap_err();
    assert_eq!(e.code(), "bad-json");
    assert_eq!(
        replay(r#"{"format":"tablier-partie","rolls":[]}"#).unwrap(),
        vec![]
    );
}

// The recorded games under tests/data/games replay to their recorded scores and winner.
#[test]
fn recorded_games_replay() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let r = RecordJson::parse(&text).unwrap();
        let out = r
            .replay()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(out.partie.winner(), r.winner, "{}", path.display());
        n += 1;
    }
    assert!(n > 0);
}

/// Writes the engine's own record of seeded games to tests/data/games (run by hand:
/// `cargo test --test record -- --ignored write_recorded_games`): one game where the mover
/// sometimes holds and sometimes leaves, one (always holding) with a sortie and its relevé. The
/// files then guard against any change in plays, jans or marking going unnoticed.
#[test]
#[ignore]
fn write_recorded_games() {
    use tablier::partie::Decision;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games");
    let count = |p: &tablier::partie::Partie, f: &dyn Fn(&tablier::partie::Turn) -> bool| {
        p.turns().iter().filter(|t| f(t)).count()
    };
    let sortie = |t: &tablier::partie::Turn| {
        t.play
            .is_some_and(|pl| pl.moves().iter().any(|m| m.to == tablier::Dest::Off))
    };
    let mut wanted: Vec<(&str, LeavePolicy)> = vec![
        ("holds-and-leaves", LeavePolicy::Random),
        ("sortie", LeavePolicy::Hold),
    ];
    for seed in 1..2000 {
        wanted.retain(|&(name, policy)| {
            let p = random_game(seed, policy, 50_000).unwrap();
            let fits = match name {
                "sortie" => count(&p, &sortie) > 0,
                _ => {
                    count(&p, &|t| t.decision == Some(Decision::Leave)) > 0
                        && count(&p, &|t| t.decision == Some(Decision::Hold)) > 0
                }
            };
            if fits {
                let text = RecordJson::from_partie(&p).to_json();
                std::fs::write(format!("{dir}/{name}-seed-{seed}.json"), text + "\n").unwrap();
            }
            !fits
        });
        if wanted.is_empty() {
            break;
        }
    }
    assert!(wanted.is_empty(), "no seed found for {wanted:?}");
}

proptest::proptest! {
    #![proptest_config(crate::common::beside_source(
        proptest::prelude::ProptestConfig::with_cases(12)
    ))]
    // Any seeded game, any way of choosing: its record replays to the same scores and winner.
    #[test]
    fn any_game_round_trips(seed in 1u64..1_000_000, choice in 0u8..3) {
        let policy = [LeavePolicy::Hold, LeavePolicy::Leave, LeavePolicy::Random][choice as usize];
        let p = random_game(seed, policy, 50_000).unwrap();
        let r = RecordJson::parse(&RecordJson::from_partie(&p).to_json()).unwrap();
        let out = r.replay().unwrap();
        let expected: Vec<_> = p.turns().iter().map(|t| t.score).collect();
        proptest::prop_assert_eq!(out.scores, expected);
        proptest::prop_assert_eq!(out.partie.winner(), p.winner());
        proptest::prop_assert_eq!(out.partie.turns(), p.turns());
    }
}

// A file the page saved carries its settings beside the record (`page`, the text of the page's
// JSON: the computer's level, who plays, marking by hand): it replays as the record alone does,
// the engine never writes them, and `page` must be text.
#[test]
fn the_pages_settings_ride_beside_the_record() {
    let r = game_record(3, LeavePolicy::Random);
    let text = r.to_json();
    assert!(
        !text.contains("\"page\""),
        "the engine writes no page settings"
    );
    let settings = r#"{\"level\":\"maître\",\"mode\":\"computer\",\"selfMark\":true}"#;
    let with_page = format!(r#"{{"page":"{settings}",{}"#, &text[1..]);
    assert_eq!(replay(&with_page).unwrap(), replay(&text).unwrap());
    let read = RecordJson::parse(&with_page).unwrap();
    assert_eq!(
        read.page.as_deref(),
        Some(r#"{"level":"maître","mode":"computer","selfMark":true}"#)
    );
    assert_eq!(read.to_json(), text, "written back without them");
    let e = replay(&format!(r#"{{"page":{{"level":"maître"}},{}"#, &text[1..])).unwrap_err();
    assert_eq!(e.step, 0);
    assert!(e.to_string().contains("expected a string"), "{e}");
}
