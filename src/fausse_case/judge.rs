//! Reading an attempt dame by dame against the dice, naming its cases, and listing the
//! opponent's options (000 FAUSSE CASE).

use super::{Attempt, Choice, Kind, Verdict};
use crate::analysis::JanKind;
use crate::board::Board;
use crate::error::{Error, Rule};
use crate::fleche::steps::{
    COIN, COIN_ADVERSE, GRAND_JAN, GRAND_JAN_ADVERSE, JAN_DE_RETOUR, PETIT_JAN, TALON,
};
use crate::fleche::{Fleche, OFF};
use crate::play::{Dest, Move, Play};
use crate::position::Position;
use crate::rules;
use crate::side::Side;
use crate::variant::Variant;
use std::ops::RangeInclusive;

/// How one dame put down reads against the numbers still to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Read {
    /// By one number.
    Number,
    /// By both numbers at once.
    ToutDune,
    /// Short of, or beyond, any number (and not both together); `au_dela` when beyond the
    /// larger number with both numbers still to play (000 DAME MAL PLACÉE).
    MalPlacee { au_dela: bool },
    /// After both numbers were played.
    EnTrop,
}

/// One dame put down: from and to as steps of the mover's path (25 off).
struct Placed {
    from: u8,
    to: u8,
    read: Read,
}

fn step_of(variant: Variant, side: Side, d: Dest) -> u8 {
    match d {
        Dest::To(f) => f.step(variant, side),
        Dest::Off => OFF,
    }
}

fn fleche(variant: Variant, side: Side, step: u8) -> Option<Fleche> {
    Fleche::from_step(variant, side, step)
}

/// The board once the dames are moved as the mover moved them, rules or not.
pub fn board_after(pos: &Position, moves: &[Move]) -> Result<Board, Error> {
    let side = pos.turn();
    let mut b = *pos.board();
    for m in moves {
        let n = b.get(side, m.from);
        if n == 0 {
            return Err(Error::BadRequest(format!(
                "{side} has no dame on {} to move",
                m.from
            )));
        }
        b.set(side, m.from, n - 1);
        if let Dest::To(f) = m.to {
            b.set(side, f, b.get(side, f).saturating_add(1));
        }
    }
    Ok(b)
}

/// A play as its dames' journeys, (from, to) steps: a dame played tout d'une is one journey, as
/// the mover makes it at the table.
fn journeys(variant: Variant, side: Side, p: &Play) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = Vec::new();
    for m in p.moves() {
        let from = m.from.step(variant, side);
        let to = step_of(variant, side, m.to);
        match out.iter_mut().find(|(_, t)| *t == from) {
            Some(j) => j.1 = to,
            None => out.push((from, to)),
        }
    }
    out
}

/// A play as its single-die moves, (from, to) steps.
fn singles(variant: Variant, side: Side, p: &Play) -> Vec<(u8, u8)> {
    p.moves()
        .iter()
        .map(|m| (m.from.step(variant, side), step_of(variant, side, m.to)))
        .collect()
}

/// The steps of the jan a `remplir-*` / `conserver-*` jan is about.
fn plein_range(kind: JanKind) -> Option<RangeInclusive<u8>> {
    match kind {
        JanKind::RemplirPetitJan | JanKind::ConserverPetitJan => Some(PETIT_JAN),
        JanKind::RemplirGrandJan | JanKind::ConserverGrandJan => Some(GRAND_JAN),
        JanKind::RemplirRetour | JanKind::ConserverRetour => Some(JAN_DE_RETOUR),
        _ => None,
    }
}

fn full(own: &[u8; 24], r: &RangeInclusive<u8>) -> bool {
    r.clone()
        .all(|s| own.get(s as usize - 1).copied().unwrap_or(0) >= 2)
}

/// Judges an attempt (see the module's documentation).
pub fn judge(pos: &Position, attempt: &Attempt) -> Result<Verdict, Error> {
    if pos.variant() != Variant::Trictrac {
        return Err(Error::BadRequest(
            "fausse case is a rule of Trictrac".into(),
        ));
    }
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let (variant, side) = (pos.variant(), pos.turn());
    let legal = rules::legal_plays(pos)?;
    let before = pos.board().view(variant, side);
    let both = dice.first() + dice.second();
    let mut numbers: Vec<u8> = vec![dice.first(), dice.second()];

    // Dame by dame, against the numbers left.
    let mut placed: Vec<Placed> = Vec::new();
    let mut own = before.own;
    for m in &attempt.moves {
        let from = m.from.step(variant, side);
        let to = step_of(variant, side, m.to);
        if own.get(from as usize - 1).copied().unwrap_or(0) == 0 {
            return Err(Error::BadRequest(format!(
                "{side} has no dame on {} to move",
                m.from
            )));
        }
        if to <= from {
            return retaken(variant, side, &legal, &placed, from);
        }
        if let Some(n) = own.get_mut(from as usize - 1) {
            *n -= 1;
        }
        if let Some(n) = own.get_mut(to as usize - 1) {
            *n += 1;
        }
        let d = to - from;
        let read = if let Some(i) = numbers.iter().position(|&n| n == d) {
            numbers.remove(i);
            Read::Number
        } else if let Some(i) = numbers
            .iter()
            .position(|&n| to == OFF && n > d)
            .filter(|_| numbers.len() == 1 || d > both)
        {
            // Borne off by a larger number (excédant): the rules judge it below.
            numbers.remove(i);
            Read::Number
        } else if numbers.len() == 2 && d == both {
            numbers.clear();
            Read::ToutDune
        } else if numbers.is_empty() {
            Read::EnTrop
        } else {
            Read::MalPlacee {
                au_dela: numbers.len() == 2 && d > dice.high(),
            }
        };
        placed.push(Placed { from, to, read });
    }

    let readable = placed
        .iter()
        .all(|p| matches!(p.read, Read::Number | Read::ToutDune));
    let refused: Option<Rule> = if readable {
        match as_play(variant, side, pos, &placed) {
            Ok(_) => None,
            Err(Error::IllegalPlay { rule, .. }) => Some(rule),
            Err(e) => return Err(e),
        }
    } else {
        None
    };
    let mal = placed
        .iter()
        .filter(|p| matches!(p.read, Read::MalPlacee { .. }))
        .count();
    let after = board_after(pos, &attempt.moves)?.view(variant, side);
    let mut kinds: Vec<Kind> = Vec::new();

    // 000 PRENDRE SON COIN: two dames brought onto the empty coin short of the numbers (par
    // puissance) while a legal play takes it par effet.
    let takes_coin = |l: &Play| journeys(variant, side, l).iter().any(|j| j.1 == COIN);
    let par_puissance = before.own_at(COIN) == 0
        && placed.iter().filter(|p| p.to == COIN).count() == 2
        && mal > 0
        && legal.iter().any(takes_coin);
    if par_puissance || refused == Some(Rule::CoinParEffet) {
        kinds.push(Kind::PrendreSonCoin);
    } else if mal == 1 {
        kinds.push(Kind::DameMalPlacee);
    } else if mal >= 2 {
        kinds.push(Kind::DeuxDames);
    }
    let tout_d_une_then_more = placed
        .iter()
        .position(|p| p.read == Read::ToutDune)
        .is_some_and(|i| placed.iter().skip(i + 1).any(|p| p.read == Read::EnTrop));
    if tout_d_une_then_more || refused == Some(Rule::NoRepos) {
        kinds.push(Kind::DameJoueeToutDune);
    }
    if after.own_at(COIN) == 1
        || after.own_at(COIN_ADVERSE) > 0
        || matches!(refused, Some(Rule::LoneDameOnCoin | Rule::OpponentCoin))
    {
        kinds.push(Kind::DameSeuleSurCoin);
    }
    if placed.iter().any(|p| p.read == Read::EnTrop) {
        kinds.push(Kind::DameJoueeEnTrop);
    }
    // The dames at fault: those that read against no number, or all of a refused play.
    let faulty: Vec<&Placed> = placed
        .iter()
        .filter(|p| refused.is_some() || !matches!(p.read, Read::Number | Read::ToutDune))
        .collect();
    // 000 DAME COUVERTE PAR FAUSSE CASE.
    let covered: Vec<u8> = faulty
        .iter()
        .filter(|p| p.to < OFF && before.own_at(p.to) == 1)
        .map(|p| p.to)
        .collect();
    if !covered.is_empty() {
        kinds.push(Kind::DameCouverte);
    }
    // 000 DAME PASSÉE AU RETOUR: into a jan the opponent can still fill, or a number played
    // otherwise than by the dame that could pass, the second then lost.
    let passes = |l: &Play| {
        journeys(variant, side, l)
            .iter()
            .any(|&(f, t)| f <= COIN && (COIN_ADVERSE..OFF).contains(&t))
    };
    let into_interdit = refused == Some(Rule::JanInterdit);
    let passe_au_retour =
        refused == Some(Rule::MustPlayBoth) && legal.iter().any(|l| l.len() == 2 && passes(l));
    if into_interdit || passe_au_retour {
        kinds.push(Kind::DamePasseeAuRetour);
    }

    // 000 DAME TOUCHÉE, DAMES AU TALON: a dame touched must be played, unless "J'adoube" was
    // said or it lies on the talon.
    let moved_from: Vec<u8> = placed.iter().map(|p| p.from).collect();
    let touched: Vec<u8> = if attempt.adoube {
        Vec::new()
    } else {
        attempt
            .touched
            .iter()
            .map(|f| f.step(variant, side))
            .filter(|&s| s != TALON && !moved_from.contains(&s))
            .collect()
    };
    let moves_touched = |l: &Play| {
        journeys(variant, side, l)
            .iter()
            .any(|(f, _)| touched.contains(f))
    };
    if !touched.is_empty() {
        kinds.push(Kind::DameTouchee);
    }
    // 000 FAUSSE SORTIE: bearing off, a dame touched that the number plays inside, another off.
    let bearing_off = before
        .own
        .iter()
        .enumerate()
        .all(|(i, &n)| n == 0 || i as u8 + 1 >= *JAN_DE_RETOUR.start());
    if bearing_off
        && !touched.is_empty()
        && placed.iter().any(|p| p.to == OFF)
        && legal.iter().any(&moves_touched)
    {
        kinds.push(Kind::FausseSortie);
    }

    // 000 REMPLIR et CONSERVER: the roll fills or keeps a jan, and the board left does not.
    let analysis = rules::analyse(pos)?;
    let unfilled: Vec<RangeInclusive<u8>> = analysis
        .jans
        .iter()
        .filter(|j| j.beneficiary == side)
        .filter_map(|j| plein_range(j.kind))
        .filter(|r| !full(&after.own, r))
        .collect();
    if !unfilled.is_empty() {
        kinds.push(Kind::RemplirConserver);
    }

    let fausse_case = !kinds.is_empty() || refused.is_some();
    crate::sort::sort(&mut kinds);
    kinds.dedup();
    let consummated = attempt.released || attempt.opponent_thrown;
    if !fausse_case {
        return Ok(Verdict {
            fausse_case,
            kinds,
            consummated,
            options: Vec::new(),
            points: 0,
        });
    }

    let mut options: Vec<Choice> = Vec::new();
    if super::left_as_played(pos, attempt).is_ok() {
        options.push(Choice::Leave);
    }
    if attempt.opponent_thrown {
        // 000 CONSOMMATION: too late, but for a dame left on a coin or put into the opponent's
        // grand jan while he can still fill it.
        for p in &placed {
            let lone_on_coin = p.to == COIN && after.own_at(COIN) == 1;
            if lone_on_coin || (into_interdit && GRAND_JAN_ADVERSE.contains(&p.to)) {
                if let Some(f) = fleche(variant, side, p.to) {
                    options.push(Choice::AdvanceNextCoup(f));
                }
            }
        }
        return Ok(Verdict {
            fausse_case,
            kinds,
            consummated,
            options,
            points: 0,
        });
    }

    // 000 RÉSOLUTION: the opponent plays the faulty dames as he decides, keeping the dames well
    // placed ("il ne peut pas faire rejouer une dame qui a été bien placée"), and only with the
    // dames the mover touched.
    let correct: Vec<(u8, u8)> = placed
        .iter()
        .filter(|p| refused.is_none() && matches!(p.read, Read::Number | Read::ToutDune))
        .map(|p| (p.from, p.to))
        .collect();
    let origins: Vec<u8> = faulty.iter().map(|p| p.from).collect();
    let keeps = |l: &Play| {
        let js = journeys(variant, side, l);
        let ss = singles(variant, side, l);
        correct.iter().all(|c| js.contains(c) || ss.contains(c))
    };
    let only_faulty = |l: &Play| {
        let mut rest = journeys(variant, side, l);
        rest.retain(|j| !correct.contains(j));
        let mut from = origins.clone();
        rest.iter()
            .all(|(f, _)| match from.iter().position(|o| o == f) {
                Some(i) => {
                    from.remove(i);
                    true
                }
                None => false,
            })
    };
    // 000 DAME MAL PLACÉE: "forcer à jouer le coup tout d'une dans le cas seulement où cette
    // dame aurait été portée au delà de la case où aboutit le nombre le plus fort et si le
    // deuxième nombre n'a pas déjà été joué".
    let tout_d_une_barred = mal == 1
        && !placed
            .iter()
            .any(|p| p.read == Read::MalPlacee { au_dela: true });
    let by_both = |l: &Play| {
        journeys(variant, side, l).iter().any(|&(f, t)| {
            origins.contains(&f)
                && l.len() == 2
                && singles(variant, side, l).len() == 2
                && t.saturating_sub(f) == both
        })
    };
    let rectify: Vec<Play> = legal
        .iter()
        .filter(|l| keeps(l) && only_faulty(l))
        .filter(|l| !(tout_d_une_barred && by_both(l)))
        .copied()
        .collect();
    if !rectify.is_empty() {
        options.extend(rectify.into_iter().map(Choice::Impose));
    } else {
        let kept: Vec<Play> = legal.iter().filter(|l| keeps(l)).copied().collect();
        options.push(Choice::Replay(if kept.is_empty() {
            legal.clone()
        } else {
            kept
        }));
    }

    // The narrower rights of some cases.
    let narrowed = |keep: &dyn Fn(&Play) -> bool| -> Option<Choice> {
        let list: Vec<Play> = legal.iter().filter(|l| keep(l)).copied().collect();
        (!list.is_empty()).then_some(Choice::Replay(list))
    };
    // A right that only rectifies the faulty dames replays no well-placed one (000 RÉSOLUTION:
    // "il ne peut pas faire rejouer une dame qui a été bien placée sauf si c'est la seule
    // manière de pouvoir jouer correctement les deux nombres"; 000 DAME MAL PLACÉE: "On ne peut
    // en effet modifier la position d'une dame qui a été jouée correctement"), unless no legal
    // play keeps them all. The coin taken par puissance ("reprendre son coup") and a dame
    // touched ("une dame touchée doit être jouée") are rights over the whole coup.
    let replay_well_placed = !legal.iter().any(keeps);
    let rectified = |keep: &dyn Fn(&Play) -> bool| -> Option<Choice> {
        narrowed(&|l: &Play| keep(l) && (replay_well_placed || keeps(l)))
    };
    if mal == 1 {
        // 000 DAME MAL PLACÉE: "la mettre à sa vraie place" — the faulty dame brought by one
        // number, the other number then the mover's.
        options.extend(narrowed(&|l: &Play| {
            let ss = singles(variant, side, l);
            let mut rest = journeys(variant, side, l);
            rest.retain(|j| !correct.contains(j));
            keeps(l)
                && rest
                    .iter()
                    .any(|&(f, t)| origins.contains(&f) && ss.contains(&(f, t)))
        }));
    }
    if kinds.contains(&Kind::PrendreSonCoin) {
        // "se voir interdire la possibilité de prendre son coin pour ce coup".
        options.extend(narrowed(&|l: &Play| !takes_coin(l)));
    }
    if !unfilled.is_empty() {
        // "obliger le joueur fautif à remplir ou à conserver effectivement".
        options.extend(rectified(&|l: &Play| {
            board_after(pos, l.moves()).is_ok_and(|b| {
                let v = b.view(variant, side);
                unfilled.iter().all(|r| full(&v.own, r))
            })
        }));
    }
    for &c in &covered {
        // "peut se voir interdire de la couvrir pour ce coup".
        options.extend(rectified(&|l: &Play| {
            !journeys(variant, side, l).iter().any(|j| j.1 == c)
        }));
    }
    if passe_au_retour {
        // "remettre la dame jouée à sa place d'origine et de déplacer celle qu'il peut passer
        // au retour pour jouer ainsi les deux nombres".
        options.extend(
            legal
                .iter()
                .filter(|l| l.len() == 2 && passes(l))
                .copied()
                .map(Choice::Impose),
        );
    }
    if !touched.is_empty() {
        // "une dame touchée doit être jouée".
        options.extend(narrowed(&|l: &Play| moves_touched(l)));
    }
    let mut unique: Vec<Choice> = Vec::new();
    for o in options {
        if !unique.contains(&o) {
            unique.push(o);
        }
    }
    Ok(Verdict {
        fausse_case,
        kinds,
        consummated,
        options: unique,
        points: 0,
    })
}

/// The attempt as a play of single-die moves, judged by the rules: a dame tout d'une rests on
/// whichever number's flèche the rules accept.
fn as_play(variant: Variant, side: Side, pos: &Position, placed: &[Placed]) -> Result<Play, Error> {
    let dice = pos.dice().ok_or(Error::NoDice)?;
    let no_step = |s: u8| Error::BadRequest(format!("no step {s} on {side}'s path"));
    let at = |s: u8| -> Result<Dest, Error> {
        if s >= OFF {
            Ok(Dest::Off)
        } else {
            fleche(variant, side, s)
                .map(Dest::To)
                .ok_or_else(|| no_step(s))
        }
    };
    let from = |s: u8| fleche(variant, side, s).ok_or_else(|| no_step(s));
    let mut first_error = None;
    for first in [dice.first(), dice.second()] {
        let mut moves = Vec::new();
        for p in placed {
            if p.read == Read::ToutDune {
                let mid = p.from + first;
                moves.push(Move::new(from(p.from)?, at(mid)?));
                moves.push(Move::new(from(mid)?, at(p.to)?));
            } else {
                moves.push(Move::new(from(p.from)?, at(p.to)?));
            }
        }
        let play =
            Play::from_moves(&moves).ok_or_else(|| Error::BadRequest("too many moves".into()))?;
        match rules::check_play(pos, &play) {
            Ok(()) => return Ok(play),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| Error::BadRequest("nothing was played".into())))
}

/// 000 REPRENDRE UNE DAME: a dame put down for one number may move again only to play both
/// numbers tout d'une; taking it back is refused, and the coup goes on from where it stands.
fn retaken(
    variant: Variant,
    side: Side,
    legal: &[Play],
    placed: &[Placed],
    at: u8,
) -> Result<Verdict, Error> {
    let Some(p) = placed.iter().find(|p| p.to == at) else {
        return Err(Error::BadRequest(
            "dames never go backwards, and none was put down there this coup".into(),
        ));
    };
    let first = (p.from, p.to);
    let allowed: Vec<Play> = legal
        .iter()
        .filter(|l| singles(variant, side, l).contains(&first))
        .copied()
        .collect();
    Ok(Verdict {
        fausse_case: false,
        kinds: vec![Kind::ReprendreUneDame],
        consummated: true,
        options: vec![Choice::Replay(allowed)],
        points: 0,
    })
}
