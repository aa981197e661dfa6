//! Jacquet (003) across the boundary: one stateless export for the JS `JacquetGame`, which keeps
//! the game itself (first throw, history, undo, the partie's score). The rules stay here: which
//! plays are legal under the variants, what a play leaves, when a manche ends and what it is
//! worth, and the computer's choice (`ai::choose_jacquet_play`). One export rather than a class:
//! the module is at its size budget (docs/readme/size.md).

use super::text::{self, J};
use super::{reply, rolled, write};
#[cfg(feature = "computer")]
use crate::ai::{choose_jacquet_play, Level};
use crate::error::Error;
use crate::game::Game;
use crate::jacquet::{self, Bareme, BouchonRule, JacquetOptions, Manche};

/// The variants as `docs/readme/jacquet.md` spells them; null or `{}` is the main rules.
fn options(input: &str) -> Result<JacquetOptions, Error> {
    let mut o = JacquetOptions::default();
    let j = text::parse(input)?;
    let f = match &j {
        J::Null => return Ok(o),
        J::Obj(f) => f,
        other => {
            return Err(Error::BadRequest(format!(
                "Jacquet options are an object, not {}",
                text::describe(other)
            )))
        }
    };
    for (k, v) in f {
        match (&**k, v) {
            (_, J::Null) => {}
            ("bouchon", J::Str(s)) if s == "allowed" => o.bouchon = BouchonRule::Allowed,
            ("bouchon", J::Str(s)) if s == "forbidden" => o.bouchon = BouchonRule::Forbidden,
            ("bouchon", J::Str(s)) if s == "until-last-fleche" => {
                o.bouchon = BouchonRule::UntilLastFleche
            }
            ("sortie_talon_adverse", J::Bool(b)) => o.sortie_talon_adverse = *b,
            ("bareme", J::Str(s)) if s == "simple" => o.bareme = Bareme::Simple,
            ("bareme", J::Str(s)) if s == "table" => o.bareme = Bareme::Table,
            _ => {
                return Err(Error::BadRequest(format!(
                    "bad Jacquet option `{k}`: {}",
                    text::describe(v)
                )))
            }
        }
    }
    Ok(o)
}

/// For a rolled Jacquet position under `options`: `play` null answers the legal plays;
/// `"computer"` the computer's play; a play answers `{position, result}`, the result
/// `{winner, points}` when the play ends the manche, else null.
pub(super) fn jacquet_turn(position: &str, options_text: &str, play: &str) -> String {
    reply((|| {
        let p = rolled(position)?;
        if p.game() != Game::Jacquet {
            return Err(Error::BadRequest("not a Jacquet position".into()));
        }
        let o = options(options_text)?;
        Ok(match text::parse(play)? {
            J::Null => {
                let v = jacquet::legal_plays_with(&p, &o)?;
                write(|w| {
                    w.plays(&v);
                })
            }
            #[cfg(not(feature = "computer"))]
            J::Str(s) if s == "computer" => {
                return Err(Error::BadRequest(
                    "the computer player is not in this build of the module: the npm package \
                     leaves it out (the page's build has it)"
                        .into(),
                ))
            }
            #[cfg(feature = "computer")]
            J::Str(s) if s == "computer" => {
                let c = choose_jacquet_play(&p, Level::Greedy, &o)?;
                write(|w| {
                    w.play(&c);
                })
            }
            j => {
                let next = jacquet::apply_play_with(&p, &text::play(&j)?, &o)?;
                let m = Manche::from_position(next, o)?;
                write(|w| {
                    w.raw("{")
                        .key("position")
                        .position(m.position())
                        .key("result");
                    match m.result() {
                        Some(r) => w.raw("{").key("winner").side(r.winner).key("points"),
                        None => w.raw("null"),
                    };
                    if let Some(r) = m.result() {
                        w.num(r.points).raw("}");
                    }
                    w.raw("}");
                })
            }
        })
    })())
}
