//! The computer opponent: a Trictrac player that always plays legally, at the levels of a
//! ladder (`Level`); the tenir / s'en aller decision; hints and the review of a game; and
//! deliberate mis-marking for the école mode. The heuristics and their reasons are in
//! docs/rules/ai.md, the strength of each level in docs/strength.md.
//!
//! The points of a roll are fixed before the dames move (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP 4,
//! then 7), so a play is judged by what its resulting position gives next: the points of the
//! opponent's coming roll for each side (battre à vrai and à faux, pleins, impuissance: all in
//! `rules::analyse`), and for the stronger levels the points of the mover's own following roll,
//! positional terms, and the learned evaluation of the score and the board.

mod decision;
mod deep;
mod eval;
mod fausse;
mod games;
mod learned;
mod level;
mod marque;
mod mistakes;
mod net;
mod race;
pub(crate) mod review;
mod search;
mod train;

pub use decision::{choose_decision, choose_decision_weighted, decision_at, decision_for};
pub use deep::Depth;
pub use eval::Weights;
pub use fausse::{fausse_option, fausse_values};
pub use games::{
    marque_decision, marque_decision_as_tour, marque_decision_as_tour_with, EcrirePlayer,
};
pub use learned::{initial_net, INPUTS};
pub use level::Level;
pub use marque::{marque_decision_paid, marque_play_paid, Stakes};
pub use mistakes::claimed_points;
pub use net::{Net, Trace};
pub use race::{choose_jacquet_play, choose_jacquet_play_weighted, RaceWeights};
pub use review::{
    decision_awaited, decision_chances, hints, hints_of_marque, hints_of_partie, review,
    review_marque, DecisionReview, DecisionValues, Hint, Hints, PlayReview, Review, ReviewedRoll,
    FLAG, FLAG_JETONS, UNIT, UNIT_JETONS,
};
pub use train::{train, TrainConfig};

use crate::error::Error;
use crate::jacquet::JacquetOptions;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules;
use crate::side::Side;
use crate::variant::Variant;

/// The computer's play for the position's roll: one of `rules::legal_plays(pos)`, or the empty
/// play when nothing can be played. Errors if the position has no dice, or the rules of its game
/// cannot list its plays.
///
/// ```
/// use tablier::ai::{choose_play, Level};
/// use tablier::notation::compact;
/// use tablier::rules;
///
/// let pos = compact::position_from_str("B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4")?;
/// let legal = rules::legal_plays(&pos)?;
/// for name in ["débutant", "amateur", "fort", "maître"] {
///     let level = Level::parse(name).unwrap();
///     let play = choose_play(&pos, level)?;
///     assert!(legal.contains(&play), "{name}");
///     // The same position, the same play.
///     assert_eq!(choose_play(&pos, level)?, play);
/// }
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn choose_play(pos: &Position, level: Level) -> Result<Play, Error> {
    choose_play_weighted(pos, level, &Weights::DEFAULT)
}

/// `choose_play` with other positional weights.
pub fn choose_play_weighted(pos: &Position, level: Level, w: &Weights) -> Result<Play, Error> {
    if pos.variant() == Variant::Jacquet {
        return choose_jacquet_play(pos, level, &JacquetOptions::default());
    }
    choose_among(pos, &rules::legal_plays(pos)?, level, w)
}

/// The computer's play among `plays`, the legal plays of `pos` under the rules its game agreed
/// (`Partie::plays`: the provinciale rule, say), not those of the default rules.
pub fn choose_play_among(pos: &Position, plays: &[Play], level: Level) -> Result<Play, Error> {
    choose_among(pos, plays, level, &Weights::DEFAULT)
}

fn choose_among(pos: &Position, plays: &[Play], level: Level, w: &Weights) -> Result<Play, Error> {
    if plays.is_empty() {
        return Ok(Play::empty());
    }
    if plays.len() == 1 || level == Level::Debutant {
        let i = (position_hash(pos) % plays.len() as u64) as usize;
        return Ok(plays.get(i).copied().unwrap_or_default());
    }
    let best = if level == Level::Maitre {
        learned::ranking(pos, plays, learned::committed()?, learned::PLAY_WIDTH)?
            .first()
            .map(|c| c.index)
    } else {
        search::ranking(pos, plays, w, level == Level::Fort)?
            .first()
            .map(|j| j.index)
    };
    Ok(best.and_then(|i| plays.get(i)).copied().unwrap_or_default())
}

/// The maître's play with another network than the committed one (a network being trained,
/// or one trained again to compare with it): one of `rules::legal_plays(pos)`.
pub fn choose_play_with(pos: &Position, net: &net::Net) -> Result<Play, Error> {
    choose_play_wide(pos, net, learned::PLAY_WIDTH)
}

/// `choose_play_with`, the network judging the amateur's `width` best plays rather than the
/// maître's six (`usize::MAX`: every legal play), to measure what a wider look gains.
pub fn choose_play_wide(pos: &Position, net: &net::Net, width: usize) -> Result<Play, Error> {
    let plays = rules::legal_plays(pos)?;
    if plays.len() <= 1 {
        return Ok(plays.first().copied().unwrap_or_default());
    }
    Ok(learned::ranking(pos, &plays, net, width)?
        .first()
        .and_then(|c| plays.get(c.index))
        .copied()
        .unwrap_or_default())
}

/// The committed network of the maître (`src/ai/maitre.net`), a copy: to start a training
/// from, or to look at another depth with (`choose_play_deep`).
pub fn committed_net() -> Result<Net, Error> {
    learned::committed().cloned()
}

/// The maître's play looking two rolls deep (`Depth`; not a level: measured no stronger than
/// the maître, docs/strength.md), with `net`: one of `rules::legal_plays(pos)`.
pub fn choose_play_deep(pos: &Position, net: &net::Net, depth: Depth) -> Result<Play, Error> {
    let plays = rules::legal_plays(pos)?;
    if plays.len() <= 1 {
        return Ok(plays.first().copied().unwrap_or_default());
    }
    Ok(deep::ranking(pos, &plays, net, depth)?
        .first()
        .and_then(|c| plays.get(c.index))
        .copied()
        .unwrap_or_default())
}

/// The maître's tenir / s'en aller with another network than the committed one.
pub fn choose_decision_with(
    pos: &Position,
    marking: &crate::score::MarkResult,
    net: &net::Net,
) -> Decision {
    if !marking.can_leave {
        return Decision::Hold;
    }
    match learned::decision_chances(pos, marking, net) {
        Ok((hold, leave)) if leave > hold => Decision::Leave,
        _ => Decision::Hold,
    }
}

/// A deterministic hash of a position (board, turn, dice, coups), for `Level::Debutant`.
pub(crate) fn position_hash(pos: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u64| {
        h ^= b;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for side in Side::BOTH {
        for (f, n) in pos.board().occupied(side) {
            eat(side.index() as u64 * 64 + f.index() as u64);
            eat(n as u64);
        }
    }
    eat(pos.turn().index() as u64);
    if let Some(d) = pos.dice() {
        eat(d.first() as u64 * 8 + d.second() as u64);
    }
    if let Some(c) = pos.coups() {
        eat(c.white as u64);
        eat(c.black as u64);
    }
    let mut r = Rng::new(h);
    r.next_u64()
}

/// One side's choices in `play_game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    /// The level it plays at.
    pub level: Level,
    /// Whether this side may leave (else it always holds).
    pub may_leave: bool,
    /// The positional weights of the hand-made levels.
    pub weights: Weights,
}

impl Player {
    /// A player of `level`, which may leave, with the default weights.
    pub fn new(level: Level) -> Player {
        Player {
            level,
            may_leave: true,
            weights: Weights::DEFAULT,
        }
    }

    /// This player's play for a position with its roll.
    pub fn play(&self, pos: &Position) -> Result<Play, Error> {
        choose_play_weighted(pos, self.level, &self.weights)
    }

    /// This player's tenir / s'en aller in a game awaiting one (`Hold` when it may not leave).
    pub fn decide(&self, partie: &Partie) -> Decision {
        match partie.rolled() {
            Some(r) if self.may_leave => {
                choose_decision_weighted(partie.position(), &r.marking, self.level, &self.weights)
            }
            _ => Decision::Hold,
        }
    }
}

/// A whole seeded game of Trictrac between two computer players, to the twelfth trou; the dice
/// come from `Rng::new(seed)`. Errors if it is not over after `max_rolls` rolls.
pub fn play_game(
    white: Player,
    black: Player,
    seed: u64,
    max_rolls: usize,
) -> Result<Partie, Error> {
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(seed);
    let mut rolls = 0;
    loop {
        let player = if p.turn() == Side::White {
            white
        } else {
            black
        };
        match p.phase() {
            Phase::Over => return Ok(p),
            Phase::AwaitingRoll => {
                if rolls >= max_rolls {
                    return Err(Error::BadRequest(format!(
                        "the game is not over after {max_rolls} rolls"
                    )));
                }
                rolls += 1;
                p.roll(rng.dice()?)?;
            }
            Phase::AwaitingDecision => {
                let d = player.decide(&p);
                p.decide(d)?;
            }
            Phase::AwaitingPlay => {
                let play = player.play(p.position())?;
                p.play(play)?;
            }
        }
    }
}
