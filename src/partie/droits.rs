//! The opponent's rights after an école, applied to the game (the stateless rule is
//! `ecole::droits`): refuse a leave made on trous marked too many, acquiesce to a leave, force or
//! forbid the real fill after a plein marked and not made, choose the jeton in a double marque,
//! and contest an école (the chain of augmentation d'école). Each right is open on the last roll
//! only, from its hand marks (`mark_ecole`) until the next roll is thrown ("avant de jeter les dés
//! pour le coup suivant", 000 QUAND et COMMENT MARQUER L'ÉCOLE), once; the history, undo and the
//! record keep each right exercised. Decisions: docs/rules/ecole.md, "The opponent's rights".

use super::history::Step;
use super::{releve, Decision, Goal, Partie, Phase};
use crate::analysis::{JanKind, Points};
use crate::ecole::{self, Chain, Droit, JetonChoice, Marked, Open, Verdict};
use crate::error::Error;
use crate::play::Play;
use crate::rules;
use crate::score::{mark, Holes, Score};
use crate::side::Side;

/// A right exercised on a roll: what a record keeps and a replay applies again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exercised {
    /// The right.
    pub droit: Droit,
    /// The side that exercised it.
    pub by: Side,
    /// `ChooseJeton`: the jeton left standing.
    pub jeton: Option<JetonChoice>,
    /// `ForceFill`: the play made again, one that fills (or keeps) the jan.
    pub play: Option<Play>,
}

impl Exercised {
    /// A right with no choice attached.
    pub fn plain(droit: Droit, by: Side) -> Exercised {
        Exercised {
            droit,
            by,
            jeton: None,
            play: None,
        }
    }
}

fn no_right(msg: impl Into<String>) -> Error {
    Error::NoRight(msg.into())
}

/// The last roll's marks, re-checked: the index of the roll, what was marked and the verdict.
struct LastMarks {
    turn: usize,
    marked: Marked,
    verdict: Verdict,
}

impl Partie {
    fn last_marks(&self) -> Option<LastMarks> {
        if self.lot_pending || self.phase == Phase::Over {
            return None;
        }
        let turn = self.turns.len().checked_sub(1)?;
        let hand = self.hand_marks(turn)?;
        let thrown = &self.rolled.as_ref()?.thrown;
        let verdict = ecole::check(thrown, &hand.marked).ok()?;
        Some(LastMarks {
            turn,
            marked: hand.marked.clone(),
            verdict,
        })
    }

    /// The rights exercised on the roll `turn` (an index into `turns`), in order.
    pub fn droits_exercised(&self, turn: usize) -> Vec<Exercised> {
        self.droits_log
            .iter()
            .filter(|(t, _)| *t == turn)
            .map(|(_, e)| *e)
            .collect()
    }

    fn done_on(&self, turn: usize, droits: &[Droit]) -> bool {
        self.droits_log
            .iter()
            .any(|(t, e)| *t == turn && droits.contains(&e.droit))
    }

    /// The chain of augmentation d'école on the last roll, if an école was marked on it: the
    /// last école offered by the verdict, marked by its side, then each contest so far
    /// (`ecole::chain`).
    pub fn ecole_chain(&self) -> Option<Chain> {
        let lm = self.last_marks()?;
        let base = lm.verdict.ecoles.iter().rfind(|e| e.offer)?;
        let to = base.to?;
        let contests = self
            .droits_exercised(lm.turn)
            .iter()
            .filter(|e| e.droit == Droit::ContestEcole)
            .count() as u32;
        Some(ecole::chain(to, base.markable, contests))
    }

    /// The rights open now, each with the side that may exercise it. Empty unless the last
    /// roll was marked by hand (`mark_ecole`) and the next roll is not thrown.
    pub fn droits_open(&self) -> Vec<Open> {
        let Some(lm) = self.last_marks() else {
            return Vec::new();
        };
        let Some(turn) = self.turns.get(lm.turn) else {
            return Vec::new();
        };
        let left = turn.decision == Some(Decision::Leave);
        let waiting = self.phase == Phase::AwaitingRoll;
        let t = lm.turn;
        let mut out: Vec<Open> = lm
            .verdict
            .droits
            .iter()
            .copied()
            .filter(|o| match o.droit {
                Droit::RefuseLeave => {
                    left && waiting && !self.done_on(t, &[Droit::RefuseLeave, Droit::Acquiesce])
                }
                // a leave made (the relevé done, refusable) or one declared without the trou,
                // before the side plays (000 S'EN ALLER SUR UNE ÉCOLE)
                Droit::Acquiesce => {
                    !self.done_on(t, &[Droit::RefuseLeave, Droit::Acquiesce])
                        && if left {
                            waiting
                        } else {
                            // before the side plays: a fausse case made is a coup played, its
                            // dames let go (000 CONSOMMATION), and the opponent's first act is
                            // his choice of how it is put right (000 RÉSOLUTION)
                            self.phase == Phase::AwaitingPlay && self.fausse.is_none()
                        }
                }
                Droit::ForceFill | Droit::ForbidFill => {
                    waiting
                        && turn.play.is_some()
                        && !self.done_on(t, &[Droit::ForceFill, Droit::ForbidFill])
                }
                Droit::ChooseJeton => !self
                    .droits_log
                    .iter()
                    .any(|(i, e)| *i == t && e.droit == Droit::ChooseJeton && e.by == o.to),
                Droit::ContestEcole => false,
            })
            .collect();
        if let Some(c) = self.ecole_chain().filter(|c| c.next_right) {
            out.push(Open {
                droit: Droit::ContestEcole,
                to: c.next,
                over: c.last_by,
            });
        }
        out
    }

    fn opened(&self, droit: Droit) -> Result<Open, Error> {
        self.droits_open()
            .into_iter()
            .find(|o| o.droit == droit)
            .ok_or_else(|| {
                no_right(format!(
                    "{} is not open now: no hand marks of the last roll open it, it was exercised or waived, or the next roll is thrown",
                    droit.name()
                ))
            })
    }

    fn exercised(&mut self, e: Exercised, rng: crate::rng::Rng) {
        let t = self.turns.len().saturating_sub(1);
        self.droits_log.push((t, e));
        self.note_step(super::RollStep::Droit);
        self.log(Step::Droit(Box::new(e)), rng);
    }

    /// Puts in a score a right gives, on the last roll: its trous counted from the score before
    /// the roll, the game over if a side reaches its twelfth trou.
    fn put_droit_score(&mut self, score: Score) -> Result<(), Error> {
        score.check()?;
        self.position.with_score(score)?;
        if self.turns.is_empty() {
            return Err(no_right("no roll has been thrown"));
        }
        let before = self
            .rolled
            .as_ref()
            .map(|r| *r.thrown.score())
            .unwrap_or_default();
        let won = |side: Side| {
            score
                .side(side)
                .holes
                .saturating_sub(before.side(side).holes) as u32
        };
        self.put_score(score)?;
        let t = self.last_turn()?;
        let side = t.side;
        t.score = score;
        t.holes = Holes {
            white: won(Side::White),
            black: won(Side::Black),
        };
        self.check_over(side);
        Ok(())
    }

    /// The opponent refuses the leave of the side that marked more trous than it won (000 ÉCOLE
    /// DE POINTS: "il perd en outre le privilège de s'en aller si son adversaire le souhaite, que
    /// ce dernier marque ou non l'école"; S'EN ALLER SUR UNE ÉCOLE, third paragraph). The relevé
    /// is undone: the dames stand as thrown, the trous are put right, and the roll is marked as
    /// if the side had held (its reste on the jeton, the opponent's points of the roll marked),
    /// then the école of the trous marked too many, marked by the opponent as before; the side
    /// then plays its roll. Open after `decide(Leave)` and `mark_ecole` with `leave` and too many
    /// trous (note `may-refuse-leave`), until the opponent acquiesces or the next roll.
    pub fn refuse_leave(&mut self) -> Result<(), Error> {
        let open = self.opened(Droit::RefuseLeave)?;
        let rng = self.rng;
        self.refuse_leave_unlogged()?;
        self.exercised(Exercised::plain(Droit::RefuseLeave, open.to), rng);
        Ok(())
    }

    fn refuse_leave_unlogged(&mut self) -> Result<(), Error> {
        let lm = self.last_marks().ok_or_else(|| no_right("no marks"))?;
        let r = self.rolled.clone().ok_or_else(|| no_right("no roll"))?;
        let mut score = r.marking.score;
        for e in lm.verdict.ecoles.iter().filter(|e| e.offer) {
            if let Some(to) = e.to {
                let mut p = Points::default();
                p.add(to, e.markable);
                score = mark(score, to, p).score;
            }
        }
        let position = r.thrown.with_score(score)?;
        score.check()?;
        self.position = position;
        self.phase = Phase::AwaitingPlay;
        self.put_droit_score(score)
    }

    /// The opponent breaks his game on the other side's leave, and so acquiesces to it (000 S'EN
    /// ALLER SUR UNE ÉCOLE, second paragraph: "le trou est bien acquis. Le relevé est alors
    /// irrévocablement terminé"; 001: "il ne serait plus recevable à vous envoyer à l'école").
    /// After a leave made on trous marked too many, refusing it is no longer open. After a leave
    /// declared without the trou (`mark_ecole` with `leave` when the roll did not complete one:
    /// the école `s-en-aller`), the trous the side marked stand (one at least), no école is
    /// marked, the jetons go to zero, the dames are relevées and the side rolls again.
    pub fn acquiesce(&mut self) -> Result<(), Error> {
        let open = self.opened(Droit::Acquiesce)?;
        let rng = self.rng;
        if self.turns.last().and_then(|t| t.decision) != Some(Decision::Leave) {
            self.acquiesce_unearned()?;
        }
        self.exercised(Exercised::plain(Droit::Acquiesce, open.to), rng);
        Ok(())
    }

    fn acquiesce_unearned(&mut self) -> Result<(), Error> {
        let lm = self.last_marks().ok_or_else(|| no_right("no marks"))?;
        let r = self.rolled.clone().ok_or_else(|| no_right("no roll"))?;
        let mover = r.thrown.turn();
        let shown = lm.marked.side(mover).map(|m| m.holes).unwrap_or(0).max(1);
        let mut score = r.thrown.score().jetons_cleared();
        let s = score.side_mut(mover);
        s.holes = s.holes.saturating_add(shown.min(u8::MAX as u32) as u8);
        let position = releve(self.variant(), mover, score)?;
        score.check()?;
        self.position = position;
        self.phase = Phase::AwaitingRoll;
        self.put_droit_score(score)?;
        if self.options.goal == Goal::Marque && self.phase != Phase::Over {
            self.end_marque(mover);
        }
        Ok(())
    }

    /// The jan the mover marked and his play did not make, if any.
    fn unmade_jan(&self) -> Option<JanKind> {
        let r = self.rolled.as_ref()?;
        let play = self.turns.last()?.play?;
        ecole::unmade(&r.thrown, &r.analysis, &play)
            .ok()?
            .first()
            .map(|u| u.kind)
    }

    /// The opponent makes the side fill or keep the jan it marked and did not make (000 ÉCOLE
    /// RÉTROACTIVE): the play is made again as `play`, one of the roll's legal plays (the rules
    /// oblige them to fill or keep when they can: 000 REMPLIR et CONSERVER). "L'école demeure":
    /// the score is unchanged.
    pub fn force_fill(&mut self, play: Play) -> Result<(), Error> {
        let open = self.opened(Droit::ForceFill)?;
        let rng = self.rng;
        self.force_fill_unlogged(play)?;
        let mut e = Exercised::plain(Droit::ForceFill, open.to);
        e.play = Some(play);
        self.exercised(e, rng);
        Ok(())
    }

    fn force_fill_unlogged(&mut self, play: Play) -> Result<(), Error> {
        let r = self.rolled.clone().ok_or_else(|| no_right("no roll"))?;
        let Some(&play) = r.analysis.plays.iter().find(|p| p.same_play(&play)) else {
            return Err(no_right(
                "force-fill takes one of the roll's legal plays: they fill or keep the jan",
            ));
        };
        let score = *self.score();
        let position = rules::apply_unchecked(&r.thrown.with_score(score)?, &play)?;
        self.last_turn()?.play = Some(play);
        self.position = position;
        Ok(())
    }

    /// The opponent keeps the side from filling: the play stands as made, the école too (000
    /// ÉCOLE RÉTROACTIVE).
    pub fn forbid_fill(&mut self) -> Result<(), Error> {
        let open = self.opened(Droit::ForbidFill)?;
        let rng = self.rng;
        self.exercised(Exercised::plain(Droit::ForbidFill, open.to), rng);
        Ok(())
    }

    /// The two jetons of a side in a double marque: the one it had before the roll, and the one
    /// it took for the roll's points.
    fn jetons_of(&self, over: Side) -> Option<(u8, u8)> {
        let lm = self.last_marks()?;
        let r = self.rolled.as_ref()?;
        let mover = r.thrown.turn();
        let first = if over == mover {
            r.thrown.score().side(over).points
        } else {
            r.marking.after_mover.side(over).points
        };
        let second = lm.marked.side(over)?.jeton2?;
        Some((first, second))
    }

    /// The opponent takes off the jeton he chooses of the side that marked with two (000 DOUBLE
    /// MARQUE: "l'adversaire démarque le jeton de son choix ; mais il ne peut marquer l'école pour
    /// cela"). `Second`: the new jeton stays, the points before the roll are lost (the score the
    /// verdict gives). `First`: the old one stays, the roll's points are lost.
    pub fn choose_jeton(&mut self, choice: JetonChoice) -> Result<(), Error> {
        let open = self.opened(Droit::ChooseJeton)?;
        let rng = self.rng;
        self.choose_jeton_unlogged(open.over, choice)?;
        let mut e = Exercised::plain(Droit::ChooseJeton, open.to);
        e.jeton = Some(choice);
        self.exercised(e, rng);
        Ok(())
    }

    fn choose_jeton_unlogged(&mut self, over: Side, choice: JetonChoice) -> Result<(), Error> {
        if choice == JetonChoice::Second {
            return Ok(());
        }
        let (first, _) = self
            .jetons_of(over)
            .ok_or_else(|| no_right("no double marque"))?;
        let mut score = *self.score();
        score.side_mut(over).points = first;
        if score.check().is_err() {
            // both sides with points in bredouille: the other side marked since, and broke it
            score.side_mut(over).bredouille = false;
        }
        self.put_droit_score(score)
    }

    /// The side the last école of the chain was marked against says it was false, takes its
    /// points off and marks them as a fausse école (000 AUGMENTATION D'ÉCOLE): right when the
    /// last marking was itself a fausse école, else a fausse école of its own, which the other
    /// side may contest in turn, without end (ÉCOLE PERPÉTUELLE). The score becomes the
    /// verdict's marks put right, the other écoles offered, then the chain's points, the mover's
    /// first. Returns the chain as it now stands.
    /// The contest that gives a side its twelfth trou is made: the game is over and the chain
    /// returned is the one it ended on.
    pub fn contest_ecole(&mut self) -> Result<Chain, Error> {
        let c0 = self
            .ecole_chain()
            .ok_or_else(|| no_right("contest-ecole: no école was marked on the last roll"))?;
        // Judged whole before anything changes: a refused contest leaves the game as it was.
        let (score, chain) = self.contested()?;
        let rng = self.rng;
        self.put_droit_score(score)?;
        self.exercised(Exercised::plain(Droit::ContestEcole, c0.next), rng);
        Ok(chain)
    }

    /// The score and the chain once the next contest is made, nothing changed.
    fn contested(&self) -> Result<(Score, Chain), Error> {
        let lm = self.last_marks().ok_or_else(|| no_right("no marks"))?;
        let c0 = self.ecole_chain().ok_or_else(|| no_right("no école"))?;
        let mover = self.turns[lm.turn].side;
        let offered: Vec<_> = lm.verdict.ecoles.iter().filter(|e| e.offer).collect();
        let (base, others) = offered.split_last().ok_or_else(|| no_right("no école"))?;
        let to = base.to.ok_or_else(|| no_right("no école"))?;
        let contests = self
            .droits_exercised(lm.turn)
            .iter()
            .filter(|e| e.droit == Droit::ContestEcole)
            .count() as u32;
        debug_assert_eq!(c0, ecole::chain(to, base.markable, contests));
        let c = ecole::chain(to, base.markable, contests + 1);
        let mut score = lm.verdict.score;
        for e in others {
            if let Some(to) = e.to {
                let mut p = Points::default();
                p.add(to, e.markable);
                score = mark(score, to, p).score;
            }
        }
        for side in [mover, mover.opponent()] {
            let n = *c.points.side(side);
            if n > 0 {
                let mut p = Points::default();
                p.add(side, n);
                score = mark(score, side, p).score;
            }
        }
        score.check()?;
        Ok((score, c))
    }

    /// The computer, as `side`, exercises every right open to it, as `ecole::computer_takes`
    /// and `ecole::computer_jeton` choose (it always exercises them: it refuses a leave on trous
    /// marked too many, takes off the jeton that shows more, forces the petit jan and forbids the
    /// others, answers a fausse école; it never acquiesces). Returns the rights exercised.
    pub fn computer_droits(&mut self, side: Side) -> Result<Vec<Exercised>, Error> {
        let mut done = Vec::new();
        // each right changes what is open; a handful of rounds covers every combination
        for _ in 0..8 {
            let Some(o) = self.droits_open().into_iter().find(|o| {
                o.to == side
                    && o.droit != Droit::Acquiesce
                    && (!matches!(o.droit, Droit::ForceFill | Droit::ForbidFill)
                        || ecole::computer_takes(o.droit, self.unmade_jan()))
            }) else {
                break;
            };
            let e = match o.droit {
                Droit::ChooseJeton => {
                    let (a, b) = self
                        .jetons_of(o.over)
                        .ok_or_else(|| no_right("no double marque"))?;
                    Exercised {
                        jeton: Some(ecole::computer_jeton(a, b)),
                        ..Exercised::plain(o.droit, side)
                    }
                }
                Droit::ForceFill => {
                    let play = self
                        .rolled
                        .as_ref()
                        .and_then(|r| r.analysis.plays.first().copied())
                        .ok_or_else(|| no_right("no legal play to fill with"))?;
                    Exercised {
                        play: Some(play),
                        ..Exercised::plain(o.droit, side)
                    }
                }
                d => Exercised::plain(d, side),
            };
            self.exercise(e)?;
            done.push(e);
        }
        Ok(done)
    }

    /// Exercises a right as a record or the history gives it: it must be open to `e.by`.
    pub fn exercise(&mut self, e: Exercised) -> Result<(), Error> {
        if e.droit != Droit::ContestEcole {
            let open = self.opened(e.droit)?;
            if open.to != e.by {
                return Err(no_right(format!(
                    "{} is {}'s, not {}'s",
                    e.droit.name(),
                    open.to,
                    e.by
                )));
            }
        } else if self.ecole_chain().map(|c| c.next) != Some(e.by) {
            return Err(no_right(format!(
                "contest-ecole is not {}'s to make now",
                e.by
            )));
        }
        match (e.droit, e.jeton, e.play) {
            (Droit::RefuseLeave, None, None) => self.refuse_leave(),
            (Droit::Acquiesce, None, None) => self.acquiesce(),
            (Droit::ForceFill, None, Some(p)) => self.force_fill(p),
            (Droit::ForbidFill, None, None) => self.forbid_fill(),
            (Droit::ChooseJeton, Some(j), None) => self.choose_jeton(j),
            (Droit::ContestEcole, None, None) => self.contest_ecole().map(|_| ()),
            _ => Err(no_right(format!(
                "{}: a jeton goes with choose-jeton, a play with force-fill, nothing with the others",
                e.droit.name()
            ))),
        }
    }
}
