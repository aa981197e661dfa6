//! Game records, mirroring `src/record.rs` and `src/record/`: written from a game and replayed
//! (`replay`), with écoles (`ecole`), either game saved at any moment (`games`).

#[path = "../common/mod.rs"]
mod common;

mod ecole;
mod games;
mod replay;
