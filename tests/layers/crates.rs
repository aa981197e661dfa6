//! The workspace's crates are the outermost layers (docs/layers.md, "The crates"): the core below
//! both boundaries, each boundary on the core alone, neither reaching the other, and the
//! boundaries only converting, with no serde type of their own. Read from the manifests and the
//! sources, as the modules' layers are.

use super::code_only;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The core, the root package.
const CORE: &str = "tablier";

/// The boundaries: each crate's package name, folder and name in Rust code.
const BOUNDARIES: &[(&str, &str, &str)] = &[
    ("tablier-wasm", "crates/tablier-wasm", "tablier_wasm"),
    ("tablier-cli", "crates/tablier-cli", "tablier_cli"),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn manifest(dir: &str) -> String {
    fs::read_to_string(root().join(dir).join("Cargo.toml")).unwrap()
}

/// The workspace's packages that a manifest depends on, in any table of dependencies (normal,
/// dev, build, per target; a key, a `name.workspace = true`, a `[dependencies.name]` table or a
/// `package = "name"` renaming). The root's `[workspace.dependencies]` only declares versions.
fn workspace_deps(manifest: &str) -> BTreeSet<String> {
    let ours: Vec<&str> = std::iter::once(CORE)
        .chain(BOUNDARIES.iter().map(|b| b.0))
        .collect();
    let mut found = BTreeSet::new();
    let mut in_deps = false;
    for line in manifest.lines() {
        let l = line.split('#').next().unwrap_or("").trim();
        if let Some(h) = l.strip_prefix('[') {
            let h = h.trim_end_matches(']').trim();
            let table = h.rsplit_once("dependencies.").map(|(_, name)| name);
            in_deps = !h.starts_with("workspace") && h.ends_with("dependencies");
            if let Some(name) = table.filter(|_| !h.starts_with("workspace")) {
                found.insert(name.trim_matches('"').to_string());
            }
            continue;
        }
        if !in_deps {
            continue;
        }
        let key = l
            .split(['=', '.'])
            .next()
            .unwrap_or("")
            .trim()
            .trim_matches('"');
        if !key.is_empty() {
            found.insert(key.to_string());
        }
        if let Some((_, rest)) = l.split_once("package") {
            if let Some(name) = rest.split('"').nth(1) {
                found.insert(name.to_string());
            }
        }
    }
    found.retain(|n| ours.contains(&n.as_str()));
    found
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The places in the code (not comments or strings) of the files under `dir` where `word`
/// occurs as a whole name.
fn occurrences(dir: &str, word: &str) -> Vec<String> {
    let mut files = Vec::new();
    sources(&root().join(dir), &mut files);
    let mut found = Vec::new();
    for f in files {
        let code = code_only(&fs::read_to_string(&f).unwrap());
        for (n, line) in code.lines().enumerate() {
            let named = line.match_indices(word).any(|(i, _)| {
                let before = line[..i].chars().next_back();
                let after = line[i + word.len()..].chars().next();
                let part = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                !part(before) && !part(after)
            });
            if named {
                let rel = f.strip_prefix(root()).unwrap_or(&f).display().to_string();
                found.push(format!("{rel}:{}", n + 1));
            }
        }
    }
    found
}

#[test]
fn every_crate_of_the_workspace_has_its_place() {
    let m = manifest(".");
    let members: BTreeSet<String> = m
        .lines()
        .find_map(|l| l.trim().strip_prefix("members"))
        .expect("the root Cargo.toml lists the workspace's members")
        .split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect();
    let known: BTreeSet<String> = BOUNDARIES.iter().map(|b| b.1.to_string()).collect();
    assert_eq!(
        members, known,
        "a crate of the workspace with no place in BOUNDARIES (or one gone)"
    );
}

#[test]
fn the_core_depends_on_no_boundary() {
    assert_eq!(workspace_deps(&manifest(".")), BTreeSet::new());
    for (_, _, rust) in BOUNDARIES {
        let found = occurrences("src", rust);
        assert!(found.is_empty(), "the core names {rust}: {found:?}");
    }
    let found = occurrences("src", "wasm_bindgen");
    assert!(found.is_empty(), "the core uses wasm-bindgen: {found:?}");
}

#[test]
fn each_boundary_stands_on_the_core_alone() {
    for (name, dir, _) in BOUNDARIES {
        let deps = workspace_deps(&manifest(dir));
        assert_eq!(
            deps,
            BTreeSet::from([CORE.to_string()]),
            "{name} depends on {deps:?}"
        );
        for (other, _, rust) in BOUNDARIES.iter().filter(|b| b.0 != *name) {
            let found = occurrences(&format!("{dir}/src"), rust);
            assert!(found.is_empty(), "{name} names {other}: {found:?}");
        }
    }
}

/// Files of a boundary that still hold serde types of their own, each with why. Empty since the
/// command line's four requests moved to `notation::requests`; a file listed that no longer holds
/// one fails the test, so the list only shrinks.
const SERDE_KNOWN: &[(&str, &str)] = &[];

/// The boundaries only convert: every type they read or write is the core's (`notation`,
/// `record`), so no derive or implementation of serde's traits is theirs (but `SERDE_KNOWN`).
#[test]
fn the_boundaries_hold_no_serde_type() {
    let mut known_seen = BTreeSet::new();
    for (name, dir, _) in BOUNDARIES {
        let mut found = Vec::new();
        for word in ["Serialize", "Deserialize"] {
            found.extend(
                occurrences(&format!("{dir}/src"), word)
                    .into_iter()
                    .map(|at| format!("{at} ({word})")),
            );
        }
        // `.serialize(…)` of a core type, as the measured serde-wasm-bindgen crossing does, is a
        // call, not a type: only the names of the traits are looked for.
        found.retain(|at| {
            let (file, rest) = at.split_once(':').unwrap();
            let n: usize = rest.split(' ').next().unwrap().parse().unwrap();
            let line = fs::read_to_string(root().join(file)).unwrap();
            let line = line.lines().nth(n - 1).unwrap_or("");
            line.contains("derive") || line.contains("impl")
        });
        found.retain(|at| {
            let known = SERDE_KNOWN
                .iter()
                .find(|k| at.starts_with(&format!("{}:", k.0)));
            known.map(|k| known_seen.insert(k.0)).is_none()
        });
        assert!(
            found.is_empty(),
            "{name} has serde types of its own: {found:?}"
        );
    }
    let gone: Vec<_> = SERDE_KNOWN
        .iter()
        .filter(|k| !known_seen.contains(k.0))
        .collect();
    assert!(
        gone.is_empty(),
        "fixed: take these out of SERDE_KNOWN: {gone:?}"
    );
}

/// The command line writes no JSON of its own: every line it reads or prints is a type of the
/// core's formats (`notation::requests`, `record::lines` and the rest), so its manifest names no serde crate at all.
#[test]
fn the_command_line_depends_on_the_core_alone() {
    let m = manifest("crates/tablier-cli");
    for dep in ["serde", "serde_json"] {
        let named = m.lines().any(|l| {
            let l = l.trim();
            l.starts_with(&format!("{dep} "))
                || l.starts_with(&format!("{dep}."))
                || l.starts_with(&format!("{dep}="))
        });
        assert!(!named, "the command line depends on {dep}");
    }
    let found = occurrences("crates/tablier-cli/src", "serde");
    assert!(found.is_empty(), "the command line uses serde: {found:?}");
}

/// The manifest reader itself: it finds every way a dependency is written, and nothing else.
#[test]
fn the_manifest_reader_finds_what_it_should() {
    let m = r#"
[workspace.dependencies]
tablier-cli = { path = "crates/tablier-cli" }
[dependencies]
serde.workspace = true
tablier.workspace = true
[target.'cfg(target_arch = "wasm32")'.dependencies]
front = { package = "tablier-wasm", path = "../tablier-wasm" } # renamed
[dev-dependencies.tablier-cli]
path = "../tablier-cli"
[features]
tablier-cli = []
"#;
    let found: Vec<String> = workspace_deps(m).into_iter().collect();
    assert_eq!(found, ["tablier", "tablier-cli", "tablier-wasm"]);
}
