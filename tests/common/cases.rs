//! The worked examples of 000 about moves, rebuilt as positions (the seed's diagrams are
//! missing: each position is rebuilt to agree with the text, and the note says how). Shared by
//! `tests/trictrac/moves/examples.rs` (one test per case) and `tests/trictrac/moves/data.rs` (which
//! keeps `tests/data/moves.jsonl` in step with this table for the Node tests).
#![allow(dead_code)]

use super::*;
use tablier::notation::json::{position_to_string, PlayJson};
use tablier::rules;

pub struct Case {
    pub name: &'static str,
    /// The seed section the case comes from.
    pub section: &'static str,
    /// How the position was rebuilt, when the seed's diagram is missing.
    pub note: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub turn: &'static str,
    pub dice: [u8; 2],
    /// Exactly the legal plays (compared by resulting board), when the case says so.
    pub plays: Option<&'static [&'static str]>,
    /// Plays that must be legal.
    pub legal: &'static [&'static str],
    /// Plays that must be refused, with the code of the rule they break.
    pub refused: &'static [(&'static str, &'static str)],
}

const BLACK_HOME: &str = r#"{"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}"#;
const WHITE_RETOUR_PLEIN: &str = r#"{"N6": 2, "N5": 2, "N4": 2, "N3": 2, "N2": 3, "N1": 4}"#;

pub const CASES: &[Case] = &[
    Case {
        name: "coins-noir-quines",
        section: "000 COINS: Noir prend son coin normalement par quines",
        note: "Rebuilt: Black N7 x2 and N6 x1 (so that 6-5 and sonnez also take the coin, as the \
               text goes on), White B6, B7 single and B8 x2 (6-5, 6-4, 5-4, 4-4 take his coin).",
        white: r#"{"B1": 11, "B6": 1, "B7": 1, "B8": 2}"#,
        black: r#"{"N1": 12, "N6": 1, "N7": 2}"#,
        turn: "black",
        dice: [5, 5],
        plays: Some(&["N7-N12 N7-N12", "N1-N6 N1-N6", "N1-N6 N6-N11"]),
        legal: &[],
        refused: &[
            ("N7-N12 N1-N6", "lone-dame-on-coin"),
            ("N6-N11 N11-B9", "jan-interdit"),
        ],
    },
    Case {
        name: "coins-noir-six-cinq",
        section: "000 COINS: Par 6-5 Noir prend aussi son coin (et bat la dame en B7)",
        note: "Same position as coins-noir-quines.",
        white: r#"{"B1": 11, "B6": 1, "B7": 1, "B8": 2}"#,
        black: r#"{"N1": 12, "N6": 1, "N7": 2}"#,
        turn: "black",
        dice: [6, 5],
        plays: None,
        legal: &["N6-N12 N7-N12"],
        refused: &[("N6-N12 N1-N6", "lone-dame-on-coin")],
    },
    Case {
        name: "coins-noir-sonnez-puissance",
        section: "000 COINS: Par sonnez (6-6) il prend son coin par puissance",
        note: "Same position as coins-noir-quines: one dame on N6 only, so no coin par effet; \
               White's coin is empty, so par puissance from N7 (each dame one flèche short).",
        white: r#"{"B1": 11, "B6": 1, "B7": 1, "B8": 2}"#,
        black: r#"{"N1": 12, "N6": 1, "N7": 2}"#,
        turn: "black",
        dice: [6, 6],
        plays: Some(&["N1-N7 N1-N7", "N7-N12 N7-N12"]),
        legal: &[],
        refused: &[("N7-B12 N1-N7", "opponent-coin")],
    },
    Case {
        name: "coins-noir-sonnez-effet",
        section: "000 COINS: par sonnez, Noir a la possibilité de prendre son coin par effet (de \
                  N6) ou par puissance (de N7) ; il doit le faire par effet",
        note: "Rebuilt: as coins-noir-quines with a second dame on N6.",
        white: r#"{"B1": 11, "B6": 1, "B7": 1, "B8": 2}"#,
        black: r#"{"N1": 11, "N6": 2, "N7": 2}"#,
        turn: "black",
        dice: [6, 6],
        plays: Some(&["N1-N7 N1-N7", "N6-N12 N6-N12"]),
        legal: &[],
        refused: &[("N7-N12 N7-N12", "coin-par-effet")],
    },
    Case {
        name: "deux-tables-quines",
        section:
            "000 JAN DE DEUX TABLES: On ne peut jamais prendre son coin dans cette situation, \
                  Blanc met donc tout à bas en B6",
        note: "Rebuilt: White's two dames abattues on B7 and B8, all others on the talons.",
        white: r#"{"B1": 13, "B7": 1, "B8": 1}"#,
        black: r#"{"N1": 15}"#,
        turn: "white",
        dice: [5, 5],
        plays: Some(&["B1-B6 B1-B6", "B1-B6 B6-B11"]),
        legal: &[],
        refused: &[
            ("B7-B12 B8-N12", "opponent-coin"),
            ("B7-B12 B1-B6", "lone-dame-on-coin"),
            ("B8-B12 B7-B12", "not-the-dice"),
        ],
    },
    Case {
        name: "conserver-par-impuissance",
        section: "000 CONSERVER PAR IMPUISSANCE: Blanc a obtenu 6 et 3 mais ne peut jouer le 6 \
                  d'aucune manière. Il conserve le plein de son grand jan en ne jouant que le 3",
        note: "Rebuilt: White's 15 dames fill B7-B12 (surplus on B7, B8, B9); Black holds his \
               coin, N11, N10, N9, a dame on N8 and one on N6, five on N1: he can still fill \
               his grand jan (interdit), not his petit jan.",
        white: r#"{"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2}"#,
        black: r#"{"N12": 2, "N11": 2, "N10": 2, "N9": 2, "N8": 1, "N6": 1, "N1": 5}"#,
        turn: "white",
        dice: [6, 3],
        plays: Some(&["B7-B10", "B8-B11", "B9-B12"]),
        legal: &[],
        refused: &[("B12-N7", "jan-interdit"), ("B11-N8", "opponent-fleche")],
    },
    Case {
        name: "conserver-par-impuissance-rompre",
        section: "000 CONSERVER PAR IMPUISSANCE: S'il n'y avait aucune dame en N8 (reculons-la de \
                  deux cases en N6), Blanc aurait dû passer une dame de B11 en N5 ... et il \
                  aurait donc rompu son plein",
        note: "The previous position with Black's N8 dame moved back to N6. White rests on the \
               empty N8 of Black's interdit grand jan to reach N5 (000 RETOUR).",
        white: r#"{"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2}"#,
        black: r#"{"N12": 2, "N11": 2, "N10": 2, "N9": 2, "N6": 2, "N1": 5}"#,
        turn: "white",
        dice: [6, 3],
        plays: Some(&["B11-N8 N8-N5"]),
        legal: &[],
        refused: &[
            ("B7-B10", "must-play-both"),
            ("B11-N8", "jan-interdit"),
            ("B11-N11 N11-N5", "no-repos"),
        ],
    },
    Case {
        name: "remplir-en-passant-six-trois",
        section: "000 REMPLIR EN PASSANT: la dame en N9 semble remplir par le 3 mais pour jouer \
                  le 6 il faut la sortir",
        note: "Rebuilt: White has N9 and N6 single, N5-N1 made (surplus on N5, N4, N3); Black's \
               dames all in his jan de retour (B1-B6).",
        white: r#"{"N9": 1, "N6": 1, "N5": 3, "N4": 3, "N3": 3, "N2": 2, "N1": 2}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [6, 3],
        plays: Some(&["N9-N6 N6-off", "N9-N3 N6-N3", "N9-N3 N5-N2", "N9-N3 N4-N1"]),
        // The order of two moves that do not chain is not significant (docs/rules/moves.md).
        legal: &["N9-N3 N3-off", "N3-off N9-N3"],
        refused: &[
            ("N9-N6 N4-off", "bearing-off"),
            ("N3-off N5-N2", "bearing-off"),
        ],
    },
    Case {
        name: "remplir-en-passant-six-as",
        section: "000 REMPLIR EN PASSANT: les dés amenés 6 et as ne permettent pas à Blanc de \
                  remplir son jan de retour ... cela laisserait une seule dame dans le coin",
        note: "Rebuilt: White holds his coin with two dames, N6 single, N5-N1 made; Black's \
               dames all in B1-B6, his coin and N7 empty. Only the as can be played.",
        white: r#"{"B12": 2, "N6": 1, "N5": 3, "N4": 3, "N3": 2, "N2": 2, "N1": 2}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [6, 1],
        plays: Some(&["N6-N5", "N5-N4", "N4-N3", "N3-N2", "N2-N1"]),
        legal: &[],
        refused: &[
            ("B12-N12 N12-N6", "lone-dame-on-coin"),
            ("B12-N7 B12-N12", "opponent-coin"),
            ("N6-off", "bearing-off"),
        ],
    },
    Case {
        name: "remplir-en-sortant",
        section: "000 REMPLIR EN SORTANT: Blanc remplit par le 3 de N9 et sort une dame de N5. \
                  Il n'a pas d'autre alternative",
        note: "Rebuilt: as remplir-en-passant-six-trois, dice 5 and 3.",
        white: r#"{"N9": 1, "N6": 1, "N5": 3, "N4": 3, "N3": 3, "N2": 2, "N1": 2}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [5, 3],
        plays: Some(&["N9-N6 N5-off"]),
        legal: &[],
        refused: &[("N9-N4 N5-N2", "must-fill"), ("N9-N6 N6-N1", "must-fill")],
    },
    Case {
        name: "conserver-en-sortant-noir",
        section: "000 CONSERVER EN SORTANT: Noir peut conserver le plein de son jan en sortant \
                  par le 6 une dame en B6 et par le 4 une dame en B4 (il pourrait aussi jouer le 4 \
                  à l'intérieur du jan de B6 à B2)",
        note: "Rebuilt: Black's retour full with surplus on B6 (4 dames) and B4 (3); White's \
               retour full too (so that beset lets him conserve, as the text says).",
        white: WHITE_RETOUR_PLEIN,
        black: r#"{"B6": 4, "B5": 2, "B4": 3, "B3": 2, "B2": 2, "B1": 2}"#,
        turn: "black",
        dice: [6, 4],
        plays: Some(&["B6-off B4-off", "B6-off B6-B2"]),
        legal: &[],
        refused: &[
            ("B6-off B5-B1", "must-conserve"),
            ("B6-B2 B2-off", "bearing-off"),
        ],
    },
    Case {
        name: "conserver-en-sortant-blanc-beset",
        section: "000 CONSERVER EN SORTANT: Dans cette situation si Blanc obtient beset il pourra \
                  aussi conserver",
        note: "Same position, White to play beset.",
        white: WHITE_RETOUR_PLEIN,
        black: r#"{"B6": 4, "B5": 2, "B4": 3, "B3": 2, "B2": 2, "B1": 2}"#,
        turn: "white",
        dice: [1, 1],
        plays: Some(&["N1-off N1-off", "N2-N1 N1-off"]),
        legal: &[],
        refused: &[("N6-N5 N6-N5", "must-conserve")],
    },
    Case {
        name: "sortie-conserver-le-cinq",
        section: "000 SORTIE: Blanc doit jouer le 5 en sortant une dame surnuméraire en B5 et non \
                  de B6 en B1 qui ferait rompre le plein",
        note: "The seed says Blanc but names B5 and B6, Black's jan de retour: rebuilt for Black, \
               surplus on B5 and B3 (as the 3-2 sequel requires), one dame already off; the \
               second number, not given, is taken as 2.",
        white: WHITE_RETOUR_PLEIN,
        black: r#"{"B6": 2, "B5": 3, "B4": 2, "B3": 3, "B2": 2, "B1": 2}"#,
        turn: "black",
        dice: [5, 2],
        plays: Some(&["B5-off B3-B1"]),
        legal: &[],
        refused: &[("B6-B1 B3-B1", "must-conserve")],
    },
    Case {
        name: "sortie-trois-deux",
        section: "000 SORTIE: si les dés obtenus avaient été 3 et 2, il eût été possible de jouer \
                  les deux nombres à l'intérieur du jan (B5-B2 ; B3-B1) ou de sortir une dame : B5 \
                  (tout d'une) ou encore B3 en jouant alors le 2 de B5",
        note: "Same position as sortie-conserver-le-cinq.",
        white: WHITE_RETOUR_PLEIN,
        black: r#"{"B6": 2, "B5": 3, "B4": 2, "B3": 3, "B2": 2, "B1": 2}"#,
        turn: "black",
        dice: [3, 2],
        plays: Some(&["B5-B2 B3-B1", "B5-B2 B2-off"]),
        legal: &["B5-B3 B3-off", "B3-off B5-B3"],
        refused: &[
            ("B6-B4 B3-off", "must-conserve"),
            ("B6-B3 B3-off", "not-the-dice"),
        ],
    },
    Case {
        name: "sortie-cinq-trois",
        section: "000 SORTIE: il faut jouer le 5 à l'intérieur du jan avec la dame située en N6 \
                  et le 3 avec l'autre et non le 3 avec la dame située en N6 puis sortir celle \
                  située en N4 par le 5 devenu alors excédant",
        note: "Rebuilt: White N6 and N4 single, two on N2 and two on N1, nine off.",
        white: r#"{"N6": 1, "N4": 1, "N2": 2, "N1": 2}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [5, 3],
        plays: Some(&["N6-N1 N4-N1"]),
        legal: &[],
        refused: &[
            ("N6-N3 N4-off", "bearing-off"),
            ("N6-N1 N2-off", "bearing-off"),
        ],
    },
    Case {
        name: "sortie-ternes-impuissance",
        section: "000 SORTIE: avec une dame en N6 et deux en N1, l'adversaire ayant gardé N3, les \
                  dés amènent ternes ... il y a donc impuissance de jouer les deux nombres",
        note: "Rebuilt: Black holds N3 with two dames, his other dames in B1-B5.",
        white: r#"{"N6": 1, "N1": 2}"#,
        black: r#"{"N3": 2, "B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2}"#,
        turn: "white",
        dice: [3, 3],
        plays: Some(&[]),
        legal: &[""],
        refused: &[
            ("N1-off N1-off", "bearing-off"),
            ("N6-N3", "opponent-fleche"),
        ],
    },
    Case {
        name: "sortie-une-dame-en-n5",
        section:
            "000 SORTIE: pour une seule dame blanche en jeu en N5 ... les nombres 4, 3, 2, et \
                  as sont défaillants : ... doivent être joués dans le jan",
        note: "Rebuilt: White's last dame on N5; Black's dames in B1-B6.",
        white: r#"{"N5": 1}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [2, 1],
        plays: Some(&["N5-N3 N3-N2"]),
        legal: &[],
        refused: &[("N5-off", "not-the-dice")],
    },
    Case {
        name: "sortie-dernieres-dames",
        section: "000 SORTIE: la sortie doit être effectivement réalisée s'il s'agit des toutes \
                  dernières dames",
        note: "Rebuilt: White's last two dames on N2 and N1.",
        white: r#"{"N2": 1, "N1": 1}"#,
        black: BLACK_HOME,
        turn: "white",
        dice: [2, 1],
        plays: Some(&["N2-off N1-off"]),
        legal: &[],
        refused: &[("N2-N1 N1-off", "must-bear-off-last")],
    },
    Case {
        name: "remplir-petit-jan",
        section: "000 REMPLIR et CONSERVER: Quand un joueur amène des nombres qui permettent de \
                  remplir ... qu'il ne le fait pas et joue autrement, il fait ... fausse case",
        note: "Built: White's petit jan lacks a dame on B6, which the 5 from the talon brings.",
        white: r#"{"B1": 4, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 1, "B7": 2}"#,
        black: r#"{"N1": 15}"#,
        turn: "white",
        dice: [5, 3],
        plays: Some(&["B1-B6 B1-B4", "B1-B6 B7-B10"]),
        legal: &[],
        refused: &[("B1-B4 B4-B9", "must-fill"), ("B1-B6 B3-B6", "must-fill")],
    },
    Case {
        name: "coin-dernier-case-du-grand-jan",
        section: "000 COINS: On n'est jamais obligé de prendre son coin sauf pour réaliser le \
                  plein du grand jan quand le coin est la dernière case à remplir",
        note: "Built: White's grand jan made but for the coin, surplus on B8 and B10.",
        white: r#"{"B1": 3, "B7": 2, "B8": 3, "B9": 2, "B10": 3, "B11": 2}"#,
        black: r#"{"N1": 15}"#,
        turn: "white",
        dice: [4, 2],
        plays: Some(&["B8-B12 B10-B12"]),
        legal: &[],
        refused: &[
            ("B1-B5 B1-B3", "must-fill"),
            ("B9-B12 B11-B12", "coin-par-effet"),
        ],
    },
    Case {
        name: "conserver-en-outrepassant",
        section: "000 CONSERVER EN OUTREPASSANT: Blanc joue une dame tout d'une de B7 en N8",
        note: "Built: White's grand jan full with a surplus dame on B7; Black's dames all in \
               B2-B6, so neither of Black's jans is interdit.",
        white: r#"{"B1": 2, "B7": 3, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "B12": 2}"#,
        black: r#"{"B2": 3, "B3": 3, "B4": 3, "B5": 3, "B6": 3}"#,
        turn: "white",
        dice: [6, 4],
        plays: None,
        legal: &["B7-B11 B11-N8", "B7-N12 N12-N8"],
        refused: &[("B12-N7 B12-N9", "must-conserve")],
    },
];

pub fn case(name: &str) -> &'static Case {
    CASES
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no case {name}"))
}

impl Case {
    pub fn position(&self) -> Position {
        pos(self.white, self.black, self.turn, self.dice)
    }

    /// Checks the case against the engine.
    pub fn check(&self) {
        let p = self.position();
        if let Some(plays) = self.plays {
            assert_plays(&p, plays);
        }
        for &text in self.legal {
            assert!(
                is_legal(&p, text) || (text.is_empty() && legal(&p).is_empty()),
                "{}: {text} should be legal",
                self.name
            );
            assert_eq!(
                rules::check_play(&p, &play(text)),
                Ok(()),
                "{}: {text}",
                self.name
            );
        }
        for &(text, code) in self.refused {
            match rules::check_play(&p, &play(text)) {
                Err(e) => assert_eq!(e.code(), code, "{}: {text} refused as {e}", self.name),
                Ok(()) => panic!("{}: {text} should be refused ({code})", self.name),
            }
        }
    }

    /// The case as one line of tests/data/moves.jsonl.
    pub fn to_json(&self) -> serde_json::Value {
        let p = self.position();
        let plays = |v: &[&str]| -> Vec<PlayJson> {
            v.iter().map(|t| PlayJson::from_play(&play(t))).collect()
        };
        serde_json::json!({
            "name": self.name,
            "section": self.section,
            "note": self.note,
            "position": serde_json::from_str::<serde_json::Value>(&position_to_string(&p)).unwrap(),
            "plays": self.plays.map(plays),
            "legal": plays(self.legal),
            "refused": self.refused.iter().map(|(t, code)| serde_json::json!({
                "moves": PlayJson::from_play(&play(t)).moves, "rule": code
            })).collect::<Vec<_>>(),
        })
    }
}
