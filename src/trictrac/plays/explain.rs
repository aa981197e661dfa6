//! Explanation: the rule a refused play or move breaks, named for the player, and the legal
//! next moves of a roll once some are made (the page's destinations).

use super::generate::*;
use super::judge::play_steps_of;
use crate::error::{Error, Rule};
use crate::fleche::{steps, Fleche};
use crate::play::{Dest, Move};
use crate::position::Position;
use crate::side::Side;
use crate::trictrac::moves::{pleins, PleinJan, Tablier};
use crate::trictrac::Sortie;

/// The rule that removes a sequence the move rules allow.
pub(super) fn why_not_chosen(
    t: &Tablier,
    roll: &Roll,
    side: Side,
    leaves: &[Leaf],
    best: u32,
    leaf: &Leaf,
) -> Error {
    if leaf.forbidden {
        return Error::illegal(
            Rule::CoinParEffet,
            format!(
                "{side} can take the coin par effet, so may not take it par puissance (from {} and {})",
                fleche_at(side, steps::COIN - roll.high),
                fleche_at(side, steps::COIN - roll.low)
            ),
        );
    }
    let score = leaf.score(roll.high);
    let (bn, ln) = (best >> 16, score >> 16);
    if ln < bn {
        return if bn == 4 {
            Error::illegal(
                Rule::MustPlayBoth,
                "both numbers can be played, so both must be",
            )
        } else if bn == 3 {
            Error::illegal(
                Rule::MustPlayLarger,
                format!(
                    "only one number can be played: the larger number, the {}, must be played",
                    roll.high
                ),
            )
        } else {
            Error::illegal(
                Rule::MustPlayLarger,
                format!("the {} can be played, so it must be", roll.low),
            )
        };
    }
    let (bi, li) = ((best >> 12) & 0xf, (score >> 12) & 0xf);
    if li < bi {
        let d = leaf.moves[..leaf.n as usize]
            .iter()
            .zip(leaf.dice)
            .find(|(m, d)| m.1 == OFF && !roll.sortant[*d as usize])
            .map(|(_, d)| d)
            .unwrap_or(roll.low);
        return Error::illegal(
            Rule::BearingOff,
            format!(
                "the {d} is not a sortant number and can be played inside the jan de retour, so it must be"
            ),
        );
    }
    if (score >> 10) & 1 < (best >> 10) & 1 {
        // The provinciale rule yields to keeping the plein of the jan de retour.
        return Error::illegal(
            Rule::MustConserve,
            "the plein of the jan de retour can be kept by bearing off with a sortant number, so it must be (the exception to the provinciale rule)",
        );
    }
    if (score >> 8) & 3 < (best >> 8) & 3 {
        let d = leaf.moves[..leaf.n as usize]
            .iter()
            .zip(leaf.dice)
            .find(|(m, _)| m.1 == OFF)
            .map(|(_, d)| d)
            .unwrap_or(roll.low);
        return Error::illegal(
            Rule::BearingOff,
            format!(
                "under the provinciale rule a number that can be played inside the jan de retour must be: the {d} can"
            ),
        );
    }
    if (score >> 6) & 1 < (best >> 6) & 1 {
        return Error::illegal(
            Rule::MustBearOffLast,
            format!("{side} can bear off the last dames, so must"),
        );
    }
    if (score >> 4) & 3 < (best >> 4) & 3 {
        // RULINGS 16 (b): the number borne off by excédant could have been played otherwise.
        let d = leaf.moves[..leaf.n as usize]
            .iter()
            .zip(leaf.dice)
            .find(|(m, d)| roll.excedant(**m, *d) == 1)
            .map(|(_, d)| d)
            .unwrap_or(roll.high);
        return Error::illegal(
            Rule::BearingOff,
            format!(
                "the numbers can be played so that the {d} is not an excédant number, so they must be (one number may not be played so as to leave the other only an excédant use)"
            ),
        );
    }
    let before = pleins(&t.own);
    for b in leaves
        .iter()
        .filter(|b| !b.forbidden && b.score(roll.high) == best)
    {
        let missing = b.pleins & !leaf.pleins;
        if let Some(jan) = PleinJan::ALL.into_iter().find(|j| missing & j.bit() != 0) {
            return if before & jan.bit() != 0 {
                Error::illegal(
                    Rule::MustConserve,
                    format!("the plein of the {} can be kept, so it must be", jan.name()),
                )
            } else {
                Error::illegal(
                    Rule::MustFill,
                    format!("a plein can be filled: the {} must be filled", jan.name()),
                )
            };
        }
    }
    Error::illegal(Rule::NotLegal, "not one of the legal plays of this roll")
}

/// The first single move that breaks a rule of moves, walking the play in its order.
pub(super) fn why_not_a_move(t0: &Tablier, roll: &Roll, side: Side, given: &[(u8, u8)]) -> Error {
    let opp = side.opponent();
    let coin = steps::COIN;
    if given.len() == 2 && given.iter().all(|m| m.1 == coin && m.0 < coin) {
        let (a, b) = (coin - given[0].0 + 1, coin - given[1].0 + 1);
        if [a.min(b), a.max(b)] == [roll.low, roll.high] {
            // The shape of a coin par puissance, each dame one flèche short of its number.
            let msg = if t0.own[coin as usize] != 0 {
                format!("{side}'s coin is not empty: it is taken par puissance only when empty")
            } else if t0.opp[steps::COIN_ADVERSE as usize] != 0 {
                format!("{opp} holds his coin: one takes one's coin par puissance only while the opponent's is empty")
            } else {
                "par puissance, two dames that could take the opponent's coin d'emblée go to one's own coin together".to_string()
            };
            return Error::illegal(Rule::NotTheDice, msg);
        }
    }
    let mut t = *t0;
    let mut left: Vec<u8> = if roll.doublet() {
        vec![roll.high, roll.high]
    } else {
        vec![roll.high, roll.low]
    };
    // "1 flèche", "5 flèches": the count of flèches a refusal names
    let fleches = |n: u8| {
        if n == 1 {
            "1 flèche".to_string()
        } else {
            format!("{n} flèches")
        }
    };
    let dice_text = |left: &[u8]| match left {
        [a, b] => format!("the dice are {a} and {b}"),
        [a] => format!("the number left to play is {a}"),
        _ => "both numbers are played".to_string(),
    };
    let names = |s: u8| {
        if s >= OFF {
            "off".to_string()
        } else {
            fleche_at(side, s).to_string()
        }
    };
    for (i, &(s, to)) in given.iter().enumerate() {
        let chained = given.get(i + 1).is_some_and(|n| n.0 == to && to < OFF);
        if s == 0 || s > 24 || t.own[s as usize] == 0 {
            return Error::illegal(
                Rule::NotTheDice,
                format!("{side} has no dame on {} to play", names(s)),
            );
        }
        if to <= s {
            return Error::illegal(
                Rule::NotTheDice,
                format!("{} to {}: dames never move backwards", names(s), names(to)),
            );
        }
        let dist = to - s;
        let die;
        if to < OFF {
            let Some(k) = left.iter().position(|&d| d == dist) else {
                if to == steps::COIN && left.contains(&(dist + 1)) {
                    let msg = if t.own[steps::COIN as usize] != 0 {
                        format!(
                            "{side}'s coin is not empty: it is taken par puissance only when empty"
                        )
                    } else if t.opp[steps::COIN_ADVERSE as usize] != 0 {
                        format!("{opp} holds his coin: the coin is taken par puissance only while the opponent's is empty")
                    } else {
                        "par puissance, two dames that could take the opponent's coin d'emblée go to one's own coin together".to_string()
                    };
                    return Error::illegal(Rule::NotTheDice, msg);
                }
                return Error::illegal(
                    Rule::NotTheDice,
                    format!(
                        "{} to {} is {}, and {}",
                        names(s),
                        names(to),
                        fleches(dist),
                        dice_text(&left)
                    ),
                );
            };
            die = left.remove(k);
            if t.opp[to as usize] > 0 {
                return if chained {
                    Error::illegal(
                        Rule::NoRepos,
                        format!(
                            "{} is held by {opp}: no repos there to play tout d'une",
                            names(to)
                        ),
                    )
                } else {
                    Error::illegal(
                        Rule::OpponentFleche,
                        format!("{} is held by {opp}", names(to)),
                    )
                };
            }
            if to == steps::COIN_ADVERSE && !chained {
                return Error::illegal(
                    Rule::OpponentCoin,
                    format!(
                        "no dame may be placed on {}, {opp}'s coin de repos",
                        names(to)
                    ),
                );
            }
            if t.interdit.forbids(to) && !(chained && t.can_rest(to)) {
                let jan = if to >= 19 { "petit jan" } else { "grand jan" };
                return Error::illegal(
                    Rule::JanInterdit,
                    format!(
                        "{opp} can still fill his {jan}: no dame may be placed on {}",
                        names(to)
                    ),
                );
            }
        } else {
            if t.outside > 0 {
                let out = (1..19u8).find(|&x| t.own[x as usize] > 0).unwrap_or(1);
                return Error::illegal(
                    Rule::BearingOff,
                    format!(
                        "{side} bears off only once every dame is in the jan de retour, and {} is outside",
                        names(out)
                    ),
                );
            }
            let need = OFF - s;
            if let Some(k) = left.iter().position(|&d| d == need) {
                die = left.remove(k);
            } else {
                let Some(k) = left.iter().position(|&d| d > need) else {
                    return Error::illegal(
                        Rule::NotTheDice,
                        format!(
                            "{} is {} from the bande, and {}",
                            names(s),
                            fleches(need),
                            dice_text(&left)
                        ),
                    );
                };
                let d = left[k];
                if t.can_play_inside(d) {
                    return Error::illegal(
                        Rule::BearingOff,
                        format!("the {d} can be played inside the jan de retour: it is not an excédant number"),
                    );
                }
                if let Some(far) = t.farthest().filter(|&f| f != s) {
                    return Error::illegal(
                        Rule::BearingOff,
                        format!(
                            "an excédant number bears off only the farthest dame, on {}",
                            names(far)
                        ),
                    );
                }
                die = left.remove(k);
            }
        }
        let _ = die;
        t.shift(s, to);
    }
    if t.own[steps::COIN as usize] == 1 {
        return Error::illegal(
            Rule::LoneDameOnCoin,
            format!("the coin de repos cannot hold one dame: the coin is taken and left d'emblée, two dames at once ({})", fleche_at(side, steps::COIN)),
        );
    }
    Error::illegal(Rule::NotLegal, "not one of the legal plays of this roll")
}

/// The roll's candidate sequences, judged: the mover's view, the roll, every sequence the
/// move rules allow, and the orders in which each legal play may be made move by move.
pub(super) struct Judged {
    side: Side,
    t: Tablier,
    roll: Roll,
    leaves: Vec<Leaf>,
    best: u32,
    /// Each legal play in every order it may be played in, move by move.
    legal: Vec<Vec<(u8, u8)>>,
}

impl Judged {
    pub(super) fn of(pos: &Position, sortie: Sortie) -> Result<Judged, Error> {
        let dice = pos.dice().ok_or(Error::NoDice)?;
        let side = pos.turn();
        let mut t = mover_view(pos);
        let roll = Roll::new(&t, dice, sortie);
        let (leaves, best) = all_leaves(&mut t, &roll);
        let mut legal = Vec::new();
        for l in leaves
            .iter()
            .filter(|l| !l.forbidden && l.score(roll.high) == best)
        {
            let m = l.moves[..l.n as usize].to_vec();
            // The coin par puissance: two dames to the coin together, in either order (the
            // generator lists one; `check_play` accepts both).
            if l.puissance {
                legal.push(m.iter().rev().copied().collect());
            }
            legal.push(m);
        }
        Ok(Judged {
            side,
            t,
            roll,
            leaves,
            best,
            legal,
        })
    }

    /// Whether the moves `given` begin some legal play.
    pub(super) fn begins(&self, given: &[(u8, u8)]) -> bool {
        self.legal.iter().any(|s| s.starts_with(given))
    }

    /// The rule the move `mv` breaks after the moves `before` (which begin a legal play).
    pub(super) fn why(&self, before: &[(u8, u8)], mv: (u8, u8)) -> Error {
        let mut given = before.to_vec();
        given.push(mv);
        // A sequence the move rules allow, that the rules choosing between plays remove: the
        // best of those it begins, so that the rule named is the one that removes it.
        let begun = self
            .leaves
            .iter()
            .filter(|l| l.moves[..l.n as usize].starts_with(&given))
            .max_by_key(|l| (!l.forbidden, l.score(self.roll.high)));
        match begun {
            Some(l) => why_not_chosen(&self.t, &self.roll, self.side, &self.leaves, self.best, l),
            None => why_not_a_move(&self.t, &self.roll, self.side, &given),
        }
    }

    /// `Err` with the rule broken if the moves `so_far` do not begin a legal play.
    pub(super) fn check_begun(&self, so_far: &[(u8, u8)]) -> Result<(), Error> {
        for k in 0..so_far.len() {
            if !self.begins(&so_far[..=k]) {
                return Err(self.why(&so_far[..k], so_far[k]));
            }
        }
        Ok(())
    }
}

/// The legal next single-die moves of the roll, once the moves `so_far` are made (as
/// chessground's `dests`): each flèche a dame may leave, with where it may go, in the order of
/// the mover's path. A move is offered exactly when some legal play begins with `so_far` and
/// that move, in an order `check_play` accepts; once a whole play is made, nothing is. `Err`
/// names the rule that a move of `so_far` breaks.
pub(crate) fn destinations(
    pos: &Position,
    so_far: &[Move],
) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
    destinations_under(pos, so_far, Sortie::Parisienne)
}

/// `destinations` under a rule of bearing off.
pub fn destinations_under(
    pos: &Position,
    so_far: &[Move],
    sortie: Sortie,
) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
    let j = Judged::of(pos, sortie)?;
    let so_far = play_steps_of(j.side, so_far);
    j.check_begun(&so_far)?;
    let mut next: Vec<(u8, u8)> = j
        .legal
        .iter()
        .filter(|s| s.starts_with(&so_far))
        .filter_map(|s| s.get(so_far.len()).copied())
        .collect();
    crate::sort::sort(&mut next);
    next.dedup();
    let mut out: Vec<(Fleche, Vec<Dest>)> = Vec::new();
    for (s, to) in next {
        let (from, dest) = (fleche_at(j.side, s), dest_at(j.side, to));
        match out.last_mut() {
            Some((f, dests)) if *f == from => dests.push(dest),
            _ => out.push((from, vec![dest])),
        }
    }
    Ok(out)
}

/// Why the single move `mv` may not be made after the moves `so_far`: `None` when
/// `destinations` offers it, else the rule it breaks (`Error::IllegalPlay`, whose `Rule` has a
/// stable code), or the rule a move of `so_far` already breaks.
pub(crate) fn refusal(pos: &Position, so_far: &[Move], mv: Move) -> Option<Error> {
    refusal_under(pos, so_far, mv, Sortie::Parisienne)
}

/// `refusal` under a rule of bearing off.
pub fn refusal_under(pos: &Position, so_far: &[Move], mv: Move, sortie: Sortie) -> Option<Error> {
    let j = match Judged::of(pos, sortie) {
        Ok(j) => j,
        Err(e) => return Some(e),
    };
    let so_far = play_steps_of(j.side, so_far);
    if let Err(e) = j.check_begun(&so_far) {
        return Some(e);
    }
    let mv = play_steps_of(j.side, &[mv]).first().copied()?;
    let mut given = so_far.clone();
    given.push(mv);
    if j.begins(&given) {
        None
    } else {
        Some(j.why(&so_far, mv))
    }
}
