//! Games by correspondence (docs/correspondence.md): two sides play a tour, a partie of Jacquet
//! or a partie à écrire (three or four seats for the chouette, à tourner, in teams) through any
//! messenger, with no server and dice no side can choose, change or foresee.
//!
//! - The inviter makes a [`SeatSecret`] from 32 random bytes and sends
//!   [`Exchange::invite`]'s text: the [`Terms`] and the anchor of his chain of secrets.
//! - The friend [`Exchange::open`]s it, makes his own secret, and sends
//!   [`Exchange::compose`] with no step: his acceptance, his own anchor.
//! - Then the seats take turns, message by message: [`Exchange::peek`] shows the game with the
//!   dice thrown for the sender's message, [`Exchange::compose`] carries his steps ([`Action`]:
//!   tenir or s'en aller, the play), [`Exchange::receive`] takes in the other side's. A message
//!   altered, replayed, reordered or forged is refused with an [`Error::Record`] naming
//!   what is wrong: an `Error::Record` whose code is the protocol's and whose step is the
//!   message's number.
//! - With marks by hand ([`Terms::tour_by_hand`]), each side marks its own points
//!   ([`Action::Mark`], after its play) and, in a message of its own before the next throw
//!   ([`Exchange::rights_due`]), calls école on the other's and exercises its rights
//!   ([`Action::Droit`]), all through the game's own école (docs/correspondence.md, "Marks by
//!   hand").
//! - [`Exchange::to_record`] keeps the whole exchange; [`verify`] replays one from scratch.
//!
//! ```
//! use tablier::correspondence::{verify, Action, Awaits, Exchange, SeatSecret, Table, Terms};
//! use tablier::Side;
//!
//! // Each side's 32 random bytes (crypto.getRandomValues on the page), kept to itself.
//! let anne = SeatSecret::new([1; 32], 64)?;
//! let bruno = SeatSecret::new([2; 32], 64)?;
//! let (mut hers, invitation) = Exchange::invite(&Terms::tour(Side::White), &anne)?;
//! let mut his = Exchange::open(&invitation)?;
//! hers.receive(&his.compose(&bruno, &[])?)?; // the acceptance: his anchor, no step
//!
//! // Anne's turn to send: the lot is thrown from both chains as her message begins.
//! let Table::Tour(game) = hers.peek(&anne)? else { unreachable!() };
//! let steps = if game.turn() == Side::White {
//!     // She won the lot: the lot's dice are her first roll, and she plays it.
//!     vec![Action::Play(game.plays()[0])]
//! } else {
//!     // Bruno won it: her message only throws, he plays in his.
//!     vec![]
//! };
//! his.receive(&hers.compose(&anne, &steps)?)?;
//! assert_eq!(his.to_record(), hers.to_record());
//!
//! // Anyone replays the exchange from its record.
//! let verified = verify(&his.to_record())?;
//! assert_eq!(verified.messages, 3);
//! assert_eq!(verified.exchange.table().awaits(), his.table().awaits());
//! assert_ne!(his.table().awaits(), Awaits::Over);
//! # Ok::<(), tablier::Error>(())
//! ```

mod chain;
mod exchange;
mod game;
mod terms;
mod view;
mod wire;

pub use chain::{beacon, down, DiceStream, Link, SeatSecret, LINK, MAX_CHAIN};
pub use exchange::Exchange;
pub use game::{Awaits, Table};
pub use terms::{JacquetTerms, Terms, MAX_NAME, MAX_SEATS};
pub use view::{hex, MessageJson, RightJson};
pub use wire::{base64url_decode, base64url_encode, encode_actions, Action, Message, MAX_MESSAGE};

use crate::error::Error;
use crate::record::RecordJson;
use serde::{Deserialize, Serialize};

/// The `format` of a correspondence record.
pub const FORMAT: &str = "tablier-correspondence";
/// Its version.
pub const VERSION: u32 = 1;
/// The most messages a record holds: every seat's chain spent.
pub const MAX_MESSAGES: usize = MAX_SEATS * chain::MAX_CHAIN as usize;

/// The whole exchange of a game by correspondence: every message as it was sent, the invitation
/// first (docs/record.md, "A game by correspondence").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct CorrespondenceRecord {
    /// Always `"tablier-correspondence"`.
    pub format: String,
    /// 1.
    pub version: u32,
    /// The messages' texts, in order, the invitation first.
    pub messages: Vec<String>,
}

impl CorrespondenceRecord {
    /// The record of these messages.
    pub fn new(messages: Vec<String>) -> CorrespondenceRecord {
        CorrespondenceRecord {
            format: FORMAT.into(),
            version: VERSION,
            messages,
        }
    }

    /// Reads a record from its JSON text as every boundary reads JSON (`from_text`: `bad-json`,
    /// `unknown-field`, `too-large`), so that the WebAssembly module holds no second JSON reader
    /// (serde_json's streaming one, some 4 KB) for this type alone.
    pub fn from_json(text: &str) -> Result<CorrespondenceRecord, Error> {
        crate::notation::json::from_text(text)
    }

    /// The record as JSON text.
    pub fn to_json(&self) -> String {
        crate::notation::json::to_text(self)
    }
}

/// What `verify` found: a game every message of which was sent by its seat and follows the one
/// before, every throw drawn from both sides' chains.
#[derive(Clone, Debug)]
pub struct Verified {
    /// The terms agreed.
    pub terms: Terms,
    /// The messages, the invitation included.
    pub messages: usize,
    /// The game's record (docs/record.md), as at one table; `None` for a partie à écrire whose
    /// lot is not yet thrown.
    pub record: Option<RecordJson>,
    /// Whether the game is over.
    pub over: bool,
    /// The messages no later link has checked (each seat's last): their steps stand, their
    /// exact bytes are the sender's only if he sends again.
    pub unchecked: Vec<u32>,
    /// The exchange, to go on with or to read.
    pub exchange: Exchange,
}

/// Replays a correspondence record from its invitation: every message checked (its check, its
/// place, its link, the tag of the one before) and every step played by the rules with the dice
/// the chains give. The first fault refuses the record with its code and the message's number.
pub fn verify(record: &CorrespondenceRecord) -> Result<Verified, Error> {
    if record.format != FORMAT {
        return Err(wire::refuse_whole(
            "bad-record",
            format!("not a correspondence record: format {:?}", record.format),
        ));
    }
    if record.version != VERSION {
        return Err(wire::refuse(
            "bad-record",
            0,
            format!(
                "a record of version {}: this reader knows version {VERSION}",
                record.version
            ),
        ));
    }
    if record.messages.len() > MAX_MESSAGES {
        return Err(Error::TooLarge {
            size: record.messages.len(),
            limit: MAX_MESSAGES,
        });
    }
    let (first, rest) = record.messages.split_first().ok_or_else(|| {
        wire::refuse_whole("bad-record", "a correspondence record with no invitation")
    })?;
    let mut exchange = Exchange::open(first)?;
    for text in rest {
        exchange.receive(text)?;
    }
    Ok(Verified {
        terms: exchange.terms().clone(),
        messages: record.messages.len(),
        record: exchange.table().to_record(),
        over: exchange.table().awaits() == Awaits::Over,
        unchecked: exchange.unchecked(),
        exchange,
    })
}
