//! Whole-roll plays of Trictrac: every legal way to play the two numbers, checking a play (and
//! naming the rule it breaks), applying it (000 LOIS, COINS, RETOUR, SORTIE, IMPUISSANCE,
//! REMPLIR et CONSERVER, FAUSSE CASE, PRENDRE SON COIN; RULINGS 4–6).
//!
//! A play is first built move by move (`moves`): each number by one dame, or both by one dame
//! tout d'une with a repos, plus taking the coin par puissance. Among those sequences the rules
//! that choose between plays apply in this order, each keeping the best of what is left:
//! 1. play both numbers if possible, else the larger (000 IMPUISSANCE);
//! 2. during the sortie, play every number that was not sortant inside the jan when possible
//!    (000 SORTIE "il faut jouer la totalité des nombres non sortants à l'intérieur du jan");
//! 3. bear off the last dames when possible (000 SORTIE "la sortie doit être effectivement
//!    réalisée s'il s'agit des toutes dernières dames");
//! 4. fill or keep as many pleins as possible (000 REMPLIR et CONSERVER, CONSERVER EN SORTANT).
//!
//! Since each rule keeps the maximum of one measure among the survivors of the previous ones, the
//! legal plays are exactly those whose measures are lexicographically maximal: `Leaf::score`.
//! The coin par puissance is refused outright when the coin can be taken par effet (000 COINS).

use crate::board::Board;
use crate::dice::Dice;
use crate::error::{Error, Rule};
use crate::fleche::{steps, Fleche};
use crate::game::Game;
use crate::play::{Dest, Move, Play};
use crate::position::{Coups, Position, Setup};
use crate::side::Side;
use crate::trictrac::moves::{pleins, PleinJan, Tablier};

/// The off "step" of a move (the bande de sortie).
const OFF: u8 = 25;

/// One candidate play: a sequence of single-die moves that the move rules allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Leaf {
    /// (from, to) steps of the mover's path; to = 25 when borne off.
    pub moves: [(u8, u8); 2],
    /// The number each move plays.
    pub dice: [u8; 2],
    pub n: u8,
    /// The coin taken par puissance (moves are [from, coin], each one short of its number).
    pub puissance: bool,
    /// Par puissance although par effet is possible: refused (000 COINS).
    pub forbidden: bool,
    /// Moves playing a number that was not sortant before the roll, ending inside.
    pub inside: u8,
    /// All the mover's dames are off after the play.
    pub all_off: bool,
    /// The pleins held after the play (bits of `PleinJan`).
    pub pleins: u8,
    /// Identifies the resulting board: the net dames removed and added, sorted.
    pub key: u32,
}

impl Leaf {
    /// The measures of the rules that choose between plays, most important first (see top).
    #[inline(always)]
    fn score(&self, high: u8) -> u32 {
        let numbers = match self.n {
            2 => 4,
            1 if self.dice[0] == high => 3,
            1 => 2,
            _ => 0,
        };
        (numbers << 16)
            | ((self.inside as u32) << 8)
            | ((self.all_off as u32) << 4)
            | self.pleins.count_ones()
    }

    #[inline(always)]
    fn play(&self, side: Side) -> Play {
        let [(s1, t1), (s2, t2)] = self.moves;
        Play::of_two(
            self.n,
            Move::new(fleche_at(side, s1), dest_at(side, t1)),
            Move::new(fleche_at(side, s2), dest_at(side, t2)),
        )
    }
}

/// The flèche at `step` (1..=24) of `side`'s Trictrac path.
#[inline(always)]
pub(crate) fn fleche_at(side: Side, step: u8) -> Fleche {
    let i = match side {
        Side::White => step.wrapping_sub(1),
        Side::Black => 24u8.wrapping_sub(step),
    };
    Fleche::new(i).unwrap_or(Fleche::B1)
}

#[inline(always)]
fn dest_at(side: Side, step: u8) -> Dest {
    if step >= OFF {
        Dest::Off
    } else {
        Dest::To(fleche_at(side, step))
    }
}

/// The net change of a sequence of `n` moves (0 to 2), as a key equal for two sequences iff
/// they leave the same board.
#[inline(always)]
fn board_key(moves: [(u8, u8); 2], n: u8) -> u32 {
    let ([mut r0, mut r1], [mut a0, mut a1]) = match n {
        0 => ([0, 0], [0, 0]),
        1 => ([moves[0].0, 0], [moves[0].1, 0]),
        _ => ([moves[0].0, moves[1].0], [moves[0].1, moves[1].1]),
    };
    // A dame arriving where another left cancels out (tout d'une, or the same net change).
    if n == 2 {
        if a0 == r1 {
            a0 = 0;
            r1 = 0;
        } else if a1 == r0 {
            a1 = 0;
            r0 = 0;
        }
    }
    let (r0, r1) = (r0.max(r1), r0.min(r1));
    let (a0, a1) = (a0.max(a1), a0.min(a1));
    (r0 as u32) | (r1 as u32) << 5 | (a0 as u32) << 10 | (a1 as u32) << 15
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// For `legal_plays`: skip sequences known to repeat another with the same board and
    /// measures, skip single numbers once both can be played, skip the refused puissance.
    Legal,
    /// For checking: every sequence the move rules allow, and the refused puissance.
    All,
}

/// The numbers of a roll and what they were before it.
#[derive(Clone, Copy)]
struct Roll {
    high: u8,
    low: u8,
    /// `sortant[d]`: a dame stood exactly `d` from the bande before the roll (000 SORTIE).
    sortant: [bool; 7],
}

impl Roll {
    fn new(t: &Tablier, dice: Dice) -> Roll {
        let mut sortant = [false; 7];
        let mut d = 1;
        while d < 7 {
            sortant[d] = t.own[25 - d] > 0;
            d += 1;
        }
        Roll {
            high: dice.high(),
            low: dice.low(),
            sortant,
        }
    }

    fn doublet(&self) -> bool {
        self.high == self.low
    }

    /// 1 if the move plays a number that was not sortant before the roll and ends inside.
    #[inline(always)]
    fn inside(&self, (_, to): (u8, u8), d: u8) -> u8 {
        (to < OFF && !self.sortant.get(d as usize).copied().unwrap_or(true)) as u8
    }
}

/// The candidate play of the first `n` moves (0 to 2) of `moves`, each playing the number
/// beside it in `dice`, as the Tablier stands after them. Inlined in the generator's inner loop
/// (a call there, with its arguments in memory, weighed a tenth of the WebAssembly time); the
/// rarer places call `make_leaf`.
#[inline(always)]
fn leaf_after(t: &Tablier, roll: &Roll, moves: [(u8, u8); 2], dice: [u8; 2], n: u8) -> Leaf {
    let n = n.min(2);
    let mut leaf = Leaf {
        moves: [(0, 0); 2],
        dice: [0; 2],
        n,
        puissance: false,
        forbidden: false,
        inside: 0,
        all_off: t.own[OFF as usize] >= crate::board::DAMES,
        pleins: t.pleins(),
        key: board_key(moves, n),
    };
    if n >= 1 {
        leaf.moves[0] = moves[0];
        leaf.dice[0] = dice[0];
        leaf.inside = roll.inside(moves[0], dice[0]);
    }
    if n == 2 {
        leaf.moves[1] = moves[1];
        leaf.dice[1] = dice[1];
        leaf.inside += roll.inside(moves[1], dice[1]);
    }
    leaf
}

/// `leaf_after`, not inlined: for the single numbers, the coin par puissance and the empty play.
fn make_leaf(t: &Tablier, roll: &Roll, moves: [(u8, u8); 2], dice: [u8; 2], n: u8) -> Leaf {
    leaf_after(t, roll, moves, dice, n)
}

/// Sends `emit` every candidate play of the roll. Returns whether any play of both numbers
/// was found.
fn generate(t: &mut Tablier, roll: &Roll, emit: &mut Sink) -> bool {
    let mode = emit.mode();
    let mut found = false;
    found |= two_numbers(t, roll, roll.high, roll.low, false, emit);
    if !roll.doublet() {
        found |= two_numbers(t, roll, roll.low, roll.high, true, emit);
    }
    found |= par_puissance(t, roll, emit);
    if found && mode == Mode::Legal {
        return true;
    }
    let dice: &[u8] = if roll.doublet() {
        &[roll.high][..]
    } else {
        &[roll.high, roll.low][..]
    };
    for &d in dice {
        let mut m = t.landings(d) | t.sorties(d);
        while m != 0 {
            let s = m.trailing_zeros() as u8;
            m &= m - 1;
            let to = (s + d).min(OFF);
            t.shift(s, to);
            if t.own[steps::COIN as usize] != 1 {
                emit.leaf(&make_leaf(t, roll, [(s, to), (0, 0)], [d, 0], 1));
            }
            t.unshift(s, to);
        }
    }
    // The empty play is listed nowhere (INTERCHANGE.md: "An empty list means nothing can be
    // played"), but checking must know it: it is legal exactly when nothing can be played.
    if mode == Mode::All {
        emit.leaf(&make_leaf(t, roll, [(0, 0); 2], [0; 2], 0));
    }
    found
}

/// Both numbers, `d1` first: by two dames, or by one dame tout d'une resting after `d1`.
fn two_numbers(
    t: &mut Tablier,
    roll: &Roll,
    d1: u8,
    d2: u8,
    second_order: bool,
    emit: &mut Sink,
) -> bool {
    let mut found = false;
    let prune = emit.mode() == Mode::Legal;
    // The dames that may play each number are masks (`passages`, `landings`, `sorties`), so
    // that the loops visit only moves the rules allow, in order along the path.
    let mut m1 = t.passages(d1) | t.sorties(d1);
    while m1 != 0 {
        let s1 = m1.trailing_zeros() as u8;
        m1 &= m1 - 1;
        let to1 = s1 + d1;
        let off1 = to1 >= OFF;
        let final1 = off1 || t.can_land(to1);
        let to1 = to1.min(OFF);
        t.shift(s1, to1);
        // 000 LOIS: a dame resting where it may not stay must go on tout d'une.
        let from = if final1 { t.occupied } else { 1u32 << to1 };
        let mut inside = from & (t.land >> d2);
        // Two dames each playing one number, neither borne off, not chained: the other order
        // of the same moves gives the same board and measures, and is valid too (landings do
        // not depend on the mover's dames; sorties do, so they are kept).
        if prune && !off1 {
            if second_order {
                inside &= 1 << to1;
            } else if roll.doublet() {
                inside &= !((1u32 << s1) - 1) | 1 << to1;
            }
        }
        let mut m2 = inside | (from & t.sorties(d2));
        while m2 != 0 {
            let s2 = m2.trailing_zeros() as u8;
            m2 &= m2 - 1;
            let to2 = (s2 + d2).min(OFF);
            t.shift(s2, to2);
            // 000 COINS: after the play the coin holds no dame or two and more.
            if t.own[steps::COIN as usize] != 1 {
                found = true;
                emit.leaf(&leaf_after(t, roll, [(s1, to1), (s2, to2)], [d1, d2], 2));
            }
            t.unshift(s2, to2);
        }
        t.unshift(s1, to1);
    }
    found
}

/// 000 COINS: with one's own coin and the opponent's both empty, the dames that could take the
/// opponent's coin d'emblée take one's own instead, "comme si on rétrogradait ses dames d'une
/// case". Refused when the coin can be taken par effet.
fn par_puissance(t: &mut Tablier, roll: &Roll, emit: &mut Sink) -> bool {
    let coin = steps::COIN;
    if t.own[coin as usize] != 0 || t.opp[steps::COIN_ADVERSE as usize] != 0 || roll.low < 2 {
        return false;
    }
    let (a, b) = (
        steps::COIN_ADVERSE - roll.high,
        steps::COIN_ADVERSE - roll.low,
    );
    let (ea, eb) = (coin - roll.high, coin - roll.low);
    let holds = |s: u8, s2: u8| {
        if s == s2 {
            t.own[s as usize] >= 2
        } else {
            t.own[s as usize] >= 1 && t.own[s2 as usize] >= 1
        }
    };
    if !holds(a, b) {
        return false;
    }
    let forbidden = holds(ea, eb);
    if forbidden && emit.mode() == Mode::Legal {
        return false;
    }
    t.shift(a, coin);
    t.shift(b, coin);
    let mut leaf = make_leaf(t, roll, [(a, coin), (b, coin)], [roll.high, roll.low], 2);
    t.unshift(b, coin);
    t.unshift(a, coin);
    leaf.puissance = true;
    leaf.forbidden = forbidden;
    emit.leaf(&leaf);
    !forbidden
}

/// The board keys of the plays kept so far. Most rolls keep a few dozen plays at most: a short
/// list scanned in order. Past `SHORT` keys a hash table takes over, allocated only then, so that
/// a call does not pay for zeroing a large table (a fixed cost that weighed most in WebAssembly).
struct Seen {
    short: [u32; SHORT],
    n: usize,
    /// Open addressing, `TABLE` slots, 0 free, keys tagged with bit 31; empty while unused. Sized
    /// for the most distinct plays a roll can have (under 300: two numbers from at most 15
    /// occupied flèches, in either order, plus tout d'une and single numbers).
    table: Vec<u32>,
}

const SHORT: usize = 32;
const TABLE: usize = 1024;

impl Seen {
    fn new() -> Seen {
        Seen {
            short: [0; SHORT],
            n: 0,
            table: Vec::new(),
        }
    }

    fn clear(&mut self) {
        self.n = 0;
        self.table = Vec::new();
    }

    /// Adds a key; false if it was there.
    #[inline(always)]
    fn insert(&mut self, key: u32) -> bool {
        if self.table.is_empty() {
            let mut i = 0;
            while i < self.n {
                if self.short[i] == key {
                    return false;
                }
                i += 1;
            }
            if self.n < SHORT {
                self.short[self.n] = key;
                self.n += 1;
                return true;
            }
            self.table = vec![0; TABLE];
            for k in self.short {
                Seen::put(&mut self.table, k);
            }
        }
        Seen::put(&mut self.table, key)
    }

    fn put(table: &mut [u32], key: u32) -> bool {
        let tagged = key | 1 << 31;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 22) as usize & (TABLE - 1);
        for _ in 0..TABLE {
            let Some(slot) = table.get_mut(i) else {
                return true;
            };
            if *slot == tagged {
                return false;
            }
            if *slot == 0 {
                *slot = tagged;
                return true;
            }
            i = (i + 1) & (TABLE - 1);
        }
        true
    }
}

fn mover_view(pos: &Position) -> Tablier {
    Tablier::of(pos.board(), pos.turn())
}

/// Every distinct legal play of the position's roll, one per resulting board (INTERCHANGE.md).
/// The order is that of generation (larger number first, flèches along the mover's path) and the
/// representative of a board is the first sequence found for it.
pub fn legal_plays(pos: &Position) -> Result<Vec<Play>, Error> {
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let side = pos.turn();
    let mut t = mover_view(pos);
    let roll = Roll::new(&t, dice);
    let mut best = Best {
        side,
        high: roll.high,
        best: None,
        out: Vec::with_capacity(16),
        seen: Seen::new(),
    };
    generate(&mut t, &roll, &mut Sink::Best(&mut best));
    Ok(best.out)
}

/// Where `generate` sends each candidate play: one type, not a generic parameter, so that the
/// generator is compiled once in the WebAssembly module; the match is forced inline. The sink
/// also says how far to generate (`Mode`).
enum Sink<'a> {
    /// `Mode::Legal`: the plays of the best measures, one per resulting board.
    Best(&'a mut Best),
    /// `Mode::All`: every candidate.
    All(&'a mut Vec<Leaf>),
}

impl Sink<'_> {
    fn mode(&self) -> Mode {
        match self {
            Sink::Best(_) => Mode::Legal,
            Sink::All(_) => Mode::All,
        }
    }

    #[inline(always)]
    fn leaf(&mut self, leaf: &Leaf) {
        match self {
            Sink::Best(b) => b.leaf(leaf),
            Sink::All(v) => v.push(*leaf),
        }
    }
}

struct Best {
    side: Side,
    high: u8,
    best: Option<u32>,
    out: Vec<Play>,
    seen: Seen,
}

impl Best {
    #[inline(always)]
    fn leaf(&mut self, leaf: &Leaf) {
        let score = leaf.score(self.high);
        match self.best {
            Some(b) if score < b => return,
            Some(b) if score == b => {}
            _ => {
                self.best = Some(score);
                self.out.clear();
                self.seen.clear();
            }
        }
        if self.seen.insert(leaf.key) {
            self.out.push(leaf.play(self.side));
        }
    }
}

/// Every candidate sequence with its measures, and the best score among those not refused.
fn all_leaves(t: &mut Tablier, roll: &Roll) -> (Vec<Leaf>, u32) {
    let mut leaves = Vec::new();
    generate(t, roll, &mut Sink::All(&mut leaves));
    let best = leaves
        .iter()
        .filter(|l| !l.forbidden)
        .map(|l| l.score(roll.high))
        .max()
        .unwrap_or(0);
    (leaves, best)
}

/// The play's moves as steps of the mover's path, in the given order.
fn play_steps(side: Side, play: &Play) -> Vec<(u8, u8)> {
    play_steps_of(side, play.moves())
}

/// Judges a play: the legal sequence it is, or the rule it breaks.
fn judge(pos: &Position, play: &Play) -> Result<Leaf, Error> {
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let side = pos.turn();
    let mut t = mover_view(pos);
    let roll = Roll::new(&t, dice);
    let given = play_steps(side, play);
    if given.len() > 2 {
        return Err(Error::illegal(
            Rule::NotTheDice,
            format!(
                "a Trictrac roll plays two numbers, not {} (a doublet too)",
                given.len()
            ),
        ));
    }
    let (leaves, best) = all_leaves(&mut t, &roll);
    let legal = |l: &Leaf| {
        leaves
            .iter()
            .any(|b| !b.forbidden && b.key == l.key && b.score(roll.high) == best)
    };
    let mut swapped = given.clone();
    swapped.reverse();
    let matches: Vec<&Leaf> = leaves
        .iter()
        .filter(|l| {
            let m = &l.moves[..l.n as usize];
            m == given.as_slice() || m == swapped.as_slice()
        })
        .collect();
    if let Some(l) = matches.iter().find(|l| !l.forbidden && legal(l)) {
        return Ok(**l);
    }
    if let Some(l) = matches.iter().find(|l| !l.forbidden).or(matches.first()) {
        return Err(why_not_chosen(&t, &roll, side, &leaves, best, l));
    }
    Err(why_not_a_move(&t, &roll, side, &given))
}

/// The rule that removes a sequence the move rules allow.
fn why_not_chosen(
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
    let (bi, li) = ((best >> 8) & 0xff, (score >> 8) & 0xff);
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
    if (score >> 4) & 1 < (best >> 4) & 1 {
        return Error::illegal(
            Rule::MustBearOffLast,
            format!("{side} can bear off the last dames, so must"),
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
fn why_not_a_move(t0: &Tablier, roll: &Roll, side: Side, given: &[(u8, u8)]) -> Error {
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
                        "{} to {} is {dist} flèches, and {}",
                        names(s),
                        names(to),
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
                            "{} is {need} flèches from the bande, and {}",
                            names(s),
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

/// Checks a play against the rules: `Ok` if legal, else the rule it breaks.
pub fn check_play(pos: &Position, play: &Play) -> Result<(), Error> {
    judge(pos, play).map(|_| ())
}

/// Plays a legal play: the turn passes, the mover's `coups` counts up, the dice are cleared.
/// After the mover's last dame is borne off, all dames are relevées to their talons, `coups`
/// start again at 0, and the same side rolls again (000 SORTIE). The score is not touched.
pub fn apply_play(pos: &Position, play: &Play) -> Result<Position, Error> {
    let leaf = judge(pos, play)?;
    let mut t = mover_view(pos);
    for &(s, to) in &leaf.moves[..leaf.n as usize] {
        t.shift(s, to);
    }
    Ok(after(pos, &t))
}

/// `apply_play` without judging the play again: for a play the engine itself listed in
/// `legal_plays` of this very position (a game loop, a search), where judging it again cost
/// nearly half the time of a random game. A play from anywhere else goes through `apply_play`.
/// Still no panic on any play: a move from an empty flèche or past the board is skipped.
pub fn apply_unchecked(pos: &Position, play: &Play) -> Result<Position, Error> {
    pos.dice().ok_or(Error::NoDice)?;
    let mut t = mover_view(pos);
    for (s, to) in play_steps(pos.turn(), play) {
        if (1..=24).contains(&s) && to > s && t.own[s as usize] > 0 {
            t.shift(s, to);
        }
    }
    Ok(after(pos, &t))
}

/// The position once the mover's dames stand as in `t`.
fn after(pos: &Position, t: &Tablier) -> Position {
    let side = pos.turn();
    let mut setup: Setup = pos.setup().clone();
    setup.dice = None;
    if t.on_board() == 0 {
        setup.board = Board::start(Game::Trictrac);
        setup.coups = Some(Coups::default());
        setup.turn = side;
    } else {
        // Only the mover's dames have moved: his counts written back along his path.
        for s in 1..=24u8 {
            setup.board.set(side, fleche_at(side, s), t.own[s as usize]);
        }
        if let Some(c) = setup.coups.as_mut() {
            *c.get_mut(side) = c.get(side).saturating_add(1);
        }
        setup.turn = side.opponent();
    }
    Position::from_parts_unchecked(setup)
}

/// Moves as steps of `side`'s path (off is 25), in the given order.
fn play_steps_of(side: Side, moves: &[Move]) -> Vec<(u8, u8)> {
    moves
        .iter()
        .map(|m| {
            let to = match m.to {
                Dest::Off => OFF,
                Dest::To(f) => f.step(Game::Trictrac, side),
            };
            (m.from.step(Game::Trictrac, side), to)
        })
        .collect()
}

/// The roll's candidate sequences, judged: the mover's view, the roll, every sequence the
/// move rules allow, and the orders in which each legal play may be made move by move.
struct Judged {
    side: Side,
    t: Tablier,
    roll: Roll,
    leaves: Vec<Leaf>,
    best: u32,
    /// Each legal play in every order it may be played in, move by move.
    legal: Vec<Vec<(u8, u8)>>,
}

impl Judged {
    fn of(pos: &Position) -> Result<Judged, Error> {
        let dice = pos.dice().ok_or(Error::NoDice)?;
        let side = pos.turn();
        let mut t = mover_view(pos);
        let roll = Roll::new(&t, dice);
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
    fn begins(&self, given: &[(u8, u8)]) -> bool {
        self.legal.iter().any(|s| s.starts_with(given))
    }

    /// The rule the move `mv` breaks after the moves `before` (which begin a legal play).
    fn why(&self, before: &[(u8, u8)], mv: (u8, u8)) -> Error {
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
    fn check_begun(&self, so_far: &[(u8, u8)]) -> Result<(), Error> {
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
pub fn destinations(pos: &Position, so_far: &[Move]) -> Result<Vec<(Fleche, Vec<Dest>)>, Error> {
    let j = Judged::of(pos)?;
    let so_far = play_steps_of(j.side, so_far);
    j.check_begun(&so_far)?;
    let mut next: Vec<(u8, u8)> = j
        .legal
        .iter()
        .filter(|s| s.starts_with(&so_far))
        .filter_map(|s| s.get(so_far.len()).copied())
        .collect();
    next.sort_unstable();
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
pub fn refusal(pos: &Position, so_far: &[Move], mv: Move) -> Option<Error> {
    let j = match Judged::of(pos) {
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
