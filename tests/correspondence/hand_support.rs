//! Two simulated players of a tour marked by hand (docs/correspondence.md, "Marks by hand"):
//! each marks his own points, now right, now forgetting some or marking too many (seeded), and
//! before his throw calls école on the other's marks, or does not, and exercises the rights the
//! game opens to him. What is due is asked of the engine (`ecole::check`): the players only
//! choose how far from it they mark.

use crate::support::{choose, secret};
use tablier::correspondence::{Action, Awaits, Exchange, SeatSecret, Table, Terms};
use tablier::ecole::{self, Droit, JetonChoice, Marked, SideMarked};
use tablier::partie::{Decision, Exercised, Partie, Phase};
use tablier::{Rng, Side};

/// What a whole game by hand did, for the tests to see that it tried every path.
#[derive(Default, Debug)]
pub struct Tally {
    /// Rolls whose mover marked them wrong.
    pub wrong: usize,
    /// Écoles called.
    pub called: usize,
    /// Écoles left uncalled.
    pub uncalled: usize,
    /// Rights exercised.
    pub droits: usize,
    /// Of them, leaves refused (the leaver then plays his roll).
    pub refused_leaves: usize,
    /// Rights messages.
    pub rights_messages: usize,
}

pub struct HandGame {
    pub copies: Vec<Exchange>,
    pub texts: Vec<String>,
    pub tally: Tally,
}

fn marks_of(side: Side, m: SideMarked, other: Option<SideMarked>) -> Marked {
    match side {
        Side::White => Marked {
            white: Some(m),
            black: other,
        },
        Side::Black => Marked {
            white: other,
            black: Some(m),
        },
    }
}

/// `due` marked right, or off by a few points now and then: forgotten (the jeton short) or too
/// many (the jeton past it); a trou forgotten or added once in a while.
fn perturb(jeton: u8, holes: u32, rng: &mut Rng, wrong: &mut bool) -> (u8, u32) {
    match rng.below(10) {
        0..=5 => (jeton, holes),
        6 | 7 => {
            *wrong = true;
            let off = 1 + rng.below(4) as u8;
            if jeton >= off {
                (jeton - off, holes)
            } else if holes > 0 {
                (jeton, holes - 1)
            } else {
                *wrong = false;
                (jeton, holes)
            }
        }
        8 => {
            *wrong = true;
            let off = 1 + rng.below(4) as u8;
            ((jeton + off).min(11), holes)
        }
        _ => {
            *wrong = true;
            (jeton, holes + 1)
        }
    }
}

/// The mover's marks of the roll he just played (`p`'s last), right or wrong.
fn own_marks(p: &Partie, rng: &mut Rng, tally: &mut Tally) -> Option<SideMarked> {
    let r = p.rolled()?;
    let turn = p.turns().last()?;
    let me = turn.side;
    let verdict = ecole::check(&r.thrown, &Marked::default()).ok()?;
    let due = verdict.due.side(me);
    let mut m = SideMarked {
        released: true,
        touched: true,
        ..SideMarked::default()
    };
    let mut wrong = false;
    if turn.decision == Some(Decision::Leave) {
        m.leave = true;
        m.holes = due.holes;
        if rng.below(3) == 0 {
            wrong = true;
            m.holes += 1;
        }
    } else {
        let (j, h) = perturb(due.jeton, due.holes, rng, &mut wrong);
        m.jeton = (j != due.jeton_before || due.points > 0).then_some(j);
        m.holes = h;
        // now and then a second jeton, the first still showing points (000 DOUBLE MARQUE)
        if due.jeton_before > 0 && h == 0 && rng.below(10) == 0 {
            m.jeton = None;
            m.jeton2 = Some(due.points.min(11) as u8);
            wrong = true;
        }
    }
    // Marks the game refuses (a score that cannot stand) are not sent: marked right instead.
    let mut trial = p.clone();
    let with_play = |m: &SideMarked| SideMarked {
        play: turn.play,
        ..m.clone()
    };
    if trial
        .mark_ecole(&marks_of(me, with_play(&m), None))
        .is_err()
    {
        return None;
    }
    if wrong {
        tally.wrong += 1;
    }
    Some(m)
}

/// The rights of `me` on the other side's last roll: my marks of the points it gave me, the
/// école I call (or not), and the rights the game then opens to me.
fn rights(p: &Partie, me: Side, rng: &mut Rng, tally: &mut Tally) -> Vec<Action> {
    tally.rights_messages += 1;
    let Some(r) = p.rolled() else {
        return Vec::new();
    };
    let last = p.turns().len() - 1;
    let mover = me.opponent();
    let mover_marks = p
        .hand_marks(last)
        .and_then(|h| h.marked.side(mover).cloned());
    let base = marks_of(mover, mover_marks.clone().unwrap_or_default(), None);
    let Ok(verdict) = ecole::check(&r.thrown, &base) else {
        return Vec::new();
    };
    let due = verdict.due.side(me);
    let mut mine = SideMarked::default();
    let mut said = false;
    if due.points > 0 {
        let mut wrong = false;
        let (j, h) = perturb(due.jeton, due.holes, rng, &mut wrong);
        mine.jeton = Some(j);
        mine.holes = h;
        mine.released = true;
        said = true;
    }
    // École on the mover's marks: called whole most times, in part or too much now and then,
    // forgotten sometimes; a fausse école once in a while where he marked right.
    let owed = verdict
        .ecoles
        .iter()
        .filter(|e| e.by == mover && e.to == Some(me))
        .map(|e| e.markable)
        .sum::<u32>();
    if owed > 0 {
        match rng.below(10) {
            0..=5 => mine.ecole = owed,
            6 => mine.ecole = (owed / 2).max(1),
            7 => mine.ecole = owed + 2,
            _ => {}
        }
        if mine.ecole > 0 {
            tally.called += 1;
        } else {
            tally.uncalled += 1;
        }
    } else if rng.below(25) == 0 {
        mine.ecole = 2;
        tally.called += 1;
    }
    said |= mine.ecole > 0;
    // Marks that cannot stand are not sent: marked right, no école.
    let marks_with = |rolled: bool| -> Option<Partie> {
        let mut trial = p.clone();
        if said || mover_marks.is_some() {
            let sent = SideMarked {
                rolled,
                released: true,
                ..mine.clone()
            };
            trial
                .mark_ecole(&marks_of(me, sent, mover_marks.clone()))
                .ok()?;
        }
        Some(trial)
    };
    let (Some(mut trial), Some(_)) = (marks_with(false), marks_with(true)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if said {
        out.push(Action::Mark(mine));
    }
    // Each right open to me, taken three times in four.
    for _ in 0..4 {
        let open: Vec<_> = trial
            .droits_open()
            .into_iter()
            .filter(|o| o.to == me)
            .collect();
        if open.is_empty() || rng.below(4) == 0 {
            break;
        }
        let o = open[rng.below(open.len() as u64) as usize];
        let mut e = Exercised::plain(o.droit, me);
        match o.droit {
            Droit::ForceFill => {
                let plays = &trial.rolled().expect("a roll").analysis.plays;
                e.play = plays.get(rng.below(plays.len() as u64) as usize).copied();
            }
            Droit::ChooseJeton => {
                e.jeton = Some(if rng.below(2) == 0 {
                    JetonChoice::First
                } else {
                    JetonChoice::Second
                });
            }
            _ => {}
        }
        if trial.exercise(e).is_err() {
            break;
        }
        tally.droits += 1;
        tally.refused_leaves += usize::from(e.droit == Droit::RefuseLeave);
        out.push(Action::Droit(e));
    }
    out
}

/// The steps of a seat's next message in a tour by hand.
pub fn steps(
    copy: &Exchange,
    secret: &SeatSecret,
    seat: usize,
    rng: &mut Rng,
    tally: &mut Tally,
) -> Vec<Action> {
    let inviter = copy.terms().inviter_side();
    let me = if seat == 0 {
        inviter
    } else {
        inviter.opponent()
    };
    let table = copy.peek(secret).expect("peeks");
    if let Some(side) = copy.rights_due() {
        assert_eq!(side, me, "the rights are the next sender's");
        let Table::Tour(p) = &table else {
            unreachable!("a tour")
        };
        return rights(p, me, rng, tally);
    }
    let mut out = choose(&table, seat, inviter, rng);
    if out.is_empty() {
        return out;
    }
    let mut t = table.clone();
    for a in &out {
        t.act(a.clone()).expect("a legal step");
    }
    if let Table::Tour(p) = &t {
        let marks_now = p.phase() != Phase::Over && p.turns().last().is_some_and(|x| x.side == me);
        if marks_now && rng.below(12) != 0 {
            if let Some(m) = own_marks(p, rng, tally) {
                out.push(Action::Mark(m));
            }
        }
    }
    out
}

/// A whole seeded tour marked by hand, each message passed as text; stops after `max` messages.
pub fn play_hand_tour(seed: u64, max: usize) -> HandGame {
    let inviter = if seed % 2 == 0 {
        Side::White
    } else {
        Side::Black
    };
    let terms = Terms::tour_by_hand(inviter);
    let secrets: Vec<SeatSecret> = (0..2).map(|s| secret(seed, s)).collect();
    let (copy0, invitation) = Exchange::invite(&terms, &secrets[0]).expect("an invitation");
    let mut copies = vec![copy0, Exchange::open(&invitation).expect("opens")];
    let mut rngs: Vec<Rng> = (0..2).map(|s| Rng::new(seed.wrapping_add(s + 1))).collect();
    let mut texts = vec![invitation];
    let mut tally = Tally::default();
    let mut closing = 0;
    while texts.len() < max {
        if copies[0].table().awaits() == Awaits::Over {
            if closing == 2 {
                break;
            }
            closing += 1;
        }
        let seat = copies[0].next_sender();
        let actions = steps(
            &copies[seat],
            &secrets[seat],
            seat,
            &mut rngs[seat],
            &mut tally,
        );
        let text = copies[seat]
            .compose(&secrets[seat], &actions)
            .unwrap_or_else(|e| panic!("composes {actions:?}: {e}"));
        copies[1 - seat]
            .receive(&text)
            .expect("the other side takes it in");
        texts.push(text);
    }
    HandGame {
        copies,
        texts,
        tally,
    }
}
