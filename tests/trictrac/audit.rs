//! Independent audit of the Trictrac rules: positions worked out by hand from the seeds, in
//! tests/data/audit.jsonl, each with its seed passage (`source`) and the reasoning (`why`).
//!
//! Each vector gives a position in compact notation, the jans and points the roll must make,
//! and, where written, every legal play (compared as the boards they leave, so the spelling of a
//! play does not matter), plays that must be accepted (`legal`) and plays that must be refused,
//! with the rule named (`illegal`). Every vector is also run mirrored — colours swapped, each
//! flèche Bk ↔ Nk — since the two sides' paths are symmetric: a rule that holds for White must
//! hold for Black. It is run a third time with its dice written the other way round.
//!
//! A vector with a `bug` field records a confirmed engine bug: the main test skips it and an
//! ignored test of its own names it, so that main stays green until it is fixed.

use serde::Deserialize;
use std::collections::BTreeSet;
use tablier::notation::compact;
use tablier::{rules, Board, Dest, Error, Fleche, Move, Play, Position};

#[derive(Deserialize, Clone, Debug)]
struct Vector {
    name: String,
    source: String,
    #[allow(dead_code)]
    why: String,
    position: String,
    jans: Vec<JanJson>,
    points: Points,
    #[serde(default)]
    plays: Option<Vec<String>>,
    #[serde(default)]
    legal: Vec<String>,
    #[serde(default)]
    illegal: Vec<Illegal>,
    #[serde(default)]
    bug: Option<String>,
}

#[derive(Deserialize, Clone, Debug)]
struct Points {
    white: u32,
    black: u32,
}

#[derive(Deserialize, Clone, Debug)]
struct Illegal {
    play: String,
    rule: Option<String>,
}

#[derive(Deserialize, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct JanJson {
    jan: String,
    beneficiary: String,
    points: u32,
    #[serde(default)]
    at: Option<String>,
    ways: u32,
}

/// The first audit's vectors, then the second's (docs/rules/audit.md).
fn vectors() -> Vec<Vector> {
    let mut v = parse(include_str!("../data/audit.jsonl"));
    v.extend(parse(include_str!("../data/audit2.jsonl")));
    v
}

fn parse(text: &str) -> Vec<Vector> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("bad vector {l}: {e}")))
        .collect()
}

/// Bk ↔ Nk: the flèche at the same step of the other side's path.
fn swap_name(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some('B') => format!("N{}", c.as_str()),
        Some('N') => format!("B{}", c.as_str()),
        _ => s.to_string(),
    }
}

fn swap_side(s: &str) -> String {
    match s {
        "white" => "black".into(),
        "black" => "white".into(),
        o => o.into(),
    }
}

fn mirror_play(p: &str) -> String {
    p.split_whitespace()
        .map(|m| {
            let (a, b) = m.split_once('-').expect("move a-b");
            format!("{}-{}", swap_name(a), swap_name(b))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The same vector with the colours swapped (positions are `board turn dice [coups]`).
fn mirror(v: &Vector) -> Vector {
    let mut f = v.position.split_whitespace();
    let board = f.next().expect("board");
    let (w, b) = board.split_once('/').expect("board w/b");
    let side = |s: &str| {
        s.split(',')
            .map(|item| match item.split_once(':') {
                Some((fl, n)) => format!("{}:{n}", swap_name(fl)),
                None => swap_name(item),
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let turn = match f.next() {
        Some("w") => "b",
        Some("b") => "w",
        t => panic!("turn {t:?}"),
    };
    let dice = f.next().expect("dice");
    let mut pos = format!("{}/{} {turn} {dice}", side(b), side(w));
    if let Some(c) = f.next() {
        let (a, b) = c.split_once(',').expect("coups a,b");
        pos.push_str(&format!(" {b},{a}"));
    }
    let mut m = v.clone();
    m.name = format!("{} (mirrored)", v.name);
    m.position = pos;
    m.jans = v
        .jans
        .iter()
        .map(|j| JanJson {
            beneficiary: swap_side(&j.beneficiary),
            at: j.at.as_deref().map(swap_name),
            ..j.clone()
        })
        .collect();
    m.points = Points {
        white: v.points.black,
        black: v.points.white,
    };
    m.plays = v
        .plays
        .as_ref()
        .map(|ps| ps.iter().map(|p| mirror_play(p)).collect());
    m.legal = v.legal.iter().map(|p| mirror_play(p)).collect();
    m.illegal = v
        .illegal
        .iter()
        .map(|i| Illegal {
            play: mirror_play(&i.play),
            rule: i.rule.clone(),
        })
        .collect();
    m
}

/// The same vector with the dice written the other way round (`5-3` → `3-5`): the order in which
/// the dice are given means nothing.
fn swap_dice(v: &Vector) -> Vector {
    let mut f: Vec<String> = v.position.split_whitespace().map(str::to_string).collect();
    if let Some((a, b)) = f.get(2).and_then(|d| d.split_once('-')) {
        f[2] = format!("{b}-{a}");
    }
    let mut m = v.clone();
    m.name = format!("{} (dice swapped)", v.name);
    m.position = f.join(" ");
    m
}

fn play(text: &str) -> Play {
    let mut moves = Vec::new();
    for m in text.split_whitespace() {
        let (a, b) = m.split_once('-').expect("move a-b");
        moves.push(Move::new(
            Fleche::parse(a).expect("flèche"),
            Dest::parse(b).expect("dest"),
        ));
    }
    Play::from_moves(&moves).expect("at most 4 moves")
}

/// The board a play leaves, or None if it moves a dame that is not there.
fn after(p: &Position, pl: &Play) -> Option<Board> {
    p.board().moved(p.turn(), pl).ok()
}

fn key(b: &Board) -> String {
    format!("{b:?}")
}

fn jan_json(j: &tablier::Jan) -> JanJson {
    let kind = serde_json::to_value(j.kind).expect("kind");
    JanJson {
        jan: kind.as_str().expect("kind name").to_string(),
        beneficiary: j.beneficiary.name().to_string(),
        points: j.points,
        at: j.at.map(|f| f.name().to_string()),
        ways: j.ways,
    }
}

fn spell(p: &Play) -> String {
    p.moves()
        .iter()
        .map(|m| format!("{}-{}", m.from.name(), m.to.name()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every disagreement between the engine and the vector.
fn check(v: &Vector) -> Vec<String> {
    let mut fails = Vec::new();
    let tag = format!("{} [{}] `{}`", v.name, v.source, v.position);
    let pos = match compact::position_from_str(&v.position) {
        Ok(p) => p,
        Err(e) => return vec![format!("{tag}: position refused: {e}")],
    };
    let a = match rules::analyse(&pos) {
        Ok(a) => a,
        Err(e) => return vec![format!("{tag}: analyse failed: {e}")],
    };
    let mut got: Vec<JanJson> = a.jans.iter().map(jan_json).collect();
    got.sort();
    let mut want = v.jans.clone();
    want.sort();
    if got != want {
        fails.push(format!("{tag}: jans\n    want {want:?}\n    got  {got:?}"));
    }
    if (a.points.white, a.points.black) != (v.points.white, v.points.black) {
        fails.push(format!(
            "{tag}: points want {}/{} got {}/{}",
            v.points.white, v.points.black, a.points.white, a.points.black
        ));
    }
    let engine: BTreeSet<String> = a
        .plays
        .iter()
        .filter_map(|p| after(&pos, p))
        .map(|b| key(&b))
        .collect();
    match rules::legal_plays(&pos) {
        Ok(lp) => {
            let lp: BTreeSet<String> = lp
                .iter()
                .filter_map(|p| after(&pos, p))
                .map(|b| key(&b))
                .collect();
            if lp != engine {
                fails.push(format!("{tag}: legal_plays and analyse disagree"));
            }
        }
        Err(e) => fails.push(format!("{tag}: legal_plays failed: {e}")),
    }
    if let Some(plays) = &v.plays {
        let mut want = BTreeSet::new();
        for t in plays {
            match after(&pos, &play(t)) {
                Some(b) => {
                    want.insert(key(&b));
                }
                None => fails.push(format!("{tag}: vector play `{t}` moves a missing dame")),
            }
        }
        // Nothing playable: the engine may list no play or the empty play (docs/interchange.md).
        let nothing = plays.len() == 1 && plays[0].trim().is_empty();
        let ok = if nothing {
            a.plays.iter().all(|p| p.is_empty())
        } else {
            engine == want
        };
        if !ok {
            let eng: Vec<String> = a.plays.iter().map(spell).collect();
            fails.push(format!(
                "{tag}: plays\n    want {plays:?}\n    got  {eng:?}"
            ));
        }
        if !nothing {
            for t in plays {
                if let Err(e) = rules::check_play(&pos, &play(t)) {
                    fails.push(format!("{tag}: legal play `{t}` refused: {e}"));
                }
            }
        }
    }
    for t in &v.legal {
        if let Err(e) = rules::check_play(&pos, &play(t)) {
            fails.push(format!("{tag}: legal play `{t}` refused: {e}"));
        }
    }
    for i in &v.illegal {
        match rules::check_play(&pos, &play(&i.play)) {
            Ok(()) => fails.push(format!("{tag}: illegal play `{}` accepted", i.play)),
            Err(Error::IllegalPlay { rule, .. }) => {
                if let Some(want) = &i.rule {
                    if rule.code() != want {
                        fails.push(format!(
                            "{tag}: illegal play `{}` refused as {} (want {want})",
                            i.play,
                            rule.code()
                        ));
                    }
                }
            }
            Err(e) => fails.push(format!("{tag}: illegal play `{}` gave {e}", i.play)),
        }
    }
    fails
}

fn run(filter: impl Fn(&Vector) -> bool) {
    let mut fails = Vec::new();
    let mut n = 0;
    for v in vectors().iter().filter(|v| filter(v)) {
        n += 1;
        fails.extend(check(v));
        fails.extend(check(&mirror(v)));
        fails.extend(check(&swap_dice(v)));
    }
    assert!(n > 0, "no vector selected");
    assert!(
        fails.is_empty(),
        "{} failure(s):\n{}",
        fails.len(),
        fails.join("\n")
    );
}

#[test]
fn audit_vectors() {
    run(|v| v.bug.is_none());
}

#[test]
fn audit_vectors_cover_every_rule() {
    // The audit's checklist: each area has at least one vector.
    let names: Vec<String> = vectors().into_iter().map(|v| v.name).collect();
    for prefix in [
        "lois-",
        "coins-",
        "interdit-",
        "sortie-",
        "impuissance-",
        "remplir-",
        "battre-",
        "depart-",
    ] {
        assert!(
            names.iter().any(|n| n.starts_with(prefix)),
            "no audit vector for {prefix}"
        );
    }
}

#[test]
fn mirror_is_an_involution() {
    for v in vectors() {
        let m = mirror(&mirror(&v));
        assert_eq!(m.position, v.position, "{}", v.name);
        assert_eq!(m.jans, v.jans, "{}", v.name);
    }
}

#[test]
fn every_bug_vector_has_its_ignored_test() {
    let src = include_str!("audit.rs");
    // Fixed bugs lose their `bug` field and run with the rest in `audit_vectors`; a bug found
    // later gets an ignored test of its own, named after its vector.
    for v in vectors().into_iter().filter(|v| v.bug.is_some()) {
        assert!(
            src.contains(&format!("\"{}\"", v.name)),
            "bug vector {} has no engine_bug! test",
            v.name
        );
    }
}
