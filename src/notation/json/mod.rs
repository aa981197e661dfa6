//! The JSON of docs/interchange.md, as serde types that mirror it field for field: a position
//! (`position`), its score (`score`), a play (`play`), the analysis of a roll (`analysis`), and
//! the one reader and writer of JSON text every boundary goes through (here).

mod analysis;
mod fausse;
mod marks;
mod name;
mod play;
mod position;
mod score;

pub use analysis::{analysis_from_str, analysis_to_string, AnalysisJson, JanJson, WayJson};
pub use fausse::{
    AttemptJson, ChoiceJson, FausseJson, PendingJson, VerdictJson, MAX_ATTEMPT_MOVES,
};
pub use marks::{MarkedJson, SideMarkedJson, VerdictJson as EcoleVerdictJson};
pub use name::Name;
pub use play::{moves_to_play, DestsJson, MovesJson, PlayJson};
pub use position::{
    position_from_str, position_to_string, roll_of, CoupsJson, DamesJson, PositionArg, PositionJson,
};
pub use score::{ScoreJson, SideScoreJson};

use super::strict::Strict;
use super::tree;
use super::MAX_INPUT;
use crate::error::Error;
use serde::{Deserialize, Deserializer, Serialize};

/// A field whose `null` means what its absence means.
fn null_is_default<'de, D: Deserializer<'de>, T: Default + Deserialize<'de>>(
    d: D,
) -> Result<T, D::Error> {
    Option::<T>::deserialize(d).map(Option::unwrap_or_default)
}

/// Reads a value of one of the formats from JSON text, as every boundary reads it: at most
/// `MAX_INPUT` bytes, by the rules of `Strict` (objects only where an object is required, whole
/// numbers however spelt), nothing after the value. The text is parsed once into a tree
/// (`notation::tree`), from which `T` is read: serde_json's parser is not copied into each type's
/// reader.
pub fn from_text<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, Error> {
    check_size(text)?;
    let (tree, fault) = tree::parse(text);
    match T::deserialize(tree::Read(&tree)) {
        Ok(v) => match fault {
            None => Ok(v),
            Some(e) => Err(json_error(e)),
        },
        Err(f) => Err(tree_error(f, fault)),
    }
}

/// The error of a type read from a tree: its own fault, or, where it met the cut, the parser's.
#[cold]
#[inline(never)]
fn tree_error(f: tree::Fault, parsed: Option<serde_json::Error>) -> Error {
    match (f.0.is_none(), parsed) {
        (true, Some(e)) => json_error(e),
        _ => message_error(&f.to_string()),
    }
}

/// A value read from any serde deserializer by the rules of `from_text` (`Strict`): for a boundary
/// that hands over values rather than text (serde-wasm-bindgen, measured in docs/speed.md).
pub fn from_deserializer<'de, T: Deserialize<'de>, D: serde::Deserializer<'de>>(
    de: D,
) -> Result<T, Error> {
    T::deserialize(Strict(de)).map_err(|e| Error::BadJson(e.to_string()))
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
    message_error(&e.to_string())
}

fn message_error(text: &str) -> Error {
    let msg = crate::error::cut_quotes(text);
    // `strip_prefix`, a comparison, where `trim_start_matches` of a `&str` brought the
    // substring searcher into the WebAssembly modules for this one call.
    if let Some(field) = msg.strip_prefix("unknown field ") {
        Error::UnknownField(field.to_string())
    } else if msg.starts_with("unknown field") {
        Error::UnknownField(msg)
    } else {
        Error::BadJson(msg)
    }
}
