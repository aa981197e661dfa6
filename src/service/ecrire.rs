//! A partie à écrire across the boundary: the core's `PartieAEcrire` behind a handle, for the
//! package's `PartieAEcrire` class. The current marqué is driven exactly as the tour's `Game`,
//! by the tour's own handle over the core's marqué game (`marque.rs`), so the package's `Game`
//! class drives it unchanged.

use super::game::TrictracGame;
use crate::ai::Level;
use crate::ecrire::{bystanders, PartieAEcrire};
use crate::error::Error;
use crate::notation::ecrire::{AgreementJson, BystanderJson, EndJson, LotJson, SeatingJson};
use crate::notation::json::{check_size, from_text, to_text};
use crate::notation::sheet::SheetJson;
use crate::partie::Partie;
use crate::record::RecordJson;
use crate::variant::Variant;

/// A partie à écrire in progress.
#[derive(Clone, Debug)]
pub struct EcrireGame {
    partie: PartieAEcrire,
}

fn over() -> Error {
    Error::BadRequest("the partie is over: every agreed marqué is written on the sheet".into())
}

impl EcrireGame {
    /// A partie for the agreement (`{formation, convention?, marques, jetons_de_queue?, cinq?,
    /// queue_generale?}`, the names of the sheet), its lot and dice drawn from `seed`.
    pub fn create(agreement: &str, seed: u64) -> Result<EcrireGame, Error> {
        check_size(agreement)?;
        let a: AgreementJson = from_text(agreement)?;
        Ok(EcrireGame {
            partie: PartieAEcrire::new(a.agreement()?, seed)?,
        })
    }

    /// The core's partie, for tests.
    pub fn partie(&self) -> &PartieAEcrire {
        &self.partie
    }

    /// What was agreed, by the sheet's names.
    pub fn agreement(&self) -> String {
        to_text(&AgreementJson::of(&self.partie.sheet().agreement))
    }

    /// The lot at the start: every die thrown and the first marqué's seating.
    pub fn lot(&self) -> String {
        let lot = self.partie.lot();
        to_text(&LotJson {
            throws: lot
                .throws
                .iter()
                .map(|&(s, d)| [s as u64, u64::from(d)])
                .collect(),
            primaute: lot.first.primaute,
            other: lot.first.other,
        })
    }

    /// Who plays the current marqué and who sits out; null once the partie is over.
    pub fn seating(&self) -> Result<String, Error> {
        let Some(s) = self.partie.seating()? else {
            return Ok("null".into());
        };
        let sheet = self.partie.sheet();
        let formation = sheet.agreement.formation;
        Ok(to_text(&SeatingJson {
            marque: sheet.lines.len() as u32 + 1,
            game: self.partie.played().len() as u32,
            refaits: sheet.pending_refaits.len() as u32,
            primaute: s.primaute,
            other: s.other,
            bystanders: bystanders(formation, s)
                .into_iter()
                .map(|(player, advises)| BystanderJson { player, advises })
                .collect(),
        }))
    }

    /// The sheet so far (the JSON of `sheet(request)`).
    pub fn sheet(&self) -> String {
        SheetJson::of(self.partie.sheet()).to_text()
    }

    /// Whether every agreed marqué is written on the sheet.
    pub fn is_over(&self) -> bool {
        self.partie.is_over()
    }

    /// The number of the game being played (refaits included, from 0), if any.
    pub fn current_marque(&self) -> Option<u32> {
        self.partie
            .marque()
            .map(|_| self.partie.played().len() as u32)
    }

    /// `f` on the current marqué's game, lent to the tour's handle for the call and given back
    /// whatever it answers (`marque::TourOrMarque`). `game` names the marqué the caller drives:
    /// once it is written on the sheet it is refused, so that a `Game` left over never plays the
    /// next one. The core refuses without changing the game, so a refusal leaves it as it was.
    pub(crate) fn with_marque(
        &mut self,
        game: u32,
        f: &mut dyn FnMut(&mut TrictracGame) -> Result<String, Error>,
    ) -> Result<String, Error> {
        if self.partie.played().len() as u32 != game {
            return Err(Error::BadRequest(format!(
                "marqué game {game} is written on the sheet: drive the current one"
            )));
        }
        let slot = self.partie.marque_mut().ok_or_else(over)?;
        let mut g = TrictracGame::of(std::mem::replace(slot, Partie::new(Variant::Trictrac)));
        let answer = f(&mut g);
        *slot = g.into_partie();
        answer
    }

    /// Writes the current marqué on the sheet once its game is over and starts the next one:
    /// its end, or null while it goes on.
    pub fn close_marque(&mut self) -> Result<String, Error> {
        let Some(seating) = self.partie.seating()? else {
            return Err(over());
        };
        Ok(match self.partie.close_marque()? {
            Some(end) => to_text(&EndJson::of(seating, &end)),
            None => "null".into(),
        })
    }

    /// One step of the computer on the current marqué (roll, decide, play, at the level of the
    /// seat to play: `levels` a list by seat, the last for any seat beyond, null: amateur);
    /// closes the marqué when it ends, answering its end, else null.
    pub fn step_computer(&mut self, levels: &str) -> Result<String, Error> {
        let levels = read_levels(levels)?;
        let Some(seating) = self.partie.seating()? else {
            return Err(over());
        };
        // The core's game refuses a step without changing anything (and the levels are read
        // first), so no copy is kept to put back.
        Ok(match self.partie.step_computer(&levels)? {
            Some(end) => to_text(&EndJson::of(seating, &end)),
            None => "null".into(),
        })
    }

    /// The partie's record (docs/record.md, a partie à écrire).
    pub fn to_record(&self) -> String {
        self.partie.to_record().to_json()
    }

    /// A partie again from its record: every marqué replayed, the sheet checked.
    pub fn from_record(record: &str) -> Result<EcrireGame, Error> {
        check_size(record)?;
        let r = RecordJson::parse(record)?;
        Ok(EcrireGame {
            partie: PartieAEcrire::from_record(&r)?,
        })
    }
}

fn read_levels(text: &str) -> Result<Vec<Level>, Error> {
    let v: Option<Vec<String>> = from_text(text)?;
    v.unwrap_or_default()
        .iter()
        .map(|l| {
            Level::parse(l).ok_or_else(|| {
                Error::BadRequest(format!(
                    "a level is \"débutant\", \"amateur\", \"fort\" or \"maître\", not {}",
                    crate::error::Quoted(l)
                ))
            })
        })
        .collect()
}
