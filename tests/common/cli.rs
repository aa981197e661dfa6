//! The built `tablier` binary, run as a user would: input on stdin, what it printed and its exit
//! status back.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

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

/// The command line's binary. It is a crate of its own (crates/tablier-cli), so Cargo neither
/// builds it for the core's tests nor tells them where it is: it is built here, once per test
/// run, by the Cargo that runs the tests (nothing to do when it is fresh), in the profile the
/// tests are built in, and found where that build says it wrote it.
pub fn bin() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        let out = Command::new(env!("CARGO"))
            .args([
                "build",
                "--quiet",
                "--message-format=json",
                "--profile",
                "test",
            ])
            .args(["-p", "tablier-cli", "--bin", "tablier"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stderr(Stdio::inherit())
            .output()
            .expect("cargo builds the command line");
        assert!(
            out.status.success(),
            "cargo could not build the tablier binary"
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .find_map(|m| Some(PathBuf::from(m.get("executable")?.as_str()?)))
            .expect("cargo names the tablier binary it built")
    })
}

pub fn tablier(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(bin())
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
