//! The record of a partie à écrire (docs/record.md, "A partie à écrire"): the agreement, the
//! lot, every marqué as a game record of Trictrac, the sheet as written. Read again it replays
//! every marqué through the rules and gives the same sheet (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE
//! 7–8: the sheet is written as each marqué ends, and the décompte général made from it).

use proptest::prelude::*;
use tablier::ai::Level;
use tablier::ecrire::{Agreement, Convention, Formation, PartieAEcrire, Progression};
use tablier::notation::sheet::SheetJson;
use tablier::record::RecordJson;

const FORMATIONS: [Formation; 4] = [
    Formation::TeteATete,
    Formation::Chouette,
    Formation::ATourner,
    Formation::Equipes,
];

fn agreement(formation: Formation, marques: u32, convention: Convention) -> Agreement {
    let mut a = Agreement::new(formation, marques);
    a.convention = convention;
    a
}

fn played(a: Agreement, seed: u64) -> PartieAEcrire {
    let mut p = PartieAEcrire::new(a, seed).expect("a partie");
    p.play_computers(&[Level::Debutant], 400_000)
        .expect("played");
    p
}

/// Through JSON text and back.
fn again(p: &PartieAEcrire) -> Result<PartieAEcrire, tablier::record::RecordError> {
    let text = p.to_record().to_json();
    let r = RecordJson::parse(&text)?;
    PartieAEcrire::from_record(&r)
}

fn code_of(record: &serde_json::Value) -> String {
    let r = RecordJson::parse(&record.to_string()).expect("readable");
    PartieAEcrire::from_record(&r)
        .map(|_| ())
        .unwrap_err()
        .code()
        .to_string()
}

// 000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 7: a partie en quatre marqués, its record read again
// gives the same sheet, every marqué replayed.
#[test]
fn a_partie_en_quatre_marques_round_trips_to_the_same_sheet() {
    let p = played(agreement(Formation::TeteATete, 4, Convention::Base), 11);
    let r = p.to_record();
    assert_eq!(r.game, Some(tablier::record::RecordGame::Ecrire));
    let e = r.ecrire.as_ref().unwrap();
    assert!(e.current.is_none(), "over: no marqué being played");
    let refaits: usize = p.sheet().lines.iter().map(|l| l.refaits.len()).sum();
    assert_eq!(e.marques.len(), 4 + refaits);
    let q = again(&p).expect("replays");
    assert_eq!(q.sheet(), p.sheet());
    assert!(q.is_over());
    assert_eq!(q.to_record(), r, "written again byte for byte");
}

// A record saved in the middle of a marqué goes on as the saved partie would: the marqué's
// dice generator and history are kept with it, the next marqués' dice come from the seed.
#[test]
fn a_record_saved_mid_marque_goes_on_alike() {
    for (i, f) in FORMATIONS.into_iter().enumerate() {
        let marques = if f == Formation::ATourner { 3 } else { 2 };
        let mut p = PartieAEcrire::new(agreement(f, marques, Convention::Base), 40 + i as u64)
            .expect("a partie");
        for _ in 0..(150 + 37 * i) {
            p.step_computer(&[Level::Amateur]).expect("a step");
        }
        assert!(!p.is_over());
        let mut q = again(&p).expect("replays");
        assert_eq!(q.to_record(), p.to_record());
        assert_eq!(
            q.marque().map(|g| g.turns().len()),
            p.marque().map(|g| g.turns().len())
        );
        p.play_computers(&[Level::Amateur], 400_000).unwrap();
        q.play_computers(&[Level::Amateur], 400_000).unwrap();
        assert_eq!(q.sheet(), p.sheet(), "{f:?}");
    }
}

// A marqué whose game ended but that is not yet written on the sheet is saved as the current
// marqué, and read back unwritten.
#[test]
fn a_marque_ended_but_not_written_stays_current() {
    let mut p =
        PartieAEcrire::new(agreement(Formation::TeteATete, 2, Convention::Base), 5).unwrap();
    while !p.marque().unwrap().is_over() {
        let g = p.marque_mut().unwrap();
        match g.phase() {
            tablier::partie::Phase::AwaitingRoll => g.roll_random().unwrap(),
            tablier::partie::Phase::AwaitingDecision => {
                let d = tablier::ai::marque_decision(g, Level::Amateur).unwrap();
                g.decide(d).unwrap();
            }
            tablier::partie::Phase::AwaitingPlay => {
                let play = g.computer_play(Level::Amateur).unwrap();
                g.play(play).unwrap();
            }
            tablier::partie::Phase::Over => {}
        }
    }
    assert!(p.sheet().lines.is_empty() && p.sheet().pending_refaits.is_empty());
    let mut q = again(&p).unwrap();
    assert!(q.marque().unwrap().is_over());
    assert!(q.sheet().lines.is_empty() && q.sheet().pending_refaits.is_empty());
    assert!(q.close_marque().unwrap().is_some());
    assert!(p.close_marque().unwrap().is_some());
    assert_eq!(q.sheet(), p.sheet());
}

fn value_of(p: &PartieAEcrire) -> serde_json::Value {
    serde_json::from_str(&p.to_record().to_json()).unwrap()
}

// The sheet written must be the one the marqués give: a payment changed by hand is refused.
#[test]
fn a_sheet_that_disagrees_is_refused() {
    let p = played(agreement(Formation::TeteATete, 2, Convention::Base), 3);
    let mut v = value_of(&p);
    let pay = &mut v["ecrire"]["sheet"]["lines"][0]["payment"];
    *pay = serde_json::json!(pay.as_i64().unwrap() + 1);
    assert_eq!(code_of(&v), "wrong-sheet");
    let mut v = value_of(&p);
    v["ecrire"]["sheet"]["decompte"]["total"][0] = serde_json::json!(999);
    assert_eq!(code_of(&v), "wrong-sheet");
    // Another convention agreed, the same marqués: another sheet than the one written.
    let mut v = value_of(&p);
    v["ecrire"]["agreement"]["convention"] = serde_json::json!("sans-lever");
    assert_eq!(code_of(&v), "wrong-sheet");
}

// Every marqué is replayed through the rules: a die changed in one is refused at its roll,
// naming the marqué.
#[test]
fn a_marque_that_breaks_the_rules_is_refused_naming_it() {
    let p = played(agreement(Formation::TeteATete, 2, Convention::Base), 3);
    let mut v = value_of(&p);
    let roll = &mut v["ecrire"]["marques"][1]["rolls"][2];
    let d = roll["dice"][0].as_u64().unwrap();
    roll["dice"][0] = serde_json::json!(if d == 6 { 1 } else { d + 1 });
    let r = RecordJson::parse(&v.to_string()).unwrap();
    let e = PartieAEcrire::from_record(&r).map(|_| ()).unwrap_err();
    assert_eq!(e.step, 3);
    assert!(e.to_string().starts_with("marqué 2, roll 3: "), "{e}");
    assert_eq!(e.code(), "not-the-dice", "{e}");
}

// The lot is thrown again by its rule (000 CHRONOLOGIE 5): a die thrown by the wrong seat, a
// throw after the lot was won, a lot that stops short.
#[test]
fn a_bad_lot_is_refused() {
    let p = played(agreement(Formation::TeteATete, 2, Convention::Base), 3);
    let mut v = value_of(&p);
    v["ecrire"]["lot"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!([0, 3]));
    assert_eq!(code_of(&v), "bad-lot");
    let mut v = value_of(&p);
    v["ecrire"]["lot"].as_array_mut().unwrap().pop();
    assert_eq!(code_of(&v), "bad-lot");
    let mut v = value_of(&p);
    v["ecrire"]["lot"][0][0] = serde_json::json!(1);
    assert_eq!(code_of(&v), "bad-lot");
}

// A marqué is a game of Trictrac of goal marque; one not over cannot be on the sheet; none
// after the last.
#[test]
fn what_is_not_a_marque_is_refused() {
    let p = played(agreement(Formation::TeteATete, 2, Convention::Base), 3);
    let mut v = value_of(&p);
    v["ecrire"]["marques"][0]["options"] = serde_json::json!({"goal": "tour"});
    assert_eq!(code_of(&v), "bad-marque");
    let mut v = value_of(&p);
    let last = v["ecrire"]["marques"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    v["ecrire"]["current"] = last;
    assert_eq!(code_of(&v), "bad-marque");
    let mut v = value_of(&p);
    let rolls = v["ecrire"]["marques"][0]["rolls"].as_array_mut().unwrap();
    rolls.truncate(4);
    v["ecrire"]["marques"][0]
        .as_object_mut()
        .unwrap()
        .remove("winner");
    assert_eq!(code_of(&v), "bad-marque");
    let mut v = value_of(&p);
    v["ecrire"]["agreement"]["formation"] = serde_json::json!("solo");
    assert_eq!(code_of(&v), "bad-request");
    let mut v = value_of(&p);
    v["rolls"] = serde_json::json!([]);
    v["winner"] = serde_json::json!("white");
    assert_eq!(code_of(&v), "bad-json");
}

// A record of a partie à écrire is not a game of Trictrac: `Partie::from_record` refuses it.
#[test]
fn a_trictrac_reader_refuses_a_partie_a_ecrire() {
    let p = PartieAEcrire::new(agreement(Formation::TeteATete, 2, Convention::Base), 1).unwrap();
    let r = p.to_record();
    assert_eq!(
        tablier::partie::Partie::from_record(&r).unwrap_err().code(),
        "bad-json"
    );
    assert_eq!(
        tablier::jacquet::Partie::from_record(&r)
            .unwrap_err()
            .code(),
        "bad-json"
    );
}

fn convention(i: u8) -> Convention {
    match i % 4 {
        0 => Convention::Base,
        1 => Convention::Annexe(Progression::Arithmetic),
        2 => Convention::Annexe(Progression::Geometric),
        _ => Convention::SansLever,
    }
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(24)))]
    // Seeded random parties of every formation (tête-à-tête, chouette, à tourner, teams) and
    // convention: the record replays to the same sheet, and its payments sum to zero.
    #[test]
    fn every_record_replays_to_the_same_sheet(seed in any::<u64>(), f in 0usize..4, c in any::<u8>(), queue in 0u8..3) {
        let formation = FORMATIONS[f];
        let marques = if formation == Formation::ATourner { 3 } else { 2 + (seed % 3) as u32 };
        let mut a = agreement(formation, marques, convention(c));
        a.jetons_de_queue = queue;
        let p = played(a, seed);
        let q = again(&p).expect("replays");
        prop_assert_eq!(q.sheet(), p.sheet());
        let s = SheetJson::of(q.sheet());
        prop_assert_eq!(s.decompte.jetons.iter().sum::<i64>(), 0);
        prop_assert_eq!(q.to_record(), p.to_record());
    }
}

/// docs/record.md, "A partie à écrire": the marqués' rolls are inside `ecrire`, so the record has
/// no Trictrac `rolls` at its top level (it wrote `"rolls": []`).
#[test]
fn a_partie_a_ecrire_record_has_no_top_level_rolls() {
    let p = played(agreement(Formation::TeteATete, 2, Convention::Base), 3);
    let v: serde_json::Value = serde_json::from_str(&p.to_record().to_json()).expect("JSON");
    assert!(v.get("rolls").is_none(), "{}", &v.to_string()[..80]);
    again(&p).expect("still replays");
}
