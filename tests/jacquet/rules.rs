//! Rules of Jacquet (003) not covered by the example data: the entry points through `rules`, the
//! first throw, the end of a manche and its points (main rules and the 1–5 table), the partie,
//! position checks.

use tablier::jacquet::random_partie;
use tablier::jacquet::{self, Bareme, BouchonRule, JacquetOptions, Manche, Partie, Phase};
use tablier::notation::json::{moves_to_play, position_from_str, Name};
use tablier::Rng;
use tablier::{rules, Board, Dice, Error, Fleche, Play, Position, Side, Variant};

fn pos(white: &str, black: &str, turn: &str, dice: Option<[u8; 2]>) -> Position {
    let dice = dice
        .map(|[a, b]| format!(r#","dice":[{a},{b}]"#))
        .unwrap_or_default();
    position_from_str(&format!(
        r#"{{"game":"jacquet","white":{white},"black":{black},"turn":"{turn}"{dice}}}"#
    ))
    .unwrap()
}

fn play(moves: &[[&str; 2]]) -> Play {
    let v: Vec<[Name; 2]> = moves.iter().map(|&[a, b]| [a.into(), b.into()]).collect();
    moves_to_play(&v).unwrap()
}

fn f(name: &str) -> Fleche {
    Fleche::parse(name).unwrap()
}

#[test]
fn mise_en_place_talons_and_direction() {
    // 003 MISE EN PLACE: all 15 dames on the talon; both sides travel the same way round.
    let p = Position::start(Variant::Jacquet);
    assert_eq!(p.board().get(Side::White, f("B1")), 15);
    assert_eq!(p.board().get(Side::Black, f("N12")), 15);
    let p = p.with_dice(Some(Dice::new(1, 2).unwrap()));
    let plays = rules::legal_plays(&p).unwrap();
    assert_eq!(plays, vec![play(&[["B1", "B3"], ["B3", "B4"]])]);
    let mut s = p.into_setup();
    s.turn = Side::Black;
    let p = Position::from_setup(s).unwrap();
    let after = rules::apply_play(&p, &rules::legal_plays(&p).unwrap()[0]).unwrap();
    // Black goes N12 → N11 → N10 → N9: the same rotational direction as White's B1 → B2 → B3.
    assert_eq!(after.board().get(Side::Black, f("N9")), 1);
}

#[test]
fn rules_entry_points_dispatch_to_jacquet() {
    let p = pos(r#"{"B1":15}"#, r#"{"N12":15}"#, "white", Some([6, 3]));
    assert_eq!(
        rules::legal_plays(&p).unwrap(),
        jacquet::legal_plays(&p).unwrap()
    );
    let bad = play(&[["B1", "B7"], ["B1", "B4"]]);
    assert_eq!(rules::check_play(&p, &bad).unwrap_err().code(), "postillon");
}

#[test]
fn analysis_has_no_jans_and_no_points() {
    // Jacquet has no jans: the analysis is the plays alone.
    let p = pos(
        r#"{"B1":14,"N5":1}"#,
        r#"{"N12":15}"#,
        "white",
        Some([4, 2]),
    );
    let a = rules::analyse(&p).unwrap();
    assert!(a.jans.is_empty());
    assert_eq!((a.points.white, a.points.black), (0, 0));
    assert_eq!(a.plays, rules::legal_plays(&p).unwrap());
    assert!(a.plays.len() > 1);
}

#[test]
fn apply_passes_the_turn_and_counts_coups() {
    let p = Position::start(Variant::Jacquet).with_dice(Some(Dice::new(5, 3).unwrap()));
    let q = rules::apply_play(&p, &rules::legal_plays(&p).unwrap()[0]).unwrap();
    assert_eq!(q.turn(), Side::Black);
    assert_eq!(q.dice(), None);
    assert_eq!(q.coups().unwrap().white, 1);
    assert_eq!(q.board().get(Side::White, f("B9")), 1);
    assert_eq!(rules::legal_plays(&q).unwrap_err(), Error::NoDice);
}

#[test]
fn empty_play_passes_when_nothing_can_be_played() {
    // 003 OBLIGATION DE SE DÉPLACER: the obligation holds only "tant qu'un déplacement est possible".
    let p = pos(
        r#"{"B1":14,"B2":1}"#,
        r#"{"N12":13,"B7":1,"B8":1}"#,
        "white",
        Some([6, 5]),
    );
    assert!(rules::legal_plays(&p).unwrap().is_empty());
    let q = rules::apply_play(&p, &Play::empty()).unwrap();
    assert_eq!(q.board(), p.board());
    assert_eq!(q.turn(), Side::Black);
}

#[test]
fn stacking_own_dames_has_no_limit() {
    // 003 OÙ S'ARRÊTER: « Vous pouvez entasser autant de dames que vous voulez sur une même flèche. »
    let p = pos(
        r#"{"B3":1,"B4":13,"N6":1}"#,
        r#"{"N12":15}"#,
        "white",
        Some([1, 2]),
    );
    let q = rules::apply_play(&p, &play(&[["B3", "B4"], ["N6", "N4"]])).unwrap();
    assert_eq!(q.board().get(Side::White, f("B4")), 14);
    let p = pos(
        r#"{"B3":1,"B4":14}"#,
        r#"{"N12":15}"#,
        "white",
        Some([1, 1]),
    );
    let q = rules::apply_play(
        &p,
        &play(&[["B3", "B4"], ["B4", "B5"], ["B4", "B5"], ["B4", "B5"]]),
    );
    assert!(q.is_ok());
}

#[test]
fn a_single_opponent_dame_holds_its_fleche() {
    // 003 SI LA FLÈCHE EST OCCUPÉE PAR L'ADVERSAIRE: « Dès qu'une flèche est occupée par une dame
    // adverse » — no hitting in Jacquet: one dame is enough.
    let p = pos(
        r#"{"B1":14,"N6":1}"#,
        r#"{"N12":14,"B5":1}"#,
        "white",
        Some([4, 4]),
    );
    let plays = rules::legal_plays(&p).unwrap();
    assert!(!plays.is_empty());
    for pl in &plays {
        assert!(
            pl.moves()
                .iter()
                .all(|m| m.to != tablier::Dest::To(f("B5"))),
            "{pl}"
        );
    }
    let e = rules::check_play(&p, &play(&[["B1", "B5"], ["N6", "N2"], ["N2", "off"]])).unwrap_err();
    assert_eq!(e.code(), "opponent-fleche");
}

#[test]
fn doublets_use_four_moves_where_possible() {
    // 003 DOUBLE: « Vous avez le droit de faire chaque déplacement deux fois. »
    let p = pos(
        r#"{"B1":10,"B5":2,"N6":3}"#,
        r#"{"N12":15}"#,
        "white",
        Some([3, 3]),
    );
    let plays = rules::legal_plays(&p).unwrap();
    assert!(plays.len() > 10);
    assert!(plays.iter().all(|pl| pl.len() == 4));
    let three = play(&[["B1", "B4"], ["B1", "B4"], ["B1", "B4"]]);
    assert_eq!(
        rules::check_play(&p, &three).unwrap_err().code(),
        "must-play-most"
    );
}

#[test]
fn moves_not_of_the_dice_refused() {
    let p = pos(
        r#"{"B1":14,"N6":1}"#,
        r#"{"N12":15}"#,
        "white",
        Some([4, 2]),
    );
    for bad in [
        play(&[["B1", "B6"], ["B1", "B3"]]),  // 5 is not on the dice
        play(&[["B1", "B5"], ["B1", "B5"]]),  // the 4 twice on a simple roll
        play(&[["B2", "B6"], ["B1", "B3"]]),  // no dame on B2
        play(&[["N6", "B12"], ["B1", "B3"]]), // backwards
        play(&[["B1", "B5"], ["B1", "B3"], ["B1", "B3"]]), // three moves
    ] {
        assert_eq!(
            rules::check_play(&p, &bad).unwrap_err().code(),
            "not-the-dice",
            "{bad}"
        );
    }
}

#[test]
fn first_throw_higher_starts_ties_rethrow() {
    // 003 PREMIER JOUEUR: each throws one die, the higher starts and then throws both dice.
    let mut m = Manche::new(JacquetOptions::default());
    assert_eq!(m.phase(), Phase::FirstThrow);
    assert_eq!(
        m.roll(Dice::new(3, 1).unwrap()).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!(m.first_throw(4, 4).unwrap(), None);
    assert_eq!(m.phase(), Phase::FirstThrow);
    assert_eq!(m.first_throw(2, 5).unwrap(), Some(Side::Black));
    assert_eq!(m.position().turn(), Side::Black);
    assert_eq!(m.phase(), Phase::Roll);
    assert_eq!(m.first_throw(6, 1).unwrap_err().code(), "bad-request");
    m.roll(Dice::new(6, 2).unwrap()).unwrap();
    let plays = m.legal_plays().unwrap();
    assert_eq!(plays.len(), 1);
    m.play(&plays[0]).unwrap();
    assert_eq!(m.position().board().get(Side::Black, f("N4")), 1);
    assert_eq!(m.position().turn(), Side::White);
    assert_eq!(m.phase(), Phase::Roll);
    assert_eq!(
        Manche::new(JacquetOptions::default())
            .first_throw(0, 3)
            .unwrap_err()
            .code(),
        "bad-dice"
    );
}

#[test]
fn manche_ends_with_fifteen_dames_out_one_or_two_points() {
    // 003 FIN D'UNE MANCHE.
    let o = JacquetOptions::default();
    let two = pos(r#"{"N1":1}"#, r#"{"B7":15}"#, "white", Some([3, 1]));
    let mut m = Manche::from_position(two, o).unwrap();
    let r = m.play(&play(&[["N1", "off"]])).unwrap().unwrap();
    assert_eq!((r.winner, r.points), (Side::White, 2));
    assert_eq!(m.phase(), Phase::Over(r));
    assert_eq!(
        m.roll(Dice::new(1, 1).unwrap()).unwrap_err().code(),
        "bad-request"
    );
    // The board at the end is a valid Jacquet position: White has no dame left.
    assert_eq!(m.position().board().on_board(Side::White), 0);
    let e =
        rules::legal_plays(&m.position().with_dice(Some(Dice::new(2, 1).unwrap()))).unwrap_err();
    assert_eq!(e.code(), "bad-request", "{e}");
    assert!(e.to_string().contains("the manche is over"), "{e}");

    let one = pos(r#"{"N1":1}"#, r#"{"B7":14}"#, "white", Some([3, 1]));
    let after = rules::apply_play(&one, &play(&[["N1", "off"]])).unwrap();
    assert_eq!(jacquet::manche_points(after.board(), Side::White, &o), 1);
}

fn board(white: &str, black: &str) -> Board {
    *pos(white, black, "white", None).board()
}

#[test]
fn points_table_variant_one_to_five() {
    // 003 VARIANTE LES POINTS. White has borne off all its dames; Black's dames decide.
    let t = JacquetOptions {
        bareme: Bareme::Table,
        ..JacquetOptions::default()
    };
    let s = JacquetOptions::default();
    let cases = [
        // 1: « L'adversaire a commencé à sortir au moins une de ses dames. »
        (r#"{"B12":14}"#, 1, 1),
        // 2: « Toutes les dames adverses sont dans le dernier quadrant » (B7–B12 for Black).
        (r#"{"B7":10,"B12":5}"#, 2, 2),
        // 3: « Toutes les dames adverses sont dans le 3ème quadrant » (B1–B6), or further on.
        (r#"{"B1":1,"B12":14}"#, 3, 2),
        (r#"{"B6":15}"#, 3, 2),
        // 4: « dans le 3ème et/ou 2ème quadrant » (N6–N1 is Black's 2nd quadrant).
        (r#"{"N6":1,"B3":14}"#, 4, 2),
        (r#"{"N1":15}"#, 4, 2),
        // Decision: a dame off the talon but still in the 1st quadrant also scores 4.
        (r#"{"N11":1,"B12":14}"#, 4, 2),
        // 5: « Il y a encore des dames adverses dans le talon » (N12).
        (r#"{"N12":1,"B12":14}"#, 5, 2),
        (r#"{"N12":15}"#, 5, 2),
    ];
    for (black, table, simple) in cases {
        let b = board("{}", black);
        assert_eq!(
            jacquet::manche_points(&b, Side::White, &t),
            table,
            "{black}"
        );
        assert_eq!(
            jacquet::manche_points(&b, Side::White, &s),
            simple,
            "{black}"
        );
    }
    // The same from Black's side: White's talon is B1, its last quadrant N6–N1.
    let b = board(r#"{"B1":2,"N1":13}"#, "{}");
    assert_eq!(jacquet::manche_points(&b, Side::Black, &t), 5);
    let b = board(r#"{"N6":2,"N1":13}"#, "{}");
    assert_eq!(jacquet::manche_points(&b, Side::Black, &t), 2);
    let b = board(r#"{"N12":2,"N1":13}"#, "{}");
    assert_eq!(jacquet::manche_points(&b, Side::Black, &t), 3);
}

#[test]
fn partie_to_an_agreed_score() {
    // 003 MISE EN PLACE « Mettez-vous d'accord sur un score à atteindre »; FIN DE LA PARTIE.
    assert_eq!(
        Partie::new(JacquetOptions::default(), 0)
            .unwrap_err()
            .code(),
        "bad-request"
    );
    for (seed, target) in [(1u64, 3u32), (7, 5), (99, 1)] {
        let (p, records) = random_partie(seed, JacquetOptions::default(), target).unwrap();
        let w = p.winner().unwrap();
        assert!(p.score(w) >= target);
        assert!(p.score(w.opponent()) < target);
        assert_eq!(p.results().len(), records.len());
        for side in Side::BOTH {
            let sum: u32 = p
                .results()
                .iter()
                .filter(|r| r.winner == side)
                .map(|r| r.points)
                .sum();
            assert_eq!(sum, p.score(side));
        }
        assert!(p.results().iter().all(|r| r.points == 1 || r.points == 2));
        // The last manche's winner is the partie's winner, who reached the score with it.
        assert_eq!(p.results().last().unwrap().winner, w);
        let mut q = p.clone();
        assert_eq!(q.first_throw(6, 1).unwrap_err().code(), "bad-request");
    }
}

#[test]
fn partie_starts_a_new_manche_after_each() {
    let (p, records) = random_partie(5, JacquetOptions::default(), 6).unwrap();
    assert!(records.len() >= 3);
    for r in &records {
        // Every manche started from the talons with a first throw won by its starter.
        let (w, b) = *r.first_throws.last().unwrap();
        assert_ne!(w, b);
        let starter = if w > b { Side::White } else { Side::Black };
        assert_eq!(r.turns[0].1.side, starter);
        assert_eq!(r.turns[0].0.board(), &Board::start(Variant::Jacquet));
        // The turns alternate.
        for pair in r.turns.windows(2) {
            assert_eq!(pair[1].1.side, pair[0].1.side.opponent());
        }
        assert_eq!(r.turns.last().unwrap().1.side, r.result.winner);
    }
    assert!(p.winner().is_some());
}

#[test]
fn table_variant_partie_scores_one_to_five() {
    let o = JacquetOptions {
        bareme: Bareme::Table,
        ..JacquetOptions::default()
    };
    let (p, _) = random_partie(11, o, 15).unwrap();
    assert!(p.results().iter().all(|r| (1..=5).contains(&r.points)));
}

#[test]
fn same_seed_same_partie() {
    let a = random_partie(3, JacquetOptions::default(), 4).unwrap();
    let b = random_partie(3, JacquetOptions::default(), 4).unwrap();
    assert_eq!(a.1, b.1);
    let mut r = Rng::new(3);
    let mut s = Rng::new(4);
    assert_ne!(
        (0..8).map(|_| r.die()).collect::<Vec<_>>(),
        (0..8).map(|_| s.die()).collect::<Vec<_>>()
    );
}

#[test]
fn jacquet_positions_checked_without_coin_rules() {
    // No coin de repos in Jacquet: a lone dame on B12 or N12 (the Trictrac coins) is fine.
    let p = position_from_str(
        r#"{"game":"jacquet","white":{"B1":13,"B12":1,"N6":1},"black":{"N12":14,"N1":1},"turn":"white"}"#,
    );
    assert!(p.is_ok(), "{p:?}");
    // A side with no dame left: the end of a manche.
    let p = position_from_str(r#"{"game":"jacquet","white":{},"black":{"B9":15},"turn":"black"}"#);
    assert!(p.is_ok(), "{p:?}");
    // Borne-off dames while one is outside the last quadrant cannot be (003 SORTIE DES DAMES).
    let e = position_from_str(
        r#"{"game":"jacquet","white":{"N7":1,"N1":5},"black":{"N12":15},"turn":"white"}"#,
    )
    .unwrap_err();
    assert_eq!(e.code(), "borne-off-outside-retour");
}

#[test]
fn options_change_only_what_they_name() {
    // Under each variant, a position where it does not apply gives the main rules' plays.
    let p = pos(
        r#"{"B1":12,"B4":2,"N3":1}"#,
        r#"{"N12":13,"N10":2}"#,
        "white",
        Some([5, 2]),
    );
    let main = jacquet::legal_plays(&p).unwrap();
    for o in [
        JacquetOptions {
            bouchon: BouchonRule::Forbidden,
            ..Default::default()
        },
        JacquetOptions {
            bouchon: BouchonRule::UntilLastFleche,
            ..Default::default()
        },
        JacquetOptions {
            sortie_talon_adverse: true,
            ..Default::default()
        },
        JacquetOptions {
            bareme: Bareme::Table,
            ..Default::default()
        },
    ] {
        assert_eq!(jacquet::legal_plays_with(&p, &o).unwrap(), main, "{o:?}");
    }
}

#[test]
fn the_postillon_is_named_until_it_reaches_the_last_quadrant() {
    // 003 LE POSTILLON: the first dame out; once in the last quadrant it is a dame like the others.
    let p = pos(r#"{"B1":15}"#, r#"{"N12":15}"#, "black", Some([5, 4]));
    assert_eq!(jacquet::postillon(p.board(), Side::Black), None);
    let q = rules::apply_play(&p, &play(&[["N12", "N7"], ["N7", "N3"]])).unwrap();
    assert_eq!(jacquet::postillon(q.board(), Side::Black), Some(f("N3")));
    let r = pos(r#"{"B1":14,"N6":1}"#, r#"{"N12":14,"B7":1}"#, "white", None);
    assert_eq!(jacquet::postillon(r.board(), Side::White), None);
    assert_eq!(jacquet::postillon(r.board(), Side::Black), None);
    let r = pos(r#"{"B1":14,"N7":1}"#, r#"{"N12":14,"B6":1}"#, "white", None);
    assert_eq!(jacquet::postillon(r.board(), Side::White), Some(f("N7")));
    assert_eq!(jacquet::postillon(r.board(), Side::Black), Some(f("B6")));
}

#[test]
fn readme_example_runs() -> Result<(), Error> {
    // docs/jacquet.md
    let p = Position::start(Variant::Jacquet).with_dice(Some(Dice::new(6, 3)?));
    let plays = rules::legal_plays(&p)?;
    assert_eq!(plays, vec![play(&[["B1", "B7"], ["B7", "B10"]])]);
    let next = rules::apply_play(&p, &plays[0])?;
    let o = JacquetOptions {
        bouchon: BouchonRule::Forbidden,
        ..JacquetOptions::default()
    };
    let plays = jacquet::legal_plays_with(&next.with_dice(Some(Dice::new(5, 5)?)), &o)?;
    assert_eq!(plays.len(), 1);
    let mut partie = Partie::new(JacquetOptions::default(), 5)?;
    assert_eq!(partie.first_throw(4, 2)?, Some(Side::White));
    partie.roll(Dice::new(6, 1)?)?;
    let play = partie.legal_plays()?[0];
    assert_eq!(partie.play(&play)?, None);
    Ok(())
}
