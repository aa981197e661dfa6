//! The score sheet of a partie à écrire (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE).
//! In, one of:
//! - `{"formation": "tete-a-tete", "convention": "base", "marques": 4, "seed": 7, "levels":
//!   ["greedy"]}`: computer players play the whole partie, each marqué a game of Trictrac, the lot
//!   and the dice drawn from `seed`;
//! - `{"formation": …, "marques": 2, "first": {"primaute": 0, "other": 1}, "gains": [[{"side":
//!   "white", "trous": 6, "left": true}], …]}`: the marqués' trous as written, in order.
//!
//! Optional: `jetons_de_queue` (2), `cinq` (`"fiche"`), `queue_generale` (0); with the gains,
//! `first` (seat 0 against seat 1, in teams against seat 2: `Formation::default_first`), refused
//! when it seats two teammates or gives an associate the chouette's primauté. Out: the sheet's JSON (`notation::sheet`).
//!
//! What `tablier sheet` reads a line as and the package's `sheet(request)` reads: one function for
//! both, so that they answer alike.

use crate::ai::Level;
use crate::ecrire::marque::{Gain, Marque};
use crate::ecrire::partie::PartieAEcrire;
use crate::ecrire::{Agreement, Cinq, Convention, Formation, Sheet};
use crate::error::Error;
use crate::notation::ecrire::GainJson;
use crate::notation::json::{check_size, from_text};
use crate::notation::sheet::{SheetJson, SheetRequestJson};

/// Steps allowed for a partie of computer players: a marqué is a few hundred steps.
const MAX_STEPS_PER_MARQUE: usize = 20_000;

/// The largest seed of a sheet played from a seed: JavaScript's largest exact whole number.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The most marqués a sheet played from a seed plays: those of a partie on the board
/// (`ecrire::MAX_MARQUES`). Each is a whole game of computer players; `"marques": 4294967295`
/// ran for ever, and 99 blocked 13–35 s in the package (docs/limits.md).
pub const MAX_PLAYED_MARQUES: u32 = crate::ecrire::MAX_MARQUES;

/// The sheet a request asks for: the marqués' gains written down, or a partie played by
/// computer players from a seed.
pub fn sheet(line: &str) -> Result<String, Error> {
    check_size(line)?;
    let req: SheetRequestJson = from_text(line)?;
    let bad = |what: &str, v: &str| {
        Error::BadRequest(format!("unknown {what} {}", crate::error::Quoted(v)))
    };
    let formation =
        Formation::parse(&req.formation).ok_or_else(|| bad("formation", &req.formation))?;
    let convention =
        Convention::parse(&req.convention).ok_or_else(|| bad("convention", &req.convention))?;
    let cinq = match req.cinq.as_deref() {
        None | Some("fiche") => Cinq::Fiche,
        Some("rien") => Cinq::Rien,
        Some(other) => return Err(bad("cinq", other)),
    };
    let agreement = Agreement {
        formation,
        convention,
        marques: req.marques,
        jetons_de_queue: req.jetons_de_queue,
        cinq,
        queue_generale: req.queue_generale,
    };
    let sheet = match (req.gains, req.seed) {
        (Some(marques), _) => {
            let first = req.first.map_or(formation.default_first(), |s| s.seating());
            let mut sheet = Sheet::new(agreement, first)?;
            for gains in marques {
                let gains: Vec<Gain> = gains.into_iter().map(GainJson::gain).collect();
                let m = Marque::from_gains(&gains)?;
                let end = m
                    .end()
                    .ok_or_else(|| Error::BadRequest("a marqué that does not end".into()))?;
                sheet.record(end)?;
            }
            sheet
        }
        (None, Some(seed)) => {
            // A JavaScript number above 2^53 - 1 is not the number written: the package would play
            // another sheet than the command line from the same request (docs/limits.md).
            if seed > MAX_SEED {
                return Err(Error::BadRequest(format!(
                    "seed {seed}: a sheet's seed is a whole number 0 to 2^53 - 1 (9007199254740991), which every JSON reader reads exactly"
                )));
            }
            let levels = req
                .levels
                .iter()
                .map(|l| Level::parse(l).ok_or_else(|| bad("level", l)))
                .collect::<Result<Vec<_>, _>>()?;
            let mut p = PartieAEcrire::new(agreement, seed)?;
            let steps = MAX_STEPS_PER_MARQUE.saturating_mul(req.marques as usize);
            p.play_computers(&levels, steps)?;
            p.sheet().clone()
        }
        (None, None) => {
            return Err(Error::BadRequest(
                "give the marqués' gains, or a seed to play".into(),
            ))
        }
    };
    Ok(SheetJson::of(&sheet).to_text())
}
