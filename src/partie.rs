//! A whole game (partie ordinaire, le tour): rolls, marks, decisions, to 12 trous. To be written.
