//! What a type said was wrong with the value it read from the tree, and where.

use super::Node;
use serde::de::{self, Unexpected};
use std::fmt;

/// A fault met reading a type from the tree: the type's message and where in the value, or, with
/// nothing, the cut (the parser's error, which the caller holds). One pointer wide, so that the
/// `Result` of every derived reader stays small.
#[derive(Debug)]
pub(crate) struct Fault(pub Option<Box<Said>>);

/// What a type said of the value, and where: the path from the top (`rolls[2].dice`; empty at
/// the top).
#[derive(Debug)]
pub(crate) struct Said {
    pub msg: String,
    pub at: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match &self.0 {
            None => f.write_str("the text is cut"),
            Some(s) if s.at.is_empty() => f.write_str(&s.msg),
            Some(s) => write!(f, "{} at {}", s.msg, s.at),
        }
    }
}

impl std::error::Error for Fault {}

impl de::Error for Fault {
    #[cold]
    fn custom<T: fmt::Display>(msg: T) -> Fault {
        Fault(Some(Box::new(Said {
            msg: msg.to_string(),
            at: String::new(),
        })))
    }

    /// In serde_json's words (`null`, `floating point `1.5``), with its float writer.
    #[cold]
    fn invalid_type(unexp: Unexpected, exp: &dyn de::Expected) -> Fault {
        Fault::custom(<serde_json::Error as de::Error>::invalid_type(unexp, exp))
    }

    #[cold]
    fn invalid_value(unexp: Unexpected, exp: &dyn de::Expected) -> Fault {
        Fault::custom(<serde_json::Error as de::Error>::invalid_value(unexp, exp))
    }
}

/// The longest key a path names whole: a path stays short however long the input's keys.
const KEY_CHARS: usize = 32;

impl Fault {
    pub(super) const CUT: Fault = Fault(None);

    /// The fault, one step further from the top: inside `key`'s value.
    #[cold]
    #[inline(never)]
    pub(super) fn in_key(mut self, key: &Node) -> Fault {
        if let (Some(s), Node::Str(k)) = (&mut self.0, key) {
            let mut step = match k.char_indices().nth(KEY_CHARS) {
                Some((i, _)) => format!("{}…", &k[..i]),
                None => k.to_string(),
            };
            if !s.at.is_empty() && !s.at.starts_with('[') {
                step.push('.');
            }
            s.at.insert_str(0, &step);
        }
        self
    }

    /// The fault, one step further from the top: inside an array's `i`th element (from 0).
    #[cold]
    #[inline(never)]
    pub(super) fn in_element(mut self, i: usize) -> Fault {
        if let Some(s) = &mut self.0 {
            let mut step = format!("[{i}]");
            if !s.at.is_empty() && !s.at.starts_with('[') {
                step.push('.');
            }
            s.at.insert_str(0, &step);
        }
        self
    }
}
