//! Two simulated players at a distance: each keeps his own copy of the exchange and his own
//! secret, chooses his steps at random from the game his next message will show him, and the
//! messages pass between them as text.

use tablier::correspondence::{Action, Awaits, Exchange, JacquetTerms, SeatSecret, Table, Terms};
use tablier::jacquet::JacquetOptions;
use tablier::notation::ecrire::AgreementJson;
use tablier::partie::{Decision, Partie, Phase};
use tablier::record::RecordGame;
use tablier::{Play, Rng, Side};

/// The chain each simulated seat makes: long enough for the longest random game here.
pub const CHAIN: u32 = 1500;

/// A seat's secret from a seed (a real one comes from `crypto.getRandomValues`).
pub fn secret(seed: u64, seat: u8) -> SeatSecret {
    let mut rng = Rng::new(seed ^ (u64::from(seat) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut bytes = [0u8; 32];
    for b in bytes.iter_mut() {
        *b = rng.below(256) as u8;
    }
    SeatSecret::new(bytes, CHAIN).expect("a chain of 1500 links")
}

/// The three kinds of game, by number.
pub fn terms(kind: usize, seed: u64) -> Terms {
    let inviter = if seed % 2 == 0 {
        Side::White
    } else {
        Side::Black
    };
    match kind {
        0 => Terms::tour(inviter),
        1 => Terms {
            game: RecordGame::Jacquet,
            options: None,
            jacquet: Some(JacquetTerms {
                options: JacquetOptions::main_rules(),
                target: 2,
            }),
            agreement: None,
            inviter: Some(inviter),
            names: vec!["Anne".into(), "Bruno".into()],
            hand_marks: false,
        },
        _ => Terms {
            game: RecordGame::Ecrire,
            options: None,
            jacquet: None,
            agreement: Some(AgreementJson {
                formation: ["tete-a-tete", "chouette", "a-tourner", "equipes"][kind - 2].into(),
                convention: "base".into(),
                marques: if kind == 4 { 3 } else { 1 },
                jetons_de_queue: 2,
                cinq: "fiche".into(),
                queue_generale: 0,
            }),
            inviter: None,
            names: Vec::new(),
            hand_marks: false,
        },
    }
}

/// One player: his copy, his secret, his own random choices.
pub struct Player {
    pub copy: Exchange,
    pub secret: SeatSecret,
    pub rng: Rng,
}

fn tour_step(p: &Partie, rng: &mut Rng) -> Action {
    match p.phase() {
        Phase::AwaitingDecision => Action::Decide(if rng.below(2) == 0 {
            Decision::Hold
        } else {
            Decision::Leave
        }),
        _ => {
            let plays = p.plays();
            Action::Play(
                plays
                    .get(rng.below(plays.len() as u64) as usize)
                    .copied()
                    .unwrap_or_default(),
            )
        }
    }
}

/// The steps a seat takes in its next message: random legal ones, until the game awaits
/// another seat, a throw, or nothing.
pub fn choose(table: &Table, seat: usize, inviter: Side, rng: &mut Rng) -> Vec<Action> {
    let mut t = table.clone();
    let mut out = Vec::new();
    while let Awaits::Side(side) = t.awaits() {
        if t.seat_of(side, inviter).expect("a seat") != seat {
            break;
        }
        let a = match &t {
            Table::Tour(p) => tour_step(p, rng),
            Table::Ecrire {
                partie: Some(e), ..
            } => tour_step(e.marque().expect("a marqué"), rng),
            Table::Jacquet(p) => {
                let plays = p.legal_plays().expect("a roll to play");
                Action::Play(
                    plays
                        .get(rng.below(plays.len() as u64) as usize)
                        .copied()
                        .unwrap_or(Play::default()),
                )
            }
            Table::Ecrire { partie: None, .. } => unreachable!("no step before the lot"),
        };
        t.act(a.clone()).expect("a legal step");
        out.push(a);
    }
    out
}

/// A whole game between the seats: every message, the invitation first, as sent.
pub struct Game {
    pub players: Vec<Player>,
    pub texts: Vec<String>,
}

/// Plays a whole seeded game of `kind` (0 tour, 1 Jacquet, 2 partie à écrire en tête à tête,
/// 3 à la chouette, 4 à tourner, 5 in teams), each message passed as text to every other seat;
/// stops after `max` messages.
pub fn play_game(kind: usize, seed: u64, max: usize) -> Game {
    let terms = terms(kind, seed);
    let n = terms.seats();
    let secrets: Vec<SeatSecret> = (0..n as u8).map(|s| secret(seed, s)).collect();
    let (copy0, invitation) = Exchange::invite(&terms, &secrets[0]).expect("an invitation");
    let mut players: Vec<Player> = secrets
        .into_iter()
        .enumerate()
        .map(|(s, secret)| Player {
            copy: if s == 0 {
                copy0.clone()
            } else {
                Exchange::open(&invitation).expect("opens")
            },
            secret,
            rng: Rng::new(seed.wrapping_add(s as u64 + 1)),
        })
        .collect();
    let mut texts = vec![invitation];
    let inviter = terms.inviter_side();
    // After the end each seat sends once more, no step: the link that checks its last tag.
    let mut closing = 0;
    while texts.len() < max {
        if players[0].copy.table().awaits() == Awaits::Over {
            if closing == n {
                break;
            }
            closing += 1;
        }
        let seat = players[0].copy.next_sender();
        let me = &mut players[seat];
        let table = me.copy.peek(&me.secret).expect("peeks");
        let steps = choose(&table, seat, inviter, &mut me.rng);
        let text = me.copy.compose(&me.secret, &steps).expect("composes");
        for (s, other) in players.iter_mut().enumerate() {
            if s != seat {
                other
                    .copy
                    .receive(&text)
                    .expect("every other seat takes it in");
            }
        }
        texts.push(text);
    }
    Game { players, texts }
}
