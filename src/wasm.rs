//! The WebAssembly boundary of the npm package `tablier`: converts JS values to the engine's
//! types and back, calls the rules, and reports errors as data. No rule lives here.
//!
//! Every export answers an envelope, `{ok: true, value}` or `{ok: false, error: {code, message}}`,
//! and never throws: the JS wrapper (`js/api.js`) turns a refusal into a `TablierError`. Keeping
//! exceptions out of the boundary means a refused input can never leave the module half-way
//! through a call, and the wasm profile's `panic = "abort"` is safe only because nothing here
//! (nor below, on input paths) panics.

use crate::dice::Dice;
use crate::error::Error;
use crate::notation::compact;
use crate::notation::json::{
    AnalysisJson, CoupsJson, DamesJson, PlayJson, PositionJson, ScoreJson, SideScoreJson,
};
use crate::partie::{Decision, Partie, Phase, Turn};
use crate::position::{Position, Setup};
use crate::side::Side;
use crate::{game::Game, rules};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// An error as the package shows it: the stable code and the English message.
#[derive(Serialize)]
struct ErrorJson {
    code: &'static str,
    message: String,
}

/// The dice of a roll and the seeded generator's next state (`null` when unseeded).
#[derive(Serialize)]
struct RollJson {
    dice: [u8; 2],
    state: Option<u32>,
}

/// Serializes as plain JS objects and arrays (no `Map`), so results print and compare as JSON.
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, Error> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| Error::BadRequest(format!("cannot convert the answer to JS: {e}")))
}

/// The envelope every export answers.
fn reply<T: Serialize>(r: Result<T, Error>) -> JsValue {
    let (ok, payload) = match r.and_then(|v| to_js(&v)) {
        Ok(v) => (true, v),
        Err(e) => {
            let err = ErrorJson { code: e.code(), message: e.to_string() };
            match to_js(&err) {
                Ok(v) => (false, v),
                // Two strings always convert; this is only a last resort that cannot fail.
                Err(_) => (false, JsValue::from_str(e.code())),
            }
        }
    };
    envelope(ok, payload)
}

/// What kind of JS value this is, to name it in an error.
fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if Array::is_array(v) {
        "an array".into()
    } else {
        v.js_typeof().as_string().unwrap_or_else(|| "something else".into())
    }
}

use js_sys::Array;

/// The fields of INTERCHANGE.md's position and score (`PositionJson`, `SideScoreJson`).
const POSITION_FIELDS: &[&str] = &["game", "white", "black", "turn", "dice", "coups", "score"];
const SIDES: &[&str] = &["white", "black"];
const SCORE_FIELDS: &[&str] = &["points", "holes", "bredouille"];

/// Reading INTERCHANGE objects from JS values, by hand rather than through serde: the same
/// checks as the JSON readers (required fields, `deny_unknown_fields`, whole numbers in range),
/// without serde's error path, whose float formatting alone costs the module ~15 KB. The
/// resulting `PositionJson` goes through the same `to_setup` as every other reader.
mod read {
    use super::{describe, Array, Error, JsValue};

    /// `v[name]`, or undefined.
    pub fn field(v: &JsValue, name: &str) -> JsValue {
        if !is_record(v) {
            return JsValue::UNDEFINED;
        }
        js_sys::Reflect::get(v, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    }

    /// A plain object (not null, not an array).
    pub fn is_record(v: &JsValue) -> bool {
        v.is_object() && !Array::is_array(v)
    }

    pub fn absent(v: &JsValue) -> bool {
        v.is_undefined() || v.is_null()
    }

    /// The object's own string keys.
    pub fn keys(v: &JsValue) -> Result<Vec<String>, Error> {
        let keys = js_sys::Reflect::own_keys(v)
            .map_err(|_| Error::BadJson("the object's fields cannot be read".into()))?;
        Ok(keys.iter().filter_map(|k| k.as_string()).collect())
    }

    /// An object with only these fields (`at` prefixes the names in messages).
    pub fn record(v: &JsValue, at: &str, known: &[&str]) -> Result<(), Error> {
        if !is_record(v) {
            return Err(Error::BadJson(format!("`{at}` is an object, not {}", describe(v))));
        }
        for k in keys(v)? {
            if !known.contains(&k.as_str()) {
                let list: Vec<String> = known.iter().map(|f| format!("`{f}`")).collect();
                return Err(Error::UnknownField(format!(
                    "`{at}.{k}`, expected one of {}",
                    list.join(", ")
                )));
            }
        }
        Ok(())
    }

    /// A whole number from `min` to `max` (within JS's safe integers).
    pub fn int(v: &JsValue, at: &str, min: i64, max: i64) -> Result<i64, Error> {
        let bad = |what: String| {
            Error::BadJson(format!("`{at}` is a whole number {min} to {max}, not {what}"))
        };
        let Some(x) = v.as_f64() else { return Err(bad(describe(v))) };
        // 2^53: beyond it a JS number is no longer a whole number that can be trusted.
        if !x.is_finite() || x.fract() != 0.0 || x.abs() > 9_007_199_254_740_992.0 {
            return Err(bad("a number that is not a whole number".into()));
        }
        let n = x as i64;
        if n < min || n > max {
            return Err(bad(format!("{n}")));
        }
        Ok(n)
    }

    pub fn string(v: &JsValue, at: &str) -> Result<String, Error> {
        v.as_string()
            .ok_or_else(|| Error::BadJson(format!("`{at}` is a string, not {}", describe(v))))
    }

    pub fn array(v: &JsValue, at: &str) -> Result<Array, Error> {
        if !Array::is_array(v) {
            return Err(Error::BadJson(format!("`{at}` is an array, not {}", describe(v))));
        }
        Ok(Array::from(v))
    }

    /// A required field.
    pub fn need(v: &JsValue, name: &str, at: &str) -> Result<JsValue, Error> {
        let f = field(v, name);
        if f.is_undefined() {
            return Err(Error::BadJson(format!("missing field `{at}{name}`")));
        }
        Ok(f)
    }
}

fn field(v: &JsValue, name: &str) -> JsValue {
    read::field(v, name)
}

/// A position from an INTERCHANGE object or a compact-notation string.
fn read_setup(v: JsValue) -> Result<Setup, Error> {
    if let Some(text) = v.as_string() {
        return compact::parse(&text);
    }
    if !read::is_record(&v) {
        return Err(Error::BadJson(format!(
            "a position is an INTERCHANGE object or a compact-notation string, not {}",
            describe(&v)
        )));
    }
    position_json_from_js(&v)?.to_setup()
}

fn position_json_from_js(v: &JsValue) -> Result<PositionJson, Error> {
    read::record(v, "position", POSITION_FIELDS)?;
    let game = match field(v, "game") {
        g if read::absent(&g) => Game::Trictrac,
        g => read_game(g)
            .map_err(|_| Error::BadJson("`game` is \"trictrac\" or \"jacquet\"".into()))?,
    };
    let dames = |side: &str| -> Result<DamesJson, Error> {
        let d = read::need(v, side, "")?;
        if !read::is_record(&d) {
            return Err(Error::BadJson(format!(
                "`{side}` is an object of flèche → dames, not {}",
                describe(&d)
            )));
        }
        let mut out = Vec::new();
        for k in read::keys(&d)? {
            let n = read::int(&field(&d, &k), &format!("{side}.{k}"), i64::MIN, i64::MAX)?;
            out.push((k, n));
        }
        Ok(DamesJson(out))
    };
    let white = dames("white")?;
    let black = dames("black")?;
    let turn = match read::need(v, "turn", "")?.as_string().as_deref() {
        Some("white") => Side::White,
        Some("black") => Side::Black,
        _ => return Err(Error::BadJson("`turn` is \"white\" or \"black\"".into())),
    };
    let dice = match field(v, "dice") {
        d if read::absent(&d) => None,
        d => Some(
            read::array(&d, "dice")?
                .iter()
                .map(|x| read::int(&x, "dice[]", i64::MIN, i64::MAX))
                .collect::<Result<Vec<i64>, Error>>()?,
        ),
    };
    let coups = match field(v, "coups") {
        c if read::absent(&c) => None,
        c => {
            read::record(&c, "coups", SIDES)?;
            let n = |side: &str| {
                read::need(&c, side, "coups.")
                    .and_then(|x| read::int(&x, &format!("coups.{side}"), 0, u32::MAX as i64))
                    .map(|n| n as u32)
            };
            Some(CoupsJson { white: n("white")?, black: n("black")? })
        }
    };
    let score = match field(v, "score") {
        s if read::absent(&s) => None,
        s => {
            read::record(&s, "score", SIDES)?;
            let side = |name: &str| -> Result<SideScoreJson, Error> {
                let x = field(&s, name);
                let mut out = SideScoreJson::default();
                if x.is_undefined() {
                    return Ok(out);
                }
                let at = format!("score.{name}");
                read::record(&x, &at, SCORE_FIELDS)?;
                let small = |f: &str| -> Result<Option<u8>, Error> {
                    let v = field(&x, f);
                    if v.is_undefined() {
                        return Ok(None);
                    }
                    read::int(&v, &format!("{at}.{f}"), 0, 255).map(|n| Some(n as u8))
                };
                if let Some(p) = small("points")? {
                    out.points = p;
                }
                if let Some(h) = small("holes")? {
                    out.holes = h;
                }
                match field(&x, "bredouille") {
                    b if b.is_undefined() => {}
                    b => {
                        out.bredouille = b.as_bool().ok_or_else(|| {
                            Error::BadJson(format!(
                                "`{at}.bredouille` is true or false, not {}",
                                describe(&b)
                            ))
                        })?
                    }
                }
                Ok(out)
            };
            Some(ScoreJson { white: side("white")?, black: side("black")? })
        }
    };
    Ok(PositionJson { game, white, black, turn, dice, coups, score })
}

fn read_position(v: JsValue) -> Result<Position, Error> {
    Position::from_setup(read_setup(v)?)
}

/// A play, `{moves: [[from, to], …]}`.
fn read_play(v: JsValue) -> Result<crate::play::Play, Error> {
    if !read::is_record(&v) {
        return Err(Error::BadJson(format!(
            "a play is an object {{moves: [[from, to], …]}}, not {}",
            describe(&v)
        )));
    }
    read::record(&v, "play", &["moves"])?;
    let moves = read::array(&read::need(&v, "moves", "")?, "moves")?;
    if moves.length() > 4 {
        return Err(Error::BadJson(format!("a play has at most 4 moves, not {}", moves.length())));
    }
    let mut out = Vec::with_capacity(moves.length() as usize);
    for m in moves.iter() {
        let pair = read::array(&m, "moves[]")?;
        if pair.length() != 2 {
            return Err(Error::BadJson(format!(
                "a move is [from, to], not {} names",
                pair.length()
            )));
        }
        out.push([
            read::string(&pair.get(0), "moves[][0]")?,
            read::string(&pair.get(1), "moves[][1]")?,
        ]);
    }
    PlayJson { moves: out }.to_play()
}

fn position_json(p: &Position) -> PositionJson {
    PositionJson::from_position(p)
}

/// Checks a position: `{ok: true, value: position}` (normalised INTERCHANGE object) or the error.
#[wasm_bindgen(js_name = validate)]
pub fn validate(position: JsValue) -> JsValue {
    reply(read_position(position).map(|p| position_json(&p)))
}

/// The analysis of the position's roll: jans, points, plays.
#[wasm_bindgen(js_name = analyse)]
pub fn analyse(position: JsValue) -> JsValue {
    reply(read_position(position).and_then(|p| {
        if p.dice().is_none() {
            return Err(Error::NoDice);
        }
        rules::analyse(&p).map(|a| AnalysisJson::from_analysis(&a))
    }))
}

/// Every distinct legal play of the position's roll.
#[wasm_bindgen(js_name = legalPlays)]
pub fn legal_plays(position: JsValue) -> JsValue {
    reply(read_position(position).and_then(|p| {
        if p.dice().is_none() {
            return Err(Error::NoDice);
        }
        rules::legal_plays(&p).map(|v| v.iter().map(PlayJson::from_play).collect::<Vec<_>>())
    }))
}

/// Checks a play against the rules: `{ok: true, value: null}` or the rule it breaks.
#[wasm_bindgen(js_name = checkPlay)]
pub fn check_play(position: JsValue, play: JsValue) -> JsValue {
    reply(checked(position, play).map(|_| ()))
}

fn checked(position: JsValue, play: JsValue) -> Result<(Position, crate::play::Play), Error> {
    let p = read_position(position)?;
    if p.dice().is_none() {
        return Err(Error::NoDice);
    }
    let play = read_play(play)?;
    rules::check_play(&p, &play)?;
    Ok((p, play))
}

/// Plays a legal play and answers the next position (the turn passes, no dice).
#[wasm_bindgen(js_name = applyPlay)]
pub fn apply_play(position: JsValue, play: JsValue) -> JsValue {
    reply(
        checked(position, play)
            .and_then(|(p, play)| rules::apply_play(&p, &play))
            .map(|p| position_json(&p)),
    )
}

/// The same position with these dice (`null` to clear them).
#[wasm_bindgen(js_name = withDice)]
pub fn with_dice(position: JsValue, dice: JsValue) -> JsValue {
    reply(read_position(position).and_then(|p| {
        let d = read_dice(dice)?;
        Ok(position_json(&p.with_dice(d)))
    }))
}

fn read_dice(v: JsValue) -> Result<Option<Dice>, Error> {
    if v.is_null() || v.is_undefined() {
        return Ok(None);
    }
    let d: Vec<i64> = read::array(&v, "dice")
        .and_then(|a| a.iter().map(|x| read::int(&x, "dice[]", i64::MIN, i64::MAX)).collect())
        .map_err(|e| Error::BadDice(format!("dice are two numbers 1 to 6: {e}")))?;
    match d.as_slice() {
        [a, b] if (1..=6).contains(a) && (1..=6).contains(b) => {
            Dice::new(*a as u8, *b as u8).map(Some)
        }
        [a, b] => Err(Error::BadDice(format!("dice are each 1 to 6, not [{a}, {b}]"))),
        _ => Err(Error::BadDice(format!("a roll is two dice, not {}", d.len()))),
    }
}

/// The start of a game: `"trictrac"` (default) or `"jacquet"`.
#[wasm_bindgen(js_name = start)]
pub fn start(game: JsValue) -> JsValue {
    reply(read_game(game).map(|g| position_json(&Position::start(g))))
}

fn read_game(v: JsValue) -> Result<Game, Error> {
    if v.is_null() || v.is_undefined() {
        return Ok(Game::Trictrac);
    }
    match v.as_string().as_deref() {
        Some("trictrac") => Ok(Game::Trictrac),
        Some("jacquet") => Ok(Game::Jacquet),
        _ => Err(Error::BadRequest(format!(
            "a game is \"trictrac\" or \"jacquet\", not {}",
            v.as_string().map(|s| format!("\"{s}\"")).unwrap_or_else(|| describe(&v))
        ))),
    }
}

/// The position in the compact one-line notation.
#[wasm_bindgen(js_name = toNotation)]
pub fn to_notation(position: JsValue) -> JsValue {
    reply(read_position(position).map(|p| compact::position_to_string(&p)))
}

/// A position read from the compact notation, as an INTERCHANGE object.
#[wasm_bindgen(js_name = fromNotation)]
pub fn from_notation(text: JsValue) -> JsValue {
    reply(match text.as_string() {
        Some(t) => compact::position_from_str(&t).map(|p| position_json(&p)),
        None => Err(Error::BadNotation {
            field: "text",
            column: 0,
            message: format!("the notation is a string, not {}", describe(&text)),
        }),
    })
}

/// The state of the seeded dice generator for a seed: a whole number 0…2³²−1 is used as is,
/// anything else is hashed from its text (so `"partie 1"` is a seed too).
#[wasm_bindgen(js_name = seedState)]
pub fn seed_state(seed: JsValue) -> JsValue {
    let state = match seed.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(&x) => Ok(x as u32),
        // Other numbers by their bits: formatting a float would cost the module ~15 KB.
        Some(x) => Ok(fnv1a(&x.to_bits().to_le_bytes())),
        None => match seed.as_string() {
            Some(s) => Ok(fnv1a(s.as_bytes())),
            None => Err(Error::BadRequest(format!(
                "a seed is a number or a string, not {}",
                describe(&seed)
            ))),
        },
    };
    reply(state)
}

/// Rolls two dice: from the seeded generator when `state` is a number, else from the platform's
/// cryptographic randomness (getrandom: `crypto.getRandomValues`).
#[wasm_bindgen(js_name = rollDice)]
pub fn roll_dice(state: JsValue) -> JsValue {
    reply(roll(state))
}

fn roll(state: JsValue) -> Result<RollJson, Error> {
    if state.is_null() || state.is_undefined() {
        let mut dice = [0u8; 2];
        for d in &mut dice {
            *d = loop {
                let mut b = [0u8; 1];
                getrandom::getrandom(&mut b)
                    .map_err(|e| Error::BadRequest(format!("no source of randomness: {e}")))?;
                // 252 = 42 × 6: below it every face is equally likely.
                if b[0] < 252 {
                    break b[0] % 6 + 1;
                }
            };
        }
        return Ok(RollJson { dice, state: None });
    }
    let mut s = match state.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(&x) => x as u32,
        _ => {
            return Err(Error::BadRequest(format!(
                "a dice state is a whole number 0 to 2³²−1, not {}",
                describe(&state)
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
    Ok(RollJson { dice, state: Some(s) })
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
    bytes.iter().fold(0x811C_9DC5u32, |h, &b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

/// The engine's version, to check which build a page loaded.
#[wasm_bindgen(js_name = version)]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// One roll of a game, as `Game.history()` shows it.
#[derive(Serialize)]
struct TurnJson {
    turn: Side,
    dice: [u8; 2],
    /// The points the roll gave each side.
    points: crate::analysis::Points,
    /// Trous each side won from this roll.
    holes: HolesJson,
    /// `"hold"` or `"leave"` when the mover could leave, else null.
    decision: Option<&'static str>,
    /// The play; null after leaving, or when the game ended before the play.
    play: Option<PlayJson>,
    /// The score once the roll was marked.
    score: ScoreJson,
}

#[derive(Serialize)]
struct HolesJson {
    white: u32,
    black: u32,
}

impl TurnJson {
    fn from_turn(t: &Turn) -> TurnJson {
        TurnJson {
            turn: t.side,
            dice: t.dice.as_array(),
            points: t.points,
            holes: HolesJson { white: t.holes.white, black: t.holes.black },
            decision: t.decision.map(|d| d.name()),
            play: t.play.as_ref().map(PlayJson::from_play),
            score: t.score.into(),
        }
    }
}

/// Where a game stands, as `Game` reads it after every step.
#[derive(Serialize)]
struct StateJson {
    position: PositionJson,
    /// `"roll"`, `"decide"` (tenir or s'en aller), `"play"` or `"over"`.
    phase: &'static str,
    winner: Option<Side>,
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::AwaitingRoll => "roll",
        Phase::AwaitingDecision => "decide",
        Phase::AwaitingPlay => "play",
        Phase::Over => "over",
    }
}

/// A whole game of Trictrac (`partie::Partie`: marking, trous, tenir or s'en aller, relevé, to
/// 12 trous), held in the module for the JS `Game` class. Every method answers an envelope.
#[wasm_bindgen(js_name = Partie)]
pub struct PartieHandle {
    partie: Partie,
}

/// A new game from a position (its dice, if any, are the roll just thrown and are marked), or
/// from the start when `position` is null. Answers an envelope holding the `Partie`.
#[wasm_bindgen(js_name = newPartie)]
pub fn new_partie(position: JsValue) -> JsValue {
    let made = if position.is_null() || position.is_undefined() {
        Ok(Partie::new(Game::Trictrac))
    } else {
        read_position(position).and_then(|p| {
            if p.game() != Game::Trictrac {
                return Err(Error::BadRequest(
                    "Game plays a partie of Trictrac; for Jacquet use the stateless functions"
                        .into(),
                ));
            }
            Partie::from_position(p)
        })
    };
    match made {
        Ok(partie) => envelope(true, PartieHandle { partie }.into()),
        Err(e) => reply::<()>(Err(e)),
    }
}

fn envelope(ok: bool, payload: JsValue) -> JsValue {
    let out = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&out, &"ok".into(), &JsValue::from_bool(ok));
    let _ = js_sys::Reflect::set(&out, &(if ok { "value" } else { "error" }).into(), &payload);
    out.into()
}

#[wasm_bindgen(js_class = Partie)]
impl PartieHandle {
    /// The position, the phase and the winner.
    pub fn state(&self) -> JsValue {
        reply(Ok(self.state_json()))
    }

    fn state_json(&self) -> StateJson {
        StateJson {
            position: position_json(self.partie.position()),
            phase: phase_name(self.partie.phase()),
            winner: self.partie.winner(),
        }
    }

    /// Throws these dice: the roll is analysed and its points marked. Answers the analysis.
    pub fn roll(&mut self, dice: JsValue) -> JsValue {
        let r = read_dice(dice).and_then(|d| {
            let d = d.ok_or_else(|| Error::BadDice("a roll needs two dice".into()))?;
            self.partie.roll(d).map(|r| AnalysisJson::from_analysis(&r.analysis))
        });
        reply(r)
    }

    /// The analysis of the roll being played, or null before the roll.
    pub fn analysis(&self) -> JsValue {
        reply(Ok(self.partie.rolled().map(|r| AnalysisJson::from_analysis(&r.analysis))))
    }

    /// The legal plays of the roll while it awaits its play.
    pub fn plays(&self) -> JsValue {
        reply(Ok(self.partie.plays().iter().map(PlayJson::from_play).collect::<Vec<_>>()))
    }

    /// Tenir (`"hold"`) or s'en aller (`"leave"`), right after completing a trou.
    pub fn decide(&mut self, decision: JsValue) -> JsValue {
        let d = decision.as_string().and_then(|s| Decision::parse(&s)).ok_or_else(|| {
            Error::BadRequest(format!(
                "a decision is \"hold\" (tenir) or \"leave\" (s'en aller), not {}",
                decision
                    .as_string()
                    .map(|s| format!("\"{s}\""))
                    .unwrap_or_else(|| describe(&decision))
            ))
        });
        reply(d.and_then(|d| self.partie.decide(d)))
    }

    /// Plays the roll; a refused play names the rule it breaks.
    pub fn play(&mut self, play: JsValue) -> JsValue {
        reply(read_play(play).and_then(|p| self.partie.play(p)))
    }

    /// Takes back the last step (roll, decision or play).
    pub fn undo(&mut self) -> JsValue {
        reply(self.partie.undo())
    }

    /// Every roll so far, in order.
    pub fn turns(&self) -> JsValue {
        reply(Ok(self.partie.turns().iter().map(TurnJson::from_turn).collect::<Vec<_>>()))
    }

    /// The position before the first roll of this game.
    pub fn start(&self) -> JsValue {
        reply(Ok(position_json(self.partie.start())))
    }
}
