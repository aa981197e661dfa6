//! A game by correspondence for the package's `Correspondence` class (docs/correspondence.md):
//! one side's copy of the exchange with its chain of secrets, held by the service's
//! `CorrespondenceGame`, and the stateless `verify` and `describeMessage`. A secret not given is
//! drawn here from the platform's randomness, the only thing the core cannot do.

use crate::{thrown, Answer};
use tablier::correspondence::SeatSecret;
use tablier::service::correspondence::{self as service, read_secret, CorrespondenceGame};
use tablier::Error;
use wasm_bindgen::prelude::*;

/// The secret given (`{seed, length}`), or, given none (null), 32 bytes of
/// `crypto.getRandomValues` and a chain of `DEFAULT_CHAIN` links.
fn secret_of(secret: &str) -> Result<SeatSecret, JsValue> {
    if secret.trim() != "null" {
        return read_secret(secret).map_err(thrown);
    }
    let mut seed = [0u8; 32];
    // The error's own text is left out: its Display brings getrandom's messages.
    getrandom::fill(&mut seed).map_err(|_| {
        thrown(Error::BadRequest(
            "no source of randomness: crypto.getRandomValues failed".into(),
        ))
    })?;
    SeatSecret::new(seed, service::DEFAULT_CHAIN).map_err(thrown)
}

/// One side's copy of a game by correspondence.
#[wasm_bindgen(js_name = Correspondence)]
pub struct CorrespondenceHandle(CorrespondenceGame);

#[wasm_bindgen(js_class = Correspondence)]
impl CorrespondenceHandle {
    /// Invites to the game of `terms`; the invitation is the exchange's first message.
    pub fn invite(terms: &str, secret: &str) -> Result<CorrespondenceHandle, JsValue> {
        CorrespondenceGame::invite(terms, secret_of(secret)?)
            .map(CorrespondenceHandle)
            .map_err(thrown)
    }
    /// Opens an invitation received.
    pub fn open(invitation: &str, secret: &str) -> Result<CorrespondenceHandle, JsValue> {
        CorrespondenceGame::open(invitation, secret_of(secret)?)
            .map(CorrespondenceHandle)
            .map_err(thrown)
    }
    /// Goes on with a game from its record and this side's kept secret.
    pub fn resume(record: &str, secret: &str) -> Result<CorrespondenceHandle, JsValue> {
        CorrespondenceGame::resume(record, read_secret(secret).map_err(thrown)?)
            .map(CorrespondenceHandle)
            .map_err(thrown)
    }
    /// `{seat, seats, next, sender, mine, messages, table}`.
    pub fn state(&self) -> Answer {
        self.0.state().map_err(thrown)
    }
    /// The game with this side's next dice thrown and these steps taken.
    pub fn peek(&self, steps: &str) -> Answer {
        self.0.peek(steps).map_err(thrown)
    }
    /// This side's next message carrying these steps.
    pub fn compose(&mut self, steps: &str) -> Answer {
        self.0.compose(steps).map_err(thrown)
    }
    /// Takes in the other side's message.
    pub fn receive(&mut self, text: &str) -> Answer {
        self.0.receive(text).map_err(thrown)
    }
    /// The invitation's text.
    pub fn invitation(&self) -> String {
        self.0.invitation()
    }
    /// The correspondence record.
    pub fn record(&self) -> String {
        self.0.record()
    }
    /// This side's secret, to keep.
    pub fn secret(&self) -> String {
        self.0.secret()
    }
}

/// Replays a correspondence record: what it proves, or the first message at fault.
#[wasm_bindgen(js_name = verifyCorrespondence)]
pub fn verify(record: &str) -> Answer {
    service::verify(record).map_err(thrown)
}

/// What a message says, before it is taken in.
#[wasm_bindgen(js_name = describeMessage)]
pub fn describe(text: &str) -> Answer {
    service::describe(text).map_err(thrown)
}
