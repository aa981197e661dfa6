//! A game of Trictrac across the boundary: the core's `Partie` behind a handle whose methods
//! take and answer JSON text, for the package's `Game` class. Compiled and tested natively; the
//! `bindings` class only converts. The handle holds the core's game and nothing else: history,
//! undo, the dice generator, the record and the computer's choices are the core's.

use super::calls::{
    read_decision, read_dice, read_level, read_marked, read_move, read_moves, read_play,
};
use crate::ai;
use crate::error::Error;
use crate::notation::game::{RulesJson, StateJson, TurnJson};
use crate::notation::json::{
    from_text, to_text, AnalysisJson, DestsJson, EcoleVerdictJson, MovesJson, PlayJson,
    PositionJson, ScoreJson, SideMarkedJson,
};
use crate::notation::read_position;
use crate::partie::{Goal, Partie, PartieOptions};
use crate::position::Position;
use crate::record::frame::FrameJson;
use crate::record::RecordJson;
use crate::trictrac::Sortie;
use crate::variant::Variant;

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

/// A game of Trictrac from a position (JSON or the compact notation; `null`: the start, White
/// to roll), the tour, its dice drawn from a generator seeded with `seed`. Dice in the position
/// are the roll just thrown, and are marked.
fn partie_at(position: &str, seed: u64, rules: RulesJson) -> Result<Partie, Error> {
    let p = if position.trim() == "null" {
        Position::start(Variant::Trictrac)
    } else {
        let p = read_position(position)?;
        if p.variant() != Variant::Trictrac {
            return Err(Error::BadRequest(
                "Game plays a partie of Trictrac; JacquetGame plays Jacquet".into(),
            ));
        }
        p
    };
    let options = PartieOptions {
        goal: Goal::Tour,
        first: crate::partie::First::Side(p.turn()),
        sortie: if rules.provinciale {
            Sortie::Provinciale
        } else {
            Sortie::Parisienne
        },
        rencontre: rules.rencontre,
        fausse_case: rules.fausse_case,
    };
    Partie::from_position_with(p, options, seed)
}

impl TrictracGame {
    /// A new game from the start, seed 0.
    pub fn new() -> TrictracGame {
        TrictracGame {
            partie: Partie::new(Variant::Trictrac),
        }
    }

    /// A new game from a position (`null`: the start), its dice seeded with `seed` (the
    /// boundary draws one from the platform when the player gives none).
    pub fn create(position: &str, seed: u64) -> Result<TrictracGame, Error> {
        TrictracGame::create_with(position, seed, "null")
    }

    /// `create`, the game played by the old rules agreed in `rules` (`{"provinciale": bool,
    /// "rencontre": bool}`, null: neither; docs/rulings.md 18–19).
    pub fn create_with(position: &str, seed: u64, rules: &str) -> Result<TrictracGame, Error> {
        let rules: Option<RulesJson> = from_text(rules)?;
        Ok(TrictracGame {
            partie: partie_at(position, seed, rules.unwrap_or_default())?,
        })
    }

    /// The core's game, to change (the opponent's rights, `droits.rs`; the fausse case, `fausse.rs`).
    pub(super) fn partie_mut(&mut self) -> &mut Partie {
        &mut self.partie
    }

    /// A handle over a game the core made (a marqué of a partie à écrire).
    pub(crate) fn of(partie: Partie) -> TrictracGame {
        TrictracGame { partie }
    }

    /// The core's game, given back.
    pub(crate) fn into_partie(self) -> Partie {
        self.partie
    }

    /// The core's game: for tests, and for a question the bindings ask the core directly (one
    /// that only converts its JSON, with no handle state of the service's to keep).
    pub fn partie(&self) -> &Partie {
        &self.partie
    }

    /// Starts again from a position (JSON or the compact notation; `null`: the start), the
    /// dice generator from its seed again. Its dice, if any, are the roll just thrown and are
    /// marked. On a refusal the game is unchanged.
    pub fn load(&mut self, position: &str) -> Result<String, Error> {
        let o = self.partie.options();
        let rules = RulesJson {
            provinciale: o.sortie == Sortie::Provinciale,
            rencontre: o.rencontre,
            fausse_case: o.fausse_case,
        };
        self.partie = partie_at(position, self.partie.seed(), rules)?;
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

    /// Throws the dice from the game's own seeded generator (`Partie::roll_random`).
    pub fn roll_random(&mut self) -> Result<String, Error> {
        self.partie.roll_random()?;
        Ok(self.state())
    }

    /// The analysis of the roll being played, or null before the roll.
    pub fn analysis(&self) -> String {
        match self.partie.rolled() {
            Some(r) => to_text(&AnalysisJson::from_analysis(&r.analysis)),
            None => "null".into(),
        }
    }

    /// The legal next single-die moves once the moves `so_far` (`[[from, to], …]` or null) of
    /// the roll are made, by the game's own rule of bearing off: `{from: [to, …]}`.
    pub fn destinations(&self, so_far: &str) -> Result<String, Error> {
        let d = self.partie.destinations(&read_moves(so_far)?)?;
        Ok(to_text(&DestsJson(d)))
    }

    /// Null when the move `mv` may be made after `so_far`, else the rule it breaks, by the
    /// game's own rule of bearing off.
    pub fn refusal(&self, so_far: &str, mv: &str) -> Result<String, Error> {
        let m = read_move(mv)?;
        Ok(match self.partie.refusal(&read_moves(so_far)?, m) {
            None => "null".into(),
            Some(e) => crate::notation::error_text(&e),
        })
    }

    /// The legal plays of the roll while it awaits its play, each move with the die it spends.
    pub fn plays(&self) -> String {
        let pos = self.partie.position();
        let v: Vec<PlayJson> = self
            .partie
            .plays()
            .iter()
            .map(|p| PlayJson::with_dice(pos, p))
            .collect();
        to_text(&v)
    }

    /// The roll's moves once `so_far` (`[[from, to], …]` or null) are made, by the game's own
    /// rules: `{spent, moves: [{moves, dice}], complete}` (`MovesJson`); no move and
    /// no play unless the roll awaits its play.
    pub fn moves(&self, so_far: &str) -> Result<String, Error> {
        let so_far = read_moves(so_far)?;
        let next = |m: &[crate::play::Move]| self.partie.destinations(m);
        let pos = self.partie.position();
        let awaiting = self.partie.phase() == crate::partie::Phase::AwaitingPlay;
        let offered = crate::moves::offered(pos, &so_far, &next)?;
        let complete = awaiting
            .then(|| crate::moves::completed(&so_far, self.partie.plays(), &next))
            .flatten();
        Ok(to_text(&MovesJson::of(
            pos,
            &so_far,
            &offered,
            complete.as_ref(),
        )))
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
        Ok(to_text(&EcoleVerdictJson::of(&v)))
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

    /// The rolls from the `from`-th (counting from 0) on, each with its positions before, as
    /// thrown and after, its analysis and the marks made by hand (`Partie::frames_from`).
    pub fn frames(&self, from: u32) -> Result<String, Error> {
        let from = from as usize;
        let frames = self.partie.frames_from(from)?;
        let v: Vec<FrameJson> = frames.iter().skip(from).map(FrameJson::of).collect();
        Ok(to_text(&v))
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
        // Among the game's plays, under the rules it agreed (the provinciale rule, say).
        let play = ai::choose_play_among(self.partie.position(), self.partie.plays(), level)?;
        Ok(to_text(&PlayJson::with_dice(self.partie.position(), &play)))
    }

    /// The computer's choice, tenir or s'en aller, while the game awaits it.
    pub fn computer_decision(&self, level: &str) -> Result<String, Error> {
        let level = read_level(level)?;
        let d = ai::decision_for(&self.partie, level)
            .ok_or_else(|| Error::BadRequest("no decision is awaited".into()))?;
        Ok(to_text(&d.name()))
    }

    /// What the computer marks of the roll being played in the mode where it makes mistakes
    /// (`Partie::computer_marks`): its marks as the école check reads them.
    pub fn computer_marks(&self, mistake_rate: f64) -> Result<String, Error> {
        let m = self.partie.computer_marks(mistake_rate)?;
        Ok(to_text(&SideMarkedJson::from_side(&m.marked)))
    }

    /// The game's record (`record`): every roll as marked and played.
    pub fn to_record(&self) -> String {
        RecordJson::from_partie(&self.partie).to_json()
    }

    /// A game again from its record, every step replayed and checked: its history (undo), its
    /// dice generator and its hand marks as they were.
    pub fn from_record(record: &str) -> Result<TrictracGame, Error> {
        crate::notation::json::check_size(record)?;
        let r = RecordJson::parse(record)?;
        Ok(TrictracGame {
            partie: Partie::from_record(&r)?,
        })
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
    fn computer_marks_answer_the_game_s_own() {
        let mut g = TrictracGame::new();
        g.roll("[6,5]").unwrap();
        let m = json(&g.computer_marks(1.0).unwrap());
        let core = g.partie().computer_marks(1.0).unwrap();
        assert_ne!(core.claimed, core.due);
        assert_eq!(m["jeton"], core.marked.jeton.unwrap());
        assert_eq!(m["released"], true);
        assert_eq!(m["touched"], true);
    }

    fn json(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    /// Plays `n` steps from the game's own dice: the first play listed, tenir every time.
    fn play_on(g: &mut TrictracGame, n: usize) {
        for _ in 0..n {
            match g.partie().phase() {
                crate::partie::Phase::Over => break,
                crate::partie::Phase::AwaitingRoll => {
                    g.roll_random().unwrap();
                }
                crate::partie::Phase::AwaitingDecision => {
                    g.decide("\"hold\"").unwrap();
                }
                crate::partie::Phase::AwaitingPlay => {
                    let plays = json(&g.plays());
                    let p = plays
                        .get(0)
                        .map_or("{\"moves\":[]}".to_string(), |p| p.to_string());
                    g.play(&p).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_dice_are_the_games_own_seeded_generator() {
        let mut a = TrictracGame::create("null", 42).unwrap();
        let mut b = TrictracGame::create("null", 42).unwrap();
        let mut c = TrictracGame::create("null", 43).unwrap();
        play_on(&mut a, 60);
        play_on(&mut b, 60);
        play_on(&mut c, 60);
        assert_eq!(a.history(), b.history());
        assert_ne!(a.history(), c.history());
        assert_eq!(a.partie().seed(), 42);
        // a roll taken back is thrown again the same
        while a.partie().phase() != crate::partie::Phase::AwaitingRoll {
            play_on(&mut a, 1);
        }
        a.roll_random().unwrap();
        let dice = json(&a.state())["position"]["dice"].clone();
        a.undo().unwrap();
        a.roll_random().unwrap();
        assert_eq!(json(&a.state())["position"]["dice"], dice);
        // no second roll before the play
        if a.partie().phase() != crate::partie::Phase::AwaitingRoll {
            let before = a.state();
            assert!(a.roll_random().is_err());
            assert_eq!(a.state(), before);
        }
    }

    #[test]
    fn a_reloaded_game_throws_the_same_dice_next() {
        let mut g = TrictracGame::create("null", 2024).unwrap();
        play_on(&mut g, 37);
        let record = g.to_record();
        let r = json(&record);
        assert_eq!(r["version"], 3, "the generator needs version 3");
        assert_eq!(r["generator"]["seed"], "2024");
        let mut again = TrictracGame::from_record(&record).unwrap();
        assert_eq!(again.state(), g.state());
        assert_eq!(again.frames(0).unwrap(), g.frames(0).unwrap());
        play_on(&mut g, 30);
        play_on(&mut again, 30);
        assert_eq!(again.history(), g.history());
        // and undo goes back over the saved steps
        assert!(again.undo().is_ok());
    }

    #[test]
    fn frames_are_each_roll_with_its_positions() {
        let mut g = TrictracGame::create("null", 5).unwrap();
        assert_eq!(g.frames(0).unwrap(), "[]");
        play_on(&mut g, 1);
        let f = json(&g.frames(0).unwrap());
        assert_eq!(f.as_array().unwrap().len(), 1);
        assert_eq!(f[0]["before"]["turn"], "white");
        assert!(f[0]["before"].get("dice").is_none());
        assert_eq!(f[0]["rolled"], json(&g.state())["position"]);
        assert_eq!(f[0]["analysis"], json(&g.analysis()));
        assert!(f[0]["play"].is_null() && f[0]["after"].is_null());
        play_on(&mut g, 40);
        let all = json(&g.frames(0).unwrap());
        let n = all.as_array().unwrap().len();
        let history = json(&g.history());
        assert_eq!(history.as_array().unwrap().len(), n);
        for (f, t) in all
            .as_array()
            .unwrap()
            .iter()
            .zip(history.as_array().unwrap())
        {
            assert_eq!(f["side"], t["turn"]);
            assert_eq!(f["rolled"]["dice"], t["dice"]);
            assert_eq!(f["play"], t["play"]);
            assert_eq!(f["score"], t["score"]);
            assert_eq!(f["analysis"]["points"], t["points"]);
        }
        let tail = json(&g.frames(n as u32 - 1).unwrap());
        assert_eq!(tail.as_array().unwrap().len(), 1);
        assert_eq!(tail[0], all[n - 1]);
        assert_eq!(g.frames(n as u32 + 5).unwrap(), "[]");
    }

    #[test]
    fn a_position_and_load_keep_the_seed() {
        let mut g = TrictracGame::create("B1:13,B7,B8/N1:15 w 5-5", 9).unwrap();
        assert_ne!(
            json(&g.state())["phase"],
            "roll",
            "the position's dice are thrown"
        );
        g.load("null").unwrap();
        assert_eq!(g.partie().seed(), 9);
        assert_eq!(json(&g.state())["phase"], "roll");
        let before = g.state();
        assert!(g.load("{\"white\":{\"B1\":16}}").is_err());
        assert!(
            g.load(r#"{"game":"jacquet","white":{"B1":15},"black":{"N12":15},"turn":"white"}"#)
                .is_err(),
            "not a Trictrac position"
        );
        assert_eq!(g.state(), before);
        assert!(TrictracGame::create("{", 1).is_err());
    }

    /// The rules agreed for a game: the provinciale rule plays only N6-N1 with N5 and N6 and a 5
    /// (docs/rulings.md 18); unknown rules are refused.
    #[test]
    fn a_game_by_the_old_rules() {
        let start = "N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w 5-2";
        let plays = |g: &TrictracGame| serde_json::from_str::<Vec<PlayJson>>(&g.plays()).unwrap();
        let g = TrictracGame::create_with(start, 1, r#"{"provinciale": true}"#).unwrap();
        assert_eq!(plays(&g).len(), 1);
        assert!(g.to_record().contains(r#""provinciale":true"#));
        let mut again = TrictracGame::from_record(&g.to_record()).unwrap();
        assert_eq!(plays(&again).len(), 1);
        again.load(start).unwrap();
        assert_eq!(plays(&again).len(), 1, "load keeps the game's rules");
        assert_eq!(
            plays(&TrictracGame::create_with(start, 1, "null").unwrap()).len(),
            2
        );
        assert!(TrictracGame::create_with(start, 1, r#"{"provincial": true}"#).is_err());
    }
}
