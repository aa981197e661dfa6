//! Training of the learned evaluation by self-play, TD(λ) as TD-Gammon was trained: the
//! maître plays both sides with the network being trained, and after every roll the
//! network's estimate of the position before it is moved towards its estimate of the next
//! (and at the end, towards the tour's outcome). Run natively by `scripts/train.sh`; never in
//! the engine's play, nor in CI (docs/strength.md, "Training").

use super::learned::{decision_chances, features, ranking, traced, WIDTH};
use super::net::{softsign_slope, squash, Net, Trace};
use crate::error::Error;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::rng::Rng;
use crate::rules;
use crate::side::Side;
use crate::variant::Variant;

/// The settings of a training run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Games of self-play, in all.
    pub games: u64,
    /// Games already played: a run resumed from its checkpoint after `start` games plays games
    /// `start` to `games`. Between games the network is the whole state of a run (each game's
    /// eligibility trace starts at zero), so a run stopped at a checkpoint and resumed from it
    /// gives the same weights, byte for byte, as a run never stopped.
    pub start: u64,
    /// The dice of game `g` (counted from 0) come from `Rng::new(seed + g)`.
    pub seed: u64,
    /// Learning rate (of game 0, when `alpha_end` is set).
    pub alpha: f32,
    /// The learning rate of the last game, falling in a straight line from `alpha` over the
    /// games of the run (`alpha_at`); `None`: `alpha` throughout. The rate of game `g` depends
    /// only on `g` and the run's settings, so a resumed run keeps its bytes.
    pub alpha_end: Option<f32>,
    /// The hidden layer's learning rate as a multiple of the direct path's. The hidden units
    /// start silent (their output weights at zero), so at the direct path's rate they stay
    /// nearly silent: after 6 000 games at α 0.003 the committed network's output weights of
    /// its hidden units were all under 0.05, against 1.85 for the trous on the direct path.
    pub hidden_rate: f32,
    /// TD's λ: how far back each correction reaches.
    pub lambda: f32,
}

impl TrainConfig {
    /// The learning rate of game `g` (counted from 0).
    pub fn alpha_at(&self, g: u64) -> f32 {
        match self.alpha_end {
            Some(end) if self.games > 1 => {
                let t = g.min(self.games - 1) as f64 / (self.games - 1) as f64;
                (self.alpha as f64 + (end as f64 - self.alpha as f64) * t) as f32
            }
            _ => self.alpha,
        }
    }
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            games: 1000,
            start: 0,
            seed: 1,
            alpha: 0.01,
            alpha_end: None,
            hidden_rate: 1.0,
            lambda: 0.7,
        }
    }
}

/// A network-shaped buffer of zeros (an eligibility trace).
fn zeros_like(n: &Net) -> Net {
    Net {
        inputs: n.inputs,
        hidden: n.hidden,
        w1: vec![0.0; n.w1.len()],
        b1: vec![0.0; n.b1.len()],
        w2: vec![0.0; n.w2.len()],
        skip: vec![0.0; n.skip.len()],
        b2: 0.0,
    }
}

/// `e = λ e + scale × ∇p(x)`, `p` the network's output for `x` as traced in `t`.
fn accumulate(e: &mut Net, net: &Net, x: &[f32], t: &Trace, lambda: f32, scale: f32) {
    let dz = scale * 0.5 * softsign_slope(t.z);
    for v in
        e.w1.iter_mut()
            .chain(e.b1.iter_mut())
            .chain(e.w2.iter_mut())
            .chain(e.skip.iter_mut())
    {
        *v *= lambda;
    }
    e.b2 = e.b2 * lambda + dz;
    for (i, &xi) in x.iter().enumerate().take(net.inputs) {
        if xi != 0.0 {
            if let Some(s) = e.skip.get_mut(i) {
                *s += dz * xi;
            }
        }
    }
    for h in 0..net.hidden {
        let a = t.hidden.get(h).copied().unwrap_or(0.0);
        if let Some(g) = e.w2.get_mut(h) {
            *g += dz * a;
        }
        let back = dz
            * net.w2.get(h).copied().unwrap_or(0.0)
            * softsign_slope(t.sums.get(h).copied().unwrap_or(0.0));
        if back == 0.0 {
            continue;
        }
        if let Some(g) = e.b1.get_mut(h) {
            *g += back;
        }
        for (i, &xi) in x.iter().enumerate().take(net.inputs) {
            if xi != 0.0 {
                if let Some(g) = e.w1.get_mut(h * net.inputs + i) {
                    *g += back * xi;
                }
            }
        }
    }
}

/// `net += step × e`, the hidden layer's weights by `hidden × step`.
fn step(net: &mut Net, e: &Net, step: f32, hidden: f32) {
    let deep = step * hidden;
    let pairs = net
        .w1
        .iter_mut()
        .zip(&e.w1)
        .chain(net.b1.iter_mut().zip(&e.b1))
        .chain(net.w2.iter_mut().zip(&e.w2));
    for (w, g) in pairs {
        *w += deep * g;
    }
    for (w, g) in net.skip.iter_mut().zip(&e.skip) {
        *w += step * g;
    }
    net.b2 += step * e.b2;
}

/// Trains `net` by games `cfg.start` to `cfg.games` of self-play; `progress(games, net)` after
/// each game, with the games played in all.
pub fn train(
    net: &mut Net,
    cfg: &TrainConfig,
    mut progress: impl FnMut(u64, &Net),
) -> Result<(), Error> {
    for g in cfg.start..cfg.games {
        self_play(net, cfg, cfg.seed.wrapping_add(g), cfg.alpha_at(g))?;
        progress(g + 1, net);
    }
    Ok(())
}

/// One game of self-play, learning as it goes.
fn self_play(net: &mut Net, cfg: &TrainConfig, seed: u64, alpha: f32) -> Result<(), Error> {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    let mut e = zeros_like(net);
    let mut trace = Trace::default();
    // White's chances before the last roll.
    let mut prev: Option<f32> = None;
    for _ in 0..20_000 {
        match p.phase() {
            Phase::Over => {
                let won = (p.winner() == Some(Side::White)) as u8 as f32;
                if let Some(v) = prev {
                    step(net, &e, alpha * (won - v), cfg.hidden_rate);
                }
                return Ok(());
            }
            Phase::AwaitingRoll => {
                let pos = p.position();
                let x = features(pos)?;
                let v = traced(net, &x, &mut trace);
                let white = pos.turn() == Side::White;
                let vw = if white { v } else { 1.0 - v };
                if let Some(pv) = prev {
                    step(net, &e, alpha * (vw - pv), cfg.hidden_rate);
                    // The trace of the position again, under the corrected weights.
                    traced(net, &x, &mut trace);
                }
                let sign = if white { 1.0 } else { -1.0 };
                accumulate(&mut e, net, &x, &trace, cfg.lambda, sign);
                let now = squash(trace.z);
                prev = Some(if white { now } else { 1.0 - now });
                p.roll(rng.dice()?)?;
            }
            Phase::AwaitingDecision => {
                let d = match p.rolled() {
                    Some(r) => match decision_chances(p.position(), &r.marking, net)? {
                        (hold, leave) if leave > hold => Decision::Leave,
                        _ => Decision::Hold,
                    },
                    None => Decision::Hold,
                };
                p.decide(d)?;
            }
            Phase::AwaitingPlay => {
                let plays = rules::legal_plays(p.position())?;
                let play = match plays.len() {
                    0 => Play::empty(),
                    1 => plays.first().copied().unwrap_or_default(),
                    _ => ranking(p.position(), &plays, net, WIDTH)?
                        .first()
                        .and_then(|c| plays.get(c.index))
                        .copied()
                        .unwrap_or_default(),
                };
                p.play(play)?;
            }
        }
    }
    Err(Error::BadRequest(
        "a game of self-play did not end after 20 000 steps".into(),
    ))
}
