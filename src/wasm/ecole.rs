//! The école check at the boundary: `marked` read field by field as `ecole::Marked` (serde's
//! `deny_unknown_fields` spelling, without serde_json's ~30 KB), the verdict written as
//! `tablier ecole` prints it (serde's field order; tests/node/ecole.test.mjs compares the two).

use super::text::{self, bad, fields, get, int, J, W};
use super::{read_position, reply, write};
use crate::analysis::Points;
use crate::ecole::{
    check, check_points, Cause, ClaimStatus, EcoleKind, Marked, NoteKind, SideMarked, Verdict,
};
use crate::error::Error;
use crate::notation::json::PlayJson;
use crate::score::Score;
use crate::side::Side;

const SIDE_FIELDS: &[&str] = &[
    "jeton",
    "points",
    "holes",
    "jeton2",
    "released",
    "leave",
    "won",
    "touched",
    "play",
    "done",
    "rolled",
    "impatient",
    "ecole",
    "misled",
    "opponent_jeton",
];

/// `marked` as docs/readme/ecole.md: `{"white": {...}, "black": {...}}`, null for nothing marked.
fn marked(v: &J) -> Result<Marked, Error> {
    if matches!(v, J::Null) {
        return Ok(Marked::default());
    }
    let f = fields(v, "marked", &["white", "black"])?;
    let side = |name: &str| -> Result<Option<SideMarked>, Error> {
        get(f, name).map(|x| side_marked(x, name)).transpose()
    };
    Ok(Marked {
        white: side("white")?,
        black: side("black")?,
    })
}

fn side_marked(v: &J, side: &str) -> Result<SideMarked, Error> {
    let f = fields(v, &format!("marked.{side}"), SIDE_FIELDS)?;
    // One pass over the fields given (a later duplicate overrides, as `get` reads): a closure
    // per kind of field, each inlined at every use, weighed 5 KB of WebAssembly.
    let mut m = SideMarked::default();
    for (k, x) in f {
        if matches!(x, J::Null) {
            continue; // absent and null alike
        }
        let at = || format!("marked.{side}.{k}");
        match &**k {
            "jeton" | "jeton2" | "opponent_jeton" => {
                let n = Some(int(x, at, 0, u8::MAX as i64)? as u8);
                match &**k {
                    "jeton" => m.jeton = n,
                    "jeton2" => m.jeton2 = n,
                    _ => m.opponent_jeton = n,
                }
            }
            "points" | "holes" | "ecole" => {
                let n = int(x, at, 0, u32::MAX as i64)? as u32;
                match &**k {
                    "points" => m.points = Some(n),
                    "holes" => m.holes = n,
                    _ => m.ecole = n,
                }
            }
            "play" => m.play = Some(PlayJson::from_play(&text::play(x)?)),
            flag => {
                let J::Bool(b) = *x else {
                    return Err(bad(&at(), "true or false", x));
                };
                match flag {
                    "released" => m.released = b,
                    "leave" => m.leave = b,
                    "won" => m.won = b,
                    "touched" => m.touched = b,
                    "done" => m.done = b,
                    "rolled" => m.rolled = b,
                    "impatient" => m.impatient = b,
                    _ => m.misled = b,
                }
            }
        }
    }
    Ok(m)
}

fn kind_name(k: EcoleKind) -> &'static str {
    match k {
        EcoleKind::Omission => "omission",
        EcoleKind::Excess => "excess",
    }
}

fn cause_name(c: Cause) -> &'static str {
    match c {
        Cause::Points => "points",
        Cause::TrouSansBouger => "trou-sans-bouger",
        Cause::SEnAller => "s-en-aller",
        Cause::Partie => "partie",
        Cause::Plein => "plein",
        Cause::Privilege => "privilege",
        Cause::Sortie => "sortie",
        Cause::Impatience => "impatience",
        Cause::FausseEcole => "fausse-ecole",
        Cause::EcoleEnTrop => "ecole-en-trop",
    }
}

fn status_name(s: ClaimStatus) -> &'static str {
    match s {
        ClaimStatus::Whole => "whole",
        ClaimStatus::Partial => "partial",
        ClaimStatus::TooMuch => "too-much",
        ClaimStatus::TakenAsOwn => "taken-as-own",
    }
}

fn note_name(n: NoteKind) -> &'static str {
    match n {
        NoteKind::RectifyHoles => "rectify-holes",
        NoteKind::RectifyOpponentJeton => "rectify-opponent-jeton",
        NoteKind::DoubleMarque => "double-marque",
        NoteKind::MayRefuseLeave => "may-refuse-leave",
        NoteKind::MayStillMark => "may-still-mark",
        NoteKind::EcoleImpossibleYet => "ecole-impossible-yet",
        NoteKind::PaidByOwnEcole => "paid-by-own-ecole",
    }
}

fn bool_(w: &mut W, b: bool) {
    w.raw(if b { "true" } else { "false" });
}

fn verdict(w: &mut W, v: &Verdict) {
    w.raw("{").key("due").raw("{");
    for (side, d) in [(Side::White, &v.due.white), (Side::Black, &v.due.black)] {
        w.key(side.name())
            .raw("{")
            .key("jeton_before")
            .num(d.jeton_before);
        w.key("points")
            .num(d.points)
            .key("jeux")
            .num(d.jeux)
            .key("holes")
            .num(d.holes);
        w.key("jeton").num(d.jeton).key("can_leave");
        bool_(w, d.can_leave);
        w.raw("}");
    }
    w.raw("}").key("ecoles");
    w.list(&v.ecoles, |w, e| {
        w.raw("{")
            .key("by")
            .side(e.by)
            .key("kind")
            .str(kind_name(e.kind));
        w.key("points")
            .num(e.points)
            .key("cause")
            .str(cause_name(e.cause))
            .key("to");
        match e.to {
            Some(s) => w.side(s),
            None => w.raw("null"),
        };
        w.key("markable").num(e.markable).key("consumed");
        bool_(w, e.consumed);
        w.key("lapsed");
        bool_(w, e.lapsed);
        w.key("offer");
        bool_(w, e.offer);
        w.raw("}");
    });
    w.key("claims");
    w.list(&v.claims, |w, c| {
        w.raw("{").key("by").side(c.by).key("points").num(c.points);
        w.key("markable")
            .num(c.markable)
            .key("status")
            .str(status_name(c.status))
            .raw("}");
    });
    w.key("notes");
    w.list(&v.notes, |w, n| {
        w.raw("{")
            .key("side")
            .side(n.side)
            .key("note")
            .str(note_name(n.note))
            .raw("}");
    });
    w.key("score").score(&v.score);
    w.key("score_with_ecoles")
        .score(&v.score_with_ecoles)
        .raw("}");
}

/// What the sides marked for the position's roll against what they had to (`tablier ecole`).
/// `position` has the roll's dice and the score before the roll.
pub(super) fn check_ecole(position: &str, marked_text: &str) -> String {
    let r = read_position(position).and_then(|p| {
        let m = marked(&text::parse(marked_text)?)?;
        check(&p, &m)
    });
    reply(r.map(|v| write(|w| verdict(w, &v))))
}

/// `check_points`: the same without a board, from the score before the roll, who rolled and the
/// points each side won (`tablier ecole`'s second form). `score` null is the start's.
pub(super) fn check_ecole_points(
    score: &str,
    mover: &str,
    points: &str,
    marked_text: &str,
) -> String {
    let r = (|| {
        let score = match text::parse(score)? {
            J::Null => Score::default(),
            j => Score::from(text::score(&j)?),
        };
        let mover = match text::parse(mover)? {
            J::Str(s) if s == "white" => Side::White,
            J::Str(s) if s == "black" => Side::Black,
            j => return Err(bad("mover", "\"white\" or \"black\"", &j)),
        };
        let pj = text::parse(points)?;
        let pf = fields(&pj, "points", &["white", "black"])?;
        let won = |k: &str| -> Result<u32, Error> {
            get(pf, k).map_or(Ok(0), |x| {
                int(x, || format!("points.{k}"), 0, u32::MAX as i64).map(|n| n as u32)
            })
        };
        let points = Points {
            white: won("white")?,
            black: won("black")?,
        };
        let m = marked(&text::parse(marked_text)?)?;
        check_points(score, mover, points, &m)
    })();
    reply(r.map(|v| write(|w| verdict(w, &v))))
}
