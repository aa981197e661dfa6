//! Typed errors. Every error has a stable kebab-case `code` (the page and the package translate
//! codes, not messages) and an English message naming what is wrong and where.

use crate::fleche::Fleche;
use crate::side::Side;
use crate::variant::Variant;
use std::fmt;

/// Why the library refuses an input or a request: a text it cannot read, a position that cannot
/// stand, a play the rules forbid (with its `Rule`), a request the game's state does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The text is not JSON, or not of the expected shape.
    BadJson(String),
    /// A field the format does not define.
    UnknownField(String),
    /// A flèche name other than B1…B12, N1…N12.
    UnknownFleche(String),
    /// A flèche given 0 dames, or more than 15.
    BadCount {
        /// Whose dames.
        side: Side,
        /// The flèche, as named.
        fleche: String,
        /// The count given.
        count: i64,
    },
    /// More than 15 dames for one side.
    TooManyDames {
        /// Whose dames.
        side: Side,
        /// How many were given.
        count: u32,
    },
    /// Both sides have dames on the same flèche.
    FlecheHeldByBoth(Fleche),
    /// Dice not each 1–6, or not two of them.
    BadDice(String),
    /// 000 COINS: "Il est interdit de placer ou de laisser une seule dame sur son coin de repos."
    LoneDameOnCoin {
        /// Whose dame.
        side: Side,
        /// The side's coin.
        fleche: Fleche,
    },
    /// 000 COINS: no dame may ever stand on the opponent's coin de repos.
    DameOnOpponentCoin {
        /// Whose dames.
        side: Side,
        /// The opponent's coin.
        fleche: Fleche,
    },
    /// A side with dames borne off but some still outside its jan de retour (000 SORTIE: one bears
    /// off only once all dames are in the last jan, and a dame never moves backwards).
    BorneOffOutsideRetour {
        /// Whose dames.
        side: Side,
        /// A flèche outside the last six that holds one of them.
        fleche: Fleche,
        /// The game, which says where that side's last six flèches are.
        variant: Variant,
    },
    /// A side with no dame on the board: after the last sortie the dames are relevées (000 SORTIE).
    NoDames(Side),
    /// A score out of range or impossible (points 0–11, both sides bredouille with points).
    BadScore(String),
    /// The compact notation could not be read.
    BadNotation {
        /// The field being read (`notation::compact::FIELDS`, or `end`).
        field: &'static str,
        /// Where, as a 1-based column in characters.
        column: usize,
        /// What is wrong there.
        message: String,
        /// What is wrong there as the position's own refusal (a flèche's count, a flèche's
        /// name, a side's dames), when it is one: its code and fields, for a reader to say in
        /// his language; None for a fault of the notation's syntax.
        cause: Option<Box<Error>>,
    },
    /// The position has no dice, and the request needs a roll.
    NoDice,
    /// A play the rules forbid, with the rule it breaks.
    IllegalPlay {
        /// The rule broken.
        rule: Rule,
        /// How the play breaks it.
        message: String,
    },
    /// A request that does not fit the state of the game (e.g. a decision that is not offered).
    BadRequest(String),
    /// A right of the opponent after an école (refuse a leave, force a fill, choose a jeton, …)
    /// asked for when it is not open: not his, not now, or already exercised or waived
    /// (docs/rules/ecole.md, "The opponent's rights").
    NoRight(String),
    /// A roll's note (a comment and drawings, docs/record.md "Notes") the format does not hold:
    /// a comment too long, too many drawings, a drawing on no flèche.
    BadNote(String),
    /// An input longer than a boundary reads (`notation::MAX_INPUT` bytes of text), refused
    /// before it is read.
    TooLarge {
        /// The input's length, in bytes.
        size: usize,
        /// The most a boundary reads, in bytes.
        limit: usize,
    },
    /// A partie à écrire seated against its formation (`ecrire::Rotation`): two teammates
    /// against each other, or an associate with the chouette's first primauté.
    BadSeating {
        /// The rule the seating breaks.
        rule: SeatingRule,
        /// The seat given the primauté of the first marqué.
        primaute: usize,
        /// His opponent.
        other: usize,
    },
    /// A game longer than the engine plays and writes back whole (docs/limits.md): more
    /// marqués, or a higher goal, than a record of the game can hold.
    OverLimit {
        /// What is too large.
        what: &'static str,
        /// As asked.
        asked: u64,
        /// The most accepted.
        limit: u64,
    },
    /// A game record the engine cannot replay: the record's own code (`record::RecordError`),
    /// the step (0 for the record as a whole) and what is wrong. A message of a game by
    /// correspondence refused is one too (docs/correspondence.md): its code (`bad-check`,
    /// `bad-link`, …), its number in the exchange as the step (0 the invitation).
    Record {
        /// The record's own code (`record::RecordError::code`).
        code: &'static str,
        /// The step refused, counted from 1; 0 for the record as a whole.
        step: usize,
        /// What is wrong.
        message: String,
    },
}

/// The rule a refused play breaks. The code is stable; the message says how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// A move is not of a die's number, or not from a flèche holding the mover's dame.
    NotTheDice,
    /// 000 LOIS: never onto a flèche the opponent holds.
    OpponentFleche,
    /// 000 LOIS: tout d'une needs a repos (an empty or own flèche) at the first number.
    NoRepos,
    /// 000 COINS: the coin is taken and left d'emblée only; never one dame on it.
    LoneDameOnCoin,
    /// 000 COINS: never onto the opponent's coin.
    OpponentCoin,
    /// 000 COINS: the coin must be taken par effet when both effet and puissance are possible.
    CoinParEffet,
    /// 000 RETOUR / JAN INTERDIT: not into the opponent's petit or grand jan while he can still fill it.
    JanInterdit,
    /// 000 SORTIE: bearing off only with every dame in the jan de retour, by the rules of the numbers.
    BearingOff,
    /// 000 IMPUISSANCE: both numbers must be played when possible.
    MustPlayBoth,
    /// 000 IMPUISSANCE: when only one number can be played and there is a choice, the larger.
    MustPlayLarger,
    /// 000 REMPLIR et CONSERVER, FAUSSE CASE: a plein must be filled when possible.
    MustFill,
    /// 000 REMPLIR et CONSERVER, CONSERVER EN SORTANT: a plein must be kept when possible.
    MustConserve,
    /// 000 SORTIE: the last dames must be borne off when they can be.
    MustBearOffLast,
    /// The play is not one of the legal plays, for a reason not named above.
    NotLegal,
    // Jacquet (003) rules.
    /// 003 LE POSTILLON: no other dame leaves the talon before the postillon reaches the last quadrant.
    Postillon,
    /// 003 OBLIGATION DE SE DÉPLACER / DOUBLE: a doublet's four numbers are played as far as possible.
    MustPlayMost,
    /// 003 SORTIE DES DAMES: when the die's flèche is empty and flèches before it are held, the
    /// farthest dame must be advanced; bearing off by a larger number only from the farthest dame.
    FarthestDame,
    /// 003 VARIANTE BOUCHON: six flèches in a row held by one side must not be formed.
    Bouchon,
    /// 003 VARIANTE SORTIE: no bearing off while the opponent still has a dame on his talon.
    OpponentTalon,
}

/// The rule a partie à écrire's first seating breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatingRule {
    /// 000 PARTIE À QUATRE JOUEURS: "on joue par équipe de deux"; each marqué sets a player of
    /// one team against one of the other (its example: "A joue d'abord contre C").
    Teammates,
    /// 000 PARTIE À LA CHOUETTE: the chouette "a la priorité du dé au premier coup de la partie".
    ChouettePrimaute,
}

impl SeatingRule {
    /// The rule's stable code: the refusal's.
    pub fn code(self) -> &'static str {
        match self {
            SeatingRule::Teammates => "teammates-opposed",
            SeatingRule::ChouettePrimaute => "chouette-primaute",
        }
    }
}

impl Rule {
    /// The rule's stable kebab-case code (`"jan-interdit"`, …): the code of the refusal.
    pub fn code(self) -> &'static str {
        match self {
            Rule::NotTheDice => "not-the-dice",
            Rule::OpponentFleche => "opponent-fleche",
            Rule::NoRepos => "no-repos",
            Rule::LoneDameOnCoin => "lone-dame-on-coin",
            Rule::OpponentCoin => "opponent-coin",
            Rule::CoinParEffet => "coin-par-effet",
            Rule::JanInterdit => "jan-interdit",
            Rule::BearingOff => "bearing-off",
            Rule::MustPlayBoth => "must-play-both",
            Rule::MustPlayLarger => "must-play-larger",
            Rule::MustFill => "must-fill",
            Rule::MustConserve => "must-conserve",
            Rule::MustBearOffLast => "must-bear-off-last",
            Rule::NotLegal => "not-legal",
            Rule::Postillon => "postillon",
            Rule::MustPlayMost => "must-play-most",
            Rule::FarthestDame => "farthest-dame",
            Rule::Bouchon => "bouchon",
            Rule::OpponentTalon => "opponent-talon",
        }
    }
}

impl Error {
    /// The error's stable kebab-case code (`"bad-json"`, …; a refused play's is its rule's).
    pub fn code(&self) -> &'static str {
        match self {
            Error::BadJson(_) => "bad-json",
            Error::UnknownField(_) => "unknown-field",
            Error::UnknownFleche(_) => "unknown-fleche",
            Error::BadCount { .. } => "bad-count",
            Error::TooManyDames { .. } => "too-many-dames",
            Error::FlecheHeldByBoth(_) => "fleche-held-by-both",
            Error::BadDice(_) => "bad-dice",
            Error::LoneDameOnCoin { .. } => "lone-dame-on-coin",
            Error::DameOnOpponentCoin { .. } => "dame-on-opponent-coin",
            Error::BorneOffOutsideRetour { .. } => "borne-off-outside-retour",
            Error::NoDames(_) => "no-dames",
            Error::BadScore(_) => "bad-score",
            Error::BadNotation { .. } => "bad-notation",
            Error::NoDice => "no-dice",
            Error::IllegalPlay { rule, .. } => rule.code(),
            Error::BadRequest(_) => "bad-request",
            Error::NoRight(_) => "no-right",
            Error::BadNote(_) => "bad-note",
            Error::TooLarge { .. } => "too-large",
            Error::BadSeating { rule, .. } => rule.code(),
            Error::OverLimit { .. } => "over-limit",
            Error::Record { code, .. } => code,
        }
    }

    /// The refusal of a play that breaks `rule`.
    pub fn illegal(rule: Rule, message: impl Into<String>) -> Error {
        Error::IllegalPlay {
            rule,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadJson(m) => write!(f, "not the JSON this call reads: {m}"),
            Error::UnknownField(m) => write!(f, "unknown field {m}"),
            Error::UnknownFleche(name) => {
                write!(f, "unknown flèche {}: flèches are B1…B12 and N1…N12", Quoted(name))
            }
            Error::BadCount { side, fleche, count } => {
                write!(f, "{side} has {count} dames on {fleche}: a flèche holds 1 to 15")
            }
            Error::TooManyDames { side, count } => {
                write!(f, "{side} has {count} dames: a side has 15 at most")
            }
            Error::FlecheHeldByBoth(fl) => write!(f, "{fl} is held by both sides"),
            Error::BadDice(m) => write!(f, "bad dice: {m}"),
            Error::LoneDameOnCoin { side, fleche } => write!(
                f,
                "{side} has a lone dame on its coin de repos {fleche}: the coin cannot hold one dame"
            ),
            Error::DameOnOpponentCoin { side, fleche } => write!(
                f,
                "{side} has dames on {fleche}, the opponent's coin de repos, where no dame may stand"
            ),
            Error::BorneOffOutsideRetour { side, fleche, variant } => write!(
                f,
                "{side} has borne dames off but still has a dame on {fleche}, outside its {}",
                match variant {
                    Variant::Trictrac => "jan de retour",
                    Variant::Jacquet => "last quadrant",
                }
            ),
            Error::NoDames(side) => write!(
                f,
                "{side} has no dame on the board: in Trictrac the dames are relevées at once after \
                 the last sortie, and in Jacquet the manche ends when the first side is out"
            ),
            Error::BadScore(m) => write!(f, "bad score: {m}"),
            Error::BadNotation {
                field,
                column,
                message,
                ..
            } => {
                write!(f, "notation, field {field} at column {column}: {message}")
            }
            Error::NoDice => write!(f, "the position has no dice: roll first"),
            Error::IllegalPlay { message, .. } => f.write_str(message),
            Error::BadRequest(m) => f.write_str(m),
            Error::NoRight(m) => f.write_str(m),
            Error::BadNote(m) => write!(f, "a roll's note: {m}"),
            // The message says it all: a record's fault names the record (`From<RecordError>`), a
            // correspondence message's refusal names the message.
            Error::Record { message, .. } => f.write_str(message),
            Error::BadSeating {
                rule: SeatingRule::Teammates,
                primaute,
                other,
            } => write!(
                f,
                "seats {primaute} and {other} are teammates: à quatre joueurs \"on joue par équipe \
                 de deux\" (000 PARTIE À QUATRE JOUEURS), seats 0 and 1 against 2 and 3, and each \
                 marqué sets a player of one team against one of the other"
            ),
            Error::BadSeating {
                rule: SeatingRule::ChouettePrimaute,
                primaute,
                ..
            } => write!(
                f,
                "seat {primaute} is an associate: the chouette (seat 0) \"a la priorité du dé au \
                 premier coup de la partie\" (000 PARTIE À LA CHOUETTE)"
            ),
            Error::OverLimit { what, asked, limit } => write!(
                f,
                "{asked} {what}: at most {limit}, so that the game's record can be written and \
                 read back (docs/limits.md)"
            ),
            Error::TooLarge { size, limit } => write!(
                f,
                "the input is {size} bytes long: at most {limit} bytes are read"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Text a user gave, quoted in a message: `"…"` with `"`, `\` and control characters escaped,
/// as `{:?}` would, but without `char::escape_debug` and its Unicode tables (~3 KB of the
/// WebAssembly module). Other characters, printable or not, are written as they are.
pub(crate) struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        // At most QUOTED_CHARS characters, then `…`: a message stays short however long the input.
        let (text, cut) = match self.0.char_indices().nth(QUOTED_CHARS) {
            Some((i, _)) => (self.0.get(..i).unwrap_or(""), true),
            None => (self.0, false),
        };
        for c in text.chars() {
            match c {
                '"' => f.write_str("\\\"")?,
                '\\' => f.write_str("\\\\")?,
                '\n' => f.write_str("\\n")?,
                '\r' => f.write_str("\\r")?,
                '\t' => f.write_str("\\t")?,
                c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32)?,
                c => {
                    let mut b = [0u8; 4];
                    f.write_str(c.encode_utf8(&mut b))?
                }
            }
        }
        f.write_str(if cut { "\"…" } else { "\"" })
    }
}

/// How much of an input an error message quotes, in characters, the compact notation's messages
/// and serde's alike: longer is cut, then `…`. Here, below every module that quotes, so that an
/// error needs nothing of the formats (docs/layers.md).
pub const QUOTED_CHARS: usize = 40;

/// The longest message `cut_quotes` gives, in characters, its end (where serde_json says the
/// line and column) kept.
const MESSAGE_CHARS: usize = 400;

/// A message that quotes its input (serde_json's `invalid type: string "…"`, `unknown field
/// `…``), each quoted piece cut at `QUOTED_CHARS` characters, then `…`; and the whole cut in the
/// middle past `MESSAGE_CHARS`. A 1 MiB string was quoted back whole.
pub(crate) fn cut_quotes(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len().min(2 * MESSAGE_CHARS));
    let mut open = None;
    let (mut n, mut escaped) = (0usize, false);
    for c in msg.chars() {
        let Some(q) = open else {
            out.push(c);
            if c == '"' || c == '`' {
                (open, n, escaped) = (Some(c), 0, false);
            }
            continue;
        };
        if c == q && !escaped {
            out.push(c);
            if n > QUOTED_CHARS {
                out.push('…');
            }
            open = None;
            continue;
        }
        escaped = q == '"' && c == '\\' && !escaped;
        n += 1;
        if n <= QUOTED_CHARS {
            out.push(c);
        }
    }
    if open.is_some() && n > QUOTED_CHARS {
        out.push('…');
    }
    let chars = char_count(&out);
    if chars <= MESSAGE_CHARS {
        return out;
    }
    let at = |k: usize| out.char_indices().nth(k).map_or(out.len(), |(i, _)| i);
    let (head, tail) = (at(MESSAGE_CHARS - 100), at(chars - 100));
    format!(
        "{}…{}",
        out.get(..head).unwrap_or(""),
        out.get(tail..).unwrap_or("")
    )
}

/// The characters of `s` (`s.chars().count()`, whose fast version weighs ~1 KB in the
/// WebAssembly module): the bytes that do not continue a UTF-8 sequence.
pub(crate) fn char_count(s: &str) -> usize {
    s.bytes().filter(|&b| b & 0xC0 != 0x80).count()
}

#[cfg(test)]
mod quoted_tests {
    use super::Quoted;

    /// The quoting of user text in messages agrees with `{:?}` wherever `{:?}` would not need
    /// Unicode's printable tables.
    #[test]
    fn quoted_is_debug_for_ascii_and_letters() {
        for s in [
            "B13",
            "",
            "a\"b",
            "back\\slash",
            "tab\there",
            "nl\nx",
            "\u{1}",
            "flèche é",
            "N1:2\r",
        ] {
            assert_eq!(Quoted(s).to_string(), format!("{s:?}"), "{s}");
            assert_eq!(super::char_count(s), s.chars().count(), "{s}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Error;

    /// Any call's JSON that does not read is refused in words that fit every call: a note, an
    /// exercise's answer or a request is not a position.
    #[test]
    fn json_that_does_not_read_is_not_called_a_position() {
        let said = Error::BadJson("missing field `answer`".into()).to_string();
        assert!(!said.contains("position"), "{said}");
        assert!(said.ends_with("missing field `answer`"), "{said}");
    }
}
