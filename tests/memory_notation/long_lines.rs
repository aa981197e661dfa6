//! The compact notation reads a long line in constant memory and quotes little of it: the reader
//! takes the fields one at a time and stops after the one past the score, and a field quoted in
//! an error message is cut at `QUOTED_CHARS` characters. Before, the tokenizer collected every
//! field of the line first (a 100 MB line peaked at 1.33 GB) and messages quoted fields whole.
//!
//! A counting allocator measures what parsing allocates beyond the input itself. This file
//! holds one test, so that no other test's allocations fall into the count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tablier::notation::compact::{self, QUOTED_CHARS};
use tablier::Error;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// What `f` allocates at its peak above what was live before it, and how long it takes.
fn measure<T>(f: impl FnOnce() -> T) -> (T, usize, Duration) {
    let before = LIVE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let t = Instant::now();
    let out = f();
    let took = t.elapsed();
    (out, PEAK.load(Ordering::SeqCst) - before, took)
}

fn message(e: &Error) -> String {
    match e {
        Error::BadNotation { message, .. } => message.clone(),
        other => panic!("not a notation error: {other:?}"),
    }
}

#[test]
fn long_lines_are_read_in_constant_memory_and_quoted_short() {
    const MB: usize = 1 << 20;
    let size: usize = std::env::var("TABLIER_LONG_LINE_MB")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10)
        * MB;
    let fill = |prefix: &str, unit: &str, suffix: &str| -> String {
        let mut s = String::with_capacity(size + prefix.len() + suffix.len() + unit.len());
        s.push_str(prefix);
        while s.len() < size {
            s.push_str(unit);
        }
        s.push_str(suffix);
        s
    };
    // (what, the line as (start, a piece repeated to the size, end), the field the error
    // names; None when the line reads). Each line is built when it is read, one at a time.
    type Case<'a> = (&'a str, (&'a str, &'a str, &'a str), Option<&'a str>);
    let cases: Vec<Case> = vec![
        (
            "many fields",
            ("B1:15/N1:15 w 6-5 0,0 0.0b/0.0b", " x", ""),
            Some("end"),
        ),
        ("many blanks", ("B1:15/N1:15 w", " \t", ""), None),
        (
            "blanks then a field",
            ("B1:15/N1:15 w", "  ", " 6-5 0,0 0.0b/0.0b z"),
            Some("end"),
        ),
        (
            "a long trailing field",
            ("B1:15/N1:15 w 6-5 0,0 0.0b/0.0b ", "é", ""),
            Some("end"),
        ),
        ("a long turn", ("B1:15/N1:15 ", "W", ""), Some("turn")),
        (
            "a long die field",
            ("B1:15/N1:15 w ", "6-", ""),
            Some("dice"),
        ),
        (
            "long coups",
            ("B1:15/N1:15 w 6-5 ", "1,", ""),
            Some("coups"),
        ),
        (
            "a long score",
            ("B1:15/N1:15 w 6-5 0,0 ", "0.0/", ""),
            Some("score"),
        ),
        ("many slashes", ("B1:15/N1:15", "/", ""), Some("board")),
        ("many commas", ("B1:14,B2", ",", ""), Some("board")),
        ("a long flèche", ("B1:15/N", "1", ""), Some("board")),
        ("a long count", ("B1:", "0", "/N1:15"), Some("board")),
        (
            "a long game",
            ("", "jacquet", " B1:15/N12:15"),
            Some("game"),
        ),
    ];
    // Two seconds for ten megabytes (a debug-free test build, on a loaded machine), in proportion.
    let allowed = Duration::from_secs_f64(2.0 * (size as f64 / (10 * MB) as f64).max(1.0));
    let mut worst = 0;
    let mut slowest = (Duration::ZERO, "");
    for (what, (start, piece, end), field) in &cases {
        let line = fill(start, piece, end);
        let (read, peak, took) = measure(|| compact::parse(&line));
        worst = worst.max(peak);
        slowest = slowest.max((took, *what));
        match (read, field) {
            (Ok(_), None) => {}
            (Err(e @ Error::BadNotation { field: got, .. }), Some(want)) => {
                assert_eq!(&got, want, "{what}: {e}");
                let m = message(&e);
                assert!(
                    m.chars().count() < 2 * QUOTED_CHARS + 120,
                    "{what}: a message of {} characters: {m:.300}",
                    m.chars().count()
                );
            }
            (other, _) => panic!("{what}: {other:?}"),
        }
        // Nothing held in proportion to the line: a few small strings for the message.
        assert!(
            peak < 4096,
            "{what}: {peak} bytes allocated for a {size}-byte line"
        );
        assert!(took < allowed, "{what}: {took:?}");
    }
    println!(
        "compact::parse of {} MB lines: at most {worst} bytes allocated; slowest {:?} ({})",
        size / MB,
        slowest.0,
        slowest.1
    );
}
