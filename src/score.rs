//! The score of a game: jetons (points 0–11), the fichet (trous), bredouille, and the marking of
//! a roll's points (000 JEU ou TROU, TROU SANS BOUGER, CHRONOLOGIE DÉTAILLÉE D'UN COUP; 001 "De la
//! bredouille", "du privilège de s'en aller"; RULINGS 9–11). The decisions are in
//! docs/rules/score.md.

use crate::analysis::Points;
use crate::error::Error;
use crate::side::{BySide, Side};

/// Points in a jeu: 12 points make a jeu, worth one trou, or two when won bredouille
/// (000 JEU ou TROU).
pub const POINTS_PER_JEU: u32 = 12;

/// One side's marks (000 UTILISATION DES JETONS, JEU ou TROU).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideScore {
    /// Points on the jeton, 0–11: 12 make a trou.
    pub points: u8,
    /// Trous won, on the fichet.
    pub holes: u8,
    /// Whether this side's present points were all scored without the other side scoring in
    /// between, so that completing the jeu now wins it double.
    pub bredouille: bool,
}

impl Default for SideScore {
    fn default() -> Self {
        SideScore {
            points: 0,
            holes: 0,
            bredouille: true,
        }
    }
}

impl SideScore {
    /// Whether the jeu this side is marking would now be won double. A jeton at zero starts a
    /// new series "à partir de zéro au talon" (000 JEU ou TROU), so it is always in bredouille.
    pub fn in_bredouille(&self) -> bool {
        self.points == 0 || self.bredouille
    }
}

/// Both sides' marks.
pub type Score = BySide<SideScore>;

impl Score {
    /// Checks that a score can stand: each jeton shows 0–11, and the two sides are not both in
    /// bredouille with points (whoever marked last broke the other's series: 000 JEU ou TROU).
    pub fn check(&self) -> Result<(), Error> {
        for side in Side::BOTH {
            let s = self.side(side);
            if s.points > 11 {
                return Err(Error::BadScore(format!(
                    "{side} has {} points: the jeton shows 0 to 11, 12 make a trou",
                    s.points
                )));
            }
        }
        if self.white.points > 0
            && self.black.points > 0
            && self.white.bredouille
            && self.black.bredouille
        {
            return Err(Error::BadScore(
                "both sides have points and bredouille: whoever marked last broke the other's bredouille"
                    .into(),
            ));
        }
        Ok(())
    }

    /// The same score with a jeton at zero always shown in bredouille (a new series), the form
    /// `mark` returns.
    pub fn normalized(mut self) -> Score {
        for side in Side::BOTH {
            let s = self.side_mut(side);
            if s.points == 0 {
                s.bredouille = true;
            }
        }
        self
    }

    /// Both jetons back to zero, the trous kept: after a side leaves (000 CHRONOLOGIE 5b
    /// "démarquer tous les points").
    pub fn jetons_cleared(mut self) -> Score {
        for side in Side::BOTH {
            let s = self.side_mut(side);
            s.points = 0;
            s.bredouille = true;
        }
        self
    }
}

/// Trous won by each side in one marking.
pub type Holes = BySide<u32>;

/// What one marking did to one side, point by point, so that every point is accounted for:
/// `points before + marked = 12 × jeux + points after + cleared + abandoned`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SideMark {
    /// Points of the roll this side marked.
    pub marked: u32,
    /// Points of the roll this side did not mark because the mover left (000 JEU ou TROU: "si
    /// on s'en est allé, l'adversaire ne doit rien marquer").
    pub forfeited: u32,
    /// Jeux completed (12 points each).
    pub jeux: u32,
    /// Of those, jeux won bredouille (two trous each).
    pub bredouille_jeux: u32,
    /// Trous won: `jeux + bredouille_jeux`.
    pub holes: u32,
    /// Points taken off this side's jeton because the other side won a trou, or left
    /// (000 JEU ou TROU: "on démarque ensuite le jeton … de l'adversaire").
    pub cleared: u32,
    /// Points de reste given up by leaving (001 "Qui s'en va perd tous les points qu'il a de
    /// reste").
    pub abandoned: u32,
}

/// One way a roll's marking can end: the score, trous won, and the detail per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The score once marked.
    pub score: Score,
    /// The trous each side won.
    pub holes: Holes,
    /// What the marking did to White.
    pub white: SideMark,
    /// What it did to Black.
    pub black: SideMark,
}

impl Outcome {
    /// What the marking did to one side.
    pub fn side(&self, side: Side) -> &SideMark {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
    fn side_mut(&mut self, side: Side) -> &mut SideMark {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}

/// The marking of one roll's points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkResult {
    /// The side that rolled.
    pub mover: Side,
    /// The score before the roll.
    pub before: Score,
    /// The score after both sides marked, the mover holding (or having no choice).
    pub score: Score,
    /// Trous each side won, the mover holding.
    pub holes: Holes,
    /// Whether the mover may leave (s'en aller): he completed a trou with points of his own
    /// roll (001 "on ne peut s'en aller que lorsqu'on a achevé le trou de son dé"; RULINGS 11).
    pub can_leave: bool,
    /// The whole of the holding outcome, side by side.
    pub hold: Outcome,
    /// The score after the mover marked his own points and before the opponent marked his:
    /// where the game stops if the mover's trous win it (000 CHRONOLOGIE, Note).
    pub after_mover: Score,
    /// The outcome if the mover leaves; `Some` exactly when `can_leave`.
    pub leave: Option<Outcome>,
}

/// Marks `n` points for `side` into `out.score` (000 JEU ou TROU), recording the detail in `out`.
fn mark_side(out: &mut Outcome, side: Side, n: u32) {
    if n == 0 {
        return;
    }
    let opp = side.opponent();
    out.side_mut(side).marked = out.side(side).marked.saturating_add(n);
    // 001 "On appelle être en bredouille quand on a gagné des points sans que l'adversaire en
    // ait gagné depuis": marking interrupts the other side's series.
    let other = out.score.side_mut(opp);
    if other.points > 0 {
        other.bredouille = false;
    }
    let me = *out.score.side(side);
    let in_bredouille = me.in_bredouille();
    // In u64: a request may carry any u32 of points.
    let total = me.points as u64 + n as u64;
    let per_jeu = POINTS_PER_JEU as u64;
    if total < per_jeu {
        let s = out.score.side_mut(side);
        s.points = total as u8;
        s.bredouille = in_bredouille;
        return;
    }
    // At most (u32::MAX + 11) / 12: fits a u32.
    let jeux = u32::try_from(total / per_jeu).unwrap_or(u32::MAX);
    let reste = (total % per_jeu) as u8;
    // The first jeu is double only if the present series was not interrupted; every further
    // jeu of the same roll is a new series from zero that nobody interrupted (001: "huit
    // points simples … dix-huit points … la première partie serait simple …, l'autre serait
    // double"; 000 TROU SANS BOUGER: 24 points give "trois trous, ou quatre si on est en
    // bredouille").
    let bredouille_jeux = (jeux - 1) + in_bredouille as u32;
    let holes = jeux.saturating_add(bredouille_jeux);
    {
        let d = out.side_mut(side);
        d.jeux = d.jeux.saturating_add(jeux);
        d.bredouille_jeux = d.bredouille_jeux.saturating_add(bredouille_jeux);
        d.holes = d.holes.saturating_add(holes);
    }
    out.holes.add(side, holes);
    // "Celui qui marque le trou, efface tous les points que l'autre avait faits" (001); the
    // other side starts again from zero, with a new series (000 JEU ou TROU).
    let cleared = out.score.side(opp).points as u32;
    out.side_mut(opp).cleared += cleared;
    *out.score.side_mut(opp) = SideScore {
        points: 0,
        holes: out.score.side(opp).holes,
        bredouille: true,
    };
    // The reste begins a new series: nobody has marked since the trou.
    let s = out.score.side_mut(side);
    s.holes = s.holes.saturating_add(holes.min(u8::MAX as u32) as u8);
    s.points = reste;
    s.bredouille = true;
}

/// Marks a roll's points: the mover's first, then the opponent's (RULINGS 9; 001 "Celui qui
/// joue ou jette les dés, marque toujours ce qu'il gagne, avant qu'on puisse marquer ce qu'il
/// perd"), and works out whether the mover may leave and what leaving gives.
///
/// The score is taken as given (see `Score::check` to refuse an impossible one); the result is
/// normalized (a jeton at zero shows bredouille).
pub fn mark(score: Score, mover: Side, points: Points) -> MarkResult {
    let before = score;
    let opp = mover.opponent();
    let mut hold = Outcome {
        score: score.normalized(),
        ..Outcome::default()
    };
    mark_side(&mut hold, mover, points.get(mover));
    let after_mover = hold.score;
    let mover_done = hold;
    let can_leave = hold.side(mover).jeux > 0;
    mark_side(&mut hold, opp, points.get(opp));
    let leave = can_leave.then(|| {
        // 000 JEU ou TROU: "si on s'en va, on ne doit pas marquer de points de reste … si on
        // s'en est allé, l'adversaire ne doit rien marquer"; CHRONOLOGIE 5b: "démarquer tous
        // les points". The trous stay: they were marked before touching the jetons.
        let mut out = mover_done;
        out.side_mut(mover).abandoned += out.score.side(mover).points as u32;
        out.side_mut(opp).cleared += out.score.side(opp).points as u32;
        out.side_mut(opp).forfeited = points.get(opp);
        out.score = out.score.jetons_cleared();
        out
    });
    MarkResult {
        mover,
        before,
        score: hold.score,
        holes: hold.holes,
        can_leave,
        hold,
        after_mover,
        leave,
    }
}

/// The outcome of leaving, or why the mover may not leave (RULINGS 11).
pub fn leave(score: Score, mover: Side, points: Points) -> Result<Outcome, Error> {
    mark(score, mover, points).leave.ok_or_else(|| {
        Error::BadRequest(format!(
            "{mover} may not leave: one leaves only right after completing a trou with the points of one's own roll"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_number_of_points_is_marked_without_overflow() {
        let m = mark(Score::default(), Side::White, pts(u32::MAX, u32::MAX));
        assert_eq!(m.hold.white.jeux, u32::MAX / 12);
        assert_eq!(m.score.white.holes, u8::MAX);
        assert!(m.score.check().is_ok());
    }

    fn pts(white: u32, black: u32) -> Points {
        Points { white, black }
    }

    fn side(points: u8, holes: u8, bredouille: bool) -> SideScore {
        SideScore {
            points,
            holes,
            bredouille,
        }
    }

    #[test]
    fn points_under_twelve_move_the_jeton() {
        let m = mark(Score::default(), Side::White, pts(4, 0));
        assert_eq!(m.score.white, side(4, 0, true));
        assert_eq!(m.holes, Holes::default());
        assert!(!m.can_leave);
        assert!(m.leave.is_none());
    }

    #[test]
    fn opponent_marking_breaks_bredouille() {
        // 000 JEU ou TROU: "si le premier joueur vient à marquer à nouveau, il débredouille son
        // adversaire".
        let s = Score {
            white: side(4, 0, true),
            black: SideScore::default(),
        };
        let m = mark(s, Side::Black, pts(0, 2));
        assert_eq!(m.score.white, side(4, 0, false));
        assert_eq!(m.score.black, side(2, 0, true));
        let m = mark(m.score, Side::White, pts(2, 0));
        assert_eq!(m.score.white, side(6, 0, false));
        assert_eq!(m.score.black, side(2, 0, false));
    }
}
