//! The WebAssembly boundary of the npm package `tablier`: reads JSON text, calls the engine,
//! writes JSON text. No rule lives here.
//!
//! Every export takes its arguments as JSON text (the JS wrapper, `js/api.js`, passes
//! `JSON.stringify` of what it was given) and answers one envelope, `{"ok":true,"value":…}` or
//! `{"ok":false,"error":{"code","message"}}`, which the wrapper parses and turns into a value or
//! a `TablierError`. One string each way is the cheapest crossing, and no export ever throws: a
//! refused input never leaves the module half-way through a call. The wasm profile's
//! `panic = "abort"` is safe only because nothing here, nor below on input paths, panics.

// The computer player: in the page's build only (`--features computer`), not in the npm package.
#[cfg(feature = "computer")]
mod ai;
#[cfg(feature = "computer")]
mod decision;
mod ecole;
mod jacquet;
mod text;

use crate::dice::Dice;
use crate::error::Error;
use crate::game::Game;
use crate::notation::compact;
use crate::partie::{Decision, Partie, Phase, Turn};
use crate::position::Position;
use crate::rules;
use text::{J, W};
use wasm_bindgen::prelude::*;

/// The allocator: talc, ~5 KB smaller than Rust's default dlmalloc in this module, and faster.
/// The module is single-threaded (no `atomics` target feature), as talc's wasm allocator requires.
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The envelope of an answer written by `write`, or of the error.
fn reply(r: Result<W, Error>) -> String {
    match r {
        Ok(mut w) => {
            w.raw("}");
            w.into_string()
        }
        Err(e) => {
            let mut w = W::default();
            w.raw("{\"ok\":false,\"error\":{").key("code").str(e.code());
            w.key("message").str(&e.to_string()).raw("}}");
            w.into_string()
        }
    }
}

/// An answer's envelope, open for the value (`reply` closes it).
fn write(f: impl FnOnce(&mut W)) -> W {
    let mut w = W::with_capacity(512);
    w.raw("{\"ok\":true,\"value\":");
    f(&mut w);
    w
}

/// A position from the JSON text of an INTERCHANGE object or of a compact-notation string.
fn read_position(input: &str) -> Result<Position, Error> {
    match text::position(&text::parse(input)?)? {
        Ok(setup) => Position::from_setup(setup),
        Err(notation) => compact::position_from_str(notation),
    }
}

fn rolled(input: &str) -> Result<Position, Error> {
    let p = read_position(input)?;
    if p.dice().is_none() {
        return Err(Error::NoDice);
    }
    Ok(p)
}

/// Checks a position; answers it normalised (every field the engine knows).
fn validate(position: &str) -> String {
    reply(read_position(position).map(|p| {
        write(|w| {
            w.position(&p);
        })
    }))
}

/// The analysis of the position's roll: jans, points, plays.
fn analyse(position: &str) -> String {
    reply(rolled(position).and_then(|p| rules::analyse(&p)).map(|a| {
        write(|w| {
            w.analysis(&a);
        })
    }))
}

/// Every distinct legal play of the position's roll. `times` > 1 is for benchmarks: the plays
/// are generated that many times from the one position read, so that timing the call measures
/// the engine in WebAssembly as `cargo bench --bench plays` measures it natively.
fn legal_plays(position: &str, times: u32) -> String {
    reply(rolled(position).and_then(|p| {
        let mut v = rules::legal_plays(&p)?;
        for _ in 1..times {
            v = rules::legal_plays(&p)?;
        }
        Ok(write(|w| {
            w.plays(&v);
        }))
    }))
}

fn checked(position: &str, play: &str) -> Result<(Position, crate::play::Play), Error> {
    let p = rolled(position)?;
    let play = text::play(&text::parse(play)?)?;
    rules::check_play(&p, &play)?;
    Ok((p, play))
}

/// Plays a legal play: answers the next position, or the rule the play breaks (the JS
/// `checkPlay` is this call with its answer dropped: one export fewer in a module at its budget).
fn apply_play(position: &str, play: &str) -> String {
    reply(
        checked(position, play)
            .and_then(|(p, play)| rules::apply_play(&p, &play))
            .map(|p| {
                write(|w| {
                    w.position(&p);
                })
            }),
    )
}

/// Dice as written, `null` for none.
fn read_dice(input: &str) -> Result<Option<Dice>, Error> {
    let j = text::parse(input)?;
    if matches!(j, J::Null) {
        return Ok(None);
    }
    let d =
        text::dice(&j).map_err(|e| Error::BadDice(format!("dice are two numbers 1 to 6: {e}")))?;
    text::roll(d).map(Some)
}

/// The same position with these dice (`null` to clear them).
fn with_dice(position: &str, dice: &str) -> String {
    reply(read_position(position).and_then(|p| {
        let d = read_dice(dice)?;
        Ok(write(|w| {
            w.position(&p.with_dice(d));
        }))
    }))
}

/// The start of a game: `"trictrac"` (default, also for null) or `"jacquet"`.
fn start(game: &str) -> String {
    let g = match text::parse(game) {
        Ok(J::Null) => Ok(Game::Trictrac),
        Ok(J::Str(s)) if s == "trictrac" => Ok(Game::Trictrac),
        Ok(J::Str(s)) if s == "jacquet" => Ok(Game::Jacquet),
        Ok(other) => Err(Error::BadRequest(format!(
            "a game is \"trictrac\" or \"jacquet\", not {}",
            text::describe(&other)
        ))),
        Err(e) => Err(e),
    };
    reply(g.map(|g| {
        write(|w| {
            w.position(&Position::start(g));
        })
    }))
}

/// The position in the compact one-line notation.
fn to_notation(position: &str) -> String {
    reply(read_position(position).map(|p| {
        write(|w| {
            w.str(&compact::position_to_string(&p));
        })
    }))
}

/// A position read from the compact notation, as an INTERCHANGE object.
fn from_notation(notation: &str) -> String {
    let r = match text::parse(notation) {
        Ok(J::Str(t)) => compact::position_from_str(&t),
        Ok(other) => Err(Error::BadNotation {
            field: "text",
            column: 0,
            message: format!("the notation is a string, not {}", text::describe(&other)),
        }),
        Err(e) => Err(e),
    };
    reply(r.map(|p| {
        write(|w| {
            w.position(&p);
        })
    }))
}

/// The state of the seeded dice generator for a seed: a whole number 0…2³²−1 is used as is,
/// anything else (a string, another number) is hashed from its JSON text.
fn seed_state(seed: &str) -> String {
    let state = match text::parse(seed) {
        Ok(J::Int(n)) if (0..=u32::MAX as i64).contains(&n) => Ok(n as u32),
        Ok(J::Int(_) | J::Num) => Ok(fnv1a(seed.as_bytes())),
        Ok(J::Str(s)) => Ok(fnv1a(s.as_bytes())),
        Ok(other) => Err(Error::BadRequest(format!(
            "a seed is a number or a string, not {}",
            text::describe(&other)
        ))),
        Err(e) => Err(e),
    };
    reply(state.map(|s| {
        write(|w| {
            w.num(s);
        })
    }))
}

/// Rolls two dice: from the seeded generator when `state` is a number (answers the next state),
/// else from the platform's cryptographic randomness (getrandom: `crypto.getRandomValues`).
fn roll_dice(state: &str) -> String {
    reply(roll(state).map(|(d, s)| {
        write(|w| {
            w.raw("{")
                .key("dice")
                .raw("[")
                .num(d[0])
                .raw(",")
                .num(d[1])
                .raw("]")
                .key("state");
            match s {
                Some(s) => w.num(s),
                None => w.raw("null"),
            };
            w.raw("}");
        })
    }))
}

fn roll(state: &str) -> Result<([u8; 2], Option<u32>), Error> {
    let mut s = match text::parse(state)? {
        J::Null => {
            let mut dice = [0u8; 2];
            for d in &mut dice {
                *d = loop {
                    let mut b = [0u8; 1];
                    // The error's own text is left out: its Display brings getrandom's messages.
                    getrandom::fill(&mut b).map_err(|_| {
                        Error::BadRequest(
                            "no source of randomness: crypto.getRandomValues failed".into(),
                        )
                    })?;
                    // 252 = 42 × 6: below it every face is equally likely.
                    if b[0] < 252 {
                        break b[0] % 6 + 1;
                    }
                };
            }
            return Ok((dice, None));
        }
        J::Int(n) if (0..=u32::MAX as i64).contains(&n) => n as u32,
        other => {
            return Err(Error::BadRequest(format!(
                "a dice state is a whole number 0 to 2³²−1, not {}",
                text::describe(&other)
            )))
        }
    };
    let mut dice = [0u8; 2];
    for d in &mut dice {
        *d = loop {
            let x = mulberry32(&mut s);
            // 4294967292 = 715827882 × 6: below it every face is equally likely.
            if x < 4_294_967_292 {
                break (x % 6) as u8 + 1;
            }
        };
    }
    Ok((dice, Some(s)))
}

/// Mulberry32: a small, well-mixed generator whose whole state is one u32, so a game's dice can
/// be replayed from the state kept in its JSON.
fn mulberry32(state: &mut u32) -> u32 {
    *state = state.wrapping_add(0x6D2B_79F5);
    let mut t = *state;
    t = (t ^ (t >> 15)).wrapping_mul(t | 1);
    t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
    t ^ (t >> 14)
}

fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811C_9DC5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

/// The engine's version, to check which build a page loaded.
fn version() -> String {
    reply(Ok(write(|w| {
        w.str(env!("CARGO_PKG_VERSION"));
    })))
}

/// The one entry of the stateless functions: `op` names the function, `a`…`d` are its
/// arguments as JSON text (empty when it takes fewer). One export rather than one per function:
/// each export cost the module a shim and both JS glues a wrapper, ~2 KB of the gzipped package.
#[wasm_bindgen]
pub fn engine(op: &str, a: &str, b: &str, c: &str, d: &str) -> String {
    match op {
        "validate" => validate(a),
        "analyse" => analyse(a),
        // `b`: how many times to generate, for the benchmark (benches/node/plays.mjs); capped,
        // so that no call can keep the module busy for long.
        "legalPlays" => legal_plays(a, b.parse().unwrap_or(1).min(1024)),
        "applyPlay" => apply_play(a, b),
        "withDice" => with_dice(a, b),
        "start" => start(a),
        "toNotation" => to_notation(a),
        "fromNotation" => from_notation(a),
        "seedState" => seed_state(a),
        "rollDice" => roll_dice(a),
        "version" => version(),
        "checkEcole" => ecole::check_ecole(a, b),
        "checkEcolePoints" => ecole::check_ecole_points(a, b, c, d),
        "jacquet" => jacquet::jacquet_turn(a, b, c),
        _ => reply(Err(Error::BadRequest(format!(
            "the engine has no function {op}"
        )))),
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::AwaitingRoll => "roll",
        Phase::AwaitingDecision => "decide",
        Phase::AwaitingPlay => "play",
        Phase::Over => "over",
    }
}

/// One roll of a game, as `Game.history()` shows it.
fn write_turn(w: &mut W, t: &Turn) {
    w.raw("{").key("turn").side(t.side);
    w.key("dice")
        .raw("[")
        .num(t.dice.first())
        .raw(",")
        .num(t.dice.second())
        .raw("]");
    w.key("points").points(t.points.white, t.points.black);
    w.key("holes").points(t.holes.white, t.holes.black);
    w.key("decision");
    match t.decision {
        Some(d) => w.str(d.name()),
        None => w.raw("null"),
    };
    w.key("play");
    match &t.play {
        Some(p) => w.play(p),
        None => w.raw("null"),
    };
    w.key("score").score(&t.score).raw("}");
}

/// A whole game of Trictrac (`partie::Partie`: marking, trous, tenir or s'en aller, relevé, to
/// 12 trous), held in the module for the JS `Game` class. Every method answers an envelope.
#[wasm_bindgen(js_name = Partie)]
pub struct PartieHandle {
    partie: Partie,
}

impl Default for PartieHandle {
    fn default() -> Self {
        PartieHandle::new()
    }
}

#[wasm_bindgen(js_class = Partie)]
impl PartieHandle {
    /// A new game from the start.
    #[wasm_bindgen(constructor)]
    pub fn new() -> PartieHandle {
        PartieHandle {
            partie: Partie::new(Game::Trictrac),
        }
    }

    /// The game's methods by name, `arg` their JSON argument (empty when none): one export for
    /// them all, as `engine` for the stateless functions.
    pub fn call(&mut self, op: &str, arg: &str) -> String {
        match op {
            "load" => self.load(arg),
            "state" => self.state(),
            "roll" => self.roll(arg),
            "analysis" => self.analysis(),
            "plays" => self.plays(),
            "decide" => self.decide(arg),
            "play" => self.play(arg),
            "setScore" => self.set_score(arg),
            "undo" => self.undo(),
            "turns" => self.turns(),
            "start" => self.start(),
            _ => reply(Err(Error::BadRequest(format!("a game has no method {op}")))),
        }
    }
}

impl PartieHandle {
    /// Starts again from a position (null: the start). Its dice, if any, are the roll just
    /// thrown and are marked. On a refusal the game is unchanged.
    fn load(&mut self, position: &str) -> String {
        let made = match text::parse(position) {
            Ok(J::Null) => Ok(Partie::new(Game::Trictrac)),
            Ok(_) => read_position(position).and_then(|p| {
                if p.game() != Game::Trictrac {
                    return Err(Error::BadRequest(
                        "Game plays a partie of Trictrac; for Jacquet use the stateless functions"
                            .into(),
                    ));
                }
                Partie::from_position(p)
            }),
            Err(e) => Err(e),
        };
        reply(made.map(|p| {
            self.partie = p;
            self.state_text()
        }))
    }

    fn state_text(&self) -> W {
        write(|w| {
            w.raw("{").key("position").position(self.partie.position());
            w.key("phase")
                .str(phase_name(self.partie.phase()))
                .key("winner");
            match self.partie.winner() {
                Some(s) => w.side(s),
                None => w.raw("null"),
            };
            w.raw("}");
        })
    }

    /// The position, the phase (`roll`, `decide`, `play`, `over`) and the winner.
    fn state(&self) -> String {
        reply(Ok(self.state_text()))
    }

    /// Throws these dice: the roll is analysed and its points marked.
    fn roll(&mut self, dice: &str) -> String {
        let r = read_dice(dice).and_then(|d| {
            let d = d.ok_or_else(|| Error::BadDice("a roll needs two dice".into()))?;
            self.partie.roll(d).map(|_| ())
        });
        reply(r.map(|_| self.state_text()))
    }

    /// The analysis of the roll being played, or null before the roll.
    fn analysis(&self) -> String {
        reply(Ok(write(|w| {
            match self.partie.rolled() {
                Some(r) => w.analysis(&r.analysis),
                None => w.raw("null"),
            };
        })))
    }

    /// The legal plays of the roll while it awaits its play.
    fn plays(&self) -> String {
        reply(Ok(write(|w| {
            w.plays(self.partie.plays());
        })))
    }

    /// Tenir (`"hold"`) or s'en aller (`"leave"`), right after completing a trou.
    fn decide(&mut self, decision: &str) -> String {
        let d = match text::parse(decision) {
            Ok(J::Str(s)) => Decision::parse(&s).ok_or(J::Str(s)),
            Ok(other) => Err(other),
            Err(_) => Err(J::Null),
        }
        .map_err(|j| {
            Error::BadRequest(format!(
                "a decision is \"hold\" (tenir) or \"leave\" (s'en aller), not {}",
                text::describe(&j)
            ))
        });
        let r = d.and_then(|d| self.partie.decide(d));
        reply(r.map(|_| self.state_text()))
    }

    /// Plays the roll; a refused play names the rule it breaks.
    fn play(&mut self, play: &str) -> String {
        let r = text::parse(play)
            .and_then(|j| text::play(&j))
            .and_then(|p| self.partie.play(p));
        reply(r.map(|_| self.state_text()))
    }

    /// Puts in the score as the sides marked the last roll, or with the école marked on it
    /// (`partie::Partie::set_score`): while the roll is played or until the next roll.
    fn set_score(&mut self, score: &str) -> String {
        let r = text::parse(score)
            .and_then(|j| text::score(&j))
            .and_then(|s| self.partie.set_score(s.into()));
        reply(r.map(|_| self.state_text()))
    }

    /// Takes back the last step (roll, decision or play).
    fn undo(&mut self) -> String {
        let r = self.partie.undo();
        reply(r.map(|_| self.state_text()))
    }

    /// Every roll so far, in order.
    fn turns(&self) -> String {
        reply(Ok(write(|w| {
            w.list(self.partie.turns(), write_turn);
        })))
    }

    /// The position before the first roll of this game.
    fn start(&self) -> String {
        reply(Ok(write(|w| {
            w.position(self.partie.start());
        })))
    }
}
