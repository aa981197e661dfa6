//! The stateless questions, JSON text in and out: what each stateless export of the WebAssembly
//! module (`crates/tablier-wasm`) and each line of the command line calls.
//!
//! Every argument is text: a position is JSON or the compact notation (`notation::read_position`,
//! as the command line reads a line); anything else is JSON read by `notation::json::from_text`,
//! the one decoder of every boundary. Every answer is one JSON value. No rule lives here: each
//! function reads, asks the engine, writes.

use crate::ai::{self, Level};
use crate::analysis::Points;
use crate::dice::Dice;
use crate::ecole::{self, Marked};
use crate::error::Error;
use crate::jacquet::JacquetOptions;
use crate::notation::json::{
    from_text, moves_to_play, roll_of, to_text, AnalysisJson, DestsJson, EcoleVerdictJson,
    MarkedJson, Name, PlayJson, ScoreJson,
};
use crate::notation::{compact, error_text, json, read_position};
use crate::partie::Decision;
use crate::play::Move;
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::Score;
use crate::side::Side;
use crate::variant::Variant;

/// A position with its roll's dice.
fn rolled(position: &str) -> Result<Position, Error> {
    let p = read_position(position)?;
    if p.dice().is_none() {
        return Err(Error::NoDice);
    }
    Ok(p)
}

/// A play: `{"moves": [[from, to], …]}`.
pub fn read_play(text: &str) -> Result<Play, Error> {
    from_text::<PlayJson>(text)?.to_play()
}

/// Two dice, each 1 to 6: `[a, b]`; anything else, `null` included, is `bad-dice`.
pub fn read_dice(text: &str) -> Result<Dice, Error> {
    read_dice_or_none(text)?.ok_or_else(|| Error::BadDice("a roll is two dice, not null".into()))
}

/// Two dice, or none (`null`); anything else that is JSON is `bad-dice`.
pub fn read_dice_or_none(text: &str) -> Result<Option<Dice>, Error> {
    match from_text::<Option<Vec<i64>>>(text) {
        Ok(None) => Ok(None),
        Ok(Some(d)) => roll_of(&d).map(Some),
        // JSON, but not two whole numbers: a die's fault, not the text's.
        Err(Error::BadJson(m)) if from_text::<serde::de::IgnoredAny>(text).is_ok() => {
            Err(Error::BadDice(format!("dice are two numbers 1 to 6: {m}")))
        }
        Err(e) => Err(e),
    }
}

/// A computer player's level: `"débutant"`, `"amateur"`, `"fort"` or `"maître"` (or the former
/// `"random"`, `"greedy"`, `"expert"`); null is `amateur`.
pub fn read_level(text: &str) -> Result<Level, Error> {
    let s: Option<String> = from_text(text)?;
    match s {
        None => Ok(Level::Amateur),
        Some(s) => Level::parse(&s).ok_or_else(|| {
            Error::BadRequest(format!(
                "a level is \"débutant\", \"amateur\", \"fort\" or \"maître\", not {}",
                crate::error::Quoted(&s)
            ))
        }),
    }
}

/// Tenir (`"hold"`) or s'en aller (`"leave"`).
pub fn read_decision(text: &str) -> Result<Decision, Error> {
    let s: Option<String> = from_text(text)?;
    s.as_deref().and_then(Decision::parse).ok_or_else(|| {
        Error::BadRequest("a decision is \"hold\" (tenir) or \"leave\" (s'en aller)".into())
    })
}

/// What the sides marked: `{"white": {…}, "black": {…}}`; null for nothing marked.
pub fn read_marked(text: &str) -> Result<Marked, Error> {
    from_text::<Option<MarkedJson>>(text)?.map_or_else(|| Ok(Marked::default()), |m| m.to_marked())
}

/// Jacquet's variants; null is the main rules. A variant the engine does not know is
/// `bad-request`.
pub fn read_options(text: &str) -> Result<JacquetOptions, Error> {
    from_text::<Option<JacquetOptions>>(text)
        .map(Option::unwrap_or_default)
        .map_err(|e| match e {
            Error::TooLarge { .. } => e,
            e => Error::BadRequest(format!("bad Jacquet options: {e}")),
        })
}

fn position_text(p: &Position) -> String {
    json::position_to_string(p)
}

/// Checks a position; answers it normalised (every field the engine knows).
pub fn validate(position: &str) -> Result<String, Error> {
    read_position(position).map(|p| position_text(&p))
}

/// The jans, points and legal plays of the position's roll.
pub fn analyse(position: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    Ok(to_text(&AnalysisJson::from_analysis(&rules::analyse(&p)?)))
}

/// Every distinct legal play of the position's roll.
pub fn legal_plays(position: &str) -> Result<String, Error> {
    legal_plays_times(position, 1)
}

/// The legal plays, generated `times` times (at least once, at most 1024) from the one position
/// read: for the benchmark that takes the crossing out of the engine's time
/// (`benches/node/plays.mjs`).
pub fn legal_plays_times(position: &str, times: u32) -> Result<String, Error> {
    let p = rolled(position)?;
    let mut v = rules::legal_plays(&p)?;
    for _ in 1..times.min(1024) {
        v = rules::legal_plays(&p)?;
    }
    let v: Vec<PlayJson> = v.iter().map(PlayJson::from_play).collect();
    Ok(to_text(&v))
}

/// Moves as a play's JSON lists them: `[[from, to], …]`.
pub(crate) fn read_moves(text: &str) -> Result<Vec<Move>, Error> {
    let moves: Option<Vec<[Name; 2]>> = from_text(text)?;
    Ok(moves_to_play(&moves.unwrap_or_default())?.moves().to_vec())
}

/// The legal next single-die moves once the moves `so_far` (`[[from, to], …]`, null for none)
/// of the roll are made, as chessground's `dests`: `{"B1": ["B6", "B7"], …}`, flèches in the
/// order of the mover's path (`rules::destinations`).
pub fn destinations(position: &str, so_far: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    let d = rules::destinations(&p, &read_moves(so_far)?)?;
    Ok(to_text(&DestsJson(d)))
}

/// The roll's moves once `so_far` (`[[from, to], …]`, null for none) are made, by the main
/// rules: `{spent, moves: [{moves, dice}], complete}` (`MovesJson`: the dice spent,
/// every destination with its tout d'une chain and dice, the play completed or null).
pub fn moves(position: &str, so_far: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    let so_far = read_moves(so_far)?;
    let next = |m: &[Move]| rules::destinations(&p, m);
    let offered = crate::moves::offered(&p, &so_far, &next)?;
    let complete = crate::moves::completed(&so_far, &rules::legal_plays(&p)?, &next);
    Ok(to_text(&crate::notation::json::MovesJson::of(
        &p,
        &so_far,
        &offered,
        complete.as_ref(),
    )))
}

/// Null when the move `mv` (`[from, to]`) may be made after the moves `so_far`, else the rule it
/// breaks: `{"code", "message"}` (`rules::refusal`).
pub fn refusal(position: &str, so_far: &str, mv: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    let m = read_move(mv)?;
    Ok(match rules::refusal(&p, &read_moves(so_far)?, m) {
        None => "null".into(),
        Some(e) => error_text(&e),
    })
}

/// One move `[from, to]`.
pub(crate) fn read_move(text: &str) -> Result<Move, Error> {
    let [from, to]: [Name; 2] = from_text(text)?;
    let one = moves_to_play(&[[from, to]])?;
    one.moves()
        .first()
        .copied()
        .ok_or_else(|| Error::BadJson("a move is [from, to]".into()))
}

/// Null if the play is legal, else the rule it breaks.
pub fn check_play(position: &str, play: &str) -> Result<String, Error> {
    rules::check_play(&rolled(position)?, &read_play(play)?)?;
    Ok("null".into())
}

/// The position a legal play leaves, the other side to roll.
pub fn apply_play(position: &str, play: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    let play = read_play(play)?;
    rules::check_play(&p, &play)?;
    Ok(position_text(&rules::apply_play(&p, &play)?))
}

/// The same position with these dice, or none (`null`).
pub fn with_dice(position: &str, dice: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    Ok(position_text(&p.with_dice(read_dice_or_none(dice)?)))
}

/// The start of a game: `"trictrac"` (also for null) or `"jacquet"`; another game is
/// `bad-request`.
pub fn start_position(game: &str) -> Result<String, Error> {
    let g: Option<Variant> = from_text(game).map_err(|e| match e {
        Error::TooLarge { .. } => e,
        _ => Error::BadRequest(format!(
            "a game is \"trictrac\" or \"jacquet\", not {}",
            crate::error::cut_quotes(game.trim())
        )),
    })?;
    Ok(position_text(&Position::start(g.unwrap_or_default())))
}

/// The position in the compact notation, as a JSON string.
pub fn to_notation(position: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    Ok(to_text(&compact::position_to_string(&p)))
}

/// A position read from the compact notation (the text itself, not JSON).
pub fn from_notation(notation: &str) -> Result<String, Error> {
    json::check_size(notation)?;
    Ok(position_text(&compact::position_from_str(notation)?))
}

/// The école verdict for the position's roll (`tablier ecole`).
pub fn check_ecole(position: &str, marked: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    Ok(to_text(&EcoleVerdictJson::of(&ecole::check(
        &p,
        &read_marked(marked)?,
    )?)))
}

/// The école verdict without a board: the score before the roll (null: the start's), who rolled,
/// the points each side won (`tablier ecole`'s second form).
pub fn check_ecole_points(
    score: &str,
    mover: &str,
    points: &str,
    marked: &str,
) -> Result<String, Error> {
    let score = from_text::<Option<ScoreJson>>(score)?
        .map(Score::from)
        .unwrap_or_default();
    let mover: Side = from_text(mover)?;
    let points: Points = from_text(points)?;
    let v = ecole::check_points(score, mover, points, &read_marked(marked)?)?;
    Ok(to_text(&EcoleVerdictJson::of(&v)))
}

/// The computer's play for the position's roll: one of its legal plays.
pub fn choose_play(position: &str, level: &str) -> Result<String, Error> {
    let p = rolled(position)?;
    let play = match p.variant() {
        Variant::Trictrac => ai::choose_play(&p, read_level(level)?)?,
        Variant::Jacquet => {
            ai::choose_jacquet_play(&p, read_level(level)?, &JacquetOptions::default())?
        }
    };
    Ok(to_text(&PlayJson::from_play(&play)))
}

/// Tenir or s'en aller for the position a game shows while it awaits that decision.
pub fn choose_decision(position: &str, level: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    let d = ai::decision_at(&p, read_level(level)?)?;
    Ok(to_text(&d.name()))
}

/// A game's seed: a whole number 0 to 2⁶⁴−1 is the seed itself; a string, or another number
/// (negative, fractional), is hashed from its text (64-bit FNV-1a); null is none, and the caller
/// draws one.
pub fn read_seed(text: &str) -> Result<Option<u64>, Error> {
    json::check_size(text)?;
    if let Ok(n) = from_text::<Option<u64>>(text) {
        Ok(n)
    } else if let Ok(s) = from_text::<String>(text) {
        Ok(Some(fnv1a(s.as_bytes())))
    } else if from_text::<f64>(text).is_ok() {
        Ok(Some(fnv1a(text.trim().as_bytes())))
    } else {
        Err(Error::BadRequest(
            "a seed is a number or a string".to_string(),
        ))
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const START_ROLLED: &str =
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#;

    fn code(r: Result<String, Error>) -> &'static str {
        r.err().map_or("ok", |e| e.code())
    }

    /// A refusal carries its fields, so that a reader says it in his language without reading
    /// the English: the notation's field and column, and the count refused there.
    #[test]
    fn a_refusal_carries_its_fields() {
        let e = validate("B1:16/N1:15 w").unwrap_err();
        let v: serde_json::Value = serde_json::from_str(&error_text(&e)).unwrap();
        assert_eq!(v["code"], "bad-notation");
        assert_eq!(v["details"]["field"], "board");
        assert_eq!(v["details"]["column"], 4);
        let cause = &v["details"]["cause"];
        assert_eq!(
            (
                cause["code"].as_str(),
                cause["side"].as_str(),
                cause["fleche"].as_str(),
                cause["count"].as_i64()
            ),
            (Some("bad-count"), Some("white"), Some("B1"), Some(16))
        );
        // a fault of the syntax has no cause; an error with no fields has no details
        let e = validate("B1:15/N1:15 w 7-1").unwrap_err();
        let v: serde_json::Value = serde_json::from_str(&error_text(&e)).unwrap();
        assert_eq!(
            v["details"],
            serde_json::json!({"field": "dice", "column": 15})
        );
        let v: serde_json::Value = serde_json::from_str(&error_text(&Error::NoDice)).unwrap();
        assert!(v.get("details").is_none());
        // a long name is cut as a message quotes it
        let long = format!(
            r#"{{"white":{{"{}":15}},"black":{{"N1":15}},"turn":"white"}}"#,
            "Z".repeat(5000)
        );
        let v: serde_json::Value =
            serde_json::from_str(&error_text(&validate(&long).unwrap_err())).unwrap();
        assert_eq!(v["code"], "unknown-fleche");
        assert_eq!(v["details"]["fleche"].as_str().map(str::len), Some(40));
    }

    #[test]
    fn analyse_answers_the_cli_text() {
        let want = json::analysis_to_string(
            &rules::analyse(&json::position_from_str(START_ROLLED).unwrap()).unwrap(),
        );
        assert_eq!(analyse(START_ROLLED).unwrap(), want);
        // The compact notation is read as the command line reads it.
        assert_eq!(analyse("B1:15/N1:15 w 6-5").unwrap(), want);
    }

    #[test]
    fn every_refusal_has_a_code() {
        assert_eq!(
            code(analyse(
                r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white"}"#
            )),
            "no-dice"
        );
        assert_eq!(code(apply_play(START_ROLLED, "null")), "bad-json");
        assert_eq!(code(apply_play(START_ROLLED, "1")), "bad-json");
        assert_eq!(
            code(apply_play(START_ROLLED, r#"{"moves":[["B1","B9"]]}"#)),
            "not-the-dice"
        );
        assert_eq!(code(with_dice(START_ROLLED, "[7,1]")), "bad-dice");
        assert_eq!(code(read_dice("null").map(|_| String::new())), "bad-dice");
        assert_eq!(code(start_position("\"chess\"")), "bad-request");
        assert_eq!(code(with_dice(START_ROLLED, "\"66\"")), "bad-dice");
        assert_eq!(code(with_dice(START_ROLLED, "[1.5,2]")), "bad-dice");
        assert_eq!(
            code(read_level("\"perfect\"").map(|_| String::new())),
            "bad-request"
        );
        assert_eq!(
            code(read_decision("null").map(|_| String::new())),
            "bad-request"
        );
        assert_eq!(code(read_seed("{}").map(|_| String::new())), "bad-request");
    }

    /// issue 18: a lone high surrogate is an error, not a panic nor another character.
    #[test]
    fn a_lone_surrogate_is_refused() {
        let text = r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":"\ud800\u0041"}"#;
        assert_eq!(code(validate(text)), "bad-json");
        assert_eq!(code(from_notation("\u{fffd}")), "bad-notation");
    }

    /// issue 18: 500 MB of text trapped the module; anything over the limit is refused unread.
    #[test]
    fn inputs_over_the_limit_are_refused_unread() {
        let big = " ".repeat(crate::notation::MAX_INPUT + 1);
        assert_eq!(code(from_notation(&big)), "too-large");
        assert_eq!(code(validate(&format!("{{{big}"))), "too-large");
        assert_eq!(code(apply_play(START_ROLLED, &big)), "too-large");
    }

    #[test]
    fn a_seed_is_a_whole_number_or_hashed_from_its_text() {
        assert_eq!(read_seed("7").unwrap(), Some(7));
        assert_eq!(read_seed("null").unwrap(), None);
        assert_eq!(read_seed("18446744073709551615").unwrap(), Some(u64::MAX));
        assert_eq!(read_seed("\"abc\"").unwrap(), Some(fnv1a(b"abc")));
        assert_ne!(read_seed("\"abc\"").unwrap(), read_seed("\"abd\"").unwrap());
        assert_eq!(read_seed("-1").unwrap(), Some(fnv1a(b"-1")));
        assert_eq!(read_seed("1.5").unwrap(), Some(fnv1a(b"1.5")));
        for bad in ["{}", "[1]", "true", "", "{not json"] {
            assert!(read_seed(bad).is_err(), "{bad}");
        }
        // the 64-bit FNV-1a of the empty text and of "a" (the published test vectors)
        assert_eq!(fnv1a(b""), 0xCBF2_9CE4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xAF63_DC4C_8601_EC8C);
    }

    /// The destinations offered are the first moves of the legal plays, and a move not offered
    /// has a rule.
    #[test]
    fn destinations_and_refusals() {
        let d: serde_json::Value =
            serde_json::from_str(&destinations(START_ROLLED, "null").unwrap()).unwrap();
        assert_eq!(d, serde_json::json!({"B1": ["B6", "B7"]}));
        let after: serde_json::Value =
            serde_json::from_str(&destinations(START_ROLLED, r#"[["B1","B7"]]"#).unwrap()).unwrap();
        assert!(after["B1"].is_array());
        assert_eq!(
            refusal(START_ROLLED, "null", r#"["B1","B6"]"#).unwrap(),
            "null"
        );
        let r: serde_json::Value =
            serde_json::from_str(&refusal(START_ROLLED, "null", r#"["B1","B9"]"#).unwrap())
                .unwrap();
        assert_eq!(r["code"], "not-the-dice");
        assert_eq!(code(refusal(START_ROLLED, "null", "null")), "bad-json");
    }
}
