//! An exercise's id: a short stable string naming where its position comes from
//! (docs/exercises.md, "Ids"), read back with a typed refusal for anything else.

use super::games::MAX_ROLLS;
use crate::dice::Dice;
use crate::error::Error;
use std::fmt;

/// What an id names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExerciseId {
    /// `points-<seed>-<roll>-<dice>`: compter les points in the position before roll `roll`
    /// (from 0) of game `seed`, with the roll `dice` (two digits, the first die first: `64`),
    /// the one thrown in the game or any other.
    Points {
        /// The game's seed.
        seed: u64,
        /// The roll, counted from 0.
        roll: usize,
        /// The dice.
        dice: Dice,
    },
    /// `seed-<name>`: compter les points on a worked example of the seeds (`curated`).
    Seed(String),
    /// `coup-<seed>-<roll>`: choisir le coup.
    Play {
        /// The game's seed.
        seed: u64,
        /// The roll, counted from 0.
        roll: usize,
    },
    /// `tenir-<seed>-<roll>`: tenir ou s'en aller.
    Decision {
        /// The game's seed.
        seed: u64,
        /// The roll, counted from 0.
        roll: usize,
    },
    /// `chances-<seed>-<roll>-<question>`: compter les chances of the position before that
    /// roll, the `question`-th question it offers (`ChancesQuestion`s in their order).
    Chances {
        /// The game's seed.
        seed: u64,
        /// The roll, counted from 0.
        roll: usize,
        /// Which question, counted from 0.
        question: usize,
    },
}

fn refuse(text: &str) -> Error {
    let shown: String = text.chars().take(40).collect();
    Error::BadRequest(format!(
        "not an exercise id: {shown:?} (points-<seed>-<roll>-<dice>, coup-<seed>-<roll>, tenir-…, chances-<seed>-<roll>-<n>, seed-<name>)"
    ))
}

/// A number of the id: decimal digits only, no sign, no leading zero (one spelling per id).
fn number(s: &str) -> Option<u64> {
    let canonical = !s.is_empty()
        && s.len() <= 19
        && s.bytes().all(|b| b.is_ascii_digit())
        && (s == "0" || !s.starts_with('0'));
    if canonical {
        s.parse().ok()
    } else {
        None
    }
}

/// Two dice as two digits, `64`.
fn dice(s: &str) -> Option<Dice> {
    match s.as_bytes() {
        &[a, b] if a.is_ascii_digit() && b.is_ascii_digit() => Dice::new(a - b'0', b - b'0').ok(),
        _ => None,
    }
}

fn roll(s: &str) -> Option<usize> {
    number(s)
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| n < MAX_ROLLS)
}

impl ExerciseId {
    /// Reads an id; anything else is refused (`bad-request`), naming the forms.
    pub fn parse(text: &str) -> Result<ExerciseId, Error> {
        let bad = || refuse(text);
        if let Some(name) = text.strip_prefix("seed-") {
            let ok = !name.is_empty()
                && name.len() <= 60
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            return if ok {
                Ok(ExerciseId::Seed(name.to_string()))
            } else {
                Err(bad())
            };
        }
        let mut parts = text.split('-');
        let kind = parts.next().ok_or_else(bad)?;
        let seed = parts.next().and_then(number).ok_or_else(bad)?;
        let at = parts.next().and_then(roll).ok_or_else(bad)?;
        let id = match kind {
            "points" => ExerciseId::Points {
                seed,
                roll: at,
                dice: parts.next().and_then(dice).ok_or_else(bad)?,
            },
            "coup" => ExerciseId::Play { seed, roll: at },
            "tenir" => ExerciseId::Decision { seed, roll: at },
            "chances" => {
                let question = parts
                    .next()
                    .and_then(number)
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|&n| n < 64)
                    .ok_or_else(bad)?;
                ExerciseId::Chances {
                    seed,
                    roll: at,
                    question,
                }
            }
            _ => return Err(bad()),
        };
        if parts.next().is_some() {
            return Err(bad());
        }
        Ok(id)
    }
}

impl fmt::Display for ExerciseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExerciseId::Points { seed, roll, dice } => {
                write!(f, "points-{seed}-{roll}-{}{}", dice.first(), dice.second())
            }
            ExerciseId::Seed(name) => write!(f, "seed-{name}"),
            ExerciseId::Play { seed, roll } => write!(f, "coup-{seed}-{roll}"),
            ExerciseId::Decision { seed, roll } => write!(f, "tenir-{seed}-{roll}"),
            ExerciseId::Chances {
                seed,
                roll,
                question,
            } => write!(f, "chances-{seed}-{roll}-{question}"),
        }
    }
}
