//! A message as JSON, for a reader to show what it says (docs/correspondence.md, "A message as
//! JSON"): the protocol's fields in hexadecimal, and the steps as a record writes a roll's
//! `decision` and `play`.

use super::terms::Terms;
use super::wire::{Action, Message};
use crate::ecole::{Droit, JetonChoice, Marked};
use crate::error::Error;
use crate::notation::json::{MarkedJson, Name, PlayJson, SideMarkedJson};
use serde::Serialize;

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct MessageJson {
    /// Its number: 0 the invitation.
    pub seq: u32,
    /// The hash of the message before, hexadecimal.
    pub prev: String,
    /// The sender's link, hexadecimal.
    pub link: String,
    /// The invitation's terms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terms: Option<Terms>,
    /// `"hold"` or `"leave"`, as in a record's roll.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    /// The play as `[from, to]` moves, as in a record's roll.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub play: Option<Vec<[Name; 2]>>,
    /// With marks by hand, what the sender marked, in the words of docs/ecole.md's `marked`
    /// (the mover's play, not sent, is absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub marks: Option<SideMarkedJson>,
    /// With marks by hand, the rights the sender exercises, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub droits: Vec<RightJson>,
}

/// A right a message exercises: a record's `DroitJson` without `by` (the sender's side, which the
/// message alone does not say).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct RightJson {
    /// The right.
    pub droit: Droit,
    /// `choose-jeton`: the jeton left standing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jeton: Option<JetonChoice>,
    /// `force-fill`: the play made again.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub play: Option<Vec<[Name; 2]>>,
}

/// Bytes in lowercase hexadecimal: the protocol's hashes here, a secret's seed at the boundary.
/// By hand, where `format!("{b:02x}")` a byte brought `core::fmt`'s padding and a `String` per
/// byte into the WebAssembly module.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 15)] as char);
    }
    out
}

impl Message {
    /// What the message says, its steps in a record's words; `bad-message` or
    /// `bad-invitation` when its body cannot be read.
    pub fn describe(&self) -> Result<MessageJson, Error> {
        let mut out = MessageJson {
            seq: self.seq,
            prev: hex(&self.prev),
            link: hex(&self.link),
            terms: None,
            decision: None,
            play: None,
            marks: None,
            droits: Vec::new(),
        };
        if self.seq == 0 {
            out.terms = Some(Terms::from_body(&self.body)?);
            return Ok(out);
        }
        for a in self.actions()? {
            match a {
                Action::Decide(d) => out.decision = Some(d.name().to_string()),
                Action::Play(p) => out.play = Some(PlayJson::from_play(&p).moves),
                Action::Mark(m) => {
                    let one = Marked {
                        white: Some(m),
                        black: None,
                    };
                    out.marks = MarkedJson::from_marked(&one).white;
                }
                Action::Droit(e) => out.droits.push(RightJson {
                    droit: e.droit,
                    jeton: e.jeton,
                    play: e.play.map(|p| PlayJson::from_play(&p).moves),
                }),
            }
        }
        Ok(out)
    }

    /// `describe` as JSON text.
    pub fn to_json(&self) -> Result<String, Error> {
        let d = self.describe()?;
        Ok(crate::notation::json::to_text(&d))
    }
}
