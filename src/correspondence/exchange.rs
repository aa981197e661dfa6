//! One side's copy of a game by correspondence: the messages so far, each seat's last link, and
//! the game they give. Every message, one's own included, goes through `receive`, which judges it
//! whole on a copy and changes nothing when it refuses it.

use super::chain::{beacon, down, tag, DiceStream, Link, SeatSecret};
use super::game::{Awaits, Table};
use super::terms::Terms;
use super::wire::{encode_actions, refuse, Action, Message};
use super::CorrespondenceRecord;
use crate::error::Error;
use crate::side::Side;
use serde_json::to_vec;

/// A seat's last message, kept until its next reveals the link its tag was made with.
#[derive(Clone, Debug)]
struct Pending {
    seq: u32,
    tag: [u8; 8],
    tagged: Vec<u8>,
}

/// One side's copy of the exchange (each side keeps one; `verify` builds one from a record).
#[derive(Clone, Debug)]
pub struct Exchange {
    terms: Terms,
    game_id: [u8; 32],
    messages: Vec<Message>,
    links: Vec<Option<Link>>,
    sent: Vec<u32>,
    pending: Vec<Option<Pending>>,
    table: Table,
}

fn in_message(seq: u32, e: Error) -> Error {
    let message = e.to_string();
    refuse(e.code(), seq, message)
}

impl Exchange {
    /// The inviter's first step: the invitation (message 0), as text to send, and his copy of
    /// the exchange. The terms are checked first: `bad-invitation`.
    pub fn invite(terms: &Terms, secret: &SeatSecret) -> Result<(Exchange, String), Error> {
        terms.table()?;
        let body = to_vec(terms).map_err(|e| refuse("bad-invitation", 0, e.to_string()))?;
        let message = sealed(0, [0; 8], secret, 0, &body)?;
        let exchange = Exchange::open(&message.to_text())?;
        Ok((exchange, message.to_text()))
    }

    /// A copy of the exchange from its invitation, as the invited side opens it.
    pub fn open(invitation: &str) -> Result<Exchange, Error> {
        let m = Message::from_text(invitation)?;
        if m.seq != 0 || m.prev != [0; 8] {
            return Err(refuse(
                "bad-invitation",
                m.seq,
                "not an invitation: its number is not 0",
            ));
        }
        let terms = Terms::from_body(&m.body)?;
        let table = terms.table()?;
        let seats = terms.seats();
        let mut ex = Exchange {
            game_id: super::chain::sha(&[b"tablier-game", m.bytes()]),
            terms,
            messages: Vec::new(),
            links: vec![None; seats],
            sent: vec![0; seats],
            pending: vec![None; seats],
            table,
        };
        ex.commit(&m, 0);
        Ok(ex)
    }

    /// The game's id: the hash of its invitation, in every beacon.
    pub fn game_id(&self) -> [u8; 32] {
        self.game_id
    }

    /// The terms agreed.
    pub fn terms(&self) -> &Terms {
        &self.terms
    }

    /// The game as it stands.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The number of the next message.
    pub fn next_seq(&self) -> u32 {
        self.messages.len() as u32
    }

    /// The seat that sends the next message: the seats take turns, message by message.
    pub fn next_sender(&self) -> usize {
        self.messages.len() % self.links.len()
    }

    /// The seat that plays `side` now.
    pub fn seat_of(&self, side: Side) -> Result<usize, Error> {
        self.table.seat_of(side, self.terms.inviter_side())
    }

    /// The messages so far, the invitation first.
    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The whole exchange as a record (docs/correspondence.md, "The record").
    pub fn to_record(&self) -> CorrespondenceRecord {
        CorrespondenceRecord::new(self.messages.iter().map(Message::to_text).collect())
    }

    /// The messages whose tag no later link has checked yet: each seat's last.
    pub fn unchecked(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self.pending.iter().flatten().map(|p| p.seq).collect();
        v.sort_unstable();
        v
    }

    /// The game as the seat of `secret` will see it when its next message begins: the dice
    /// thrown for it from its next link. What it must then play is what the game awaits.
    pub fn peek(&self, secret: &SeatSecret) -> Result<Table, Error> {
        let seq = self.next_seq();
        let seat = self.next_sender();
        let link = self.next_link(seat, secret)?;
        let mut table = self.table.clone();
        self.throw(&mut table, seq, &link)
            .map_err(|e| in_message(seq, e))?;
        Ok(table)
    }

    /// The next message of the seat of `secret`, carrying `actions`, taken in by this copy and
    /// returned as text to send. Refused, with nothing changed, when it is not this seat's turn
    /// to send (`not-your-turn`), the secret is not the seat's (`wrong-secret`), or the steps are
    /// not the game's.
    pub fn compose(&mut self, secret: &SeatSecret, actions: &[Action]) -> Result<String, Error> {
        let seq = self.next_seq();
        let seat = self.next_sender();
        let k = self.sent[seat];
        let prev = self.messages.last().map_or([0; 8], Message::hash);
        let message = sealed(seq, prev, secret, k, &encode_actions(actions))?;
        if message.link != self.next_link(seat, secret)? {
            return Err(refuse("wrong-secret", seq, "the secret is not this seat's"));
        }
        let text = message.to_text();
        self.take(message)?;
        Ok(text)
    }

    /// Takes in a message received as text: judged whole, then applied; refused with the code
    /// of what is wrong, the exchange unchanged.
    pub fn receive(&mut self, text: &str) -> Result<(), Error> {
        self.take(Message::from_text(text)?)
    }

    fn next_link(&self, seat: usize, secret: &SeatSecret) -> Result<Link, Error> {
        let seq = self.next_seq();
        let k = self.sent[seat];
        let link = secret
            .link(secret.length().saturating_sub(k))
            .filter(|_| k < secret.length())
            .ok_or_else(|| refuse("chain-exhausted", seq, "the seat's chain has no link left"))?;
        match self.links[seat] {
            Some(last) if down(&link) != last => {
                Err(refuse("wrong-secret", seq, "the secret is not this seat's"))
            }
            _ => Ok(link),
        }
    }

    fn throw(&self, table: &mut Table, seq: u32, link: &Link) -> Result<(), Error> {
        let n = self.links.len() as u32;
        if seq < n {
            return Ok(());
        }
        // Every seat's last link, the sender's last: seats seq+1 … seq (mod n).
        let links: Vec<Link> = (1..=n)
            .map(|i| {
                let seat = ((seq + i) % n) as usize;
                if i == n {
                    *link
                } else {
                    self.links[seat].unwrap_or_default()
                }
            })
            .collect();
        table.throw(&mut DiceStream::new(beacon(&self.game_id, seq, &links)))
    }

    fn take(&mut self, m: Message) -> Result<(), Error> {
        let seq = self.next_seq();
        if m.seq < seq {
            return Err(refuse(
                "replayed-message",
                m.seq,
                format!("it was taken in already; message {seq} is awaited"),
            ));
        }
        if m.seq > seq {
            return Err(refuse(
                "out-of-order",
                m.seq,
                format!("it comes too early: message {seq} is awaited first"),
            ));
        }
        let prev = self.messages.last().map_or([0; 8], Message::hash);
        if m.prev != prev {
            return Err(refuse(
                "wrong-prev",
                seq,
                "it does not follow the last message taken in: another game, or an exchange that forked",
            ));
        }
        let seat = self.next_sender();
        if let Some(last) = self.links[seat] {
            if down(&m.link) != last {
                return Err(refuse(
                    "bad-link",
                    seq,
                    format!(
                        "its link is not the next of seat {seat}'s chain: not sent by that seat"
                    ),
                ));
            }
        }
        if let Some(p) = &self.pending[seat] {
            if tag(&m.link, &p.tagged) != p.tag {
                return Err(refuse(
                    "bad-tag",
                    p.seq,
                    format!("it is not what seat {seat} sent: its tag does not match the link message {seq} reveals"),
                ));
            }
        }
        let mut table = self.table.clone();
        let actions = m.actions()?;
        if self.links[seat].is_none() && !m.body.is_empty() {
            return Err(refuse("bad-message", seq, "an acceptance carries no step"));
        }
        self.throw(&mut table, seq, &m.link)
            .map_err(|e| in_message(seq, e))?;
        let inviter = self.terms.inviter_side();
        let sender_awaited = |t: &Table| match t.awaits() {
            Awaits::Side(s) => t.seat_of(s, inviter).map(|x| x == seat),
            _ => Ok(false),
        };
        for a in actions {
            if !sender_awaited(&table).map_err(|e| in_message(seq, e))? {
                return Err(refuse(
                    "not-your-turn",
                    seq,
                    format!("seat {seat} sends a step the game does not await of it"),
                ));
            }
            table.act(a).map_err(|e| in_message(seq, e))?;
        }
        if sender_awaited(&table).map_err(|e| in_message(seq, e))? {
            return Err(refuse(
                "turn-incomplete",
                seq,
                format!("seat {seat}'s message ends while the game awaits its next step"),
            ));
        }
        self.table = table;
        self.commit(&m, seat);
        Ok(())
    }

    fn commit(&mut self, m: &Message, seat: usize) {
        self.links[seat] = Some(m.link);
        self.sent[seat] += 1;
        self.pending[seat] = Some(Pending {
            seq: m.seq,
            tag: m.tag,
            tagged: m.tagged().to_vec(),
        });
        self.messages.push(m.clone());
    }
}

/// The message of a seat that has sent `k` before: link `length - k`, tagged with the one below.
fn sealed(
    seq: u32,
    prev: [u8; 8],
    secret: &SeatSecret,
    k: u32,
    body: &[u8],
) -> Result<Message, Error> {
    let top = secret.length();
    let (link, next) = match (
        top.checked_sub(k).and_then(|i| secret.link(i)),
        top.checked_sub(k + 1).and_then(|i| secret.link(i)),
    ) {
        (Some(l), Some(n)) => (l, n),
        _ => {
            return Err(refuse(
                "chain-exhausted",
                seq,
                "the seat's chain has no link left",
            ))
        }
    };
    let head = Message::head(seq, prev, &link, body);
    let t = tag(&next, &head);
    Message::seal(head, t)
}
