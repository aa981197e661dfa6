//! Grading a *compter les points* answer: what is right, and exactly what was missed, as typed
//! data with stable codes that the page puts in words (docs/exercises.md, "Grading").

use super::points::PointsExercise;
use crate::analysis::{Jan, JanKind, Points};
use crate::error::Error;
use crate::fleche::Fleche;
use crate::side::Side;

/// One jan as the player names it. `at` may be left out (the jan of that kind, wherever it
/// is); `ways` and `points` too, to be graded on the jans alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JanAnswer {
    /// Which jan.
    pub kind: JanKind,
    /// Who the player says marks it.
    pub beneficiary: Side,
    /// The dame or coin it is about, where the jan has one.
    pub at: Option<Fleche>,
    /// How many façons or moyens the player counts.
    pub ways: Option<u32>,
    /// Its points, as the player counts them.
    pub points: Option<u32>,
}

/// A player's answer: the totals, or the jans, or both (at least one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PointsAnswer {
    /// The points each side marks.
    pub points: Option<Points>,
    /// The jans, each once.
    pub jans: Option<Vec<JanAnswer>>,
}

/// One thing an answer missed. Its `code` is stable (docs/exercises.md lists them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// `points-swapped`: the two sides' totals given each to the other.
    PointsSwapped {
        /// The totals given.
        given: Points,
    },
    /// `wrong-total`: a side's total is not what it marks.
    WrongTotal {
        /// The side.
        side: Side,
        /// What the player gave.
        given: u32,
        /// What it marks.
        expected: u32,
    },
    /// `jan-forgotten`: a jan of the roll the answer does not name.
    JanForgotten {
        /// The jan left out, as the engine has it.
        jan: Jan,
    },
    /// `jan-not-there`: a jan named that the roll does not make.
    JanNotThere {
        /// The jan as named.
        named: JanAnswer,
    },
    /// `jan-to-other`: a jan of the roll given to the side that does not mark it (a battery à
    /// faux marked by the thrower, say).
    JanToOther {
        /// The jan, as the engine has it (its `beneficiary` is the side that marks it).
        jan: Jan,
    },
    /// `vrai-for-faux`: a battery counted à vrai, for the thrower, where the roll beats that
    /// dame only à faux, for the opponent (000 BATTRE À FAUX); `faux-for-vrai` the other way.
    VraiFaux {
        /// The jan of the roll (`battre-dame` or `battre-dame-a-faux`).
        jan: Jan,
        /// The kind the player named instead.
        named: JanKind,
    },
    /// `too-many-ways` / `too-few-ways`: the right jan, by more or fewer façons or moyens than
    /// it counts.
    Ways {
        /// The jan, as the engine has it.
        jan: Jan,
        /// The façons or moyens the player counted.
        given: u32,
    },
    /// `jan-points`: the right jan by the right ways, at the wrong points (a doublet's 6, a
    /// petit jan's 4 to a façon, …).
    JanPoints {
        /// The jan, as the engine has it.
        jan: Jan,
        /// The points the player gave it.
        given: u32,
    },
}

impl Miss {
    /// The stable code of the miss.
    pub fn code(&self) -> &'static str {
        match self {
            Miss::PointsSwapped { .. } => "points-swapped",
            Miss::WrongTotal { .. } => "wrong-total",
            Miss::JanForgotten { .. } => "jan-forgotten",
            Miss::JanNotThere { .. } => "jan-not-there",
            Miss::JanToOther { .. } => "jan-to-other",
            Miss::VraiFaux { jan, .. } if jan.kind == JanKind::BattreDameAFaux => "vrai-for-faux",
            Miss::VraiFaux { .. } => "faux-for-vrai",
            Miss::Ways { jan, given } if *given > jan.ways => "too-many-ways",
            Miss::Ways { .. } => "too-few-ways",
            Miss::JanPoints { .. } => "jan-points",
        }
    }
}

/// The grade of an answer: right when nothing was missed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointsGrade {
    /// Whether the answer is right in everything it gave.
    pub correct: bool,
    /// What it missed: the totals first; then the jans the answer names, in its order (to
    /// the other side, by the wrong ways or points); then the roll's jans it left out (or named
    /// under the other battery), in the engine's order; then the jans named that are not there.
    pub misses: Vec<Miss>,
}

/// The roll's jans with the same kind and flèche taken as one: a player names a jan once.
fn merged(jans: &[Jan]) -> Vec<Jan> {
    let mut out: Vec<Jan> = Vec::new();
    for j in jans {
        match out
            .iter_mut()
            .find(|o| o.kind == j.kind && o.at == j.at && o.beneficiary == j.beneficiary)
        {
            Some(o) => {
                o.ways += j.ways;
                o.points += j.points;
                o.by.extend(j.by.iter().cloned());
            }
            None => out.push(j.clone()),
        }
    }
    out
}

fn totals(given: Points, expected: Points, misses: &mut Vec<Miss>) {
    if given == expected {
        return;
    }
    let swapped = Points {
        white: expected.black,
        black: expected.white,
    };
    if given == swapped {
        misses.push(Miss::PointsSwapped { given });
        return;
    }
    for side in Side::BOTH {
        if given.get(side) != expected.get(side) {
            misses.push(Miss::WrongTotal {
                side,
                given: given.get(side),
                expected: expected.get(side),
            });
        }
    }
}

fn other_battery(kind: JanKind) -> Option<JanKind> {
    match kind {
        JanKind::BattreDame => Some(JanKind::BattreDameAFaux),
        JanKind::BattreDameAFaux => Some(JanKind::BattreDame),
        _ => None,
    }
}

fn jans(named: &[JanAnswer], expected: &[Jan], misses: &mut Vec<Miss>) {
    let expected = merged(expected);
    let mut used = vec![false; named.len()];
    let mut found = vec![false; expected.len()];
    // The jans named with their flèche first, so that one named without it takes what is left.
    for pass_exact in [true, false] {
        for (i, n) in named.iter().enumerate() {
            if used[i] || n.at.is_some() != pass_exact {
                continue;
            }
            let k = expected.iter().enumerate().position(|(k, e)| {
                !found[k] && e.kind == n.kind && (n.at.is_none() || n.at == e.at)
            });
            let Some(k) = k else { continue };
            let Some(e) = expected.get(k) else { continue };
            used[i] = true;
            found[k] = true;
            if n.beneficiary != e.beneficiary {
                misses.push(Miss::JanToOther { jan: e.clone() });
            } else if let Some(w) = n.ways.filter(|&w| w != e.ways) {
                misses.push(Miss::Ways {
                    jan: e.clone(),
                    given: w,
                });
            } else if let Some(p) = n.points.filter(|&p| p != e.points) {
                misses.push(Miss::JanPoints {
                    jan: e.clone(),
                    given: p,
                });
            }
        }
    }
    // A battery of the roll left unmatched, named under the other kind on the same dame.
    for (k, e) in expected.iter().enumerate() {
        if found[k] {
            continue;
        }
        let swapped = other_battery(e.kind).and_then(|other| {
            named
                .iter()
                .enumerate()
                .position(|(i, n)| !used[i] && n.kind == other && (n.at.is_none() || n.at == e.at))
        });
        match swapped {
            Some(i) => {
                used[i] = true;
                misses.push(Miss::VraiFaux {
                    jan: e.clone(),
                    named: named.get(i).map_or(e.kind, |n| n.kind),
                });
            }
            None => misses.push(Miss::JanForgotten { jan: e.clone() }),
        }
    }
    for (i, n) in named.iter().enumerate() {
        if !used[i] {
            misses.push(Miss::JanNotThere { named: n.clone() });
        }
    }
}

/// Grades an answer to a *compter les points* exercise against the engine's answer. An answer
/// that gives neither totals nor jans is refused (`bad-request`): there is nothing to grade.
pub fn grade_points(ex: &PointsExercise, answer: &PointsAnswer) -> Result<PointsGrade, Error> {
    if answer.points.is_none() && answer.jans.is_none() {
        return Err(Error::BadRequest(
            "an answer gives the points, or the jans, or both".into(),
        ));
    }
    let mut misses = Vec::new();
    if let Some(given) = answer.points {
        totals(given, ex.points, &mut misses);
    }
    if let Some(named) = &answer.jans {
        jans(named, &ex.jans, &mut misses);
    }
    Ok(PointsGrade {
        correct: misses.is_empty(),
        misses,
    })
}
