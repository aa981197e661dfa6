//! The rules of Jacquet (003). To be written (issue: Jacquet).

use crate::analysis::Analysis;
use crate::error::Error;
use crate::play::Play;
use crate::position::Position;

pub fn legal_plays(_pos: &Position) -> Result<Vec<Play>, Error> {
    Err(Error::BadRequest("Jacquet is not written yet".into()))
}

pub fn check_play(_pos: &Position, _play: &Play) -> Result<(), Error> {
    Err(Error::BadRequest("Jacquet is not written yet".into()))
}

pub fn apply_play(_pos: &Position, _play: &Play) -> Result<Position, Error> {
    Err(Error::BadRequest("Jacquet is not written yet".into()))
}

pub fn analyse(_pos: &Position) -> Result<Analysis, Error> {
    Err(Error::BadRequest("Jacquet is not written yet".into()))
}
