//! The built `tablier` binary, run as a user would: input on stdin, what it printed and its exit
//! status back.

use std::io::Write;
use std::process::{Command, Stdio};

pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: Option<i32>,
}

impl Run {
    pub fn lines(&self) -> Vec<String> {
        self.stdout.lines().map(String::from).collect()
    }

    /// Each output line as JSON (a line that is not JSON fails the test).
    pub fn json(&self) -> Vec<serde_json::Value> {
        self.stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
            .collect()
    }
}

pub fn tablier(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablier binary runs");
    // A command may stop reading early (a usage error): a closed pipe is not the test's concern.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("the tablier binary ends");
    Run {
        stdout: String::from_utf8(out.stdout).expect("UTF-8 output"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 errors"),
        code: out.status.code(),
    }
}
