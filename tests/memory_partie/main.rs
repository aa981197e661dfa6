//! The memory a game's history takes per roll, mirroring `src/partie/` and
//! `src/jacquet/partie.rs` (`history`). A binary of its own, apart from `tests/partie/`: its
//! counting allocator is the binary's global allocator, and any other test running beside it
//! would fall into the count.

mod history;
