//! The fuzz harness's run: its sizes, the runner of each property, the stable error codes an
//! answer may carry, the input lines a command line answers, and the tally a long run reports
//! (docs/limits.md, scripts/fuzz.sh). The inputs themselves: `seeds` and `mutations`.
//!
//! Sizes come from the environment so that one harness serves CI and the long run:
//! `PROPTEST_CASES` (cases per property; proptest reads it), `TABLIER_FUZZ_LINES` (input lines
//! per command-line process), `TABLIER_FUZZ_TALLY=1` (count faults and go on, instead of
//! stopping at the first and shrinking it).

use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

/// A number from the environment, or `default`.
pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(default)
}

/// A runner for one property: `PROPTEST_CASES` cases (`default` when unset), no regression
/// files (the harness's inputs are regenerated from seeds; a failure prints its input).
pub fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_cases);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2000,
        ..Config::default()
    })
}

/// Whether faults are counted and the run goes on (the long run), rather than the first one
/// failing the test at once.
pub fn tallying() -> bool {
    std::env::var("TABLIER_FUZZ_TALLY").is_ok_and(|v| v == "1")
}

/// Counts of inputs and of faults by kind, for the long run's report.
pub struct Tally {
    pub name: String,
    pub inputs: AtomicU64,
    pub processes: AtomicU64,
    /// Inputs taken (answered without an error): how far past the readers the inputs got.
    pub taken: AtomicU64,
    started: std::time::Instant,
    faults: Mutex<Vec<(String, u64, String)>>,
}

/// The kinds of fault the report counts, even when there are none.
pub const FAULTS: [&str; 6] = [
    "panic",
    "signal",
    "unanswered",
    "untyped",
    "misanswered",
    "changed",
];

impl Tally {
    pub fn new(name: &str) -> Tally {
        Tally {
            name: name.to_string(),
            inputs: AtomicU64::new(0),
            processes: AtomicU64::new(0),
            taken: AtomicU64::new(0),
            started: std::time::Instant::now(),
            faults: Mutex::new(
                FAULTS
                    .iter()
                    .map(|k| (k.to_string(), 0, String::new()))
                    .collect(),
            ),
        }
    }

    pub fn inputs(&self, n: usize) {
        self.inputs.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// An input taken without an error.
    pub fn taken(&self) {
        self.taken.fetch_add(1, Ordering::Relaxed);
    }

    /// A fault of `kind`: counted when tallying, else the case fails with `what`.
    pub fn fault(&self, kind: &str, what: String) -> Result<(), TestCaseError> {
        if !tallying() {
            return Err(TestCaseError::fail(format!("{kind}: {what}")));
        }
        let mut f = self.faults.lock().unwrap_or_else(|e| e.into_inner());
        match f.iter_mut().find(|(k, _, _)| k == kind) {
            Some((_, n, first)) => {
                *n += 1;
                if first.is_empty() {
                    *first = what;
                }
            }
            None => f.push((kind.to_string(), 1, what)),
        }
        Ok(())
    }

    /// Checks `ok`, a fault of `kind` otherwise.
    pub fn check(
        &self,
        ok: bool,
        kind: &str,
        what: impl FnOnce() -> String,
    ) -> Result<(), TestCaseError> {
        if ok {
            Ok(())
        } else {
            self.fault(kind, what())
        }
    }

    /// Prints the report line (`fuzz NAME: N inputs, ...`) and fails if any fault was counted.
    pub fn finish(&self, result: Result<(), String>) {
        let f = self.faults.lock().unwrap_or_else(|e| e.into_inner());
        let counts: Vec<String> = f.iter().map(|(k, n, _)| format!("{n} {k}")).collect();
        let procs = self.processes.load(Ordering::Relaxed);
        let procs = if procs > 0 {
            format!(" in {procs} processes")
        } else {
            String::new()
        };
        eprintln!(
            "fuzz {}: {} inputs{procs} ({} taken) in {:.1} s; {}",
            self.name,
            self.inputs.load(Ordering::Relaxed),
            self.taken.load(Ordering::Relaxed),
            self.started.elapsed().as_secs_f64(),
            counts.join(", ")
        );
        for (k, n, first) in f.iter() {
            if *n > 0 {
                eprintln!("  first {k}: {first:.2000}");
            }
        }
        if let Err(e) = result {
            panic!("fuzz {}: {e}", self.name);
        }
        assert!(
            f.iter().all(|(_, n, _)| *n == 0),
            "fuzz {}: faults counted",
            self.name
        );
    }
}

/// Every stable error code: the engine's (src/error.rs), a record's (src/record.rs and
/// src/record/fault.rs) and the command line's own input errors (crates/tablier-cli/src/lines.rs).
pub fn codes() -> &'static BTreeSet<String> {
    static CODES: OnceLock<BTreeSet<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        let sources = [
            include_str!("../../src/error.rs"),
            include_str!("../../src/record.rs"),
            include_str!("../../src/record/fault.rs"),
            include_str!("../../crates/tablier-cli/src/lines.rs"),
        ];
        let mut set = BTreeSet::new();
        for src in sources {
            for piece in src.split("=> \"").skip(1) {
                let code: String = piece.chars().take_while(|&c| c != '"').collect();
                let kebab = !code.is_empty()
                    && code.split('-').all(|w| {
                        !w.is_empty()
                            && w.bytes()
                                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                    });
                if kebab {
                    set.insert(code);
                }
            }
        }
        set
    })
}

/// Whether `v` is an error object `{"error": {"code", "message", ...}}` with a stable code.
pub fn typed_error(v: &Value) -> Result<(), String> {
    let e = v.get("error").ok_or("no `error`")?;
    let code = e
        .get("code")
        .and_then(Value::as_str)
        .ok_or("no `error.code`")?;
    if !codes().contains(code) {
        return Err(format!("code {code:?} is not a stable code"));
    }
    match e.get("message").and_then(Value::as_str) {
        Some(m) if !m.is_empty() => Ok(()),
        _ => Err("no `error.message`".into()),
    }
}

/// The input lines a command line answers: every line but the blank ones (after UTF-8 decoding
/// and the end of line, as `tablier` reads them).
pub fn answered(input: &[u8]) -> usize {
    let mut parts: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if input.ends_with(b"\n") || input.is_empty() {
        parts.pop();
    }
    parts
        .iter()
        .filter(|l| {
            let l = l.strip_suffix(b"\r").unwrap_or(l);
            !matches!(std::str::from_utf8(l), Ok(t) if t.trim().is_empty())
        })
        .count()
}
