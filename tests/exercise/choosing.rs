//! The choosing exercises as the package's games module answers them
//! (`service::exercise::choosing_*`, the bindings' `computer` feature): the same exercise, list
//! and grade as `tablier exercise` for every choosing id, and a typed refusal for a counting one,
//! which the package asks its rules module for, so that the counting code is in one module of
//! the package (docs/exercises.md, "Which module answers").

use tablier::service::exercise as service;

fn ids(list: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(list).expect("json");
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| format!("{:?}", x["id"].as_str().expect("id")))
        .collect()
}

#[test]
fn a_choosing_id_gives_the_same_exercise_and_grades_as_the_whole_answer() {
    let mut all = Vec::new();
    for request in [
        r#"{"kind": "choisir-le-coup", "seed": 4, "count": 3}"#,
        r#"{"kind": "tenir-ou-s-en-aller", "seed": 4, "count": 2}"#,
    ] {
        let list = service::choosing_exercises(request);
        assert_eq!(list, service::exercises(request), "{request}");
        all.extend(ids(&list.expect("a list")));
    }
    assert_eq!(all.len(), 5, "{all:?}");
    let answers = [r#"{"moves": []}"#, "\"hold\"", "\"leave\"", "{}", "4"];
    for id in &all {
        assert_eq!(
            service::choosing_exercise(id),
            service::exercise(id),
            "{id}"
        );
        for answer in answers {
            assert_eq!(
                service::choosing_grade(id, answer),
                service::grade(id, answer),
                "{id} {answer}"
            );
        }
    }
    // refusals of the request itself, as the whole answer refuses them
    for request in [
        r#"{"kind": "choisir-le-coup", "family": "coin"}"#,
        r#"{"kind": "tenir-ou-s-en-aller", "count": 1001}"#,
        r#"{"kind": "compter"}"#,
        "[]",
    ] {
        assert_eq!(
            service::choosing_exercises(request),
            service::exercises(request),
            "{request}"
        );
    }
    for id in ["\"coup-1\"", "\"tenir-01-2\"", "\"coup-1-99999\"", "42"] {
        assert_eq!(
            service::choosing_exercise(id),
            service::exercise(id),
            "{id}"
        );
    }
}

#[test]
fn a_counting_exercise_is_refused_by_the_choosing_answers_and_named() {
    for refused in [
        service::choosing_exercise("\"points-1-0-64\""),
        service::choosing_exercise("\"seed-battre-exemple-1\""),
        service::choosing_exercise("\"chances-2-3-0\""),
        service::choosing_grade("\"seed-battre-exemple-1\"", "{}"),
        service::choosing_exercises(r#"{"kind": "compter-les-points"}"#),
        service::choosing_exercises(r#"{"kind": "compter-les-chances", "count": 2}"#),
    ] {
        let e = refused.expect_err("refused");
        assert_eq!(e.code(), "bad-request", "{e}");
        assert!(e.to_string().contains("rules module"), "{e}");
    }
}
