//! The longest partie à écrire the engine plays (docs/limits.md): `MAX_MARQUES` marqués write a
//! record every reader takes back; one more is refused before a die is thrown, by the
//! constructor, the record's reader and the sheet played from a seed.

use std::time::{Duration, Instant};
use tablier::ai::Level;
use tablier::ecrire::{Agreement, Formation, PartieAEcrire, MAX_MARQUES};
use tablier::notation::MAX_INPUT;
use tablier::record::RecordJson;

// Issue 26: 160 marqués wrote a record over the 1 MiB a reader takes, and the constructor took
// a billion. The maître plays the longest marqués (some 15–30 KB of record each): a partie of
// the most marqués at that level writes a record under half the limit, and it reads back.
#[test]
fn the_longest_partie_writes_a_record_that_reads_back() {
    let maitre = Level::parse("maître").unwrap();
    let t = Instant::now();
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, MAX_MARQUES), 1).unwrap();
    p.play_computers(&[maitre], 2_000_000).unwrap();
    let played = t.elapsed();
    let text = p.to_record().to_json();
    let t = Instant::now();
    let back = PartieAEcrire::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    let read = t.elapsed();
    assert_eq!(back.sheet(), p.sheet());
    let games = p.played().len();
    println!(
        "{MAX_MARQUES} marqués at maître: {games} games, record {} bytes (limit {MAX_INPUT}), played in {played:?}, read back in {read:?}",
        text.len()
    );
    assert!(text.len() < MAX_INPUT / 2, "{} bytes", text.len());
}

#[test]
fn a_partie_above_the_limit_is_refused() {
    for marques in [MAX_MARQUES + 1, 160, 1_000_000_000] {
        let e = PartieAEcrire::new(Agreement::new(Formation::TeteATete, marques), 1).unwrap_err();
        assert_eq!(e.code(), "over-limit", "{marques}");
        assert!(e.to_string().contains(&MAX_MARQUES.to_string()), "{e}");
    }
    // À tourner the marqués go by threes: the most is one of them.
    assert!(PartieAEcrire::new(Agreement::new(Formation::ATourner, MAX_MARQUES), 1).is_ok());
    let req = format!(
        r#"{{"marques":{},"seed":1,"levels":["maître"]}}"#,
        MAX_MARQUES + 1
    );
    let t = Instant::now();
    let e = tablier::service::sheet::sheet(&req).unwrap_err();
    assert_eq!(e.code(), "over-limit");
    assert!(
        t.elapsed() < Duration::from_secs(1),
        "refused before any marqué is played"
    );
    // A record that agrees more marqués than that is refused as it is read.
    let p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, 2), 1).unwrap();
    let text = p.to_record().to_json().replace(
        r#""marques":2"#,
        &format!(r#""marques":{}"#, MAX_MARQUES + 1),
    );
    assert!(
        text.contains(&format!(r#""marques":{}"#, MAX_MARQUES + 1)),
        "{text}"
    );
    let r = RecordJson::parse(&text).unwrap();
    assert!(PartieAEcrire::from_record(&r).is_err());
}

// Issue 26: one sheet of 99 marqués blocked 13–35 s in the package. The sheet of the most
// marqués, every seat at maître (the slowest level), answers in bounded time; the figure is in
// docs/limits.md (this is a debug build, several times slower than the package's).
#[test]
fn a_sheet_of_the_most_marques_answers_in_bounded_time() {
    let req = format!(r#"{{"marques":{MAX_MARQUES},"seed":5,"levels":["maître"]}}"#);
    let t = Instant::now();
    let out = tablier::service::sheet::sheet(&req).unwrap();
    let took = t.elapsed();
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["lines"].as_array().map(Vec::len),
        Some(MAX_MARQUES as usize)
    );
    println!("sheet of {MAX_MARQUES} marqués at maître: {took:?}");
    assert!(took < Duration::from_secs(120), "{took:?}");
}
