//! The marqués of a partie à écrire driven through the tour's own game handle, so that the
//! package's `Game` class drives a marqué by the same typed exports as a tour.
//!
//! A wasm-bindgen handle cannot hold a reference into another, and the core's `PartieAEcrire`
//! owns its marqués. So the partie is shared: its own handle holds it (`SharedEcrire`), the
//! handle of each marqué only a weak reference and the number of the game it was given
//! (`TourOrMarque::Marque`). Each call borrows the partie, lends that marqué's game to the tour's
//! methods and gives it back; the boundary keeps no game of its own. A marqué's handle is refused
//! once its partie is freed (the weak reference is all it has, so freeing the partie gives its
//! memory back at once) or once its marqué is written on the sheet (it never plays the next one).

use super::advice;
use super::calls::read_level;
use super::ecrire::EcrireGame;
use super::game::TrictracGame;
use crate::ai::{self, EcrirePlayer, Stakes};
use crate::error::Error;
use crate::notation::advice::hints_to_string;
use crate::notation::json::{to_text, PlayJson};
use crate::partie::Phase;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// A game's answer: JSON text, or the refusal.
type Answer = Result<String, Error>;

/// A partie à écrire, owned by its handle and lent to its marqués' handles.
#[derive(Debug)]
pub struct SharedEcrire(Rc<RefCell<EcrireGame>>);

/// Only a call made while another runs on the same partie finds it borrowed: none can, as no
/// call gives control back to JavaScript before it ends; refused rather than a panic all the same.
fn in_use() -> Error {
    Error::BadRequest("the partie à écrire is in use by another call".into())
}

fn freed() -> Error {
    Error::BadRequest("this partie was freed".into())
}

fn borrow_mut<R>(
    partie: &RefCell<EcrireGame>,
    f: impl FnOnce(&mut EcrireGame) -> Result<R, Error>,
) -> Result<R, Error> {
    f(&mut *partie.try_borrow_mut().map_err(|_| in_use())?)
}

impl SharedEcrire {
    /// The partie, for its handle.
    pub fn new(partie: EcrireGame) -> SharedEcrire {
        SharedEcrire(Rc::new(RefCell::new(partie)))
    }

    /// A question to the partie.
    pub fn read<R>(&self, f: impl FnOnce(&EcrireGame) -> Result<R, Error>) -> Result<R, Error> {
        f(&*self.0.try_borrow().map_err(|_| in_use())?)
    }

    /// A call that may change the partie.
    pub fn write<R>(
        &self,
        f: impl FnOnce(&mut EcrireGame) -> Result<R, Error>,
    ) -> Result<R, Error> {
        borrow_mut(&self.0, f)
    }

    /// The current marqué, for a handle of the tour's class; none once the partie is over.
    pub fn marque(&self) -> Result<Option<TourOrMarque>, Error> {
        let game = self.read(|e| Ok(e.current_marque()))?;
        Ok(game.map(|game| TourOrMarque::Marque {
            partie: Rc::downgrade(&self.0),
            game,
        }))
    }
}

/// `f` on the marqué numbered `game` of `partie`, lent for the call.
fn lend(
    partie: &Weak<RefCell<EcrireGame>>,
    game: u32,
    f: &mut dyn FnMut(&mut TrictracGame) -> Answer,
) -> Answer {
    let partie = partie.upgrade().ok_or_else(freed)?;
    borrow_mut(&partie, |e| e.with_marque(game, f))
}

/// The game behind a handle of the tour's class: a tour of its own, or a marqué lent by its
/// partie à écrire.
#[derive(Debug)]
pub enum TourOrMarque {
    /// A game of its own, to 12 trous (boxed: a marqué's handle is a few bytes, a game hundreds).
    Tour(Box<TrictracGame>),
    /// The marqué numbered `game` (refaits included, from 0) of a partie à écrire.
    Marque {
        /// The partie, owned by its own handle.
        partie: Weak<RefCell<EcrireGame>>,
        /// The marqué this handle was given.
        game: u32,
    },
}

impl TourOrMarque {
    /// A question to the game. The calls take `dyn` closures so that one copy of the marqué's
    /// path serves every method of the handle, not one per method.
    pub fn read(&self, f: &dyn Fn(&TrictracGame) -> Answer) -> Answer {
        match self {
            TourOrMarque::Tour(g) => f(g),
            TourOrMarque::Marque { partie, game } => lend(partie, *game, &mut |g| f(g)),
        }
    }

    /// A call that may change the game; refused, it changes nothing (the core's game refuses
    /// without changing).
    pub fn write(&mut self, f: &mut dyn FnMut(&mut TrictracGame) -> Answer) -> Answer {
        match self {
            TourOrMarque::Tour(g) => f(g),
            TourOrMarque::Marque { partie, game } => lend(partie, *game, f),
        }
    }

    /// Starts again from a position: a tour only, a marqué being played from the start.
    pub fn load(&mut self, position: &str) -> Result<String, Error> {
        match self {
            TourOrMarque::Tour(g) => g.load(position),
            TourOrMarque::Marque { .. } => Err(Error::BadRequest(
                "a marqué is played from the start: it cannot be loaded from a position".into(),
            )),
        }
    }

    /// What the marqué behind the handle is paid by (its partie's convention and the refaits
    /// before it), or `None` for a tour.
    fn stakes(&self) -> Result<Option<Stakes>, Error> {
        match self {
            TourOrMarque::Tour(_) => Ok(None),
            TourOrMarque::Marque { partie, .. } => {
                let partie = partie.upgrade().ok_or_else(freed)?;
                let stakes = partie.try_borrow().map_err(|_| in_use())?.partie().stakes();
                Ok(Some(stakes))
            }
        }
    }

    /// The computer's play of the roll. In a marqué, the computer of the partie à écrire
    /// (`ai::EcrirePlayer`): the maître plays for what the marqué pays under the partie's own
    /// convention and refaits, as `PartieAEcrire::step_computer` does.
    pub fn computer_play(&self, level: &str) -> Answer {
        let Some(stakes) = self.stakes()? else {
            return self.read(&|g| g.computer_play(level));
        };
        let level = read_level(level)?;
        self.read(&|g| {
            let game = g.partie();
            if game.phase() != Phase::AwaitingPlay || game.fausse_pending().is_some() {
                return Err(Error::BadRequest("no roll awaits its play".into()));
            }
            let play = EcrirePlayer::new(level).play(game, stakes)?;
            Ok(to_text(&PlayJson::with_dice(game.position(), &play)))
        })
    }

    /// The computer's tenir or s'en aller. In a marqué it knows the stakes (000 TROU
    /// D'OBLIGATION, Marqué volontaire; 000 Valeur des marqués, Valeur du Refait): the partie's
    /// convention and refaits, as `PartieAEcrire::step_computer` decides, not the tour's choice.
    pub fn computer_decision(&self, level: &str) -> Answer {
        let Some(stakes) = self.stakes()? else {
            return self.read(&|g| g.computer_decision(level));
        };
        let level = read_level(level)?;
        self.read(&|g| {
            let d = EcrirePlayer::new(level)
                .decision(g.partie(), stakes)?
                .ok_or_else(|| Error::BadRequest("no decision is awaited".into()))?;
            Ok(to_text(&d.name()))
        })
    }

    /// The hints of the roll: in a tour, in percent of tours won; in a marqué, in the mover's
    /// expected jetons of the marqué under its partie's stakes (`unit` says which).
    pub fn hints(&self) -> Answer {
        match self.stakes()? {
            None => self.read(&|g| advice::hints_of_partie(g.partie())),
            Some(stakes) => {
                self.read(&|g| Ok(hints_to_string(&ai::hints_of_marque(g.partie(), stakes)?)))
            }
        }
    }

    /// The maître's values of the tenir or s'en aller the game awaits, `{unit, best, hold,
    /// leave, cost}`: what its review will say of the decision once made, without replaying
    /// the game (in a marqué, in jetons under its partie's stakes).
    pub fn decision_values(&self) -> Answer {
        let stakes = self.stakes()?;
        self.read(&|g| Ok(to_text(&ai::decision_awaited(g.partie(), stakes)?)))
    }

    /// The review of `side`'s rolls so far: in a tour, in percent of tours won; in a marqué, in
    /// `side`'s expected jetons of the marqué under its partie's stakes.
    pub fn review(&self, side: &str) -> Answer {
        match self.stakes()? {
            None => self.read(&|g| advice::review_of_partie(g.partie(), side)),
            Some(stakes) => {
                let side = advice::read_side(side)?;
                self.read(&|g| Ok(to_text(&ai::review_marque(g.partie(), stakes, side)?)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::ecrire::SeatingJson;

    fn json(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    // 000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE: a partie played through the handles alone, its
    // marqué driven by the tour's methods, refusals changing nothing.
    #[test]
    fn a_partie_through_the_handles() {
        let e = SharedEcrire::new(
            EcrireGame::create(r#"{"formation": "chouette", "marques": 2}"#, 5).unwrap(),
        );
        let seat: SeatingJson = serde_json::from_str(&e.read(|e| e.seating()).unwrap()).unwrap();
        assert_eq!(seat.primaute, 0, "the chouette has the first primauté");
        assert_eq!(seat.bystanders.len(), 1);
        assert_eq!(seat.bystanders[0].advises, Some(seat.other));
        let record = || e.read(|e| Ok(e.to_record())).unwrap();
        let before = record();
        let mut m = e.marque().unwrap().expect("a marqué to play");
        assert!(m.write(&mut |g| g.play("{\"moves\": []}")).is_err());
        assert!(m.load("null").is_err(), "a marqué is not loaded");
        assert!(m.computer_decision("null").is_err(), "no decision awaited");
        assert!(e.write(|e| e.step_computer("[\"nobody\"]")).is_err());
        assert_eq!(record(), before, "refusals change nothing");
        m.write(&mut |g| g.roll_random()).unwrap();
        assert_ne!(
            record(),
            before,
            "the marqué's handle plays the partie's marqué"
        );
        assert_eq!(
            json(&m.read(&|g| Ok(g.state())).unwrap())["position"]["dice"],
            json(&e.read(|e| Ok(e.to_record())).unwrap())["ecrire"]["current"]["rolls"][0]["dice"],
            "one marqué"
        );
        let mut closed = 0;
        for _ in 0..200_000 {
            if e.read(|e| Ok(e.is_over())).unwrap() {
                break;
            }
            if e.write(|e| e.step_computer("[\"random\"]")).unwrap() != "null" {
                closed += 1;
            }
        }
        assert!(e.read(|e| Ok(e.is_over())).unwrap() && closed >= 2);
        assert!(
            m.read(&|g| Ok(g.state())).is_err(),
            "the first marqué is written on the sheet: its handle is refused"
        );
        assert!(e.marque().unwrap().is_none(), "no marqué once over");
        assert_eq!(e.read(|e| e.seating()).unwrap(), "null");
        let again = EcrireGame::from_record(&record()).unwrap();
        assert_eq!(again.sheet(), e.read(|e| Ok(e.sheet())).unwrap());
    }

    /// A marqué's handle holds its partie weakly: the partie freed, the handle is refused, and a
    /// handle of the next marqué plays it while the last one's is refused.
    #[test]
    fn a_marques_handle_outlived_or_left_behind_is_refused() {
        let e = SharedEcrire::new(EcrireGame::create(r#"{"marques": 2}"#, 3).unwrap());
        let mut first = e.marque().unwrap().unwrap();
        let seat = json(&e.read(|e| e.seating()).unwrap());
        while e.write(|e| e.step_computer("null")).unwrap() == "null" {}
        let next = json(&e.read(|e| e.seating()).unwrap());
        assert_ne!(seat["game"], next["game"], "the next marqué");
        assert!(first.write(&mut |g| g.roll_random()).is_err());
        let mut second = e.marque().unwrap().unwrap();
        second.write(&mut |g| g.roll_random()).unwrap();
        let current = &json(&e.read(|e| Ok(e.to_record())).unwrap())["ecrire"]["current"];
        assert_eq!(
            current["rolls"].as_array().map(Vec::len),
            Some(1),
            "the next marqué's handle plays it"
        );
        drop(e);
        let refused = second.read(&|g| Ok(g.state())).unwrap_err();
        assert_eq!(refused.to_string(), freed().to_string());
    }
}
