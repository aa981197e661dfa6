//! The computer playing a seat of each game: the tour's play, decision, marks and fausse option,
//! Jacquet's play, and a partie à écrire stepped or played out by computer seats. Methods of the
//! games, written here rather than in them so that the games know nothing of the computer: the
//! computer sits above the games (docs/layers.md), as a player does at the table.

use super::{
    choose_decision_with, choose_jacquet_play, choose_play_among, claimed_points, decision_for,
    fausse_option, marque_decision_paid, marque_play_paid, Level, Net, Stakes,
};
use crate::analysis::Points;
use crate::ecole::SideMarked;
use crate::ecrire::{MarqueEnd, PartieAEcrire, GRANDE_BREDOUILLE, TROU_D_OBLIGATION};
use crate::error::Error;
use crate::jacquet::{self, Partie as JacquetPartie};
use crate::partie::{ComputerMarks, Decision, Goal, Partie, Phase, Rolled};
use crate::play::Play;
use crate::rng::Rng;
use crate::score::mark;
use crate::side::Side;

fn refuse(msg: impl Into<String>) -> Error {
    Error::BadRequest(msg.into())
}

/// Spreads the roll's number over the seed, so that each roll of a game draws its own slip.
const ROLL_MIX: u64 = 0xD6E8_FEB8_6659_FD93;

impl Partie {
    /// The play the computer makes of the roll at `level`, among the game's plays under the
    /// rules it agreed (`ai::choose_play_among`). Answered, not played, as the package's
    /// `computerPlay` answers it (one name, one meaning): `play` plays it. In a marqué the maître
    /// plays for what the marqué pays (`ai::marque_play_paid`; its choice among the plays of a
    /// roll is the same whatever the convention and the refaits).
    pub fn computer_play(&self, level: Level) -> Result<Play, Error> {
        // What `play` would refuse, the computer does not choose.
        if self.fausse_pending().is_some() {
            return Err(refuse(
                "a fausse case is pending: the opponent chooses first",
            ));
        }
        if self.phase() != Phase::AwaitingPlay {
            return Err(refuse(format!(
                "no play to make: the game is {:?}",
                self.phase()
            )));
        }
        if self.plays().is_empty() {
            return Ok(Play::empty());
        }
        if level == Level::Maitre && self.options().goal == Goal::Marque {
            return marque_play_paid(self, Stakes::default());
        }
        choose_play_among(self.position(), self.plays(), level)
    }

    /// The computer's tenir or s'en aller at `level` (`ai::decision_for`). Answered, not
    /// decided, as the package's `computerDecision` answers it: `decide` decides it.
    pub fn computer_decision(&self, level: Level) -> Result<Decision, Error> {
        decision_for(self, level).ok_or_else(|| {
            refuse("no decision to make: one may leave only right after completing a trou with one's own roll")
        })
    }

    /// What the computer, the side of the last roll, marks of it when it makes mistakes: with
    /// probability `mistake_rate` (0 to 1; 1: every roll) a number 2 or 4 points off
    /// (`ai::claimed_points`), else the true one. It slips on points only, within the trou: a
    /// roll that wins it a trou, or a slip that would make or unmake one, it marks right, so
    /// that every slip is an école of points on the jeton (000 ÉCOLE) and never a trou to take
    /// back. Drawn from the game's seed and the roll's number, so the same seed and history
    /// always give the same marks (undo and ask again: the same slip). Errors before the first
    /// roll and while the primauté is drawn.
    pub fn computer_marks(&self, mistake_rate: f64) -> Result<ComputerMarks, Error> {
        let (Some(rolled), Some(turn)) = (self.rolled(), self.turns().last()) else {
            return Err(refuse("no roll has been thrown"));
        };
        let side = turn.side;
        let due = rolled.analysis.points.get(side);
        let n = self.turns().len() as u64;
        let mut rng = Rng::new(self.seed() ^ n.wrapping_mul(ROLL_MIX));
        let score = *rolled.thrown.score();
        let marks_of = |points: u32| {
            let mut all = Points::default();
            *all.side_mut(side) = points;
            mark(score, side, all)
        };
        let right = marks_of(due);
        let slip = claimed_points(due, mistake_rate, &mut rng);
        let slipped = marks_of(slip);
        let (claimed, own) = if right.hold.side(side).holes > 0 || slipped.hold.side(side).holes > 0
        {
            (due, right)
        } else {
            (slip, slipped)
        };
        let marked = SideMarked {
            jeton: Some(own.after_mover.side(side).points),
            holes: own.hold.side(side).holes,
            released: true,
            touched: true,
            ..SideMarked::default()
        };
        Ok(ComputerMarks {
            side,
            due,
            claimed,
            marked,
        })
    }

    /// The computer's choice as the opponent of a pending fausse case: it "always exercises
    /// its rights" (docs/rules/fausse-case.md), taking the option that leaves it the best
    /// position by its evaluation (`ai::fausse_option`), a replay judged by the mover's best
    /// play in its list. An index into the verdict's `options`; apply it with
    /// `resolve_fausse`. Refused when nothing is pending.
    pub fn computer_fausse_option(&self) -> Result<usize, Error> {
        let pending = self
            .fausse_pending()
            .ok_or_else(|| refuse("no fausse case is pending"))?;
        fausse_option(self.position(), &pending.attempt, &pending.verdict)
    }
}

impl JacquetPartie {
    /// The play the computer makes of the roll at `level` (`ai::choose_jacquet_play`).
    /// Answered, not played, as the package's `computerPlay` answers it: `play` plays it.
    pub fn computer_play(&self, level: Level) -> Result<Play, Error> {
        if self.manche().phase() != jacquet::Phase::Play {
            return Err(refuse("no roll to play"));
        }
        choose_jacquet_play(self.manche().position(), level, self.options())
    }
}

/// The computer's tenir or s'en aller in a marqué whose convention and refaits it is not told
/// (a game alone does not know them): above the débutant, by what the marqué pays under the
/// convention de base with no refait before it (`ai::marque_decision_paid`); the débutant, and
/// a level whose valuation fails, by the fixed rule of `marque_decision_as_tour`.
/// `PartieAEcrire::step_computer` tells the partie's own stakes.
pub fn marque_decision(game: &Partie, level: Level) -> Option<Decision> {
    if level != Level::Debutant {
        if let Ok(Some(d)) = marque_decision_paid(game, Stakes::default()) {
            return Some(d);
        }
    }
    marque_decision_as_tour(game, level)
}

/// The computer's tenir or s'en aller in a marqué before it valued what the marqué pays (kept
/// to measure against). Once leaving would end the marqué, it leaves to win, unless it is in
/// bredouille short of twelve trous with the opponent still on none; it holds rather than make
/// a refait or be marqué volontaire. Before the trou d'obligation, the relevé is the game's own
/// question, as in a tour (`ai::choose_decision`).
pub fn marque_decision_as_tour(game: &Partie, level: Level) -> Option<Decision> {
    as_tour(game, |_| decision_for(game, level))
}

/// `marque_decision_as_tour` with the maître's tenir or s'en aller by another network than the
/// committed one before the trou d'obligation: the maître of before (`maître-6` of
/// `scripts/match.sh`, its own weights) playing a partie à écrire as a tour, to measure against.
pub fn marque_decision_as_tour_with(game: &Partie, net: &Net) -> Option<Decision> {
    as_tour(game, |r| {
        Some(choose_decision_with(game.position(), &r.marking, net))
    })
}

/// The fixed rule of `marque_decision_as_tour` once some side has its trou d'obligation;
/// before it, `before`'s answer for the roll awaiting its decision.
fn as_tour(game: &Partie, before: impl FnOnce(&Rolled) -> Option<Decision>) -> Option<Decision> {
    if game.phase() != Phase::AwaitingDecision {
        return None;
    }
    let rolled = game.rolled()?;
    let mover = rolled.marking.mover;
    let after = rolled.marking.leave?.score;
    let me = u32::from(after.side(mover).holes);
    let them = u32::from(after.side(mover.opponent()).holes);
    if me.max(them) < TROU_D_OBLIGATION {
        return before(rolled);
    }
    Some(if me > them && (them > 0 || me >= GRANDE_BREDOUILLE) {
        Decision::Leave
    } else {
        Decision::Hold
    })
}

/// A computer seat in a partie à écrire: its level, and whether it plays for what the marqué
/// pays (`ai::marque_decision_paid`, `ai::marque_play_paid`) or as if it played the tour
/// (`ai::marque_decision`, the level's own plays: the computer before issue 30, kept to measure
/// against).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EcrirePlayer {
    /// The level it plays at.
    pub level: Level,
    /// Whether it values what the marqué pays rather than the tour's chances.
    pub values_marque: bool,
}

impl EcrirePlayer {
    /// The computer of `level` as it plays a partie à écrire: every level above the débutant
    /// values what the marqué pays.
    pub fn new(level: Level) -> EcrirePlayer {
        EcrirePlayer {
            level,
            values_marque: level != Level::Debutant,
        }
    }

    /// The computer of `level` playing each marqué as a tour (its plays, and the fixed rule of
    /// `ai::marque_decision_as_tour` for tenir or s'en aller).
    pub fn as_tour(level: Level) -> EcrirePlayer {
        EcrirePlayer {
            level,
            values_marque: false,
        }
    }

    /// Its tenir or s'en aller in the marqué `game`, paid by `stakes` (the partie's convention
    /// and refaits: `PartieAEcrire::stakes`); `None` when no decision is awaited.
    pub fn decision(&self, game: &Partie, stakes: Stakes) -> Result<Option<Decision>, Error> {
        if self.values_marque {
            marque_decision_paid(game, stakes)
        } else {
            Ok(marque_decision_as_tour(game, self.level))
        }
    }

    /// Its play of the roll the marqué `game` awaits the play of, paid by `stakes`: the maître's
    /// by the marqué's jetons, the other levels' their own, as in a tour.
    pub fn play(&self, game: &Partie, stakes: Stakes) -> Result<Play, Error> {
        if game.plays().is_empty() {
            Ok(Play::empty())
        } else if self.values_marque && self.level == Level::Maitre {
            marque_play_paid(game, stakes)
        } else {
            choose_play_among(game.position(), game.plays(), self.level)
        }
    }
}

impl PartieAEcrire {
    /// What the current marqué is paid by: the convention and the refaits before it.
    pub fn stakes(&self) -> Stakes {
        Stakes {
            convention: self.sheet().agreement.convention,
            refaits: u32::try_from(self.sheet().pending_refaits.len()).unwrap_or(u32::MAX),
        }
    }

    /// One step of a computer player on the current marqué: roll, decide or play, at the level
    /// of the player whose turn it is (`levels` by seat, the last one for any seat beyond), then
    /// closes the marqué if it is over: its end then. Every level above the débutant plays for
    /// what the marqué pays (`EcrirePlayer::new`).
    pub fn step_computer(&mut self, levels: &[Level]) -> Result<Option<MarqueEnd>, Error> {
        let players: Vec<EcrirePlayer> = levels.iter().map(|&l| EcrirePlayer::new(l)).collect();
        self.step_players(&players)
    }

    /// `step_computer` with each seat's player (`players` by seat, the last one for any seat
    /// beyond).
    pub fn step_players(&mut self, players: &[EcrirePlayer]) -> Result<Option<MarqueEnd>, Error> {
        let seating = self
            .seating()?
            .ok_or_else(|| Error::BadRequest("the partie is over".into()))?;
        let stakes = self.stakes();
        let game = self
            .marque_mut()
            .ok_or_else(|| Error::BadRequest("the partie is over".into()))?;
        let seat = match game.turn() {
            Side::White => seating.primaute,
            Side::Black => seating.other,
        };
        let player = players
            .get(seat)
            .or(players.last())
            .copied()
            .unwrap_or(EcrirePlayer::new(Level::Amateur));
        match game.phase() {
            Phase::AwaitingRoll => game.roll_random()?,
            Phase::AwaitingDecision => {
                let d = player
                    .decision(game, stakes)?
                    .ok_or_else(|| Error::BadRequest("no decision offered".into()))?;
                game.decide(d)?;
            }
            Phase::AwaitingPlay => {
                let play = player.play(game, stakes)?;
                game.play(play)?;
            }
            Phase::Over => {}
        }
        self.close_marque()
    }

    /// Computer players play the partie to its end, within `max_steps` steps.
    pub fn play_computers(&mut self, levels: &[Level], max_steps: usize) -> Result<(), Error> {
        let players: Vec<EcrirePlayer> = levels.iter().map(|&l| EcrirePlayer::new(l)).collect();
        self.play_players(&players, max_steps)
    }

    /// `play_computers` with each seat's player.
    pub fn play_players(
        &mut self,
        players: &[EcrirePlayer],
        max_steps: usize,
    ) -> Result<(), Error> {
        for _ in 0..max_steps {
            if self.is_over() {
                return Ok(());
            }
            self.step_players(players)?;
        }
        if self.is_over() {
            Ok(())
        } else {
            Err(Error::BadRequest(format!(
                "the partie is not over after {max_steps} steps"
            )))
        }
    }
}
