//! The record of a game: the start position, then per roll the dice, the marks, the decision and
//! the play; replayable to the same final score, each step checked against the rules. The
//! format is documented in docs/readme/record.md.

use crate::analysis::Points;
use crate::ecole::{Cause, Ecole, EcoleKind, Marked};
use crate::error::Error;
use crate::game::Game;
use crate::notation::json::{json_error, moves_to_play, PlayJson, PositionJson, ScoreJson};
use crate::partie::{Decision, HandMarks, Partie, Phase};
use crate::position::Position;
use crate::score::{Holes, Score};
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of a record.
pub const FORMAT: &str = "tablier-partie";
/// The first version: no roll marked by hand. Still what is written for a game without.
pub const VERSION_ENGINE_MARKS: u32 = 1;
/// Since version 2 a roll may say what the sides marked themselves (`marked`, `ecoles`).
pub const VERSION_HAND_MARKS: u32 = 2;
/// The newest version of the format, which this code reads along with every older one.
pub const VERSION: u32 = VERSION_HAND_MARKS;

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
    VERSION_ENGINE_MARKS
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
    /// Version 2: what the sides marked themselves (the `marked` of `tablier ecole`,
    /// docs/readme/ecole.md). The replay runs the école check on it and the verdict's score,
    /// with every école offered marked, replaces the engine's marks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marked: Option<Marked>,
    /// Version 2: the écoles the check finds in `marked`; checked when present (`[]` or absent
    /// without `marked`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ecoles: Option<Vec<EcoleJson>>,
}

/// One école of a roll, as a record writes it: who made it, by too few or too many, why, how
/// many points, who may mark it and how many, and whether it is consumed or lapsed (the fields of
/// `ecole::Ecole`, docs/readme/ecole.md, but `offer`, which follows from them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EcoleJson {
    pub by: Side,
    pub kind: EcoleKind,
    pub cause: Cause,
    pub points: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Side>,
    #[serde(default)]
    pub markable: u32,
    #[serde(default)]
    pub consumed: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub lapsed: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl From<&Ecole> for EcoleJson {
    fn from(e: &Ecole) -> Self {
        EcoleJson {
            by: e.by,
            kind: e.kind,
            cause: e.cause,
            points: e.points,
            to: e.to,
            markable: e.markable,
            consumed: e.consumed,
            lapsed: e.lapsed,
        }
    }
}

fn ecoles_json(ecoles: &[Ecole]) -> Vec<EcoleJson> {
    ecoles.iter().map(EcoleJson::from).collect()
}

fn describe(ecoles: &[EcoleJson]) -> String {
    if ecoles.is_empty() {
        return "none".to_string();
    }
    let each: Vec<String> = ecoles
        .iter()
        .map(|e| {
            let kind = match e.kind {
                EcoleKind::Omission => "par omission",
                EcoleKind::Excess => "par excès",
            };
            let to = match e.to {
                Some(t) => format!(", {} for {t}", e.markable),
                None => String::new(),
            };
            // The cause by its JSON name (`points`, `fausse-ecole`, …).
            let cause = serde_json::to_value(e.cause).unwrap_or_default();
            let cause = cause.as_str().unwrap_or("?");
            format!("{}'s école {kind} of {} ({cause}{to})", e.by, e.points)
        })
        .collect();
    each.join("; ")
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
    /// The recorded écoles are not those the engine's check finds in what was marked.
    WrongEcoles {
        expected: Vec<EcoleJson>,
        found: Vec<EcoleJson>,
    },
    /// The école check cannot read what the record says was marked.
    BadMarked(Error),
    /// Marks where none can be put in: the game was over before them.
    UnexpectedMarked,
    /// `marked` or `ecoles` in a record of version 1.
    MarkedNeedsVersion2,
    /// The mover's `play` in `marked` is not the roll's play.
    MarkedPlayDiffers,
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
            Fault::WrongEcoles { .. } => "wrong-ecoles",
            Fault::BadMarked(_) => "bad-marked",
            Fault::UnexpectedMarked => "unexpected-marked",
            Fault::MarkedNeedsVersion2 => "marked-needs-version-2",
            Fault::MarkedPlayDiffers => "marked-play-differs",
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
            Fault::WrongEcoles { expected, found } => write!(
                f,
                "the école check of what was marked finds {}, not {}",
                describe(expected),
                describe(found)
            ),
            Fault::BadMarked(e) => write!(f, "the marks cannot be checked: {e}"),
            Fault::UnexpectedMarked => {
                f.write_str("marks after the game was won: no mark can change it")
            }
            Fault::MarkedNeedsVersion2 => write!(
                f,
                "`marked` and `ecoles` are version {VERSION_HAND_MARKS} of the format, the record says version 1"
            ),
            Fault::MarkedPlayDiffers => f.write_str(
                "the mover's play in `marked` is not the play the record makes",
            ),
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
        if !(VERSION_ENGINE_MARKS..=VERSION).contains(&r.version) {
            return Err(RecordError::at(
                0,
                Fault::Unreadable(Error::BadJson(format!(
                    "version {} (this reader knows versions {VERSION_ENGINE_MARKS} to {VERSION})",
                    r.version
                ))),
            ));
        }
        if r.version < VERSION_HAND_MARKS {
            // A reader of version 1 would refuse these fields: a writer must say version 2.
            if let Some(i) = r
                .rolls
                .iter()
                .position(|x| x.marked.is_some() || x.ecoles.is_some())
            {
                return Err(RecordError::at(i + 1, Fault::MarkedNeedsVersion2));
            }
        }
        Ok(r)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The record of a game so far.
    pub fn from_partie(p: &Partie) -> RecordJson {
        let hand = |i: usize| -> Option<&HandMarks> { p.hand_marks(i) };
        let rolls: Vec<RollJson> = p
            .turns()
            .iter()
            .enumerate()
            .map(|(i, t)| RollJson {
                side: t.side,
                dice: t.dice.as_array(),
                points: t.points.into(),
                holes: t.holes.into(),
                decision: t.decision.map(|d| d.name().to_string()),
                play: t.play.map(|pl| PlayJson::from_play(&pl).moves),
                score: Some(t.score.into()),
                marked: hand(i).map(|h| h.marked.clone()),
                ecoles: hand(i).map(|h| ecoles_json(&h.ecoles)),
            })
            .collect();
        let version = if rolls.iter().any(|r| r.marked.is_some()) {
            VERSION_HAND_MARKS
        } else {
            VERSION_ENGINE_MARKS
        };
        RecordJson {
            format: FORMAT.to_string(),
            version,
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
    // The play, then the marks: a score put in by hand does not change the play, and the
    // page may have put it in before or after the play, until the next roll. Marks that give a
    // side its twelfth trou before the play leave no play to make.
    match (partie.phase(), &roll.play) {
        (Phase::AwaitingPlay, Some(moves)) => {
            let play = moves_to_play(moves).map_err(Fault::Rule)?;
            partie.play(play).map_err(Fault::Rule)?;
        }
        (Phase::AwaitingPlay, None) => {}
        (_, Some(_)) => return Err(Fault::UnexpectedPlay),
        (_, None) => {}
    }
    let ecoles = match &roll.marked {
        None => Vec::new(),
        Some(_) if partie.is_over() => return Err(Fault::UnexpectedMarked),
        Some(marked) => {
            check_marked_play(marked, roll)?;
            let verdict = partie.mark_ecole(marked).map_err(|e| match e {
                Error::BadRequest(_) => Fault::BadMarked(e),
                e => Fault::Rule(e),
            })?;
            ecoles_json(&verdict.ecoles)
        }
    };
    if let Some(found) = &roll.ecoles {
        if *found != ecoles {
            return Err(Fault::WrongEcoles {
                expected: ecoles,
                found: found.clone(),
            });
        }
    }
    if partie.phase() == Phase::AwaitingPlay {
        return Err(Fault::PlayMissing);
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
    Ok(())
}

/// The mover's play as `marked` gives it (what the école check reads for pleins and a sortie
/// marked but not made) must be the play the roll makes: the same moves, in any order.
fn check_marked_play(marked: &Marked, roll: &RollJson) -> Result<(), Fault> {
    let Some(said) = marked.side(roll.side).and_then(|m| m.play.as_ref()) else {
        return Ok(());
    };
    let sorted = |moves: &[[String; 2]]| -> Result<Vec<crate::play::Move>, Fault> {
        let mut v = moves_to_play(moves).map_err(Fault::Rule)?.moves().to_vec();
        v.sort_unstable();
        Ok(v)
    };
    match &roll.play {
        Some(made) if sorted(made)? == sorted(&said.moves)? => Ok(()),
        _ => Err(Fault::MarkedPlayDiffers),
    }
}

/// Replays a record given as JSON text: the score after each roll, or the first refused step.
pub fn replay(text: &str) -> Result<Vec<Score>, RecordError> {
    Ok(RecordJson::parse(text)?.replay()?.scores)
}
