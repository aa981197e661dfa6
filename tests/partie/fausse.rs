//! The fausse case in the game object (000 FAUSSE CASE; docs/rules/fausse-case.md): the option
//! of the "mark it yourself" mode, the attempt held pending with its verdict, each option of the
//! opponent carried out, the record, undo, the computer's choice and the refusals.

use crate::common;

use common::{play, pos};
use tablier::fausse_case::{judge, resolve, Attempt, Choice, Kind};
use tablier::partie::{First, PartieOptions, Phase};
use tablier::record::RecordJson;
use tablier::{ai, Error, Partie, Position, Side};

fn attempt(moves: &str) -> Attempt {
    Attempt {
        moves: play(moves).moves().to_vec(),
        ..Attempt::default()
    }
}

fn options(fausse_case: bool) -> PartieOptions {
    PartieOptions {
        first: First::Side(Side::White),
        fausse_case,
        ..PartieOptions::default()
    }
}

fn game(p: &Position, fausse_case: bool) -> Partie {
    Partie::from_position_with(p.clone(), options(fausse_case), 7).expect("a game")
}

/// White's talon, 6-5: B1-B8 is a dame mal placée (000 DAME MAL PLACÉE).
fn mal_placee() -> Position {
    pos(r#"{"B1":15}"#, r#"{"N1":15}"#, "white", [6, 5])
}

fn round_trip(p: &Partie) -> Partie {
    let text = p.to_record().to_json();
    Partie::from_record(&RecordJson::parse(&text).expect("parses")).expect("replays")
}

#[test]
fn a_fausse_case_is_held_with_its_verdict() {
    // 000 FAUSSE CASE, DÉFINITION and DAME MAL PLACÉE: the game takes the attempt and holds it
    // with the judge's verdict; nothing else is played meanwhile.
    let p = mal_placee();
    let mut g = game(&p, true);
    let a = attempt("B1-B8 B1-B6");
    let v = g.attempt_play(&a).unwrap().cloned().expect("a fausse case");
    let released = Attempt {
        released: true,
        ..a.clone()
    };
    assert_eq!(v, judge(g.position(), &released).unwrap());
    assert_eq!(v.kinds, vec![Kind::DameMalPlacee]);
    assert!(
        v.consummated,
        "the dames are let go once the attempt is given"
    );
    assert_eq!(g.fausse_pending().unwrap().attempt, released);
    let before = (g.position().clone(), g.history_len());
    assert_eq!(
        g.play(g.plays()[0]).unwrap_err().code(),
        "bad-request",
        "the opponent chooses first"
    );
    assert_eq!(
        g.attempt_play(&a).unwrap_err().code(),
        "bad-request",
        "one fausse case at a time"
    );
    assert_eq!(
        g.computer_play(ai::Level::Amateur).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!((g.position().clone(), g.history_len()), before);
}

#[test]
fn each_option_through_the_game() {
    // 000 RÉSOLUTION: each option the verdict lists, carried out by the game, gives what
    // `fausse_case::resolve` gives; the opponent rolls next. 000 FAUSSE CASE NE FAIT PAS ÉCOLE:
    // the opponent's score is what it was.
    let p = mal_placee();
    let mut g = game(&p, true);
    let a = attempt("B1-B8 B1-B6");
    let v = g.attempt_play(&a).unwrap().cloned().unwrap();
    let thrown = g.position().clone();
    let released = g.fausse_pending().unwrap().attempt.clone();
    assert!(v.options.len() >= 2, "{v:?}");
    for (i, o) in v.options.iter().enumerate() {
        let mut h = g.clone();
        let replay = match o {
            Choice::Replay(ps) => Some(ps[0]),
            _ => None,
        };
        h.resolve_fausse(i, replay).unwrap();
        let want = resolve(&thrown, &released, o, replay.as_ref()).unwrap();
        assert_eq!(h.position().board(), want.board(), "option {i}");
        assert_eq!(h.turn(), Side::Black);
        assert_eq!(h.phase(), Phase::AwaitingRoll);
        assert_eq!(h.score(), g.score(), "no point for the fausse case");
        assert!(h.fausse_pending().is_none());
        let r = h.fausse_case(0).expect("kept with its roll");
        assert_eq!(&r.choice, o);
        match o {
            Choice::Impose(pl) => assert_eq!(h.turns()[0].play, Some(*pl)),
            Choice::Leave => assert_eq!(h.turns()[0].play, None, "the board as left"),
            _ => {}
        }
        // The game goes on from the result.
        h.roll(tablier::Dice::new(3, 1).unwrap()).unwrap();
        assert_eq!(h.phase(), Phase::AwaitingPlay);
    }
}

#[test]
fn a_replay_is_one_of_the_list() {
    // 000 DAME MAL PLACÉE, "la mettre à sa vraie place": by 4-2, B1-B4 alone; the mover plays
    // again within the list; a play outside it, or none, is refused and changes nothing.
    let p = pos(r#"{"B1":15}"#, r#"{"N1":15}"#, "white", [4, 2]);
    let mut g = game(&p, true);
    let v = g.attempt_play(&attempt("B1-B4")).unwrap().cloned().unwrap();
    let (i, list) = v
        .options
        .iter()
        .enumerate()
        .find_map(|(i, o)| match o {
            Choice::Replay(ps) => Some((i, ps.clone())),
            _ => None,
        })
        .expect("a replay");
    let outside = g.plays().iter().copied().find(|pl| !list.contains(pl));
    let before = (g.position().clone(), g.history_len());
    assert_eq!(g.resolve_fausse(i, None).unwrap_err().code(), "bad-request");
    if let Some(pl) = outside {
        assert_eq!(
            g.resolve_fausse(i, Some(pl)).unwrap_err().code(),
            "bad-request"
        );
    }
    assert_eq!(
        g.resolve_fausse(v.options.len(), None).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!((g.position().clone(), g.history_len()), before);
    assert!(g.fausse_pending().is_some());
    g.resolve_fausse(i, Some(list[0])).unwrap();
    assert_eq!(g.turns()[0].play, Some(list[0]));
}

#[test]
fn off_a_fausse_case_is_refused_as_today() {
    // Without the option a play the rules refuse is refused, the game unchanged.
    let p = mal_placee();
    let mut g = game(&p, false);
    let before = (g.position().clone(), g.history_len());
    let e = g.attempt_play(&attempt("B1-B8 B1-B6")).unwrap_err();
    assert!(matches!(e, Error::BadRequest(_)), "{e:?}");
    assert_eq!(
        g.play(play("B1-B8 B1-B6")).unwrap_err().code(),
        "not-the-dice"
    );
    assert_eq!((g.position().clone(), g.history_len()), before);
    assert!(g.fausse_pending().is_none());
    // A legal attempt is a play, with the option or without.
    for on in [false, true] {
        let mut g = game(&p, on);
        assert_eq!(g.attempt_play(&attempt("B1-B7 B1-B6")).unwrap(), None);
        assert_eq!(g.turns()[0].play, Some(play("B1-B7 B1-B6")));
        assert_eq!(g.turn(), Side::Black);
    }
}

#[test]
fn refusals_leave_the_game_unchanged() {
    // 000 REPRENDRE UNE DAME: taking a dame back is refused; so is an attempt out of turn, one
    // the opponent has already thrown after, and a choice with nothing pending.
    let p = mal_placee();
    let mut g = game(&p, true);
    let before = (g.position().clone(), g.history_len());
    assert_eq!(
        g.attempt_play(&attempt("B1-B7 B7-B6")).unwrap_err().code(),
        "bad-request"
    );
    let thrown = Attempt {
        opponent_thrown: true,
        ..attempt("B1-B8 B1-B6")
    };
    assert_eq!(g.attempt_play(&thrown).unwrap_err().code(), "bad-request");
    assert_eq!(g.resolve_fausse(0, None).unwrap_err().code(), "bad-request");
    assert_eq!(
        g.computer_fausse_option().unwrap_err().code(),
        "bad-request"
    );
    assert_eq!((g.position().clone(), g.history_len()), before);
    let mut over = game(&p, true);
    over.play(play("B1-B7 B1-B6")).unwrap();
    assert_eq!(
        over.attempt_play(&attempt("N1-N8 N1-N6"))
            .unwrap_err()
            .code(),
        "bad-request",
        "no roll"
    );
}

#[test]
fn undo_takes_back_the_choice_then_the_attempt() {
    let p = mal_placee();
    let mut g = game(&p, true);
    g.attempt_play(&attempt("B1-B8 B1-B6")).unwrap();
    let pending = g.fausse_pending().cloned();
    g.resolve_fausse(0, None).unwrap();
    g.undo().unwrap();
    assert_eq!(g.fausse_pending().cloned(), pending);
    assert!(g.fausse_case(0).is_none());
    assert_eq!(g.phase(), Phase::AwaitingPlay);
    g.undo().unwrap();
    assert!(g.fausse_pending().is_none());
    assert_eq!(g.position(), game(&p, true).position());
}

#[test]
fn the_record_replays_to_the_same_game() {
    // A record keeps the option, the attempt and the choice (docs/record.md): saved while the
    // fausse case is pending, or after each option, it replays to the same game.
    let p = mal_placee();
    let mut g = game(&p, true);
    let v = g
        .attempt_play(&attempt("B1-B8 B1-B6"))
        .unwrap()
        .cloned()
        .unwrap();
    let again = round_trip(&g);
    assert_eq!(again.fausse_pending(), g.fausse_pending());
    assert!(again.options().fausse_case);
    for (i, o) in v.options.iter().enumerate() {
        let mut h = g.clone();
        let replay = match o {
            Choice::Replay(ps) => Some(ps[0]),
            _ => None,
        };
        h.resolve_fausse(i, replay).unwrap();
        h.roll(tablier::Dice::new(2, 1).unwrap()).unwrap();
        let again = round_trip(&h);
        assert_eq!(again.position(), h.position(), "option {i}");
        assert_eq!(again.turns(), h.turns());
        assert_eq!(again.fausse_case(0), h.fausse_case(0));
        // And the undo of the replayed game takes back the same steps.
        let mut u = again.clone();
        u.undo().unwrap();
        u.undo().unwrap();
        assert_eq!(u.fausse_pending(), g.fausse_pending());
    }
    // A record whose roll has a fausse case but not the option is refused.
    let mut h = g.clone();
    h.resolve_fausse(0, None).unwrap();
    let text = h
        .to_record()
        .to_json()
        .replace(r#""fausse_case":true"#, r#""fausse_case":false"#);
    let e = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap_err();
    assert_eq!(e.code(), "bad-request", "{e}");
    assert!(e.to_string().contains("fausse"), "{e}");
}

#[test]
fn the_computer_exercises_its_rights() {
    // The computer as the opponent always chooses (000 RÉSOLUTION: the choice is his): the
    // option its evaluation values most for it, the same every time. Black's coin on N12 bears
    // on White's grand jan: White's B1-B8 B1-B6 by 6-5 leaves B8 and B6 to be hit, B7 and B6
    // put right; the computer imposes the dame at its true place, B1-B7.
    let p = pos(r#"{"B1":15}"#, r#"{"N1":13,"N12":2}"#, "white", [6, 5]);
    let mut g = game(&p, true);
    let v = g
        .attempt_play(&attempt("B1-B8 B1-B6"))
        .unwrap()
        .cloned()
        .unwrap();
    let pending = g.fausse_pending().unwrap().clone();
    let values = ai::fausse_values(g.position(), &pending.attempt, &v).unwrap();
    assert_eq!(values.len(), v.options.len());
    let i = g.computer_fausse_option().unwrap();
    let best = values.iter().flatten().max().copied();
    assert_eq!(values[i], best);
    assert_eq!(
        values.iter().position(|x| *x == best),
        Some(i),
        "the first of equals"
    );
    assert_eq!(g.computer_fausse_option().unwrap(), i);
    assert_eq!(v.options[i], Choice::Impose(play("B1-B7 B1-B6")));
    let leave = v.options.iter().position(|o| *o == Choice::Leave).unwrap();
    assert!(values[leave] < values[i], "{values:?}");
    // Against a lone dame on the coin (000 DAME SEULE PLACÉE SUR UN COIN) it never leaves it:
    // leaving is not offered.
    let coin = pos(r#"{"B1":14,"B6":1}"#, r#"{"N1":15}"#, "white", [6, 5]);
    let mut c = game(&coin, true);
    let v = c
        .attempt_play(&attempt("B6-B12 B1-B6"))
        .unwrap()
        .cloned()
        .unwrap();
    let j = c.computer_fausse_option().unwrap();
    assert_ne!(v.options[j], Choice::Leave);
    let replay = match &v.options[j] {
        Choice::Replay(ps) => Some(ps[0]),
        _ => None,
    };
    c.resolve_fausse(j, replay).unwrap();
    assert_eq!(c.turn(), Side::Black);
}

#[test]
fn the_frames_show_the_board_the_choice_left() {
    // The history the page shows: the roll's frame ends on the board the resolution left, the
    // board as the mover left it included.
    let p = mal_placee();
    for option in [0, 1] {
        let mut g = game(&p, true);
        g.attempt_play(&attempt("B1-B8 B1-B6")).unwrap();
        g.resolve_fausse(option, None).unwrap();
        let frames = g.frames_from(0).unwrap();
        assert_eq!(
            frames[0].after.as_ref(),
            Some(g.position()),
            "option {option}"
        );
    }
}

/// A case of 000 FAUSSE CASE through the game: (heading, White, Black, dice, attempt, touched).
type Case = (
    &'static str,
    &'static str,
    &'static str,
    [u8; 2],
    &'static str,
    &'static [&'static str],
);

const CASES: &[Case] = &[
    (
        "DAME MAL PLACÉE",
        r#"{"B1":15}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B1-B8 B1-B6",
        &[],
    ),
    (
        "DAME JOUÉE TOUT D'UNE",
        r#"{"B1":15}"#,
        r#"{"N1":15}"#,
        [4, 2],
        "B1-B7 B1-B3",
        &[],
    ),
    (
        "DAME SEULE PLACÉE SUR UN COIN",
        r#"{"B1":14,"B6":1}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B6-B12 B1-B6",
        &[],
    ),
    (
        "DAME JOUÉE EN TROP",
        r#"{"B1":15}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B1-B7 B1-B6 B1-B2",
        &[],
    ),
    (
        "DAME COUVERTE PAR FAUSSE CASE",
        r#"{"B1":14,"B4":1}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B1-B4 B1-B6",
        &[],
    ),
    (
        "DAME PASSÉE AU RETOUR",
        r#"{"B1":13,"B11":2}"#,
        r#"{"N1":15}"#,
        [5, 3],
        "B11-N11 B1-B6",
        &[],
    ),
    (
        "FAUSSE SORTIE",
        r#"{"N6":1,"N4":1,"N1":1}"#,
        r#"{"B1":15}"#,
        [4, 1],
        "N4-off N1-off",
        &["N6"],
    ),
    (
        "FAUSSE CASE AVEC LES DEUX DAMES",
        r#"{"B1":15}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B1-B4 B1-B3",
        &[],
    ),
    (
        "PRENDRE SON COIN",
        r#"{"B1":12,"B6":1,"B7":1,"B8":1}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B7-B12 B8-B12",
        &[],
    ),
    (
        "REMPLIR et CONSERVER",
        r#"{"B1":3,"B2":2,"B3":2,"B4":2,"B5":2,"B6":1,"B8":3}"#,
        r#"{"N1":15}"#,
        [5, 3],
        "B1-B4 B4-B9",
        &[],
    ),
    (
        "DAME TOUCHÉE, DAME JOUÉE",
        r#"{"B1":14,"B6":1}"#,
        r#"{"N1":15}"#,
        [6, 5],
        "B1-B7 B1-B6",
        &["B6"],
    ),
];

#[test]
fn every_heading_every_option_through_the_game() {
    // Each case of 000 FAUSSE CASE (the positions of tests/fausse_case/rules.rs), made in a game:
    // the verdict is the judge's, each option carried out gives `resolve`'s board, the opponent's
    // score is untouched (000 FAUSSE CASE NE FAIT PAS ÉCOLE), and the record replays it.
    for &(heading, w, b, dice, moves, touched) in CASES {
        let p = pos(w, b, "white", dice);
        let mut g = game(&p, true);
        let a = Attempt {
            touched: touched
                .iter()
                .map(|f| tablier::Fleche::parse(f).unwrap())
                .collect(),
            ..attempt(moves)
        };
        let v = g
            .attempt_play(&a)
            .unwrap_or_else(|e| panic!("{heading}: {e}"))
            .cloned()
            .unwrap_or_else(|| panic!("{heading}: a fausse case"));
        let pending = g.fausse_pending().unwrap().clone();
        assert_eq!(
            v,
            judge(g.position(), &pending.attempt).unwrap(),
            "{heading}"
        );
        assert!(!v.options.is_empty(), "{heading}");
        let thrown = g.position().clone();
        for (i, o) in v.options.iter().enumerate() {
            let replays: Vec<Option<tablier::Play>> = match o {
                Choice::Replay(ps) => vec![ps.first().copied(), ps.last().copied()],
                _ => vec![None],
            };
            for replay in replays {
                let mut h = g.clone();
                h.resolve_fausse(i, replay)
                    .unwrap_or_else(|e| panic!("{heading}, option {i}: {e}"));
                let want = resolve(&thrown, &pending.attempt, o, replay.as_ref()).unwrap();
                assert_eq!(h.position().board(), want.board(), "{heading}, option {i}");
                assert_eq!(h.score().black, g.score().black, "{heading}: no point");
                let again = round_trip(&h);
                assert_eq!(again.position(), h.position(), "{heading}, option {i}");
            }
        }
        // The computer's choice is one of them, and applies.
        let i = g.computer_fausse_option().unwrap();
        let replay = match &v.options[i] {
            Choice::Replay(ps) => ps.first().copied(),
            _ => None,
        };
        g.resolve_fausse(i, replay).unwrap();
    }
}

#[test]
fn a_choice_in_another_order_is_the_same_choice() {
    // 000 RÉSOLUTION: the opponent imposes the dame's true place; the imposed play given with
    // its moves in another order is the same play (docs/interchange.md), in the game and in
    // a record that spells it so.
    let mut g = game(&mal_placee(), true);
    g.attempt_play(&attempt("B1-B8 B1-B6")).unwrap();
    let imposed = play("B1-B7 B1-B6");
    let reversed = play("B1-B6 B1-B7");
    assert!(g
        .fausse_pending()
        .unwrap()
        .verdict
        .options
        .contains(&Choice::Impose(imposed)));
    let mut h = g.clone();
    h.resolve_fausse_choice(Choice::Impose(reversed), None)
        .unwrap();
    assert!(h.turns()[0].play.unwrap().same_play(&imposed));
    g.resolve_fausse_choice(Choice::Impose(imposed), None)
        .unwrap();
    let text = g.to_record().to_json();
    let (fwd, back) = (r#"["B1","B7"],["B1","B6"]"#, r#"["B1","B6"],["B1","B7"]"#);
    assert!(text.contains(fwd), "{text}");
    let swapped = text.replace(fwd, back);
    let r = Partie::from_record(&RecordJson::parse(&swapped).unwrap()).expect("replays");
    assert_eq!(r.position(), g.position());
    assert!(r.turns()[0].play.unwrap().same_play(&imposed));
}

#[test]
fn a_pending_fausse_case_is_resolved_before_a_leave_is_acquiesced_or_the_dice_thrown() {
    // 000 CONSOMMATION: the attempt's dames are let go, the coup is played; 000 RÉSOLUTION: the
    // opponent's first act is his choice. A leave the mover then declares without the trou
    // (000 S'EN ALLER SUR UNE ÉCOLE) is too late to be acquiesced (acquiescing is open before the
    // side plays), and no throw comes before the choice (issue 26, 3).
    let start = Position::start(tablier::Variant::Trictrac);
    let mut g = game(&start, true);
    g.roll(tablier::Dice::new(5, 1).unwrap()).unwrap();
    let a = Attempt {
        released: true,
        ..attempt("B1-B6 B1-B12")
    };
    let v = g.attempt_play(&a).unwrap().cloned().expect("a fausse case");
    let m: tablier::ecole::Marked = serde_json::from_str::<tablier::notation::json::MarkedJson>(
        r#"{"white":{"points":0,"released":true,"leave":true}}"#,
    )
    .unwrap()
    .to_marked()
    .unwrap();
    g.mark_ecole(&m).unwrap();
    assert!(g
        .droits_open()
        .iter()
        .all(|o| o.droit != tablier::ecole::Droit::Acquiesce));
    let before = (g.position().clone(), g.to_record().to_json());
    assert_eq!(g.acquiesce().unwrap_err().code(), "no-right");
    assert_eq!(
        g.roll(tablier::Dice::new(6, 2).unwrap())
            .unwrap_err()
            .code(),
        "bad-request"
    );
    assert_eq!((g.position().clone(), g.to_record().to_json()), before);
    assert_eq!(g.fausse_pending().unwrap().verdict, v);
    // The opponent chooses; the game goes on, and its record replays to it.
    g.resolve_fausse(
        0,
        match &v.options[0] {
            Choice::Replay(ps) => Some(ps[0]),
            _ => None,
        },
    )
    .unwrap();
    assert!(g.fausse_pending().is_none());
    g.roll(tablier::Dice::new(6, 2).unwrap()).unwrap();
    let again = round_trip(&g);
    assert_eq!(again.position(), g.position());
    assert!(again.fausse_pending().is_none());
    assert_eq!(again.droits_open(), g.droits_open());
}

#[test]
fn a_tour_ended_while_a_fausse_case_is_pending_stays_over() {
    // 000 ÉCOLE PERPÉTUELLE to the twelfth trou while the mover's fausse case awaits the
    // opponent's choice: the tour is over, and no choice puts the coup right after it (the
    // choice set the game rolling again, one trou past the end; the random walk found it).
    let mut g = game(&mal_placee(), true);
    g.attempt_play(&attempt("B1-B8 B1-B6")).unwrap();
    let m: tablier::ecole::Marked = serde_json::from_str::<tablier::notation::json::MarkedJson>(
        r#"{"white":{"jeton":2,"released":true,"touched":true},"black":{"ecole":2}}"#,
    )
    .unwrap()
    .to_marked()
    .unwrap();
    g.mark_ecole(&m).unwrap();
    let mut rounds = 0;
    while !g.is_over() {
        rounds += 1;
        assert!(rounds < 500, "the chain never ends the tour");
        g.contest_ecole().unwrap();
    }
    assert!(g.fausse_pending().is_some());
    let before = g.to_record().to_json();
    for i in 0..g.fausse_pending().unwrap().verdict.options.len() {
        assert_eq!(g.resolve_fausse(i, None).unwrap_err().code(), "bad-request");
    }
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.to_record().to_json(), before);
    let again = round_trip(&g);
    assert_eq!(again.phase(), Phase::Over);
    assert_eq!(again.winner(), g.winner());
}

#[test]
fn a_game_with_a_fausse_case_left_as_played_is_reviewed() {
    // 000 RÉSOLUTION, "laisser en l'état": the board stands as the mover left it, no legal play
    // was made; the review replays the coup put right as it was, then the rolls after it (it
    // refused the game: "a roll without its play").
    let mut g = game(&mal_placee(), true);
    let v = g
        .attempt_play(&attempt("B1-B8 B1-B6"))
        .unwrap()
        .cloned()
        .unwrap();
    let i = v.options.iter().position(|o| *o == Choice::Leave).unwrap();
    g.resolve_fausse(i, None).unwrap();
    for d in [(3, 1), (4, 2), (6, 5)] {
        g.roll(tablier::Dice::new(d.0, d.1).unwrap()).unwrap();
        g.play(g.plays()[0]).unwrap();
    }
    for side in [Side::White, Side::Black] {
        let r = ai::review(&g, side).unwrap();
        assert!(
            r.rolls.iter().all(|x| x.turn > 0),
            "the fausse case's roll has no play reviewed"
        );
        assert!(r.rolls.iter().all(|x| g.turns()[x.turn].side == side));
    }
    let white = ai::review(&g, Side::White).unwrap();
    assert!(
        white.rolls.iter().any(|x| x.turn == 2 && x.play.is_some())
            || g.frames_from(2).unwrap()[0]
                .analysis
                .as_ref()
                .unwrap()
                .plays
                .len()
                < 2
    );
}
