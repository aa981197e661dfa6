//! A `Setup` is what was read (JSON, notation), not yet trusted; `Position::from_setup` checks it.
//! Past that point every rule may assume a valid position.

use crate::board::{Board, DAMES};
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::{steps, Fleche};
use crate::score::Score;
use crate::side::{BySide, Side};
use crate::variant::Variant;

/// Rolls played by each side since the start of the game, the marqué or the last relevé (the
/// position's `coups`): the jans de départ are made only in the first ones (000 JANS DE DÉPART).
/// `None` in a position means unknown.
pub type Coups = BySide<u32>;

/// Everything a position says, unchecked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The game: Trictrac or Jacquet.
    pub variant: Variant,
    /// Where the dames stand.
    pub board: Board,
    /// The side to roll, or to play the roll in `dice`.
    pub turn: Side,
    /// The roll thrown and not yet played, if any.
    pub dice: Option<Dice>,
    /// The coups played by each side, when known (see `Coups`).
    pub coups: Option<Coups>,
    /// The points on the jetons and the trous on the fichets (Trictrac).
    pub score: Score,
}

impl Setup {
    /// The start of a game: all dames on their talons, White to roll.
    pub fn start(variant: Variant) -> Setup {
        Setup {
            variant,
            board: Board::start(variant),
            turn: Side::White,
            dice: None,
            coups: Some(Coups::default()),
            score: Score::default(),
        }
    }
}

/// A checked position: a board that can stand, a side to play, maybe a roll, the score.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    setup: Setup,
}

impl Position {
    /// The start of a game: all dames on their talons, White to roll, no marks.
    pub fn start(variant: Variant) -> Position {
        Position {
            setup: Setup::start(variant),
        }
    }

    /// Checks a setup; the first problem found is returned: more than fifteen dames, a side with
    /// none (Trictrac), a flèche held by both sides, a lone dame on one's coin or any on the
    /// opponent's (000 COINS), dames borne off while others are outside the last six flèches
    /// (000 SORTIE), a score the jetons and fichets cannot show.
    pub fn from_setup(setup: Setup) -> Result<Position, Error> {
        check_board(setup.variant, &setup.board)?;
        setup.score.check()?;
        Ok(Position { setup })
    }

    /// What the position says.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    /// What the position says, taken out of it (to change and check again).
    pub fn into_setup(self) -> Setup {
        self.setup
    }
    /// The game: Trictrac or Jacquet.
    pub fn variant(&self) -> Variant {
        self.setup.variant
    }
    /// Where the dames stand.
    pub fn board(&self) -> &Board {
        &self.setup.board
    }
    /// The side to roll, or to play the roll in `dice`.
    pub fn turn(&self) -> Side {
        self.setup.turn
    }
    /// The roll thrown and not yet played, if any.
    pub fn dice(&self) -> Option<Dice> {
        self.setup.dice
    }
    /// The coups played by each side, when known.
    pub fn coups(&self) -> Option<Coups> {
        self.setup.coups
    }
    /// The points and trous marked so far.
    pub fn score(&self) -> &Score {
        &self.setup.score
    }

    /// The same position with another roll (or none). Dice are always valid once built.
    pub fn with_dice(&self, dice: Option<Dice>) -> Position {
        let mut p = self.clone();
        p.setup.dice = dice;
        p
    }

    /// The same position with another score; an error if the jetons and fichets cannot show it.
    pub fn with_score(&self, score: Score) -> Result<Position, Error> {
        score.check()?;
        let mut p = self.clone();
        p.setup.score = score;
        Ok(p)
    }

    /// Rule code's own constructor: the caller guarantees the board is one that play can reach
    /// from a valid position (checked in debug builds).
    pub(crate) fn from_parts_unchecked(setup: Setup) -> Position {
        debug_assert!(
            check_board(setup.variant, &setup.board).is_ok(),
            "{:?}",
            setup.board
        );
        Position { setup }
    }
}

// Plain loops over the two rows of counts, not `occupied`: at the WebAssembly module's
// opt-level "z" each iterator adapter was a call per flèche, and every position read crosses here.
fn check_board(variant: Variant, board: &Board) -> Result<(), Error> {
    let mut totals = [0u32; 2];
    for side in Side::BOTH {
        let row = board.counts(side);
        let mut total = 0u32;
        let mut i = 0;
        while let Some(&n) = row.get(i) {
            total += n as u32;
            i += 1;
        }
        if total > DAMES as u32 {
            return Err(Error::TooManyDames { side, count: total });
        }
        // A Jacquet manche ends with one side's dames all off; a Trictrac board never shows
        // that, since the dames are relevées at once.
        if total == 0 && variant == Variant::Trictrac {
            return Err(Error::NoDames(side));
        }
        totals[side.index()] = total;
    }
    // Jacquet: a manche ends when the first side has borne off its last dame, so the other
    // side still has at least one on the board.
    if variant == Variant::Jacquet && totals == [0, 0] {
        return Err(Error::NoDames(Side::Black));
    }
    let mut i = 0u8;
    while let Some(f) = Fleche::new(i) {
        if board.get(Side::White, f) > 0 && board.get(Side::Black, f) > 0 {
            return Err(Error::FlecheHeldByBoth(f));
        }
        i += 1;
    }
    if variant == Variant::Trictrac {
        for side in Side::BOTH {
            let mut i = 0u8;
            while let Some(f) = Fleche::new(i) {
                let n = board.get(side, f);
                let step = f.step(variant, side);
                if n > 0 && step == steps::COIN && n == 1 {
                    return Err(Error::LoneDameOnCoin { side, fleche: f });
                }
                if n > 0 && step == steps::COIN_ADVERSE {
                    return Err(Error::DameOnOpponentCoin { side, fleche: f });
                }
                i += 1;
            }
        }
    }
    // A side that has borne dames off has had them all in its last quarter since (dames never
    // go back): Trictrac's jan de retour, Jacquet's last quadrant, steps 19–24 in both.
    for side in Side::BOTH {
        if totals[side.index()] < DAMES as u32 {
            let mut i = 0u8;
            while let Some(f) = Fleche::new(i) {
                if board.get(side, f) > 0 && f.step(variant, side) < 19 {
                    return Err(Error::BorneOffOutsideRetour {
                        side,
                        fleche: f,
                        variant,
                    });
                }
                i += 1;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checks as written before they were plain loops (over `occupied`, `on_board`,
    /// `borne_off`): `check_board` must refuse what this refused, with the same error.
    fn former_check_board(variant: Variant, board: &Board) -> Result<(), Error> {
        for side in Side::BOTH {
            let total: u32 = board.occupied(side).map(|(_, n)| n as u32).sum();
            if total > DAMES as u32 {
                return Err(Error::TooManyDames { side, count: total });
            }
            // A Jacquet manche ends with one side's dames all off; a Trictrac board never shows
            // that, since the dames are relevées at once.
            if total == 0 && variant == Variant::Trictrac {
                return Err(Error::NoDames(side));
            }
        }
        // Jacquet: a manche ends when the first side has borne off its last dame, so the other
        // side still has at least one on the board.
        if variant == Variant::Jacquet && Side::BOTH.iter().all(|&s| board.on_board(s) == 0) {
            return Err(Error::NoDames(Side::Black));
        }
        for f in Fleche::all() {
            if board.get(Side::White, f) > 0 && board.get(Side::Black, f) > 0 {
                return Err(Error::FlecheHeldByBoth(f));
            }
        }
        if variant == Variant::Trictrac {
            for side in Side::BOTH {
                for (f, n) in board.occupied(side) {
                    let step = f.step(variant, side);
                    if step == steps::COIN && n == 1 {
                        return Err(Error::LoneDameOnCoin { side, fleche: f });
                    }
                    if step == steps::COIN_ADVERSE {
                        return Err(Error::DameOnOpponentCoin { side, fleche: f });
                    }
                }
            }
        }
        // A side that has borne dames off has had them all in its last quarter since (dames never
        // go back): Trictrac's jan de retour, Jacquet's last quadrant, steps 19–24 in both.
        for side in Side::BOTH {
            if board.borne_off(side) > 0 {
                if let Some((f, _)) = board
                    .occupied(side)
                    .find(|&(f, _)| f.step(variant, side) < 19)
                {
                    return Err(Error::BorneOffOutsideRetour {
                        side,
                        fleche: f,
                        variant,
                    });
                }
            }
        }
        Ok(())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn check_board_agrees_with_the_former_checks(
            jacquet in proptest::bool::ANY,
            white in proptest::collection::vec((0u8..24, 1u8..5), 0..9),
            black in proptest::collection::vec((0u8..24, 1u8..5), 0..9),
        ) {
            let variant = if jacquet { Variant::Jacquet } else { Variant::Trictrac };
            let mut board = Board::empty();
            for (side, dames) in [(Side::White, &white), (Side::Black, &black)] {
                for &(i, n) in dames {
                    if let Some(f) = Fleche::new(i) {
                        board.set(side, f, n);
                    }
                }
            }
            proptest::prop_assert_eq!(check_board(variant, &board), former_check_board(variant, &board));
        }
    }

    fn setup(variant: Variant, white: &[(&str, u8)], black: &[(&str, u8)]) -> Setup {
        let mut s = Setup::start(variant);
        s.board = Board::empty();
        for (side, dames) in [(Side::White, white), (Side::Black, black)] {
            for &(name, n) in dames {
                if let Some(f) = Fleche::parse(name) {
                    s.board.set(side, f, n);
                }
            }
        }
        s
    }

    #[test]
    fn jacquet_end_of_manche_has_one_side_out_never_both() {
        // 003: the manche ends when one side has borne off all its dames.
        let one_out = setup(Variant::Jacquet, &[], &[("B12", 3)]);
        assert!(Position::from_setup(one_out).is_ok());
        let both_out = setup(Variant::Jacquet, &[], &[]);
        assert_eq!(
            Position::from_setup(both_out).unwrap_err().code(),
            "no-dames"
        );
        // Trictrac never shows a side with no dame (000 SORTIE: relevé at once).
        let trictrac = setup(Variant::Trictrac, &[], &[("N1", 15)]);
        assert_eq!(
            Position::from_setup(trictrac).unwrap_err().code(),
            "no-dames"
        );
    }

    #[test]
    fn borne_off_message_names_the_games_last_quarter() {
        let t = setup(Variant::Trictrac, &[("N3", 10), ("B9", 2)], &[("N1", 15)]);
        let e = Position::from_setup(t).unwrap_err().to_string();
        assert!(e.contains("jan de retour"), "{e}");
        // Jacquet: Black's last quadrant is B7–B12; a dame on N5 with some borne off is impossible.
        let j = setup(Variant::Jacquet, &[("B1", 15)], &[("B10", 10), ("N5", 2)]);
        let e = Position::from_setup(j).unwrap_err().to_string();
        assert!(e.contains("last quadrant"), "{e}");
    }
}
