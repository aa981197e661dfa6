//! Trains the maître's evaluation by self-play (TD(λ), `tablier::ai::train`) and writes its
//! weights. `scripts/train.sh` runs it; `cargo test --all-targets` runs one short game of it
//! and writes nothing.
//!
//! `cargo bench --bench train -- [--games N] [--seed S] [--hidden H] [--alpha A]
//! [--alpha-end A1] [--hidden-rate K] [--lambda L] [--from FILE] [--resume FILE [--start G]]
//! [--out FILE] [--every K] [--keep DIR] [--init-hidden S [--init-scale W]]`: `--init-hidden`
//! draws the hidden units' output weights from seed S, uniform in ±W (0.1), where they
//! otherwise start at zero, silent; `--alpha-end` makes the rate fall in a straight line
//! from A at game 0 to A1 at the last; `--hidden-rate` trains the hidden layer K times faster
//! than the direct path. Starts from `--from` (else from `ai::initial_net`, the fort's weights on
//! the direct path; a `--from` network of another size than `--hidden` keeps its direct path),
//! saves to `--out` every K games and at the end (and, with `--keep`, each checkpoint as
//! DIR/<games>.net). Each save of `--out` also writes `--out`.state: the games played and the
//! run's settings. `--resume FILE` goes on from that checkpoint (FILE and FILE.state; or, for a
//! file without its state, such as a kept DIR/<games>.net, `--start G`, the games it holds):
//! the same settings are required, and the weights at the end are the bytes an uninterrupted
//! run gives (docs/strength.md, "Resuming").
//!
//! `cargo bench --bench train -- --sixteen IN OUT` trains nothing: it writes IN's network (an
//! `f32` checkpoint) as OUT in 16 bits (`Net::to_bytes_16`), the form the maître is committed in;
//! the same IN gives the same bytes.

use std::time::Instant;
use tablier::ai::Net;
use tablier::ai::{train, TrainConfig};

fn arg<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    let i = args.iter().rposition(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

/// A checkpoint's state: the games played, and the settings they were played with (the
/// schedule's only when it has one, so that a state written before schedules still reads).
fn state(cfg: &TrainConfig, games: u64, hidden: usize) -> String {
    let mut s = format!(
        "games {games}\nseed {}\nalpha {}\nlambda {}\nhidden {hidden}\n",
        cfg.seed, cfg.alpha, cfg.lambda
    );
    if let Some(end) = cfg.alpha_end {
        s += &format!("alpha_end {end}\nrun_games {}\n", cfg.games);
    }
    if cfg.hidden_rate != 1.0 {
        s += &format!("hidden_rate {}\n", cfg.hidden_rate);
    }
    s
}

/// The value of `key` in a state written by `state`.
fn field<T: std::str::FromStr>(text: &str, key: &str) -> Option<T> {
    text.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(' '))
        .and_then(|v| v.trim().parse().ok())
}

/// Writes `bytes` to `path` through a temporary file, so that a run stopped while saving
/// leaves the previous checkpoint whole.
fn write(path: &str, bytes: &[u8]) {
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, bytes).expect("writing a checkpoint");
    std::fs::rename(&tmp, path).expect("moving a checkpoint into place");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let benching = args.iter().any(|a| a == "--bench");
    if let Some(i) = args.iter().position(|a| a == "--sixteen") {
        let (Some(from), Some(to)) = (args.get(i + 1), args.get(i + 2)) else {
            panic!("--sixteen IN OUT: the f32 network to read, the 16-bit file to write");
        };
        let net = Net::from_bytes(&std::fs::read(from).expect("the network's file"))
            .expect("a network's weights");
        write(to, &net.to_bytes_16());
        println!(
            "train: {from} ({} hidden) written in 16 bits to {to}",
            net.hidden
        );
        return;
    }
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
    cfg.alpha_end = arg(&args, "--alpha-end");
    if let Some(k) = arg(&args, "--hidden-rate") {
        cfg.hidden_rate = k;
    }
    let hidden: usize = arg(&args, "--hidden").unwrap_or(24);
    let out: Option<String> = if benching { arg(&args, "--out") } else { None };
    let every: u64 = arg(&args, "--every").unwrap_or(100);
    // Every checkpoint kept as DIR/<games>.net, to match them against each other afterwards.
    let keep: Option<String> = if benching { arg(&args, "--keep") } else { None };
    let resume: Option<String> = arg(&args, "--resume");
    let from = resume.clone().or_else(|| arg(&args, "--from"));
    let mut net = match &from {
        Some(f) => Net::from_bytes(&std::fs::read(f).expect("the network's file"))
            .expect("a network's weights"),
        None => tablier::ai::initial_net(hidden, cfg.seed),
    };
    if resume.is_none() && net.hidden != hidden {
        // --from a network with --hidden another size: its direct path, more (or fewer) units.
        net = net.with_hidden(hidden, cfg.seed);
    }
    // --init-hidden S: the hidden units' output weights drawn from S, not zero, so that they
    // learn from the first game; a resumed run's weights are already in its checkpoint.
    if let (None, Some(s)) = (&resume, arg::<u64>(&args, "--init-hidden")) {
        let scale = arg(&args, "--init-scale").unwrap_or(0.1);
        net = net.speaking(s, scale);
    }
    if let Some(f) = &resume {
        let saved = std::fs::read_to_string(format!("{f}.state")).ok();
        cfg.start = match (&saved, arg::<u64>(&args, "--start")) {
            (_, Some(g)) => g,
            (Some(text), None) => field(text, "games").expect("the games of the checkpoint"),
            (None, None) => {
                panic!("{f}.state is missing: say how many games {f} holds with --start G")
            }
        };
        if let Some(text) = &saved {
            // Resuming with other settings would not give the run's bytes: refuse.
            let asked = state(&cfg, cfg.start, net.hidden);
            assert!(
                text.trim() == asked.trim() || arg::<u64>(&args, "--start").is_some(),
                "{f} was trained with\n{text}and this run asks for\n{asked}"
            );
        }
        assert!(
            cfg.start <= cfg.games,
            "{f} holds {} games, more than the {} asked",
            cfg.start,
            cfg.games
        );
        eprintln!("train: resuming {f} after {} games", cfg.start);
    }
    let started = Instant::now();
    let save = |net: &Net, games: u64| {
        if let Some(o) = &out {
            write(o, &net.to_bytes());
            write(
                &format!("{o}.state"),
                state(&cfg, games, net.hidden).as_bytes(),
            );
        }
    };
    save(&net, cfg.start);
    train(&mut net, &cfg, |g, net| {
        if g % every == 0 || g == cfg.games {
            save(net, g);
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
        cfg.games - cfg.start,
        cfg.seed,
        cfg.alpha,
        cfg.lambda,
        net.hidden,
        started.elapsed().as_secs_f64()
    );
}
