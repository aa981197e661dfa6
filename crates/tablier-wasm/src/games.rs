//! The exports of the full package over the stateless ones of `bindings`: the game objects'
//! classes (`game::TrictracGame` or a marqué, `jacquet::JacquetGame`, `ecrire::EcrireGame`), the computer's
//! questions, the advice, the école's verdicts, the fausse case and the score sheet. A game made
//! without a seed gets one drawn from the platform here.
//!
//! A class's method is named in JavaScript (`js_name`) as the package's class names it: the
//! package forwards every raw method it does not write itself as it is (js/games.js,
//! `forwardMethods`), so that a method added here that takes and answers JSON text is the
//! package's at once; its type goes in js/tablier.d.ts (docs/package.md, "Adding a method").
//!
//! What needs the computer (its choices, the advice, the sheet played from a seed, a partie's
//! computer steps) is behind the `computer` feature, the partie à écrire behind `ecrire`: the
//! game page's light module is this crate with `games` alone, the same classes without those
//! methods (Cargo.toml). With `replay` alone, the record module of `<tablier-record>`, the classes
//! have the three methods that read a record back and step through it, and nothing else of this
//! file is compiled.

use crate::{thrown, Answer};
#[cfg(feature = "games")]
use tablier::notation::json::{to_text, EcoleVerdictJson};
#[cfg(feature = "games")]
use tablier::service::advice;
#[cfg(feature = "games")]
use tablier::service::calls::{self, read_marked, read_seed};
#[cfg(feature = "ecrire")]
use tablier::service::ecrire::EcrireGame;
use tablier::service::game::TrictracGame;
use tablier::service::jacquet::JacquetGame;
#[cfg(feature = "ecrire")]
use tablier::service::marque::SharedEcrire;
use tablier::service::marque::TourOrMarque;
#[cfg(feature = "games")]
use tablier::Error;
use wasm_bindgen::prelude::*;

#[cfg(feature = "games")]
export! { calls:
    /// The école verdict for the position's roll.
    checkEcole => check_ecole(position, marked);
    /// The école verdict without a board.
    checkEcolePoints => check_ecole_points(score, mover, points, marked);
}

// The names alone: the page's choice of level shows before the computer is loaded.
#[cfg(feature = "games")]
export! { advice:
    /// The computer's levels, weakest first.
    levels => levels();
}

#[cfg(feature = "computer")]
export! { calls:
    /// The computer's play for the position's roll.
    choosePlay => choose_play(position, level);
    /// Tenir or s'en aller for the position awaiting that decision.
    chooseDecision => choose_decision(position, level);
}

#[cfg(feature = "computer")]
export! { advice:
    /// The legal plays of the roll ranked by the maître's evaluation.
    hints => hints(position);
    /// The review of one side's rolls in a recorded game.
    review => review(record, side);
}

/// The verdict on an attempt at the position's roll (docs/rules/fausse-case.md).
#[cfg(feature = "games")]
#[wasm_bindgen(js_name = fausseCase)]
pub fn fausse_case(position: &str, attempt: &str) -> Answer {
    tablier::service::fausse::fausse_case(position, attempt).map_err(thrown)
}

/// A partie à écrire's score sheet, from the marqués' gains or played from a seed (by the computer).
#[cfg(feature = "computer")]
#[wasm_bindgen]
pub fn sheet(request: &str) -> Answer {
    tablier::service::sheet::sheet(request).map_err(thrown)
}

/// A game's seed: the one given (`calls::read_seed`), or, given none (null), 64 bits of the
/// platform's cryptographic randomness (getrandom: `crypto.getRandomValues`), drawn once.
#[cfg(feature = "games")]
fn seed_of(seed: &str) -> Result<u64, JsValue> {
    if let Some(s) = read_seed(seed).map_err(thrown)? {
        return Ok(s);
    }
    let mut b = [0u8; 8];
    // The error's own text is left out: its Display brings getrandom's messages.
    getrandom::fill(&mut b).map_err(|_| {
        thrown(Error::BadRequest(
            "no source of randomness: crypto.getRandomValues failed".into(),
        ))
    })?;
    Ok(u64::from_le_bytes(b))
}

/// A game of Trictrac in progress, for the package's `Game` class: a tour
/// (`game::TrictracGame`), or a marqué of a partie à écrire, lent by it (`marque::TourOrMarque`).
/// Every call may be refused, a marqué's once it is written on the sheet or its partie freed.
#[wasm_bindgen(js_name = Partie)]
pub struct PartieHandle(TourOrMarque);

#[cfg(feature = "games")]
#[wasm_bindgen(js_class = Partie)]
impl PartieHandle {
    /// A new game from a position (`null`: the start), seeded (`null`: a seed drawn once from
    /// the platform).
    #[wasm_bindgen(constructor)]
    pub fn new(position: &str, seed: &str, rules: &str) -> Result<PartieHandle, JsValue> {
        TrictracGame::create_with(position, seed_of(seed)?, rules)
            .map(|g| PartieHandle(TourOrMarque::Tour(Box::new(g))))
            .map_err(thrown)
    }

    /// Starts again from a position (`null`: the start).
    pub fn load(&mut self, position: &str) -> Answer {
        self.0.load(position).map_err(thrown)
    }
    /// Throws these dice.
    pub fn roll(&mut self, dice: &str) -> Answer {
        self.0.write(&mut |g| g.roll(dice)).map_err(thrown)
    }
    /// Throws the dice from the game's own seeded generator.
    #[wasm_bindgen(js_name = rollRandom)]
    pub fn roll_random(&mut self) -> Answer {
        self.0.write(&mut |g| g.roll_random()).map_err(thrown)
    }
    /// The analysis of the roll being played, or null.
    #[wasm_bindgen(js_name = analyse)]
    pub fn analysis(&self) -> Answer {
        self.0.read(&|g| Ok(g.analysis())).map_err(thrown)
    }
    /// The legal plays of the roll.
    pub fn plays(&self) -> Answer {
        self.0.read(&|g| Ok(g.plays())).map_err(thrown)
    }
    /// The legal next single-die moves after `so_far`, by the game's rule of bearing off.
    pub fn destinations(&self, so_far: &str) -> Answer {
        self.0.read(&|g| g.destinations(so_far)).map_err(thrown)
    }
    /// Null, or the rule the move breaks after `so_far`, by the game's rule of bearing off.
    pub fn refusal(&self, so_far: &str, mv: &str) -> Answer {
        self.0.read(&|g| g.refusal(so_far, mv)).map_err(thrown)
    }
    /// The roll's moves after `so_far`: the dice spent, each destination's chain and dice, the play completed.
    pub fn moves(&self, so_far: &str) -> Answer {
        self.0.read(&|g| g.moves(so_far)).map_err(thrown)
    }
    /// Tenir or s'en aller.
    pub fn decide(&mut self, decision: &str) -> Answer {
        self.0.write(&mut |g| g.decide(decision)).map_err(thrown)
    }
    /// Plays the roll.
    pub fn play(&mut self, play: &str) -> Answer {
        self.0.write(&mut |g| g.play(play)).map_err(thrown)
    }
    /// Puts in the score as the sides marked the last roll.
    #[wasm_bindgen(js_name = setScore)]
    pub fn set_score(&mut self, score: &str) -> Answer {
        self.0.write(&mut |g| g.set_score(score)).map_err(thrown)
    }
    /// The école verdict on the last roll as the sides say they marked it, nothing put in
    /// (`Partie::check_ecole`): the core's own question, converted.
    #[wasm_bindgen(js_name = checkEcole)]
    pub fn check_ecole(&self, marked: &str) -> Answer {
        self.0
            .read(&|g| {
                let v = g.partie().check_ecole(&read_marked(marked)?)?;
                Ok(to_text(&EcoleVerdictJson::of(&v)))
            })
            .map_err(thrown)
    }
    /// The sides marked the last roll themselves: the école verdict.
    #[wasm_bindgen(js_name = markEcole)]
    pub fn mark_ecole(&mut self, marked: &str) -> Answer {
        self.0.write(&mut |g| g.mark_ecole(marked)).map_err(thrown)
    }
    /// The opponent's rights on the last roll: `{open, exercised, chain}`.
    pub fn droits(&self) -> Answer {
        self.0.read(&|g| Ok(g.droits())).map_err(thrown)
    }
    /// Exercises a right of the opponent after an école.
    pub fn exercise(&mut self, call: &str) -> Answer {
        self.0.write(&mut |g| g.exercise(call)).map_err(thrown)
    }
    /// The computer, as a side, exercises every right open to it.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerDroits)]
    pub fn computer_droits(&mut self, side: &str) -> Answer {
        self.0
            .write(&mut |g| g.computer_droits(side))
            .map_err(thrown)
    }
    /// Takes back the last step.
    pub fn undo(&mut self) -> Answer {
        self.0.write(&mut |g| g.undo()).map_err(thrown)
    }
    /// Every roll so far.
    pub fn history(&self) -> Answer {
        self.0.read(&|g| Ok(g.history())).map_err(thrown)
    }
    /// The position the game started from.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start(&self) -> Answer {
        self.0.read(&|g| Ok(g.start())).map_err(thrown)
    }
    /// The computer's play for the roll (in a marqué, for what it pays).
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerPlay)]
    pub fn computer_play(&self, level: &str) -> Answer {
        self.0.computer_play(level).map_err(thrown)
    }
    /// The computer's tenir or s'en aller.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerDecision)]
    pub fn computer_decision(&self, level: &str) -> Answer {
        self.0.computer_decision(level).map_err(thrown)
    }
    /// The legal plays of the roll ranked by the maître's evaluation (in a marqué, in jetons).
    #[cfg(feature = "computer")]
    pub fn hints(&self) -> Answer {
        self.0.hints().map_err(thrown)
    }
    /// The maître's values of the tenir or s'en aller awaited, without replaying the game.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = decisionValues)]
    pub fn decision_values(&self) -> Answer {
        self.0.decision_values().map_err(thrown)
    }
    /// The review of one side's rolls so far (in a marqué, in jetons).
    #[cfg(feature = "computer")]
    pub fn review(&self, side: &str) -> Answer {
        self.0.review(side).map_err(thrown)
    }
    /// What the computer marks of its roll, in the mode where it makes mistakes.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerMarks)]
    pub fn computer_marks(&self, mistake_rate: f64) -> Answer {
        self.0
            .read(&|g| g.computer_marks(mistake_rate))
            .map_err(thrown)
    }
    /// The game's record.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> Answer {
        self.0.read(&|g| Ok(g.to_record())).map_err(thrown)
    }
    /// The mover's play as he made it: the verdict of a fausse case, or null (played).
    pub fn attempt(&mut self, attempt: &str) -> Answer {
        self.0.write(&mut |g| g.attempt(attempt)).map_err(thrown)
    }
    /// The fausse case awaiting the opponent's choice, or null.
    #[wasm_bindgen(js_name = pendingFausseCase)]
    pub fn fausse_pending(&self) -> Answer {
        self.0.read(&|g| Ok(g.fausse_pending())).map_err(thrown)
    }
    /// The opponent's choice for the pending fausse case.
    #[wasm_bindgen(js_name = resolveFausseCase)]
    pub fn resolve_fausse(&mut self, option: u32, replay: &str) -> Answer {
        self.0
            .write(&mut |g| g.resolve_fausse(option, replay))
            .map_err(thrown)
    }
    /// The computer's choice as the opponent of the pending fausse case.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerFausseOption)]
    pub fn computer_fausse_option(&self) -> Answer {
        self.0.read(&|g| g.computer_fausse_option()).map_err(thrown)
    }
}

/// A partie of Jacquet in progress, for the package's `JacquetGame` class
/// (`jacquet::JacquetGame`).
#[wasm_bindgen(js_name = JacquetPartie)]
pub struct JacquetHandle(JacquetGame);

#[cfg(feature = "games")]
#[wasm_bindgen(js_class = JacquetPartie)]
impl JacquetHandle {
    /// A partie under these variants to `target` points, seeded (`null`: a seed drawn once
    /// from the platform).
    #[wasm_bindgen(constructor)]
    pub fn new(options: &str, target: &str, seed: &str) -> Result<JacquetHandle, JsValue> {
        JacquetGame::create(options, target, seed_of(seed)?)
            .map(JacquetHandle)
            .map_err(thrown)
    }
    /// One throw for who starts the manche; the starter or null.
    #[wasm_bindgen(js_name = firstThrow)]
    pub fn first_throw(&mut self, dice: &str) -> Answer {
        self.0.first_throw(dice).map_err(thrown)
    }
    /// One throw for who starts the manche from the game's own generator.
    #[wasm_bindgen(js_name = firstThrowRandom)]
    pub fn first_throw_random(&mut self) -> Answer {
        self.0.first_throw_random().map_err(thrown)
    }
    /// The side to play throws both dice.
    pub fn roll(&mut self, dice: &str) -> Answer {
        self.0.roll(dice).map_err(thrown)
    }
    /// The side to play throws both dice from the game's own generator.
    #[wasm_bindgen(js_name = rollRandom)]
    pub fn roll_random(&mut self) -> Answer {
        self.0.roll_random().map_err(thrown)
    }
    /// The legal plays of the roll.
    pub fn plays(&self) -> Answer {
        self.0.plays().map_err(thrown)
    }
    /// The legal next single-die moves after `so_far`, under the partie's variants.
    pub fn destinations(&self, so_far: &str) -> Answer {
        self.0.destinations(so_far).map_err(thrown)
    }
    /// Null, or the rule the move breaks after `so_far`, under the partie's variants.
    pub fn refusal(&self, so_far: &str, mv: &str) -> Answer {
        self.0.refusal(so_far, mv).map_err(thrown)
    }
    /// The roll's moves after `so_far`, under the partie's variants.
    pub fn moves(&self, so_far: &str) -> Answer {
        self.0.moves(so_far).map_err(thrown)
    }
    /// The computer's play for the roll.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = computerPlay)]
    pub fn computer_play(&self, level: &str) -> Answer {
        self.0.computer_play(level).map_err(thrown)
    }
    /// Plays the roll.
    pub fn play(&mut self, play: &str) -> Answer {
        self.0.play(play).map_err(thrown)
    }
    /// Takes back the last step.
    pub fn undo(&mut self) -> Answer {
        self.0.undo().map_err(thrown)
    }
    /// Each first throw and each roll.
    pub fn history(&self) -> Answer {
        self.0.history().map_err(thrown)
    }
    /// The manches played to their end.
    pub fn manches(&self) -> String {
        self.0.manches()
    }
    /// The score to reach.
    pub fn target(&self) -> u32 {
        self.0.target()
    }
    /// The variants played.
    pub fn options(&self) -> String {
        self.0.options()
    }
    /// The partie's record.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        self.0.to_record()
    }
}

// What a record read back and stepped through needs (`<tablier-record>`): with the `replay`
// feature alone the classes have these methods only, the record module (www/pkg/record/;
// Cargo.toml, docs/size.md); `games` adds the rest to the same classes.
#[wasm_bindgen(js_class = Partie)]
impl PartieHandle {
    /// A game again from its record.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: &str) -> Result<PartieHandle, JsValue> {
        TrictracGame::from_record(record)
            .map(|g| PartieHandle(TourOrMarque::Tour(Box::new(g))))
            .map_err(thrown)
    }
    /// `{position, phase, winner}`.
    pub fn state(&self) -> Answer {
        self.0.read(&|g| Ok(g.state())).map_err(thrown)
    }
    /// The rolls from the `from`-th on, each with its positions.
    pub fn frames(&self, from: u32) -> Answer {
        self.0.read(&|g| g.frames(from)).map_err(thrown)
    }
}

#[wasm_bindgen(js_class = JacquetPartie)]
impl JacquetHandle {
    /// A partie again from its record.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: &str) -> Result<JacquetHandle, JsValue> {
        JacquetGame::from_record(record)
            .map(JacquetHandle)
            .map_err(thrown)
    }
    /// `{position, phase, score, winner}`.
    pub fn state(&self) -> String {
        self.0.state()
    }
    /// The rolls from the `from`-th on, each with its positions.
    pub fn frames(&self, from: u32) -> Answer {
        self.0.frames(from).map_err(thrown)
    }
}

/// A partie à écrire in progress, for the package's `PartieAEcrire` class (`ecrire::EcrireGame`).
#[cfg(feature = "ecrire")]
#[wasm_bindgen(js_name = Ecrire)]
pub struct EcrireHandle(SharedEcrire);

#[cfg(feature = "ecrire")]
#[wasm_bindgen(js_class = Ecrire)]
impl EcrireHandle {
    /// A partie for the agreement, seeded (`null`: a seed drawn once from the platform).
    #[wasm_bindgen(constructor)]
    pub fn new(agreement: &str, seed: &str) -> Result<EcrireHandle, JsValue> {
        EcrireGame::create(agreement, seed_of(seed)?)
            .map(|e| EcrireHandle(SharedEcrire::new(e)))
            .map_err(thrown)
    }
    /// A partie again from its record.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: &str) -> Result<EcrireHandle, JsValue> {
        EcrireGame::from_record(record)
            .map(|e| EcrireHandle(SharedEcrire::new(e)))
            .map_err(thrown)
    }
    /// What was agreed.
    pub fn agreement(&self) -> Result<String, JsValue> {
        self.0.read(|e| Ok(e.agreement())).map_err(thrown)
    }
    /// The lot at the start.
    pub fn lot(&self) -> Result<String, JsValue> {
        self.0.read(|e| Ok(e.lot())).map_err(thrown)
    }
    /// Who plays the current marqué and who sits out.
    pub fn seating(&self) -> Answer {
        self.0.read(|e| e.seating()).map_err(thrown)
    }
    /// The sheet so far.
    pub fn sheet(&self) -> Result<String, JsValue> {
        self.0.read(|e| Ok(e.sheet())).map_err(thrown)
    }
    /// Whether every marqué is written on the sheet.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> Result<bool, JsValue> {
        self.0.read(|e| Ok(e.is_over())).map_err(thrown)
    }
    /// The current marqué's game, a handle of the tour's class lent by the partie; none once
    /// the partie is over.
    pub fn marque(&self) -> Result<Option<PartieHandle>, JsValue> {
        Ok(self.0.marque().map_err(thrown)?.map(PartieHandle))
    }
    /// Writes the ended marqué on the sheet: its end, or null.
    #[wasm_bindgen(js_name = closeMarque)]
    pub fn close_marque(&mut self) -> Answer {
        self.0.write(|e| e.close_marque()).map_err(thrown)
    }
    /// One computer step on the current marqué: the marqué's end if it closed, else null.
    #[cfg(feature = "computer")]
    #[wasm_bindgen(js_name = stepComputer)]
    pub fn step_computer(&mut self, levels: &str) -> Answer {
        self.0.write(|e| e.step_computer(levels)).map_err(thrown)
    }
    /// The partie's record.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> Result<String, JsValue> {
        self.0.read(|e| Ok(e.to_record())).map_err(thrown)
    }
}
