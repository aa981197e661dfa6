//! A whole game of Trictrac: the ordinary game or tour, from the first roll to the twelfth trou
//! (000 "partie ordinaire": "pour gagner il faut marquer douze trous en premier, même si on ne
//! peut pas s'en aller"; RULINGS 12), or one marqué of the partie à écrire (000 TROU
//! D'OBLIGATION), following 000 CHRONOLOGIE DÉTAILLÉE D'UN COUP: roll, the points marked (the
//! mover's first), tenir or s'en aller, play, and the relevé after the last dame is borne off
//! (000 SORTIE).
//!
//! # The game object's API (for the boundary, the page and the partie à écrire)
//!
//! - Making one: `Partie::with_options(PartieOptions { goal, first, sortie, rencontre,
//!   fausse_case }, seed)` (the default options:
//!   the tour, primauté by lot); `Partie::new(game)` (White to roll, seed 0: positions and
//!   tests); `Partie::from_position(position)`, `Partie::from_position_with(position,
//!   options, seed)` (a marqué from a relevé: `releve(game, side, score)`);
//!   `Partie::from_record(&record)`.
//! - The primauté: `awaiting_lot()`, `throw_lot(white_die, black_die)` (`Ok(None)`: equal dice,
//!   throw again; the two dice are the winner's first roll: docs/rules/primaute.md), `lot()`.
//! - Playing (`coup.rs`): `roll(dice)`, `roll_random()` (the game's own seeded generator, the
//!   lot included), `decide(Decision)`, `play(Play)`, `plays()`, `can_leave()`;
//!   `mark_ecole(&Marked)` (hand marks, checked and recorded as marks), `set_score(score)`
//!   (`marks.rs`); `undo()` (by replay from the start: the history keeps each step, never a copy
//!   of the game; `history_len()`, `history_bytes()`; `set_keep_undo(false)` for fast random
//!   games: `history.rs`); `step_random(rng, policy)` / `play_random` / `random_game` (random
//!   games, `random.rs`).
//! - The fausse case (`fausse.rs`, with `PartieOptions::fausse_case`): `attempt_play(attempt)`,
//!   `fausse_pending()`, `resolve_fausse(option, replay)`, `computer_fausse_option()`,
//!   `fausse_case(i)`.
//! - The computer (`computer.rs`): `computer_play(level)`, `computer_decision(level)`,
//!   `computer_marks(mistake_rate)` (what it marks of its roll in the "computer makes mistakes"
//!   mode: the same for the same seed and history).
//! - Reading: `position()`, `phase()`, `score()`, `turn()`, `turns()`, `rolled()`,
//!   `hand_marks(i)`, `winner()`, `is_over()`, `seed()`, `rng_state()`, `options()`, `start()`,
//!   `frames_from(i)` (each roll with its positions before, as thrown and after, and its analysis:
//!   the history replayed, `frames.rs`),
//!   `trous()` (every trou won,
//!   in order, simple or double: `trous.rs`), `grande_bredouille()`, `marque_end()`.
//! - The opponent's rights after an école (`droits.rs`): `droits_open()`, `refuse_leave()`,
//!   `acquiesce()`, `force_fill(play)`, `forbid_fill()`, `choose_jeton(choice)`,
//!   `contest_ecole()`, `ecole_chain()`, `computer_droits(side)`, `exercise(e)`,
//!   `droits_exercised(i)`.
//! - The record: `to_record()`, `from_record()` (docs/record.md).

mod computer;
mod coup;
mod droits;
mod fausse;
mod frames;
mod history;
mod marks;
mod notes;
mod order;
mod random;
mod trous;

pub use computer::ComputerMarks;
pub use droits::Exercised;
pub use fausse::{PendingFausse, ResolvedFausse};
pub use frames::Frame;
pub use order::RollStep;
pub use random::{random_game, LeavePolicy};
pub use trous::{MarqueEnd, TrouWon, TROUS_OBLIGATION};

use crate::analysis::{Analysis, Points};
use crate::board::Board;
use crate::dice::Dice;
use crate::ecole::{Ecole, Marked};
use crate::error::Error;
use crate::play::Play;
use crate::position::{Coups, Position, Setup};
use crate::rng::Rng;
use crate::score::{Holes, MarkResult, Score};
use crate::side::Side;
use crate::trictrac::Sortie;
use crate::variant::Variant;
use history::Entry;

/// Trous that win the ordinary game (000 STRUCTURE D'UN TOUR: "12 jeux ou trous marqués
/// donnent le gain de la partie").
pub const TROUS_TO_WIN: u8 = 12;

/// What a side may do right after completing a trou with its own roll (000 CHRONOLOGIE 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Tenir: mark the reste, let the opponent mark, play on.
    Hold,
    /// S'en aller: give up the reste, relevé, roll again.
    Leave,
}

impl Decision {
    /// The decision's name in the JSON: `"hold"` or `"leave"`.
    pub fn name(self) -> &'static str {
        match self {
            Decision::Hold => "hold",
            Decision::Leave => "leave",
        }
    }
    /// Reads `"hold"` / `"tenir"` or `"leave"` / `"s'en aller"`.
    pub fn parse(s: &str) -> Option<Decision> {
        match s {
            "hold" | "tenir" => Some(Decision::Hold),
            "leave" | "s'en aller" => Some(Decision::Leave),
            _ => None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The side to play throws the dice next (or, while `awaiting_lot`, both sides throw one
    /// die each for the primauté).
    AwaitingRoll,
    /// The mover completed a trou with his own roll and chooses tenir or s'en aller.
    AwaitingDecision,
    /// The roll's points are marked; the mover plays his dames.
    AwaitingPlay,
    /// The tour is won, or the marqué has ended.
    Over,
}

/// When the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The ordinary game: the first side to twelve trous wins (000 partie ordinaire; RULINGS
    /// 12).
    #[default]
    Tour,
    /// A marqué of the partie à écrire: never ends at twelve trous; ends when a side leaves
    /// while some side has at least six trous (000 TROU D'OBLIGATION).
    Marque,
}

/// Who rolls first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum First {
    /// Drawn by lot, one die each (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 5).
    #[default]
    Lot,
    /// This side, without a lot (a set position, a test, a marqué whose primauté is known).
    Side(Side),
}

/// The options of a game of Trictrac.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PartieOptions {
    /// When the game ends.
    pub goal: Goal,
    /// Who rolls first.
    pub first: First,
    /// The rule of bearing off: the parisienne, or the old provinciale by agreement (RULINGS 5,
    /// docs/rulings.md 18).
    pub sortie: Sortie,
    /// Whether the old jan de rencontre is played (000 JAN DE RENCONTRE; docs/rulings.md 19).
    pub rencontre: bool,
    /// Whether the mover may make a play the rules refuse, a fausse case the opponent puts
    /// right (000 FAUSSE CASE; "mark it yourself" mode; `Partie::attempt_play`). Off: refused.
    pub fausse_case: bool,
}

/// One roll of the game as it was marked and played: what a record keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The side that rolled.
    pub side: Side,
    /// The dice thrown.
    pub dice: Dice,
    /// The points the roll gave each side (the analysis' totals).
    pub points: Points,
    /// Trous each side won from this roll, as finally marked.
    pub holes: Holes,
    /// `Some` when the mover could leave and chose.
    pub decision: Option<Decision>,
    /// The play; `None` after leaving, when the game ended before the play, or while the roll
    /// awaits its play.
    pub play: Option<Play>,
    /// The score once the roll's points were marked (and, on leaving, the jetons cleared).
    pub score: Score,
}

/// The roll being played: its analysis and marking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rolled {
    /// The analysis of the roll: jans, points, legal plays.
    pub analysis: Analysis,
    /// How its points were marked.
    pub marking: MarkResult,
    /// The position as thrown: the board, the dice and the score before the roll's marks (what
    /// `ecole::check` reads).
    pub thrown: Position,
}

/// A roll the sides marked themselves (`Partie::mark_ecole`): what they marked, and the écoles
/// the engine's check found in it. A record keeps it so that a replay checks it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandMarks {
    /// What the sides marked.
    pub marked: Marked,
    /// The écoles the engine's check found in it.
    pub ecoles: Vec<Ecole>,
}

/// A game of Trictrac in progress: the position, the score, every roll so far, and what it
/// awaits next (`phase`). See the module documentation for the whole API.
///
/// ```
/// use tablier::notation::compact;
/// use tablier::partie::Phase;
/// use tablier::record::{self, RecordJson};
/// use tablier::{Dice, Partie, Side};
///
/// let start = compact::position_from_str("B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w")?;
/// let mut partie = Partie::from_position(start)?;
/// assert_eq!(partie.phase(), Phase::AwaitingRoll);
///
/// // The roll is analysed and its points marked at once, the mover's first: 6 and 4 beat
/// // Black's empty coin, 4 points on White's jeton (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP).
/// partie.roll(Dice::new(6, 4)?)?;
/// assert_eq!(partie.score().white.points, 4);
/// assert_eq!(partie.phase(), Phase::AwaitingPlay);
///
/// // Then a legal play; Black rolls next.
/// let play = partie.plays()[0];
/// partie.play(play)?;
/// assert_eq!(partie.turn(), Side::Black);
/// partie.roll(Dice::new(3, 1)?)?;
///
/// // The record, saved now, replays to this very moment.
/// let text = partie.to_record().to_json();
/// let again = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
/// assert_eq!(again.position(), partie.position());
/// assert_eq!(again.turns(), partie.turns());
/// // `record::replay` checks it roll by roll and gives the score after each.
/// let scores = record::replay(&text).unwrap();
/// assert_eq!(scores.len(), 2);
/// assert_eq!(scores[0].white.points, 4);
/// # Ok::<(), tablier::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Partie {
    options: PartieOptions,
    start: Position,
    /// The dice the start position came with (`from_position`): its first roll, marked at once
    /// and not undone.
    start_dice: Option<Dice>,
    position: Position,
    phase: Phase,
    rolled: Option<Rolled>,
    winner: Option<Side>,
    marque_end: Option<MarqueEnd>,
    turns: Vec<Turn>,
    /// The hand marks put in, in order, each with its turn's index; `None` when a score put in
    /// with `set_score` alone replaced them.
    hand_log: Vec<(usize, Option<HandMarks>)>,
    /// The opponent's rights exercised, in order, each with its turn's index (`droits.rs`).
    droits_log: Vec<(usize, Exercised)>,
    /// The order of each roll's play, hand marks and rights, each with its turn's index
    /// (`order.rs`): what a record keeps so that the game read back undoes the same step.
    order_log: Vec<(usize, RollStep)>,
    /// The scores put in by hand (`set_score`), in order, each with its turn's index: what a
    /// record keeps (`set_scores`) so that the game read back has them.
    score_log: Vec<(usize, Score)>,
    /// The primauté throws, White's die then Black's, ties included.
    lot: Vec<[u8; 2]>,
    lot_pending: bool,
    steps: Vec<Entry>,
    /// The fausse case awaiting the opponent's choice (`attempt_play`).
    fausse: Option<PendingFausse>,
    /// The fausses cases put right, each with its turn's index.
    fausse_log: Vec<(usize, ResolvedFausse)>,
    /// What players wrote on the rolls, each with its turn's index (`notes.rs`): no part of the
    /// game. A list, as the other logs: a map would bring its own code into the browser's module.
    notes: Vec<(usize, crate::note::Note)>,
    keep_undo: bool,
    seed: u64,
    rng: Rng,
    spare: Spare,
}

/// The lists of the roll before last's analysis, emptied, for the next roll's to fill
/// (`trictrac::analyse_into`): allocating them anew each roll weighed a twentieth of a random
/// game. Not part of the game: a clone starts without, and `Debug` does not show it.
#[derive(Default)]
struct Spare(Analysis);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

impl std::fmt::Debug for Spare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Spare")
    }
}

fn refuse(msg: impl Into<String>) -> Error {
    Error::BadRequest(msg.into())
}

/// The position after a relevé: every dame back on its talon, the score kept, `side` to roll,
/// the coups counted from zero again (jans de départ are made "au début de la partie, d'un
/// marqué ou d'un relevé", 000 JANS DE DÉPART).
pub fn releve(variant: Variant, side: Side, score: Score) -> Result<Position, Error> {
    Position::from_setup(Setup {
        variant,
        board: Board::start(variant),
        turn: side,
        dice: None,
        coups: Some(Coups::default()),
        score,
    })
}

impl Partie {
    /// A new game: all dames on their talons, White to roll, no marks, the tour, seed 0 (a set
    /// start for positions and tests; a game for players is made by `with_options`).
    pub fn new(variant: Variant) -> Partie {
        let options = PartieOptions {
            goal: Goal::Tour,
            first: First::Side(Side::White),
            ..PartieOptions::default()
        };
        Partie::at(Position::start(variant), options, 0)
    }

    /// A new game of Trictrac with these options, its dice drawn from a generator seeded with
    /// `seed` (the caller draws a random seed when the player gives none). With `First::Lot`
    /// the first throw is the lot for the primauté (`throw_lot`).
    pub fn with_options(options: PartieOptions, seed: u64) -> Partie {
        let start = match options.first {
            First::Side(side) => releve(Variant::Trictrac, side, Score::default()),
            First::Lot => Ok(Position::start(Variant::Trictrac)),
        };
        Partie::at(
            start.unwrap_or_else(|_| Position::start(Variant::Trictrac)),
            options,
            seed,
        )
    }

    fn at(position: Position, options: PartieOptions, seed: u64) -> Partie {
        let winner = match options.goal {
            Goal::Tour => Side::BOTH
                .into_iter()
                .find(|&s| position.score().side(s).holes >= TROUS_TO_WIN),
            Goal::Marque => None,
        };
        Partie {
            options,
            start: position.with_dice(None),
            start_dice: None,
            phase: if winner.is_some() {
                Phase::Over
            } else {
                Phase::AwaitingRoll
            },
            position: position.with_dice(None),
            rolled: None,
            winner,
            marque_end: None,
            turns: Vec::new(),
            hand_log: Vec::new(),
            droits_log: Vec::new(),
            order_log: Vec::new(),
            score_log: Vec::new(),
            lot: Vec::new(),
            lot_pending: options.first == First::Lot && winner.is_none(),
            steps: Vec::new(),
            fausse: None,
            fausse_log: Vec::new(),
            notes: Default::default(),
            keep_undo: true,
            seed,
            rng: Rng::new(seed),
            spare: Spare::default(),
        }
    }

    /// A game going on from a position, the tour, the side to play as the position says. If the
    /// position has dice, they are the roll just thrown: its points are marked into the
    /// position's score at once.
    pub fn from_position(position: Position) -> Result<Partie, Error> {
        let options = PartieOptions {
            goal: Goal::Tour,
            first: First::Side(position.turn()),
            ..PartieOptions::default()
        };
        Partie::from_position_with(position, options, 0)
    }

    /// `from_position` with options and a seed; `options.first` is the position's turn
    /// whatever it says (a position already knows who plays).
    pub fn from_position_with(
        position: Position,
        options: PartieOptions,
        seed: u64,
    ) -> Result<Partie, Error> {
        let options = PartieOptions {
            first: First::Side(position.turn()),
            ..options
        };
        let mut p = Partie::at(position.clone(), options, seed);
        if let Some(dice) = position.dice() {
            if p.phase == Phase::AwaitingRoll {
                p.roll(dice)?;
                p.steps.clear();
                p.start_dice = Some(dice);
            }
        }
        Ok(p)
    }

    /// Whether `undo` keeps a history (on by default; off for fast random games).
    pub fn set_keep_undo(&mut self, keep: bool) {
        self.keep_undo = keep;
        if !keep {
            self.steps.clear();
        }
    }

    /// The variant on the board (a `Partie` rolls only Trictrac).
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }
    /// The options the game was made with.
    pub fn options(&self) -> PartieOptions {
        self.options
    }
    /// The seed of the game's dice generator.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The generator's present state (`Rng::from_state` goes on from it; a record keeps it).
    pub fn rng_state(&self) -> u64 {
        self.rng.state()
    }
    /// The position before the first roll of this game.
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// The present position: its score holds every mark made so far, its dice the roll being
    /// played (if any).
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The marks so far.
    pub fn score(&self) -> &Score {
        self.position.score()
    }
    /// The side to roll or play (while `awaiting_lot`, nobody yet: White by convention).
    pub fn turn(&self) -> Side {
        self.position.turn()
    }
    /// The roll being played, once thrown and until the next roll.
    pub fn rolled(&self) -> Option<&Rolled> {
        self.rolled.as_ref()
    }
    /// The legal plays of the roll, while it awaits its play (empty otherwise, and when nothing
    /// can be played: then the play is `Play::empty()`).
    pub fn plays(&self) -> &[Play] {
        match (&self.rolled, self.phase) {
            (Some(r), Phase::AwaitingPlay) => &r.analysis.plays,
            _ => &[],
        }
    }
    /// The legal next single-die moves of the roll once `so_far` are made, by the game's rule
    /// of bearing off (`rules::destinations` answers by the parisienne one). Empty unless the
    /// roll awaits its play.
    pub fn destinations(
        &self,
        so_far: &[crate::play::Move],
    ) -> Result<Vec<(crate::fleche::Fleche, Vec<crate::play::Dest>)>, Error> {
        if self.phase != Phase::AwaitingPlay {
            return Ok(Vec::new());
        }
        crate::trictrac::destinations_under(&self.position, so_far, self.options.sortie)
    }
    /// Why the move `mv` may not be made after `so_far`, by the game's rule of bearing off:
    /// `None` when `destinations` offers it.
    pub fn refusal(&self, so_far: &[crate::play::Move], mv: crate::play::Move) -> Option<Error> {
        if self.phase != Phase::AwaitingPlay {
            return Some(Error::BadRequest("no roll to play".into()));
        }
        crate::trictrac::refusal_under(&self.position, so_far, mv, self.options.sortie)
    }
    /// Whether the mover is choosing between tenir and s'en aller.
    pub fn can_leave(&self) -> bool {
        self.phase == Phase::AwaitingDecision
    }
    /// Every roll so far, in order (the last one possibly still awaiting its decision or play).
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
    /// What the sides marked of the roll `turn` (an index into `turns`) when they marked it
    /// themselves (`mark_ecole`); `None` when the engine's marks stand (or a score was put in
    /// with `set_score` alone).
    pub fn hand_marks(&self, turn: usize) -> Option<&HandMarks> {
        self.hand_log
            .iter()
            .rev()
            .find(|(t, _)| *t == turn)
            .and_then(|(_, h)| h.as_ref())
    }
    /// Whether the tour is won or the marqué has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The side that won: the tour's, or the marqué's (the side with more trous when it ended;
    /// `None` after a refait).
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }
    /// How the marqué ended (`Goal::Marque` only).
    pub fn marque_end(&self) -> Option<MarqueEnd> {
        self.marque_end
    }
    /// Whether the primauté is still to be drawn (`throw_lot`).
    pub fn awaiting_lot(&self) -> bool {
        self.lot_pending
    }
    /// The primauté throws so far, White's die then Black's, ties included.
    pub fn lot(&self) -> &[[u8; 2]] {
        &self.lot
    }
}
