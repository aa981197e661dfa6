//! The learned evaluation (the maître level): the chances of winning the tour for the side
//! about to roll, from a small network trained by self-play (TD(λ), `ai::train`) over the
//! board, the score, and what the coming roll and the next one threaten (docs/strength.md).
//!
//! A position is judged as it waits for a roll: the points of the roll just played are
//! already marked (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP 4, before 7), so a play is worth what
//! the position it leaves is worth to the mover. Tenir / s'en aller compares the same values:
//! the best play's position with the score held, against the relevé with the score of leaving.

use super::eval::{structure, Weights};
use super::net::{Net, Trace};
use super::search::{self, Judged};
use crate::dice::Dice;
use crate::error::Error;
use crate::partie::releve;
use crate::play::Play;
use crate::position::{Position, Setup};
use crate::rules;
use crate::score::{mark, MarkResult};
use crate::side::Side;
use std::sync::OnceLock;

/// The committed weights, in 16 bits: `scripts/train.sh --sixteen` writes them from the `f32`
/// run kept in `benches/nets/` (docs/strength.md, "Sixteen bits").
static WEIGHTS: &[u8] = include_bytes!("maitre.net");

/// The committed network, read once.
pub(crate) fn committed() -> Result<&'static Net, Error> {
    // The refusal kept as its message (the network's reader refuses with `bad-request` only):
    // cloning a whole `Error` here brought its every variant's clone into the WebAssembly module.
    static NET: OnceLock<Result<Net, String>> = OnceLock::new();
    NET.get_or_init(|| {
        Net::from_bytes(WEIGHTS).map_err(|e| match e {
            Error::BadRequest(m) => m,
            other => other.to_string(),
        })
    })
    .as_ref()
    .map_err(|m| Error::BadRequest(m.clone()))
}

/// Dame counts per step, per side: four inputs a step (one or more, two or more, three or
/// more, and the dames past three, by fours).
const BOARD: usize = 2 * 24 * 4;
/// Where each group of inputs starts.
const OFF: usize = BOARD;
const SCORE: usize = OFF + 2;
const COUPS: usize = SCORE + 12;
const OUTLOOK: usize = COUPS + 2;
const THREAT: usize = OUTLOOK + 4;
const STRUCTURE: usize = THREAT + 2;
/// Number of inputs of the network.
pub const INPUTS: usize = STRUCTURE + 12;

/// How many of the amateur's best plays the network judges in training, in the marqué-aware
/// player and in the look two rolls deep (the maître until 5 December played so too: the
/// player `maître-6` of `scripts/match.sh`).
pub(crate) const WIDTH: usize = 6;

/// How many plays the maître judges with its network when it plays: every one, as its hints
/// rank them. It won 56.8% ± 2.0 of 2,000 duplicate tours against the maître judging the
/// amateur's six (docs/strength.md), for 0.44 ms a move natively against 0.32 (median).
pub(crate) const PLAY_WIDTH: usize = usize::MAX;

/// The expected points and trous of each side over the 21 rolls of `pos`'s coming roll
/// (roller first), the trous as `score::mark` marks them, the roller holding.
fn outlook(pos: &Position) -> Result<[f32; 4], Error> {
    let roller = pos.turn();
    let mut sums = [0u32; 4];
    for dice in Dice::all_rolls() {
        let a = rules::analyse(&pos.with_dice(Some(dice)))?;
        let m = mark(*pos.score(), roller, a.points);
        let c = dice.chances() as u32;
        sums[0] += c * a.points.get(roller);
        sums[1] += c * a.points.get(roller.opponent());
        sums[2] += c * m.holes.get(roller);
        sums[3] += c * m.holes.get(roller.opponent());
    }
    Ok(sums.map(|s| s as f32 / 36.0))
}

/// The inputs of the network for `pos` (without dice), from the side about to roll.
pub(crate) fn features(pos: &Position) -> Result<Vec<f32>, Error> {
    let mut x = vec![0.0f32; INPUTS];
    let roller = pos.turn();
    let game = pos.variant();
    let mut put = |i: usize, v: f32| {
        if let Some(s) = x.get_mut(i) {
            *s = v;
        }
    };
    for (k, side) in [roller, roller.opponent()].into_iter().enumerate() {
        let v = pos.board().view(game, side);
        for (s, &n) in v.own.iter().enumerate() {
            let at = (k * 24 + s) * 4;
            put(at, (n >= 1) as u8 as f32);
            put(at + 1, (n >= 2) as u8 as f32);
            put(at + 2, (n >= 3) as u8 as f32);
            put(at + 3, n.saturating_sub(3) as f32 / 4.0);
        }
        put(OFF + k, pos.board().borne_off(side) as f32 / 15.0);
        let sc = pos.score().side(side);
        let at = SCORE + 6 * k;
        put(at, sc.points as f32 / 12.0);
        put(at + 1, sc.holes as f32 / 12.0);
        put(at + 2, sc.in_bredouille() as u8 as f32);
        put(at + 3, (sc.holes >= 11) as u8 as f32);
        put(at + 4, (sc.holes >= 10) as u8 as f32);
        put(at + 5, (sc.holes >= 8) as u8 as f32);
        let coups = pos.coups().map_or(4, |c| c.get(side).min(4));
        put(COUPS + k, coups as f32 / 4.0);
        let st = structure(&v);
        let at = STRUCTURE + 6 * k;
        put(at, st.coin as f32);
        put(at + 1, st.grand_jan_cases as f32 / 5.0);
        put(at + 2, st.petit_jan_cases as f32 / 5.0);
        put(at + 3, st.retour_cases as f32 / 6.0);
        put(at + 4, st.decouvertes as f32 / 5.0);
        put(at + 5, st.developed as f32 / 15.0);
    }
    let o = outlook(pos)?;
    put(OUTLOOK, o[0] / 8.0);
    put(OUTLOOK + 1, o[1] / 8.0);
    put(OUTLOOK + 2, o[2]);
    put(OUTLOOK + 3, o[3]);
    // The other side's own roll after this one, as if the roller's dames stood still (what the
    // fort adds to the amateur): the jans it threatens and those it risks giving.
    let other = Position::from_setup(Setup {
        turn: roller.opponent(),
        dice: None,
        ..pos.setup().clone()
    })?;
    let t = outlook(&other)?;
    put(THREAT, t[0] / 8.0);
    put(THREAT + 1, t[1] / 8.0);
    Ok(x)
}

/// A network that plays as the fort would, before any training: its direct path weighs the
/// coming roll's points, the following roll's and the positional terms of `Weights::DEFAULT`
/// in the fort's proportions, and the trous already won; its hidden units start silent. What
/// `scripts/train.sh` starts from.
pub fn initial_net(hidden: usize, seed: u64) -> Net {
    let mut n = Net::new(INPUTS, hidden, seed);
    // One point of expectation moves the output's sum by C.
    const C: f32 = 0.02;
    let w = Weights::DEFAULT;
    let mut set = |i: usize, v: f32| {
        if let Some(s) = n.skip.get_mut(i) {
            *s = v;
        }
    };
    set(OUTLOOK, 8.0 * C);
    set(OUTLOOK + 1, -8.0 * C);
    set(THREAT, -8.0 * C);
    set(THREAT + 1, 8.0 * C);
    let terms = [
        w.coin as f32,
        5.0 * w.grand_jan_case as f32,
        5.0 * w.petit_jan_case as f32,
        6.0 * w.retour_case as f32,
        5.0 * w.decouverte as f32,
        15.0 * w.developed as f32,
    ];
    for (j, t) in terms.iter().enumerate() {
        set(STRUCTURE + j, C * t / 36.0);
        set(STRUCTURE + 6 + j, -C * t / 36.0);
    }
    // Trous already won: a start towards the tour's outcome, for the learning to correct.
    set(SCORE + 1, 2.0);
    set(SCORE + 7, -2.0);
    n
}

/// The chances of winning the tour (0 to 1) for the side about to roll in `pos` (no dice).
pub(crate) fn win_chance(net: &Net, pos: &Position) -> Result<f32, Error> {
    Ok(net.value(&features(pos)?))
}

/// The mover's chances of winning once his play leaves `after`: the opponent's chances
/// turned round, or his own when he rolls again (after his sortie, 000 SORTIE).
pub(crate) fn chance_after(net: &Net, after: &Position, mover: Side) -> Result<f32, Error> {
    let p = win_chance(net, after)?;
    Ok(if after.turn() == mover { p } else { 1.0 - p })
}

/// One play judged by the network: its index among the legal plays, the mover's chances of
/// winning the tour after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Chance {
    pub index: usize,
    pub chance: f32,
}

/// Sorts plays best first; ties keep the rules' order.
pub(crate) fn best_first(v: &mut [Chance]) {
    crate::sort::sort_by(v, |a, b| {
        b.chance
            .partial_cmp(&a.chance)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.index.cmp(&b.index))
    });
}

/// The maître's plays of `pos` (with dice), best first: the `width` best of the amateur's,
/// each judged by the network on the position it leaves. `plays` are `rules::legal_plays(pos)`.
pub(crate) fn ranking(
    pos: &Position,
    plays: &[Play],
    net: &Net,
    width: usize,
) -> Result<Vec<Chance>, Error> {
    let mut judged: Vec<Judged> = search::greedy_ranking(pos, plays, &Weights::DEFAULT)?;
    search::best_first(&mut judged);
    judged.truncate(width.max(1));
    let mut out = Vec::with_capacity(judged.len());
    for j in &judged {
        out.push(Chance {
            index: j.index,
            chance: chance_after(net, &j.after, pos.turn())?,
        });
    }
    best_first(&mut out);
    Ok(out)
}

/// Every legal play of `pos` judged by the network, best first (the hints: no play left out).
pub(crate) fn every_play(pos: &Position, plays: &[Play], net: &Net) -> Result<Vec<Chance>, Error> {
    let mut out = Vec::with_capacity(plays.len());
    for (index, play) in plays.iter().enumerate() {
        let after = search::apply(pos, play)?;
        out.push(Chance {
            index,
            chance: chance_after(net, &after, pos.turn())?,
        });
    }
    best_first(&mut out);
    Ok(out)
}

/// (holding, leaving): the mover's chances of winning the tour either way, for the roll
/// marked as `marking` in `pos` (`Partie::position()` while the decision is awaited).
pub(crate) fn decision_chances(
    pos: &Position,
    marking: &MarkResult,
    net: &Net,
) -> Result<(f32, f32), Error> {
    let me = marking.mover;
    let held = pos.with_score(marking.score)?;
    let plays = rules::legal_plays(&held)?;
    let hold = if plays.is_empty() {
        chance_after(net, &search::apply(&held, &Play::empty())?, me)?
    } else {
        ranking(&held, &plays, net, WIDTH)?
            .first()
            .map_or(0.0, |c| c.chance)
    };
    let leave = match marking.leave {
        Some(out) => win_chance(net, &releve(pos.variant(), me, out.score)?)?,
        None => 0.0,
    };
    Ok((hold, leave))
}

/// The network's trace and value for `pos`, for the training's gradient.
pub(crate) fn traced(net: &Net, x: &[f32], trace: &mut Trace) -> f32 {
    super::net::squash(net.forward(x, trace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{choose_play, choose_play_with, Level};
    use crate::partie::{Decision, Partie, Phase};
    use crate::rng::Rng;
    use crate::variant::Variant;

    /// The 32-unit run in `f32`, the training's state (docs/strength.md, "Sixteen bits"):
    /// compiled into this test only, never into the library.
    static F32: &[u8] = include_bytes!("../../benches/nets/speaking-32-13000.net");

    /// The positions awaiting a roll of `games` seeded games of the amateur against itself.
    fn positions(games: u64) -> Vec<Position> {
        let mut out = Vec::new();
        for seed in 1..=games {
            let mut p = Partie::new(Variant::Trictrac);
            p.set_keep_undo(false);
            let mut rng = Rng::new(9_000_000 + seed);
            for _ in 0..2_000 {
                match p.phase() {
                    Phase::Over => break,
                    Phase::AwaitingRoll => {
                        out.push(p.position().clone());
                        p.roll(rng.dice().unwrap()).unwrap();
                    }
                    Phase::AwaitingDecision => p.decide(Decision::Hold).unwrap(),
                    Phase::AwaitingPlay => {
                        let play = choose_play(p.position(), Level::Amateur).unwrap();
                        p.play(play).unwrap();
                    }
                }
            }
        }
        out
    }

    /// The committed maître is the `f32` run written in 16 bits, byte for byte (what
    /// `scripts/train.sh --sixteen` writes): the training's file reproduces it.
    #[test]
    fn the_committed_maitre_is_the_f32_run_in_sixteen_bits() {
        let f32s = Net::from_bytes(F32).unwrap();
        assert_eq!(f32s.to_bytes_16(), WEIGHTS);
        assert_eq!(committed().unwrap().hidden, 32);
    }

    /// In 16 bits the network's chances of the tour stay within 0.001 of the `f32`'s at every
    /// position of 20 games (4 322; the worst measured 0.00014), and the maître's play is the
    /// same at nearly all (all 433 of those tried).
    #[test]
    fn sixteen_bits_keep_the_win_chances() {
        let f32s = Net::from_bytes(F32).unwrap();
        let sixteen = committed().unwrap();
        let all = positions(20);
        assert!(all.len() > 2_000, "{} positions", all.len());
        let mut worst = 0.0f32;
        for pos in &all {
            let x = features(pos).unwrap();
            worst = worst.max((f32s.value(&x) - sixteen.value(&x)).abs());
        }
        assert!(worst <= 0.001, "16 bits move a chance by {worst}");
        // The play of each position with a roll: a tie broken the other way may differ.
        let mut rng = Rng::new(5);
        let mut differ = 0;
        let sample: Vec<&Position> = all.iter().step_by(10).collect();
        for pos in &sample {
            let rolled = pos.with_dice(Some(rng.dice().unwrap()));
            let a = choose_play_with(&rolled, &f32s).unwrap();
            let b = choose_play_with(&rolled, sixteen).unwrap();
            differ += (a != b) as usize;
        }
        eprintln!(
            "16 bits: worst chance off by {worst:.6} over {} positions; {differ} of {} plays differ",
            all.len(),
            sample.len()
        );
        assert!(
            differ * 50 <= sample.len(),
            "{differ} of {} plays differ",
            sample.len()
        );
    }
}
