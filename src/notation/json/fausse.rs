//! The JSON of a fausse case (docs/interchange.md "Fausse case"): the attempt as the mover made
//! it, the verdict, and the opponent's choice, shared by the record, the command line and the
//! package.

use super::play::{moves_to_play, PlayJson};
use super::Name;
use crate::error::Error;
use crate::fausse_case::{Attempt, Choice, Verdict};
use crate::fleche::Fleche;
use crate::play::Move;
use serde::{Deserialize, Serialize};

fn is_false(b: &bool) -> bool {
    !*b
}

/// An attempt: `{"moves": [["B1","B6"], …], "touched": ["B3"], "adoube": true, "released":
/// true, "opponent_thrown": false}`, all but `moves` optional (false, empty). A dame played
/// tout d'une is one move; a dame taken back is a move backwards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct AttemptJson {
    /// Each dame put down, in order, `[from, to]` (`to` a flèche or `"off"`).
    #[cfg_attr(feature = "typescript", tsify(type = "Move[]"))]
    pub moves: Vec<[Name; 2]>,
    /// Dames touched and not played, by flèche.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "typescript", tsify(type = "Fleche[]"))]
    pub touched: Vec<Name>,
    /// "J'adoube !" was said.
    #[serde(default, skip_serializing_if = "is_false")]
    pub adoube: bool,
    /// The last dame was let go.
    #[serde(default, skip_serializing_if = "is_false")]
    pub released: bool,
    /// The opponent has thrown for his own coup.
    #[serde(default, skip_serializing_if = "is_false")]
    pub opponent_thrown: bool,
}

/// At most this many dames put down in one attempt: four numbers of a doublet and a few dames
/// en trop; a longer list is refused before it is judged.
pub const MAX_ATTEMPT_MOVES: usize = 8;

impl AttemptJson {
    /// The JSON of an attempt.
    pub fn from_attempt(a: &Attempt) -> AttemptJson {
        AttemptJson {
            moves: a
                .moves
                .iter()
                .map(|m| [Name::of(m.from), Name::of_dest(m.to)])
                .collect(),
            touched: a.touched.iter().map(|&f| Name::of(f)).collect(),
            adoube: a.adoube,
            released: a.released,
            opponent_thrown: a.opponent_thrown,
        }
    }

    /// The attempt; an unknown flèche name, or too many moves, is an error.
    pub fn to_attempt(&self) -> Result<Attempt, Error> {
        if self.moves.len() > MAX_ATTEMPT_MOVES || self.touched.len() > 15 {
            return Err(Error::BadJson(format!(
                "an attempt has at most {MAX_ATTEMPT_MOVES} moves and 15 dames touched"
            )));
        }
        let fleche = |s: &Name| {
            s.fleche()
                .ok_or_else(|| Error::UnknownFleche(s.to_string()))
        };
        let mut moves = Vec::with_capacity(self.moves.len());
        for [from, to] in &self.moves {
            let t = to
                .dest()
                .ok_or_else(|| Error::UnknownFleche(to.to_string()))?;
            moves.push(Move::new(fleche(from)?, t));
        }
        Ok(Attempt {
            moves,
            touched: self.touched.iter().map(fleche).collect::<Result<_, _>>()?,
            adoube: self.adoube,
            released: self.released,
            opponent_thrown: self.opponent_thrown,
        })
    }
}

/// One of the opponent's options: `{"option": "leave"}`, `{"option": "impose", "play":
/// {"moves": …}}`, `{"option": "replay", "plays": [{"moves": …}, …]}` (the mover then plays
/// one of them), `{"option": "advance-next-coup", "fleche": "B12"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ChoiceJson {
    /// `"leave"`, `"impose"`, `"replay"` or `"advance-next-coup"`.
    pub option: String,
    /// `impose`: the play imposed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayJson>,
    /// `replay`: the plays the mover may choose among.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plays: Option<Vec<PlayJson>>,
    /// `advance-next-coup`: the dame to advance next coup.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleche: Option<String>,
}

impl ChoiceJson {
    /// The JSON of a choice.
    pub fn from_choice(c: &Choice) -> ChoiceJson {
        let mut j = ChoiceJson {
            option: String::new(),
            play: None,
            plays: None,
            fleche: None,
        };
        match c {
            Choice::Leave => j.option = "leave".into(),
            Choice::Impose(p) => {
                j.option = "impose".into();
                j.play = Some(PlayJson::from_play(p));
            }
            Choice::Replay(ps) => {
                j.option = "replay".into();
                j.plays = Some(ps.iter().map(PlayJson::from_play).collect());
            }
            Choice::AdvanceNextCoup(f) => {
                j.option = "advance-next-coup".into();
                j.fleche = Some(f.name().to_string());
            }
        }
        j
    }

    /// The choice; a field missing for its option, or an unknown option, is an error.
    pub fn to_choice(&self) -> Result<Choice, Error> {
        let missing = |f: &str| Error::BadJson(format!("option {:?} needs {f:?}", self.option));
        match self.option.as_str() {
            "leave" => Ok(Choice::Leave),
            "impose" => Ok(Choice::Impose(
                self.play
                    .as_ref()
                    .ok_or_else(|| missing("play"))?
                    .to_play()?,
            )),
            "replay" => {
                let plays = self.plays.as_ref().ok_or_else(|| missing("plays"))?;
                if plays.len() > 2000 {
                    return Err(Error::BadJson("too many plays".into()));
                }
                Ok(Choice::Replay(
                    plays
                        .iter()
                        .map(|p| moves_to_play(&p.moves))
                        .collect::<Result<_, _>>()?,
                ))
            }
            "advance-next-coup" => {
                let f = self.fleche.as_ref().ok_or_else(|| missing("fleche"))?;
                Ok(Choice::AdvanceNextCoup(
                    Fleche::parse(f).ok_or_else(|| Error::UnknownFleche(f.clone()))?,
                ))
            }
            other => Err(Error::BadJson(format!(
                "option {other:?}: one of leave, impose, replay, advance-next-coup"
            ))),
        }
    }
}

/// A verdict: `{"fausse_case": true, "kinds": ["dame-mal-placee"], "consummated": true,
/// "options": [ChoiceJson, …], "points": 0}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct VerdictJson {
    /// Whether the attempt is a fausse case.
    pub fausse_case: bool,
    /// Its cases, by their codes (`Kind::code`), in the order of 000's headings.
    pub kinds: Vec<String>,
    /// Whether the mover can no longer put it right himself.
    pub consummated: bool,
    /// What the opponent may choose.
    pub options: Vec<ChoiceJson>,
    /// Points the fausse case gives the opponent: 0 (000 FAUSSE CASE NE FAIT PAS ÉCOLE).
    pub points: u32,
}

impl VerdictJson {
    /// The JSON of a verdict.
    pub fn from_verdict(v: &Verdict) -> VerdictJson {
        VerdictJson {
            fausse_case: v.fausse_case,
            kinds: v.kinds.iter().map(|k| k.code().to_string()).collect(),
            consummated: v.consummated,
            options: v.options.iter().map(ChoiceJson::from_choice).collect(),
            points: v.points,
        }
    }
}

/// A fausse case of a roll in a record: the attempt, the opponent's choice, and the mover's
/// replay when the choice had him play again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct FausseJson {
    /// The play as the mover made it.
    pub attempt: AttemptJson,
    /// The opponent's choice; absent while it is pending (a record saved before he chose).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<ChoiceJson>,
    /// The mover's play, for a `replay` choice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replay: Option<PlayJson>,
}

/// A pending fausse case as the package's `Game` answers it.
#[derive(Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PendingJson {
    /// The play as the mover made it.
    pub attempt: AttemptJson,
    /// The judge's verdict on it, with the opponent's options.
    pub verdict: VerdictJson,
}
