//! Notes on the rolls of the other games a record holds (docs/record.md, "Notes"): a partie of
//! Jacquet keeps them on its manches' rolls as a tour does on its rolls, and a partie à écrire on
//! each marqué's, played or under way. Every reader keeps them where they were written, and the
//! game plays as if they were not there.

use serde_json::{json, Value};
use tablier::ai::Level;
use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
use tablier::jacquet::{self, JacquetOptions, JacquetStep};
use tablier::record::{Note, RecordJson};

fn note(v: Value) -> Note {
    serde_json::from_value(v).unwrap()
}

fn value(r: &RecordJson) -> Value {
    serde_json::from_str(&r.to_json()).unwrap()
}

fn jacquet_back(v: &Value) -> Result<jacquet::Partie, tablier::record::RecordError> {
    jacquet::Partie::from_record(&RecordJson::parse(&v.to_string()).unwrap())
}

/// A partie of Jacquet to 2 points, played to its end (two manches or more).
fn jacquet_partie() -> jacquet::Partie {
    let (p, manches) = jacquet::random_partie(11, JacquetOptions::default(), 2).unwrap();
    assert!(manches.len() >= 2, "{} manches", manches.len());
    p
}

#[test]
fn a_jacquet_partie_keeps_its_notes_on_its_manches_rolls() {
    let mut p = jacquet_partie();
    let bare = value(&p.to_record());
    let first_manche = p.manches_steps()[0]
        .iter()
        .filter(|s| matches!(s, JacquetStep::Roll(_)))
        .count();
    // the first roll of the partie, and the first of its second manche
    let lesson = note(
        json!({"comment": "Le bouchon (003).", "arrows": ["B1 B7 red"], "rings": ["N12 blue"]}),
    );
    p.set_note(0, Some(lesson.clone())).unwrap();
    p.set_note(
        first_manche,
        Some(note(json!({"comment": "Deuxième manche."}))),
    )
    .unwrap();
    let rec = value(&p.to_record());
    assert_eq!(
        rec["jacquet"]["manches"][0]["rolls"][0]["note"]["arrows"],
        json!(["B1 B7 red"])
    );
    assert_eq!(
        rec["jacquet"]["manches"][1]["rolls"][0]["note"],
        json!({"comment": "Deuxième manche."})
    );
    assert!(rec["jacquet"]["manches"][0]["rolls"][1]
        .get("note")
        .is_none());
    // read back: the same notes on the same rolls, the same record, the same partie
    let q = jacquet_back(&rec).unwrap();
    assert_eq!(q.note(0), Some(&lesson));
    assert_eq!(
        q.note(first_manche).and_then(|n| n.comment.as_deref()),
        Some("Deuxième manche.")
    );
    assert_eq!(value(&q.to_record()), rec);
    assert_eq!(q.winner(), p.winner());
    // a note taken away leaves the record as it was without
    p.set_note(0, None).unwrap();
    p.set_note(first_manche, Some(Note::default())).unwrap();
    assert_eq!(value(&p.to_record()), bare);
}

#[test]
fn a_jacquet_note_over_its_bounds_or_on_no_roll_is_refused() {
    let mut p = jacquet_partie();
    let rolls = p.rolls();
    let before = value(&p.to_record());
    assert_eq!(
        p.set_note(rolls, Some(note(json!({"comment": "?"}))))
            .unwrap_err()
            .code(),
        "bad-request"
    );
    assert_eq!(
        p.set_note(0, Some(note(json!({"arrows": ["B1 B1"]}))))
            .unwrap_err()
            .code(),
        "bad-note"
    );
    assert_eq!(value(&p.to_record()), before, "refused, nothing changed");
    // in a record: refused at the roll's step (the first throws count as steps)
    let mut rec = before.clone();
    rec["jacquet"]["manches"][0]["rolls"][2]["note"] = json!({"rings": ["off"]});
    let e = jacquet_back(&rec).unwrap_err();
    assert_eq!(e.code(), "bad-note");
    let throws = rec["jacquet"]["manches"][0]["first"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(e.step, throws + 3);
    rec["jacquet"]["manches"][0]["rolls"][2]["note"] = json!({"comment": "ok", "colour": "red"});
    // a field the note does not define: refused as the record is read, step 0
    let e = RecordJson::parse(&rec.to_string()).unwrap_err();
    assert_eq!((e.code(), e.step), ("unknown-field", 0));
}

#[test]
fn undo_takes_a_jacquet_roll_s_note_away_with_it() {
    let mut p = jacquet::Partie::with_seed(JacquetOptions::default(), 3, 5).unwrap();
    while p.first_throw_random().unwrap().is_none() {}
    p.roll_random().unwrap();
    p.set_note(0, Some(note(json!({"comment": "premier coup"}))))
        .unwrap();
    assert!(p.note(0).is_some());
    p.undo().unwrap();
    assert_eq!(p.rolls(), 0);
    p.roll_random().unwrap();
    assert_eq!(
        p.note(0),
        None,
        "the roll thrown again in its place has none"
    );
}

#[test]
fn a_partie_a_ecrire_keeps_the_notes_of_its_marques_played_and_under_way() {
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, 2), 9).unwrap();
    while p.sheet().lines.is_empty() && p.sheet().pending_refaits.is_empty() {
        p.step_computer(&[Level::Debutant]).unwrap();
    }
    for _ in 0..12 {
        p.step_computer(&[Level::Debutant]).unwrap();
    }
    let mut rec = value(&p.to_record());
    assert!(rec["ecrire"]["current"]["rolls"]
        .as_array()
        .is_some_and(|r| r.len() >= 2));
    rec["ecrire"]["marques"][0]["rolls"][1]["note"] =
        json!({"comment": "Marqué 1.", "highlights": ["B12 yellow"]});
    rec["ecrire"]["current"]["rolls"][0]["note"] = json!({"comment": "Marqué 2."});
    let q = PartieAEcrire::from_record(&RecordJson::parse(&rec.to_string()).unwrap()).unwrap();
    assert_eq!(
        value(&q.to_record()),
        rec,
        "every note where it was written"
    );
    assert_eq!(
        q.marque()
            .and_then(|g| g.note(0))
            .and_then(|n| n.comment.as_deref()),
        Some("Marqué 2.")
    );
}
