//! The worked examples of the seeds, as vectors in tests/data/jans.jsonl: each line names its
//! seed section (`source`), says how a missing diagram was rebuilt (`note`), gives the roll's
//! legal plays by hand (`plays`), and the jans and points it must make.
//!
//! Each vector is checked twice: `jans` with the hand-made plays, and — once the Trictrac legal
//! plays exist — `rules::analyse` end to end with the engine's own plays; where the hand-made
//! plays are all the legal plays (`all_plays`), the engine must find the same ones.

use serde::Deserialize;
use std::collections::BTreeMap;
use tablier::internals::jans;
use tablier::notation::json::{position_from_str, position_to_string, PlayJson};
use tablier::{rules, Jan, Play, Position, Side};

#[derive(Deserialize)]
struct Vector {
    name: String,
    source: String,
    #[allow(dead_code)]
    note: String,
    position: serde_json::Value,
    plays: Vec<PlayJson>,
    /// The hand-made plays are all the legal plays (else only a representative one or more).
    all_plays: bool,
    jans: Vec<JanJson>,
    points: BTreeMap<String, u32>,
    end_to_end: bool,
}

#[derive(Deserialize, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct JanJson {
    jan: String,
    beneficiary: String,
    points: u32,
    at: Option<String>,
    ways: u32,
}

fn to_json(j: &Jan) -> JanJson {
    let kind = serde_json::to_value(j.kind).unwrap();
    JanJson {
        jan: kind.as_str().unwrap().to_string(),
        beneficiary: j.beneficiary.name().to_string(),
        points: j.points,
        at: j.at.map(|f| f.name().to_string()),
        ways: j.ways,
    }
}

fn sorted(mut v: Vec<JanJson>) -> Vec<JanJson> {
    v.sort();
    v
}

fn vectors() -> Vec<Vector> {
    let text = include_str!("../../data/jans.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("bad vector {l}: {e}")))
        .collect()
}

fn check(v: &Vector, pos: &Position, got: &[Jan], how: &str) -> Vec<String> {
    let mut fails = Vec::new();
    let got_json = sorted(got.iter().map(to_json).collect());
    let want = sorted(v.jans.clone());
    if got_json != want {
        fails.push(format!(
            "{} ({}) [{how}]:\n  want {want:?}\n  got  {got_json:?}",
            v.name, v.source
        ));
    }
    let total = tablier::Analysis::total(got);
    for side in Side::BOTH {
        let want = v.points.get(side.name()).copied().unwrap_or(0);
        if total.get(side) != want {
            fails.push(format!(
                "{} [{how}]: {side} has {} points, want {want}",
                v.name,
                total.get(side)
            ));
        }
    }
    let _ = pos;
    fails
}

#[test]
fn seed_examples_with_hand_made_plays() {
    let mut fails = Vec::new();
    let vs = vectors();
    assert!(vs.len() >= 40, "only {} vectors", vs.len());
    for v in &vs {
        let pos = position_from_str(&v.position.to_string())
            .unwrap_or_else(|e| panic!("{}: bad position: {e}", v.name));
        let plays: Vec<Play> = v.plays.iter().map(|p| p.to_play().unwrap()).collect();
        match jans(&pos, &plays) {
            Ok(got) => fails.extend(check(v, &pos, &got, "hand-made plays")),
            Err(e) => fails.push(format!("{}: error {e}", v.name)),
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn seed_examples_end_to_end() {
    let mut fails = Vec::new();
    let mut checked = 0;
    let table: Vec<Vector> = vectors().into_iter().filter(|v| v.end_to_end).collect();
    for v in &table {
        let pos = position_from_str(&v.position.to_string()).unwrap();
        // Every example is checked end to end: an engine that answers an error fails the test.
        if let Err(e) = rules::legal_plays(&pos) {
            fails.push(format!("{}: legal_plays error {e}", v.name));
            continue;
        }
        checked += 1;
        if v.all_plays {
            // Where the seed says what can be played ("il n'y a pas d'autre alternative"), the
            // engine must find the same plays: compared by the positions they leave.
            // "Nothing can be played" may be spelt [] or [[]] (docs/interchange.md says []).
            let after = |plays: &[Play]| {
                let none = [Play::empty()];
                let plays = if plays.is_empty() { &none[..] } else { plays };
                let mut out: Vec<String> = plays
                    .iter()
                    .map(|p| match rules::apply_play(&pos, p) {
                        Ok(next) => position_to_string(&next),
                        Err(e) => format!("{p}: {e}"),
                    })
                    .collect();
                out.sort();
                out.dedup();
                out
            };
            let hand: Vec<Play> = v.plays.iter().map(|p| p.to_play().unwrap()).collect();
            let engine = rules::legal_plays(&pos).unwrap();
            if after(&hand) != after(&engine) {
                fails.push(format!(
                    "{}: the engine's plays {engine:?} differ from the seed's {hand:?}",
                    v.name
                ));
            }
        }
        match rules::analyse(&pos) {
            Ok(a) => {
                fails.extend(check(v, &pos, &a.jans, "rules::analyse"));
                let total = tablier::Analysis::total(&a.jans);
                if total != a.points {
                    fails.push(format!(
                        "{}: analysis points {:?} ≠ sum of jans {total:?}",
                        v.name, a.points
                    ));
                }
            }
            Err(e) => fails.push(format!("{}: analyse error {e}", v.name)),
        }
    }
    eprintln!("{checked} vectors checked end to end");
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    assert!(table.len() >= 20, "only {} end-to-end vectors", table.len());
    assert_eq!(checked, table.len(), "every end-to-end vector checked");
}
