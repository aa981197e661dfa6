//! Parties à écrire played to their end on the game object by computer players: each marqué a
//! game of Trictrac with `Goal::Marque`, the sheet kept (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE).

use tablier::ai::Level;
use tablier::ecrire::{gains, PartieAEcrire};
use tablier::ecrire::{Agreement, Convention, Formation, Sheet};
use tablier::ecrire::{Marque, MarqueEnd};
use tablier::partie::Phase;

/// Plays a partie between computer players and checks what every sheet must satisfy.
fn play(formation: Formation, marques: u32, convention: Convention, seed: u64) -> PartieAEcrire {
    let mut a = Agreement::new(formation, marques);
    a.convention = convention;
    let mut p = PartieAEcrire::new(a, seed).expect("a partie");
    p.play_computers(&[Level::Debutant], 200_000)
        .expect("played to its end");
    assert!(p.is_over() && p.marque().is_none());
    let sheet = p.sheet();
    assert_eq!(sheet.lines.len() as u32, marques);
    let d = sheet.decompte();
    assert_eq!(d.mise.iter().sum::<i64>(), 0, "the règlements sum to zero");
    assert_eq!(
        d.jetons.iter().sum::<i64>(),
        0,
        "so do the queue and the paris"
    );
    for l in &sheet.lines {
        assert_eq!(l.totals.iter().sum::<i64>(), 0);
        assert!(
            l.trous.iter().any(|&t| t >= 6),
            "a marqué needs the trou d'obligation"
        );
        assert_ne!(
            l.trous[0], l.trous[1],
            "a marqué level is a refait, not a line"
        );
    }
    // The record replays to the same sheet: every game played, refaits included, read again.
    let mut again = Sheet::new(a, p.lot().first).unwrap();
    for turns in p.played() {
        let m = Marque::from_gains(&gains(turns)).unwrap();
        again.record(m.end().unwrap()).unwrap();
    }
    assert_eq!(&again, sheet);
    p
}

// A partie en quatre marqués between two computer players, to its end.
#[test]
fn a_partie_en_quatre_marques_between_two_computers() {
    let p = play(Formation::TeteATete, 4, Convention::Base, 11);
    let refaits: usize = p.sheet().lines.iter().map(|l| l.refaits.len()).sum();
    assert_eq!(
        p.played().len(),
        4 + refaits,
        "one game a marqué, one more a refait"
    );
    // Each game ended when a side left with the trou d'obligation: a marqué, never at twelve.
    for turns in p.played() {
        let m = Marque::from_gains(&gains(turns)).unwrap();
        assert!(matches!(
            m.end(),
            Some(MarqueEnd::Won(_)) | Some(MarqueEnd::Refait { .. })
        ));
    }
}

// À tourner (000 PARTIE À TOURNER) and in teams (000 PARTIE À QUATRE JOUEURS), likewise.
#[test]
fn a_partie_a_tourner_and_one_in_teams() {
    let p = play(Formation::ATourner, 6, Convention::SansLever, 5);
    assert!(p.sheet().lines.iter().all(|l| l.vacant.is_some()));
    let p = play(Formation::Equipes, 4, Convention::Base, 6);
    let first = p.sheet().lines[0].clone();
    // The first marqué's winner steps out for his partner; the loser stays, with the primauté.
    let second = p.sheet().lines[1].seating;
    assert_eq!(second.primaute, first.loser);
    assert_eq!(second.other, first.winner ^ 1);
    play(
        Formation::Chouette,
        4,
        Convention::Annexe(tablier::ecrire::Progression::Geometric),
        8,
    );
}

// A marqué's game is driven by hand too: the partie waits until its game is over.
#[test]
fn the_partie_closes_a_marque_only_when_its_game_is_over() {
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, 2), 3).unwrap();
    let g = p.marque_mut().unwrap();
    assert_eq!(g.phase(), Phase::AwaitingRoll);
    g.roll_random().unwrap();
    assert_eq!(p.close_marque().unwrap(), None);
    assert!(p.sheet().lines.is_empty());
}

proptest::proptest! {
    #![proptest_config(crate::common::beside_source(
        proptest::prelude::ProptestConfig::with_cases(12)
    ))]
    // Seeded random parties of every kind played on the board: each sums to zero and its record
    // replays to the same sheet (checked inside `play`).
    #[test]
    fn random_parties_on_the_board(seed in proptest::prelude::any::<u64>(), f in 0usize..4, c in 0usize..4) {
        let formation = [Formation::TeteATete, Formation::Chouette, Formation::ATourner, Formation::Equipes][f];
        let convention = [
            Convention::Base,
            Convention::Annexe(tablier::ecrire::Progression::Arithmetic),
            Convention::Annexe(tablier::ecrire::Progression::Geometric),
            Convention::SansLever,
        ][c];
        let marques = if formation == Formation::ATourner { 3 } else { 2 };
        play(formation, marques, convention, seed);
    }
}

// 000 PARTIE À QUATRE JOUEURS: "Celui qui ne joue pas a le droit de conseiller celui qui joue";
// à la chouette "selon le même modèle"; 000 PARTIE À TOURNER: the vacant player advises "celui
// des deux joueurs dont le succès se trouve utile à son propre intérêt", his own judgement.
#[test]
fn who_sits_out_and_whom_he_advises() {
    use tablier::ecrire::{bystanders, Seating};
    let seat = |primaute, other| Seating { primaute, other };
    // Teams 0+1 against 2+3: 1 and 2 play, 0 advises his partner 1, 3 his partner 2.
    assert_eq!(
        bystanders(Formation::Equipes, seat(1, 2)),
        vec![(0, Some(1)), (3, Some(2))]
    );
    // The chouette (0) against associate 2: associate 1 advises 2.
    assert_eq!(
        bystanders(Formation::Chouette, seat(2, 0)),
        vec![(1, Some(2))]
    );
    // À tourner: the vacant player waits, advising whom his interest says.
    assert_eq!(bystanders(Formation::ATourner, seat(0, 2)), vec![(1, None)]);
    assert!(bystanders(Formation::TeteATete, seat(0, 1)).is_empty());
}

// 000 TROU D'OBLIGATION and Refait: a marqué never ends at twelve trous, only when a side leaves,
// and then the side with more trous wins it (as many: a refait). The score's trous are a byte and
// stop at 255; a marqué held past it on both sides ended as a refait (255 to 255) while its trous
// said a winner, and the partie could not close it ("the game and the sheet disagree"): stuck.
// Both now count the trous the rolls won.
#[test]
fn a_marque_held_past_255_trous_a_side_ends_and_is_written() {
    use tablier::partie::Decision;
    use tablier::{Play, Rng, Side};
    let mut p = PartieAEcrire::new(Agreement::new(Formation::TeteATete, 2), 5).expect("a partie");
    let mut rng = Rng::new(3);
    let won = |g: &tablier::Partie, side: Side| -> u32 {
        g.turns().iter().map(|t| t.holes.get(side)).sum()
    };
    for _ in 0..10_000 {
        let g = p.marque_mut().expect("the first marqué");
        match g.phase() {
            Phase::AwaitingRoll => g.roll_random().unwrap(),
            Phase::AwaitingDecision => {
                let (w, b) = (won(g, Side::White), won(g, Side::Black));
                let leave = w.min(b) > 260 && w != b;
                g.decide(if leave {
                    Decision::Leave
                } else {
                    Decision::Hold
                })
                .unwrap();
            }
            Phase::AwaitingPlay => {
                let plays = g.plays().to_vec();
                let play = match plays.len() {
                    0 => Play::empty(),
                    n => plays[rng.index(n)],
                };
                g.play(play).unwrap();
            }
            Phase::Over => break,
        }
    }
    let g = p.marque().expect("the first marqué");
    assert_eq!(g.phase(), Phase::Over, "the marqué ended on the leave");
    let (w, b) = (won(g, Side::White), won(g, Side::Black));
    assert!(w.min(b) > 255 && w != b, "{w} to {b}");
    let winner = if w > b { Side::White } else { Side::Black };
    assert_eq!(g.marque_end().and_then(|e| e.winner), Some(winner));
    let end = p.close_marque().expect("closed").expect("an end");
    let MarqueEnd::Won(won_it) = end else {
        panic!("not won: {end:?}")
    };
    assert_eq!(won_it.winner, winner);
    assert_eq!(won_it.trous, [w, b]);
    assert_eq!(p.sheet().lines.len(), 1);
}
