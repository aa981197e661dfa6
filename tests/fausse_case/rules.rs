//! Fausse case at the table (000 FAUSSE CASE): one test per heading, each with its position, the
//! faulty play as the mover made it, the opponent's options and what each gives.

use crate::common;

use common::{play, pos};
use tablier::fausse_case::{judge, resolve, Attempt, Choice, Kind, Verdict};
use tablier::{rules, Fleche, Play, Position, Side};

fn attempt(moves: &str) -> Attempt {
    Attempt {
        moves: play(moves).moves().to_vec(),
        released: true,
        ..Attempt::default()
    }
}

fn imposed(v: &Verdict) -> Vec<String> {
    v.options
        .iter()
        .filter_map(|o| match o {
            Choice::Impose(p) => Some(p.to_string()),
            _ => None,
        })
        .collect()
}

fn replays(v: &Verdict) -> Vec<Vec<Play>> {
    v.options
        .iter()
        .filter_map(|o| match o {
            Choice::Replay(ps) => Some(ps.clone()),
            _ => None,
        })
        .collect()
}

/// Every option applies: Leave gives the board as left, Impose its play, Replay any listed play.
fn each_option_applies(p: &Position, a: &Attempt, v: &Verdict) {
    for o in &v.options {
        match o {
            Choice::Replay(ps) => {
                for pl in ps {
                    let got = resolve(p, a, o, Some(pl)).expect("a listed replay applies");
                    assert_eq!(got, rules::apply_play(p, pl).unwrap());
                }
                assert_eq!(resolve(p, a, o, None).unwrap_err().code(), "bad-request");
            }
            Choice::Impose(pl) => {
                assert_eq!(
                    resolve(p, a, o, None).unwrap(),
                    rules::apply_play(p, pl).unwrap()
                );
            }
            Choice::Leave | Choice::AdvanceNextCoup(_) => {
                let got = resolve(p, a, o, None).expect("left as played");
                assert_eq!(got.turn(), p.turn().opponent());
                assert_eq!(got.board(), &common::after(p, &play_of(a)));
            }
        }
    }
}

fn play_of(a: &Attempt) -> Play {
    Play::from_moves(&a.moves).expect("at most four moves")
}

fn has_leave(v: &Verdict) -> bool {
    v.options.contains(&Choice::Leave)
}

fn white(w: &str, dice: [u8; 2]) -> Position {
    pos(w, r#"{"N1":15}"#, "white", dice)
}

#[test]
fn dame_mal_placee() {
    // 000 DAME MAL PLACÉE: "cette dame reste entièrement à la discrétion de l'adversaire qui peut
    // la laisser à la place où elle a été posée, ou la mettre à sa vraie place … On ne peut en
    // effet modifier la position d'une dame qui a été jouée correctement." By 6-5, B1-B8 (seven
    // steps) and B1-B6: the B6 dame stays, the other goes to B7 or is left.
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let a = attempt("B1-B8 B1-B6");
    let v = judge(&p, &a).unwrap();
    assert!(v.fausse_case);
    assert_eq!(v.kinds, vec![Kind::DameMalPlacee]);
    assert!(has_leave(&v));
    assert_eq!(imposed(&v), vec!["B1-B7 B1-B6".to_string()]);
    each_option_applies(&p, &a, &v);
    // "Il peut même forcer à jouer le coup tout d'une dans le cas seulement où cette dame aurait
    // été portée au delà de la case où aboutit le nombre le plus fort et si le deuxième nombre
    // n'a pas déjà été joué": by 4-2, B1-B9 alone (beyond the 4) may be made B1-B7 tout d'une;
    // B1-B4 (short) may not.
    let p = white(r#"{"B1":15}"#, [4, 2]);
    let beyond = judge(&p, &attempt("B1-B9")).unwrap();
    let tout = beyond.options.iter().any(|o| match o {
        Choice::Impose(pl) => {
            common::after(&p, pl).get(Side::White, Fleche::parse("B7").unwrap()) == 1
                && pl.len() == 2
        }
        _ => false,
    });
    assert!(tout, "{beyond:?}");
    let short = judge(&p, &attempt("B1-B4")).unwrap();
    assert!(
        !imposed(&short).iter().any(|t| t.contains("B7")),
        "{short:?}"
    );
    // Put at its true place, the mover plays the other number: each such replay moves the dame
    // by one number.
    for plays in replays(&short) {
        assert!(!plays.is_empty());
    }
}

#[test]
fn dame_jouee_tout_d_une() {
    // 000 DAME JOUÉE TOUT D'UNE: "après avoir joué tout d'une les nombres amenés, s'avise de jouer
    // ensuite une autre dame … son adversaire a seulement la possibilité de rectifier la position
    // de cette dernière dame". By 4-2, B1-B7 tout d'une, then B1-B3.
    let p = white(r#"{"B1":15}"#, [4, 2]);
    let a = attempt("B1-B7 B1-B3");
    let v = judge(&p, &a).unwrap();
    assert_eq!(
        v.kinds,
        vec![Kind::DameJoueeToutDune, Kind::DameJoueeEnTrop]
    );
    assert!(has_leave(&v));
    // The tout d'une stands; the other dame goes back.
    let imposed: Vec<Play> = v
        .options
        .iter()
        .filter_map(|o| {
            if let Choice::Impose(pl) = o {
                Some(*pl)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(imposed.len(), 1, "{v:?}");
    let after = common::after(&p, &imposed[0]);
    assert_eq!(after.get(Side::White, Fleche::parse("B7").unwrap()), 1);
    assert_eq!(after.get(Side::White, Fleche::parse("B1").unwrap()), 14);
    each_option_applies(&p, &a, &v);
    // "Une dame jouée tout d'une sans repos pour passer peut être remise à sa place d'origine et
    // alors le joueur fautif doit rejouer": Black holds B3 and B5.
    let p = pos(
        r#"{"B1":14,"B2":1}"#,
        r#"{"N1":11,"B3":2,"B5":2}"#,
        "white",
        [4, 2],
    );
    let a = attempt("B1-B7");
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::DameJoueeToutDune]);
    let all = replays(&v);
    assert_eq!(all.first(), Some(&common::legal(&p)), "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn dame_seule_placee_sur_un_coin() {
    // 000 DAME SEULE PLACÉE SUR UN COIN: B6-B12 by the 6 leaves a dame alone on the coin, which
    // cannot stand ("Il est interdit de placer ou de laisser une seule dame sur son coin"): the
    // opponent cannot leave it, and the dame is played again.
    let p = white(r#"{"B1":14,"B6":1}"#, [6, 5]);
    let a = attempt("B6-B12 B1-B6");
    let v = judge(&p, &a).unwrap();
    assert!(v.kinds.contains(&Kind::DameSeuleSurCoin), "{v:?}");
    assert!(!has_leave(&v));
    // 000 COINS: the leave would keep a lone dame on the coin
    assert_eq!(
        resolve(&p, &a, &Choice::Leave, None).unwrap_err().code(),
        "lone-dame-on-coin"
    );
    assert!(!v.options.is_empty());
    each_option_applies(&p, &a, &v);
}

#[test]
fn dame_jouee_en_trop() {
    // 000 DAME JOUÉE EN TROP: "l'adversaire ne peut que rectifier le placement de cette dernière
    // dame si les deux nombres ont été précédemment joués correctement".
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let a = attempt("B1-B7 B1-B6 B1-B2");
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::DameJoueeEnTrop]);
    assert_eq!(imposed(&v), vec!["B1-B7 B1-B6".to_string()]);
    each_option_applies(&p, &a, &v);
}

#[test]
fn dame_jouee_en_trop_covering_another_never_replays_the_well_placed_dames() {
    // 000 DAME JOUÉE EN TROP: "l'adversaire ne peut que rectifier le placement de cette dernière
    // dame si les deux nombres ont été précédemment joués correctement"; 000 RÉSOLUTION: "il ne
    // peut pas faire rejouer une dame qui a été bien placée sauf si c'est la seule manière de
    // pouvoir jouer correctement les deux nombres"; 000 DAME MAL PLACÉE: "On ne peut en effet
    // modifier la position d'une dame qui a été jouée correctement." By 5-3, B1-B6 and B1-B4 are
    // well played; a third dame B1-B9 covers the lone dame on B9 (000 DAME COUVERTE PAR FAUSSE
    // CASE). Legal plays leave B9 uncovered by moving other dames (B2-B7 B1-B4, …), but every
    // option keeps B1-B6 and B1-B4: the last dame alone is put right.
    let p = white(r#"{"B1":12,"B2":1,"B9":1,"B10":1}"#, [5, 3]);
    let a = attempt("B1-B6 B1-B4 B1-B9");
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::DameJoueeEnTrop, Kind::DameCouverte]);
    assert!(has_leave(&v));
    assert_eq!(imposed(&v), vec!["B1-B6 B1-B4".to_string()]);
    let well_placed = play("B1-B6 B1-B4");
    for plays in replays(&v) {
        for pl in plays {
            assert_eq!(
                common::after(&p, &pl),
                common::after(&p, &well_placed),
                "{pl} replays a well-placed dame: {v:?}"
            );
        }
    }
    each_option_applies(&p, &a, &v);
}

#[test]
fn dame_couverte_par_fausse_case() {
    // 000 DAME COUVERTE PAR FAUSSE CASE: "peut se voir interdire de la couvrir pour ce coup". By
    // 6-5, B1-B4 (three steps) covers the lone dame on B4.
    let p = white(r#"{"B1":14,"B4":1}"#, [6, 5]);
    let a = attempt("B1-B4 B1-B6");
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::DameMalPlacee, Kind::DameCouverte]);
    let b4 = Fleche::parse("B4").unwrap();
    let forbids = replays(&v).into_iter().any(|plays| {
        !plays.is_empty()
            && plays
                .iter()
                .all(|pl| common::after(&p, pl).get(Side::White, b4) <= 1)
    });
    assert!(forbids, "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn dame_passee_au_retour_into_a_jan_he_can_fill() {
    // 000 DAME PASSÉE AU RETOUR: "Si un joueur place une de ses dames dans le grand jan de
    // l'adversaire alors que celui-ci peut encore y faire le plein …". By 5-3, B11-N11 (Black's
    // grand jan, Black all on his talon) and B1-B6.
    let p = white(r#"{"B1":13,"B11":2}"#, [5, 3]);
    let a = attempt("B11-N11 B1-B6");
    let refused = rules::check_play(&p, &play("B11-N11 B1-B6")).unwrap_err();
    assert_eq!(refused.code(), "jan-interdit");
    let v = judge(&p, &a).unwrap();
    assert!(v.kinds.contains(&Kind::DamePasseeAuRetour), "{v:?}");
    assert!(v.fausse_case);
    each_option_applies(&p, &a, &v);
    // Seen only after the opponent threw: too late, but the dame must go on next coup.
    let late = Attempt {
        opponent_thrown: true,
        ..a.clone()
    };
    let v = judge(&p, &late).unwrap();
    assert!(v.consummated);
    assert!(v
        .options
        .contains(&Choice::AdvanceNextCoup(Fleche::parse("N11").unwrap())));
    assert!(v
        .options
        .iter()
        .all(|o| matches!(o, Choice::Leave | Choice::AdvanceNextCoup(_))));
}

#[test]
fn fausse_sortie() {
    // 000 FAUSSE SORTIE: "ayant à jouer un nombre sortant, se trompe et touche une dame qui par ce
    // nombre peut être joué à l'intérieur du jan, est obligé de la jouer ainsi". White bears off
    // from N6, N4, N1 by 4-1; he touched N6 (the 4 plays it to N2) and bore N4 and N1 off.
    let p = pos(r#"{"N6":1,"N4":1,"N1":1}"#, r#"{"B1":15}"#, "white", [4, 1]);
    let a = Attempt {
        touched: vec![Fleche::parse("N6").unwrap()],
        ..attempt("N4-off N1-off")
    };
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::FausseSortie, Kind::DameTouchee]);
    let n6 = Fleche::parse("N6").unwrap();
    let must = replays(&v).into_iter().any(|plays| {
        !plays.is_empty()
            && plays
                .iter()
                .all(|pl| pl.moves().iter().any(|m| m.from == n6))
    });
    assert!(must, "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn reprendre_une_dame() {
    // 000 REPRENDRE UNE DAME: "la dame posée pour jouer le premier nombre ne peut être déplacée de
    // nouveau que pour servir à jouer, si on le veut, les deux nombres tout d'une". B1-B7 by the
    // 6, then taken back: refused; every play left keeps B1-B7.
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let mut a = attempt("B1-B7");
    a.moves.push(tablier::Move::new(
        Fleche::parse("B7").unwrap(),
        tablier::Dest::To(Fleche::parse("B1").unwrap()),
    ));
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::ReprendreUneDame]);
    assert!(!v.fausse_case);
    let plays = replays(&v).concat();
    assert!(!plays.is_empty());
    let b7 = Fleche::parse("B7").unwrap();
    assert!(plays.iter().all(|pl| pl
        .moves()
        .iter()
        .any(|m| m.from == Fleche::B1 && m.to == tablier::Dest::To(b7))));
}

#[test]
fn dames_au_talon() {
    // 000 DAMES AU TALON: two dames lifted from the talon, one played: "Il n'y a donc pas fausse
    // case"; nor for talon dames only touched.
    let p = white(r#"{"B1":14,"B6":1}"#, [6, 5]);
    let a = Attempt {
        touched: vec![Fleche::B1, Fleche::B1],
        ..attempt("B1-B7 B1-B6")
    };
    let v = judge(&p, &a).unwrap();
    assert!(!v.fausse_case, "{v:?}");
    assert!(v.options.is_empty());
}

#[test]
fn fausse_case_avec_les_deux_dames() {
    // 000 FAUSSE CASE AVEC LES DEUX DAMES: "l'adversaire peut comme il l'entend corriger la
    // position de chacune d'elles selon les dés". By 6-5, B1-B4 and B1-B3.
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let a = attempt("B1-B4 B1-B3");
    let v = judge(&p, &a).unwrap();
    assert_eq!(v.kinds, vec![Kind::DeuxDames]);
    assert!(has_leave(&v));
    assert!(imposed(&v).contains(&"B1-B7 B1-B6".to_string()), "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn prendre_son_coin() {
    // 000 PRENDRE SON COIN: "pris son coin par puissance alors qu'il pouvait le prendre par effet
    // … contraint … de reprendre son coup et se voir interdire la possibilité de prendre son coin
    // pour ce coup". By 6-5, B6 and B7 take it par effet; the mover brought B7 and B8 (which
    // beat Black's empty coin) one step short, onto his own.
    let p = white(r#"{"B1":12,"B6":1,"B7":1,"B8":1}"#, [6, 5]);
    let a = attempt("B7-B12 B8-B12");
    let v = judge(&p, &a).unwrap();
    assert!(v.kinds.contains(&Kind::PrendreSonCoin), "{v:?}");
    assert!(has_leave(&v));
    let coin = Fleche::parse("B12").unwrap();
    let forbidden = replays(&v).into_iter().any(|plays| {
        !plays.is_empty()
            && plays
                .iter()
                .all(|pl| common::after(&p, pl).get(Side::White, coin) == 0)
    });
    assert!(forbidden, "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn remplir_et_conserver() {
    // 000 REMPLIR et CONSERVER: "Son adversaire peut … obliger le joueur fautif à remplir …
    // effectivement". By 5-3 the 5 from B1 fills the petit jan; the mover played B1-B4-B9.
    let p = white(
        r#"{"B1":3,"B2":2,"B3":2,"B4":2,"B5":2,"B6":1,"B8":3}"#,
        [5, 3],
    );
    let a = attempt("B1-B4 B4-B9");
    let v = judge(&p, &a).unwrap();
    assert!(v.kinds.contains(&Kind::RemplirConserver), "{v:?}");
    let b6 = Fleche::parse("B6").unwrap();
    let fills = replays(&v).into_iter().any(|plays| {
        !plays.is_empty()
            && plays
                .iter()
                .all(|pl| common::after(&p, pl).get(Side::White, b6) >= 2)
    });
    assert!(fills, "{v:?}");
    each_option_applies(&p, &a, &v);
}

#[test]
fn fausse_case_ne_fait_pas_ecole() {
    // 000 FAUSSE CASE NE FAIT PAS ÉCOLE: "elle ne rapporte aucun point à l'adversaire".
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let v = judge(&p, &attempt("B1-B8 B1-B6")).unwrap();
    assert!(v.fausse_case);
    assert_eq!(v.points, 0);
}

#[test]
fn dame_touchee_dame_jouee_and_j_adoube() {
    // 000 DAME TOUCHÉE, DAME JOUÉE: "lorsqu'un joueur … a touché une ou plusieurs de ses dames, il
    // soit tenu de les jouer, à moins qu'avant de les toucher il n'ait dit : J'adoube !".
    let p = white(r#"{"B1":14,"B6":1}"#, [6, 5]);
    let touched = Attempt {
        touched: vec![Fleche::parse("B6").unwrap()],
        ..attempt("B1-B7 B1-B6")
    };
    let v = judge(&p, &touched).unwrap();
    assert_eq!(v.kinds, vec![Kind::DameTouchee]);
    assert!(has_leave(&v));
    let b6 = Fleche::parse("B6").unwrap();
    let must = replays(&v).into_iter().any(|plays| {
        !plays.is_empty()
            && plays
                .iter()
                .all(|pl| pl.moves().iter().any(|m| m.from == b6))
    });
    assert!(must, "{v:?}");
    each_option_applies(&p, &touched, &v);
    let adoube = Attempt {
        adoube: true,
        ..touched
    };
    assert!(!judge(&p, &adoube).unwrap().fausse_case);
    // A legal play, nothing touched: no fausse case.
    assert!(!judge(&p, &attempt("B1-B7 B1-B6")).unwrap().fausse_case);
}

#[test]
fn consommation() {
    // 000 CONSOMMATION: "consommée lorsque le joueur fautif a lâché sa dame"; "Quand l'adversaire
    // ne s'aperçoit de la fausse case qu'après avoir jeté les dés … il ne peut plus la modifier".
    let p = white(r#"{"B1":15}"#, [6, 5]);
    let held = Attempt {
        released: false,
        ..attempt("B1-B8 B1-B6")
    };
    assert!(!judge(&p, &held).unwrap().consummated);
    let late = Attempt {
        opponent_thrown: true,
        ..attempt("B1-B8 B1-B6")
    };
    let v = judge(&p, &late).unwrap();
    assert!(v.consummated);
    assert_eq!(v.options, vec![Choice::Leave]);
}
