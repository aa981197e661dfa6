//! The course of a game roll by roll, as a page shows it or a replay steps through it: for each
//! roll the position before it, as thrown and marked, its analysis, and the position its play
//! left. Derived from the history by replaying it from the start: nothing is stored for it.

use super::history::Step;
use super::{HandMarks, Partie, Turn};
use crate::analysis::Analysis;
use crate::error::Error;
use crate::position::Position;

/// One roll of a game as it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The roll as the history keeps it: who, the dice, the points and trous, the decision, the
    /// play and the score once marked (the last one put in by hand, if any).
    pub turn: Turn,
    /// The position before the throw (no dice; the score before the roll).
    pub before: Position,
    /// The position as thrown and marked, before any decision or play: the dice on, the
    /// mover's points marked (and the opponent's, unless the mover chooses to tenir or s'en
    /// aller first).
    pub rolled: Position,
    /// The analysis of the roll (jans, points, legal plays), when asked for (`frames_from`).
    pub analysis: Option<Analysis>,
    /// The position the play left (after the relevé, when the play bore off the last dame), its
    /// score as the roll was finally marked (marks put in after the play included); none before
    /// the play, after leaving, or when the roll ended the game. After a fausse case, the position
    /// the opponent's choice left (the board as the mover left it, when he let it stand).
    pub after: Option<Position>,
    /// What the sides marked themselves, when they did (`Partie::mark_ecole`).
    pub hand: Option<HandMarks>,
}

impl Partie {
    /// Every roll of the game so far, each with its positions (`Frame`); the rolls from
    /// `from` on (counting from 0) carry their analysis. The game is replayed from its start
    /// through the rules; a game that keeps no history (`set_keep_undo(false)`) has only the
    /// rolls of its start.
    pub fn frames_from(&self, from: usize) -> Result<Vec<Frame>, Error> {
        let mut p = Partie::at(self.start.clone(), self.options, self.seed);
        p.set_keep_undo(false);
        let mut out: Vec<Frame> = Vec::with_capacity(self.turns.len());
        let rolled = |p: &Partie, before: Position, out: &mut Vec<Frame>| {
            let i = out.len();
            let analysis = p.rolled().map(|r| r.analysis.clone()).filter(|_| i >= from);
            if let Some(turn) = self.turns.get(i) {
                out.push(Frame {
                    turn: *turn,
                    before,
                    rolled: p.position().clone(),
                    analysis,
                    after: None,
                    hand: self.hand_marks(i).cloned(),
                });
            }
        };
        if let Some(d) = self.start_dice {
            let before = p.position().clone();
            p.roll(d)?;
            rolled(&p, before, &mut out);
        }
        for e in &self.steps {
            let before = p.position().clone();
            let n = p.turns.len();
            p.redo(e.step.clone())?;
            if p.turns.len() > n {
                let before = match e.step {
                    // the lot's winning throw is its winner's first roll, from the relevé: the
                    // board as thrown, the score before
                    Step::Lot(..) => p.position().with_dice(None).with_score(*before.score())?,
                    _ => before,
                };
                rolled(&p, before, &mut out);
            }
            match (&e.step, out.last_mut()) {
                // a fausse case put right: the position its resolution left, the board as left
                // included (docs/rules/fausse-case.md)
                (Step::Play(_) | Step::Resolve(_), Some(f)) => f.after = Some(p.position().clone()),
                // marks put in after the play: the position it left, with their score
                (Step::Score(_) | Step::Marks(_) | Step::Droit(_), Some(f))
                    if f.after.is_some() =>
                {
                    f.after = Some(p.position().clone())
                }
                _ => {}
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partie::{Decision, LeavePolicy, PartieOptions, Phase};
    use crate::rng::Rng;
    use crate::rules;
    use crate::variant::Variant;

    /// A game of `n` steps at most from its own generator, decisions and plays from `rng`.
    fn game(mut p: Partie, seed: u64, n: usize) -> Partie {
        let mut rng = Rng::new(seed);
        for _ in 0..n {
            if p.is_over() {
                break;
            }
            if p.phase() == Phase::AwaitingRoll {
                p.roll_random().unwrap();
            } else {
                p.step_random(&mut rng, LeavePolicy::Random).unwrap();
            }
        }
        p
    }

    fn check(p: &Partie) {
        let frames = p.frames_from(0).unwrap();
        assert_eq!(frames.len(), p.turns().len());
        for (i, f) in frames.iter().enumerate() {
            assert_eq!(f.turn, p.turns()[i]);
            assert_eq!(f.before.dice(), None);
            assert_eq!(f.rolled.dice(), Some(f.turn.dice));
            assert_eq!(f.turn.side, f.rolled.turn());
            // the analysis is the roll's, from the position as thrown
            let thrown = f.rolled.with_score(*f.before.score()).unwrap();
            assert_eq!(f.analysis.as_ref(), Some(&rules::analyse(&thrown).unwrap()));
            assert_eq!(f.after.is_some(), f.turn.play.is_some());
            if let Some(next) = frames.get(i + 1) {
                match (&f.after, f.turn.decision) {
                    (Some(after), _) => {
                        assert_eq!(&next.before.with_score(*after.score()).unwrap(), after)
                    }
                    (None, Some(Decision::Leave)) => {
                        assert_eq!(
                            next.before.turn(),
                            f.turn.side,
                            "the side that left rolls again"
                        )
                    }
                    (None, _) => panic!("roll {i}: neither play nor leave before the next roll"),
                }
                assert_eq!(next.before.score(), &f.turn.score);
            }
        }
        if let (Some(last), false) = (frames.last(), p.is_over()) {
            if let Some(after) = &last.after {
                assert_eq!(after, p.position());
            }
        }
    }

    #[test]
    fn the_frames_are_the_history_replayed() {
        for seed in 0..6 {
            let p = game(
                Partie::with_options(PartieOptions::default(), seed),
                seed,
                400,
            );
            assert!(!p.lot().is_empty(), "a game by lot");
            check(&p);
            let first = &p.frames_from(0).unwrap()[0];
            assert_eq!(
                first.before.turn(),
                first.turn.side,
                "the lot's winner rolls first"
            );
            assert_eq!(first.before.score(), &crate::score::Score::default());
            let q = game(Partie::new(Variant::Trictrac), seed, 2000);
            assert!(q.is_over());
            check(&q);
        }
    }

    #[test]
    fn the_analysis_only_from_where_it_is_asked_for_and_saved_games_the_same() {
        let p = game(Partie::with_options(PartieOptions::default(), 3), 3, 60);
        let n = p.turns().len();
        let tail = p.frames_from(n - 1).unwrap();
        assert_eq!(tail.len(), n);
        assert_eq!(tail.iter().filter(|f| f.analysis.is_some()).count(), 1);
        assert!(tail[n - 1].analysis.is_some());
        assert!(p
            .frames_from(n)
            .unwrap()
            .iter()
            .all(|f| f.analysis.is_none()));
        let again = Partie::from_record(&p.to_record()).unwrap();
        assert_eq!(again.frames_from(0).unwrap(), p.frames_from(0).unwrap());
    }

    #[test]
    fn a_start_with_dice_hand_marks_and_a_roll_awaiting_its_play() {
        let pos = crate::notation::read_position("B1:13,B7,B8/N1:15 w 5-5").unwrap();
        let mut p = Partie::from_position(pos.clone()).unwrap();
        let f = p.frames_from(0).unwrap();
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].before, pos.with_dice(None));
        assert!(f[0].after.is_none());
        // the mover marks two points too many: the école is on the frame
        let side = p.turn();
        let jeton = p.score().side(side).points + 2;
        let marked = crate::ecole::Marked {
            white: Some(crate::ecole::SideMarked {
                jeton: Some(jeton),
                released: true,
                touched: true,
                ..Default::default()
            }),
            black: None,
        };
        if p.phase() == Phase::AwaitingDecision {
            p.decide(Decision::Hold).unwrap();
        }
        let mut later = p.clone();
        p.mark_ecole(&marked).unwrap();
        // marked before the play or after it: the same roll, the same positions
        let play = p.plays().first().copied().unwrap_or_default();
        let mut sooner = p.clone();
        sooner.play(play).unwrap();
        later.play(play).unwrap();
        later.mark_ecole(&marked).unwrap();
        assert_eq!(
            sooner.frames_from(0).unwrap(),
            later.frames_from(0).unwrap()
        );
        assert_eq!(
            later.frames_from(0).unwrap()[0].after.as_ref(),
            Some(later.position())
        );
        let f = p.frames_from(0).unwrap();
        assert_eq!(f[0].hand.as_ref().map(|h| &h.marked), Some(&marked));
        assert_eq!(f[0].turn.score, *p.score());
        check(&p);
    }
}
