//! Properties of Jacquet over random games from the start (003; the same properties as
//! Trictrac's where they apply): 15 dames kept, never onto an opponent's flèche, every listed play
//! accepted, any other play refused, plays distinct by board, the postillon and the variants kept.

use proptest::prelude::*;
use std::collections::HashSet;
use tablier::jacquet::has_bouchon;
use tablier::jacquet::TALON_ADVERSE;
use tablier::jacquet::{self, Bareme, BouchonRule, JacquetOptions, Manche};
use tablier::Rng;
use tablier::{Board, Dest, Dice, Error, Fleche, Move, Play, Position, Side, Variant};

const OPTIONS: [JacquetOptions; 4] = [
    JacquetOptions {
        bouchon: BouchonRule::Allowed,
        sortie_talon_adverse: false,
        bareme: Bareme::Simple,
    },
    JacquetOptions {
        bouchon: BouchonRule::Forbidden,
        sortie_talon_adverse: false,
        bareme: Bareme::Simple,
    },
    JacquetOptions {
        bouchon: BouchonRule::UntilLastFleche,
        sortie_talon_adverse: false,
        bareme: Bareme::Table,
    },
    JacquetOptions {
        bouchon: BouchonRule::Allowed,
        sortie_talon_adverse: true,
        bareme: Bareme::Table,
    },
];

fn step(f: Fleche, side: Side) -> u8 {
    f.step(Variant::Jacquet, side)
}

/// The board a play leaves if its moves are simply carried out, rules or not; `None` when a move
/// starts where the mover has no dame.
fn naive(board: &Board, side: Side, play: &Play) -> Option<Board> {
    board.moved(side, play).ok()
}

/// A play drawn at random over the mover's dames and the roll's numbers (mostly the right
/// numbers, sometimes any).
fn random_play(rng: &mut Rng, pos: &Position) -> Play {
    let side = pos.turn();
    let dice = pos.dice().unwrap();
    let mut b = *pos.board();
    let mut p = Play::empty();
    for _ in 0..rng.below(5) {
        let own: Vec<Fleche> = b.occupied(side).map(|(f, _)| f).collect();
        if own.is_empty() {
            break;
        }
        let from = own[rng.below(own.len() as u64) as usize];
        let die = match rng.below(3) {
            0 => dice.first(),
            1 => dice.second(),
            _ => rng.die(),
        };
        let to_step = step(from, side) + die;
        let to = if to_step >= 25 {
            Dest::Off
        } else {
            Dest::To(Fleche::from_step(Variant::Jacquet, side, to_step).unwrap())
        };
        let m = Move::new(from, to);
        p.push(m);
        b = naive(&b, side, &Play::from_moves(&[m]).unwrap()).unwrap();
    }
    p
}

fn check_turn(rng: &mut Rng, pos: &Position, o: &JacquetOptions) -> Vec<Play> {
    let side = pos.turn();
    let opp = side.opponent();
    let board = pos.board();
    let dice = pos.dice().unwrap();
    let plays = jacquet::legal_plays_with(pos, o).unwrap();
    let mut boards = HashSet::new();
    let len = plays.first().map(|p| p.len());
    let view = board.view(Variant::Jacquet, side);
    // Every listed play is checked in full when there are few, else a random sample of them
    // (each check recomputes the legal plays); the cheap properties hold for all.
    let sample: HashSet<usize> = if plays.len() <= 6 {
        (0..plays.len()).collect()
    } else {
        (0..6)
            .map(|_| rng.below(plays.len() as u64) as usize)
            .collect()
    };
    for (i, p) in plays.iter().enumerate() {
        // The same number of moves in every play, at most 4, 2 for a simple roll.
        assert_eq!(Some(p.len()), len);
        assert!(p.len() <= if dice.is_doublet() { 4 } else { 2 });
        // Never onto, nor pausing on, a flèche the opponent holds (003 OÙ S'ARRÊTER).
        for m in p.moves() {
            if let Dest::To(t) = m.to {
                assert_eq!(board.get(opp, t), 0, "{p} lands on {t}");
            } else if o.sortie_talon_adverse {
                assert_eq!(
                    view.opp_at(TALON_ADVERSE),
                    0,
                    "{p} bears off past the opponent's talon"
                );
            }
        }
        let b = naive(board, side, p).unwrap();
        if sample.contains(&i) {
            jacquet::check_play_with(pos, p, o)
                .unwrap_or_else(|e| panic!("{p} listed but refused: {e}"));
            let after = jacquet::apply_play_with(pos, p, o).unwrap();
            // A reachable position passes the position checks.
            Position::from_setup(after.setup().clone()).unwrap();
            assert_eq!(*after.board(), b);
        }
        assert!(boards.insert(b), "{p}: two plays leave the same board");
        // The 15 dames: none appears, the opponent's do not move, the mover's only go off.
        assert_eq!(b.on_board(opp), board.on_board(opp));
        for f in Fleche::all() {
            assert_eq!(b.get(opp, f), board.get(opp, f));
        }
        assert_eq!(b.on_board(side) + b.borne_off(side), 15);
        assert!(b.on_board(side) <= board.on_board(side));
        let own = b.view(Variant::Jacquet, side);
        // 003 LE POSTILLON: a second dame leaves the talon only once one has reached the last quadrant.
        if b.on_board(side) == 15 && own.own_at(1) <= 13 {
            assert!(
                (19..=24).any(|s| own.own_at(s) > 0),
                "{p}: postillon rule broken"
            );
        }
        let bouchon_banned = match o.bouchon {
            BouchonRule::Allowed => false,
            BouchonRule::Forbidden => true,
            BouchonRule::UntilLastFleche => own.own_at(24) == 0,
        };
        if bouchon_banned && !has_bouchon(&view.own) {
            assert!(!has_bouchon(&own.own), "{p} forms a forbidden bouchon");
        }
    }
    // Any other play is refused; an accepted one leaves a listed board.
    for _ in 0..4 {
        let p = random_play(rng, pos);
        let end = naive(board, side, &p);
        let listed = match end {
            Some(b) if plays.is_empty() => p.is_empty() && b == *board,
            Some(b) => Some(p.len()) == len && boards.contains(&b),
            None => false,
        };
        let checked = jacquet::check_play_with(pos, &p, o);
        if listed {
            // Same board, maybe another order: it may still break a rule on the way.
            if checked.is_ok() {
                assert!(jacquet::apply_play_with(pos, &p, o).is_ok());
            }
        } else {
            // Refused, naming the rule it breaks, and apply refuses it for the same rule.
            let Err(e) = checked else {
                panic!("{p} is not a listed play but was accepted")
            };
            assert!(matches!(e, Error::IllegalPlay { .. }), "{p}: {e:?}");
            assert_eq!(jacquet::apply_play_with(pos, &p, o).unwrap_err(), e);
        }
    }
    plays
}

/// Plays random turns of a manche from the start, checking every turn; returns the turns played.
fn random_game(seed: u64, o: JacquetOptions, max_turns: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut m = Manche::new(o);
    while m.first_throw(rng.die(), rng.die()).unwrap().is_none() {}
    let mut turns = 0;
    while turns < max_turns && m.result().is_none() {
        m.roll(Dice::new(rng.die(), rng.die()).unwrap()).unwrap();
        let plays = check_turn(&mut rng, m.position(), &o);
        let p = if plays.is_empty() {
            Play::empty()
        } else {
            plays[rng.below(plays.len() as u64) as usize]
        };
        m.play(&p).unwrap();
        turns += 1;
    }
    if let Some(r) = m.result() {
        assert_eq!(m.position().board().on_board(r.winner), 0);
        assert!(m.position().board().on_board(r.winner.opponent()) > 0);
    }
    turns
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 16,
        ..ProptestConfig::default()
    }))]

    #[test]
    fn random_games_keep_the_rules(seed in any::<u64>(), variant in 0usize..4) {
        random_game(seed, OPTIONS[variant], 400);
    }
}

#[test]
fn some_random_games_reach_their_end() {
    let mut ended = 0;
    for seed in 1..=6u64 {
        let turns = random_game(seed, OPTIONS[(seed % 4) as usize], 1000);
        if turns < 1000 {
            ended += 1;
        }
    }
    assert_eq!(ended, 6);
}
