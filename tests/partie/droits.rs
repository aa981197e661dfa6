//! The opponent's rights after an école, applied by the game object (`Partie::refuse_leave`,
//! `acquiesce`, `force_fill`, `forbid_fill`, `choose_jeton`, `contest_ecole`,
//! `computer_droits`): each right's result, its refusal when it is not open, the record
//! round-trip and undo. Decisions: docs/rules/ecole.md, "The opponent's rights".

use serde_json::json;
use tablier::ecole::{self, check, Cause, Droit, JetonChoice, Marked};
use tablier::notation::compact;
use tablier::notation::json::MarkedJson;
use tablier::partie::{Decision, LeavePolicy, Partie, Phase};
use tablier::record::RecordJson;
use tablier::score::mark;
use tablier::{Board, Points, Rng, Side, Variant};

fn marked(v: serde_json::Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// A seeded game played at random until `stop` says so about a roll just thrown.
fn until(seed: u64, stop: impl Fn(&Partie) -> bool) -> Partie {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(seed);
    for _ in 0..2000 {
        match p.phase() {
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
                if stop(&p) {
                    return p;
                }
            }
            Phase::AwaitingDecision => p.decide(Decision::Hold).unwrap(),
            Phase::AwaitingPlay => p.step_random(&mut rng, LeavePolicy::Hold).unwrap(),
            Phase::Over => break,
        }
    }
    panic!("seed {seed}: no such roll");
}

/// A game at a roll that completes a trou with the mover's own points (he may leave).
fn at_a_leave(seed: u64) -> Partie {
    until(seed, |p| p.phase() == Phase::AwaitingDecision)
}

/// The mover leaves and marks one jeu more than he won (2J + 1 trous: more than any reading of
/// his jeux, 000 ÉCOLE DE POINTS).
fn leave_on_too_many_trous(p: &mut Partie) -> (Side, tablier::ecole::Verdict) {
    let mover = p.turn();
    let thrown = p.rolled().unwrap().thrown.clone();
    let due = check(&thrown, &Marked::default()).unwrap().due;
    let jeux = due.side(mover).jeux;
    p.decide(Decision::Leave).unwrap();
    let m =
        marked(json!({ mover.name(): { "leave": true, "holes": 2 * jeux + 1, "released": true } }));
    let v = p.mark_ecole(&m).unwrap();
    (mover, v)
}

fn round_trip(p: &Partie) -> Partie {
    let text = p.to_record().to_json();
    let again = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    assert_eq!(again.position(), p.position(), "{text}");
    assert_eq!(again.turns(), p.turns());
    assert_eq!(again.phase(), p.phase());
    assert_eq!(again.droits_open(), p.droits_open());
    again
}

// 000 ÉCOLE DE POINTS: "il perd en outre le privilège de s'en aller si son adversaire le
// souhaite, que ce dernier marque ou non l'école"; S'EN ALLER SUR UNE ÉCOLE, third paragraph.
// The opponent refuses: the relevé is undone, the trous put right, the roll marked as held, the
// école of the jeu marked too many marked by the opponent, and the side plays its roll.
#[test]
fn refusing_the_leave_puts_the_game_back_as_if_the_side_held() {
    for seed in [1, 2, 3] {
        let mut p = at_a_leave(seed);
        let r = p.rolled().unwrap().clone();
        let (mover, v) = leave_on_too_many_trous(&mut p);
        let opp = mover.opponent();
        assert_eq!(
            p.position().board(),
            &Board::start(Variant::Trictrac),
            "relevé"
        );
        let e = v.ecole_by(mover).expect("an école par excès");
        assert_eq!((e.cause, e.points), (Cause::Points, 12));
        let open = p.droits_open();
        assert!(open
            .iter()
            .any(|o| o.droit == Droit::RefuseLeave && o.to == opp && o.over == mover));
        let n = p.history_len();
        p.refuse_leave().unwrap();
        assert_eq!(p.history_len(), n + 1);
        assert_eq!(p.phase(), Phase::AwaitingPlay, "the side plays its roll");
        assert_eq!(p.turn(), mover);
        assert_eq!(
            p.position().board(),
            r.thrown.board(),
            "the dames as thrown"
        );
        assert_eq!(p.position().dice(), r.thrown.dice());
        let mut ecole_pts = Points::default();
        ecole_pts.add(opp, 12);
        let expected = mark(r.marking.score, opp, ecole_pts).score;
        assert_eq!(*p.score(), expected, "held, then the école marked");
        assert_eq!(p.turns().last().unwrap().score, expected);
        assert!(p
            .droits_open()
            .iter()
            .all(|o| o.droit != Droit::RefuseLeave));
        // the game goes on, and a record of it replays to the same game
        let play = p.plays().first().copied().unwrap_or_default();
        p.play(play).unwrap();
        let again = round_trip(&p);
        assert_eq!(again.score(), p.score());
        let rec = p.to_record();
        assert_eq!(rec.version, tablier::record::VERSION_DROITS);
        let last = rec.rolls.last().unwrap();
        assert_eq!(
            serde_json::to_value(last.droits.as_ref().unwrap()).unwrap(),
            json!([{ "droit": "refuse-leave", "by": opp.name() }])
        );
        // undo takes the play back, then the refusal: the leave stands again, refusable
        p.undo().unwrap();
        p.undo().unwrap();
        assert_eq!(p.phase(), Phase::AwaitingRoll);
        assert_eq!(p.position().board(), &Board::start(Variant::Trictrac));
        assert!(p
            .droits_open()
            .iter()
            .any(|o| o.droit == Droit::RefuseLeave));
    }
}

// 000 S'EN ALLER SUR UNE ÉCOLE: the privilege is lost only by "marque plus de trous que ceux
// qu'il a réellement gagnés": a leave on the trous won (or fewer, 000 ÉCOLE SANS ÉCOLE) may
// not be refused, and a refused call changes nothing.
#[test]
fn a_rightful_leave_may_not_be_refused() {
    let mut p = at_a_leave(4);
    let mover = p.turn();
    let thrown = p.rolled().unwrap().thrown.clone();
    let due = check(&thrown, &Marked::default()).unwrap().due;
    p.decide(Decision::Leave).unwrap();
    let holes = due.side(mover).holes;
    p.mark_ecole(&marked(
        json!({ mover.name(): { "leave": true, "holes": holes } }),
    ))
    .unwrap();
    assert!(p.droits_open().is_empty());
    let before = (p.position().clone(), p.history_len(), p.turns().to_vec());
    let e = p.refuse_leave().unwrap_err();
    assert_eq!(e.code(), "no-right");
    assert_eq!(
        before,
        (p.position().clone(), p.history_len(), p.turns().to_vec())
    );
    // nor without any hand marks at all
    let mut q = at_a_leave(4);
    q.decide(Decision::Leave).unwrap();
    assert_eq!(q.refuse_leave().unwrap_err().code(), "no-right");
    assert_eq!(q.acquiesce().unwrap_err().code(), "no-right");
}

// 000 S'EN ALLER SUR UNE ÉCOLE, second paragraph: "la rupture du jeu de l'adversaire ne peut
// être considérée que comme un acquiescement formel qui légitime le coup": once the opponent
// acquiesced, refusing the leave is refused; so it is once the next roll is thrown.
#[test]
fn after_acquiescence_refusing_is_refused() {
    let mut p = at_a_leave(1);
    let (_, _) = leave_on_too_many_trous(&mut p);
    let score = *p.score();
    p.acquiesce().unwrap();
    assert_eq!(*p.score(), score, "the leave stands as marked");
    assert_eq!(p.refuse_leave().unwrap_err().code(), "no-right");
    assert_eq!(p.acquiesce().unwrap_err().code(), "no-right");
    let again = round_trip(&p);
    assert!(again.droits_open().is_empty());
    // the next roll ends the right too
    let mut q = at_a_leave(1);
    leave_on_too_many_trous(&mut q);
    q.roll_random().unwrap();
    assert_eq!(q.refuse_leave().unwrap_err().code(), "no-right");
}

// 000 S'EN ALLER SUR UNE ÉCOLE, first and second paragraphs: leaving without the trou is an
// école (the side stays), but if the opponent, sharing the mistake, breaks his game, "le trou
// est bien acquis. Le relevé est alors irrévocablement terminé."
#[test]
fn acquiescing_to_a_leave_without_the_trou_gives_the_trou() {
    let mut p = until(5, |p| {
        let m = p.turn();
        p.phase() == Phase::AwaitingPlay
            && p.rolled().unwrap().analysis.points.get(m) > 0
            && p.rolled().unwrap().thrown.score().side(m).holes < 10
    });
    let mover = p.turn();
    let before = *p.rolled().unwrap().thrown.score();
    let v = p
        .mark_ecole(&marked(
            json!({ mover.name(): { "leave": true, "holes": 1 } }),
        ))
        .unwrap();
    assert_eq!(v.ecole_by(mover).unwrap().cause, Cause::SEnAller);
    assert_eq!(
        p.phase(),
        Phase::AwaitingPlay,
        "by the rule, the side stays"
    );
    assert!(p
        .droits_open()
        .iter()
        .any(|o| o.droit == Droit::Acquiesce && o.to == mover.opponent()));
    assert!(p
        .droits_open()
        .iter()
        .all(|o| o.droit != Droit::RefuseLeave));
    p.acquiesce().unwrap();
    assert_eq!(p.phase(), Phase::AwaitingRoll);
    assert_eq!(p.turn(), mover, "the side that left rolls again");
    assert_eq!(p.position().board(), &Board::start(Variant::Trictrac));
    assert_eq!(p.score().side(mover).holes, before.side(mover).holes + 1);
    assert_eq!((p.score().white.points, p.score().black.points), (0, 0));
    round_trip(&p);
    p.undo().unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
}

// 000 DOUBLE MARQUE: "Cette première marque est considérée alors comme abandonnée et
// l'adversaire démarque le jeton de son choix ; mais il ne peut marquer l'école pour cela."
#[test]
fn the_opponent_chooses_the_jeton_in_a_double_marque() {
    let pick = |p: &Partie| {
        let m = p.turn();
        let r = p.rolled().unwrap();
        let had = r.thrown.score().side(m).points as u32;
        let won = r.analysis.points.get(m);
        p.phase() == Phase::AwaitingPlay && had > 0 && won > 0 && won < 12 && had + won < 12
    };
    let mut p = until(6, pick);
    let mover = p.turn();
    let opp = mover.opponent();
    let had = p.rolled().unwrap().thrown.score().side(mover).points;
    let won = p.rolled().unwrap().analysis.points.get(mover) as u8;
    let m = marked(json!({ mover.name(): { "jeton2": won, "released": true, "touched": true } }));
    let v = p.mark_ecole(&m).unwrap();
    assert!(v.is_clean(), "no école for two jetons");
    assert_eq!(
        p.score().side(mover).points,
        won,
        "the verdict reads the new jeton"
    );
    let open = p.droits_open();
    assert!(open
        .iter()
        .any(|o| o.droit == Droit::ChooseJeton && o.to == opp && o.over == mover));
    let mut q = p.clone();
    // the mover may not choose for himself
    let bad = tablier::partie::Exercised {
        jeton: Some(JetonChoice::First),
        ..tablier::partie::Exercised::plain(Droit::ChooseJeton, mover)
    };
    assert_eq!(q.exercise(bad).unwrap_err().code(), "no-right");
    p.choose_jeton(JetonChoice::First).unwrap();
    assert_eq!(p.score().side(mover).points, had, "the old jeton stays");
    assert_eq!(
        p.choose_jeton(JetonChoice::Second).unwrap_err().code(),
        "no-right"
    );
    round_trip(&p);
    // the computer leaves the jeton that shows fewer points
    let done = q.computer_droits(opp).unwrap();
    assert_eq!(done.len(), 1);
    let lower = had.min(won);
    assert_eq!(q.score().side(mover).points, lower);
    assert_eq!(
        done[0].jeton,
        Some(ecole::computer_jeton(had, won)),
        "recorded as chosen"
    );
    round_trip(&q);
}

// 000 AUGMENTATION D'ÉCOLE: the side sent to école says the école was false and marks it as a
// fausse école; the other side, "persistant à croire l'école justifiée, démarque alors le
// joueur, rectifie la première école et ajoute encore à son profit les points pour cette
// deuxième école" — and so on (ÉCOLE PERPÉTUELLE). The computer answers each fausse école.
#[test]
fn the_chain_of_augmentation_goes_to_any_depth() {
    let mut p = until(7, |p| {
        let m = p.turn();
        let r = p.rolled().unwrap();
        p.phase() == Phase::AwaitingPlay
            && r.analysis.points.get(m) > 0
            && r.thrown.score().side(m).points as u32 + r.analysis.points.get(m) + 2 < 12
            && r.thrown.score().side(m.opponent()).points < 4
    });
    let mover = p.turn();
    let opp = mover.opponent();
    let due = p.score().side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due + 2, "released": true, "touched": true },
        opp.name(): { "ecole": 2 }
    }));
    let v = p.mark_ecole(&m).unwrap();
    let base = v.score;
    assert!(p
        .droits_open()
        .iter()
        .all(|o| o.droit != Droit::ContestEcole));
    for round in 1..=3u32 {
        // the mover contests: a fausse école, his 2 points, the opponent's taken off
        let c = p.contest_ecole().unwrap();
        assert!(!c.last_right);
        assert_eq!(
            (c.points.get(mover), c.points.get(opp)),
            (2, 2 * (round - 1))
        );
        assert!(p
            .droits_open()
            .iter()
            .any(|o| o.droit == Droit::ContestEcole && o.to == opp));
        // the computer, as the opponent, answers it
        let done = p.computer_droits(opp).unwrap();
        assert_eq!(done.len(), 1);
        let c = p.ecole_chain().unwrap();
        assert_eq!(
            (c.points.get(mover), c.points.get(opp)),
            (0, 2 * (round + 1))
        );
        let mut pts = Points::default();
        pts.add(opp, 2 * (round + 1));
        assert_eq!(*p.score(), mark(base, opp, pts).score);
    }
    let again = round_trip(&p);
    assert_eq!(again.ecole_chain(), p.ecole_chain());
    p.undo().unwrap();
    assert_eq!(p.ecole_chain().unwrap().points.get(mover), 2);
}

// 000 ÉCOLE RÉTROACTIVE: "l'adversaire, qui a l'option de forcer ou au contraire d'empêcher le
// joueur à remplir ou à conserver réellement". The stateless rule opens both options on the
// plein marked and not made of 000 REMPLIR et CONSERVER (docs/ecole.md's example); the computer
// forbids the grand jan (001: "vous avez intérêt qu'il n'en fasse point afin de l'enfiler") and
// forces the petit jan. In a game the rules refuse such a play, so the right is not open there.
#[test]
fn ecole_retroactive_opens_force_or_forbid() {
    let pos = compact::position_from_str(
        "B1:3,B2:2,B3:2,B4:2,B5:2,B6:2,B12:2/N2:3,N4,N7:3,N8:2,N9:2,N11:2,N12:2 b 6-3",
    )
    .unwrap();
    let m = marked(json!({ "black": {
        "jeton": 4, "released": true, "play": { "moves": [["N2","N8"],["N2","N5"]] } } }));
    let v = check(&pos, &m).unwrap();
    assert_eq!(v.ecole_by(Side::Black).unwrap().cause, Cause::Plein);
    let open = ecole::droits_open(&v, &m, Side::Black);
    let names: Vec<_> = open.iter().map(|o| (o.droit, o.to)).collect();
    assert_eq!(
        names,
        [
            (Droit::ForceFill, Side::White),
            (Droit::ForbidFill, Side::White)
        ]
    );
    use tablier::JanKind;
    assert!(ecole::computer_takes(
        Droit::ForbidFill,
        Some(JanKind::RemplirGrandJan)
    ));
    assert!(!ecole::computer_takes(
        Droit::ForceFill,
        Some(JanKind::RemplirGrandJan)
    ));
    assert!(ecole::computer_takes(
        Droit::ForceFill,
        Some(JanKind::RemplirPetitJan)
    ));
    // marked right, nothing is open
    let ok = marked(json!({ "black": { "jeton": 0, "released": true, "touched": true } }));
    let clean = check(&pos, &ok).unwrap();
    assert!(ecole::droits_open(&clean, &ok, Side::Black)
        .iter()
        .all(|o| !matches!(o.droit, Droit::ForceFill | Droit::ForbidFill)));
    // a game's plays are legal: no plein is marked and not made, and the right is refused
    let mut p = Partie::from_position(pos).unwrap();
    let play = p.plays()[0];
    p.play(play).unwrap();
    p.mark_ecole(&marked(
        json!({ "black": { "jeton": 4, "released": true } }),
    ))
    .unwrap();
    assert_eq!(p.forbid_fill().unwrap_err().code(), "no-right");
    assert_eq!(p.force_fill(play).unwrap_err().code(), "no-right");
}

// The computer as the opponent always exercises its rights: it refuses the leave made on trous
// marked too many (docs/rules/ecole.md), and never acquiesces.
#[test]
fn the_computer_refuses_a_leave_on_too_many_trous() {
    let mut p = at_a_leave(2);
    let (mover, _) = leave_on_too_many_trous(&mut p);
    let done = p.computer_droits(mover.opponent()).unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].droit, Droit::RefuseLeave);
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    // nothing is the mover's to exercise
    let mut q = at_a_leave(2);
    leave_on_too_many_trous(&mut q);
    assert!(q.computer_droits(mover).unwrap().is_empty());
    // marks put in again once a right settled them are refused
    let again = marked(json!({ mover.name(): { "leave": true, "holes": 1 } }));
    assert_eq!(p.mark_ecole(&again).unwrap_err().code(), "no-right");
}

// A record whose right was not open at that moment is refused with the step named.
#[test]
fn a_record_with_a_right_that_was_not_open_is_refused() {
    let mut p = at_a_leave(3);
    leave_on_too_many_trous(&mut p);
    p.refuse_leave().unwrap();
    let mut v = serde_json::to_value(p.to_record()).unwrap();
    let rolls = v["rolls"].as_array_mut().unwrap();
    let last = rolls.last_mut().unwrap();
    let by = last["droits"][0]["by"].as_str().unwrap().to_string();
    let wrong = if by == "white" { "black" } else { "white" };
    last["droits"][0]["by"] = json!(wrong);
    let text = v.to_string();
    let e = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap_err();
    assert_eq!(e.code(), "bad-droit", "{e}");
    // and `droits` in an older version
    let mut v = serde_json::to_value(p.to_record()).unwrap();
    v["version"] = json!(3);
    let e = RecordJson::parse(&v.to_string()).unwrap_err();
    assert_eq!(e.code(), "droits-need-version-4");
}

// 000 ÉCOLE PERPÉTUELLE: the chain goes on "sans fin" until a side has its twelfth trou. The
// contest that gives it is made (the game is over, the école stands marked), not refused after
// the fact: a refusal changes nothing, and the record of the game reloads (issue 26, 2).
#[test]
fn a_contest_that_ends_the_tour_is_made_and_the_record_reloads() {
    let mut p = until(7, |p| {
        let m = p.turn();
        let r = p.rolled().unwrap();
        p.phase() == Phase::AwaitingPlay
            && r.analysis.points.get(m) > 0
            && r.thrown.score().side(m).points as u32 + r.analysis.points.get(m) + 2 < 12
    });
    let mover = p.turn();
    let opp = mover.opponent();
    let due = p.score().side(mover).points;
    let m = marked(json!({
        mover.name(): { "jeton": due + 2, "released": true, "touched": true },
        opp.name(): { "ecole": 2 }
    }));
    p.mark_ecole(&m).unwrap();
    let mut rounds = 0;
    while !p.is_over() {
        rounds += 1;
        assert!(rounds < 500, "the chain never ends the tour");
        let before = (p.clone(), p.to_record().to_json());
        match p.contest_ecole() {
            Ok(c) => assert_eq!(c.last_by, before.0.ecole_chain().unwrap().next),
            Err(e) => {
                let unchanged =
                    p.position() == before.0.position() && p.to_record().to_json() == before.1;
                panic!("unchanged: {unchanged}; round {rounds}: a contest refused: {e}");
            }
        }
    }
    assert!(p.winner().is_some());
    let text = p.to_record().to_json();
    let again = Partie::from_record(&RecordJson::parse(&text).unwrap()).expect("reloads");
    assert_eq!(again.position(), p.position());
    assert_eq!(again.winner(), p.winner());
    // Over, nothing is open: a further contest is refused and changes nothing.
    let before = p.to_record().to_json();
    assert_eq!(p.contest_ecole().unwrap_err().code(), "no-right");
    assert_eq!(p.to_record().to_json(), before);
}

// 000 ÉCOLE DE TROU: a trou won simple and marked double "on se contente alors de rectifier";
// JEU ou TROU: "il faut seulement rectifier la marque". The game object, marks by hand: a leave
// with two trous on a jeu won simple keeps the one trou won, no école, no right to refuse the
// leave, and that score stands after the relevé's throw and in the record.
#[test]
fn a_leave_with_two_trous_on_a_trou_simple_keeps_the_trou_won() {
    let mut seen = 0;
    for seed in 1..40 {
        let mut p = at_a_leave(seed);
        let mover = p.turn();
        let thrown = p.rolled().unwrap().thrown.clone();
        let due = check(&thrown, &Marked::default()).unwrap().due;
        if due.side(mover).holes != 1 {
            continue;
        }
        let held = thrown.score().side(mover).holes;
        p.decide(Decision::Leave).unwrap();
        let m = marked(json!({ mover.name(): { "leave": true, "holes": 2, "released": true } }));
        let v = p.mark_ecole(&m).unwrap();
        assert!(v.is_clean(), "seed {seed}: {v:?}");
        assert_eq!(p.score().side(mover).holes, held + 1, "seed {seed}");
        assert_eq!(p.score().side(mover).points, 0, "seed {seed}: relevé");
        assert!(p.droits_open().is_empty(), "seed {seed}");
        let again = round_trip(&p);
        assert_eq!(again.score(), p.score());
        // The leaver throws again: the leave's marks are settled as put right.
        p.roll(tablier::Dice::new(3, 4).unwrap()).unwrap();
        assert!(p.score().side(mover).holes > held);
        assert_eq!(
            p.turns()[p.turns().len() - 2].holes.get(mover),
            1,
            "seed {seed}: one trou won by the leave"
        );
        seen += 1;
    }
    assert!(seen > 3, "{seen} leaves on a trou simple");
}
