//! The package's questions about a position or a game rather than its rules: the chances of the
//! coming throw, the computer's levels, its hints for a roll and its review of a game. Plain
//! Rust, JSON text in and out, as `calls`; the command line answers the same questions through
//! the same functions (`tablier chances`, `hints`, `review`), so the package's answer can be
//! checked against the native one.

use super::game::TrictracGame;
use crate::ai::Level;
use crate::chances;
use crate::error::Error;
use crate::notation::advice::hints_to_string;
use crate::notation::chances::chances_to_string;
use crate::notation::json::{from_text, to_text};
use crate::notation::read_position;
use crate::partie::Partie;
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// The chances of the coming throw of the side named by `turn` (docs/chances.md); the
/// position's dice, if any, are not read.
pub fn chances(position: &str) -> Result<String, Error> {
    let p = read_position(position)?;
    Ok(chances_to_string(&chances::chances(&p)?))
}

/// The computer's levels by name, weakest first: what `choosePlay` and `computerPlay` read.
pub fn levels() -> Result<String, Error> {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    Ok(to_text(&names))
}

/// A Trictrac position with its roll thrown.
fn trictrac_rolled(position: &str) -> Result<Position, Error> {
    let p = read_position(position)?;
    if p.dice().is_none() {
        return Err(Error::NoDice);
    }
    if p.variant() != Variant::Trictrac {
        return Err(Error::BadRequest(
            "hints are for Trictrac; the maître's evaluation knows no other game".into(),
        ));
    }
    Ok(p)
}

/// Every legal play of the position's roll ranked by the maître's evaluation, best first, each
/// with the mover's chances of winning the tour after it and its loss against the best, in
/// percent of tours won (`ai::review::UNIT`).
pub fn hints(position: &str) -> Result<String, Error> {
    Ok(hints_to_string(&crate::ai::review::hints(
        &trictrac_rolled(position)?,
    )?))
}

/// The hints for the roll a game awaits the play of.
pub fn hints_of_partie(partie: &Partie) -> Result<String, Error> {
    Ok(hints_to_string(&crate::ai::review::hints_of_partie(
        partie,
    )?))
}

/// `white` or `black`.
pub fn read_side(text: &str) -> Result<Side, Error> {
    let bad = || Error::BadRequest("a side is \"white\" or \"black\"".into());
    match from_text::<Option<Side>>(text) {
        Ok(Some(side)) => Ok(side),
        Err(e @ Error::TooLarge { .. }) => Err(e),
        _ => Err(bad()),
    }
}

/// The review of one side's rolls in a game (`ai::review::review`), as the core writes it.
pub fn review_of_partie(partie: &Partie, side: &str) -> Result<String, Error> {
    Ok(to_text(&crate::ai::review::review(
        partie,
        read_side(side)?,
    )?))
}

/// The review of one side's rolls in a recorded game (docs/record.md), every step replayed.
pub fn review(record: &str, side: &str) -> Result<String, Error> {
    review_of_partie(TrictracGame::from_record(record)?.partie(), side)
}

#[cfg(test)]
mod tests {
    use super::super::calls::read_level;
    use super::*;
    use crate::notation::json::PlayJson;
    use crate::rules;

    #[test]
    fn levels_are_the_ladder_in_order() {
        assert_eq!(
            levels().unwrap(),
            r#"["débutant","amateur","fort","maître"]"#
        );
        for name in Level::ALL.map(Level::name) {
            assert_eq!(read_level(&to_text(&name)).unwrap().name(), name);
        }
        assert!(read_level("\"grand-maître\"").is_err());
    }

    #[test]
    fn hints_rank_exactly_the_legal_plays() {
        let pos = "B1:13,B7,B8/N1:15 w 5-5";
        let h: serde_json::Value = serde_json::from_str(&hints(pos).unwrap()).unwrap();
        assert_eq!(h["unit"], crate::ai::review::UNIT);
        let mut ranked: Vec<String> = h["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["play"].to_string())
            .collect();
        let p = read_position(pos).unwrap();
        let mut legal: Vec<String> = rules::legal_plays(&p)
            .unwrap()
            .iter()
            .map(|p| to_text(&PlayJson::from_play(p)))
            .collect();
        let losses: Vec<f64> = h["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["loss"].as_f64().unwrap())
            .collect();
        assert_eq!(losses.first(), Some(&0.0));
        assert!(losses.windows(2).all(|w| w[0] <= w[1]));
        ranked.sort();
        legal.sort();
        assert_eq!(ranked, legal);
        assert!(hints("B1:15/N1:15 w").is_err());
    }

    #[test]
    fn a_review_needs_a_side_and_a_record() {
        let g = TrictracGame::new();
        for bad in ["\"red\"", "null", "1", "{"] {
            let e = review_of_partie(g.partie(), bad).unwrap_err();
            assert_eq!(e.code(), "bad-request", "{bad}");
        }
        let r: serde_json::Value =
            serde_json::from_str(&review_of_partie(g.partie(), "\"white\"").unwrap()).unwrap();
        assert_eq!(r["rolls"].as_array().map(Vec::len), Some(0));
        assert!(review("{}", "\"white\"").is_err());
    }
}
