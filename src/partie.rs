//! A whole game of Trictrac, the ordinary game or tour: from the first roll to the twelfth trou
//! (000 "partie ordinaire": "pour gagner il faut marquer douze trous en premier, même si on ne
//! peut pas s'en aller"; RULINGS 12), following 000 CHRONOLOGIE DÉTAILLÉE D'UN COUP: roll, the
//! points marked (the mover's first), tenir or s'en aller, play, and the relevé after the last
//! dame is borne off (000 SORTIE).

use crate::analysis::{Analysis, Points};
use crate::board::Board;
use crate::dice::Dice;
use crate::ecole::{self, Ecole, Marked};
use crate::error::Error;
use crate::game::Game;
use crate::play::Play;
use crate::position::{Coups, Position, Setup};
use crate::rules;
use crate::score::{mark, Holes, MarkResult, Score};
use crate::side::Side;

/// Trous that win the ordinary game (000 STRUCTURE D'UN TOUR: "12 jeux ou trous marqués
/// donnent le gain de la partie").
pub const TROUS_TO_WIN: u8 = 12;

/// What a side may do right after completing a trou with its own roll (000 CHRONOLOGIE 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Tenir: mark the reste, let the opponent mark, play on.
    Hold,
    /// S'en aller: give up the reste, relevé, roll again.
    Leave,
}

impl Decision {
    pub fn name(self) -> &'static str {
        match self {
            Decision::Hold => "hold",
            Decision::Leave => "leave",
        }
    }
    pub fn parse(s: &str) -> Option<Decision> {
        match s {
            "hold" | "tenir" => Some(Decision::Hold),
            "leave" | "s'en aller" => Some(Decision::Leave),
            _ => None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The side to play throws the dice next.
    AwaitingRoll,
    /// The mover completed a trou with his own roll and chooses tenir or s'en aller.
    AwaitingDecision,
    /// The roll's points are marked; the mover plays his dames.
    AwaitingPlay,
    /// A side has twelve trous.
    Over,
}

/// One roll of the game as it was marked and played: what a record keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    pub side: Side,
    pub dice: Dice,
    /// The points the roll gave each side (the analysis' totals).
    pub points: Points,
    /// Trous each side won from this roll, as finally marked.
    pub holes: Holes,
    /// `Some` when the mover could leave and chose.
    pub decision: Option<Decision>,
    /// The play; `None` after leaving or when the game ended before the play.
    pub play: Option<Play>,
    /// The score once the roll's points were marked (and, on leaving, the jetons cleared).
    pub score: Score,
}

/// The roll being played: its analysis and marking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rolled {
    pub analysis: Analysis,
    pub marking: MarkResult,
    /// The position as thrown: the board, the dice and the score before the roll's marks (what
    /// `ecole::check` reads).
    pub thrown: Position,
}

/// A roll the sides marked themselves (`Partie::mark_ecole`): what they marked, and the écoles
/// the engine's check found in it. A record keeps it so that a replay checks it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandMarks {
    pub marked: Marked,
    pub ecoles: Vec<Ecole>,
}

#[derive(Clone, Debug)]
struct Snapshot {
    position: Position,
    phase: Phase,
    rolled: Option<Rolled>,
    winner: Option<Side>,
    turns_len: usize,
    last_turn: Option<Turn>,
    hand_log_len: usize,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Partie {
    start: Position,
    position: Position,
    phase: Phase,
    rolled: Option<Rolled>,
    winner: Option<Side>,
    turns: Vec<Turn>,
    /// The hand marks put in, in order, each with its turn's index; `None` when a score put in
    /// with `set_score` alone replaced them. A log rather than one slot per turn: `undo` then
    /// only shortens it, and the snapshots copy no marks.
    hand_log: Vec<(usize, Option<HandMarks>)>,
    undo: Vec<Snapshot>,
    keep_undo: bool,
}

fn refuse(msg: impl Into<String>) -> Error {
    Error::BadRequest(msg.into())
}

/// The position after a relevé: every dame back on its talon, the score kept, `side` to roll,
/// the coups counted from zero again (jans de départ are made "au début de la partie, d'un
/// marqué ou d'un relevé", 000 JANS DE DÉPART).
pub fn releve(game: Game, side: Side, score: Score) -> Result<Position, Error> {
    Position::from_setup(Setup {
        game,
        board: Board::start(game),
        turn: side,
        dice: None,
        coups: Some(Coups::default()),
        score,
    })
}

impl Partie {
    /// A new game: all dames on their talons, White to roll, no marks.
    pub fn new(game: Game) -> Partie {
        Partie::at(Position::start(game))
    }

    fn at(position: Position) -> Partie {
        let winner = Side::BOTH
            .into_iter()
            .find(|&s| position.score().side(s).holes >= TROUS_TO_WIN);
        Partie {
            start: position.with_dice(None),
            phase: if winner.is_some() {
                Phase::Over
            } else {
                Phase::AwaitingRoll
            },
            position: position.with_dice(None),
            rolled: None,
            winner,
            turns: Vec::new(),
            hand_log: Vec::new(),
            undo: Vec::new(),
            keep_undo: true,
        }
    }

    /// A game going on from a position. If the position has dice, they are the roll just
    /// thrown: its points are marked into the position's score at once.
    pub fn from_position(position: Position) -> Result<Partie, Error> {
        let mut p = Partie::at(position.clone());
        if let Some(dice) = position.dice() {
            if p.phase == Phase::AwaitingRoll {
                p.roll(dice)?;
                p.undo.clear();
            }
        }
        Ok(p)
    }

    /// Whether `undo` keeps a history (on by default; off for fast random games).
    pub fn set_keep_undo(&mut self, keep: bool) {
        self.keep_undo = keep;
        if !keep {
            self.undo.clear();
        }
    }

    pub fn game(&self) -> Game {
        self.position.game()
    }
    /// The position before the first roll of this game.
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// The present position: its score holds every mark made so far, its dice the roll being
    /// played (if any).
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn score(&self) -> &Score {
        self.position.score()
    }
    /// The side to roll or play.
    pub fn turn(&self) -> Side {
        self.position.turn()
    }
    /// The roll being played, once thrown and until the next roll.
    pub fn rolled(&self) -> Option<&Rolled> {
        self.rolled.as_ref()
    }
    /// The legal plays of the roll, while it awaits its play (empty otherwise, and when nothing
    /// can be played: then the play is `Play::empty()`).
    pub fn plays(&self) -> &[Play] {
        match (&self.rolled, self.phase) {
            (Some(r), Phase::AwaitingPlay) => &r.analysis.plays,
            _ => &[],
        }
    }
    /// Whether the mover is choosing between tenir and s'en aller.
    pub fn can_leave(&self) -> bool {
        self.phase == Phase::AwaitingDecision
    }
    /// Every roll so far, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
    /// What the sides marked of the roll `turn` (an index into `turns`) when they marked it
    /// themselves (`mark_ecole`); `None` when the engine's marks stand (or a score was put in
    /// with `set_score` alone).
    pub fn hand_marks(&self, turn: usize) -> Option<&HandMarks> {
        self.hand_log
            .iter()
            .rev()
            .find(|(t, _)| *t == turn)
            .and_then(|(_, h)| h.as_ref())
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    fn snapshot(&mut self) {
        if self.keep_undo {
            self.undo.push(Snapshot {
                position: self.position.clone(),
                phase: self.phase,
                rolled: self.rolled.clone(),
                winner: self.winner,
                turns_len: self.turns.len(),
                last_turn: self.turns.last().copied(),
                hand_log_len: self.hand_log.len(),
            });
        }
    }

    /// Takes back the last step (roll, decision or play). Errors if there is none to undo.
    pub fn undo(&mut self) -> Result<(), Error> {
        let s = self.undo.pop().ok_or_else(|| refuse("nothing to undo"))?;
        self.position = s.position;
        self.phase = s.phase;
        self.rolled = s.rolled;
        self.winner = s.winner;
        self.turns.truncate(s.turns_len);
        if let (Some(last), Some(t)) = (self.turns.last_mut(), s.last_turn) {
            *last = t;
        }
        self.hand_log.truncate(s.hand_log_len);
        Ok(())
    }

    fn put_score(&mut self, score: Score) -> Result<(), Error> {
        self.position = self.position.with_score(score)?;
        Ok(())
    }

    /// Puts in the score as the sides actually marked the last roll, or as it stands once an
    /// école is marked (`ecole::check`'s `score` / `score_with_ecoles`): the engine marks every
    /// roll right by itself, and this is how a page where the players mark their own points
    /// makes their marks, and the école, count. The école is marked by the opponent, and "doit
    /// toujours être marquée avant de jeter les dés pour le coup suivant" (000 QUAND et COMMENT
    /// MARQUER L'ÉCOLE): so a score may be put in from the roll until the next roll is thrown,
    /// while the mover plays (phase `AwaitingPlay`) or after his play (`AwaitingRoll`), never
    /// before the first roll, during the choice of tenir or s'en aller (the decision marks the
    /// rest of the roll: decide first), nor once the game is over. The score must be one that
    /// can stand (`Score::check`); a side that reaches its twelfth trou by it wins. The last
    /// roll's record (`turns`) keeps the score and the trous as put in. Undoable.
    pub fn set_score(&mut self, score: Score) -> Result<(), Error> {
        score.check()?;
        match self.phase {
            Phase::AwaitingPlay => {}
            Phase::AwaitingRoll if !self.turns.is_empty() => {}
            Phase::AwaitingRoll => {
                return Err(refuse(
                    "no roll has been marked yet: a score is put in for the last roll's marks",
                ))
            }
            Phase::AwaitingDecision => {
                return Err(refuse(
                    "tenir or s'en aller first: the decision marks the rest of the roll",
                ))
            }
            Phase::Over => return Err(refuse("the game is over: no mark can change it")),
        }
        let before = *self.score();
        let turn = self.last_turn()?;
        let side_of_roll = turn.side;
        // Trous won by the last roll, as put in: what the fichet moved by, added or taken back.
        let moved = |was: u32, old: u8, new: u8| -> u32 {
            (i64::from(was) + i64::from(new) - i64::from(old)).max(0) as u32
        };
        let holes = Holes {
            white: moved(turn.holes.white, before.white.holes, score.white.holes),
            black: moved(turn.holes.black, before.black.holes, score.black.holes),
        };
        self.snapshot();
        self.put_score(score)?;
        let turn = self.last_turn()?;
        turn.holes = holes;
        turn.score = score;
        // A score put in by hand says nothing of the marks it came from.
        let last = self.turns.len().saturating_sub(1);
        if self.hand_marks(last).is_some() {
            self.hand_log.push((last, None));
        }
        // 000 STRUCTURE D'UN TOUR: twelve trous win, however they were marked (an école
        // included); the side of the roll is looked at first, as in `roll`.
        self.check_over(side_of_roll);
        Ok(())
    }

    /// The sides marked the last roll themselves, as `marked` says (the `Marked` of
    /// `ecole::check`): the engine checks it against what they had to mark, and the score
    /// becomes the verdict's `score_with_ecoles` (every école offered marked by the side that
    /// may mark it) through `set_score`, with the same timing. The marks and the écoles found
    /// are kept with the roll (`hand_marks`), so that a record of the game says what was
    /// marked and a replay checks it again. Each call replaces the last one's (a later "École
    /// !" on the same roll is checked with everything marked so far). Undoable.
    pub fn mark_ecole(&mut self, marked: &Marked) -> Result<ecole::Verdict, Error> {
        let thrown = match (&self.rolled, self.turns.is_empty()) {
            (Some(r), false) => &r.thrown,
            _ => return Err(refuse("no roll has been thrown")),
        };
        let verdict = ecole::check(thrown, marked)?;
        self.set_score(verdict.score_with_ecoles)?;
        let last = self.turns.len().saturating_sub(1);
        self.hand_log.push((
            last,
            Some(HandMarks {
                marked: marked.clone(),
                ecoles: verdict.ecoles.clone(),
            }),
        ));
        Ok(verdict)
    }

    fn last_turn(&mut self) -> Result<&mut Turn, Error> {
        self.turns
            .last_mut()
            .ok_or_else(|| refuse("no roll has been thrown"))
    }

    /// Ends the game if a side has its twelve trous. The mover's are checked first: he marks
    /// first, so he reaches them first (RULINGS 9).
    fn check_over(&mut self, mover: Side) -> bool {
        for side in [mover, mover.opponent()] {
            if self.score().side(side).holes >= TROUS_TO_WIN {
                self.winner = Some(side);
                self.phase = Phase::Over;
                return true;
            }
        }
        false
    }

    /// Throws the dice (000 CHRONOLOGIE 3–4): the roll is analysed and its points marked, the
    /// mover's first. The game then awaits the mover's decision (if he completed a trou with
    /// his own points), or his play, or is over.
    pub fn roll(&mut self, dice: Dice) -> Result<&Rolled, Error> {
        if self.phase != Phase::AwaitingRoll {
            return Err(refuse(format!(
                "cannot roll now: the game is {:?}",
                self.phase
            )));
        }
        if self.game() != Game::Trictrac {
            return Err(refuse("a partie of trous is a Trictrac game"));
        }
        let mover = self.turn();
        let rolled_pos = self.position.with_dice(Some(dice));
        let analysis = rules::analyse(&rolled_pos)?;
        let marking = mark(*self.score(), mover, analysis.points);
        self.snapshot();
        self.position = rolled_pos.clone();
        let mut turn = Turn {
            side: mover,
            dice,
            points: analysis.points,
            holes: Holes::default(),
            decision: None,
            play: None,
            score: marking.score,
        };
        if marking.after_mover.side(mover).holes >= TROUS_TO_WIN {
            // 000 CHRONOLOGIE, Note: the game stops as soon as the twelfth trou is marked; the
            // opponent's points of this roll are not marked.
            let mut holes = Holes::default();
            if mover == Side::White {
                holes.white = marking.hold.side(mover).holes;
            } else {
                holes.black = marking.hold.side(mover).holes;
            }
            turn.holes = holes;
            turn.score = marking.after_mover;
            self.put_score(marking.after_mover)?;
            self.check_over(mover);
        } else if marking.can_leave {
            // The mover's own points are on the jetons; the opponent's wait for the decision.
            turn.score = marking.after_mover;
            self.put_score(marking.after_mover)?;
            self.phase = Phase::AwaitingDecision;
        } else {
            turn.holes = marking.holes;
            self.put_score(marking.score)?;
            if !self.check_over(mover) {
                self.phase = Phase::AwaitingPlay;
            }
        }
        self.turns.push(turn);
        self.rolled = Some(Rolled {
            analysis,
            marking,
            thrown: rolled_pos,
        });
        self.rolled.as_ref().ok_or_else(|| refuse("no roll"))
    }

    /// Tenir or s'en aller (000 CHRONOLOGIE 5). Leaving: the reste is abandoned, the opponent
    /// marks nothing of this roll, both jetons go to zero, the dames are relevées and the side
    /// that left rolls again.
    pub fn decide(&mut self, decision: Decision) -> Result<(), Error> {
        if self.phase != Phase::AwaitingDecision {
            return Err(refuse(
                "no decision to make: one may leave only right after completing a trou with one's own roll",
            ));
        }
        let marking = self
            .rolled
            .as_ref()
            .map(|r| r.marking)
            .ok_or_else(|| refuse("no roll"))?;
        let mover = marking.mover;
        self.snapshot();
        match decision {
            Decision::Hold => {
                self.put_score(marking.score)?;
                let t = self.last_turn()?;
                t.decision = Some(Decision::Hold);
                t.holes = marking.holes;
                t.score = marking.score;
                if !self.check_over(mover) {
                    self.phase = Phase::AwaitingPlay;
                }
            }
            Decision::Leave => {
                let out = marking
                    .leave
                    .ok_or_else(|| refuse("leaving is not offered"))?;
                self.position = releve(self.game(), mover, out.score)?;
                let t = self.last_turn()?;
                t.decision = Some(Decision::Leave);
                t.holes = out.holes;
                t.score = out.score;
                self.phase = Phase::AwaitingRoll;
            }
        }
        Ok(())
    }

    /// Plays the roll (000 CHRONOLOGIE 7). A play the rules refuse is an error naming the rule;
    /// when nothing can be played, the play is the empty one. After the mover's last dame is
    /// borne off the dames are relevées and the same side rolls again (000 SORTIE: "le joueur
    /// qui avait sorti toutes ses dames le premier jette de nouveau les dés").
    pub fn play(&mut self, play: Play) -> Result<(), Error> {
        if self.phase != Phase::AwaitingPlay {
            return Err(refuse(format!(
                "cannot play now: the game is {:?}",
                self.phase
            )));
        }
        // The analysis lists the legal plays; any other spelling is checked by the rules, which
        // name the rule a refused play breaks.
        let listed = self.rolled.as_ref().is_some_and(|r| {
            let plays = &r.analysis.plays;
            plays.contains(&play) || (plays.is_empty() && play.is_empty())
        });
        if !listed {
            rules::check_play(&self.position, &play)?;
        }
        // `apply_play` does the relevé after the last sortie, the same side to roll again.
        let after = rules::apply_play(&self.position, &play)?;
        self.snapshot();
        self.position = after;
        self.last_turn()?.play = Some(play);
        self.phase = Phase::AwaitingRoll;
        Ok(())
    }

    /// Plays random legal plays until the game is over or `max_rolls` more rolls were thrown.
    /// The dice and every choice come from `rng`; a decision follows `policy`.
    pub fn play_random(
        &mut self,
        rng: &mut XorShift64,
        policy: LeavePolicy,
        max_rolls: usize,
    ) -> Result<(), Error> {
        let mut rolls = 0;
        loop {
            match self.phase {
                Phase::Over => return Ok(()),
                Phase::AwaitingRoll if rolls >= max_rolls => {
                    return Err(refuse(format!(
                        "the game is not over after {max_rolls} rolls"
                    )));
                }
                Phase::AwaitingRoll => rolls += 1,
                _ => {}
            }
            self.step_random(rng, policy)?;
        }
    }

    /// One step of a random game: the roll, the decision (by `policy`) or a random legal play
    /// (the empty one when nothing can be played), whichever the game awaits; nothing once over.
    pub fn step_random(&mut self, rng: &mut XorShift64, policy: LeavePolicy) -> Result<(), Error> {
        match self.phase {
            Phase::Over => Ok(()),
            Phase::AwaitingRoll => self.roll(rng.dice()?).map(|_| ()),
            Phase::AwaitingDecision => {
                let leave = match policy {
                    LeavePolicy::Hold => false,
                    LeavePolicy::Leave => true,
                    LeavePolicy::Random => rng.below(2) == 1,
                };
                self.decide(if leave {
                    Decision::Leave
                } else {
                    Decision::Hold
                })
            }
            Phase::AwaitingPlay => {
                let plays = self.plays();
                let play = plays
                    .get(rng.below(plays.len() as u64) as usize)
                    .copied()
                    .unwrap_or_default();
                self.play(play)
            }
        }
    }
}

/// How the random driver chooses between tenir and s'en aller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeavePolicy {
    Hold,
    Leave,
    /// Each with probability 1/2, from the game's random numbers.
    Random,
}

/// The library's one seeded generator under its former name, for callers not yet moved to
/// `crate::rng::Rng`.
pub use crate::rng::Rng as XorShift64;

/// A whole random game of Trictrac from the start, seeded: random legal plays, decisions by
/// `policy`, until a side has twelve trous (or `max_rolls` rolls: an error).
pub fn random_game(seed: u64, policy: LeavePolicy, max_rolls: usize) -> Result<Partie, Error> {
    let mut p = Partie::new(Game::Trictrac);
    p.set_keep_undo(false);
    let mut rng = XorShift64::new(seed);
    p.play_random(&mut rng, policy, max_rolls)?;
    Ok(p)
}
