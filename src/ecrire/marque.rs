//! One marqué: its trous in the order they were won, and how it ends (000 LA PARTIE À DEUX
//! JOUEURS, TROU D'OBLIGATION). A marqué never ends at twelve trous: it ends when a side leaves
//! (s'en va) while some side has at least six trous, the trou d'obligation.

use crate::error::Error;
use crate::side::Side;

/// The trous that make a marqué: six, the trou d'obligation (000 TROU D'OBLIGATION: "le sixième
/// trou qu'un joueur doit avoir marqué (gagné) pour que le marqué puisse être terminé").
pub const TROU_D_OBLIGATION: u32 = 6;

/// Trous in a row from the first for a grande bredouille (000 CONVENTION DE BASE: "au moins douze
/// trous de suite à partir du premier").
pub const GRANDE_BREDOUILLE: u32 = 12;

/// Trous one side won on one roll, in the order they were marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gain {
    /// Who won them.
    pub side: Side,
    /// How many: one for a jeu simple, two for a jeu bredouille, more when one roll gives
    /// several jeux (000 TROU SANS BOUGER).
    pub trous: u32,
    /// Won on points the opponent gave (his roll, or the mover's points given away): one cannot
    /// leave on them (000 Terminer le marqué: "il n'est pas possible de terminer un marqué par des
    /// points qu'on a reçus de l'adversaire").
    pub given: bool,
    /// The side left (s'en alla) after marking them. Before the trou d'obligation this is a relevé
    /// and the marqué goes on; from it on, it ends the marqué.
    pub left: bool,
}

/// The quality of a won marqué (000 CONVENTION DE BASE: "simple, double ou quadruple").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bredouille {
    /// The winner's trous were not all taken in a row.
    Simple,
    /// "pris d'affilée à partir du premier": the petite bredouille.
    Petite,
    /// At least twelve trous in a row from the first, never leaving from the sixth: the grande.
    Grande,
}

impl Bredouille {
    /// The name on the sheet and at the boundary.
    pub fn name(self) -> &'static str {
        match self {
            Bredouille::Simple => "simple",
            Bredouille::Petite => "petite",
            Bredouille::Grande => "grande",
        }
    }
}

/// A marqué won: what the conventions need to value it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Won {
    /// Who won.
    pub winner: Side,
    /// Trous of each side, by `Side::index`.
    pub trous: [u32; 2],
    /// Simple, petite or grande bredouille.
    pub bredouille: Bredouille,
    /// The winner never left before the end (000 CONVENTION SANS LEVER: "il n'a jamais levé ses
    /// dames (hormis en cas de sortie qui ne compte pas)"). A relevé after a sortie is not a leave.
    pub sans_lever: bool,
    /// The loser left while behind and was marqué on purpose (000 Marqué volontaire).
    pub volontaire: bool,
    /// For a petite bredouille won second after the first side had held beyond its sixth trou:
    /// whether the first side had taken its trous sans lever (000 CONVENTION SANS LEVER, "sa valeur
    /// ne sera cependant déterminée que par celle qu'aurait eue la petite bredouille en premier").
    pub first_beyond_six_sans_lever: Option<bool>,
}

impl Won {
    /// The winner's trous.
    pub fn winner_trous(&self) -> u32 {
        self.trous[self.winner.index()]
    }
    /// The loser's trous.
    pub fn loser_trous(&self) -> u32 {
        self.trous[self.winner.opponent().index()]
    }
}

/// How a marqué ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarqueEnd {
    /// A side won it.
    Won(Won),
    /// 000 Refait: a side left from six trous with the other on as many: the marqué is void and
    /// played again, the same side keeping the primauté and its colour.
    Refait {
        /// Trous of each side, by `Side::index`.
        trous: [u32; 2],
        /// Who left.
        left: Side,
    },
}

/// A marqué being played, read from its gains one by one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marque {
    gains: Vec<Gain>,
    trous: [u32; 2],
    /// The side that marked the first trou.
    first: Option<Side>,
    /// 000 Le pavillon: the second side to mark, while its trous are still in a row.
    pavillon: Option<Side>,
    /// The first side marked again after the second: "aucun des deux joueurs ne pourra plus
    /// marquer en bredouille".
    broken: bool,
    /// Each side left at least once before the end (a relevé).
    releve: [bool; 2],
    end: Option<MarqueEnd>,
}

fn refuse(msg: impl Into<String>) -> Error {
    Error::BadRequest(msg.into())
}

impl Marque {
    /// A marqué at its start: no trou on either side.
    pub fn new() -> Marque {
        Marque::default()
    }

    /// A marqué read from its gains, in order.
    pub fn from_gains(gains: &[Gain]) -> Result<Marque, Error> {
        let mut m = Marque::new();
        for &g in gains {
            m.push(g)?;
        }
        Ok(m)
    }

    /// Adds the trous a side won on one roll. Refused, the marqué unchanged: nothing won, a gain
    /// after the end, a leave on trous given by the opponent, trous past counting (2^32).
    pub fn push(&mut self, gain: Gain) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(refuse("the marqué is over: no more trous"));
        }
        if gain.trous == 0 {
            return Err(refuse("a gain of no trou"));
        }
        if gain.left && gain.given {
            return Err(refuse(
                "one cannot leave on trous won from the opponent's points (000 Terminer le marqué)",
            ));
        }
        let s = gain.side;
        let o = s.opponent();
        // Counted before anything changes: a gain refused leaves the pavillon where it was.
        let t = self.trous[s.index()]
            .checked_add(gain.trous)
            .ok_or_else(|| refuse("too many trous"))?;
        match self.first {
            None => self.first = Some(s),
            Some(f) if f == s => {
                // 000 Le pavillon: "si le joueur qui a marqué en premier marque un trou de nouveau,
                // il ôte alors le pavillon à son adversaire".
                if self.trous[o.index()] > 0 {
                    self.broken = true;
                    self.pavillon = None;
                }
            }
            Some(_) => {
                if self.trous[s.index()] == 0 && !self.broken {
                    self.pavillon = Some(s);
                }
            }
        }
        self.trous[s.index()] = t;
        self.gains.push(gain);
        if gain.left {
            if self.trous.iter().any(|&t| t >= TROU_D_OBLIGATION) {
                self.end = Some(self.ending(s));
            } else {
                self.releve[s.index()] = true;
            }
        }
        Ok(())
    }

    /// The end when `leaver` leaves with some side on the trou d'obligation.
    fn ending(&self, leaver: Side) -> MarqueEnd {
        let tl = self.trous[leaver.index()];
        let to = self.trous[leaver.opponent().index()];
        if tl == to {
            return MarqueEnd::Refait {
                trous: self.trous,
                left: leaver,
            };
        }
        let volontaire = tl < to;
        let winner = if volontaire {
            leaver.opponent()
        } else {
            leaver
        };
        let bredouille = if volontaire || !self.in_bredouille(winner) {
            // 000 Marqué volontaire: "le marqué, qui vaut donc simple, est terminé".
            Bredouille::Simple
        } else if self.trous[winner.index()] >= GRANDE_BREDOUILLE {
            Bredouille::Grande
        } else {
            Bredouille::Petite
        };
        let first_beyond_six_sans_lever = match (bredouille, self.first) {
            (Bredouille::Petite, Some(f))
                if f != winner && self.trous[f.index()] >= TROU_D_OBLIGATION =>
            {
                Some(!self.releve[f.index()])
            }
            _ => None,
        };
        MarqueEnd::Won(Won {
            winner,
            trous: self.trous,
            bredouille,
            sans_lever: !self.releve[winner.index()],
            volontaire,
            first_beyond_six_sans_lever,
        })
    }

    /// Whether every trou `side` has was taken in a row from its first: in bredouille en premier
    /// (the opponent has none) or holding the pavillon (en second).
    pub fn in_bredouille(&self, side: Side) -> bool {
        if self.broken || self.trous[side.index()] == 0 {
            return false;
        }
        (self.first == Some(side) && self.trous[side.opponent().index()] == 0)
            || self.pavillon == Some(side)
    }

    /// The side holding the pavillon of the convention de base: a bredouille en second.
    pub fn pavillon(&self) -> Option<Side> {
        self.pavillon
    }

    /// 000 CONVENTION SANS LEVER, Le pavillon: the side in bredouille that never left ("il le perd
    /// dès qu'il s'en va ou dès que son adversaire marque à son tour").
    pub fn pavillon_sans_lever(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&s| self.in_bredouille(s) && !self.releve[s.index()])
    }

    /// 000 CONVENTION SANS LEVER, La cravate: the bredouille en second, which the sans-lever
    /// convention marks with the cravate because its pavillon says "never left".
    pub fn cravate(&self) -> Option<Side> {
        self.pavillon
    }

    /// Trous of `side`.
    pub fn trous(&self, side: Side) -> u32 {
        self.trous[side.index()]
    }

    /// The gains so far.
    pub fn gains(&self) -> &[Gain] {
        &self.gains
    }

    /// Whether `side` left before the end.
    pub fn releve(&self, side: Side) -> bool {
        self.releve[side.index()]
    }

    /// How the marqué ended, once it has.
    pub fn end(&self) -> Option<&MarqueEnd> {
        self.end.as_ref()
    }

    /// Whether a side has left with some side on six trous or more.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }
}
