//! The three conventions on the value of a marqué (000 LA PARTIE À DEUX JOUEURS: "la convention de
//! base qui est celle adoptée en l'absence de précision préalable …, la convention annexe et la
//! convention sans lever").

use crate::ecrire::marque::{Bredouille, Won};
use crate::error::Error;

/// How the convention annexe grows the multiple of a grande bredouille every six trous beyond
/// twelve (000 CONVENTION ANNEXE: "selon qu'on décide d'adopter la progression arithmétique ou
/// géométrique").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Progression {
    /// ×6 at 18 trous, ×8 at 24, ×10 at 30 …
    Arithmetic,
    /// ×8 at 18 trous, ×16 at 24, ×32 at 30 …
    Geometric,
}

/// The convention agreed for the value of the marqués.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Convention {
    /// 000 CONVENTION DE BASE: simple ×1, petite bredouille ×2, grande bredouille ×4.
    #[default]
    Base,
    /// 000 CONVENTION ANNEXE: as the base, but a grande bredouille of 18, 24, 30 … trous counts more.
    Annexe(Progression),
    /// 000 CONVENTION SANS LEVER: a bredouille won sans lever is worth more than one avec relevé.
    SansLever,
}

impl Convention {
    /// The multiple a won marqué is paid by: its trous and its consolation both (000 Valeur des
    /// marqués: "ajouter d'abord à son nombre de trous gagnés deux pour la consolation, de
    /// multiplier éventuellement cette somme par deux ou quatre").
    pub fn multiple(self, won: &Won) -> Result<i64, Error> {
        Ok(match (self, won.bredouille) {
            (_, Bredouille::Simple) => 1,
            (Convention::Base, Bredouille::Petite) => 2,
            (Convention::Base, Bredouille::Grande) => 4,
            (Convention::Annexe(_), Bredouille::Petite) => 2,
            (Convention::Annexe(p), Bredouille::Grande) => annexe_grande(p, won.winner_trous())?,
            (Convention::SansLever, Bredouille::Petite) => {
                // 000 CONVENTION SANS LEVER: a petite bredouille won second after the first side
                // held beyond its sixth trou is worth what the first side's would have been.
                let sans_lever = won.first_beyond_six_sans_lever.unwrap_or(won.sans_lever);
                if sans_lever {
                    3
                } else {
                    2
                }
            }
            (Convention::SansLever, Bredouille::Grande) => {
                if won.sans_lever {
                    5
                } else {
                    4
                }
            }
        })
    }

    /// The name used on the sheet and at the boundary.
    pub fn name(self) -> &'static str {
        match self {
            Convention::Base => "base",
            Convention::Annexe(Progression::Arithmetic) => "annexe-arithmetic",
            Convention::Annexe(Progression::Geometric) => "annexe-geometric",
            Convention::SansLever => "sans-lever",
        }
    }

    /// Reads a name written by [`Convention::name`].
    pub fn parse(name: &str) -> Option<Convention> {
        match name {
            "base" => Some(Convention::Base),
            "annexe-arithmetic" | "annexe" => Some(Convention::Annexe(Progression::Arithmetic)),
            "annexe-geometric" => Some(Convention::Annexe(Progression::Geometric)),
            "sans-lever" => Some(Convention::SansLever),
            _ => None,
        }
    }
}

/// 000 CONVENTION ANNEXE: 12–17 trous ×4; 18 ×6 or ×8; 24 ×8 or ×16; 30 ×10 or ×32 "et ainsi de
/// suite". Below twelve there is no grande bredouille, so the caller never asks.
fn annexe_grande(p: Progression, trous: u32) -> Result<i64, Error> {
    let steps = trous.saturating_sub(12) / 6;
    let overflow = || {
        Error::BadRequest(format!(
            "{trous} trous in grande bredouille: too many to count"
        ))
    };
    match p {
        Progression::Arithmetic => i64::from(steps)
            .checked_mul(2)
            .and_then(|s| s.checked_add(4))
            .ok_or_else(overflow),
        Progression::Geometric => 2i64
            .checked_pow(steps)
            .and_then(|s| s.checked_mul(4))
            .ok_or_else(overflow),
    }
}
