//! The ladder of the computer's levels, named for players.

/// How well the computer plays (docs/strength.md: each level measured against the one below).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Débutant: any legal play, chosen from a hash of the position (deterministic, but
    /// without judgment).
    Debutant,
    /// Amateur: one ply, the best position for the opponent's coming roll, plus positional
    /// terms.
    Amateur,
    /// Fort: the amateur's choice, its best few plays also judged on the mover's own
    /// following roll.
    Fort,
    /// Maître: every legal play judged by the learned evaluation, the chances of winning the
    /// tour (trained by self-play; `ai::train`).
    Maitre,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Debutant, Level::Amateur, Level::Fort, Level::Maitre];

    /// The level's name (a player's rank, in French): what `parse` reads back.
    pub fn name(self) -> &'static str {
        match self {
            Level::Debutant => "débutant",
            Level::Amateur => "amateur",
            Level::Fort => "fort",
            Level::Maitre => "maître",
        }
    }

    /// The level of a name (`name`'s), or of its former English name (`random`, `greedy`,
    /// `expert`), which the package and the page sent before the ladder had ranks.
    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "random" => return Some(Level::Debutant),
            "greedy" => return Some(Level::Amateur),
            "expert" => return Some(Level::Fort),
            _ => {}
        }
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.name()), Some(l));
        }
        assert_eq!(Level::parse("greedy"), Some(Level::Amateur));
        assert_eq!(Level::parse("maître"), Some(Level::Maitre));
        assert_eq!(Level::parse("grand-maître"), None);
    }
}
