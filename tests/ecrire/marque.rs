//! The marqué and its value under the three conventions (000 LA PARTIE À DEUX JOUEURS, CONVENTION
//! DE BASE, CONVENTION ANNEXE, CONVENTION SANS LEVER, TROU D'OBLIGATION). Each test cites its passage.

use tablier::ecrire::reglement::value;
use tablier::ecrire::{Bredouille, Gain, Marque, MarqueEnd, Won};
use tablier::ecrire::{Convention, Progression};
use tablier::Side::{self, Black as B, White as W};

/// Trous won on one's own roll, holding.
fn hold(side: Side, trous: u32) -> Gain {
    Gain {
        side,
        trous,
        given: false,
        left: false,
    }
}
/// Trous won on one's own roll, then leaving.
fn leave(side: Side, trous: u32) -> Gain {
    Gain {
        left: true,
        ..hold(side, trous)
    }
}
/// Trous won on points the opponent gave.
fn given(side: Side, trous: u32) -> Gain {
    Gain {
        given: true,
        ..hold(side, trous)
    }
}

fn end(gains: &[Gain]) -> MarqueEnd {
    let m = Marque::from_gains(gains).expect("a valid marqué");
    *m.end().expect("the marqué is over")
}

fn won(gains: &[Gain]) -> Won {
    match end(gains) {
        MarqueEnd::Won(w) => w,
        e => panic!("not won: {e:?}"),
    }
}

fn pay(c: Convention, gains: &[Gain], refaits: u32) -> i64 {
    value(c, &won(gains), refaits).expect("a value").payment
}

// 000 LA PARTIE À DEUX JOUEURS: "Un marqué est terminé lorsqu'un des joueurs a obtenu au moins 6
// trous, et que l'un ou l'autre joueur s'en va"; TROU D'OBLIGATION. Twelve trous do not end it.
#[test]
fn a_marque_ends_on_leaving_from_the_sixth_trou() {
    let mut m = Marque::new();
    m.push(hold(W, 2)).unwrap();
    m.push(leave(W, 2)).unwrap();
    assert!(!m.is_over(), "leaving on four trous is a relevé");
    assert!(m.releve(W));
    m.push(hold(W, 8)).unwrap();
    assert_eq!(m.trous(W), 12);
    assert!(!m.is_over(), "twelve trous held do not end a marqué");
    m.push(leave(W, 1)).unwrap();
    assert!(m.is_over());
    assert_eq!(
        m.push(hold(B, 1)).unwrap_err().code(),
        "bad-request",
        "no trou after the end"
    );
}

// 000 Terminer le marqué: "il n'est pas possible de terminer un marqué par des points qu'on a
// reçus de l'adversaire. Il faut pouvoir s'en aller."
#[test]
fn a_marque_cannot_end_on_points_received() {
    let mut m = Marque::from_gains(&[hold(W, 5)]).unwrap();
    m.push(given(W, 1)).unwrap();
    assert!(!m.is_over(), "six trous received: the marqué goes on");
    let bad = Gain {
        left: true,
        ..given(W, 1)
    };
    let e = m.push(bad).unwrap_err();
    assert_eq!(e.code(), "bad-request");
    assert_eq!(
        Marque::from_gains(&[hold(W, 0)]).unwrap_err().code(),
        "bad-request",
        "a gain of no trou"
    );
}

// 000 CONVENTION DE BASE: "il est simple quand le joueur qui a gagné six trous ou plus, ne les a
// pas pris d'affilée"; Règlement des marqués: "autant de jetons de mise que l'on a de trous,
// déduction faite de ceux de l'adversaire, et en y ajoutant deux jetons".
#[test]
fn marque_simple_pays_trous_plus_two_less_the_opponents() {
    let g = [hold(W, 2), hold(B, 1), hold(B, 2), leave(W, 5)];
    let w = won(&g);
    assert_eq!(
        (w.winner, w.bredouille, w.trous),
        (W, Bredouille::Simple, [7, 3])
    );
    assert_eq!(pay(Convention::Base, &g, 0), 7 + 2 - 3);
}

// 000 CONVENTION DE BASE: double "quand il les a pris d'affilée à partir du premier, ce qu'on
// appelle marquer en petite bredouille"; "on reçoit deux jetons de mise pour chaque trou … on
// ajoute en plus quatre jetons de consolation".
#[test]
fn petite_bredouille_en_premier_pays_double() {
    let g = [hold(W, 1), hold(W, 2), leave(W, 3)];
    let w = won(&g);
    assert_eq!((w.bredouille, w.trous), (Bredouille::Petite, [6, 0]));
    assert_eq!(pay(Convention::Base, &g, 0), 6 * 2 + 4);
}

// 000 CONVENTION DE BASE: quadruple "quand l'un des joueurs a pris au moins douze trous de suite à
// partir du premier et sans jamais lever (s'en aller) à partir du sixième"; "quatre jetons pour
// chacun des trous … huit jetons de consolation".
#[test]
fn grande_bredouille_pays_quadruple_from_twelve_trous() {
    let g = [hold(B, 6), hold(B, 5), leave(B, 2)];
    let w = won(&g);
    assert_eq!(
        (w.winner, w.bredouille, w.trous),
        (B, Bredouille::Grande, [0, 13])
    );
    assert_eq!(pay(Convention::Base, &g, 0), 13 * 4 + 8);
    let eleven = [hold(B, 6), leave(B, 5)];
    assert_eq!(
        won(&eleven).bredouille,
        Bredouille::Petite,
        "eleven trous: petite"
    );
}

// 000 Le pavillon: the bredouille en second; "si le joueur qui a marqué en premier marque un trou
// de nouveau, il ôte alors le pavillon à son adversaire … et aucun des deux joueurs ne pourra plus
// marquer en bredouille".
#[test]
fn the_pavillon_marks_a_bredouille_en_second_and_is_lost_when_the_first_marks_again() {
    let mut m = Marque::from_gains(&[hold(B, 2), hold(W, 3)]).unwrap();
    assert_eq!(m.pavillon(), Some(W));
    assert!(m.in_bredouille(W) && !m.in_bredouille(B));
    let mut second = m.clone();
    second.push(leave(W, 5)).unwrap();
    match second.end() {
        Some(MarqueEnd::Won(w)) => {
            assert_eq!(
                (w.winner, w.bredouille, w.trous),
                (W, Bredouille::Petite, [8, 2])
            );
            // (trous + 2) × 2 − the opponent's trous.
            assert_eq!(
                value(Convention::Base, w, 0).unwrap().payment,
                (8 + 2) * 2 - 2
            );
        }
        e => panic!("{e:?}"),
    }
    m.push(hold(B, 1)).unwrap();
    assert_eq!(m.pavillon(), None);
    assert!(!m.in_bredouille(W) && !m.in_bredouille(B));
    m.push(hold(W, 6)).unwrap();
    m.push(leave(W, 1)).unwrap();
    match m.end() {
        Some(MarqueEnd::Won(w)) => assert_eq!(w.bredouille, Bredouille::Simple),
        e => panic!("{e:?}"),
    }
}

// 000 Le pavillon: a grande bredouille en second as well.
#[test]
fn grande_bredouille_en_second() {
    let g = [hold(W, 1), hold(B, 6), hold(B, 6), leave(B, 1)];
    let w = won(&g);
    assert_eq!((w.winner, w.bredouille), (B, Bredouille::Grande));
    assert_eq!(pay(Convention::Base, &g, 0), (13 + 2) * 4 - 1);
}

// 000 Refait: "À partir de six trous gagnés, si un joueur s'en va et que son adversaire se trouve
// avoir un nombre égal de trous, en bredouille ou non peu importe : il y a refait, c'est-à-dire
// que le marqué est nul."
#[test]
fn refait_when_leaving_level_from_six_trous() {
    let g = [hold(W, 3), hold(B, 6), leave(W, 3)];
    assert_eq!(
        end(&g),
        MarqueEnd::Refait {
            trous: [6, 6],
            left: W
        }
    );
    // Level below six is no refait: a relevé.
    let m = Marque::from_gains(&[hold(W, 3), leave(B, 3)]).unwrap();
    assert!(!m.is_over());
}

// 000 Valeur du Refait: "la consolation qui se paie doublement … 4, 8 ou 16 jetons de mise au lieu
// de 2, 4 ou 8 jetons. S'il y avait un deuxième refait, la consolation serait triplée".
#[test]
fn consolation_after_one_and_two_refaits() {
    let simple = [hold(W, 2), hold(B, 3), leave(W, 5)];
    let petite = [leave(W, 6)];
    let grande = [hold(W, 6), leave(W, 6)];
    let c = Convention::Base;
    assert_eq!(
        [pay(c, &simple, 0), pay(c, &petite, 0), pay(c, &grande, 0)],
        [7 + 2 - 3, 12 + 4, 48 + 8]
    );
    assert_eq!(
        [pay(c, &simple, 1), pay(c, &petite, 1), pay(c, &grande, 1)],
        [7 + 4 - 3, 12 + 8, 48 + 16]
    );
    assert_eq!(
        [pay(c, &simple, 2), pay(c, &petite, 2), pay(c, &grande, 2)],
        [7 + 6 - 3, 12 + 12, 48 + 24]
    );
    assert_eq!(
        value(c, &won(&grande), 3).unwrap().consolation,
        8 * 4,
        "quadruplée"
    );
}

// 000 Marqué volontaire: "un joueur arrive lui aussi à marquer au moins 6 trous tout en restant
// inférieur en nombre de trous, alors il peut s'en aller … le marqué, qui vaut donc simple, est
// terminé ; mais le joueur qui a levé perd".
#[test]
fn marque_volontaire_is_lost_simple_by_the_side_that_leaves_behind() {
    let g = [hold(B, 8), leave(W, 6)];
    let w = won(&g);
    assert_eq!(
        (w.winner, w.volontaire, w.bredouille),
        (B, true, Bredouille::Simple)
    );
    assert_eq!(pay(Convention::Base, &g, 0), 8 + 2 - 6);
    // "il a aussi l'option de continuer sans lever (tenir) dans l'espoir de … dépasser son
    // adversaire : dans ce dernier cas il peut même gagner en petite … bredouille".
    let held = [hold(B, 8), hold(W, 6), leave(W, 3)];
    let w = won(&held);
    assert_eq!(
        (w.winner, w.volontaire, w.bredouille),
        (W, false, Bredouille::Petite)
    );
}

// 000 CONVENTION ANNEXE: "18 trous gagnés en grande bredouille comptent sextuples ou octuples selon
// qu'on décide d'adopter la progression arithmétique ou géométrique ; 24 trous … octuples ou 16
// fois ; 30 trous : décuples ou 32 fois et ainsi de suite".
#[test]
fn annexe_counts_more_for_18_24_30_trous_in_grande_bredouille() {
    let grande = |t: u32| [hold(W, t - 1), leave(W, 1)];
    let ar = Convention::Annexe(Progression::Arithmetic);
    let geo = Convention::Annexe(Progression::Geometric);
    let mult = |c: Convention, t: u32| value(c, &won(&grande(t)), 0).unwrap().multiple;
    assert_eq!(
        [12, 17, 18, 23, 24, 30, 36].map(|t| mult(ar, t)),
        [4, 4, 6, 6, 8, 10, 12]
    );
    assert_eq!(
        [12, 17, 18, 23, 24, 30, 36].map(|t| mult(geo, t)),
        [4, 4, 8, 8, 16, 32, 64]
    );
    assert_eq!(
        mult(Convention::Base, 30),
        4,
        "the base counts every grande quadruple"
    );
    // The consolation follows: "toujours comptés quadruples ainsi que la consolation".
    assert_eq!(pay(ar, &grande(18), 0), (18 + 2) * 6);
    assert_eq!(pay(geo, &grande(24), 0), (24 + 2) * 16);
    // "il suffit que l'adversaire marque un seul trou pour que le marqué redevienne simple"
    let broken = [hold(W, 10), hold(B, 1), hold(W, 9), leave(W, 1)];
    assert_eq!(value(geo, &won(&broken), 0).unwrap().multiple, 1);
}

// 000 CONVENTION SANS LEVER, Valeur des marqués: petite "avec relevé vaut double … sans lever vaut
// triple … grande bredouille avec relevé vaut quadruple … sans lever vaut quintuple. La valeur de
// la consolation suit toujours la même progression."
#[test]
fn sans_lever_values_relevé_and_sans_lever() {
    let c = Convention::SansLever;
    let petite_sans = [hold(W, 2), leave(W, 4)];
    let petite_releve = [leave(W, 2), leave(W, 4)];
    let grande_sans = [hold(W, 6), leave(W, 6)];
    let grande_releve = [leave(W, 3), hold(W, 8), leave(W, 1)];
    assert!(won(&petite_sans).sans_lever && !won(&petite_releve).sans_lever);
    assert_eq!(pay(c, &petite_releve, 0), (6 + 2) * 2);
    assert_eq!(pay(c, &petite_sans, 0), (6 + 2) * 3);
    assert_eq!(pay(c, &grande_releve, 0), (12 + 2) * 4);
    assert_eq!(pay(c, &grande_sans, 0), (12 + 2) * 5);
    assert_eq!(
        pay(c, &[hold(W, 1), hold(B, 1), leave(W, 6)], 0),
        7 + 2 - 1,
        "simple"
    );
    // The refait progression on top: "suivant la qualité du marqué".
    assert_eq!(
        value(c, &won(&petite_sans), 1).unwrap().consolation,
        2 * 3 * 2
    );
    // The convention de base does not tell them apart.
    assert_eq!(
        pay(Convention::Base, &petite_sans, 0),
        pay(Convention::Base, &petite_releve, 0)
    );
}

// 000 CONVENTION SANS LEVER, Le pavillon and La cravate: the first to mark takes the pavillon and
// "le perd dès qu'il s'en va ou dès que son adversaire marque à son tour … Dans ce cas la perte du
// pavillon n'implique pas la perte de la bredouille"; the cravate marks the bredouille en second.
#[test]
fn sans_lever_pavillon_and_cravate() {
    let m = Marque::from_gains(&[hold(W, 2)]).unwrap();
    assert_eq!(m.pavillon_sans_lever(), Some(W));
    let m = Marque::from_gains(&[leave(W, 2)]).unwrap();
    assert_eq!(m.pavillon_sans_lever(), None, "lost by leaving");
    assert!(m.in_bredouille(W), "but not the bredouille");
    let m = Marque::from_gains(&[hold(W, 2), hold(B, 1)]).unwrap();
    assert_eq!((m.pavillon_sans_lever(), m.cravate()), (Some(B), Some(B)));
    let m = Marque::from_gains(&[hold(W, 2), hold(B, 1), hold(W, 1)]).unwrap();
    assert_eq!(
        (m.pavillon_sans_lever(), m.cravate()),
        (None, None),
        "interrupted: both lost"
    );
}

// 000 CONVENTION SANS LEVER: "toute petite bredouille gagnée en dernier … à la suite d'une petite
// bredouille entreprise sans succès en premier … sa valeur ne sera cependant déterminée que par
// celle qu'aurait eue la petite bredouille en premier … double si les trous pris par l'adversaire
// l'ont été avec relevé, … triple si ces trous ont été pris sans lever, d'une même tenue."
#[test]
fn petite_bredouille_won_last_is_worth_what_the_first_would_have_been() {
    let c = Convention::SansLever;
    // White took seven trous d'une même tenue and held on for more; Black then took eight.
    let first_sans_lever = [hold(W, 7), hold(B, 7), leave(B, 1)];
    assert_eq!(
        won(&first_sans_lever).first_beyond_six_sans_lever,
        Some(true)
    );
    assert_eq!(pay(c, &first_sans_lever, 0), (8 + 2) * 3 - 7);
    // White left on his third trou: his petite bredouille could only have been double.
    let first_releve = [leave(W, 3), hold(W, 4), hold(B, 7), leave(B, 1)];
    assert_eq!(won(&first_releve).first_beyond_six_sans_lever, Some(false));
    assert!(won(&first_releve).sans_lever, "Black necessarily held");
    assert_eq!(pay(c, &first_releve, 0), (8 + 2) * 2 - 7);
    // Below the sixth trou the first side did not hold beyond it: the winner's own tenue counts.
    let short = [leave(W, 3), leave(B, 3), hold(B, 4), leave(B, 1)];
    let w = won(&short);
    assert_eq!((w.first_beyond_six_sans_lever, w.sans_lever), (None, false));
    assert_eq!(pay(c, &short, 0), (8 + 2) * 2 - 3);
}

// 000 CONVENTION SANS LEVER: the rule of the bredouille "gagnée en dernier" is said of the petite
// bredouille ("toute petite bredouille gagnée en dernier … à la suite d'une petite bredouille
// entreprise sans succès en premier"). *Decision* (docs/rules/ecrire.md): a grande bredouille won
// second counts by the winner's own tenue — quintuple sans lever, quadruple avec relevé —
// whatever the first side's, as "la valeur de la consolation suit toujours la même progression".
#[test]
fn grande_bredouille_won_second_counts_by_the_winners_own_tenue() {
    let c = Convention::SansLever;
    // Black holds from his first trou to the end: sans lever, ×5, though White had left.
    for first in [hold(W, 1), leave(W, 1)] {
        let g = [first, hold(B, 6), hold(B, 6), leave(B, 1)];
        let w = won(&g);
        assert_eq!(
            (w.winner, w.bredouille, w.sans_lever),
            (B, Bredouille::Grande, true)
        );
        assert_eq!(
            w.first_beyond_six_sans_lever, None,
            "the petite's rule does not apply"
        );
        assert_eq!(pay(c, &g, 0), (13 + 2) * 5 - 1);
    }
    // Black left on his third trou (a relevé, before the trou d'obligation: he keeps the
    // cravate): avec relevé, ×4.
    let g = [hold(W, 1), leave(B, 3), hold(B, 9), leave(B, 1)];
    let w = won(&g);
    assert_eq!((w.bredouille, w.sans_lever), (Bredouille::Grande, false));
    assert_eq!(pay(c, &g, 0), (13 + 2) * 4 - 1);
}

// 000 Le pavillon: "si le joueur qui a marqué en premier marque un trou de nouveau, il ôte alors
// le pavillon à son adversaire". A gain refused (too many trous to count) takes nothing: the
// pavillon stays where it was and the bredouilles are not broken (judged, then applied).
#[test]
fn a_gain_refused_leaves_the_marque_as_it_was() {
    let mut m = Marque::new();
    m.push(hold(W, 1)).unwrap();
    m.push(hold(B, 1)).unwrap();
    assert_eq!(m.pavillon(), Some(B));
    assert!(m.in_bredouille(B));
    let before = m.clone();
    assert_eq!(m.push(hold(W, u32::MAX)).unwrap_err().code(), "bad-request");
    assert_eq!(m, before, "a refused gain changed the marqué");
    assert_eq!(m.pavillon(), Some(B));
    assert!(m.in_bredouille(B));
    // The other order: Black, with no trou yet, would have taken the pavillon.
    let mut m = Marque::new();
    m.push(hold(W, u32::MAX)).unwrap();
    let before = m.clone();
    m.push(hold(W, 1)).unwrap_err();
    assert_eq!(m, before);
}
