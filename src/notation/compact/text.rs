//! The line cut into fields, and the errors that point into it: a byte offset reported as a
//! column in characters, a field quoted short.

use crate::error::{Error, Quoted};
use std::fmt;

/// A piece of the text with its byte offset in the whole line.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tok<'a> {
    /// The piece.
    pub(super) text: &'a str,
    /// Its byte offset in the line.
    pub(super) start: usize,
}

impl<'a> Tok<'a> {
    /// Splits on an ASCII separator, keeping each piece's offset.
    pub(super) fn split(self, sep: char) -> impl Iterator<Item = Tok<'a>> {
        let mut start = self.start;
        self.text.split(sep).map(move |piece| {
            let t = Tok { text: piece, start };
            start += piece.len() + sep.len_utf8();
            t
        })
    }

    /// The token from byte `at` (an ASCII boundary found by the caller) on.
    pub(super) fn from(self, at: usize) -> Tok<'a> {
        Tok {
            text: self.text.get(at..).unwrap_or(""),
            start: self.start + at,
        }
    }

    /// The token up to byte `at` (an ASCII boundary found by the caller).
    pub(super) fn upto(self, at: usize) -> Tok<'a> {
        Tok {
            text: self.text.get(..at).unwrap_or(""),
            start: self.start,
        }
    }
}

/// The fields, one at a time: runs of anything but spaces, tabs and ends of line (all ASCII, so
/// that every cut falls between characters).
pub(super) struct Tokens<'a> {
    /// The whole line.
    pub(super) text: &'a str,
    /// The byte offset reading has reached.
    pub(super) at: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Tok<'a>;

    fn next(&mut self) -> Option<Tok<'a>> {
        let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n');
        let rest = self.text.as_bytes().get(self.at..)?;
        let start = self.at + rest.iter().position(|b| !blank(b))?;
        let len = self
            .text
            .as_bytes()
            .get(start..)?
            .iter()
            .position(blank)
            .unwrap_or(self.text.len() - start);
        self.at = start + len;
        Some(Tok {
            text: self.text.get(start..start + len).unwrap_or(""),
            start,
        })
    }
}

/// How much of a field an error message quotes, in characters (the errors' own measure).
pub use crate::error::QUOTED_CHARS;

/// A field quoted in an error message: its first `QUOTED_CHARS` characters, then `…` when there
/// is more, so that a message stays short however long the line.
pub(super) struct Short<'a>(pub(super) &'a str);

impl fmt::Display for Short<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(QUOTED_CHARS) {
            Some((cut, _)) => write!(f, "{}…", Quoted(self.0.get(..cut).unwrap_or(""))),
            None => write!(f, "{}", Quoted(self.0)),
        }
    }
}

/// An error at byte offset `at` of `text`, reported as a 1-based column in characters.
pub(super) fn bad(field: &'static str, text: &str, at: usize, message: &str) -> Error {
    let column = text.get(..at).map_or(at, crate::error::char_count) + 1;
    Error::BadNotation {
        field,
        column,
        message: message.to_string(),
        cause: None,
    }
}

/// The same, where what is wrong is the position's own refusal `cause` (its code and fields).
pub(super) fn bad_because(
    field: &'static str,
    text: &str,
    at: usize,
    message: &str,
    cause: Error,
) -> Error {
    match bad(field, text, at, message) {
        Error::BadNotation {
            field,
            column,
            message,
            ..
        } => Error::BadNotation {
            field,
            column,
            message,
            cause: Some(Box::new(cause)),
        },
        other => other,
    }
}

/// Decimal digits only (no sign, no blank); saturates instead of overflowing.
pub(super) fn read_number(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(s.bytes().fold(0u64, |n, b| {
        n.saturating_mul(10).saturating_add((b - b'0') as u64)
    }))
}
