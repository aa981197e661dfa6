//! Who plays each marqué, against whom, with which primauté: the lot at the start and the
//! rotation after it (000 PARTIE À QUATRE JOUEURS, PARTIE À LA CHOUETTE, PARTIE À TOURNER;
//! CHRONOLOGIE DE LA PARTIE À ÉCRIRE 5–6).

use crate::error::{Error, SeatingRule};

/// A player, by seat: 0, 1, … in the order they sat down.
pub type Player = usize;

/// How many play and who is with whom (000 DESCRIPTION: "à deux, à trois, ou bien à quatre
/// joueurs … À trois joueurs, on peut jouer à la CHOUETTE ou à TOURNER. À quatre joueurs, on joue
/// par équipe de deux").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Formation {
    /// Two players, en tête à tête.
    TeteATete,
    /// Three: player 0 makes the chouette against players 1 and 2, who are associated.
    Chouette,
    /// Three, each for himself.
    ATourner,
    /// Four in two teams: players 0 and 1 against 2 and 3.
    Equipes,
}

impl Formation {
    /// How many players sit at the table.
    pub fn players(self) -> usize {
        match self {
            Formation::TeteATete => 2,
            Formation::Chouette | Formation::ATourner => 3,
            Formation::Equipes => 4,
        }
    }

    /// The camps whose interests are common, each a list of players. Payments are between camps
    /// (000 PARTIE À QUATRE JOUEURS: "les intérêts sont communs aux équipiers").
    pub fn camps(self) -> Vec<Vec<Player>> {
        match self {
            Formation::TeteATete => vec![vec![0], vec![1]],
            Formation::Chouette => vec![vec![0], vec![1, 2]],
            Formation::ATourner => vec![vec![0], vec![1], vec![2]],
            Formation::Equipes => vec![vec![0, 1], vec![2, 3]],
        }
    }

    /// The camp of a player.
    pub fn camp(self, player: Player) -> usize {
        match self {
            Formation::TeteATete | Formation::ATourner => player,
            Formation::Chouette => usize::from(player > 0),
            Formation::Equipes => player / 2,
        }
    }

    /// The first marqué's seating when none is given and no lot is drawn: seat 0 with the
    /// primauté against seat 1, and in teams against seat 2, the first player of the other team
    /// (000 PARTIE À QUATRE JOUEURS, exemple: "A joue d'abord contre C").
    pub fn default_first(self) -> Seating {
        Seating {
            primaute: 0,
            other: if self == Formation::Equipes { 2 } else { 1 },
        }
    }

    /// Refuses a first seating the formation forbids: two teammates against each other
    /// (000 PARTIE À QUATRE JOUEURS: "on joue par équipe de deux"), or à la chouette an associate
    /// with the primauté (000 PARTIE À LA CHOUETTE: the chouette "a la priorité du dé au premier
    /// coup de la partie"). Seats off the table are the caller's to refuse first.
    pub fn check_first(self, first: Seating) -> Result<(), Error> {
        let rule = match self {
            Formation::Equipes if self.camp(first.primaute) == self.camp(first.other) => {
                SeatingRule::Teammates
            }
            Formation::Chouette if first.primaute != 0 => SeatingRule::ChouettePrimaute,
            _ => return Ok(()),
        };
        Err(Error::BadSeating {
            rule,
            primaute: first.primaute,
            other: first.other,
        })
    }

    /// The name at the boundary.
    pub fn name(self) -> &'static str {
        match self {
            Formation::TeteATete => "tete-a-tete",
            Formation::Chouette => "chouette",
            Formation::ATourner => "a-tourner",
            Formation::Equipes => "equipes",
        }
    }

    /// Reads a name written by [`Formation::name`].
    pub fn parse(s: &str) -> Option<Formation> {
        [
            Formation::TeteATete,
            Formation::Chouette,
            Formation::ATourner,
            Formation::Equipes,
        ]
        .into_iter()
        .find(|f| f.name() == s)
    }
}

/// The two players of a marqué: the one with the primauté plays first (and, in this engine, the
/// white dames: 000 "La primauté et éventuellement la couleur des dames alternent").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    /// Who has the primauté du dé.
    pub primaute: Player,
    /// His opponent.
    pub other: Player,
}

impl Seating {
    /// The same two players, the primauté passed.
    pub fn swapped(self) -> Seating {
        Seating {
            primaute: self.other,
            other: self.primaute,
        }
    }
    /// Whether `p` plays this marqué.
    pub fn plays(self, p: Player) -> bool {
        self.primaute == p || self.other == p
    }
    /// The opponent of `p` (`p` itself if it does not play).
    pub fn opponent(self, p: Player) -> Player {
        if p == self.primaute {
            self.other
        } else if p == self.other {
            self.primaute
        } else {
            p
        }
    }
}

/// Those who sit out a marqué, each with the player he may advise: in teams and à la chouette
/// his camp's player ("Celui qui ne joue pas a le droit de conseiller celui qui joue … Mais cet
/// équipier extérieur ne doit pas toucher aux dames ni aux jetons", 000 PARTIE À QUATRE JOUEURS;
/// the chouette "selon le même modèle"); à tourner the vacant player, who may advise "celui des
/// deux joueurs dont le succès se trouve utile à son propre intérêt" (000 PARTIE À TOURNER):
/// that depends on the sheet and is his to judge, so `None`.
pub fn bystanders(formation: Formation, seating: Seating) -> Vec<(Player, Option<Player>)> {
    (0..formation.players())
        .filter(|&p| !seating.plays(p))
        .map(|p| {
            let camp = formation.camp(p);
            let advises = match formation {
                Formation::ATourner | Formation::TeteATete => None,
                Formation::Chouette | Formation::Equipes => [seating.primaute, seating.other]
                    .into_iter()
                    .find(|&q| formation.camp(q) == camp),
            };
            (p, advises)
        })
        .collect()
}

/// The lot at the start: every die thrown, in order, and the first marqué's seating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lot {
    /// Each die thrown, with its thrower, equal dice thrown again.
    pub throws: Vec<(Player, u8)>,
    /// Who plays the first marqué, and who has its primauté.
    pub first: Seating,
}

/// Rethrows allowed before a lot is given up (a die source that always ties).
const MAX_THROWS: usize = 200;

struct Thrower<'a> {
    throw: &'a mut dyn FnMut(Player) -> Result<u8, Error>,
    log: Vec<(Player, u8)>,
}

impl Thrower<'_> {
    fn one(&mut self, p: Player) -> Result<u8, Error> {
        if self.log.len() >= MAX_THROWS {
            return Err(Error::BadRequest(
                "the lot never ends: the dice always tie".into(),
            ));
        }
        let d = (self.throw)(p)?;
        if !(1..=6).contains(&d) {
            return Err(Error::BadDice(format!("a die of {d}")));
        }
        self.log.push((p, d));
        Ok(d)
    }

    /// Players ranked by their dice, highest first, equal dice thrown again among those tied
    /// (000 PARTIE À QUATRE JOUEURS: "ils doivent relancer les dés pour la primauté car ils
    /// étaient à égalité"). Each comes with the last die he threw.
    fn rank(&mut self, mut thrown: Vec<(Player, u8)>) -> Result<Vec<(Player, u8)>, Error> {
        crate::sort::sort_by_key(&mut thrown, |t| std::cmp::Reverse(t.1));
        let mut out = Vec::with_capacity(thrown.len());
        let mut i = 0;
        while i < thrown.len() {
            let d = thrown.get(i).map_or(0, |t| t.1);
            let tied: Vec<Player> = thrown
                .iter()
                .skip(i)
                .take_while(|t| t.1 == d)
                .map(|t| t.0)
                .collect();
            i += tied.len();
            if tied.len() == 1 {
                out.extend(tied.into_iter().map(|p| (p, d)));
            } else {
                let mut again = Vec::with_capacity(tied.len());
                for p in tied {
                    again.push((p, self.one(p)?));
                }
                out.extend(self.rank(again)?);
            }
        }
        Ok(out)
    }

    fn throw_all(&mut self, players: &[Player]) -> Result<Vec<(Player, u8)>, Error> {
        players.iter().map(|&p| Ok((p, self.one(p)?))).collect()
    }
}

fn pick(ranked: &[(Player, u8)], i: usize) -> Result<(Player, u8), Error> {
    ranked
        .get(i)
        .copied()
        .ok_or_else(|| Error::BadRequest("the lot has too few players".into()))
}

/// Draws lots for the first marqué (000 CHRONOLOGIE 5: "Tirer au sort pour déterminer les premiers
/// joueurs et la primauté"), each player throwing one die when `throw` is called with his seat:
/// - en tête à tête, the higher die has the primauté;
/// - à tourner, the two higher dice play, the highest with the primauté (000 PARTIE À TOURNER,
///   exemple: 6, 4 and as, "A joue d'abord contre B et a la primauté");
/// - à la chouette, the associates throw for who plays first; the chouette has the primauté
///   ("Il a la priorité du dé au premier coup de la partie"). *Decision*: 000 does not say how the
///   chouette is chosen; it is agreed, and sits at seat 0;
/// - in teams, the higher die of each team plays, and the two dice that chose them give the
///   primauté, thrown again if equal (000 PARTIE À QUATRE JOUEURS, exemple).
pub fn draw(
    formation: Formation,
    throw: &mut dyn FnMut(Player) -> Result<u8, Error>,
) -> Result<Lot, Error> {
    let mut t = Thrower {
        throw,
        log: Vec::new(),
    };
    let first = match formation {
        Formation::TeteATete | Formation::ATourner => {
            let all: Vec<Player> = (0..formation.players()).collect();
            let thrown = t.throw_all(&all)?;
            let ranked = t.rank(thrown)?;
            Seating {
                primaute: pick(&ranked, 0)?.0,
                other: pick(&ranked, 1)?.0,
            }
        }
        Formation::Chouette => {
            let thrown = t.throw_all(&[1, 2])?;
            let ranked = t.rank(thrown)?;
            Seating {
                primaute: 0,
                other: pick(&ranked, 0)?.0,
            }
        }
        Formation::Equipes => {
            let thrown = t.throw_all(&[0, 1, 2, 3])?;
            let (ours, theirs): (Vec<_>, Vec<_>) = thrown.into_iter().partition(|t| t.0 < 2);
            let a = pick(&t.rank(ours)?, 0)?;
            let c = pick(&t.rank(theirs)?, 0)?;
            let ranked = t.rank(vec![a, c])?;
            Seating {
                primaute: pick(&ranked, 0)?.0,
                other: pick(&ranked, 1)?.0,
            }
        }
    };
    Ok(Lot {
        throws: t.log,
        first,
    })
}

/// The rotation of the marqués after the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rotation {
    /// The formation.
    pub formation: Formation,
    /// The first marqué's seating, from the lot.
    pub first: Seating,
}

impl Rotation {
    /// The seating of the marqué numbered `k` from 0 (refaits not counted: a refait is played
    /// again by the same seating), given the winner of the first marqué once it is known:
    /// - en tête à tête the primauté alternates (000 Terminer le marqué);
    /// - in teams the first marqué's winner steps out for his partner, and from then on each
    ///   player steps out after two marqués in a row, the one who stays having the primauté
    ///   (000 PARTIE À QUATRE JOUEURS);
    /// - à tourner likewise: the first marqué's loser steps out, then each after two in a row,
    ///   the one who stays having the primauté (000 PARTIE À TOURNER). *Decision*: 000's words
    ///   "celui qui a perdu se retire" are said of the first marqué only, and its example goes on
    ///   A–B, B–C, C–A, A–B … to "C joue contre A" whatever the results, so after the first
    ///   marqué the rotation is fixed;
    /// - à la chouette the chouette plays every marqué and its associates come in as the teams
    ///   do (the winner of the first steps out; a loser stays), the primauté alternating at each
    ///   marqué (000 PARTIE À LA CHOUETTE: "cette primauté alterne à chaque changement
    ///   d'adversaire"). *Decision*: between two marqués against the same associate the two-
    ///   player rule alternates it too.
    pub fn seating(&self, k: u32, first_winner: Option<Player>) -> Result<Seating, Error> {
        let first = self.first;
        let n = self.formation.players();
        if first.primaute >= n || first.other >= n || first.primaute == first.other {
            return Err(Error::BadRequest(
                "the first marqué's seating is not of this table".into(),
            ));
        }
        self.formation.check_first(first)?;
        if k == 0 {
            return Ok(first);
        }
        if self.formation == Formation::TeteATete {
            return Ok(if k % 2 == 0 { first } else { first.swapped() });
        }
        let w = first_winner
            .filter(|&w| first.plays(w))
            .ok_or_else(|| Error::BadRequest("the first marqué's winner is not known".into()))?;
        let l = first.opponent(w);
        let seat = |primaute, other| Seating { primaute, other };
        Ok(match self.formation {
            Formation::TeteATete => first,
            Formation::Equipes => {
                let partner = |p: Player| p ^ 1;
                let cycle = [
                    seat(l, partner(w)),
                    seat(partner(w), partner(l)),
                    seat(partner(l), w),
                    seat(w, l),
                ];
                pick_seat(&cycle, k)?
            }
            Formation::ATourner => {
                let third = (0..3).find(|&p| !first.plays(p)).unwrap_or(0);
                let cycle = [seat(w, third), seat(third, l), seat(l, w)];
                pick_seat(&cycle, k)?
            }
            Formation::Chouette => {
                let chouette = 0;
                let a1 = first.opponent(chouette);
                let a2 = 3 - a1;
                let opponent = if w == a1 {
                    if ((k - 1) / 2) % 2 == 0 {
                        a2
                    } else {
                        a1
                    }
                } else if (k / 2) % 2 == 0 {
                    a1
                } else {
                    a2
                };
                if k % 2 == 0 {
                    seat(chouette, opponent)
                } else {
                    seat(opponent, chouette)
                }
            }
        })
    }
}

/// The seating of marqué `k` (from 1) in a cycle that starts at the second marqué.
fn pick_seat(cycle: &[Seating], k: u32) -> Result<Seating, Error> {
    let len = cycle.len().max(1);
    cycle
        .get((k as usize - 1) % len)
        .copied()
        .ok_or_else(|| Error::BadRequest("an empty rotation".into()))
}
