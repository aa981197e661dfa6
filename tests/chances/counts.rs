//! The chances of the coming throw against the books' counts: 001's two rules for counting the
//! coups "pour ou contre soi", 000 NOMBRE DIRECT and NOMBRE INDIRECT ou COMPOSÉ, and a few jans
//! counted by hand.

use tablier::chances::{chances, CoupSet, DameChances};
use tablier::notation::json::position_from_str;
use tablier::JanKind;
use tablier::{Dice, Fleche, Position, Side};

/// A Trictrac position before the roll.
fn pos(white: &str, black: &str, turn: &str) -> Position {
    let text = format!(r#"{{"white":{white},"black":{black},"turn":"{turn}"}}"#);
    position_from_str(&text).unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

/// "6-5 5-6 3-3" → the coups, as a set.
fn coups(text: &str) -> CoupSet {
    let mut set = CoupSet::NONE;
    for c in text.split_whitespace() {
        let (a, b) = c.split_once('-').expect("a-b");
        let d = Dice::new(a.parse().expect("die"), b.parse().expect("die")).expect("dice");
        set.insert(d);
    }
    set
}

fn dame<'a>(c: &'a tablier::chances::Chances, at: &str) -> &'a DameChances {
    let f = Fleche::parse(at).expect("flèche");
    c.dames
        .iter()
        .find(|d| d.at == f)
        .unwrap_or_else(|| panic!("no chances on {at}: {c:?}"))
}

/// White's one dame `distance` steps behind Black's lone dame on N5 (White's step 20), the rest
/// of White's on the talon, too far to beat it.
fn decouvert_sur(distance: u8) -> Position {
    let from =
        Fleche::from_step(tablier::Variant::Trictrac, Side::White, 20 - distance).expect("a step");
    pos(
        &format!(r#"{{"B1":14,"{from}":1}}"#),
        r#"{"N1":14,"N5":1}"#,
        "white",
    )
}

#[test]
fn seconde_regle_seize_coups_on_a_six() {
    // 001, seconde règle: "Si par exemple on est découvert sur un six, ajoutant dix et six, cela
    // fait seize, et partant il y a seize coups ; savoir, terne, cinq et as, as et cinq, quatre
    // et deux, deux et quatre, six et as, as et six, six et deux, deux et six, six et trois,
    // trois et six, six et quatre, quatre et six, six et cinq, cinq et six, et enfin sonnez".
    let c = chances(&decouvert_sur(6)).unwrap();
    let d = dame(&c, "N5");
    let book = coups("3-3 5-1 1-5 4-2 2-4 6-1 1-6 6-2 2-6 6-3 3-6 6-4 4-6 6-5 5-6 6-6");
    assert_eq!(d.vrai_coups(), book);
    assert_eq!(d.vrai_coups().count(), 16);
    assert!(d.only_faux().is_empty());
    // "desquels seize coups, il n'y en a que neuf qui s'appellent": nine distinct rolls.
    assert_eq!(d.vrai_coups().rolls().count(), 9);
    // N5 is in White's jan de retour: 4 a façon by a simple roll, 6 by a doublet (000 BATTRE UNE
    // DAME), one façon each here: 14 simple coups × 4 + terne and sonnez × 6.
    assert_eq!(d.points().white, 14 * 4 + 2 * 6);
    assert_eq!(c.points.white, 68);
    assert!((c.expected(Side::White) - 68.0 / 36.0).abs() < 1e-12);
}

#[test]
fn seconde_regle_quinze_to_onze() {
    // 001, seconde règle: on a five fifteen coups ("trois et deux, deux et trois, quatre et as, as
    // et quatre, cinq et as …, quine, cinq et six, six et cinq"), on a four fourteen ("double
    // deux, trois et as, …, et carme"), on a three thirteen ("deux et as, as et deux, …, et
    // terne"), on a two twelve ("besel, deux et as, … et double deux"), and on an as eleven
    // (000 NOMBRE DIRECT: "toujours de 11").
    let book = [
        (
            5,
            "3-2 2-3 4-1 1-4 5-1 1-5 5-2 2-5 5-3 3-5 5-4 4-5 5-5 5-6 6-5",
        ),
        (4, "2-2 3-1 1-3 4-1 1-4 4-2 2-4 4-3 3-4 4-5 5-4 4-6 6-4 4-4"),
        (3, "2-1 1-2 3-1 1-3 3-2 2-3 3-4 4-3 3-5 5-3 3-6 6-3 3-3"),
        (2, "1-1 2-1 1-2 2-3 3-2 2-4 4-2 2-5 5-2 2-6 6-2 2-2"),
        (1, "1-1 1-2 2-1 1-3 3-1 1-4 4-1 1-5 5-1 1-6 6-1"),
    ];
    for (distance, list) in book {
        let c = chances(&decouvert_sur(distance)).unwrap();
        let d = dame(&c, "N5");
        assert_eq!(d.vrai_coups(), coups(list), "découvert sur {distance}");
        assert_eq!(d.vrai_coups().count(), 10 + distance as u32, "{distance}");
    }
}

/// White's one dame `distance` (7–12) steps behind Black's lone dame on N11 (White's step 14).
fn battu_de(distance: u8) -> Position {
    let from =
        Fleche::from_step(tablier::Variant::Trictrac, Side::White, 14 - distance).expect("a step");
    pos(
        &format!(r#"{{"B1":14,"{from}":1}}"#),
        r#"{"N1":14,"N11":1}"#,
        "white",
    )
}

#[test]
fn premiere_regle_beyond_six_points() {
    // 001, première règle: "Si le nombre des deux dés assemblés passe six points, il ne peut y
    // avoir qu'un ou deux, ou trois, ou quatre, ou cinq, ou six coups. S'il faut douze pour
    // battre, il n'y a qu'un coup … onze … deux coups, qui sont six et cinq, et cinq et six …
    // dix … trois coups, six et quatre, et quatre et six, et quine … sept, il y a six coups".
    let book = [
        (12, "6-6"),
        (11, "6-5 5-6"),
        (10, "6-4 4-6 5-5"),
        (9, "6-3 3-6 5-4 4-5"),
        (8, "6-2 2-6 5-3 3-5 4-4"),
        (7, "6-1 1-6 5-2 2-5 4-3 3-4"),
    ];
    for (distance, list) in book {
        let c = chances(&battu_de(distance)).unwrap();
        let d = dame(&c, "N11");
        assert_eq!(d.vrai_coups(), coups(list), "{distance} pour battre");
        assert_eq!(d.vrai_coups().count(), 13 - distance as u32, "{distance}");
        // The passage says the same: no direct number, every composition with its repos.
        let p = d.passages.first().expect("one passage");
        assert_eq!((d.passages.len(), p.distance), (1, distance));
        assert!(p.direct.is_empty());
        assert!(p.composed.iter().all(|k| k.repos));
        let composed: u32 = p.composed.iter().map(|k| k.roll.chances() as u32).sum();
        assert_eq!(composed, 13 - distance as u32);
    }
}

#[test]
fn passage_of_a_six_eleven_direct_five_composed() {
    // 000 NOMBRE DIRECT: "les chances d'obtenir un nombre direct sont toujours de 11 ; par
    // exemple pour 6"; NOMBRE INDIRECT ou COMPOSÉ: "exemple pour 6 : 1-5, 2-4, 3-3, 4-2, 5-1 qui
    // donnent 5 chances".
    let c = chances(&decouvert_sur(6)).unwrap();
    let d = dame(&c, "N5");
    let p = d.passages.first().expect("a passage");
    assert_eq!(p.from, Fleche::parse("N11").unwrap());
    assert_eq!(
        p.direct,
        coups("6-1 6-2 6-3 6-4 6-5 6-6 5-6 4-6 3-6 2-6 1-6")
    );
    assert_eq!(p.direct.count(), 11);
    let rolls: Vec<[u8; 2]> = p.composed.iter().map(|k| k.roll.as_array()).collect();
    assert_eq!(rolls, vec![[5, 1], [4, 2], [3, 3]]);
    let composed: u32 = p.composed.iter().map(|k| k.roll.chances() as u32).sum();
    assert_eq!(composed, 5);
}

#[test]
fn battue_a_faux_when_no_repos() {
    // 000 BATTRE UNE DAME, exemples 3 and 5: Black beats B6 from his coin by six and as, but with
    // White's coin taken and B7 full there is no repos pour battre: à faux, and White marks the
    // points. By five and two or four and three, B8–B11 are free: à vrai.
    let p = pos(
        r#"{"B1":10,"B6":1,"B7":2,"B12":2}"#,
        r#"{"N1":13,"N12":2}"#,
        "black",
    );
    let c = chances(&p).unwrap();
    let d = dame(&c, "B6");
    assert_eq!(d.vrai_coups(), coups("5-2 4-3"));
    assert_eq!(d.only_faux(), coups("6-1"));
    // B6 is in White's petit jan: 4 a façon by a simple roll, to Black à vrai, to White à faux.
    assert_eq!(d.points().black, 4 * 4);
    assert_eq!(d.points().white, 2 * 4);
    let passage = d.passages.first().expect("from the coin");
    assert_eq!(passage.from, Fleche::parse("N12").unwrap());
    let repos: Vec<([u8; 2], bool)> = passage
        .composed
        .iter()
        .map(|k| (k.roll.as_array(), k.repos))
        .collect();
    assert_eq!(repos, vec![([6, 1], false), ([5, 2], true), ([4, 3], true)]);
    // 000 JAN DE MÉZÉAS: Black has his coin with his first two dames only, but White holds his:
    // every as is a contre-jan de mézéas, scored by White.
    let contre = c
        .depart
        .iter()
        .find(|t| t.jan == JanKind::ContreMezeas)
        .expect("contre-mézéas");
    assert_eq!(contre.beneficiary, Side::White);
    assert_eq!(contre.coups, coups("1-1 2-1 3-1 4-1 5-1 6-1"));
    assert_eq!(contre.coups.count(), 11);
    assert_eq!(contre.points, 10 * 4 + 6);
}

#[test]
fn coin_beaten_by_as_with_a_third_dame_beset_with_a_fourth() {
    // 000 BATTRE LE COIN: "On peut battre le coin adverse par un as si on a au moins une
    // troisième dame sur son propre coin (et par beset si on en a une quatrième)". With a dame on
    // B7 for the other number: six and as.
    let three = chances(&pos(r#"{"B1":11,"B7":1,"B12":3}"#, r#"{"N1":15}"#, "white")).unwrap();
    let coin = three.coin.as_ref().expect("the coin is beaten");
    assert_eq!(coin.coups, coups("6-1"));
    assert_eq!(coin.points, 2 * 4);
    let four = chances(&pos(r#"{"B1":10,"B7":1,"B12":4}"#, r#"{"N1":15}"#, "white")).unwrap();
    let coin = four.coin.as_ref().expect("the coin is beaten");
    assert_eq!(coin.coups, coups("6-1 1-1"));
    assert_eq!(coin.coups.count(), 3);
    assert_eq!(coin.points, 2 * 4 + 6);
}

#[test]
fn jans_de_depart_deux_tables_and_mezeas() {
    // 000 JAN DE DEUX TABLES: the first two dames, on B7 and B8, carried one to White's coin and
    // the other to Black's by quine (B7+5, B8+5) or six and four (B8+4, B7+6).
    let c = chances(&pos(r#"{"B1":13,"B7":1,"B8":1}"#, r#"{"N1":15}"#, "white")).unwrap();
    let deux = c
        .depart
        .iter()
        .find(|t| t.jan == JanKind::DeuxTables)
        .expect("deux tables");
    assert_eq!(deux.coups, coups("5-5 6-4"));
    assert_eq!(deux.points, 6 + 2 * 4);
    // 000 JAN DE MÉZÉAS: "4 points par un as et 6 points par le doublet (beset)" — the eleven
    // coups with an as.
    let c = chances(&pos(r#"{"B1":13,"B12":2}"#, r#"{"N1":15}"#, "white")).unwrap();
    let m = c
        .depart
        .iter()
        .find(|t| t.jan == JanKind::Mezeas)
        .expect("mézéas");
    assert_eq!(m.coups.count(), 11);
    assert_eq!(m.points, 10 * 4 + 6);
    assert_eq!(m.ways, vec![(1, m.coups)]);
}

#[test]
fn impuissance_counts_the_numbers_unplayed() {
    // 000 IMPUISSANCE: "Tout nombre non joué est pénalisé : c'est un jan-qui-ne-peut qui vaut en
    // faveur de l'adversaire 2 points d'impuissance par nombre". White's last two dames on N6
    // and N5 face Black's cases on N4–N1 and N3: nothing under 5 leaves N5, under 6 N6 …
    let p = pos(
        r#"{"N6":1,"N5":1}"#,
        r#"{"N4":2,"N3":2,"N2":2,"N1":2,"N12":2,"B1":5}"#,
        "white",
    );
    let c = chances(&p).unwrap();
    let imp = c
        .impuissance
        .as_ref()
        .expect("some numbers cannot be played");
    assert_eq!(imp.beneficiary, Side::Black);
    // Every coup's unplayed numbers, checked one roll at a time against the analysis.
    for d in Dice::all_rolls() {
        let a = tablier::rules::analyse(&p.with_dice(Some(d))).unwrap();
        let unplayed = a
            .jans
            .iter()
            .find(|j| j.kind == JanKind::Impuissance)
            .map_or(0, |j| j.ways);
        let listed = imp
            .ways
            .iter()
            .find(|(_, s)| s.contains(d))
            .map_or(0, |w| w.0);
        assert_eq!(listed, unplayed, "{d:?}");
    }
    // Neither dame can move by a 2, 3 or 4 (N4–N1 are Black's, and neither number bears off):
    // by these six rolls both numbers are lost, 4 points to Black each coup.
    let both = imp
        .ways
        .iter()
        .find(|(w, _)| *w == 2)
        .expect("two numbers lost");
    assert_eq!(both.1, coups("2-2 3-3 4-4 3-2 4-2 4-3"));
    assert_eq!(both.1.count(), 9);
}

#[test]
fn jacquet_has_no_chances() {
    let p = Position::start(tablier::Variant::Jacquet);
    assert_eq!(chances(&p).unwrap_err().code(), "bad-request");
}
