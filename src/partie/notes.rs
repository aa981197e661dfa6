//! What players write on the rolls of a game, as on a lichess study's moves: a comment and
//! drawings per roll (docs/record.md, "Notes"). The game keeps them beside its rolls, so that its
//! record writes them and a game read back from the record has them again; they play no part in
//! the rules, and undo drops only a note on a roll it takes back.

use super::Partie;
use crate::error::Error;
use crate::note::Note;

impl Partie {
    /// The note written on roll `i` (from 0, as `turns()`), if any.
    pub fn note(&self, i: usize) -> Option<&Note> {
        self.notes.iter().find(|(k, _)| *k == i).map(|(_, n)| n)
    }

    /// Writes the note of roll `i` (from 0, as `turns()`), replacing the one there; `None` or an
    /// empty note clears it. Refused, the game unchanged: a roll not yet thrown (`bad-request`),
    /// a note over its bounds (`bad-note`, `Note::check`).
    pub fn set_note(&mut self, i: usize, note: Option<Note>) -> Result<(), Error> {
        crate::note::write(&mut self.notes, i, self.turns.len(), "the game", note)
    }
}
