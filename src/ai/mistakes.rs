//! Mistakes on purpose, for the école mode (000 ÉCOLE; docs/rules/ai.md, "Mistakes on
//! purpose").

use crate::rng::Rng;

/// What the computer claims to mark for `points` won, in the école mode: the true points, or
/// with probability `mistake_rate` (0 to 1; anything else counts as 0 or 1) a wrong number, 2
/// or 4 points too few or too many (000 ÉCOLE: marking too few or too much is sent to the
/// école). Never the true number when it errs; never below zero.
pub fn claimed_points(points: u32, mistake_rate: f64, rng: &mut Rng) -> u32 {
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
