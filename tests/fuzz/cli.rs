//! The fuzz harness of the command line: arbitrary and mutated lines (bytes, text, JSON, and the
//! seeds of each command's requests — positions, notation, plays, marks, records — edited) fed to
//! the built `tablier`, many lines per process. Each process must end by itself with status 0
//! or 1, print nothing on stderr (no panic), answer every non-blank line with one line, each
//! refusal a typed error object with a stable code; known good lines placed among the garbage
//! get their own answer back (nothing shifted, nothing lost), and a line repeated gets the same
//! answer. `replay` gets one record per process, and its answer is the library's.
//!
//! CI runs a short pass; `scripts/fuzz.sh` a long one (docs/limits.md). Sizes:
//! `TABLIER_FUZZ_INPUTS` (inputs per command, default 1,200), `TABLIER_FUZZ_LINES` (lines per
//! process, default 200); `PROPTEST_CASES` overrides the number of processes per command.

use crate::harness as fuzz;
use crate::mutations;
use crate::seeds::lines;

use fuzz::{answered, env_usize, runner, typed_error, Tally};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::Value;
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};
use tablier::notation::compact;
use tablier::record::RecordJson;

struct Out {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn run(args: &[&str], input: Vec<u8>) -> Out {
    let mut child = Command::new(crate::common::cli::bin())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the tablier binary ends");
    let _ = writer.join();
    Out {
        code: out.status.code(),
        stdout: out.stdout,
        stderr: out.stderr,
    }
}

/// A good request of each command, placed among the garbage: its answer must come back.
fn sentinel(cmd: &str) -> &'static str {
    match cmd {
        "analyse" | "notation" => "B1:15/N1:15 w 6-5",
        "apply" => {
            r#"{"position":{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]},"play":[["B1","B7"],["B1","B6"]]}"#
        }
        "mark" => r#"{"mover":"white","points":{"white":4,"black":0}}"#,
        _ => r#"{"mover":"white","points":{"white":4,"black":0},"marked":{"white":{"points":4}}}"#,
    }
}

/// The sentinel's answer, from a process of its own.
fn reference(cmd: &str) -> String {
    static CACHE: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut c = cache.lock().unwrap_or_else(|e| e.into_inner());
    c.entry(cmd.to_string())
        .or_insert_with(|| {
            let out = run(&[cmd], format!("{}\n", sentinel(cmd)).into_bytes());
            let text = String::from_utf8(out.stdout).expect("UTF-8");
            assert_eq!(out.code, Some(0), "{cmd}: {text}");
            text.trim_end().to_string()
        })
        .clone()
}

/// Whether a non-error answer has the command's shape.
fn well_formed(cmd: &str, line: &str) -> bool {
    let v: Option<Value> = serde_json::from_str(line).ok();
    let has = |k: &str| v.as_ref().is_some_and(|v| v.get(k).is_some());
    match cmd {
        "analyse" => has("plays") && has("jans") && has("points"),
        "apply" => has("white") && has("black") && has("turn"),
        "notation" => (has("white") && has("turn")) || compact::parse(line).is_ok(),
        "mark" => has("score") && has("holes"),
        _ => has("due") && has("ecoles"),
    }
}

/// One process: the generated lines, the sentinel first, in the middle and last, then the
/// first two lines again.
fn check_batch(cmd: &str, generated: &[Vec<u8>], tally: &Tally) -> Result<(), TestCaseError> {
    let mut physical: Vec<Vec<u8>> = Vec::new();
    let good = sentinel(cmd).as_bytes().to_vec();
    let mut sentinels = Vec::new();
    sentinels.push(physical.len());
    physical.push(good.clone());
    for (i, l) in generated.iter().enumerate() {
        if i == generated.len() / 2 {
            sentinels.push(physical.len());
            physical.push(good.clone());
        }
        // One generated input is one line.
        physical.push(
            l.iter()
                .map(|&b| if b == b'\n' { b' ' } else { b })
                .collect(),
        );
    }
    sentinels.push(physical.len());
    physical.push(good.clone());
    let repeats: Vec<(usize, usize)> = (0..generated.len().min(2))
        .map(|k| {
            let original = if k < generated.len() / 2 {
                k + 1
            } else {
                k + 2
            };
            physical.push(physical[original].clone());
            (original, physical.len() - 1)
        })
        .collect();
    let input = physical.join(&b'\n');
    tally.inputs(generated.len());
    tally
        .processes
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = run(&[cmd], input.clone());
    let shown = || {
        String::from_utf8_lossy(&input)
            .chars()
            .take(3000)
            .collect::<String>()
    };
    tally.check(out.code.is_some(), "signal", || {
        format!("{cmd}: killed by a signal on {}", shown())
    })?;
    tally.check(
        out.stderr.is_empty() && out.code != Some(101),
        "panic",
        || {
            format!(
                "{cmd}: {:?} {} on {}",
                out.code,
                String::from_utf8_lossy(&out.stderr),
                shown()
            )
        },
    )?;
    tally.check(matches!(out.code, Some(0 | 1) | None), "unanswered", || {
        format!("{cmd}: exit {:?} on {}", out.code, shown())
    })?;
    let Ok(text) = String::from_utf8(out.stdout) else {
        return tally.fault("untyped", format!("{cmd}: output not UTF-8 on {}", shown()));
    };
    let answers: Vec<&str> = text.lines().collect();
    tally.check(answers.len() == answered(&input), "unanswered", || {
        format!(
            "{cmd}: {} answers for {} lines: {}",
            answers.len(),
            answered(&input),
            shown()
        )
    })?;
    // Which answer belongs to which physical line.
    let mut answer_of = vec![None; physical.len()];
    let mut k = 0;
    for (i, l) in physical.iter().enumerate() {
        if answered(l) == 1 {
            answer_of[i] = answers.get(k).copied();
            k += 1;
        }
    }
    let reference = reference(cmd);
    for &s in &sentinels {
        tally.check(
            answer_of[s] == Some(reference.as_str()),
            "misanswered",
            || {
                format!(
                    "{cmd}: the good line {s} got {:?}, not {reference} in {}",
                    answer_of[s],
                    shown()
                )
            },
        )?;
    }
    for &(a, b) in &repeats {
        // Errors compare by code: a message may name the line's number.
        let key = |a: Option<&str>| {
            let v: Option<Value> = a.and_then(|a| serde_json::from_str(a).ok());
            match v.as_ref().and_then(|v| v.get("error")) {
                Some(e) => e["code"].to_string(),
                None => a.unwrap_or("").to_string(),
            }
        };
        tally.check(
            key(answer_of[a]) == key(answer_of[b]),
            "misanswered",
            || {
                format!(
                    "{cmd}: line {a} answered twice differently: {:?} / {:?}",
                    answer_of[a], answer_of[b]
                )
            },
        )?;
    }
    for a in &answers {
        match serde_json::from_str::<Value>(a) {
            Ok(v) if v.get("error").is_some() => {
                if let Err(e) = typed_error(&v) {
                    tally.fault("untyped", format!("{cmd}: {e}: {a}"))?;
                }
            }
            _ => {
                tally.taken();
                tally.check(well_formed(cmd, a), "misanswered", || {
                    format!("{cmd}: answer {a:.500}")
                })?
            }
        }
    }
    Ok(())
}

fn fuzz_command(cmd: &str, seeds: fn() -> &'static [String]) {
    let per = env_usize("TABLIER_FUZZ_LINES", 200).max(1);
    let inputs = env_usize("TABLIER_FUZZ_INPUTS", 1200);
    let processes = inputs.div_ceil(per).max(1) as u32;
    let tally = Tally::new(&format!("cli {cmd}"));
    let mut r = runner(processes);
    // Each shrinking step is a process: a few hundred are enough to find a short input.
    r = proptest::test_runner::TestRunner::new(proptest::test_runner::Config {
        max_shrink_iters: 300,
        ..r.config().clone()
    });
    let batch = prop::collection::vec(mutations::line(seeds), per..=per);
    let result = r
        .run(&batch, |generated| check_batch(cmd, &generated, &tally))
        .map_err(|e| e.to_string());
    tally.finish(result);
}

#[test]
fn fuzz_cli_analyse() {
    fuzz_command("analyse", lines::analyse);
}

#[test]
fn fuzz_cli_apply() {
    fuzz_command("apply", lines::apply);
}

#[test]
fn fuzz_cli_notation() {
    fuzz_command("notation", lines::notation);
}

#[test]
fn fuzz_cli_mark() {
    fuzz_command("mark", lines::mark);
}

#[test]
fn fuzz_cli_ecole() {
    fuzz_command("ecole", lines::ecole);
}

/// A record for `replay`: a seed mutated as text or as JSON, cut after some roll (a record
/// saved at any moment), or arbitrary.
fn record() -> impl Strategy<Value = Vec<u8>> {
    let seeds = lines::records;
    let seed = move || {
        any::<prop::sample::Index>().prop_map(move |i| seeds()[i.index(seeds().len())].clone())
    };
    prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..64),
        1 => mutations::any_json().prop_map(|v| v.to_string().into_bytes()),
        2 => seed().prop_map(String::into_bytes),
        2 => (seed(), any::<prop::sample::Index>()).prop_map(|(s, at)| cut(&s, at).into_bytes()),
        4 => (seed(), mutations::edits(), seed()).prop_map(|(s, e, o)| mutations::mutate(s.as_bytes(), &e, o.as_bytes())),
        3 => (seed(), any::<prop::sample::Index>(), mutations::any_json()).prop_map(|(s, at, v)| mutations::swap_value(&s, at, v).into_bytes()),
    ]
}

/// The record with its rolls after the `at`-th dropped, and sometimes that roll's play.
fn cut(seed: &str, at: prop::sample::Index) -> String {
    let Ok(mut v) = serde_json::from_str::<Value>(seed) else {
        return seed.to_string();
    };
    if let Some(rolls) = v.get_mut("rolls").and_then(Value::as_array_mut) {
        let n = at.index(rolls.len() + 1);
        rolls.truncate(n);
        if n % 2 == 1 {
            if let Some(last) = rolls.last_mut().and_then(Value::as_object_mut) {
                last.remove("play");
            }
        }
        if let Some(o) = v.as_object_mut() {
            o.remove("winner");
        }
    }
    v.to_string()
}

fn check_replay(input: Vec<u8>, tally: &Tally) -> Result<(), TestCaseError> {
    tally.inputs(1);
    tally
        .processes
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = run(&["replay"], input.clone());
    let shown = || {
        String::from_utf8_lossy(&input)
            .chars()
            .take(3000)
            .collect::<String>()
    };
    tally.check(out.code.is_some(), "signal", || {
        format!("replay: a signal on {}", shown())
    })?;
    tally.check(out.stderr.is_empty(), "panic", || {
        format!(
            "replay: {} on {}",
            String::from_utf8_lossy(&out.stderr),
            shown()
        )
    })?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let answers: Vec<Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    tally.check(answers.len() == text.lines().count(), "untyped", || {
        format!("replay: not JSON: {text:.500}")
    })?;
    // The library's verdict on the same text.
    let want = match std::str::from_utf8(&input) {
        Err(_) => Err(("not-utf8".to_string(), 0)),
        Ok(t) => RecordJson::parse(t)
            .and_then(|r| r.replay())
            .map(|rep| rep.scores.len())
            .map_err(|e| (e.code().to_string(), e.step)),
    };
    match want {
        Ok(rolls) => {
            tally.taken();
            tally.check(out.code == Some(0), "misanswered", || {
                format!(
                    "replay: exit {:?} for a record the library replays: {}",
                    out.code,
                    shown()
                )
            })?;
            tally.check(
                answers.len() == rolls && answers.iter().all(|a| a.get("score").is_some()),
                "unanswered",
                || {
                    format!(
                        "replay: {} lines for {rolls} rolls: {}",
                        answers.len(),
                        shown()
                    )
                },
            )?;
        }
        Err((code, step)) => {
            tally.check(out.code == Some(1), "unanswered", || {
                format!("replay: exit {:?} on {}", out.code, shown())
            })?;
            let Some(last) = answers.last() else {
                return tally.fault("unanswered", format!("replay: no answer to {}", shown()));
            };
            if let Err(e) = typed_error(last) {
                return tally.fault("untyped", format!("replay: {e}: {last}"));
            }
            tally.check(
                last["error"]["code"] == code.as_str() && last["error"]["step"] == step,
                "misanswered",
                || {
                    format!(
                        "replay: {last} where the library says {code} at step {step}: {}",
                        shown()
                    )
                },
            )?;
        }
    }
    Ok(())
}

#[test]
fn fuzz_cli_replay() {
    // One record per process: a tenth of the inputs of a line command by default.
    let inputs = env_usize(
        "TABLIER_FUZZ_RECORDS",
        env_usize("TABLIER_FUZZ_INPUTS", 1200) / 10,
    );
    let tally = Tally::new("cli replay");
    let mut r = runner(inputs.max(1) as u32);
    let result = r
        .run(&record(), |input| check_replay(input, &tally))
        .map_err(|e| e.to_string());
    tally.finish(result);
}
