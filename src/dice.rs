//! The two dice of a roll (a coup de dés).

use crate::error::Error;

/// Two dice, each 1–6, kept in the order given (docs/interchange.md: "in any order").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice(u8, u8);

impl Dice {
    /// A roll from its two dice; an error unless each shows 1 to 6.
    pub fn new(a: u8, b: u8) -> Result<Dice, Error> {
        for d in [a, b] {
            if !(1..=6).contains(&d) {
                return Err(Error::BadDice(format!("a die shows 1 to 6, not {d}")));
            }
        }
        Ok(Dice(a, b))
    }

    /// The first die, as given.
    pub fn first(self) -> u8 {
        self.0
    }
    /// The second die, as given.
    pub fn second(self) -> u8 {
        self.1
    }
    /// The higher number: a 6-5 is named "six et cinq" (000 NOMMER LES DÉS).
    pub fn high(self) -> u8 {
        self.0.max(self.1)
    }
    /// The lower number.
    pub fn low(self) -> u8 {
        self.0.min(self.1)
    }
    /// A doublet: both dice the same (beset, double-deux, ternes, carmes, quines, sonnez).
    pub fn is_doublet(self) -> bool {
        self.0 == self.1
    }
    /// Both dice, in the order given.
    pub fn as_array(self) -> [u8; 2] {
        [self.0, self.1]
    }

    /// The 21 distinct rolls, larger die first: the 15 simple rolls and the 6 doublets.
    pub fn all_rolls() -> impl Iterator<Item = Dice> {
        (1..=6u8).flat_map(|a| (1..=a).map(move |b| Dice(a, b)))
    }

    /// How many of the 36 throws give this roll: 1 for a doublet, 2 otherwise.
    pub fn chances(self) -> u8 {
        if self.is_doublet() {
            1
        } else {
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_one_rolls_thirty_six_chances() {
        let rolls: Vec<Dice> = Dice::all_rolls().collect();
        assert_eq!(rolls.len(), 21);
        assert_eq!(rolls.iter().map(|d| d.chances() as u32).sum::<u32>(), 36);
    }

    #[test]
    fn dice_outside_one_to_six_refused() {
        assert!(Dice::new(0, 3).is_err());
        assert!(Dice::new(3, 7).is_err());
        assert!(Dice::new(6, 1).is_ok());
    }
}
