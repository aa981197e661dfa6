//! The jans of a roll, mirroring `src/trictrac/jans.rs` and `src/trictrac/jans/`: the seeds'
//! worked examples (`vectors`), properties (`props`), every way a jan counts explained
//! (`explanations`), moyens judged on the boards plays leave (`moyens`).

mod explanations;
mod moyens;
mod props;
mod vectors;
