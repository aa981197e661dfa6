//! A random walk of valid and invalid calls over seeded games of every kind (issue 26): the tour,
//! with the fausse case and with école marks by hand; a marqué of the partie à écrire; Jacquet.
//! After every call: a refused call leaves the game (and so its record) exactly as it was; the
//! record written at that moment reloads, and the reloaded game answers the next call as the game
//! does (fausse case and rights included). Seeded by proptest: a failure replays.

use proptest::prelude::*;
use serde_json::json;
use tablier::ecole::{Droit, JetonChoice, Marked};
use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
use tablier::fausse_case::{Attempt, Choice};
use tablier::jacquet::{JacquetOptions, Partie as JacquetPartie};
use tablier::notation::json::MarkedJson;
use tablier::partie::Exercised;
use tablier::partie::{Decision, First, Goal, PartieOptions, Phase};
use tablier::record::RecordJson;
use tablier::{Dest, Dice, Fleche, Move, Partie, Play, Rng, Side, Variant};

fn dice(rng: &mut Rng) -> Dice {
    rng.dice().expect("dice")
}

fn pick<T: Copy>(rng: &mut Rng, list: &[T]) -> Option<T> {
    (!list.is_empty()).then(|| list[rng.below(list.len() as u64) as usize])
}

/// A move anywhere: mostly nonsense, sometimes a legal one's neighbour.
fn any_move(rng: &mut Rng) -> Move {
    let from = Fleche::new(rng.below(24) as u8).expect("a flèche");
    let to = if rng.below(12) == 0 {
        Dest::Off
    } else {
        Dest::To(Fleche::new(rng.below(24) as u8).expect("a flèche"))
    };
    Move::new(from, to)
}

/// A play: one of the legal ones, in its order or another, or nonsense.
fn any_play(rng: &mut Rng, legal: &[Play]) -> Play {
    match (rng.below(5), pick(rng, legal)) {
        (3, Some(l)) if !l.is_empty() => {
            let mut m = l.moves().to_vec();
            let i = rng.below(m.len() as u64) as usize;
            if let Dest::To(f) = m[i].to {
                let shifted =
                    (f.index() as i64 + if rng.below(2) == 0 { 1 } else { -1 }).rem_euclid(24);
                m[i].to = Dest::To(Fleche::new(shifted as u8).expect("a flèche"));
            }
            Play::from_moves(&m).expect("at most 4")
        }
        (0 | 1, Some(l)) => l,
        (2, Some(l)) => {
            let mut m = l.moves().to_vec();
            m.reverse();
            Play::from_moves(&m).expect("at most 4")
        }
        _ => {
            let n = rng.below(3) as usize;
            let m: Vec<Move> = (0..n).map(|_| any_move(rng)).collect();
            Play::from_moves(&m).expect("at most 2")
        }
    }
}

fn any_marks(rng: &mut Rng, p: &Partie) -> Marked {
    // Near what is due, to open écoles and rights; sometimes anything.
    let due = p
        .rolled()
        .and_then(|r| tablier::ecole::check(&r.thrown, &Marked::default()).ok())
        .map(|v| v.due);
    let made = p.turns().last().and_then(|t| t.play);
    let side = |rng: &mut Rng, s: Side| {
        let mut m = serde_json::Map::new();
        let d = due.map(|d| *d.side(s));
        match (rng.below(4), d) {
            (0, _) => {
                m.insert("points".into(), json!(rng.below(8)));
            }
            (1, _) => {
                m.insert("jeton".into(), json!(rng.below(12)));
            }
            (2, Some(d)) => {
                let at = (d.jeton_before as u32 + d.points) % 12;
                let off = [0, 0, 1, 2, 11][rng.below(5) as usize];
                m.insert("jeton".into(), json!((at + off) % 12));
                if rng.below(3) == 0 {
                    m.insert("jeton2".into(), json!((d.points + off) % 12));
                }
            }
            _ => {}
        }
        if let (true, Some(d)) = (rng.below(3) == 0, d) {
            let holes = [d.jeux, d.jeux, 2 * d.jeux + 1, d.jeux + 1][rng.below(4) as usize];
            m.insert("holes".into(), json!(holes));
        } else if rng.below(4) == 0 {
            m.insert("holes".into(), json!(rng.below(3)));
        }
        if let (true, Some(pl)) = (rng.below(4) == 0, made) {
            m.insert("play".into(), json!({"moves": pl.moves().iter().map(|x| [x.from.name(), x.to.name()]).collect::<Vec<_>>()}));
        }
        for flag in ["released", "touched", "leave", "done"] {
            if rng.below(3) == 0 {
                m.insert(flag.into(), json!(true));
            }
        }
        if rng.below(5) == 0 {
            m.insert("ecole".into(), json!(rng.below(6)));
        }
        serde_json::Value::Object(m)
    };
    let mover = p.turn();
    let mut v = serde_json::Map::new();
    v.insert(mover.name().into(), side(rng, mover));
    if rng.below(2) == 0 {
        let mut o = side(rng, mover.opponent());
        o.as_object_mut().map(|o| o.remove("leave"));
        v.insert(mover.opponent().name().into(), o);
    }
    serde_json::from_value::<MarkedJson>(serde_json::Value::Object(v))
        .ok()
        .and_then(|m| m.to_marked().ok())
        .unwrap_or_default()
}

/// One call, valid or not; the answer as `Ok` or the error's code.
fn call(p: &mut Partie, rng: &mut Rng, pick_call: u64, draw: u64) -> Result<(), &'static str> {
    let mut r = Rng::new(draw);
    let rng_call = &mut r;
    let code = |e: tablier::Error| e.code();
    let legal = p.plays().to_vec();
    let _ = rng;
    match pick_call {
        0..=3 => p.roll(dice(rng_call)).map(|_| ()).map_err(code),
        4 => {
            let d = if rng_call.below(2) == 0 {
                Decision::Hold
            } else {
                Decision::Leave
            };
            p.decide(d).map_err(code)
        }
        5..=6 => p.play(any_play(rng_call, &legal)).map_err(code),
        7..=9 => {
            let play = any_play(rng_call, &legal);
            let a = Attempt {
                moves: play.moves().to_vec(),
                released: rng_call.below(4) != 0,
                ..Attempt::default()
            };
            p.attempt_play(&a).map(|_| ()).map_err(code)
        }
        10 => {
            let options = p
                .fausse_pending()
                .map(|f| f.verdict.options.clone())
                .unwrap_or_default();
            let i = rng_call.below(options.len() as u64 + 1) as usize;
            let replay = match options.get(i) {
                Some(Choice::Replay(ps)) if rng_call.below(4) != 0 => pick(rng_call, ps),
                _ if rng_call.below(4) == 0 => Some(any_play(rng_call, &legal)),
                _ => None,
            };
            p.resolve_fausse(i, replay).map_err(code)
        }
        11 | 12 => {
            let m = any_marks(rng_call, p);
            p.mark_ecole(&m).map(|_| ()).map_err(code)
        }
        13 => p.refuse_leave().map_err(code),
        14 => p.acquiesce().map_err(code),
        15 => p.force_fill(any_play(rng_call, &legal)).map_err(code),
        16 => p.forbid_fill().map_err(code),
        17 => {
            let j = if rng_call.below(2) == 0 {
                JetonChoice::First
            } else {
                JetonChoice::Second
            };
            p.choose_jeton(j).map_err(code)
        }
        18 => p.contest_ecole().map(|_| ()).map_err(code),
        19 => {
            let droits = [
                Droit::RefuseLeave,
                Droit::Acquiesce,
                Droit::ForceFill,
                Droit::ForbidFill,
                Droit::ChooseJeton,
                Droit::ContestEcole,
            ];
            let by = if rng_call.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            let mut e = Exercised::plain(pick(rng_call, &droits).expect("a right"), by);
            if let (true, Some(o)) = (rng_call.below(3) != 0, pick(rng_call, &p.droits_open())) {
                e = Exercised::plain(o.droit, o.to);
            }
            if rng_call.below(2) == 0 {
                e.jeton = Some(JetonChoice::First);
            }
            if rng_call.below(2) == 0 {
                e.play = Some(any_play(rng_call, &legal));
            }
            p.exercise(e).map_err(code)
        }
        20 => {
            let side = if rng_call.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            p.computer_droits(side).map(|_| ()).map_err(code)
        }
        21 => p.undo().map_err(code),
        _ => {
            // a step forward, so that games go on
            match p.phase() {
                Phase::AwaitingRoll => p.roll(dice(rng_call)).map(|_| ()).map_err(code),
                Phase::AwaitingDecision => p.decide(Decision::Hold).map_err(code),
                Phase::AwaitingPlay if p.fausse_pending().is_some() => {
                    let i = p.computer_fausse_option().map_err(code)?;
                    let replay = match &p.fausse_pending().expect("pending").verdict.options[i] {
                        Choice::Replay(ps) => ps.first().copied(),
                        _ => None,
                    };
                    p.resolve_fausse(i, replay).map_err(code)
                }
                Phase::AwaitingPlay => p
                    .play(pick(rng_call, &legal).unwrap_or_default())
                    .map_err(code),
                Phase::Over => Ok(()),
            }
        }
    }
}

/// What a player sees of the game and may act on next.
fn seen(p: &Partie) -> String {
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        p.position(),
        p.phase(),
        p.turns(),
        p.fausse_pending(),
        p.droits_open(),
        p.ecole_chain(),
        p.winner(),
        p.plays()
    )
}

fn reload(p: &Partie) -> Partie {
    let text = p.to_record().to_json();
    let r = RecordJson::parse(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    Partie::from_record(&r).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn walk_trictrac(options: PartieOptions, seed: u64, steps: usize) {
    let start = tablier::Position::start(Variant::Trictrac);
    let mut p = Partie::from_position_with(start, options, seed).expect("a game");
    let mut rng = Rng::new(seed);
    for step in 0..steps {
        // Where a chain, a right or a fausse case stands, its calls come often: the paths that
        // lost games ran through them (a chain to the twelfth trou, a leave on a fausse case).
        let kind = match rng.below(4) {
            0 | 1 if p.ecole_chain().is_some() => 18,
            0 if !p.droits_open().is_empty() => 19,
            2 if p.fausse_pending().is_some() => [10, 11, 14][rng.below(3) as usize],
            _ => rng.below(30),
        };
        let draw = rng.below(u64::MAX);
        let mut twin = reload(&p);
        assert!(
            seen(&twin) == seen(&p),
            "seed {seed} step {step}: reloaded:\n{}\n{}",
            seen(&twin),
            seen(&p)
        );
        let before = format!("{p:?}");
        let record = p.to_record().to_json();
        let answer = call(&mut p, &mut rng, kind, draw);
        if answer.is_err() {
            assert!(
                format!("{p:?}") == before,
                "seed {seed} step {step}: call {kind} refused {answer:?} changed the game"
            );
            assert_eq!(p.to_record().to_json(), record);
        }
        // The review follows any game the engine let be played, mid-roll included.
        if step % 10 == 9 {
            for side in [Side::White, Side::Black] {
                let r = tablier::ai::review(&p, side);
                assert!(
                    r.is_ok(),
                    "seed {seed} step {step}: the review of {side}: {r:?}"
                );
            }
        }
        // The reloaded game answers as the game does, undo included: the record keeps the order
        // of each roll's play, marks and rights, and the marks put in again (docs/record.md,
        // version 5), so that the game read back undoes the same step.
        {
            let again = call(&mut twin, &mut rng, kind, draw);
            assert_eq!(
                again, answer,
                "seed {seed} step {step}: call {kind}, reloaded game answers otherwise"
            );
            assert!(
                seen(&twin) == seen(&p),
                "seed {seed} step {step}: call {kind}, reloaded game differs after:\n{}\n{}",
                seen(&twin),
                seen(&p)
            );
        }
    }
}

fn walk_jacquet(seed: u64, steps: usize) {
    let mut p = JacquetPartie::with_seed(JacquetOptions::default(), 3, seed).expect("a partie");
    let mut rng = Rng::new(seed);
    let code = |e: tablier::Error| e.code();
    for step in 0..steps {
        let kind = rng.below(12);
        let draw = rng.below(u64::MAX);
        let text = p.to_record().to_json();
        let mut twin = JacquetPartie::from_record(&RecordJson::parse(&text).expect("parses"))
            .unwrap_or_else(|e| panic!("{e}: {text}"));
        let before = format!("{p:?}");
        let act = |p: &mut JacquetPartie| -> Result<(), &'static str> {
            let mut r = Rng::new(draw);
            let legal = p.legal_plays().unwrap_or_default();
            match kind {
                0 => p
                    .first_throw(r.below(7) as u8, r.below(7) as u8)
                    .map(|_| ())
                    .map_err(code),
                1..=3 => p.roll(dice(&mut r)).map_err(code),
                4..=7 => p.play(&any_play(&mut r, &legal)).map(|_| ()).map_err(code),
                8 => p.undo().map_err(code),
                _ => {
                    if let Some(l) = pick(&mut r, &legal) {
                        p.play(&l).map(|_| ()).map_err(code)
                    } else if p.roll(dice(&mut r)).is_ok() {
                        Ok(())
                    } else {
                        p.first_throw(r.below(6) as u8 + 1, r.below(6) as u8 + 1)
                            .map(|_| ())
                            .map_err(code)
                    }
                }
            }
        };
        let answer = act(&mut p);
        if answer.is_err() {
            assert!(
                format!("{p:?}") == before,
                "seed {seed} step {step}: call {kind} refused changed the partie"
            );
        }
        if kind != 8 {
            let again = act(&mut twin);
            assert_eq!(
                again, answer,
                "seed {seed} step {step}: call {kind}, reloaded partie answers otherwise"
            );
            assert_eq!(
                (
                    twin.manche().position(),
                    twin.score(Side::White),
                    twin.score(Side::Black),
                    twin.winner()
                ),
                (
                    p.manche().position(),
                    p.score(Side::White),
                    p.score(Side::Black),
                    p.winner()
                ),
                "seed {seed} step {step}"
            );
        }
    }
}

fn options(goal: Goal, fausse_case: bool) -> PartieOptions {
    PartieOptions {
        goal,
        fausse_case,
        first: First::Side(Side::White),
        ..PartieOptions::default()
    }
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 24,
        ..ProptestConfig::default()
    }))]

    #[test]
    fn a_tour_walked_at_random(seed in any::<u64>()) {
        walk_trictrac(options(Goal::Tour, false), seed, 150);
    }

    #[test]
    fn a_tour_with_the_fausse_case_walked_at_random(seed in any::<u64>()) {
        walk_trictrac(options(Goal::Tour, true), seed, 150);
    }

    #[test]
    fn a_marque_walked_at_random(seed in any::<u64>()) {
        walk_trictrac(options(Goal::Marque, seed % 2 == 0), seed, 150);
    }

    #[test]
    fn a_jacquet_partie_walked_at_random(seed in any::<u64>()) {
        walk_jacquet(seed, 150);
    }
}

/// What a player sees of a partie à écrire: the sheet, the seating and the marqué in play.
fn seen_ecrire(p: &PartieAEcrire) -> String {
    format!(
        "{:?}\n{:?}\n{:?}\n{}",
        p.sheet(),
        p.seating(),
        p.is_over(),
        p.marque().map(seen).unwrap_or_default()
    )
}

fn walk_ecrire(seed: u64, steps: usize) {
    let mut p = PartieAEcrire::new(Agreement::new(Formation::Chouette, 3), seed).expect("a partie");
    let mut rng = Rng::new(seed);
    let levels = [tablier::ai::Level::Debutant];
    for step in 0..steps {
        let kind = rng.below(34);
        let draw = rng.below(u64::MAX);
        let text = p.to_record().to_json();
        let mut twin = PartieAEcrire::from_record(&RecordJson::parse(&text).expect("parses"))
            .unwrap_or_else(|e| panic!("{e}: {text}"));
        assert!(
            seen_ecrire(&twin) == seen_ecrire(&p),
            "seed {seed} step {step}: reloaded"
        );
        let before = format!("{p:?}");
        let act = |p: &mut PartieAEcrire, rng: &mut Rng| -> Result<(), &'static str> {
            match kind {
                30 => p.close_marque().map(|_| ()).map_err(|e| e.code()),
                31..=33 => p.step_computer(&levels).map(|_| ()).map_err(|e| e.code()),
                k => match p.marque_mut() {
                    Some(m) => call(m, rng, k, draw),
                    None => Err("no-marque"),
                },
            }
        };
        let answer = act(&mut p, &mut rng);
        if answer.is_err() {
            assert!(
                format!("{p:?}") == before,
                "seed {seed} step {step}: call {kind} refused {answer:?} changed the partie"
            );
        }
        // The reloaded partie answers as the partie does, undo in its marqué included.
        {
            let again = act(&mut twin, &mut rng);
            assert_eq!(
                again, answer,
                "seed {seed} step {step}: call {kind}, reloaded partie answers otherwise"
            );
            assert!(
                seen_ecrire(&twin) == seen_ecrire(&p),
                "seed {seed} step {step}: call {kind}, reloaded partie differs after"
            );
        }
    }
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 12,
        ..ProptestConfig::default()
    }))]

    #[test]
    fn a_partie_a_ecrire_walked_at_random(seed in any::<u64>()) {
        walk_ecrire(seed, 150);
    }
}
