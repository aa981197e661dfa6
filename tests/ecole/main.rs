//! The écoles, mirroring `src/ecole.rs` and `src/ecole/`: one test per entry of 000 ÉCOLE, by
//! subject: école de points and de trou (`points`), marking by mistake (`marque`), when an école
//! is made and when it must be marked (`consommee`), marking the other side's école and the
//! fausse école (`claims`), leaving on an école (`s_en_aller`), pleins and sortie marked and not
//! made (`pleins`), with what they share (`support`); properties over every marking (`props`),
//! `tablier ecole` (`cli`). In a game: `tests/partie/ecole.rs`; in a record:
//! `tests/record/ecole.rs`.

#[path = "../common/mod.rs"]
mod common;

mod claims;
mod cli;
mod consommee;
mod marque;
mod pleins;
mod points;
mod props;
mod s_en_aller;
mod support;
