//! Marks put in by the sides themselves: a score (`set_score`) or, as a record keeps them, the
//! marks checked by the école (`mark_ecole`).

use super::history::Step;
use super::{refuse, HandMarks, Partie, Phase};
use crate::ecole::{self, Marked};
use crate::error::Error;
use crate::score::{Holes, Score};

impl Partie {
    /// Puts in the score as the sides actually marked the last roll, or as it stands once an
    /// école is marked (`ecole::check`'s `score` / `score_with_ecoles`): the engine marks every
    /// roll right by itself, and this is how a page where the players mark their own points
    /// makes their marks, and the école, count. The école is marked by the opponent, and "doit
    /// toujours être marquée avant de jeter les dés pour le coup suivant" (000 QUAND et COMMENT
    /// MARQUER L'ÉCOLE): so a score may be put in from the roll until the next roll is thrown,
    /// while the mover plays (phase `AwaitingPlay`) or after his play (`AwaitingRoll`), never
    /// before the first roll, during the choice of tenir or s'en aller (the decision marks the
    /// rest of the roll: decide first), nor once the game is over. The score must be one that
    /// can stand (`Score::check`); in the tour a side that reaches its twelfth trou by it wins.
    /// The last roll's record (`turns`) keeps the score and the trous as put in, and a record of
    /// the game the scores put in (`set_scores`, docs/record.md), so that it reads back; but not
    /// the marks they came from: prefer `mark_ecole`. Undoable.
    pub fn set_score(&mut self, score: Score) -> Result<(), Error> {
        let rng = self.rng;
        self.set_score_unlogged(score)?;
        self.log(Step::Score(score), rng);
        let last = self.turns.len().saturating_sub(1);
        self.score_log.push((last, score));
        self.note_step(super::RollStep::Score);
        Ok(())
    }

    fn set_score_unlogged(&mut self, score: Score) -> Result<(), Error> {
        score.check()?;
        match self.phase {
            Phase::AwaitingPlay => {}
            Phase::AwaitingRoll if !self.turns.is_empty() => {}
            Phase::AwaitingRoll => {
                return Err(refuse(
                    "no roll has been marked yet: a score is put in for the last roll's marks",
                ))
            }
            Phase::AwaitingDecision => {
                return Err(refuse(
                    "tenir or s'en aller first: the decision marks the rest of the roll",
                ))
            }
            Phase::Over => return Err(refuse("the game is over: no mark can change it")),
        }
        let before = *self.score();
        let turn = self.last_turn()?;
        let side_of_roll = turn.side;
        // Trous won by the last roll, as put in: what the fichet moved by, added or taken back.
        let moved = |was: u32, old: u8, new: u8| -> u32 {
            (i64::from(was) + i64::from(new) - i64::from(old)).max(0) as u32
        };
        let holes = Holes {
            white: moved(turn.holes.white, before.white.holes, score.white.holes),
            black: moved(turn.holes.black, before.black.holes, score.black.holes),
        };
        self.put_score(score)?;
        let turn = self.last_turn()?;
        turn.holes = holes;
        turn.score = score;
        // A score put in by hand says nothing of the marks it came from.
        let last = self.turns.len().saturating_sub(1);
        if self.hand_marks(last).is_some() {
            self.hand_log.push((last, None));
        }
        // 000 STRUCTURE D'UN TOUR: twelve trous win, however they were marked (an école
        // included); the side of the roll is looked at first, as in `roll`.
        self.check_over(side_of_roll);
        Ok(())
    }

    /// The école's verdict on the last roll as `marked` says the sides marked it, nothing put
    /// in: `ecole::check` of the roll as thrown (its dice, the score before its marks), from the
    /// roll until the next one is thrown, the tenir or s'en aller awaited and the game over
    /// included. A page that marks by hand asks it for what was due before it puts the marks in
    /// (`mark_ecole`), without keeping the position before the roll itself.
    pub fn check_ecole(&self, marked: &Marked) -> Result<ecole::Verdict, Error> {
        match (&self.rolled, self.turns.is_empty()) {
            (Some(r), false) => ecole::check(&r.thrown, marked),
            _ => Err(refuse("no roll has been thrown")),
        }
    }

    /// The sides marked the last roll themselves, as `marked` says (the `Marked` of
    /// `ecole::check`): the engine checks it against what they had to mark, and the score
    /// becomes the verdict's `score_with_ecoles` (every école offered marked by the side that
    /// may mark it) through `set_score`, with the same timing. The marks and the écoles found
    /// are kept with the roll (`hand_marks`), so that a record of the game says what was
    /// marked and a replay checks it again. Each call replaces the last one's (a later "École
    /// !" on the same roll is checked with everything marked so far). Undoable.
    pub fn mark_ecole(&mut self, marked: &Marked) -> Result<ecole::Verdict, Error> {
        let verdict = self.check_ecole(marked)?;
        // A right exercised settled the roll's marks (docs/rules/ecole.md, "The opponent's
        // rights"): marks put in again would undo it.
        if !self.droits_exercised(self.turns.len() - 1).is_empty() {
            return Err(Error::NoRight(
                "a right was exercised on this roll: its marks are settled".into(),
            ));
        }
        // The mover's `play` is the play he made (docs/ecole.md): marked before the play, or
        // other than it, the game's record would not replay (`record::replay` checks the same).
        let last = self.turns.last();
        if let Some(said) = last
            .and_then(|t| marked.side(t.side))
            .and_then(|m| m.play.as_ref())
        {
            let made = last.and_then(|t| t.play);
            if !made.is_some_and(|m| m.same_play(said)) {
                return Err(refuse(
                    "the mover's play in `marked` is not the play he made: marks with a play come after it",
                ));
            }
        }
        let rng = self.rng;
        self.set_score_unlogged(verdict.score_with_ecoles)?;
        let last = self.turns.len().saturating_sub(1);
        self.hand_log.push((
            last,
            Some(HandMarks {
                marked: marked.clone(),
                ecoles: verdict.ecoles.clone(),
            }),
        ));
        self.note_step(super::RollStep::Marked);
        self.log(Step::Marks(Box::new(marked.clone())), rng);
        Ok(verdict)
    }
}
