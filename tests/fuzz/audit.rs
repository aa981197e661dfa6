//! The audit's attempts to break the engine from outside: garbage and edge inputs to the
//! library's public entry points and to the command line. Nothing may panic (a wasm panic kills
//! the module); the CLI answers every bad line with an error line and exits 1, never 101.

use proptest::prelude::*;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};
use tablier::notation::json::position_from_str;
use tablier::notation::{compact, json};
use tablier::{rules, Board, Dest, Fleche, Move, Play, Position};

/// Runs `tablier <cmd>` on `input`; returns (exit code, stdout lines, stderr).
fn cli(cmd: &str, input: &str) -> (Option<i32>, Vec<String>, String) {
    let mut child = Command::new(crate::common::cli::bin())
        .arg(cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tablier");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (
        out.status.code(),
        stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const P: &str =
    r#"{"game":"trictrac","white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#;

/// Lines that are not positions any command should take: each must get one error line.
fn garbage() -> Vec<String> {
    let mut v: Vec<String> = [
        "{",
        "}",
        "[]",
        "null",
        "0",
        "\"x\"",
        "true",
        "1e999",
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5,4]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[0,7]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[-1,3]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[1.5,3]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[18446744073709551616,3]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":["6","5"]}"#,
        r#"{"white":{"B1":99999999999999999999},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":18446744073709551615},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":-9223372036854775808},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":4294967311},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":256},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":8,"B1":8},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B0":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B13":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"Bé":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"😀":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"\u0000":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"grey","dice":[6,5]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":{"white":18446744073709551615,"black":0}}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"score":{"white":{"points":4294967295,"holes":4294967295,"bredouille":true}}}"#,
        r#"{"white":{},"black":{},"turn":"white","dice":[6,5]}"#,
        r#"{"game":"chess","white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5]}"#,
        r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"unknown":1}"#,
        "B1:15/N1:15 w 6-5 99999999999999999999,1",
        "B1:15/N1:15 w 6-5 1,1 99999999999999999999.1b/0.0",
        "B1:99999999999999999999/N1:15 w 6-5",
        "B1:0/N1:15 w 6-5",
        "B1:15/N1:15 w 6-",
        "B1:15/N1:15 w 66-5",
        "B1:15/N1:15 w 6-5-4",
        "B1:15/N1:15 w ٦-٥",
        "B１:15/N1:15 w 6-5",
        "B1:１５/N1:15 w 6-5",
        "é/ü",
        "/",
        "-/-",
        "jacquet",
        "B1:15/N1:15 \u{a0}w 6-5",
        "\u{feff}B1:15/N1:15 w 6-5",
        "B1::15/N1:15",
        "B99999999999999999999:1/N1:15",
        "\u{1}\u{2}",
        "😀",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // Deeply nested JSON (beyond any recursion limit) and very long lines.
    v.push(format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)));
    v.push(format!(
        "{}1{}",
        "{\"a\":".repeat(50_000),
        "}".repeat(50_000)
    ));
    v.push(format!("B1:15/N1:15 w 6-5 {}", "x".repeat(1_000_000)));
    v.push(format!("N{}/N1:15", "9".repeat(5_000)));
    v
}

#[test]
fn cli_answers_every_garbage_line_with_an_error() {
    let lines = garbage();
    for cmd in ["analyse", "notation", "apply", "mark", "ecole"] {
        let input = lines.join("\n") + "\n";
        let (code, out, err) = cli(cmd, &input);
        assert!(!err.contains("panicked"), "{cmd} panicked: {err}");
        assert_eq!(code, Some(1), "{cmd}: exit status");
        assert_eq!(out.len(), lines.len(), "{cmd}: one answer a line");
        // `notation` converts both ways, so a line may read; every other answer is an error.
        if cmd != "notation" {
            for (i, o) in out.iter().enumerate() {
                assert!(
                    o.starts_with("{\"error\":"),
                    "{cmd}: line {} answered {o}",
                    i + 1
                );
            }
        }
    }
}

#[test]
fn cli_replay_refuses_garbage_records() {
    for rec in [
        "not json",
        "{}",
        r#"{"format":"tablier-partie","version":1,"rolls":[{"side":"white","dice":[9,9]}]}"#,
        r#"{"format":"tablier-partie","version":1,"rolls":[{"side":"white","dice":[6,5,4]}]}"#,
        r#"{"format":"tablier-partie","version":18446744073709551615,"rolls":[]}"#,
    ] {
        let (code, _, err) = cli("replay", rec);
        assert!(!err.contains("panicked"), "replay panicked on {rec}: {err}");
        assert_eq!(code, Some(1), "replay {rec}");
    }
}

#[test]
fn cli_apply_garbage_plays() {
    let plays = [
        r#"[["B1","B7"],["B1","B6"],["B1","B2"],["B1","B2"],["B1","B2"]]"#,
        r#"[["B1","off"],["off","B1"]]"#,
        r#"[["B1"]]"#,
        r#"[[]]"#,
        r#"[["B1","B7","B8"]]"#,
        r#""B1-B7""#,
        r#"{"moves":null}"#,
        r#"[["N1","N7"],["N1","N6"]]"#,
        r#"[["B7","B1"]]"#,
        r#"[["B1","B1"],["B1","B1"]]"#,
    ];
    let input: Vec<String> = plays
        .iter()
        .map(|p| format!(r#"{{"position":{P},"play":{p}}}"#))
        .collect();
    let (code, out, err) = cli("apply", &(input.join("\n") + "\n"));
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code, Some(1));
    assert_eq!(out.len(), plays.len());
    assert!(out.iter().all(|o| o.starts_with("{\"error\":")), "{out:?}");
}

/// The mover's `coups` at its maximum: applying a play must not overflow.
#[test]
fn apply_with_coups_at_max_does_not_panic() {
    let text = r#"{"white":{"B1":15},"black":{"N1":15},"turn":"white","dice":[6,5],"coups":{"white":4294967295,"black":0}}"#;
    let (code, _, err) = cli(
        "apply",
        &format!(r#"{{"position":{text},"play":[["B1","B7"],["B1","B6"]]}}"#),
    );
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(code, Some(101));
    let pos = position_from_str(text).expect("position");
    let p = rules::legal_plays(&pos).expect("plays")[0];
    let r = std::panic::catch_unwind(|| rules::apply_play(&pos, &p));
    assert!(r.is_ok(), "rules::apply_play panicked");
}

// ---------------------------------------------------------------- library, random inputs

fn fleche(i: usize) -> Fleche {
    Fleche::parse(&if i < 12 {
        format!("B{}", i + 1)
    } else {
        format!("N{}", 24 - i)
    })
    .expect("flèche")
}

/// A random board as JSON: each side a few flèches with random counts (may be invalid).
fn board_json(w: &[(usize, u8)], b: &[(usize, u8)]) -> (String, String) {
    let side = |v: &[(usize, u8)]| {
        let items: Vec<String> = v
            .iter()
            .map(|(i, n)| format!("\"{}\":{n}", fleche(*i).name()))
            .collect();
        format!("{{{}}}", items.join(","))
    };
    (side(w), side(b))
}

fn after(p: &Position, pl: &Play) -> Option<Board> {
    p.board().moved(p.turn(), pl).ok()
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 400,
        ..ProptestConfig::default()
    }))]

    /// Random text never panics the readers.
    #[test]
    fn readers_never_panic(s in "\\PC{0,80}") {
        let _ = position_from_str(&s);
        let _ = compact::position_from_str(&s);
        let _ = json::analysis_from_str(&s);
    }

    /// Notation-shaped noise never panics the compact reader.
    #[test]
    fn compact_noise_never_panics(s in "[BNbnw0-9:,/ .\\-]{0,60}") {
        let _ = compact::position_from_str(&s);
    }

    /// On random (valid) positions: analyse, legal_plays and check_play never panic, every
    /// legal play is accepted by check_play and apply_play, and check_play accepts a random play
    /// only if it leaves the board of some legal play.
    #[test]
    fn random_positions_and_plays(
        w in proptest::collection::vec((0usize..24, 1u8..6), 1..8),
        b in proptest::collection::vec((0usize..24, 1u8..6), 1..8),
        turn in any::<bool>(),
        d1 in 1u8..=6, d2 in 1u8..=6,
        game in any::<bool>(),
        moves in proptest::collection::vec((0usize..24, 0usize..25), 0..5),
    ) {
        // Fifteen dames a side, so that most positions are valid: the random flèches first
        // (Black's dropped where White already is), the rest on each talon.
        let mut w: Vec<(usize, u8)> = w;
        w.sort_by_key(|x| x.0);
        w.dedup_by_key(|x| x.0);
        w.retain(|x| x.0 != 23);
        let mut b: Vec<(usize, u8)> = b;
        b.sort_by_key(|x| x.0);
        b.dedup_by_key(|x| x.0);
        b.retain(|x| x.0 != 0 && !w.iter().any(|y| y.0 == x.0));
        let fill = |v: &mut Vec<(usize, u8)>, talon: usize| {
            let mut n: u8 = 0;
            v.retain(|x| { n += x.1; n <= 15 });
            let sum: u8 = v.iter().map(|x| x.1).sum();
            let rest = 15 - sum;
            if rest > 0 {
                match v.iter_mut().find(|x| x.0 == talon) {
                    Some(x) => x.1 += rest,
                    None => v.push((talon, rest)),
                }
            }
        };
        fill(&mut w, 0);
        fill(&mut b, 23);
        let (wj, bj) = board_json(&w, &b);
        let text = format!(
            r#"{{"game":"{}","white":{wj},"black":{bj},"turn":"{}","dice":[{d1},{d2}]}}"#,
            if game { "trictrac" } else { "jacquet" },
            if turn { "white" } else { "black" },
        );
        let Ok(pos) = position_from_str(&text) else { return Ok(()); };
        let a = rules::analyse(&pos);
        let lp = rules::legal_plays(&pos);
        prop_assert!(a.is_ok() == lp.is_ok(), "{text}");
        let Ok(lp) = lp else { return Ok(()); };
        let boards: BTreeSet<String> =
            lp.iter().filter_map(|p| after(&pos, p)).map(|b| format!("{b:?}")).collect();
        // Nothing playable: the empty play passes (an empty list, or only the empty play).
        let mut boards = boards;
        if lp.is_empty() {
            boards.insert(format!("{:?}", pos.board()));
        }
        for p in &lp {
            prop_assert!(rules::check_play(&pos, p).is_ok(), "{text}: legal play refused");
            prop_assert!(rules::apply_play(&pos, p).is_ok(), "{text}: legal play not applied");
        }
        let mv: Vec<Move> = moves
            .iter()
            .map(|&(f, t)| Move::new(fleche(f), if t == 24 { Dest::Off } else { Dest::To(fleche(t)) }))
            .collect();
        if let Some(play) = Play::from_moves(&mv) {
            if rules::check_play(&pos, &play).is_ok() {
                let b = after(&pos, &play).map(|b| format!("{b:?}"));
                prop_assert!(b.is_some_and(|b| boards.contains(&b)),
                    "{text}: check_play accepts {play:?}, which is no legal play");
            }
        }
    }
}

/// docs/interchange.md "The analysis of a roll": "An empty list means the roll cannot be played at all" — and the
/// Jacquet legal plays already answer so (docs/rules/jacquet.md).
#[test]
fn nothing_playable_is_an_empty_list() {
    let (code, out, _) = cli(
        "analyse",
        "B11,N1:14/N3:2,N8:2,N9:2,B6:2,B5:2,B4:2,B3:2,B1 w 6-5\n",
    );
    assert_eq!(code, Some(0));
    assert!(out[0].ends_with("\"plays\":[]}"), "{}", out[0]);
}

/// A board's view from a side counts any board's dames: `Board` is not validated (a caller may put
/// 255 dames on a flèche), and `own_on_board` summed them past a u8, a panic with overflow checks
/// and a wrong count without; it counts to 255 now, as `Board::on_board` does.
#[test]
fn a_view_counts_any_board() {
    let mut b = Board::empty();
    for i in 0..24 {
        b.set(tablier::Side::White, fleche(i), 15);
    }
    let v = b.view(tablier::Variant::Trictrac, tablier::Side::White);
    assert_eq!((v.own_at(1), v.opp_at(24)), (15, 0));
    assert_eq!(v.own_on_board(), b.on_board(tablier::Side::White));
    assert_eq!(v.own_on_board(), 255);
}
