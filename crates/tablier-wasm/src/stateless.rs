//! The stateless questions (the `stateless` feature): the position, its analysis, plays,
//! destinations, notation and chances. In the rules module and the game page's light module;
//! out of the package's games module, whose entry answers them from the rules module
//! (docs/size.md, "No stateless question twice").

use crate::{thrown, Answer};
use tablier::service::advice;
use tablier::service::calls;
use wasm_bindgen::prelude::*;

export! { calls:
    /// Checks a position; the position normalised.
    validate => validate(position);
    /// The jans, points and legal plays of the position's roll.
    analyse => analyse(position);
    /// Every distinct legal play of the position's roll.
    legalPlays => legal_plays(position);
    /// The legal next single-die moves once some moves of the roll are made.
    destinations => destinations(position, so_far);
    /// Null, or the rule a single move breaks after some moves of the roll.
    refusal => refusal(position, so_far, mv);
    /// The roll's moves after some are made: the dice spent, each destination's chain, the play completed.
    moves => moves(position, so_far);
    /// Null if the play is legal; else throws the rule it breaks.
    checkPlay => check_play(position, play);
    /// The position a legal play leaves.
    applyPlay => apply_play(position, play);
    /// The same position with these dice, or none.
    withDice => with_dice(position, dice);
    /// The start of a game.
    startPosition => start_position(game);
    /// The position in the compact notation.
    toNotation => to_notation(position);
    /// A position read from the compact notation.
    fromNotation => from_notation(notation);
}

export! { advice:
    /// The 36 coups of the coming throw counted (docs/chances.md).
    chances => chances(position);
}

/// The legal plays generated `times` times from one position read: for the benchmark that takes
/// the crossing out of the engine's time (`benches/node/plays.mjs`).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchLegalPlays)]
pub fn bench_legal_plays(position: &str, times: u32) -> Answer {
    calls::legal_plays_times(position, times).map_err(thrown)
}
