//! Each roll of a game with its positions, as the package shows it (`Game.frames()`,
//! `JacquetGame.frames()`): the record's rolls with the boards before, as thrown and after. Written
//! only; a game is read back from its record, never from these.

use super::EcoleJson;
use crate::jacquet::JacquetFrame;
use crate::notation::game::{MancheResultJson, TurnJson};
use crate::notation::json::{AnalysisJson, MarkedJson, PlayJson, PositionJson, ScoreJson};
use crate::partie::Frame;
use crate::side::Side;
use serde::Serialize;

/// One roll of the game as the package shows it (`Game.frames()`).
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct FrameJson {
    side: Side,
    before: PositionJson,
    rolled: PositionJson,
    analysis: Option<AnalysisJson>,
    points: crate::analysis::Points,
    holes: crate::analysis::Points,
    decision: Option<&'static str>,
    play: Option<PlayJson>,
    after: Option<PositionJson>,
    score: ScoreJson,
    hand: Option<HandJson>,
}

/// What the sides marked of a roll themselves, and the écoles the engine found in it.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct HandJson {
    marked: MarkedJson,
    ecoles: Vec<EcoleJson>,
}

impl FrameJson {
    pub(crate) fn of(f: &Frame) -> FrameJson {
        let t = TurnJson::of(&f.turn);
        FrameJson {
            side: t.turn,
            before: PositionJson::from_position(&f.before),
            rolled: PositionJson::from_position(&f.rolled),
            analysis: f.analysis.as_ref().map(AnalysisJson::from_analysis),
            points: t.points,
            holes: t.holes,
            decision: t.decision,
            play: t.play,
            after: f.after.as_ref().map(PositionJson::from_position),
            score: t.score,
            hand: f.hand.as_ref().map(|h| HandJson {
                marked: MarkedJson::from_marked(&h.marked),
                ecoles: h.ecoles.iter().map(EcoleJson::from).collect(),
            }),
        }
    }
}

/// One roll with its positions (`JacquetGame.frames()`).
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub(crate) struct JacquetFrameJson {
    manche: usize,
    side: Side,
    before: PositionJson,
    rolled: PositionJson,
    plays: Vec<PlayJson>,
    play: Option<PlayJson>,
    after: Option<PositionJson>,
    result: Option<MancheResultJson>,
}

impl JacquetFrameJson {
    pub(crate) fn of(f: &JacquetFrame) -> JacquetFrameJson {
        JacquetFrameJson {
            manche: f.manche,
            side: f.side,
            before: PositionJson::from_position(&f.before),
            rolled: PositionJson::from_position(&f.rolled),
            plays: f.plays.iter().flatten().map(PlayJson::from_play).collect(),
            play: f.play.as_ref().map(PlayJson::from_play),
            after: f.after.as_ref().map(PositionJson::from_position),
            result: f.result.map(Into::into),
        }
    }
}
