//! Replaying a Trictrac record step by step, each checked against the rules; a record saved at
//! any moment (mid-roll, before a decision, during the lot) replays to that moment.

use super::fault::{Fault, RecordError};
use super::{ecoles_json, PerSideJson, RecordGame, RecordJson, RollJson};
use crate::ecole::Marked;
use crate::error::Error;
use crate::notation::json::moves_to_play;
use crate::partie::{Decision, First, Partie, Phase, RollStep};
use crate::position::Position;
use crate::score::Score;
use crate::variant::Variant;

/// The score after each roll of a replayed record, and how the game stands at the end.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The score after each roll.
    pub scores: Vec<Score>,
    /// The game at the moment the record was saved.
    pub partie: Partie,
}

impl RecordJson {
    /// Replays the record, checking every step; the score after each roll.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        self.replay_each(|_, _| {})
    }

    /// Replays the record, calling `each` with the step number and the game after every roll
    /// that passed its checks (so that a caller can report the steps before a refused one).
    pub fn replay_each(&self, each: impl FnMut(usize, &Partie)) -> Result<Replay, RecordError> {
        self.replay_inner(false, each)
    }

    pub(super) fn replay_with_undo(&self, undo: bool) -> Result<Replay, RecordError> {
        self.replay_inner(undo, |_, _| {})
    }

    fn replay_inner(
        &self,
        undo: bool,
        mut each: impl FnMut(usize, &Partie),
    ) -> Result<Replay, RecordError> {
        let unreadable = |e| RecordError::at(0, Fault::Unreadable(e));
        if self.game == Some(RecordGame::Jacquet) || self.jacquet.is_some() {
            return Err(unreadable(Error::BadJson(
                "a Jacquet record: replay it with jacquet::Partie::from_record".into(),
            )));
        }
        if self.game == Some(RecordGame::Ecrire) || self.ecrire.is_some() {
            return Err(unreadable(Error::BadJson(
                "a partie à écrire: replay it with PartieAEcrire::from_record".into(),
            )));
        }
        let (seed, state) = match &self.generator {
            Some(g) => g.read().map(|(s, t)| (s, Some(t))).map_err(unreadable)?,
            None => (0, None),
        };
        let options = self.partie_options();
        let start = match &self.start {
            Some(j) => j.to_position().map_err(unreadable)?,
            None => Position::start(Variant::Trictrac),
        };
        let mut partie = match options.first {
            First::Lot => {
                let p = Partie::with_options(options, seed);
                if p.start() != &start.with_dice(None) {
                    return Err(unreadable(Error::BadJson(
                        "a primauté by lot starts from the start position".into(),
                    )));
                }
                p
            }
            First::Side(_) => Partie::from_position_with(start.with_dice(None), options, seed)
                .map_err(unreadable)?,
        };
        partie.set_keep_undo(undo);
        let lot = self.lot.as_deref().unwrap_or_default();
        for [w, b] in lot {
            partie
                .throw_lot(*w, *b)
                .map_err(|e| RecordError::at(0, Fault::BadLot(e)))?;
        }
        let thrown_first = !lot.is_empty() && !partie.awaiting_lot();
        let mut scores = Vec::with_capacity(self.rolls.len());
        for (i, roll) in self.rolls.iter().enumerate() {
            let step = i + 1;
            let last = step == self.rolls.len();
            replay_roll(&mut partie, roll, i == 0 && thrown_first, last)
                .map_err(|fault| RecordError::at(step, fault))?;
            scores.push(*partie.score());
            each(step, &partie);
        }
        if let Some(w) = self.winner {
            if partie.winner() != Some(w) {
                return Err(RecordError::at(
                    self.rolls.len(),
                    Fault::WrongWinner {
                        expected: partie.winner(),
                        found: Some(w),
                    },
                ));
            }
        }
        if let Some(state) = state {
            partie.restore_rng(state);
            if undo {
                partie.sync_generator(state);
            }
        }
        Ok(Replay { scores, partie })
    }
}

/// Replays one roll. `thrown`: the roll was already thrown (the lot's winning throw is the
/// first roll). `last`: the record's last roll, which may stop where it was saved, before its
/// decision or its play.
fn replay_roll(
    partie: &mut Partie,
    roll: &RollJson,
    thrown: bool,
    last: bool,
) -> Result<(), Fault> {
    if partie.is_over() {
        return Err(Fault::GameOver);
    }
    if partie.turn() != roll.side {
        return Err(Fault::WrongSide {
            expected: partie.turn(),
            found: roll.side,
        });
    }
    let dice = crate::dice::Dice::new(roll.dice[0], roll.dice[1]).map_err(Fault::Rule)?;
    let expected = if thrown {
        match partie.turns().last() {
            Some(t) if t.dice == dice && t.side == roll.side => t.points,
            _ => return Err(Fault::WrongFirstRoll),
        }
    } else {
        partie.roll(dice).map_err(Fault::Rule)?.analysis.points
    };
    if PerSideJson::from(expected) != roll.points {
        return Err(Fault::WrongPoints {
            expected,
            found: roll.points,
        });
    }
    let decision = match roll.decision.as_deref() {
        None => None,
        Some(s) => Some(Decision::parse(s).ok_or_else(|| Fault::BadDecision(s.to_string()))?),
    };
    match (partie.phase(), decision) {
        (Phase::AwaitingDecision, Some(d)) => partie.decide(d).map_err(Fault::Rule)?,
        (Phase::AwaitingDecision, None) if !last => return Err(Fault::DecisionMissing),
        (_, Some(_)) => return Err(Fault::DecisionNotOffered),
        (_, None) => {}
    }
    let ecoles = match (&roll.order, &roll.marked_before, &roll.set_scores) {
        (Some(order), _, _) => replay_in_order(partie, roll, order, last)?,
        (None, None, None) => replay_default(partie, roll, last)?,
        (None, _, _) => replay_in_order(partie, roll, &super::order::default_order(roll), last)?,
    };
    if let Some(found) = &roll.ecoles {
        if *found != ecoles {
            return Err(Fault::WrongEcoles {
                expected: ecoles,
                found: found.clone(),
            });
        }
    }
    if partie.phase() == Phase::AwaitingPlay && !last && partie.fausse_pending().is_none() {
        return Err(Fault::PlayMissing);
    }
    let turn = partie.turns().last().copied().ok_or(Fault::GameOver)?;
    if PerSideJson::from(turn.holes) != roll.holes {
        return Err(Fault::WrongHoles {
            expected: turn.holes,
            found: roll.holes,
        });
    }
    if let Some(s) = roll.score {
        let found = Score::from(s);
        if found.normalized() != turn.score.normalized() {
            return Err(Fault::WrongScore {
                expected: turn.score,
                found,
            });
        }
    }
    if let Some(note) = &roll.note {
        // Checked and kept after the roll's steps: a note plays no part in them.
        let i = partie.turns().len().saturating_sub(1);
        partie
            .set_note(i, Some(note.clone()))
            .map_err(Fault::Rule)?;
    }
    Ok(())
}

/// The roll's play, marks and rights in the replay's default order (a record without `order`,
/// `order::default_order`): the play, then the marks, then the rights exercised on them. A leave
/// refused comes before the play: the side plays as if it had held.
fn replay_default(
    partie: &mut Partie,
    roll: &RollJson,
    last: bool,
) -> Result<Vec<super::EcoleJson>, Fault> {
    let refused = roll.droits.as_ref().is_some_and(|d| {
        d.iter()
            .any(|x| x.droit == crate::ecole::Droit::RefuseLeave)
    });
    if refused {
        let ecoles = replay_marks(partie, roll)?;
        replay_droits(partie, roll)?;
        replay_play(partie, roll, last)?;
        Ok(ecoles)
    } else {
        replay_play(partie, roll, last)?;
        let ecoles = replay_marks(partie, roll)?;
        replay_droits(partie, roll)?;
        Ok(ecoles)
    }
}

/// The roll's steps in the order the record says they were made (`order`, version 5): the marks
/// put in before the play are put in before it, so that the game read back undoes the same
/// step as the one that was saved.
fn replay_in_order(
    partie: &mut Partie,
    roll: &RollJson,
    order: &[RollStep],
    last: bool,
) -> Result<Vec<super::EcoleJson>, Fault> {
    if !super::order::holds_the_steps(order, roll)
        || (roll.marked_before.is_some() && roll.marked.is_none())
    {
        return Err(Fault::BadOrder);
    }
    let mut droits = roll.droits.iter().flatten();
    let mut before = roll.marked_before.iter().flatten();
    let mut scores = roll.set_scores.iter().flatten();
    let mut ecoles = Vec::new();
    for step in order {
        match step {
            RollStep::Play => replay_play(partie, roll, last)?,
            RollStep::Attempt => fausse_attempt(partie, roll)?,
            RollStep::Choice => fausse_choice(partie, roll)?,
            RollStep::Marked => match before.next() {
                Some(m) => replay_replaced_marks(partie, roll, m)?,
                None => ecoles = replay_marks(partie, roll)?,
            },
            RollStep::Droit => {
                if let Some(d) = droits.next() {
                    replay_droit(partie, d)?;
                }
            }
            RollStep::Score => {
                if let Some(s) = scores.next() {
                    partie.set_score(Score::from(*s)).map_err(Fault::Rule)?;
                }
            }
        }
    }
    Ok(ecoles)
}

/// A roll's fausse case: the attempt, then the opponent's choice (absent only on the last roll,
/// saved while it was pending); the play the choice gave must be the record's `play`.
fn replay_fausse(partie: &mut Partie, roll: &RollJson, last: bool) -> Result<(), Fault> {
    let Some(f) = &roll.fausse else {
        return Ok(());
    };
    fausse_attempt(partie, roll)?;
    if f.choice.is_none() {
        return if last {
            Ok(())
        } else {
            Err(Fault::PlayMissing)
        };
    }
    fausse_choice(partie, roll)
}

/// The fausse case as the mover made it, which the game must find one.
fn fausse_attempt(partie: &mut Partie, roll: &RollJson) -> Result<(), Fault> {
    let Some(f) = &roll.fausse else {
        return Ok(());
    };
    let attempt = f.attempt.to_attempt().map_err(Fault::Rule)?;
    partie.attempt_play(&attempt).map_err(Fault::Rule)?;
    if partie.fausse_pending().is_none() {
        // A legal play: the record says it in `play`, not as a fausse case.
        return Err(Fault::Rule(Error::BadRequest(
            "the roll's fausse case is a legal play".into(),
        )));
    }
    Ok(())
}

/// The opponent's choice for the pending fausse case; the play it gave must be the roll's.
fn fausse_choice(partie: &mut Partie, roll: &RollJson) -> Result<(), Fault> {
    let Some((f, choice)) = roll
        .fausse
        .as_ref()
        .and_then(|f| f.choice.as_ref().map(|c| (f, c)))
    else {
        return Ok(());
    };
    let choice = choice.to_choice().map_err(Fault::Rule)?;
    let replay = match &f.replay {
        Some(p) => Some(p.to_play().map_err(Fault::Rule)?),
        None => None,
    };
    partie
        .resolve_fausse_choice(choice, replay)
        .map_err(Fault::Rule)?;
    let made = partie.turns().last().and_then(|t| t.play);
    let said = match &roll.play {
        Some(moves) => Some(moves_to_play(moves).map_err(Fault::Rule)?),
        None => None,
    };
    let same = match (made, said) {
        (Some(m), Some(s)) => m.same_play(&s),
        (m, s) => m.is_none() && s.is_none(),
    };
    if !same {
        return Err(Fault::UnexpectedPlay);
    }
    Ok(())
}

/// The mover's play as `marked` gives it (what the école check reads for pleins and a sortie
/// marked but not made) must be the play the roll makes (`Play::same_play`).
fn check_marked_play(marked: &Marked, roll: &RollJson) -> Result<(), Fault> {
    let Some(said) = marked.side(roll.side).and_then(|m| m.play.as_ref()) else {
        return Ok(());
    };
    match &roll.play {
        Some(made) if moves_to_play(made).map_err(Fault::Rule)?.same_play(said) => Ok(()),
        _ => Err(Fault::MarkedPlayDiffers),
    }
}

fn replay_play(partie: &mut Partie, roll: &RollJson, last: bool) -> Result<(), Fault> {
    match (partie.phase(), &roll.play) {
        (Phase::AwaitingPlay, _) if roll.fausse.is_some() => replay_fausse(partie, roll, last),
        (Phase::AwaitingPlay, Some(moves)) => {
            let play = moves_to_play(moves).map_err(Fault::Rule)?;
            partie.play(play).map_err(Fault::Rule)
        }
        (Phase::AwaitingPlay, None) => Ok(()),
        (_, Some(_)) => Err(Fault::UnexpectedPlay),
        (_, None) => Ok(()),
    }
}

fn replay_marks(partie: &mut Partie, roll: &RollJson) -> Result<Vec<super::EcoleJson>, Fault> {
    match &roll.marked {
        None => Ok(Vec::new()),
        Some(_) if partie.is_over() => Err(Fault::UnexpectedMarked),
        Some(marked) => {
            // A flèche the marks' `play` cannot name is marks the check cannot read, whichever
            // side it is given for (docs/record.md).
            let marked = &marked.to_marked().map_err(Fault::BadMarked)?;
            check_marked_play(marked, roll)?;
            let verdict = partie.mark_ecole(marked).map_err(|e| match e {
                Error::BadRequest(_) => Fault::BadMarked(e),
                e => Fault::Rule(e),
            })?;
            Ok(ecoles_json(&verdict.ecoles))
        }
    }
}

/// Marks put in on the roll and replaced by later ones (`marked_before`), checked as the game
/// checked them then.
fn replay_replaced_marks(
    partie: &mut Partie,
    roll: &RollJson,
    marked: &crate::notation::json::MarkedJson,
) -> Result<(), Fault> {
    if partie.is_over() {
        return Err(Fault::UnexpectedMarked);
    }
    let marked = &marked.to_marked().map_err(Fault::BadMarked)?;
    check_marked_play(marked, roll)?;
    partie.mark_ecole(marked).map_err(|e| match e {
        Error::BadRequest(_) => Fault::BadMarked(e),
        e => Fault::Rule(e),
    })?;
    Ok(())
}

/// The rights exercised on the roll, in order, each open at that moment to its side.
fn replay_droits(partie: &mut Partie, roll: &RollJson) -> Result<(), Fault> {
    roll.droits
        .iter()
        .flatten()
        .try_for_each(|d| replay_droit(partie, d))
}

fn replay_droit(partie: &mut Partie, d: &super::DroitJson) -> Result<(), Fault> {
    let e = d.to_exercised().map_err(Fault::BadDroit)?;
    partie.exercise(e).map_err(Fault::BadDroit)
}
