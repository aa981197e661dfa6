//! A roll's note, as a lichess study annotates a move: a comment and drawings over the board
//! (arrows from flèche to flèche, rings and highlighted flèches), each of a few colours. The rules
//! give it no meaning: a replay keeps it on its roll and plays the game as if it were not there
//! (docs/record.md, "Notes"). In the vocabulary, below the games that keep it and the record that
//! writes it: a note is plain words about a roll, read and written as it is.
//!
//! A drawing is one short string, `"B1 B12 red"`, as lichess's PGN writes its arrows in one token
//! (`[%cal Rb1b8]`): one struct of strings reads them, where a struct per drawing cost the
//! browser's module some 10 KB gzipped of reading code (docs/size.md).

use crate::error::{Error, Quoted};
use crate::fleche::Fleche;
use serde::{Deserialize, Serialize};

/// The longest comment in characters, a paragraph: a record stays a game's size (docs/limits.md).
pub const MAX_COMMENT: usize = 1000;
/// The most drawings on one roll, arrows, rings and highlights together.
pub const MAX_DRAWINGS: usize = 32;
/// The colours of the drawings, lichess's four brushes; absent, the first.
pub const COLOURS: [&str; 4] = ["green", "red", "blue", "yellow"];

/// What a player wrote on one roll: a comment, arrows, rings, highlights; any may be absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Note {
    /// The comment, plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Arrows, each `"from to"` or `"from to colour"`: `"B1 B12 red"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<String>,
    /// Rings round a flèche's top dame, each `"at"` or `"at colour"`: `"N7 blue"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rings: Vec<String>,
    /// Flèches lit, each `"at"` or `"at colour"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<String>,
}

/// Writes the note of roll `i` (from 0) of a game that has thrown `rolls` rolls into its
/// `notes`, replacing the one there; `None` or an empty note clears it. Refused, the notes
/// unchanged: a roll not yet thrown (`bad-request`; `game` names the game in the message), a
/// note over its bounds (`bad-note`, `Note::check`). One body for every game that keeps notes.
pub(crate) fn write(
    notes: &mut Vec<(usize, Note)>,
    i: usize,
    rolls: usize,
    game: &str,
    note: Option<Note>,
) -> Result<(), Error> {
    if i >= rolls {
        return Err(Error::BadRequest(format!(
            "no roll {} to write on: {game} has {rolls}",
            i + 1
        )));
    }
    let note = note.filter(|n| !n.is_empty());
    if let Some(n) = &note {
        n.check()?;
    }
    notes.retain(|(k, _)| *k != i);
    if let Some(n) = note {
        notes.push((i, n));
    }
    Ok(())
}

impl Note {
    /// Whether it says nothing: no comment (or an empty one), no drawing.
    pub fn is_empty(&self) -> bool {
        self.comment.as_deref().map_or(true, str::is_empty)
            && self.arrows.is_empty()
            && self.rings.is_empty()
            && self.highlights.is_empty()
    }

    /// Refuses a note the format does not hold (`bad-note`): a comment over `MAX_COMMENT`
    /// characters, over `MAX_DRAWINGS` drawings, a drawing on a name that is not a flèche as the
    /// engine spells it (`off` included: a drawing is on the board), another colour, an arrow to
    /// its own flèche.
    pub fn check(&self) -> Result<(), Error> {
        let chars = self.comment.as_deref().map_or(0, |c| c.chars().count());
        if chars > MAX_COMMENT {
            return Err(Error::BadNote(format!(
                "a comment of {chars} characters, over the {MAX_COMMENT} a roll holds"
            )));
        }
        let drawings = self.arrows.len() + self.rings.len() + self.highlights.len();
        if drawings > MAX_DRAWINGS {
            return Err(Error::BadNote(format!(
                "{drawings} drawings, over the {MAX_DRAWINGS} a roll holds"
            )));
        }
        for a in &self.arrows {
            let f = drawing(a, 2)?;
            if f[0] == f[1] {
                return Err(Error::BadNote(format!(
                    "an arrow {} to its own flèche",
                    Quoted(a)
                )));
            }
        }
        for s in self.rings.iter().chain(&self.highlights) {
            drawing(s, 1)?;
        }
        Ok(())
    }
}

/// The `n` flèches of a drawing, then its colour if any: each flèche spelt as the engine writes
/// it, so that the note reads back the same text.
fn drawing(text: &str, n: usize) -> Result<Vec<Fleche>, Error> {
    let bad = |why: &str| Error::BadNote(format!("the drawing {}: {why}", Quoted(text)));
    let words: Vec<&str> = text.split(' ').collect();
    if words.len() != n && words.len() != n + 1 {
        return Err(bad(if n == 2 {
            "an arrow is two flèches and a colour"
        } else {
            "a flèche and a colour"
        }));
    }
    if let Some(c) = words.get(n) {
        if !COLOURS.contains(c) {
            return Err(bad("the colours are green, red, blue and yellow"));
        }
    }
    words[..n]
        .iter()
        .map(|w| {
            Fleche::parse(w)
                .filter(|f| f.name() == *w)
                .ok_or_else(|| bad(&format!("{} is not a flèche (B1…B12, N1…N12)", Quoted(w))))
        })
        .collect()
}
