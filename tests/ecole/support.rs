//! What the tests of 000 ÉCOLE share: a score written as (points, trous, bredouille) for each
//! side, the marks read from their JSON, White's roll checked on its points alone
//! (`check_points`), and what a verdict says of one side (its école, its notes).

use tablier::ecole::{check_points, EcoleKind, Marked, NoteKind, Verdict};
use tablier::notation::json::MarkedJson;
use tablier::{Points, Score, Side, SideScore};

pub const W: Side = Side::White;
pub const B: Side = Side::Black;

pub fn score(w: (u8, u8, bool), b: (u8, u8, bool)) -> Score {
    Score {
        white: SideScore {
            points: w.0,
            holes: w.1,
            bredouille: w.2,
        },
        black: SideScore {
            points: b.0,
            holes: b.1,
            bredouille: b.2,
        },
    }
}

pub fn marked(v: serde_json::Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// White rolled, won `w` and gave Black `b`.
pub fn white_rolls(s: Score, w: u32, b: u32, m: serde_json::Value) -> Verdict {
    check_points(s, W, Points { white: w, black: b }, &marked(m)).expect("verdict")
}

/// The école `side` made: (kind, points).
pub fn by(v: &Verdict, side: Side) -> Option<(EcoleKind, u32)> {
    v.ecole_by(side).map(|e| (e.kind, e.points))
}

pub fn has_note(v: &Verdict, side: Side, note: NoteKind) -> bool {
    v.notes.iter().any(|n| n.side == side && n.note == note)
}
