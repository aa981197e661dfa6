//! The analysis of a roll as JSON (docs/interchange.md "Analysis of a roll", "Explanations"): its
//! jans with their ways, the points each side gains, the legal plays.

use super::play::PlayJson;
use super::{from_text, to_text, Name};
use crate::analysis::{Analysis, Jan, JanKind, Points, Way};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// The analysis of a roll as docs/interchange.md spells it ("Analysis of a roll"): `jans`, `points`,
/// `plays`, in that order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct AnalysisJson {
    /// The jans of the roll.
    pub jans: Vec<JanJson>,
    /// The points each side gains.
    pub points: Points,
    /// The legal plays.
    pub plays: Vec<PlayJson>,
}

/// One jan: `{"jan", "beneficiary", "points", "at"?, "ways", "by"}`; `at` only when the jan is
/// about one flèche; `by` its ways (docs/interchange.md "Explanations"), left out when unknown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct JanJson {
    /// Which jan, as `"battre-dame"`, ….
    pub jan: JanKind,
    /// The side that marks its points.
    pub beneficiary: Side,
    /// Its points.
    pub points: u32,
    /// The flèche it is about, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Fleche"))]
    pub at: Option<Name>,
    /// How many façons, moyens or numbers it counts.
    pub ways: u32,
    /// Each of them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by: Vec<WayJson>,
}

/// One way a jan counts: `{"dames"?, "numbers", "repos"?, "to"?}` (docs/interchange.md
/// "Explanations"); `dames` left out when no dame is named (impuissance, jans de départ).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct WayJson {
    /// The flèches the dames concerned start from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", tsify(type = "Fleche[]"))]
    pub dames: Vec<Name>,
    /// The die or dice that carry it.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(type = "Die[]"))]
    pub numbers: Vec<u8>,
    /// For a battery by both numbers: the flèches a dame may rest on (empty: à faux).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Fleche[]"))]
    pub repos: Option<Vec<Name>>,
    /// For a plein: the flèches the dames come to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Fleche[]"))]
    pub to: Option<Vec<Name>>,
}

fn names(fleches: &[Fleche]) -> Vec<Name> {
    fleches.iter().map(|&f| Name::of(f)).collect()
}

fn fleche(name: &Name) -> Result<Fleche, Error> {
    name.fleche()
        .ok_or_else(|| Error::UnknownFleche(name.to_string()))
}

fn fleches(names: &[Name]) -> Result<Vec<Fleche>, Error> {
    names.iter().map(fleche).collect()
}

impl WayJson {
    /// The JSON of one way.
    pub fn from_way(w: &Way) -> WayJson {
        WayJson {
            dames: names(&w.dames),
            numbers: w.numbers.clone(),
            repos: w.repos.as_deref().map(names),
            to: w.to.as_deref().map(names),
        }
    }

    /// Reads one way back; an unknown flèche name is an error.
    pub fn to_way(&self) -> Result<Way, Error> {
        Ok(Way {
            dames: fleches(&self.dames)?,
            numbers: self.numbers.clone(),
            repos: self.repos.as_deref().map(fleches).transpose()?,
            to: self.to.as_deref().map(fleches).transpose()?,
        })
    }
}

impl JanJson {
    /// The JSON of one jan.
    pub fn from_jan(j: &Jan) -> JanJson {
        JanJson {
            jan: j.kind,
            beneficiary: j.beneficiary,
            points: j.points,
            at: j.at.map(Name::of),
            ways: j.ways,
            by: j.by.iter().map(WayJson::from_way).collect(),
        }
    }

    /// Reads one jan back; an unknown flèche name is an error.
    pub fn to_jan(&self) -> Result<Jan, Error> {
        let at = self.at.as_ref().map(fleche).transpose()?;
        Ok(Jan {
            kind: self.jan,
            beneficiary: self.beneficiary,
            points: self.points,
            at,
            ways: self.ways,
            by: self
                .by
                .iter()
                .map(WayJson::to_way)
                .collect::<Result<_, _>>()?,
        })
    }
}

impl AnalysisJson {
    /// The JSON of an analysis.
    pub fn from_analysis(a: &Analysis) -> AnalysisJson {
        AnalysisJson {
            jans: a.jans.iter().map(JanJson::from_jan).collect(),
            points: a.points,
            plays: a.plays.iter().map(PlayJson::from_play).collect(),
        }
    }

    /// Reads an analysis back (e.g. one written by another implementation, to compare).
    pub fn to_analysis(&self) -> Result<Analysis, Error> {
        Ok(Analysis {
            jans: self
                .jans
                .iter()
                .map(JanJson::to_jan)
                .collect::<Result<_, _>>()?,
            points: self.points,
            plays: self
                .plays
                .iter()
                .map(PlayJson::to_play)
                .collect::<Result<_, _>>()?,
        })
    }
}

/// Writes an analysis as one line of JSON.
pub fn analysis_to_string(a: &Analysis) -> String {
    to_text(&AnalysisJson::from_analysis(a))
}

/// Reads an analysis from JSON text.
pub fn analysis_from_str(text: &str) -> Result<Analysis, Error> {
    from_text::<AnalysisJson>(text)?.to_analysis()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Dest, Move, Play};
    #[test]
    fn analysis_keeps_interchange_shape() {
        // docs/interchange.md "The analysis of a roll": the example, field for field and in order.
        let a = Analysis {
            jans: vec![Jan {
                kind: JanKind::BattreDame,
                beneficiary: Side::White,
                points: 4,
                at: Fleche::parse("N8"),
                ways: 1,
                by: vec![],
            }],
            points: Points { white: 4, black: 0 },
            plays: vec![Play::from_moves(&[
                Move::new(Fleche::B1, Dest::To(Fleche::parse("B6").unwrap())),
                Move::new(Fleche::B1, Dest::To(Fleche::parse("B6").unwrap())),
            ])
            .unwrap()],
        };
        let text = analysis_to_string(&a);
        assert_eq!(
            text,
            r#"{"jans":[{"jan":"battre-dame","beneficiary":"white","points":4,"at":"N8","ways":1}],"points":{"white":4,"black":0},"plays":[{"moves":[["B1","B6"],["B1","B6"]]}]}"#
        );
        assert_eq!(analysis_from_str(&text).unwrap(), a);
    }

    #[test]
    fn analysis_leaves_out_at_when_none() {
        let a = Analysis {
            jans: vec![Jan {
                kind: JanKind::Impuissance,
                beneficiary: Side::Black,
                points: 2,
                at: None,
                ways: 1,
                by: vec![],
            }],
            points: Points { white: 0, black: 2 },
            plays: vec![],
        };
        let text = analysis_to_string(&a);
        assert_eq!(
            text,
            r#"{"jans":[{"jan":"impuissance","beneficiary":"black","points":2,"ways":1}],"points":{"white":0,"black":2},"plays":[]}"#
        );
        assert_eq!(analysis_from_str(&text).unwrap(), a);
        let off = Play::from_moves(&[Move::new(Fleche::N1, Dest::Off)]).unwrap();
        assert_eq!(
            serde_json::to_string(&PlayJson::from_play(&off)).unwrap(),
            r#"{"moves":[["N1","off"]]}"#
        );
    }

    #[test]
    fn every_jan_name_is_interchange_kebab_case() {
        let names = [
            (JanKind::SixTables, "six-tables"),
            (JanKind::DeuxTables, "deux-tables"),
            (JanKind::ContreDeuxTables, "contre-deux-tables"),
            (JanKind::Mezeas, "mezeas"),
            (JanKind::ContreMezeas, "contre-mezeas"),
            (JanKind::BattreDame, "battre-dame"),
            (JanKind::BattreDameAFaux, "battre-dame-a-faux"),
            (JanKind::BattreCoin, "battre-coin"),
            (JanKind::RemplirPetitJan, "remplir-petit-jan"),
            (JanKind::RemplirGrandJan, "remplir-grand-jan"),
            (JanKind::RemplirRetour, "remplir-retour"),
            (JanKind::ConserverPetitJan, "conserver-petit-jan"),
            (JanKind::ConserverGrandJan, "conserver-grand-jan"),
            (JanKind::ConserverRetour, "conserver-retour"),
            (JanKind::Sortie, "sortie"),
            (JanKind::Impuissance, "impuissance"),
            (JanKind::Rencontre, "rencontre"),
        ];
        for (kind, name) in names {
            assert_eq!(serde_json::to_string(&kind).unwrap(), format!("\"{name}\""));
        }
    }
}
