//! The règlement of each marqué and the décompte général's pieces: paris, queues, fiches
//! (000 Valeur des marqués, Valeur du Refait, Queue des jetons, Paris et queue des paris, Décompte
//! général, Queue générale; RÈGLEMENT DES MARQUÉS).

use crate::ecrire::convention::Convention;
use crate::ecrire::marque::Won;
use crate::ecrire::rotation::Formation;
use crate::error::Error;

/// The consolation of a marqué simple, before its multiple (000 Règlement des marqués: "en y
/// ajoutant deux jetons en plus : cet excédent constitue une prime qu'on appelle consolation").
pub const CONSOLATION: i64 = 2;

/// One pari (000 Paris et queue des paris: "Un pari vaut 4 jetons de mises").
pub const PARI: i64 = 4;

/// Each double pari after the postillon ("chacun des (doubles) paris suivants se paie 8 jetons").
pub const DOUBLE_PARI: i64 = 2 * PARI;

/// The queue des paris, paid with the postillon (000 QUEUE DES PARIS: "ce joueur gagne 20 jetons
/// pour cette queue"; Paris: the postillon "se paie 28 jetons dont 20 de queue").
pub const QUEUE_DES_PARIS: i64 = 20;

/// The postillon, the first double pari with the queue des paris: 28 jetons.
pub const POSTILLON: i64 = DOUBLE_PARI + QUEUE_DES_PARIS;

/// Jetons a fiche (000 Queue générale: "La fiche vaut généralement 10 jetons").
pub const FICHE: i64 = 10;

/// What five jetons left over count for when the total is turned into fiches (000 Queue générale:
/// "5 jetons restants comptent pour une fiche ou ne comptent rien").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cinq {
    /// Five left over make a fiche.
    #[default]
    Fiche,
    /// Five left over count for nothing.
    Rien,
}

/// What the players agree before the first marqué (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Agreement {
    /// Two players, three (chouette or à tourner) or four (in teams).
    pub formation: Formation,
    /// The value of the marqués.
    pub convention: Convention,
    /// How many marqués make the partie (a refait does not count: it is void).
    pub marques: u32,
    /// Jetons the loser of a marqué puts in the queue des jetons: 2, 1 by agreement, or 0 to
    /// ignore the queue when scoring on paper (000 Queue des jetons; QUEUE DES JETONS).
    pub jetons_de_queue: u8,
    /// What five jetons left over count for.
    pub cinq: Cinq,
    /// The queue générale or en argent, in fiches, to the winner from each other side; 0 when
    /// only the two queues are played (000 LES DEUX QUEUES, QUEUE GÉNÉRALE).
    pub queue_generale: u32,
}

impl Agreement {
    /// 000's defaults for a formation: convention de base, two jetons de queue, no queue générale.
    pub fn new(formation: Formation, marques: u32) -> Agreement {
        Agreement {
            formation,
            convention: Convention::Base,
            marques,
            jetons_de_queue: 2,
            cinq: Cinq::Fiche,
            queue_generale: 0,
        }
    }

    /// Refuses what 000 does not allow: no marqué, a queue of more than two jetons, and à tourner
    /// a number of marqués not divisible by three (000 PARTIE À TOURNER: "6, 9, 12 ou 15 marqués
    /// car le nombre des marqués doit être divisible par 3").
    pub fn check(&self) -> Result<(), Error> {
        if self.marques == 0 {
            return Err(Error::BadRequest("a partie of no marqué".into()));
        }
        if self.jetons_de_queue > 2 {
            return Err(Error::BadRequest(
                "the loser of a marqué puts one or two jetons in the queue".into(),
            ));
        }
        if self.formation == Formation::ATourner && self.marques % 3 != 0 {
            return Err(Error::BadRequest(format!(
                "à tourner the marqués must be divisible by three, not {}",
                self.marques
            )));
        }
        Ok(())
    }
}

/// The value of a won marqué: what its loser pays its winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// The convention's multiple (1, 2, 4; 3 and 5 sans lever; 6, 8 … annexe).
    pub multiple: i64,
    /// The consolation paid, multiple and refaits included.
    pub consolation: i64,
    /// The whole payment: (trous + consolation) × multiple − the loser's trous.
    pub payment: i64,
}

/// The règlement of a marqué won after `refaits` refaits (000 Valeur des marqués; Valeur du
/// Refait: "la consolation qui se paie doublement … S'il y avait un deuxième refait, la
/// consolation serait triplée").
pub fn value(convention: Convention, won: &Won, refaits: u32) -> Result<Value, Error> {
    let multiple = convention.multiple(won)?;
    let consolation = consolation(multiple, refaits)?;
    let overflow = || Error::BadRequest("a marqué too large to count".into());
    let payment = i64::from(won.winner_trous())
        .checked_mul(multiple)
        .and_then(|t| t.checked_add(consolation))
        .and_then(|t| t.checked_sub(i64::from(won.loser_trous())))
        .ok_or_else(overflow)?;
    Ok(Value {
        multiple,
        consolation,
        payment,
    })
}

/// The consolation: two jetons times the multiple, times one more for each refait before.
pub fn consolation(multiple: i64, refaits: u32) -> Result<i64, Error> {
    CONSOLATION
        .checked_mul(multiple)
        .and_then(|c| c.checked_mul(i64::from(refaits) + 1))
        .ok_or_else(|| Error::BadRequest("too many refaits to count".into()))
}

/// The double paris between two sides that played `won` and `lost` marqués against each other
/// (000 Paris: "tout marqué, gagné ou perdu, qui excède le contingent de chaque joueur … si un
/// joueur gagne cinq marqués, l'autre n'en peut gagner que trois"). The contingent is half the
/// marqués they played; a marqué won beyond it is also one lost beyond it by the other, so each
/// double pari is one marqué of the difference's half. *Decision*: with an odd number of marqués
/// between them, the half marqué over the contingent is no pari.
pub fn double_paris(won: u32, lost: u32) -> u32 {
    won.saturating_sub(lost) / 2
}

/// What `double_paris` double paris are paid: the postillon (28 jetons, 20 of them the queue des
/// paris) and 8 for each after it; nothing without a pari.
pub fn paris_payment(double_paris: u32) -> i64 {
    match double_paris {
        0 => 0,
        n => POSTILLON + DOUBLE_PARI * i64::from(n - 1),
    }
}

/// Jetons turned into fiches, ten a fiche; the jetons left over make a fiche from six, and at
/// five as agreed (000 Queue générale). *Decision*: 000 names only five left over; fewer count for
/// nothing, more for a fiche, as in rounding. Negative totals round the same way, so two sides'
/// fiches still sum to zero.
pub fn fiches(jetons: i64, cinq: Cinq) -> i64 {
    // Of the absolute value unsigned, which every value has (`i64::MIN`'s overflowed an i64).
    let abs = jetons.unsigned_abs();
    let ten = FICHE.unsigned_abs();
    let up = abs % ten > 5 || (abs % ten == 5 && cinq == Cinq::Fiche);
    // A tenth of 2^63, and one more: always an i64 again.
    let f = i64::try_from(abs / ten + u64::from(up)).unwrap_or(i64::MAX);
    if jetons < 0 {
        -f
    } else {
        f
    }
}
