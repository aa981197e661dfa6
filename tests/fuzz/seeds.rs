//! The fuzz harness's seed inputs: valid positions, plays and records from the start positions
//! and from seeded random games of both games, and from them each command's requests, as lines.

use serde_json::{json, Value};
use std::sync::OnceLock;
use tablier::notation::{compact, json as pjson};
use tablier::partie::{LeavePolicy, Partie, Phase};
use tablier::record::RecordJson;
use tablier::Rng;
use tablier::{Position, Side, Variant};

/// Valid inputs, from the start positions and from seeded random games of both games.
pub struct Seeds {
    /// Positions without dice, and with them (the position each roll was played from).
    pub positions: Vec<Position>,
    pub rolled: Vec<Position>,
    /// `(position with dice, legal plays as JSON moves)`.
    pub plays: Vec<(Position, Vec<Value>)>,
    /// Records of games at every moment: after a roll, after its decision, after its play.
    pub records: Vec<String>,
}

pub fn seeds() -> &'static Seeds {
    static SEEDS: OnceLock<Seeds> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut s = Seeds {
            positions: vec![
                Position::start(Variant::Trictrac),
                Position::start(Variant::Jacquet),
            ],
            rolled: Vec::new(),
            plays: Vec::new(),
            records: Vec::new(),
        };
        for seed in 1..=6u64 {
            let mut p = Partie::new(Variant::Trictrac);
            let mut rng = Rng::new(seed);
            for step in 0..400 {
                if p.phase() == Phase::Over {
                    break;
                }
                if p.step_random(&mut rng, LeavePolicy::Random).is_err() {
                    break;
                }
                let pos = p.position().clone();
                match p.phase() {
                    Phase::AwaitingPlay => {
                        let plays = p
                            .plays()
                            .iter()
                            .map(|pl| json!(pjson::PlayJson::from_play(pl).moves))
                            .collect();
                        s.plays.push((pos.clone(), plays));
                        s.rolled.push(pos);
                    }
                    _ => s.positions.push(pos),
                }
                if step % 37 == 0 || p.phase() == Phase::Over {
                    s.records.push(RecordJson::from_partie(&p).to_json());
                }
            }
        }
        // Jacquet: positions from random legal plays.
        let mut rng = Rng::new(99);
        let mut pos = Position::start(Variant::Jacquet);
        for _ in 0..200 {
            let Ok(dice) = rng.dice() else { break };
            let rolled = pos.with_dice(Some(dice));
            let Ok(plays) = tablier::rules::legal_plays(&rolled) else {
                break;
            };
            let Some(pl) = plays
                .get(rng.below(plays.len().max(1) as u64) as usize)
                .copied()
                .or(Some(tablier::Play::empty()))
            else {
                break;
            };
            s.plays.push((
                rolled.clone(),
                plays
                    .iter()
                    .map(|p| json!(pjson::PlayJson::from_play(p).moves))
                    .collect(),
            ));
            s.rolled.push(rolled.clone());
            match tablier::rules::apply_play(&rolled, &pl) {
                Ok(next) => {
                    s.positions.push(next.clone());
                    pos = next;
                }
                Err(_) => break,
            }
        }
        s
    })
}

/// The seeds of each command's requests, as lines.
pub mod lines {
    use super::*;

    fn cached(
        cell: &'static OnceLock<Vec<String>>,
        make: fn() -> Vec<String>,
    ) -> &'static [String] {
        cell.get_or_init(make)
    }

    fn positions_both() -> Vec<String> {
        let s = seeds();
        let mut v = Vec::new();
        for p in s.positions.iter().chain(&s.rolled) {
            v.push(pjson::position_to_string(p));
            v.push(compact::position_to_string(p));
        }
        v
    }

    pub fn analyse() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let s = seeds();
            s.rolled
                .iter()
                .flat_map(|p| [pjson::position_to_string(p), compact::position_to_string(p)])
                .collect()
        })
    }

    pub fn notation() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, positions_both)
    }

    pub fn apply() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (pos, plays) in &seeds().plays {
                let p: Value =
                    serde_json::from_str(&pjson::position_to_string(pos)).unwrap_or_default();
                for pl in plays.iter().take(3) {
                    v.push(json!({"position": p, "play": pl}).to_string());
                }
                if plays.is_empty() {
                    v.push(json!({"position": p, "play": []}).to_string());
                }
                v.push(json!({"position": p, "play": {"moves": plays.first().cloned().unwrap_or(json!([]))}, "leave": false}).to_string());
            }
            v
        })
    }

    fn score_json(p: &Position) -> Value {
        serde_json::from_str::<Value>(&pjson::position_to_string(p))
            .ok()
            .and_then(|v| v.get("score").cloned())
            .unwrap_or(Value::Null)
    }

    pub fn mark() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (i, p) in seeds().positions.iter().enumerate() {
                let mover = if i % 2 == 0 { "white" } else { "black" };
                let pts = (i * 7) % 40;
                v.push(json!({"score": score_json(p), "mover": mover, "points": {"white": pts, "black": (i * 3) % 13}, "leave": i % 5 == 0}).to_string());
            }
            v
        })
    }

    pub fn ecole() -> &'static [String] {
        static C: OnceLock<Vec<String>> = OnceLock::new();
        cached(&C, || {
            let mut v = Vec::new();
            for (i, (pos, plays)) in seeds().plays.iter().enumerate() {
                if pos.variant() != Variant::Trictrac {
                    continue;
                }
                let p: Value =
                    serde_json::from_str(&pjson::position_to_string(pos)).unwrap_or_default();
                let side = if pos.turn() == Side::White {
                    "white"
                } else {
                    "black"
                };
                let mut marked = json!({});
                marked[side] = json!({"points": i % 9, "touched": i % 2 == 0, "play": {"moves": plays.first().cloned().unwrap_or(json!([]))}});
                v.push(json!({"position": p, "marked": marked}).to_string());
                v.push(json!({"score": score_json(pos), "mover": side, "points": {"white": i % 30, "black": i % 7}, "marked": {"white": {"jeton": i % 12}, "black": {"holes": i % 3}}}).to_string());
            }
            v
        })
    }

    pub fn records() -> &'static [String] {
        &seeds().records
    }
}
