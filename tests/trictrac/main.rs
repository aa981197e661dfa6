//! The rules of Trictrac, mirroring `src/trictrac/` (and `src/rules.rs`, which answers for it):
//! moves and plays (`moves`), the jans of a roll (`jans`), the destinations and refusals the page
//! shows (`destinations`), the play generator's masks (`masks`), `apply_unchecked`, the
//! provinciale rule (`provinciale`), `tablier analyse` (`cli`). Here too, since they hold the
//! same rules: the independent audits of hand-worked positions (`audit`, reading tests/data/audit.jsonl and
//! audit2.jsonl), the second audit's independent reading of the jans par puissance over random
//! positions (`audit2_oracle`), and the random games
//! pinned roll for roll (`random_pinned`).

#[path = "../common/mod.rs"]
mod common;

mod apply_unchecked;
mod audit;
mod audit2_oracle;
mod cli;
mod destinations;
mod jans;
mod masks;
mod moves;
mod provinciale;
mod random_pinned;
mod verbose;
