//! The Jacquet player (003): a race with a bouchon, judged by 003 STRATÉGIE
//! (docs/rules/ai.md, "Jacquet").

use super::eval::Value;
use super::position_hash;
use super::search::best_index;
use super::Level;
use crate::board::{Board, View};
use crate::error::Error;
use crate::jacquet::{self, JacquetOptions};
use crate::play::{Dest, Play};
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// The computer's play in a Jacquet position under the variants `opts` (003): one of
/// `jacquet::legal_plays_with(pos, opts)`, the empty play when nothing can be played.
/// The amateur and the fort follow 003 STRATÉGIE (`race_value`).
pub fn choose_jacquet_play(
    pos: &Position,
    level: Level,
    opts: &JacquetOptions,
) -> Result<Play, Error> {
    choose_jacquet_play_weighted(pos, level, opts, &RaceWeights::DEFAULT)
}

/// Weights of the Jacquet evaluation (docs/rules/ai.md, "Jacquet"); public for matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceWeights {
    /// Per pip the mover still has to travel (most plays travel the same: it tells apart
    /// the plays that waste a number in the sortie or cannot play one).
    pub pip: i64,
    /// Per flèche of the longest run of flèches the mover holds (003 STRATÉGIE: "formez un
    /// bouchon en occupant une succession de flèches").
    pub run: i64,
}

impl RaceWeights {
    /// The weights the levels play with (docs/rules/ai.md).
    pub const DEFAULT: RaceWeights = RaceWeights { pip: 4, run: 6 };
}

/// `choose_jacquet_play` with other weights.
pub fn choose_jacquet_play_weighted(
    pos: &Position,
    level: Level,
    opts: &JacquetOptions,
    w: &RaceWeights,
) -> Result<Play, Error> {
    let plays = jacquet::legal_plays_with(pos, opts)?;
    if plays.is_empty() {
        return Ok(Play::empty());
    }
    if plays.len() == 1 || level == Level::Debutant {
        let i = (position_hash(pos) % plays.len() as u64) as usize;
        return Ok(plays.get(i).copied().unwrap_or_default());
    }
    let me = pos.turn();
    let mut scored = Vec::with_capacity(plays.len());
    for (i, play) in plays.iter().enumerate() {
        // The plays are legal: moving the dames is all there is to do (checking each again
        // would cost as much as listing them all, and a doublet lists hundreds).
        let after = moved(pos.board(), me, play);
        scored.push((race_value(&after.view(Variant::Jacquet, me), w), i));
    }
    Ok(best_index(scored.into_iter())
        .and_then(|i| plays.get(i).copied())
        .unwrap_or_default())
}

/// The board after `side` moves the dames of a legal `play`.
fn moved(board: &Board, side: Side, play: &Play) -> Board {
    let mut b = *board;
    for m in play.moves() {
        b.set(side, m.from, b.get(side, m.from).saturating_sub(1));
        if let Dest::To(f) = m.to {
            b.set(side, f, b.get(side, f).saturating_add(1));
        }
    }
    b
}

/// The mover's race position on his own path (003 STRATÉGIE): the pips still to travel, and
/// while some dames are not yet home, the longest run of flèches held.
fn race_value(v: &View, w: &RaceWeights) -> Value {
    let mut pips: Value = 0;
    let (mut run, mut longest) = (0, 0);
    for step in 1..=24u8 {
        let n = v.own_at(step) as Value;
        pips += n * (25 - step as Value);
        if n > 0 {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    // Once every dame is home (the last quadrant, steps 19–24) only the race is left.
    if (1..=18u8).all(|s| v.own_at(s) == 0) {
        return -w.pip * pips;
    }
    -w.pip * pips + w.run * longest
}

#[cfg(test)]
mod tests {
    use super::*;

    // 003 STRATÉGIE: a run of held flèches (a bouchon in the making) is worth more than the same
    // flèches apart; once home, only the pips count.
    #[test]
    fn race_value_rewards_a_run() {
        let w = RaceWeights::DEFAULT;
        let mut apart = View {
            own: [0; 24],
            opp: [0; 24],
        };
        let mut run = apart;
        for (i, s) in [2usize, 4, 6].into_iter().enumerate() {
            apart.own[s] = 5;
            run.own[3 + i] = 5;
        }
        // Same pips: 5 × (22 + 20 + 18) against 5 × (21 + 20 + 19).
        assert!(race_value(&run, &w) > race_value(&apart, &w));
        let mut home = View {
            own: [0; 24],
            opp: [0; 24],
        };
        home.own[20] = 10;
        home.own[23] = 5;
        assert_eq!(race_value(&home, &w), -w.pip * (10 * 4 + 5));
    }

    #[test]
    fn moved_moves_the_dames_of_a_play() {
        use crate::fleche::Fleche;
        use crate::play::Move;
        let b = Board::start(Variant::Trictrac);
        let (b1, b6, b7) = (
            Fleche::B1,
            Fleche::parse("B6").unwrap(),
            Fleche::parse("B7").unwrap(),
        );
        let play =
            Play::from_moves(&[Move::new(b1, Dest::To(b6)), Move::new(b1, Dest::To(b7))]).unwrap();
        let after = moved(&b, Side::White, &play);
        assert_eq!(after.get(Side::White, b1), 13);
        assert_eq!(after.get(Side::White, b6), 1);
        assert_eq!(after.get(Side::White, b7), 1);
        assert_eq!(after.get(Side::Black, Fleche::N1), 15);
    }
}
