//! The partie à écrire as JSON (docs/record.md, "A partie à écrire"): what was agreed, the lot,
//! the seating and the end of a marqué. The command line and the package read and write these
//! types; the record that holds them with every marqué's game record is `record::ecrire`'s.

use crate::ecrire::{Agreement, Cinq, Convention, Formation};
use crate::error::{Error, Quoted};
use serde::{Deserialize, Serialize};

/// What the players agreed before the first marqué (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4),
/// by the names of the sheet's JSON. The same fields as a `sheet(request)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
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

/// Who plays the current marqué, and who sits out (`PartieAEcrire.seating()`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SeatingJson {
    /// The marqué's number on the sheet, from 1 (a refait is played again under the same number).
    pub marque: u32,
    /// The game's number, from 0, refaits included: the marqué a `Game` of the package drives.
    pub game: u32,
    /// Refaits of this marqué so far.
    pub refaits: u32,
    /// The seat with the primauté, who plays White and rolls first.
    pub primaute: usize,
    /// His opponent, who plays Black.
    pub other: usize,
    /// The seats not playing, each with the player he may advise (null: his own judgement).
    pub bystanders: Vec<BystanderJson>,
}

/// A seat that sits out the marqué.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct BystanderJson {
    /// The seat.
    pub player: usize,
    /// The player he may advise, his camp's; null à tourner.
    pub advises: Option<usize>,
}

/// How a marqué ended, once it is written on the sheet (`closeMarque()`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct EndJson {
    /// A refait: void, played again by the same seating.
    pub refait: bool,
    /// The seat that won it (null after a refait).
    pub winner: Option<usize>,
    /// The seat that lost it (null after a refait).
    pub loser: Option<usize>,
    /// Trous of (primauté, other).
    pub trous: [u32; 2],
}

impl EndJson {
    /// The end of a marqué played by `seating`.
    pub fn of(seating: crate::ecrire::Seating, end: &crate::ecrire::MarqueEnd) -> EndJson {
        use crate::ecrire::MarqueEnd;
        use crate::side::Side;
        let seat = |s: Side| match s {
            Side::White => seating.primaute,
            Side::Black => seating.other,
        };
        match end {
            MarqueEnd::Won(w) => EndJson {
                refait: false,
                winner: Some(seat(w.winner)),
                loser: Some(seat(w.winner.opponent())),
                trous: w.trous,
            },
            MarqueEnd::Refait { trous, .. } => EndJson {
                refait: true,
                winner: None,
                loser: None,
                trous: *trous,
            },
        }
    }
}

/// The lot at the start (`PartieAEcrire.lot()`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct LotJson {
    /// Each die `[seat, die]`, in the order thrown.
    pub throws: Vec<[u64; 2]>,
    /// The seat with the primauté of the first marqué.
    pub primaute: usize,
    /// His opponent.
    pub other: usize,
}

/// Trous one side won on one roll, as a `sheet(request)` writes the marqués' gains: `{side,
/// trous, given?, left?}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct GainJson {
    /// `"white"` or `"black"`.
    pub side: crate::side::Side,
    /// How many.
    pub trous: u32,
    /// Won on points the opponent gave (absent: false).
    #[serde(default)]
    pub given: bool,
    /// The side left after marking them (absent: false).
    #[serde(default)]
    pub left: bool,
}

impl GainJson {
    /// The core's gain.
    pub fn gain(self) -> crate::ecrire::marque::Gain {
        crate::ecrire::marque::Gain {
            side: self.side,
            trous: self.trous,
            given: self.given,
            left: self.left,
        }
    }
}
