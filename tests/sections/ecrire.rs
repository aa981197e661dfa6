//! The partie à écrire and its queues (000 DESCRIPTION, STRUCTURE DE LA PARTIE À ÉCRIRE, the
//! QUEUE entries, JETONS DE LA QUEUE, RÈGLEMENT DES MARQUÉS; the convention de base's Queue des
//! jetons).

use tablier::ecrire::{Agreement, Bredouille, Formation, Gain, Marque, MarqueEnd, Player, Seating};
use tablier::ecrire::{Sheet, Won};
use tablier::score::mark;
use tablier::Side::{self, Black, White};
use tablier::{Points, Score, SideScore};

const A: Player = 0;
const B: Player = 1;

fn gain(side: Side, trous: u32, left: bool) -> Gain {
    Gain {
        side,
        trous,
        given: false,
        left,
    }
}

fn end(gains: &[Gain]) -> MarqueEnd {
    *Marque::from_gains(gains)
        .expect("a valid marqué")
        .end()
        .expect("the marqué is over")
}

/// The next marqué of the sheet won simple, seven trous to three, by `winner`: worth
/// (7 + 2) − 3 = 6 jetons.
fn simple_by(sheet: &Sheet, winner: Player) -> MarqueEnd {
    let seating = sheet.next_seating().unwrap().expect("a marqué to play");
    let side = if seating.primaute == winner {
        White
    } else {
        Black
    };
    let o = side.opponent();
    end(&[
        gain(o, 1, false),
        gain(side, 1, false),
        gain(o, 2, false),
        gain(side, 6, true),
    ])
}

/// A partie en tête à tête, A with the first primauté, whose marqués are won by `winners`.
fn played(agreement: Agreement, winners: &[Player]) -> Sheet {
    let mut s = Sheet::new(
        agreement,
        Seating {
            primaute: A,
            other: B,
        },
    )
    .unwrap();
    for &w in winners {
        let e = simple_by(&s, w);
        s.record(&e).unwrap();
    }
    s
}

fn tete_a_tete(marques: u32) -> Agreement {
    Agreement::new(Formation::TeteATete, marques)
}

/// 000 DESCRIPTION (partie à écrire): "Elle se joue à deux, à trois, ou bien à quatre joueurs et
/// consiste à faire plusieurs marqués dont le nombre est convenu à l'avance … À trois joueurs, on
/// peut jouer à la CHOUETTE ou à TOURNER. À quatre joueurs, on joue par équipe de deux."
#[test]
fn description_two_three_or_four_players_and_the_marques_agreed() {
    let players = [
        Formation::TeteATete,
        Formation::Chouette,
        Formation::ATourner,
        Formation::Equipes,
    ]
    .map(|f| f.players());
    assert_eq!(players, [2, 3, 3, 4]);
    assert_eq!(Formation::Equipes.camps(), vec![vec![0, 1], vec![2, 3]]);
    let mut s = played(tete_a_tete(2), &[A, B]);
    assert!(s.is_over());
    assert_eq!(s.next_seating().unwrap(), None);
    let one_more = end(&[gain(White, 6, true)]);
    assert_eq!(
        s.record(&one_more).unwrap_err().code(),
        "bad-request",
        "no marqué beyond those agreed"
    );
}

/// 000 STRUCTURE DE LA PARTIE À ÉCRIRE: "12 points font un jeu, simple ou double, qui donne 1 ou
/// 2 trous ; 6 trous marqués ou davantage (sans limite) font un marqué gagné soit simple, soit en
/// petite bredouille ou en grande bredouille ; un certain nombre de marqués … font une partie.
/// On procède ensuite aux décomptes de la partie par l'attribution des queues".
#[test]
fn structure_jeu_trou_marque_partie() {
    let twelve = Points {
        white: 12,
        black: 0,
    };
    assert_eq!(
        mark(Score::default(), White, twelve).holes.white,
        2,
        "double"
    );
    let interrupted = Score {
        white: SideScore {
            points: 2,
            holes: 0,
            bredouille: false,
        },
        black: SideScore {
            points: 3,
            holes: 0,
            bredouille: true,
        },
    };
    let ten = Points {
        white: 10,
        black: 0,
    };
    assert_eq!(mark(interrupted, White, ten).holes.white, 1, "simple");

    let five = Marque::from_gains(&[gain(White, 5, true)]).unwrap();
    assert!(!five.is_over(), "five trous make no marqué");
    let quality = |gains: &[Gain]| match end(gains) {
        MarqueEnd::Won(Won { bredouille, .. }) => bredouille,
        e => panic!("not won: {e:?}"),
    };
    assert_eq!(quality(&[gain(White, 6, true)]), Bredouille::Petite);
    let grande = [gain(White, 12, false), gain(White, 7, true)];
    assert_eq!(quality(&grande), Bredouille::Grande, "no limit: 19 trous");
    assert_eq!(
        quality(&[
            gain(White, 1, false),
            gain(Black, 1, false),
            gain(White, 6, true)
        ]),
        Bredouille::Simple,
        "interrupted"
    );

    let s = played(tete_a_tete(6), &[A, B, A, B, A, A]);
    assert!(s.is_over());
    let d = s.decompte();
    assert_eq!(d.queue_des_jetons.pot, 12, "two jetons a marqué");
    assert_eq!(d.queue_des_jetons.to, vec![A]);
}

/// 000 DÉFINITION (queue): "une sorte d'enjeu ou de prime attribué au meilleur joueur à chaque
/// différent niveau du jeu : nombre de points gagnés pour les marqués ; nombre de marqués gagnés ;
/// gain total de jetons". A, ahead on all three, takes the queue des jetons, the queue des paris
/// and the queue générale.
#[test]
fn definition_queue_to_the_best_at_each_level() {
    let agreement = Agreement {
        queue_generale: 1,
        ..tete_a_tete(4)
    };
    let d = played(agreement, &[A, A, B, A]).decompte();
    assert_eq!(d.mise, vec![12, -12]);
    assert_eq!(d.queue_des_jetons.to, vec![A]);
    assert_eq!(
        (d.paris.len(), d.paris[0].winner, d.paris[0].queue),
        (1, A, 20)
    );
    assert_eq!(d.queue_generale, vec![1, -1]);
}

/// 000 LES DEUX QUEUES: "Jouer les deux queues, c'est jouer seulement la queue des jetons et
/// celle des paris." Without a queue générale agreed, those two are paid and nothing else.
#[test]
fn les_deux_queues_jetons_and_paris_only() {
    let d = played(tete_a_tete(4), &[A, A, B, A]).decompte();
    assert_eq!(d.queue_des_jetons.net, vec![6, -6]);
    assert_eq!(d.paris[0].jetons, 28);
    assert_eq!(d.queue_generale, vec![0, 0]);
    assert_eq!(d.total, d.fiches);
}

/// 000 QUEUE DES JETONS: "le perdant d'un marqué met un ou deux jetons de son côté … pour
/// indiquer à la fin de la partie le nombre de marqués que chacun a perdu et permettre le
/// règlement des paris. … on peut choisir de compter cette queue en points ou de l'ignorer."
#[test]
fn queue_des_jetons_counted_or_ignored() {
    let d = played(tete_a_tete(4), &[A, A, B, A]).decompte();
    assert_eq!(d.queue_des_jetons.put, vec![2, 6]);
    let ignored = Agreement {
        jetons_de_queue: 0,
        ..tete_a_tete(4)
    };
    let d = played(ignored, &[A, A, B, A]).decompte();
    assert_eq!(d.queue_des_jetons.pot, 0);
    assert_eq!(d.queue_des_jetons.net, vec![0, 0]);
    assert_eq!(d.paris.len(), 1, "the paris are settled all the same");
}

/// 000 JETONS DE LA QUEUE: "À chaque marqué, le perdant met de côté un ou deux jetons pour
/// compter le nombre de marqués joués et constituer un enjeu. L'ensemble de tous ces jetons mis de
/// côté forment la queue des jetons." With one jeton each, the pot counts the marqués played and
/// each side's share the marqués it lost.
#[test]
fn jetons_de_la_queue_one_a_marque_lost() {
    let one = Agreement {
        jetons_de_queue: 1,
        ..tete_a_tete(4)
    };
    let s = played(one, &[A, A, B, A]);
    for l in &s.lines {
        assert_eq!(l.queue, 1, "marqué {}", l.number);
    }
    let d = s.decompte();
    assert_eq!(d.queue_des_jetons.pot, 4);
    assert_eq!(d.queue_des_jetons.put, vec![1, 3]);
}

/// 000 Queue des jetons (convention de base): the loser puts aside "deux jetons de marqué (on
/// peut convenir d'un seul jeton)". Two by default, one by agreement, never more.
#[test]
fn queue_des_jetons_two_by_default_one_by_agreement() {
    assert_eq!(tete_a_tete(4).jetons_de_queue, 2);
    let seat = Seating {
        primaute: A,
        other: B,
    };
    let one = Agreement {
        jetons_de_queue: 1,
        ..tete_a_tete(4)
    };
    assert!(Sheet::new(one, seat).is_ok());
    let three = Agreement {
        jetons_de_queue: 3,
        ..tete_a_tete(4)
    };
    assert_eq!(Sheet::new(three, seat).unwrap_err().code(), "bad-request");
}

/// 000 QUEUE DES PARIS: "attribuée au joueur qui se trouve avoir gagné un nombre de marqués
/// supérieur à son contingent. Outre le gain obtenu pour les postillons ou les paris gagnés, ce
/// joueur gagne 20 jetons pour cette queue." In four marqués the contingent is two: three won
/// take it, with the postillon (28 jetons, 20 of them the queue); two each take nothing.
#[test]
fn queue_des_paris_beyond_the_contingent() {
    let d = played(tete_a_tete(4), &[A, A, B, A]).decompte();
    let p = &d.paris[0];
    assert_eq!((p.winner, p.won, p.lost, p.double_paris), (A, 3, 1, 1));
    assert_eq!((p.queue, p.jetons), (20, 28));
    let d = played(tete_a_tete(4), &[A, B, B, A]).decompte();
    assert!(d.paris.is_empty());
}

/// 000 QUEUE GÉNÉRALE ou DÉFINITIVE: "on peut attribuer une queue générale au joueur qui se
/// trouve avoir gagné le plus de jetons à l'issue du règlement des paris. Cette queue vient
/// s'ajouter aux jetons du vainqueur."
#[test]
fn queue_generale_to_the_most_jetons_after_the_paris() {
    let agreement = Agreement {
        queue_generale: 5,
        ..tete_a_tete(4)
    };
    let d = played(agreement, &[B, B, A, B]).decompte();
    assert!(d.jetons[B] > d.jetons[A]);
    assert_eq!(d.queue_generale, vec![-5, 5]);
    assert_eq!(d.total[B], d.fiches[B] + 5);
    assert_eq!(d.total[A], d.fiches[A] - 5);
}

/// 000 RÈGLEMENT DES MARQUÉS: "Ce sont les paiements en jetons de mise, ou la marque des points
/// sur papier, effectués à la fin de chaque marqué." Each marqué won is paid on its own line, its
/// loser to its winner; a refait, void, is paid nothing.
#[test]
fn reglement_des_marques_a_payment_at_the_end_of_each() {
    let mut s = Sheet::new(
        tete_a_tete(2),
        Seating {
            primaute: A,
            other: B,
        },
    )
    .unwrap();
    let e = simple_by(&s, A);
    s.record(&e).unwrap();
    assert_eq!(s.lines.len(), 1);
    assert_eq!(s.lines[0].value.payment, 6);
    assert_eq!(s.lines[0].totals, vec![6, -6]);
    let refait = end(&[gain(White, 6, false), gain(Black, 6, true)]);
    assert!(matches!(refait, MarqueEnd::Refait { .. }));
    s.record(&refait).unwrap();
    assert_eq!(s.lines.len(), 1, "a refait is no marqué paid");
    let e = simple_by(&s, B);
    s.record(&e).unwrap();
    let l = &s.lines[1];
    assert_eq!((l.winner, l.loser), (B, A));
    assert_eq!(l.totals[B] - s.lines[0].totals[B], l.value.payment);
}
