//! `tablier apply`: plays a roll. In: `{"position": {...} or "notation", "play": [["B1","B6"], ...],
//! "leave": false}` (the position with its `dice`; `play` also accepted as `{"moves": [...]}`).
//! The roll's points are marked into the score before the play, the mover's first (RULINGS 9).
//! With `"leave": true` the mover leaves (allowed only right after completing a trou with his
//! own roll): the reste is abandoned, the jetons cleared, the dames relevées, and he rolls again.
//! Out: the resulting position (docs/interchange.md), or an error naming the broken rule.

use crate::lines::Answer;
use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;
use tablier::notation::json::{
    from_text, moves_to_play, position_to_string, Name, PlayJson, PositionArg,
};
use tablier::partie::{Decision, Partie, PartieOptions, Phase};
use tablier::{rules, Error, Variant};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    position: PositionArg,
    #[serde(default)]
    play: Option<PlayField>,
    #[serde(default)]
    leave: bool,
}

/// `play`: the moves, or a play object `{"moves": …}`.
enum PlayField {
    Moves(Vec<[Name; 2]>),
    Object(PlayJson),
}

impl<'de> Deserialize<'de> for PlayField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = PlayField;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a play: its moves [[from, to], …] or {\"moves\": …}")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, a: A) -> Result<PlayField, A::Error> {
                Deserialize::deserialize(SeqAccessDeserializer::new(a)).map(PlayField::Moves)
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<PlayField, A::Error> {
                Deserialize::deserialize(MapAccessDeserializer::new(a)).map(PlayField::Object)
            }
        }
        d.deserialize_any(V)
    }
}

fn refuse(msg: &str) -> Error {
    Error::BadRequest(msg.to_string())
}

pub fn run(line: &str) -> Answer {
    let req: Request = from_text(line)?;
    let pos = req.position.to_position()?;
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let play = match &req.play {
        None => None,
        Some(PlayField::Moves(m)) => Some(moves_to_play(m)?),
        Some(PlayField::Object(p)) => Some(p.to_play()?),
    };
    if pos.variant() != Variant::Trictrac {
        // Jacquet keeps no trous: the play only.
        if req.leave {
            return Err(refuse("leave: only Trictrac has trous to leave on"));
        }
        let play = play.ok_or_else(|| refuse("play: the request has no play"))?;
        rules::check_play(&pos, &play)?;
        return Ok(position_to_string(&rules::apply_play(&pos, &play)?));
    }
    let options = PartieOptions {
        sortie: crate::sortie(),
        ..PartieOptions::default()
    };
    let mut partie = Partie::from_position_with(pos, options, 0)?;
    if partie.phase() == Phase::Over && partie.turns().is_empty() {
        return Err(refuse(
            "the game is over: a side already has its twelve trous",
        ));
    }
    if req.leave {
        if partie.phase() != Phase::AwaitingDecision {
            return Err(refuse(
                "leave: one may leave only right after completing a trou with one's own roll (RULINGS 11)",
            ));
        }
        if play.is_some_and(|p| !p.is_empty()) {
            return Err(refuse(
                "leave: whoever leaves does not play, he relèves and rolls again",
            ));
        }
        partie.decide(Decision::Leave)?;
    } else if partie.phase() == Phase::AwaitingDecision {
        partie.decide(Decision::Hold)?;
    }
    if partie.phase() == Phase::AwaitingPlay {
        let play = play.ok_or_else(|| {
            refuse("play: the request has no play (use [] when nothing can be played)")
        })?;
        partie.play(play)?;
    }
    Ok(position_to_string(partie.position()))
}
