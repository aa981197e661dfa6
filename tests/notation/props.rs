//! Property tests of the compact notation: round trips with the JSON on random valid positions,
//! tolerant spellings reading to the same position, and no panic on any input.

use proptest::prelude::*;
use tablier::notation::{compact, json};
use tablier::steps;
use tablier::{
    Board, Coups, Dice, Error, Fleche, Position, Score, Setup, Side, SideScore, Variant,
};

/// One side's placement: borne off some dames (then all in steps 19–24) or not, how many on the
/// board, and where each goes (an index into the free flèches).
type SidePlan = (bool, u8, Vec<u8>);

fn place(variant: Variant, board: &mut Board, side: Side, (bearing_off, n, picks): &SidePlan) {
    let lowest = if *bearing_off { 19 } else { 1 };
    let free: Vec<Fleche> = (lowest..=24u8)
        .filter(|&s| !(variant == Variant::Trictrac && s == steps::COIN_ADVERSE))
        .filter_map(|s| Fleche::from_step(variant, side, s))
        .filter(|&f| board.get(side.opponent(), f) == 0)
        .collect();
    if free.is_empty() {
        return;
    }
    let on_board = if *bearing_off {
        let least = if variant == Variant::Jacquet { 0 } else { 1 };
        (*n).clamp(least, 14)
    } else {
        15
    };
    for p in picks.iter().take(on_board as usize) {
        let f = free[*p as usize % free.len()];
        board.set(side, f, board.get(side, f) + 1);
    }
    // 000 COINS: never a lone dame on one's coin; put it with another of one's dames.
    if variant == Variant::Trictrac {
        if let Some(coin) = Fleche::from_step(variant, side, steps::COIN) {
            if board.get(side, coin) == 1 {
                let other = board.occupied(side).find(|&(f, _)| f != coin);
                if let Some((other, k)) = other {
                    board.set(side, coin, 0);
                    board.set(side, other, k + 1);
                }
            }
        }
    }
}

fn side_plan() -> impl Strategy<Value = SidePlan> {
    (
        any::<bool>(),
        0u8..=15,
        proptest::collection::vec(any::<u8>(), 15),
    )
}

fn side_score() -> impl Strategy<Value = SideScore> {
    (0u8..=11, any::<u8>(), any::<bool>()).prop_map(|(points, holes, bredouille)| SideScore {
        points,
        holes,
        bredouille,
    })
}

fn valid_setup() -> impl Strategy<Value = Setup> {
    (
        prop_oneof![Just(Variant::Trictrac), Just(Variant::Jacquet)],
        side_plan(),
        side_plan(),
        any::<bool>(),
        proptest::option::of((1u8..=6, 1u8..=6)),
        proptest::option::of((any::<u32>(), any::<u32>())),
        side_score(),
        side_score(),
    )
        .prop_map(
            |(variant, wp, bp, black_turn, dice, coups, white, mut black)| {
                let mut board = Board::empty();
                place(variant, &mut board, Side::White, &wp);
                place(variant, &mut board, Side::Black, &bp);
                if white.points > 0 && black.points > 0 && white.bredouille {
                    black.bredouille = false;
                }
                Setup {
                    variant,
                    board,
                    turn: if black_turn { Side::Black } else { Side::White },
                    dice: dice.and_then(|(a, b)| Dice::new(a, b).ok()),
                    coups: coups.map(|(white, black)| Coups { white, black }),
                    score: Score { white, black },
                }
            },
        )
        .prop_filter("a board that can stand", |s| {
            Position::from_setup(s.clone()).is_ok()
        })
}

/// Choices for writing a setup in a non-canonical but valid spelling.
#[derive(Debug, Clone)]
struct Spelling {
    upper: Vec<bool>,
    shuffle: Vec<u8>,
    count_one: bool,
    word_turn: bool,
    dice_no_dash: bool,
    blanks: Vec<u8>,
    drop_defaults: bool,
    write_trictrac: bool,
}

fn spelling() -> impl Strategy<Value = Spelling> {
    (
        proptest::collection::vec(any::<bool>(), 200),
        proptest::collection::vec(any::<u8>(), 30),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        proptest::collection::vec(0u8..6, 8),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(
                upper,
                shuffle,
                count_one,
                word_turn,
                dice_no_dash,
                blanks,
                drop_defaults,
                write_trictrac,
            )| {
                Spelling {
                    upper,
                    shuffle,
                    count_one,
                    word_turn,
                    dice_no_dash,
                    blanks,
                    drop_defaults,
                    write_trictrac,
                }
            },
        )
}

fn side_text(board: &Board, side: Side, sp: &Spelling) -> String {
    let mut items: Vec<String> = board
        .occupied(side)
        .map(|(f, n)| {
            if n == 1 && !sp.count_one {
                f.name().to_string()
            } else {
                format!("{}:{n}", f.name())
            }
        })
        .collect();
    // A deterministic shuffle driven by the random bytes.
    for (i, r) in sp.shuffle.iter().enumerate() {
        if items.len() > 1 {
            let a = i % items.len();
            let b = *r as usize % items.len();
            items.swap(a, b);
        }
    }
    if items.is_empty() {
        "-".into()
    } else {
        items.join(",")
    }
}

fn spell(s: &Setup, sp: &Spelling) -> String {
    let mut fields: Vec<String> = Vec::new();
    if s.variant == Variant::Jacquet {
        fields.push("jacquet".into());
    } else if sp.write_trictrac {
        fields.push("trictrac".into());
    }
    fields.push(format!(
        "{}/{}",
        side_text(&s.board, Side::White, sp),
        side_text(&s.board, Side::Black, sp)
    ));
    fields.push(match (s.turn, sp.word_turn) {
        (Side::White, false) => "w".into(),
        (Side::White, true) => "white".into(),
        (Side::Black, false) => "b".into(),
        (Side::Black, true) => "black".into(),
    });
    fields.push(match s.dice {
        None => "-".into(),
        Some(d) if sp.dice_no_dash => format!("{}{}", d.first(), d.second()),
        Some(d) => format!("{}-{}", d.first(), d.second()),
    });
    fields.push(match s.coups {
        None => "-".into(),
        Some(c) => format!("{},{}", c.white, c.black),
    });
    let ss = |x: &SideScore| {
        format!(
            "{}.{}{}",
            x.points,
            x.holes,
            if x.bredouille { "b" } else { "" }
        )
    };
    fields.push(format!("{}/{}", ss(&s.score.white), ss(&s.score.black)));
    if sp.drop_defaults {
        // Trailing fields equal to their defaults may be left off, from the right.
        let defaults = ["0.0b/0.0b", "-", "-", "w"];
        for d in defaults {
            let last = fields.last().map(String::as_str).unwrap_or("");
            if last == d || (d == "w" && last == "white") {
                fields.pop();
            } else {
                break;
            }
        }
    }
    let blank = |k: u8| match k {
        0..=2 => " ".to_string(),
        3 => "  ".to_string(),
        4 => "\t".to_string(),
        _ => " \t ".to_string(),
    };
    let mut text = String::new();
    if sp.blanks.first() == Some(&5) {
        text.push(' ');
    }
    for (i, f) in fields.iter().enumerate() {
        if i > 0 {
            text.push_str(&blank(sp.blanks.get(i).copied().unwrap_or(0)));
        }
        text.push_str(f);
    }
    if sp.blanks.last() == Some(&4) {
        text.push('\t');
    }
    text.chars()
        .zip(sp.upper.iter().cycle())
        .map(|(c, &up)| {
            if up {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig {
        cases: 400,
        ..ProptestConfig::default()
    }))]

    #[test]
    fn setup_to_notation_and_back(s in valid_setup()) {
        let text = compact::to_string(&s);
        prop_assert_eq!(compact::parse(&text).unwrap(), s.clone());
        prop_assert_eq!(compact::position_from_str(&text).unwrap().into_setup(), s);
        prop_assert!(!text.contains("  ") && !text.starts_with(' ') && !text.ends_with(' '));
    }

    #[test]
    fn notation_to_json_to_notation(s in valid_setup()) {
        let text = compact::to_string(&s);
        let json_text = json::position_to_string(&compact::position_from_str(&text).unwrap());
        let back = json::position_from_str(&json_text).unwrap();
        prop_assert_eq!(compact::position_to_string(&back), text);
    }

    #[test]
    fn json_to_notation_to_json(s in valid_setup()) {
        let json_text = json::position_to_string(&Position::from_setup(s).unwrap());
        let text = compact::position_to_string(&json::position_from_str(&json_text).unwrap());
        let again = json::position_to_string(&compact::position_from_str(&text).unwrap());
        prop_assert_eq!(again, json_text);
    }

    #[test]
    fn tolerant_spellings_read_the_same(s in valid_setup(), sp in spelling()) {
        let text = spell(&s, &sp);
        let read = compact::parse(&text);
        prop_assert_eq!(read, Ok(s), "{:?}", text);
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "[BNbnwW0-9:,/. \\-é\tjacquet]{0,40}") {
        match compact::position_from_str(&text) {
            Ok(p) => prop_assert_eq!(compact::parse(&compact::position_to_string(&p)).unwrap(), p.into_setup()),
            Err(Error::BadNotation { column, field, .. }) => {
                prop_assert!(column >= 1 && column <= text.chars().count() + 1, "{} {}", field, column);
                prop_assert!(compact::FIELDS.contains(&field) || field == "end");
            }
            // A text that reads but is not a position that can stand: a position's own code.
            Err(e) => prop_assert!(
                ["bad-count", "too-many-dames", "fleche-held-by-both", "lone-dame-on-coin",
                 "dame-on-opponent-coin", "borne-off-outside-retour", "no-dames", "bad-score",
                 "bad-dice", "unknown-fleche"].contains(&e.code()),
                "{:?}: {}", text, e
            ),
        }
    }

    #[test]
    fn any_unicode_is_read_or_refused_without_panic(text in "\\PC{0,30}") {
        let _ = compact::position_from_str(&text);
    }
}
