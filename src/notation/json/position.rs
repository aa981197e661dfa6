//! A position's JSON (docs/interchange.md "A position"): the board as flèche names and counts, the
//! side to play, the dice, the coups and the score.

use super::score::ScoreJson;
use super::{from_text, null_is_default, to_text, Name};
use crate::board::Board;
use crate::dice::Dice;
use crate::error::Error;
use crate::position::{Coups, Position, Setup};
use crate::score::Score;
use crate::side::Side;
use crate::variant::Variant;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A position as docs/interchange.md spells it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PositionJson {
    /// `game`: Trictrac when absent or null.
    #[serde(rename = "game", default, deserialize_with = "null_is_default")]
    pub variant: Variant,
    /// White's dames by flèche.
    pub white: DamesJson,
    /// Black's dames by flèche.
    pub black: DamesJson,
    /// The side to roll or to play the dice.
    pub turn: Side,
    /// The roll to play, two dice (read as whole numbers, checked 1 to 6 by `to_setup`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<Vec<i64>>,
    /// The coups played by each side; absent when unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "PositionCoupsJson"))]
    pub coups: Option<CoupsJson>,
    /// The score; absent: all zero and bredouille.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreJson>,
}

/// Flèche name → number of dames, kept in the order written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DamesJson(pub Vec<(Name, i64)>);

/// The coups played by each side: `{"white": 2, "black": 2}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "typescript",
    derive(tsify::Tsify),
    tsify(rename = "PositionCoupsJson")
)]
#[serde(deny_unknown_fields)]
pub struct CoupsJson {
    /// White's coups.
    pub white: u32,
    /// Black's coups.
    pub black: u32,
}

impl Serialize for DamesJson {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let mut m = ser.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for DamesJson {
    fn deserialize<D: Deserializer<'de>>(de: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = DamesJson;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of flèche name → number of dames")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<DamesJson, A::Error> {
                let mut v = Vec::new();
                while let Some((k, n)) = map.next_entry::<Name, i64>()? {
                    v.push((k, n));
                }
                Ok(DamesJson(v))
            }
        }
        de.deserialize_map(V)
    }
}

/// Puts `n` of `side`'s dames on the flèche `name`, as a position's JSON names them: each name a
/// flèche, named once, 1 to 15 dames on it, at most 15 in all (`total` counts them so far).
fn place_named(
    board: &mut Board,
    side: Side,
    name: &Name,
    n: i64,
    total: &mut i64,
) -> Result<(), Error> {
    let f = name
        .fleche()
        .ok_or_else(|| Error::UnknownFleche(name.to_string()))?;
    if !(1..=15).contains(&n) {
        return Err(Error::BadCount {
            side,
            fleche: name.to_string(),
            count: n,
        });
    }
    if board.get(side, f) > 0 {
        return Err(Error::BadJson(format!("{side} names {f} twice")));
    }
    *total += n;
    if *total > 15 {
        return Err(Error::TooManyDames {
            side,
            count: *total as u32,
        });
    }
    board.set(side, f, n as u8);
    Ok(())
}

/// A roll from the dice as a position's JSON writes them: two, each 1 to 6.
pub fn roll_of(d: &[i64]) -> Result<Dice, Error> {
    let [a, b] = *d else {
        return Err(not_two_dice(d.len()));
    };
    let ok = |x: i64| (1..=6).contains(&x);
    if !ok(a) || !ok(b) {
        return Err(Error::BadDice(format!(
            "dice are each 1 to 6, not [{a}, {b}]"
        )));
    }
    Dice::new(a as u8, b as u8)
}

/// The refusal of a roll of `n` dice.
fn not_two_dice(n: usize) -> Error {
    Error::BadDice(format!("a roll is two dice, not {n}"))
}

impl PositionJson {
    /// What this JSON says, unchecked. Names, counts and dice are read here; the board's
    /// soundness is `Position::from_setup`'s job.
    pub fn to_setup(&self) -> Result<Setup, Error> {
        let mut board = Board::empty();
        for (side, dames) in [(Side::White, &self.white), (Side::Black, &self.black)] {
            let mut total: i64 = 0;
            for (name, n) in &dames.0 {
                place_named(&mut board, side, name, *n, &mut total)?;
            }
        }
        let dice = match &self.dice {
            None => None,
            Some(d) => Some(roll_of(d)?),
        };
        Ok(Setup {
            variant: self.variant,
            board,
            turn: self.turn,
            dice,
            coups: self.coups.map(|c| Coups {
                white: c.white,
                black: c.black,
            }),
            score: self.score.map(Score::from).unwrap_or_default(),
        })
    }

    /// What this JSON says, checked (`Position::from_setup`).
    pub fn to_position(&self) -> Result<Position, Error> {
        Position::from_setup(self.to_setup()?)
    }

    /// The JSON of a position.
    pub fn from_position(p: &Position) -> PositionJson {
        PositionJson::from_setup(p.setup())
    }

    /// The JSON of a setup: flèches in physical order, the score always written.
    pub fn from_setup(s: &Setup) -> PositionJson {
        let dames = |side: Side| {
            DamesJson(
                s.board
                    .occupied(side)
                    .map(|(f, n)| (Name::of(f), n as i64))
                    .collect(),
            )
        };
        PositionJson {
            variant: s.variant,
            white: dames(Side::White),
            black: dames(Side::Black),
            turn: s.turn,
            dice: s.dice.map(|d| vec![d.first() as i64, d.second() as i64]),
            coups: s.coups.map(|c| CoupsJson {
                white: c.white,
                black: c.black,
            }),
            score: Some(s.score.into()),
        }
    }
}

/// A position inside a request, as a boundary reads one: its JSON object, or a string of its
/// compact notation (docs/notation.md), as a line of the command line or an argument of the
/// package may be.
#[derive(Clone, Debug, PartialEq)]
pub enum PositionArg {
    /// The JSON object.
    Json(PositionJson),
    /// The compact notation, read when the position is asked for.
    Notation(String),
}

impl PositionArg {
    /// The position, checked: a notation that cannot be read is `bad-notation`.
    pub fn to_position(&self) -> Result<Position, Error> {
        match self {
            PositionArg::Json(j) => j.to_position(),
            PositionArg::Notation(text) => crate::notation::compact::position_from_str(text),
        }
    }
}

impl<'de> Deserialize<'de> for PositionArg {
    fn deserialize<D: Deserializer<'de>>(de: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = PositionArg;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a position: its JSON object, or its compact notation as a string")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<PositionArg, E> {
                Ok(PositionArg::Notation(s.to_owned()))
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<PositionArg, A::Error> {
                Deserialize::deserialize(serde::de::value::MapAccessDeserializer::new(a))
                    .map(PositionArg::Json)
            }
        }
        de.deserialize_any(V)
    }
}

/// Reads a position from JSON text.
pub fn position_from_str(text: &str) -> Result<Position, Error> {
    from_text::<PositionJson>(text)?.to_position()
}

/// Writes a position as one line of JSON.
pub fn position_to_string(p: &Position) -> String {
    to_text(&PositionJson::from_position(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fleche::Fleche;
    use crate::notation::json::PlayJson;

    const EXAMPLE: &str = r#"{
      "game": "trictrac",
      "white": {"B1": 13, "B7": 1, "B8": 1},
      "black": {"N1": 15},
      "turn": "white",
      "dice": [5, 5],
      "coups": {"white": 2, "black": 2},
      "score": {
        "white": {"points": 0, "holes": 0, "bredouille": true},
        "black": {"points": 0, "holes": 0, "bredouille": true}
      }
    }"#;

    #[test]
    fn interchange_example_reads_and_round_trips() {
        let p = position_from_str(EXAMPLE).unwrap();
        assert_eq!(p.board().get(Side::White, Fleche::parse("B7").unwrap()), 1);
        assert_eq!(p.dice(), Some(Dice::new(5, 5).unwrap()));
        let again = position_from_str(&position_to_string(&p)).unwrap();
        assert_eq!(p, again);
    }

    fn err(text: &str) -> String {
        position_from_str(text).unwrap_err().code().to_string()
    }

    #[test]
    fn refusals_name_the_problem() {
        let cases = [
            (
                r#"{"white":{"B1":16},"black":{"N1":15},"turn":"white"}"#,
                "bad-count",
            ),
            (
                r#"{"white":{"B1":14,"B2":2},"black":{"N1":15},"turn":"white"}"#,
                "too-many-dames",
            ),
            (
                r#"{"white":{"B1":14,"N5":1},"black":{"N1":10,"N5":5},"turn":"white"}"#,
                "fleche-held-by-both",
            ),
            (
                r#"{"white":{"B13":15},"black":{"N1":15},"turn":"white"}"#,
                "unknown-fleche",
            ),
            (
                r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[0,7]}"#,
                "bad-dice",
            ),
            (
                r#"{"white":{"B1":14,"B12":1},"black":{"N1":15},"turn":"white"}"#,
                "lone-dame-on-coin",
            ),
            (
                r#"{"white":{"B1":13,"N12":2},"black":{"N1":15},"turn":"white"}"#,
                "dame-on-opponent-coin",
            ),
            (
                r#"{"white":{"B1":15},"black":{"N1":15},"turn":"red"}"#,
                "bad-json",
            ),
            (
                r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dise":[1,2]}"#,
                "unknown-field",
            ),
            (
                r#"{"white":{"N3":10,"B9":2},"black":{"N1":15},"turn":"white"}"#,
                "borne-off-outside-retour",
            ),
        ];
        for (text, code) in cases {
            assert_eq!(err(text), code, "{text}");
        }
    }

    /// issue 18: a negative count was reported as `18446744073709551615 dames`.
    #[test]
    fn a_negative_count_names_the_fleche_and_the_count() {
        let e = position_from_str(r#"{"white":{"B1":-1},"black":{"N1":15},"turn":"white"}"#)
            .unwrap_err();
        assert_eq!(e.code(), "bad-count");
        assert_eq!(
            e.to_string(),
            "white has -1 dames on B1: a flèche holds 1 to 15"
        );
    }

    /// issue 18: `"score":[[5,1,false],[0,2]]` read as `5.1/0.2b`; every object is an object.
    #[test]
    fn an_array_is_not_an_object() {
        let base = r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white""#;
        for tail in [
            r#","score":[[5,1,false],[0,2]]}"#,
            r#","score":{"white":[5,1,false]}}"#,
            r#","coups":[1,2]}"#,
        ] {
            assert_eq!(err(&format!("{base}{tail}")), "bad-json", "{tail}");
        }
        assert_eq!(
            err(r#"["trictrac",{"B1":15},{"N1":15},"white"]"#),
            "bad-json"
        );
        let play: Result<PlayJson, _> = from_text(r#"[[["B1","B6"]]]"#);
        assert_eq!(play.unwrap_err().code(), "bad-json");
    }

    /// issue 18: a key given twice was read (the later one) by one boundary, refused by another.
    #[test]
    fn a_key_given_twice_is_refused() {
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","turn":"black"}"#),
            "bad-json"
        );
        assert_eq!(
            err(r#"{"white":{"B1":14,"B1":1},"black":{"N1":15},"turn":"white"}"#),
            "bad-json"
        );
        assert_eq!(
            err(
                r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","score":{"white":{"points":1,"points":2}}}"#
            ),
            "bad-json"
        );
    }

    /// issue 18: `-0` and `1.0` are the whole numbers JavaScript reads (it writes `-0` as `0`);
    /// `null` is absence where the format has a default, and refused elsewhere.
    #[test]
    fn numbers_and_null_read_as_javascript_writes_them() {
        let p = |t: &str| position_from_str(t).map(|p| position_to_string(&p));
        let plain = p(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#);
        assert!(plain.is_ok());
        assert_eq!(
            p(r#"{"white":{"B1":15.0},"black":{"N1":1.5e1},"turn":"white","dice":[6,5.0]}"#),
            plain
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[-0,5]}"#),
            "bad-dice"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":-0},"turn":"white"}"#),
            "bad-count"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6.5,5]}"#),
            "bad-json"
        );
        let start = p(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white"}"#);
        for nulls in [
            r#""dice":null"#,
            r#""game":null"#,
            r#""coups":null"#,
            r#""score":null"#,
        ] {
            assert_eq!(
                p(&format!(
                    r#"{{"white":{{"B1":15}},"black":{{"N1":15}},"turn":"white",{nulls}}}"#
                )),
                start,
                "{nulls}"
            );
        }
        assert_eq!(
            err(r#"{"white":null,"black":{"N1":15},"turn":"white"}"#),
            "bad-json"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":null}"#),
            "bad-json"
        );
    }

    #[test]
    fn a_diagram_position_is_accepted() {
        // A rules book's diagram: few dames, odd places, still a board that can stand.
        let p = position_from_str(
            r#"{"white":{"B6":1,"B12":2,"B1":12},"black":{"N12":3,"N11":1,"N1":11},"turn":"black","dice":[5,6]}"#,
        );
        assert!(p.is_ok(), "{p:?}");
    }
}
