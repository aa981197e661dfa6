//! The counting exercises as the rules module answers them (`service::exercise::counting_*`,
//! the bindings' `exercises-counting` feature): the same exercise, list and grade as the whole
//! package's for every counting id, and a typed refusal for a choosing one, whose maître the
//! rules module leaves out (docs/exercises.md, "Which module answers").

use tablier::service::exercise as service;

fn quoted(id: &str) -> String {
    format!("{id:?}")
}

#[test]
fn a_counting_id_gives_the_same_exercise_and_grades_as_the_whole_package() {
    let points = service::exercises(r#"{"kind": "compter-les-points", "seed": 5, "count": 12}"#)
        .expect("points");
    let chances = service::exercises(r#"{"kind": "compter-les-chances", "seed": 5, "count": 8}"#)
        .expect("chances");
    let mut ids: Vec<String> = [points, chances]
        .iter()
        .flat_map(|list| {
            let v: serde_json::Value = serde_json::from_str(list).expect("json");
            v.as_array()
                .expect("a list")
                .iter()
                .map(|x| x["id"].as_str().expect("id").to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    // a roll other than the one thrown, and the seeds' worked examples (000 BATTRE UNE DAME)
    ids.extend(
        [
            "points-5-3-11",
            "seed-battre-exemple-1",
            "seed-battre-exemple-3",
        ]
        .map(String::from),
    );
    assert!(ids.len() >= 20, "{ids:?}");
    let answers = [
        r#"{"points": {"white": 0, "black": 4}}"#,
        r#"{"points": {"white": 4, "black": 0}}"#,
        r#"{"jans": [{"jan": "battre-dame", "beneficiary": "black"}]}"#,
        "4",
        "0",
        "\"hold\"",
        "{}",
    ];
    for id in &ids {
        let id = quoted(id);
        assert_eq!(
            service::counting_exercise(&id),
            service::exercise(&id),
            "{id}"
        );
        for answer in answers {
            assert_eq!(
                service::counting_grade(&id, answer),
                service::grade(&id, answer),
                "{id} {answer}"
            );
        }
    }
    for request in [
        r#"{"kind": "compter-les-points", "family": "coin", "seed": 2, "count": 5}"#,
        r#"{"kind": "compter-les-points", "level": 3, "count": 3}"#,
        r#"{"kind": "compter-les-chances", "count": 4}"#,
        r#"{"kind": "compter-les-chances", "family": "coin"}"#,
        r#"{"kind": "compter-les-points", "count": 1001}"#,
        r#"{"kind": "compter"}"#,
    ] {
        assert_eq!(
            service::counting_exercises(request),
            service::exercises(request),
            "{request}"
        );
    }
}

#[test]
fn a_choosing_exercise_is_refused_by_the_counting_answers_and_named() {
    let play = service::exercises(r#"{"kind": "choisir-le-coup", "count": 1}"#).expect("a play");
    let v: serde_json::Value = serde_json::from_str(&play).expect("json");
    let id = quoted(v[0]["id"].as_str().expect("id"));
    assert!(
        service::exercise(&id).is_ok(),
        "the whole package answers {id}"
    );
    for refused in [
        service::counting_exercise(&id),
        service::counting_grade(&id, r#"{"moves": []}"#),
        service::counting_exercise("\"tenir-1-40\""),
        service::counting_exercises(r#"{"kind": "choisir-le-coup"}"#),
        service::counting_exercises(r#"{"kind": "tenir-ou-s-en-aller", "count": 2}"#),
    ] {
        let e = refused.expect_err("refused");
        assert_eq!(e.code(), "bad-request", "{e}");
        assert!(e.to_string().contains("whole package"), "{e}");
    }
    // an id that names nothing is refused as the whole package refuses it
    assert_eq!(
        service::counting_exercise("\"points-1-0\""),
        service::exercise("\"points-1-0\"")
    );
}
