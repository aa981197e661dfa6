//! A flèche's name (or `off`) in the formats' JSON: the keys of a position's dames, the moves of
//! a play, the flèches of a jan and of its explanations.
//!
//! Written from a flèche, it is the flèche's own `&'static str`; read, a name spelt as the
//! engine writes it is kept as the flèche it names: no string is allocated per name either way
//! (why it matters: docs/speed.md). Any other spelling (`b1`, an unknown name) is kept as
//! written, so that what reads it refuses or quotes exactly what the caller sent.

use crate::fleche::Fleche;
use crate::play::Dest;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A flèche's name or `off`, as the JSON gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Name {
    /// A flèche (or `off`) spelt as the engine writes it.
    Canonical(Dest),
    /// Anything else, as written: another case, or no flèche at all.
    Written(String),
}

impl Name {
    /// The name of a flèche.
    pub fn of(f: Fleche) -> Name {
        Name::Canonical(Dest::To(f))
    }

    /// The name of a destination: a flèche or `off`.
    pub fn of_dest(d: Dest) -> Name {
        Name::Canonical(d)
    }

    /// The name as written.
    pub fn as_str(&self) -> &str {
        match self {
            Name::Canonical(d) => d.name(),
            Name::Written(s) => s,
        }
    }

    /// The destination it names, any case (`Dest::parse`).
    pub fn dest(&self) -> Option<Dest> {
        match self {
            Name::Canonical(d) => Some(*d),
            Name::Written(s) => Dest::parse(s),
        }
    }

    /// The flèche it names, any case (`Fleche::parse`); `off` is none.
    pub fn fleche(&self) -> Option<Fleche> {
        match self.dest()? {
            Dest::To(f) => Some(f),
            Dest::Off => None,
        }
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        match Dest::parse(s) {
            Some(d) if d.name() == s => Name::Canonical(d),
            _ => Name::Written(s.to_owned()),
        }
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        ser.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(de: D) -> Result<Name, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Name;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a flèche's name")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Name, E> {
                Ok(Name::from(s))
            }
        }
        de.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_names_are_kept_as_the_flèche_others_as_written() {
        assert_eq!(Name::from("B1"), Name::of(Fleche::B1));
        assert_eq!(Name::from("off"), Name::of_dest(Dest::Off));
        for s in ["b1", "OFF", "B13", "", "Z9"] {
            assert_eq!(Name::from(s), Name::Written(s.to_owned()), "{s}");
            assert_eq!(Name::from(s).as_str(), s);
        }
        assert_eq!(Name::from("n12").fleche(), Fleche::parse("N12"));
        assert_eq!(Name::from("off").fleche(), None);
        assert_eq!(Name::from("B13").dest(), None);
    }

    #[test]
    fn read_and_written_as_a_string() {
        let names: Vec<Name> = serde_json::from_str(r#"["B1","n5","off","X"]"#).unwrap();
        assert_eq!(
            names,
            [
                Name::of(Fleche::B1),
                Name::Written("n5".into()),
                Name::of_dest(Dest::Off),
                Name::Written("X".into())
            ]
        );
        assert_eq!(
            serde_json::to_string(&names).unwrap(),
            r#"["B1","n5","off","X"]"#
        );
        assert!(serde_json::from_str::<Name>("3").is_err());
    }
}
