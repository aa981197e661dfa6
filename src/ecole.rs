//! École: what a side marked against what it had to mark (000 ÉCOLE, DÉFINITION … ÉCOLE
//! IMPOSSIBLE À MARQUER; 002 rules 46–67 as RULINGS 2 keeps them; RULINGS 13–14).
//!
//! Each side marks its own points; a side that marks too few (école par omission) or too many
//! (école par excès) may be sent to école, and the opponent then marks the difference. The
//! engine knows what each side had to mark (`rules::analyse`, then `score::mark`); `check`
//! sets that against a `Marked` description of what the sides did, at one moment of the coup,
//! and says which écoles there are, who may mark them, and whether they are consumed yet.
//! Decisions and citations: docs/rules/ecole.md; the `marked` format: docs/ecole.md.

mod plein;
mod reckon;

pub use plein::{board_after, unmade, Unmade};
pub use reckon::{reckon, Due, Reckoning, Shown};

use crate::analysis::{JanKind, Points};
use crate::error::Error;
use crate::game::Game;
use crate::notation::json::{PlayJson, ScoreJson};
use crate::position::Position;
use crate::rules;
use crate::score::{mark, MarkResult, Score};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// Trous that win the ordinary game (RULINGS 12).
pub const HOLES_TO_WIN: u32 = 12;

/// What the two sides marked for one roll, at one moment of the coup: the mover (the position's
/// `turn`) for his own roll, the opponent for the points that roll gives him. Either may be
/// absent (nothing said about that side).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Marked {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<SideMarked>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<SideMarked>,
}

impl Marked {
    pub fn side(&self, side: Side) -> Option<&SideMarked> {
        match side {
            Side::White => self.white.as_ref(),
            Side::Black => self.black.as_ref(),
        }
    }
}

/// What one side did with its jeton, its fichet and its dames, up to the moment described.
/// Every field is optional; absent means "not done".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideMarked {
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

/// By too few or too many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EcoleKind {
    /// École par omission (par moins).
    Omission,
    /// École par excès (par trop).
    Excess,
}

/// Why there is an école: the 000 entry that describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// Points marked with the jeton and fichet differ from the points won (000 ÉCOLE DE POINTS,
    /// MARQUER SES POINTS PAR ERREUR, OUBLIER DE DÉMARQUER SES POINTS).
    Points,
    /// Jeux won sans bouger and no trou marked: nothing shows the points (000 TROU SANS BOUGER).
    TrouSansBouger,
    /// Leaving without having completed the trou (000 S'EN ALLER SUR UNE ÉCOLE).
    SEnAller,
    /// Declaring the partie won without the trous (000 S'EN ALLER SUR UNE ÉCOLE, last paragraph).
    Partie,
    /// A plein marked but not filled or kept by the play (000 REMPLIR et CONSERVER, ÉCOLE
    /// RÉTROACTIVE).
    Plein,
    /// The jan de retour marked as kept and broken when the bande could keep it (000 ÉCOLE DE
    /// PRIVILÈGE).
    Privilege,
    /// Points marked for the sortie of the last dame, which the play did not bear off (000
    /// FAUSSE CASE NE FAIT PAS ÉCOLE).
    Sortie,
    /// A number played before the second die settled (000 ÉCOLE PAR IMPATIENCE).
    Impatience,
    /// An école marked where the other side made none (000 FAUSSE ÉCOLE).
    FausseEcole,
    /// More école points marked than the other side's école (000 ÉCOLE MARQUÉE PARTIELLEMENT).
    EcoleEnTrop,
}

/// One école.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Ecole {
    /// The side that made it.
    pub by: Side,
    pub kind: EcoleKind,
    /// Points omitted or marked too many.
    pub points: u32,
    pub cause: Cause,
    /// The side that may mark it, if any (the other side; none when 000 ÉCOLE INTERDITE or
    /// ÉCOLE QUI EN PROVOQUE UNE AUTRE forbids it).
    pub to: Option<Side>,
    /// Of `points`, how many `to` may mark.
    pub markable: u32,
    /// Whether it is consumed at the moment described (000 QUAND L'ÉCOLE EST CONSOMMÉE): before
    /// that the side may still rectify its marking.
    pub consumed: bool,
    /// Whether the side that could mark it has thrown its dice without marking it: too late,
    /// and points marked too many are acquired (000 QUAND et COMMENT MARQUER L'ÉCOLE; RULINGS 2
    /// as amended: 000 wins over 002's footnote to rule 48).
    pub lapsed: bool,
    /// Whether a page should offer "École !" now: consumed, not lapsed, markable.
    pub offer: bool,
}

/// How a side's marking of the other side's école stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// The whole école marked.
    Whole,
    /// Part of it: the other side may oblige the rest to be marked (000 ÉCOLE MARQUÉE
    /// PARTIELLEMENT; RULINGS 14). No école.
    Partial,
    /// More than the école, or an école that was not made: an école of its own (listed in
    /// `ecoles`).
    TooMuch,
    /// The claimed points were taken as the side's own points it had omitted (002 rule 56).
    TakenAsOwn,
}

/// A side's "École !": what it marked, what it could mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    pub by: Side,
    /// Points marked as école.
    pub points: u32,
    /// Points of the other side's école it may mark.
    pub markable: u32,
    pub status: ClaimStatus,
}

/// A mismarking that is no école and is simply put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoteKind {
    /// The fichet shows the right jeux with trous simple for double or double for simple (000
    /// ÉCOLE DE TROU, TROU OUBLIÉ).
    RectifyHoles,
    /// The other side's jeton was left or changed (000 OUBLIER DE DÉMARQUER LES POINTS DE
    /// L'ADVERSAIRE, EFFACER LES POINTS DE L'ADVERSAIRE PAR ERREUR).
    RectifyOpponentJeton,
    /// Two jetons: the other side takes off the one it chooses (000 DOUBLE MARQUE).
    DoubleMarque,
    /// The side marked too many trous: the other side may refuse it leaving (000 ÉCOLE DE
    /// POINTS, S'EN ALLER SUR UNE ÉCOLE).
    MayRefuseLeave,
    /// An école par omission not yet consumed: the side may still mark its points.
    MayStillMark,
    /// Nothing could be played: the école is consumed only when the side says it has finished
    /// or lets the other side mark (000 ÉCOLE IMPOSSIBLE À MARQUER).
    EcoleImpossibleYet,
    /// The école the side caused is paid by the points it marked unduly (000 ÉCOLE QUI EN
    /// PROVOQUE UNE AUTRE).
    PaidByOwnEcole,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Note {
    pub side: Side,
    pub note: NoteKind,
}

/// Both sides' dues.
pub type Dues = crate::side::BySide<Due>;

/// The answer of `check`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// What each side had to mark (score::mark on the analysis' points).
    pub due: Dues,
    /// Every école at this moment, the mover's first.
    pub ecoles: Vec<Ecole>,
    /// Each side's marking of the other side's école.
    pub claims: Vec<Claim>,
    pub notes: Vec<Note>,
    /// The score once the marks are put right, without any école marked: omitted points stay
    /// lost once consumed, points marked too many are taken off (or kept, once lapsed).
    #[serde(serialize_with = "as_score_json")]
    pub score: Score,
    /// The same, then every école offered marked by its side, in order, each through
    /// `score::mark` (it may win trous and break or give bredouille).
    #[serde(serialize_with = "as_score_json")]
    pub score_with_ecoles: Score,
}

fn as_score_json<S: serde::Serializer>(s: &Score, ser: S) -> Result<S::Ok, S::Error> {
    ScoreJson::from(*s).serialize(ser)
}

impl Verdict {
    /// No école at all.
    pub fn is_clean(&self) -> bool {
        self.ecoles.is_empty()
    }
    /// The école a side made on its own points, if any (not a fausse école).
    pub fn ecole_by(&self, side: Side) -> Option<&Ecole> {
        self.ecoles
            .iter()
            .find(|e| e.by == side && !matches!(e.cause, Cause::FausseEcole | Cause::EcoleEnTrop))
    }
}

/// One side's own marking, reckoned.
struct Own {
    diff: i64,
    cause: Cause,
    consumed: bool,
    /// The side leaves, and may.
    leaves: bool,
    /// The fichet shows the right jeux with the wrong trous (simple for double or double for
    /// simple): the trous it would stand at if not put right (000 TROU OUBLIÉ).
    holes_shown: Option<u32>,
}

fn jeton_shown(side: Side, m: &SideMarked, before: u8) -> Result<u8, Error> {
    let check = |name: &str, v: u8| {
        if v > 11 {
            Err(Error::BadRequest(format!(
                "{side}'s {name} shows {v}: a jeton shows 0 to 11, 12 make a trou"
            )))
        } else {
            Ok(v)
        }
    };
    if let Some(v) = m.opponent_jeton {
        check("opponent_jeton", v)?;
    }
    match (m.jeton2, m.jeton, m.points) {
        (_, Some(_), Some(_)) => Err(Error::BadRequest(format!(
            "{side}: give the jeton's value or the points advanced, not both"
        ))),
        (Some(v), _, _) => check("jeton2", v),
        (None, Some(v), None) => check("jeton", v),
        (None, None, Some(p)) => {
            let v = before as u64 + p as u64;
            if v > 11 {
                Err(Error::BadRequest(format!(
                    "{side} advances the jeton from {before} by {p} points, past 11: mark a trou with `jeton` and `holes`"
                )))
            } else {
                Ok(v as u8)
            }
        }
        (None, None, None) => Ok(before),
    }
}

fn to_i64(n: u32) -> i64 {
    n as i64
}

fn amount(diff: i64) -> u32 {
    u32::try_from(diff.unsigned_abs()).unwrap_or(u32::MAX)
}

/// Checks what the sides marked for the position's roll (see the module doc): the points each
/// side had to mark come from `rules::analyse`, and a mover's `play` is looked at for pleins
/// and sortie marked but not made.
pub fn check(pos: &Position, marked: &Marked) -> Result<Verdict, Error> {
    if pos.game() != Game::Trictrac {
        // 003 has no école: Jacquet is not marked with jetons and trous.
        return Err(Error::BadRequest(
            "école is a rule of Trictrac; Jacquet has none".into(),
        ));
    }
    if pos.dice().is_none() {
        return Err(Error::NoDice);
    }
    let analysis = rules::analyse(pos)?;
    let mover = pos.turn();
    let mut unmade_jans = Vec::new();
    if let Some(p) = marked.side(mover).and_then(|m| m.play.as_ref()) {
        unmade_jans = unmade(pos, &analysis, &p.to_play()?)?;
    }
    let nothing_to_play = analysis.plays.iter().all(|p| p.is_empty());
    check_core(
        *pos.score(),
        mover,
        analysis.points,
        &unmade_jans,
        nothing_to_play,
        marked,
    )
}

/// The same check from the points alone, without a board: for a page or a referee that knows
/// the score before the roll, who rolled and the points each side won. A `play` cannot be
/// looked at here (there is no board) and is refused.
pub fn check_points(
    score: Score,
    mover: Side,
    points: Points,
    marked: &Marked,
) -> Result<Verdict, Error> {
    score.check()?;
    if marked.side(mover).is_some_and(|m| m.play.is_some()) {
        return Err(Error::BadRequest(
            "a play can be checked only against a position".into(),
        ));
    }
    check_core(score, mover, points, &[], false, marked)
}

fn check_core(
    score: Score,
    mover: Side,
    points: Points,
    unmade_jans: &[Unmade],
    nothing_to_play: bool,
    marked: &Marked,
) -> Result<Verdict, Error> {
    let opp = mover.opponent();
    if marked.side(opp).is_some_and(|m| m.leave) {
        return Err(Error::BadRequest(format!(
            "{opp} may not leave on {mover}'s roll: one leaves only on a trou of one's own roll"
        )));
    }
    if marked
        .side(opp)
        .is_some_and(|m| m.play.is_some() || m.impatient)
    {
        return Err(Error::BadRequest(format!(
            "{opp} is not the side to play: `play` and `impatient` are the mover's"
        )));
    }

    // 000 DOUBLE MARQUE: the first marking is abandoned; the side marks from a fresh jeton.
    let mut score0 = score;
    for side in Side::BOTH {
        if marked.side(side).is_some_and(|m| m.jeton2.is_some()) {
            score0.side_mut(side).points = 0;
        }
    }
    let m = mark(score0, mover, points);
    let due_mover = Due {
        jeton_before: score0.side(mover).points,
        points: points.get(mover),
        jeux: m.hold.side(mover).jeux,
        holes: m.hold.side(mover).holes,
        jeton: m.after_mover.side(mover).points,
        can_leave: m.can_leave,
    };

    let mut notes = Vec::new();
    let mut unmade_points = 0u32;
    let mut unmade_cause = Cause::Plein;
    let own_mover = match marked.side(mover) {
        None => None,
        Some(mm) => {
            for u in unmade_jans {
                unmade_points = unmade_points.saturating_add(u.points);
                unmade_cause = match u.kind {
                    JanKind::ConserverRetour => Cause::Privilege,
                    JanKind::Sortie => Cause::Sortie,
                    _ => Cause::Plein,
                };
            }
            Some(own(
                mover,
                mm,
                &due_mover,
                score0.side(mover).holes as u32,
                true,
                unmade_points,
                unmade_cause,
                nothing_to_play,
                &mut notes,
            )?)
        }
    };
    let mover_leaves = own_mover.as_ref().is_some_and(|o| o.leaves);

    let due_opp = if mover_leaves {
        // 000 JEU ou TROU: "si on s'en est allé, l'adversaire ne doit rien marquer".
        Due {
            jeton_before: 0,
            points: 0,
            jeux: 0,
            holes: 0,
            jeton: 0,
            can_leave: false,
        }
    } else {
        Due {
            jeton_before: m.after_mover.side(opp).points,
            points: points.get(opp),
            jeux: m.hold.side(opp).jeux,
            holes: m.hold.side(opp).holes,
            jeton: m.hold.score.side(opp).points,
            can_leave: false,
        }
    };
    let own_opp = match marked.side(opp) {
        None => None,
        Some(om) => Some(own(
            opp,
            om,
            &due_opp,
            m.after_mover.side(opp).holes as u32,
            false,
            0,
            Cause::Points,
            false,
            &mut notes,
        )?),
    };

    let claim_of = |side: Side| marked.side(side).map(|s| s.ecole).unwrap_or(0);
    let misled = |side: Side| marked.side(side).is_some_and(|s| s.misled);
    let rolled = |side: Side| marked.side(side).is_some_and(|s| s.rolled);

    // 002 rule 56: a side that omits its own points while marking an école is taken to have
    // marked its own points in place of the école.
    let mut owns = [own_mover, own_opp];
    let mut claims_n = [claim_of(mover), claim_of(opp)];
    let mut taken_as_own = [false, false];
    // Only while the other side has not marked this side's école: once marked, the omission is
    // paid, and what this side marks next is a claim of its own (000 AUGMENTATION D'ÉCOLE).
    let stated = claims_n;
    for i in 0..2 {
        if let Some(o) = owns[i].as_mut() {
            if o.diff < 0 && claims_n[i] > 0 && stated[1 - i] == 0 {
                let shift = (-o.diff).min(to_i64(claims_n[i]));
                o.diff += shift;
                claims_n[i] -= shift as u32;
                taken_as_own[i] = true;
            }
        }
    }
    let [own_mover, own_opp] = owns;

    let made = |o: &Option<Own>| match o {
        Some(o) if o.diff != 0 && o.consumed => (o.diff, amount(o.diff)),
        _ => (0, 0),
    };
    let mover_made = made(&own_mover);
    let opp_made = made(&own_opp);

    // The opponent may mark the mover's école, unless he misled him (000 ÉCOLE INTERDITE).
    let opp_markable = if misled(mover) { 0 } else { mover_made.1 };
    // 000 ÉCOLE QUI EN PROVOQUE UNE AUTRE: points the mover marked unduly and the opponent left
    // him pay for the école they caused.
    let mover_unclaimed_excess = if mover_made.0 > 0 {
        mover_made.1.saturating_sub(claims_n[1])
    } else {
        0
    };
    let mover_markable_raw = if misled(opp) { 0 } else { opp_made.1 };
    let mover_markable = mover_markable_raw.saturating_sub(mover_unclaimed_excess);
    if mover_markable < mover_markable_raw && mover_unclaimed_excess > 0 {
        notes.push(Note {
            side: mover,
            note: NoteKind::PaidByOwnEcole,
        });
    }

    let mut ecoles = Vec::new();
    // The mover's école must be marked before the opponent throws his dice.
    // A claim taken as the claimant's own points (002 rule 56) is no marking of the école.
    let mover_lapsed = rolled(opp) && claims_n[1] == 0;
    for (side, o, markable, lapsed) in [
        (mover, &own_mover, opp_markable, mover_lapsed),
        (opp, &own_opp, mover_markable, false),
    ] {
        if let Some(o) = o {
            if o.diff == 0 {
                continue;
            }
            let consumed = o.consumed;
            let markable = if consumed { markable } else { 0 };
            ecoles.push(Ecole {
                by: side,
                kind: if o.diff < 0 {
                    EcoleKind::Omission
                } else {
                    EcoleKind::Excess
                },
                points: amount(o.diff),
                cause: o.cause,
                to: (markable > 0).then_some(side.opponent()),
                markable,
                consumed,
                lapsed,
                offer: consumed && !lapsed && markable > 0,
            });
        }
    }

    let mut claims = Vec::new();
    for (i, (side, markable)) in [(mover, mover_markable), (opp, opp_markable)]
        .into_iter()
        .enumerate()
    {
        let stated = claim_of(side);
        if stated == 0 {
            continue;
        }
        let n = claims_n[i];
        let status = if n == 0 {
            ClaimStatus::TakenAsOwn
        } else if n > markable {
            ClaimStatus::TooMuch
        } else if n < markable {
            ClaimStatus::Partial
        } else {
            ClaimStatus::Whole
        };
        claims.push(Claim {
            by: side,
            points: stated,
            markable,
            status,
        });
        if status == ClaimStatus::TooMuch {
            // 000 FAUSSE ÉCOLE: "Cette école est consommée dès que le joueur a dit : École ! …
            // et l'a marquée."
            let excess = n - markable;
            ecoles.push(Ecole {
                by: side,
                kind: EcoleKind::Excess,
                points: excess,
                cause: if markable == 0 {
                    Cause::FausseEcole
                } else {
                    Cause::EcoleEnTrop
                },
                to: Some(side.opponent()),
                markable: excess,
                consumed: true,
                lapsed: false,
                offer: true,
            });
        }
    }

    // The score: each side credited with what its marking gives it, through score::mark.
    let credited = |o: &Option<Own>, due: &Due, unmade: u32, lapsed: bool| -> u32 {
        let base = due.points;
        match o {
            None => base,
            Some(o) if o.cause == Cause::Impatience => 0,
            Some(o) if o.diff < 0 && o.consumed => (to_i64(base) + o.diff).max(0) as u32,
            Some(o) if o.diff > 0 && lapsed => base.saturating_add(amount(o.diff)),
            Some(_) => base.saturating_sub(unmade),
        }
    };
    let cm = credited(&own_mover, &due_mover, unmade_points, mover_lapsed);
    let co = credited(&own_opp, &due_opp, 0, false);
    let mut pts = Points::default();
    pts.add(mover, cm);
    pts.add(opp, co);
    let marked_once: MarkResult = mark(score0, mover, pts);
    let score = if mover_leaves {
        let mut s = marked_once
            .leave
            .map(|o| o.score)
            .unwrap_or(marked_once.score);
        // 000 ÉCOLE SANS ÉCOLE: leaving, "il renonce ouvertement aux points" past the trous he
        // marks.
        let shown = marked.side(mover).map(|m| m.holes).unwrap_or(0);
        let won = s.side(mover).holes.saturating_sub(score0.side(mover).holes);
        if shown < won as u32 {
            s.side_mut(mover).holes = score0
                .side(mover)
                .holes
                .saturating_add(shown.min(u8::MAX as u32) as u8);
        }
        s
    } else {
        marked_once.score
    };
    // 000 TROU OUBLIÉ: "L'erreur peut être rectifiée avant la fin du coup." A trou marked
    // simple for double (or double for simple) is put right while the coup lasts; once the
    // opponent throws for the next one, the fichet stands as marked: the trou forgotten is lost
    // to both sides, there being no école de trou (and one marked too many is kept, "le cas
    // serait similaire").
    let coup_over = rolled(opp);
    let mut score = score;
    if coup_over {
        for (side, o) in [(mover, &own_mover), (opp, &own_opp)] {
            if let Some(h) = o.as_ref().and_then(|o| o.holes_shown) {
                score.side_mut(side).holes = h.min(u8::MAX as u32) as u8;
            }
        }
        notes.retain(|n| n.note != NoteKind::RectifyHoles);
    }
    let mut with = score;
    for e in ecoles.iter().filter(|e| e.offer) {
        if let Some(to) = e.to {
            let mut p = Points::default();
            p.add(to, e.markable);
            with = mark(with, to, p).score;
        }
    }

    Ok(Verdict {
        due: Dues {
            white: if mover == Side::White {
                due_mover
            } else {
                due_opp
            },
            black: if mover == Side::Black {
                due_mover
            } else {
                due_opp
            },
        },
        ecoles,
        claims,
        notes,
        score,
        score_with_ecoles: with,
    })
}

/// Reckons one side's own marking, and when its école is consumed.
#[allow(clippy::too_many_arguments)]
fn own(
    side: Side,
    mm: &SideMarked,
    due: &Due,
    holes_before: u32,
    is_mover: bool,
    unmade_points: u32,
    unmade_cause: Cause,
    nothing_to_play: bool,
    notes: &mut Vec<Note>,
) -> Result<Own, Error> {
    let jeton = jeton_shown(side, mm, due.jeton_before)?;
    if mm.jeton2.is_some() {
        notes.push(Note {
            side,
            note: NoteKind::DoubleMarque,
        });
    }
    if mm.opponent_jeton.is_some() {
        notes.push(Note {
            side,
            note: NoteKind::RectifyOpponentJeton,
        });
    }
    let touched = mm.touched || mm.play.is_some();
    if is_mover && mm.impatient {
        // 000 ÉCOLE PAR IMPATIENCE: "n'est plus admis à marquer de points … et fait école des
        // points qu'il aurait dû marquer": whatever he marks after does not count.
        return Ok(Own {
            diff: -to_i64(due.points),
            cause: Cause::Impatience,
            consumed: true,
            leaves: false,
            holes_shown: None,
        });
    }
    // Declaring the partie won says the fichet reaches the winning trou.
    let partie_short = mm.won && holes_before.saturating_add(due.holes) < HOLES_TO_WIN;
    let mut holes = mm.holes;
    if mm.won {
        holes = holes.max(HOLES_TO_WIN.saturating_sub(holes_before));
    }
    // Leaving or declaring the partie ends the marking: the jetons go back to zero, only the
    // trous (and the trou the declaration claims) are reckoned.
    let shown = Shown {
        jeton,
        holes,
        leave: mm.leave || mm.won,
    };
    let r = reckon(due, &shown);
    let mut diff = r.diff;
    let mut cause = Cause::Points;
    if unmade_points > 0 && diff >= 0 {
        // Marked the plein (or the sortie) and did not make it: école of the points marked
        // (000 REMPLIR et CONSERVER, second paragraph; ÉCOLE RÉTROACTIVE). Not marked and not
        // made: the omission stands as it is (first paragraph).
        diff += to_i64(unmade_points);
        cause = unmade_cause;
    } else if unmade_points > 0 && diff < 0 {
        cause = unmade_cause;
    }
    let cannot_leave = mm.leave && !due.can_leave;
    if cannot_leave && diff != 0 {
        cause = Cause::SEnAller;
    } else if partie_short && diff != 0 {
        cause = Cause::Partie;
    } else if cause == Cause::Points
        && diff < 0
        && due.jeux > 0
        && due.jeton == due.jeton_before
        && holes == 0
        && jeton == due.jeton_before
    {
        cause = Cause::TrouSansBouger;
    }
    if r.holes_to_rectify && !mm.leave {
        notes.push(Note {
            side,
            note: NoteKind::RectifyHoles,
        });
    }
    if r.too_many_holes && is_mover {
        notes.push(Note {
            side,
            note: NoteKind::MayRefuseLeave,
        });
    }
    // 000 QUAND L'ÉCOLE EST CONSOMMÉE.
    let declared = mm.leave || mm.won;
    let consumed = if diff < 0 {
        if is_mover {
            touched || mm.done || declared
        } else {
            // ROMPRE SON JEU PAR ERREUR: only the throw of the dice counts.
            mm.rolled || declared
        }
    } else {
        // "lorsque le jeton a été posé et abandonné"; a fichet alone may be put back until
        // the dames are touched (MARQUER LE TROU PAR ERREUR).
        mm.released || declared || if is_mover { touched } else { mm.rolled }
    };
    if diff < 0 && !consumed {
        notes.push(Note {
            side,
            note: if is_mover && nothing_to_play {
                NoteKind::EcoleImpossibleYet
            } else {
                NoteKind::MayStillMark
            },
        });
    }
    Ok(Own {
        diff,
        cause,
        consumed,
        leaves: mm.leave && due.can_leave && r.diff >= 0 && !cannot_leave,
        holes_shown: (r.holes_to_rectify && !mm.leave)
            .then(|| holes_before.saturating_add(mm.holes)),
    })
}
