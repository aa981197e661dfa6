//! The fausse case at the table (000 FAUSSE CASE; docs/rules/fausse-case.md), an option of the
//! game (`PartieOptions::fausse_case`) for the "mark it yourself" mode: the mover may make a play
//! the rules refuse; the game asks `fausse_case::judge`, holds a fausse case pending with its
//! verdict, and goes on from the opponent's choice (`fausse_case::resolve`). The computer as
//! opponent "always exercises its rights": `computer_fausse_option`.

use super::history::Step;
use super::{refuse, releve, Partie, Phase};
use crate::error::Error;
use crate::fausse_case::{self, Attempt, Choice, Verdict};
use crate::play::Play;

/// A fausse case made and not yet put right: the attempt as the mover made it, and the engine's
/// verdict (its kinds, and the opponent's options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingFausse {
    /// The play as the mover made it.
    pub attempt: Attempt,
    /// The engine's judgement: `fausse_case` is true, `options` what the opponent may choose.
    pub verdict: Verdict,
}

/// A fausse case of a roll and how it was put right: what a record keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedFausse {
    /// The play as the mover made it.
    pub attempt: Attempt,
    /// The opponent's choice, one of the verdict's options.
    pub choice: Choice,
    /// The mover's play when the choice was to have it replayed.
    pub replay: Option<Play>,
}

impl Partie {
    /// The mover's play as he made it at the table, dame by dame (`Attempt::moves`, a dame
    /// carried tout d'une as one move), with the dames touched and "J'adoube". The dames are
    /// let go once the attempt is given (000 CONSOMMATION: the game takes it when the mover
    /// is done), and the opponent has not thrown yet (his throw comes after the resolution).
    ///
    /// - A legal play is played, as `play` does.
    /// - A fausse case is held pending (`fausse_pending`) until the opponent chooses
    ///   (`resolve_fausse`); nothing else can be played, rolled or decided meanwhile.
    /// - Refused: when the game does not take fausses cases (`PartieOptions::fausse_case` off:
    ///   a play the rules refuse is refused as by `play`), outside the play of a roll, while
    ///   another is pending, and a dame taken back (000 REPRENDRE UNE DAME: refused, the coup
    ///   goes on from where it stands). A refused attempt leaves the game unchanged. Undoable.
    pub fn attempt_play(&mut self, attempt: &Attempt) -> Result<Option<&Verdict>, Error> {
        if self.phase != Phase::AwaitingPlay {
            return Err(refuse(format!(
                "no play to make: the game is {:?}",
                self.phase
            )));
        }
        if self.fausse.is_some() {
            return Err(refuse(
                "a fausse case is pending: the opponent chooses first (resolve_fausse)",
            ));
        }
        if attempt.opponent_thrown {
            return Err(refuse(
                "the opponent throws after the fausse case is put right, not before",
            ));
        }
        let attempt = Attempt {
            released: true,
            ..attempt.clone()
        };
        let verdict = fausse_case::judge(&self.position, &attempt)?;
        if verdict.kinds.contains(&fausse_case::Kind::ReprendreUneDame) {
            return Err(refuse(
                "000 REPRENDRE UNE DAME: a dame put down for one number may not be taken back",
            ));
        }
        if !verdict.fausse_case {
            // A legal play: the one whose board is the attempt's.
            let board = fausse_case::board_after(&self.position, &attempt.moves)?;
            let play = self
                .plays()
                .iter()
                .copied()
                .find(|p| {
                    fausse_case::board_after(&self.position, p.moves()).is_ok_and(|b| b == board)
                })
                .unwrap_or_else(Play::empty);
            self.play(play)?;
            return Ok(None);
        }
        if !self.options.fausse_case {
            return Err(refuse(
                "a fausse case: this game refuses plays the rules refuse (option fausse_case off)",
            ));
        }
        let rng = self.rng;
        self.fausse = Some(PendingFausse {
            attempt: attempt.clone(),
            verdict,
        });
        self.note_step(super::RollStep::Attempt);
        self.log(Step::Attempt(Box::new(attempt)), rng);
        Ok(self.fausse.as_ref().map(|p| &p.verdict))
    }

    /// The fausse case awaiting the opponent's choice, if any.
    pub fn fausse_pending(&self) -> Option<&PendingFausse> {
        self.fausse.as_ref()
    }

    /// The fausse case of the roll `turn` (an index into `turns`) and how it was put right.
    pub fn fausse_case(&self, turn: usize) -> Option<&ResolvedFausse> {
        self.fausse_log
            .iter()
            .find(|(t, _)| *t == turn)
            .map(|(_, r)| r)
    }

    /// The opponent's choice for the pending fausse case: `option`, an index into the
    /// verdict's `options`, and, when it has the coup replayed (`Choice::Replay`), the mover's
    /// play among those it lists. The game goes on from the result (`fausse_case::resolve`):
    /// the opponent to roll, or, after the mover's last dame is borne off, the mover again
    /// (000 SORTIE). The roll's points stay as marked (they come from the dice, 000
    /// CHRONOLOGIE 4) and the fausse case gives the opponent none (000 FAUSSE CASE NE FAIT PAS
    /// ÉCOLE). Refused (the game unchanged) when nothing is pending, the option is not one of
    /// the verdict's, or the replay is missing or not in its list. Undoable.
    pub fn resolve_fausse(&mut self, option: usize, replay: Option<Play>) -> Result<(), Error> {
        let pending = self
            .fausse
            .as_ref()
            .ok_or_else(|| refuse("no fausse case is pending"))?;
        let choice = pending
            .verdict
            .options
            .get(option)
            .cloned()
            .ok_or_else(|| {
                refuse(format!(
                    "option {option}: the verdict lists {} options",
                    pending.verdict.options.len()
                ))
            })?;
        self.resolve_choice(choice, replay)
    }

    /// `resolve_fausse` by the choice itself (what a record keeps): it must be one of the
    /// verdict's options.
    pub fn resolve_fausse_choice(
        &mut self,
        choice: Choice,
        replay: Option<Play>,
    ) -> Result<(), Error> {
        // The verdict's own option is kept: a record may give its plays' moves in another order.
        let listed = self.fausse.as_ref().and_then(|p| {
            p.verdict
                .options
                .iter()
                .find(|o| o.same_choice(&choice))
                .cloned()
        });
        let Some(choice) = listed else {
            return Err(refuse(
                "the choice is not among the pending fausse case's options",
            ));
        };
        self.resolve_choice(choice, replay)
    }

    fn resolve_choice(&mut self, choice: Choice, replay: Option<Play>) -> Result<(), Error> {
        // The tour ended on the roll's marks (a contest of école to the twelfth trou): the
        // coup is not put right any more, as no coup is played.
        if self.phase == Phase::Over {
            return Err(refuse("the game is over: no fausse case is put right"));
        }
        let pending = self
            .fausse
            .clone()
            .ok_or_else(|| refuse("no fausse case is pending"))?;
        let replay = match choice {
            Choice::Replay(_) => replay,
            _ if replay.is_some() => {
                return Err(refuse(
                    "a replay goes only with a choice to have the coup replayed",
                ))
            }
            _ => None,
        };
        // Checked before anything changes: a refused choice leaves the game as it was.
        let after =
            fausse_case::resolve(&self.position, &pending.attempt, &choice, replay.as_ref())?;
        let rng = self.rng;
        let turn = self.turns.len().saturating_sub(1);
        match choice {
            Choice::Impose(play) => self.play_resolved(play)?,
            Choice::Replay(_) => {
                let play = replay.ok_or_else(|| refuse("a replay needs the mover's play"))?;
                self.play_resolved(play)?;
            }
            Choice::Leave | Choice::AdvanceNextCoup(_) => {
                let mover = self.turn();
                let none_left = after.board().on_board(mover) == 0;
                // The board as left: after the last dame borne off, the relevé and the same
                // side throws again (000 SORTIE), as after any play.
                self.position = if none_left {
                    releve(self.variant(), mover, *after.score())?
                } else {
                    after
                };
                self.phase = Phase::AwaitingRoll;
            }
        }
        self.fausse = None;
        self.fausse_log.push((
            turn,
            ResolvedFausse {
                attempt: pending.attempt,
                choice: choice.clone(),
                replay,
            },
        ));
        self.note_step(super::RollStep::Choice);
        self.log(Step::Resolve(Box::new((choice, replay))), rng);
        Ok(())
    }

    /// A legal play put in by the resolution: played as `play` plays it, its step the
    /// resolution's (the history replays the resolution, which plays it again).
    fn play_resolved(&mut self, play: Play) -> Result<(), Error> {
        let steps = self.steps.len();
        let noted = self.order_log.len();
        let pending = self.fausse.take();
        let result = self.play(play);
        if result.is_err() {
            self.fausse = pending;
        }
        result?;
        self.steps.truncate(steps);
        self.order_log.truncate(noted);
        Ok(())
    }
}
