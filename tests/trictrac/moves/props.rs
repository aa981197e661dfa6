//! Property tests on positions reached by random games from the start, and an oracle: a
//! deliberately naive generator, written separately here, that enumerates every sequence of
//! single-die moves and filters them by the rules stated simply (000 LOIS, COINS, RETOUR, SORTIE,
//! IMPUISSANCE, REMPLIR et CONSERVER; RULINGS 4–6), must give the same set of boards.
use crate::common;
use common::random::{random_game, Rng};
use proptest::prelude::*;
use std::collections::BTreeSet;
use tablier::{rules, Board, Dest, Dice, Error, Fleche, Move, Play, Position, Side, Variant};

type Path = [i32; 26];

/// The mover's and the opponent's dames by step of the mover's path (own[25] = borne off).
fn paths(p: &Position) -> (Path, Path) {
    let side = p.turn();
    let (mut own, mut opp) = ([0i32; 26], [0i32; 26]);
    for s in 1..=24u8 {
        let f = Fleche::from_step(Variant::Trictrac, side, s).unwrap();
        own[s as usize] = p.board().get(side, f) as i32;
        opp[s as usize] = p.board().get(side.opponent(), f) as i32;
    }
    own[25] = 15 - own[1..=24].iter().sum::<i32>();
    (own, opp)
}

/// 000 JAN INTERDIT, by Hall's condition over every set of cases lacking dames: the opponent can
/// fill his jan starting at his step `lo` unless some set of cases lacks more dames than stand
/// before the farthest of them (all dames behind the jan, surplus of the jan's earlier cases).
fn naive_can_fill(his: &[i32; 25], lo: usize) -> bool {
    let cases: Vec<usize> = (lo..lo + 6).collect();
    for mask in 1u32..64 {
        let set: Vec<usize> = cases
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, &c)| c)
            .collect();
        let lacking: i32 = set.iter().map(|&c| (2 - his[c]).max(0)).sum();
        if lacking == 0 {
            continue;
        }
        let far = *set.iter().max().unwrap();
        let behind: i32 = (1..lo).map(|k| his[k]).sum();
        let surplus: i32 = (lo..far).map(|k| (his[k] - 2).max(0)).sum();
        if lacking > behind + surplus {
            return false;
        }
    }
    true
}

struct Rules {
    opp: Path,
    grand_interdit: bool,
    petit_interdit: bool,
}

impl Rules {
    fn new(opp: &Path) -> Rules {
        let mut his = [0i32; 25];
        for k in 1..=24 {
            his[k] = opp[25 - k];
        }
        Rules {
            opp: *opp,
            grand_interdit: naive_can_fill(&his, 7),
            petit_interdit: naive_can_fill(&his, 1),
        }
    }
    fn interdit(&self, t: usize) -> bool {
        ((13..=18).contains(&t) && self.grand_interdit)
            || ((19..=24).contains(&t) && self.petit_interdit)
    }
    /// A move may end on `t`.
    fn stays(&self, t: usize) -> bool {
        self.opp[t] == 0 && t != 13 && !self.interdit(t)
    }
    /// A dame playing tout d'une may rest on `t`.
    fn rests(&self, t: usize) -> bool {
        self.opp[t] == 0 && !((19..=24).contains(&t) && self.petit_interdit)
    }
    fn bears_off(&self, own: &Path, s: usize, d: usize) -> bool {
        if (1..19).any(|k| own[k] > 0) {
            return false;
        }
        if s + d == 25 {
            return true;
        }
        let farthest = (1..=24).find(|&k| own[k] > 0).unwrap();
        let inside = (1..=24).any(|k| own[k] > 0 && k + d <= 24 && self.stays(k + d));
        s == farthest && !inside
    }
}

#[derive(Clone)]
struct Seq {
    dice: Vec<usize>,
    ends: Vec<usize>,
    /// Dames borne off by a number larger than they need.
    excedants: usize,
    own: Path,
}

fn walk(r: &Rules, own: &Path, left: &[usize], seq: &Seq, rest: Option<usize>, out: &mut Vec<Seq>) {
    if rest.is_none() && own[12] != 1 {
        out.push(seq.clone());
    }
    for i in 0..left.len() {
        if i > 0 && left[i] == left[0] {
            continue;
        }
        let d = left[i];
        let mut more = left.to_vec();
        more.remove(i);
        for s in 1..=24 {
            if own[s] == 0 || rest.is_some_and(|x| x != s) {
                continue;
            }
            let t = s + d;
            let mut next = *own;
            next[s] -= 1;
            let mut seq2 = seq.clone();
            seq2.dice.push(d);
            if t <= 24 {
                next[t] += 1;
                seq2.ends.push(t);
                seq2.own = next;
                if r.stays(t) {
                    walk(r, &next, &more, &seq2, None, out);
                } else if r.rests(t) && !more.is_empty() {
                    walk(r, &next, &more, &seq2, Some(t), out);
                }
            } else if r.bears_off(own, s, d) {
                next[25] += 1;
                seq2.ends.push(25);
                seq2.excedants += usize::from(t > 25);
                seq2.own = next;
                walk(r, &next, &more, &seq2, None, out);
            }
        }
    }
}

fn plein_count(own: &Path) -> usize {
    [1usize, 7, 19]
        .iter()
        .filter(|&&lo| (lo..lo + 6).all(|k| own[k] >= 2))
        .count()
}

/// The boards (mover's path) of the legal plays, by the rules stated simply.
fn naive_boards(p: &Position) -> BTreeSet<Path> {
    let dice = p.dice().unwrap();
    let (own, opp) = paths(p);
    let r = Rules::new(&opp);
    let (hi, lo) = (dice.high() as usize, dice.low() as usize);
    let mut seqs = Vec::new();
    walk(
        &r,
        &own,
        &[hi, lo],
        &Seq {
            dice: vec![],
            ends: vec![],
            excedants: 0,
            own,
        },
        None,
        &mut seqs,
    );
    // 000 COINS: par puissance when both coins are empty, unless par effet is possible.
    let two_at = |a: usize, b: usize| {
        if a == b {
            own[a] >= 2
        } else {
            own[a] >= 1 && own[b] >= 1
        }
    };
    if own[12] == 0
        && opp[13] == 0
        && lo >= 2
        && two_at(13 - hi, 13 - lo)
        && !two_at(12 - hi, 12 - lo)
    {
        let mut next = own;
        next[13 - hi] -= 1;
        next[13 - lo] -= 1;
        next[12] += 2;
        seqs.push(Seq {
            dice: vec![hi, lo],
            ends: vec![12, 12],
            excedants: 0,
            own: next,
        });
    }
    // 000 IMPUISSANCE: both numbers if possible, else the larger.
    let most = seqs.iter().map(|s| s.dice.len()).max().unwrap();
    seqs.retain(|s| s.dice.len() == most);
    if most == 1 && seqs.iter().any(|s| s.dice[0] == hi) {
        seqs.retain(|s| s.dice[0] == hi);
    }
    // 000 SORTIE: numbers not sortant before the roll are played inside when possible.
    let inside = |s: &Seq| {
        s.dice
            .iter()
            .zip(&s.ends)
            .filter(|(&d, &t)| own[25 - d] == 0 && t <= 24)
            .count()
    };
    let best = seqs.iter().map(inside).max().unwrap();
    seqs.retain(|s| inside(s) == best);
    // 000 SORTIE: the last dames must be borne off.
    if seqs.iter().any(|s| s.own[25] == 15) {
        seqs.retain(|s| s.own[25] == 15);
    }
    // 000 SORTIE; RULINGS 16 (b): no number played so as to leave the other only an
    // excédant use, when a play avoids it: as few excédants as possible.
    let fewest = seqs.iter().map(|s| s.excedants).min().unwrap();
    seqs.retain(|s| s.excedants == fewest);
    // 000 REMPLIR et CONSERVER: as many pleins as possible.
    let best = seqs.iter().map(|s| plein_count(&s.own)).max().unwrap();
    seqs.retain(|s| plein_count(&s.own) == best);
    if most == 0 {
        return BTreeSet::new();
    }
    seqs.into_iter().map(|s| s.own).collect()
}

fn board_after(p: &Position, pl: &Play) -> Board {
    p.board()
        .moved(p.turn(), pl)
        .unwrap_or_else(|from| panic!("no dame to move on {from}"))
}

fn check_position(p: &Position, rng: &mut Rng) {
    let side = p.turn();
    let plays = rules::legal_plays(p).unwrap();
    let mut boards = BTreeSet::new();
    for pl in &plays {
        // No move ends on a flèche the opponent holds.
        for m in pl.moves() {
            if let Dest::To(f) = m.to {
                assert_eq!(
                    p.board().get(side.opponent(), f),
                    0,
                    "{pl} lands on the opponent"
                );
            }
        }
        assert_eq!(rules::check_play(p, pl), Ok(()), "{pl}");
        let q = rules::apply_play(p, pl).unwrap_or_else(|e| panic!("{pl}: {e}"));
        let b = board_after(p, pl);
        let offs = pl.moves().iter().filter(|m| m.to == Dest::Off).count() as u8;
        assert_eq!(b.on_board(side) + offs, p.board().on_board(side), "{pl}");
        if b.on_board(side) > 0 {
            assert_eq!(*q.board(), b);
            assert_eq!(q.turn(), side.opponent());
            for s in Side::BOTH {
                assert_eq!(q.board().on_board(s) + q.board().borne_off(s), 15);
            }
        } else {
            assert_eq!(*q.board(), Board::start(Variant::Trictrac));
            assert_eq!(q.turn(), side);
        }
        assert!(
            boards.insert(format!("{b:?}")),
            "two plays leave the same board: {pl}"
        );
    }
    // The oracle.
    let (own, _) = paths(p);
    let mut engine: BTreeSet<Path> = BTreeSet::new();
    for pl in &plays {
        let b = board_after(p, pl);
        let mut path = [0i32; 26];
        for s in 1..=24u8 {
            path[s as usize] =
                b.get(side, Fleche::from_step(Variant::Trictrac, side, s).unwrap()) as i32;
        }
        path[25] = 15 - path[1..=24].iter().sum::<i32>();
        engine.insert(path);
    }
    let naive = naive_boards(p);
    assert_eq!(
        engine,
        naive,
        "position {} own {own:?}",
        tablier::notation::json::position_to_string(p)
    );
    // A random play not among the legal boards is refused.
    for _ in 0..4 {
        let n = rng.index(3);
        let mut moves = Vec::new();
        for _ in 0..n {
            let occupied: Vec<Fleche> = p.board().occupied(side).map(|(f, _)| f).collect();
            let from = occupied[rng.index(occupied.len())];
            let to = if rng.index(8) == 0 {
                Dest::Off
            } else {
                Dest::To(Fleche::new(rng.index(24) as u8).unwrap())
            };
            moves.push(Move::new(from, to));
        }
        let pl = Play::from_moves(&moves).unwrap();
        let legal_board = plays
            .iter()
            .any(|l| board_after(p, l) == board_after_checked(p, &pl));
        let nothing_to_play = plays.is_empty() && pl.is_empty();
        if !(legal_board || nothing_to_play) {
            // Refused, naming the rule it breaks (never the catch-all `not-legal`).
            let checked = rules::check_play(p, &pl);
            assert!(
                matches!(checked, Err(Error::IllegalPlay { rule, .. }) if rule != tablier::Rule::NotLegal),
                "{pl} should be refused in {}",
                tablier::notation::json::position_to_string(p)
            );
            // apply refuses it for the same rule
            assert_eq!(rules::apply_play(p, &pl).map(|_| ()), checked);
        }
    }
}

/// The board after a random play, or the unchanged board when it moves a dame that is not there.
fn board_after_checked(p: &Position, pl: &Play) -> Board {
    p.board().moved(p.turn(), pl).unwrap_or(*p.board())
}

proptest! {
    #![proptest_config(crate::common::beside_source(ProptestConfig::with_cases(16)))]
    #[test]
    fn random_games_agree_with_the_rules(seed in any::<u64>(), plies in 0usize..240) {
        let mut rng = Rng::new(seed);
        let game = random_game(&mut rng, plies);
        for p in game.iter().rev().take(60) {
            for _ in 0..3 {
                let rolled = p.with_dice(Some(rng.dice().unwrap()));
                check_position(&rolled, &mut rng);
            }
        }
    }
}

/// Every roll of long fixed games, against the oracle; and the games do meet the cases that
/// matter (sorties, tout d'une, coins taken, nothing to play).
#[test]
fn long_games_every_roll_agrees_with_the_oracle() {
    // (The seed is one whose games pass a last sortie on a sampled position; the games follow
    // the order of `legal_plays`, and changed seed when RULINGS 16 changed the plays.)
    let mut rng = Rng::new(8);
    let (mut offs, mut tout_d_une, mut coins, mut nothing, mut releves) = (0, 0, 0, 0, 0);
    for _ in 0..2 {
        let game = random_game(&mut rng, 500);
        for p in game.iter().step_by(6) {
            for d in Dice::all_rolls() {
                let rolled = p.with_dice(Some(d));
                check_position(&rolled, &mut rng);
                let plays = rules::legal_plays(&rolled).unwrap();
                nothing += plays.is_empty() as u32;
                for pl in &plays {
                    let m = pl.moves();
                    offs += m.iter().any(|m| m.to == Dest::Off) as u32;
                    tout_d_une += (m.len() == 2
                        && m[1].from != m[0].from
                        && Dest::To(m[1].from) == m[0].to) as u32;
                    let coin = Fleche::from_step(Variant::Trictrac, p.turn(), 12).unwrap();
                    coins += (m.len() == 2 && m.iter().all(|x| x.to == Dest::To(coin))) as u32;
                    releves += (board_after(&rolled, pl).on_board(p.turn()) == 0) as u32;
                }
            }
        }
    }
    eprintln!("sorties {offs}, tout d'une {tout_d_une}, coins {coins}, nothing {nothing}, relevés {releves}");
    assert!(offs > 0 && tout_d_une > 0 && coins > 0 && nothing > 0 && releves > 0);
}

/// A random position of the sortie: White's dames in his jan de retour with now and then one or
/// two still outside, Black's dames scattered where they may stand (some on White's way).
fn random_sortie(rng: &mut Rng) -> Option<Position> {
    let mut b = Board::empty();
    let outside = [0, 0, 0, 1, 1, 2][rng.index(6)];
    let total = outside + 1 + rng.index(15 - outside);
    let mut white = [0u8; 25];
    for i in 0..total {
        let s = if i < outside {
            13 + rng.index(6)
        } else {
            19 + rng.index(6)
        };
        white[s] += 1;
    }
    let mut black_left = 15;
    // A few Black blocks on White's path beyond the coin.
    for _ in 0..rng.index(4) {
        let s = 14 + rng.index(11);
        if white[s] == 0 && black_left >= 2 {
            let f = Fleche::from_step(Variant::Trictrac, Side::White, s as u8).unwrap();
            let n = 1 + rng.index(2) as u8;
            b.set(Side::Black, f, b.get(Side::Black, f) + n);
            black_left -= n;
        }
    }
    for (s, &n) in white.iter().enumerate().skip(1) {
        if n > 0 {
            b.set(
                Side::White,
                Fleche::from_step(Variant::Trictrac, Side::White, s as u8).unwrap(),
                n,
            );
        }
    }
    // The rest of Black's dames in his own jan de retour (White's B1-B6) when room.
    while black_left > 0 {
        let f = Fleche::from_step(Variant::Trictrac, Side::White, 1 + rng.index(6) as u8).unwrap();
        b.set(Side::Black, f, b.get(Side::Black, f) + 1);
        black_left -= 1;
    }
    let setup = tablier::Setup {
        board: b,
        turn: Side::White,
        dice: None,
        ..tablier::Setup::start(Variant::Trictrac)
    };
    Position::from_setup(setup).ok()
}

#[test]
fn sorties_agree_with_the_oracle() {
    let mut rng = Rng::new(2026);
    let mut checked = 0;
    while checked < 250 {
        let Some(p) = random_sortie(&mut rng) else {
            continue;
        };
        checked += 1;
        for d in Dice::all_rolls() {
            check_position(&p.with_dice(Some(d)), &mut rng);
        }
    }
}
