//! Jacquet (003), mirroring `src/jacquet/`: the worked examples as data (`examples`), the entry
//! points, first throw, manche, partie and position checks (`rules`), properties over random
//! games (`props`).

#[path = "../common/mod.rs"]
mod common;

mod examples;
mod limits;
mod props;
mod rules;
