//! The score sheet of a partie à écrire as JSON: what the page shows, the command line prints and
//! a record keeps. Written from `ecrire::Sheet` only; the figures are the core's, never recomputed.
//!
//! Each type here follows one of `ecrire::sheet`'s field by field, on purpose: the core holds no
//! format type (serde stays in the notation layer), so the JSON's shape is stated here once and
//! only converted to and from the core's.

use crate::ecrire::rotation::{Formation, Player};
use crate::ecrire::sheet::{Decompte, Line, Paris, QueueDesJetons, Sheet};
use crate::ecrire::{Convention, Seating};
use crate::error::Error;
use crate::notation::ecrire::GainJson;
use serde::{Deserialize, Serialize};

/// A sheet: what was agreed, a line per marqué, the décompte général of the marqués played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SheetJson {
    /// `"tete-a-tete"`, `"chouette"`, `"a-tourner"` or `"equipes"`.
    pub formation: String,
    /// `"base"`, `"annexe-arithmetic"`, `"annexe-geometric"` or `"sans-lever"`.
    pub convention: String,
    /// The marqués agreed.
    pub marques: u32,
    /// Jetons the loser of a marqué puts in the queue (0, 1 or 2).
    pub jetons_de_queue: u8,
    /// `"fiche"` or `"rien"`: what five jetons left over count for.
    pub cinq: String,
    /// The queue générale, in fiches.
    pub queue_generale: u32,
    /// The camps, each a list of seats.
    pub camps: Vec<Vec<Player>>,
    /// One line per marqué won, in order.
    pub lines: Vec<LineJson>,
    /// Refaits of the marqué being played, its trous as (primauté, other).
    pub pending_refaits: Vec<[u32; 2]>,
    /// Whether every agreed marqué has been played.
    pub over: bool,
    /// The décompte général of the marqués played.
    pub decompte: DecompteJson,
}

/// One marqué's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct LineJson {
    /// The marqué's number, from 1.
    pub number: u32,
    /// The seat with the primauté (White), then the other (Black).
    pub players: [Player; 2],
    /// Trous of each void attempt before, (primauté, other).
    pub refaits: Vec<[u32; 2]>,
    /// Trous of (primauté, other).
    pub trous: [u32; 2],
    /// The seat that won it.
    pub winner: Player,
    /// The seat that lost it.
    pub loser: Player,
    /// `"simple"`, `"petite"` or `"grande"`.
    pub bredouille: String,
    /// The winner never left before the end.
    pub sans_lever: bool,
    /// The loser left while behind.
    pub volontaire: bool,
    /// The convention's multiple.
    pub multiple: i64,
    /// The consolation, multiple and refaits included.
    pub consolation: i64,
    /// Loser to winner.
    pub payment: i64,
    /// À tourner: the vacant seat and the consolation paid him.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacant: Option<(Player, i64)>,
    /// Jetons the loser put in the queue.
    pub queue: u8,
    /// Each camp's jetons de mise after this marqué.
    pub totals: Vec<i64>,
}

/// The décompte général.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct DecompteJson {
    /// Each camp's jetons de mise from the marqués.
    pub mise: Vec<i64>,
    /// The queue des jetons.
    pub queue_des_jetons: QueueJson,
    /// The paris between pairs of camps.
    pub paris: Vec<ParisJson>,
    /// Each camp's jetons after the queue and the paris.
    pub jetons: Vec<i64>,
    /// Those jetons in fiches.
    pub fiches: Vec<i64>,
    /// The queue générale, in fiches.
    pub queue_generale: Vec<i64>,
    /// The final count, in fiches.
    pub total: Vec<i64>,
}

/// The queue des jetons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct QueueJson {
    /// All the jetons put in.
    pub pot: i64,
    /// What each camp put in.
    pub put: Vec<i64>,
    /// The camps it goes to.
    pub to: Vec<usize>,
    /// Each camp's gain by it.
    pub net: Vec<i64>,
}

/// The paris between two camps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ParisJson {
    /// The camp that won more marqués against the other.
    pub winner: usize,
    /// The other camp.
    pub loser: usize,
    /// Marqués won by the winner against the loser.
    pub won: u32,
    /// Marqués won by the loser against the winner.
    pub lost: u32,
    /// Double paris; the first is the postillon.
    pub double_paris: u32,
    /// Of the payment, the queue des paris.
    pub queue: i64,
    /// The payment, loser to winner.
    pub jetons: i64,
}

impl LineJson {
    fn of(l: &Line) -> LineJson {
        LineJson {
            number: l.number,
            players: [l.seating.primaute, l.seating.other],
            refaits: l.refaits.clone(),
            trous: l.trous,
            winner: l.winner,
            loser: l.loser,
            bredouille: l.bredouille.name().to_string(),
            sans_lever: l.sans_lever,
            volontaire: l.volontaire,
            multiple: l.value.multiple,
            consolation: l.value.consolation,
            payment: l.value.payment,
            vacant: l.vacant,
            queue: l.queue,
            totals: l.totals.clone(),
        }
    }
}

impl DecompteJson {
    fn of(d: &Decompte) -> DecompteJson {
        let QueueDesJetons { pot, put, to, net } = d.queue_des_jetons.clone();
        DecompteJson {
            mise: d.mise.clone(),
            queue_des_jetons: QueueJson { pot, put, to, net },
            paris: d.paris.iter().map(ParisJson::of).collect(),
            jetons: d.jetons.clone(),
            fiches: d.fiches.clone(),
            queue_generale: d.queue_generale.clone(),
            total: d.total.clone(),
        }
    }
}

impl ParisJson {
    fn of(p: &Paris) -> ParisJson {
        ParisJson {
            winner: p.winner,
            loser: p.loser,
            won: p.won,
            lost: p.lost,
            double_paris: p.double_paris,
            queue: p.queue,
            jetons: p.jetons,
        }
    }
}

impl SheetJson {
    /// The sheet as JSON, its décompte computed now.
    pub fn of(sheet: &Sheet) -> SheetJson {
        let a = &sheet.agreement;
        SheetJson {
            formation: a.formation.name().to_string(),
            convention: a.convention.name().to_string(),
            marques: a.marques,
            jetons_de_queue: a.jetons_de_queue,
            cinq: match a.cinq {
                crate::ecrire::Cinq::Fiche => "fiche",
                crate::ecrire::Cinq::Rien => "rien",
            }
            .to_string(),
            queue_generale: a.queue_generale,
            camps: a.formation.camps(),
            lines: sheet.lines.iter().map(LineJson::of).collect(),
            pending_refaits: sheet.pending_refaits.clone(),
            over: sheet.is_over(),
            decompte: DecompteJson::of(&sheet.decompte()),
        }
    }

    /// Reads a sheet's JSON, checking its names (the figures are taken as written).
    pub fn from_text(text: &str) -> Result<SheetJson, Error> {
        let s: SheetJson = crate::notation::json::from_text(text)?;
        if Formation::parse(&s.formation).is_none() {
            return Err(Error::BadJson(format!(
                "unknown formation {:?}",
                s.formation
            )));
        }
        if Convention::parse(&s.convention).is_none() {
            return Err(Error::BadJson(format!(
                "unknown convention {:?}",
                s.convention
            )));
        }
        Ok(s)
    }

    /// The JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What a sheet is asked for with (`tablier sheet`, the package's `sheet(request)`): the
/// agreement, and either the marqués' gains as written or a seed to play them from.
#[derive(Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SheetRequestJson {
    /// The formation (`"tete-a-tete"` by default).
    #[serde(default = "tete_a_tete")]
    pub formation: String,
    /// The convention (`"base"` by default).
    #[serde(default = "base")]
    pub convention: String,
    /// The marqués agreed.
    pub marques: u32,
    /// Jetons the loser of a marqué puts in the queue (2 by default).
    #[serde(default = "two")]
    pub jetons_de_queue: u8,
    /// `"fiche"` (the default) or `"rien"`.
    #[serde(default)]
    pub cinq: Option<String>,
    /// The queue générale, in fiches.
    #[serde(default)]
    pub queue_generale: u32,
    /// The seed of a partie played by computer players.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The computer players' levels, by seat (the last for any seat beyond).
    #[serde(default)]
    pub levels: Vec<String>,
    /// The first marqué's seating, with the gains.
    #[serde(default)]
    pub first: Option<FirstSeatingJson>,
    /// The marqués' trous as written, in order.
    #[serde(default)]
    pub gains: Option<Vec<Vec<GainJson>>>,
}

/// The first marqué's seating as written: whole numbers read alike on every platform (`Seating`
/// holds `usize`s, 32 bits in WebAssembly, where 2³² was refused as JSON while the command line
/// read it). A number no `usize` holds is no seat of the table either.
#[derive(Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct FirstSeatingJson {
    /// The seat with the primauté.
    pub primaute: u64,
    /// The seat playing against it.
    pub other: u64,
}

impl FirstSeatingJson {
    /// The seats as the core counts them.
    pub fn seating(&self) -> Seating {
        let seat = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
        Seating {
            primaute: seat(self.primaute),
            other: seat(self.other),
        }
    }
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
