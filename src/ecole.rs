//! École: what a side marked against what it had to mark (000 ÉCOLE). To be written.
