//! The library's Trictrac games walked with valid and arbitrary calls over every kind of game
//! (issue 26): a tour from the primauté drawn by lot, one with the fausse case, one marked by hand
//! with the opponent's rights, the rencontre and provinciale options now and then. A refused call
//! leaves the game as it was — its record, its pending fausse case and its rights included — and
//! the record written after any accepted call reads back to the same game.

use crate::library::{any_play, games, guarded, run_property, stable, CALLS};
use proptest::prelude::*;
use proptest::sample::Index;
use tablier::ecole::{Droit, JetonChoice, Marked};
use tablier::fausse_case::Attempt;
use tablier::partie::{Decision, Exercised, Partie, PartieOptions};
use tablier::record::RecordJson;
use tablier::trictrac::Sortie;
use tablier::{Play, Side};

/// A call: (which, two small numbers, a play picked from the legal ones, an arbitrary play).
type Call = (u8, u8, u8, Index, Play);

fn calls() -> impl Strategy<Value = Vec<Call>> {
    prop::collection::vec(
        (0u8..24, 0u8..12, 0u8..12, any::<Index>(), any_play()),
        1..2 * CALLS,
    )
}

/// All a refused call must leave as it was.
fn state(p: &Partie) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {}",
        p.position(),
        p.phase(),
        p.score(),
        p.fausse_pending(),
        p.droits_open(),
        p.to_record().to_json()
    )
}

/// The marks of the last roll as the computer would make them, often wrong (a slip of 2 or 4
/// points at `rate`), the mover leaving now and then.
fn hand_marks(p: &Partie, rate: f64, leave: bool) -> Option<Marked> {
    let m = p.computer_marks(rate).ok()?;
    let mut side = m.marked;
    side.leave |= leave;
    let mut marked = Marked::default();
    match m.side {
        Side::White => marked.white = Some(side),
        Side::Black => marked.black = Some(side),
    }
    Some(marked)
}

#[test]
fn fuzz_lib_partie_kinds() {
    run_property(
        "lib partie kinds",
        games(),
        (0u8..3, any::<u64>(), calls()),
        |(kind, seed, calls), t| {
            t.inputs(calls.len().saturating_sub(1));
            let options = PartieOptions {
                fausse_case: kind == 1 || (kind == 2 && seed % 2 == 0),
                rencontre: seed % 5 == 0,
                sortie: if seed % 7 == 0 {
                    Sortie::Provinciale
                } else {
                    Sortie::default()
                },
                ..PartieOptions::default()
            };
            let mut p = Partie::with_options(options, seed);
            for (i, &(op, a, b, pick, arbitrary)) in calls.iter().enumerate() {
                let before = state(&p);
                let listed = p.plays().get(pick.index(p.plays().len().max(1))).copied();
                let play = if a % 4 == 0 {
                    arbitrary
                } else {
                    listed.unwrap_or(arbitrary)
                };
                let side = if b % 2 == 0 { Side::White } else { Side::Black };
                let what = || format!("kind {kind}, seed {seed}, call {i} of {calls:?}");
                let Some(r) = guarded(t, what, || match op {
                    0..=2 if p.awaiting_lot() => p.throw_lot(a % 7, b % 7).map(|_| ()),
                    0..=2 => p.roll_random(),
                    3 => p.throw_lot(a, b).map(|_| ()),
                    4..=6 => p.play(play),
                    7 => p.decide(if a % 2 == 0 {
                        Decision::Hold
                    } else {
                        Decision::Leave
                    }),
                    8 => p.undo().map(|_| ()),
                    9..=11 => match hand_marks(&p, f64::from(a) / 12.0, b % 4 == 0) {
                        Some(m) => p.mark_ecole(&m).map(|_| ()),
                        None => p.mark_ecole(&Marked::default()).map(|_| ()),
                    },
                    12 | 13 => {
                        let attempt = Attempt {
                            moves: play.moves().to_vec(),
                            released: b % 3 != 0,
                            ..Attempt::default()
                        };
                        p.attempt_play(&attempt).map(|_| ())
                    }
                    14 => p.resolve_fausse(usize::from(a % 4), listed),
                    15 => p
                        .computer_fausse_option()
                        .and_then(|o| p.resolve_fausse(o, listed)),
                    16 => p.refuse_leave(),
                    17 => p.acquiesce(),
                    18 => p.force_fill(play),
                    19 => p.forbid_fill(),
                    20 => p.choose_jeton(if a % 2 == 0 {
                        JetonChoice::First
                    } else {
                        JetonChoice::Second
                    }),
                    21 => p.computer_droits(side).map(|_| ()),
                    22 => p.contest_ecole().map(|_| ()),
                    _ => p.exercise(Exercised::plain(Droit::ALL[usize::from(a % 6)], side)),
                })?
                else {
                    return Ok(());
                };
                match r {
                    Err(e) => {
                        stable(t, &e, &what())?;
                        t.check(state(&p) == before, "changed", || {
                            format!("{e} changed the game: {}", what())
                        })?;
                    }
                    Ok(()) => {
                        t.taken();
                        // The record written now reads back to the same game.
                        if a % 3 == 0 || i + 1 == calls.len() {
                            let text = p.to_record().to_json();
                            let back =
                                RecordJson::parse(&text).and_then(|r| Partie::from_record(&r));
                            match back {
                                Ok(q) => t.check(state(&q) == state(&p), "misanswered", || {
                                    format!("its record gives another game: {}", what())
                                })?,
                                Err(e) => t.fault(
                                    "misanswered",
                                    format!("its own record is refused ({e}): {}", what()),
                                )?,
                            }
                        }
                    }
                }
            }
            Ok(())
        },
    );
}
