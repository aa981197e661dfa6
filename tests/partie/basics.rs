//! A whole game: rolls, marks, tenir / s'en aller, plays, relevés, to the twelfth trou.
//! Random games are seeded (xorshift) so every failure can be replayed.

use tablier::partie::{random_game, Decision, LeavePolicy, Partie, Phase, TROUS_TO_WIN};
use tablier::score::mark;
use tablier::Board;
use tablier::Rng;
use tablier::{Dest, Dice, Play, Position, Side, Variant};

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

#[test]
fn a_new_game_awaits_white_s_roll() {
    let p = Partie::new(Variant::Trictrac);
    assert_eq!(p.phase(), Phase::AwaitingRoll);
    assert_eq!(p.turn(), Side::White);
    assert_eq!(*p.position(), Position::start(Variant::Trictrac));
    assert!(!p.is_over());
    assert_eq!(p.winner(), None);
}

// 000 CHRONOLOGIE: roll, mark, play; then it is the opponent's turn.
#[test]
fn roll_then_play_passes_the_turn() {
    let mut p = Partie::new(Variant::Trictrac);
    let rolled = p.roll(dice(6, 5)).unwrap().clone();
    assert!(!rolled.analysis.plays.is_empty());
    assert_eq!(p.phase(), Phase::AwaitingPlay, "no trou on the first roll");
    assert_eq!(p.position().dice(), Some(dice(6, 5)));
    p.play(rolled.analysis.plays[0]).unwrap();
    assert_eq!(p.phase(), Phase::AwaitingRoll);
    assert_eq!(p.turn(), Side::Black);
    assert_eq!(p.turns().len(), 1);
    assert_eq!(p.turns()[0].play, Some(rolled.analysis.plays[0]));
}

/// A game's steps in their order only: no play before the roll, no second roll before the play
/// (000 RELEVER LES DÉS: "il n'est pas permis de jeter les dés avant que l'adversaire ait achevé
/// de jouer son coup"), no decision without a trou.
#[test]
fn steps_out_of_order_are_refused() {
    let mut p = Partie::new(Variant::Trictrac);
    assert_eq!(p.play(Play::empty()).unwrap_err().code(), "bad-request");
    assert_eq!(p.decide(Decision::Leave).unwrap_err().code(), "bad-request");
    p.roll(dice(3, 1)).unwrap();
    assert_eq!(p.roll(dice(3, 1)).unwrap_err().code(), "bad-request");
    assert_eq!(
        p.decide(Decision::Hold).unwrap_err().code(),
        "bad-request",
        "no trou, no decision"
    );
    // A dame borne off from the talon: the rules' own refusal (000 SORTIE: one bears off only
    // with every dame in the jan de retour), not a generic one.
    let bad = Play::from_moves(&[tablier::Move::new(tablier::Fleche::B1, Dest::Off)]).unwrap();
    let e = p.play(bad).unwrap_err();
    assert_eq!(e.code(), "bearing-off", "{e}");
    assert_eq!(
        p.phase(),
        Phase::AwaitingPlay,
        "a refused play changes nothing"
    );
}

#[test]
fn undo_takes_back_one_step() {
    let mut p = Partie::new(Variant::Trictrac);
    let before = p.position().clone();
    let play = p.roll(dice(4, 2)).unwrap().analysis.plays[0];
    p.play(play).unwrap();
    let after_play = p.position().clone();
    p.undo().unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    assert_eq!(p.turns()[0].play, None);
    p.undo().unwrap();
    assert_eq!(*p.position(), before);
    assert!(p.turns().is_empty());
    assert_eq!(p.undo().unwrap_err().code(), "bad-request");
    p.roll(dice(4, 2)).unwrap();
    p.play(play).unwrap();
    assert_eq!(*p.position(), after_play);
}

#[test]
fn jacquet_has_no_partie_of_trous() {
    let mut p = Partie::new(Variant::Jacquet);
    assert_eq!(p.roll(dice(3, 2)).unwrap_err().code(), "bad-request");
}

/// Plays one seeded game step by step, checking each step against the rules of marking.
fn checked_game(seed: u64, policy: LeavePolicy) -> (Partie, usize, usize) {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(seed);
    let mut leaves = 0;
    let mut sorties = 0;
    // Every point of the game accounted for (cf. tests/score/rules.rs points_are_conserved): per
    // side, points marked, jeux, points démarqués, reste abandoned.
    let mut acct = [[0u64; 4]; 2];
    let add = |acct: &mut [[u64; 4]; 2], o: &tablier::score::Outcome| {
        for s in Side::BOTH {
            let d = o.side(s);
            let a = &mut acct[s.index()];
            a[0] += d.marked as u64;
            a[1] += d.jeux as u64;
            a[2] += d.cleared as u64;
            a[3] += d.abandoned as u64;
        }
    };
    let mut accounted = *p.score();
    for _ in 0..20_000 {
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                let before = *p.score();
                let mover = p.turn();
                let r = p.roll(rng.dice().unwrap()).unwrap().clone();
                // RULINGS 9: the roll's points, the mover's first.
                let m = mark(before, mover, r.analysis.points);
                assert_eq!(r.marking, m);
                match p.phase() {
                    Phase::AwaitingDecision => {
                        assert!(m.can_leave);
                        assert_eq!(*p.score(), m.after_mover);
                    }
                    Phase::AwaitingPlay => {
                        assert!(!m.can_leave);
                        assert_eq!(*p.score(), m.score);
                        add(&mut acct, &m.hold);
                        accounted = m.score;
                    }
                    Phase::Over => {
                        let w = p.winner().unwrap();
                        assert!(p.score().side(w).holes >= TROUS_TO_WIN);
                        if w != mover {
                            add(&mut acct, &m.hold);
                            accounted = m.score;
                        }
                        if w == mover {
                            assert_eq!(
                                *p.score(),
                                m.after_mover,
                                "the game stops at the mover's 12th trou"
                            );
                        }
                    }
                    Phase::AwaitingRoll => {
                        panic!("a roll awaits a play, a decision, or ends the game")
                    }
                }
            }
            Phase::AwaitingDecision => {
                let m = p.rolled().unwrap().marking;
                let mover = m.mover;
                let d = match policy {
                    LeavePolicy::Hold => Decision::Hold,
                    LeavePolicy::Leave => Decision::Leave,
                    LeavePolicy::Random => {
                        if rng.below(2) == 0 {
                            Decision::Hold
                        } else {
                            Decision::Leave
                        }
                    }
                };
                p.decide(d).unwrap();
                let o = if d == Decision::Leave {
                    m.leave.unwrap()
                } else {
                    m.hold
                };
                add(&mut acct, &o);
                accounted = o.score;
                if d == Decision::Leave {
                    leaves += 1;
                    // 000 CHRONOLOGIE 5b: relevé, all points démarqués, the leaver rolls again.
                    assert_eq!(*p.position().board(), Board::start(Variant::Trictrac));
                    assert_eq!(p.turn(), mover);
                    assert_eq!(p.phase(), Phase::AwaitingRoll);
                    assert_eq!(p.score().white.points, 0);
                    assert_eq!(p.score().black.points, 0);
                    assert_eq!(
                        p.score().side(mover).holes,
                        m.before.side(mover).holes + m.hold.side(mover).holes as u8
                    );
                    assert_eq!(
                        p.score().side(mover.opponent()).holes,
                        m.before.side(mover.opponent()).holes
                    );
                } else {
                    assert_eq!(*p.score(), m.score);
                }
            }
            Phase::AwaitingPlay => {
                let mover = p.turn();
                let plays = p.rolled().unwrap().analysis.plays.clone();
                let play = if plays.is_empty() {
                    Play::empty()
                } else {
                    plays[rng.below(plays.len() as u64) as usize]
                };
                let score = *p.score();
                let offs = play.moves().iter().filter(|m| m.to == Dest::Off).count();
                let last_out = offs > 0 && offs == p.position().board().on_board(mover) as usize;
                p.play(play).unwrap();
                assert_eq!(*p.score(), score, "playing marks nothing");
                if last_out {
                    sorties += 1;
                    // 000 SORTIE: relevé, the marks kept, the same side rolls again.
                    assert_eq!(*p.position().board(), Board::start(Variant::Trictrac));
                    assert_eq!(p.turn(), mover);
                } else {
                    assert_eq!(p.turn(), mover.opponent());
                }
            }
        }
    }
    assert!(p.is_over(), "seed {seed}: not over after 20000 steps");
    for s in Side::BOTH {
        let [marked, jeux, cleared, abandoned] = acct[s.index()];
        assert_eq!(
            marked,
            12 * jeux + accounted.side(s).points as u64 + cleared + abandoned,
            "seed {seed} {policy:?} {s}: every point accounted for"
        );
    }
    (p, leaves, sorties)
}

// 000 partie ordinaire / RULINGS 12: the first to twelve trous wins.
#[test]
fn random_games_end_at_twelve_trous() {
    let (mut leaves, mut sorties) = (0, 0);
    for seed in 1..=6 {
        for policy in [LeavePolicy::Hold, LeavePolicy::Leave, LeavePolicy::Random] {
            let (p, l, s) = checked_game(seed, policy);
            leaves += l;
            sorties += s;
            let w = p.winner().unwrap();
            assert!(p.score().side(w).holes >= TROUS_TO_WIN);
            assert!(p.score().side(w.opponent()).holes < TROUS_TO_WIN);
            // Every trou on the fichet came from a roll.
            for s in Side::BOTH {
                let won: u32 = p.turns().iter().map(|t| t.holes.get(s)).sum();
                assert_eq!(
                    won,
                    p.score().side(s).holes as u32,
                    "seed {seed} {policy:?} {s}"
                );
            }
        }
    }
    assert!(leaves > 0, "the games exercised s'en aller");
    assert!(sorties > 0, "the games exercised the relevé after a sortie");
}

#[test]
fn random_game_driver_is_deterministic() {
    let a = random_game(7, LeavePolicy::Random, 50_000).unwrap();
    let b = random_game(7, LeavePolicy::Random, 50_000).unwrap();
    assert_eq!(a.turns(), b.turns());
    assert!(a.is_over());
}

// A game may start from any position; a position with dice is a roll just thrown.
#[test]
fn from_a_position_with_dice_the_roll_is_marked() {
    let pos = Position::start(Variant::Trictrac).with_dice(Some(dice(2, 1)));
    let p = Partie::from_position(pos).unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    assert_eq!(p.turns().len(), 1);
}

#[test]
fn xorshift_dice_cover_the_36_throws() {
    let mut rng = Rng::new(42);
    let mut seen = [[0u32; 6]; 6];
    for _ in 0..36_000 {
        let d = rng.dice().unwrap();
        seen[d.first() as usize - 1][d.second() as usize - 1] += 1;
    }
    for row in seen {
        for n in row {
            assert!((800..1200).contains(&n), "{seen:?}");
        }
    }
}

// 000 CHRONOLOGIE, Note: "la chronologie s'interrompt dès qu'un joueur a gagné … le nombre de
// trous qui lui font gagner la partie". White at 11 trous and 10 points beats a black dame à vrai
// in his petit jan (the 2-1 reaches B4 from B1 by both dice together: 4 points, 000 BATTRE UNE
// DAME): the twelfth trou, the game is over before any play or decision. Rebuilt position.
#[test]
fn the_twelfth_trou_ends_the_game_at_once() {
    let pos = tablier::notation::json::position_from_str(
        r#"{"white":{"B1":15},"black":{"N1":14,"B4":1},"turn":"white","dice":[2,1],
            "score":{"white":{"points":10,"holes":11,"bredouille":false},"black":{"points":3,"holes":7,"bredouille":true}}}"#,
    )
    .unwrap();
    let mut p = Partie::from_position(pos).unwrap();
    assert_eq!(
        p.rolled().unwrap().analysis.points.white,
        4,
        "precondition: the battre-dame"
    );
    assert!(p.is_over());
    assert_eq!(p.winner(), Some(Side::White));
    assert_eq!(p.score().white.holes, 12);
    assert_eq!(p.score().black.points, 0, "démarqué by the trou");
    assert_eq!(p.turns()[0].holes.white, 1);
    assert_eq!(p.play(Play::empty()).unwrap_err().code(), "bad-request");
    assert_eq!(p.decide(Decision::Hold).unwrap_err().code(), "bad-request");
    assert_eq!(p.roll(dice(1, 1)).unwrap_err().code(), "bad-request");
    // One trou short: the same roll completes the eleventh, and the mover may leave.
    let pos = tablier::notation::json::position_from_str(
        r#"{"white":{"B1":15},"black":{"N1":14,"B4":1},"turn":"white","dice":[2,1],
            "score":{"white":{"points":10,"holes":10,"bredouille":false},"black":{"points":3,"holes":7,"bredouille":true}}}"#,
    )
    .unwrap();
    let mut p = Partie::from_position(pos).unwrap();
    assert_eq!(p.phase(), Phase::AwaitingDecision);
    p.decide(Decision::Hold).unwrap();
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    assert_eq!(p.score().white.points, 2, "the reste, held");
    p.undo().unwrap();
    p.decide(Decision::Leave).unwrap();
    assert_eq!(p.score().white.points, 0, "the reste abandoned");
    assert_eq!(p.score().white.holes, 11);
    assert_eq!(p.turn(), Side::White, "the side that left rolls again");
    assert_eq!(*p.position().board(), Board::start(Variant::Trictrac));
    assert_eq!(
        p.position().coups(),
        Some(tablier::Coups::default()),
        "a relevé: the coups count again"
    );
}

#[test]
fn accessors_follow_the_phase() {
    let mut p = Partie::new(Variant::Trictrac);
    assert!(p.plays().is_empty());
    assert!(!p.can_leave());
    p.roll(dice(5, 2)).unwrap();
    assert_eq!(p.plays(), p.rolled().unwrap().analysis.plays.as_slice());
    assert!(!p.plays().is_empty());
    p.play(p.plays()[0]).unwrap();
    assert!(p.plays().is_empty());
}
