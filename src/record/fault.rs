//! What is wrong with a record, step by step: the faults a replay finds, each with a stable code.

use super::{
    EcoleJson, PerSideJson, VERSION_DROITS, VERSION_GAMES, VERSION_HAND_MARKS, VERSION_ORDER,
    VERSION_SET_SCORES,
};
use crate::analysis::Points;
use crate::ecole::EcoleKind;
use crate::error::Error;
use crate::notation::compact::ScoreText;
use crate::score::{Holes, Score};
use crate::side::Side;
use std::fmt;

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
            let cause = e.cause.name();
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
    /// A record of this version cannot be read, for this reason.
    UnreadableVersion(u64, Error),
    /// The rules refuse the step (an illegal play, bad dice, …).
    Rule(Error),
    /// The roll is recorded for the side not to play.
    WrongSide {
        /// The side to play.
        expected: Side,
        /// The side recorded.
        found: Side,
    },
    /// The roll's points are not those the rules give.
    WrongPoints {
        /// The points of the analysis.
        expected: Points,
        /// The points recorded.
        found: PerSideJson,
    },
    /// The trous recorded are not those the marking wins.
    WrongHoles {
        /// The trous of the marking.
        expected: Holes,
        /// The trous recorded.
        found: PerSideJson,
    },
    /// The score recorded is not the one the replay reaches.
    WrongScore {
        /// The replay's score.
        expected: Score,
        /// The score recorded.
        found: Score,
    },
    /// The winner recorded is not the one the replay finds.
    WrongWinner {
        /// The replay's winner.
        expected: Option<Side>,
        /// The winner recorded.
        found: Option<Side>,
    },
    /// The mover could leave and the record says nothing.
    DecisionMissing,
    /// A decision where none was offered (leaving needs a trou completed by one's own roll).
    DecisionNotOffered,
    /// A decision other than `"hold"` or `"leave"`.
    BadDecision(String),
    /// A play is due and the record has none.
    PlayMissing,
    /// A play where none is due (after leaving, or once the game is over).
    UnexpectedPlay,
    /// A roll after the game was won.
    GameOver,
    /// The recorded écoles are not those the engine's check finds in what was marked.
    WrongEcoles {
        /// The écoles the check finds.
        expected: Vec<EcoleJson>,
        /// The écoles recorded.
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
    /// A field of version 3 (`game`, `options`, `lot`, `generator`, `jacquet`) in an older record.
    NeedsVersion3(&'static str),
    /// The lot for the primauté is wrong: a throw after it was won, or a lot where the game
    /// does not draw one.
    BadLot(Error),
    /// The first roll of a game whose primauté was drawn is not the lot's two dice.
    WrongFirstRoll,
    /// `droits` in a record older than version 4.
    DroitsNeedVersion4,
    /// A right the record says was exercised is not open at that moment, or cannot be read.
    BadDroit(Error),
    /// `order` or `marked_before` on a roll in a record older than version 5.
    NeedsVersion5(&'static str),
    /// `set_scores` on a roll in a record older than version 6.
    NeedsVersion6,
    /// A roll's `order` does not name each of its steps once (its play or fausse case, its
    /// marks each time they were put in, one per right exercised), or `marked_before` comes
    /// without `marked`.
    BadOrder,
    /// A partie à écrire: the sheet written is not the one its marqués replay to.
    WrongSheet,
    /// A partie à écrire: a marqué's record is not one (another game or goal), is not over
    /// where the next one follows, or comes after the partie is over.
    BadMarque(Error),
    /// A partie à écrire: what is wrong in one of its marqués (numbered from 1, refaits
    /// included); the step is that marqué's.
    InMarque {
        /// The marqué, from 1.
        marque: usize,
        /// What is wrong in it.
        fault: Box<Fault>,
    },
}

/// A refused record: the step (1 = the first roll; 0 = the record as a whole) and the fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The step refused: 1 for the first roll, 0 for the record as a whole.
    pub step: usize,
    /// What is wrong with it.
    pub fault: Fault,
}

impl RecordError {
    pub(crate) fn at(step: usize, fault: Fault) -> RecordError {
        RecordError { step, fault }
    }

    /// A stable kebab-case code: the rule's own code for a refused play.
    pub fn code(&self) -> &'static str {
        self.fault.code()
    }
}

impl Fault {
    /// A stable kebab-case code: the rule's own code for a refused play; in a marqué of a
    /// partie à écrire, the marqué's fault's code.
    pub fn code(&self) -> &'static str {
        match self {
            Fault::Unreadable(e) | Fault::Rule(e) | Fault::UnreadableVersion(_, e) => e.code(),
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
            Fault::NeedsVersion3(_) => "needs-version-3",
            Fault::BadLot(_) => "bad-lot",
            Fault::WrongFirstRoll => "wrong-first-roll",
            Fault::DroitsNeedVersion4 => "droits-need-version-4",
            Fault::BadDroit(_) => "bad-droit",
            Fault::NeedsVersion5(_) => "needs-version-5",
            Fault::NeedsVersion6 => "needs-version-6",
            Fault::BadOrder => "bad-order",
            Fault::WrongSheet => "wrong-sheet",
            Fault::BadMarque(_) => "bad-marque",
            Fault::InMarque { fault, .. } => fault.code(),
        }
    }
}

fn per_side(w: u32, b: u32) -> String {
    format!("white {w}, black {b}")
}

/// What is wrong in a record that cannot be read: a JSON fault in its own words (the error's
/// Display speaks of any call's JSON, where this is a record's), any other as it says.
struct Unread<'a>(&'a Error);

impl fmt::Display for Unread<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Error::BadJson(m) => f.write_str(m),
            e => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.fault {
            Fault::InMarque { marque, fault } => {
                write!(f, "marqué {marque}")?;
                if self.step > 0 {
                    write!(f, ", roll {}", self.step)?;
                }
                write!(f, ": {fault}")
            }
            fault => {
                if self.step > 0 {
                    write!(f, "roll {}: ", self.step)?;
                }
                write!(f, "{fault}")
            }
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Unreadable(e) => write!(f, "not a game record: {}", Unread(e)),
            Fault::UnreadableVersion(v, e) => {
                write!(
                    f,
                    "a game record of version {v} that cannot be read: {}",
                    Unread(e)
                )
            }
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
            // As the compact notation writes a score, and a side by its name: the types' `Debug`
            // read badly and brought Rust's struct printer into the WebAssembly module.
            Fault::WrongScore { expected, found } => write!(
                f,
                "the score is {}, not {}",
                ScoreText(expected),
                ScoreText(found)
            ),
            Fault::WrongWinner { expected, found } => {
                let name = |w: &Option<Side>| w.map_or("no one", Side::name);
                write!(f, "the winner is {}, not {}", name(expected), name(found))
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
            Fault::NeedsVersion3(field) => write!(
                f,
                "`{field}` is version {VERSION_GAMES} of the format, the record says an older version"
            ),
            Fault::BadLot(e) => write!(f, "the lot for the primauté: {e}"),
            Fault::DroitsNeedVersion4 => write!(
                f,
                "`droits` is version {VERSION_DROITS} of the format, the record says an older version"
            ),
            Fault::BadDroit(e) => write!(f, "the right exercised: {e}"),
            Fault::NeedsVersion5(field) => write!(
                f,
                "`{field}` is version {VERSION_ORDER} of the format, the record says an older version"
            ),
            Fault::NeedsVersion6 => write!(
                f,
                "`set_scores` is version {VERSION_SET_SCORES} of the format, the record says an older version"
            ),
            Fault::BadOrder => f.write_str(
                "the roll's `order` does not name each of its steps once: its play (or `attempt` and `choice`), `marked`, a `droit` per right exercised",
            ),
            Fault::WrongFirstRoll => f.write_str(
                "the first roll after the lot is the lot's two dice, thrown by the side that won it",
            ),
            Fault::WrongSheet => f.write_str(
                "the sheet written is not the one the marqués replay to",
            ),
            Fault::BadMarque(e) => write!(f, "{e}"),
            Fault::InMarque { marque, fault } => write!(f, "marqué {marque}: {fault}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// A refused record as the library's error, so that `?` carries it: its code, the step and the
/// message naming it. The conversion lives here, beside the record, so that `error.rs` (a lower
/// layer) needs nothing of `record`.
impl From<RecordError> for Error {
    fn from(e: RecordError) -> Error {
        Error::Record {
            code: e.code(),
            step: e.step,
            message: format!("not a record this engine replays: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::record::RecordJson;

    /// docs/record.md: a record that cannot be read is refused naming its version and what is
    /// wrong, in a record's words, not a position's.
    #[test]
    fn an_unreadable_record_names_its_version_and_what_is_wrong() {
        let said = |text: &str| RecordJson::parse(text).unwrap_err().to_string();
        assert_eq!(
            said(r#"{"format":"tablier-partie","version":9}"#),
            "a game record of version 9 that cannot be read: this reader knows versions 1 to 6"
        );
        assert!(
            said(r#"{"format":"tablier-partie","version":3,"rolls":[{"side":"white"}]}"#)
                .starts_with(
                    "a game record of version 3 that cannot be read: missing field `dice`"
                )
        );
        assert!(said("{").starts_with("not a game record: "));
        assert!(!said(r#"{"format":"x"}"#).contains("position"));
    }

    /// A refused record converts to the library's error with its code, step and message kept.
    #[test]
    fn a_record_error_becomes_the_error_record_with_its_code_and_step() {
        use super::{Fault, RecordError};
        use crate::error::Error;
        let e = RecordError::at(3, Fault::PlayMissing);
        let message = format!("not a record this engine replays: {e}");
        let converted = Error::from(e);
        assert_eq!(converted.to_string(), message);
        assert_eq!(
            converted,
            Error::Record {
                code: "play-missing",
                step: 3,
                message
            }
        );
    }
    /// A wrong score or winner is said as the compact notation writes a score and a side by its
    /// name, not as Rust's `Debug` printed the types (`Score { white: SideScore { … } }`).
    #[test]
    fn a_wrong_score_or_winner_reads_as_the_notation_writes_it() {
        use super::Fault;
        use crate::score::{Score, SideScore};
        use crate::side::Side;
        let side = |points, holes, bredouille| SideScore {
            points,
            holes,
            bredouille,
        };
        let expected = Score {
            white: side(4, 1, true),
            black: side(0, 2, false),
        };
        let found = Score {
            white: side(6, 1, false),
            black: side(0, 2, false),
        };
        assert_eq!(
            Fault::WrongScore { expected, found }.to_string(),
            "the score is 4.1b/0.2, not 6.1/0.2"
        );
        assert_eq!(
            Fault::WrongWinner {
                expected: Some(Side::Black),
                found: None
            }
            .to_string(),
            "the winner is black, not no one"
        );
    }
}
