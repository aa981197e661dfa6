//! What players write on the rolls of a Jacquet partie, as on a tour's (docs/record.md, "Notes"):
//! a comment and drawings per roll, kept beside the steps so that the record writes them and a
//! partie read back has them again. They play no part in the rules; undo drops only the note of a
//! roll it takes back.

use super::{JacquetStep, Partie};
use crate::error::Error;
use crate::note::Note;

impl Partie {
    /// How many rolls the partie holds, every manche's (first throws not counted).
    pub fn rolls(&self) -> usize {
        self.steps
            .iter()
            .filter(|e| matches!(e.step, JacquetStep::Roll(_)))
            .count()
    }

    /// The note written on roll `i` (from 0, over the whole partie, as `frames`), if any.
    pub fn note(&self, i: usize) -> Option<&Note> {
        self.notes.iter().find(|(k, _)| *k == i).map(|(_, n)| n)
    }

    /// Writes the note of roll `i` (from 0, over the whole partie), replacing the one there;
    /// `None` or an empty note clears it. Refused, the partie unchanged: a roll not yet thrown
    /// (`bad-request`), a note over its bounds (`bad-note`, `Note::check`).
    pub fn set_note(&mut self, i: usize, note: Option<Note>) -> Result<(), Error> {
        let rolls = self.rolls();
        crate::note::write(&mut self.notes, i, rolls, "the partie", note)
    }
}
