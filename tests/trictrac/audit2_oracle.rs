//! The second audit's independent reading of the jans played par puissance — the batteries of
//! dames and of the coin, deux tables, mézéas and their contre-jans, six tables — written from
//! the seeds without the engine's code, and compared with `rules::analyse` over seeded random
//! positions (docs/rules/audit.md). These jans depend on the board and the dice only (and six
//! tables on the count of coups; 000 BATTRE: "La batterie est toujours fictive"), so a reading of
//! a few lines can check every position.
//!
//! Steps are counted along the mover's path: 1 his talon, 12 his coin, 13 the opponent's coin,
//! 19–24 the opponent's petit jan, written here without the engine's `Fleche::step`.

use std::collections::BTreeMap;
use tablier::notation::compact;
use tablier::{rules, Rng};

/// The flèche at `step` of a side's path: White B1…B12 then N12…N1, Black N1…N12 then B12…B1.
fn fleche(white: bool, step: u8) -> String {
    let (near, far) = if white { ('B', 'N') } else { ('N', 'B') };
    if step <= 12 {
        format!("{near}{step}")
    } else {
        format!("{far}{}", 25 - step)
    }
}

/// A board as White's and Black's counts, each indexed by the side's own step (1–24).
#[derive(Clone)]
struct Tablier {
    white: [u8; 25],
    black: [u8; 25],
}

impl Tablier {
    fn empty() -> Tablier {
        Tablier {
            white: [0; 25],
            black: [0; 25],
        }
    }

    /// The same flèche seen from the other side's path.
    fn other(step: usize) -> usize {
        25 - step
    }

    fn notation(&self, white_moves: bool, d1: u8, d2: u8) -> String {
        let side = |counts: &[u8; 25], white: bool| {
            (1..=24)
                .filter(|&s| counts[s] > 0)
                .map(|s| format!("{}:{}", fleche(white, s as u8), counts[s]))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}/{} {} {d1}-{d2}",
            side(&self.white, true),
            side(&self.black, false),
            if white_moves { "w" } else { "b" }
        )
    }

    /// The mover's dames and the opponent's, both by the mover's steps.
    fn frames(&self, white_moves: bool) -> ([u8; 25], [u8; 25]) {
        let (mine, theirs) = if white_moves {
            (self.white, self.black)
        } else {
            (self.black, self.white)
        };
        let mut opp = [0; 25];
        for s in 1..=24 {
            opp[Self::other(s)] = theirs[s];
        }
        (mine, opp)
    }
}

/// Fifteen dames a side on random flèches, never two colours on one flèche, never a dame on the
/// other side's coin, never one dame alone on a coin (000 COINS).
fn random_tablier(rng: &mut Rng) -> Tablier {
    let mut t = Tablier::empty();
    for white in [true, false] {
        let taken: Vec<bool> = (0..25)
            .map(|s| {
                let (mine, theirs) = if white {
                    (&t.white, &t.black)
                } else {
                    (&t.black, &t.white)
                };
                s == 0 || s == 13 || mine[s] > 0 || theirs[Tablier::other(s.max(1))] > 0
            })
            .collect();
        let mut free: Vec<usize> = (1..=24).filter(|&s| !taken[s]).collect();
        let k = 4 + rng.index(8);
        let mut chosen = Vec::new();
        for _ in 0..k.min(free.len()) {
            chosen.push(free.swap_remove(rng.index(free.len())));
        }
        let counts = if white { &mut t.white } else { &mut t.black };
        for &s in &chosen {
            counts[s] = 1;
        }
        for _ in chosen.len()..15 {
            counts[chosen[rng.index(chosen.len())]] += 1;
        }
        if counts[12] == 1 {
            counts[12] = 0;
            let s = chosen
                .iter()
                .copied()
                .find(|&s| s != 12)
                .expect("another flèche");
            counts[s] += 1;
        }
    }
    t
}

/// The start of a game or relevé, or just after: all on the talon, the coin taken with the first
/// two dames (or with three or four), or two dames down anywhere short of the coin.
fn start_tablier(rng: &mut Rng) -> Option<Tablier> {
    let mut t = Tablier::empty();
    for white in [true, false] {
        let counts = if white { &mut t.white } else { &mut t.black };
        match rng.index(5) {
            0 => counts[1] = 15,
            1 => {
                counts[1] = 13;
                counts[12] = 2;
            }
            // More than the first two dames down, all on the coin: no mézéas.
            2 => {
                let on_coin = 3 + rng.index(2) as u8;
                counts[1] = 15 - on_coin;
                counts[12] = on_coin;
            }
            _ => {
                counts[1] = 13;
                counts[2 + rng.index(10)] += 1;
                counts[2 + rng.index(10)] += 1;
            }
        }
    }
    // Both sides' dames on one flèche cannot be: draw again.
    let clash = (1..=24).any(|s| t.white[s] > 0 && t.black[Tablier::other(s)] > 0);
    (!clash).then_some(t)
}

type Jan = (String, String, u32, Option<String>, u32);

/// What the seeds give for the roll, the jans par puissance only.
fn reading(t: &Tablier, white_moves: bool, d1: u8, d2: u8) -> Vec<Jan> {
    let (m, o) = t.frames(white_moves);
    let (me, them) = if white_moves {
        ("white", "black")
    } else {
        ("black", "white")
    };
    let doublet = d1 == d2;
    let mut jans = Vec::new();
    let has = |s: i32| (1..=24).contains(&s) && m[s as usize] > 0;
    // A repos pour battre: any flèche the opponent has not covered with two dames (RULINGS 8).
    let repos = |s: i32| o[s as usize] < 2;
    for target in 1..=24i32 {
        if o[target as usize] != 1 {
            continue;
        }
        // 000 BATTRE UNE DAME: 4 / 6 a façon in either petit jan, 2 / 4 in either grand jan.
        let petit = target <= 6 || target >= 19;
        let unit = match (petit, doublet) {
            (true, false) => 4,
            (true, true) => 6,
            (false, false) => 2,
            (false, true) => 4,
        };
        let (mut vrai, mut faux) = (0, 0);
        let numbers: Vec<i32> = if doublet {
            vec![d1 as i32]
        } else {
            vec![d1 as i32, d2 as i32]
        };
        for &d in &numbers {
            if has(target - d) {
                vrai += 1;
            }
        }
        let from = target - d1 as i32 - d2 as i32;
        if has(from) {
            if repos(from + d1 as i32) || repos(from + d2 as i32) {
                vrai += 1;
            } else {
                faux += 1;
            }
        }
        let at = fleche(white_moves, target as u8);
        if vrai > 0 {
            jans.push((
                "battre-dame".into(),
                me.into(),
                unit * vrai,
                Some(at.clone()),
                vrai,
            ));
        }
        if faux > 0 {
            jans.push((
                "battre-dame-a-faux".into(),
                them.into(),
                unit * faux,
                Some(at),
                faux,
            ));
        }
    }
    let coin_unit = if doublet { 6 } else { 4 };
    let their_coin = fleche(white_moves, 13);
    let held = o[13] >= 2;
    // 000 JAN DE MÉZÉAS: the coin taken with the first two dames only, an as; 6 by beset.
    let others_down: u8 = (2..=24).map(|s| m[s]).sum::<u8>() - m[12];
    if m[1] == 13 && m[12] == 2 && (d1 == 1 || d2 == 1) {
        let points = if d1 == 1 && d2 == 1 { 6 } else { 4 };
        let (kind, who) = if held {
            ("contre-mezeas", them)
        } else {
            ("mezeas", me)
        };
        jans.push((kind.into(), who.into(), points, Some(their_coin.clone()), 1));
    }
    // 000 JAN DE DEUX TABLES: the first two dames down, one could reach each coin, one number each.
    if m[1] == 13 && m[12] == 0 && others_down == 2 {
        let down: Vec<i32> = (2..=24)
            .flat_map(|s| std::iter::repeat(s as i32).take(m[s] as usize))
            .collect();
        let (a, b) = (down[0], down[1]);
        let (x, y) = (d1 as i32, d2 as i32);
        let two_coins =
            |p: i32, q: i32| (p + x == 12 && q + y == 13) || (p + y == 12 && q + x == 13);
        if two_coins(a, b) || two_coins(b, a) {
            let (kind, who) = if held {
                ("contre-deux-tables", them)
            } else {
                ("deux-tables", me)
            };
            jans.push((kind.into(), who.into(), coin_unit, None, 1));
        }
    }
    // 000 BATTRE LE COIN: one's coin held, the other's empty, two dames could take it d'emblée
    // without unpairing one's coin.
    if m[12] >= 2 && o[13] == 0 {
        let spare = |s: i32, k: u8| {
            (1..=12).contains(&s) && m[s as usize] >= k + if s == 12 { 2 } else { 0 }
        };
        let beats = if doublet {
            spare(13 - d1 as i32, 2)
        } else {
            spare(13 - d1 as i32, 1) && spare(13 - d2 as i32, 1)
        };
        if beats {
            jans.push((
                "battre-coin".into(),
                me.into(),
                coin_unit,
                Some(their_coin),
                1,
            ));
        }
    }
    jans.sort();
    jans
}

const PAR_PUISSANCE: [&str; 7] = [
    "battre-dame",
    "battre-dame-a-faux",
    "battre-coin",
    "mezeas",
    "contre-mezeas",
    "deux-tables",
    "contre-deux-tables",
];

/// Every disagreement between the reading and the engine, as text.
fn compare(t: &Tablier, white_moves: bool, d1: u8, d2: u8) -> Option<String> {
    let text = t.notation(white_moves, d1, d2);
    let pos = compact::position_from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let a = rules::analyse(&pos).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut got: Vec<Jan> = a
        .jans
        .iter()
        .map(|j| {
            let kind = serde_json::to_value(j.kind).expect("kind");
            (
                kind.as_str().expect("a name").to_string(),
                j.beneficiary.name().to_string(),
                j.points,
                j.at.map(|f| f.name().to_string()),
                j.ways,
            )
        })
        .filter(|j| PAR_PUISSANCE.contains(&j.0.as_str()))
        .collect();
    got.sort();
    let want = reading(t, white_moves, d1, d2);
    (got != want).then(|| format!("{text}\n    engine  {got:?}\n    reading {want:?}"))
}

fn check(
    label: &str,
    cases: impl Iterator<Item = (Tablier, bool, u8, u8)>,
) -> BTreeMap<String, u32> {
    let mut fails = Vec::new();
    let mut seen = BTreeMap::new();
    let mut n = 0;
    for (t, w, d1, d2) in cases {
        n += 1;
        for j in reading(&t, w, d1, d2) {
            *seen.entry(j.0).or_insert(0) += 1;
        }
        fails.extend(compare(&t, w, d1, d2));
    }
    assert!(n > 0);
    assert!(
        fails.is_empty(),
        "{label}: {} of {n} differ:\n{}",
        fails.len(),
        fails
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    seen
}

#[test]
fn batteries_agree_with_an_independent_reading() {
    let mut rng = Rng::new(0x5eed_a7d1);
    let cases = (0..4000).map(|_| {
        let t = random_tablier(&mut rng);
        let w = rng.index(2) == 0;
        (t, w, rng.die(), rng.die())
    });
    let seen = check("random positions", cases.collect::<Vec<_>>().into_iter());
    // The draw reaches every kind it is meant to check.
    for kind in ["battre-dame", "battre-dame-a-faux", "battre-coin"] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 20,
            "{kind}: {seen:?}"
        );
    }
}

#[test]
fn jans_de_depart_agree_with_an_independent_reading() {
    let mut rng = Rng::new(0xdeb0_0a7d);
    let mut cases = Vec::new();
    while cases.len() < 3000 {
        if let Some(t) = start_tablier(&mut rng) {
            let w = rng.index(2) == 0;
            cases.push((t, w, rng.die(), rng.die()));
        }
    }
    let seen = check("starts", cases.into_iter());
    for kind in [
        "mezeas",
        "contre-mezeas",
        "deux-tables",
        "contre-deux-tables",
        "battre-dame",
    ] {
        assert!(seen.get(kind).copied().unwrap_or(0) > 3, "{kind}: {seen:?}");
    }
}

/// 000 JAN DE SIX TABLES: on the mover's third roll (two played), eleven dames on the talon and
/// one on each of four of the six flèches after it (steps 2–7), the dice — two different
/// numbers — could bring two talon dames onto the other two. 4 points, the mover's.
fn six_tables(m: &[u8; 25], coups: u32, d1: u8, d2: u8) -> bool {
    let covered: Vec<usize> = (2..=7).filter(|&s| m[s] > 0).collect();
    let down: u8 = (2..=24).map(|s| m[s]).sum();
    if coups != 2 || m[1] != 11 || d1 == d2 || down != 4 || covered.len() != 4 {
        return false;
    }
    let missing: Vec<usize> = (2..=7).filter(|&s| m[s] == 0).collect();
    let (a, b) = (d1 as usize + 1, d2 as usize + 1);
    missing == [a.min(b), a.max(b)]
}

#[test]
fn six_tables_agrees_with_an_independent_reading() {
    let mut rng = Rng::new(0x5137_ab1e);
    let (mut fails, mut made) = (Vec::new(), 0);
    for _ in 0..3000 {
        let mut t = Tablier::empty();
        // The mover: eleven on the talon, four dames down on steps 2–8; the other side at its
        // start, its coin taken or not.
        let white = rng.index(2) == 0;
        let (mine, theirs) = if white {
            (&mut t.white, &mut t.black)
        } else {
            (&mut t.black, &mut t.white)
        };
        mine[1] = 11;
        for _ in 0..4 {
            mine[2 + rng.index(7)] += 1;
        }
        if rng.index(2) == 0 {
            theirs[1] = 15;
        } else {
            theirs[1] = 13;
            theirs[12] = 2;
        }
        let coups = 1 + rng.index(3) as u32;
        let (d1, d2) = (rng.die(), rng.die());
        let text = format!("{} {coups},{coups}", t.notation(white, d1, d2));
        let pos = compact::position_from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let a = rules::analyse(&pos).unwrap_or_else(|e| panic!("{text}: {e}"));
        let got = a
            .jans
            .iter()
            .filter(|j| serde_json::to_value(j.kind).expect("kind") == "six-tables")
            .map(|j| (j.beneficiary.name(), j.points))
            .collect::<Vec<_>>();
        let (m, _) = t.frames(white);
        let want = if six_tables(&m, coups, d1, d2) {
            made += 1;
            vec![(if white { "white" } else { "black" }, 4)]
        } else {
            vec![]
        };
        if got != want {
            fails.push(format!("{text}: engine {got:?}, reading {want:?}"));
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    assert!(made > 5, "the draw makes the jan {made} times");
}
