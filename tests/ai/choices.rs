//! What the computer chooses, and how well: it leaves no dame to be beaten when it can help it
//! (000 BATTRE), decides tenir / s'en aller from the game each side has (000 CHRONOLOGIE 5 and
//! 5b; RULINGS 11), beats the random player at Trictrac and at Jacquet (003 STRATÉGIE), plays the
//! same game from the same seed, and trains reproducibly. Every random test is seeded (xorshift)
//! so a failure can be replayed.

use crate::common::{play, pos};
use crate::support::jacquet_manche;
use tablier::ai::{choose_decision, choose_play, decision_for, play_game, Level, Player};
use tablier::jacquet::JacquetOptions;
use tablier::notation::json::position_from_str;
use tablier::partie::{Decision, Partie, Phase};
use tablier::score::mark;
use tablier::Rng;
use tablier::{rules, Play, Position, Side, Variant};

/// Black's points, over the 36 throws, on his roll after White plays `pl` in `p`.
fn black_gains(p: &Position, pl: &Play) -> u32 {
    let after = rules::apply_play(p, pl).unwrap();
    tablier::Dice::all_rolls()
        .map(|d| {
            let a = rules::analyse(&after.with_dice(Some(d))).unwrap();
            a.points.black * d.chances() as u32
        })
        .sum()
}

// 000 BATTRE: a dame découverte is beaten par puissance. Here most of White's 2-1 plays leave a
// dame that Black's dames on N8 and N9 beat on some roll; the players choose a play that gives
// Black nothing, and the expert makes the case in the grand jan (B5-B7 B6-B7).
#[test]
fn greedy_does_not_leave_a_dame_to_be_beaten() {
    let p = pos(
        r#"{"B1":13,"B5":1,"B6":1}"#,
        r#"{"N1":11,"N8":2,"N9":2}"#,
        "white",
        [2, 1],
    );
    let plays = rules::legal_plays(&p).unwrap();
    let exposed = plays.iter().filter(|pl| black_gains(&p, pl) > 0).count();
    assert!(exposed * 2 > plays.len(), "most plays give Black something");
    for level in [Level::Amateur, Level::Fort] {
        let chosen = choose_play(&p, level).unwrap();
        assert_eq!(black_gains(&p, &chosen), 0, "{level:?} played {chosen}");
    }
    assert_eq!(choose_play(&p, Level::Fort).unwrap(), play("B5-B7 B6-B7"));
}

fn with_score(json: &str) -> Position {
    position_from_str(json).unwrap()
}

/// The decision for the mover of `p` (with dice), his roll marked into the score.
fn decide(p: &Position, level: Level) -> (bool, Decision) {
    let a = rules::analyse(p).unwrap();
    let m = mark(*p.score(), p.turn(), a.points);
    let shown = p.with_score(m.after_mover).unwrap();
    (m.can_leave, choose_decision(&shown, &m, level))
}

// 000 CHRONOLOGIE 5: with his grand jan full (it will keep scoring), the mover holds.
#[test]
fn holds_with_a_good_game() {
    let p = with_score(
        r#"{"game":"trictrac","white":{"B1":3,"B7":2,"B8":2,"B9":2,"B10":2,"B11":2,"B12":2},
           "black":{"N1":13,"N2":2},"turn":"white","dice":[2,1],
           "score":{"white":{"points":10,"holes":0,"bredouille":true},"black":{"points":0,"holes":0,"bredouille":true}}}"#,
    );
    assert_eq!(decide(&p, Level::Amateur), (true, Decision::Hold));
}

// 000 CHRONOLOGIE 5b: the opponent's grand jan is full and the mover's dames lie découvertes
// before it: he takes the trou and leaves, to start again from the talons.
#[test]
fn leaves_with_a_bad_game() {
    let p = with_score(
        r#"{"game":"trictrac","white":{"B1":11,"B3":1,"B4":1,"B5":1,"B6":1},
           "black":{"N1":2,"N7":2,"N8":2,"N9":2,"N10":2,"N11":2,"N12":2,"B8":1},"turn":"white","dice":[2,1],
           "score":{"white":{"points":10,"holes":0,"bredouille":true},"black":{"points":0,"holes":0,"bredouille":true}}}"#,
    );
    assert_eq!(decide(&p, Level::Amateur), (true, Decision::Leave));
    assert_eq!(decide(&p, Level::Fort), (true, Decision::Leave));
    // The random player never leaves.
    assert_eq!(decide(&p, Level::Debutant), (true, Decision::Hold));
}

// RULINGS 11: no trou of one's own roll, no leaving.
#[test]
fn no_trou_no_leaving() {
    let p = with_score(
        r#"{"game":"trictrac","white":{"B1":11,"B3":1,"B4":1,"B5":1,"B6":1},
           "black":{"N1":2,"N7":2,"N8":2,"N9":2,"N10":2,"N11":2,"N12":2,"B8":1},"turn":"white","dice":[2,1]}"#,
    );
    assert_eq!(decide(&p, Level::Amateur), (false, Decision::Hold));
}

#[test]
fn decision_for_answers_only_when_a_decision_is_awaited() {
    let mut p = Partie::new(Variant::Trictrac);
    assert_eq!(decision_for(&p, Level::Amateur), None);
    // Drive a seeded greedy game until a decision is asked for.
    let mut rng = Rng::new(7);
    let mut asked = 0;
    for _ in 0..2000 {
        match p.phase() {
            Phase::Over => break,
            Phase::AwaitingRoll => {
                p.roll(rng.dice().unwrap()).unwrap();
            }
            Phase::AwaitingDecision => {
                asked += 1;
                let d = decision_for(&p, Level::Amateur).expect("a decision is awaited");
                p.decide(d).unwrap();
            }
            Phase::AwaitingPlay => {
                assert_eq!(decision_for(&p, Level::Amateur), None);
                p.play(choose_play(p.position(), Level::Amateur).unwrap())
                    .unwrap();
            }
        }
    }
    assert!(asked > 0, "a whole game offers at least one decision");
}

/// Plays each seed twice, `a` taking White once and Black once, with the same dice; returns
/// (games won by a, games won by b, trous of a, trous of b).
fn match_up(a: Player, b: Player, seeds: std::ops::RangeInclusive<u64>) -> (u32, u32, u32, u32) {
    let (mut wa, mut wb, mut ta, mut tb) = (0, 0, 0, 0);
    for seed in seeds {
        for a_white in [true, false] {
            let (w, bl) = if a_white { (a, b) } else { (b, a) };
            let g = play_game(w, bl, seed, 20_000).unwrap();
            let a_side = if a_white { Side::White } else { Side::Black };
            if g.winner() == Some(a_side) {
                wa += 1;
            } else {
                wb += 1;
            }
            ta += g.score().side(a_side).holes as u32;
            tb += g.score().side(a_side.opponent()).holes as u32;
        }
    }
    (wa, wb, ta, tb)
}

// The greedy player beats the random one: 20 seeded games to twelve trous (each seed twice,
// colours swapped). Were they equal, 18 wins or more out of 20 would have odds of 2e-4.
// (`cargo bench --bench ai -- 50 greedy random` plays the longer match.)
#[test]
fn greedy_beats_random() {
    let (wa, wb, ta, tb) = match_up(
        Player::new(Level::Amateur),
        Player::new(Level::Debutant),
        1..=10,
    );
    eprintln!("greedy vs random: games {wa}–{wb}, trous {ta}–{tb}");
    assert!(wa >= 18, "greedy won only {wa} of {}", wa + wb);
    assert!(ta > 3 * tb);
}

#[test]
fn games_are_deterministic() {
    let g = |seed| {
        play_game(
            Player::new(Level::Amateur),
            Player::new(Level::Debutant),
            seed,
            20_000,
        )
        .unwrap()
        .turns()
        .to_vec()
    };
    assert_eq!(g(5), g(5));
    assert_ne!(g(5), g(6));
}

// The expert (two rolls deep) against the greedy player: too slow for a debug test run; run
// with `cargo test --release --test ai -- --ignored`. Figures in docs/rules/ai.md.
#[test]
#[ignore]
fn expert_beats_greedy() {
    let (wa, wb, ta, tb) = match_up(
        Player::new(Level::Fort),
        Player::new(Level::Amateur),
        1..=50,
    );
    eprintln!("expert vs greedy: games {wa}–{wb}, trous {ta}–{tb}");
    assert!(wa > wb);
}

// 003 STRATÉGIE ("formez un bouchon en occupant une succession de flèches"): the race player
// beats the random one. 100 seeded manches (each seed twice, colours swapped); were they equal,
// 62 wins or more would have odds near 1%.
#[test]
fn jacquet_race_player_beats_random() {
    let opts = JacquetOptions::default();
    let mut wins = 0;
    for seed in 1..=50u64 {
        for greedy in [Side::White, Side::Black] {
            let winner = jacquet_manche(
                seed,
                &opts,
                |p| (p.turn() == greedy).then(|| choose_play(p, Level::Amateur).unwrap()),
                |_| {},
            );
            wins += (winner == greedy) as u32;
        }
    }
    eprintln!("jacquet greedy vs random: {wins} of 100 manches");
    assert!(wins >= 62, "greedy won only {wins} of 100");
}

/// Training is reproducible (docs/strength.md, "Training"): the same seed and settings give the
/// same weights, byte for byte, and another seed other weights; what `scripts/train.sh` commits
/// can be made again.
#[test]
fn training_is_reproducible() {
    use tablier::ai::{initial_net, train, TrainConfig};
    let run = |seed: u64| {
        let cfg = TrainConfig {
            games: 2,
            seed,
            ..TrainConfig::default()
        };
        let mut net = initial_net(8, seed);
        train(&mut net, &cfg, |_, _| {}).unwrap();
        net.to_bytes()
    };
    let a = run(11);
    assert_eq!(a, run(11));
    assert_ne!(a, run(12));
    assert_ne!(
        a,
        initial_net(8, 11).to_bytes(),
        "two games moved the weights"
    );
}

/// A network whose hidden units speak from the start (`scripts/train.sh --init-hidden S`,
/// docs/strength.md): their output weights drawn from a seed, within the scale asked, not zero;
/// the same options train to the same bytes, another draw to other bytes, and the hidden
/// layer's input weights learn from the first game (a silent unit passes them no gradient).
#[test]
fn a_speaking_hidden_layer_trains_reproducibly() {
    use tablier::ai::{initial_net, train, TrainConfig};
    let start = |draw: u64| initial_net(8, 5).speaking(draw, 0.1);
    let drawn = start(3);
    assert!(drawn.w2.iter().all(|w| w.abs() <= 0.1));
    assert!(drawn.w2.iter().filter(|w| **w != 0.0).count() == 8);
    assert_eq!(
        drawn.w1,
        initial_net(8, 5).w1,
        "only the output weights are drawn"
    );
    assert_eq!(drawn.skip, initial_net(8, 5).skip);
    assert_ne!(drawn.w2, start(4).w2);
    let run = |draw: u64| {
        let cfg = TrainConfig {
            games: 2,
            seed: 5,
            hidden_rate: 10.0,
            ..TrainConfig::default()
        };
        let mut net = start(draw);
        train(&mut net, &cfg, |_, _| {}).unwrap();
        net
    };
    let a = run(3);
    assert_eq!(a.to_bytes(), run(3).to_bytes());
    assert_ne!(a.to_bytes(), run(4).to_bytes());
    let moved = a.w1.iter().zip(&drawn.w1).filter(|(x, y)| x != y).count();
    assert!(
        moved > a.w1.len() / 10,
        "{moved} input weights of the hidden layer moved"
    );
}

/// A run stopped at a checkpoint and resumed from its bytes gives the weights of the run never
/// stopped, byte for byte (docs/strength.md, "Resuming"): `scripts/train.sh --resume` continues
/// a long training across sessions.
#[test]
fn training_resumed_from_a_checkpoint_gives_the_same_bytes() {
    use tablier::ai::{initial_net, train, Net, TrainConfig};
    let cfg = TrainConfig {
        games: 3,
        seed: 21,
        ..TrainConfig::default()
    };
    let mut whole = initial_net(8, 21);
    train(&mut whole, &cfg, |_, _| {}).unwrap();

    let mut first = initial_net(8, 21);
    let mut seen = Vec::new();
    train(&mut first, &TrainConfig { games: 1, ..cfg }, |g, _| {
        seen.push(g)
    })
    .unwrap();
    assert_eq!(seen, [1]);
    let mut resumed = Net::from_bytes(&first.to_bytes()).unwrap();
    train(&mut resumed, &TrainConfig { start: 1, ..cfg }, |g, _| {
        seen.push(g)
    })
    .unwrap();
    assert_eq!(
        seen,
        [1, 2, 3],
        "the resumed run counts on from the checkpoint"
    );
    assert_eq!(resumed.to_bytes(), whole.to_bytes());
    // Resuming as if from the start (game 0's dice again) is another run.
    let mut wrong = Net::from_bytes(&first.to_bytes()).unwrap();
    train(&mut wrong, &TrainConfig { games: 2, ..cfg }, |_, _| {}).unwrap();
    assert_ne!(wrong.to_bytes(), whole.to_bytes());
}

/// A run's learning rate falls in a straight line from `alpha` at its first game to
/// `alpha_end` at its last (docs/strength.md, "Schedules"), as a function of the game alone,
/// so that a run resumed from a checkpoint (`start`) goes on with the rates of the run never
/// stopped.
#[test]
fn the_learning_rate_falls_over_the_run() {
    use tablier::ai::TrainConfig;
    let cfg = TrainConfig {
        games: 11,
        alpha: 0.01,
        alpha_end: Some(0.001),
        ..TrainConfig::default()
    };
    assert_eq!(cfg.alpha_at(0), 0.01);
    assert_eq!(cfg.alpha_at(10), 0.001);
    assert!((cfg.alpha_at(5) - 0.0055).abs() < 1e-7);
    assert!((1..11).all(|g| cfg.alpha_at(g) < cfg.alpha_at(g - 1)));
    let resumed = TrainConfig { start: 5, ..cfg };
    assert!((0..11).all(|g| resumed.alpha_at(g) == cfg.alpha_at(g)));
    let constant = TrainConfig {
        alpha_end: None,
        ..cfg
    };
    assert!((0..11).all(|g| constant.alpha_at(g) == 0.01));
}

/// The hidden layer's rate is its own (`hidden_rate`): at zero, self-play moves the direct path
/// and leaves the hidden units as they were; at one, it moves them too.
#[test]
fn the_hidden_rate_moves_only_the_hidden_layer() {
    use tablier::ai::{initial_net, train, TrainConfig};
    let mut start = initial_net(4, 31);
    // Units that speak, so that their weights have a gradient.
    start.w2 = vec![0.3, -0.2, 0.1, 0.25];
    let run = |hidden_rate: f32| {
        let mut net = start.clone();
        let cfg = TrainConfig {
            games: 1,
            seed: 31,
            hidden_rate,
            ..TrainConfig::default()
        };
        train(&mut net, &cfg, |_, _| {}).unwrap();
        net
    };
    let frozen = run(0.0);
    assert_eq!(
        (&frozen.w1, &frozen.b1, &frozen.w2),
        (&start.w1, &start.b1, &start.w2)
    );
    assert_ne!(frozen.skip, start.skip);
    let moving = run(1.0);
    assert_ne!(moving.w1, start.w1);
    assert_ne!(moving.w2, start.w2);
}

/// A trained network given more hidden units (`Net::with_hidden`, what `scripts/train.sh
/// --from FILE --hidden H` starts from) computes what it did: its units are kept, the new
/// ones drawn but silent.
#[test]
fn a_wider_network_computes_what_the_narrower_did() {
    use tablier::ai::committed_net;
    let n = committed_net().unwrap();
    let wide = n.with_hidden(48, 9);
    assert_eq!(
        (wide.hidden, wide.w1.len(), wide.w2.len()),
        (48, 48 * n.inputs, 48)
    );
    assert_eq!(&wide.w1[..n.w1.len()], &n.w1[..]);
    assert!(wide.w1[n.w1.len()..].iter().any(|&w| w != 0.0));
    assert!(wide.w2[n.hidden..].iter().all(|&w| w == 0.0));
    let x: Vec<f32> = (0..n.inputs).map(|i| ((i * 7) % 5) as f32 / 4.0).collect();
    assert_eq!(wide.value(&x), n.value(&x));
    let back = tablier::ai::Net::from_bytes(&wide.to_bytes()).unwrap();
    assert_eq!(back, wide);
}
