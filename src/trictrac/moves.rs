//! Single-die moves of Trictrac (000 LOIS, COINS, RETOUR, SORTIE). To be written.
