//! A partie à écrire across the boundary: the core's `PartieAEcrire` behind a handle, for the
//! package's `PartieAEcrire` class. The current marqué is driven exactly as the tour's `Game`:
//! each call on it goes to the same `TrictracGame` methods, over the core's marqué game, so the
//! package's `Game` class drives it unchanged. Only tenir or s'en aller asked of the computer
//! differs: in a marqué it is `ecrire::marque_decision`, which knows the stakes.

use super::calls::read_level;
use super::game::{record_error, TrictracGame};
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

    /// The number of the game being played (refaits included), or null once over.
    pub fn current_game(&self) -> String {
        match self.partie.marque() {
            Some(_) => to_text(&(self.partie.played().len() as u32)),
            None => "null".into(),
        }
    }

    /// A call on the current marqué's game, by the name of the tour's `Game` handle method
    /// (`state`, `roll`, `rollRandom`, `play`, `decide`, `undo`, …) and its arguments as text.
    /// `game` names the marqué the caller drives: once it is written on the sheet it is refused,
    /// so that a `Game` left over never plays the next one. A refused call changes nothing.
    pub fn marque_call(
        &mut self,
        game: u32,
        method: &str,
        a: &str,
        b: &str,
    ) -> Result<String, Error> {
        if self.partie.played().len() as u32 != game {
            return Err(Error::BadRequest(format!(
                "marqué game {game} is written on the sheet: drive the current one"
            )));
        }
        let slot = self.partie.marque_mut().ok_or_else(over)?;
        // The game is lent to the tour's handle for the call and given back whatever it answers:
        // the core refuses without changing the game, so a refusal leaves it as it was.
        let mut g = TrictracGame::of(std::mem::replace(slot, Partie::new(Variant::Trictrac)));
        let answer = call(&mut g, method, a, b);
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
        let r = RecordJson::parse(record).map_err(record_error)?;
        Ok(EcrireGame {
            partie: PartieAEcrire::from_record(&r).map_err(record_error)?,
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

/// The tour's handle method of that name, on the marqué's game.
fn call(g: &mut TrictracGame, method: &str, a: &str, b: &str) -> Result<String, Error> {
    match method {
        "state" => Ok(g.state()),
        "start" => Ok(g.start()),
        "roll" => g.roll(a),
        "rollRandom" => g.roll_random(),
        "analysis" => Ok(g.analysis()),
        "plays" => Ok(g.plays()),
        "destinations" => g.destinations(a),
        "refusal" => g.refusal(a, b),
        "decide" => g.decide(a),
        "play" => g.play(a),
        "setScore" => g.set_score(a),
        "markEcole" => g.mark_ecole(a),
        "undo" => g.undo(),
        "history" => Ok(g.history()),
        "frames" => {
            let from: u32 = from_text(a)?;
            g.frames(from)
        }
        "computerPlay" => g.computer_play(a),
        // In a marqué, tenir or s'en aller knows the stakes (000 TROU D'OBLIGATION, Marqué
        // volontaire): not the tour's choice.
        "computerDecision" => {
            let level = read_level(a)?;
            let d = crate::ecrire::marque_decision(g.partie(), level)
                .ok_or_else(|| Error::BadRequest("no decision is awaited".into()))?;
            Ok(to_text(&d.name()))
        }
        "computerMarks" => {
            let rate: f64 = from_text(a)?;
            let seed: u32 = from_text(b)?;
            g.computer_marks(rate, seed)
        }
        "hints" => super::advice::hints_of_partie(g.partie()),
        "review" => super::advice::review_of_partie(g.partie(), a),
        "toRecord" => Ok(g.to_record()),
        "droits" => Ok(g.droits()),
        "exercise" => g.exercise(a),
        "computerDroits" => g.computer_droits(a),
        "attempt" => g.attempt(a),
        "faussePending" => Ok(g.fausse_pending()),
        "resolveFausse" => {
            let option: u32 = from_text(a)?;
            g.resolve_fausse(option, b)
        }
        "computerFausseOption" => g.computer_fausse_option(),
        "load" => Err(Error::BadRequest(
            "a marqué is played from the start: it cannot be loaded from a position".into(),
        )),
        other => Err(Error::BadRequest(format!(
            "no method {} on a marqué's game",
            crate::error::Quoted(other)
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // 000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE: a partie played through the handle alone, its
    // marqué driven by the tour's methods, refusals changing nothing.
    #[test]
    fn a_partie_through_the_handle() {
        let mut e = EcrireGame::create(r#"{"formation": "chouette", "marques": 2}"#, 5).unwrap();
        let seat: SeatingJson = serde_json::from_str(&e.seating().unwrap()).unwrap();
        assert_eq!(seat.primaute, 0, "the chouette has the first primauté");
        assert_eq!(seat.bystanders.len(), 1);
        assert_eq!(seat.bystanders[0].advises, Some(seat.other));
        let before = e.to_record();
        assert!(e.marque_call(0, "play", "{\"moves\": []}", "").is_err());
        assert!(e.marque_call(1, "state", "", "").is_err());
        assert!(e.marque_call(0, "load", "null", "").is_err());
        assert!(e.marque_call(0, "nothing", "", "").is_err());
        assert!(e.step_computer("[\"nobody\"]").is_err());
        assert_eq!(e.to_record(), before, "refusals change nothing");
        e.marque_call(0, "rollRandom", "", "").unwrap();
        let mut closed = 0;
        for _ in 0..200_000 {
            if e.is_over() {
                break;
            }
            if e.step_computer("[\"random\"]").unwrap() != "null" {
                closed += 1;
            }
        }
        assert!(e.is_over() && closed >= 2);
        assert_eq!(e.seating().unwrap(), "null");
        let again = EcrireGame::from_record(&e.to_record()).unwrap();
        assert_eq!(again.sheet(), e.sheet());
    }
}
