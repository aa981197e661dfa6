//! The JSON of a game in progress as the package shows it: its state, each roll of its history,
//! and the results of Jacquet's manches. Written only: a game is read back from its record
//! (`record`), never from these.

use crate::analysis::Points;
use crate::jacquet::MancheResult;
use crate::notation::json::{PlayJson, PositionJson, ScoreJson};
use crate::partie::{Partie, Phase, Turn};
use crate::side::Side;
use serde::Serialize;

/// What a game awaits, as the package names it.
pub(crate) fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::AwaitingRoll => "roll",
        Phase::AwaitingDecision => "decide",
        Phase::AwaitingPlay => "play",
        Phase::Over => "over",
    }
}

/// A game's state: `{position, phase, winner}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct StateJson {
    /// The present position, its score holding every mark so far.
    pub position: PositionJson,
    /// `roll`, `decide`, `play` or `over`.
    pub phase: &'static str,
    /// The side with twelve trous, once the game is over.
    pub winner: Option<Side>,
}

impl StateJson {
    /// The state of a partie of Trictrac.
    pub(crate) fn of(p: &Partie) -> StateJson {
        StateJson {
            position: PositionJson::from_position(p.position()),
            phase: phase_name(p.phase()),
            winner: p.winner(),
        }
    }
}

/// One roll of a game's history: who rolled, the dice, the points and trous it gave, the
/// decision, the play and the score once marked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct TurnJson {
    /// The side that rolled.
    pub turn: Side,
    /// The two dice.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
    pub dice: [u8; 2],
    /// The points the roll gave each side.
    pub points: Points,
    /// The trous each side won from the roll.
    pub holes: Points,
    /// `hold` or `leave` when the mover could leave, else null.
    pub decision: Option<&'static str>,
    /// The play; null after leaving or when the game ended before it.
    pub play: Option<PlayJson>,
    /// The score once the roll was marked.
    pub score: ScoreJson,
}

impl TurnJson {
    /// One roll of a partie's history.
    pub(crate) fn of(t: &Turn) -> TurnJson {
        TurnJson {
            turn: t.side,
            dice: t.dice.as_array(),
            points: t.points,
            holes: Points {
                white: t.holes.white,
                black: t.holes.black,
            },
            decision: t.decision.map(|d| d.name()),
            play: t.play.as_ref().map(PlayJson::from_play),
            score: t.score.into(),
        }
    }
}

/// How a manche of Jacquet ended: `{winner, points}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct MancheResultJson {
    /// The side that bore off all its dames first.
    pub winner: Side,
    /// What the manche is worth to it.
    pub points: u32,
}

impl From<MancheResult> for MancheResultJson {
    fn from(r: MancheResult) -> Self {
        MancheResultJson {
            winner: r.winner,
            points: r.points,
        }
    }
}

/// The old rules a game agrees on (docs/rulings.md 18–19).
#[derive(Clone, Copy, Debug, Default, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub(crate) struct RulesJson {
    #[serde(default)]
    pub(crate) provinciale: bool,
    #[serde(default)]
    pub(crate) rencontre: bool,
    /// The mover may make a fausse case (docs/rules/fausse-case.md).
    #[serde(default)]
    pub(crate) fausse_case: bool,
}

/// The state of a partie: `{position, phase, score, winner}`.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct JacquetStateJson {
    pub(crate) position: PositionJson,
    pub(crate) phase: &'static str,
    pub(crate) score: JacquetPointsJson,
    pub(crate) winner: Option<Side>,
}

/// Each side's points.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct JacquetPointsJson {
    pub(crate) white: u32,
    pub(crate) black: u32,
}

/// One step of the history as the package shows it: a first throw, or a roll and its play.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(untagged)]
pub(crate) enum JacquetStepJson {
    First {
        #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
        first: [u8; 2],
        starter: Option<Side>,
    },
    Roll {
        turn: Side,
        #[cfg_attr(feature = "typescript", tsify(type = "Dice | null"))]
        dice: Option<[u8; 2]>,
        play: Option<PlayJson>,
        result: Option<MancheResultJson>,
        /// The board the manche ended on, before the talons are set up again.
        #[serde(skip_serializing_if = "Option::is_none")]
        end: Option<PositionJson>,
    },
}
