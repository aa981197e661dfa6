//! The order in which a roll's steps after its throw were made: its play (or fausse case and
//! the opponent's choice), the sides' hand marks and the opponent's rights. The engine takes
//! them in more than one order (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP has the points marked
//! before the dames are moved; the école may be marked until the next roll, 000 QUAND et COMMENT
//! MARQUER L'ÉCOLE), and `undo` takes back the last one made: so a record keeps the order
//! (docs/record.md, `order`), and the game read back from it undoes the same step.

use super::Partie;
use crate::ecole::Marked;
use crate::score::Score;

/// One of a roll's steps whose order a record keeps (named in a record's `order` as
/// `"play"`, `"attempt"`, `"choice"`, `"marked"`, `"droit"`, `"score"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum RollStep {
    /// The play (`play`, or a fausse case found a legal play).
    Play,
    /// A fausse case made, awaiting the opponent's choice (`attempt_play`).
    Attempt,
    /// The opponent's choice for it (`resolve_fausse`).
    Choice,
    /// The sides' hand marks (`mark_ecole`), each time they were put in.
    Marked,
    /// A right exercised (`exercise` and its own methods), in the order of `droits_exercised`.
    Droit,
    /// A score put in by hand (`set_score`), in the order of `scores_put`.
    Score,
}

impl Partie {
    /// Notes a step of the last roll. A play made before anything else on its roll is not
    /// noted (the common case, kept out of every random game's way): `roll_order` puts it first.
    pub(super) fn note_step(&mut self, step: RollStep) {
        let Some(turn) = self.turns.len().checked_sub(1) else {
            return;
        };
        let noted_on_roll = self.order_log.last().is_some_and(|(t, _)| *t == turn);
        if step != RollStep::Play || noted_on_roll {
            self.order_log.push((turn, step));
        }
    }

    /// The steps of the roll `turn` (an index into `turns`) in the order they were made, the
    /// hand marks each time they were put in (none when a score put in with `set_score` replaced
    /// them).
    pub fn roll_order(&self, turn: usize) -> Vec<RollStep> {
        let kept = self.hand_marks(turn).is_some();
        let mut order: Vec<RollStep> = self
            .order_log
            .iter()
            .filter(|(t, s)| *t == turn && (kept || *s != RollStep::Marked))
            .map(|(_, s)| *s)
            .collect();
        let played = self.turns.get(turn).is_some_and(|t| t.play.is_some());
        let noted_play = order.contains(&RollStep::Play) || order.contains(&RollStep::Attempt);
        if played && !noted_play {
            order.insert(0, RollStep::Play);
        }
        order
    }

    /// The scores put in by hand on the roll `turn` (`set_score`), in order.
    pub fn scores_put(&self, turn: usize) -> Vec<Score> {
        self.score_log
            .iter()
            .filter(|(t, _)| *t == turn)
            .map(|(_, s)| *s)
            .collect()
    }

    /// The marks put in on the roll `turn` before its last ones (`hand_marks`) replaced them (a
    /// later "École !"), in order; none when a score put in by hand replaced the marks.
    pub fn marks_replaced(&self, turn: usize) -> Vec<&Marked> {
        if self.hand_marks(turn).is_none() {
            return Vec::new();
        }
        let mut all: Vec<&Marked> = self
            .hand_log
            .iter()
            .filter(|(t, _)| *t == turn)
            .filter_map(|(_, h)| h.as_ref().map(|h| &h.marked))
            .collect();
        all.pop();
        all
    }
}
