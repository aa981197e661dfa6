//! The opponent's rights after an école across the boundary (`Game.droits`, `Game.exercise`,
//! `Game.computerDroits`): JSON in, the core's `Partie` rights applied, JSON out. No rule here.

use super::game::TrictracGame;
use crate::error::Error;
use crate::notation::droits::{DroitCallJson, DroitsJson};
use crate::notation::json::{from_text, to_text};
use crate::partie::Exercised;
use crate::record::DroitJson;
use crate::side::Side;

impl TrictracGame {
    /// The rights on the last roll: `{open, exercised, chain}`.
    pub fn droits(&self) -> String {
        to_text(&DroitsJson::of(self.partie()))
    }

    /// Exercises a right (`{"droit": …, "by"?, "jeton"?, "play"?}`): the game's state after it.
    /// A right not open (or not `by`'s) is `no-right` and changes nothing.
    pub fn exercise(&mut self, call: &str) -> Result<String, Error> {
        let c: DroitCallJson = from_text(call)?;
        let p = self.partie();
        let by = match c.by {
            Some(by) => by,
            None => {
                let open = p.droits_open();
                match open.iter().find(|o| o.droit == c.droit) {
                    Some(o) => o.to,
                    // a contest against a rightful école is no right, but anyone may make it
                    None => match (c.droit, p.ecole_chain()) {
                        (crate::ecole::Droit::ContestEcole, Some(ch)) => ch.next,
                        _ => {
                            return Err(Error::NoRight(format!(
                                "{} is not open now",
                                c.droit.name()
                            )))
                        }
                    },
                }
            }
        };
        let e = Exercised {
            droit: c.droit,
            by,
            jeton: c.jeton,
            play: c.play.map(|p| p.to_play()).transpose()?,
        };
        self.partie_mut().exercise(e)?;
        Ok(self.state())
    }

    /// The computer, as `side` (`"white"` / `"black"`), exercises every right open to it: the
    /// rights exercised, as a record writes them.
    pub fn computer_droits(&mut self, side: &str) -> Result<String, Error> {
        let side: Side = from_text(side)?;
        let done = self.partie_mut().computer_droits(side)?;
        let v: Vec<DroitJson> = done.iter().map(DroitJson::from).collect();
        Ok(to_text(&v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(r: Result<String, Error>) -> &'static str {
        r.err().map(|e| e.code()).unwrap_or("ok")
    }

    #[test]
    fn nothing_is_open_at_the_start_and_every_call_is_refused_without_change() {
        let mut g = TrictracGame::new();
        let d: serde_json::Value = serde_json::from_str(&g.droits()).unwrap();
        assert_eq!(d["open"], serde_json::json!([]));
        let before = g.state();
        for call in [
            r#"{"droit":"refuse-leave"}"#,
            r#"{"droit":"acquiesce","by":"black"}"#,
            r#"{"droit":"choose-jeton","jeton":"first"}"#,
            r#"{"droit":"contest-ecole"}"#,
            r#"{"droit":"force-fill","play":{"moves":[]}}"#,
        ] {
            assert_eq!(code(g.exercise(call)), "no-right", "{call}");
        }
        assert_eq!(code(g.exercise(r#"{"droit":"fly"}"#)), "bad-json");
        assert_eq!(code(g.exercise("[")), "bad-json");
        assert_eq!(code(g.computer_droits("\"red\"")), "bad-json");
        assert_eq!(g.computer_droits("\"white\"").unwrap(), "[]");
        assert_eq!(g.state(), before);
    }
}
