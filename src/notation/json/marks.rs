//! The JSON of the école (docs/ecole.md): what the sides marked (`MarkedJson`, the `marked` of
//! `tablier ecole`, `checkEcole`, `Game.markEcole` and a record's rolls) and the verdict
//! (`VerdictJson`). The core's `ecole::Marked` holds a `Play`; here the play is the interchange
//! `{"moves": [...]}`, read when the marks are.

use super::{PlayJson, ScoreJson};
use crate::ecole::{Claim, Dues, Ecole, Marked, Note, Open, SideMarked, Verdict};
use crate::error::Error;
use serde::{Deserialize, Serialize};

/// What the two sides marked for one roll, at one moment of the coup: the mover (the position's
/// `turn`) for his own roll, the opponent for the points that roll gives him. Either may be
/// absent (nothing said about that side).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct MarkedJson {
    /// What White did, if anything is said about it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<SideMarkedJson>,
    /// What Black did, if anything is said about it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<SideMarkedJson>,
}

/// What one side did with its jeton, its fichet and its dames, up to the moment described.
/// Every field is optional; absent means "not done".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SideMarkedJson {
    /// The jeton's value after the side marked its points (0–11). Absent: the jeton did not move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jeton: Option<u8>,
    /// Instead of `jeton`: points advanced on the jeton from where it stood (the jeton must stay
    /// under 12: a trou is marked with `jeton` and `holes`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Trous added with the fichet.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub holes: u32,
    /// A second jeton taken from the talon while the first still marked points (000 DOUBLE
    /// MARQUE): its value. The first marking is abandoned; no école for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jeton2: Option<u8>,
    /// The jeton was put down and let go (an école par excès is then consumed).
    #[serde(default, skip_serializing_if = "is_false")]
    pub released: bool,
    /// The side declared it leaves (s'en aller). Only the mover may.
    #[serde(default, skip_serializing_if = "is_false")]
    pub leave: bool,
    /// The side declared it won the partie.
    #[serde(default, skip_serializing_if = "is_false")]
    pub won: bool,
    /// The side touched its dames to play (the mover: consumes his école par omission).
    #[serde(default, skip_serializing_if = "is_false")]
    pub touched: bool,
    /// The play the mover made, legal or not (remplir / conserver / sortie marked but not made).
    /// Implies `touched`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayJson>,
    /// The side said it has finished its coup, or let the opponent go on (000 ÉCOLE IMPOSSIBLE
    /// À MARQUER): consumes an école par omission when nothing could be played.
    #[serde(default, skip_serializing_if = "is_false")]
    pub done: bool,
    /// The side threw the dice for its next coup (the opponent: consumes his école on the points
    /// given to him; it is also too late then to mark the mover's école).
    #[serde(default, skip_serializing_if = "is_false")]
    pub rolled: bool,
    /// The mover played a number before the second die had settled (000 ÉCOLE PAR IMPATIENCE).
    #[serde(default, skip_serializing_if = "is_false")]
    pub impatient: bool,
    /// Points this side marked as école against the other side ("École !"), apart from its own
    /// points (000 QUAND et COMMENT MARQUER L'ÉCOLE: "Les points d'école se marquent après les
    /// autres").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ecole: u32,
    /// The other side told this side wrongly what to mark (000 ÉCOLE INTERDITE): the other side
    /// may not mark this side's école.
    #[serde(default, skip_serializing_if = "is_false")]
    pub misled: bool,
    /// What this side left or put on the other side's jeton (forgot to clear it, or cleared it
    /// by mistake): never an école (000 OUBLIER DE DÉMARQUER LES POINTS DE L'ADVERSAIRE,
    /// EFFACER LES POINTS DE L'ADVERSAIRE PAR ERREUR).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_jeton: Option<u8>,
}

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl MarkedJson {
    /// The marks as the core reads them; a play naming no flèche, or of more than four moves, is
    /// refused (`PlayJson::to_play`).
    pub fn to_marked(&self) -> Result<Marked, Error> {
        let side = |s: &Option<SideMarkedJson>| s.as_ref().map(SideMarkedJson::to_side).transpose();
        Ok(Marked {
            white: side(&self.white)?,
            black: side(&self.black)?,
        })
    }

    /// The JSON of the core's marks.
    pub fn from_marked(m: &Marked) -> MarkedJson {
        MarkedJson {
            white: m.white.as_ref().map(SideMarkedJson::from_side),
            black: m.black.as_ref().map(SideMarkedJson::from_side),
        }
    }
}

impl SideMarkedJson {
    fn to_side(&self) -> Result<SideMarked, Error> {
        Ok(SideMarked {
            jeton: self.jeton,
            points: self.points,
            holes: self.holes,
            jeton2: self.jeton2,
            released: self.released,
            leave: self.leave,
            won: self.won,
            touched: self.touched,
            play: self.play.as_ref().map(PlayJson::to_play).transpose()?,
            done: self.done,
            rolled: self.rolled,
            impatient: self.impatient,
            ecole: self.ecole,
            misled: self.misled,
            opponent_jeton: self.opponent_jeton,
        })
    }

    /// The JSON of one side's marks (the computer's, `Game.computerMarks`).
    pub fn from_side(m: &SideMarked) -> SideMarkedJson {
        SideMarkedJson {
            jeton: m.jeton,
            points: m.points,
            holes: m.holes,
            jeton2: m.jeton2,
            released: m.released,
            leave: m.leave,
            won: m.won,
            touched: m.touched,
            play: m.play.as_ref().map(PlayJson::from_play),
            done: m.done,
            rolled: m.rolled,
            impatient: m.impatient,
            ecole: m.ecole,
            misled: m.misled,
            opponent_jeton: m.opponent_jeton,
        }
    }
}

/// The verdict of an école check: `due`, `ecoles`, `claims`, `notes`, `score`,
/// `score_with_ecoles` and the `droits` the marks open (docs/ecole.md).
#[derive(Serialize)]
#[cfg_attr(
    feature = "typescript",
    derive(tsify::Tsify),
    tsify(rename = "EcoleVerdictJson")
)]
pub struct VerdictJson<'a> {
    due: &'a Dues,
    ecoles: &'a [Ecole],
    claims: &'a [Claim],
    #[cfg_attr(feature = "typescript", tsify(type = "EcoleNote[]"))]
    notes: &'a [Note],
    score: ScoreJson,
    score_with_ecoles: ScoreJson,
    droits: &'a [Open],
}

impl<'a> VerdictJson<'a> {
    /// The JSON of a verdict.
    pub fn of(v: &'a Verdict) -> VerdictJson<'a> {
        VerdictJson {
            due: &v.due,
            ecoles: &v.ecoles,
            claims: &v.claims,
            notes: &v.notes,
            score: ScoreJson::from(v.score),
            score_with_ecoles: ScoreJson::from(v.score_with_ecoles),
            droits: &v.droits,
        }
    }
}
