//! A manche (one race, from the talons to the last dame borne off) and a partie (manches until
//! an agreed score), as state machines; and a random driver for tests (003 PREMIER JOUEUR, UN
//! LANCER NORMAL, FIN D'UNE MANCHE, FIN DE LA PARTIE).

use super::options::JacquetOptions;
use super::partie::Partie;
use super::points::manche_points;
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::rng::Rng;
use crate::side::Side;
use crate::variant::Variant;

/// How a manche ended: who bore off all its dames, and what that is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MancheResult {
    /// The side that bore off its fifteen dames first.
    pub winner: Side,
    /// What the manche is worth to it (`Bareme`).
    pub points: u32,
}

/// Where a manche stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// "Chacun prend et lance un dé. Le joueur qui obtient le meilleur résultat commence."
    FirstThrow,
    /// The side to play throws both dice.
    Roll,
    /// The side to play plays its roll (the position holds the dice).
    Play,
    /// "Une manche s'arrête quand un joueur sort ses 15 dames."
    Over(MancheResult),
}

/// One manche of Jacquet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Manche {
    options: JacquetOptions,
    position: Position,
    phase: Phase,
}

impl Manche {
    /// A new manche: all dames on their talons, the first throw to come.
    pub fn new(options: JacquetOptions) -> Manche {
        Manche {
            options,
            position: Position::start(Variant::Jacquet),
            phase: Phase::FirstThrow,
        }
    }

    /// A manche taken up from a position: to roll if it has no dice, to play if it has, over if a
    /// side has no dame left.
    pub fn from_position(position: Position, options: JacquetOptions) -> Result<Manche, Error> {
        if position.variant() != Variant::Jacquet {
            return Err(Error::BadRequest("not a Jacquet position".into()));
        }
        let phase = match ended(&position, &options) {
            Some(r) => Phase::Over(r),
            None if position.dice().is_some() => Phase::Play,
            None => Phase::Roll,
        };
        Ok(Manche {
            options,
            position,
            phase,
        })
    }

    /// The rules the manche is played by.
    pub fn options(&self) -> &JacquetOptions {
        &self.options
    }
    /// The present position: the dice in it are the roll to play.
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// Where the manche stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// How the manche ended, once over.
    pub fn result(&self) -> Option<MancheResult> {
        match self.phase {
            Phase::Over(r) => Some(r),
            _ => None,
        }
    }

    /// Each side's single die. The higher starts and then throws both dice ("Il relance les
    /// dés"); equal dice are thrown again (`Ok(None)`).
    pub fn first_throw(&mut self, white: u8, black: u8) -> Result<Option<Side>, Error> {
        if self.phase != Phase::FirstThrow {
            return Err(Error::BadRequest("the first throw is over".into()));
        }
        Dice::new(white, black)?;
        let starter = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Side::White,
            std::cmp::Ordering::Less => Side::Black,
            std::cmp::Ordering::Equal => return Ok(None),
        };
        let mut setup = self.position.setup().clone();
        setup.turn = starter;
        self.position = Position::from_setup(setup)?;
        self.phase = Phase::Roll;
        Ok(Some(starter))
    }

    /// The side to play throws both dice.
    pub fn roll(&mut self, dice: Dice) -> Result<(), Error> {
        if self.phase != Phase::Roll {
            return Err(Error::BadRequest("not the time to throw the dice".into()));
        }
        self.position = self.position.with_dice(Some(dice));
        self.phase = Phase::Play;
        Ok(())
    }

    /// The legal plays of the roll; empty when nothing can be played (then the empty play passes).
    pub fn legal_plays(&self) -> Result<Vec<Play>, Error> {
        if self.phase != Phase::Play {
            return Err(Error::BadRequest("no roll to play".into()));
        }
        super::legal_plays_with(&self.position, &self.options)
    }

    /// The legal next single-die moves of the roll once `so_far` are made, under the manche's
    /// own variants (`rules::destinations` answers by the main rules): empty unless a roll awaits
    /// its play. `Err` names the rule a move of `so_far` breaks.
    pub fn destinations(&self, so_far: &[Move]) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
        if self.phase != Phase::Play {
            return Ok(Vec::new());
        }
        super::dests::destinations(&self.position, so_far, &self.options)
    }

    /// Why the move `mv` may not be made after `so_far` under the manche's variants: `None` when
    /// `destinations` offers it.
    pub fn refusal(&self, so_far: &[Move], mv: Move) -> Option<Error> {
        if self.phase != Phase::Play {
            return Some(Error::BadRequest("no roll to play".into()));
        }
        super::dests::refusal(&self.position, so_far, mv, &self.options)
    }

    /// Plays the roll; returns the manche's result when this play ends it.
    pub fn play(&mut self, play: &Play) -> Result<Option<MancheResult>, Error> {
        if self.phase != Phase::Play {
            return Err(Error::BadRequest("no roll to play".into()));
        }
        self.position = super::apply_play_with(&self.position, play, &self.options)?;
        let result = ended(&self.position, &self.options);
        self.phase = match result {
            Some(r) => Phase::Over(r),
            None => Phase::Roll,
        };
        Ok(result)
    }
}

impl Manche {
    /// Plays a play already judged legal (a replay of the history), without judging it again.
    pub(crate) fn replay(&mut self, play: &Play) -> Result<Option<MancheResult>, Error> {
        if self.phase != Phase::Play {
            return Err(Error::BadRequest("no roll to play".into()));
        }
        self.position = super::apply_unchecked(&self.position, play)?;
        let result = ended(&self.position, &self.options);
        self.phase = match result {
            Some(r) => Phase::Over(r),
            None => Phase::Roll,
        };
        Ok(result)
    }
}

/// The result, if a side has borne off all its dames.
fn ended(position: &Position, options: &JacquetOptions) -> Option<MancheResult> {
    Side::BOTH
        .into_iter()
        .find(|&s| position.board().on_board(s) == 0)
        .map(|winner| MancheResult {
            winner,
            points: manche_points(position.board(), winner, options),
        })
}

/// One coup of a random game: who threw, which roll, which play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coup {
    /// The side that threw.
    pub side: Side,
    /// The roll.
    pub dice: Dice,
    /// The play chosen.
    pub play: Play,
}

/// A manche played by the random driver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MancheRecord {
    /// The single dice of the first throw, White's then Black's, ties included.
    pub first_throws: Vec<(u8, u8)>,
    /// Each position before its roll was played, with the turn played from it.
    pub turns: Vec<(Position, Coup)>,
    /// How it ended.
    pub result: MancheResult,
}

/// Turns after which a random manche is given up as endless (real ones take about a hundred).
pub const MAX_TURNS: usize = 5000;

/// Plays one manche with dice and choices drawn from `rng`: a uniformly chosen legal play each turn.
pub fn random_manche(rng: &mut Rng, options: JacquetOptions) -> Result<MancheRecord, Error> {
    let mut m = Manche::new(options);
    let mut first_throws = Vec::new();
    loop {
        let (w, b) = (rng.die(), rng.die());
        first_throws.push((w, b));
        if m.first_throw(w, b)?.is_some() {
            break;
        }
    }
    let mut turns = Vec::new();
    while turns.len() < MAX_TURNS {
        let dice = Dice::new(rng.die(), rng.die())?;
        m.roll(dice)?;
        let before = m.position().clone();
        let plays = m.legal_plays()?;
        let play = if plays.is_empty() {
            Play::empty()
        } else {
            plays
                .get(rng.below(plays.len() as u64) as usize)
                .copied()
                .unwrap_or_default()
        };
        let side = before.turn();
        let result = m.play(&play)?;
        turns.push((before, Coup { side, dice, play }));
        if let Some(result) = result {
            return Ok(MancheRecord {
                first_throws,
                turns,
                result,
            });
        }
    }
    Err(Error::BadRequest(format!(
        "the manche did not end in {MAX_TURNS} turns"
    )))
}

/// Plays a whole partie to `target` points with the random driver; returns each manche.
pub fn random_partie(
    seed: u64,
    options: JacquetOptions,
    target: u32,
) -> Result<(Partie, Vec<MancheRecord>), Error> {
    let mut rng = Rng::new(seed);
    let mut partie = Partie::new(options, target)?;
    let mut records = Vec::new();
    while partie.winner().is_none() {
        let record = random_manche(&mut rng, options)?;
        // Replay the same throws and plays through the partie, so that its bookkeeping is the
        // one tested.
        for &(w, b) in &record.first_throws {
            partie.first_throw(w, b)?;
        }
        for (_, t) in &record.turns {
            partie.roll(t.dice)?;
            partie.play(&t.play)?;
        }
        records.push(record);
    }
    Ok((partie, records))
}
