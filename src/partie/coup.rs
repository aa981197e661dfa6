//! The coup as 000 CHRONOLOGIE DÉTAILLÉE D'UN COUP orders it: the lot for the primauté, the
//! roll and its points marked (the mover's first), tenir or s'en aller, the play.

use super::history::Step;
use super::{refuse, releve, Decision, Goal, Partie, Phase, Rolled, Turn, TROUS_TO_WIN};
use crate::analysis::{Analysis, Jan};
use crate::dice::Dice;
use crate::error::Error;
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::{mark, Holes, Score};
use crate::side::Side;
use crate::trictrac;
use crate::variant::Variant;

impl Partie {
    /// One throw of the lot for the primauté: one die each, White's and Black's (000 PARTIE À
    /// QUATRE JOUEURS: "ils lancent chacun un dé"; CHRONOLOGIE DE LA PARTIE À ÉCRIRE 5). Equal
    /// dice are thrown again (`Ok(None)`). Otherwise the higher die has the primauté and the two
    /// dice are his first roll, marked at once: "une partie ne peut pas être commencée par un
    /// doublet" (000 JAN DE RENCONTRE; docs/rules/primaute.md).
    pub fn throw_lot(&mut self, white: u8, black: u8) -> Result<Option<Side>, Error> {
        if !self.lot_pending {
            return Err(refuse("the primauté is not drawn now"));
        }
        let dice = Dice::new(white, black)?;
        let rng = self.rng;
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(Side::White),
            std::cmp::Ordering::Less => Some(Side::Black),
            std::cmp::Ordering::Equal => None,
        };
        if let Some(side) = winner {
            self.position = releve(self.variant(), side, *self.score())?;
            self.lot_pending = false;
            self.roll_unlogged(dice)?;
        }
        self.lot.push([white, black]);
        self.log(Step::Lot(white, black), rng);
        Ok(winner)
    }

    /// Throws the dice from the game's own generator: the lot for the primauté while it is
    /// pending (thrown again on equal dice), else the next roll.
    pub fn roll_random(&mut self) -> Result<(), Error> {
        if self.lot_pending {
            loop {
                let before = self.rng;
                let (w, b) = (self.rng.die(), self.rng.die());
                let winner = self.throw_lot(w, b)?;
                // The step was logged after the draws: undoing it takes them back too.
                if let Some(e) = self.steps.last_mut().filter(|_| self.keep_undo) {
                    e.rng = before;
                }
                if winner.is_some() {
                    return Ok(());
                }
            }
        }
        if self.phase != Phase::AwaitingRoll {
            return Err(refuse(format!(
                "cannot roll now: the game is {:?}",
                self.phase
            )));
        }
        let before = self.rng;
        let dice = self.rng.dice()?;
        match self.roll_unlogged(dice) {
            Ok(_) => {
                self.log(Step::Roll(dice), before);
                Ok(())
            }
            Err(e) => {
                self.rng = before;
                Err(e)
            }
        }
    }

    pub(super) fn put_score(&mut self, score: Score) -> Result<(), Error> {
        self.position = self.position.with_score(score)?;
        Ok(())
    }

    pub(super) fn last_turn(&mut self) -> Result<&mut Turn, Error> {
        self.turns
            .last_mut()
            .ok_or_else(|| refuse("no roll has been thrown"))
    }

    /// In the tour, ends the game if a side has its twelve trous. The mover's are checked
    /// first: he marks first, so he reaches them first (RULINGS 9). A marqué never ends so
    /// (000 TROU D'OBLIGATION: "le nombre de trous qu'on peut marquer n'est pas limité").
    pub(super) fn check_over(&mut self, mover: Side) -> bool {
        if self.options.goal != Goal::Tour {
            return false;
        }
        for side in [mover, mover.opponent()] {
            if self.score().side(side).holes >= TROUS_TO_WIN {
                self.winner = Some(side);
                self.phase = Phase::Over;
                return true;
            }
        }
        false
    }

    /// Throws the dice (000 CHRONOLOGIE 3–4): the roll is analysed and its points marked, the
    /// mover's first. The game then awaits the mover's decision (if he completed a trou with
    /// his own points), or his play, or is over.
    pub fn roll(&mut self, dice: Dice) -> Result<&Rolled, Error> {
        if self.lot_pending {
            return Err(refuse(
                "the primauté is drawn first: one die each (throw_lot)",
            ));
        }
        let rng = self.rng;
        self.roll_unlogged(dice)?;
        self.log(Step::Roll(dice), rng);
        self.rolled.as_ref().ok_or_else(|| refuse("no roll"))
    }

    fn roll_unlogged(&mut self, dice: Dice) -> Result<(), Error> {
        // The next throw would consummate the coup with its fausse case unresolved (000
        // CONSOMMATION): the opponent chooses first.
        if self.fausse.is_some() {
            return Err(refuse(
                "a fausse case is pending: the opponent chooses first",
            ));
        }
        if self.phase != Phase::AwaitingRoll {
            return Err(refuse(format!(
                "cannot roll now: the game is {:?}",
                self.phase
            )));
        }
        if self.variant() != Variant::Trictrac {
            return Err(refuse("a partie of trous is a Trictrac game"));
        }
        let mover = self.turn();
        let rolled_pos = self.position.with_dice(Some(dice));
        let mut analysis = std::mem::take(&mut self.spare.0);
        trictrac::analyse_into(&rolled_pos, self.options.sortie, &mut analysis)?;
        if let Some(jan) = self.rencontre(&rolled_pos, dice) {
            // The mover's jan: the mover's jans come first (RULINGS 9).
            analysis.jans.insert(0, jan);
            analysis.points = Analysis::total(&analysis.jans);
        }
        let marking = mark(*self.score(), mover, analysis.points);
        self.position = rolled_pos.clone();
        let mut turn = Turn {
            side: mover,
            dice,
            points: analysis.points,
            holes: Holes::default(),
            decision: None,
            play: None,
            score: marking.score,
        };
        let tour = self.options.goal == Goal::Tour;
        if tour && marking.after_mover.side(mover).holes >= TROUS_TO_WIN {
            // 000 CHRONOLOGIE, Note: the game stops as soon as the twelfth trou is marked; the
            // opponent's points of this roll are not marked.
            let mut holes = Holes::default();
            if mover == Side::White {
                holes.white = marking.hold.side(mover).holes;
            } else {
                holes.black = marking.hold.side(mover).holes;
            }
            turn.holes = holes;
            turn.score = marking.after_mover;
            self.put_score(marking.after_mover)?;
            self.check_over(mover);
        } else if marking.can_leave {
            // The mover's own points are on the jetons; the opponent's wait for the decision.
            turn.score = marking.after_mover;
            self.put_score(marking.after_mover)?;
            self.phase = Phase::AwaitingDecision;
        } else {
            turn.holes = marking.holes;
            self.put_score(marking.score)?;
            if !self.check_over(mover) {
                self.phase = Phase::AwaitingPlay;
            }
        }
        self.turns.push(turn);
        let before = self.rolled.replace(Rolled {
            analysis,
            marking,
            thrown: rolled_pos,
        });
        if let Some(mut spare) = before.map(|r| r.analysis) {
            spare.plays.clear();
            spare.jans.clear();
            self.spare.0 = spare;
        }
        Ok(())
    }

    /// The jan de rencontre of this throw, when the game plays it (docs/rulings.md 19): the
    /// second side's first throw since the start, a marqué or a relevé, bringing the numbers of
    /// the first side's throw just before.
    fn rencontre(&self, rolled: &Position, dice: Dice) -> Option<Jan> {
        if !self.options.rencontre {
            return None;
        }
        let mover = rolled.turn();
        let coups = rolled.coups()?;
        if coups.get(mover) != 0 || coups.get(mover.opponent()) != 1 {
            return None;
        }
        let first = self.turns.last().filter(|t| t.side == mover.opponent())?;
        trictrac::rencontre(first.dice, dice, mover)
    }

    /// Tenir or s'en aller (000 CHRONOLOGIE 5). Leaving: the reste is abandoned, the opponent
    /// marks nothing of this roll, both jetons go to zero, the dames are relevées and the side
    /// that left rolls again. In a marqué, leaving once a side has six trous ends it (000 TROU
    /// D'OBLIGATION: "dès qu'un joueur s'en va, le marqué est obligatoirement terminé").
    pub fn decide(&mut self, decision: Decision) -> Result<(), Error> {
        if self.phase != Phase::AwaitingDecision {
            return Err(refuse(
                "no decision to make: one may leave only right after completing a trou with one's own roll",
            ));
        }
        let marking = self
            .rolled
            .as_ref()
            .map(|r| r.marking)
            .ok_or_else(|| refuse("no roll"))?;
        let mover = marking.mover;
        let rng = self.rng;
        match decision {
            Decision::Hold => {
                self.put_score(marking.score)?;
                let t = self.last_turn()?;
                t.decision = Some(Decision::Hold);
                t.holes = marking.holes;
                t.score = marking.score;
                if !self.check_over(mover) {
                    self.phase = Phase::AwaitingPlay;
                }
            }
            Decision::Leave => {
                let out = marking
                    .leave
                    .ok_or_else(|| refuse("leaving is not offered"))?;
                self.position = releve(self.variant(), mover, out.score)?;
                let t = self.last_turn()?;
                t.decision = Some(Decision::Leave);
                t.holes = out.holes;
                t.score = out.score;
                self.phase = Phase::AwaitingRoll;
                if self.options.goal == Goal::Marque {
                    self.end_marque(mover);
                }
            }
        }
        self.log(Step::Decide(decision), rng);
        Ok(())
    }

    /// Plays the roll (000 CHRONOLOGIE 7). A play the rules refuse is an error naming the rule;
    /// when nothing can be played, the play is the empty one. After the mover's last dame is
    /// borne off the dames are relevées and the same side rolls again (000 SORTIE: "le joueur
    /// qui avait sorti toutes ses dames le premier jette de nouveau les dés").
    pub fn play(&mut self, play: Play) -> Result<(), Error> {
        if self.fausse.is_some() {
            return Err(refuse(
                "a fausse case is pending: the opponent chooses first",
            ));
        }
        if self.phase != Phase::AwaitingPlay {
            return Err(refuse(format!(
                "cannot play now: the game is {:?}",
                self.phase
            )));
        }
        // The analysis lists the legal plays; any other spelling is checked by the rules, which
        // name the rule a refused play breaks.
        let listed = self.rolled.as_ref().is_some_and(|r| {
            let plays = &r.analysis.plays;
            plays.contains(&play) || (plays.is_empty() && play.is_empty())
        });
        // A listed play is applied without judging it again (half a random game's time went
        // there); any other is judged by `apply_play`, which names the rule it breaks. Either
        // does the relevé after the last sortie, the same side to roll again.
        let after = if listed {
            rules::apply_unchecked(&self.position, &play)?
        } else {
            trictrac::apply_play_under(&self.position, &play, self.options.sortie)?
        };
        let rng = self.rng;
        self.position = after;
        self.last_turn()?.play = Some(play);
        self.phase = Phase::AwaitingRoll;
        self.note_step(super::RollStep::Play);
        self.log(Step::Play(play), rng);
        Ok(())
    }
}
