//! Hints and the review of a game, by the maître's evaluation: in a tour every value is the
//! chances of the mover winning the tour, in percent; in a marqué of a partie à écrire, the
//! mover's expected jetons of the marqué (docs/strength.md, "Hints and review").

use super::learned::{self, Chance};
use super::marque::{self as paid, Stakes};
use super::net::Net;
use crate::ecole::Droit;
use crate::error::Error;
use crate::partie::{Decision, Partie, Phase};
use crate::play::Play;
use crate::position::Position;
use crate::rules;
use crate::score::MarkResult;
use crate::side::Side;
use crate::variant::Variant;
use serde::Serialize;

/// The unit of every value of the hints and the review.
pub const UNIT: &str = "percent of tours won";

/// A cost at or above this many percent of tours is flagged in a review.
pub const FLAG: f64 = 2.0;

/// The unit of the hints and the review of a marqué in a partie à écrire.
pub const UNIT_JETONS: &str = "jetons of the marqué";

/// A cost at or above this many jetons of the marqué is flagged in its review.
pub const FLAG_JETONS: f64 = 1.0;

/// What the values are: the tour's chances (`Tour`), or the jetons a marqué pays (`Marque`).
/// A trait, not an enum, so that the tour's review, which the package exports, carries none of
/// the marqué's code.
trait Judge {
    /// The unit of the values.
    const UNIT: &'static str;
    /// A cost flagged from this.
    const FLAG: f64;
    /// A value in the unit, two decimals: the evaluation's precision is far less, and the
    /// JSON stays short.
    fn shown(&self, v: f64) -> f64;
    /// Every play of `q`'s roll, best first.
    fn plays(&self, q: &Partie, plays: &[Play]) -> Result<Vec<Chance>, Error>;
    /// (holding, leaving), shown in the unit.
    fn decision(&self, q: &Partie, marking: &MarkResult) -> Result<(f64, f64), Error>;
}

struct Tour<'a>(&'a Net);

impl Judge for Tour<'_> {
    const UNIT: &'static str = UNIT;
    const FLAG: f64 = FLAG;

    fn shown(&self, v: f64) -> f64 {
        (v * 10_000.0).round() / 100.0
    }

    fn plays(&self, q: &Partie, plays: &[Play]) -> Result<Vec<Chance>, Error> {
        learned::every_play(q.position(), plays, self.0)
    }

    fn decision(&self, q: &Partie, marking: &MarkResult) -> Result<(f64, f64), Error> {
        let (h, l) = learned::decision_chances(q.position(), marking, self.0)?;
        Ok((self.shown(h as f64), self.shown(l as f64)))
    }
}

struct Marque<'a>(&'a Net, Stakes);

impl Judge for Marque<'_> {
    const UNIT: &'static str = UNIT_JETONS;
    const FLAG: f64 = FLAG_JETONS;

    fn shown(&self, v: f64) -> f64 {
        (v * 100.0).round() / 100.0
    }

    fn plays(&self, q: &Partie, plays: &[Play]) -> Result<Vec<Chance>, Error> {
        let m = paid::marque_of(q)?;
        paid::ranking(self.1, &m, q.position(), plays, self.0, None)
    }

    fn decision(&self, q: &Partie, marking: &MarkResult) -> Result<(f64, f64), Error> {
        let m = paid::marque_of(q)?;
        let (h, l) = paid::decision_jetons(self.1, &m, q.position(), marking, self.0)?;
        Ok((self.shown(h), self.shown(l)))
    }
}

/// One legal play in the hints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The play in the notation of `Play`'s `Display` (`B1-B6 B1-B7`; empty when nothing can
    /// be played).
    pub play: String,
    /// The play itself.
    #[serde(skip)]
    pub moves: Play,
    /// The mover's chances of winning the tour after it, in percent.
    pub chance: f64,
    /// What it gives up against the best play, in percent of tours (0 for the best).
    pub loss: f64,
}

/// The engine's ranking of the legal plays of a roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hints {
    /// The unit of `chance` and `loss`: `UNIT`.
    pub unit: &'static str,
    /// Every legal play once, best first (ties in the rules' order).
    pub plays: Vec<Hint>,
}

impl Hints {
    /// The hint of `play`, its moves in any order (`Play::same_play`): the game accepts a play
    /// however its moves are ordered, and the hints list each play once.
    pub fn of_play(&self, play: &Play) -> Option<&Hint> {
        self.plays.iter().find(|h| h.moves.same_play(play))
    }
}

fn hints_of<J: Judge>(judge: &J, plays: &[Play], ranked: &[Chance]) -> Hints {
    let best = ranked.first().map_or(0.0, |c| judge.shown(c.chance as f64));
    let plays = ranked
        .iter()
        .filter_map(|c| {
            let p = plays.get(c.index)?;
            let chance = judge.shown(c.chance as f64);
            Some(Hint {
                play: p.to_string(),
                moves: *p,
                chance,
                loss: ((best - chance) * 100.0).round() / 100.0,
            })
        })
        .collect();
    Hints {
        unit: J::UNIT,
        plays,
    }
}

/// The ranking of every legal play of `pos` (a position with its roll, its score marked as
/// `Partie::position()` shows it while the play is awaited), best first, each with the
/// mover's chances of winning the tour after it. When nothing can be played, the empty play
/// alone. Errors where the rules do (no dice), and for a Jacquet position: the evaluation
/// knows Trictrac's tour only.
pub fn hints(pos: &Position) -> Result<Hints, Error> {
    if pos.variant() != Variant::Trictrac {
        return Err(Error::BadRequest("hints are for Trictrac positions".into()));
    }
    hints_among(pos, rules::legal_plays(pos)?)
}

/// The hints for the roll `partie` awaits the play of: its plays under the rules the game
/// agreed (`Partie::plays`: the provinciale rule, say), not those of the default rules.
pub fn hints_of_partie(partie: &Partie) -> Result<Hints, Error> {
    if partie.phase() != Phase::AwaitingPlay {
        return Err(Error::BadRequest("no roll awaits its play".into()));
    }
    let pos = partie.position();
    if pos.variant() != Variant::Trictrac {
        return Err(Error::BadRequest("hints are for Trictrac positions".into()));
    }
    hints_among(pos, partie.plays().to_vec())
}

fn hints_among(pos: &Position, mut plays: Vec<Play>) -> Result<Hints, Error> {
    let net = learned::committed()?;
    if plays.is_empty() {
        plays.push(Play::empty());
    }
    let ranked = learned::every_play(pos, &plays, net)?;
    Ok(hints_of(&Tour(net), &plays, &ranked))
}

/// The hints for the roll a marqué of a partie à écrire awaits the play of (`game`, paid by
/// `stakes`: `PartieAEcrire::stakes`), every play valued in the mover's expected jetons of the
/// marqué (`chance`: those jetons; `loss`: what it gives up against the best, in jetons).
pub fn hints_of_marque(game: &Partie, stakes: Stakes) -> Result<Hints, Error> {
    if game.phase() != Phase::AwaitingPlay {
        return Err(Error::BadRequest("no roll awaits its play".into()));
    }
    if game.options().goal != crate::partie::Goal::Marque {
        return Err(Error::BadRequest("hints in jetons are for a marqué".into()));
    }
    let judge = Marque(learned::committed()?, stakes);
    let mut plays = game.plays().to_vec();
    if plays.is_empty() {
        plays.push(Play::empty());
    }
    let ranked = judge.plays(game, &plays)?;
    Ok(hints_of(&judge, &plays, &ranked))
}

/// The mover's chances of winning the tour holding and leaving, in percent, for a roll that
/// completed his trou (`marking.can_leave`): the values the review weighs a tenir or s'en aller
/// by, for a caller that judges one decision (an exercise, a tutor).
pub fn decision_chances(pos: &Position, marking: &MarkResult) -> Result<(f64, f64), Error> {
    if !marking.can_leave {
        return Err(Error::BadRequest(
            "no tenir or s'en aller: the roll completed no trou of the mover's".into(),
        ));
    }
    let (hold, leave) = learned::decision_chances(pos, marking, learned::committed()?)?;
    let tour = Tour(learned::committed()?);
    Ok((tour.shown(hold as f64), tour.shown(leave as f64)))
}

/// The maître's values of the tenir or s'en aller a game awaits, before it is made.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DecisionValues {
    /// The unit of the values: `UNIT`, or `UNIT_JETONS` for a marqué.
    pub unit: &'static str,
    /// The better one, `"hold"` or `"leave"`.
    pub best: &'static str,
    /// The value holding, as the review weighs it.
    pub hold: f64,
    /// The value leaving.
    pub leave: f64,
    /// What the other choice gives up: the cost the review gives it once made.
    pub cost: f64,
}

/// The values of the tenir or s'en aller `game` awaits (in a marqué paid by `stakes`, in
/// jetons): the numbers the review gives the decision once it is made, without replaying the
/// game to it, so that a tutor asking before the choice waits for one judgment, not a game's.
/// Refused (`bad-request`) when no decision is awaited.
pub fn decision_awaited(game: &Partie, stakes: Option<Stakes>) -> Result<DecisionValues, Error> {
    let marking = match (game.phase(), game.rolled()) {
        (Phase::AwaitingDecision, Some(r)) => r.marking,
        _ => {
            return Err(Error::BadRequest(
                "no tenir or s'en aller is awaited".into(),
            ))
        }
    };
    let net = learned::committed()?;
    match stakes {
        None => decision_by(game, &marking, &Tour(net)),
        Some(stakes) => decision_by(game, &marking, &Marque(net, stakes)),
    }
}

fn decision_by<J: Judge>(
    q: &Partie,
    marking: &MarkResult,
    judge: &J,
) -> Result<DecisionValues, Error> {
    let (hold, leave) = judge.decision(q, marking)?;
    let best = if leave > hold {
        Decision::Leave
    } else {
        Decision::Hold
    };
    Ok(DecisionValues {
        unit: J::UNIT,
        best: best.name(),
        hold,
        leave,
        cost: decision_cost(hold, leave),
    })
}

/// What the worse of tenir and s'en aller gives up, two decimals.
fn decision_cost(hold: f64, leave: f64) -> f64 {
    ((hold - leave).abs() * 100.0).round() / 100.0
}

/// The review of one play.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PlayReview {
    /// The play made.
    pub played: String,
    /// The best play by the evaluation.
    pub best: String,
    /// The mover's value after the play made: chances in percent, or jetons in a marqué.
    pub chance: f64,
    /// The mover's chances after the best play, in percent.
    pub best_chance: f64,
    /// `best_chance − chance`.
    pub cost: f64,
    /// Whether the cost is at least `FLAG` (`FLAG_JETONS` in a marqué).
    pub flagged: bool,
}

/// The review of a tenir / s'en aller.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct DecisionReview {
    /// `"hold"` or `"leave"`, as chosen.
    pub chosen: &'static str,
    /// The better one by the evaluation.
    pub best: &'static str,
    /// The value holding (with the best play after), in the review's unit.
    pub hold: f64,
    /// The value leaving, in the review's unit.
    pub leave: f64,
    /// What the choice gave up, in the review's unit (0 when it was the better one).
    pub cost: f64,
    /// Whether the cost is at least `FLAG` (`FLAG_JETONS` in a marqué).
    pub flagged: bool,
}

/// One roll of the reviewed side.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct ReviewedRoll {
    /// Its index in `Partie::turns()`.
    pub turn: usize,
    /// The dice.
    #[cfg_attr(feature = "typescript", tsify(type = "Dice"))]
    pub dice: [u8; 2],
    /// The decision, when one was offered.
    pub decision: Option<DecisionReview>,
    /// The play, when there was a choice of plays (two or more legal plays).
    pub play: Option<PlayReview>,
}

/// The review of one side's rolls in a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Review {
    /// The side reviewed.
    pub side: Side,
    /// The unit of every value: `UNIT`, or `UNIT_JETONS` for a marqué.
    pub unit: &'static str,
    /// Every roll of the side with a choice to make, in order.
    pub rolls: Vec<ReviewedRoll>,
    /// The sum of the costs.
    pub total_cost: f64,
    /// How many choices are flagged.
    pub flagged: usize,
}

/// Puts in the marks the sides made themselves on roll `i` and the rights exercised on them.
fn hand_marks(partie: &Partie, q: &mut Partie, i: usize) -> Result<(), Error> {
    if let Some(h) = partie.hand_marks(i) {
        q.mark_ecole(&h.marked)?;
    }
    for e in partie.droits_exercised(i) {
        q.exercise(e)?;
    }
    Ok(())
}

fn refuse(msg: &str) -> Error {
    Error::BadRequest(format!("the game cannot be replayed for its review: {msg}"))
}

/// The review of `side`'s rolls in `partie`: the game is replayed from its start, roll by roll
/// as `Partie::turns()` records them, with the game's options, its fausses cases put right, the
/// sides' own marks, the rights exercised and the scores put in by hand; at each of `side`'s choices, the choice made, the best by the evaluation, and
/// the difference, the larger ones flagged. Asked while a roll is in progress, it reviews the
/// rolls completed.
pub fn review(partie: &Partie, side: Side) -> Result<Review, Error> {
    review_by(partie, side, &Tour(learned::committed()?))
}

/// The review of `side`'s rolls in a marqué of a partie à écrire (`game`, paid by `stakes`), every
/// choice valued in the side's expected jetons of the marqué (`UNIT_JETONS`), costs of
/// `FLAG_JETONS` or more flagged. Refused for a game that is not a marqué.
pub fn review_marque(game: &Partie, stakes: Stakes, side: Side) -> Result<Review, Error> {
    if game.options().goal != crate::partie::Goal::Marque {
        return Err(Error::BadRequest(
            "a review in jetons is for a marqué".into(),
        ));
    }
    review_by(game, side, &Marque(learned::committed()?, stakes))
}

fn review_by<J: Judge>(partie: &Partie, side: Side, judge: &J) -> Result<Review, Error> {
    // The game's own options: a marqué does not end at twelve trous, a fausse case is taken.
    let mut q = Partie::from_position_with(partie.start().clone(), partie.options(), 0)?;
    q.set_keep_undo(false);
    let mut rolls = Vec::new();
    // The roll in progress (its decision, its play or its fausse case awaited) holds no choice
    // made yet: the review covers the rolls completed.
    let completed = match partie.phase() {
        Phase::AwaitingDecision | Phase::AwaitingPlay => partie.turns().len().saturating_sub(1),
        Phase::AwaitingRoll | Phase::Over => partie.turns().len(),
    };
    for (i, t) in partie.turns()[..completed].iter().enumerate() {
        q.roll(t.dice)?;
        let mut reviewed = ReviewedRoll {
            turn: i,
            dice: t.dice.as_array(),
            decision: None,
            play: None,
        };
        if q.phase() == Phase::AwaitingDecision {
            let chosen = t.decision.unwrap_or(Decision::Hold);
            if t.side == side {
                let marking = q.rolled().ok_or_else(|| refuse("no roll"))?.marking;
                let (hold, leave) = judge.decision(&q, &marking)?;
                let best = if leave > hold {
                    Decision::Leave
                } else {
                    Decision::Hold
                };
                let cost = if chosen == best {
                    0.0
                } else {
                    decision_cost(hold, leave)
                };
                reviewed.decision = Some(DecisionReview {
                    chosen: chosen.name(),
                    best: best.name(),
                    hold,
                    leave,
                    cost,
                    flagged: cost >= J::FLAG,
                });
            }
            q.decide(chosen)?;
        }
        // The sides' own marks and the rights exercised on them, as the record replays them: a
        // leave refused comes before the play, anything else after it.
        let refused = partie
            .droits_exercised(i)
            .iter()
            .any(|e| e.droit == Droit::RefuseLeave);
        if refused {
            hand_marks(partie, &mut q, i)?;
        }
        if let (Phase::AwaitingPlay, Some(f)) = (q.phase(), partie.fausse_case(i)) {
            // A fausse case: the play is the opponent's choice, not the mover's among the legal
            // ones; the coup is put right as it was.
            q.attempt_play(&f.attempt)?;
            q.resolve_fausse_choice(f.choice.clone(), f.replay)?;
        }
        // A roll with no play: the marks ended the tour before it, or the leave declared
        // without the trou was acquiesced (the record replays it so too).
        if let (Phase::AwaitingPlay, Some(played)) = (q.phase(), t.play) {
            // The plays the game allowed (its rule of bearing off), not the default rules'.
            let plays = q.plays().to_vec();
            if t.side == side && plays.len() > 1 {
                let ranked = judge.plays(&q, &plays)?;
                let h = hints_of(judge, &plays, &ranked);
                let best = h.plays.first().ok_or_else(|| refuse("no play"))?;
                let made = h
                    .of_play(&played)
                    .ok_or_else(|| refuse("a play that is not legal"))?;
                reviewed.play = Some(PlayReview {
                    played: made.play.clone(),
                    best: best.play.clone(),
                    chance: made.chance,
                    best_chance: best.chance,
                    cost: made.loss,
                    flagged: made.loss >= J::FLAG,
                });
            }
            q.play(played)?;
        }
        if !refused {
            hand_marks(partie, &mut q, i)?;
        }
        // The scores put in by hand, last, as a record replays them by default: the score the
        // sides went on from is the one the evaluation of their next choices reads.
        for s in partie.scores_put(i) {
            q.set_score(s)?;
        }
        if reviewed.decision.is_some() || reviewed.play.is_some() {
            rolls.push(reviewed);
        }
    }
    let total: f64 = rolls
        .iter()
        .map(|r| {
            r.decision.as_ref().map_or(0.0, |d| d.cost) + r.play.as_ref().map_or(0.0, |p| p.cost)
        })
        .sum();
    let flagged = rolls
        .iter()
        .map(|r| {
            r.decision.as_ref().is_some_and(|d| d.flagged) as usize
                + r.play.as_ref().is_some_and(|p| p.flagged) as usize
        })
        .sum();
    Ok(Review {
        side,
        unit: J::UNIT,
        rolls,
        total_cost: (total * 100.0).round() / 100.0,
        flagged,
    })
}
