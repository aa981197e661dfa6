//! The requests of the command line's JSON lines (docs/cli.md) that are no other notation's:
//! `tablier apply`, `ecole`, `fausse-case` and `mark`, the answers not already a notation type,
//! and a refused line's error object. Here, beside the rest of the notation, so that the command
//! line only converts (issue 27: one set of serde types per format, none of a boundary's own).
//! The lines `tablier replay` prints are a record's (`record::lines`).

use super::json::{
    moves_to_play, AttemptJson, ChoiceJson, MarkedJson, Name, PlayJson, PositionArg, PositionJson,
    ScoreJson,
};
use crate::error::Error;
use crate::play::Play;
use crate::score::Holes;
use crate::{Points, Side};
use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// `tablier apply`: a position with its roll's dice, the play, and whether the mover leaves.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApplyRequest {
    /// The position with its roll's dice (JSON or the compact notation).
    pub position: PositionArg,
    #[serde(default)]
    /// The play; absent when leaving, `[]` when nothing can be played.
    pub play: Option<PlayArg>,
    /// Whether the mover leaves (right after completing a trou with his own roll).
    #[serde(default)]
    pub leave: bool,
}

/// `play` of `tablier apply`: the moves `[[from, to], …]`, or a play object `{"moves": …}`.
pub enum PlayArg {
    /// `[[from, to], …]`.
    Moves(Vec<[Name; 2]>),
    /// `{"moves": …}`.
    Object(PlayJson),
}

impl PlayArg {
    /// The play, its flèches read (not yet judged legal).
    pub fn to_play(&self) -> Result<Play, Error> {
        match self {
            PlayArg::Moves(m) => moves_to_play(m),
            PlayArg::Object(p) => p.to_play(),
        }
    }
}

impl<'de> Deserialize<'de> for PlayArg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = PlayArg;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a play: its moves [[from, to], …] or {\"moves\": …}")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, a: A) -> Result<PlayArg, A::Error> {
                Deserialize::deserialize(SeqAccessDeserializer::new(a)).map(PlayArg::Moves)
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<PlayArg, A::Error> {
                Deserialize::deserialize(MapAccessDeserializer::new(a)).map(PlayArg::Object)
            }
        }
        d.deserialize_any(V)
    }
}

/// `tablier ecole`: the marks of a roll, with the board (`position`) or without it (`mover`,
/// `points` and an optional `score`). `marked` null or absent: nothing marked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EcoleRequest {
    /// The position with the roll's dice and the score before it.
    #[serde(default)]
    pub position: Option<PositionArg>,
    /// Without a board: the score before the roll (all zero when absent).
    #[serde(default)]
    pub score: Option<ScoreJson>,
    /// Without a board: who rolled.
    #[serde(default)]
    pub mover: Option<Side>,
    /// Without a board: the points the roll gave each side.
    #[serde(default)]
    pub points: Option<Points>,
    /// What each side marked (docs/ecole.md).
    #[serde(default)]
    pub marked: Option<MarkedJson>,
}

/// `tablier fausse-case`: a play made at the table, and optionally the opponent's option (an
/// index into the verdict's `options`) with its `replay`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FausseRequest {
    /// The position with its roll's dice.
    pub position: PositionArg,
    /// The play made at the table, and how far it went.
    pub attempt: AttemptJson,
    /// The opponent's option, an index into the verdict's `options`.
    #[serde(default)]
    pub option: Option<u32>,
    /// The play made again, for a `replay` option.
    #[serde(default)]
    pub replay: Option<PlayJson>,
}

/// The answer of `tablier fausse-case` with an option: the opponent's choice and the position
/// once it is carried out.
#[derive(Serialize)]
pub struct FausseResolvedJson {
    /// The option the opponent took.
    pub choice: ChoiceJson,
    /// The position once it is carried out.
    pub position: PositionJson,
}

/// `tablier mark`: a roll's points marked into a score (all zero when absent), the mover holding
/// or leaving.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkRequest {
    /// The score before the roll (all zero when absent).
    #[serde(default)]
    pub score: Option<ScoreJson>,
    /// Who rolled: his points are marked first.
    pub mover: Side,
    /// The points the roll gave each side.
    pub points: Points,
    /// Whether the mover leaves.
    #[serde(default)]
    pub leave: bool,
}

/// The answer of `tablier mark`: the new score, the trous each side won, and whether the mover
/// could leave.
#[derive(Serialize)]
pub struct MarkedScoreJson {
    /// The score after the marks.
    pub score: ScoreJson,
    /// The trous each side won.
    pub holes: Holes,
    /// Whether the mover could leave.
    pub can_leave: bool,
}

/// A refused line or record: `{"error": {"code", "message", "step"?}}` (`step` for a record:
/// the step refused, 0 for the record as a whole).
#[derive(Serialize)]
pub struct ErrorLineJson<'a> {
    /// What was refused.
    pub error: LineErrorJson<'a>,
}

/// The error object of `ErrorLineJson`.
#[derive(Serialize)]
pub struct LineErrorJson<'a> {
    /// The stable code.
    pub code: &'a str,
    /// What is wrong, in English.
    pub message: String,
    /// A record's step refused (0: the record as a whole).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<usize>,
}

impl ErrorLineJson<'_> {
    /// The line's text.
    pub fn line(code: &str, message: String, step: Option<usize>) -> String {
        super::json::to_text(&ErrorLineJson {
            error: LineErrorJson {
                code,
                message,
                step,
            },
        })
    }
}
