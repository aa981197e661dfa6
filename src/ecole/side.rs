//! One side's own marking reckoned against what it had to mark: the per-side half of the école
//! check (000 ÉCOLE DE POINTS, ÉCOLE DE TROU, QUAND L'ÉCOLE EST CONSOMMÉE, ÉCOLE PAR IMPATIENCE).

use super::marks::{Cause, Note, NoteKind, SideMarked};
use super::reckon::{reckon, Due, Shown};
use super::HOLES_TO_WIN;
use crate::error::Error;
use crate::side::Side;

/// One side's own marking, reckoned.
pub(super) struct Own {
    pub(super) diff: i64,
    pub(super) cause: Cause,
    pub(super) consumed: bool,
    /// The side leaves, and may.
    pub(super) leaves: bool,
    /// The fichet shows the right jeux with the wrong trous (simple for double or double for
    /// simple): the trous it would stand at if not put right (000 TROU OUBLIÉ).
    pub(super) holes_shown: Option<u32>,
}

pub(super) fn jeton_shown(side: Side, m: &SideMarked, before: u8) -> Result<u8, Error> {
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

pub(super) fn to_i64(n: u32) -> i64 {
    n as i64
}

pub(super) fn amount(diff: i64) -> u32 {
    u32::try_from(diff.unsigned_abs()).unwrap_or(u32::MAX)
}

/// Reckons one side's own marking, and when its école is consumed.
#[allow(clippy::too_many_arguments)]
pub(super) fn own(
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
    // On a leave, trous short of those won are renounced (ÉCOLE SANS ÉCOLE), not put right;
    // trous past them are put right like a holding side's (ÉCOLE DE TROU).
    if r.holes_to_rectify && (!mm.leave || holes > due.holes) {
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
