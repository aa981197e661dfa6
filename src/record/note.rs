//! A roll's note, as a lichess study annotates a move: a comment and drawings over the board
//! (arrows from flèche to flèche, rings and highlighted flèches), each of a few colours. The rules
//! give it no meaning: a replay keeps it on its roll and plays the game as if it were not there
//! (docs/record.md, "Notes").

use crate::error::Error;
use crate::notation::json::Name;
use serde::{Deserialize, Serialize};

/// The longest comment, in characters: a paragraph, bounded so that a record stays a game's
/// size (docs/limits.md).
pub const MAX_COMMENT: usize = 1000;
/// The most drawings on one roll, arrows, rings and highlights together.
pub const MAX_DRAWINGS: usize = 32;

/// The colours of the drawings, lichess's four brushes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// The default, lichess's first brush.
    #[default]
    Green,
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
}

/// An arrow from one flèche to another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArrowJson {
    /// The flèche it starts from.
    pub from: Name,
    /// The flèche it points to.
    pub to: Name,
    /// Its colour (absent: green).
    #[serde(default)]
    pub colour: Colour,
}

/// A ring round a flèche, or a flèche highlighted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpotJson {
    /// The flèche.
    pub at: Name,
    /// Its colour (absent: green).
    #[serde(default)]
    pub colour: Colour,
}

/// What a player wrote on one roll: a comment, arrows, rings, highlights; any may be absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoteJson {
    /// The comment, plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Arrows from flèche to flèche.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<ArrowJson>,
    /// Rings round flèches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rings: Vec<SpotJson>,
    /// Flèches highlighted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<SpotJson>,
}

impl NoteJson {
    /// Whether it says nothing: no comment (or an empty one), no drawing.
    pub fn is_empty(&self) -> bool {
        self.comment.as_deref().map_or(true, str::is_empty)
            && self.arrows.is_empty()
            && self.rings.is_empty()
            && self.highlights.is_empty()
    }

    /// Refuses a note the format does not hold (`bad-note`): a comment over `MAX_COMMENT`
    /// characters, over `MAX_DRAWINGS` drawings, a drawing on a name that is not a flèche as the
    /// engine spells it (`off` included: a drawing is on the board), an arrow to its own flèche.
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
        let spots = self.rings.iter().chain(&self.highlights).map(|s| &s.at);
        let ends = self.arrows.iter().flat_map(|a| [&a.from, &a.to]);
        if let Some(n) = ends.chain(spots).find(|n| !on_board(n)) {
            return Err(Error::BadNote(format!(
                "{} is not a flèche (B1…B12, N1…N12)",
                crate::error::Quoted(n.as_str())
            )));
        }
        if let Some(a) = self.arrows.iter().find(|a| a.from == a.to) {
            return Err(Error::BadNote(format!(
                "an arrow from {} to itself",
                a.from
            )));
        }
        Ok(())
    }
}

/// A flèche spelt as the engine writes it: read back, the note is the same text.
fn on_board(n: &Name) -> bool {
    matches!(n, Name::Canonical(crate::play::Dest::To(_)))
}
