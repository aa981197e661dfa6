//! The jans of a Trictrac roll. To be written (issue: points).

use crate::analysis::Jan;
use crate::error::Error;
use crate::play::Play;
use crate::position::Position;

pub fn jans(_pos: &Position, _plays: &[Play]) -> Result<Vec<Jan>, Error> {
    Ok(Vec::new())
}
