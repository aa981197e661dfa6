//! The old provinciale rule of bearing off, an option off by default (000 SORTIE, "Jadis la
//! règle dite provinciale…"; RULINGS 5), against the parisienne rule the engine plays otherwise.
use crate::common;
use common::*;
use tablier::trictrac::{analyse_under, Sortie};
use tablier::trictrac::{check_play_under, destinations_under, legal_plays_under};
use tablier::{Board, Error, Position, Rule};

const BLACK_HOME: &str = r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 3, "B6": 3}"#;

fn boards_under(p: &Position, sortie: Sortie) -> Vec<Board> {
    let mut v: Vec<Board> = legal_plays_under(p, sortie)
        .expect("legal plays")
        .iter()
        .map(|pl| after(p, pl))
        .collect();
    v.sort_by_key(|b| format!("{b:?}"));
    v
}

fn refused_under(p: &Position, text: &str, sortie: Sortie) -> Rule {
    match check_play_under(p, &play(text), sortie) {
        Err(Error::IllegalPlay { rule, .. }) => rule,
        other => panic!("{text}: expected a refusal, got {other:?}"),
    }
}

// 000 SORTIE: "avec une dame en la cinquième case (N5) et une autre en la sixième (N6), un 5 ne
// permettait pas de sortir de dame car il pouvait se jouer à l'intérieur du jan par la dame de
// la sixième case (N6) à la première (N1)".
#[test]
fn n5_and_n6_a_five_is_played_inside() {
    let p = pos(r#"{"N5": 1, "N6": 1}"#, BLACK_HOME, "white", [5, 2]);
    // The parisienne rule: the 5 is sortant, it may bear N5 off (the 2 played inside).
    assert_eq!(
        boards_under(&p, Sortie::Parisienne),
        boards_of(&p, &["N5-off N6-N4", "N6-N1 N5-N3"])
    );
    assert_eq!(boards_under(&p, Sortie::Parisienne), boards(&p));
    // The provinciale rule: the 5 goes from N6 to N1.
    assert_eq!(
        boards_under(&p, Sortie::Provinciale),
        boards_of(&p, &["N6-N1 N5-N3"])
    );
    assert_eq!(
        refused_under(&p, "N5-off N6-N4", Sortie::Provinciale),
        Rule::BearingOff
    );
    let e = check_play_under(&p, &play("N5-off N6-N4"), Sortie::Provinciale).unwrap_err();
    assert_eq!(e.code(), "bearing-off");
    let m = e.to_string();
    assert!(m.contains("provinciale") && m.contains("the 5"), "{m}");
    // Move by move: N5 cannot go off first.
    let dests = destinations_under(&p, &[], Sortie::Provinciale).unwrap();
    assert!(dests
        .iter()
        .all(|(_, to)| to.iter().all(|d| *d != tablier::Dest::Off)));
}

// 000 SORTIE: "par contre avec une dame en la cinquième case (N5) et une autre en la quatrième
// (N4), un 5 permettait de sortir la dame de la cinquième case (N5)".
#[test]
fn n5_and_n4_a_five_bears_off_n5() {
    let p = pos(r#"{"N5": 1, "N4": 1}"#, BLACK_HOME, "white", [5, 1]);
    let plays = boards_under(&p, Sortie::Provinciale);
    assert!(plays.contains(&after(&p, &play("N5-off N4-N3"))));
    // and the 1 is still played inside, as it can be
    assert!(!plays.contains(&after(&p, &play("N5-off N4-off"))));
    assert_eq!(
        check_play_under(&p, &play("N5-off N4-N3"), Sortie::Provinciale),
        Ok(())
    );
}

// 000 SORTIE: "Une exception était faite à cette règle pour la conservation du jan de retour et
// l'on devait, sous peine d'école, sortir une dame par un nombre sortant plutôt que de rompre son
// plein". With two 5s, both played inside break the plein (N6 left with one dame): one of them
// bears off from N5 instead.
#[test]
fn the_exception_for_conserving_the_jan_de_retour() {
    let p = pos(
        r#"{"N1": 2, "N2": 2, "N3": 2, "N4": 2, "N5": 3, "N6": 3}"#,
        BLACK_HOME,
        "white",
        [5, 5],
    );
    assert_eq!(
        boards_under(&p, Sortie::Provinciale),
        boards_of(&p, &["N5-off N6-N1"])
    );
    assert_eq!(
        refused_under(&p, "N6-N1 N6-N1", Sortie::Provinciale),
        Rule::MustConserve
    );
}

// The provinciale rule chooses only between plays: the jans and points of a roll are the same.
#[test]
fn the_jans_do_not_change() {
    let p = pos(r#"{"N5": 1, "N6": 1}"#, BLACK_HOME, "white", [5, 2]);
    let a = analyse_under(&p, Sortie::Parisienne).unwrap();
    let b = analyse_under(&p, Sortie::Provinciale).unwrap();
    assert_eq!(a.jans, b.jans);
    assert_eq!(a.points, b.points);
    assert_ne!(a.plays, b.plays);
}

// Outside the sortie the two rules agree: every roll of the start and of a middle game.
#[test]
fn before_the_sortie_the_rules_agree() {
    for dice in [[6, 5], [4, 4], [3, 1], [2, 2]] {
        let p = pos(r#"{"B1": 15}"#, r#"{"N1": 15}"#, "white", dice);
        assert_eq!(
            boards_under(&p, Sortie::Parisienne),
            boards_under(&p, Sortie::Provinciale)
        );
        let p = pos(
            r#"{"B1": 5, "B4": 2, "B6": 2, "B8": 2, "N11": 2, "N7": 2}"#,
            r#"{"N1": 7, "N4": 2, "N6": 2, "N9": 2, "B11": 2}"#,
            "white",
            dice,
        );
        assert_eq!(
            boards_under(&p, Sortie::Parisienne),
            boards_under(&p, Sortie::Provinciale)
        );
    }
}

// The command line: `tablier analyse --provinciale` and `tablier apply --provinciale`.
#[test]
fn the_command_line_takes_the_rule() {
    use common::cli::tablier;
    let line = "N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w 5-2\n";
    let plays = |args: &[&str]| {
        tablier(args, line).json()[0]["plays"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(plays(&["analyse"]), 2);
    assert_eq!(plays(&["analyse", "--provinciale"]), 1);
    let req = r#"{"position":{"game":"trictrac","white":{"N5":1,"N6":1},"black":{"B2":3,"B3":3,"B4":3,"B5":3,"B6":3},"turn":"white","dice":[5,2]},"play":[["N5","off"],["N6","N4"]]}"#;
    let ok = tablier(&["apply"], &format!("{req}\n"));
    assert_eq!(ok.code, Some(0), "{}", ok.stdout);
    let refused = tablier(&["apply", "--provinciale"], &format!("{req}\n"));
    assert_eq!(refused.code, Some(1));
    assert!(refused.stdout.contains("provinciale"), "{}", refused.stdout);
    assert_eq!(tablier(&["analyse", "--provincial"], line).code, Some(2));
}
