//! Game records, mirroring `src/record.rs` and `src/record/`: written from a game and replayed
//! (`replay`), with écoles (`ecole`) and the hand marks a record keeps or refuses
//! (`ecole_marks`), sharing their seeded games (`support`); either game saved at any moment
//! (`games`).

#[path = "../common/mod.rs"]
mod common;

mod ecole;
mod ecole_marks;
mod games;
mod note;
mod note_games;
mod order;
mod replay;
mod set_scores;
mod support;
mod undo_generator;
