//! Undo of a game read back from its record throws an undone random roll again the same: the
//! generator's state before each step is found again from the record's seed and saved state,
//! whatever mix of thrown and given dice the game had (docs/record.md, "The generator").

use tablier::partie::{Decision, Partie, PartieOptions, Phase};
use tablier::record::RecordJson;
use tablier::{Dice, Rng};

/// A game loaded from a position with its dice, then given and drawn dice mixed, a leave among
/// them (issue found by the package's fuzz harness, TABLIER_FUZZ_SEED=4): its last roll was given,
/// so undo leaves the generator where it stands.
const MIXED: &str = r#"{"format":"tablier-partie","version":3,"generator":{"seed":"440391","state":"14730393044329389158"},"start":{"game":"trictrac","white":{"B1":12,"B2":1,"B7":1,"B9":1},"black":{"N7":1,"N6":1,"N1":13},"turn":"black","coups":{"white":2,"black":1},"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":3,"bredouille":true}}},"rolls":[{"side":"black","dice":[3,5],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["N1","N6"],["N1","N4"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":3,"bredouille":true}}},{"side":"white","dice":[1,4],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["B1","B5"],["B1","B2"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":3,"bredouille":true}}},{"side":"black","dice":[6,5],"points":{"white":0,"black":2},"holes":{"white":0,"black":0},"play":[["N6","N12"],["N7","N12"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":2,"holes":3,"bredouille":true}}},{"side":"white","dice":[1,1],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["B2","B3"],["B7","B8"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":2,"holes":3,"bredouille":true}}},{"side":"black","dice":[5,5],"points":{"white":0,"black":14},"holes":{"white":0,"black":2},"decision":"leave","score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":5,"bredouille":true}}},{"side":"black","dice":[5,1],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["N1","N6"],["N6","N7"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":5,"bredouille":true}}},{"side":"white","dice":[1,5],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["B1","B6"],["B1","B2"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":5,"bredouille":true}}},{"side":"black","dice":[6,1],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"play":[["N1","N7"],["N7","N8"]],"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":5,"bredouille":true}}},{"side":"white","dice":[1,4],"points":{"white":0,"black":0},"holes":{"white":0,"black":0},"score":{"white":{"points":0,"holes":4,"bredouille":true},"black":{"points":0,"holes":5,"bredouille":true}}}]}"#;

#[test]
fn undo_of_a_given_roll_read_back_keeps_the_generator() {
    let mut p = Partie::from_record(&RecordJson::parse(MIXED).unwrap()).unwrap();
    let saved = p.rng_state();
    p.undo().unwrap();
    assert_eq!(
        p.rng_state(),
        saved,
        "the roll undone was given, not thrown"
    );
    // Undone on through the play before it and its roll, [6,1], which the generator drew: thrown
    // again, the same dice come.
    p.undo().unwrap();
    p.undo().unwrap();
    assert_eq!(
        {
            p.roll_random().unwrap();
            p.rolled().unwrap().thrown.dice()
        },
        Dice::new(6, 1).ok()
    );
}

/// A game whose given dice are, every third roll, the very dice the generator would draw next,
/// the other rolls drawn: read back, every undo leaves the generator as the game's own undo does.
#[test]
fn given_dice_equal_to_the_next_draw_do_not_hide_the_draws() {
    let mut game = Partie::with_options(PartieOptions::default(), 2026);
    for i in 0..60 {
        match game.phase() {
            Phase::AwaitingRoll if i % 3 == 1 && !game.awaiting_lot() => {
                let next = Rng::from_state(game.rng_state()).dice().unwrap();
                game.roll(next).unwrap();
            }
            Phase::AwaitingRoll => game.roll_random().unwrap(),
            Phase::AwaitingDecision => game.decide(Decision::Hold).unwrap(),
            Phase::AwaitingPlay => game.play(game.plays()[0]).unwrap(),
            Phase::Over => break,
        }
    }
    let text = serde_json::to_string(&game.to_record()).unwrap();
    let mut read = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
    assert_eq!(read.history_len(), game.history_len());
    while game.history_len() > 0 {
        game.undo().unwrap();
        read.undo().unwrap();
        assert_eq!(
            read.rng_state(),
            game.rng_state(),
            "after undo, {} steps left",
            game.history_len()
        );
    }
}

/// A record of `ties` throws for the first move, all equal, then one that settles it: Jacquet's
/// first throws of a manche (003 PREMIER JOUEUR: equal dice are thrown again) or the tour's lot.
fn tied(jacquet: bool, ties: usize, state: u64) -> String {
    let first = format!("{}[2,1]", "[1,1],".repeat(ties));
    let generator = format!(r#""generator":{{"seed":"1","state":"{state}"}}"#);
    if jacquet {
        format!(
            r#"{{"format":"tablier-partie","version":3,"game":"jacquet",{generator},"jacquet":{{"target":5,"manches":[{{"first":[{first}],"rolls":[]}}]}}}}"#
        )
    } else {
        format!(
            r#"{{"format":"tablier-partie","version":3,"options":{{"first":"lot"}},{generator},"lot":[{first}],"rolls":[]}}"#
        )
    }
}

/// The generator's state before each step was found on a table of every throw by every throw:
/// a record of 170,000 tied first throws (1 MiB, what a reader takes) asked for 28.9 GB, and the
/// process aborted (the package's module trapped; past 65,536 throws the table's size overflowed
/// a wasm32 usize). Found now in one pass over the throws, both games read such a record back,
/// the generator where it was saved: every throw given (none is the seed's first draw, [2,5]).
#[test]
fn a_record_of_many_tied_throws_reads_back_its_generator() {
    let saved = Rng::new(1).state();
    let mut first = Rng::new(1);
    assert_ne!(
        (first.die(), first.die()),
        (1, 1),
        "the seed's first draw is not a tie of aces"
    );
    for jacquet in [true, false] {
        let text = tied(jacquet, 170_000, saved);
        assert!(text.len() < tablier::notation::MAX_INPUT, "{}", text.len());
        let record = RecordJson::parse(&text).unwrap();
        if jacquet {
            let p = tablier::jacquet::Partie::from_record(&record).expect("read back");
            assert_eq!((p.history_len(), p.rng_state()), (170_001, saved));
        } else {
            let p = Partie::from_record(&record).expect("read back");
            assert_eq!((p.history_len(), p.rng_state()), (170_001, saved));
        }
    }
}
