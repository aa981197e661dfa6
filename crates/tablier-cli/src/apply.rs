//! `tablier apply`: plays a roll. In: `{"position": {...} or "notation", "play": [["B1","B6"], ...],
//! "leave": false}` (the position with its `dice`; `play` also accepted as `{"moves": [...]}`).
//! The roll's points are marked into the score before the play, the mover's first (RULINGS 9).
//! With `"leave": true` the mover leaves (allowed only right after completing a trou with his
//! own roll): the reste is abandoned, the jetons cleared, the dames relevées, and he rolls again.
//! Out: the resulting position (docs/interchange.md), or an error naming the broken rule.

use crate::lines::Answer;
use tablier::notation::json::{from_text, position_to_string};
use tablier::notation::requests::ApplyRequest;
use tablier::partie::{Decision, Partie, PartieOptions, Phase};
use tablier::{rules, Error, Variant};

fn refuse(msg: &str) -> Error {
    Error::BadRequest(msg.to_string())
}

pub fn run(line: &str) -> Answer {
    let req: ApplyRequest = from_text(line)?;
    let pos = req.position.to_position()?;
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let play = req.play.as_ref().map(|p| p.to_play()).transpose()?;
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
