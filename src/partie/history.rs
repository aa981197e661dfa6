//! The history of a game: every step as it was made (a few dozen bytes each, never a copy of the
//! game), what `undo` replays from the start, with the generator's state before each step so
//! that an undone random throw is thrown again the same.

use super::{refuse, Decision, Partie};
use crate::dice::Dice;
use crate::ecole::Marked;
use crate::error::Error;
use crate::play::Play;
use crate::rng::{replay_states, Rng, Throw};
use crate::score::Score;

/// One step of the game as it was made: what `undo` replays. Small (the marks boxed), so that a
/// long game's history stays a few dozen bytes a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    Lot(u8, u8),
    Roll(Dice),
    Decide(Decision),
    Play(Play),
    Score(Score),
    Marks(Box<Marked>),
    Droit(Box<super::Exercised>),
    /// A fausse case made (`attempt_play`).
    Attempt(Box<crate::fausse_case::Attempt>),
    /// The opponent's choice for it, and the mover's replay (`resolve_fausse`).
    Resolve(Box<(crate::fausse_case::Choice, Option<Play>)>),
}

/// A step and the generator's state before it (a step drawn from the generator is undone with
/// its draws).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) step: Step,
    pub(super) rng: Rng,
}

impl Partie {
    /// How many steps the history holds (what `undo` can take back).
    pub fn history_len(&self) -> usize {
        self.steps.len()
    }
    /// The bytes the history takes (each step and the generator's state before it), the memory
    /// a long game's undo costs per step (hand marks are boxed and counted apart).
    pub fn history_bytes(&self) -> usize {
        self.steps.capacity() * std::mem::size_of::<Entry>()
    }

    /// Puts the generator in a saved state (a record's `generator`).
    pub(crate) fn restore_rng(&mut self, state: u64) {
        self.rng = Rng::from_state(state);
    }

    pub(super) fn log(&mut self, step: Step, rng: Rng) {
        if self.keep_undo {
            self.steps.push(Entry { step, rng });
        }
    }

    /// Takes back the last step (a primauté throw, a roll, a decision, a play or marks),
    /// drawn dice included: the game is replayed from its start without it. Errors if there
    /// is none to undo.
    pub fn undo(&mut self) -> Result<(), Error> {
        let last = self.steps.pop().ok_or_else(|| refuse("nothing to undo"))?;
        let steps = std::mem::take(&mut self.steps);
        let mut p = Partie::at(self.start.clone(), self.options, self.seed);
        if let Some(d) = self.start_dice {
            p.roll(d)?;
            p.steps.clear();
            p.start_dice = Some(d);
        }
        for e in steps {
            p.rng = e.rng;
            p.redo(e.step)?;
        }
        p.rng = last.rng;
        // Notes are no step of the game: they stay on the rolls that are still played.
        p.notes = std::mem::take(&mut self.notes);
        p.notes.retain(|(i, _)| *i < p.turns.len());
        *self = p;
        Ok(())
    }

    pub(super) fn redo(&mut self, step: Step) -> Result<(), Error> {
        match step {
            Step::Lot(w, b) => self.throw_lot(w, b).map(|_| ()),
            Step::Roll(d) => self.roll(d).map(|_| ()),
            Step::Decide(d) => self.decide(d),
            Step::Play(p) => self.play(p),
            Step::Score(s) => self.set_score(s),
            Step::Marks(m) => self.mark_ecole(&m).map(|_| ()),
            Step::Droit(e) => self.exercise(*e),
            Step::Attempt(a) => self.attempt_play(&a).map(|_| ()),
            Step::Resolve(r) => self.resolve_fausse_choice(r.0, r.1),
        }
    }

    /// After a replay from a record: the generator's state before each step (`rng::replay_states`).
    pub(crate) fn sync_generator(&mut self, saved: u64) {
        let throws: Vec<Option<Throw>> = self
            .steps
            .iter()
            .map(|e| match e.step {
                Step::Lot(w, b) => Some(Throw::Lot(w, b)),
                Step::Roll(d) => Some(Throw::Roll(d)),
                _ => None,
            })
            .collect();
        let Some(states) = replay_states(self.seed, saved, &throws) else {
            return;
        };
        for (e, s) in self.steps.iter_mut().zip(states) {
            e.rng = s;
        }
    }
}
