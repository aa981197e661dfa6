//! The messages of a tour marked by hand (docs/correspondence.md, "Marks by hand"): altered,
//! replayed, reordered or forged, they are refused and change nothing; marks and rights are
//! refused where the terms or the coup do not carry them; they read back as sent, in a record's
//! words; the service sends them as the core does.

use crate::hand::{copy_until, tour};
use crate::hand_support::{play_hand_tour, Tally};
use crate::support::secret;
use tablier::correspondence::{
    verify, Action, Awaits, CorrespondenceRecord, Exchange, Message, Terms,
};
use tablier::ecole::{Marked, SideMarked};
use tablier::partie::{Exercised, Phase};
use tablier::{Error, Side};

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

    // The mover's marks before his play, in the message that plays it: the game would take them
    // without the play, and a plein marked and not made would go unseen.
    let i = (2..g.texts.len())
        .find(|&i| {
            let acts = Message::from_text(&g.texts[i]).unwrap().actions().unwrap();
            acts.iter().any(|a| matches!(a, Action::Play(_)))
                && acts.iter().any(|a| matches!(a, Action::Mark(_)))
        })
        .expect("a play with its marks");
    let c = copy_until(&g.texts, i);
    let mut acts = Message::from_text(&g.texts[i]).unwrap().actions().unwrap();
    let mark = acts.pop().expect("the marks last");
    assert!(matches!(mark, Action::Mark(_)));
    acts.insert(0, mark);
    let mut early = c.clone();
    let e = early.compose(&secrets[c.next_sender()], &acts).unwrap_err();
    assert_eq!(e.code(), "not-your-turn", "{e}");
    assert_eq!(early.to_record(), c.to_record());

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

proptest::proptest! {
    #![proptest_config(crate::common::beside_source(proptest::prelude::ProptestConfig::with_cases(64)))]
    /// Marks and rights from a stranger, whatever their numbers, are judged by the game: taken
    /// or refused, never a panic, and a refused message changes nothing.
    #[test]
    fn any_marks_or_rights_are_judged_without_panic(
        at in 2usize..120,
        jeton in proptest::option::of(0u8..=255),
        points in proptest::option::of(proptest::num::u32::ANY),
        holes in proptest::num::u32::ANY,
        jeton2 in proptest::option::of(0u8..=255),
        ecole in proptest::num::u32::ANY,
        flags in 0u32..256,
        droit in 0usize..7,
    ) {
        static GAME: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        let texts = GAME.get_or_init(|| play_hand_tour(6, 4000).texts);
        let secrets = [secret(6, 0), secret(6, 1)];
        let at = at.min(texts.len() - 1);
        let c = copy_until(texts, at);
        let seat = c.next_sender();
        let marks = SideMarked {
            jeton,
            points,
            holes,
            jeton2,
            ecole,
            released: flags & 1 != 0,
            touched: flags & 2 != 0,
            leave: flags & 4 != 0,
            won: flags & 8 != 0,
            done: flags & 16 != 0,
            impatient: flags & 32 != 0,
            misled: flags & 64 != 0,
            rolled: flags & 128 != 0,
            ..SideMarked::default()
        };
        let mut acts = vec![Action::Mark(marks)];
        let droits = [
            tablier::ecole::Droit::RefuseLeave,
            tablier::ecole::Droit::Acquiesce,
            tablier::ecole::Droit::ForceFill,
            tablier::ecole::Droit::ForbidFill,
            tablier::ecole::Droit::ChooseJeton,
            tablier::ecole::Droit::ContestEcole,
        ];
        if let Some(&d) = droits.get(droit) {
            acts.push(Action::Droit(Exercised {
                jeton: Some(tablier::ecole::JetonChoice::Second),
                play: Some(Default::default()),
                ..Exercised::plain(d, Side::White)
            }));
        }
        // the steps a play message would carry first, when it is one
        let peek = c.peek(&secrets[seat]).unwrap();
        if c.rights_due().is_none() {
            if let tablier::correspondence::Table::Tour(p) = &peek {
                if p.phase() == Phase::AwaitingPlay {
                    acts.insert(0, Action::Play(p.plays()[0]));
                }
            }
        }
        let mut mine = c.clone();
        let before = (c.to_record(), c.table().to_record());
        if mine.compose(&secrets[seat], &acts).is_err() {
            proptest::prop_assert_eq!((mine.to_record(), mine.table().to_record()), before);
        }
    }
}

#[test]
fn a_side_does_not_say_from_afar_that_it_was_misled() {
    // 000 ÉCOLE INTERDITE: "misled" keeps the other side from marking one's école; at the table
    // both witness it, at a distance only the sender would say it.
    let g = play_hand_tour(3, 4000);
    let secrets = [secret(3, 0), secret(3, 1)];
    let mut tried = [false, false];
    for i in 3..g.texts.len() {
        let acts = Message::from_text(&g.texts[i]).unwrap().actions().unwrap();
        if !acts.iter().any(|a| matches!(a, Action::Mark(_))) {
            continue;
        }
        let c = copy_until(&g.texts, i);
        let rights = c.rights_due().is_some();
        let misled: Vec<Action> = acts
            .iter()
            .map(|a| match a {
                Action::Mark(m) => Action::Mark(SideMarked {
                    misled: true,
                    ..m.clone()
                }),
                a => a.clone(),
            })
            .collect();
        let mut mine = c.clone();
        let e = mine
            .compose(&secrets[c.next_sender()], &misled)
            .unwrap_err();
        assert_eq!(e.code(), "bad-marked", "{e}");
        assert_eq!(mine.to_record(), c.to_record());
        tried[usize::from(rights)] = true;
        if tried == [true, true] {
            break;
        }
    }
    assert_eq!(
        tried,
        [true, true],
        "the mover's marks and the rights' both tried"
    );
}
