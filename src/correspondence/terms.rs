//! The invitation's terms: the agreement both sides play by (docs/correspondence.md,
//! "The invitation"), in the record's own JSON types, so that a game by correspondence is
//! agreed in the words its record is written in.

use super::game::Table;
use crate::ecrire::PartieAEcrire;
use crate::error::Error;
use crate::jacquet::{self, JacquetOptions};
use crate::notation::ecrire::AgreementJson;
use crate::notation::json::from_text;
use crate::partie::Partie;
use crate::record::{FirstJson, GoalJson, OptionsJson, RecordGame};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// What a Jacquet partie is played to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct JacquetTerms {
    /// The variants played (absent: 003's main rules).
    #[serde(default)]
    pub options: JacquetOptions,
    /// The score to reach.
    pub target: u32,
}

/// The most seats a game by correspondence has: the partie à quatre.
pub const MAX_SEATS: usize = 4;
/// The longest name of a seat, in characters.
pub const MAX_NAME: usize = 40;

/// The terms of an invitation: the game, its rules and conventions, who plays what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Terms {
    /// `"trictrac"` (the tour), `"jacquet"` or `"ecrire"` (a partie à écrire of two, three or
    /// four).
    pub game: RecordGame,
    /// Trictrac: the tour's options as a record writes them (`goal` must be `tour`; absent: the
    /// tour, the primauté by lot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionsJson>,
    /// Jacquet: its variants and the score to reach.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jacquet: Option<JacquetTerms>,
    /// The partie à écrire: what was agreed (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4), its
    /// formation the number of seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agreement: Option<AgreementJson>,
    /// The side the inviter (seat 0) plays in the tour and in Jacquet (absent: White); in the
    /// partie à écrire the lot and the rotation seat the players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inviter: Option<Side>,
    /// The players' names, seat by seat, as they agreed to be written (optional).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// `true`: each side marks its own points and calls école on the other's, in a tour
    /// (docs/correspondence.md, "Marks by hand"); absent: the engine's marks stand.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hand_marks: bool,
}

fn bad(m: impl Into<String>) -> Error {
    super::wire::refuse("bad-invitation", 0, m)
}

impl Terms {
    /// Reads the invitation's body: the terms as JSON text, read as every boundary reads JSON
    /// (`from_text`), so that the WebAssembly module holds one reader of these types and not a
    /// second one for bytes (some 9 KB of it); `bad-invitation` when they cannot be read.
    pub(crate) fn from_body(body: &[u8]) -> Result<Terms, Error> {
        std::str::from_utf8(body)
            .map_err(|e| e.to_string())
            .and_then(|text| from_text::<Terms>(text).map_err(|e| e.to_string()))
            .map_err(|e| bad(format!("its terms cannot be read: {e}")))
    }

    /// The terms of a tour with these options (the primauté by lot), the inviter at `side`.
    pub fn tour(inviter: Side) -> Terms {
        Terms {
            game: RecordGame::Trictrac,
            options: Some(OptionsJson {
                first: Some(FirstJson::Lot),
                ..OptionsJson::default()
            }),
            jacquet: None,
            agreement: None,
            inviter: Some(inviter),
            names: Vec::new(),
            hand_marks: false,
        }
    }

    /// The terms of a tour where each side marks its own points, the inviter at `side`.
    pub fn tour_by_hand(inviter: Side) -> Terms {
        Terms {
            hand_marks: true,
            ..Terms::tour(inviter)
        }
    }

    /// The seats of the game: two, or the players of the partie à écrire's formation (three
    /// for the chouette and à tourner, four in teams). A formation that cannot be read counts
    /// two; `table` refuses it.
    pub fn seats(&self) -> usize {
        match (&self.game, &self.agreement) {
            (RecordGame::Ecrire, Some(a)) => a.agreement().map_or(2, |a| a.formation.players()),
            _ => 2,
        }
    }

    /// The side seat 0 plays in the tour and in Jacquet.
    pub fn inviter_side(&self) -> Side {
        self.inviter.unwrap_or(Side::White)
    }

    /// The game these terms agree, before its first throw; `bad-invitation` for terms that do not
    /// hold together or a game not played by correspondence.
    pub(crate) fn table(&self) -> Result<Table, Error> {
        let seats = self.seats().min(MAX_SEATS);
        if self.names.len() > seats || self.names.iter().any(|n| n.chars().count() > MAX_NAME) {
            return Err(bad(format!(
                "at most {seats} names of {MAX_NAME} characters"
            )));
        }
        let only = |ok: bool, what: &str| {
            if ok {
                Ok(())
            } else {
                Err(bad(format!("{what} belongs to another game")))
            }
        };
        match self.game {
            RecordGame::Trictrac => {
                only(self.jacquet.is_none(), "jacquet")?;
                only(self.agreement.is_none(), "agreement")?;
                let o = self.options.unwrap_or(OptionsJson {
                    first: Some(FirstJson::Lot),
                    ..OptionsJson::default()
                });
                if o.goal != GoalJson::Tour {
                    return Err(bad("a marqué is played within a partie à écrire"));
                }
                if o.fausse_case {
                    // The fausse case is the "mark it yourself" mode's: its choice and the
                    // écoles are not yet carried by a message.
                    return Err(bad("the fausse case is not yet played by correspondence"));
                }
                Ok(Table::Tour(Partie::with_options(o.to_options(), 0)))
            }
            // 003 has no école: Jacquet's points are not marked with jetons.
            RecordGame::Jacquet if self.hand_marks => {
                Err(bad("Jacquet has no école: it is not marked by hand"))
            }
            // A marqué is written on the sheet as soon as it ends (`close_marque`), before its
            // last roll's marks and école could be put in; with three or four seats the side
            // whose rights are due is not the next to send.
            RecordGame::Ecrire if self.hand_marks => Err(bad(
                "the partie à écrire's marqués are not yet marked by hand by correspondence",
            )),
            RecordGame::Jacquet => {
                only(self.options.is_none(), "options")?;
                only(self.agreement.is_none(), "agreement")?;
                let j = self
                    .jacquet
                    .ok_or_else(|| bad("a Jacquet partie needs its `jacquet` terms"))?;
                let p = jacquet::Partie::with_seed(j.options, j.target, 0)
                    .map_err(|e| bad(e.to_string()))?;
                Ok(Table::Jacquet(p))
            }
            RecordGame::Ecrire => {
                only(self.options.is_none(), "options")?;
                only(self.jacquet.is_none(), "jacquet")?;
                only(self.inviter.is_none(), "inviter")?;
                let a = self
                    .agreement
                    .as_ref()
                    .ok_or_else(|| bad("a partie à écrire needs its `agreement`"))?
                    .agreement()
                    .map_err(|e| bad(e.to_string()))?;
                a.check().map_err(|e| bad(e.to_string()))?;
                // The lot is thrown with the first dice the exchange draws: a partie made now
                // only checks that the agreement makes one.
                PartieAEcrire::new(a, 0).map_err(|e| bad(e.to_string()))?;
                Ok(Table::Ecrire {
                    agreement: a,
                    partie: None,
                })
            }
        }
    }
}
