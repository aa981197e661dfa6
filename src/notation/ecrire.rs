//! The record of a partie à écrire as JSON (docs/record.md, "A partie à écrire"): what was
//! agreed, the lot, every marqué as a game record of Trictrac of goal `marque`, and the sheet as
//! written. The command line and the package read and write these types; replaying them is
//! `record::ecrire`'s.

use crate::ecrire::{Agreement, Cinq, Convention, Formation};
use crate::error::{Error, Quoted};
use crate::notation::sheet::SheetJson;
use crate::record::RecordJson;
use serde::{Deserialize, Serialize};

/// What the players agreed before the first marqué (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4),
/// by the names of the sheet's JSON. The same fields as a `sheet(request)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgreementJson {
    /// `"tete-a-tete"` (absent), `"chouette"`, `"a-tourner"` or `"equipes"`.
    #[serde(default = "tete_a_tete")]
    pub formation: String,
    /// `"base"` (absent), `"annexe-arithmetic"`, `"annexe-geometric"` or `"sans-lever"`.
    #[serde(default = "base")]
    pub convention: String,
    /// The marqués agreed.
    pub marques: u32,
    /// Jetons the loser of a marqué puts in the queue: 2 (absent), 1, or 0.
    #[serde(default = "two")]
    pub jetons_de_queue: u8,
    /// `"fiche"` (absent) or `"rien"`: what five jetons left over count for.
    #[serde(default = "fiche")]
    pub cinq: String,
    /// The queue générale in fiches (absent: 0).
    #[serde(default)]
    pub queue_generale: u32,
}

fn tete_a_tete() -> String {
    "tete-a-tete".into()
}
fn base() -> String {
    "base".into()
}
fn two() -> u8 {
    2
}
fn fiche() -> String {
    "fiche".into()
}

impl AgreementJson {
    /// The agreement as written, every name checked (what 000 does not allow is
    /// `Agreement::check`'s).
    pub fn agreement(&self) -> Result<Agreement, Error> {
        let bad = |what: &str, v: &str| Error::BadRequest(format!("unknown {what} {}", Quoted(v)));
        let formation =
            Formation::parse(&self.formation).ok_or_else(|| bad("formation", &self.formation))?;
        let convention = Convention::parse(&self.convention)
            .ok_or_else(|| bad("convention", &self.convention))?;
        let cinq = match self.cinq.as_str() {
            "fiche" => Cinq::Fiche,
            "rien" => Cinq::Rien,
            other => return Err(bad("cinq", other)),
        };
        Ok(Agreement {
            formation,
            convention,
            marques: self.marques,
            jetons_de_queue: self.jetons_de_queue,
            cinq,
            queue_generale: self.queue_generale,
        })
    }

    /// An agreement by its names.
    pub fn of(a: &Agreement) -> AgreementJson {
        AgreementJson {
            formation: a.formation.name().to_string(),
            convention: a.convention.name().to_string(),
            marques: a.marques,
            jetons_de_queue: a.jetons_de_queue,
            cinq: match a.cinq {
                Cinq::Fiche => "fiche",
                Cinq::Rien => "rien",
            }
            .to_string(),
            queue_generale: a.queue_generale,
        }
    }
}

/// A partie à écrire in a record (`"game": "ecrire"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EcrireRecordJson {
    /// What was agreed.
    pub agreement: AgreementJson,
    /// The partie's seed, a decimal string: the dice of the marqués not yet begun come from it.
    pub seed: String,
    /// The lot at the start, each die `[seat, die]` in the order thrown, equal dice thrown again.
    pub lot: Vec<[u64; 2]>,
    /// Every marqué played to its end and written on the sheet, refaits included, in order: each
    /// a game record of Trictrac of goal `marque`.
    pub marques: Vec<RecordJson>,
    /// The marqué being played (perhaps just ended, not yet written); absent once the partie is
    /// over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<Box<RecordJson>>,
    /// The sheet as written: the replay must give the same (`wrong-sheet`).
    pub sheet: SheetJson,
}
