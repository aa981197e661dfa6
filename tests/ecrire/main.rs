//! The partie à écrire, mirroring `src/ecrire/`: the marqué under its conventions (`marque`), the
//! rotation and the score sheet (`sheet`), parties played to their end (`partie`), invariants
//! over random parties (`props`), its record (`record`), `tablier sheet` (`cli`).

#[path = "../common/mod.rs"]
mod common;

mod audit2;
mod cli;
mod limits;
mod marque;
mod partie;
mod props;
mod record;
mod sheet;
