//! Generation: every sequence of single-die moves the move rules allow, each with the
//! measures of the rules that choose between plays (`Leaf::score`), and the legal plays, one
//! per resulting board.

use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::{steps, Fleche};
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::side::Side;
use crate::trictrac::moves::{PleinJan, Tablier};
use crate::trictrac::Sortie;

/// The off "step" of a move (the bande de sortie).
pub(super) const OFF: u8 = 25;

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
    /// Under the provinciale rule: moves playing a sortant number inside (0 otherwise).
    pub inside_sortant: u8,
    /// All the mover's dames are off after the play.
    pub all_off: bool,
    /// Moves bearing a dame off by a number larger than it needs (an excédant use).
    pub excedant: u8,
    /// The pleins held after the play (bits of `PleinJan`).
    pub pleins: u8,
    /// Played under the provinciale rule of bearing off.
    pub provinciale: bool,
    /// Identifies the resulting board: the net dames removed and added, sorted.
    pub key: u32,
}

impl Leaf {
    /// The measures of the rules that choose between plays, most important first (see top).
    #[inline(always)]
    pub(super) fn score(&self, high: u8) -> u32 {
        let numbers = match self.n {
            2 => 4,
            1 if self.dice[0] == high => 3,
            1 => 2,
            _ => 0,
        };
        // The provinciale rule's measures (bits 8 to 10) are 0 under the parisienne one.
        let retour = self.provinciale && self.pleins & PleinJan::Retour.bit() != 0;
        (numbers << 16)
            | ((self.inside as u32) << 12)
            | ((retour as u32) << 10)
            | ((self.inside_sortant as u32) << 8)
            | ((self.all_off as u32) << 6)
            | ((2u32.saturating_sub(self.excedant as u32)) << 4)
            | self.pleins.count_ones()
    }

    #[inline(always)]
    pub(super) fn play(&self, side: Side) -> Play {
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
pub(super) fn dest_at(side: Side, step: u8) -> Dest {
    if step >= OFF {
        Dest::Off
    } else {
        Dest::To(fleche_at(side, step))
    }
}

/// The net change of a sequence of `n` moves (0 to 2), as a key equal for two sequences iff
/// they leave the same board.
#[inline(always)]
pub(super) fn board_key(moves: [(u8, u8); 2], n: u8) -> u32 {
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
pub(super) enum Mode {
    /// For `legal_plays`: skip sequences known to repeat another with the same board and
    /// measures, skip single numbers once both can be played, skip the refused puissance.
    Legal,
    /// For checking: every sequence the move rules allow, and the refused puissance.
    All,
}

/// The numbers of a roll and what they were before it.
#[derive(Clone, Copy)]
pub(super) struct Roll {
    pub(super) high: u8,
    pub(super) low: u8,
    /// `sortant[d]`: a dame stood exactly `d` from the bande before the roll (000 SORTIE).
    pub(super) sortant: [bool; 7],
    /// The provinciale rule: every number that can be played inside the jan de retour must be,
    /// sortant or not (000 SORTIE, "Jadis la règle dite provinciale"; RULINGS 5).
    pub(super) provinciale: bool,
}

impl Roll {
    pub(super) fn new(t: &Tablier, dice: Dice, sortie: Sortie) -> Roll {
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
            provinciale: sortie == Sortie::Provinciale,
        }
    }

    pub(super) fn doublet(&self) -> bool {
        self.high == self.low
    }

    /// 1 if the move bears a dame off by a number larger than its distance to the bande.
    #[inline(always)]
    pub(super) fn excedant(&self, (from, to): (u8, u8), d: u8) -> u8 {
        (to >= OFF && from + d > OFF) as u8
    }

    /// 1 if the move plays a number that was not sortant before the roll and ends inside.
    #[inline(always)]
    pub(super) fn inside(&self, (_, to): (u8, u8), d: u8) -> u8 {
        (to < OFF && !self.sortant.get(d as usize).copied().unwrap_or(true)) as u8
    }

    /// 1 if, under the provinciale rule, the move plays a sortant number and ends inside.
    #[inline(always)]
    pub(super) fn inside_sortant(&self, (_, to): (u8, u8), d: u8) -> u8 {
        (self.provinciale && to < OFF && self.sortant.get(d as usize).copied().unwrap_or(false))
            as u8
    }
}

/// The candidate play of the first `n` moves (0 to 2) of `moves`, each playing the number
/// beside it in `dice`, as the Tablier stands after them. Inlined in the generator's inner loop
/// (a call there, with its arguments in memory, weighed a tenth of the WebAssembly time); the
/// rarer places call `make_leaf`.
#[inline(always)]
pub(super) fn leaf_after(
    t: &Tablier,
    roll: &Roll,
    moves: [(u8, u8); 2],
    dice: [u8; 2],
    n: u8,
) -> Leaf {
    let n = n.min(2);
    let mut leaf = Leaf {
        moves: [(0, 0); 2],
        dice: [0; 2],
        n,
        puissance: false,
        forbidden: false,
        inside: 0,
        inside_sortant: 0,
        all_off: t.own[OFF as usize] >= crate::board::DAMES,
        excedant: 0,
        pleins: t.pleins(),
        provinciale: roll.provinciale,
        key: board_key(moves, n),
    };
    if n >= 1 {
        leaf.moves[0] = moves[0];
        leaf.dice[0] = dice[0];
        leaf.inside = roll.inside(moves[0], dice[0]);
        leaf.inside_sortant = roll.inside_sortant(moves[0], dice[0]);
        leaf.excedant = roll.excedant(moves[0], dice[0]);
    }
    if n == 2 {
        leaf.moves[1] = moves[1];
        leaf.dice[1] = dice[1];
        leaf.inside += roll.inside(moves[1], dice[1]);
        leaf.inside_sortant += roll.inside_sortant(moves[1], dice[1]);
        leaf.excedant += roll.excedant(moves[1], dice[1]);
    }
    leaf
}

/// `leaf_after`, not inlined: for the single numbers, the coin par puissance and the empty play.
pub(super) fn make_leaf(
    t: &Tablier,
    roll: &Roll,
    moves: [(u8, u8); 2],
    dice: [u8; 2],
    n: u8,
) -> Leaf {
    leaf_after(t, roll, moves, dice, n)
}

/// Sends `emit` every candidate play of the roll. Returns whether any play of both numbers
/// was found.
pub(super) fn generate(t: &mut Tablier, roll: &Roll, emit: &mut Sink) -> bool {
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
    // The empty play is listed nowhere (docs/interchange.md: "An empty list means nothing can be
    // played"), but checking must know it: it is legal exactly when nothing can be played.
    if mode == Mode::All {
        emit.leaf(&make_leaf(t, roll, [(0, 0); 2], [0; 2], 0));
    }
    found
}

/// Both numbers, `d1` first: by two dames, or by one dame tout d'une resting after `d1`.
pub(super) fn two_numbers(
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
pub(super) fn par_puissance(t: &mut Tablier, roll: &Roll, emit: &mut Sink) -> bool {
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
pub(super) struct Seen {
    short: [u32; SHORT],
    n: usize,
    /// Open addressing, `TABLE` slots, 0 free, keys tagged with bit 31; empty while unused. Sized
    /// for the most distinct plays a roll can have (under 300: two numbers from at most 15
    /// occupied flèches, in either order, plus tout d'une and single numbers).
    table: Vec<u32>,
}

pub(super) const SHORT: usize = 32;
pub(super) const TABLE: usize = 1024;

impl Seen {
    pub(super) fn new() -> Seen {
        Seen {
            short: [0; SHORT],
            n: 0,
            table: Vec::new(),
        }
    }

    pub(super) fn clear(&mut self) {
        self.n = 0;
        self.table = Vec::new();
    }

    /// Adds a key; false if it was there.
    #[inline(always)]
    pub(super) fn insert(&mut self, key: u32) -> bool {
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

    pub(super) fn put(table: &mut [u32], key: u32) -> bool {
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

pub(super) fn mover_view(pos: &Position) -> Tablier {
    Tablier::of(pos.board(), pos.turn())
}

/// Every distinct legal play of the position's roll, one per resulting board (docs/interchange.md).
/// The order is that of generation (larger number first, flèches along the mover's path) and the
/// representative of a board is the first sequence found for it.
pub(crate) fn legal_plays(pos: &Position) -> Result<Vec<Play>, Error> {
    legal_plays_under(pos, Sortie::Parisienne)
}

/// `legal_plays` under a rule of bearing off (RULINGS 5: the parisienne unless a game agrees on
/// the provinciale).
pub fn legal_plays_under(pos: &Position, sortie: Sortie) -> Result<Vec<Play>, Error> {
    let mut plays = Vec::with_capacity(16);
    legal_plays_into(pos, sortie, &mut plays)?;
    Ok(plays)
}

/// `legal_plays_under` into `plays`, replacing what it held and keeping its allocation (a game
/// lists the plays of every roll: `analyse_into`).
pub(crate) fn legal_plays_into(
    pos: &Position,
    sortie: Sortie,
    plays: &mut Vec<Play>,
) -> Result<(), Error> {
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let side = pos.turn();
    let mut t = mover_view(pos);
    let roll = Roll::new(&t, dice, sortie);
    plays.clear();
    let mut best = Best {
        side,
        high: roll.high,
        best: None,
        out: std::mem::take(plays),
        seen: Seen::new(),
    };
    generate(&mut t, &roll, &mut Sink::Best(&mut best));
    *plays = best.out;
    Ok(())
}

/// Where `generate` sends each candidate play: one type, not a generic parameter, so that the
/// generator is compiled once in the WebAssembly module; the match is forced inline. The sink
/// also says how far to generate (`Mode`).
pub(super) enum Sink<'a> {
    /// `Mode::Legal`: the plays of the best measures, one per resulting board.
    Best(&'a mut Best),
    /// `Mode::All`: every candidate.
    All(&'a mut Vec<Leaf>),
}

impl Sink<'_> {
    pub(super) fn mode(&self) -> Mode {
        match self {
            Sink::Best(_) => Mode::Legal,
            Sink::All(_) => Mode::All,
        }
    }

    #[inline(always)]
    pub(super) fn leaf(&mut self, leaf: &Leaf) {
        match self {
            Sink::Best(b) => b.leaf(leaf),
            Sink::All(v) => v.push(*leaf),
        }
    }
}

pub(super) struct Best {
    side: Side,
    high: u8,
    best: Option<u32>,
    out: Vec<Play>,
    seen: Seen,
}

impl Best {
    #[inline(always)]
    pub(super) fn leaf(&mut self, leaf: &Leaf) {
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
pub(super) fn all_leaves(t: &mut Tablier, roll: &Roll) -> (Vec<Leaf>, u32) {
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
