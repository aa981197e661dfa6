//! The rules a game of Trictrac may agree on (docs/rulings.md 18–19): the provinciale rule of
//! bearing off and the jan de rencontre, kept by the game object and its record.
use tablier::notation::compact::position_from_str;
use tablier::partie::{First, Partie, PartieOptions};
use tablier::record::RecordJson;
use tablier::trictrac::Sortie;
use tablier::{Dice, Error, JanKind, Rule, Side};

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

fn rencontre_game() -> Partie {
    Partie::with_options(
        PartieOptions {
            first: First::Side(Side::White),
            rencontre: true,
            ..PartieOptions::default()
        },
        7,
    )
}

/// Rolls `d` and plays the first legal play.
fn roll_and_play(p: &mut Partie, d: Dice) -> (u32, bool) {
    let mover = p.turn();
    let a = p.roll(d).unwrap().analysis.clone();
    let met = a
        .jans
        .iter()
        .any(|j| j.kind == JanKind::Rencontre && j.beneficiary == mover);
    if p.phase() == tablier::partie::Phase::AwaitingDecision {
        p.decide(tablier::partie::Decision::Hold).unwrap();
    }
    let play = p.plays().first().copied().unwrap_or_default();
    p.play(play).unwrap();
    (a.points.get(mover), met)
}

// 000 JAN DE RENCONTRE: "amener en second les mêmes nombres que ceux obtenus juste avant par
// l'adversaire lors du premier lancer de dés. Ce jan rapportait au second joueur : 4 points par
// coup simple et 6 par doublet."
#[test]
fn the_second_side_bringing_the_same_numbers_scores_four() {
    let mut p = rencontre_game();
    roll_and_play(&mut p, dice(6, 3));
    let (points, met) = roll_and_play(&mut p, dice(3, 6));
    assert!(met);
    assert!(points >= 4, "{points}");
    let jan = &p.turns()[1];
    assert_eq!(jan.points.black, points);
    // The jan is the mover's, marked first (RULINGS 9): it is the first jan of the analysis.
    let mut q = rencontre_game();
    roll_and_play(&mut q, dice(6, 3));
    let a = q.roll(dice(6, 3)).unwrap().analysis.clone();
    assert_eq!(a.jans[0].kind, JanKind::Rencontre);
    assert_eq!(a.jans[0].points, 4);
    assert_eq!(a.jans[0].by[0].numbers, vec![6, 3]);
}

#[test]
fn by_a_doublet_it_scores_six() {
    let mut p = rencontre_game();
    roll_and_play(&mut p, dice(2, 2));
    let a = p.roll(dice(2, 2)).unwrap().analysis.clone();
    let j = a
        .jans
        .iter()
        .find(|j| j.kind == JanKind::Rencontre)
        .unwrap();
    assert_eq!((j.beneficiary, j.points), (Side::Black, 6));
}

// Only the first throw of each side: other numbers, a later throw, or a game without the option
// make no rencontre.
#[test]
fn only_at_the_start_and_only_by_agreement() {
    let mut p = rencontre_game();
    roll_and_play(&mut p, dice(6, 3));
    assert!(!roll_and_play(&mut p, dice(5, 3)).1);
    assert!(!roll_and_play(&mut p, dice(5, 3)).1);
    assert!(!roll_and_play(&mut p, dice(5, 3)).1);

    let mut plain = Partie::with_options(
        PartieOptions {
            first: First::Side(Side::White),
            ..PartieOptions::default()
        },
        7,
    );
    roll_and_play(&mut plain, dice(6, 3));
    assert!(!roll_and_play(&mut plain, dice(6, 3)).1);
}

// The record keeps the option, and the replay scores the jan again.
#[test]
fn the_record_keeps_the_rencontre() {
    let mut p = rencontre_game();
    roll_and_play(&mut p, dice(6, 3));
    roll_and_play(&mut p, dice(6, 3));
    let text = p.to_record().to_json();
    assert!(text.contains(r#""rencontre":true"#), "{text}");
    let again = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    assert_eq!(again.options(), p.options());
    assert_eq!(again.turns(), p.turns());
    assert_eq!(again.score(), p.score());
    // The same rolls without the option give Black fewer points: the record does not replay
    // with the option taken out.
    let without = text.replace(r#","rencontre":true"#, "");
    assert_eq!(
        Partie::from_record(&RecordJson::parse(&without).unwrap())
            .unwrap_err()
            .code(),
        "wrong-points"
    );
}

// 000 SORTIE, the provinciale rule (docs/rulings.md 18): with N5 and N6 a 5 is played inside.
#[test]
fn a_provinciale_game_plays_by_its_rule_and_records_it() {
    let start = position_from_str("N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w").unwrap();
    let options = PartieOptions {
        sortie: Sortie::Provinciale,
        ..PartieOptions::default()
    };
    let mut p = Partie::from_position_with(start.clone(), options, 3).unwrap();
    p.roll(dice(5, 2)).unwrap();
    let plays: Vec<String> = p.plays().iter().map(|pl| pl.to_string()).collect();
    assert_eq!(plays.len(), 1, "{plays:?}");
    let parisienne = tablier::rules::legal_plays(&p.position().clone()).unwrap();
    assert_eq!(parisienne.len(), 2);
    let bear_off = parisienne
        .iter()
        .copied()
        .find(|pl| !p.plays().contains(pl))
        .unwrap();
    match p.play(bear_off) {
        Err(Error::IllegalPlay { rule, .. }) => assert_eq!(rule, Rule::BearingOff),
        other => panic!("expected a refusal, got {other:?}"),
    }
    p.play(p.plays()[0]).unwrap();
    let text = p.to_record().to_json();
    assert!(text.contains(r#""provinciale":true"#), "{text}");
    let again = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    assert_eq!(again.options().sortie, Sortie::Provinciale);
    assert_eq!(again.position(), p.position());
}

// 000 SORTIE, the provinciale rule (docs/rulings.md 18): the computer plays by the game's rule,
// and its hints and review rank the plays the game allows. Under the parisienne rule the 6 and
// the 4 bear N5 and N4 off; under the provinciale one the 4 must be played inside, N5 to N1
// (found by the package's type samples: the game refused the computer's own play).
#[test]
fn the_computer_plays_by_the_provinciale_rule_of_its_game() {
    let start = position_from_str("N5,N4:2,N2:6,N1:6/B1:7,B2:4,B3:2,B7,B10 w").unwrap();
    let options = PartieOptions {
        sortie: Sortie::Provinciale,
        ..PartieOptions::default()
    };
    let mut checked = 0;
    for level in tablier::ai::Level::ALL {
        let mut p = Partie::from_position_with(start.clone(), options, 3).unwrap();
        p.roll(dice(6, 4)).unwrap();
        let allowed: Vec<_> = p.plays().to_vec();
        let parisienne = tablier::rules::legal_plays(p.position()).unwrap();
        assert!(
            parisienne.iter().any(|pl| !allowed.contains(pl)),
            "the rules differ here"
        );
        let hints = tablier::ai::hints_of_partie(&p).unwrap();
        assert_eq!(
            hints.plays.len(),
            allowed.len(),
            "{level:?}: the hints rank the game's plays"
        );
        let played = p.computer_play(level).unwrap();
        p.play(played)
            .unwrap_or_else(|e| panic!("{level:?}: the game refused the computer's play: {e}"));
        assert!(
            allowed.iter().any(|a| a.same_play(&played)),
            "{level:?}: {played}"
        );
        let review = tablier::ai::review(&p, Side::White).unwrap();
        assert!(review
            .rolls
            .iter()
            .all(|r| r.play.as_ref().map_or(true, |pr| pr.cost >= 0.0)));
        checked += 1;
    }
    assert_eq!(checked, tablier::ai::Level::ALL.len());
}
