//! A refusal as JSON text: what both boundaries answer for an `Error` (the command line's error
//! line, the package's thrown `TablierError`), written once here.

use crate::error::Error;
use crate::notation::json::to_text;

/// The error as the package's `TablierError` reads it: `{"code", "message", "details"?}`, the
/// details the error's fields (`ErrorDetails`), so that a reader says it in his own language
/// from its code and fields, never from the English message.
pub fn error_text(e: &Error) -> String {
    to_text(&ErrorJson {
        code: e.code(),
        message: e.to_string(),
        details: ErrorDetails::of(e),
    })
}

/// A refusal: `{"code", "message", "details"?}`.
#[derive(serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct ErrorJson<'a> {
    code: &'a str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    details: Option<ErrorDetails<'a>>,
}

/// The fields of an error that has some: whose dames, which flèche, how many; where in the
/// notation, and the position's own refusal there (`cause`, its code and fields).
#[derive(serde::Serialize, Default)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct ErrorDetails<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Side"))]
    side: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fleche: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "ErrorCause"))]
    cause: Option<Cause<'a>>,
    /// The roll of a record refused, counted from 1 (`Error::Record`'s step), so that a reader
    /// names it without reading the English message.
    #[serde(skip_serializing_if = "Option::is_none")]
    roll: Option<usize>,
}

/// A name the input gave, as much of it as a message quotes (`QUOTED_CHARS` characters): an
/// error never echoes a long input whole.
fn quoted(name: &str) -> String {
    name.chars()
        .take(crate::notation::compact::QUOTED_CHARS)
        .collect()
}

/// A notation error's cause: its code and fields.
#[derive(serde::Serialize)]
#[cfg_attr(
    feature = "typescript",
    derive(tsify::Tsify),
    tsify(rename = "ErrorCause")
)]
pub(crate) struct Cause<'a> {
    code: &'a str,
    #[serde(flatten)]
    details: Box<ErrorDetails<'a>>,
}

impl<'a> ErrorDetails<'a> {
    fn of(e: &'a Error) -> Option<ErrorDetails<'a>> {
        let d = ErrorDetails::default();
        Some(match e {
            Error::UnknownFleche(name) => ErrorDetails {
                fleche: Some(quoted(name)),
                ..d
            },
            Error::BadCount {
                side,
                fleche,
                count,
            } => ErrorDetails {
                side: Some(side.name()),
                fleche: Some(quoted(fleche)),
                count: Some(*count),
                ..d
            },
            Error::TooManyDames { side, count } => ErrorDetails {
                side: Some(side.name()),
                count: Some(i64::from(*count)),
                ..d
            },
            Error::FlecheHeldByBoth(fl) => ErrorDetails {
                fleche: Some(fl.to_string()),
                ..d
            },
            Error::LoneDameOnCoin { side, fleche }
            | Error::DameOnOpponentCoin { side, fleche }
            | Error::BorneOffOutsideRetour { side, fleche, .. } => ErrorDetails {
                side: Some(side.name()),
                fleche: Some(fleche.to_string()),
                ..d
            },
            Error::NoDames(side) => ErrorDetails {
                side: Some(side.name()),
                ..d
            },
            Error::BadNotation {
                field,
                column,
                cause,
                ..
            } => ErrorDetails {
                field: Some(field),
                column: Some(*column),
                cause: cause.as_deref().map(|c| Cause {
                    code: c.code(),
                    details: Box::new(ErrorDetails::of(c).unwrap_or_default()),
                }),
                ..d
            },
            Error::Record { step, .. } if *step > 0 => ErrorDetails {
                roll: Some(*step),
                ..d
            },
            _ => return None,
        })
    }
}
