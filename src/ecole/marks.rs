//! The école's inputs and answers: what the sides marked (`Marked`), and the verdict (`Verdict`:
//! the dues, the écoles, the claims, the notes, the scores). Their JSON is the notation layer's
//! (`notation::json::MarkedJson`, `VerdictJson`); the names of the causes, kinds and statuses are
//! the enums' own.

use super::reckon::Due;
use crate::play::Play;
use crate::score::Score;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// What the two sides marked for one roll, at one moment of the coup: the mover (the position's
/// `turn`) for his own roll, the opponent for the points that roll gives him. Either may be
/// absent (nothing said about that side).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marked {
    /// What White did, if anything is said about it.
    pub white: Option<SideMarked>,
    /// What Black did, if anything is said about it.
    pub black: Option<SideMarked>,
}

impl Marked {
    /// What one side did, if anything is said about it.
    pub fn side(&self, side: Side) -> Option<&SideMarked> {
        match side {
            Side::White => self.white.as_ref(),
            Side::Black => self.black.as_ref(),
        }
    }
}

/// What one side did with its jeton, its fichet and its dames, up to the moment described.
/// Every field is optional; absent means "not done".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideMarked {
    /// The jeton's value after the side marked its points (0–11). Absent: the jeton did not move.
    pub jeton: Option<u8>,
    /// Instead of `jeton`: points advanced on the jeton from where it stood (the jeton must stay
    /// under 12: a trou is marked with `jeton` and `holes`).
    pub points: Option<u32>,
    /// Trous added with the fichet.
    pub holes: u32,
    /// A second jeton taken from the talon while the first still marked points (000 DOUBLE
    /// MARQUE): its value. The first marking is abandoned; no école for it.
    pub jeton2: Option<u8>,
    /// The jeton was put down and let go (an école par excès is then consumed).
    pub released: bool,
    /// The side declared it leaves (s'en aller). Only the mover may.
    pub leave: bool,
    /// The side declared it won the partie.
    pub won: bool,
    /// The side touched its dames to play (the mover: consumes his école par omission).
    pub touched: bool,
    /// The play the mover made, legal or not (remplir / conserver / sortie marked but not made).
    /// Implies `touched`.
    pub play: Option<Play>,
    /// The side said it has finished its coup, or let the opponent go on (000 ÉCOLE IMPOSSIBLE
    /// À MARQUER): consumes an école par omission when nothing could be played.
    pub done: bool,
    /// The side threw the dice for its next coup (the opponent: consumes his école on the points
    /// given to him; it is also too late then to mark the mover's école).
    pub rolled: bool,
    /// The mover played a number before the second die had settled (000 ÉCOLE PAR IMPATIENCE).
    pub impatient: bool,
    /// Points this side marked as école against the other side ("École !"), apart from its own
    /// points (000 QUAND et COMMENT MARQUER L'ÉCOLE: "Les points d'école se marquent après les
    /// autres").
    pub ecole: u32,
    /// The other side told this side wrongly what to mark (000 ÉCOLE INTERDITE): the other side
    /// may not mark this side's école.
    pub misled: bool,
    /// What this side left or put on the other side's jeton (forgot to clear it, or cleared it
    /// by mistake): never an école (000 OUBLIER DE DÉMARQUER LES POINTS DE L'ADVERSAIRE,
    /// EFFACER LES POINTS DE L'ADVERSAIRE PAR ERREUR).
    pub opponent_jeton: Option<u8>,
}

/// By too few or too many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum EcoleKind {
    /// École par omission (par moins).
    Omission,
    /// École par excès (par trop).
    Excess,
}

/// Why there is an école: the 000 entry that describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// Points marked with the jeton and fichet differ from the points won (000 ÉCOLE DE POINTS,
    /// MARQUER SES POINTS PAR ERREUR, OUBLIER DE DÉMARQUER SES POINTS).
    Points,
    /// Jeux won sans bouger and no trou marked: nothing shows the points (000 TROU SANS BOUGER).
    TrouSansBouger,
    /// Leaving without having completed the trou (000 S'EN ALLER SUR UNE ÉCOLE).
    SEnAller,
    /// Declaring the partie won without the trous (000 S'EN ALLER SUR UNE ÉCOLE, last paragraph).
    Partie,
    /// A plein marked but not filled or kept by the play (000 REMPLIR et CONSERVER, ÉCOLE
    /// RÉTROACTIVE).
    Plein,
    /// The jan de retour marked as kept and broken when the bande could keep it (000 ÉCOLE DE
    /// PRIVILÈGE).
    Privilege,
    /// Points marked for the sortie of the last dame, which the play did not bear off (000
    /// FAUSSE CASE NE FAIT PAS ÉCOLE).
    Sortie,
    /// A number played before the second die settled (000 ÉCOLE PAR IMPATIENCE).
    Impatience,
    /// An école marked where the other side made none (000 FAUSSE ÉCOLE).
    FausseEcole,
    /// More école points marked than the other side's école (000 ÉCOLE MARQUÉE PARTIELLEMENT).
    EcoleEnTrop,
}

impl Cause {
    /// Every cause, in the enum's order, for going over them all.
    pub const ALL: [Cause; 10] = [
        Cause::Points,
        Cause::TrouSansBouger,
        Cause::SEnAller,
        Cause::Partie,
        Cause::Plein,
        Cause::Privilege,
        Cause::Sortie,
        Cause::Impatience,
        Cause::FausseEcole,
        Cause::EcoleEnTrop,
    ];

    /// The cause by its JSON name (`points`, `fausse-ecole`, …), as records and the package write it.
    pub fn name(self) -> &'static str {
        match self {
            Cause::Points => "points",
            Cause::TrouSansBouger => "trou-sans-bouger",
            Cause::SEnAller => "s-en-aller",
            Cause::Partie => "partie",
            Cause::Plein => "plein",
            Cause::Privilege => "privilege",
            Cause::Sortie => "sortie",
            Cause::Impatience => "impatience",
            Cause::FausseEcole => "fausse-ecole",
            Cause::EcoleEnTrop => "ecole-en-trop",
        }
    }
}

/// One école.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Ecole {
    /// The side that made it.
    pub by: Side,
    /// Par omission or par excès.
    pub kind: EcoleKind,
    /// Points omitted or marked too many.
    pub points: u32,
    /// The 000 entry it falls under.
    pub cause: Cause,
    /// The side that may mark it, if any (the other side; none when 000 ÉCOLE INTERDITE or
    /// ÉCOLE QUI EN PROVOQUE UNE AUTRE forbids it).
    pub to: Option<Side>,
    /// Of `points`, how many `to` may mark.
    pub markable: u32,
    /// Whether it is consumed at the moment described (000 QUAND L'ÉCOLE EST CONSOMMÉE): before
    /// that the side may still rectify its marking.
    pub consumed: bool,
    /// Whether the side that could mark it has thrown its dice without marking it: too late,
    /// and points marked too many are acquired (000 QUAND et COMMENT MARQUER L'ÉCOLE; RULINGS 2
    /// as amended: 000 wins over 002's footnote to rule 48).
    pub lapsed: bool,
    /// Whether a page should offer "École !" now: consumed, not lapsed, markable.
    pub offer: bool,
}

/// How a side's marking of the other side's école stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// The whole école marked.
    Whole,
    /// Part of it: the other side may oblige the rest to be marked (000 ÉCOLE MARQUÉE
    /// PARTIELLEMENT; RULINGS 14). No école.
    Partial,
    /// More than the école, or an école that was not made: an école of its own (listed in
    /// `ecoles`).
    TooMuch,
    /// The claimed points were taken as the side's own points it had omitted (002 rule 56).
    TakenAsOwn,
}

/// A side's "École !": what it marked, what it could mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Claim {
    /// The side that cried "École !".
    pub by: Side,
    /// Points marked as école.
    pub points: u32,
    /// Points of the other side's école it may mark.
    pub markable: u32,
    /// How the claim stands against the école.
    pub status: ClaimStatus,
}

/// A mismarking that is no école and is simply put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum NoteKind {
    /// The fichet shows the right jeux with trous simple for double or double for simple (000
    /// ÉCOLE DE TROU, TROU OUBLIÉ).
    RectifyHoles,
    /// The other side's jeton was left or changed (000 OUBLIER DE DÉMARQUER LES POINTS DE
    /// L'ADVERSAIRE, EFFACER LES POINTS DE L'ADVERSAIRE PAR ERREUR).
    RectifyOpponentJeton,
    /// Two jetons: the other side takes off the one it chooses (000 DOUBLE MARQUE).
    DoubleMarque,
    /// The side marked too many trous: the other side may refuse it leaving (000 ÉCOLE DE
    /// POINTS, S'EN ALLER SUR UNE ÉCOLE).
    MayRefuseLeave,
    /// An école par omission not yet consumed: the side may still mark its points.
    MayStillMark,
    /// Nothing could be played: the école is consumed only when the side says it has finished
    /// or lets the other side mark (000 ÉCOLE IMPOSSIBLE À MARQUER).
    EcoleImpossibleYet,
    /// The école the side caused is paid by the points it marked unduly (000 ÉCOLE QUI EN
    /// PROVOQUE UNE AUTRE).
    PaidByOwnEcole,
}

/// A mismarking to put right that is no école, and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "typescript",
    derive(tsify::Tsify),
    tsify(rename = "EcoleNote")
)]
pub struct Note {
    /// The side whose marking is concerned.
    pub side: Side,
    /// What is to be put right.
    pub note: NoteKind,
}

/// Both sides' dues.
pub type Dues = crate::side::BySide<Due>;

/// The answer of `check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// What each side had to mark (score::mark on the analysis' points).
    pub due: Dues,
    /// Every école at this moment, the mover's first.
    pub ecoles: Vec<Ecole>,
    /// Each side's marking of the other side's école.
    pub claims: Vec<Claim>,
    /// The mismarkings that are no école, to put right.
    pub notes: Vec<Note>,
    /// The score once the marks are put right, without any école marked: omitted points stay
    /// lost once consumed, points marked too many are taken off (or kept, once lapsed).
    pub score: Score,
    /// The same, then every école offered marked by its side, in order, each through
    /// `score::mark` (it may win trous and break or give bredouille).
    pub score_with_ecoles: Score,
    /// The rights these marks open to a side, before any is exercised (a game knows which are
    /// still open: `Partie::droits_open`).
    pub droits: Vec<super::Open>,
}

impl Verdict {
    /// No école at all.
    pub fn is_clean(&self) -> bool {
        self.ecoles.is_empty()
    }
    /// The école a side made on its own points, if any (not a fausse école).
    pub fn ecole_by(&self, side: Side) -> Option<&Ecole> {
        self.ecoles
            .iter()
            .find(|e| e.by == side && !matches!(e.cause, Cause::FausseEcole | Cause::EcoleEnTrop))
    }
}

#[cfg(test)]
mod tests {
    use super::Cause;

    /// `Cause::name` is the name serde writes, for every cause.
    #[test]
    fn cause_names_are_the_json_names() {
        for c in Cause::ALL {
            assert_eq!(
                serde_json::to_string(&c).unwrap(),
                format!("\"{}\"", c.name())
            );
        }
    }
}
