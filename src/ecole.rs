//! École: what a side marked against what it had to mark (000 ÉCOLE, DÉFINITION … ÉCOLE
//! IMPOSSIBLE À MARQUER; 002 rules 46–67 as RULINGS 2 keeps them; RULINGS 13–14).
//!
//! Each side marks its own points; a side that marks too few (école par omission) or too many
//! (école par excès) may be sent to école, and the opponent then marks the difference. The
//! engine knows what each side had to mark (`rules::analyse`, then `score::mark`); `check`
//! sets that against a `Marked` description of what the sides did, at one moment of the coup,
//! and says which écoles there are, who may mark them, and whether they are consumed yet.
//! Decisions and citations: docs/rules/ecole.md; the `marked` format: docs/ecole.md.

mod droits;
mod marks;
mod plein;
mod reckon;
mod side;

pub use droits::{
    chain, computer_jeton, computer_takes, open as droits_open, Chain, Droit, JetonChoice, Open,
};
pub use marks::{
    Cause, Claim, ClaimStatus, Dues, Ecole, EcoleKind, Marked, Note, NoteKind, SideMarked, Verdict,
};
pub use plein::{board_after, unmade, Unmade};
pub use reckon::{reckon, Due, Reckoning, Shown};

use crate::analysis::{JanKind, Points};
use crate::error::Error;
use crate::position::Position;
use crate::rules;
use crate::score::{mark, MarkResult, Score};
use crate::side::Side;
use crate::variant::Variant;
use side::{amount, own, to_i64, Own};

/// Trous that win the ordinary game (RULINGS 12).
pub const HOLES_TO_WIN: u32 = 12;

/// Checks what the sides marked for the position's roll (see the module doc): the points each
/// side had to mark come from `rules::analyse`, and a mover's `play` is looked at for pleins
/// and sortie marked but not made.
///
/// ```
/// use tablier::ecole::{check, Cause, EcoleKind, Marked, SideMarked};
/// use tablier::notation::compact;
/// use tablier::Side;
///
/// // White's 6 and 4 beat Black's coin: 4 points. White leaves his jeton at 0 and touches his
/// // dames to play: an école par omission, consumed, that Black may mark (000 QUAND L'ÉCOLE EST
/// // CONSOMMÉE).
/// let pos = compact::position_from_str("B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4")?;
/// let white = SideMarked { jeton: Some(0), touched: true, ..SideMarked::default() };
/// let verdict = check(&pos, &Marked { white: Some(white), black: None })?;
/// let e = verdict.ecole_by(Side::White).unwrap();
/// assert_eq!((e.kind, e.cause, e.points), (EcoleKind::Omission, Cause::Points, 4));
/// assert_eq!(e.to, Some(Side::Black));
/// assert!(e.consumed && e.offer);
///
/// // Marked right, there is none.
/// let white = SideMarked { jeton: Some(4), touched: true, ..SideMarked::default() };
/// assert!(check(&pos, &Marked { white: Some(white), black: None })?.is_clean());
/// # Ok::<(), tablier::Error>(())
/// ```
pub fn check(pos: &Position, marked: &Marked) -> Result<Verdict, Error> {
    if pos.variant() != Variant::Trictrac {
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
        unmade_jans = unmade(pos, &analysis, p)?;
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
        let mut stood = Vec::new();
        for (side, o) in [(mover, &own_mover), (opp, &own_opp)] {
            if let Some(h) = o.as_ref().and_then(|o| o.holes_shown) {
                score.side_mut(side).holes = h.min(u8::MAX as u32) as u8;
                stood.push(side);
            }
        }
        // A leaver's fichet stays put right (no `holes_shown`): he throws again before the
        // opponent throws for his coup, so the time to rectify it never runs out.
        notes.retain(|n| n.note != NoteKind::RectifyHoles || !stood.contains(&n.side));
    }
    let mut with = score;
    for e in ecoles.iter().filter(|e| e.offer) {
        if let Some(to) = e.to {
            let mut p = Points::default();
            p.add(to, e.markable);
            with = mark(with, to, p).score;
        }
    }

    let mut verdict = Verdict {
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
        droits: Vec::new(),
    };
    verdict.droits = droits::open(&verdict, marked, mover);
    Ok(verdict)
}
