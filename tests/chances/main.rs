//! The chances of the coming throw, mirroring `src/chances.rs` and `src/chances/`: the books'
//! counts (`counts`), properties over random games (`props`), `tablier chances` (`cli`).

#[path = "../common/mod.rs"]
mod common;

mod audit2;
mod cli;
mod counts;
mod props;
