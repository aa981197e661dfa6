//! Exercises, answers and grades as JSON (src/notation/exercise.rs): the codes are the core's,
//! the answer is read strictly, and every code is documented in docs/exercises.md.

use super::*;
use serde_json::Value;
use tablier::exercise::{grade_points, ChancesMiss, JanAnswer, Miss, PointsAnswer};
use tablier::notation::exercise::{answer_from_str, exercise_to_string, points_grade_to_string};
use tablier::notation::json;
use tablier::{JanKind, Points, Side};

#[test]
fn an_exercise_writes_its_position_question_and_answer() {
    let ex = points_of("seed-conserver-par-impuissance-6-3");
    let v: Value =
        serde_json::from_str(&exercise_to_string(&Exercise::Points(ex.clone()))).unwrap();
    assert_eq!(v["exercise"], "compter-les-points");
    assert_eq!(v["id"], "seed-conserver-par-impuissance-6-3");
    assert_eq!(v["source"]["kind"], "seed");
    assert_eq!(v["source"]["passage"], "000 CONSERVER PAR IMPUISSANCE");
    assert_eq!(
        json::position_from_str(&v["position"].to_string()).unwrap(),
        ex.position
    );
    assert_eq!(v["answer"]["points"]["white"], 8);
    assert_eq!(v["answer"]["jans"][0]["jan"], "battre-dame");
    assert!(v["answer"]["jans"][0]["by"]
        .as_array()
        .is_some_and(|b| !b.is_empty()));
    let families: Vec<&str> = v["families"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    assert_eq!(
        families,
        ["battre-a-vrai", "battre-a-faux", "conserver", "impuissance"]
    );
}

#[test]
fn an_answer_is_read_strictly_and_its_misses_carry_their_codes() {
    let ex = points_of("seed-conserver-par-impuissance-6-3");
    let text = r#"{"points": {"white": 6, "black": 8},
        "jans": [{"jan": "battre-dame", "beneficiary": "white", "at": "N8", "ways": 3},
                 {"jan": "battre-dame", "beneficiary": "white", "at": "N6"},
                 {"jan": "impuissance", "beneficiary": "white"},
                 {"jan": "six-tables", "beneficiary": "black"}]}"#;
    let a = answer_from_str(text).unwrap();
    let g = grade_points(&ex, &a).unwrap();
    let v: Value = serde_json::from_str(&points_grade_to_string(&g)).unwrap();
    assert_eq!(v["correct"], false);
    let codes: Vec<&str> = v["misses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["code"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        [
            "points-swapped",
            "too-many-ways",
            "jan-to-other",
            "jan-forgotten",
            "vrai-for-faux",
            "jan-not-there"
        ]
    );
    assert_eq!(codes, g.misses.iter().map(Miss::code).collect::<Vec<_>>());
    assert_eq!(v["misses"][1]["given"], 3);
    assert_eq!(v["misses"][1]["jan"]["at"], "N8");
    assert_eq!(v["misses"][5]["named"]["jan"], "six-tables");

    for (bad, code) in [
        (
            r#"{"points": {"white": 1, "black": 2}, "extra": 1}"#,
            "unknown-field",
        ),
        (
            r#"{"jans": [{"jan": "battre-dame", "beneficiary": "white", "at": "Z9"}]}"#,
            "unknown-fleche",
        ),
        (
            r#"{"jans": [{"jan": "jan-de-rien", "beneficiary": "white"}]}"#,
            "bad-json",
        ),
        (r#"{"points": {"white": -1}}"#, "bad-json"),
        ("[1]", "bad-json"),
    ] {
        let e = answer_from_str(bad).unwrap_err();
        assert_eq!(e.code(), code, "{bad}: {e}");
    }
}

/// Every miss's code is in docs/exercises.md, where the page's words are written from.
#[test]
fn every_code_is_documented() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/exercises.md"),
    )
    .unwrap();
    let ex = points_of("seed-conserver-par-impuissance-6-3");
    let jan = ex.jans[0].clone();
    let faux = ex.jans[2].clone();
    let named = JanAnswer {
        kind: JanKind::SixTables,
        beneficiary: Side::White,
        at: None,
        ways: None,
        points: None,
    };
    let misses = [
        Miss::PointsSwapped {
            given: Points::default(),
        },
        Miss::WrongTotal {
            side: Side::White,
            given: 0,
            expected: 1,
        },
        Miss::JanForgotten { jan: jan.clone() },
        Miss::JanNotThere { named },
        Miss::JanToOther { jan: jan.clone() },
        Miss::VraiFaux {
            jan: faux,
            named: JanKind::BattreDame,
        },
        Miss::VraiFaux {
            jan: jan.clone(),
            named: JanKind::BattreDameAFaux,
        },
        Miss::Ways {
            jan: jan.clone(),
            given: jan.ways + 1,
        },
        Miss::Ways {
            jan: jan.clone(),
            given: 0,
        },
        Miss::JanPoints { jan, given: 0 },
    ];
    let mut codes: Vec<&str> = misses.iter().map(Miss::code).collect();
    codes.extend(
        [
            ChancesMiss::SimpleCountedOnce,
            ChancesMiss::FauxCounted,
            ChancesMiss::WrongCount,
        ]
        .map(ChancesMiss::code),
    );
    let distinct: std::collections::BTreeSet<&&str> = codes.iter().collect();
    assert_eq!(distinct.len(), codes.len(), "{codes:?}");
    for c in codes {
        assert!(
            doc.contains(&format!("`{c}`")),
            "docs/exercises.md does not name `{c}`"
        );
    }
    for f in Family::ALL {
        assert!(doc.contains(&format!("`{}`", f.name())), "{f:?}");
    }
    let _ = PointsAnswer::default();
}

/// The other kinds write their own question and answer.
#[test]
fn every_kind_of_exercise_writes_its_kind() {
    let play = Exercise::Play(exercise::plays(1, 1).unwrap().remove(0));
    let decision = Exercise::Decision(exercise::decisions(1, 1).unwrap().remove(0));
    let chances = Exercise::Chances(exercise::chances_exercises(1, 1).unwrap().remove(0));
    let v = |ex: &Exercise| -> Value { serde_json::from_str(&exercise_to_string(ex)).unwrap() };

    let p = v(&play);
    assert_eq!(p["exercise"], "choisir-le-coup");
    assert!(p["id"].as_str().unwrap().starts_with("coup-"));
    assert!(p["margin"].as_f64().unwrap() >= exercise::MARGIN);
    assert_eq!(p["answer"]["plays"][0]["loss"], 0.0);
    assert!(json::position_from_str(&p["position"].to_string()).is_ok());

    let d = v(&decision);
    assert_eq!(d["exercise"], "tenir-ou-s-en-aller");
    assert!(["hold", "leave"].contains(&d["answer"]["best"].as_str().unwrap()));

    let c = v(&chances);
    assert_eq!(c["exercise"], "compter-les-chances");
    assert!(
        ["battre-dame", "battre-coin", "remplir"].contains(&c["question"]["ask"].as_str().unwrap())
    );
    let Exercise::Chances(ch) = &chances else {
        unreachable!()
    };
    assert_eq!(c["answer"]["coups"]["count"], ch.coups.count());
    // Read back from its id, each writes the same.
    for ex in [&play, &decision, &chances] {
        let id = v(ex)["id"].as_str().unwrap().to_string();
        assert_eq!(
            exercise_to_string(&exercise::from_id(&id).unwrap()),
            exercise_to_string(ex)
        );
    }
}
