//! A partie à écrire played on the game object: a sequence of marqués, each a game of Trictrac
//! with `Goal::Marque`, the players seated by the rotation and the sheet kept as each marqué ends
//! (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 5–7).

use crate::ecrire::marque::{Gain, Marque, MarqueEnd};
use crate::ecrire::reglement::Agreement;
use crate::ecrire::rotation::{draw, Lot, Player, Seating};
use crate::ecrire::sheet::Sheet;
use crate::error::Error;
use crate::partie::{Decision, First, Goal, Partie, PartieOptions, Turn};
use crate::rng::Rng;
use crate::side::Side;

/// Spreads the marqué's number over the partie's seed, so each marqué throws its own dice.
const MARQUE_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The most marqués a partie played on the board agrees. Each marqué is a game whose record
/// is some 7–30 KB (the maître's long marqués the largest: 24 of them wrote 568 KB; a refait is
/// one more game), and the partie's record must stay under the 1 MiB every reader takes: 160
/// marqués wrote one no reader took back, and a billion were accepted. 18 is more than 000's
/// longest partie (à tourner "en 6, 9, 12 ou 15 marqués") and divisible by three; measured,
/// under half the limit (docs/limits.md). A sheet written down from its marqués' gains keeps no
/// games and takes any number.
pub const MAX_MARQUES: u32 = 18;

/// Refuses a partie longer than its record can hold.
fn check_marques(marques: u32) -> Result<(), Error> {
    if marques > MAX_MARQUES {
        return Err(Error::OverLimit {
            what: "marqués",
            asked: u64::from(marques),
            limit: u64::from(MAX_MARQUES),
        });
    }
    Ok(())
}

/// A partie à écrire in progress.
#[derive(Clone, Debug)]
pub struct PartieAEcrire {
    sheet: Sheet,
    lot: Lot,
    seed: u64,
    /// The marqué being played (the game object), `None` once the partie is over.
    marque: Option<Partie>,
    /// Every marqué played to its end, refaits included, as its rolls: the partie's history.
    played: Vec<Vec<Turn>>,
    /// The same marqués as the games they were, as each was closed: the partie's record writes
    /// them (`record::ecrire`), so that the partie keeps games, not a format.
    games: Vec<Partie>,
}

/// The gains of a marqué, read from its rolls: the mover's trous first, on his own roll (he may
/// leave on them), then the opponent's, received (RULINGS 9; 000 Terminer le marqué).
pub fn gains(turns: &[Turn]) -> Vec<Gain> {
    let mut out = Vec::new();
    for t in turns {
        let mover = t.side;
        let own = t.holes.get(mover);
        if own > 0 {
            out.push(Gain {
                side: mover,
                trous: own,
                given: false,
                left: t.decision == Some(Decision::Leave),
            });
        }
        let received = t.holes.get(mover.opponent());
        if received > 0 {
            out.push(Gain {
                side: mover.opponent(),
                trous: received,
                given: true,
                left: false,
            });
        }
    }
    out
}

impl PartieAEcrire {
    /// A partie for the agreement, its lot drawn from `seed`.
    pub fn new(agreement: Agreement, seed: u64) -> Result<PartieAEcrire, Error> {
        check_marques(agreement.marques)?;
        let mut rng = Rng::new(seed);
        let lot = draw(agreement.formation, &mut |_| Ok(rng.die()))?;
        PartieAEcrire::with_lot(agreement, lot, seed)
    }

    /// A partie for the agreement with a lot already drawn.
    pub fn with_lot(agreement: Agreement, lot: Lot, seed: u64) -> Result<PartieAEcrire, Error> {
        check_marques(agreement.marques)?;
        let sheet = Sheet::new(agreement, lot.first)?;
        let mut p = PartieAEcrire {
            sheet,
            lot,
            seed,
            marque: None,
            played: Vec::new(),
            games: Vec::new(),
        };
        p.marque = Some(p.new_marque());
        Ok(p)
    }

    /// The options every marqué is played with: the goal of a marqué, the primauté (seated at
    /// White) rolling first (000 Terminer le marqué; Refait).
    pub fn marque_options() -> PartieOptions {
        PartieOptions {
            goal: Goal::Marque,
            first: First::Side(Side::White),
            ..PartieOptions::default()
        }
    }

    fn new_marque(&self) -> Partie {
        let n = self.played.len() as u64 + 1;
        Partie::with_options(
            PartieAEcrire::marque_options(),
            self.seed ^ n.wrapping_mul(MARQUE_MIX),
        )
    }

    /// The sheet so far.
    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The lot drawn at the start.
    pub fn lot(&self) -> &Lot {
        &self.lot
    }

    /// The marqué being played, `None` once the partie is over.
    pub fn marque(&self) -> Option<&Partie> {
        self.marque.as_ref()
    }

    /// The marqué being played, to roll, decide and play on it.
    pub fn marque_mut(&mut self) -> Option<&mut Partie> {
        self.marque.as_mut()
    }

    /// Who plays the current marqué: the primauté plays White.
    pub fn seating(&self) -> Result<Option<Seating>, Error> {
        self.sheet.next_seating()
    }

    /// The player of `side` in the current marqué.
    pub fn player(&self, side: Side) -> Result<Option<Player>, Error> {
        Ok(self.seating()?.map(|s| match side {
            Side::White => s.primaute,
            Side::Black => s.other,
        }))
    }

    /// The rolls of every marqué played to its end, refaits included.
    pub fn played(&self) -> &[Vec<Turn>] {
        &self.played
    }

    /// Every marqué played to its end, refaits included, as its game was when it was closed.
    pub fn played_games(&self) -> &[Partie] {
        &self.games
    }

    /// The partie's seed: the dice of every marqué not yet begun come from it.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Puts a marqué game in place of the current one (a record read again): it must be a
    /// marqué from the start, and the partie not over.
    pub(crate) fn resume(&mut self, game: Partie) -> Result<(), Error> {
        if self.marque.is_none() {
            return Err(Error::BadRequest(
                "a marqué after the partie is over".into(),
            ));
        }
        if game.options() != PartieAEcrire::marque_options()
            || game.start() != &crate::position::Position::start(crate::variant::Variant::Trictrac)
        {
            return Err(Error::BadRequest(
                "a marqué is a game of Trictrac of goal marque, from the start, White (the primauté) rolling first"
                    .into(),
            ));
        }
        self.marque = Some(game);
        Ok(())
    }

    /// Whether every agreed marqué has been played.
    pub fn is_over(&self) -> bool {
        self.sheet.is_over()
    }

    /// Once the current marqué's game is over: reads its end from its trous, writes it on the
    /// sheet and starts the next marqué (the same seating after a refait). Returns the end, or
    /// `None` while the marqué goes on. The game's own verdict must agree with the sheet's.
    pub fn close_marque(&mut self) -> Result<Option<MarqueEnd>, Error> {
        let Some(game) = self.marque.as_ref().filter(|g| g.is_over()) else {
            return Ok(None);
        };
        let marque = Marque::from_gains(&gains(game.turns()))?;
        let end = *marque
            .end()
            .ok_or_else(|| Error::BadRequest("the game ended but not its marqué".into()))?;
        let ours = match end {
            MarqueEnd::Won(w) => Some(w.winner),
            MarqueEnd::Refait { .. } => None,
        };
        if game.marque_end().map(|e| e.winner) != Some(ours) {
            return Err(Error::BadRequest(
                "the game and the sheet disagree on the marqué".into(),
            ));
        }
        self.sheet.record(&end)?;
        self.played.push(game.turns().to_vec());
        self.games.push(game.clone());
        self.marque = if self.sheet.is_over() {
            None
        } else {
            Some(self.new_marque())
        };
        Ok(Some(end))
    }
}
