//! Every altered, replayed, reordered or forged message is refused with the code of what is
//! wrong, and the copy that refuses it is left as it was: the genuine message is then taken.

use crate::support::{play_game, secret, Game};
use sha2::{Digest, Sha256};
use tablier::correspondence::{
    base64url_decode, base64url_encode, encode_actions, verify, Action, Awaits,
    CorrespondenceRecord, Exchange, Message, Table,
};
use tablier::Error;

/// A copy that has taken in the first `n` messages.
fn copy_at(texts: &[String], n: usize) -> Exchange {
    let mut copy = Exchange::open(&texts[0]).expect("opens");
    for t in &texts[1..n] {
        copy.receive(t).expect("takes in");
    }
    copy
}

fn code(e: Error) -> &'static str {
    match e {
        Error::Record { code, .. } => code,
        other => panic!("not a correspondence refusal: {other:?}"),
    }
}

/// Refused with `want` (one of them), the copy unchanged, the genuine message then taken.
fn refused(copy: &mut Exchange, text: &str, want: &[&str], genuine: &str) {
    let before = copy.to_record();
    let err = copy.receive(text).expect_err("refused");
    let c = code(err.clone());
    assert!(want.contains(&c), "{c} ({err}) is not one of {want:?}");
    assert_eq!(
        copy.to_record(),
        before,
        "a refused message changes nothing"
    );
    copy.receive(genuine)
        .expect("the genuine message is taken after");
}

/// The message's bytes as a forger who knows the format writes them: its fields changed, the
/// check computed anew (a tag he cannot make: it needs the sender's next link).
fn forge(m: &Message, prev: [u8; 8], link: [u8; 16], body: &[u8]) -> String {
    let mut bytes = vec![1u8];
    let mut n = m.seq;
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            bytes.push(b);
            break;
        }
        bytes.push(b | 0x80);
    }
    bytes.extend_from_slice(&prev);
    bytes.extend_from_slice(&link);
    bytes.extend_from_slice(body);
    bytes.extend_from_slice(&m.tag);
    let mut h = Sha256::new();
    for part in [b"tablier-check".as_slice(), &bytes] {
        h.update((part.len() as u32).to_le_bytes());
        h.update(part);
    }
    let check = h.finalize();
    bytes.extend_from_slice(&check[..4]);
    base64url_encode(&bytes)
}

fn tour() -> Game {
    play_game(0, 29, 160)
}

#[test]
fn a_message_changed_on_the_way_is_refused_whatever_byte_changed() {
    let g = tour();
    for i in 1..g.texts.len() {
        let mut copy = copy_at(&g.texts, i);
        let bytes = base64url_decode(&g.texts[i]).expect("base64url");
        for k in 0..bytes.len() {
            let mut altered = bytes.clone();
            altered[k] ^= 1 << (k % 8);
            let before = copy.to_record();
            let err = copy
                .receive(&base64url_encode(&altered))
                .expect_err("refused");
            assert!(
                matches!(code(err), "bad-check" | "bad-message"),
                "message {i}, byte {k}"
            );
            assert_eq!(copy.to_record(), before);
        }
        // A text cut short, or not base64url at all.
        let text = &g.texts[i];
        refused(
            &mut copy.clone(),
            &text[..text.len() - 3],
            &["bad-check", "bad-message"],
            text,
        );
        refused(&mut copy, &format!("{text}!"), &["bad-message"], text);
    }
}

#[test]
fn a_message_taken_in_already_is_refused_as_replayed() {
    let g = tour();
    for i in 2..g.texts.len() {
        let mut copy = copy_at(&g.texts, i);
        refused(
            &mut copy.clone(),
            &g.texts[i - 1],
            &["replayed-message"],
            &g.texts[i],
        );
        refused(
            &mut copy.clone(),
            &g.texts[0],
            &["replayed-message"],
            &g.texts[i],
        );
        refused(
            &mut copy,
            &g.texts[i / 2],
            &["replayed-message"],
            &g.texts[i],
        );
    }
}

#[test]
fn a_message_before_its_turn_is_refused_as_out_of_order() {
    let g = tour();
    for i in 1..g.texts.len() - 2 {
        let mut copy = copy_at(&g.texts, i);
        refused(
            &mut copy.clone(),
            &g.texts[i + 1],
            &["out-of-order"],
            &g.texts[i],
        );
        refused(&mut copy, &g.texts[i + 2], &["out-of-order"], &g.texts[i]);
    }
}

#[test]
fn a_message_from_another_game_is_refused() {
    let (g, h) = (tour(), play_game(0, 30, 160));
    for i in 1..g.texts.len().min(h.texts.len()) {
        let mut copy = copy_at(&g.texts, i);
        refused(&mut copy, &h.texts[i], &["wrong-prev"], &g.texts[i]);
    }
}

#[test]
fn a_message_forged_without_the_seats_chain_is_refused() {
    let g = tour();
    // The other seat, or anyone, writes a message in the seat's place: a link that is not the
    // next of the seat's chain (its own, or one made up), the check right.
    let other = [secret(29, 1), secret(29, 0)];
    for i in 2..g.texts.len() {
        let mut copy = copy_at(&g.texts, i);
        let m = Message::from_text(&g.texts[i]).expect("reads");
        let seat = copy.next_sender();
        let theirs = other[seat]
            .link(other[seat].length() - i as u32 / 2)
            .expect("a link");
        for link in [theirs, [7u8; 16], copy.messages()[i - 1].link] {
            let forged = forge(&m, m.prev, link, &m.body);
            refused(&mut copy.clone(), &forged, &["bad-link"], &g.texts[i]);
        }
        // The genuine link (it travels in the clear) with a prev of another exchange.
        let forged = forge(&m, [0; 8], m.link, &m.body);
        refused(&mut copy, &forged, &["wrong-prev"], &g.texts[i]);
    }
}

/// A message whose play a forger changed to another legal play, with the sender's genuine link
/// and a fresh check: the copy cannot tell at once, but the sender's next message reveals the
/// link its tag was made with, and that message is refused naming the changed one.
#[test]
fn a_message_changed_by_a_forger_is_found_out_by_the_senders_next_message() {
    let g = play_game(0, 31, 400);
    let secrets = [secret(31, 0), secret(31, 1)];
    let inviter = g.players[0].copy.terms().inviter_side();
    let mut found = 0;
    for i in 3..g.texts.len() - 2 {
        let copy = copy_at(&g.texts, i);
        let seat = copy.next_sender();
        let m = Message::from_text(&g.texts[i]).expect("reads");
        let genuine = match m.actions().expect("reads").as_slice() {
            [Action::Play(p)] => *p,
            _ => continue,
        };
        let Table::Tour(p) = copy.peek(&secrets[seat]).expect("peeks") else {
            unreachable!()
        };
        let Some(other) = p.plays().iter().find(|pl| !pl.same_play(&genuine)) else {
            continue;
        };
        let forged = forge(&m, m.prev, m.link, &encode_actions(&[Action::Play(*other)]));
        let mut fooled = copy.clone();
        fooled
            .receive(&forged)
            .expect("a legal play with a right check is taken in at first");
        // The other seat answers on the changed game; then the sender's next message comes.
        let answer = fooled.peek(&secrets[1 - seat]).expect("peeks");
        let steps =
            crate::support::choose(&answer, 1 - seat, inviter, &mut tablier::Rng::new(i as u64));
        if fooled.compose(&secrets[1 - seat], &steps).is_err() {
            continue;
        }
        let err = fooled
            .compose(&secrets[seat], &[])
            .expect_err("the sender's next message");
        assert!(
            matches!(err, Error::Record { code: "bad-tag", step, .. } if step == i),
            "{err:?}"
        );
        // And a record holding the changed message does not verify.
        let mut texts = g.texts[..i].to_vec();
        texts.push(forged);
        texts.extend_from_slice(&g.texts[i + 1..]);
        let err = verify(&CorrespondenceRecord::new(texts)).expect_err("refused");
        assert!(matches!(code(err), "wrong-prev" | "bad-tag"));
        found += 1;
    }
    assert!(found > 10, "{found} messages changed to another play");
}

#[test]
fn steps_out_of_turn_or_a_turn_left_unfinished_are_refused_when_sent() {
    let g = tour();
    let secrets = [secret(29, 0), secret(29, 1)];
    let mut incomplete = 0;
    for i in 2..g.texts.len() {
        let mut copy = copy_at(&g.texts, i);
        let seat = copy.next_sender();
        let before = copy.to_record();
        // The other seat's secret: not this seat's chain.
        let err = copy.compose(&secrets[1 - seat], &[]).expect_err("refused");
        assert_eq!(code(err), "wrong-secret");
        let table = copy.peek(&secrets[seat]).expect("peeks");
        let own = matches!(table.awaits(), Awaits::Side(s)
            if copy.seat_of(s).ok() == Some(seat));
        if own {
            // The play left out.
            let err = copy.compose(&secrets[seat], &[]).expect_err("refused");
            assert_eq!(code(err), "turn-incomplete");
            incomplete += 1;
        } else {
            // A play when the game awaits none of this seat.
            let err = copy
                .compose(&secrets[seat], &[Action::Play(tablier::Play::default())])
                .expect_err("refused");
            assert_eq!(code(err), "not-your-turn");
        }
        assert_eq!(copy.to_record(), before);
        copy.receive(&g.texts[i]).expect("the genuine message");
    }
    assert!(incomplete > 20);
}

#[test]
fn a_record_that_is_not_one_is_refused() {
    let g = tour();
    let mut r = CorrespondenceRecord::new(g.texts.clone());
    r.format = "tablier-partie".into();
    assert_eq!(code(verify(&r).expect_err("refused")), "bad-record");
    let r = CorrespondenceRecord::new(Vec::new());
    assert_eq!(code(verify(&r).expect_err("refused")), "bad-record");
    // An invitation that is not one: a coup in its place.
    let r = CorrespondenceRecord::new(g.texts[2..].to_vec());
    assert_eq!(code(verify(&r).expect_err("refused")), "bad-invitation");
    assert!(matches!(
        CorrespondenceRecord::from_json("{\"format\":1}"),
        Err(Error::BadJson(_))
    ));
}

fn cached_tour() -> &'static Game {
    static TOUR: std::sync::OnceLock<Game> = std::sync::OnceLock::new();
    TOUR.get_or_init(tour)
}

proptest::proptest! {
    #![proptest_config(crate::common::beside_source(proptest::prelude::ProptestConfig::with_cases(200)))]
    // Nothing an outside caller sends makes a copy panic: any bytes, or any body sealed with the
    // genuine number, prev and link and a right check, are refused with nothing changed, or
    // taken in as steps the rules allow.
    #[test]
    fn no_message_makes_a_copy_panic(
        bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..120),
        body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..24),
        i in 1usize..60,
    ) {
        let g = cached_tour();
        let mut copy = copy_at(&g.texts, i);
        let before = copy.to_record();
        proptest::prop_assert!(copy.receive(&base64url_encode(&bytes)).is_err());
        proptest::prop_assert_eq!(copy.to_record(), before.clone());
        let m = Message::from_text(&g.texts[i]).expect("reads");
        let forged = forge(&m, m.prev, m.link, &body);
        if copy.receive(&forged).is_err() {
            proptest::prop_assert_eq!(copy.to_record(), before);
        }
        let _ = Message::from_text(&forged).and_then(|m| m.to_json());
    }
}

#[test]
fn a_message_reads_as_a_records_roll() {
    let g = tour();
    let copy = copy_at(&g.texts, g.texts.len());
    let inv = Message::from_text(&g.texts[0])
        .expect("reads")
        .describe()
        .expect("describes");
    assert_eq!(inv.terms.as_ref(), Some(copy.terms()));
    let Table::Tour(p) = copy.table() else {
        unreachable!()
    };
    // Each play sent is the record's play of a roll, in the record's words, in order.
    let record = p.to_record();
    let plays: Vec<_> = record.rolls.iter().filter_map(|r| r.play.clone()).collect();
    let sent: Vec<_> = g.texts[2..]
        .iter()
        .filter_map(|t| {
            Message::from_text(t)
                .expect("reads")
                .describe()
                .expect("describes")
                .play
        })
        .collect();
    assert!(sent.len() > 100);
    assert_eq!(sent, plays);
    let json = Message::from_text(&g.texts[5])
        .expect("reads")
        .to_json()
        .expect("json");
    assert!(json.starts_with("{\"seq\":5,\"prev\":\""), "{json}");
}

#[test]
fn a_character_changed_anywhere_in_the_text_is_refused() {
    let g = tour();
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for i in 1..12 {
        let copy = copy_at(&g.texts, i);
        let text = &g.texts[i];
        for (k, c) in text.char_indices() {
            for other in ALPHABET.chars().filter(|&o| o != c) {
                let mut altered = text.clone();
                altered.replace_range(k..k + 1, &other.to_string());
                let err = copy.clone().receive(&altered).expect_err("refused");
                assert!(
                    matches!(code(err), "bad-check" | "bad-message"),
                    "message {i}, character {k} made {other}"
                );
            }
        }
    }
}

/// A refused message is named as a message of the exchange, by its number, not as a game record
/// that cannot be replayed (docs/correspondence.md, "Refusal codes").
#[test]
fn a_refused_message_says_which_message_not_record() {
    let g = tour();
    let mut copy = copy_at(&g.texts, 5);
    let said = copy.receive(&g.texts[3]).expect_err("replayed").to_string();
    assert!(said.starts_with("message 3: "), "{said}");
    assert!(!said.contains("record"), "{said}");
}
