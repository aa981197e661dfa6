//! No new panic in the code an outside caller reaches (docs/limits.md, "Panics audited"): every
//! `.unwrap()`, `.expect(…)`, `panic!`, `unreachable!`, `todo!`, `unimplemented!` and `assert!`
//! in the sources of the core and of both boundaries, outside `#[cfg(test)]` items and
//! `#[test]` functions (comments and doc examples are blanked first), must be on the allow-list
//! below with the invariant that keeps it from firing. The WebAssembly module aborts on a panic,
//! which kills the page's engine mid-game; a refusal is a typed `Error` instead.

use super::{code_only, rs_files, tokens, Tok};
use std::fs;
use std::path::Path;

/// The sites allowed: file (from the workspace's root), the word, how many, and why it cannot
/// fire on anything a caller sends.
const ALLOWED: &[(&str, &str, usize, &str)] = &[(
    "src/exercise/curated/table.rs",
    "panic",
    1,
    "in the `const fn` that reads the curated examples' flèche names: evaluated when the crate \
     is compiled, so a mistyped name fails the build, never a call",
)];

/// The words that panic: a method (`.unwrap()`, `.expect(`) or a macro (`panic!`).
const METHODS: &[&str] = &["unwrap", "expect", "unwrap_unchecked"];
const MACROS: &[&str] = &[
    "panic",
    "unreachable",
    "todo",
    "unimplemented",
    "assert",
    "assert_eq",
    "assert_ne",
];

/// The panic sites of one file's code: (line, word), test items left out.
fn sites(src: &str) -> Vec<(usize, String)> {
    let toks = tokens(&code_only(src));
    let text = |i: usize| toks.get(i).map_or("", |t: &Tok| t.text.as_str());
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        // `#[cfg(test)]` or `#[test]`: the item after it is test code; skip to its end.
        let test_attr = text(i) == "#"
            && text(i + 1) == "["
            && ((text(i + 2) == "cfg"
                && text(i + 3) == "("
                && text(i + 4) == "test"
                && text(i + 5) == ")")
                || (text(i + 2) == "test" && text(i + 3) == "]"));
        if test_attr {
            let mut j = i + 1;
            while j < toks.len() && text(j) != "]" {
                j += 1;
            }
            let mut depth = 0;
            j += 1;
            while j < toks.len() {
                match text(j) {
                    "{" => depth += 1,
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    ";" if depth == 0 => break,
                    _ => {}
                }
                j += 1;
            }
            i = j + 1;
            continue;
        }
        let word = text(i);
        let method = i > 0 && text(i - 1) == "." && METHODS.contains(&word) && text(i + 1) == "(";
        let mac = MACROS.contains(&word) && text(i + 1) == "!" && (i == 0 || text(i - 1) != ".");
        if method || mac {
            out.push((toks[i].line, word.to_string()));
        }
        i += 1;
    }
    out
}

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn no_panic_outside_the_allow_list() {
    let root = workspace();
    let mut files = Vec::new();
    rs_files(&root.join("src"), &mut files);
    for c in fs::read_dir(root.join("crates")).unwrap() {
        let src = c.unwrap().path().join("src");
        if src.is_dir() {
            rs_files(&src, &mut files);
        }
    }
    assert!(files.len() > 100, "the sources were not found: {files:?}");
    let mut unexpected = Vec::new();
    let mut found = std::collections::BTreeMap::<(String, String), usize>::new();
    for f in &files {
        let name = f
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        // A file of tests (`foo/tests.rs`, `reader_tests.rs`) is included under `#[cfg(test)]`.
        if name.ends_with("tests.rs") {
            continue;
        }
        for (line, word) in sites(&fs::read_to_string(f).unwrap()) {
            *found.entry((name.clone(), word.clone())).or_default() += 1;
            if !ALLOWED.iter().any(|a| a.0 == name && a.1 == word) {
                unexpected.push(format!("{name}:{line}: {word}"));
            }
        }
    }
    assert!(
        unexpected.is_empty(),
        "a panic where an outside caller may reach it; refuse with a typed Error instead, or \
         add the site to ALLOWED in tests/layers/panics.rs with the invariant that keeps it \
         from firing:\n{}",
        unexpected.join("\n")
    );
    // An allowance no longer used is dropped, so the list says what the code holds.
    for (file, word, n, _) in ALLOWED {
        let have = found
            .get(&(file.to_string(), word.to_string()))
            .copied()
            .unwrap_or(0);
        assert_eq!(
            have, *n,
            "{file}: {n} `{word}` allowed, {have} found: update ALLOWED"
        );
    }
}

#[test]
fn the_panic_reader_finds_what_it_should() {
    let src = r#"
/// let x = y.unwrap(); in a doc example: not code
fn a() { let s = "panic!(no)"; x.unwrap(); y.expect("z"); }
fn b() { z.unwrap_or(1); w.expect_err("x"); debug_assert!(true); }
fn c() { unreachable!(); assert!(ok); }
#[cfg(test)]
mod tests { fn d() { x.unwrap(); panic!(); } }
#[test]
fn e() { x.unwrap(); }
fn f() { todo!() }
"#;
    let got: Vec<(usize, String)> = sites(src);
    let want: Vec<(usize, String)> = [
        (3, "unwrap"),
        (3, "expect"),
        (5, "unreachable"),
        (5, "assert"),
        (10, "todo"),
    ]
    .iter()
    .map(|&(l, w)| (l, w.to_string()))
    .collect();
    assert_eq!(got, want);
}
