//! The second audit's marqués (docs/rules/audit.md), each worked out by hand from 000 PARTIE À
//! ÉCRIRE (Valeur des marqués, Valeur du Refait, CONVENTION SANS LEVER) and run through `tablier
//! sheet` from their trous.

use crate::common;

/// The first line of the sheet written from one marqué's gains.
fn line(convention: &str, gains: &str) -> serde_json::Value {
    let input = format!(r#"{{"marques":2,"convention":"{convention}","gains":[{gains}]}}"#);
    let run = common::cli::tablier(&["sheet"], &input);
    assert_eq!(run.code, Some(0), "{input}");
    run.json()[0]["lines"][0].clone()
}

#[test]
fn petite_bredouille_won_second_base() {
    // "deux jetons de mise pour chaque trou que l'on a ... déduction d'un jeton pour chacun des
    // trous de l'adversaire, et ... quatre jetons de consolation": White's one trou, then Black's
    // seven in a row (the pavillon kept, White never marking again): 2 × 7 − 1 + 4.
    let l = line(
        "base",
        r#"[{"side":"white","trous":1},{"side":"black","trous":7,"left":true}]"#,
    );
    assert_eq!(l["bredouille"], "petite");
    assert_eq!(l["payment"], 17);
}

#[test]
fn grande_bredouille_with_a_releve_before_the_sixth() {
    // "au moins douze trous de suite à partir du premier et sans jamais lever (s'en aller) à
    // partir du sixième": a leave at three trous does not spoil it. 4 × 12 + 8.
    let gains = r#"[{"side":"white","trous":3,"left":true},{"side":"white","trous":3},{"side":"white","trous":6,"left":true}]"#;
    let l = line("base", gains);
    assert_eq!(l["bredouille"], "grande");
    assert_eq!(l["payment"], 56);
    // Sans lever: that relevé makes it "en grande bredouille avec relevé", quadruple still.
    let l = line("sans-lever", gains);
    assert_eq!(
        (l["multiple"].clone(), l["payment"].clone()),
        (4.into(), 56.into())
    );
}

#[test]
fn leaving_at_the_eighth_trou_ends_a_petite_bredouille() {
    // "Un marqué est terminé lorsqu'un des joueurs a marqué au moins 6 trous et que l'un des
    // joueurs s'en va": eight trous in a row, left: petite, 2 × 8 + 4.
    let l = line(
        "base",
        r#"[{"side":"white","trous":6},{"side":"white","trous":2,"left":true}]"#,
    );
    assert_eq!(l["bredouille"], "petite");
    assert_eq!(l["payment"], 20);
}

#[test]
fn grande_bredouille_sans_lever_is_quintuple() {
    // "en grande bredouille sans lever vaut quintuple. La valeur de la consolation suit toujours
    // la même progression": 5 × 12 + 5 × 2.
    let l = line(
        "sans-lever",
        r#"[{"side":"white","trous":6},{"side":"white","trous":6,"left":true}]"#,
    );
    assert_eq!(l["multiple"], 5);
    assert_eq!(l["payment"], 70);
}

#[test]
fn petite_bredouille_won_last_counts_the_first_sides_tenue() {
    // "Cette petite bredouille gagnée en dernier comptera double si les trous pris par
    // l'adversaire l'ont été avec relevé, elle comptera triple si ces trous ont été pris sans
    // lever": White held past his sixth trou, Black then takes seven in a row.
    let avec = line(
        "sans-lever",
        r#"[{"side":"white","trous":3,"left":true},{"side":"white","trous":3},{"side":"black","trous":7,"left":true}]"#,
    );
    assert_eq!(
        (avec["multiple"].clone(), avec["payment"].clone()),
        (2.into(), 12.into())
    );
    let sans = line(
        "sans-lever",
        r#"[{"side":"white","trous":6},{"side":"black","trous":7,"left":true}]"#,
    );
    assert_eq!(
        (sans["multiple"].clone(), sans["payment"].clone()),
        (3.into(), 21.into())
    );
}
