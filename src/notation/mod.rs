//! Reading and writing positions and plays. Notation never decides legality: it builds a
//! `Setup` (or a `Play`) and leaves the checks to `Position::from_setup` and the rules.
//!
//! Every boundary (the command line, the WebAssembly module) reads its inputs here, the same way:
//! JSON text through `json::from_text` (parsed once into a `tree`, read by `strict`'s rules), a
//! position given as text through
//! `read_position`.

pub mod advice;
pub mod chances;
pub mod compact;
pub mod droits;
pub mod ecrire;
pub(crate) mod error;
pub mod exercise;
pub(crate) mod game;
pub mod json;
pub mod requests;
pub mod sheet;
pub(crate) mod strict;
pub(crate) mod tree;

pub use error::error_text;

use crate::error::Error;
use crate::position::Position;

/// The longest text a boundary reads, in bytes (1 MiB): a position is under 400 bytes, a game's
/// record of a thousand rolls under 200 KB. Longer inputs are refused (`too-large`) before they
/// are read.
pub const MAX_INPUT: usize = 1 << 20;

/// A checked position from text: JSON when it starts with `{` (after blanks), else the compact
/// notation, as the command line reads a line and the package a string.
///
/// ```
/// use tablier::notation::{compact, json, read_position};
///
/// let from_json = read_position(
///     r#"{"white": {"B1": 13, "B7": 1, "B8": 1}, "black": {"N1": 15}, "turn": "white", "dice": [5, 5]}"#,
/// )?;
/// let from_compact = read_position("B1:13,B7,B8/N1:15 w 5-5")?;
/// assert_eq!(from_json, from_compact);
/// // Each writes back its own way; a position that cannot stand is refused with a code.
/// assert_eq!(compact::position_to_string(&from_json), "B1:13,B7,B8/N1:15 w 5-5 - 0.0b/0.0b");
/// assert!(json::position_to_string(&from_compact).starts_with(r#"{"game":"trictrac""#));
/// assert_eq!(read_position("B1:14,B12/N1:15 w").unwrap_err().code(), "lone-dame-on-coin");
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn read_position(text: &str) -> Result<Position, Error> {
    if is_json(text) {
        json::position_from_str(text)
    } else {
        json::check_size(text)?;
        compact::position_from_str(text)
    }
}

/// Whether text is a JSON object rather than the compact notation.
pub fn is_json(text: &str) -> bool {
    text.trim_start().starts_with('{')
}
