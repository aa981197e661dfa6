//! Trains the maître's evaluation by self-play (TD(λ), `tablier::ai::train`) and writes its
//! weights. `scripts/train.sh` runs it; `cargo test --all-targets` runs one short game of it
//! and writes nothing.
//!
//! `cargo bench --bench train -- [--games N] [--seed S] [--hidden H] [--alpha A]
//! [--lambda L] [--from FILE] [--out FILE] [--every K] [--keep DIR]`: starts from `--from` (else from
//! `ai::initial_net`, the fort's weights on the direct path), saves to `--out` every K games
//! and at the end (and, with `--keep`, each checkpoint as DIR/<games>.net).

use std::time::Instant;
use tablier::ai::Net;
use tablier::ai::{train, TrainConfig};

fn arg<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    let i = args.iter().rposition(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let benching = args.iter().any(|a| a == "--bench");
    let mut cfg = TrainConfig {
        games: arg(&args, "--games").unwrap_or(if benching { 1000 } else { 1 }),
        seed: arg(&args, "--seed").unwrap_or(1),
        ..TrainConfig::default()
    };
    if let Some(a) = arg(&args, "--alpha") {
        cfg.alpha = a;
    }
    if let Some(l) = arg(&args, "--lambda") {
        cfg.lambda = l;
    }
    let hidden: usize = arg(&args, "--hidden").unwrap_or(24);
    let out: Option<String> = if benching { arg(&args, "--out") } else { None };
    let every: u64 = arg(&args, "--every").unwrap_or(100);
    // Every checkpoint kept as DIR/<games>.net, to match them against each other afterwards.
    let keep: Option<String> = if benching { arg(&args, "--keep") } else { None };
    let mut net = match arg::<String>(&args, "--from") {
        Some(f) => Net::from_bytes(&std::fs::read(&f).expect("the --from file"))
            .expect("a network's weights"),
        None => tablier::ai::initial_net(hidden, cfg.seed),
    };
    let started = Instant::now();
    let save = |net: &Net| {
        if let Some(o) = &out {
            std::fs::write(o, net.to_bytes()).expect("writing the weights");
        }
    };
    save(&net);
    train(&mut net, &cfg, |g, net| {
        if g % every == 0 || g == cfg.games {
            save(net);
            if let Some(dir) = &keep {
                std::fs::write(format!("{dir}/{g}.net"), net.to_bytes())
                    .expect("keeping a checkpoint");
            }
            eprintln!("train: {g} games, {:.0} s", started.elapsed().as_secs_f64());
        }
    })
    .expect("training");
    println!(
        "train: {} games (seed {}, alpha {}, lambda {}, {} hidden) in {:.1} s",
        cfg.games,
        cfg.seed,
        cfg.alpha,
        cfg.lambda,
        net.hidden,
        started.elapsed().as_secs_f64()
    );
}
