//! The partie à écrire (000 DESCRIPTION, STRUCTURE DE LA PARTIE À ÉCRIRE): several marqués played
//! for stakes, each settled at its end (the règlement), then the décompte général with the queues.
//!
//! From the inside out: `marque` reads a marqué's trous into its end (simple, petite or grande
//! bredouille, refait, marqué volontaire); `convention` gives that end its multiple; `reglement`
//! turns it into jetons, and settles the paris and queues; `rotation` says who plays each marqué
//! with whom and who has the primauté; `sheet` keeps the whole partie's score sheet. All of that is
//! pure: no dice, no board, only what the game object reports. `partie` plays the marqués on the
//! game object (`Goal::Marque`) and keeps the sheet.

mod convention;
pub(crate) mod marque;
pub(crate) mod partie;
pub mod reglement;
pub(crate) mod rotation;
pub(crate) mod sheet;

pub use convention::{Convention, Progression};
pub use marque::{Bredouille, Gain, Marque, MarqueEnd, Won, GRANDE_BREDOUILLE, TROU_D_OBLIGATION};
pub use partie::{gains, PartieAEcrire, MAX_MARQUES};
pub use reglement::{
    consolation, double_paris, fiches, paris_payment, value, Agreement, Cinq, Value,
};
pub use rotation::{bystanders, draw, Formation, Lot, Player, Rotation, Seating};
pub use sheet::{Decompte, Line, Paris, QueueDesJetons, Sheet};
