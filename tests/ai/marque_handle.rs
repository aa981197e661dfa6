//! The package's marqué handle (`service::marque::TourOrMarque`, the `Game` of
//! `partie.marque()`) asks the computer with the partie's own stakes, as
//! `PartieAEcrire::step_computer` does: its convention and its refaits, not the convention de
//! base a game alone would assume; and its hints and review are in jetons of the marqué.

use tablier::ai::{
    choose_play_among, marque_decision_paid, EcrirePlayer, Level, Stakes, UNIT_JETONS,
};
use tablier::notation::json::PlayJson;
use tablier::partie::Phase;
use tablier::service::ecrire::EcrireGame;
use tablier::service::marque::SharedEcrire;

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

/// What the handle of the current marqué answers, and what the partie's computer would choose
/// under the partie's stakes and under the convention de base, at one tenir or s'en aller.
struct Asked {
    handle: String,
    paid: String,
    base: String,
}

fn decision_asked(e: &SharedEcrire) -> Option<Asked> {
    let (paid, base) = e
        .read(|e| {
            let p = e.partie();
            let Some(g) = p.marque().filter(|g| g.phase() == Phase::AwaitingDecision) else {
                return Ok(None);
            };
            if !g.rolled().is_some_and(|r| r.marking.can_leave) {
                return Ok(None);
            }
            let paid = marque_decision_paid(g, p.stakes())?.map(|d| d.name().to_string());
            let base = marque_decision_paid(g, Stakes::default())?.map(|d| d.name().to_string());
            Ok(paid.zip(base))
        })
        .unwrap()?;
    let handle = e.marque().unwrap()?;
    let handle = json(&handle.computer_decision("\"maître\"").unwrap());
    Some(Asked {
        handle: handle.as_str().unwrap().to_string(),
        paid,
        base,
    })
}

// 000 CONVENTION SANS LEVER: a petite bredouille won sans lever is paid more than the base pays
// it, so holding and leaving are weighed otherwise; the handle weighs them as the partie pays.
#[test]
fn the_marques_handle_decides_by_the_partie_s_convention() {
    let mut differ = 0;
    let mut asked = 0;
    for seed in 1..=6 {
        let e = SharedEcrire::new(
            EcrireGame::create(r#"{"marques": 4, "convention": "sans-lever"}"#, seed).unwrap(),
        );
        for _ in 0..100_000 {
            if e.read(|e| Ok(e.is_over())).unwrap() {
                break;
            }
            if let Some(a) = decision_asked(&e) {
                assert_eq!(
                    a.handle, a.paid,
                    "seed {seed}: the handle decides as the partie pays"
                );
                asked += 1;
                differ += usize::from(a.paid != a.base);
            }
            e.write(|e| e.step_computer(r#"["amateur"]"#)).unwrap();
        }
        if differ >= 2 {
            break;
        }
    }
    assert!(
        differ > 0,
        "no decision of {asked} differed between the base and sans lever: the test proves nothing"
    );
}

// 000 Valeur des marqués: the maître's play of a marqué's roll, asked of the handle, is the
// partie's computer's (valued in the marqué's jetons), not the tour's maître's.
#[test]
fn the_marques_handle_plays_as_the_partie_s_computer() {
    let e = SharedEcrire::new(
        EcrireGame::create(r#"{"marques": 2, "convention": "annexe-geometric"}"#, 3).unwrap(),
    );
    let (mut compared, mut differ) = (0, 0);
    for _ in 0..100_000 {
        if e.read(|e| Ok(e.is_over())).unwrap() || differ >= 3 {
            break;
        }
        let expected = e
            .read(|e| {
                let p = e.partie();
                let Some(g) = p.marque().filter(|g| g.phase() == Phase::AwaitingPlay) else {
                    return Ok(None);
                };
                if g.plays().len() < 2 || g.fausse_pending().is_some() {
                    return Ok(None);
                }
                let paid = EcrirePlayer::new(Level::Maitre).play(g, p.stakes())?;
                let tour = choose_play_among(g.position(), g.plays(), Level::Maitre)?;
                Ok(Some((paid, tour)))
            })
            .unwrap();
        if let Some((play, tour)) = expected {
            differ += usize::from(!play.same_play(&tour));
            let m = e.marque().unwrap().unwrap();
            let asked: PlayJson =
                serde_json::from_str(&m.computer_play("\"maître\"").unwrap()).unwrap();
            assert_eq!(asked.to_play().unwrap(), play);
            compared += 1;
        }
        e.write(|e| e.step_computer(r#"["maître"]"#)).unwrap();
    }
    assert!(
        differ > 0,
        "the tour's maître played as the marqué's in all {compared} plays: the test proves nothing"
    );
}

// 000 Valeur des marqués: the hints and the review of a marqué, asked of its handle, are in jetons
// of the marqué (`unit`), a tour's in percent of tours won.
#[test]
fn the_marques_handle_gives_hints_and_review_in_jetons() {
    let e = SharedEcrire::new(EcrireGame::create(r#"{"marques": 1}"#, 5).unwrap());
    let mut hinted = false;
    for _ in 0..100_000 {
        if hinted || e.read(|e| Ok(e.is_over())).unwrap() {
            break;
        }
        let m = e.marque().unwrap().unwrap();
        let plays = e
            .read(|e| {
                Ok(e.partie()
                    .marque()
                    .filter(|g| g.phase() == Phase::AwaitingPlay)
                    .map_or(0, |g| g.plays().len()))
            })
            .unwrap();
        if plays >= 2 {
            let h = json(&m.hints().unwrap());
            assert_eq!(h["unit"], UNIT_JETONS);
            assert!(h["plays"].as_array().unwrap().len() >= 2);
            let r = json(&m.review("\"white\"").unwrap());
            assert_eq!(r["unit"], UNIT_JETONS);
            hinted = true;
        }
        e.write(|e| e.step_computer(r#"["amateur"]"#)).unwrap();
    }
    assert!(hinted, "no roll with two plays or more");
}
