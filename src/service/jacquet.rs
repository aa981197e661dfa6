//! A partie of Jacquet across the boundary: the core's `jacquet::partie::Partie` behind a handle
//! whose methods take and answer JSON text, for the package's `JacquetGame` class. Compiled and
//! tested natively; the `bindings` class only converts. The handle holds the core's partie and
//! nothing else: the first throws, the score, the history and undo, the dice generator, the
//! record and the computer's play are the core's.

use super::calls::{read_dice, read_level, read_move, read_moves, read_options, read_play};
use crate::ai;
use crate::error::Error;
use crate::jacquet::Phase;
use crate::jacquet::{Moment, Partie};
use crate::notation::game::{
    JacquetPointsJson, JacquetStateJson, JacquetStepJson, MancheResultJson,
};
use crate::notation::json::{
    check_size, from_text, to_text, DestsJson, MovesJson, PlayJson, PositionJson,
};
use crate::record::frame::JacquetFrameJson;
use crate::record::RecordJson;
use crate::side::Side;

/// The score to reach when none is agreed (the package's default).
pub const DEFAULT_TARGET: u32 = 5;

/// A partie of Jacquet in progress.
#[derive(Clone, Debug)]
pub struct JacquetGame {
    partie: Partie,
}

/// The score to reach: a whole number, at least 1; null is the default.
fn read_target(text: &str) -> Result<u32, Error> {
    let bad =
        || Error::BadRequest("the score to reach is a whole number of points, at least 1".into());
    match from_text::<Option<u32>>(text) {
        Ok(None) => Ok(DEFAULT_TARGET),
        Ok(Some(0)) | Err(Error::BadJson(_)) => Err(bad()),
        Ok(Some(t)) => Ok(t),
        Err(e) => Err(e),
    }
}

impl JacquetGame {
    /// A partie under these variants (JSON, null: the main rules) to `target` points (null:
    /// 5), its dice drawn from a generator seeded with `seed`.
    pub fn create(options: &str, target: &str, seed: u64) -> Result<JacquetGame, Error> {
        let options = read_options(options)?;
        let target = read_target(target)?;
        Ok(JacquetGame {
            partie: Partie::with_seed(options, target, seed)?,
        })
    }

    /// The core's partie, for tests.
    pub fn partie(&self) -> &Partie {
        &self.partie
    }

    fn phase(&self) -> &'static str {
        if self.partie.winner().is_some() {
            return "over";
        }
        match self.partie.manche().phase() {
            Phase::FirstThrow => "first",
            Phase::Roll => "roll",
            Phase::Play => "play",
            Phase::Over(_) => "over",
        }
    }

    /// `{position, phase, score, winner}`: the phase is `first` (the first throw of a manche),
    /// `roll`, `play` or `over`.
    pub fn state(&self) -> String {
        to_text(&JacquetStateJson {
            position: PositionJson::from_position(self.partie.manche().position()),
            phase: self.phase(),
            score: JacquetPointsJson {
                white: self.partie.score(Side::White),
                black: self.partie.score(Side::Black),
            },
            winner: self.partie.winner(),
        })
    }

    /// One throw for who starts the manche: White's die and Black's (`[w, b]`). Answers the
    /// side that starts, or null on equal dice (throw again).
    pub fn first_throw(&mut self, dice: &str) -> Result<String, Error> {
        let [w, b] = read_dice(dice)?.as_array();
        Ok(to_text(&self.partie.first_throw(w, b)?))
    }

    /// One throw for who starts the manche from the game's own generator, as `first_throw`.
    pub fn first_throw_random(&mut self) -> Result<String, Error> {
        Ok(to_text(&self.partie.first_throw_random()?))
    }

    /// The side to play throws both dice (`[a, b]`).
    pub fn roll(&mut self, dice: &str) -> Result<String, Error> {
        self.partie.roll(read_dice(dice)?)?;
        Ok(self.state())
    }

    /// The side to play throws both dice from the game's own generator.
    pub fn roll_random(&mut self) -> Result<String, Error> {
        let phase = self.phase();
        if phase != "roll" {
            return Err(Error::BadRequest(format!(
                "cannot roll now: the game awaits {phase}"
            )));
        }
        self.partie.roll_random()?;
        Ok(self.state())
    }

    /// The legal plays of the roll under the variants (empty: nothing can be played, or no
    /// roll awaits its play).
    pub fn plays(&self) -> Result<String, Error> {
        if self.phase() != "play" {
            return Ok("[]".into());
        }
        let pos = self.partie.manche().position();
        let v: Vec<PlayJson> = self
            .partie
            .legal_plays()?
            .iter()
            .map(|p| PlayJson::with_dice(pos, p))
            .collect();
        Ok(to_text(&v))
    }

    /// The roll's moves once `so_far` (`[[from, to], …]` or null) are made, under the partie's
    /// own variants: `{spent, moves: [{moves, dice}], complete}` (`MovesJson`).
    pub fn moves(&self, so_far: &str) -> Result<String, Error> {
        let so_far = read_moves(so_far)?;
        let m = self.partie.manche();
        let next = |made: &[crate::play::Move]| m.destinations(made);
        let offered = crate::moves::offered(m.position(), &so_far, &next)?;
        let complete = match self.phase() {
            "play" => crate::moves::completed(&so_far, &m.legal_plays()?, &next),
            _ => None,
        };
        Ok(to_text(&MovesJson::of(
            m.position(),
            &so_far,
            &offered,
            complete.as_ref(),
        )))
    }

    /// The legal next single-die moves once the moves `so_far` (`[[from, to], …]` or null) of
    /// the roll are made, under the partie's own variants: `{from: [to, …]}`.
    pub fn destinations(&self, so_far: &str) -> Result<String, Error> {
        let d = self.partie.manche().destinations(&read_moves(so_far)?)?;
        Ok(to_text(&DestsJson(d)))
    }

    /// Null when the move `mv` may be made after `so_far`, else the rule it breaks, under the
    /// partie's own variants.
    pub fn refusal(&self, so_far: &str, mv: &str) -> Result<String, Error> {
        let m = read_move(mv)?;
        Ok(
            match self.partie.manche().refusal(&read_moves(so_far)?, m) {
                None => "null".into(),
                Some(e) => crate::notation::error_text(&e),
            },
        )
    }

    /// The computer's play for the roll (`ai::choose_jacquet_play`), not played.
    pub fn computer_play(&self, level: &str) -> Result<String, Error> {
        let level = read_level(level)?;
        let phase = self.phase();
        if phase != "play" {
            return Err(Error::BadRequest(format!(
                "no roll to play: the game awaits {phase}"
            )));
        }
        let m = self.partie.manche();
        let play = ai::choose_jacquet_play(m.position(), level, m.options())?;
        Ok(to_text(&PlayJson::with_dice(m.position(), &play)))
    }

    /// Plays the roll. When the play ends a manche its winner marks its points and, unless the
    /// partie is won, a new manche waits for its first throw.
    pub fn play(&mut self, play: &str) -> Result<String, Error> {
        let p = read_play(play)?;
        self.partie.play(&p)?;
        Ok(self.state())
    }

    /// Takes back the last step (a first throw, a roll or a play).
    pub fn undo(&mut self) -> Result<String, Error> {
        self.partie.undo()?;
        Ok(self.state())
    }

    /// Each first throw (`{first: [w, b], starter}`) and each roll played (`{turn, dice, play,
    /// result}`, with `end`, the board the manche ended on, when it ended it); a roll awaiting
    /// its play is in the position, not yet here.
    pub fn history(&self) -> Result<String, Error> {
        let v: Vec<JacquetStepJson> = self
            .partie
            .course(usize::MAX)?
            .iter()
            .filter(|m| !matches!(m, Moment::Roll(f) if f.play.is_none()))
            .map(|m| match m {
                Moment::FirstThrow {
                    white,
                    black,
                    starter,
                } => JacquetStepJson::First {
                    first: [*white, *black],
                    starter: *starter,
                },
                Moment::Roll(f) => JacquetStepJson::Roll {
                    turn: f.side,
                    dice: f.rolled.dice().map(|d| d.as_array()),
                    play: f.play.as_ref().map(PlayJson::from_play),
                    result: f.result.map(Into::into),
                    end: f
                        .result
                        .and(f.after.as_ref())
                        .map(PositionJson::from_position),
                },
            })
            .collect();
        Ok(to_text(&v))
    }

    /// The rolls from the `from`-th (counting every roll of the partie from 0) on, each with
    /// its positions before, as thrown and after, and its legal plays (`Partie::course`).
    pub fn frames(&self, from: u32) -> Result<String, Error> {
        let from = from as usize;
        let v: Vec<JacquetFrameJson> = self
            .partie
            .course(from)?
            .iter()
            .filter_map(|m| match m {
                Moment::Roll(f) => Some(f),
                Moment::FirstThrow { .. } => None,
            })
            .skip(from)
            .map(|f| JacquetFrameJson::of(f))
            .collect();
        Ok(to_text(&v))
    }

    /// The manches played to their end, each `{winner, points}`.
    pub fn manches(&self) -> String {
        let v: Vec<MancheResultJson> = self.partie.results().iter().map(|&r| r.into()).collect();
        to_text(&v)
    }

    /// The score to reach.
    pub fn target(&self) -> u32 {
        self.partie.target()
    }

    /// The variants played, every one named.
    pub fn options(&self) -> String {
        to_text(self.partie.options())
    }

    /// The partie's record (docs/record.md, version 3, `"game": "jacquet"`).
    pub fn to_record(&self) -> String {
        self.partie.to_record().to_json()
    }

    /// A partie again from its record, every step replayed and checked, the dice generator
    /// where it was.
    pub fn from_record(record: &str) -> Result<JacquetGame, Error> {
        check_size(record)?;
        let r = RecordJson::parse(record)?;
        Ok(JacquetGame {
            partie: Partie::from_record(&r)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    /// Plays `n` steps from the game's own dice, the first legal play each time.
    fn play_on(g: &mut JacquetGame, n: usize) {
        for _ in 0..n {
            match g.phase() {
                "first" => {
                    g.first_throw_random().unwrap();
                }
                "roll" => {
                    g.roll_random().unwrap();
                }
                "play" => {
                    let plays = json(&g.plays().unwrap());
                    let p = plays
                        .get(0)
                        .map_or(r#"{"moves":[]}"#.to_string(), |p| p.to_string());
                    g.play(&p).unwrap();
                }
                _ => break,
            }
        }
    }

    #[test]
    fn the_first_throw_then_a_roll_and_its_play() {
        let mut g = JacquetGame::create("null", "null", 0).unwrap();
        assert_eq!(g.target(), 5);
        assert_eq!(json(&g.state())["phase"], "first");
        assert_eq!(g.first_throw("[3,3]").unwrap(), "null");
        assert_eq!(g.first_throw("[2,5]").unwrap(), "\"black\"");
        assert!(g.first_throw("[6,1]").is_err(), "the first throw is over");
        let s = json(&g.roll("[6,3]").unwrap());
        assert_eq!(s["phase"], "play");
        assert_eq!(
            json(&g.history().unwrap()).as_array().unwrap().len(),
            2,
            "a roll awaiting its play is not yet in the history"
        );
        assert_eq!(json(&g.frames(0).unwrap()).as_array().unwrap().len(), 1);
        assert_eq!(s["position"]["turn"], "black");
        let plays = json(&g.plays().unwrap());
        assert_eq!(
            plays.as_array().unwrap().len(),
            1,
            "003 LE POSTILLON: one play"
        );
        // the play says the die each move spends (6 then 3); the history and the frames keep
        // the moves alone, and a play with its dice is read back as the play
        assert_eq!(plays[0]["dice"], serde_json::json!([6, 3]));
        let moves = serde_json::json!([{"moves": plays[0]["moves"]}]);
        let s = json(&g.play(&plays[0].to_string()).unwrap());
        assert_eq!(s["position"]["turn"], "white");
        assert_eq!(
            json(&g.history().unwrap()),
            serde_json::json!([
                {"first": [3, 3], "starter": null},
                {"first": [2, 5], "starter": "black"},
                {"turn": "black", "dice": [6, 3], "play": moves[0], "result": null},
            ])
        );
        let f = json(&g.frames(0).unwrap());
        assert_eq!(f[0]["before"]["turn"], "black");
        assert_eq!(f[0]["rolled"]["dice"], serde_json::json!([6, 3]));
        assert_eq!(f[0]["plays"], moves);
        assert_eq!(f[0]["after"], s["position"]);
    }

    #[test]
    fn refusals_leave_the_partie_as_it_was() {
        let mut g = JacquetGame::create("{}", "3", 1).unwrap();
        let before = g.state();
        for bad in ["[0,7]", "[1]", "\"6-5\"", "{}", "1e300", "null"] {
            assert!(g.first_throw(bad).is_err(), "{bad}");
            assert_eq!(g.state(), before);
        }
        assert!(g.roll_random().is_err(), "the first throw comes first");
        assert!(g.roll("[6,5]").is_err());
        assert!(g.computer_play("null").is_err());
        assert!(g.play(r#"{"moves":[]}"#).is_err());
        assert_eq!(g.state(), before);
        g.first_throw("[6,1]").unwrap();
        g.roll("[6,3]").unwrap();
        let rolled = g.state();
        assert_eq!(
            g.play(r#"{"moves":[["B1","B5"]]}"#).unwrap_err().code(),
            "not-the-dice"
        );
        assert_eq!(
            g.computer_play("\"grandmaster\"").unwrap_err().code(),
            "bad-request"
        );
        assert_eq!(g.state(), rolled);
        for (options, target) in [
            (r#"{"bouchon":"never"}"#, "null"),
            ("null", "0"),
            ("null", "1.5"),
            ("null", "-1"),
            ("7", "null"),
        ] {
            assert_eq!(
                JacquetGame::create(options, target, 0).unwrap_err().code(),
                "bad-request",
                "{options} {target}"
            );
        }
    }

    #[test]
    fn a_seeded_partie_is_the_same_partie_and_its_record_goes_on_with_the_same_dice() {
        let mut a = JacquetGame::create(r#"{"bareme":"table"}"#, "2", 9).unwrap();
        let mut b = JacquetGame::create(r#"{"bareme":"table"}"#, "2", 9).unwrap();
        play_on(&mut a, 300);
        play_on(&mut b, 300);
        assert_eq!(a.history().unwrap(), b.history().unwrap());
        assert_eq!(
            json(&a.options()),
            serde_json::json!({"bouchon": "allowed", "sortie_talon_adverse": false, "bareme": "table"})
        );
        let record = a.to_record();
        let r = json(&record);
        assert_eq!(r["game"], "jacquet");
        assert_eq!(r["generator"]["seed"], "9");
        let mut again = JacquetGame::from_record(&record).unwrap();
        assert_eq!(again.state(), a.state());
        assert_eq!(again.history().unwrap(), a.history().unwrap());
        assert_eq!(again.frames(0).unwrap(), a.frames(0).unwrap());
        play_on(&mut a, 200);
        play_on(&mut again, 200);
        assert_eq!(again.history().unwrap(), a.history().unwrap());
        assert_eq!(json(&a.state())["phase"], "over");
        // the manches' results are the score
        let manches = json(&a.manches());
        let mut sum = [0u64; 2];
        for m in manches.as_array().unwrap() {
            sum[usize::from(m["winner"] == "black")] += m["points"].as_u64().unwrap();
        }
        let s = json(&a.state());
        assert_eq!(
            [
                s["score"]["white"].as_u64().unwrap(),
                s["score"]["black"].as_u64().unwrap()
            ],
            sum
        );
        // each manche ended on a board its winner has left
        for h in json(&a.history().unwrap()).as_array().unwrap() {
            if let Some(r) = h.get("result").filter(|r| !r.is_null()) {
                let w = r["winner"].as_str().unwrap();
                assert_eq!(h["end"][w], serde_json::json!({}));
            }
        }
        // a Trictrac record is not a Jacquet one, and garbage is refused
        let trictrac = super::super::game::TrictracGame::new().to_record();
        assert!(JacquetGame::from_record(&trictrac).is_err());
        assert!(JacquetGame::from_record("{").is_err());
        assert!(super::super::game::TrictracGame::from_record(&record).is_err());
    }

    #[test]
    fn undo_takes_back_each_step_the_first_throw_included() {
        let mut g = JacquetGame::create("null", "null", 7).unwrap();
        assert!(g.undo().is_err(), "nothing to undo");
        g.first_throw("[5,2]").unwrap();
        g.roll("[4,1]").unwrap();
        let rolled = g.state();
        play_on(&mut g, 1);
        g.undo().unwrap();
        assert_eq!(g.state(), rolled);
        g.undo().unwrap();
        assert_eq!(json(&g.state())["phase"], "roll");
        g.undo().unwrap();
        assert_eq!(json(&g.state())["phase"], "first");
        assert!(g.undo().is_err());
    }
}
