//! The fausse case across the boundary (docs/rules/fausse-case.md): the stateless judge, and the
//! game's attempt, pending verdict and the opponent's choice, as JSON text
//! (docs/interchange.md "Fausse case"). Converts and nothing else.

use super::calls::read_play;
use super::game::TrictracGame;
use crate::error::Error;
use crate::fausse_case;
use crate::notation::json::{from_text, to_text, AttemptJson, PendingJson, VerdictJson};
use crate::notation::read_position;
use crate::play::Play;

/// An attempt: `{"moves": [[from, to], …], "touched"?, "adoube"?, "released"?,
/// "opponent_thrown"?}`.
pub fn read_attempt(text: &str) -> Result<fausse_case::Attempt, Error> {
    from_text::<AttemptJson>(text)?.to_attempt()
}

/// A replay: a play, or null for none.
fn read_replay(text: &str) -> Result<Option<Play>, Error> {
    if text.trim() == "null" {
        return Ok(None);
    }
    read_play(text).map(Some)
}

/// The verdict on an attempt at the position's roll (`tablier fausse-case`).
pub fn fausse_case(position: &str, attempt: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    let v = fausse_case::judge(&p, &read_attempt(attempt)?)?;
    Ok(to_text(&VerdictJson::from_verdict(&v)))
}

impl TrictracGame {
    /// The mover's play as he made it (`Partie::attempt_play`): the verdict of a fausse case
    /// now pending, or null when it was a legal play, played.
    pub fn attempt(&mut self, attempt: &str) -> Result<String, Error> {
        let a = read_attempt(attempt)?;
        Ok(match self.partie_mut().attempt_play(&a)? {
            Some(v) => to_text(&VerdictJson::from_verdict(v)),
            None => "null".into(),
        })
    }

    /// The fausse case awaiting the opponent's choice, `{attempt, verdict}`, or null.
    pub fn fausse_pending(&self) -> String {
        match self.partie().fausse_pending() {
            Some(p) => to_text(&PendingJson {
                attempt: AttemptJson::from_attempt(&p.attempt),
                verdict: VerdictJson::from_verdict(&p.verdict),
            }),
            None => "null".into(),
        }
    }

    /// The opponent's choice, an index into the verdict's options, with the mover's play (or
    /// null) for a replay: the game's state after it.
    pub fn resolve_fausse(&mut self, option: u32, replay: &str) -> Result<String, Error> {
        let replay = read_replay(replay)?;
        self.partie_mut().resolve_fausse(option as usize, replay)?;
        Ok(self.state())
    }

    /// The computer's choice as the opponent: an index into the verdict's options.
    pub fn computer_fausse_option(&self) -> Result<String, Error> {
        Ok(self.partie().computer_fausse_option()?.to_string())
    }
}
