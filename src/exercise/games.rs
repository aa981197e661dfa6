//! The games exercises are drawn from: the computer's self-play, seeded, walked roll by roll,
//! so that a seed and a roll's index name one position for good (docs/exercises.md, "Ids").

use crate::ai::{Level, Player};
use crate::error::Error;
use crate::partie::{Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rng::Rng;
use crate::variant::Variant;
use std::sync::{Arc, Mutex, OnceLock};

/// The level of both sides in the games exercises are drawn from: the amateur, fast enough to
/// play hundreds of games in a test's seconds, and plays a player meets (the débutant's random
/// plays give positions no one reaches).
pub const PLAYERS: Level = Level::Amateur;

/// A game never runs longer than this many rolls; past it the walk stops (a game of twelve
/// trous between amateurs takes a few hundred).
pub const MAX_ROLLS: usize = 3000;

/// The dice of game `seed` are `Rng::new(DICE_SALT ^ seed)`: the seed of an id is small, and
/// small seeds of `Rng` should not share their first throws with other seeded games.
const DICE_SALT: u64 = 0x7461_626c_6965_7228;

/// Plays game `seed` between two amateurs and calls `at_roll(i, partie)` right after its
/// `i`-th roll is thrown (counted from 0): the game then awaits the mover's tenir or s'en
/// aller, or his play, or is over; `partie.rolled()` holds the position thrown and its
/// analysis. The walk stops when `at_roll` answers `false`, or the game is over.
pub(crate) fn walk(
    seed: u64,
    mut at_roll: impl FnMut(usize, &Partie) -> Result<bool, Error>,
) -> Result<(), Error> {
    let player = Player::new(PLAYERS);
    let mut p = Partie::new(Variant::Trictrac);
    p.set_keep_undo(false);
    let mut rng = Rng::new(DICE_SALT ^ seed);
    let mut rolls = 0;
    loop {
        match p.phase() {
            Phase::Over => return Ok(()),
            Phase::AwaitingRoll => {
                if rolls >= MAX_ROLLS {
                    return Ok(());
                }
                p.roll(rng.dice()?)?;
                let go_on = at_roll(rolls, &p)?;
                rolls += 1;
                if !go_on {
                    return Ok(());
                }
            }
            Phase::AwaitingDecision => {
                let d = player.decide(&p);
                p.decide(d)?;
            }
            Phase::AwaitingPlay => {
                let play = if p.plays().is_empty() {
                    Play::empty()
                } else {
                    player.play(p.position())?
                };
                p.play(play)?;
            }
        }
    }
}

/// The game `seed` at its roll `roll`, just thrown; an error when the game ends before it.
pub(crate) fn at(seed: u64, roll: usize) -> Result<Partie, Error> {
    let mut found = None;
    walk(seed, |i, p| {
        if i == roll {
            found = Some(p.clone());
            return Ok(false);
        }
        Ok(true)
    })?;
    found.ok_or_else(|| over_before(seed, roll))
}

/// The refusal of a roll past the end of its game.
pub(crate) fn over_before(seed: u64, roll: usize) -> Error {
    Error::BadRequest(format!(
        "unknown exercise: game {seed} ends before its roll {roll}"
    ))
}

/// How many games' positions `thrown` keeps: a session asks for the same games again (a family,
/// then another), and replaying them is nearly all the cost (the amateur's plays). About 200
/// positions a game, a few hundred bytes each: a few megabytes at most.
const KEPT_GAMES: usize = 256;

/// The games kept, by seed: a list looked through, where a `BTreeMap` brought its own code into
/// the WebAssembly modules for at most `KEPT_GAMES` entries.
type Kept = Mutex<Vec<(u64, Arc<Vec<Position>>)>>;

fn kept() -> &'static Kept {
    static KEPT: OnceLock<Kept> = OnceLock::new();
    KEPT.get_or_init(|| Mutex::new(Vec::new()))
}

/// Every position of game `seed` as its rolls were thrown (the dice on it, nothing marked),
/// roll 0 first: the game played once and kept.
pub(crate) fn thrown(seed: u64) -> Result<Arc<Vec<Position>>, Error> {
    let found = |k: &[(u64, Arc<Vec<Position>>)]| {
        k.iter().find(|(s, _)| *s == seed).map(|(_, g)| g.clone())
    };
    if let Some(g) = kept().lock().ok().and_then(|k| found(&k)) {
        return Ok(g);
    }
    let mut positions = Vec::new();
    walk(seed, |_, p| {
        if let Some(r) = p.rolled() {
            positions.push(r.thrown.clone());
        }
        Ok(true)
    })?;
    let positions = Arc::new(positions);
    // A lock poisoned by a panic elsewhere only costs the keeping, never the answer.
    if let Ok(mut k) = kept().lock() {
        if k.len() >= KEPT_GAMES {
            k.clear();
        }
        if found(&k).is_none() {
            k.push((seed, positions.clone()));
        }
    }
    Ok(positions)
}
