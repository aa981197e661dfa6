//! Whole-roll plays of Trictrac: every legal way to play the two numbers, checking a play (and
//! naming the rule it breaks), applying it (000 LOIS, COINS, RETOUR, SORTIE, IMPUISSANCE,
//! REMPLIR et CONSERVER, FAUSSE CASE, PRENDRE SON COIN; RULINGS 4–6).
//!
//! A play is first built move by move (`moves`): each number by one dame, or both by one dame
//! tout d'une with a repos, plus taking the coin par puissance. Among those sequences the rules
//! that choose between plays apply in this order, each keeping the best of what is left:
//! 1. play both numbers if possible, else the larger (000 IMPUISSANCE);
//! 2. during the sortie, play every number that was not sortant inside the jan when possible
//!    (000 SORTIE "il faut jouer la totalité des nombres non sortants à l'intérieur du jan");
//! 3. bear off the last dames when possible (000 SORTIE "la sortie doit être effectivement
//!    réalisée s'il s'agit des toutes dernières dames");
//! 4. use as few numbers as excédants as possible: "Il n'est donc pas permis de jouer l'un des
//!    nombres de telle sorte que le second ne puisse être joué autrement que comme nombre
//!    excédant" (000 SORTIE; RULINGS 16 (b));
//! 5. fill or keep as many pleins as possible (000 REMPLIR et CONSERVER, CONSERVER EN SORTANT).
//!
//! Since each rule keeps the maximum of one measure among the survivors of the previous ones, the
//! legal plays are exactly those whose measures are lexicographically maximal: `Leaf::score`.
//! The coin par puissance is refused outright when the coin can be taken par effet (000 COINS).
//!
//! Code: `generate` (the candidate sequences and the legal plays), `judge` (checking and
//! applying a whole play), `explain` (the rule a refused play or move breaks, and the legal next
//! moves once some are made).

mod explain;
mod generate;
mod judge;

pub(crate) use explain::{destinations, refusal};
pub use explain::{destinations_under, refusal_under};
pub use generate::legal_plays_under;
pub(crate) use generate::{legal_plays, legal_plays_into};
pub(crate) use judge::{apply_play, apply_unchecked, check_play};
pub use judge::{apply_play_under, check_play_under};
