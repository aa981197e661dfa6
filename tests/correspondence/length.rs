//! The length of a message per coup, over whole games of each kind (docs/correspondence.md,
//! "Length"): the text a player pastes into a chat, its median and its worst. Run with
//! `--nocapture` to read the figures.

use crate::support::play_game;
use tablier::correspondence::{Action, Message};

fn figures(kind: usize, seeds: std::ops::Range<u64>) -> (usize, usize, usize, usize, usize) {
    let mut coups = Vec::new();
    let (mut invitation, mut messages) = (0, 0);
    for seed in seeds {
        let g = play_game(kind, seed, 4000);
        invitation = invitation.max(g.texts[0].len());
        messages += g.texts.len();
        for t in &g.texts[2..] {
            let m = Message::from_text(t).expect("reads");
            if m.actions()
                .expect("reads")
                .iter()
                .any(|a| matches!(a, Action::Play(_)))
            {
                coups.push(t.len());
            }
        }
    }
    coups.sort_unstable();
    let median = coups[coups.len() / 2];
    let worst = *coups.last().expect("coups");
    (median, worst, invitation, coups.len(), messages)
}

#[test]
fn a_coup_fits_a_chat_line() {
    let kinds = [
        (0, "tour", 20),
        (1, "Jacquet to 2", 20),
        (2, "partie à écrire, 1 marqué", 20),
        (3, "chouette, 1 marqué", 5),
        (4, "à tourner, 3 marqués", 5),
        (5, "in teams, 1 marqué", 5),
    ];
    for (kind, name, games) in kinds {
        let (median, worst, invitation, coups, messages) = figures(kind, 0..games);
        println!(
            "{name}: {coups} coups in {messages} messages over {games} games: median {median} characters, worst {worst}; invitation {invitation}"
        );
        // version, number, prev, link, tag, check: 38 bytes and the play, 58 characters for two moves.
        assert!((50..=64).contains(&median), "{name}: median {median}");
        // A Jacquet doublet's four moves and a number of 3 bytes.
        assert!(worst <= 80, "{name}: worst {worst}");
        assert!(invitation <= 400, "{name}: invitation {invitation}");
    }
}
