//! Every jan explained (docs/interchange.md "Explanations"): each way a jan counts, named by its
//! dames, numbers, repos and destinations, on the worked examples of the seeds.
use crate::common;
use common::pos;
use tablier::notation::json::{analysis_to_string, JanJson};
use tablier::{rules, Fleche, Jan};
use tablier::{JanKind, Way};

fn f(name: &str) -> Fleche {
    Fleche::parse(name).unwrap()
}

fn fs(names: &[&str]) -> Vec<Fleche> {
    names.iter().map(|n| f(n)).collect()
}

fn jan(js: &[Jan], kind: JanKind) -> &Jan {
    js.iter()
        .find(|j| j.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} in {js:?}"))
}

#[test]
fn battre_une_dame_exemple_4_three_facons() {
    // 000 BATTRE UNE DAME, exemple 4: "Noir bat la dame blanche en B11 de trois façons : par
    // le 2 depuis son coin, par le 6 depuis la case N8 et par les deux nombres réunis depuis la
    // case N6." The repos of the third façon are N8 (by the 2) and N12 (by the 6), both his.
    let p = pos(
        r#"{"B11": 1, "B6": 1, "B1": 13}"#,
        r#"{"N12": 2, "N8": 1, "N6": 1, "N1": 11}"#,
        "black",
        [2, 6],
    );
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::BattreDame);
    assert_eq!(j.at, Some(f("B11")));
    assert_eq!((j.ways, j.points), (3, 6));
    assert_eq!(
        j.by,
        vec![
            Way {
                dames: fs(&["N12"]),
                numbers: vec![2],
                ..Way::default()
            },
            Way {
                dames: fs(&["N8"]),
                numbers: vec![6],
                ..Way::default()
            },
            Way {
                dames: fs(&["N6"]),
                numbers: vec![2, 6],
                repos: Some(fs(&["N8", "N12"])),
                to: None,
            },
        ]
    );
    // The JSON of docs/interchange.md's example, field for field.
    assert_eq!(
        serde_json::to_string(&JanJson::from_jan(j)).unwrap(),
        r#"{"jan":"battre-dame","beneficiary":"black","points":6,"at":"B11","ways":3,"by":[{"dames":["N12"],"numbers":[2]},{"dames":["N8"],"numbers":[6]},{"dames":["N6"],"numbers":[2,6],"repos":["N8","N12"]}]}"#
    );
    assert!(analysis_to_string(&a).contains(r#""repos":["N8","N12"]"#));
}

#[test]
fn battre_a_faux_names_its_facon_with_no_repos() {
    // 000 BATTRE UNE DAME exemple 3 (JAN-QUI-NE-PEUT): N11 and N12 both held by Black, White's
    // B10 beats N8 by 4 and 3 together with no repos: the façon's repos is an empty list.
    let p = pos(
        r#"{"B1": 14, "B10": 1}"#,
        r#"{"N1": 10, "N8": 1, "N11": 2, "N12": 2}"#,
        "white",
        [4, 3],
    );
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::BattreDameAFaux);
    assert_eq!(
        j.by,
        vec![Way {
            dames: fs(&["B10"]),
            numbers: vec![4, 3],
            repos: Some(vec![]),
            to: None,
        }]
    );
    assert!(analysis_to_string(&a).contains(r#""repos":[]"#));
}

#[test]
fn battre_le_coin_names_both_dames() {
    // 000 BATTRE LE COIN: "Blanc bat le coin adverse par 6 et 4 car il pourrait y faire case
    // pleine avec une dame en B7 et une autre en B9."
    let p = pos(
        r#"{"B12": 2, "B7": 1, "B9": 1, "B1": 11}"#,
        r#"{"N1": 15}"#,
        "white",
        [6, 4],
    );
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::BattreCoin);
    assert_eq!(j.at, Some(f("N12")));
    assert_eq!(
        j.by,
        vec![Way {
            dames: fs(&["B7", "B9"]),
            numbers: vec![6, 4],
            ..Way::default()
        }]
    );
}

#[test]
fn impuissance_names_each_unplayable_number() {
    // 000 IMPUISSANCE: "2 points d'impuissance par nombre". White shut in on B1: the 6 and the
    // 5 land on Black's cases B7 and B6, and tout d'une has no repos.
    let p = pos(
        r#"{"B1": 15}"#,
        r#"{"B6": 2, "B7": 2, "N1": 11}"#,
        "white",
        [6, 5],
    );
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::Impuissance);
    assert_eq!(j.ways, 2);
    let numbers: Vec<Vec<u8>> = j.by.iter().map(|w| w.numbers.clone()).collect();
    assert_eq!(numbers, vec![vec![6], vec![5]]);
    assert!(j.by.iter().all(|w| w.dames.is_empty() && w.repos.is_none()));
    assert!(analysis_to_string(&a).contains(r#""by":[{"numbers":[6]},{"numbers":[5]}]"#));
}

#[test]
fn remplir_names_each_moyen_with_its_destination() {
    // 000 REMPLIR; 001 "la manière de faire son jan": one demi-case left (B6), filled by the
    // 5 from B1, by the 3 from B3's surnuméraire, and by both together from B1 through a repos.
    let p = pos(
        r#"{"B1": 4, "B2": 2, "B3": 3, "B4": 2, "B5": 2, "B6": 1, "B8": 1}"#,
        r#"{"N1": 15}"#,
        "white",
        [5, 3],
    );
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::RemplirPetitJan);
    assert_eq!(j.ways as usize, j.by.len());
    for w in &j.by {
        assert_eq!(w.to, Some(fs(&["B6"])), "{w:?}");
        let from = w.dames[0].step(tablier::Variant::Trictrac, tablier::Side::White);
        let sum: u8 = w.numbers.iter().sum();
        assert_eq!(from + sum, 6, "{w:?}");
    }
    assert!(j
        .by
        .iter()
        .any(|w| w.dames == fs(&["B1"]) && w.numbers == vec![5]));
    assert!(j
        .by
        .iter()
        .any(|w| w.dames == fs(&["B3"]) && w.numbers == vec![3]));
}

#[test]
fn sortie_names_the_dame_and_its_numbers() {
    // 000 SORTIE: the last dame borne off, "4 points par un coup simple".
    let p = pos(r#"{"N3": 1}"#, r#"{"N1": 15}"#, "white", [6, 2]);
    let a = rules::analyse(&p).unwrap();
    let j = jan(&a.jans, JanKind::Sortie);
    assert_eq!(j.by.len(), 1);
    assert_eq!(j.by[0].dames, fs(&["N3"]));
    assert!(!j.by[0].numbers.is_empty());
}

#[test]
fn a_jan_without_by_reads_back_as_before() {
    // A reader that does not know `by` ignores it; one that does reads an analysis without it.
    let text = r#"{"jans":[{"jan":"impuissance","beneficiary":"black","points":2,"ways":1}],"points":{"white":0,"black":2},"plays":[]}"#;
    let a = tablier::notation::json::analysis_from_str(text).unwrap();
    assert!(a.jans[0].by.is_empty());
    assert_eq!(analysis_to_string(&a), text);
}
