//! The score sheet of a partie à écrire: a line for each marqué, the running totals, and the
//! décompte général (000 Décompte général; CHRONOLOGIE DE LA PARTIE À ÉCRIRE 6–7).
//!
//! Amounts are jetons de mise, kept by camp (a player alone, a team, or the chouette's two
//! associates), each a transfer from one camp to another, so every column sums to zero; the
//! traditional "compte négatif" of each side's losses is the same figures read the other way.

use crate::ecrire::marque::{Bredouille, MarqueEnd};
use crate::ecrire::reglement::{self, Agreement, Value};
use crate::ecrire::rotation::{Player, Rotation, Seating};
use crate::error::Error;
use crate::side::Side;

/// One marqué on the sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The marqué's number, from 1; refaits do not count.
    pub number: u32,
    /// Who played it; the one with the primauté played the white dames.
    pub seating: Seating,
    /// The trous of each void attempt before it, (primauté, other): one per refait.
    pub refaits: Vec<[u32; 2]>,
    /// Trous of (primauté, other) when it ended.
    pub trous: [u32; 2],
    /// Who won it, and who lost it.
    pub winner: Player,
    /// The loser.
    pub loser: Player,
    /// Simple, petite or grande bredouille.
    pub bredouille: Bredouille,
    /// The winner never left before the end.
    pub sans_lever: bool,
    /// The loser left while behind.
    pub volontaire: bool,
    /// Multiple, consolation and payment, loser to winner.
    pub value: Value,
    /// À tourner: the vacant player and the consolation the loser pays him.
    pub vacant: Option<(Player, i64)>,
    /// Jetons the loser put in the queue des jetons.
    pub queue: u8,
    /// Each camp's jetons de mise once this marqué is paid.
    pub totals: Vec<i64>,
}

/// The queue des jetons at the end (000 Décompte général: "attribuée … à celui qui se trouve avoir
/// gagné le plus de jetons de mise pour les marqués joués. En cas d'égalité, la queue des jetons
/// est partagée entre les joueurs").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueDesJetons {
    /// All the jetons put in.
    pub pot: i64,
    /// What each camp put in.
    pub put: Vec<i64>,
    /// The camps it goes to: one, or those tied.
    pub to: Vec<usize>,
    /// What each camp gains by it: its share less what it put in.
    pub net: Vec<i64>,
}

/// The paris between two camps (000 Paris et queue des paris).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paris {
    /// The camp that won more marqués against the other.
    pub winner: usize,
    /// The other.
    pub loser: usize,
    /// Marqués the winner won against the loser.
    pub won: u32,
    /// Marqués the loser won against the winner.
    pub lost: u32,
    /// Double paris beyond the contingent; the first is the postillon.
    pub double_paris: u32,
    /// Of the payment, the queue des paris (20 jetons with the postillon).
    pub queue: i64,
    /// The whole payment, loser to winner.
    pub jetons: i64,
}

/// The décompte général, in the order 000 gives it: the queue des jetons "juste avant le décompte
/// des paris", the paris, the compte définitif in jetons, its fiches, the queue générale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decompte {
    /// Each camp's jetons de mise from the marqués.
    pub mise: Vec<i64>,
    /// The queue des jetons.
    pub queue_des_jetons: QueueDesJetons,
    /// The paris, one entry for each pair of camps with a pari.
    pub paris: Vec<Paris>,
    /// Each camp's jetons once the queue and paris are paid.
    pub jetons: Vec<i64>,
    /// Those jetons in fiches.
    pub fiches: Vec<i64>,
    /// The queue générale in fiches: to the one camp with the most jetons, from each other.
    pub queue_generale: Vec<i64>,
    /// The final count in fiches.
    pub total: Vec<i64>,
}

/// A partie's score sheet, filled marqué by marqué.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// What was agreed.
    pub agreement: Agreement,
    /// Who plays which marqué.
    pub rotation: Rotation,
    /// The marqués played, in order.
    pub lines: Vec<Line>,
    /// The refaits of the marqué being played, (primauté, other) trous each.
    pub pending_refaits: Vec<[u32; 2]>,
    /// What each camp owes each other one for the marqués (`owed[a * camps + b]`: jetons camp b
    /// pays camp a, net; the fiches settle it a pair at a time), held to an i64 as the totals
    /// are: marqués that go round à tourner (0 beats 1, 2 beats 0, 1 beats 2) leave every total
    /// at nought and add to every debt, which summed past an i64 then.
    owed: Vec<i64>,
}

impl Sheet {
    /// An empty sheet for the agreed partie, its first marqué seated by the lot.
    pub fn new(agreement: Agreement, first: Seating) -> Result<Sheet, Error> {
        agreement.check()?;
        let rotation = Rotation {
            formation: agreement.formation,
            first,
        };
        rotation.seating(0, None)?;
        let camps = agreement.formation.camps().len();
        Ok(Sheet {
            agreement,
            rotation,
            lines: Vec::new(),
            pending_refaits: Vec::new(),
            owed: vec![0; camps * camps],
        })
    }

    /// Whether every agreed marqué has been played.
    pub fn is_over(&self) -> bool {
        self.lines.len() >= self.agreement.marques as usize
    }

    /// Who plays the next marqué, `None` once the partie is over. After a refait, the same
    /// seating: "le joueur qui avait eu au début du marqué la primauté du dé, la reprend de droit
    /// pour ce nouveau marqué et conserve sa couleur de dames" (000 Refait).
    pub fn next_seating(&self) -> Result<Option<Seating>, Error> {
        if self.is_over() {
            return Ok(None);
        }
        let k = self.lines.len() as u32;
        let first_winner = self.lines.first().map(|l| l.winner);
        self.rotation.seating(k, first_winner).map(Some)
    }

    /// The player who plays `side` in the current marqué: White is the primauté's.
    fn player_of(seating: Seating, side: Side) -> Player {
        match side {
            Side::White => seating.primaute,
            Side::Black => seating.other,
        }
    }

    /// Writes the end of the current marqué: a refait waits for the marqué played again; a marqué
    /// won is paid and gets its line.
    pub fn record(&mut self, end: &MarqueEnd) -> Result<(), Error> {
        let seating = self
            .next_seating()?
            .ok_or_else(|| Error::BadRequest("the partie is over".into()))?;
        let won = match end {
            MarqueEnd::Refait { trous, .. } => {
                self.pending_refaits.push(*trous);
                return Ok(());
            }
            MarqueEnd::Won(won) => won,
        };
        let refaits = u32::try_from(self.pending_refaits.len())
            .map_err(|_| Error::BadRequest("too many refaits".into()))?;
        let value = reglement::value(self.agreement.convention, won, refaits)?;
        let winner = Sheet::player_of(seating, won.winner);
        let loser = Sheet::player_of(seating, won.winner.opponent());
        let formation = self.agreement.formation;
        // 000 PARTIE À TOURNER: "celui qui a perdu, outre la consolation qu'il paye de droit à son
        // adversaire, en paye une égale à celui qui est vacant … En cas de refait, cette
        // consolation suit … les mêmes progressions".
        let vacant = match formation {
            crate::ecrire::Formation::ATourner => (0..3)
                .find(|&p| !seating.plays(p))
                .map(|p| (p, value.consolation)),
            _ => None,
        };
        let mut totals = self
            .lines
            .last()
            .map(|l| l.totals.clone())
            .unwrap_or_else(|| vec![0; formation.camps().len()]);
        let camps = formation.camps().len();
        let mut owed = self.owed.clone();
        let mut pay = |to: Player, amount: i64| -> Result<(), Error> {
            let overflow = || Error::BadRequest("jetons too many to count".into());
            let (to, from) = (formation.camp(to), formation.camp(loser));
            // `gain`: the camp at `i` receives `amount`, else pays it.
            let add = |v: &mut Vec<i64>, i: usize, gain: bool| -> Result<(), Error> {
                let t = v
                    .get_mut(i)
                    .ok_or_else(|| Error::BadRequest("a player not at the table".into()))?;
                let next = if gain {
                    t.checked_add(amount)
                } else {
                    t.checked_sub(amount)
                };
                *t = next.ok_or_else(overflow)?;
                Ok(())
            };
            add(&mut totals, to, true)?;
            add(&mut totals, from, false)?;
            add(&mut owed, to * camps + from, true)?;
            add(&mut owed, from * camps + to, false)
        };
        pay(winner, value.payment)?;
        if let Some((v, c)) = vacant {
            pay(v, c)?;
        }
        let trous = [
            won.trous[Side::White.index()],
            won.trous[Side::Black.index()],
        ];
        self.lines.push(Line {
            number: self.lines.len() as u32 + 1,
            seating,
            refaits: std::mem::take(&mut self.pending_refaits),
            trous,
            winner,
            loser,
            bredouille: won.bredouille,
            sans_lever: won.sans_lever,
            volontaire: won.volontaire,
            value,
            vacant,
            queue: self.agreement.jetons_de_queue,
            totals,
        });
        self.owed = owed;
        Ok(())
    }

    /// The décompte général of the marqués played so far (the partie's own once it is over).
    pub fn decompte(&self) -> Decompte {
        let formation = self.agreement.formation;
        let camps = formation.camps().len();
        let mise = self
            .lines
            .last()
            .map(|l| l.totals.clone())
            .unwrap_or_else(|| vec![0; camps]);
        let mut put = vec![0i64; camps];
        let mut wins = vec![vec![0u32; camps]; camps];
        for l in &self.lines {
            let (w, lo) = (formation.camp(l.winner), formation.camp(l.loser));
            if let Some(p) = put.get_mut(lo) {
                *p += i64::from(l.queue);
            }
            if let Some(c) = wins.get_mut(w).and_then(|r| r.get_mut(lo)) {
                *c += 1;
            }
        }
        let queue_des_jetons = queue_des_jetons(&mise, put);
        let mut jetons: Vec<i64> = mise
            .iter()
            .zip(&queue_des_jetons.net)
            .map(|(m, q)| m.saturating_add(*q))
            .collect();
        let mut paris = Vec::new();
        for a in 0..camps {
            for b in 0..camps {
                let won = wins.get(a).and_then(|r| r.get(b)).copied().unwrap_or(0);
                let lost = wins.get(b).and_then(|r| r.get(a)).copied().unwrap_or(0);
                let n = reglement::double_paris(won, lost);
                if n == 0 {
                    continue;
                }
                let amount = reglement::paris_payment(n);
                // Saturating: only a sheet of absurd trous comes near the bounds.
                if let Some(j) = jetons.get_mut(a) {
                    *j = j.saturating_add(amount);
                }
                if let Some(j) = jetons.get_mut(b) {
                    *j = j.saturating_sub(amount);
                }
                paris.push(Paris {
                    winner: a,
                    loser: b,
                    won,
                    lost,
                    double_paris: n,
                    queue: reglement::QUEUE_DES_PARIS,
                    jetons: amount,
                });
            }
        }
        let fiches = self.fiches(&queue_des_jetons.net, &paris);
        let mut queue_generale = vec![0i64; camps];
        let g = i64::from(self.agreement.queue_generale);
        if let Some(best) = leaders(&jetons)
            .filter(|b| b.len() == 1)
            .and_then(|b| b.first().copied())
        {
            for (c, q) in queue_generale.iter_mut().enumerate() {
                *q = if c == best {
                    g * (camps as i64 - 1)
                } else {
                    -g
                };
            }
        }
        let total = fiches
            .iter()
            .zip(&queue_generale)
            .map(|(f, q)| f + q)
            .collect();
        Decompte {
            mise,
            queue_des_jetons,
            paris,
            jetons,
            fiches,
            queue_generale,
            total,
        }
    }
}

impl Sheet {
    /// Each camp's jetons in fiches, settled between each two camps: "Ce paiement s'effectue
    /// entre chaque joueur" (000 Paris) and the compte définitif is "en soustrayant du compte du
    /// vainqueur celui du vaincu" (000 Queue générale), so what each camp owes each other one is
    /// turned into fiches, and a camp's fiches are the sum of its settlements. Rounding each
    /// camp's own total instead gave three camps à tourner fiches that did not sum to zero
    /// (`[6, -7, 2]`); rounded a debt at a time, what one camp gains another pays. Two camps
    /// owe each other their whole totals, so en tête à tête, in teams and à la chouette the
    /// fiches are those totals' as before.
    fn fiches(&self, queue_net: &[i64], paris: &[Paris]) -> Vec<i64> {
        let formation = self.agreement.formation;
        let camps = formation.camps().len();
        // owed[a * camps + b]: jetons camp b pays camp a, net of what a pays b; the marqués' own
        // are kept as they are paid (`record`), the queue's and the paris' few added here.
        let mut owed = self.owed.clone();
        let mut pay = |from: usize, to: usize, amount: i64| {
            if let Some(o) = owed.get_mut(to * camps + from) {
                *o = o.saturating_add(amount);
            }
            if let Some(o) = owed.get_mut(from * camps + to) {
                *o = o.saturating_sub(amount);
            }
        };
        for (from, to, amount) in settle(queue_net) {
            pay(from, to, amount);
        }
        for p in paris {
            pay(p.loser, p.winner, p.jetons);
        }
        owed.chunks(camps.max(1))
            .map(|row| {
                row.iter()
                    .map(|&j| reglement::fiches(j, self.agreement.cinq))
                    .fold(0i64, i64::saturating_add)
            })
            .collect()
    }
}

/// The queue des jetons as payments from camp to camp: each camp that loses by it pays, in seat
/// order, the camps that gain, in seat order. With one camp taking the queue (the rule; a tie is
/// rare) each other camp pays it exactly the jetons it put in.
fn settle(net: &[i64]) -> Vec<(usize, usize, i64)> {
    let mut owes: Vec<(usize, i64)> = (0..net.len())
        .filter_map(|c| {
            net.get(c)
                .filter(|&&n| n < 0)
                .map(|&n| (c, n.saturating_neg()))
        })
        .collect();
    let mut out = Vec::new();
    for (to, &gain) in net.iter().enumerate() {
        let mut left = gain;
        for (from, debt) in owes.iter_mut() {
            if left <= 0 {
                break;
            }
            let amount = left.min(*debt);
            if amount > 0 {
                out.push((*from, to, amount));
                *debt -= amount;
                left -= amount;
            }
        }
    }
    out
}

/// The camps with the most jetons (all of them when every total is equal); `None` for no camp.
fn leaders(totals: &[i64]) -> Option<Vec<usize>> {
    let best = totals.iter().copied().max()?;
    Some(
        totals
            .iter()
            .enumerate()
            .filter(|(_, &t)| t == best)
            .map(|(c, _)| c)
            .collect(),
    )
}

/// The queue des jetons to the camp with the most jetons de mise, shared on a tie. *Decision*:
/// 000 does not say where a jeton that does not share goes; the tied camps take the remainder one
/// jeton each in seat order, so the jetons still sum to zero.
fn queue_des_jetons(mise: &[i64], put: Vec<i64>) -> QueueDesJetons {
    let pot: i64 = put.iter().sum();
    let to = leaders(mise).unwrap_or_default();
    let mut net: Vec<i64> = put.iter().map(|p| -p).collect();
    let k = to.len() as i64;
    if k > 0 {
        let (share, mut rest) = (pot / k, pot % k);
        for &c in &to {
            if let Some(n) = net.get_mut(c) {
                *n += share + i64::from(rest > 0);
            }
            rest -= 1;
        }
    }
    QueueDesJetons { pot, put, to, net }
}
