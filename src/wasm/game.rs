//! A game of Trictrac across the boundary: the core's `Partie` behind a handle whose methods
//! take and answer JSON text, for the package's `Game` class. Compiled and tested natively; the
//! `bindings` class only converts. The handle holds the core's game and nothing else: history,
//! undo, the record and the computer's choices are the core's.

use super::calls::{read_decision, read_dice, read_level, read_marked, read_play};
use crate::ai::{self, claimed_points};
use crate::error::Error;
use crate::game::Game;
use crate::notation::game::{StateJson, TurnJson};
use crate::notation::json::{from_text, to_text, AnalysisJson, PlayJson, PositionJson, ScoreJson};
use crate::notation::read_position;
use crate::partie::{Partie, XorShift64};
use crate::record::RecordJson;

/// A partie of Trictrac in progress.
#[derive(Clone, Debug)]
pub struct TrictracGame {
    partie: Partie,
}

impl Default for TrictracGame {
    fn default() -> Self {
        TrictracGame::new()
    }
}

impl TrictracGame {
    /// A new game from the start.
    pub fn new() -> TrictracGame {
        TrictracGame {
            partie: Partie::new(Game::Trictrac),
        }
    }

    /// The core's game, for tests.
    pub fn partie(&self) -> &Partie {
        &self.partie
    }

    /// Starts again from a position (JSON or the compact notation; `null`: the start). Its dice,
    /// if any, are the roll just thrown and are marked. On a refusal the game is unchanged.
    pub fn load(&mut self, position: &str) -> Result<String, Error> {
        let partie = if position.trim() == "null" {
            Partie::new(Game::Trictrac)
        } else {
            let p = read_position(position)?;
            if p.game() != Game::Trictrac {
                return Err(Error::BadRequest(
                    "Game plays a partie of Trictrac; JacquetGame plays Jacquet".into(),
                ));
            }
            Partie::from_position(p)?
        };
        self.partie = partie;
        Ok(self.state())
    }

    /// `{position, phase, winner}`.
    pub fn state(&self) -> String {
        to_text(&StateJson::of(&self.partie))
    }

    /// Throws these dice (`[a, b]`): the roll is analysed and its points marked.
    pub fn roll(&mut self, dice: &str) -> Result<String, Error> {
        let d = read_dice(dice)?;
        self.partie.roll(d)?;
        Ok(self.state())
    }

    /// The analysis of the roll being played, or null before the roll.
    pub fn analysis(&self) -> String {
        match self.partie.rolled() {
            Some(r) => to_text(&AnalysisJson::from_analysis(&r.analysis)),
            None => "null".into(),
        }
    }

    /// The legal plays of the roll while it awaits its play.
    pub fn plays(&self) -> String {
        let v: Vec<PlayJson> = self
            .partie
            .plays()
            .iter()
            .map(PlayJson::from_play)
            .collect();
        to_text(&v)
    }

    /// Tenir (`"hold"`) or s'en aller (`"leave"`), right after completing a trou.
    pub fn decide(&mut self, decision: &str) -> Result<String, Error> {
        let d = read_decision(decision)?;
        self.partie.decide(d)?;
        Ok(self.state())
    }

    /// Plays the roll; a refused play names the rule it breaks.
    pub fn play(&mut self, play: &str) -> Result<String, Error> {
        let p = read_play(play)?;
        self.partie.play(p)?;
        Ok(self.state())
    }

    /// Puts in the score as the sides marked the last roll (`Partie::set_score`).
    pub fn set_score(&mut self, score: &str) -> Result<String, Error> {
        let s: ScoreJson = from_text(score)?;
        self.partie.set_score(s.into())?;
        Ok(self.state())
    }

    /// The sides marked the last roll themselves: the école verdict, the score becoming its
    /// `score_with_ecoles` (`Partie::mark_ecole`).
    pub fn mark_ecole(&mut self, marked: &str) -> Result<String, Error> {
        let m = read_marked(marked)?;
        let v = self.partie.mark_ecole(&m)?;
        Ok(to_text(&v))
    }

    /// Takes back the last step (roll, decision or play).
    pub fn undo(&mut self) -> Result<String, Error> {
        self.partie.undo()?;
        Ok(self.state())
    }

    /// Every roll so far, in order.
    pub fn history(&self) -> String {
        let v: Vec<TurnJson> = self.partie.turns().iter().map(TurnJson::of).collect();
        to_text(&v)
    }

    /// The position before the first roll of this game.
    pub fn start(&self) -> String {
        to_text(&PositionJson::from_position(self.partie.start()))
    }

    /// The computer's play for the roll being played.
    pub fn computer_play(&self, level: &str) -> Result<String, Error> {
        let level = read_level(level)?;
        if self.partie.phase() != crate::partie::Phase::AwaitingPlay {
            return Err(Error::BadRequest("no roll awaits its play".into()));
        }
        let play = ai::choose_play(self.partie.position(), level)?;
        Ok(to_text(&PlayJson::from_play(&play)))
    }

    /// The computer's choice, tenir or s'en aller, while the game awaits it.
    pub fn computer_decision(&self, level: &str) -> Result<String, Error> {
        let level = read_level(level)?;
        let d = ai::decision_for(&self.partie, level)
            .ok_or_else(|| Error::BadRequest("no decision is awaited".into()))?;
        Ok(to_text(&d.name()))
    }

    /// What the computer claims to have won with the roll being played, in the mode where it
    /// makes mistakes: `{white, black}`, the mover's points possibly wrong (`ai::claimed_points`,
    /// `mistake_rate` 0 to 1, `seed` drawing the mistake).
    pub fn computer_marks(&self, mistake_rate: f64, seed: u32) -> Result<String, Error> {
        let r = self
            .partie
            .rolled()
            .ok_or_else(|| Error::BadRequest("no roll has been thrown".into()))?;
        let mut rng = XorShift64::new(u64::from(seed) | 1 << 32);
        let mover = self.partie.position().turn();
        let mut points = r.analysis.points;
        let claimed = claimed_points(points.get(mover), mistake_rate, &mut rng);
        match mover {
            crate::side::Side::White => points.white = claimed,
            crate::side::Side::Black => points.black = claimed,
        }
        Ok(to_text(&points))
    }

    /// The game's record (`record`): every roll as marked and played.
    pub fn to_record(&self) -> String {
        RecordJson::from_partie(&self.partie).to_json()
    }

    /// A game again from its record, every step replayed and checked.
    pub fn from_record(record: &str) -> Result<TrictracGame, Error> {
        crate::notation::json::check_size(record)?;
        let r = RecordJson::parse(record).map_err(record_error)?;
        let replay = r.replay().map_err(record_error)?;
        Ok(TrictracGame {
            partie: replay.partie,
        })
    }
}

/// A record's refusal as the package's error: its code, its message naming the step.
fn record_error(e: crate::record::RecordError) -> Error {
    Error::Record {
        code: e.code(),
        step: e.step,
        message: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_call_leaves_the_game_unchanged() {
        let mut g = TrictracGame::new();
        let before = g.state();
        for bad in ["null", "NaN", "[0,7]", "[1]", "\"6-5\"", "{}"] {
            assert!(g.roll(bad).is_err(), "{bad}");
            assert_eq!(g.state(), before);
        }
        g.roll("[6,5]").unwrap();
        let rolled = g.state();
        for bad in [
            "null",
            "1",
            r#"{"moves":[["B1","B9"]]}"#,
            r#"[["B1","B7"]]"#,
        ] {
            assert!(g.play(bad).is_err(), "{bad}");
            assert_eq!(g.state(), rolled);
        }
        assert!(g.decide("\"hold\"").is_err());
        assert_eq!(g.state(), rolled);
    }

    #[test]
    fn record_round_trips_and_computer_plays_legally() {
        let mut g = TrictracGame::new();
        for dice in ["[6,5]", "[3,3]", "[2,1]", "[6,6]", "[4,1]"] {
            if g.partie().phase() == crate::partie::Phase::AwaitingDecision {
                let d = g.computer_decision("null").unwrap();
                g.decide(&d).unwrap();
            }
            if g.partie().phase() != crate::partie::Phase::AwaitingRoll {
                break;
            }
            g.roll(dice).unwrap();
            if g.partie().phase() == crate::partie::Phase::AwaitingPlay {
                let p = g.computer_play("\"greedy\"").unwrap();
                let plays: Vec<PlayJson> = serde_json::from_str(&g.plays()).unwrap();
                let p_json: PlayJson = serde_json::from_str(&p).unwrap();
                assert!(plays.is_empty() || plays.contains(&p_json));
                g.play(&p).unwrap();
            }
        }
        let again = TrictracGame::from_record(&g.to_record()).unwrap();
        assert_eq!(again.state(), g.state());
        assert_eq!(again.history(), g.history());
        assert!(TrictracGame::from_record("{}").is_err());
    }

    #[test]
    fn computer_marks_err_only_when_told() {
        let mut g = TrictracGame::new();
        g.roll("[6,5]").unwrap();
        let truth = to_text(&g.partie().rolled().unwrap().analysis.points);
        assert_eq!(g.computer_marks(0.0, 1).unwrap(), truth);
        let wrong = (1..50)
            .filter(|&s| g.computer_marks(1.0, s).unwrap() != truth)
            .count();
        assert_eq!(wrong, 49);
    }
}
