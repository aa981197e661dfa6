//! Whole-roll plays of Jacquet: the four numbers of a doublet, the obligation to play as many
//! numbers as possible and the larger one when only one can be played (003 DOUBLE, OBLIGATION DE
//! SE DÉPLACER), the bouchon variant, de-duplication by the board a play leaves.

use super::bouchon::creates_forbidden_bouchon;
use super::moves::{apply_move, check_move, moves_for_die};
use super::options::JacquetOptions;
use crate::board::{Board, View};
use crate::dice::Dice;
use crate::error::{Error, Rule};
use crate::fleche::{Fleche, OFF};
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::side::Side;
use crate::variant::Variant;

/// The numbers of a roll still to play, larger first; no allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Numbers {
    len: u8,
    n: [u8; 4],
}

impl Numbers {
    pub(super) fn as_slice(&self) -> &[u8] {
        &self.n[..self.len as usize]
    }

    /// The same numbers without the one at `i`.
    pub(super) fn without(&self, i: usize) -> Numbers {
        let mut out = Numbers { len: 0, n: [0; 4] };
        for (j, &d) in self.as_slice().iter().enumerate() {
            if j != i {
                out.n[out.len as usize] = d;
                out.len += 1;
            }
        }
        out
    }
}

/// The numbers a roll gives: a doublet is played four times (003 DOUBLE), larger number first.
pub(super) fn numbers(dice: Dice) -> Numbers {
    if dice.is_doublet() {
        Numbers {
            len: 4,
            n: [dice.first(); 4],
        }
    } else {
        Numbers {
            len: 2,
            n: [dice.high(), dice.low(), 0, 0],
        }
    }
}

/// The roll to play and the board from the mover's side, or why there is none.
pub(super) struct Turn {
    pub side: Side,
    pub dice: Dice,
    pub view: View,
}

impl Turn {
    pub(super) fn of(pos: &Position) -> Result<Turn, Error> {
        if pos.variant() != Variant::Jacquet {
            return Err(Error::BadRequest("not a Jacquet position".into()));
        }
        for side in Side::BOTH {
            if pos.board().on_board(side) == 0 {
                return Err(Error::BadRequest(format!(
                    "the manche is over: {side} has borne off all its dames"
                )));
            }
        }
        let dice = pos.dice().ok_or(Error::NoDice)?;
        let side = pos.turn();
        Ok(Turn {
            side,
            dice,
            view: pos.board().view(Variant::Jacquet, side),
        })
    }
}

/// One way to play some of the roll's numbers.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    play: Play,
    own: [u8; 24],
    /// The number the first move used (for the larger-number rule).
    first: u8,
}

/// The legal plays of a turn, each with the mover's dames it leaves, and how many numbers they use.
pub(super) struct Legal {
    pub plays: Vec<(Play, [u8; 24])>,
    pub numbers: usize,
}

fn fleche(side: Side, step: u8) -> Option<Fleche> {
    Fleche::from_step(Variant::Jacquet, side, step)
}

fn to_move(side: Side, from: u8, to: u8) -> Option<Move> {
    let dest = if to >= OFF {
        Dest::Off
    } else {
        Dest::To(fleche(side, to)?)
    };
    Some(Move::new(fleche(side, from)?, dest))
}

/// Every sequence of legal single-die moves, each reached state listed once (a state is the
/// mover's dames and the numbers left).
fn candidates(turn: &Turn, opts: &JacquetOptions) -> Vec<Candidate> {
    let numbers = numbers(turn.dice);
    let mut x = Explorer {
        turn,
        opts,
        seen: SortedSet::default(),
        out: Vec::new(),
    };
    x.seen.insert((turn.view.own, numbers));
    x.explore(&turn.view, numbers, Play::empty(), 0);
    x.out
}

/// A set kept as a sorted `Vec`: the WebAssembly module then carries no hashing machinery
/// (SipHash and the hash table cost ~4 KB of it).
struct SortedSet<T>(Vec<T>);

impl<T> Default for SortedSet<T> {
    fn default() -> Self {
        SortedSet(Vec::new())
    }
}

impl<T: Ord> SortedSet<T> {
    /// Adds `x`; whether it was not there yet (as `HashSet::insert`).
    fn insert(&mut self, x: T) -> bool {
        match self.0.binary_search(&x) {
            Ok(_) => false,
            Err(i) => {
                self.0.insert(i, x);
                true
            }
        }
    }
}

/// The depth-first walk over single-die moves behind `candidates`.
struct Explorer<'a> {
    turn: &'a Turn,
    opts: &'a JacquetOptions,
    seen: SortedSet<([u8; 24], Numbers)>,
    out: Vec<Candidate>,
}

impl Explorer<'_> {
    fn explore(&mut self, v: &View, left: Numbers, play: Play, first: u8) {
        self.out.push(Candidate {
            play,
            own: v.own,
            first,
        });
        let mut tried = [false; 7];
        for (i, &die) in left.as_slice().iter().enumerate() {
            if tried[die as usize] {
                continue;
            }
            tried[die as usize] = true;
            let rest = left.without(i);
            for (from, to) in moves_for_die(v, die, self.opts) {
                let mut next = *v;
                apply_move(&mut next, from, to);
                if !self.seen.insert((next.own, rest)) {
                    continue;
                }
                let Some(m) = to_move(self.turn.side, from, to) else {
                    continue;
                };
                let mut p = play;
                p.push(m);
                let f = if play.is_empty() { die } else { first };
                self.explore(&next, rest, p, f);
            }
        }
    }
}

/// The legal plays of the turn (003 OBLIGATION DE SE DÉPLACER, DOUBLE; VARIANTE BOUCHON).
pub(super) fn legal(turn: &Turn, opts: &JacquetOptions) -> Legal {
    let before = turn.view.own;
    let mut ok: Vec<Candidate> = candidates(turn, opts)
        .into_iter()
        .filter(|c| !creates_forbidden_bouchon(&before, &c.own, opts))
        .collect();
    // "Tant qu'un déplacement est possible, vous devez bouger": as many numbers as can be played.
    let most = ok.iter().map(|c| c.play.len()).max().unwrap_or(0);
    ok.retain(|c| c.play.len() == most);
    // "Quand vous êtes limités à un seul déplacement […] le plus grand est prioritaire."
    let high = turn.dice.high();
    if most == 1 && !turn.dice.is_doublet() && ok.iter().any(|c| c.first == high) {
        ok.retain(|c| c.first == high);
    }
    let mut boards = SortedSet::default();
    let plays = if most == 0 {
        Vec::new()
    } else {
        ok.into_iter()
            .filter(|c| boards.insert(c.own))
            .map(|c| (c.play, c.own))
            .collect()
    };
    Legal {
        plays,
        numbers: most,
    }
}

/// Where a check of the moves themselves failed: which move, which rule.
struct Failure {
    index: usize,
    rule: Rule,
    /// Why, completing "move N (from-to) …".
    why: String,
}

/// Plays `moves` (as steps) one by one, trying every way to give them the roll's numbers;
/// returns the view they leave, or the deepest failure.
fn walk(
    v: &View,
    moves: &[(u8, u8)],
    left: Numbers,
    index: usize,
    opts: &JacquetOptions,
) -> Result<View, Failure> {
    let Some(&(from, to)) = moves.first() else {
        return Ok(*v);
    };
    let mut worst: Option<Failure> = None;
    let keep = |f: Failure, worst: &mut Option<Failure>| {
        if worst.as_ref().map_or(true, |w| f.index > w.index) {
            *worst = Some(f);
        }
    };
    if to > from {
        let dist = to - from;
        let mut tried = [false; 7];
        for (i, &die) in left.as_slice().iter().enumerate() {
            // A dame borne off may use a larger number than it needs; other moves use their own.
            let fits = if to == OFF { die >= dist } else { die == dist };
            if !fits || tried[die as usize] {
                continue;
            }
            tried[die as usize] = true;
            match check_move(v, from, die, opts) {
                Ok(reached) if reached == to => {
                    let mut next = *v;
                    apply_move(&mut next, from, to);
                    match walk(&next, &moves[1..], left.without(i), index + 1, opts) {
                        Ok(end) => return Ok(end),
                        Err(f) => keep(f, &mut worst),
                    }
                }
                Ok(_) => {}
                Err(rule) => keep(
                    Failure {
                        index,
                        rule,
                        why: format!("with a {die} {}", rule_text(rule)),
                    },
                    &mut worst,
                ),
            }
        }
    }
    let why = if to <= from {
        "goes backwards: dames only move forwards along their path".to_string()
    } else if v.own_at(from) == 0 {
        "starts from a flèche where the mover has no dame".to_string()
    } else {
        // Written out, not `join`ed: one `join` instance less in the WebAssembly module.
        let mut numbers = String::new();
        for (i, d) in left.as_slice().iter().enumerate() {
            if i > 0 {
                numbers.push_str(", ");
            }
            numbers.push(char::from(b'0' + d % 10));
        }
        format!(
            "needs a {}{}, and the numbers left to play are [{numbers}]",
            to - from,
            if to == OFF { " or more" } else { "" },
        )
    };
    Err(worst.unwrap_or(Failure {
        index,
        rule: Rule::NotTheDice,
        why,
    }))
}

fn rule_text(rule: Rule) -> &'static str {
    match rule {
        Rule::NotTheDice => "starts from a flèche where the mover has no dame",
        Rule::OpponentFleche => "stops or pauses on a flèche held by the opponent (003 OÙ S'ARRÊTER)",
        Rule::Postillon => "takes a dame off the talon before the postillon has reached the last quadrant (003 LE POSTILLON)",
        Rule::BearingOff => "bears off before all the dames are in the last quadrant (003 SORTIE DES DAMES)",
        Rule::FarthestDame => "does not advance, or bear off, the farthest dame (003 SORTIE DES DAMES)",
        Rule::OpponentTalon => "bears off while an opponent dame is still on his talon (003 VARIANTE SORTIE)",
        _ => "is not legal",
    }
}

fn step_moves(side: Side, play: &Play) -> Vec<(u8, u8)> {
    play.moves()
        .iter()
        .map(|m| {
            let from = m.from.step(Variant::Jacquet, side);
            let to = match m.to {
                Dest::Off => OFF,
                Dest::To(f) => f.step(Variant::Jacquet, side),
            };
            (from, to)
        })
        .collect()
}

/// The board a play the engine listed for this turn leaves, its moves not checked again (see
/// `crate::rules::apply_unchecked`). A move from an empty flèche is skipped, never a panic.
pub(super) fn board_after_unchecked(turn: &Turn, play: &Play) -> Board {
    let mut v = turn.view;
    for (from, to) in step_moves(turn.side, play) {
        if (1..=24).contains(&from) && to > from && v.own_at(from) > 0 {
            apply_move(&mut v, from, to);
        }
    }
    Board::from_view(Variant::Jacquet, turn.side, &v)
}

/// Checks a play; on success returns the board it leaves.
pub(super) fn check(pos: &Position, play: &Play, opts: &JacquetOptions) -> Result<Board, Error> {
    let turn = Turn::of(pos)?;
    let moves = step_moves(turn.side, play);
    let end = walk(&turn.view, &moves, numbers(turn.dice), 0, opts).map_err(|f| {
        let m = play
            .moves()
            .get(f.index)
            .map(|m| m.to_string())
            .unwrap_or_default();
        Error::illegal(f.rule, format!("move {} ({m}) {}", f.index + 1, f.why))
    })?;
    let legal = legal(&turn, opts);
    let is_legal = if legal.numbers == 0 {
        play.is_empty()
    } else {
        play.len() == legal.numbers && legal.plays.iter().any(|(_, own)| *own == end.own)
    };
    if is_legal {
        return Ok(Board::from_view(Variant::Jacquet, turn.side, &end));
    }
    if creates_forbidden_bouchon(&turn.view.own, &end.own, opts) {
        return Err(Error::illegal(
            Rule::Bouchon,
            format!("{play} forms six flèches in a row, a bouchon the rules forbid (003 VARIANTE BOUCHON)"),
        ));
    }
    if play.len() < legal.numbers {
        let (rule, what) = if turn.dice.is_doublet() {
            (
                Rule::MustPlayMost,
                "a doublet is played four times, as many as can be (003 DOUBLE)",
            )
        } else {
            (
                Rule::MustPlayBoth,
                "both numbers must be played when they can be (003 OBLIGATION DE SE DÉPLACER)",
            )
        };
        return Err(Error::illegal(
            rule,
            format!(
                "{} numbers played where {} can be: {what}",
                play.len(),
                legal.numbers
            ),
        ));
    }
    if legal.numbers == 1 && !turn.dice.is_doublet() {
        return Err(Error::illegal(
            Rule::MustPlayLarger,
            format!(
                "only one number can be played and the larger, {}, can: it must be (003 OBLIGATION DE SE DÉPLACER)",
                turn.dice.high()
            ),
        ));
    }
    Err(Error::illegal(
        Rule::NotLegal,
        format!("{play} is not one of the legal plays"),
    ))
}
