//! The curated set: the seeds' worked examples, each citing its passage, each answered as the
//! seed says (tests/data/jans.jsonl holds the text's jans of the same positions).

use super::*;
use serde_json::Value;
use std::path::Path;
use tablier::exercise::{curated, CoinTaking, Source};

/// The text of seed `number` (`000`, `001`), where the seeds are on this machine: the folder
/// `TABLIER_SEEDS` names, else the project's shared folder; empty when neither holds it (the
/// seeds are not in the repository).
fn seed_text(number: &str) -> String {
    let dir = std::env::var("TABLIER_SEEDS").unwrap_or_else(|_| "/work/shared/seeds".into());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return String::new();
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with(number) && name.ends_with(".txt") {
            return std::fs::read_to_string(e.path()).unwrap_or_default();
        }
    }
    String::new()
}

/// Letters and digits only, lower case: the OCR of 001 breaks spaces and apostrophes.
fn plain(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The section titles a passage cites: `000 BATTRE UNE DAME, exemple n° 1` cites "BATTRE UNE
/// DAME" of 000; `000 SORTIE; 000 IMPUISSANCE` two; an ellipsis or parentheses split a title.
fn titles(passage: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for part in passage.split(';') {
        let part = part.trim();
        let (number, title) = part.split_at(part.find(' ').unwrap_or(0));
        let title = match title.find(", ") {
            Some(i) if title[i..].contains("exemple") => &title[..i],
            _ => title,
        };
        for piece in title.split(['…', '(', ')']) {
            if !plain(piece).is_empty() {
                out.push((number.to_string(), plain(piece)));
            }
        }
    }
    out
}

/// Each example cites its passage: a heading of 000 listed in docs/rules/sections.md (the 160
/// headings of 000, in the repository), and, where the seeds are on the machine, a title found
/// in the seed's own text (001's OCR included).
#[test]
fn each_curated_example_cites_a_passage_found_in_its_seed() {
    let set = curated();
    assert!(set.len() >= 40, "{}", set.len());
    let headings = plain(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules/sections.md"),
        )
        .unwrap(),
    );
    let (t000, t001) = (plain(&seed_text("000")), plain(&seed_text("001")));
    if t000.is_empty() || t001.is_empty() {
        eprintln!("the seeds are not on this machine: 000's headings only are looked up");
    }
    for c in set {
        let ts = titles(c.passage);
        assert!(!ts.is_empty(), "{}", c.name);
        for (number, title) in ts {
            let text = match number.as_str() {
                "000" => {
                    assert!(
                        headings.contains(&title),
                        "{}: {title:?} is no heading of 000",
                        c.name
                    );
                    &t000
                }
                "001" => &t001,
                other => panic!("{}: cites seed {other:?}", c.name),
            };
            assert!(
                text.is_empty() || text.contains(&title),
                "{}: {title:?} is not in {number}",
                c.name
            );
        }
        let ex = points_of(&format!("seed-{}", c.name));
        assert_eq!(
            ex.source,
            Source::Seed {
                passage: c.passage,
                note: c.note
            }
        );
        assert!(!c.note.is_empty());
    }
}

/// Each example's answer is the seed's: the jans (kind, side, points, flèche, ways) and the
/// totals of tests/data/jans.jsonl, where the same positions are held to the text.
#[test]
fn each_curated_example_is_answered_as_its_seed_says() {
    let data = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/jans.jsonl"),
    )
    .unwrap();
    let mut seen = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).unwrap();
        let name = v["name"].as_str().unwrap();
        let Some(c) = curated().iter().find(|c| c.name == name) else {
            continue;
        };
        let ex = c.exercise().unwrap();
        assert_eq!(
            ex.position,
            tablier::notation::json::position_from_str(&v["position"].to_string()).unwrap(),
            "{name}"
        );
        let mut want: Vec<(String, String, u64, Option<String>, u64)> = v["jans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|j| {
                (
                    j["jan"].as_str().unwrap().to_string(),
                    j["beneficiary"].as_str().unwrap().to_string(),
                    j["points"].as_u64().unwrap(),
                    j["at"].as_str().map(str::to_string),
                    j["ways"].as_u64().unwrap(),
                )
            })
            .collect();
        let mut got: Vec<(String, String, u64, Option<String>, u64)> = ex
            .jans
            .iter()
            .map(|j| {
                let kind = serde_json::to_value(j.kind).unwrap();
                (
                    kind.as_str().unwrap().to_string(),
                    j.beneficiary.name().to_string(),
                    j.points as u64,
                    j.at.map(|f| f.name().to_string()),
                    j.ways as u64,
                )
            })
            .collect();
        // The text's order is not the engine's (docs/rules/jans.md, "Order of the list").
        got.sort();
        want.sort();
        assert_eq!(got, want, "{name}");
        assert_eq!(
            ex.points.white as u64,
            v["points"]["white"].as_u64().unwrap()
        );
        assert_eq!(
            ex.points.black as u64,
            v["points"]["black"].as_u64().unwrap()
        );
        seen += 1;
    }
    assert_eq!(
        seen,
        curated().len(),
        "an example not in tests/data/jans.jsonl"
    );
}

/// The curated set covers the families it can (the jans de départ, the coin, the pleins, the
/// sortie, the batteries both ways, impuissance, the jan de retour).
#[test]
fn the_curated_set_covers_every_family() {
    let mut families = std::collections::BTreeSet::new();
    for c in curated() {
        families.extend(c.exercise().unwrap().families);
    }
    assert_eq!(families.len(), Family::ALL.len(), "{families:?}");
}

/// 000 COINS: « Noir prend son coin normalement par quines », « Par 6-5 Noir prend aussi son
/// coin », « Par sonnez il prend son coin par puissance »: said with the jans, for no points.
/// Where the coin is held already, nothing is said.
#[test]
fn the_coin_taken_par_effet_or_par_puissance() {
    for (name, how) in [
        ("coins-quines", Some(CoinTaking::Effet)),
        ("coins-6-5", Some(CoinTaking::Effet)),
        ("coins-sonnez", Some(CoinTaking::Puissance)),
        ("conserver-par-impuissance-6-3", None),
    ] {
        assert_eq!(points_of(&format!("seed-{name}")).coin, how, "{name}");
    }
    // In play: each roll said to take the coin has a legal play putting two dames on it.
    let mut said = 0;
    for ex in exercise::points(Filter::default(), 1, 400).unwrap() {
        if ex.coin.is_some() {
            let coin = tablier::Fleche::from_step(
                tablier::Variant::Trictrac,
                ex.position.turn(),
                tablier::steps::COIN,
            )
            .unwrap();
            let takes = rules::legal_plays(&ex.position).unwrap().iter().any(|p| {
                rules::apply_play(&ex.position, p)
                    .unwrap()
                    .board()
                    .get(ex.position.turn(), coin)
                    >= 2
            });
            assert!(takes, "{}", ex.id);
            said += 1;
        }
    }
    assert!(said > 0);
}
