//! `tablier exercise` (docs/cli.md) answers what the core answers: each exercise regenerated from
//! its id, a session's list and each grade the very text the core's JSON writes, a refusal its
//! code; the package answers through the same service (tests/node/exercise.test.mjs).

use crate::common::cli::tablier;
use serde_json::{json, Value};
use tablier::exercise::{
    self, grade_chances, grade_decision, grade_play, grade_points, Exercise, Filter, PointsAnswer,
};
use tablier::notation::exercise::{
    exercise_to_string, exercises_to_string, points_grade_to_string, ChancesGradeJson,
    DecisionGradeJson, PlayGradeJson,
};
use tablier::notation::json::to_text;
use tablier::partie::Decision;
use tablier::Points;

/// One `tablier exercise` process: each line's answer, and the exit status.
fn run(lines: &[Value]) -> (Vec<String>, Option<i32>) {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let r = tablier(&["exercise"], &input);
    assert_eq!(r.lines().len(), lines.len(), "{}", r.stderr);
    (r.lines(), r.code)
}

/// A session of each kind from game 3 on.
fn sessions() -> Vec<Vec<Exercise>> {
    vec![
        exercise::points(Filter::default(), 3, 3)
            .expect("points")
            .into_iter()
            .map(Exercise::Points)
            .collect(),
        exercise::plays(3, 3)
            .expect("plays")
            .into_iter()
            .map(Exercise::Play)
            .collect(),
        exercise::decisions(3, 2)
            .expect("decisions")
            .into_iter()
            .map(Exercise::Decision)
            .collect(),
        exercise::chances_exercises(3, 3)
            .expect("chances")
            .into_iter()
            .map(Exercise::Chances)
            .collect(),
    ]
}

fn id_of(ex: &Exercise) -> String {
    match ex {
        Exercise::Points(p) => p.id.to_string(),
        Exercise::Play(p) => p.id.to_string(),
        Exercise::Decision(d) => d.id.to_string(),
        Exercise::Chances(c) => c.id.to_string(),
    }
}

#[test]
fn sessions_and_ids_answer_as_the_core() {
    let sessions = sessions();
    let asked = [
        json!({"kind": "compter-les-points", "seed": 3, "count": 3}),
        json!({"kind": "choisir-le-coup", "seed": 3, "count": 3}),
        json!({"kind": "tenir-ou-s-en-aller", "seed": 3, "count": 2}),
        json!({"kind": "compter-les-chances", "seed": 3, "count": 3}),
    ];
    let (lines, code) = run(&asked);
    assert_eq!(code, Some(0));
    for (line, list) in lines.iter().zip(&sessions) {
        assert!(!list.is_empty());
        assert_eq!(line, &exercises_to_string(list));
    }
    let all: Vec<&Exercise> = sessions.iter().flatten().collect();
    let ids: Vec<Value> = all.iter().map(|ex| json!({"id": id_of(ex)})).collect();
    let (lines, code) = run(&ids);
    assert_eq!(code, Some(0));
    for (line, ex) in lines.iter().zip(&all) {
        assert_eq!(line, &exercise_to_string(ex), "{}", id_of(ex));
    }
}

#[test]
fn a_family_and_a_level_filter_as_the_core() {
    let filter = Filter {
        family: Some(exercise::Family::BattreAFaux),
        level: Some(2),
    };
    let list: Vec<Exercise> = exercise::points(filter, 1, 4)
        .expect("points")
        .into_iter()
        .map(Exercise::Points)
        .collect();
    assert_eq!(list.len(), 4);
    let (lines, _) = run(&[
        json!({"kind": "compter-les-points", "family": "battre-a-faux", "level": 2, "count": 4}),
    ]);
    assert_eq!(lines[0], exercises_to_string(&list));
}

#[test]
fn grades_answer_as_the_core() {
    let sessions = sessions();
    let mut asked = Vec::new();
    let mut want = Vec::new();
    for ex in sessions.iter().flatten() {
        let id = id_of(ex);
        match ex {
            Exercise::Points(p) => {
                // 000 ÉCOLE: the points right, then given to the other side.
                let swapped = Points {
                    white: p.points.black,
                    black: p.points.white,
                };
                for points in [p.points, swapped] {
                    let answer = PointsAnswer {
                        points: Some(points),
                        jans: None,
                    };
                    asked.push(json!({"id": id, "answer": {"points": {"white": points.white, "black": points.black}}}));
                    want.push(points_grade_to_string(
                        &grade_points(p, &answer).expect("graded"),
                    ));
                }
            }
            Exercise::Play(p) => {
                for h in p.hints.plays.iter().take(2) {
                    let play: Value = serde_json::from_str(&to_text(
                        &tablier::notation::json::PlayJson::from_play(&h.moves),
                    ))
                    .expect("a play's JSON");
                    asked.push(json!({"id": id, "answer": play}));
                    want.push(to_text(&PlayGradeJson::of(
                        &grade_play(p, &h.moves).expect("graded"),
                    )));
                }
            }
            Exercise::Decision(d) => {
                for (name, decision) in [("hold", Decision::Hold), ("leave", Decision::Leave)] {
                    asked.push(json!({"id": id, "answer": name}));
                    want.push(to_text(&DecisionGradeJson::of(&grade_decision(
                        d, decision,
                    ))));
                }
            }
            Exercise::Chances(c) => {
                for given in [c.coups.count(), c.coups.count() + 1] {
                    asked.push(json!({"id": id, "answer": given}));
                    want.push(to_text(&ChancesGradeJson::of(&grade_chances(c, given))));
                }
            }
        }
    }
    let (lines, code) = run(&asked);
    assert_eq!(code, Some(0));
    assert_eq!(lines, want);
    let wrong = lines
        .iter()
        .filter(|l| l.contains("\"correct\":false") || l.contains("\"best\":false"))
        .count();
    assert!(wrong > 0, "some answers graded wrong: {lines:?}");
}

#[test]
fn refusals_are_typed_and_the_run_goes_on() {
    let asked = [
        json!({"id": "points-1-0"}),
        json!({"kind": "compter-les-points", "count": 1001}),
        json!({"kind": "choisir-le-coup", "family": "coin"}),
        json!({"kind": "backgammon"}),
        json!({"id": "seed-battre-exemple-1", "answer": {}}),
        json!({"id": "seed-battre-exemple-1", "answer": {"jans": [{"jan": "battre-dame", "beneficiary": "black", "at": "Z9"}]}}),
        json!({"id": "seed-battre-exemple-1", "colour": "red"}),
        json!(["seed-battre-exemple-1"]),
        json!({"id": "seed-battre-exemple-1"}),
    ];
    let (lines, code) = run(&asked);
    assert_eq!(code, Some(1), "a failed line makes the exit status 1");
    let codes: Vec<String> = lines
        .iter()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("JSON");
            v["error"]["code"].as_str().unwrap_or("none").to_string()
        })
        .collect();
    assert_eq!(
        codes,
        [
            "bad-request",
            "over-limit",
            "bad-request",
            "bad-request",
            "bad-request",
            "unknown-fleche",
            "unknown-field",
            "bad-json",
            "none"
        ]
    );
    let ex = exercise::from_id("seed-battre-exemple-1").expect("a seed example");
    assert_eq!(
        lines[8],
        exercise_to_string(&ex),
        "the line after the refusals answered"
    );
}

/// A *choisir le coup*'s answer lists its plays as a play is answered (`{"moves"}`, as `hints`
/// writes them): each one sent back is graded, the first the best at no cost.
#[test]
fn a_choisir_le_coup_answers_its_plays_as_they_are_graded() {
    let ex = exercise::plays(3, 1).expect("plays").remove(0);
    let id = ex.id.to_string();
    let (lines, _) = run(&[json!({"id": id})]);
    let written: Value = serde_json::from_str(&lines[0]).expect("JSON");
    let plays = written["answer"]["plays"]
        .as_array()
        .expect("the plays ranked");
    let asked: Vec<Value> = plays
        .iter()
        .map(|p| json!({"id": id, "answer": p["play"]}))
        .collect();
    let (grades, code) = run(&asked);
    assert_eq!(code, Some(0), "{grades:?}");
    let first: Value = serde_json::from_str(&grades[0]).expect("JSON");
    assert_eq!(
        (first["best"].as_bool(), first["cost"].as_f64()),
        (Some(true), Some(0.0))
    );
    assert_eq!(first["best_play"], plays[0]["play"]);
}
