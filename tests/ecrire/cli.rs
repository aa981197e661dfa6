//! `tablier sheet` with the built binary: a partie à écrire's sheet from its marqués' trous, or
//! played by computer players from a seed.

use crate::common;

fn run(input: &str) -> (Vec<serde_json::Value>, i32) {
    let run = common::cli::tablier(&["sheet"], input);
    (run.json(), run.code.unwrap_or(-1))
}

// 000 Paris: "si un joueur gagne cinq marqués, l'autre n'en peut gagner que trois" — two marqués
// to none here, the postillon; 000 Valeur du Refait: the consolation doubled after a refait.
#[test]
fn sheet_from_the_marques_trous() {
    let refait = r#"[{"side":"white","trous":6},{"side":"black","trous":6,"left":true}]"#;
    let petite = r#"[{"side":"white","trous":6,"left":true}]"#;
    let simple = r#"[{"side":"black","trous":1},{"side":"white","trous":1},{"side":"black","trous":6,"left":true}]"#;
    let line = format!(r#"{{"marques":2,"gains":[{refait},{petite},{simple}]}}"#);
    let (out, code) = run(&line);
    assert_eq!(code, 0, "{out:?}");
    let s = &out[0];
    assert_eq!(s["lines"][0]["refaits"], serde_json::json!([[6, 6]]));
    assert_eq!(s["lines"][0]["payment"], 6 * 2 + 8);
    // The second marqué: player 1 has the primauté and White; Black, player 0, wins it.
    assert_eq!(s["lines"][1]["winner"], 0);
    assert_eq!(s["lines"][1]["payment"], 7 + 2 - 1);
    assert_eq!(s["decompte"]["paris"][0]["jetons"], 28);
    assert_eq!(s["over"], true);
}

#[test]
fn sheet_of_a_partie_played_from_a_seed() {
    let (out, code) = run(r#"{"formation":"equipes","marques":4,"seed":9,"levels":["random"]}"#);
    assert_eq!(code, 0, "{out:?}");
    let s = &out[0];
    assert_eq!(s["lines"].as_array().map(Vec::len), Some(4));
    let jetons: i64 = s["decompte"]["jetons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j.as_i64().unwrap())
        .sum();
    assert_eq!(jetons, 0);
}

#[test]
fn sheet_errors_are_lines() {
    let (out, code) =
        run("{\"marques\":2,\"formation\":\"solitaire\",\"seed\":1}\n{\"marques\":2}\n");
    assert_eq!(code, 1);
    assert_eq!(out.len(), 2);
    assert_eq!(out[0]["error"]["code"], "bad-request");
    let (out, _) = run(r#"{"marques":2,"gains":[[{"side":"white","trous":3,"left":true}]]}"#);
    assert_eq!(
        out[0]["error"]["code"], "bad-request",
        "a marqué that does not end"
    );
}

/// Issue 18 (no hang): a sheet played from a seed plays every marqué agreed, a whole game of
/// computer players each (0.2 s in the package, more in a debug build): `"marques": 4294967295`
/// ran for ever, on the command line and in the package alike. At most `MAX_PLAYED_MARQUES` are
/// played (issue 26: a partie's most, `ecrire::MAX_MARQUES`); more is refused at once,
/// `over-limit`. Written down from their gains, any number may be agreed.
#[test]
fn a_sheet_played_from_a_seed_plays_at_most_the_most_marques() {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let out = tablier::service::sheet::sheet(
            r#"{"marques":4294967295,"seed":1,"levels":["random"]}"#,
        );
        let _ = tx.send(out);
    });
    let out = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("answered at once, not after four billion marqués");
    let e = out.expect_err("refused");
    assert_eq!(e.code(), "over-limit");
    let most = tablier::service::sheet::MAX_PLAYED_MARQUES.to_string();
    assert!(e.to_string().contains(&most), "{e}");
    let written = r#"{"marques":4294967295,"gains":[[{"side":"white","trous":6,"left":true}]]}"#;
    let (out, code) = run(written);
    assert_eq!(code, 0, "{out:?}");
}

// `tablier replay` of a partie à écrire's record (docs/record.md) prints its sheet, every
// marqué replayed, as `tablier sheet` prints one; a sheet that disagrees is refused.
#[test]
fn replay_prints_the_sheet_of_a_partie_a_ecrire() {
    use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
    let mut p = PartieAEcrire::new(Agreement::new(Formation::ATourner, 3), 21).unwrap();
    p.play_computers(&[tablier::ai::Level::Debutant], 400_000)
        .unwrap();
    let record = p.to_record().to_json();
    let dir = std::env::temp_dir().join(format!("tablier-ecrire-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("partie.json");
    std::fs::write(&file, &record).unwrap();
    let run = common::cli::tablier(&["replay", file.to_str().unwrap()], "");
    assert_eq!(run.code, Some(0), "{}", run.stdout);
    let out = run.json();
    assert_eq!(out.len(), 1);
    let sheet: serde_json::Value =
        serde_json::from_str(&tablier::notation::sheet::SheetJson::of(p.sheet()).to_text())
            .unwrap();
    assert_eq!(out[0], sheet);
    assert_eq!(out[0]["over"], true);
    // The same record from stdin, its sheet changed: refused, step 0, exit status 1.
    let mut v: serde_json::Value = serde_json::from_str(&record).unwrap();
    v["ecrire"]["sheet"]["lines"][0]["payment"] = serde_json::json!(1000);
    let run = common::cli::tablier(&["replay"], &v.to_string());
    assert_eq!(run.code, Some(1));
    let out = run.json();
    assert_eq!(out[0]["error"]["code"], "wrong-sheet");
    assert_eq!(out[0]["error"]["step"], 0);
    let _ = std::fs::remove_dir_all(&dir);
}

// 000 PARTIE À QUATRE JOUEURS ("on joue par équipe de deux") and PARTIE À LA CHOUETTE (the chouette
// "a la priorité du dé au premier coup de la partie"): `tablier sheet` refuses a seating of two
// teammates and an associate's first primauté, each with the rule's code, line by line.
#[test]
fn sheet_refuses_teammates_and_the_associates_primaute() {
    let petite = r#"[{"side":"white","trous":6,"left":true}]"#;
    let lines = [
        format!(
            r#"{{"formation":"equipes","marques":2,"first":{{"primaute":1,"other":0}},"gains":[{petite}]}}"#
        ),
        format!(
            r#"{{"formation":"chouette","marques":2,"first":{{"primaute":2,"other":0}},"gains":[{petite}]}}"#
        ),
        format!(r#"{{"formation":"equipes","marques":2,"gains":[{petite}]}}"#),
    ];
    let (out, code) = run(&lines.join("\n"));
    assert_eq!(code, 1);
    assert_eq!(out[0]["error"]["code"], "teammates-opposed");
    assert_eq!(out[1]["error"]["code"], "chouette-primaute");
    assert_eq!(
        out[2]["lines"][0]["players"],
        serde_json::json!([0, 2]),
        "{}",
        out[2]
    );
}

// Issue 26: à tourner, the reproducer's fiches were [6, -7, 2]. Every column sums to zero.
#[test]
fn sheet_a_tourner_sums_to_zero() {
    let (out, code) =
        run(r#"{"formation":"a-tourner","marques":3,"seed":1,"levels":["débutant"]}"#);
    assert_eq!(code, 0, "{out:?}");
    for k in ["mise", "jetons", "fiches", "queue_generale", "total"] {
        let sum: i64 = out[0]["decompte"][k]
            .as_array()
            .unwrap()
            .iter()
            .map(|j| j.as_i64().unwrap())
            .sum();
        assert_eq!(sum, 0, "{k}: {}", out[0]["decompte"]);
    }
}
