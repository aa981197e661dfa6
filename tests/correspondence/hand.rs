//! A tour marked by hand at a distance (docs/correspondence.md, "Marks by hand"; 000 ÉCOLE,
//! QUAND et COMMENT MARQUER L'ÉCOLE): both sides end on the same game, equal to the game played
//! at one table with the same marks and calls, the record verifies, a refused message changes
//! nothing, and the rights before a throw cannot steer it.

use crate::hand_support::{play_hand_tour, HandGame, Tally};
use crate::support::secret;
use proptest::prelude::*;
use tablier::correspondence::{
    verify, Action, Awaits, CorrespondenceRecord, Exchange, Message, Table, Terms,
};
use tablier::ecole::{Marked, SideMarked};
use tablier::partie::{Exercised, First, Goal, Partie, PartieOptions, Phase};
use tablier::{Error, Side};

fn tour(t: &Table) -> &Partie {
    match t {
        Table::Tour(p) => p,
        _ => panic!("a tour"),
    }
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

/// The same game at one table: the dice the exchange threw, and each message's steps as the
/// players at the table take them — the roll, tenir or s'en aller, the play and the mover's marks
/// (`mark_ecole` with the play he made); before the next throw the other side's marks and école
/// (`mark_ecole` again, he about to throw) and his rights (`exercise`).
fn at_one_table(texts: &[String], dice_from: &Partie) -> Partie {
    let mut p = Partie::with_options(
        PartieOptions {
            goal: Goal::Tour,
            first: First::Lot,
            ..PartieOptions::default()
        },
        0,
    );
    let mut settled = 0;
    for text in &texts[2..] {
        let actions = Message::from_text(text).unwrap().actions().unwrap();
        let rights =
            p.phase() == Phase::AwaitingRoll && !p.awaiting_lot() && p.turns().len() > settled;
        if rights {
            let last = p.turns().len() - 1;
            let by = p.turns()[last].side.opponent();
            let mover_marks = p
                .hand_marks(last)
                .and_then(|h| h.marked.side(by.opponent()).cloned());
            let mine = actions.iter().find_map(|a| match a {
                Action::Mark(m) => Some(m.clone()),
                _ => None,
            });
            let droits = actions.iter().any(|a| matches!(a, Action::Droit(_)));
            if mover_marks.is_some() || mine.is_some() {
                // he throws next, unless he exercises a right first
                let m = SideMarked {
                    rolled: !droits,
                    ..mine.unwrap_or_default()
                };
                p.mark_ecole(&marks_of(by, m, mover_marks)).unwrap();
            }
            for a in &actions {
                if let Action::Droit(e) = a {
                    p.exercise(Exercised { by, ..*e }).unwrap();
                }
            }
            settled = p.turns().len();
            continue;
        }
        if p.awaiting_lot() {
            for [w, b] in dice_from.lot() {
                p.throw_lot(*w, *b).unwrap();
            }
        } else if p.phase() == Phase::AwaitingRoll {
            p.roll(dice_from.turns()[p.turns().len()].dice).unwrap();
        }
        for a in actions {
            match a {
                Action::Decide(d) => p.decide(d).unwrap(),
                Action::Play(play) => p.play(play).unwrap(),
                Action::Mark(m) => {
                    let t = p.turns().last().unwrap();
                    let m = SideMarked { play: t.play, ..m };
                    p.mark_ecole(&marks_of(t.side, m, None)).unwrap();
                }
                Action::Droit(_) => panic!("a right outside the rights"),
            }
        }
    }
    p
}

fn one_tour(seed: u64) -> Result<Tally, TestCaseError> {
    let HandGame {
        copies,
        texts,
        tally,
    } = play_hand_tour(seed, 4000);
    let game = tour(copies[0].table());
    prop_assert!(game.is_over(), "the tour ends");
    let record = game.to_record();
    for c in &copies {
        prop_assert_eq!(c.table().awaits(), Awaits::Over);
        prop_assert_eq!(Some(record.clone()), c.table().to_record());
        prop_assert_eq!(&c.to_record().messages, &texts);
    }

    // The same marks and calls at one table give the same game.
    let table = at_one_table(&texts, game);
    prop_assert_eq!(table.position(), game.position());
    prop_assert_eq!(table.turns(), game.turns());
    prop_assert_eq!(table.to_record(), record.clone());

    // Anyone verifies the exchange, and its game's record replays through the rules.
    let text = copies[1].to_record().to_json();
    let v = verify(&CorrespondenceRecord::from_json(&text).unwrap()).expect("verifies");
    prop_assert!(v.over);
    prop_assert_eq!(v.record.as_ref(), Some(&record));
    let again = Partie::from_record(&record).expect("the record replays at one table");
    prop_assert_eq!(again.score(), game.score());
    prop_assert_eq!(again.turns(), game.turns());
    Ok(tally)
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(8)))]
    // 000 ÉCOLE, QUAND et COMMENT MARQUER L'ÉCOLE: each side marks its own points, the other
    // calls école (or lets it lapse) before his throw, and exercises his rights.
    #[test]
    fn a_tour_marked_by_hand_ends_alike_and_equals_the_game_at_one_table(seed in any::<u64>()) {
        one_tour(seed)?;
    }
}

/// Over a few seeded tours the players went down every path: marks wrong, écoles called and
/// left to lapse, rights exercised.
#[test]
fn seeded_tours_by_hand_mark_wrong_call_ecole_and_exercise_rights() {
    let mut sum = Tally::default();
    for seed in 0..6 {
        let t = one_tour(seed).unwrap();
        sum.wrong += t.wrong;
        sum.called += t.called;
        sum.uncalled += t.uncalled;
        sum.droits += t.droits;
        sum.refused_leaves += t.refused_leaves;
        sum.rights_messages += t.rights_messages;
    }
    eprintln!("{sum:?}");
    assert!(sum.wrong > 20, "{sum:?}");
    assert!(sum.called > 5, "{sum:?}");
    assert!(sum.uncalled > 2, "{sum:?}");
    assert!(sum.droits > 0, "{sum:?}");
    assert!(sum.rights_messages > 100, "{sum:?}");
}

fn code(e: Error) -> &'static str {
    e.code()
}

/// The first message of the exchange that is a rights message carrying an école called.
fn ecole_message(texts: &[String]) -> Option<usize> {
    (2..texts.len()).find(|&i| {
        let acts = Message::from_text(&texts[i]).unwrap().actions().unwrap();
        acts.iter()
            .any(|a| matches!(a, Action::Mark(m) if m.ecole > 0))
            && !acts.iter().any(|a| matches!(a, Action::Play(_)))
    })
}

/// A copy that has taken in the first `n` messages.
fn copy_until(texts: &[String], n: usize) -> Exchange {
    let mut c = Exchange::open(&texts[0]).unwrap();
    for t in &texts[1..n] {
        c.receive(t).unwrap();
    }
    c
}

#[test]
fn altered_replayed_and_reordered_messages_by_hand_are_refused_and_change_nothing() {
    // Every message of a whole tour by hand, rights, links and plays with their marks: a byte
    // changed anywhere, the message before again, the one after too early; then the true one.
    let g = play_hand_tour(3, 4000);
    assert!(
        ecole_message(&g.texts).is_some(),
        "an école called in the tour"
    );
    let mut c = copy_until(&g.texts, 2);
    for i in 2..g.texts.len() {
        let before = c.to_record();
        let before_table = c.table().to_record();
        let mut bytes = tablier::correspondence::base64url_decode(&g.texts[i]).unwrap();
        let at = i % bytes.len();
        bytes[at] ^= 0x10;
        let altered = tablier::correspondence::base64url_encode(&bytes);
        let e = c.receive(&altered).unwrap_err();
        // the first byte is the version, the next the number: read before the check
        assert!(
            matches!(
                e.code(),
                "bad-check" | "bad-message" | "out-of-order" | "replayed-message"
            ),
            "message {i}: {e}"
        );
        assert_eq!(
            code(c.receive(&g.texts[i - 1]).unwrap_err()),
            "replayed-message"
        );
        if i + 1 < g.texts.len() {
            assert_eq!(
                code(c.receive(&g.texts[i + 1]).unwrap_err()),
                "out-of-order"
            );
        }
        assert_eq!(c.to_record(), before);
        assert_eq!(c.table().to_record(), before_table);
        c.receive(&g.texts[i]).unwrap();
    }
}

#[test]
fn a_forged_ecole_is_found_by_the_link_that_follows() {
    // A forger changes the école called in a rights message and makes its check again, keeping
    // the sender's link: the copy takes it in (its marks are legal), but the sender's next
    // message reveals the link the tag was made with.
    let g = play_hand_tour(3, 4000);
    let i = ecole_message(&g.texts).expect("an école called");
    let m = Message::from_text(&g.texts[i]).unwrap();
    let mut acts = m.actions().unwrap();
    for a in acts.iter_mut() {
        if let Action::Mark(mk) = a {
            mk.ecole = 0; // the école left uncalled: it lapses
        }
    }
    let body = tablier::correspondence::encode_actions(&acts);
    let forged = forge(&m, &body);
    let mut c = copy_until(&g.texts, i);
    c.receive(&forged).expect("a legal forgery is taken in");
    assert_ne!(
        tour(c.table()).score(),
        tour(copy_until(&g.texts, i + 1).table()).score(),
        "the forgery changed the score"
    );
    // The other side's next message names the true one: it does not follow.
    assert_eq!(code(c.receive(&g.texts[i + 1]).unwrap_err()), "wrong-prev");
    // And anyone replaying a record with the forgery in it finds it at the sender's next link.
    let mut texts = g.texts.clone();
    texts[i] = forged;
    let e = verify(&CorrespondenceRecord::new(texts)).unwrap_err();
    assert!(matches!(code_of(&e), "wrong-prev" | "bad-tag"), "{e}");
}

fn code_of(e: &Error) -> &'static str {
    e.code()
}

/// The message `m` with another body, its check made again (the tag kept: only the sender can
/// make one).
fn forge(m: &Message, body: &[u8]) -> String {
    let bytes = m.bytes();
    let head_len = bytes.len() - 12 - m.body.len();
    let mut out = bytes[..head_len].to_vec();
    out.extend_from_slice(body);
    out.extend_from_slice(&m.tag);
    let check = sha_check(&out);
    out.extend_from_slice(&check);
    tablier::correspondence::base64url_encode(&out)
}

fn sha_check(bytes: &[u8]) -> [u8; 4] {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for part in [&b"tablier-check"[..], bytes] {
        h.update((part.len() as u32).to_le_bytes());
        h.update(part);
    }
    let d = h.finalize();
    [d[0], d[1], d[2], d[3]]
}

#[test]
fn the_rights_before_a_throw_neither_see_nor_steer_it() {
    // 000 QUAND et COMMENT MARQUER L'ÉCOLE: "avant de jeter les dés pour le coup suivant". At a
    // rights message the decider's peek shows no roll; whatever he calls, the roll the other
    // side's link then throws is the same.
    let g = play_hand_tour(5, 4000);
    let secrets = [secret(5, 0), secret(5, 1)];
    let mut seen = 0;
    for i in 2..g.texts.len().min(200) {
        let c = copy_until(&g.texts, i);
        let Some(side) = c.rights_due() else {
            continue;
        };
        let seat = c.next_sender();
        let peek = c.peek(&secrets[seat]).unwrap();
        assert_eq!(peek.awaits(), Awaits::Throw, "no die before the rights");
        assert_eq!(tour(&peek).turns().len(), tour(c.table()).turns().len());
        // Two rights messages: none called, and an école of 2 called (a fausse one, or in part).
        let call = SideMarked {
            ecole: 2,
            ..SideMarked::default()
        };
        let mut rolls = Vec::new();
        for acts in [vec![], vec![Action::Mark(call)]] {
            let mut mine = c.clone();
            if mine.compose(&secrets[seat], &acts).is_err() {
                continue;
            }
            let other = 1 - seat;
            let t = mine.peek(&secrets[other]).unwrap();
            let p = tour(&t);
            if p.is_over() {
                continue;
            }
            rolls.push(p.turns().last().map(|x| x.dice));
            assert_ne!(
                p.turns().len(),
                tour(c.table()).turns().len(),
                "the link throws"
            );
        }
        if rolls.len() == 2 {
            assert_eq!(
                rolls[0], rolls[1],
                "the rights do not steer the roll ({side})"
            );
            seen += 1;
        }
    }
    assert!(seen > 5, "{seen} rights messages tried both ways");
}

#[test]
fn marks_and_rights_are_refused_where_the_terms_or_the_coup_do_not_carry_them() {
    // In a tour the engine marks, no marks.
    let a = secret(9, 0);
    let b = secret(9, 1);
    let (mut hers, inv) = Exchange::invite(&Terms::tour(Side::White), &a).unwrap();
    let mut his = Exchange::open(&inv).unwrap();
    hers.receive(&his.compose(&b, &[]).unwrap()).unwrap();
    let t = hers.peek(&a).unwrap();
    let mut steps = match tour(&t).phase() {
        Phase::AwaitingPlay => vec![Action::Play(tour(&t).plays()[0])],
        _ => vec![],
    };
    steps.push(Action::Mark(SideMarked::default()));
    let before = hers.to_record();
    let e = hers.compose(&a, &steps).unwrap_err();
    assert_eq!(e.code(), "not-your-turn", "{e}");
    assert_eq!(hers.to_record(), before);

    // By hand: a right in a play message, marks of a roll one did not throw.
    let g = play_hand_tour(11, 4000);
    let secrets = [secret(11, 0), secret(11, 1)];
    let mut right_refused = false;
    let mut marks_refused = false;
    for i in 3..g.texts.len().min(120) {
        let c = copy_until(&g.texts, i);
        if c.rights_due().is_some() || c.table().awaits() == Awaits::Over {
            continue;
        }
        let seat = c.next_sender();
        let peek = c.peek(&secrets[seat]).unwrap();
        let inviter = c.terms().inviter_side();
        let me = if seat == 0 {
            inviter
        } else {
            inviter.opponent()
        };
        if peek.awaits() != Awaits::Side(me.opponent()) {
            continue;
        }
        // A message that only throws the other side's roll: its sender did not throw it.
        let before = c.to_record();
        let mut m = c.clone();
        let e = m
            .compose(&secrets[seat], &[Action::Mark(SideMarked::default())])
            .unwrap_err();
        assert_eq!(e.code(), "not-your-turn", "{e}");
        assert_eq!(m.to_record(), before);
        marks_refused = true;
        let e = m
            .compose(
                &secrets[seat],
                &[Action::Droit(Exercised::plain(
                    tablier::ecole::Droit::ForbidFill,
                    Side::White,
                ))],
            )
            .unwrap_err();
        assert_eq!(e.code(), "not-your-turn", "{e}");
        assert_eq!(m.to_record(), before);
        right_refused = true;
        break;
    }
    assert!(marks_refused && right_refused);

    // A play in a rights message.
    let i = (2..g.texts.len())
        .find(|&i| copy_until(&g.texts, i).rights_due().is_some())
        .unwrap();
    let mut c = copy_until(&g.texts, i);
    let before = c.to_record();
    let seat = c.next_sender();
    let e = c
        .compose(&secrets[seat], &[Action::Play(Default::default())])
        .unwrap_err();
    assert_eq!(e.code(), "not-your-turn", "{e}");
    assert_eq!(c.to_record(), before);

    // Jacquet has no école; the partie à écrire's marqués are not carried by hand.
    for kind in [1, 2] {
        let terms = Terms {
            hand_marks: true,
            ..crate::support::terms(kind, 0)
        };
        let e = Exchange::invite(&terms, &a).unwrap_err();
        assert_eq!(e.code(), "bad-invitation", "{e}");
    }
}

#[test]
fn marks_and_rights_read_back_as_sent_and_are_described_in_a_records_words() {
    let marks = SideMarked {
        jeton: Some(4),
        holes: 2,
        released: true,
        touched: true,
        ecole: 130,
        jeton2: Some(7),
        points: Some(300),
        opponent_jeton: Some(3),
        won: true,
        done: true,
        impatient: true,
        misled: true,
        rolled: true,
        leave: true,
        ..SideMarked::default()
    };
    let fill = Exercised {
        play: Some(tablier::Play::default()),
        ..Exercised::plain(tablier::ecole::Droit::ForceFill, Side::White)
    };
    let jeton = Exercised {
        jeton: Some(tablier::ecole::JetonChoice::First),
        ..Exercised::plain(tablier::ecole::Droit::ChooseJeton, Side::White)
    };
    let acts = vec![
        Action::Mark(marks.clone()),
        Action::Droit(fill),
        Action::Droit(jeton),
        Action::Droit(Exercised::plain(
            tablier::ecole::Droit::RefuseLeave,
            Side::White,
        )),
    ];
    // The game would refuse these steps together: only their reading is tested, in a message
    // whose check is made again over them.
    let body = tablier::correspondence::encode_actions(&acts);
    let m = Message::from_text(&forge(&any_message(), &body)).unwrap();
    assert_eq!(m.actions().unwrap(), acts);
    let json = m.to_json().unwrap();
    assert!(json.contains(r#""marks":{"jeton":4,"points":300,"holes":2,"jeton2":7,"released":true,"leave":true,"won":true,"touched":true,"done":true,"rolled":true,"impatient":true,"ecole":130,"misled":true,"opponent_jeton":3}"#), "{json}");
    assert!(json.contains(r#""droits":[{"droit":"force-fill","play":[]},{"droit":"choose-jeton","jeton":"first"},{"droit":"refuse-leave"}]"#), "{json}");

    // A step cut short or unknown is refused as a message, not read.
    for cut in [
        vec![0x20],
        vec![0x20, 0x01],
        vec![0x32],
        vec![0x34, 9],
        vec![0x36],
    ] {
        let m = Message::from_text(&forge(&any_message(), &cut)).unwrap();
        assert_eq!(m.actions().unwrap_err().code(), "bad-message", "{cut:?}");
    }
}

/// A message of a tour, to change the body of.
fn any_message() -> Message {
    let g = play_hand_tour(1, 6);
    Message::from_text(&g.texts[4]).unwrap()
}

/// The steps as the service reads them (`{decision, play, marks, droits}`).
fn steps_json(actions: &[Action]) -> String {
    use tablier::notation::json::{MarkedJson, PlayJson};
    let mut o = serde_json::Map::new();
    let mut droits = Vec::new();
    for a in actions {
        match a {
            Action::Decide(d) => {
                o.insert("decision".into(), d.name().into());
            }
            Action::Play(p) => {
                o.insert(
                    "play".into(),
                    serde_json::to_value(PlayJson::from_play(p).moves).unwrap(),
                );
            }
            Action::Mark(m) => {
                let one = MarkedJson::from_marked(&Marked {
                    white: Some(m.clone()),
                    black: None,
                });
                o.insert("marks".into(), serde_json::to_value(one.white).unwrap());
            }
            Action::Droit(e) => {
                let mut d = serde_json::json!({ "droit": e.droit });
                if let Some(j) = e.jeton {
                    d["jeton"] = serde_json::to_value(j).unwrap();
                }
                if let Some(p) = e.play {
                    d["play"] = serde_json::to_value(PlayJson::from_play(&p)).unwrap();
                }
                droits.push(d);
            }
        }
    }
    if !droits.is_empty() {
        o.insert("droits".into(), droits.into());
    }
    serde_json::Value::Object(o).to_string()
}

#[test]
fn the_service_carries_marks_and_rights_as_the_core_does() {
    // The same seeded tour by hand, each side's steps sent as the service's JSON: the messages
    // are the core's, byte for byte, and `state` says whose rights are due.
    use tablier::service::correspondence::CorrespondenceGame;
    let seed = 4;
    let core = play_hand_tour(seed, 4000);
    let secrets = [secret(seed, 0), secret(seed, 1)];
    let terms = serde_json::to_string(core.copies[0].terms()).unwrap();
    let first = CorrespondenceGame::invite(&terms, secrets[0].clone()).unwrap();
    let second = CorrespondenceGame::open(&first.invitation(), secrets[1].clone()).unwrap();
    let mut sides = [first, second];
    let mut rngs: Vec<tablier::Rng> = (0..2).map(|s| tablier::Rng::new(seed + s + 1)).collect();
    let mut tally = Tally::default();
    let mut rights_seen = 0;
    for (i, text) in core.texts.iter().enumerate().skip(1) {
        let seat = sides[0].exchange().next_sender();
        let state: serde_json::Value = serde_json::from_str(&sides[seat].state().unwrap()).unwrap();
        let due = sides[seat].exchange().rights_due();
        assert_eq!(state["rights"], serde_json::to_value(due).unwrap());
        rights_seen += usize::from(due.is_some());
        let acts = crate::hand_support::steps(
            sides[seat].exchange(),
            &secrets[seat],
            seat,
            &mut rngs[seat],
            &mut tally,
        );
        let sent = sides[seat].compose(&steps_json(&acts)).unwrap();
        assert_eq!(&sent, text, "message {i}");
        sides[1 - seat].receive(&sent).unwrap();
    }
    assert!(rights_seen > 50);
    assert!(tally.wrong > 0 && tally.called > 0);
}

#[test]
fn a_leave_on_trous_marked_too_many_is_refused_before_they_stand() {
    // 000 S'EN ALLER SUR UNE ÉCOLE, ÉCOLE DE POINTS ("il perd en outre le privilège de s'en aller
    // si son adversaire le souhaite"); TROU OUBLIÉ: the trous marked stand once the other side
    // throws. The leaver marks a trou too many; the other side refuses the leave in his rights,
    // before his throw, even where the trous, had they stood, would have ended the tour.
    use tablier::ecole::Droit;
    let (mut refused, mut would_have_ended) = (0, 0);
    for seed in 0..8 {
        let g = play_hand_tour(seed, 4000);
        let secrets = [secret(seed, 0), secret(seed, 1)];
        let mut c = copy_until(&g.texts, 2);
        for t in &g.texts[2..] {
            let acts = Message::from_text(t).unwrap().actions().unwrap();
            let leaves = acts
                .iter()
                .any(|a| matches!(a, Action::Decide(tablier::partie::Decision::Leave)));
            if leaves && c.rights_due().is_none() {
                let mut mine = c.clone();
                let seat = mine.next_sender();
                let more: Vec<Action> = acts
                    .iter()
                    .map(|a| match a {
                        Action::Mark(m) => Action::Mark(SideMarked {
                            holes: m.holes + 1,
                            ..m.clone()
                        }),
                        a => a.clone(),
                    })
                    .collect();
                if mine.compose(&secrets[seat], &more).is_ok() {
                    let p = tour(mine.table()).clone();
                    if p.droits_open()
                        .iter()
                        .any(|o| o.droit == Droit::RefuseLeave)
                    {
                        let leaver = p.turns().last().unwrap().side;
                        // had the other side thrown, the trous would stand
                        let last = p.turns().len() - 1;
                        let mm = p.hand_marks(last).unwrap().marked.side(leaver).cloned();
                        let thrown = SideMarked {
                            rolled: true,
                            ..SideMarked::default()
                        };
                        let mut q = p.clone();
                        q.mark_ecole(&marks_of(leaver.opponent(), thrown, mm))
                            .unwrap();
                        would_have_ended += usize::from(q.is_over());

                        let refuse = [Action::Droit(Exercised::plain(
                            Droit::RefuseLeave,
                            leaver.opponent(),
                        ))];
                        mine.compose(&secrets[1 - seat], &refuse)
                            .expect("the leave is refused before the throw");
                        assert_eq!(
                            mine.table().awaits(),
                            Awaits::Side(leaver),
                            "he holds and plays"
                        );
                        refused += 1;
                    }
                }
            }
            c.receive(t).unwrap();
        }
    }
    assert!(
        refused > 0 && would_have_ended > 0,
        "{refused} refused, {would_have_ended} would have ended"
    );
}
