//! A partie of Jacquet: manches until a side reaches the score agreed at the start (003 MISE EN
//! PLACE: "Mettez-vous d'accord sur un score à atteindre"; FIN DE LA PARTIE), as a game object
//! that owns its history (undo), its seeded dice, its record and the computer's play.
//!
//! The history is the steps made (a first throw, a roll, a play), a few dozen bytes each; undo
//! replays the manche under way from its start, never keeping a copy of the game per step.

use super::manche::{Manche, MancheResult, Phase};
use super::options::JacquetOptions;
use crate::dice::Dice;
use crate::error::Error;
use crate::play::Play;
use crate::position::Position;
use crate::rng::{replay_states, Rng, Throw};
use crate::side::Side;

mod notes;

/// One step of a Jacquet partie as it was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JacquetStep {
    /// A throw for who starts the manche: White's die, Black's die (equal: thrown again).
    FirstThrow(u8, u8),
    /// The side to play threw both dice.
    Roll(Dice),
    /// The side to play played its roll.
    Play(Play),
}

/// A step and the generator's state before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    step: JacquetStep,
    rng: Rng,
}

/// A partie of Jacquet in progress: manches played to an agreed score (`target`), each begun by
/// the first throw, one die each (003 Premier joueur).
///
/// ```
/// use tablier::jacquet::{JacquetOptions, Partie, Phase};
/// use tablier::{Dice, Fleche, Side};
///
/// let mut partie = Partie::new(JacquetOptions::default(), 5)?;
/// // White's 4 beats Black's 2: White starts, and throws both dice.
/// assert_eq!(partie.first_throw(4, 2)?, Some(Side::White));
/// partie.roll(Dice::new(6, 1)?)?;
/// // Only the postillon may leave the talon (003 Le postillon): B1 to B7, then on to B8.
/// let plays = partie.legal_plays()?;
/// assert_eq!(plays.len(), 1);
/// assert_eq!(partie.play(&plays[0])?, None); // no manche ended
/// let board = partie.manche().position().board();
/// assert_eq!(board.get(Side::White, Fleche::parse("B8").unwrap()), 1);
/// assert_eq!(partie.manche().phase(), Phase::Roll);
/// assert_eq!(partie.manche().position().turn(), Side::Black);
/// # Ok::<(), tablier::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partie {
    options: JacquetOptions,
    target: u32,
    score: [u32; 2],
    results: Vec<MancheResult>,
    manche: Manche,
    steps: Vec<Entry>,
    /// Where each manche's steps begin in `steps`; one more after every manche that ended.
    manche_starts: Vec<usize>,
    seed: u64,
    rng: Rng,
    /// What players wrote on the rolls (docs/record.md, "Notes"), by the roll's number in the
    /// partie: no part of the game.
    notes: Vec<(usize, crate::note::Note)>,
}

/// The highest score a partie is played to. A partie to `t` points is at most `2t − 1` manches
/// of one point, each some 6.4 KB of record (about 95 rolls): 25 points is under a third of the
/// record's 1 MiB at the worst, where 1,000 points wrote records no reader takes back
/// (docs/limits.md).
pub const MAX_TARGET: u32 = 25;

fn refuse(msg: impl Into<String>) -> Error {
    Error::BadRequest(msg.into())
}

impl Partie {
    /// A partie to `target` points (1 to `MAX_TARGET`), the dice seeded with 0.
    pub fn new(options: JacquetOptions, target: u32) -> Result<Partie, Error> {
        Partie::with_seed(options, target, 0)
    }

    /// A partie to `target` points (1 to `MAX_TARGET`, else `over-limit`), its dice drawn from a
    /// generator seeded with `seed` (the caller draws a random seed when the player gives none).
    pub fn with_seed(options: JacquetOptions, target: u32, seed: u64) -> Result<Partie, Error> {
        if target == 0 {
            return Err(refuse("the score to reach must be at least 1"));
        }
        if target > MAX_TARGET {
            return Err(Error::OverLimit {
                what: "points to reach",
                asked: u64::from(target),
                limit: u64::from(MAX_TARGET),
            });
        }
        Ok(Partie {
            options,
            target,
            score: [0, 0],
            results: Vec::new(),
            manche: Manche::new(options),
            steps: Vec::new(),
            manche_starts: vec![0],
            seed,
            rng: Rng::new(seed),
            notes: Vec::new(),
        })
    }

    /// The variants played.
    pub fn options(&self) -> &JacquetOptions {
        &self.options
    }
    /// The score to reach.
    pub fn target(&self) -> u32 {
        self.target
    }
    /// A side's points so far.
    pub fn score(&self, side: Side) -> u32 {
        self.score[side.index()]
    }
    /// The manches played to the end, in order.
    pub fn results(&self) -> &[MancheResult] {
        &self.results
    }
    /// The manche under way (or the last one, when the partie is over).
    pub fn manche(&self) -> &Manche {
        &self.manche
    }
    /// The seed of the dice generator.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The generator's present state (a record keeps it).
    pub fn rng_state(&self) -> u64 {
        self.rng.state()
    }
    /// "La partie s'arrête quand le score établi en début de jeu a été atteint."
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&s| self.score(s) >= self.target)
    }
    /// Every step so far, in order.
    pub fn history(&self) -> impl Iterator<Item = &JacquetStep> + '_ {
        self.steps.iter().map(|e| &e.step)
    }
    /// How many steps the history holds.
    pub fn history_len(&self) -> usize {
        self.steps.len()
    }
    /// The bytes the history takes: what a long partie's undo costs.
    pub fn history_bytes(&self) -> usize {
        self.steps.capacity() * std::mem::size_of::<Entry>()
            + self.manche_starts.capacity() * std::mem::size_of::<usize>()
    }
    /// The steps of each manche, in order (the last one possibly under way; empty when a
    /// manche has just ended and the next has not begun).
    pub fn manches_steps(&self) -> Vec<Vec<JacquetStep>> {
        let mut bounds = self.manche_starts.clone();
        bounds.push(self.steps.len());
        bounds
            .windows(2)
            .filter_map(|w| match w {
                [a, b] => self.steps.get(*a..*b),
                _ => None,
            })
            .map(|entries| entries.iter().map(|e| e.step).collect())
            .collect()
    }

    fn log(&mut self, step: JacquetStep, rng: Rng) {
        self.steps.push(Entry { step, rng });
    }

    /// Each side's single die for who starts the manche. The higher starts and then throws
    /// both dice ("Il relance les dés", 003 PREMIER JOUEUR); equal dice are thrown again
    /// (`Ok(None)`).
    pub fn first_throw(&mut self, white: u8, black: u8) -> Result<Option<Side>, Error> {
        self.live()?;
        let rng = self.rng;
        let r = self.manche.first_throw(white, black)?;
        self.log(JacquetStep::FirstThrow(white, black), rng);
        Ok(r)
    }

    /// The side to play throws both dice.
    pub fn roll(&mut self, dice: Dice) -> Result<(), Error> {
        self.live()?;
        let rng = self.rng;
        self.manche.roll(dice)?;
        self.log(JacquetStep::Roll(dice), rng);
        Ok(())
    }

    /// Throws from the game's own generator: the first throw of a manche (again on equal
    /// dice) or the roll.
    pub fn roll_random(&mut self) -> Result<(), Error> {
        self.live()?;
        let before = self.rng;
        let result = match self.manche.phase() {
            Phase::FirstThrow => loop {
                let rng = self.rng;
                let (w, b) = (self.rng.die(), self.rng.die());
                match self.manche.first_throw(w, b) {
                    Ok(Some(_)) => {
                        self.log(JacquetStep::FirstThrow(w, b), rng);
                        break Ok(());
                    }
                    Ok(None) => self.log(JacquetStep::FirstThrow(w, b), rng),
                    Err(e) => break Err(e),
                }
            },
            _ => self.rng.dice().and_then(|d| {
                self.manche.roll(d)?;
                self.log(JacquetStep::Roll(d), before);
                Ok(())
            }),
        };
        if result.is_err() {
            self.rng = before;
        }
        result
    }

    /// One throw for who starts the manche from the game's own generator (one die each): the
    /// side that starts, or `Ok(None)` on equal dice, to be thrown again. `roll_random` throws
    /// until a side starts; this shows each throw, the ties included.
    pub fn first_throw_random(&mut self) -> Result<Option<Side>, Error> {
        self.live()?;
        if self.manche.phase() != Phase::FirstThrow {
            return Err(refuse("the first throw is over"));
        }
        let rng = self.rng;
        let (w, b) = (self.rng.die(), self.rng.die());
        match self.manche.first_throw(w, b) {
            Ok(r) => {
                self.log(JacquetStep::FirstThrow(w, b), rng);
                Ok(r)
            }
            Err(e) => {
                self.rng = rng;
                Err(e)
            }
        }
    }

    /// The legal plays of the roll; empty when nothing can be played.
    pub fn legal_plays(&self) -> Result<Vec<Play>, Error> {
        self.manche.legal_plays()
    }

    /// Plays the roll. When it ends the manche, the winner marks its points and, unless the
    /// partie is won, a new manche begins with a new first throw.
    pub fn play(&mut self, play: &Play) -> Result<Option<MancheResult>, Error> {
        self.live()?;
        let rng = self.rng;
        let result = self.manche.play(play)?;
        self.log(JacquetStep::Play(*play), rng);
        if let Some(r) = result {
            self.score[r.winner.index()] += r.points;
            self.results.push(r);
            self.manche_starts.push(self.steps.len());
            if self.winner().is_none() {
                self.manche = Manche::new(self.options);
            }
        }
        Ok(result)
    }

    /// Takes back the last step (a first throw, a roll or a play, drawn dice included): the
    /// manche it belongs to is replayed from its start without it. Errors if there is none.
    pub fn undo(&mut self) -> Result<(), Error> {
        let last = self.steps.pop().ok_or_else(|| refuse("nothing to undo"))?;
        if matches!(last.step, JacquetStep::Roll(_)) {
            // a roll taken back takes its note: one thrown again in its place has none
            let rolls = self.rolls();
            self.notes.retain(|(k, _)| *k < rolls);
        }
        if self
            .manche_starts
            .last()
            .is_some_and(|&s| s > self.steps.len())
        {
            // The play taken back had ended a manche: its result goes.
            self.manche_starts.pop();
            if let Some(r) = self.results.pop() {
                let s = &mut self.score[r.winner.index()];
                *s = s.saturating_sub(r.points);
            }
        }
        let from = self.manche_starts.last().copied().unwrap_or(0);
        let mut manche = Manche::new(self.options);
        for e in self.steps.get(from..).unwrap_or_default() {
            match e.step {
                JacquetStep::FirstThrow(w, b) => {
                    manche.first_throw(w, b)?;
                }
                JacquetStep::Roll(d) => manche.roll(d)?,
                JacquetStep::Play(p) => {
                    manche.play(&p)?;
                }
            }
        }
        self.manche = manche;
        self.rng = last.rng;
        Ok(())
    }

    /// Puts the generator in a saved state (a record's `generator`).
    pub(crate) fn restore_rng(&mut self, state: u64) {
        self.rng = Rng::from_state(state);
    }

    /// After a replay from a record: the generator's state before each step (`rng::replay_states`).
    pub(crate) fn sync_generator(&mut self, saved: u64) {
        let throws: Vec<Option<Throw>> = self
            .steps
            .iter()
            .map(|e| match e.step {
                JacquetStep::FirstThrow(w, b) => Some(Throw::Lot(w, b)),
                JacquetStep::Roll(d) => Some(Throw::Roll(d)),
                JacquetStep::Play(_) => None,
            })
            .collect();
        let Some(states) = replay_states(self.seed, saved, &throws) else {
            return;
        };
        for (e, s) in self.steps.iter_mut().zip(states) {
            e.rng = s;
        }
    }

    fn live(&self) -> Result<(), Error> {
        match self.winner() {
            Some(w) => Err(refuse(format!("the partie is over: {w} has won"))),
            None => Ok(()),
        }
    }
}

/// One moment of a partie's course, as a page shows it or a replay steps through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A throw for who starts a manche: White's die, Black's, and the side that starts (none
    /// on equal dice: thrown again).
    FirstThrow {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
        /// The side that starts; none on equal dice.
        starter: Option<Side>,
    },
    /// A roll, with the positions around it.
    Roll(Box<JacquetFrame>),
}

/// One roll of a partie as it went: who threw, the position before the throw, as thrown, and
/// after the play; what the play was, and how the manche ended when it ended it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JacquetFrame {
    /// The manche (from 0) the roll belongs to.
    pub manche: usize,
    /// The side that threw.
    pub side: Side,
    /// The position before the throw.
    pub before: Position,
    /// The position as thrown: its dice on.
    pub rolled: Position,
    /// The legal plays of the roll, when asked for (`Partie::course`).
    pub plays: Option<Vec<Play>>,
    /// The play; none while the roll awaits it.
    pub play: Option<Play>,
    /// The position the play left: the board the manche ended on, when it ended it.
    pub after: Option<Position>,
    /// How the manche ended, when this play ended it.
    pub result: Option<MancheResult>,
}

impl Partie {
    /// The partie's course from its first throw: each throw for who starts and each roll, with
    /// the positions before, as thrown and after its play. Derived by replaying the history
    /// through the manches' rules, nothing stored for it. The rolls from `plays_from` on
    /// (counting every roll of the partie from 0) carry their legal plays.
    pub fn course(&self, plays_from: usize) -> Result<Vec<Moment>, Error> {
        let mut out = Vec::with_capacity(self.steps.len());
        let mut rolls = 0;
        for (i, steps) in self.manches_steps().into_iter().enumerate() {
            let mut m = Manche::new(self.options);
            for step in steps {
                match step {
                    JacquetStep::FirstThrow(white, black) => {
                        let starter = m.first_throw(white, black)?;
                        out.push(Moment::FirstThrow {
                            white,
                            black,
                            starter,
                        });
                    }
                    JacquetStep::Roll(d) => {
                        let before = m.position().clone();
                        m.roll(d)?;
                        let plays = if rolls >= plays_from {
                            Some(m.legal_plays()?)
                        } else {
                            None
                        };
                        rolls += 1;
                        out.push(Moment::Roll(Box::new(JacquetFrame {
                            manche: i,
                            side: before.turn(),
                            before,
                            rolled: m.position().clone(),
                            plays,
                            play: None,
                            after: None,
                            result: None,
                        })));
                    }
                    JacquetStep::Play(p) => {
                        // judged when it was made: replayed without judging it again
                        let result = m.replay(&p)?;
                        if let Some(Moment::Roll(f)) = out.last_mut() {
                            f.play = Some(p);
                            f.after = Some(m.position().clone());
                            f.result = result;
                        }
                    }
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A partie played out by its own generator, every first throw one at a time.
    fn played(seed: u64, target: u32) -> Partie {
        let mut p = Partie::with_seed(JacquetOptions::default(), target, seed).unwrap();
        while p.winner().is_none() {
            match p.manche().phase() {
                Phase::FirstThrow => {
                    p.first_throw_random().unwrap();
                }
                Phase::Roll => p.roll_random().unwrap(),
                Phase::Play => {
                    let plays = p.legal_plays().unwrap();
                    let play = plays.first().copied().unwrap_or_else(Play::empty);
                    p.play(&play).unwrap();
                }
                Phase::Over(_) => unreachable!("a new manche begins at once"),
            }
        }
        p
    }

    #[test]
    fn a_single_first_throw_shows_the_ties_and_undoes_with_its_draws() {
        let mut ties = 0;
        for seed in 0..40 {
            let mut p = Partie::with_seed(JacquetOptions::default(), 1, seed).unwrap();
            let state = p.rng_state();
            let first = p.first_throw_random().unwrap();
            let Some(JacquetStep::FirstThrow(w, b)) = p.history().last().copied() else {
                panic!("a first throw is logged");
            };
            assert_eq!(first.is_none(), w == b);
            if first.is_none() {
                ties += 1;
                assert_eq!(p.manche().phase(), Phase::FirstThrow);
            }
            p.undo().unwrap();
            assert_eq!(p.rng_state(), state);
            assert_eq!(
                p.first_throw_random().unwrap(),
                first,
                "the same throw again"
            );
        }
        assert!(ties > 0, "some seed ties its first throw");
        let mut p = Partie::with_seed(JacquetOptions::default(), 1, 1).unwrap();
        while p.first_throw_random().unwrap().is_none() {}
        assert!(p.first_throw_random().is_err(), "the first throw is over");
    }

    #[test]
    fn the_course_is_the_history_replayed() {
        let p = played(5, 3);
        let course = p.course(0).unwrap();
        let steps: Vec<JacquetStep> = p.history().copied().collect();
        let rolls = steps
            .iter()
            .filter(|s| matches!(s, JacquetStep::Roll(_)))
            .count();
        let frames: Vec<&JacquetFrame> = course
            .iter()
            .filter_map(|m| match m {
                Moment::Roll(f) => Some(f.as_ref()),
                Moment::FirstThrow { .. } => None,
            })
            .collect();
        assert_eq!(frames.len(), rolls);
        // every roll's play is the history's, played from its position before
        let results: Vec<MancheResult> = frames.iter().filter_map(|f| f.result).collect();
        assert_eq!(results, p.results());
        for f in &frames {
            assert_eq!(f.rolled.with_dice(None), f.before);
            assert_eq!(f.side, f.before.turn());
            let after = f.after.as_ref().unwrap();
            if let Some(r) = f.result {
                assert_eq!(
                    after.board().on_board(r.winner),
                    0,
                    "the board the manche ended on"
                );
            } else {
                assert_eq!(after.turn(), f.side.opponent());
            }
            assert!(
                f.plays.as_ref().unwrap().contains(&f.play.unwrap())
                    || f.plays.as_ref().unwrap().is_empty()
            );
            // the play replayed unjudged leaves what the rules make of it
            let judged =
                crate::jacquet::apply_play_with(&f.rolled, &f.play.unwrap(), p.options()).unwrap();
            assert_eq!(after, &judged);
        }
        // each manche opens with its first throws, the last of which names a starter
        let firsts = course
            .iter()
            .filter(|m| {
                matches!(
                    m,
                    Moment::FirstThrow {
                        starter: Some(_),
                        ..
                    }
                )
            })
            .count();
        assert_eq!(firsts, p.results().len());
        // the plays only from where they are asked for
        let tail = p.course(rolls - 2).unwrap();
        let with: Vec<bool> = tail
            .iter()
            .filter_map(|m| match m {
                Moment::Roll(f) => Some(f.plays.is_some()),
                Moment::FirstThrow { .. } => None,
            })
            .collect();
        assert_eq!(with.iter().filter(|&&b| b).count(), 2);
        assert!(with.iter().rev().take(2).all(|&b| b));
    }

    #[test]
    fn a_roll_awaiting_its_play_is_in_the_course() {
        let mut p = Partie::with_seed(JacquetOptions::default(), 1, 9).unwrap();
        p.roll_random().unwrap();
        p.roll_random().unwrap();
        let course = p.course(0).unwrap();
        match course.last() {
            Some(Moment::Roll(f)) => {
                assert!(f.play.is_none() && f.after.is_none());
                assert_eq!(f.rolled, *p.manche().position());
            }
            other => panic!("{other:?}"),
        }
        let empty = Partie::new(JacquetOptions::default(), 1).unwrap();
        assert!(empty.course(0).unwrap().is_empty());
    }
}
