//! *Choisir le coup* and *tenir ou s'en aller*: the rolls of the self-play games where the
//! maître's evaluation separates the best choice from the next by `MARGIN` at least; an answer
//! is graded with what it costs (docs/exercises.md, "Choisir le coup").

use super::games;
use super::id::ExerciseId;
use crate::ai::{self, Hints};
use crate::error::Error;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::MarkResult;

/// The least gap, in percent of tours won, between the best choice and the next for a roll to
/// be an exercise: below it the evaluation's own error could reverse them, and the player
/// would be graded on noise.
pub const MARGIN: f64 = 3.0;

/// How many games `plays` and `decisions` look through at most.
pub const MAX_GAMES: u64 = 100;

/// A *choisir le coup* exercise.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayExercise {
    /// Its id.
    pub id: ExerciseId,
    /// The position with its roll, the score marked, the play awaited.
    pub position: Position,
    /// The maître's ranking of every legal play, best first: the answer and its explanation.
    pub hints: Hints,
    /// How far the best play is ahead of the second, in percent (at least `MARGIN`).
    pub margin: f64,
}

/// The grade of a play chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayGrade {
    /// Whether it is the best play.
    pub best: bool,
    /// What it gives up against the best, in percent of tours (0 for the best).
    pub cost: f64,
    /// The mover's chances after it, in percent.
    pub chance: f64,
    /// The best play.
    pub best_play: Play,
}

fn margin(hints: &Hints) -> Option<f64> {
    match hints.plays.as_slice() {
        [_, second, ..] => Some(second.loss),
        _ => None,
    }
}

fn play_of(seed: u64, roll: usize, p: &Partie) -> Result<Option<PlayExercise>, Error> {
    if p.phase() != Phase::AwaitingPlay || p.plays().len() < 2 {
        return Ok(None);
    }
    let hints = ai::hints_of_partie(p)?;
    Ok(margin(&hints)
        .filter(|&m| m >= MARGIN)
        .map(|margin| PlayExercise {
            id: ExerciseId::Play { seed, roll },
            position: p.position().clone(),
            hints,
            margin,
        }))
}

/// Up to `count` *choisir le coup* exercises from the games `first_seed`, … (at most
/// `MAX_GAMES`), in order.
pub fn plays(first_seed: u64, count: usize) -> Result<Vec<PlayExercise>, Error> {
    collect(first_seed, count, play_of)
}

/// Up to `count` exercises that `of` finds on the rolls of the games `first_seed`, … (at most
/// `MAX_GAMES`), in order: the one walk of both kinds of choice.
fn collect<T>(
    first_seed: u64,
    count: usize,
    of: fn(u64, usize, &Partie) -> Result<Option<T>, Error>,
) -> Result<Vec<T>, Error> {
    super::check_count(count)?;
    let mut out = Vec::new();
    for seed in first_seed..first_seed.saturating_add(MAX_GAMES) {
        if out.len() >= count {
            break;
        }
        games::walk(seed, |roll, p| {
            if let Some(ex) = of(seed, roll, p)? {
                out.push(ex);
            }
            Ok(out.len() < count)
        })?;
    }
    Ok(out)
}

pub(crate) fn play_from_game(seed: u64, roll: usize) -> Result<PlayExercise, Error> {
    play_of(seed, roll, &games::at(seed, roll)?)?.ok_or_else(|| {
        Error::BadRequest(format!(
            "no choisir le coup at roll {roll} of game {seed}: no play stands out"
        ))
    })
}

/// Grades a play chosen, its moves in any order. A play the rules refuse is refused with the
/// rule it breaks, as the game would refuse it.
pub fn grade_play(ex: &PlayExercise, play: &Play) -> Result<PlayGrade, Error> {
    rules::check_play(&ex.position, play)?;
    let best = ex
        .hints
        .plays
        .first()
        .ok_or_else(|| Error::BadRequest("no play".into()))?;
    let made = ex
        .hints
        .of_play(play)
        .ok_or_else(|| Error::BadRequest("the play is not among the game's plays".into()))?;
    Ok(PlayGrade {
        best: made.loss <= 0.0,
        cost: made.loss,
        chance: made.chance,
        best_play: best.moves,
    })
}

/// A *tenir ou s'en aller* exercise: the mover has completed a trou with his own roll.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionExercise {
    /// Its id.
    pub id: ExerciseId,
    /// The position as the game shows it while the decision is awaited.
    pub position: Position,
    /// How the roll was marked, holding and leaving.
    pub marking: MarkResult,
    /// The mover's chances holding, in percent.
    pub hold: f64,
    /// The mover's chances leaving, in percent.
    pub leave: f64,
}

impl DecisionExercise {
    /// The better decision by the maître's evaluation (holding on a tie).
    pub fn best(&self) -> Decision {
        if self.leave > self.hold {
            Decision::Leave
        } else {
            Decision::Hold
        }
    }
}

/// The grade of a decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecisionGrade {
    /// Whether it is the better one.
    pub best: bool,
    /// What it gives up, in percent of tours (0 for the better one).
    pub cost: f64,
    /// The better decision.
    pub best_decision: Decision,
}

fn decision_of(seed: u64, roll: usize, p: &Partie) -> Result<Option<DecisionExercise>, Error> {
    let Some(rolled) = p.rolled().filter(|_| p.phase() == Phase::AwaitingDecision) else {
        return Ok(None);
    };
    let (hold, leave) = ai::decision_chances(p.position(), &rolled.marking)?;
    if (hold - leave).abs() < MARGIN {
        return Ok(None);
    }
    Ok(Some(DecisionExercise {
        id: ExerciseId::Decision { seed, roll },
        position: p.position().clone(),
        marking: rolled.marking,
        hold,
        leave,
    }))
}

/// Up to `count` *tenir ou s'en aller* exercises from the games `first_seed`, … (at most
/// `MAX_GAMES`), in order.
pub fn decisions(first_seed: u64, count: usize) -> Result<Vec<DecisionExercise>, Error> {
    collect(first_seed, count, decision_of)
}

pub(crate) fn decision_from_game(seed: u64, roll: usize) -> Result<DecisionExercise, Error> {
    decision_of(seed, roll, &games::at(seed, roll)?)?.ok_or_else(|| {
        Error::BadRequest(format!(
            "no tenir ou s'en aller at roll {roll} of game {seed}"
        ))
    })
}

/// Grades a tenir or s'en aller.
pub fn grade_decision(ex: &DecisionExercise, decision: Decision) -> DecisionGrade {
    let best = ex.best();
    let cost = if decision == best {
        0.0
    } else {
        ((ex.hold - ex.leave).abs() * 100.0).round() / 100.0
    };
    DecisionGrade {
        best: decision == best,
        cost,
        best_decision: best,
    }
}
