//! One side's copy of a game by correspondence: the messages so far, each seat's last link, and
//! the game they give. Every message, one's own included, goes through `receive`, which judges it
//! whole on a copy and changes nothing when it refuses it.

use super::chain::{beacon, down, tag, DiceStream, Link, SeatSecret};
use super::game::{Awaits, Table};
use super::terms::Terms;
use super::wire::{encode_actions, refuse, Action, Message};
use super::CorrespondenceRecord;
use crate::ecole::SideMarked;
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
    /// With marks by hand, the rolls thrown when the last rights were given: a roll past them
    /// awaits the other side's rights before the next throw.
    settled: usize,
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
            settled: 0,
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

    /// With marks by hand, the side whose rights on the last roll's marks the next message
    /// carries (docs/correspondence.md, "Marks by hand"): it throws nothing. `None` otherwise.
    pub fn rights_due(&self) -> Option<Side> {
        let due = self.terms.hand_marks
            && self.table.awaits() == Awaits::Throw
            && self.table.rolls() > self.settled;
        if due {
            self.table.last_mover().map(Side::opponent)
        } else {
            None
        }
    }

    /// The side a seat plays in a tour or in Jacquet.
    fn side_of(&self, seat: usize) -> Side {
        let inviter = self.terms.inviter_side();
        if seat == 0 {
            inviter
        } else {
            inviter.opponent()
        }
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
        crate::sort::sort(&mut v);
        v
    }

    /// The game as the seat of `secret` will see it when its next message begins: the dice
    /// thrown for it from its next link. What it must then play is what the game awaits.
    pub fn peek(&self, secret: &SeatSecret) -> Result<Table, Error> {
        let seq = self.next_seq();
        let seat = self.next_sender();
        let link = self.next_link(seat, secret)?;
        let mut table = self.table.clone();
        if self.rights_due().is_none() {
            self.throw(&mut table, seq, &link)
                .map_err(|e| in_message(seq, e))?;
        }
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
        let mut settled = self.settled;
        if let Some(decider) = self.rights_due() {
            // The rights before a throw: no die is thrown until the next message's link.
            self.take_rights(&mut table, seq, seat, decider, actions)?;
            settled = table.rolls();
        } else {
            self.throw(&mut table, seq, &m.link)
                .map_err(|e| in_message(seq, e))?;
            self.take_steps(&mut table, seq, seat, actions)?;
        }
        self.settled = settled;
        self.table = table;
        self.commit(&m, seat);
        Ok(())
    }

    /// The steps of a message that is not a rights message: tenir or s'en aller and the play of
    /// the side awaited, then, with marks by hand, the mover's marks of his roll.
    fn take_steps(
        &self,
        table: &mut Table,
        seq: u32,
        seat: usize,
        actions: Vec<Action>,
    ) -> Result<(), Error> {
        let inviter = self.terms.inviter_side();
        let sender_awaited = |t: &Table| match t.awaits() {
            Awaits::Side(s) => t.seat_of(s, inviter).map(|x| x == seat),
            _ => Ok(false),
        };
        for a in actions {
            match a {
                Action::Mark(marked) => {
                    if !self.terms.hand_marks {
                        return Err(refuse(
                            "not-your-turn",
                            seq,
                            "marks by hand are not in these terms: the engine marks every roll",
                        ));
                    }
                    // Marked before his play, the game would take his marks without it, and a
                    // plein marked and not made would go unseen (000 ÉCOLE RÉTROACTIVE).
                    if sender_awaited(table).map_err(|e| in_message(seq, e))? {
                        return Err(refuse(
                            "not-your-turn",
                            seq,
                            format!("seat {seat} marks before its play: the marks come after it"),
                        ));
                    }
                    if table.last_mover() != Some(self.side_of(seat)) {
                        return Err(refuse(
                            "not-your-turn",
                            seq,
                            format!("seat {seat} marks a roll it did not throw: its points are marked in its rights, before its own throw"),
                        ));
                    }
                    at_a_distance(seq, &marked)?;
                    table.mark_own(marked).map_err(|e| in_message(seq, e))?;
                }
                Action::Droit(_) => {
                    return Err(refuse(
                        "not-your-turn",
                        seq,
                        format!("seat {seat} exercises a right where none is awaited: rights go in the message before a throw"),
                    ))
                }
                step => {
                    if !sender_awaited(table).map_err(|e| in_message(seq, e))? {
                        return Err(refuse(
                            "not-your-turn",
                            seq,
                            format!("seat {seat} sends a step the game does not await of it"),
                        ));
                    }
                    table.act(step).map_err(|e| in_message(seq, e))?;
                }
            }
        }
        if sender_awaited(table).map_err(|e| in_message(seq, e))? {
            return Err(refuse(
                "turn-incomplete",
                seq,
                format!("seat {seat}'s message ends while the game awaits its next step"),
            ));
        }
        Ok(())
    }

    /// The rights message of `decider`: his marks, if any, first, then his rights.
    fn take_rights(
        &self,
        table: &mut Table,
        seq: u32,
        seat: usize,
        decider: Side,
        actions: Vec<Action>,
    ) -> Result<(), Error> {
        if self.side_of(seat) != decider {
            return Err(refuse(
                "not-your-turn",
                seq,
                format!("the rights on the last roll are {decider}'s, not seat {seat}'s"),
            ));
        }
        let mut marks = None;
        let mut droits = Vec::new();
        for (i, a) in actions.into_iter().enumerate() {
            match a {
                Action::Mark(m) if i == 0 => marks = Some(m),
                Action::Droit(e) => droits.push(e),
                _ => {
                    return Err(refuse(
                        "not-your-turn",
                        seq,
                        "a message before a throw carries the rights only: the marks first, then each right",
                    ))
                }
            }
        }
        if let Some(m) = &marks {
            at_a_distance(seq, m)?;
        }
        table
            .settle(decider, marks, &droits)
            .map_err(|e| in_message(seq, e))
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

/// Marks a side may send from afar: not `misled` (000 ÉCOLE INTERDITE: the other side told it
/// wrongly what to mark), which at the table both sides witness, and which here only the sender
/// would say, to keep the other side from marking his école.
fn at_a_distance(seq: u32, m: &SideMarked) -> Result<(), Error> {
    if m.misled {
        return Err(refuse(
            "bad-marked",
            seq,
            "`misled` is not said at a distance: no side tells the other what to mark, and the other could not gainsay it",
        ));
    }
    Ok(())
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
