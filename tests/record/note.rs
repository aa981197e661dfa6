//! A roll's note (docs/record.md, "Notes"): a comment and drawings written on a roll, as on a
//! lichess study's moves. Every reader keeps them: a game read back from its record has them on
//! the same rolls and writes them again; the replay plays as if they were not there; a note over
//! its bounds is refused with `bad-note` at its roll.

use proptest::prelude::*;
use serde_json::{json, Value};
use tablier::partie::{LeavePolicy, Partie, PartieOptions, Phase};
use tablier::record::{self, Note, RecordJson, COLOURS, MAX_COMMENT, MAX_DRAWINGS};
use tablier::Rng;

/// A tour of `steps` random steps from the start, seeded.
fn game(seed: u64, steps: usize) -> Partie {
    let mut p = Partie::with_options(PartieOptions::default(), seed);
    let mut rng = Rng::new(seed ^ 0x6e6f7465);
    for _ in 0..steps {
        if p.is_over() {
            break;
        }
        if p.phase() == Phase::AwaitingRoll {
            p.roll_random().unwrap();
        } else {
            p.step_random(&mut rng, LeavePolicy::Random).unwrap();
        }
    }
    p
}

fn note(v: Value) -> Note {
    serde_json::from_value(v).unwrap()
}

fn lesson() -> Note {
    note(json!({
        "comment": "Le coin se prend « par puissance » : 000 COINS.",
        "arrows": ["B1 B12 red", "B1 B11"],
        "rings": ["N7 blue"],
        "highlights": ["B12 yellow"]
    }))
}

fn record_value(p: &Partie) -> Value {
    serde_json::from_str(&p.to_record().to_json()).unwrap()
}

#[test]
fn a_note_is_written_on_its_roll_and_read_back_with_the_game() {
    let mut p = game(7, 40);
    assert!(p.turns().len() > 4, "{} rolls", p.turns().len());
    p.set_note(1, Some(lesson())).unwrap();
    p.set_note(3, Some(note(json!({"comment": "Tenir."}))))
        .unwrap();
    let rec = record_value(&p);
    // Each drawing as written: a colour left out stays left out (green, docs/record.md).
    assert_eq!(
        rec["rolls"][1]["note"]["arrows"],
        json!(["B1 B12 red", "B1 B11"])
    );
    assert_eq!(rec["rolls"][3]["note"], json!({"comment": "Tenir."}));
    assert!(rec["rolls"][0].get("note").is_none());
    let text = p.to_record().to_json();
    let back = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    assert_eq!(back.note(1), Some(&lesson()));
    assert_eq!(
        back.note(3).and_then(|n| n.comment.as_deref()),
        Some("Tenir.")
    );
    assert_eq!(back.note(0), None);
    assert_eq!(back.to_record().to_json(), text);
}

#[test]
fn the_replay_plays_a_noted_record_as_the_bare_one() {
    let mut p = game(11, 60);
    let bare = p.to_record();
    for i in 0..p.turns().len() {
        p.set_note(i, Some(lesson())).unwrap();
    }
    let noted = p.to_record();
    // Same version: a note needs none of its own (docs/record.md, "Notes").
    assert_eq!(noted.version, bare.version);
    assert_eq!(
        record::replay(&noted.to_json()).unwrap(),
        record::replay(&bare.to_json()).unwrap()
    );
    let back = Partie::from_record(&noted).unwrap();
    assert_eq!(back.turns(), p.turns());
    assert_eq!(back.position(), p.position());
}

#[test]
fn undo_drops_the_note_of_the_roll_it_takes_back_only() {
    let mut p = game(3, 30);
    while p.phase() != Phase::AwaitingRoll {
        p.step_random(&mut Rng::new(1), LeavePolicy::Random)
            .unwrap();
    }
    let n = p.turns().len();
    p.set_note(0, Some(lesson())).unwrap();
    p.set_note(n - 1, Some(lesson())).unwrap();
    p.roll_random().unwrap();
    p.set_note(n, Some(lesson())).unwrap();
    p.undo().unwrap();
    assert_eq!(p.turns().len(), n);
    assert_eq!(p.note(n), None, "the roll taken back takes its note");
    assert_eq!(p.note(0), Some(&lesson()));
    assert_eq!(p.note(n - 1), Some(&lesson()));
    // Thrown again, the roll is a new one: no note comes back with it.
    p.roll_random().unwrap();
    assert_eq!(p.note(n), None);
}

#[test]
fn an_empty_note_clears_the_roll_and_a_roll_not_thrown_is_refused() {
    let mut p = game(5, 10);
    p.set_note(0, Some(lesson())).unwrap();
    p.set_note(0, Some(note(json!({"comment": ""})))).unwrap();
    assert_eq!(p.note(0), None);
    assert!(record_value(&p)["rolls"][0].get("note").is_none());
    let n = p.turns().len();
    let e = p.set_note(n, Some(lesson())).unwrap_err();
    assert_eq!(e.code(), "bad-request");
    assert_eq!(p.note(n), None);
}

#[test]
fn a_note_over_its_bounds_is_refused_and_the_game_keeps_the_note_it_had() {
    let mut p = game(9, 10);
    p.set_note(0, Some(lesson())).unwrap();
    let spots = |k: usize| json!(vec!["B6"; k]);
    let bad = [
        (
            json!({"comment": "é".repeat(MAX_COMMENT + 1)}),
            "1001 characters",
        ),
        (json!({"rings": spots(MAX_DRAWINGS + 1)}), "33 drawings"),
        (json!({"arrows": ["B1 off"]}), "\"off\" is not a flèche"),
        (json!({"highlights": ["b6"]}), "\"b6\" is not a flèche"),
        (json!({"rings": ["B13 red"]}), "\"B13\" is not a flèche"),
        (
            json!({"rings": ["B3 purple"]}),
            "green, red, blue and yellow",
        ),
        (json!({"rings": ["B3  red"]}), "a flèche and a colour"),
        (json!({"arrows": ["B3"]}), "two flèches and a colour"),
        (
            json!({"arrows": ["N4 N4 red"]}),
            "\"N4 N4 red\" to its own flèche",
        ),
    ];
    for (v, words) in bad {
        let e = p.set_note(0, Some(note(v.clone()))).unwrap_err();
        assert_eq!(e.code(), "bad-note", "{v}");
        assert!(e.to_string().contains(words), "{e} / {words}");
        assert_eq!(p.note(0), Some(&lesson()), "refused, nothing changed");
    }
    // At the bounds, held.
    p.set_note(
        0,
        Some(note(
            json!({"comment": "é".repeat(MAX_COMMENT), "rings": spots(MAX_DRAWINGS)}),
        )),
    )
    .unwrap();
}

#[test]
fn a_record_with_a_note_over_its_bounds_is_refused_at_its_roll() {
    let p = game(13, 20);
    let mut rec = record_value(&p);
    rec["rolls"][2]["note"] = json!({"comment": "x".repeat(MAX_COMMENT + 1)});
    let e = record::replay(&rec.to_string()).unwrap_err();
    assert_eq!((e.code(), e.step), ("bad-note", 3));
    let parsed = RecordJson::parse(&rec.to_string()).unwrap();
    assert_eq!(Partie::from_record(&parsed).unwrap_err().code(), "bad-note");
    // A field the note does not define is not read (step 0); a colour outside the four is refused at its roll.
    rec["rolls"][2]["note"] = json!({"comment": "ok", "glyph": "!!"});
    let e = record::replay(&rec.to_string()).unwrap_err();
    assert_eq!(e.step, 0, "{e}");
    assert!(e.to_string().contains("glyph"), "{e}");
    rec["rolls"][2]["note"] = json!({"rings": ["B3 purple"]});
    let e = record::replay(&rec.to_string()).unwrap_err();
    assert_eq!((e.code(), e.step), ("bad-note", 3));
    assert!(e.to_string().contains("purple"), "{e}");
}

#[test]
fn the_committed_games_write_no_note() {
    for entry in std::fs::read_dir("tests/data/games").unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let Ok(r) = RecordJson::parse(&text) else {
            continue;
        };
        if r.jacquet.is_some() || r.ecrire.is_some() {
            continue;
        }
        let p = Partie::from_record(&r).unwrap();
        assert!(!p.to_record().to_json().contains("\"note\""));
    }
}

const FLECHES: [&str; 24] = [
    "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "N1", "N2", "N3",
    "N4", "N5", "N6", "N7", "N8", "N9", "N10", "N11", "N12",
];

fn arb_note() -> impl Strategy<Value = Value> {
    // a colour index of 4: none written (green)
    let colour = |c: usize| COLOURS.get(c).map_or(String::new(), |c| format!(" {c}"));
    let spot =
        (0..24usize, 0..5usize).prop_map(move |(f, c)| format!("{}{}", FLECHES[f], colour(c)));
    let arrow = (0..24usize, 1..24usize, 0..5usize).prop_map(move |(f, d, c)| {
        format!("{} {}{}", FLECHES[f], FLECHES[(f + d) % 24], colour(c))
    });
    (
        proptest::option::of("[ -~éèàç«»\n\"\\\\]{1,60}"),
        proptest::collection::vec(arrow, 0..4),
        proptest::collection::vec(spot.clone(), 0..4),
        proptest::collection::vec(spot, 0..4),
    )
        .prop_map(|(c, a, r, h)| json!({"comment": c, "arrows": a, "rings": r, "highlights": h}))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// Any notes on any rolls, read from JSON into a game and written again, come back the same
    /// on the same rolls, and the game's own record text is a fixed point.
    #[test]
    fn notes_round_trip_through_the_record(
        seed in 0u64..1000,
        steps in 4usize..80,
        notes in proptest::collection::vec((0usize..200, arb_note()), 0..6),
    ) {
        let p = game(seed, steps);
        let mut rec = record_value(&p);
        let rolls = rec["rolls"].as_array().map_or(0, Vec::len);
        prop_assume!(rolls > 0);
        let mut expect = std::collections::BTreeMap::new();
        for (i, v) in notes {
            let n: Note = serde_json::from_value(v.clone()).unwrap();
            if n.is_empty() { continue; }
            rec["rolls"][i % rolls]["note"] = v;
            expect.insert(i % rolls, n);
        }
        let text = rec.to_string();
        let back = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
        for i in 0..rolls {
            prop_assert_eq!(back.note(i), expect.get(&i));
        }
        let again = back.to_record().to_json();
        let twice = Partie::from_record(&RecordJson::parse(&again).unwrap()).unwrap();
        prop_assert_eq!(twice.to_record().to_json(), again);
    }
}

#[test]
fn a_note_in_a_marque_of_a_partie_a_ecrire_is_kept_with_it() {
    use tablier::ai::Level;
    use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, 1), 3).unwrap();
    p.play_computers(&[Level::Debutant], 400_000).unwrap();
    let mut rec: Value = serde_json::from_str(&p.to_record().to_json()).unwrap();
    rec["ecrire"]["marques"][0]["rolls"][4]["note"] = serde_json::to_value(lesson()).unwrap();
    let text = rec.to_string();
    let back = PartieAEcrire::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    let again: Value = serde_json::from_str(&back.to_record().to_json()).unwrap();
    assert_eq!(
        again["ecrire"]["marques"][0]["rolls"][4]["note"],
        rec["ecrire"]["marques"][0]["rolls"][4]["note"]
    );
    assert_eq!(again, rec);
}
