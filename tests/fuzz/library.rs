//! The fuzz harness of the library, called directly: the readers (notation, JSON, records), the
//! rules on whatever positions the readers let through, the score and the école on arbitrary
//! numbers, and both games driven by arbitrary calls. Nothing may panic (this profile keeps
//! overflow checks on); every refusal is a typed error with a stable code; what is read writes
//! back to the same thing; a refused call leaves the game as it was.
//!
//! Sizes: `TABLIER_FUZZ_INPUTS` (inputs per boundary, default 1,200; `PROPTEST_CASES`
//! overrides), and `TABLIER_FUZZ_TALLY=1` to count faults rather than stop at the first.

use crate::harness as fuzz;
use crate::mutations;
use crate::seeds::lines;

use fuzz::{env_usize, runner, Tally};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tablier::ecole::{check, check_points, Marked};
use tablier::jacquet::{self, JacquetOptions};
use tablier::notation::{compact, json as pjson};
use tablier::partie::{Decision, Partie};
use tablier::record::RecordJson;
use tablier::score::{leave, mark};
use tablier::{
    rules, Dest, Dice, Error, Fleche, Move, Play, Points, Score, Side, SideScore, Variant,
};

fn inputs() -> u32 {
    env_usize("TABLIER_FUZZ_INPUTS", 1200).max(1) as u32
}

/// Records, each replayed whole: `TABLIER_FUZZ_RECORDS`, a tenth of the inputs by default.
fn records() -> u32 {
    env_usize("TABLIER_FUZZ_RECORDS", inputs() as usize / 10).max(1) as u32
}

/// Games of about `CALLS` calls each, one input a call.
pub(crate) fn games() -> u32 {
    (inputs() as usize / CALLS).max(1) as u32
}

/// Runs `f`, a panic counted as a fault.
pub(crate) fn guarded<T>(
    tally: &Tally,
    what: impl Fn() -> String,
    f: impl FnOnce() -> T,
) -> Result<Option<T>, TestCaseError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => Ok(Some(v)),
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            tally.fault("panic", format!("{msg}: {}", what()))?;
            Ok(None)
        }
    }
}

pub(crate) fn stable(tally: &Tally, e: &Error, what: &str) -> Result<(), TestCaseError> {
    tally.check(fuzz::codes().contains(e.code()), "untyped", || {
        format!("{what}: code {}", e.code())
    })
}

pub(crate) fn run_property<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    body: impl Fn(S::Value, &Tally) -> Result<(), TestCaseError>,
) {
    let tally = Tally::new(name);
    // The harness counts panics itself; proptest's own report of one would be noise.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = runner(cases)
        .run(&strategy, |v| {
            tally.inputs(1);
            body(v, &tally)
        })
        .map_err(|e| e.to_string());
    std::panic::set_hook(hook);
    tally.finish(result);
}

fn text_input(seeds: fn() -> &'static [String]) -> impl Strategy<Value = String> {
    mutations::line(seeds).prop_map(|b| String::from_utf8_lossy(&b).into_owned())
}

#[test]
fn fuzz_lib_notation() {
    run_property(
        "lib notation",
        inputs(),
        text_input(lines::notation),
        |text, t| {
            let what = || format!("{text:?}");
            let Some(read) = guarded(t, what, || compact::position_from_str(&text))? else {
                return Ok(());
            };
            match read {
                Ok(pos) => {
                    t.taken();
                    let again = compact::position_from_str(&compact::position_to_string(&pos));
                    t.check(again.as_ref() == Ok(&pos), "misanswered", || {
                        format!("{text:?} does not round-trip: {again:?}")
                    })?;
                    let via_json = pjson::position_from_str(&pjson::position_to_string(&pos));
                    t.check(via_json.as_ref() == Ok(&pos), "misanswered", || {
                        format!("{text:?} does not round-trip by JSON")
                    })?;
                }
                Err(e) => stable(t, &e, &text)?,
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_lib_json_position() {
    run_property(
        "lib json",
        inputs(),
        text_input(lines::notation),
        |text, t| {
            let Some(read) = guarded(
                t,
                || format!("{text:?}"),
                || pjson::position_from_str(&text),
            )?
            else {
                return Ok(());
            };
            match read {
                Ok(pos) => {
                    t.taken();
                    let again = pjson::position_from_str(&pjson::position_to_string(&pos));
                    t.check(again.as_ref() == Ok(&pos), "misanswered", || {
                        format!("{text:?} does not round-trip")
                    })?;
                }
                Err(e) => stable(t, &e, &text)?,
            }
            Ok(())
        },
    );
}

fn fleche_or_off() -> impl Strategy<Value = Dest> {
    prop_oneof![
        6 => (0u8..24).prop_map(|i| Dest::To(Fleche::new(i).unwrap_or(Fleche::B1))),
        1 => Just(Dest::Off),
    ]
}

/// A play of up to four arbitrary moves.
pub(crate) fn any_play() -> impl Strategy<Value = Play> {
    prop::collection::vec(((0u8..24), fleche_or_off()), 0..=4).prop_map(|ms| {
        let moves: Vec<Move> = ms
            .into_iter()
            .filter_map(|(f, to)| Fleche::new(f).map(|f| Move::new(f, to)))
            .collect();
        Play::from_moves(&moves).unwrap_or_default()
    })
}

#[test]
fn fuzz_lib_rules() {
    // Positions as the readers let them through (seeds edited), with any dice; the legal plays,
    // the analysis, and arbitrary plays checked and applied.
    let strategy = (
        text_input(lines::analyse),
        1u8..=6,
        1u8..=6,
        any_play(),
        any::<Index>(),
    );
    run_property(
        "lib rules",
        inputs(),
        strategy,
        |(text, a, b, play, pick), t| {
            let Ok(pos) = tablier::notation::json::position_from_str(&text)
                .or_else(|_| compact::position_from_str(&text))
            else {
                return Ok(());
            };
            let what = || format!("{text} {a}-{b} {play}");
            let pos = match Dice::new(a, b) {
                Ok(d) if pick.index(4) > 0 => pos.with_dice(Some(d)),
                _ => pos,
            };
            let Some(out) = guarded(t, what, || {
                let legal = rules::legal_plays(&pos);
                let analysed = rules::analyse(&pos);
                let checked = rules::check_play(&pos, &play);
                let applied = rules::apply_play(&pos, &play);
                (legal, analysed, checked, applied)
            })?
            else {
                return Ok(());
            };
            let (legal, analysed, checked, applied) = out;
            if analysed.is_ok() {
                t.taken();
            }
            for r in [
                legal.as_ref().err(),
                analysed.as_ref().err(),
                checked.as_ref().err(),
                applied.as_ref().err(),
            ]
            .into_iter()
            .flatten()
            {
                stable(t, r, &what())?;
            }
            if let Ok(legal) = &legal {
                if let Some(pl) = legal.get(pick.index(legal.len().max(1))) {
                    let ok =
                        rules::check_play(&pos, pl).is_ok() && rules::apply_play(&pos, pl).is_ok();
                    t.check(ok, "misanswered", || {
                        format!("{text}: the legal play {pl} is refused")
                    })?;
                }
                if checked.is_ok() {
                    t.check(applied.is_ok(), "misanswered", || {
                        format!("{}: checked but not applied", what())
                    })?;
                }
            }
            Ok(())
        },
    );
}

fn any_score() -> impl Strategy<Value = Score> {
    let side = (any::<u8>(), any::<u8>(), any::<bool>()).prop_map(|(points, holes, bredouille)| {
        SideScore {
            points,
            holes,
            bredouille,
        }
    });
    let small =
        (0u8..12, 0u8..13, any::<bool>()).prop_map(|(points, holes, bredouille)| SideScore {
            points,
            holes,
            bredouille,
        });
    prop_oneof![
        (small.clone(), small).prop_map(|(white, black)| Score { white, black }),
        (side.clone(), side).prop_map(|(white, black)| Score { white, black }),
    ]
}

fn any_points() -> impl Strategy<Value = Points> {
    prop_oneof![
        (0u32..200, 0u32..200).prop_map(|(white, black)| Points { white, black }),
        (any::<u32>(), any::<u32>()).prop_map(|(white, black)| Points { white, black }),
    ]
}

fn any_side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

/// `marked` read from JSON as the boundaries read it, if it can be.
fn marked_of(v: serde_json::Value) -> Option<Marked> {
    serde_json::from_value::<tablier::notation::json::MarkedJson>(v)
        .ok()?
        .to_marked()
        .ok()
}

/// `marked` as the école reads it, from arbitrary JSON and from the seeds' own.
fn any_marked() -> impl Strategy<Value = Marked> {
    prop_oneof![
        mutations::any_json().prop_map(|v| marked_of(v).unwrap_or_default()),
        text_input(lines::ecole).prop_map(|s| {
            serde_json::from_str::<serde_json::Value>(&s)
                .ok()
                .and_then(|v| marked_of(v.get("marked")?.clone()))
                .unwrap_or_default()
        }),
    ]
}

#[test]
fn fuzz_lib_score_and_ecole() {
    let strategy = (
        any_score(),
        any_side(),
        any_points(),
        any_marked(),
        text_input(lines::analyse),
    );
    run_property(
        "lib score+ecole",
        inputs(),
        strategy,
        |(score, mover, points, marked, text), t| {
            let what = || format!("{score:?} {mover:?} {points:?} {marked:?}");
            let Some((m, l, c)) = guarded(t, what, || {
                (
                    mark(score, mover, points),
                    leave(score, mover, points),
                    check_points(score, mover, points, &marked),
                )
            })?
            else {
                return Ok(());
            };
            let _ = m;
            if c.is_ok() {
                t.taken();
            }
            for e in [l.err(), c.err()].into_iter().flatten() {
                stable(t, &e, &what())?;
            }
            if let Ok(pos) =
                compact::position_from_str(&text).or_else(|_| pjson::position_from_str(&text))
            {
                if let Some(Err(e)) =
                    guarded(t, || format!("{text} {marked:?}"), || check(&pos, &marked))?
                {
                    stable(t, &e, &text)?;
                }
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_lib_records() {
    let strategy = text_input(lines::records);
    run_property("lib records", records(), strategy, |text, t| {
        let Some(read) = guarded(
            t,
            || format!("{text:.2000}"),
            || RecordJson::parse(&text).and_then(|r| r.replay().map(|rep| (r, rep))),
        )?
        else {
            return Ok(());
        };
        match read {
            Ok((_, rep)) => {
                t.taken();
                // What replays writes a record that replays to the same scores.
                let again = RecordJson::from_partie(&rep.partie).to_json();
                let scores = RecordJson::parse(&again)
                    .and_then(|r| r.replay())
                    .map(|r| r.scores);
                t.check(scores.as_ref() == Ok(&rep.scores), "misanswered", || {
                    format!("{text:.2000}: rewritten as {again:.2000}: {scores:?}")
                })?;
            }
            Err(e) => t.check(fuzz::codes().contains(e.code()), "untyped", || {
                e.code().to_string()
            })?,
        }
        Ok(())
    });
}

/// A call on a game: (which, two small numbers, a play picked from the legal ones or arbitrary).
type Call = (u8, u8, u8, Index, Play);

fn calls() -> impl Strategy<Value = Vec<Call>> {
    prop::collection::vec(
        (0u8..8, 0u8..9, 0u8..9, any::<Index>(), any_play()),
        1..2 * CALLS,
    )
}

/// What a refused call must leave as it was (cheaper than the whole game's `Debug`, which grows
/// with its history).
fn fingerprint(p: &Partie) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {} {:?}",
        p.position(),
        p.phase(),
        p.score(),
        p.turns().len(),
        p.turns().last(),
        p.rolled(),
        p.can_leave(),
        p.winner()
    )
}

/// Calls per game, for the number of cases from the number of inputs (one input = one call).
pub(crate) const CALLS: usize = 30;

#[test]
fn fuzz_lib_partie() {
    run_property(
        "lib partie",
        games(),
        (calls(), any_score()),
        |(calls, score), t| {
            t.inputs(calls.len().saturating_sub(1));
            let mut p = Partie::new(Variant::Trictrac);
            for (i, &(op, a, b, pick, play)) in calls.iter().enumerate() {
                let before = fingerprint(&p);
                let what = || format!("call {i} of {calls:?}");
                let Some(r) = guarded(t, what, || match op {
                    0 | 1 => Dice::new(a, b).and_then(|d| p.roll(d).map(|_| ())),
                    2 => {
                        let listed = p.plays().get(pick.index(p.plays().len().max(1))).copied();
                        p.play(listed.unwrap_or(play))
                    }
                    3 => p.play(play),
                    4 => p.decide(if a % 2 == 0 {
                        Decision::Hold
                    } else {
                        Decision::Leave
                    }),
                    5 => p.undo(),
                    6 => p.set_score(score),
                    _ => {
                        let m = marked_of(
                            serde_json::json!({"white": {"points": a}, "black": {"jeton": b}}),
                        )
                        .unwrap_or_default();
                        p.mark_ecole(&m).map(|_| ())
                    }
                })?
                else {
                    return Ok(());
                };
                if r.is_ok() {
                    t.taken();
                }
                if let Err(e) = r {
                    stable(t, &e, &what())?;
                    t.check(fingerprint(&p) == before, "changed", || {
                        format!("{e} changed the game: {}", what())
                    })?;
                }
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_lib_jacquet() {
    run_property(
        "lib jacquet",
        games(),
        (calls(), 1u32..4),
        |(calls, target), t| {
            t.inputs(calls.len().saturating_sub(1));
            let Ok(mut p) = jacquet::Partie::new(JacquetOptions::default(), target) else {
                return Ok(());
            };
            for (i, &(op, a, b, pick, play)) in calls.iter().enumerate() {
                let before = p.clone();
                let what = || format!("call {i} of {calls:?}");
                let Some(r) = guarded(t, what, || match op {
                    0 | 1 => p.first_throw(a, b).map(|_| ()),
                    2 | 3 => Dice::new(a, b).and_then(|d| p.roll(d)),
                    4..=6 => {
                        let legal = p.legal_plays().unwrap_or_default();
                        let listed = legal.get(pick.index(legal.len().max(1))).copied();
                        p.play(&listed.unwrap_or(play)).map(|_| ())
                    }
                    _ => p.play(&play).map(|_| ()),
                })?
                else {
                    return Ok(());
                };
                if r.is_ok() {
                    t.taken();
                }
                if let Err(e) = r {
                    stable(t, &e, &what())?;
                    t.check(p == before, "changed", || {
                        format!("{e} changed the game: {}", what())
                    })?;
                }
            }
            Ok(())
        },
    );
}
