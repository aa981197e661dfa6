//! The opponent's rights after an école: what 000 lets the other side do about a marking, beside
//! marking the école (000 ÉCOLE DE POINTS, S'EN ALLER SUR UNE ÉCOLE, ÉCOLE RÉTROACTIVE,
//! AUGMENTATION D'ÉCOLE, ÉCOLE PERPÉTUELLE, DOUBLE MARQUE). Stateless: which rights a verdict
//! opens, the chain of augmentation d'école reckoned, and how the computer exercises each.
//! The game object applies them (`partie::Partie::refuse_leave` and the rest). Decisions and
//! sources: docs/rules/ecole.md, "The opponent's rights".

use super::marks::{Cause, Marked, NoteKind, Verdict};
use crate::analysis::JanKind;
use crate::side::{BySide, Side};
use serde::{Deserialize, Serialize};

/// A right of one side over the other side's marking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Droit {
    /// Refuse the leave of a side that marked more trous than it won (000 ÉCOLE DE POINTS: "il
    /// perd en outre le privilège de s'en aller si son adversaire le souhaite"; S'EN ALLER SUR
    /// UNE ÉCOLE, third paragraph): it holds instead.
    RefuseLeave,
    /// Break one's game on the other side's leave, and so acquiesce to it (000 S'EN ALLER SUR
    /// UNE ÉCOLE, second paragraph: "la rupture du jeu de l'adversaire ne peut être considérée
    /// que comme un acquiescement formel qui légitime le coup"): the leave stands, even one
    /// without the trou, and refusing it is no longer open.
    Acquiesce,
    /// After a plein marked and not made, make the side fill or keep it really (000 ÉCOLE
    /// RÉTROACTIVE: "l'adversaire, qui a l'option de forcer ou au contraire d'empêcher le joueur
    /// à remplir ou à conserver réellement"): the play is made again as the opponent says.
    ForceFill,
    /// The other option of the same: the play stands as made (000 ÉCOLE RÉTROACTIVE).
    ForbidFill,
    /// Two jetons on the board: the opponent takes off the one he chooses (000 DOUBLE MARQUE:
    /// "l'adversaire démarque le jeton de son choix").
    ChooseJeton,
    /// Say the école last marked was not made: take its points off and mark them as a fausse
    /// école (000 AUGMENTATION D'ÉCOLE). Right only against a fausse école; against a rightful
    /// one it is itself a fausse école, which the other side may answer the same way, "sous
    /// peine d'école perpétuelle".
    ContestEcole,
}

impl Droit {
    /// The right's name as the JSON writes it (`refuse-leave`, `choose-jeton`, …).
    pub fn name(self) -> &'static str {
        match self {
            Droit::RefuseLeave => "refuse-leave",
            Droit::Acquiesce => "acquiesce",
            Droit::ForceFill => "force-fill",
            Droit::ForbidFill => "forbid-fill",
            Droit::ChooseJeton => "choose-jeton",
            Droit::ContestEcole => "contest-ecole",
        }
    }
    /// Every right, in the order `open` lists them.
    pub const ALL: [Droit; 6] = [
        Droit::RefuseLeave,
        Droit::Acquiesce,
        Droit::ForceFill,
        Droit::ForbidFill,
        Droit::ChooseJeton,
        Droit::ContestEcole,
    ];
}

/// In a DOUBLE MARQUE, which jeton stays on the board once the opponent took the other off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum JetonChoice {
    /// The jeton that marked the points before the roll: the roll's points are lost.
    First,
    /// The jeton taken from the talon for the roll's points: the earlier points are lost (what
    /// 000 calls the first marking "considérée alors comme abandonnée", and the verdict reads).
    Second,
}

/// A right open to a side at the moment the verdict describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Open {
    /// The right.
    pub droit: Droit,
    /// The side that may exercise it.
    pub to: Side,
    /// The side whose marking it is about.
    pub over: Side,
}

/// The rights `verdict` opens, for the marks `marked` of a roll by `mover` (before any of them
/// is exercised or waived: the game object knows which are). `ContestEcole` is not listed here:
/// anyone may say an école was false; whether it is right is the chain's (`chain`).
pub fn open(verdict: &Verdict, marked: &Marked, mover: Side) -> Vec<Open> {
    let opp = mover.opponent();
    let mut out = Vec::new();
    let leaves = marked.side(mover).is_some_and(|m| m.leave);
    let note = |side: Side, kind: NoteKind| {
        verdict
            .notes
            .iter()
            .any(|n| n.side == side && n.note == kind)
    };
    let refusable = leaves && note(mover, NoteKind::MayRefuseLeave);
    // A leave without the trou: the side stays by the rule (000 S'EN ALLER SUR UNE ÉCOLE, first
    // paragraph), unless the opponent breaks his game (second paragraph).
    let unearned = verdict
        .ecole_by(mover)
        .is_some_and(|e| e.cause == Cause::SEnAller);
    if refusable {
        out.push(Open {
            droit: Droit::RefuseLeave,
            to: opp,
            over: mover,
        });
    }
    if refusable || (leaves && unearned) {
        out.push(Open {
            droit: Droit::Acquiesce,
            to: opp,
            over: mover,
        });
    }
    if verdict
        .ecole_by(mover)
        .is_some_and(|e| matches!(e.cause, Cause::Plein | Cause::Privilege))
    {
        for droit in [Droit::ForceFill, Droit::ForbidFill] {
            out.push(Open {
                droit,
                to: opp,
                over: mover,
            });
        }
    }
    for side in [mover, opp] {
        if note(side, NoteKind::DoubleMarque) {
            out.push(Open {
                droit: Droit::ChooseJeton,
                to: side.opponent(),
                over: side,
            });
        }
    }
    out
}

/// Where a chain of augmentation d'école stands (000 AUGMENTATION D'ÉCOLE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Chain {
    /// Points of école each side has marked, net, once the chain's démarquages are done.
    pub points: BySide<u32>,
    /// The side whose marking is the last of the chain.
    pub last_by: Side,
    /// Whether that last marking is rightful.
    pub last_right: bool,
    /// The side that may contest next (the other one).
    pub next: Side,
    /// Whether contesting next is right (the last marking was a fausse école): what the
    /// computer does.
    pub next_right: bool,
}

/// The chain after `contests` contests of an école of `points` rightfully marked by `by`: the
/// other side contests first (wrongly: a fausse école), then each side in turn. Each contest
/// takes the last marking's points off its side and marks them for the contester; a rightful
/// one also puts back what the wrong one before took off ("démarque alors le joueur, rectifie
/// la première école et ajoute encore à son profit les points pour cette deuxième école").
/// So the rightful side gains the école's points once more at every round, without end (000
/// ÉCOLE PERPÉTUELLE), until the sides stop.
pub fn chain(by: Side, points: u32, contests: u32) -> Chain {
    let mut net = BySide::both(0u32);
    let mut removed = BySide::both(0u32);
    *net.side_mut(by) = points;
    let mut last_by = by;
    let mut last_right = true;
    for _ in 0..contests {
        let s = last_by.opponent();
        let right = !last_right;
        let taken = points.min(*net.side(last_by));
        *net.side_mut(last_by) -= taken;
        *removed.side_mut(last_by) = taken;
        let back = if right {
            std::mem::take(removed.side_mut(s))
        } else {
            0
        };
        *net.side_mut(s) = net.side(s).saturating_add(points).saturating_add(back);
        last_by = s;
        last_right = right;
    }
    Chain {
        points: net,
        last_by,
        last_right,
        next: last_by.opponent(),
        next_right: !last_right,
    }
}

/// How the computer, as the opponent, exercises a right: it always does, choosing as follows
/// (docs/rules/ecole.md). `None`: it waives this one (it never acquiesces, never contests a
/// rightful école, and of force or forbid it takes one).
pub fn computer_takes(droit: Droit, unmade: Option<JanKind>) -> bool {
    match droit {
        // 000 gives the opponent the choice with no reason to prefer the leave: a side that
        // left chose the relevé because it suited it.
        Droit::RefuseLeave => true,
        Droit::Acquiesce => false,
        // 001: the opponent makes him fill the petit jan when that may oblige him to pass into
        // the opponent's, and keeps him from the grand jan and the jan de retour "afin de
        // l'enfiler".
        Droit::ForceFill => matches!(
            unmade,
            Some(JanKind::RemplirPetitJan | JanKind::ConserverPetitJan)
        ),
        Droit::ForbidFill => !matches!(
            unmade,
            Some(JanKind::RemplirPetitJan | JanKind::ConserverPetitJan)
        ),
        Droit::ChooseJeton | Droit::ContestEcole => true,
    }
}

/// Which jeton the computer leaves standing: the one that shows fewer points.
pub fn computer_jeton(first: u8, second: u8) -> JetonChoice {
    if first < second {
        JetonChoice::First
    } else {
        JetonChoice::Second
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_json_names() {
        for d in Droit::ALL {
            assert_eq!(
                serde_json::to_string(&d).unwrap(),
                format!("\"{}\"", d.name())
            );
        }
    }

    // 000 AUGMENTATION D'ÉCOLE: Black marks White's école of 4; White contests (a fausse
    // école: Black 0, White 4); Black persists (Black 8, White 0); and so on (ÉCOLE PERPÉTUELLE).
    #[test]
    fn the_chain_gains_the_rightful_side_the_points_each_round() {
        let b = Side::Black;
        let at = |n| chain(b, 4, n).points;
        assert_eq!((at(0).black, at(0).white), (4, 0));
        assert_eq!((at(1).black, at(1).white), (0, 4));
        assert_eq!((at(2).black, at(2).white), (8, 0));
        assert_eq!((at(3).black, at(3).white), (4, 4));
        assert_eq!((at(4).black, at(4).white), (12, 0));
        assert!(!chain(b, 4, 1).last_right && chain(b, 4, 1).next_right);
        assert_eq!(chain(b, 4, 1).next, b);
        assert!(chain(b, 4, 2).last_right && !chain(b, 4, 2).next_right);
    }
}
