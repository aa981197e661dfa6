//! Whole games by correspondence, each message passed as text: both sides end on the same game,
//! the record of the exchange verifies from scratch, and the game's own record replays at one
//! table.

use crate::support::play_game;
use proptest::prelude::*;
use tablier::correspondence::{verify, Awaits, CorrespondenceRecord};
use tablier::ecrire::PartieAEcrire;
use tablier::{jacquet, Partie};

fn one_game(kind: usize, seed: u64) -> Result<(), TestCaseError> {
    let g = play_game(kind, seed, 4000);
    let a = &g.players[0];
    let record = a.copy.table().to_record().expect("a record");
    for b in &g.players {
        prop_assert_eq!(b.copy.table().awaits(), Awaits::Over, "the game ends");
        prop_assert_eq!(Some(record.clone()), b.copy.table().to_record());
        prop_assert_eq!(&b.copy.to_record().messages, &g.texts);
    }

    // Anyone verifies the exchange from its record's text alone.
    let text = a.copy.to_record().to_json();
    let v = verify(&CorrespondenceRecord::from_json(&text).expect("reads")).expect("verifies");
    prop_assert!(v.over);
    prop_assert_eq!(v.messages, g.texts.len());
    prop_assert_eq!(v.record.as_ref(), Some(&record));
    // Only the closing messages, one a seat with no step, are left unchecked by a later link.
    prop_assert_eq!(v.unchecked.len(), g.players.len());
    for seq in v.unchecked {
        prop_assert!(v.exchange.messages()[seq as usize].body.is_empty());
    }

    // The game's record is an ordinary one: it replays through the rules at one table.
    match kind {
        0 => {
            let p = Partie::from_record(&record).expect("the tour replays");
            prop_assert!(p.is_over());
        }
        1 => {
            let p = jacquet::Partie::from_record(&record).expect("the Jacquet partie replays");
            prop_assert!(p.winner().is_some());
        }
        _ => {
            let p = PartieAEcrire::from_record(&record).expect("the partie à écrire replays");
            prop_assert!(p.is_over());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(8)))]
    #[test]
    fn a_tour_by_correspondence_ends_alike_and_verifies(seed in any::<u64>()) {
        one_game(0, seed)?;
    }

    #[test]
    fn a_jacquet_partie_by_correspondence_ends_alike_and_verifies(seed in any::<u64>()) {
        one_game(1, seed)?;
    }

    #[test]
    fn a_partie_a_ecrire_by_correspondence_ends_alike_and_verifies(seed in any::<u64>()) {
        one_game(2, seed)?;
    }

    // 000 PARTIE À LA CHOUETTE, PARTIE À TOURNER, PARTIE À QUATRE JOUEURS: every seat a player
    // at a distance, the messages round the seats.
    #[test]
    fn a_partie_a_ecrire_of_three_or_four_ends_alike_and_verifies(seed in any::<u64>(), kind in 3usize..6) {
        one_game(kind, seed)?;
    }
}
