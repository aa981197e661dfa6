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

/// Tours marked by hand (docs/correspondence.md, "Marks by hand"): each message's length by what
/// it carries, and the characters a coup costs in all (its messages, the rights and the link
/// included), median and worst.
#[test]
fn a_coup_by_hand_fits_a_chat_line() {
    let (mut plays, mut rights, mut links, mut per_coup) = (vec![], vec![], vec![], vec![]);
    let (mut coups, mut messages) = (0, 0);
    for seed in 0..20 {
        let g = crate::hand_support::play_hand_tour(seed, 4000);
        messages += g.texts.len();
        let mut copy = tablier::correspondence::Exchange::open(&g.texts[0]).expect("opens");
        copy.receive(&g.texts[1]).expect("the acceptance");
        let mut coup = 0;
        for t in &g.texts[2..] {
            let rights_message = copy.rights_due().is_some();
            copy.receive(t).expect("takes it in");
            let acts = Message::from_text(t)
                .expect("reads")
                .actions()
                .expect("reads");
            coup += t.len();
            if rights_message {
                rights.push(t.len());
            } else if acts
                .iter()
                .any(|a| matches!(a, Action::Play(_) | Action::Decide(_)))
            {
                plays.push(t.len());
                per_coup.push(coup);
                coups += 1;
                coup = 0;
            } else {
                links.push(t.len());
            }
        }
    }
    let stat = |v: &mut Vec<usize>| {
        v.sort_unstable();
        (v[v.len() / 2], *v.last().expect("some"))
    };
    let (pm, pw) = stat(&mut plays);
    let (rm, rw) = stat(&mut rights);
    let (lm, lw) = stat(&mut links);
    let (cm, cw) = stat(&mut per_coup);
    println!(
        "tour by hand: {coups} coups in {messages} messages over 20 tours; a play (or a leave) with its marks: median {pm} characters, worst {pw}; rights: {rm}, {rw}; a link: {lm}, {lw}; a whole coup: {cm}, {cw}"
    );
    // 38 bytes each, and the play with the marks (3 to 6 bytes more).
    assert!((55..=70).contains(&pm), "play {pm}");
    assert!(pw <= 90, "play {pw}");
    assert!(rw <= 80 && lw <= 54, "rights {rw}, link {lw}");
    // three messages a coup, two after a leave
    assert!(cm <= 3 * 70, "coup {cm}");
}
