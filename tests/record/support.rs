//! What the tests of records with écoles share (`ecole`, `ecole_marks`): seeded games played on
//! to a roll that scores and past it, the marks read from their JSON, each roll's hand marks, and
//! a record replayed from its JSON.

use serde_json::Value;
use tablier::ecole::Marked;
use tablier::notation::json::MarkedJson;
use tablier::partie::{LeavePolicy, Partie, Phase};
use tablier::record::RecordJson;
use tablier::Rng;
use tablier::{Position, Variant};

/// Every roll's hand marks, in order.
pub fn all_hand_marks(p: &Partie) -> Vec<Option<&tablier::partie::HandMarks>> {
    (0..p.turns().len()).map(|i| p.hand_marks(i)).collect()
}

pub fn marked(v: Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// One random step of a seeded game (roll, hold, or a random legal play).
pub fn step(p: &mut Partie, rng: &mut Rng) {
    p.step_random(rng, LeavePolicy::Hold).unwrap();
}

/// A seeded game played on to a roll where the mover won at least `min` points with `room` to
/// spare under twelve on his jeton, awaiting its play: the game, its rng, the position as thrown
/// (the score before the roll) and the roll's index.
pub fn at_a_scoring_roll(seed: u64, min: u32, room: u32) -> (Partie, Rng, Position, usize) {
    let mut p = Partie::new(Variant::Trictrac);
    let mut rng = Rng::new(seed);
    for _ in 0..2000 {
        if p.phase() == Phase::AwaitingRoll {
            let before = p.position().clone();
            p.roll(rng.dice().unwrap()).unwrap();
            let mover = p.turn();
            let pts = p.rolled().unwrap().analysis.points.get(mover);
            if p.phase() == Phase::AwaitingPlay
                && pts >= min
                && before.score().side(mover).points as u32 + pts + room < 12
            {
                let thrown = before.with_dice(p.position().dice());
                assert_eq!(&thrown, &p.rolled().unwrap().thrown, "Rolled::thrown");
                let i = p.turns().len() - 1;
                return (p, rng, thrown, i);
            }
        } else if p.phase() == Phase::Over {
            break;
        } else {
            step(&mut p, &mut rng);
        }
    }
    panic!("no scoring roll in seed {seed}");
}

/// Plays `rolls` more rolls at random (fewer if the game ends).
pub fn play_on(p: &mut Partie, rng: &mut Rng, rolls: usize) {
    let mut n = 0;
    while !p.is_over() {
        if p.phase() == Phase::AwaitingRoll {
            if n == rolls {
                break;
            }
            n += 1;
        }
        step(p, rng);
    }
}

pub fn as_json(rec: &RecordJson) -> Value {
    serde_json::from_str(&rec.to_json()).unwrap()
}

pub fn replay_value(v: &Value) -> Result<tablier::record::Replay, tablier::record::RecordError> {
    RecordJson::parse(&v.to_string())?.replay()
}
