//! Fausse case (000 FAUSSE CASE: DÉFINITION, CONSOMMATION, RÉSOLUTION and its cases): a play the
//! rules refuse, made at the table. Given the position with its roll and the play as the mover
//! made it (dame by dame, a dame played tout d'une as one move), says whether it is a fausse case,
//! of which kinds, whether it is consummated, what the opponent may choose, and applies a choice.
//! Decisions: docs/rules/fausse-case.md.
//!
//! Legality is never decided here: the legal plays and the rule a play breaks come from
//! `rules::legal_plays` and `rules::check_play`; the jans from `rules::analyse`.

mod judge;

use crate::board::Board;
use crate::error::Error;
use crate::fleche::Fleche;
use crate::play::{Move, Play};
use crate::position::{Position, Setup};
use crate::rules;

pub use judge::{board_after, judge};

/// The play as the mover made it, and what went with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    /// Each dame put down, in order: from where to where. A dame carried by both numbers at once
    /// (tout d'une) is one move; a dame taken back is a move backwards (000 REPRENDRE UNE DAME).
    pub moves: Vec<Move>,
    /// Dames touched and not played (000 DAME TOUCHÉE, DAME JOUÉE), by their flèche.
    pub touched: Vec<Fleche>,
    /// "J'adoube !" was said before touching them: no obligation.
    pub adoube: bool,
    /// The last dame was let go: the mover can no longer put it right (000 CONSOMMATION).
    pub released: bool,
    /// The opponent has thrown his dice for his own coup: too late to change it (000
    /// CONSOMMATION, second paragraph).
    pub opponent_thrown: bool,
}

/// The cases of 000 FAUSSE CASE, each named for its heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// 000 DAME MAL PLACÉE: a dame put short of, or beyond, where a number brings it.
    DameMalPlacee,
    /// 000 DAME JOUÉE TOUT D'UNE: both numbers by one dame, then another dame played, or without
    /// a repos pour passer.
    DameJoueeToutDune,
    /// 000 DAME SEULE PLACÉE SUR UN COIN: one dame alone on a coin, or dames on the other's coin.
    DameSeuleSurCoin,
    /// 000 DAME JOUÉE EN TROP: a third number played.
    DameJoueeEnTrop,
    /// 000 DAME COUVERTE PAR FAUSSE CASE: the faulty dame covers a lone dame of the mover.
    DameCouverte,
    /// 000 DAME PASSÉE AU RETOUR: a number played otherwise than the dame that could pass, and the
    /// second then lost; or a dame put into a jan the opponent can still fill.
    DamePasseeAuRetour,
    /// 000 FAUSSE SORTIE: a sortant number, a dame touched that it plays inside, another borne off.
    FausseSortie,
    /// 000 REPRENDRE UNE DAME: a dame put down for one number taken back to play the other.
    ReprendreUneDame,
    /// 000 FAUSSE CASE AVEC LES DEUX DAMES: both dames misplaced.
    DeuxDames,
    /// 000 PRENDRE SON COIN: the coin taken par puissance when it could be par effet.
    PrendreSonCoin,
    /// 000 REMPLIR et CONSERVER: a plein that could be filled or kept, played otherwise.
    RemplirConserver,
    /// 000 DAME TOUCHÉE, DAME JOUÉE: a dame touched without "J'adoube", not played though it could
    /// be, or touched though it cannot be played.
    DameTouchee,
}

impl Kind {
    /// A stable kebab-case name.
    pub fn code(self) -> &'static str {
        match self {
            Kind::DameMalPlacee => "dame-mal-placee",
            Kind::DameJoueeToutDune => "dame-jouee-tout-d-une",
            Kind::DameSeuleSurCoin => "dame-seule-sur-coin",
            Kind::DameJoueeEnTrop => "dame-jouee-en-trop",
            Kind::DameCouverte => "dame-couverte",
            Kind::DamePasseeAuRetour => "dame-passee-au-retour",
            Kind::FausseSortie => "fausse-sortie",
            Kind::ReprendreUneDame => "reprendre-une-dame",
            Kind::DeuxDames => "deux-dames",
            Kind::PrendreSonCoin => "prendre-son-coin",
            Kind::RemplirConserver => "remplir-conserver",
            Kind::DameTouchee => "dame-touchee",
        }
    }
}

/// What the opponent may choose (000 RÉSOLUTION), or, for `Replay`, leave to the mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// "Il peut aussi choisir de laisser en l'état": the board as the mover left it.
    Leave,
    /// The faulty dame(s) played as the opponent decides: this legal play.
    Impose(Play),
    /// The coup played again by the mover, freely, among these legal plays (the opponent cannot
    /// pick a dame the mover did not touch; forbidding the coin, a cover, or forcing the plein
    /// narrows the list).
    Replay(Vec<Play>),
    /// Too late to change this coup; next coup the dame on this flèche must be advanced into the
    /// jan de retour if it can be (000 CONSOMMATION, the exception).
    AdvanceNextCoup(Fleche),
}

impl Choice {
    /// Whether `self` and `other` are the same choice, their plays compared as plays
    /// (`Play::same_play`: the moves in any order), a list of plays in its order.
    pub fn same_choice(&self, other: &Choice) -> bool {
        match (self, other) {
            (Choice::Impose(a), Choice::Impose(b)) => a.same_play(b),
            (Choice::Replay(a), Choice::Replay(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same_play(y))
            }
            _ => self == other,
        }
    }
}

/// The judgement of an attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the attempt is a fausse case (else it stands as played, or is a legal play).
    pub fausse_case: bool,
    /// Which cases of 000 it falls under, in the order of the headings.
    pub kinds: Vec<Kind>,
    /// Whether the mover can no longer put it right himself (000 CONSOMMATION).
    pub consummated: bool,
    /// What the opponent may choose, once it is consummated.
    pub options: Vec<Choice>,
    /// 000 FAUSSE CASE NE FAIT PAS ÉCOLE: the fausse case itself gives the opponent no point; an
    /// école made with it (a plein marked and not made) is the école check's (`crate::ecole`).
    pub points: u32,
}

/// The position once the opponent's `choice` is carried out; `replay` is the mover's play when
/// the choice is `Replay` (it must be one of the listed plays). `Leave` and `AdvanceNextCoup`
/// keep the board as the mover left it: the turn passes as after any coup.
pub fn resolve(
    pos: &Position,
    attempt: &Attempt,
    choice: &Choice,
    replay: Option<&Play>,
) -> Result<Position, Error> {
    match choice {
        Choice::Leave | Choice::AdvanceNextCoup(_) => left_as_played(pos, attempt),
        Choice::Impose(play) => rules::apply_play(pos, play),
        Choice::Replay(plays) => {
            let play = replay.ok_or_else(|| {
                Error::BadRequest("a replay needs the mover's play, one of the listed".into())
            })?;
            if !plays.iter().any(|p| p.same_play(play)) {
                return Err(Error::BadRequest(format!(
                    "{play} is not among the plays the opponent's choice allows"
                )));
            }
            rules::apply_play(pos, play)
        }
    }
}

/// The board as the mover left it, the turn passed, the roll counted: what "laisser en l'état"
/// gives. Refused when no position can stand so (a lone dame on a coin, a dame on the other's coin).
fn left_as_played(pos: &Position, attempt: &Attempt) -> Result<Position, Error> {
    let side = pos.turn();
    let board: Board = judge::board_after(pos, &attempt.moves)?;
    let mut setup: Setup = pos.setup().clone();
    setup.board = board;
    setup.dice = None;
    if let Some(c) = setup.coups.as_mut() {
        c.add(side, 1);
    }
    setup.turn = side.opponent();
    Position::from_setup(setup)
}
