//! The rules of Trictrac, mirroring `src/trictrac/` (and `src/rules.rs`, which answers for it):
//! moves and plays (`moves`), the jans of a roll (`jans`), the destinations and refusals the page
//! shows (`destinations`), the play generator's masks (`masks`), `apply_unchecked`, the
//! provinciale rule (`provinciale`), `tablier analyse` (`cli`). Here too, since they hold the
//! same rules: the independent audit of hand-worked positions (`audit`) and the random games
//! pinned roll for roll (`random_pinned`).

#[path = "../common/mod.rs"]
mod common;

mod apply_unchecked;
mod audit;
mod cli;
mod destinations;
mod jans;
mod masks;
mod moves;
mod provinciale;
mod random_pinned;
mod verbose;
