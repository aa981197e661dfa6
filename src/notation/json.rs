//! The JSON of docs/interchange.md, as serde types that mirror it field for field.

use super::strict::Strict;
use super::MAX_INPUT;
use crate::analysis::{Analysis, Jan, JanKind, Points, Way};
use crate::board::Board;
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::play::{Dest, Move, Play};
use crate::position::{Coups, Position, Setup};
use crate::score::{Score, SideScore};
use crate::side::Side;
use crate::variant::Variant;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A position as docs/interchange.md spells it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionJson {
    /// Trictrac when absent or null.
    #[serde(rename = "game", default, deserialize_with = "null_is_default")]
    pub variant: Variant,
    pub white: DamesJson,
    pub black: DamesJson,
    pub turn: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coups: Option<CoupsJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreJson>,
}

/// Flèche name → number of dames, kept in the order written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DamesJson(pub Vec<(String, i64)>);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoupsJson {
    pub white: u32,
    pub black: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreJson {
    #[serde(default)]
    pub white: SideScoreJson,
    #[serde(default)]
    pub black: SideScoreJson,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideScoreJson {
    #[serde(default)]
    pub points: u8,
    #[serde(default)]
    pub holes: u8,
    #[serde(default = "yes")]
    pub bredouille: bool,
}

/// A field whose `null` means what its absence means.
fn null_is_default<'de, D: Deserializer<'de>, T: Default + Deserialize<'de>>(
    d: D,
) -> Result<T, D::Error> {
    Option::<T>::deserialize(d).map(Option::unwrap_or_default)
}

fn yes() -> bool {
    true
}

impl Default for SideScoreJson {
    fn default() -> Self {
        SideScoreJson {
            points: 0,
            holes: 0,
            bredouille: true,
        }
    }
}

impl From<SideScoreJson> for SideScore {
    fn from(s: SideScoreJson) -> Self {
        SideScore {
            points: s.points,
            holes: s.holes,
            bredouille: s.bredouille,
        }
    }
}

impl From<SideScore> for SideScoreJson {
    fn from(s: SideScore) -> Self {
        SideScoreJson {
            points: s.points,
            holes: s.holes,
            bredouille: s.bredouille,
        }
    }
}

impl From<Score> for ScoreJson {
    fn from(s: Score) -> Self {
        ScoreJson {
            white: s.white.into(),
            black: s.black.into(),
        }
    }
}

impl From<ScoreJson> for Score {
    fn from(s: ScoreJson) -> Self {
        Score {
            white: s.white.into(),
            black: s.black.into(),
        }
    }
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
                while let Some((k, n)) = map.next_entry::<String, i64>()? {
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
    name: &str,
    n: i64,
    total: &mut i64,
) -> Result<(), Error> {
    let f = Fleche::parse(name).ok_or_else(|| Error::UnknownFleche(name.to_string()))?;
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

    pub fn to_position(&self) -> Result<Position, Error> {
        Position::from_setup(self.to_setup()?)
    }

    pub fn from_position(p: &Position) -> PositionJson {
        PositionJson::from_setup(p.setup())
    }

    pub fn from_setup(s: &Setup) -> PositionJson {
        let dames = |side: Side| {
            DamesJson(
                s.board
                    .occupied(side)
                    .map(|(f, n)| (f.name().to_string(), n as i64))
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

/// Reads a value of one of the formats from JSON text, as every boundary reads it: at most
/// `MAX_INPUT` bytes, through `Strict` (objects only where an object is required, whole numbers
/// however spelt), nothing after the value.
pub fn from_text<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, Error> {
    check_size(text)?;
    let mut de = serde_json::Deserializer::from_str(text);
    let v = T::deserialize(Strict(&mut de)).map_err(json_error)?;
    de.end().map_err(json_error)?;
    Ok(v)
}

/// Refuses a text longer than a boundary reads, before reading it.
pub fn check_size(text: &str) -> Result<(), Error> {
    if text.len() > MAX_INPUT {
        return Err(Error::TooLarge {
            size: text.len(),
            limit: MAX_INPUT,
        });
    }
    Ok(())
}

/// Writes a value of one of the formats as one line of JSON.
pub fn to_text<T: Serialize>(v: &T) -> String {
    // The formats are strings, whole numbers, lists and maps with string keys: writing them
    // cannot fail.
    serde_json::to_string(v).unwrap_or_default()
}

/// Maps a serde_json error to ours, keeping its line and column; what it quotes of the input
/// is cut (`error::cut_quotes`).
pub fn json_error(e: serde_json::Error) -> Error {
    let msg = crate::error::cut_quotes(&e.to_string());
    if msg.starts_with("unknown field") {
        Error::UnknownField(msg.trim_start_matches("unknown field ").to_string())
    } else {
        Error::BadJson(msg)
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

/// A play as docs/interchange.md spells it: `{"moves": [["B1","B6"], ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayJson {
    pub moves: Vec<[String; 2]>,
}

impl PlayJson {
    pub fn from_play(p: &Play) -> PlayJson {
        PlayJson {
            moves: p
                .moves()
                .iter()
                .map(|m| [m.from.name().to_string(), m.to.name().to_string()])
                .collect(),
        }
    }

    pub fn to_play(&self) -> Result<Play, Error> {
        moves_to_play(&self.moves)
    }
}

/// Reads `[["B1","B6"], …]`: names only; whether the play is legal is the rules' business.
pub fn moves_to_play(moves: &[[String; 2]]) -> Result<Play, Error> {
    if moves.len() > 4 {
        return Err(Error::BadJson(format!(
            "a play has at most 4 moves, not {}",
            moves.len()
        )));
    }
    let mut v = Vec::with_capacity(moves.len());
    for [from, to] in moves {
        let f = Fleche::parse(from).ok_or_else(|| Error::UnknownFleche(from.clone()))?;
        let t = Dest::parse(to).ok_or_else(|| Error::UnknownFleche(to.clone()))?;
        v.push(Move::new(f, t));
    }
    Play::from_moves(&v).ok_or_else(|| Error::BadJson("too many moves".into()))
}

/// The analysis of a roll as docs/interchange.md spells it ("Analysis of a roll"): `jans`, `points`,
/// `plays`, in that order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisJson {
    pub jans: Vec<JanJson>,
    pub points: Points,
    pub plays: Vec<PlayJson>,
}

/// One jan: `{"jan", "beneficiary", "points", "at"?, "ways", "by"}`; `at` only when the jan is
/// about one flèche; `by` its ways (docs/interchange.md "Explanations"), left out when unknown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JanJson {
    pub jan: JanKind,
    pub beneficiary: Side,
    pub points: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    pub ways: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by: Vec<WayJson>,
}

/// One way a jan counts: `{"dames"?, "numbers", "repos"?, "to"?}` (docs/interchange.md
/// "Explanations"); `dames` left out when no dame is named (impuissance, jans de départ).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WayJson {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dames: Vec<String>,
    #[serde(default)]
    pub numbers: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repos: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Vec<String>>,
}

fn names(fleches: &[Fleche]) -> Vec<String> {
    fleches.iter().map(|f| f.name().to_string()).collect()
}

fn fleches(names: &[String]) -> Result<Vec<Fleche>, Error> {
    names
        .iter()
        .map(|n| Fleche::parse(n).ok_or_else(|| Error::UnknownFleche(n.clone())))
        .collect()
}

impl WayJson {
    /// The JSON of one way.
    pub fn from_way(w: &Way) -> WayJson {
        WayJson {
            dames: names(&w.dames),
            numbers: w.numbers.clone(),
            repos: w.repos.as_deref().map(names),
            to: w.to.as_deref().map(names),
        }
    }

    /// Reads one way back; an unknown flèche name is an error.
    pub fn to_way(&self) -> Result<Way, Error> {
        Ok(Way {
            dames: fleches(&self.dames)?,
            numbers: self.numbers.clone(),
            repos: self.repos.as_deref().map(fleches).transpose()?,
            to: self.to.as_deref().map(fleches).transpose()?,
        })
    }
}

impl JanJson {
    pub fn from_jan(j: &Jan) -> JanJson {
        JanJson {
            jan: j.kind,
            beneficiary: j.beneficiary,
            points: j.points,
            at: j.at.map(|f| f.name().to_string()),
            ways: j.ways,
            by: j.by.iter().map(WayJson::from_way).collect(),
        }
    }

    pub fn to_jan(&self) -> Result<Jan, Error> {
        let at = match &self.at {
            None => None,
            Some(name) => {
                Some(Fleche::parse(name).ok_or_else(|| Error::UnknownFleche(name.clone()))?)
            }
        };
        Ok(Jan {
            kind: self.jan,
            beneficiary: self.beneficiary,
            points: self.points,
            at,
            ways: self.ways,
            by: self
                .by
                .iter()
                .map(WayJson::to_way)
                .collect::<Result<_, _>>()?,
        })
    }
}

impl AnalysisJson {
    pub fn from_analysis(a: &Analysis) -> AnalysisJson {
        AnalysisJson {
            jans: a.jans.iter().map(JanJson::from_jan).collect(),
            points: a.points,
            plays: a.plays.iter().map(PlayJson::from_play).collect(),
        }
    }

    /// Reads an analysis back (e.g. one written by another implementation, to compare).
    pub fn to_analysis(&self) -> Result<Analysis, Error> {
        Ok(Analysis {
            jans: self
                .jans
                .iter()
                .map(JanJson::to_jan)
                .collect::<Result<_, _>>()?,
            points: self.points,
            plays: self
                .plays
                .iter()
                .map(PlayJson::to_play)
                .collect::<Result<_, _>>()?,
        })
    }
}

/// Writes an analysis as one line of JSON.
pub fn analysis_to_string(a: &Analysis) -> String {
    to_text(&AnalysisJson::from_analysis(a))
}

/// Reads an analysis from JSON text.
pub fn analysis_from_str(text: &str) -> Result<Analysis, Error> {
    from_text::<AnalysisJson>(text)?.to_analysis()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            err(r#"{"white":{"B1":16},"black":{"N1":15},"turn":"white"}"#),
            "bad-count"
        );
        assert_eq!(
            err(r#"{"white":{"B1":14,"B2":2},"black":{"N1":15},"turn":"white"}"#),
            "too-many-dames"
        );
        assert_eq!(
            err(r#"{"white":{"B1":14,"N5":1},"black":{"N1":10,"N5":5},"turn":"white"}"#),
            "fleche-held-by-both"
        );
        assert_eq!(
            err(r#"{"white":{"B13":15},"black":{"N1":15},"turn":"white"}"#),
            "unknown-fleche"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[0,7]}"#),
            "bad-dice"
        );
        assert_eq!(
            err(r#"{"white":{"B1":14,"B12":1},"black":{"N1":15},"turn":"white"}"#),
            "lone-dame-on-coin"
        );
        assert_eq!(
            err(r#"{"white":{"B1":13,"N12":2},"black":{"N1":15},"turn":"white"}"#),
            "dame-on-opponent-coin"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"red"}"#),
            "bad-json"
        );
        assert_eq!(
            err(r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dise":[1,2]}"#),
            "unknown-field"
        );
        assert_eq!(
            err(r#"{"white":{"N3":10,"B9":2},"black":{"N1":15},"turn":"white"}"#),
            "borne-off-outside-retour"
        );
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

    #[test]
    fn analysis_keeps_interchange_shape() {
        // docs/interchange.md "The analysis of a roll": the example, field for field and in order.
        let a = Analysis {
            jans: vec![Jan {
                kind: JanKind::BattreDame,
                beneficiary: Side::White,
                points: 4,
                at: Fleche::parse("N8"),
                ways: 1,
                by: vec![],
            }],
            points: Points { white: 4, black: 0 },
            plays: vec![Play::from_moves(&[
                Move::new(Fleche::B1, Dest::To(Fleche::parse("B6").unwrap())),
                Move::new(Fleche::B1, Dest::To(Fleche::parse("B6").unwrap())),
            ])
            .unwrap()],
        };
        let text = analysis_to_string(&a);
        assert_eq!(
            text,
            r#"{"jans":[{"jan":"battre-dame","beneficiary":"white","points":4,"at":"N8","ways":1}],"points":{"white":4,"black":0},"plays":[{"moves":[["B1","B6"],["B1","B6"]]}]}"#
        );
        assert_eq!(analysis_from_str(&text).unwrap(), a);
    }

    #[test]
    fn analysis_leaves_out_at_when_none() {
        let a = Analysis {
            jans: vec![Jan {
                kind: JanKind::Impuissance,
                beneficiary: Side::Black,
                points: 2,
                at: None,
                ways: 1,
                by: vec![],
            }],
            points: Points { white: 0, black: 2 },
            plays: vec![],
        };
        let text = analysis_to_string(&a);
        assert_eq!(
            text,
            r#"{"jans":[{"jan":"impuissance","beneficiary":"black","points":2,"ways":1}],"points":{"white":0,"black":2},"plays":[]}"#
        );
        assert_eq!(analysis_from_str(&text).unwrap(), a);
        let off = Play::from_moves(&[Move::new(Fleche::N1, Dest::Off)]).unwrap();
        assert_eq!(
            serde_json::to_string(&PlayJson::from_play(&off)).unwrap(),
            r#"{"moves":[["N1","off"]]}"#
        );
    }

    #[test]
    fn every_jan_name_is_interchange_kebab_case() {
        let names = [
            (JanKind::SixTables, "six-tables"),
            (JanKind::DeuxTables, "deux-tables"),
            (JanKind::ContreDeuxTables, "contre-deux-tables"),
            (JanKind::Mezeas, "mezeas"),
            (JanKind::ContreMezeas, "contre-mezeas"),
            (JanKind::BattreDame, "battre-dame"),
            (JanKind::BattreDameAFaux, "battre-dame-a-faux"),
            (JanKind::BattreCoin, "battre-coin"),
            (JanKind::RemplirPetitJan, "remplir-petit-jan"),
            (JanKind::RemplirGrandJan, "remplir-grand-jan"),
            (JanKind::RemplirRetour, "remplir-retour"),
            (JanKind::ConserverPetitJan, "conserver-petit-jan"),
            (JanKind::ConserverGrandJan, "conserver-grand-jan"),
            (JanKind::ConserverRetour, "conserver-retour"),
            (JanKind::Sortie, "sortie"),
            (JanKind::Impuissance, "impuissance"),
        ];
        for (kind, name) in names {
            assert_eq!(serde_json::to_string(&kind).unwrap(), format!("\"{name}\""));
        }
    }
}
