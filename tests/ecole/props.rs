//! École property tests (RULINGS 13; 000 ÉCOLE DE POINTS, ÉCOLE DE TROU, TROU SANS BOUGER).
//!
//! Marking exactly what `rules::analyse`/`score::mark` say is never an école, for either side;
//! nor is any fichet of `J` to `2J` trous for `J` jeux won (000 ÉCOLE DE TROU), nor leaving with
//! 0 to `2J` trous (ÉCOLE SANS ÉCOLE).
//!
//! Every other holding marking is an école of the side that made it, never of the other side,
//! for the other side to mark. The perturbations: the jeton set off by `d` (−11..=11, kept in
//! 0..=11) and the fichet by `k` trous (−6..=6, kept ≥ 0), on the mover or on the opponent.
//! The amount, signed (negative: omission), is `12 × (K − J) + (jeton − reste)`, where `K`, the
//! jeux the marks are read as, is the number nearest `J` in `⌈h/2⌉..=h` for `h ≥ 1` trous; with
//! no trou, `1` if the jeton shows the right reste after moving, or stands below where it stood,
//! and `J ≥ 1` (the jeton attests one jeu), else `0`. The only perturbations that are no école:
//! the jeton right and `J ≤ h ≤ 2J`; or the jeton right, no trou, and `J = 1`.
//!
//! The score after an école goes through `score::mark`: omitted points are lost, points marked
//! too many are taken off, and the école is then marked by the other side.

use proptest::prelude::*;
use serde_json::json;
use tablier::ecole::{check_points, Due, EcoleKind, Marked, Verdict};
use tablier::score::mark;
use tablier::{Points, Score, Side, SideScore};

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

fn score() -> impl Strategy<Value = Score> {
    (
        0u8..12,
        0u8..20,
        any::<bool>(),
        0u8..12,
        0u8..20,
        any::<bool>(),
    )
        .prop_map(|(wp, wh, wb, bp, bh, bb)| {
            let mut s = Score {
                white: SideScore {
                    points: wp,
                    holes: wh,
                    bredouille: wb,
                },
                black: SideScore {
                    points: bp,
                    holes: bh,
                    bredouille: bb,
                },
            };
            if s.check().is_err() {
                s.black.bredouille = false;
            }
            s
        })
}

fn points() -> impl Strategy<Value = (u32, u32)> {
    (0u32..=48, 0u32..=30)
}

fn run(s: Score, mover: Side, p: Points, m: serde_json::Value) -> Verdict {
    let m: Marked = serde_json::from_value::<tablier::notation::json::MarkedJson>(m)
        .unwrap()
        .to_marked()
        .unwrap();
    check_points(s, mover, p, &m).unwrap()
}

/// The marks of a side that marked `jeton` and `holes` and finished (touched or rolled, jeton
/// let go).
fn marks(mover: bool, jeton: u8, holes: u32) -> serde_json::Value {
    if mover {
        json!({"jeton": jeton, "holes": holes, "touched": true, "released": true})
    } else {
        json!({"jeton": jeton, "holes": holes, "rolled": true, "released": true})
    }
}

/// The opponent's right marks, jeton let go, dice not yet thrown (so the mover's école is not
/// lapsed).
fn opp_in_time(d: &Due) -> serde_json::Value {
    json!({"jeton": d.jeton, "holes": d.holes, "released": true})
}

fn both(mover: Side, m: serde_json::Value, o: serde_json::Value) -> serde_json::Value {
    match mover {
        Side::White => json!({"white": m, "black": o}),
        Side::Black => json!({"black": m, "white": o}),
    }
}

fn exact(d: &Due, mover: bool) -> serde_json::Value {
    marks(mover, d.jeton, d.holes)
}

fn due_of(v: &Verdict, side: Side) -> Due {
    match side {
        Side::White => v.due.white,
        Side::Black => v.due.black,
    }
}

/// The école expected when a side shows `jeton`/`holes` against `d`, holding (see the module
/// doc): the trous read as the jeux nearest those won, within ⌈h/2⌉..=h; with no trou, a
/// jeton moved to the right reste (or below where it stood) reads as one jeu.
fn expected(d: &Due, jeton: u8, holes: u32) -> i64 {
    let j = d.jeux as i64;
    let h = holes as i64;
    let attests =
        j >= 1 && (jeton < d.jeton_before || (jeton == d.jeton && jeton != d.jeton_before));
    let (lo, hi) = if h > 0 {
        ((h + 1) / 2, h)
    } else if attests {
        (1, 1)
    } else {
        (0, 0)
    };
    let k = j.clamp(lo, hi);
    12 * (k - j) + (jeton as i64 - d.jeton as i64)
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(400)))]

    #[test]
    fn marking_what_is_due_is_never_an_ecole(s in score(), mover in side(), (w, b) in points()) {
        let p = if mover == Side::White { Points { white: w, black: b } } else { Points { white: b, black: w } };
        let probe = run(s, mover, p, json!({}));
        let dm = due_of(&probe, mover);
        let dopp = due_of(&probe, mover.opponent());
        let v = run(s, mover, p, both(mover, exact(&dm, true), exact(&dopp, false)));
        prop_assert!(v.is_clean(), "{:?}", v);
        let m = mark(s, mover, p);
        prop_assert_eq!(v.score, m.score);
        prop_assert_eq!(v.score_with_ecoles, m.score);
        // Any fichet from J to 2J trous is no école either (000 ÉCOLE DE TROU).
        for h in dm.jeux..=2 * dm.jeux {
            let v = run(s, mover, p, both(mover, marks(true, dm.jeton, h), exact(&dopp, false)));
            prop_assert!(v.is_clean(), "{} trous: {:?}", h, v);
        }
        // Leaving with any 0..=2J trous (ÉCOLE SANS ÉCOLE).
        if dm.can_leave {
            for h in 0..=2 * dm.jeux {
                let v = run(s, mover, p, both(mover, json!({"holes": h, "jeton": 0, "leave": true}), json!({})));
                prop_assert!(v.is_clean(), "leaving with {} trous: {:?}", h, v);
            }
        }
    }

    #[test]
    fn any_other_marking_is_an_ecole_of_the_difference(
        s in score(), mover in side(), (w, b) in points(),
        perturb_mover in any::<bool>(), dj in -11i64..=11, dh in -6i64..=6,
    ) {
        prop_assume!(dj != 0 || dh != 0);
        let p = if mover == Side::White { Points { white: w, black: b } } else { Points { white: b, black: w } };
        let probe = run(s, mover, p, json!({}));
        let faulty = if perturb_mover { mover } else { mover.opponent() };
        let d = due_of(&probe, faulty);
        let jeton = d.jeton as i64 + dj;
        let holes = d.holes as i64 + dh;
        prop_assume!((0..=11).contains(&jeton) && holes >= 0);
        let (jeton, holes) = (jeton as u8, holes as u32);
        let other = due_of(&probe, faulty.opponent());
        let (mm, om) = if perturb_mover {
            (marks(true, jeton, holes), opp_in_time(&other))
        } else {
            (exact(&other, true), marks(false, jeton, holes))
        };
        let v = run(s, mover, p, both(mover, mm, om));
        let want = expected(&d, jeton, holes);
        prop_assert!(v.ecole_by(faulty.opponent()).is_none());
        match v.ecole_by(faulty) {
            None => prop_assert_eq!(want, 0, "{:?}", v),
            Some(e) => {
                prop_assert_eq!(e.points as i64, want.abs(), "{:?}", v);
                prop_assert_eq!(e.kind, if want < 0 { EcoleKind::Omission } else { EcoleKind::Excess });
                prop_assert_eq!(e.to, Some(faulty.opponent()));
                prop_assert!(e.consumed && e.offer);
            }
        }
        // Only the fichet's simple/double freedom and the moved jeton's one jeu are free.
        if want == 0 {
            prop_assert_eq!(dj, 0);
            let h = holes as i64;
            let j = d.jeux as i64;
            prop_assert!((j <= h && h <= 2 * j) || (h == 0 && j == 1 && jeton != d.jeton_before));
        } else {
            prop_assert!(v.ecole_by(faulty).is_some());
        }
    }

    #[test]
    fn an_ecole_is_marked_through_score_mark(s in score(), mover in side(), w in 1u32..=40, short in 1u32..=40) {
        // The mover omits `short` of his points and plays; the opponent marks them as école after
        // the roll's marking, through score::mark (trous and bredouille included).
        let short = short.min(w);
        let mut p = Points::default();
        p.add(mover, w);
        let probe = run(s, mover, p, json!({}));
        let d = due_of(&probe, mover);
        // Mark `w - short` exactly, as score::mark would.
        let mut less = Points::default();
        less.add(mover, w - short);
        let m = mark(s, mover, less);
        let shown = m.hold.side(mover);
        let jeton = m.score.side(mover).points;
        let v = run(s, mover, p, both(mover, marks(true, jeton, shown.holes), json!({})));
        let e = v.ecole_by(mover);
        prop_assume!(e.is_some());
        let e = e.unwrap();
        // When the fichet shows the trous due, the école is the jeton's shortfall exactly. (When
        // it does not, the trous are read as the jeux won if they can be, 000 ÉCOLE DE TROU, and
        // a marking short by a jeu can read as one of more jeux: see docs/rules/ecole.md.)
        if shown.holes == d.holes {
            prop_assert_eq!(e.kind, EcoleKind::Omission);
            prop_assert_eq!(e.points, short);
        }
        // Omitted points are lost; points marked too many are taken off (the marks put right).
        let mut credited = Points::default();
        credited.add(mover, if e.kind == EcoleKind::Omission { w - e.points } else { w });
        let after = mark(s, mover, credited).score;
        prop_assert_eq!(v.score, after);
        let mut ecole = Points::default();
        ecole.add(mover.opponent(), e.points);
        prop_assert_eq!(v.score_with_ecoles, mark(after, mover.opponent(), ecole).score);
    }
}
