//! A seat that sends whatever steps it likes (docs/limits.md, "Panics audited"): at every message
//! of seeded games of each kind, tours marked by hand included, the next sender composes, on a
//! copy of its own, messages of arbitrary steps — plays of any flèches, tenir or s'en aller at any
//! moment, marks of any numbers (`u32::MAX` trous, jetons past 11), any right with any choice.
//! Nothing may panic; a refused message leaves the copy as it was; a message composed is one
//! every other copy takes in, to the same game.

use crate::hand_support::play_hand_tour;
use crate::support::{play_game, secret};
use tablier::correspondence::{Action, Exchange, Message};
use tablier::ecole::{Droit, JetonChoice, SideMarked};
use tablier::partie::{Decision, Exercised};
use tablier::{Dest, Fleche, Move, Play, Rng, Side};

const EDGE: [u32; 9] = [0, 1, 2, 5, 6, 11, 12, 255, u32::MAX];

fn edge(rng: &mut Rng) -> u32 {
    EDGE[rng.index(EDGE.len())]
}

fn play(rng: &mut Rng) -> Play {
    let moves: Vec<Move> = (0..rng.index(5))
        .filter_map(|_| {
            let from = Fleche::new(rng.below(24) as u8)?;
            let to = match rng.below(25) {
                24 => Dest::Off,
                k => Dest::To(Fleche::new(k as u8)?),
            };
            Some(Move::new(from, to))
        })
        .collect();
    Play::from_moves(&moves).unwrap_or_default()
}

fn marks(rng: &mut Rng) -> SideMarked {
    let mut m = SideMarked::default();
    let small = |rng: &mut Rng| u8::try_from(edge(rng)).unwrap_or(u8::MAX);
    if rng.below(2) == 0 {
        m.jeton = Some(small(rng));
    } else {
        m.points = Some(edge(rng));
    }
    m.holes = edge(rng);
    if rng.below(4) == 0 {
        m.jeton2 = Some(small(rng));
    }
    m.released = rng.below(2) == 0;
    m.leave = rng.below(3) == 0;
    m.won = rng.below(6) == 0;
    m.touched = rng.below(2) == 0;
    m.done = rng.below(2) == 0;
    m.rolled = rng.below(3) == 0;
    if rng.below(3) == 0 {
        m.play = Some(play(rng));
    }
    m
}

fn action(rng: &mut Rng) -> Action {
    match rng.below(5) {
        0 => Action::Decide(if rng.below(2) == 0 {
            Decision::Hold
        } else {
            Decision::Leave
        }),
        1 => Action::Play(play(rng)),
        2 => Action::Mark(marks(rng)),
        _ => Action::Droit(Exercised {
            droit: Droit::ALL[rng.index(Droit::ALL.len())],
            by: Side::White,
            jeton: match rng.below(3) {
                0 => None,
                1 => Some(JetonChoice::First),
                _ => Some(JetonChoice::Second),
            },
            play: (rng.below(2) == 0).then(|| play(rng)),
        }),
    }
}

/// Replays `texts` into a fresh copy; before each message, `tries` arbitrary messages of its
/// sender on copies of it.
fn hostile(texts: &[String], seed: u64, tries: usize, rng: &mut Rng) -> (usize, usize) {
    let (mut taken, mut refused) = (0, 0);
    let mut copy = Exchange::open(&texts[0]).expect("opens");
    for t in &texts[1..] {
        let seat = copy.next_sender();
        let secret = secret(seed, seat as u8);
        // Half the tries start from the genuine steps, one changed or one added, so that the
        // arbitrary one comes where the game awaits a step (marks after a legal play, a right in
        // a rights message).
        let genuine = Message::from_text(t)
            .and_then(|m| m.actions())
            .expect("readable");
        for k in 0..tries {
            let steps: Vec<Action> = if k % 2 == 0 {
                (0..1 + rng.index(4)).map(|_| action(rng)).collect()
            } else {
                let mut g = genuine.clone();
                let at = rng.index(g.len() + 1);
                if at < g.len() && rng.below(2) == 0 {
                    g[at] = action(rng);
                } else {
                    g.insert(at, action(rng));
                }
                g
            };
            let mut mine = copy.clone();
            match mine.compose(&secret, &steps) {
                Ok(text) => {
                    taken += 1;
                    let mut other = copy.clone();
                    other
                        .receive(&text)
                        .unwrap_or_else(|e| panic!("{steps:?} composed, refused by another: {e}"));
                    assert_eq!(other.to_record(), mine.to_record());
                    assert_eq!(
                        other.table().to_record(),
                        mine.table().to_record(),
                        "{steps:?}: two copies, two games"
                    );
                }
                Err(_) => {
                    refused += 1;
                    assert_eq!(mine.to_record(), copy.to_record(), "{steps:?}");
                    assert_eq!(
                        mine.table().to_record(),
                        copy.table().to_record(),
                        "{steps:?} refused changed the game"
                    );
                }
            }
        }
        copy.receive(t).expect("the genuine message is taken after");
    }
    (taken, refused)
}

#[test]
fn a_sender_of_arbitrary_steps_breaks_nothing() {
    let mut rng = Rng::new(7);
    let (mut taken, mut refused) = (0, 0);
    for kind in 0..6 {
        let seed = 40 + kind as u64;
        let g = play_game(kind, seed, 120);
        let (t, r) = hostile(&g.texts, seed, tries(3), &mut rng);
        taken += t;
        refused += r;
    }
    for seed in [3u64, 4] {
        let g = play_hand_tour(seed, 160);
        let (t, r) = hostile(&g.texts, seed, tries(4), &mut rng);
        taken += t;
        refused += r;
    }
    // The steps reached past the first refusal now and then: some arbitrary messages are legal.
    eprintln!("correspondence hostile: taken {taken}, refused {refused}");
    assert!(
        taken > 20 && refused > 500,
        "taken {taken}, refused {refused}"
    );
}

/// Tries per message: `n`, or `TABLIER_FUZZ_CORRESPONDENCE` for a longer run.
fn tries(n: usize) -> usize {
    std::env::var("TABLIER_FUZZ_CORRESPONDENCE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(n)
}
