//! The rotation of the players and the score sheet of a partie à écrire: the lot, who plays which
//! marqué, the règlement on the sheet, paris, queues and the décompte général (000 PARTIE À QUATRE
//! JOUEURS, PARTIE À LA CHOUETTE, PARTIE À TOURNER, Décompte général, QUEUE DES PARIS).

use tablier::ecrire::reglement::{self, double_paris, fiches, paris_payment, Cinq};
use tablier::ecrire::{draw, Formation, Rotation, Seating};
use tablier::ecrire::{Agreement, Sheet};
use tablier::ecrire::{Bredouille, Gain, Marque, MarqueEnd};
use tablier::Side::{self, Black, White};

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;

fn seat(primaute: usize, other: usize) -> Seating {
    Seating { primaute, other }
}

/// A lot from a script of dice, in the order they are thrown.
fn lot(formation: Formation, dice: &[u8]) -> tablier::ecrire::Lot {
    let mut it = dice.iter().copied();
    draw(formation, &mut |_| {
        it.next()
            .ok_or_else(|| tablier::Error::BadRequest("no more dice".into()))
    })
    .expect("a lot")
}

fn gain(side: Side, trous: u32, left: bool) -> Gain {
    Gain {
        side,
        trous,
        given: false,
        left,
    }
}

/// A marqué won simple by `side`, seven trous to three.
fn simple(side: Side) -> MarqueEnd {
    let o = side.opponent();
    let m = Marque::from_gains(&[
        gain(o, 1, false),
        gain(side, 1, false),
        gain(o, 2, false),
        gain(side, 6, true),
    ])
    .unwrap();
    *m.end().unwrap()
}

fn refait() -> MarqueEnd {
    let m = Marque::from_gains(&[gain(White, 6, false), gain(Black, 6, true)]).unwrap();
    *m.end().unwrap()
}

fn petite(side: Side) -> MarqueEnd {
    *Marque::from_gains(&[gain(side, 6, true)])
        .unwrap()
        .end()
        .unwrap()
}

// 000 PARTIE À QUATRE JOUEURS, exemple: "A et B sont associés contre C et D, ils lancent chacun un
// dé et obtiennent respectivement : 5, 3, 5 et 2 ; A joue d'abord contre C mais ils doivent relancer
// les dés pour la primauté … Alors A commence et perd le marqué : il reste donc pour jouer contre
// D, puis D contre B, B contre C, et de nouveau C contre A et ainsi de suite jusqu'au dernier
// marqué où C jouera contre B."
#[test]
fn four_player_rotation_of_000() {
    let l = lot(Formation::Equipes, &[5, 3, 5, 2, 4, 1]);
    assert_eq!(
        l.throws,
        vec![(A, 5), (B, 3), (C, 5), (D, 2), (A, 4), (C, 1)]
    );
    assert_eq!(l.first, seat(A, C));
    let r = Rotation {
        formation: Formation::Equipes,
        first: l.first,
    };
    let seats: Vec<Seating> = (0..8).map(|k| r.seating(k, Some(C)).unwrap()).collect();
    assert_eq!(
        seats,
        vec![
            seat(A, C),
            seat(A, D),
            seat(D, B),
            seat(B, C),
            seat(C, A),
            seat(A, D),
            seat(D, B),
            seat(B, C)
        ]
    );
    // "chaque joueur se retire après avoir joué deux marqués de suite ; sauf … celui qui au début
    // n'avait joué qu'un seul marqué termine alors la partie": each plays four of the eight.
    for p in [A, B, C, D] {
        assert_eq!(seats.iter().filter(|s| s.plays(p)).count(), 4);
    }
    assert_eq!(
        r.seating(1, None).unwrap_err().code(),
        "bad-request",
        "the second marqué waits for the first's winner"
    );
}

// 000 PARTIE À TOURNER, exemple: "les joueurs A, B et C lancent chacun un dé et obtiennent
// respectivement : 6, 4 et As ; A joue d'abord contre B et a la primauté. B gagne et rejoue contre C
// qui joue ensuite contre A ; A rejoue alors contre B et ainsi de suite jusqu'au dernier marqué où
// C joue contre A." "A tous les marqués suivants, la primauté appartient de droit à celui qui reste."
#[test]
fn three_player_rotation_of_000() {
    let l = lot(Formation::ATourner, &[6, 4, 1]);
    assert_eq!(l.first, seat(A, B));
    let r = Rotation {
        formation: Formation::ATourner,
        first: l.first,
    };
    for n in [6, 9, 12, 15] {
        let seats: Vec<Seating> = (0..n).map(|k| r.seating(k, Some(B)).unwrap()).collect();
        assert_eq!(
            &seats[..4],
            &[seat(A, B), seat(B, C), seat(C, A), seat(A, B)]
        );
        assert_eq!(
            seats.last(),
            Some(&seat(C, A)),
            "the last marqué: C against A"
        );
    }
}

// 000 PARTIE À QUATRE JOUEURS: equal dice are thrown again.
#[test]
fn equal_dice_are_thrown_again_in_the_lot() {
    let l = lot(Formation::TeteATete, &[3, 3, 2, 5]);
    assert_eq!(l.first, seat(B, A));
    let l = lot(Formation::ATourner, &[6, 6, 1, 2, 4]);
    assert_eq!(
        l.first,
        seat(B, A),
        "the two sixes throw again for the primauté"
    );
    let mut always = |_| Ok(4);
    assert_eq!(
        draw(Formation::TeteATete, &mut always).unwrap_err().code(),
        "bad-request",
        "a lot that never ends"
    );
    let mut bad = |_| Ok(7);
    assert_eq!(
        draw(Formation::TeteATete, &mut bad).unwrap_err().code(),
        "bad-dice"
    );
}

// 000 PARTIE À LA CHOUETTE: "le joueur qui fait la chouette joue tous les marqués. Il a la priorité
// du dé au premier coup de la partie et ensuite cette primauté alterne à chaque changement
// d'adversaire"; "selon le même modèle que celui utilisé pour quatre joueurs".
#[test]
fn chouette_plays_every_marque() {
    let l = lot(Formation::Chouette, &[2, 5]);
    assert_eq!(
        l.first,
        seat(A, C),
        "the chouette has the primauté; C threw higher"
    );
    let r = Rotation {
        formation: Formation::Chouette,
        first: l.first,
    };
    // C wins the first marqué and steps out for B, as the teams do.
    let seats: Vec<Seating> = (0..6).map(|k| r.seating(k, Some(C)).unwrap()).collect();
    assert_eq!(
        seats,
        vec![
            seat(A, C),
            seat(B, A),
            seat(A, B),
            seat(C, A),
            seat(A, C),
            seat(B, A)
        ]
    );
    // The chouette wins it: C, having lost, stays.
    let seats: Vec<Seating> = (0..5).map(|k| r.seating(k, Some(A)).unwrap()).collect();
    assert_eq!(
        seats,
        vec![seat(A, C), seat(C, A), seat(A, B), seat(B, A), seat(A, C)]
    );
}

// 000 Terminer le marqué: "La primauté et éventuellement la couleur des dames alternent à chaque
// marqué sauf s'il y a refait"; Refait: "le joueur qui avait eu au début du marqué la primauté du
// dé, la reprend de droit pour ce nouveau marqué et conserve sa couleur de dames"; Valeur du
// Refait: the consolation doubled.
#[test]
fn primaute_alternates_except_after_a_refait() {
    let mut s = Sheet::new(Agreement::new(Formation::TeteATete, 4), seat(A, B)).unwrap();
    assert_eq!(s.next_seating().unwrap(), Some(seat(A, B)));
    s.record(&refait()).unwrap();
    assert_eq!(
        s.next_seating().unwrap(),
        Some(seat(A, B)),
        "a refait: the same primauté"
    );
    assert!(s.lines.is_empty(), "a refait is void");
    s.record(&simple(Black)).unwrap();
    let line = &s.lines[0];
    assert_eq!(
        (line.winner, line.loser, line.refaits.clone()),
        (B, A, vec![[6, 6]])
    );
    assert_eq!(
        line.value.payment,
        7 + 4 - 3,
        "consolation doubled after one refait"
    );
    assert_eq!(line.totals, vec![-8, 8]);
    assert_eq!(
        s.next_seating().unwrap(),
        Some(seat(B, A)),
        "then the primauté alternates"
    );
    s.record(&simple(White)).unwrap();
    assert_eq!(
        s.lines[1].winner, B,
        "White is the primauté's: B played White"
    );
    assert_eq!(
        s.lines[1].value.payment,
        7 + 2 - 3,
        "no refait: consolation two"
    );
}

// 000 PARTIE À TOURNER: "celui qui a perdu, outre la consolation qu'il paye de droit à son
// adversaire, en paye une égale à celui qui est vacant, c'est-à-dire : 2, 4, 6, 8 ou 10 jetons
// (etc.) … En cas de refait, cette consolation suit, en faveur de ce joueur vacant, les mêmes
// progressions".
#[test]
fn a_tourner_the_loser_pays_the_vacant_player_a_consolation() {
    let mut s = Sheet::new(Agreement::new(Formation::ATourner, 6), seat(A, B)).unwrap();
    s.record(&simple(Black)).unwrap(); // B beats A; C was vacant
    let l = &s.lines[0];
    assert_eq!((l.winner, l.loser, l.vacant), (B, A, Some((C, 2))));
    assert_eq!(l.totals, vec![-(6 + 2), 6, 2]);
    assert_eq!(s.next_seating().unwrap(), Some(seat(B, C)));
    s.record(&refait()).unwrap();
    s.record(&petite(White)).unwrap(); // B beats C in petite bredouille after a refait; A vacant
    let l = &s.lines[1];
    assert_eq!(
        l.vacant,
        Some((A, 4 * 2)),
        "double consolation (4), doubled by the refait"
    );
    assert_eq!(l.value.payment, 6 * 2 + 8);
    assert_eq!(l.totals, vec![-8 + 8, 6 + 20, 2 - 28]);
    assert_eq!(
        Sheet::new(Agreement::new(Formation::ATourner, 8), seat(A, B))
            .unwrap_err()
            .code(),
        "bad-request",
        "divisible by three"
    );
}

// 000 Paris et queue des paris: "si deux joueurs s'affrontent en huit marqués, le contingent de
// chacun est de quatre … si un joueur gagne cinq marqués, l'autre n'en peut gagner que trois. Un
// pari vaut 4 jetons de mises. Le premier double pari s'appelle le postillon et se paie 28 jetons
// dont 20 de queue ; chacun des (doubles) paris suivants se paie 8 jetons."
#[test]
fn paris_of_a_partie_en_huit_marques() {
    assert_eq!(double_paris(5, 3), 1);
    assert_eq!(paris_payment(1), 28);
    assert_eq!(double_paris(4, 4), 0);
    assert_eq!(double_paris(3, 5), 0, "paid by the other side");
    assert_eq!(paris_payment(double_paris(6, 2)), 28 + 8);
    assert_eq!(paris_payment(double_paris(8, 0)), 28 + 8 * 3);
    assert_eq!(
        reglement::POSTILLON - reglement::QUEUE_DES_PARIS,
        2 * reglement::PARI
    );

    let mut s = Sheet::new(Agreement::new(Formation::TeteATete, 8), seat(A, B)).unwrap();
    // A wins five simples, B three; seatings alternate, so A is White on the odd marqués.
    for k in 0..8u32 {
        let a_side = if k % 2 == 0 { White } else { Black };
        let winner = if k < 5 { a_side } else { a_side.opponent() };
        s.record(&simple(winner)).unwrap();
    }
    assert!(s.is_over());
    assert_eq!(
        s.record(&simple(White)).unwrap_err().code(),
        "bad-request",
        "the partie is over"
    );
    let d = s.decompte();
    assert_eq!(
        d.mise,
        vec![2 * 6, -2 * 6],
        "five marqués of six jetons to three"
    );
    // 000 Décompte général: the queue des jetons, two a lost marqué, to the side with the most
    // jetons de mise, "juste avant le décompte des paris".
    assert_eq!(
        (d.queue_des_jetons.pot, d.queue_des_jetons.to.clone()),
        (16, vec![0])
    );
    assert_eq!(d.queue_des_jetons.net, vec![16 - 6, -10]);
    assert_eq!(d.paris.len(), 1);
    let p = &d.paris[0];
    assert_eq!(
        (p.winner, p.won, p.lost, p.double_paris, p.jetons, p.queue),
        (0, 5, 3, 1, 28, 20)
    );
    assert_eq!(d.jetons, vec![12 + 10 + 28, -50]);
    assert_eq!(d.fiches, vec![5, -5]);
    assert_eq!(d.total, d.fiches, "no queue générale agreed");
}

// 000 Décompte général: "En cas d'égalité, la queue des jetons est partagée entre les joueurs."
#[test]
fn the_queue_des_jetons_is_shared_on_a_tie() {
    let mut s = Sheet::new(Agreement::new(Formation::TeteATete, 2), seat(A, B)).unwrap();
    s.record(&simple(White)).unwrap();
    s.record(&simple(White)).unwrap(); // B, White at the second marqué, wins it
    let d = s.decompte();
    assert_eq!(d.mise, vec![0, 0]);
    assert_eq!(d.queue_des_jetons.to, vec![0, 1]);
    assert_eq!(d.queue_des_jetons.net, vec![0, 0]);
    assert!(d.paris.is_empty());
}

// 000 Queue générale: "La fiche vaut généralement 10 jetons et, selon la convention adoptée, 5
// jetons restants comptent pour une fiche ou ne comptent rien"; "on termine alors par le décompte
// final en ajoutant à la différence ainsi obtenue, la queue générale".
#[test]
fn jetons_into_fiches_and_the_queue_generale() {
    assert_eq!(
        [25, 24, 26, -25, 5, 4].map(|j| fiches(j, Cinq::Fiche)),
        [3, 2, 3, -3, 1, 0]
    );
    assert_eq!(
        [25, 24, 26, -25, 5].map(|j| fiches(j, Cinq::Rien)),
        [2, 2, 3, -2, 0]
    );
    let mut a = Agreement::new(Formation::TeteATete, 2);
    a.queue_generale = 3;
    a.jetons_de_queue = 1;
    let mut s = Sheet::new(a, seat(A, B)).unwrap();
    s.record(&petite(White)).unwrap();
    s.record(&simple(Black)).unwrap();
    let d = s.decompte();
    // A wins both (Black at the second marqué): 16 + 6 jetons, one jeton of queue from B for
    // each, then the postillon (two marqués to none).
    assert_eq!(d.jetons, vec![22 + 2 + 28, -52]);
    assert_eq!(d.fiches, vec![5, -5]);
    assert_eq!(d.queue_generale, vec![3, -3]);
    assert_eq!(d.total, vec![8, -8]);
}

// 000 PARTIE À TOURNER: "il est possible qu'un même joueur gagne deux postillons ou en perde deux,
// à savoir : un par adversaire"; the queue "appartient à celui qui, avant le paiement des paris, se
// trouve avoir obtenu plus de jetons que les autres".
#[test]
fn a_tourner_two_postillons() {
    let mut s = Sheet::new(Agreement::new(Formation::ATourner, 6), seat(A, B)).unwrap();
    // The primauté wins unless A plays, and A wins every marqué he plays. A beats B first, so B
    // steps out: A–B, A–C, C–B, B–A, A–C, C–B.
    let mut winners = Vec::new();
    for k in 0..6 {
        let seating = s.next_seating().unwrap().unwrap();
        let end = if seating.plays(A) {
            simple(if seating.primaute == A { White } else { Black })
        } else {
            simple(White)
        };
        s.record(&end).unwrap();
        winners.push(s.lines[k].winner);
    }
    assert_eq!(winners, vec![A, A, C, A, A, C]);
    let d = s.decompte();
    let against_a: Vec<_> = d
        .paris
        .iter()
        .filter(|p| p.winner == A)
        .map(|p| (p.loser, p.jetons))
        .collect();
    assert_eq!(against_a, vec![(B, 28), (C, 28)], "two postillons");
    assert!(d
        .paris
        .iter()
        .any(|p| (p.winner, p.loser, p.jetons) == (C, B, 28)));
    assert_eq!(d.jetons.iter().sum::<i64>(), 0);
    assert_eq!(d.queue_des_jetons.to, vec![A]);
}

// The sheet refuses a seating of players not at the table.
#[test]
fn a_sheet_checks_its_first_seating() {
    let a = Agreement::new(Formation::TeteATete, 2);
    assert_eq!(Sheet::new(a, seat(0, 2)).unwrap_err().code(), "bad-request");
    assert_eq!(Sheet::new(a, seat(1, 1)).unwrap_err().code(), "bad-request");
    assert_eq!(
        Sheet::new(Agreement::new(Formation::Chouette, 4), seat(1, 2))
            .unwrap_err()
            .code(),
        // Two associates: the first primauté is not the chouette's (000 PARTIE À LA CHOUETTE).
        "chouette-primaute"
    );
    assert_eq!(
        Sheet::new(Agreement::new(Formation::TeteATete, 0), seat(0, 1))
            .unwrap_err()
            .code(),
        "bad-request"
    );
    let _ = Bredouille::Simple;
}

// The sheet at the boundary: its JSON names the formation, the convention and each line's
// figures as the core computed them, and reads back to the same value.
#[test]
fn the_sheet_as_json() {
    use tablier::notation::sheet::SheetJson;
    let mut s = Sheet::new(Agreement::new(Formation::TeteATete, 2), seat(A, B)).unwrap();
    s.record(&refait()).unwrap();
    s.record(&petite(White)).unwrap();
    let j = SheetJson::of(&s);
    let text = j.to_text();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["formation"], "tete-a-tete");
    assert_eq!(v["convention"], "base");
    assert_eq!(v["lines"][0]["bredouille"], "petite");
    assert_eq!(v["lines"][0]["payment"], 6 * 2 + 8);
    assert_eq!(v["lines"][0]["refaits"], serde_json::json!([[6, 6]]));
    assert_eq!(v["decompte"]["mise"], serde_json::json!([20, -20]));
    assert_eq!(SheetJson::from_text(&text).unwrap(), j);
    let bad = text.replace("tete-a-tete", "solitaire");
    assert_eq!(SheetJson::from_text(&bad).unwrap_err().code(), "bad-json");
}

// 000 PARTIE À QUATRE JOUEURS: "À quatre joueurs, on joue par équipe de deux … chaque joueur jette
// un dé pour déterminer celui de chaque équipe qui va commencer"; its example: "A joue d'abord
// contre C". Two teammates are never seated against each other (issue 25: a request without
// `first` seated 0 against 1, and the sheet showed a player against his own team); the default is
// the first player of each team.
#[test]
fn four_players_never_seat_two_teammates() {
    let a = Agreement::new(Formation::Equipes, 4);
    for (p, o) in [(A, B), (B, A), (C, D), (D, C)] {
        let e = Sheet::new(a, seat(p, o)).unwrap_err();
        assert_eq!(e.code(), "teammates-opposed", "{p} {o}");
        assert!(e.to_string().contains("PARTIE À QUATRE JOUEURS"), "{e}");
    }
    for (p, o) in [(A, C), (A, D), (B, C), (B, D), (C, A), (D, B)] {
        assert!(Sheet::new(a, seat(p, o)).is_ok(), "{p} {o}");
    }
    assert_eq!(Formation::Equipes.default_first(), seat(A, C));
    for f in [
        Formation::TeteATete,
        Formation::Chouette,
        Formation::ATourner,
    ] {
        assert_eq!(f.default_first(), seat(A, B));
    }
    // A sheet request without `first`: A against C, and every marqué after sets a player of
    // each team against the other (the teams' jetons are the teams').
    let petite = r#"[{"side":"white","trous":6,"left":true}]"#;
    let req = format!(
        r#"{{"formation":"equipes","marques":4,"gains":[{petite},{petite},{petite},{petite}]}}"#
    );
    let v: serde_json::Value =
        serde_json::from_str(&tablier::service::sheet::sheet(&req).unwrap()).unwrap();
    for l in v["lines"].as_array().unwrap() {
        let [p, o] = [
            l["players"][0].as_u64().unwrap(),
            l["players"][1].as_u64().unwrap(),
        ];
        assert_ne!(p / 2, o / 2, "{l}");
    }
    assert_eq!(v["lines"][0]["players"], serde_json::json!([0, 2]));
    let teammates = req.replace(
        r#""marques":4,"#,
        r#""marques":4,"first":{"primaute":2,"other":3},"#,
    );
    let e = tablier::service::sheet::sheet(&teammates).unwrap_err();
    assert_eq!(e.code(), "teammates-opposed");
}

// 000 PARTIE À LA CHOUETTE: the chouette "a la priorité du dé au premier coup de la partie". A first
// seating giving it to an associate is refused, whether the chouette plays or not.
#[test]
fn the_chouette_has_the_first_primaute() {
    let a = Agreement::new(Formation::Chouette, 4);
    for (p, o) in [(B, A), (C, A), (B, C)] {
        let e = Sheet::new(a, seat(p, o)).unwrap_err();
        assert_eq!(e.code(), "chouette-primaute", "{p} {o}");
        assert!(e.to_string().contains("PARTIE À LA CHOUETTE"), "{e}");
    }
    assert!(Sheet::new(a, seat(A, B)).is_ok());
    assert!(Sheet::new(a, seat(A, C)).is_ok());
    let req = r#"{"formation":"chouette","marques":2,"first":{"primaute":1,"other":0},"gains":[[{"side":"white","trous":6,"left":true}]]}"#;
    let e = tablier::service::sheet::sheet(req).unwrap_err();
    assert_eq!(e.code(), "chouette-primaute");
}

// 000 Paris: "Ce paiement s'effectue entre chaque joueur"; Queue générale: the compte définitif
// "en soustrayant du compte du vainqueur celui du vaincu", then "on convertit alors le total en
// fiches … 5 jetons restants comptent pour une fiche ou ne comptent rien". À tourner, the fiches
// are each two players' settlement turned into fiches, so they sum to zero (issue 26: each
// player's own total rounded gave [6, -7, 2]).
#[test]
fn a_tourner_fiches_sum_to_zero() {
    let mut a = Agreement::new(Formation::ATourner, 3);
    a.cinq = Cinq::Rien;
    a.jetons_de_queue = 0;
    // A beats B in petite bredouille: B pays A (6 + 2) × 2 = 16, and the vacant C the
    // consolation, 4. The winner A stays with the primauté against C and wins simple (7 + 2 − 3):
    // C pays A 6 and B 2. Then C, with the primauté, beats B simple: B pays C 6 and A 2.
    let mut s = Sheet::new(a, seat(A, B)).unwrap();
    s.record(&petite(White)).unwrap();
    s.record(&simple(White)).unwrap();
    s.record(&simple(White)).unwrap();
    assert_eq!(
        s.lines.iter().map(|l| l.seating).collect::<Vec<_>>(),
        vec![seat(A, B), seat(A, C), seat(C, B)]
    );
    let d = s.decompte();
    assert_eq!(d.jetons, vec![24, -26, 2]);
    // Each player's total rounded would be 2, −3 and 0: a fiche from nowhere. Between A and B,
    // B owes 16 + 2 = 18 jetons, two fiches (eight left make one); C owes A 6, a fiche (more than
    // five left make one); B owes C 4 + 6 − 2 = 8, a fiche.
    assert_eq!(d.fiches, vec![2 + 1, -2 - 1, -1 + 1]);
    assert_eq!(d.total, d.fiches);
    // The issue's reproducer, played by computer players from seed 1.
    let v: serde_json::Value = serde_json::from_str(
        &tablier::service::sheet::sheet(
            r#"{"formation":"a-tourner","marques":3,"seed":1,"levels":["débutant"]}"#,
        )
        .unwrap(),
    )
    .unwrap();
    let sum = |k: &str| -> i64 {
        v["decompte"][k]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_i64().unwrap())
            .sum()
    };
    assert_eq!(sum("jetons"), 0);
    assert_eq!(sum("fiches"), 0, "{}", v["decompte"]);
    assert_eq!(sum("total"), 0, "{}", v["decompte"]);
}

// 000 Queue des jetons: the loser "met hors du tablier et de son côté deux jetons"; Décompte
// général: "Tous les jetons de marqué placés hors du tablier, forment la queue des jetons qui est
// attribuée … à celui qui se trouve avoir gagné le plus de jetons de mise". *Decision*
// (docs/rules/ecrire.md): the queue is a pot, his own jetons in it included, so its holder nets
// only the other camps' jetons; À TOURNER each other player pays him what he put in.
#[test]
fn the_queue_des_jetons_is_a_pot() {
    // Tête à tête, eight marqués, five to three: the holder A put 6 in the pot of 16 and nets 10,
    // B's jetons, not 16.
    let mut s = Sheet::new(Agreement::new(Formation::TeteATete, 8), seat(A, B)).unwrap();
    for k in 0..8u32 {
        let a_side = if k % 2 == 0 { White } else { Black };
        s.record(&simple(if k < 5 { a_side } else { a_side.opponent() }))
            .unwrap();
    }
    let q = s.decompte().queue_des_jetons;
    assert_eq!(
        (q.pot, q.put.clone(), q.to.clone()),
        (16, vec![6, 10], vec![A])
    );
    assert_eq!(q.net, vec![10, -10]);
    // À tourner: A never loses, B loses two marqués and C one. A nets their four and two jetons,
    // and the fiches settle them between each two: B owes A, C owes A, B owes C.
    let mut a = Agreement::new(Formation::ATourner, 3);
    a.cinq = Cinq::Rien;
    let mut s = Sheet::new(a, seat(A, B)).unwrap();
    for _ in 0..3 {
        s.record(&simple(White)).unwrap();
    }
    // A beats B, A beats C (the winner stays with the primauté), then C (primauté) beats B.
    let d = s.decompte();
    let q = &d.queue_des_jetons;
    assert_eq!(
        (q.pot, q.put.clone(), q.to.clone()),
        (6, vec![0, 4, 2], vec![A])
    );
    assert_eq!(q.net, vec![6, -4, -2]);
    assert_eq!(d.jetons.iter().sum::<i64>(), 0);
}

// 000 Queue générale: "5 jetons restants comptent pour une fiche ou ne comptent rien".
// *Decision* (docs/rules/ecrire.md): the text names only five left over; the jetons are rounded
// to the nearest fiche, four or fewer counting nothing and six or more a fiche, five as agreed;
// a debt is rounded as the gain it is, so the two sides' fiches cancel.
#[test]
fn five_jetons_left_over_as_agreed_the_rest_rounded() {
    for (j, fiche, rien) in [
        (5, 1, 0),
        (15, 2, 1),
        (14, 1, 1),
        (16, 2, 2),
        (9, 1, 1),
        (4, 0, 0),
        (10, 1, 1),
        (0, 0, 0),
    ] {
        assert_eq!(
            fiches(j, Cinq::Fiche),
            fiche,
            "{j} jetons, five make a fiche"
        );
        assert_eq!(
            fiches(j, Cinq::Rien),
            rien,
            "{j} jetons, five count nothing"
        );
        assert_eq!(fiches(-j, Cinq::Fiche), -fiche, "a debt of {j}");
        assert_eq!(fiches(-j, Cinq::Rien), -rien, "a debt of {j}");
    }
}

// 000 PARTIE À LA CHOUETTE: "Il a la priorité du dé au premier coup de la partie et ensuite cette
// primauté alterne à chaque changement d'adversaire"; 000 Terminer le marqué (two players): "La
// primauté … alternent à chaque marqué". *Decision* (docs/rules/ecrire.md): the primauté
// alternates at every marqué, a change of adversary included. Alternating only at a change of
// adversary, with each associate playing two marqués in a row, would give one associate the
// primauté in none of his marqués: here each associate has it in one of each two he plays.
#[test]
fn the_chouette_primaute_alternates_every_marque() {
    for first_winner in [A, C] {
        let r = Rotation {
            formation: Formation::Chouette,
            first: seat(A, C),
        };
        let seats: Vec<Seating> = (0..13)
            .map(|k| r.seating(k, Some(first_winner)).unwrap())
            .collect();
        for (k, s) in seats.iter().enumerate() {
            assert_eq!(s.primaute == A, k % 2 == 0, "marqué {k}: {s:?}");
        }
        // Each associate plays at most two marqués in a row, and in two in a row he has the
        // primauté once.
        for w in seats.windows(3) {
            let opp: Vec<usize> = w.iter().map(|s| s.opponent(A)).collect();
            assert!(!(opp[0] == opp[1] && opp[1] == opp[2]), "{w:?}");
        }
        let mut pairs = 0;
        for pair in seats.windows(2) {
            let x = pair[0].opponent(A);
            if pair[1].opponent(A) == x {
                pairs += 1;
                assert_eq!(
                    pair.iter().filter(|s| s.primaute == x).count(),
                    1,
                    "{pair:?}"
                );
            }
        }
        assert!(pairs >= 5, "{seats:?}");
        for associate in [B, C] {
            assert!(seats.iter().any(|s| s.primaute == associate));
        }
    }
}

// 000 Queue générale: the fiches of a debt are those of the gain it is, at any size. i64::MIN has
// no opposite in i64: its fiches were taken of its absolute value, which overflowed (a panic
// with overflow checks, a gain for a debt without them).
#[test]
fn the_largest_debt_is_rounded_as_a_debt() {
    let most = i64::MAX / 10 + 1; // 9223372036854775807 rounds up (7 left over, more than five)
    assert_eq!(fiches(i64::MAX, Cinq::Fiche), most);
    assert_eq!(fiches(-i64::MAX, Cinq::Fiche), -most);
    // −9223372036854775808: 8 left over, a fiche more, still a debt.
    assert_eq!(fiches(i64::MIN, Cinq::Fiche), -(i64::MAX / 10) - 1);
    assert_eq!(fiches(i64::MIN, Cinq::Rien), -(i64::MAX / 10) - 1);
}

// 000 PARTIE À TOURNER and CONVENTION ANNEXE (the geometric progression: ×4, ×8, ×16 … every six
// trous past twelve): marqués that go round — 0 beats 1, 2 beats 0, 1 beats 2 — leave every camp
// at nought while each owes the next. Three such marqués of 324 trous in grande bredouille, some
// 5.8 × 10^18 jetons each, are counted; three more would have each pair owe twice that, past an
// i64: refused as a camp's total past it is, where what each pair owes was summed saturating and
// its fiches took the absolute value of i64::MIN, a panic (the package's `sheet` and `tablier
// sheet` read these requests).
#[test]
fn a_sheet_of_huge_marques_going_round_is_counted_or_refused() {
    let w = r#"[{"side":"white","trous":324,"left":true}]"#;
    let b = r#"[{"side":"black","trous":324,"left":true}]"#;
    let request = |marques: usize| {
        let gains: Vec<&str> = [w, b, b, b, b, b].into_iter().take(marques).collect();
        format!(
            r#"{{"formation":"a-tourner","convention":"annexe-geometric","marques":{marques},"gains":[{}]}}"#,
            gains.join(",")
        )
    };
    let sheet: serde_json::Value =
        serde_json::from_str(&tablier::service::sheet::sheet(&request(3)).expect("a sheet"))
            .unwrap();
    let d = &sheet["decompte"];
    let col = |k: &str| -> Vec<i64> {
        d[k].as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .collect()
    };
    assert_eq!(col("jetons"), [0, 0, 0], "{d}");
    assert_eq!(col("fiches"), [0, 0, 0], "{d}");
    let refused = tablier::service::sheet::sheet(&request(6)).expect_err("past an i64");
    assert_eq!(refused.code(), "bad-request");
    assert!(
        refused.to_string().contains("too many to count"),
        "{refused}"
    );
    // The sheet itself, refused the fourth marqué, is as it was after the third.
    let mut a = Agreement::new(Formation::ATourner, 6);
    a.convention = tablier::ecrire::Convention::Annexe(tablier::ecrire::Progression::Geometric);
    let mut sheet = Sheet::new(a, seat(0, 1)).unwrap();
    let grande = |side| {
        *Marque::from_gains(&[gain(side, 324, true)])
            .unwrap()
            .end()
            .unwrap()
    };
    for side in [White, Black, Black] {
        sheet.record(&grande(side)).unwrap();
    }
    let before = sheet.clone();
    assert_eq!(
        sheet.record(&grande(Black)).unwrap_err().code(),
        "bad-request"
    );
    assert_eq!(sheet, before);
}
