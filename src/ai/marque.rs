//! The computer in a partie à écrire: what a marqué pays, in expected jetons, from its state
//! (docs/strength.md, "The partie à écrire"). A tour is won or lost; a marqué pays by its trous,
//! doubled or quadrupled in bredouille, with the consolation and its refaits
//! (000 Valeur des marqués, Valeur du Refait), and ends only when a side leaves once some side
//! has its trou d'obligation. So the maître's chances of the tour are the wrong thing to hold
//! and leave by.
//!
//! The model: a marqué is a run of jeux. Each jeu is won by either side with the chance the
//! network gives for the next jeu (the coming one; one half for those after), doubled with the
//! chance measured in the maître's marqués, and won on one's own roll (so that one may leave on
//! it) with the chance measured there too. After each jeu won on his own roll the winner holds or
//! leaves, whichever pays him more. The table of what each state of the marqué is worth is built
//! by dynamic programming over the trous, the states read and ended by `ecrire::Marque` itself
//! and paid by `ecrire::value` under the partie's convention: each rule once, in the partie's
//! own code.

use super::learned::{self, chance_after, Chance};
use super::net::Net;
use super::search;
use crate::ecrire::marque::{Gain, Marque, MarqueEnd};
use crate::ecrire::partie::gains;
use crate::ecrire::{value, Convention};
use crate::error::Error;
use crate::partie::{releve, Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::{MarkResult, Score};
use crate::side::Side;
use std::cell::RefCell;

/// What the marqué being played is worth and how it is paid: the convention agreed and the
/// refaits before it (each raises the consolation, 000 Valeur du Refait).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stakes {
    /// The convention of the partie.
    pub convention: Convention,
    /// Refaits since the last marqué won.
    pub refaits: u32,
}

/// The chance that a jeu is won double (bredouille, two trous): any jeu, from a jeton at zero;
/// once the winner already has points in bredouille; once he has points not in bredouille.
/// Measured over 96 marqués of the maître against itself (807 jeux, docs/strength.md): 43% of
/// the jeux double; 87% of those completed by a side that had points in bredouille the roll
/// before, 4% of the others.
const DOUBLE_FRESH: f64 = 0.43;
const DOUBLE_HOT: f64 = 0.80;
const DOUBLE_COLD: f64 = 0.05;
/// The chance that a jeu is won on the winner's own roll, so that he may leave on it
/// (000 Terminer le marqué: not on points the opponent gave): 61% of the same 807.
const OWN: f64 = 0.61;
/// Trous past which the table stops holding: a side this far on leaves at its next jeu.
const CAP: u32 = 36;

/// Trous a side may hold in the table: past `CAP` by one jeu at most.
const SPAN: usize = CAP as usize + 2;

/// Where a marqué's state sits in the table, as far as its future payment goes: the trous, who
/// is in bredouille (en premier or with the pavillon), who has left before. `None` past the span.
fn slot(m: &Marque) -> Option<usize> {
    let (w, b) = (m.trous(Side::White) as usize, m.trous(Side::Black) as usize);
    if w >= SPAN || b >= SPAN {
        return None;
    }
    let flags = m.in_bredouille(Side::White) as usize
        | (m.in_bredouille(Side::Black) as usize) << 1
        | (m.releve(Side::White) as usize) << 2
        | (m.releve(Side::Black) as usize) << 3;
    Some((w * SPAN + b) * 16 + flags)
}

thread_local! {
    /// The tables built so far, one per stakes (a partie has one convention, and few refaits):
    /// each state's worth once computed, `NaN` before. A vector, not a map: the package carries
    /// this code, and no hashing is needed for a dense index.
    static TABLES: RefCell<Vec<(Stakes, Vec<f64>)>> = const { RefCell::new(Vec::new()) };
}

fn cached(stakes: Stakes, at: usize) -> Option<f64> {
    TABLES.with(|t| {
        t.borrow()
            .iter()
            .find(|(s, _)| *s == stakes)
            .and_then(|(_, v)| v.get(at).copied())
            .filter(|v| !v.is_nan())
    })
}

fn keep(stakes: Stakes, at: usize, value: f64) {
    TABLES.with(|t| {
        let mut t = t.borrow_mut();
        let i = match t.iter().position(|(s, _)| *s == stakes) {
            Some(i) => i,
            None => {
                t.push((stakes, vec![f64::NAN; SPAN * SPAN * 16]));
                t.len() - 1
            }
        };
        if let Some(v) = t.get_mut(i).and_then(|(_, v)| v.get_mut(at)) {
            *v = value;
        }
    });
}

/// White's jetons when the marqué ends as `end`: what the loser pays the winner; a refait pays
/// nothing now (the marqué is played again, even between even players).
fn paid(stakes: Stakes, end: &MarqueEnd) -> f64 {
    match end {
        MarqueEnd::Refait { .. } => 0.0,
        MarqueEnd::Won(w) => {
            let v = value(stakes.convention, w, stakes.refaits).map_or(0, |v| v.payment) as f64;
            if w.winner == Side::White {
                v
            } else {
                -v
            }
        }
    }
}

fn with(m: &Marque, side: Side, trous: u32, given: bool, left: bool) -> Option<Marque> {
    let mut n = m.clone();
    n.push(Gain {
        side,
        trous,
        given,
        left,
    })
    .ok()?;
    Some(n)
}

/// White's expected jetons from the marqué `m` at the start of a jeu, each side as likely to
/// win it (the table).
pub(crate) fn worth(stakes: Stakes, m: &Marque) -> f64 {
    if let Some(end) = m.end() {
        return paid(stakes, end);
    }
    let at = slot(m);
    if let Some(v) = at.and_then(|at| cached(stakes, at)) {
        return v;
    }
    let v = 0.5 * won_by(stakes, m, Side::White, DOUBLE_FRESH)
        + 0.5 * won_by(stakes, m, Side::Black, DOUBLE_FRESH);
    if let Some(at) = at {
        keep(stakes, at, v);
    }
    v
}

/// White's expected jetons once `side` wins the coming jeu of `m`, doubled with chance
/// `double`.
fn won_by(stakes: Stakes, m: &Marque, side: Side, double: f64) -> f64 {
    (1.0 - double) * jeu(stakes, m, side, 1) + double * jeu(stakes, m, side, 2)
}

/// White's expected jetons once `side` wins `trous` in `m`: on his own roll he holds or leaves,
/// whichever pays him more; on points given, he holds.
fn jeu(stakes: Stakes, m: &Marque, side: Side, trous: u32) -> f64 {
    let capped = m.trous(side) + trous >= CAP || m.trous(side.opponent()) >= CAP;
    let own = choice(stakes, m, side, trous, capped);
    if capped {
        return own;
    }
    let given = with(m, side, trous, true, false).map_or(own, |n| worth(stakes, &n));
    OWN * own + (1.0 - OWN) * given
}

/// White's jetons when `side` has won `trous` on his own roll and chooses (only leaves when
/// `must_leave`).
fn choice(stakes: Stakes, m: &Marque, side: Side, trous: u32, must_leave: bool) -> f64 {
    let leave = with(m, side, trous, false, true).map(|n| worth(stakes, &n));
    let hold = if must_leave {
        None
    } else {
        with(m, side, trous, false, false).map(|n| worth(stakes, &n))
    };
    let sign = if side == Side::White { 1.0 } else { -1.0 };
    match (hold, leave) {
        (Some(h), Some(l)) => {
            if sign * l > sign * h {
                l
            } else {
                h
            }
        }
        (Some(v), None) | (None, Some(v)) => v,
        (None, None) => 0.0,
    }
}

/// The chance that the coming jeu, once won by the side of `s`, is won double: its points so far
/// in bredouille, or its jeton empty (a new series), else simple.
fn double_chance(s: &crate::score::SideScore) -> f64 {
    if s.points == 0 {
        DOUBLE_FRESH
    } else if s.bredouille {
        DOUBLE_HOT
    } else {
        DOUBLE_COLD
    }
}

/// The score with both sides one trou from a tour's end, so that the network's chances of the
/// tour are the chances of the coming jeu: the network's per-jeu estimate.
fn jeu_score(s: &Score) -> Score {
    let mut s = *s;
    s.white.holes = 11;
    s.black.holes = 11;
    s
}

/// The chance that `mover` wins the coming jeu once his play leaves `after`.
fn jeu_chance(net: &Net, after: &Position, mover: Side) -> Result<f32, Error> {
    let pos = after.with_score(jeu_score(after.score()))?;
    chance_after(net, &pos, mover)
}

/// `side`'s expected jetons from marqué `m` when `side` wins the coming jeu with chance
/// `chance`, the score (jetons, bredouille) `score`.
pub(crate) fn expected(stakes: Stakes, m: &Marque, score: &Score, side: Side, chance: f64) -> f64 {
    let white = match side {
        Side::White => chance,
        Side::Black => 1.0 - chance,
    };
    let v = white * won_by(stakes, m, Side::White, double_chance(&score.white))
        + (1.0 - white) * won_by(stakes, m, Side::Black, double_chance(&score.black));
    match side {
        Side::White => v,
        Side::Black => -v,
    }
}

/// The marqué so far, read from the game's rolls (the roll awaiting its decision not counted:
/// its trous are marked when it is decided).
pub(crate) fn marque_of(game: &Partie) -> Result<Marque, Error> {
    Marque::from_gains(&gains(game.turns()))
}

/// The mover's plays of `pos` judged by what the marqué `m` pays: the `width` best of the
/// amateur's (every one when `width` is `None`), each with the mover's expected jetons once it
/// is played, best first.
pub(crate) fn ranking(
    stakes: Stakes,
    m: &Marque,
    pos: &Position,
    plays: &[Play],
    net: &Net,
    width: Option<usize>,
) -> Result<Vec<Chance>, Error> {
    let mover = pos.turn();
    let afters: Vec<(usize, Position)> = match width {
        Some(w) => {
            let mut judged = search::greedy_ranking(pos, plays, &super::eval::Weights::DEFAULT)?;
            search::best_first(&mut judged);
            judged.truncate(w.max(1));
            judged.into_iter().map(|j| (j.index, j.after)).collect()
        }
        None => plays
            .iter()
            .enumerate()
            .map(|(i, p)| Ok((i, search::apply(pos, p)?)))
            .collect::<Result<_, Error>>()?,
    };
    let mut out = Vec::with_capacity(afters.len());
    for (index, after) in afters {
        let p = jeu_chance(net, &after, mover)? as f64;
        out.push(Chance {
            index,
            chance: expected(stakes, m, after.score(), mover, p) as f32,
        });
    }
    learned::best_first(&mut out);
    Ok(out)
}

/// (holding, leaving): the mover's expected jetons either way for the roll marked as `marking`
/// in `pos`, the marqué before that roll `m`. Leaving once a side has its trou d'obligation
/// ends the marqué and is paid exactly; before it, it is a relevé.
pub(crate) fn decision_jetons(
    stakes: Stakes,
    m: &Marque,
    pos: &Position,
    marking: &MarkResult,
    net: &Net,
) -> Result<(f64, f64), Error> {
    let me = marking.mover;
    let opp = me.opponent();
    // Holding: the mover's trous on his own roll, then the opponent's of the same roll (given),
    // then the best play.
    let mut held = m.clone();
    for (side, given) in [(me, false), (opp, true)] {
        let t = marking.holes.get(side);
        if t > 0 {
            held.push(Gain {
                side,
                trous: t,
                given,
                left: false,
            })?;
        }
    }
    let hold = if held.is_over() {
        held.end().map_or(0.0, |e| sign(me) * paid(stakes, e))
    } else {
        let hpos = pos.with_score(marking.score)?;
        let mut plays = rules::legal_plays(&hpos)?;
        if plays.is_empty() {
            plays.push(Play::empty());
        }
        ranking(stakes, &held, &hpos, &plays, net, Some(learned::WIDTH))?
            .first()
            .map_or(0.0, |c| c.chance as f64)
    };
    let leave = match marking.leave {
        None => f64::NEG_INFINITY,
        Some(out) => {
            let mut left = m.clone();
            let t = out.holes.get(me);
            if t > 0 {
                left.push(Gain {
                    side: me,
                    trous: t,
                    given: false,
                    left: true,
                })?;
            }
            match left.end() {
                Some(e) => sign(me) * paid(stakes, e),
                None => {
                    // A relevé: the mover rolls again from the talons.
                    let fresh = releve(pos.variant(), me, out.score)?;
                    let p = jeu_chance(net, &fresh, me)? as f64;
                    expected(stakes, &left, fresh.score(), me, p)
                }
            }
        }
    };
    Ok((hold, leave))
}

fn sign(side: Side) -> f64 {
    match side {
        Side::White => 1.0,
        Side::Black => -1.0,
    }
}

/// The computer's tenir or s'en aller in a marqué by what it pays (`Stakes`): the better of the
/// two in expected jetons. `None` when the game awaits no decision.
pub fn marque_decision_paid(game: &Partie, stakes: Stakes) -> Result<Option<Decision>, Error> {
    if game.phase() != Phase::AwaitingDecision {
        return Ok(None);
    }
    let Some(rolled) = game.rolled() else {
        return Ok(None);
    };
    if !rolled.marking.can_leave {
        return Ok(Some(Decision::Hold));
    }
    let m = marque_of(game)?;
    let (hold, leave) = decision_jetons(
        stakes,
        &m,
        game.position(),
        &rolled.marking,
        learned::committed()?,
    )?;
    Ok(Some(if leave > hold {
        Decision::Leave
    } else {
        Decision::Hold
    }))
}

/// The computer's play in a marqué by what it pays: every one of the game's plays (as the
/// maître's, `learned::PLAY_WIDTH`) judged by the network's chances of the coming jeu turned
/// into the marqué's jetons.
pub fn marque_play_paid(game: &Partie, stakes: Stakes) -> Result<Play, Error> {
    let plays = game.plays();
    if plays.len() <= 1 {
        return Ok(plays.first().copied().unwrap_or_default());
    }
    let m = marque_of(game)?;
    let best = ranking(
        stakes,
        &m,
        game.position(),
        plays,
        learned::committed()?,
        Some(learned::PLAY_WIDTH),
    )?;
    Ok(best
        .first()
        .and_then(|c| plays.get(c.index))
        .copied()
        .unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecrire::Progression;

    fn marque(gains: &[(Side, u32, bool)]) -> Marque {
        let mut m = Marque::new();
        for &(side, trous, left) in gains.iter().filter(|g| g.1 > 0) {
            m.push(Gain {
                side,
                trous,
                given: false,
                left,
            })
            .unwrap();
        }
        m
    }

    /// An ended marqué is worth what `ecrire::value` pays, to the winner, from the loser.
    /// 000 Valeur des marqués: (6 + 2) × 2 for a petite bredouille of six trous.
    #[test]
    fn an_ended_marque_is_worth_its_payment() {
        let st = Stakes::default();
        let w = marque(&[(Side::White, 6, true)]);
        assert_eq!(worth(st, &w), 16.0);
        let b = marque(&[(Side::Black, 6, true)]);
        assert_eq!(worth(st, &b), -16.0);
        // 000 Valeur du Refait: after one refait the consolation is paid twice.
        let after_refait = Stakes { refaits: 1, ..st };
        assert_eq!(worth(after_refait, &w), 20.0);
    }

    /// Between even players the table gives each side what it gives the other: nothing at the
    /// start, and a state's worth to White is its mirror's to Black.
    #[test]
    fn the_table_is_even_between_even_players() {
        let st = Stakes::default();
        assert!(worth(st, &Marque::new()).abs() < 1e-9);
        for (a, b) in [(3, 0), (6, 2), (9, 4)] {
            let w = marque(&[(Side::White, a, false), (Side::Black, b, false)]);
            let bl = marque(&[(Side::Black, a, false), (Side::White, b, false)]);
            assert!((worth(st, &w) + worth(st, &bl)).abs() < 1e-9, "{a}-{b}");
        }
    }

    /// 000 CONVENTION DE BASE: in petite bredouille at six trous to none, leaving pays
    /// (6 + 2) × 2 = 16; holding risks the bredouille on the opponent's next jeu for the grande
    /// only at twelve: between even players the table leaves, which the fixed rule of the
    /// computer before it (`ai::marque_decision`: hold for the grande) did not.
    #[test]
    fn in_petite_bredouille_at_six_the_table_leaves() {
        let st = Stakes::default();
        let at_six = marque(&[(Side::White, 6, false)]);
        let hold = worth(st, &at_six);
        assert!(hold < 16.0 && hold > 0.0, "holding worth {hold}");
        // Far on, the grande's ×4 is worth holding for: at eleven to none a jeu more makes
        // twelve, (12 + 2) × 4 = 56, where leaving now pays (11 + 2) × 2 = 26.
        let at_eleven = marque(&[(Side::White, 11, false)]);
        assert!(worth(st, &at_eleven) > 26.0);
    }

    /// 000 CONVENTION ANNEXE: a grande bredouille of eighteen trous counts ×8 (geometric): the
    /// same state is worth more under the annexe than under the base.
    #[test]
    fn the_annexe_values_a_long_grande_more() {
        let base = Stakes::default();
        let annexe = Stakes {
            convention: Convention::Annexe(Progression::Geometric),
            refaits: 0,
        };
        let m = marque(&[(Side::White, 16, false)]);
        assert!(worth(annexe, &m) > worth(base, &m) + 1.0);
    }

    /// The coming jeu's chance weighs its two outcomes: certain to win it is worth more than
    /// even, even more than certain to lose, and the mover's jetons are the opponent's turned
    /// round.
    #[test]
    fn the_coming_jeu_weighs_what_it_pays() {
        let st = Stakes::default();
        let m = marque(&[(Side::White, 4, false)]);
        let score = Score::default();
        let e = |side, p| expected(st, &m, &score, side, p);
        assert!(e(Side::White, 1.0) > e(Side::White, 0.5));
        assert!(e(Side::White, 0.5) > e(Side::White, 0.0));
        assert!((e(Side::White, 0.3) + e(Side::Black, 0.7)).abs() < 1e-9);
    }
}
