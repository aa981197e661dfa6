//! The Trictrac game object owns its game: seeded dice, the lot for the primauté, undo by replay,
//! the computer's choices and marks, the goal (tour or marqué) and the trous in order.

use tablier::ai::Level;
use tablier::partie::{
    Decision, First, Goal, LeavePolicy, Partie, PartieOptions, Phase, Turn, TROUS_OBLIGATION,
    TROUS_TO_WIN,
};
use tablier::score::{Score, SideScore};
use tablier::Rng;
use tablier::{Position, Side, Variant};

type State = (
    Position,
    Phase,
    Vec<Turn>,
    Option<Side>,
    Vec<[u8; 2]>,
    bool,
    u64,
);

fn state(p: &Partie) -> State {
    (
        p.position().clone(),
        p.phase(),
        p.turns().to_vec(),
        p.winner(),
        p.lot().to_vec(),
        p.awaiting_lot(),
        p.rng_state(),
    )
}

fn lot_game(seed: u64) -> Partie {
    Partie::with_options(PartieOptions::default(), seed)
}

/// One step of a game: the computer's when `level` is given, else a random one from `rng`.
fn step(p: &mut Partie, rng: &mut Rng) {
    match p.phase() {
        Phase::AwaitingRoll => p.roll_random().unwrap(),
        _ => p.step_random(rng, LeavePolicy::Random).unwrap(),
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let mut p = lot_game(seed);
        let mut rng = Rng::new(seed + 1);
        for _ in 0..300 {
            if p.is_over() {
                break;
            }
            step(&mut p, &mut rng);
        }
        state(&p)
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5).2, play(6).2);
}

// Undo replays the game from its start: every state met is met again, back to the start, and
// the dice drawn by an undone roll are drawn again.
#[test]
fn undo_walks_back_through_every_state() {
    for seed in 1..4 {
        let mut p = lot_game(seed);
        let mut rng = Rng::new(seed);
        // A random throw of the lot may be several steps (the ties): states by history length.
        let mut seen = vec![(p.history_len(), state(&p))];
        for _ in 0..120 {
            if p.is_over() {
                break;
            }
            step(&mut p, &mut rng);
            seen.push((p.history_len(), state(&p)));
        }
        // The history is the steps, not copies of the game.
        assert!(
            p.history_bytes() <= 64 * p.history_len().max(1),
            "{} bytes for {} steps",
            p.history_bytes(),
            p.history_len()
        );
        seen.pop();
        while p.history_len() > 0 {
            p.undo().unwrap();
            if seen.last().is_some_and(|(n, _)| *n == p.history_len()) {
                let (_, want) = seen.pop().unwrap();
                assert_eq!(state(&p), want, "seed {seed}");
            }
        }
        assert!(seen.is_empty());
        assert_eq!(p.undo().unwrap_err().code(), "bad-request");
    }
}

#[test]
fn an_undone_random_roll_throws_the_same_dice() {
    let mut p = Partie::with_options(
        PartieOptions {
            first: First::Side(Side::White),
            ..PartieOptions::default()
        },
        42,
    );
    p.roll_random().unwrap();
    let first = p.turns()[0].dice;
    p.undo().unwrap();
    assert!(p.turns().is_empty());
    p.roll_random().unwrap();
    assert_eq!(p.turns()[0].dice, first);
}

// 000 PARTIE À QUATRE JOUEURS ("ils lancent chacun un dé … ils doivent relancer les dés pour la
// primauté car ils étaient à égalité"); 000 JAN DE RENCONTRE ("une partie ne peut pas être
// commencée par un doublet"): the two dice of the lot are the first roll.
#[test]
fn the_primaute_is_drawn_by_lot_and_its_dice_are_the_first_roll() {
    let mut p = lot_game(1);
    assert!(p.awaiting_lot());
    assert_eq!(p.phase(), Phase::AwaitingRoll);
    assert_eq!(
        p.roll(tablier::Dice::new(6, 5).unwrap())
            .unwrap_err()
            .code(),
        "bad-request",
        "no roll before the primauté"
    );
    assert_eq!(p.throw_lot(4, 4).unwrap(), None, "equal dice: again");
    assert!(p.awaiting_lot());
    assert_eq!(
        p.throw_lot(7, 1).unwrap_err().code(),
        "bad-dice",
        "a die shows 1 to 6"
    );
    assert_eq!(p.throw_lot(2, 5).unwrap(), Some(Side::Black));
    assert!(!p.awaiting_lot());
    assert_eq!(p.lot(), &[[4, 4], [2, 5]]);
    assert_eq!(p.turns().len(), 1);
    assert_eq!(p.turns()[0].side, Side::Black);
    assert_eq!(p.turns()[0].dice.as_array(), [2, 5]);
    assert_eq!(p.phase(), Phase::AwaitingPlay);
    assert_eq!(p.turn(), Side::Black);
    assert_eq!(
        p.throw_lot(3, 1).unwrap_err().code(),
        "bad-request",
        "the lot is over"
    );
}

#[test]
fn a_game_by_lot_never_opens_with_a_doublet() {
    let mut starters = [0; 2];
    for seed in 0..200 {
        let mut p = lot_game(seed);
        p.roll_random().unwrap();
        let t = p.turns()[0];
        assert!(!t.dice.is_doublet(), "seed {seed}");
        let [w, b] = t.dice.as_array();
        assert_eq!(t.side, if w > b { Side::White } else { Side::Black });
        assert!(p.lot().iter().rev().skip(1).all(|[w, b]| w == b));
        starters[t.side.index()] += 1;
    }
    assert!(starters.iter().all(|&n| n > 60), "{starters:?}");
}

#[test]
fn a_given_side_starts_without_a_lot() {
    let p = Partie::new(Variant::Trictrac);
    assert!(!p.awaiting_lot());
    assert_eq!(p.turn(), Side::White);
    let p = Partie::with_options(
        PartieOptions {
            first: First::Side(Side::Black),
            goal: Goal::Tour,
            ..PartieOptions::default()
        },
        3,
    );
    assert!(!p.awaiting_lot());
    assert_eq!(p.turn(), Side::Black);
}

// 000 TROU D'OBLIGATION: "À partir de ce trou d'obligation, dès qu'un joueur s'en va, le
// marqué est obligatoirement terminé. En respectant cette règle, le nombre de trous qu'on peut
// marquer n'est pas limité."
#[test]
fn a_marque_ends_only_on_leaving_from_the_trou_d_obligation() {
    let options = PartieOptions {
        goal: Goal::Marque,
        first: First::Lot,
        ..PartieOptions::default()
    };
    let mut past_twelve = false;
    for seed in 0..12 {
        let mut p = Partie::with_options(options, seed);
        p.set_keep_undo(false);
        let mut rng = Rng::new(seed);
        let mut rolls = 0;
        while !p.is_over() && rolls < 3000 {
            let before = *p.score();
            let leaving = p.phase() == Phase::AwaitingDecision;
            if p.phase() == Phase::AwaitingRoll {
                rolls += 1;
            }
            // Hold until a side is past twelve trous, then leave at random.
            let policy = if before.white.holes.max(before.black.holes) <= TROUS_TO_WIN {
                LeavePolicy::Hold
            } else {
                LeavePolicy::Random
            };
            match p.phase() {
                Phase::AwaitingRoll => p.roll_random().unwrap(),
                _ => p.step_random(&mut rng, policy).unwrap(),
            }
            let s = *p.score();
            if s.white.holes.max(s.black.holes) > TROUS_TO_WIN {
                past_twelve = true;
            }
            if p.is_over() {
                assert!(leaving, "a marqué ends on a decision to leave");
                assert_eq!(p.turns().last().unwrap().decision, Some(Decision::Leave));
                assert!(s.white.holes.max(s.black.holes) >= TROUS_OBLIGATION);
                let end = p.marque_end().unwrap();
                assert_eq!(end.left, p.turns().last().unwrap().side);
                let want = match s.white.holes.cmp(&s.black.holes) {
                    std::cmp::Ordering::Greater => Some(Side::White),
                    std::cmp::Ordering::Less => Some(Side::Black),
                    std::cmp::Ordering::Equal => None,
                };
                assert_eq!(end.winner, want);
                assert_eq!(p.winner(), want);
            }
        }
        assert!(p.is_over(), "seed {seed}: the marqué did not end");
    }
    assert!(past_twelve, "a marqué goes on past twelve trous");
}

// 000 Refait: "À partir de six trous gagnés, si un joueur s'en va et que son adversaire se
// trouve avoir un nombre égal de trous … il y a refait, c'est-à-dire que le marqué est nul."
// Marqués where a side leaves only when level with the other from six trous up.
#[test]
fn leaving_level_with_the_other_side_is_a_refait() {
    let options = PartieOptions {
        goal: Goal::Marque,
        first: First::Lot,
        ..PartieOptions::default()
    };
    let mut refaits = 0;
    for seed in 0..40 {
        let mut p = Partie::with_options(options, seed);
        p.set_keep_undo(false);
        let mut rng = Rng::new(seed);
        let mut rolls = 0;
        while !p.is_over() && rolls < 2000 {
            match p.phase() {
                Phase::AwaitingRoll => {
                    rolls += 1;
                    p.roll_random().unwrap();
                }
                Phase::AwaitingDecision => {
                    let s = *p.score();
                    let level = s.white.holes == s.black.holes && s.white.holes >= 6;
                    p.decide(if level {
                        Decision::Leave
                    } else {
                        Decision::Hold
                    })
                    .unwrap();
                    assert_eq!(p.is_over(), level);
                }
                _ => p.step_random(&mut rng, LeavePolicy::Hold).unwrap(),
            }
        }
        if let Some(end) = p.marque_end() {
            assert_eq!(end.winner, None);
            assert_eq!(p.winner(), None);
            assert_eq!(p.score().white.holes, p.score().black.holes);
            refaits += 1;
        }
    }
    assert!(refaits > 0);
}

#[test]
fn the_trous_in_order_add_up_to_the_score() {
    for seed in 0..6 {
        let p = tablier::partie::random_game(seed, LeavePolicy::Random, 50_000).unwrap();
        let trous = p.trous();
        for side in Side::BOTH {
            let n: u32 = trous
                .iter()
                .filter(|t| t.side == side)
                .map(|t| 1 + t.double as u32)
                .sum();
            assert_eq!(n, u32::from(p.score().side(side).holes), "seed {seed}");
        }
        // In order: the rolls never go back.
        assert!(trous.windows(2).all(|w| w[0].turn <= w[1].turn));
    }
}

// 001 "De la grande bredouille": "gagner … douze trous sans interruption"; "son adversaire n'a
// pris aucun trou depuis lui". From eleven trous to none, White's next trou wins the tour: in
// grande bredouille unless Black took a trou first.
#[test]
fn a_tour_won_without_the_other_side_taking_a_trou_is_a_grande_bredouille() {
    let (mut grande, mut not) = (0, 0);
    for seed in 0..40 {
        let score = Score {
            white: SideScore {
                points: 0,
                holes: 11,
                bredouille: true,
            },
            black: SideScore::default(),
        };
        let start = tablier::partie::releve(Variant::Trictrac, Side::White, score).unwrap();
        let mut p = Partie::from_position(start).unwrap();
        let mut rng = Rng::new(seed);
        p.play_random(&mut rng, LeavePolicy::Hold, 10_000).unwrap();
        // Black, from none, wins only if White took no trou at all (his next one would win):
        // a grande bredouille en second.
        let want = match p.winner() {
            Some(Side::White) => p.score().black.holes == 0,
            _ => true,
        };
        assert_eq!(p.grande_bredouille(), want, "seed {seed}");
        if want {
            grande += 1;
        } else {
            not += 1;
        }
    }
    assert!(grande > 0 && not > 0, "{grande} {not}");
}

#[test]
fn the_computer_plays_and_decides_on_the_game() {
    let mut p = lot_game(9);
    let mut decisions = 0;
    while !p.is_over() {
        match p.phase() {
            Phase::AwaitingRoll => p.roll_random().unwrap(),
            Phase::AwaitingDecision => {
                let d = p.computer_decision(Level::Amateur).unwrap();
                p.decide(d).unwrap();
                decisions += 1;
            }
            Phase::AwaitingPlay => {
                let legal = p.plays().to_vec();
                let played = p.computer_play(Level::Debutant).unwrap();
                p.play(played).unwrap();
                assert!(legal.is_empty() && played.is_empty() || legal.contains(&played));
            }
            Phase::Over => {}
        }
    }
    assert!(decisions > 0);
    assert_eq!(
        p.computer_play(Level::Debutant).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!(
        p.computer_decision(Level::Debutant).unwrap_err().code(),
        "bad-request"
    );
}

// The "computer makes mistakes" mode: one seeded function on the game.
#[test]
fn the_computer_s_marks_follow_the_seed_and_the_history() {
    let mut p = lot_game(77);
    assert_eq!(
        p.computer_marks(0.5).unwrap_err().code(),
        "bad-request",
        "no roll yet"
    );
    let (mut wrong, mut rolls) = (0, 0);
    let mut slips = Vec::new();
    while !p.is_over() && rolls < 200 {
        if p.phase() == Phase::AwaitingRoll {
            p.roll_random().unwrap();
            rolls += 1;
            let m = p.computer_marks(0.5).unwrap();
            slips.push((m.due, m.claimed));
            assert_eq!(m, p.computer_marks(0.5).unwrap(), "the same every time");
            assert_eq!(m.side, p.turns().last().unwrap().side);
            assert_eq!(p.computer_marks(0.0).unwrap().claimed, m.due);
            // Marked right, the computer's marks are the école's due (000 ÉCOLE): its jeton,
            // its trous.
            let thrown = &p.rolled().unwrap().thrown;
            let due = tablier::ecole::check(thrown, &Default::default())
                .unwrap()
                .due;
            let right = p.computer_marks(0.0).unwrap().marked;
            assert_eq!(right.jeton, Some(due.get(m.side).jeton));
            assert_eq!(right.holes, due.get(m.side).holes);
            // It slips on points within the trou only: never a trou made or unmade.
            let always = p.computer_marks(1.0).unwrap();
            if due.get(m.side).holes > 0 {
                assert_eq!(
                    always.claimed, m.due,
                    "a roll that wins a trou is marked right"
                );
            } else {
                assert_eq!(always.marked.holes, 0, "no trou claimed: {always:?}");
                if always.claimed == m.due {
                    assert!(m.due + 4 + u32::from(due.get(m.side).jeton_before) >= 12);
                }
            }
            if m.claimed != m.due {
                wrong += 1;
                assert!(m.claimed.abs_diff(m.due) == 2 || m.claimed.abs_diff(m.due) == 4);
                assert_eq!(m.marked.holes, 0);
            }
            // Undo and throw again: the same roll, the same slip.
            if rolls % 7 == 0 {
                p.undo().unwrap();
                p.roll_random().unwrap();
                assert_eq!(p.computer_marks(0.5).unwrap(), m);
            }
        } else {
            let mut rng = Rng::new(rolls);
            p.step_random(&mut rng, LeavePolicy::Hold).unwrap();
        }
    }
    assert!(wrong > 10 && wrong < rolls - 10, "{wrong} of {rolls}");
    // The same seed gives the same slips; another seed, other slips.
    assert_eq!(slips_of(77, slips.len()), slips);
    let other = slips_of(78, slips.len());
    assert_eq!(other.len(), slips.len());
    assert_ne!(other, slips, "seed 78 slips as seed 77 does");
}

/// The marks the computer would give (due, claimed), at each of the first `n` rolls of the
/// seeded game `seed`, played on as the test above plays.
fn slips_of(seed: u64, n: usize) -> Vec<(u32, u32)> {
    let mut p = lot_game(seed);
    let mut out = Vec::new();
    let mut rolls = 0;
    while !p.is_over() && out.len() < n {
        if p.phase() == Phase::AwaitingRoll {
            p.roll_random().unwrap();
            rolls += 1;
            let m = p.computer_marks(0.5).unwrap();
            out.push((m.due, m.claimed));
            if rolls % 7 == 0 {
                p.undo().unwrap();
                p.roll_random().unwrap();
            }
        } else {
            p.step_random(&mut Rng::new(rolls), LeavePolicy::Hold)
                .unwrap();
        }
    }
    out
}
