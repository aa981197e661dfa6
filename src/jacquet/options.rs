//! The variants of Jacquet (003 VARIANTE) as options; `Default` is the main rules of 003.

use serde::{Deserialize, Serialize};

/// What 003 VARIANTE BOUCHON allows: a bouchon is six flèches in a row held by one side
/// (see `bouchon.rs` for the exact definition).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum BouchonRule {
    /// Main rules (003 STRATÉGIE): forming a bouchon is good play, not a fault.
    #[default]
    Allowed,
    /// 003 VARIANTE BOUCHON, first line: "Il est interdit de créer un bouchon."
    Forbidden,
    /// 003 VARIANTE BOUCHON, second line: forbidden "tant que vous n'avez pas placé une dame dans
    /// la dernière flèche du dernier quadrant".
    UntilLastFleche,
}

/// How many points a manche is worth to its winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Bareme {
    /// 003 FIN D'UNE MANCHE: 1 point if the loser has begun bearing off, 2 if not.
    #[default]
    Simple,
    /// 003 VARIANTE LES POINTS: 1 to 5 points by how far back the loser's dames still are.
    Table,
}

/// The rules a Jacquet game is played by. `JacquetOptions::default()` is 003's main rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(default, deny_unknown_fields)]
pub struct JacquetOptions {
    /// Whether a bouchon (six flèches in a row held) may be formed.
    pub bouchon: BouchonRule,
    /// 003 VARIANTE SORTIE: borne-off dames go onto the opponent's talon, so none may be borne
    /// off while an opponent dame is still there.
    pub sortie_talon_adverse: bool,
    /// How a manche is counted to its winner.
    pub bareme: Bareme,
}

impl JacquetOptions {
    /// The main rules of 003, no variant.
    pub fn main_rules() -> JacquetOptions {
        JacquetOptions::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_is_the_main_rules() {
        let o = JacquetOptions::default();
        assert_eq!(o.bouchon, BouchonRule::Allowed);
        assert!(!o.sortie_talon_adverse);
        assert_eq!(o.bareme, Bareme::Simple);
    }

    #[test]
    fn options_read_from_json() {
        let o: JacquetOptions = serde_json::from_str(
            r#"{"bouchon": "until-last-fleche", "sortie_talon_adverse": true, "bareme": "table"}"#,
        )
        .unwrap();
        assert_eq!(o.bouchon, BouchonRule::UntilLastFleche);
        assert!(o.sortie_talon_adverse);
        assert_eq!(o.bareme, Bareme::Table);
        assert!(serde_json::from_str::<JacquetOptions>(r#"{"bouchn": "forbidden"}"#).is_err());
        assert_eq!(
            serde_json::from_str::<JacquetOptions>("{}").unwrap(),
            JacquetOptions::default()
        );
    }
}
