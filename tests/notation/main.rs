//! The notation, mirroring `src/notation/`: the compact notation against the cases of
//! `tests/data/notation.jsonl` (`cases`) and its properties (`props`). Long lines read in
//! constant memory: `tests/memory_notation/`.

#[path = "../common/mod.rs"]
mod common;

mod cases;
mod props;
