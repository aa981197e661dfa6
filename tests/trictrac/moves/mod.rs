//! Moves and plays, mirroring `src/trictrac/moves.rs` and `src/trictrac/plays/`: the start and
//! tout d'une (`basics`), one test per rule (`rules`), every worked example of 000 (`examples`),
//! property tests and a naive oracle (`props`), the data files kept in step (`data`).

mod basics;
mod data;
mod examples;
mod props;
mod rules;
