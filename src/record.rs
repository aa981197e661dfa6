//! The record of a game: the start position, then per roll the dice, the marks, the decision and
//! the play; replayable to the same final score, each step checked against the rules. The
//! format is documented in docs/readme/record.md.

use crate::analysis::Points;
use crate::error::Error;
use crate::game::Game;
use crate::notation::json::{json_error, moves_to_play, PlayJson, PositionJson, ScoreJson};
use crate::partie::{Decision, Partie, Phase};
use crate::position::Position;
use crate::score::{Holes, Score};
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of a record.
pub const FORMAT: &str = "tablier-partie";
/// The version of the format this code writes and reads.
pub const VERSION: u32 = 1;

/// A game record as JSON (docs/readme/record.md).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordJson {
    pub format: String,
    #[serde(default = "version_one")]
    pub version: u32,
    /// The position before the first roll; absent: the start of a Trictrac game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<PositionJson>,
    pub rolls: Vec<RollJson>,
    /// The winner, if the game is over; checked when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
}

fn version_one() -> u32 {
    VERSION
}

/// Points or trous per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerSideJson {
    pub white: u32,
    pub black: u32,
}

impl From<Points> for PerSideJson {
    fn from(p: Points) -> Self {
        PerSideJson {
            white: p.white,
            black: p.black,
        }
    }
}

impl From<Holes> for PerSideJson {
    fn from(h: Holes) -> Self {
        PerSideJson {
            white: h.white,
            black: h.black,
        }
    }
}

/// One roll of the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RollJson {
    /// The side that rolled.
    pub side: Side,
    pub dice: [u8; 2],
    /// The points the roll gave each side (before any decision).
    pub points: PerSideJson,
    /// The trous each side marked from this roll.
    pub holes: PerSideJson,
    /// `"hold"` or `"leave"`: present exactly when the mover completed a trou with his own
    /// roll and so could leave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    /// The play as INTERCHANGE moves; `[]` when nothing can be played; absent after leaving
    /// and when the roll ended the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Vec<[String; 2]>>,
    /// The score after the roll was marked; checked when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreJson>,
}

/// What is wrong with one step of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The record as a whole cannot be read.
    Unreadable(Error),
    /// The rules refuse the step (an illegal play, bad dice, …).
    Rule(Error),
    WrongSide {
        expected: Side,
        found: Side,
    },
    WrongPoints {
        expected: Points,
        found: PerSideJson,
    },
    WrongHoles {
        expected: Holes,
        found: PerSideJson,
    },
    WrongScore {
        expected: Score,
        found: Score,
    },
    WrongWinner {
        expected: Option<Side>,
        found: Option<Side>,
    },
    /// The mover could leave and the record says nothing.
    DecisionMissing,
    /// A decision where none was offered (leaving needs a trou completed by one's own roll).
    DecisionNotOffered,
    BadDecision(String),
    /// A play is due and the record has none.
    PlayMissing,
    /// A play where none is due (after leaving, or once the game is over).
    UnexpectedPlay,
    /// A roll after the game was won.
    GameOver,
}

/// A refused record: the step (1 = the first roll; 0 = the record as a whole) and the fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub step: usize,
    pub fault: Fault,
}

impl RecordError {
    fn at(step: usize, fault: Fault) -> RecordError {
        RecordError { step, fault }
    }

    /// A stable kebab-case code: the rule's own code for a refused play.
    pub fn code(&self) -> &'static str {
        match &self.fault {
            Fault::Unreadable(e) | Fault::Rule(e) => e.code(),
            Fault::WrongSide { .. } => "wrong-side",
            Fault::WrongPoints { .. } => "wrong-points",
            Fault::WrongHoles { .. } => "wrong-holes",
            Fault::WrongScore { .. } => "wrong-score",
            Fault::WrongWinner { .. } => "wrong-winner",
            Fault::DecisionMissing => "decision-missing",
            Fault::DecisionNotOffered => "decision-not-offered",
            Fault::BadDecision(_) => "bad-decision",
            Fault::PlayMissing => "play-missing",
            Fault::UnexpectedPlay => "unexpected-play",
            Fault::GameOver => "game-over",
        }
    }
}

fn per_side(w: u32, b: u32) -> String {
    format!("white {w}, black {b}")
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.step > 0 {
            write!(f, "roll {}: ", self.step)?;
        }
        match &self.fault {
            Fault::Unreadable(e) => write!(f, "not a game record: {e}"),
            Fault::Rule(e) => write!(f, "{e}"),
            Fault::WrongSide { expected, found } => {
                write!(f, "{found} rolled, but it is {expected}'s turn")
            }
            Fault::WrongPoints { expected, found } => write!(
                f,
                "the roll gives {}, not {}",
                per_side(expected.white, expected.black),
                per_side(found.white, found.black)
            ),
            Fault::WrongHoles { expected, found } => write!(
                f,
                "the trous won are {}, not {}",
                per_side(expected.white, expected.black),
                per_side(found.white, found.black)
            ),
            Fault::WrongScore { expected, found } => {
                write!(f, "the score is {expected:?}, not {found:?}")
            }
            Fault::WrongWinner { expected, found } => {
                write!(f, "the winner is {expected:?}, not {found:?}")
            }
            Fault::DecisionMissing => f.write_str(
                "the mover completed a trou with his own roll: the record must say hold or leave",
            ),
            Fault::DecisionNotOffered => f.write_str(
                "a decision where none is offered: one may leave only right after completing a trou with one's own roll",
            ),
            Fault::BadDecision(s) => write!(f, "decision {s:?}: it is \"hold\" or \"leave\""),
            Fault::PlayMissing => f.write_str("the mover must play: the record has no play"),
            Fault::UnexpectedPlay => {
                f.write_str("no play is due (the mover left, or the game is over)")
            }
            Fault::GameOver => f.write_str("the game was already won"),
        }
    }
}

impl std::error::Error for RecordError {}

/// The score after each roll of a replayed record, and how the game stands at the end.
#[derive(Clone, Debug)]
pub struct Replay {
    pub scores: Vec<Score>,
    pub partie: Partie,
}

impl RecordJson {
    /// Reads a record from JSON text.
    pub fn parse(text: &str) -> Result<RecordJson, RecordError> {
        let r: RecordJson = serde_json::from_str(text)
            .map_err(|e| RecordError::at(0, Fault::Unreadable(json_error(e))))?;
        if r.format != FORMAT {
            return Err(RecordError::at(
                0,
                Fault::Unreadable(Error::BadJson(format!(
                    "format is {:?}, expected {FORMAT:?}",
                    r.format
                ))),
            ));
        }
        if r.version != VERSION {
            return Err(RecordError::at(
                0,
                Fault::Unreadable(Error::BadJson(format!(
                    "version {} (this reader knows version {VERSION})",
                    r.version
                ))),
            ));
        }
        Ok(r)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The record of a game so far.
    pub fn from_partie(p: &Partie) -> RecordJson {
        let rolls = p
            .turns()
            .iter()
            .map(|t| RollJson {
                side: t.side,
                dice: t.dice.as_array(),
                points: t.points.into(),
                holes: t.holes.into(),
                decision: t.decision.map(|d| d.name().to_string()),
                play: t.play.map(|pl| PlayJson::from_play(&pl).moves),
                score: Some(t.score.into()),
            })
            .collect();
        RecordJson {
            format: FORMAT.to_string(),
            version: VERSION,
            start: Some(PositionJson::from_position(p.start())),
            rolls,
            winner: p.winner(),
        }
    }

    /// Replays the record, checking every step; the score after each roll.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        self.replay_each(|_, _| {})
    }

    /// Replays the record, calling `each` with the step number and the game after every roll
    /// that passed its checks (so that a caller can report the steps before a refused one).
    pub fn replay_each(&self, mut each: impl FnMut(usize, &Partie)) -> Result<Replay, RecordError> {
        let start = match &self.start {
            Some(j) => j
                .to_position()
                .map_err(|e| RecordError::at(0, Fault::Unreadable(e)))?,
            None => Position::start(Game::Trictrac),
        };
        let mut partie = Partie::from_position(start.with_dice(None))
            .map_err(|e| RecordError::at(0, Fault::Unreadable(e)))?;
        partie.set_keep_undo(false);
        let mut scores = Vec::with_capacity(self.rolls.len());
        for (i, roll) in self.rolls.iter().enumerate() {
            let step = i + 1;
            replay_roll(&mut partie, roll).map_err(|fault| RecordError::at(step, fault))?;
            scores.push(*partie.score());
            each(step, &partie);
        }
        if let Some(w) = self.winner {
            if partie.winner() != Some(w) {
                return Err(RecordError::at(
                    self.rolls.len(),
                    Fault::WrongWinner {
                        expected: partie.winner(),
                        found: Some(w),
                    },
                ));
            }
        }
        Ok(Replay { scores, partie })
    }
}

fn replay_roll(partie: &mut Partie, roll: &RollJson) -> Result<(), Fault> {
    if partie.is_over() {
        return Err(Fault::GameOver);
    }
    if partie.turn() != roll.side {
        return Err(Fault::WrongSide {
            expected: partie.turn(),
            found: roll.side,
        });
    }
    let dice = crate::dice::Dice::new(roll.dice[0], roll.dice[1]).map_err(Fault::Rule)?;
    let rolled = partie.roll(dice).map_err(Fault::Rule)?;
    let expected = rolled.analysis.points;
    if PerSideJson::from(expected) != roll.points {
        return Err(Fault::WrongPoints {
            expected,
            found: roll.points,
        });
    }
    let decision = match roll.decision.as_deref() {
        None => None,
        Some(s) => Some(Decision::parse(s).ok_or_else(|| Fault::BadDecision(s.to_string()))?),
    };
    match (partie.phase(), decision) {
        (Phase::AwaitingDecision, Some(d)) => partie.decide(d).map_err(Fault::Rule)?,
        (Phase::AwaitingDecision, None) => return Err(Fault::DecisionMissing),
        (_, Some(_)) => return Err(Fault::DecisionNotOffered),
        (_, None) => {}
    }
    let turn = partie.turns().last().copied().ok_or(Fault::GameOver)?;
    if PerSideJson::from(turn.holes) != roll.holes {
        return Err(Fault::WrongHoles {
            expected: turn.holes,
            found: roll.holes,
        });
    }
    if let Some(s) = roll.score {
        let found = Score::from(s);
        if found.normalized() != turn.score.normalized() {
            return Err(Fault::WrongScore {
                expected: turn.score,
                found,
            });
        }
    }
    match (partie.phase(), &roll.play) {
        (Phase::AwaitingPlay, Some(moves)) => {
            let play = moves_to_play(moves).map_err(Fault::Rule)?;
            partie.play(play).map_err(Fault::Rule)?;
        }
        (Phase::AwaitingPlay, None) => return Err(Fault::PlayMissing),
        (_, Some(_)) => return Err(Fault::UnexpectedPlay),
        (_, None) => {}
    }
    Ok(())
}

/// Replays a record given as JSON text: the score after each roll, or the first refused step.
pub fn replay(text: &str) -> Result<Vec<Score>, RecordError> {
    Ok(RecordJson::parse(text)?.replay()?.scores)
}
