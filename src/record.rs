//! A game record: the rolls, plays, marks and decisions of a whole game. To be written.
