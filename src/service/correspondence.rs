//! A game by correspondence across the boundary (docs/correspondence.md): one side's copy of the
//! core's `Exchange` with that side's chain of secrets, for the package's `Correspondence` class,
//! and `verify`, for the package and `tablier verify` alike. Every check, every throw and every
//! rule is the core's: this reads JSON and writes it.

use crate::correspondence::{
    hex, verify as verify_record, Action, Awaits, CorrespondenceRecord, Exchange, Link, Message,
    SeatSecret, Table, Terms,
};
use crate::ecole::Marked;
use crate::error::Error;
use crate::notation::droits::DroitCallJson;
use crate::notation::json::{
    check_size, from_text, moves_to_play, to_text, MarkedJson, Name, PlayJson, PositionJson,
    SideMarkedJson,
};
use crate::partie::{Decision, Exercised, Phase};
use crate::play::Play;
use crate::record::RecordJson;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A seat's secret as the page keeps it, its seed in hexadecimal and chain's length: never sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SecretJson {
    /// The 32 bytes of the seed, 64 hexadecimal digits.
    pub seed: String,
    /// The links of the chain (2 to 8,192).
    pub length: u32,
}

/// The chain's length when none is asked: some thirty tours' messages a side, hashed in a few
/// milliseconds (docs/correspondence.md, "Cost").
pub const DEFAULT_CHAIN: u32 = 2048;

fn unhex(text: &str) -> Option<[u8; 32]> {
    let b = text.as_bytes();
    if b.len() != 64 {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16);
    let mut out = [0u8; 32];
    for (i, pair) in b.chunks(2).enumerate() {
        out[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
    }
    Some(out)
}

impl SecretJson {
    /// Reads `{seed, length}`: `bad-request` when the seed is not 64 hexadecimal digits, the
    /// core's refusal when the length is out of bounds.
    pub fn to_secret(&self) -> Result<SeatSecret, Error> {
        let seed = unhex(&self.seed).ok_or_else(|| {
            Error::BadRequest("a secret's seed is 64 hexadecimal digits (32 bytes)".into())
        })?;
        SeatSecret::new(seed, self.length)
    }

    /// The secret as it is kept.
    pub fn of(secret: &SeatSecret) -> SecretJson {
        SecretJson {
            seed: hex(&secret.seed()),
            length: secret.length(),
        }
    }
}

/// Reads a secret's JSON text.
pub fn read_secret(text: &str) -> Result<SeatSecret, Error> {
    check_size(text)?;
    from_text::<SecretJson>(text)?.to_secret()
}

/// The steps of one message, in a record's words: `{"decision"?: "hold" | "leave", "play"?:
/// [[from, to], …]}`; `null` or `{}` for none (an acceptance, a throw only, the closing message).
/// With marks by hand, `"marks"`: what this side marked, one side's `marked` (docs/ecole.md), and
/// `"droits"`: the rights it exercises, as `Game.exercise` takes them (docs/correspondence.md,
/// "Marks by hand").
#[derive(Debug, Default, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub(crate) struct StepsJson {
    #[serde(default)]
    decision: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(type = "Move[] | null"))]
    play: Option<Vec<[Name; 2]>>,
    #[serde(default)]
    marks: Option<SideMarkedJson>,
    #[serde(default)]
    droits: Vec<DroitCallJson>,
}

fn read_steps(text: &str) -> Result<Vec<Action>, Error> {
    check_size(text)?;
    // `null` spelt out rather than read as an `Option`: one reader less in the WebAssembly module.
    let steps = if text.trim() == "null" {
        StepsJson::default()
    } else {
        from_text::<StepsJson>(text)?
    };
    let mut out = Vec::new();
    if let Some(d) = steps.decision {
        out.push(Action::Decide(Decision::parse(&d).ok_or_else(|| {
            Error::BadRequest("a decision is \"hold\" (tenir) or \"leave\" (s'en aller)".into())
        })?));
    }
    if let Some(moves) = steps.play {
        out.push(Action::Play(moves_to_play(&moves)?));
    }
    if let Some(m) = steps.marks {
        let one = MarkedJson {
            white: Some(m),
            black: None,
        };
        let Marked { white, .. } = one.to_marked()?;
        out.extend(white.map(Action::Mark));
    }
    for d in steps.droits {
        // `by` is the sender's side, which the exchange puts in.
        out.push(Action::Droit(Exercised {
            droit: d.droit,
            by: d.by.unwrap_or(Side::White),
            jeton: d.jeton,
            play: d.play.as_ref().map(PlayJson::to_play).transpose()?,
        }));
    }
    Ok(out)
}

/// What the game awaits: `"throw"`, `"white"` or `"black"` (that side's step), `"over"`.
fn awaits_name(a: Awaits) -> &'static str {
    match a {
        Awaits::Throw => "throw",
        Awaits::Side(Side::White) => "white",
        Awaits::Side(Side::Black) => "black",
        Awaits::Over => "over",
    }
}

/// The game a correspondence drives, as a page shows it.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct TableJson {
    /// `"trictrac"`, `"jacquet"` or `"ecrire"`.
    game: &'static str,
    awaits: &'static str,
    /// Whether the step awaited is tenir or s'en aller (the roll completed a trou), before the
    /// play.
    decide: bool,
    /// The side this seat plays in this game, or null for a seat that sits this marqué out.
    side: Option<Side>,
    /// The board (with the dice thrown, if any); null in a partie à écrire before its lot.
    position: Option<PositionJson>,
    /// The legal plays of the roll when the game awaits a play.
    plays: Vec<PlayJson>,
    /// The game's ordinary record (docs/record.md).
    record: Option<RecordJson>,
}

fn table_json(table: &Table, seat: Option<usize>, inviter: Side) -> Result<TableJson, Error> {
    let (game, position, plays): (_, _, Vec<Play>) = match table {
        Table::Tour(p) => ("trictrac", Some(p.position()), p.plays().to_vec()),
        Table::Jacquet(p) => {
            let plays = match table.awaits() {
                Awaits::Side(_) => p.legal_plays()?,
                _ => Vec::new(),
            };
            ("jacquet", Some(p.manche().position()), plays)
        }
        Table::Ecrire { partie, .. } => {
            let m = partie.as_ref().and_then(|p| p.marque());
            (
                "ecrire",
                m.map(|m| m.position()),
                m.map(|m| m.plays().to_vec()).unwrap_or_default(),
            )
        }
    };
    let tour = match table {
        Table::Tour(p) => Some(p),
        Table::Ecrire { partie, .. } => partie.as_ref().and_then(|p| p.marque()),
        Table::Jacquet(_) => None,
    };
    Ok(TableJson {
        game,
        awaits: awaits_name(table.awaits()),
        decide: tour.is_some_and(|p| p.phase() == Phase::AwaitingDecision),
        side: [Side::White, Side::Black]
            .into_iter()
            .find(|&s| seat.is_some() && table.seat_of(s, inviter).ok() == seat),
        plays: match position {
            Some(pos) => plays.iter().map(|p| PlayJson::with_dice(pos, p)).collect(),
            None => Vec::new(),
        },
        position: position.map(PositionJson::from_position),
        record: table.to_record(),
    })
}

#[derive(Serialize)]
#[cfg_attr(
    feature = "typescript",
    derive(tsify::Tsify),
    tsify(rename = "CorrespondenceStateJson")
)]
pub(crate) struct StateJson {
    /// This side's seat, or null while it has not taken one (an invitation opened, not yet
    /// accepted, in a game whose seats are all taken).
    seat: Option<usize>,
    seats: usize,
    /// The number of the next message and the seat that sends it.
    next: u32,
    sender: usize,
    /// Whether the next message is this side's to send.
    mine: bool,
    /// The messages so far, the invitation included.
    messages: usize,
    /// With marks by hand, the side whose rights (marks, école, rights) the next message carries
    /// before the throw; null when it is an ordinary message.
    rights: Option<Side>,
    table: TableJson,
}

/// One side's copy of a game by correspondence and its chain of secrets.
#[derive(Clone, Debug)]
pub struct CorrespondenceGame {
    exchange: Exchange,
    secret: SeatSecret,
    // The top of the secret's chain, hashed once: `state` finds this side's seat by it at every
    // call, and the whole chain (2,048 links by default) costs a few milliseconds to hash.
    anchor: Link,
}

impl CorrespondenceGame {
    /// Invites to the game of `terms` (docs/correspondence.md, "The invitation"), this side's
    /// chain from `secret`: the copy, the invitation being its first message.
    pub fn invite(terms: &str, secret: SeatSecret) -> Result<CorrespondenceGame, Error> {
        check_size(terms)?;
        let terms: Terms = from_text(terms)?;
        let (exchange, _) = Exchange::invite(&terms, &secret)?;
        Ok(CorrespondenceGame::of(exchange, secret))
    }

    /// Opens an invitation received: this side's copy, its acceptance next to send.
    pub fn open(invitation: &str, secret: SeatSecret) -> Result<CorrespondenceGame, Error> {
        check_size(invitation)?;
        Ok(CorrespondenceGame::of(
            Exchange::open(invitation.trim())?,
            secret,
        ))
    }

    /// Goes on with a game from its correspondence record and this side's secret: the record
    /// replayed as `verify` does.
    pub fn resume(record: &str, secret: SeatSecret) -> Result<CorrespondenceGame, Error> {
        check_size(record)?;
        let r = CorrespondenceRecord::from_json(record)?;
        let exchange = verify_record(&r)?.exchange;
        Ok(CorrespondenceGame::of(exchange, secret))
    }

    fn of(exchange: Exchange, secret: SeatSecret) -> CorrespondenceGame {
        CorrespondenceGame {
            anchor: secret.anchor(),
            exchange,
            secret,
        }
    }

    fn inviter(&self) -> Side {
        self.exchange.terms().inviter_side()
    }

    /// The core's exchange, for tests.
    pub fn exchange(&self) -> &Exchange {
        &self.exchange
    }

    /// This side's secret, to keep on its device and go on later.
    pub fn secret(&self) -> String {
        to_text(&SecretJson::of(&self.secret))
    }

    /// This side's seat: the one whose anchor is its chain's, or, while the seats' acceptances
    /// are still coming, the one its acceptance would take.
    fn seat(&self) -> Option<usize> {
        let seats = self.exchange.terms().seats();
        let anchor = self.anchor;
        let messages = self.exchange.messages();
        messages
            .iter()
            .take(seats)
            .position(|m| m.link == anchor)
            .or_else(|| (messages.len() < seats).then(|| self.exchange.next_sender()))
    }

    /// `{seat, seats, next, sender, mine, messages, table}`: the game as it stands.
    pub fn state(&self) -> Result<String, Error> {
        let seat = self.seat();
        let sender = self.exchange.next_sender();
        Ok(to_text(&StateJson {
            seat,
            seats: self.exchange.terms().seats(),
            next: self.exchange.next_seq(),
            sender,
            mine: seat == Some(sender),
            messages: self.exchange.messages().len(),
            rights: self.exchange.rights_due(),
            table: table_json(self.exchange.table(), seat, self.inviter())?,
        }))
    }

    /// The game as this side's next message will begin it, its dice thrown, with `steps` (the
    /// same as `compose`'s; null for none) taken: after tenir or s'en aller, the plays of the
    /// roll. Refused when the next message is not this side's (`not-your-turn`), or with the
    /// rules' code when a step is not the game's.
    pub fn peek(&self, steps: &str) -> Result<String, Error> {
        let actions = read_steps(steps)?;
        self.own_turn()?;
        let mut table = self.exchange.peek(&self.secret)?;
        // Marks and rights change the score, not the board nor the plays a page shows from here.
        for a in actions {
            if matches!(a, Action::Decide(_) | Action::Play(_)) {
                table.act(a)?;
            }
        }
        Ok(to_text(&table_json(&table, self.seat(), self.inviter())?))
    }

    fn own_turn(&self) -> Result<(), Error> {
        let sender = self.exchange.next_sender();
        if self.seat() == Some(sender) {
            return Ok(());
        }
        Err(Error::Record {
            code: "not-your-turn",
            step: self.exchange.next_seq() as usize,
            message: format!(
                "message {}: the next message is seat {sender}'s to send",
                self.exchange.next_seq()
            ),
        })
    }

    /// This side's next message carrying `steps`, taken in by this copy: its text, to send.
    pub fn compose(&mut self, steps: &str) -> Result<String, Error> {
        let actions = read_steps(steps)?;
        self.own_turn()?;
        self.exchange.compose(&self.secret, &actions)
    }

    /// Takes in the other side's message; the state after it.
    pub fn receive(&mut self, text: &str) -> Result<String, Error> {
        check_size(text)?;
        self.exchange.receive(text.trim())?;
        self.state()
    }

    /// The invitation's text, to send again.
    pub fn invitation(&self) -> String {
        self.exchange
            .messages()
            .first()
            .map(Message::to_text)
            .unwrap_or_default()
    }

    /// The correspondence record: every message so far.
    pub fn record(&self) -> String {
        self.exchange.to_record().to_json()
    }
}

/// What a message says before it is taken in (docs/correspondence.md, "A message as JSON").
pub fn describe(text: &str) -> Result<String, Error> {
    check_size(text)?;
    Message::from_text(text.trim())?.to_json()
}

#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct VerifiedJson<'a> {
    terms: &'a Terms,
    messages: usize,
    over: bool,
    unchecked: &'a [u32],
    record: Option<&'a RecordJson>,
}

/// Replays a correspondence record (an object's JSON text): `{terms, messages, over, unchecked,
/// record}`, or the refusal of the first message at fault.
pub fn verify(record: &str) -> Result<String, Error> {
    check_size(record)?;
    let v = verify_record(&CorrespondenceRecord::from_json(record)?)?;
    Ok(to_text(&VerifiedJson {
        terms: &v.terms,
        messages: v.messages,
        over: v.over,
        unchecked: &v.unchecked,
        record: v.record.as_ref(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_round_trips_and_a_bad_seed_is_refused() {
        let s = SeatSecret::new([7; 32], 16).unwrap();
        let kept = SecretJson::of(&s);
        assert_eq!(kept.to_secret().unwrap().anchor(), s.anchor());
        let bad = SecretJson {
            seed: "zz".repeat(32),
            length: 16,
        };
        assert_eq!(bad.to_secret().unwrap_err().code(), "bad-request");
    }
}
