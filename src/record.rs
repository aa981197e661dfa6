//! The record of a game, one format for every game (docs/record.md): Trictrac's tour or marqué
//! (the start position, the lot for the primauté, then per roll the dice, the marks, the
//! decision and the play) and Jacquet's partie (per manche the first throw and the rolls). A
//! record saved at any moment replays to that moment, each step checked against the rules.
//! Versions 1 and 2 (`tablier-partie` records of the tour) are still read.

mod ecrire;
mod fault;
pub(crate) mod frame;
mod jacquet;
pub mod lines;
mod order;
mod read;
mod replay;

pub use crate::notation::droits::DroitJson;
pub use crate::note::{Note, COLOURS, MAX_COMMENT, MAX_DRAWINGS};
pub use ecrire::EcrireRecordJson;
pub use fault::{Fault, RecordError};
pub use jacquet::{JacquetRecordJson, JacquetRollJson, MancheJson};
pub use replay::Replay;

use crate::analysis::Points;
use crate::ecole::{Cause, Ecole, EcoleKind};
use crate::error::Error;
use crate::notation::json::{FausseJson, MarkedJson, Name, PlayJson, PositionJson, ScoreJson};
use crate::partie::{First, Goal, HandMarks, Partie, PartieOptions, RollStep};
use crate::rng::Rng;
use crate::score::Score;
use crate::side::Side;
use crate::trictrac::Sortie;
use serde::{Deserialize, Serialize};

/// The `format` field of a record.
pub const FORMAT: &str = "tablier-partie";
/// The first version: the tour, no roll marked by hand. Still what is written for such a game.
pub const VERSION_ENGINE_MARKS: u32 = 1;
/// Since version 2 a roll may say what the sides marked themselves (`marked`, `ecoles`).
pub const VERSION_HAND_MARKS: u32 = 2;
/// Since version 3 a record names its game and options (`game`, `options`, `jacquet`), the
/// lot for the primauté (`lot`) and the dice generator (`generator`).
pub const VERSION_GAMES: u32 = 3;
/// Since version 4 a roll may list the opponent's rights exercised on it (`droits`).
pub const VERSION_DROITS: u32 = 4;
/// Since version 5 a roll may say the order its play, marks and rights were made in (`order`).
pub const VERSION_ORDER: u32 = 5;
/// Since version 6 a roll may keep the scores put in on it by hand (`set_scores`).
pub const VERSION_SET_SCORES: u32 = 6;
/// The newest version of the format, which this code reads along with every older one.
pub const VERSION: u32 = VERSION_SET_SCORES;

/// A game record as JSON (docs/record.md).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct RecordJson {
    /// Always `"tablier-partie"`.
    pub format: String,
    /// The version of the format (absent: 1).
    #[serde(default = "version_one")]
    pub version: u32,
    /// Version 3: the game, `trictrac` (absent) or `jacquet`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<RecordGame>,
    /// Version 3: a Trictrac game's options (absent: the tour, the start's side first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionsJson>,
    /// Version 3: the dice generator, its seed and its state at the save.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generator: Option<GeneratorJson>,
    /// The position before the first roll; absent: the start of a Trictrac game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<PositionJson>,
    /// Version 3: the throws of the lot for the primauté, White's die then Black's, the ties
    /// included; the last (unequal) throw is the first roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Dice[]"))]
    pub lot: Option<Vec<[u8; 2]>>,
    /// Trictrac's rolls, in order; absent when there are none (always, in a Jacquet record or
    /// a partie à écrire's, whose rolls are inside their own parts).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rolls: Vec<RollJson>,
    /// Version 3: a Jacquet partie (`game` is `jacquet`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jacquet: Option<JacquetRecordJson>,
    /// Version 3: a partie à écrire (`game` is `ecrire`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ecrire: Option<Box<EcrireRecordJson>>,
    /// The winner, if the game is over; checked when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
    /// What the application that saved the game agreed it with beyond the rules (the web page:
    /// the computer's level, who plays, marking by hand), as the text it wrote: the rules give it
    /// no meaning. Read and set aside, so that a file the page saved replays here as it stands;
    /// the engine never writes it (docs/record.md, "The page's settings"). Text rather than an
    /// object: reading over any JSON value would cost the browser's module some 7 KB.
    #[serde(default, skip_serializing)]
    pub page: Option<String>,
}

/// Which game a record holds: a record's own name for it, apart from the board's `Game`, so
/// that the partie à écrire can join without being a variant of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum RecordGame {
    /// A game of Trictrac: the tour or a marqué (`options.goal`).
    #[default]
    Trictrac,
    /// A partie of Jacquet (`jacquet`).
    Jacquet,
    /// A partie à écrire (`ecrire`): its marqués, each a game of Trictrac.
    Ecrire,
}

fn version_one() -> u32 {
    VERSION_ENGINE_MARKS
}

/// A Trictrac game's options in a record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct OptionsJson {
    /// `"tour"` (the ordinary game to twelve trous) or `"marque"` (a marqué of the partie à
    /// écrire).
    #[serde(default)]
    pub goal: GoalJson,
    /// `"lot"`: the primauté drawn by lot (`lot`); absent: the start position's side rolls first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<FirstJson>,
    /// `true`: bearing off by the old provinciale rule (docs/rulings.md 18); absent: the
    /// parisienne.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub provinciale: bool,
    /// `true`: the old jan de rencontre is played (docs/rulings.md 19).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rencontre: bool,
    /// `true`: the mover may make a fausse case, put right by the opponent (000 FAUSSE CASE,
    /// docs/rules/fausse-case.md); absent: a play the rules refuse is refused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fausse_case: bool,
}

impl OptionsJson {
    /// The options as the game takes them (a record's, a correspondence's terms').
    pub fn to_options(self) -> PartieOptions {
        PartieOptions {
            goal: match self.goal {
                GoalJson::Tour => Goal::Tour,
                GoalJson::Marque => Goal::Marque,
            },
            first: match self.first {
                Some(FirstJson::Lot) => First::Lot,
                None => First::Side(Side::White),
            },
            sortie: if self.provinciale {
                Sortie::Provinciale
            } else {
                Sortie::Parisienne
            },
            rencontre: self.rencontre,
            fausse_case: self.fausse_case,
        }
    }
}

/// When a Trictrac game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum GoalJson {
    /// The tour.
    #[default]
    Tour,
    /// A marqué.
    Marque,
}

/// Who rolls first, when not the start position's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum FirstJson {
    /// Drawn by lot.
    Lot,
}

/// The dice generator of a game: its seed and its state when saved, each a decimal string (a
/// 64-bit number does not survive JavaScript's numbers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct GeneratorJson {
    /// The seed the game was made with.
    pub seed: String,
    /// The generator's state at the save: the dice go on from it.
    pub state: String,
}

impl GeneratorJson {
    /// The generator of a seed and a state.
    pub fn new(seed: u64, state: u64) -> GeneratorJson {
        GeneratorJson {
            seed: seed.to_string(),
            state: state.to_string(),
        }
    }
    /// The seed and the state, or what is wrong with them.
    pub fn read(&self) -> Result<(u64, u64), Error> {
        let num = |name: &str, s: &str| {
            s.parse::<u64>().map_err(|_| {
                // Quoted cut at 40 characters (docs/limits.md): a 70 KB state came back whole.
                Error::BadJson(format!(
                    "generator {name} {}: a decimal number below 2^64",
                    crate::error::Quoted(s)
                ))
            })
        };
        Ok((num("seed", &self.seed)?, num("state", &self.state)?))
    }
}

/// Points or trous per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PerSideJson {
    /// White's.
    pub white: u32,
    /// Black's.
    pub black: u32,
}

impl From<Points> for PerSideJson {
    fn from(p: Points) -> Self {
        PerSideJson {
            white: p.white,
            black: p.black,
        }
    }
}

/// One roll of the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct RollJson {
    /// The side that rolled.
    pub side: Side,
    /// The dice thrown, in the order thrown.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
    pub dice: [u8; 2],
    /// The points the roll gave each side (before any decision).
    pub points: PerSideJson,
    /// The trous each side marked from this roll.
    pub holes: PerSideJson,
    /// `"hold"` or `"leave"`: present exactly when the mover completed a trou with his own
    /// roll and so could leave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    /// The play as interchange moves; `[]` when nothing can be played; absent after leaving
    /// and when the roll ended the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub play: Option<Vec<[Name; 2]>>,
    /// The score after the roll was marked; checked when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreJson>,
    /// Version 2: what the sides marked themselves (the `marked` of `tablier ecole`,
    /// docs/ecole.md). The replay runs the école check on it and the verdict's score,
    /// with every école offered marked, replaces the engine's marks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marked: Option<MarkedJson>,
    /// Version 2: the écoles the check finds in `marked`; checked when present (`[]` or absent
    /// without `marked`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ecoles: Option<Vec<EcoleJson>>,
    /// Version 4: the opponent's rights exercised on the roll's marks, in order (refuse the
    /// leave, acquiesce, force or forbid the fill, choose the jeton, contest the école).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub droits: Option<Vec<DroitJson>>,
    /// The roll's fausse case (the attempt, the opponent's choice, the mover's
    /// replay), when the game takes them (`options.fausse_case`); `play` is then the play the
    /// choice gave, absent when the board was left as the mover left it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fausse: Option<FausseJson>,
    /// Version 5: the order the roll's play (or `fausse`'s attempt and choice), `marked` and
    /// `droits` were made in, when it is not the replay's default (docs/record.md): the marks
    /// put in before the play, a right exercised before it. Each of the roll's steps once, a
    /// right once per entry of `droits`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<Vec<RollStep>>,
    /// Version 5: the marks put in on the roll before `marked` replaced them (a later "École
    /// !"), in order: replayed too, so that undo gives them back as the game did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marked_before: Option<Vec<MarkedJson>>,
    /// Version 6: the scores put in on the roll by hand (`Partie::set_score`), in order, each as
    /// `score` is written: replayed in their place in `order` (by default after everything
    /// else), so that a game scored by hand reads back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_scores: Option<Vec<ScoreJson>>,
    /// What a player wrote on the roll: a comment and drawings (docs/record.md, "Notes"). Any
    /// version holds it; the replay keeps it on the roll and plays as if it were not there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Note>,
}

/// One école of a roll, as a record writes it: who made it, by too few or too many, why, how
/// many points, who may mark it and how many, and whether it is consumed or lapsed (the fields of
/// `ecole::Ecole`, docs/ecole.md, but `offer`, which follows from them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct EcoleJson {
    /// The side that made it.
    pub by: Side,
    /// Par omission or par excès.
    pub kind: EcoleKind,
    /// The 000 entry it falls under.
    pub cause: Cause,
    /// Points omitted or marked too many.
    pub points: u32,
    /// The side that may mark it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Side>,
    /// Of `points`, how many `to` may mark.
    #[serde(default)]
    pub markable: u32,
    /// Whether it is consumed (000 QUAND L'ÉCOLE EST CONSOMMÉE).
    #[serde(default)]
    pub consumed: bool,
    /// Whether it is too late to mark it; absent: false.
    #[serde(default, skip_serializing_if = "is_false")]
    pub lapsed: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl From<&Ecole> for EcoleJson {
    fn from(e: &Ecole) -> Self {
        EcoleJson {
            by: e.by,
            kind: e.kind,
            cause: e.cause,
            points: e.points,
            to: e.to,
            markable: e.markable,
            consumed: e.consumed,
            lapsed: e.lapsed,
        }
    }
}

fn ecoles_json(ecoles: &[Ecole]) -> Vec<EcoleJson> {
    ecoles.iter().map(EcoleJson::from).collect()
}

impl RecordJson {
    /// The record as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The record of a game of Trictrac so far (`Partie::to_record`), at whatever moment:
    /// mid-roll, before a decision, during the lot. Written in the oldest version that holds
    /// it (1 for an engine-marked tour from a set side and seed 0).
    pub fn from_partie(p: &Partie) -> RecordJson {
        let hand = |i: usize| -> Option<&HandMarks> { p.hand_marks(i) };
        let rolls: Vec<RollJson> = p
            .turns()
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let roll = RollJson {
                    side: t.side,
                    dice: t.dice.as_array(),
                    points: t.points.into(),
                    holes: t.holes.into(),
                    decision: t.decision.map(|d| d.name().to_string()),
                    play: t.play.map(|pl| PlayJson::from_play(&pl).moves),
                    score: Some(t.score.into()),
                    marked: hand(i).map(|h| MarkedJson::from_marked(&h.marked)),
                    ecoles: hand(i).map(|h| ecoles_json(&h.ecoles)),
                    droits: {
                        let d = p.droits_exercised(i);
                        (!d.is_empty()).then(|| d.iter().map(DroitJson::from).collect())
                    },
                    fausse: fausse_json(p, i),
                    note: p.note(i).cloned(),
                    order: None,
                    marked_before: {
                        let before = p.marks_replaced(i);
                        (!before.is_empty())
                            .then(|| before.into_iter().map(MarkedJson::from_marked).collect())
                    },
                    set_scores: {
                        let put = p.scores_put(i);
                        (!put.is_empty()).then(|| put.into_iter().map(ScoreJson::from).collect())
                    },
                };
                RollJson {
                    order: order::order_json(p, i, &roll),
                    ..roll
                }
            })
            .collect();
        let o = p.options();
        let agreed = o.sortie != Sortie::Parisienne || o.rencontre || o.fausse_case;
        let options =
            (o.goal != Goal::Tour || o.first == First::Lot || agreed).then_some(OptionsJson {
                goal: match o.goal {
                    Goal::Tour => GoalJson::Tour,
                    Goal::Marque => GoalJson::Marque,
                },
                first: (o.first == First::Lot).then_some(FirstJson::Lot),
                provinciale: o.sortie == Sortie::Provinciale,
                rencontre: o.rencontre,
                fausse_case: o.fausse_case,
            });
        let generator = (p.seed() != 0 || p.rng_state() != Rng::new(0).state())
            .then(|| GeneratorJson::new(p.seed(), p.rng_state()));
        let lot = (!p.lot().is_empty()).then(|| p.lot().to_vec());
        let version = if rolls.iter().any(|r| r.set_scores.is_some()) {
            VERSION_SET_SCORES
        } else if rolls
            .iter()
            .any(|r| r.order.is_some() || r.marked_before.is_some())
        {
            VERSION_ORDER
        } else if rolls.iter().any(|r| r.droits.is_some()) {
            VERSION_DROITS
        } else if options.is_some() || generator.is_some() || lot.is_some() {
            VERSION_GAMES
        } else if rolls.iter().any(|r| r.marked.is_some()) {
            VERSION_HAND_MARKS
        } else {
            VERSION_ENGINE_MARKS
        };
        RecordJson {
            format: FORMAT.to_string(),
            version,
            game: None,
            options,
            generator,
            start: Some(PositionJson::from_position(p.start())),
            lot,
            rolls,
            jacquet: None,
            ecrire: None,
            winner: p.winner(),
            page: None,
        }
    }

    /// A Trictrac record's options, as the game takes them.
    fn partie_options(&self) -> PartieOptions {
        self.options.unwrap_or_default().to_options()
    }
}

/// The fausse case of the roll `i`, put right or pending (the last roll), as a record writes it.
fn fausse_json(p: &Partie, i: usize) -> Option<FausseJson> {
    use crate::notation::json::{AttemptJson, ChoiceJson};
    if let Some(r) = p.fausse_case(i) {
        return Some(FausseJson {
            attempt: AttemptJson::from_attempt(&r.attempt),
            choice: Some(ChoiceJson::from_choice(&r.choice)),
            replay: r.replay.as_ref().map(PlayJson::from_play),
        });
    }
    let pending = p.fausse_pending().filter(|_| i + 1 == p.turns().len())?;
    Some(FausseJson {
        attempt: AttemptJson::from_attempt(&pending.attempt),
        choice: None,
        replay: None,
    })
}

impl Partie {
    /// The record of the game so far (docs/record.md), at whatever moment it is saved.
    pub fn to_record(&self) -> RecordJson {
        RecordJson::from_partie(self)
    }

    /// The game a record describes, replayed step by step and checked, at the moment it was
    /// saved: the history (undo), the dice generator and the hand marks as they were.
    pub fn from_record(record: &RecordJson) -> Result<Partie, RecordError> {
        Ok(record.replay_with_undo(true)?.partie)
    }
}

/// Replays a record given as JSON text: the score after each roll, or the first refused step.
pub fn replay(text: &str) -> Result<Vec<Score>, RecordError> {
    Ok(RecordJson::parse(text)?.replay()?.scores)
}
