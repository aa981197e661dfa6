//! The compact one-line notation (see README "Compact notation"). To be written.
