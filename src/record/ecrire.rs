//! The record of a partie à écrire (docs/record.md, "A partie à écrire"): written from the
//! partie, read by replaying its lot and every marqué through the rules, the sheet it gives
//! checked against the sheet written.

use super::fault::{Fault, RecordError};
use super::{RecordGame, RecordJson, FORMAT, VERSION_GAMES};
use crate::ecrire::{draw, Lot, PartieAEcrire};
use crate::error::Error;
use crate::notation::ecrire::AgreementJson;
use crate::notation::sheet::SheetJson;
use crate::partie::Partie;
use serde::{Deserialize, Serialize};

/// A partie à écrire in a record (`"game": "ecrire"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
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

fn whole(e: Error) -> RecordError {
    RecordError::at(0, Fault::Unreadable(e))
}

/// The fault of marqué `n` (from 1), at its own step.
fn in_marque(n: usize, e: RecordError) -> RecordError {
    RecordError::at(
        e.step,
        Fault::InMarque {
            marque: n,
            fault: Box::new(e.fault),
        },
    )
}

fn bad_marque(n: usize, e: Error) -> RecordError {
    in_marque(n, RecordError::at(0, Fault::BadMarque(e)))
}

/// The lot as written, thrown again through the rule of the lot: each die must be thrown by
/// the seat the rule asks, and none may be left over.
fn read_lot(formation: crate::ecrire::Formation, throws: &[[u64; 2]]) -> Result<Lot, RecordError> {
    let bad = |m: String| RecordError::at(0, Fault::BadLot(Error::BadRequest(m)));
    let mut next = throws.iter();
    let lot = draw(formation, &mut |seat| {
        let [s, d] = *next
            .next()
            .ok_or_else(|| Error::BadRequest("the lot stops before it is won".into()))?;
        if s != seat as u64 {
            return Err(Error::BadRequest(format!(
                "seat {seat} throws now, not seat {s}"
            )));
        }
        u8::try_from(d).map_err(|_| Error::BadDice(format!("a die of {d}")))
    })
    .map_err(|e| RecordError::at(0, Fault::BadLot(e)))?;
    if next.next().is_some() {
        return Err(bad("a throw after the lot was won".into()));
    }
    Ok(lot)
}

/// A marqué's record replayed, with its history (undo) and generator as saved.
fn replay_marque(n: usize, r: &RecordJson) -> Result<Partie, RecordError> {
    // Its options are checked before its rolls: a tour replays by other rules and would be
    // refused at some roll, for a reason that is not the one.
    if r.game.is_some_and(|g| g != RecordGame::Trictrac)
        || r.ecrire.is_some()
        || r.partie_options() != PartieAEcrire::marque_options()
    {
        return Err(bad_marque(
            n,
            Error::BadRequest(
                "a marqué is a game of Trictrac of goal marque, White (the primauté) rolling first"
                    .into(),
            ),
        ));
    }
    Partie::from_record(r).map_err(|e| in_marque(n, e))
}

impl PartieAEcrire {
    /// The record of every marqué played to its end, refaits included, as its game was when it
    /// was closed.
    pub fn played_records(&self) -> Vec<RecordJson> {
        self.played_games().iter().map(Partie::to_record).collect()
    }

    /// The partie's record so far, at whatever moment (docs/record.md): the agreement, the lot,
    /// every marqué closed, the one being played, and the sheet.
    pub fn to_record(&self) -> RecordJson {
        let ecrire = EcrireRecordJson {
            agreement: AgreementJson::of(&self.sheet().agreement),
            seed: self.seed().to_string(),
            lot: self
                .lot()
                .throws
                .iter()
                .map(|&(seat, die)| [seat as u64, u64::from(die)])
                .collect(),
            marques: self.played_records(),
            current: self.marque().map(|g| Box::new(g.to_record())),
            sheet: SheetJson::of(self.sheet()),
        };
        RecordJson {
            format: FORMAT.to_string(),
            version: VERSION_GAMES,
            game: Some(RecordGame::Ecrire),
            options: None,
            generator: None,
            start: None,
            lot: None,
            rolls: Vec::new(),
            jacquet: None,
            ecrire: Some(Box::new(ecrire)),
            winner: None,
            page: None,
        }
    }

    /// The partie a record describes: its lot thrown again, every marqué replayed through the
    /// rules and written on the sheet, the one being played put back as it was saved. Refused
    /// with the step and the fault of what is wrong; a sheet written that is not the sheet the
    /// marqués give: `wrong-sheet`.
    pub fn from_record(record: &RecordJson) -> Result<PartieAEcrire, RecordError> {
        let e = match (&record.ecrire, record.game) {
            (Some(e), Some(RecordGame::Ecrire)) => e,
            _ => {
                return Err(whole(Error::BadJson(
                    "not a partie à écrire: it needs \"game\": \"ecrire\" and \"ecrire\"".into(),
                )))
            }
        };
        if !record.rolls.is_empty()
            || record.start.is_some()
            || record.lot.is_some()
            || record.options.is_some()
            || record.generator.is_some()
            || record.jacquet.is_some()
            || record.winner.is_some()
        {
            return Err(whole(Error::BadJson(
                "a partie à écrire keeps everything in \"ecrire\": no \"rolls\", \"start\", \"lot\", \"options\", \"generator\", \"jacquet\" or \"winner\""
                    .into(),
            )));
        }
        let agreement = e.agreement.agreement().map_err(whole)?;
        let seed = e.seed.parse::<u64>().map_err(|_| {
            whole(Error::BadJson(format!(
                "seed {:?}: a decimal number below 2^64",
                e.seed
            )))
        })?;
        let lot = read_lot(agreement.formation, &e.lot)?;
        let mut p = PartieAEcrire::with_lot(agreement, lot, seed).map_err(whole)?;
        for (i, r) in e.marques.iter().enumerate() {
            let n = i + 1;
            let game = replay_marque(n, r)?;
            if !game.is_over() {
                return Err(bad_marque(
                    n,
                    Error::BadRequest("a marqué written on the sheet that is not over".into()),
                ));
            }
            p.resume(game).map_err(|e| bad_marque(n, e))?;
            p.close_marque().map_err(|e| bad_marque(n, e))?;
        }
        if let Some(r) = &e.current {
            let n = e.marques.len() + 1;
            let game = replay_marque(n, r)?;
            p.resume(game).map_err(|e| bad_marque(n, e))?;
        }
        if SheetJson::of(p.sheet()) != e.sheet {
            return Err(whole_fault(Fault::WrongSheet));
        }
        Ok(p)
    }
}

fn whole_fault(f: Fault) -> RecordError {
    RecordError::at(0, f)
}
