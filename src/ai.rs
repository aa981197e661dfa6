//! The computer opponent: a simple Trictrac player that always plays legally and prefers the
//! plays that score, the tenir / s'en aller decision, and deliberate mis-marking for the école
//! mode. The heuristics and their reasons are in docs/rules/ai.md.
//!
//! The points of a roll are fixed before the dames move (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP 4,
//! then 7), so a play is judged by what its resulting position gives next: the points of the
//! opponent's coming roll for each side (battre à vrai and à faux, pleins, impuissance: all in
//! `rules::analyse`), and for `Level::Expert` the points of the mover's own following roll,
//! plus small positional terms (cases made, dames découvertes, the coin).

use crate::board::{Board, View};
use crate::dice::Dice;
use crate::error::Error;
use crate::fleche::steps;
use crate::game::Game;
use crate::jacquet::{self, JacquetOptions};
use crate::partie::{Decision, Partie, Phase, XorShift64};
use crate::play::{Dest, Play};
use crate::position::Position;
use crate::rules;
use crate::score::MarkResult;
use crate::side::Side;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal play, chosen from a hash of the position (deterministic, but without judgment).
    Random,
    /// One ply: the best position for the opponent's coming roll, plus positional terms.
    Greedy,
    /// Greedy, then the best few plays also judged on the mover's own following roll.
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Expert => "expert",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// Values are in 36ths of a point: expectations over the 36 throws stay whole numbers, so the
/// choice is exact and the same on every platform.
type Value = i64;
const THROWS: Value = 36;

/// Positional weights, in 36ths of a point (docs/rules/ai.md, "The evaluation"). Public so
/// that variants can be matched against each other (`benches/ai.rs`); `Weights::DEFAULT` is
/// what every level uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Weights {
    /// A case made (two dames or more) in the grand jan, steps 7–11: towards its plein.
    pub grand_jan_case: i64,
    /// The coin de repos held (000 COINS: needed for the plein of the grand jan).
    pub coin: i64,
    /// A case made in the petit jan, steps 2–6.
    pub petit_jan_case: i64,
    /// A case made in the jan de retour, steps 19–24.
    pub retour_case: i64,
    /// A dame alone on a flèche (a demi-case, découverte) in steps 2–11. Its danger on the
    /// opponent's coming roll is already in the expectation; what is left is that it is one
    /// dame short of a case, so it counts for, not against (matched: +10 beat −10 and 0).
    pub decouverte: i64,
    /// A dame that has left the talon, up to the coin.
    pub developed: i64,
    /// Weight, in 1/8ths, of the mover's own following roll (`Level::Expert` only).
    pub following: i64,
    /// About how many analyses one greedy choice may cost (a play costs 21); past it, plays
    /// are first sifted on a few rolls (`greedy_ranking`).
    pub analyses: usize,
    /// How many of the best greedy plays `Level::Expert` judges again on its following roll.
    pub width: usize,
}

impl Weights {
    pub const DEFAULT: Weights = Weights {
        grand_jan_case: 20,
        coin: 40,
        petit_jan_case: 8,
        retour_case: 8,
        decouverte: 10,
        developed: 3,
        following: 8,
        analyses: ANALYSES,
        width: EXPERT_WIDTH,
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// About how many analyses one greedy choice may cost by default (one play: 21): a few
/// milliseconds natively.
const ANALYSES: usize = 441;
/// How many rolls the first look at many plays uses (the first `PROBE` of `rolls()`).
const PROBE: usize = 6;
/// Plays kept for the full look however many there are.
const MIN_SURVIVORS: usize = 6;

/// The probe's rolls: between them every number shows twice (6-5, 6-3, 5-2, 4-1, 4-3, 2-2),
/// big and small, and one doublet.
const PROBE_ROLLS: [(u8, u8); PROBE] = [(6, 5), (6, 3), (5, 2), (4, 1), (4, 3), (2, 2)];

/// The 21 rolls, the probe's first.
fn rolls() -> Vec<Dice> {
    let mut all: Vec<Dice> = Dice::all_rolls().collect();
    all.sort_by_key(|d| {
        PROBE_ROLLS
            .iter()
            .position(|&(a, b)| (d.high(), d.low()) == (a, b))
            .unwrap_or(PROBE)
    });
    all
}

/// How many of the best greedy plays `Level::Expert` looks at again.
const EXPERT_WIDTH: usize = 6;

/// The computer's play for the position's roll: one of `rules::legal_plays(pos)`, or the empty
/// play when nothing can be played. Errors if the position has no dice, or the rules of its game
/// cannot list its plays.
pub fn choose_play(pos: &Position, level: Level) -> Result<Play, Error> {
    choose_play_weighted(pos, level, &Weights::DEFAULT)
}

/// `choose_play` with other positional weights.
pub fn choose_play_weighted(pos: &Position, level: Level, w: &Weights) -> Result<Play, Error> {
    if pos.game() == Game::Jacquet {
        return choose_jacquet_play(pos, level, &JacquetOptions::default());
    }
    let plays = rules::legal_plays(pos)?;
    if plays.is_empty() {
        return Ok(Play::empty());
    }
    if plays.len() == 1 || level == Level::Random {
        let i = (position_hash(pos) % plays.len() as u64) as usize;
        return Ok(plays.get(i).copied().unwrap_or_default());
    }
    let mut scored = greedy_ranking(pos, &plays, w)?;
    if level == Level::Expert {
        // Only the best few greedy plays are worth the second roll's cost; the choice is made
        // among them.
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        scored.truncate(w.width.max(1));
        for entry in scored.iter_mut() {
            entry.0 += following_roll(&entry.2, pos.turn())? * w.following / 8;
        }
    }
    Ok(best_index(scored.iter().map(|e| (e.0, e.1)))
        .and_then(|i| plays.get(i).copied())
        .unwrap_or_default())
}

/// The plays worth choosing from, each with its greedy value, its index in `plays` and the
/// position it leaves. When the plays are few, all of them. When they are many (past
/// `ANALYSES / 21`), first every play is judged on the six `PROBE` rolls only and the best
/// survive; only these are judged on the other fifteen, so the work stays near `ANALYSES`
/// analyses whatever the position (docs/rules/ai.md, "Speed"). Survivors' values are exact.
fn greedy_ranking(
    pos: &Position,
    plays: &[Play],
    w: &Weights,
) -> Result<Vec<(Value, usize, Position)>, Error> {
    let me = pos.turn();
    let rolls = rolls();
    let mut scored = Vec::with_capacity(plays.len());
    let full = plays.len().saturating_mul(21) <= w.analyses;
    for (i, play) in plays.iter().enumerate() {
        let after = rules::apply_play(pos, play)?;
        let base = positional(&after, me, w) - positional(&after, me.opponent(), w);
        let first = if full {
            &rolls[..]
        } else {
            rolls.get(..PROBE).unwrap_or(&rolls)
        };
        scored.push((base + expectation(&after, me, first)?, i, after));
    }
    if full {
        return Ok(scored);
    }
    // Rank on the probe (scaled to 36 throws), keep the best, then complete their expectation.
    let probe_chances: Value = PROBE_ROLLS
        .iter()
        .map(|&(a, b)| if a == b { 1 } else { 2 })
        .sum();
    let keep = (w.analyses.saturating_sub(plays.len() * PROBE) / (21 - PROBE)).max(MIN_SURVIVORS);
    let mut ranked: Vec<(Value, usize)> = scored
        .iter()
        .map(|e| {
            let probe = e.0 - (positional(&e.2, me, w) - positional(&e.2, me.opponent(), w));
            (e.0 - probe + probe * THROWS / probe_chances, e.1)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.truncate(keep);
    let mut out = Vec::with_capacity(ranked.len());
    for (_, i) in ranked {
        if let Some(e) = scored.get(i) {
            let rest = expectation(&e.2, me, rolls.get(PROBE..).unwrap_or(&[]))?;
            out.push((e.0 + rest, e.1, e.2.clone()));
        }
    }
    Ok(out)
}

/// The index of the highest value; ties go to the lowest index, so to the first play of
/// `rules::legal_plays`' fixed order.
fn best_index(values: impl Iterator<Item = (Value, usize)>) -> Option<usize> {
    let mut best: Option<(Value, usize)> = None;
    for (v, i) in values {
        match best {
            Some((bv, bi)) if bv > v || (bv == v && bi < i) => {}
            _ => best = Some((v, i)),
        }
    }
    best.map(|b| b.1)
}

/// The value for `me` of a position without dice: the expected points of the coming roll
/// (whoever throws it), `me`'s minus the other side's, plus the positional balance.
fn greedy_value(pos: &Position, me: Side, w: &Weights) -> Result<Value, Error> {
    Ok(roll_expectation(pos, me)? + positional(pos, me, w) - positional(pos, me.opponent(), w))
}

/// 36 × the expected points of `me` minus the opponent's over the 36 throws of the coming roll
/// of `pos` (its turn, its board), each of the 21 rolls weighted by its chances.
fn roll_expectation(pos: &Position, me: Side) -> Result<Value, Error> {
    expectation(pos, me, &rolls())
}

/// Σ chances × (`me`'s points − the opponent's) over `rolls` of the coming roll of `pos`.
fn expectation(pos: &Position, me: Side, rolls: &[Dice]) -> Result<Value, Error> {
    let mut sum: Value = 0;
    for &dice in rolls {
        let a = rules::analyse(&pos.with_dice(Some(dice)))?;
        let diff = a.points.get(me) as Value - a.points.get(me.opponent()) as Value;
        sum += diff * dice.chances() as Value;
    }
    Ok(sum)
}

/// The mover's own following roll, judged on the board his play leaves as if the opponent's
/// dames stood still: the jans he threatens (battre, pleins kept) and those he risks giving.
fn following_roll(after: &Position, me: Side) -> Result<Value, Error> {
    if after.turn() == me {
        // A relevé after the sortie: the coming roll is already his, counted by greedy_value.
        return Ok(0);
    }
    let setup = crate::position::Setup {
        turn: me,
        dice: None,
        ..after.setup().clone()
    };
    roll_expectation(&Position::from_setup(setup)?, me)
}

/// Structure of one side's dames on its own path (docs/rules/ai.md, "The evaluation").
fn positional(pos: &Position, side: Side, w: &Weights) -> Value {
    if pos.game() != Game::Trictrac {
        return 0;
    }
    let v: View = pos.board().view(pos.game(), side);
    let mut value = 0;
    for step in 2..=24u8 {
        let n = v.own_at(step);
        if n == 0 {
            continue;
        }
        let made = n >= 2;
        if step == steps::COIN {
            value += if made { w.coin } else { 0 };
        } else if steps::GRAND_JAN.contains(&step) && made {
            value += w.grand_jan_case;
        } else if steps::PETIT_JAN.contains(&step) && made {
            value += w.petit_jan_case;
        } else if steps::JAN_DE_RETOUR.contains(&step) && made {
            value += w.retour_case;
        }
        if n == 1 && step < steps::COIN {
            value += w.decouverte;
        }
        if step <= steps::COIN {
            value += w.developed * n as Value;
        }
    }
    value
}

/// The computer's play in a Jacquet position under the variants `opts` (003): one of
/// `jacquet::legal_plays_with(pos, opts)`, the empty play when nothing can be played.
/// `Greedy` and `Expert` follow 003 STRATÉGIE (`race_value`).
pub fn choose_jacquet_play(
    pos: &Position,
    level: Level,
    opts: &JacquetOptions,
) -> Result<Play, Error> {
    choose_jacquet_play_weighted(pos, level, opts, &RaceWeights::DEFAULT)
}

/// Weights of the Jacquet evaluation (docs/rules/ai.md, "Jacquet"); public for matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceWeights {
    /// Per pip the mover still has to travel (most plays travel the same: it tells apart
    /// the plays that waste a number in the sortie or cannot play one).
    pub pip: i64,
    /// Per flèche of the longest run of flèches the mover holds (003 STRATÉGIE: "formez un
    /// bouchon en occupant une succession de flèches").
    pub run: i64,
}

impl RaceWeights {
    pub const DEFAULT: RaceWeights = RaceWeights { pip: 4, run: 6 };
}

/// `choose_jacquet_play` with other weights.
pub fn choose_jacquet_play_weighted(
    pos: &Position,
    level: Level,
    opts: &JacquetOptions,
    w: &RaceWeights,
) -> Result<Play, Error> {
    let plays = jacquet::legal_plays_with(pos, opts)?;
    if plays.is_empty() {
        return Ok(Play::empty());
    }
    if plays.len() == 1 || level == Level::Random {
        let i = (position_hash(pos) % plays.len() as u64) as usize;
        return Ok(plays.get(i).copied().unwrap_or_default());
    }
    let me = pos.turn();
    let mut scored = Vec::with_capacity(plays.len());
    for (i, play) in plays.iter().enumerate() {
        // The plays are legal: moving the dames is all there is to do (checking each again
        // would cost as much as listing them all, and a doublet lists hundreds).
        let after = moved(pos.board(), me, play);
        scored.push((race_value(&after.view(Game::Jacquet, me), w), i));
    }
    Ok(best_index(scored.into_iter())
        .and_then(|i| plays.get(i).copied())
        .unwrap_or_default())
}

/// The board after `side` moves the dames of a legal `play`.
fn moved(board: &Board, side: Side, play: &Play) -> Board {
    let mut b = *board;
    for m in play.moves() {
        b.set(side, m.from, b.get(side, m.from).saturating_sub(1));
        if let Dest::To(f) = m.to {
            b.set(side, f, b.get(side, f).saturating_add(1));
        }
    }
    b
}

/// The mover's race position on his own path (003 STRATÉGIE): the pips still to travel, and
/// while some dames are not yet home, the longest run of flèches held.
fn race_value(v: &View, w: &RaceWeights) -> Value {
    let mut pips: Value = 0;
    let (mut run, mut longest) = (0, 0);
    for step in 1..=24u8 {
        let n = v.own_at(step) as Value;
        pips += n * (25 - step as Value);
        if n > 0 {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    // Once every dame is home (the last quadrant, steps 19–24) only the race is left.
    if (1..=18u8).all(|s| v.own_at(s) == 0) {
        return -w.pip * pips;
    }
    -w.pip * pips + w.run * longest
}

/// Tenir or s'en aller, for the mover who has just completed a trou with his own roll
/// (000 CHRONOLOGIE 5; RULINGS 11). `pos` is the position with that roll's dice; `marking` is
/// how the roll was marked (`Partie::rolled`). The rule (docs/rules/ai.md, "Tenir ou s'en
/// aller"): hold when the reste, less the opponent's points of the roll that holding lets him
/// mark, plus the value of the best play, is at least what a fresh start from the talons is
/// worth; otherwise leave. `Level::Random` always holds.
pub fn choose_decision(pos: &Position, marking: &MarkResult, level: Level) -> Decision {
    choose_decision_weighted(pos, marking, level, &Weights::DEFAULT)
}

/// `choose_decision` with other positional weights.
pub fn choose_decision_weighted(
    pos: &Position,
    marking: &MarkResult,
    level: Level,
    w: &Weights,
) -> Decision {
    if level == Level::Random || !marking.can_leave || pos.game() != Game::Trictrac {
        return Decision::Hold;
    }
    match decision_values(pos, marking, w) {
        Ok((hold, leave)) if leave > hold => Decision::Leave,
        _ => Decision::Hold,
    }
}

/// (holding, leaving) for the mover, in 36ths of a point.
fn decision_values(
    pos: &Position,
    marking: &MarkResult,
    w: &Weights,
) -> Result<(Value, Value), Error> {
    let me = marking.mover;
    let opp = me.opponent();
    let hold_score = marking.hold.score;
    // What holding marks beyond leaving: the reste for him, the roll's points for the opponent
    // (from zero after the trou), and whatever trous either completes on the way.
    let marked =
        |s: Side| hold_score.side(s).points as Value + 12 * marking.hold.side(s).holes as Value;
    let leave_out = marking.leave.unwrap_or(marking.hold);
    let left = |s: Side| 12 * leave_out.side(s).holes as Value;
    let jetons = (marked(me) - left(me)) - (marked(opp) - left(opp));

    let mut plays = rules::legal_plays(pos)?;
    if plays.is_empty() {
        plays.push(Play::empty());
    }
    let best = greedy_ranking(pos, &plays, w)?.iter().map(|e| e.0).max();
    let hold = THROWS * jetons + best.unwrap_or(0);

    let fresh = crate::partie::releve(pos.game(), me, hold_score)?;
    let leave = greedy_value(&fresh, me, w)?;
    Ok((hold, leave))
}

/// The decision for a game awaiting one; `None` when it does not.
pub fn decision_for(partie: &Partie, level: Level) -> Option<Decision> {
    if partie.phase() != Phase::AwaitingDecision {
        return None;
    }
    let rolled = partie.rolled()?;
    Some(choose_decision(partie.position(), &rolled.marking, level))
}

/// What the computer claims to mark for `points` won, in the école mode: the true points, or
/// with probability `mistake_rate` (0 to 1; anything else counts as 0 or 1) a wrong number, 2
/// or 4 points too few or too many (000 ÉCOLE: marking too few or too much is sent to the
/// école). Never the true number when it errs; never below zero.
pub fn claimed_points(points: u32, mistake_rate: f64, rng: &mut XorShift64) -> u32 {
    let rate = if mistake_rate.is_nan() {
        0.0
    } else {
        mistake_rate.clamp(0.0, 1.0)
    };
    // 2^53 draws: the rate is honoured to within floating-point precision.
    let draw = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    if draw >= rate {
        return points;
    }
    // Points come in twos and fours (jans of 2, 4 and 6): a plausible slip is one jan off.
    let delta = if rng.below(3) == 0 { 4 } else { 2 };
    let too_few = rng.below(2) == 0 && points >= delta;
    if too_few {
        points - delta
    } else {
        points.saturating_add(delta)
    }
}

/// A deterministic hash of a position (board, turn, dice, coups), for `Level::Random`.
fn position_hash(pos: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u64| {
        h ^= b;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for side in Side::BOTH {
        for (f, n) in pos.board().occupied(side) {
            eat(side.index() as u64 * 64 + f.index() as u64);
            eat(n as u64);
        }
    }
    eat(pos.turn().index() as u64);
    if let Some(d) = pos.dice() {
        eat(d.first() as u64 * 8 + d.second() as u64);
    }
    if let Some(c) = pos.coups() {
        eat(c.white as u64);
        eat(c.black as u64);
    }
    let mut r = XorShift64::new(h);
    r.next_u64()
}

/// One side's choices in `play_game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    pub level: Level,
    /// Whether this side may leave (else it always holds).
    pub may_leave: bool,
    pub weights: Weights,
}

impl Player {
    pub fn new(level: Level) -> Player {
        Player {
            level,
            may_leave: true,
            weights: Weights::DEFAULT,
        }
    }
}

/// A whole seeded game of Trictrac between two computer players, to the twelfth trou; the dice
/// come from `XorShift64::new(seed)`. Errors if it is not over after `max_rolls` rolls.
pub fn play_game(
    white: Player,
    black: Player,
    seed: u64,
    max_rolls: usize,
) -> Result<Partie, Error> {
    let mut p = Partie::new(Game::Trictrac);
    p.set_keep_undo(false);
    let mut rng = XorShift64::new(seed);
    let mut rolls = 0;
    loop {
        let player = if p.turn() == Side::White {
            white
        } else {
            black
        };
        match p.phase() {
            Phase::Over => return Ok(p),
            Phase::AwaitingRoll => {
                if rolls >= max_rolls {
                    return Err(Error::BadRequest(format!(
                        "the game is not over after {max_rolls} rolls"
                    )));
                }
                rolls += 1;
                p.roll(rng.dice()?)?;
            }
            Phase::AwaitingDecision => {
                let d = match p.rolled() {
                    Some(r) if player.may_leave => choose_decision_weighted(
                        p.position(),
                        &r.marking,
                        player.level,
                        &player.weights,
                    ),
                    _ => Decision::Hold,
                };
                p.decide(d)?;
            }
            Phase::AwaitingPlay => {
                let play = choose_play_weighted(p.position(), player.level, &player.weights)?;
                p.play(play)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.name()), Some(l));
        }
        assert_eq!(Level::parse("grand-maître"), None);
    }

    // 003 STRATÉGIE: a run of held flèches (a bouchon in the making) is worth more than the same
    // flèches apart; once home, only the pips count.
    #[test]
    fn race_value_rewards_a_run() {
        let w = RaceWeights::DEFAULT;
        let mut apart = View {
            own: [0; 24],
            opp: [0; 24],
        };
        let mut run = apart;
        for (i, s) in [2usize, 4, 6].into_iter().enumerate() {
            apart.own[s] = 5;
            run.own[3 + i] = 5;
        }
        // Same pips: 5 × (22 + 20 + 18) against 5 × (21 + 20 + 19).
        assert!(race_value(&run, &w) > race_value(&apart, &w));
        let mut home = View {
            own: [0; 24],
            opp: [0; 24],
        };
        home.own[20] = 10;
        home.own[23] = 5;
        assert_eq!(race_value(&home, &w), -w.pip * (10 * 4 + 5));
    }

    #[test]
    fn moved_moves_the_dames_of_a_play() {
        use crate::fleche::Fleche;
        use crate::play::Move;
        let b = Board::start(Game::Trictrac);
        let (b1, b6, b7) = (
            Fleche::B1,
            Fleche::parse("B6").unwrap(),
            Fleche::parse("B7").unwrap(),
        );
        let play =
            Play::from_moves(&[Move::new(b1, Dest::To(b6)), Move::new(b1, Dest::To(b7))]).unwrap();
        let after = moved(&b, Side::White, &play);
        assert_eq!(after.get(Side::White, b1), 13);
        assert_eq!(after.get(Side::White, b6), 1);
        assert_eq!(after.get(Side::White, b7), 1);
        assert_eq!(after.get(Side::Black, Fleche::N1), 15);
    }

    #[test]
    fn best_index_prefers_first_on_ties() {
        let v = [(3, 0), (5, 1), (5, 2), (1, 3)];
        assert_eq!(best_index(v.into_iter()), Some(1));
        assert_eq!(best_index(std::iter::empty()), None);
    }
}
