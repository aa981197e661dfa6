//! The computer in a partie à écrire values what the marqué pays (docs/strength.md, "The partie
//! à écrire"): it plays a partie out, its hints and review are in jetons of the marqué, and its
//! review finds no fault with its own tenir or s'en aller but does with the computer that played
//! each marqué as a tour.

use tablier::ai::{hints_of_marque, review_marque, EcrirePlayer, Level, Stakes, UNIT_JETONS};
use tablier::ecrire::{Agreement, Formation, PartieAEcrire};
use tablier::partie::{Partie, Phase};
use tablier::{Side, Variant};

fn partie(marques: u32, seed: u64) -> PartieAEcrire {
    PartieAEcrire::new(Agreement::new(Formation::TeteATete, marques), seed).unwrap()
}

/// 000 RÈGLEMENT DES MARQUÉS: a partie of computer players valuing the marqué is played out and
/// its sheet pays what one side gains the other.
#[test]
fn players_valuing_the_marque_play_a_partie_out() {
    let mut p = partie(2, 11);
    p.play_computers(&[Level::Maitre, Level::Amateur], 200_000)
        .unwrap();
    assert!(p.is_over());
    let d = p.sheet().decompte();
    assert_eq!(d.mise.iter().sum::<i64>(), 0);
    assert_eq!(p.sheet().lines.len(), 2);
}

/// The hints of a marqué rank every play of the roll once, best first, in jetons of the marqué;
/// they are refused for a tour and when no play is awaited.
#[test]
fn hints_of_a_marque_are_in_jetons() {
    let mut p = partie(1, 5);
    let players = [EcrirePlayer::new(Level::Maitre)];
    let mut seen = 0;
    for _ in 0..4_000 {
        if p.is_over() {
            break;
        }
        let stakes = p.stakes();
        if let Some(g) = p.marque().filter(|g| g.phase() == Phase::AwaitingPlay) {
            if g.plays().len() >= 3 {
                let h = hints_of_marque(g, stakes).unwrap();
                assert_eq!(h.unit, UNIT_JETONS);
                assert_eq!(h.plays.len(), g.plays().len());
                for play in g.plays() {
                    assert!(h.of_play(play).is_some());
                }
                assert_eq!(h.plays[0].loss, 0.0);
                for w in h.plays.windows(2) {
                    assert!(w[0].chance >= w[1].chance);
                    assert!(w[1].loss >= 0.0);
                }
                seen += 1;
            }
        } else if let Some(g) = p.marque() {
            if g.phase() != Phase::AwaitingPlay {
                assert!(hints_of_marque(g, stakes).is_err());
            }
        }
        p.step_players(&players).unwrap();
    }
    assert!(seen > 10, "only {seen} rolls with a choice of plays");
    // A tour is not a marqué: its hints are in tours won (`ai::hints`).
    let mut tour = Partie::new(Variant::Trictrac);
    tour.roll(tablier::Dice::new(6, 5).unwrap()).unwrap();
    assert!(hints_of_marque(&tour, Stakes::default()).is_err());
}

/// Reviewed in jetons, the tenir and s'en aller of the player valuing the marqué are the
/// review's best (the same valuation), while the computer playing each marqué as a tour loses
/// jetons on some of its own. 000 TROU D'OBLIGATION: leaving from six trous ends the marqué.
#[test]
fn the_review_in_jetons_finds_the_tour_players_decisions() {
    let aware = EcrirePlayer::new(Level::Maitre);
    let tour = EcrirePlayer::as_tour(Level::Maitre);
    let (mut aware_decisions, mut tour_decisions, mut tour_cost) = (0, 0, 0.0);
    for seed in [3u64, 4] {
        let mut p = partie(4, seed);
        p.play_players(&[aware, tour], 400_000).unwrap();
        // Which seat played White in each game: the line's seating, the same after a refait.
        let mut line = 0;
        let mut refaits = 0;
        for g in p.played_games() {
            let seating = p.sheet().lines[line].seating;
            let stakes = Stakes {
                convention: p.sheet().agreement.convention,
                refaits,
            };
            let side_of = |seat| {
                if seating.primaute == seat {
                    Side::White
                } else {
                    Side::Black
                }
            };
            let a = review_marque(g, stakes, side_of(0)).unwrap();
            assert_eq!(a.unit, UNIT_JETONS);
            for r in &a.rolls {
                if let Some(d) = &r.decision {
                    aware_decisions += 1;
                    assert_eq!(d.cost, 0.0, "seed {seed}: {d:?}");
                    assert_eq!(d.chosen, d.best);
                }
            }
            let t = review_marque(g, stakes, side_of(1)).unwrap();
            for r in &t.rolls {
                if let Some(d) = &r.decision {
                    tour_decisions += 1;
                    tour_cost += d.cost;
                }
            }
            if g.marque_end().and_then(|e| e.winner).is_some() {
                line += 1;
                refaits = 0;
            } else {
                refaits += 1;
            }
        }
    }
    assert!(aware_decisions > 0 && tour_decisions > 0);
    assert!(
        tour_cost > 0.0,
        "the tour player's {tour_decisions} decisions cost nothing"
    );
    // A tour is no marqué: its review is in tours won (`ai::review`).
    let tour_game = Partie::new(Variant::Trictrac);
    assert!(review_marque(&tour_game, Stakes::default(), Side::White).is_err());
}

/// A marqué's game alone (the page's handle of the current marqué) is played for what the marqué
/// pays too, valued under the convention de base: the maître's play is `ai::marque_play_paid`'s,
/// and `ai::marque_decision` is the paid decision, which differs from the fixed rule of the
/// computer before it on some decisions.
#[test]
fn a_marque_game_alone_is_played_for_what_it_pays() {
    use tablier::ai::{
        marque_decision, marque_decision_as_tour, marque_decision_paid, marque_play_paid,
    };
    let (mut plays, mut decisions, mut differ) = (0, 0, 0);
    for seed in [21u64, 22, 23] {
        let mut p = partie(3, seed);
        for _ in 0..300_000 {
            if p.is_over() {
                break;
            }
            let stakes = p.stakes();
            if let Some(g) = p.marque() {
                match g.phase() {
                    Phase::AwaitingPlay if g.plays().len() > 1 && plays < 200 => {
                        let made = g.computer_play(Level::Maitre).unwrap();
                        assert_eq!(made, marque_play_paid(g, stakes).unwrap());
                        plays += 1;
                    }
                    Phase::AwaitingDecision if stakes == Stakes::default() => {
                        let d = marque_decision(g, Level::Maitre).unwrap();
                        assert_eq!(Some(d), marque_decision_paid(g, stakes).unwrap());
                        decisions += 1;
                        differ += (Some(d) != marque_decision_as_tour(g, Level::Maitre)) as u32;
                    }
                    _ => {}
                }
            }
            p.step_computer(&[Level::Maitre]).unwrap();
        }
    }
    assert!(
        plays > 50 && decisions > 5,
        "{plays} plays, {decisions} decisions"
    );
    assert!(
        differ > 0,
        "the paid decision never differed from the fixed rule"
    );
}
