//! `maître-6`, the maître until the 32-unit network (docs/strength.md, "Sixteen bits"): the
//! 24-unit network of 6 000 self-play games, judging the amateur's six best plays. Kept as a
//! player to measure against, its weights compiled into the benches and tests that play it only,
//! not into the library the package's `.wasm` links.

use tablier::ai::{
    choose_play_among, choose_play_wide, marque_decision_as_tour, marque_decision_as_tour_with,
    marque_decision_paid, marque_play_paid, EcrirePlayer, Level, Net,
};
use tablier::ecrire::{MarqueEnd, PartieAEcrire};
use tablier::partie::{Decision, Partie, Phase};
use tablier::Play;
use tablier::{Error, Side};

/// Its weights (`scripts/train.sh`'s defaults write them byte for byte).
static WEIGHTS: &[u8] = include_bytes!("../nets/maitre-24-6000.net");

/// How many of the amateur's best plays its network judges.
pub const WIDTH: usize = 6;

/// Its network.
pub fn net() -> Net {
    Net::from_bytes(WEIGHTS).expect("maître-6's weights")
}

/// A seat of a partie à écrire: a player of the ladder, or `maître-6` playing each marqué as a
/// tour (today's maître before the 32-unit network: the "today's maître").
#[derive(Clone)]
pub enum Seat {
    Player(EcrirePlayer),
    Maitre6Tour(Net),
    /// The maître valuing the marqué in its plays only, or in its tenir or s'en aller only (the
    /// other half as a tour): to see which half of the marqué-aware player wins or loses.
    MaitreHalf {
        paid_plays: bool,
    },
}

/// `PartieAEcrire::step_players` with these seats (by seat index).
pub fn step(p: &mut PartieAEcrire, seats: &[Seat; 2]) -> Result<Option<MarqueEnd>, Error> {
    let seating = p
        .seating()?
        .ok_or_else(|| Error::BadRequest("the partie is over".into()))?;
    let seat = match p.marque().map(|g| g.turn()) {
        Some(Side::White) => seating.primaute,
        Some(Side::Black) => seating.other,
        None => return Err(Error::BadRequest("the partie is over".into())),
    };
    match seats.get(seat) {
        Some(Seat::Maitre6Tour(net)) => step_marque(
            p,
            |game| Ok(marque_decision_as_tour_with(game, net)),
            |game| choose_play_wide(game.position(), net, WIDTH),
        ),
        Some(Seat::MaitreHalf { paid_plays }) => {
            let paid_plays = *paid_plays;
            let stakes = p.stakes();
            step_marque(
                p,
                |game| {
                    if paid_plays {
                        Ok(marque_decision_as_tour(game, Level::Maitre))
                    } else {
                        marque_decision_paid(game, stakes)
                    }
                },
                |game| {
                    if game.plays().is_empty() {
                        Ok(tablier::Play::empty())
                    } else if paid_plays {
                        marque_play_paid(game, stakes)
                    } else {
                        choose_play_among(game.position(), game.plays(), Level::Maitre)
                    }
                },
            )
        }
        Some(Seat::Player(player)) => {
            let players = [*player];
            p.step_players(&players)
        }
        None => Err(Error::BadRequest("no such seat".into())),
    }
}

/// One step of the current marqué by a seat's own choices: its tenir or s'en aller, its play.
fn step_marque(
    p: &mut PartieAEcrire,
    decide: impl FnOnce(&Partie) -> Result<Option<Decision>, Error>,
    play: impl FnOnce(&Partie) -> Result<Play, Error>,
) -> Result<Option<MarqueEnd>, Error> {
    let game = p
        .marque_mut()
        .ok_or_else(|| Error::BadRequest("the partie is over".into()))?;
    match game.phase() {
        Phase::AwaitingRoll => game.roll_random()?,
        Phase::AwaitingDecision => {
            let d = decide(game)?.ok_or_else(|| Error::BadRequest("no decision offered".into()))?;
            game.decide(d)?;
        }
        Phase::AwaitingPlay => {
            let chosen = play(game)?;
            game.play(chosen)?;
        }
        Phase::Over => {}
    }
    p.close_marque()
}
