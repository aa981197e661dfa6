//! A message as JSON, for a reader to show what it says (docs/correspondence.md, "A message as
//! JSON"): the protocol's fields in hexadecimal, and the steps as a record writes a roll's
//! `decision` and `play`.

use super::terms::Terms;
use super::wire::{Action, Message};
use crate::error::Error;
use crate::notation::json::{Name, PlayJson};
use serde::Serialize;

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    pub play: Option<Vec<[Name; 2]>>,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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
        };
        if self.seq == 0 {
            out.terms = Some(Terms::from_body(&self.body)?);
            return Ok(out);
        }
        for a in self.actions()? {
            match a {
                Action::Decide(d) => out.decision = Some(d.name().to_string()),
                Action::Play(p) => out.play = Some(PlayJson::from_play(&p).moves),
            }
        }
        Ok(out)
    }

    /// `describe` as JSON text.
    pub fn to_json(&self) -> Result<String, Error> {
        let d = self.describe()?;
        serde_json::to_string(&d).map_err(|e| Error::BadJson(e.to_string()))
    }
}
