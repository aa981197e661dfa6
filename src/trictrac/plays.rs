//! Whole-roll plays of Trictrac. To be written (issue: rules core).

use crate::error::Error;
use crate::play::Play;
use crate::position::Position;

pub fn legal_plays(_pos: &Position) -> Result<Vec<Play>, Error> {
    Err(Error::BadRequest("Trictrac plays are not written yet".into()))
}

pub fn check_play(_pos: &Position, _play: &Play) -> Result<(), Error> {
    Err(Error::BadRequest("Trictrac plays are not written yet".into()))
}

pub fn apply_play(_pos: &Position, _play: &Play) -> Result<Position, Error> {
    Err(Error::BadRequest("Trictrac plays are not written yet".into()))
}
