//! The JSON text read once into a tree, then each format's serde type read from the tree.
//!
//! serde_json's text parser inlined into every derived reader was a sixth of the package's
//! code (docs/size.md, "Where the bytes go"): its whitespace, comma, colon and position handling
//! was copied into each struct's `visit_map`. Here serde_json parses the text once, into `Node`
//! (one instantiation of its parser), and the derived readers walk the tree, where reading a
//! field is a step along a slice. serde_json's own `Value` does not serve: it keeps one value
//! per key (a field given twice would no longer be refused) and, measured, made the module 2 KB
//! larger rather than smaller; hence this small tree of the crate's own.
//!
//! What the formats accept stays what `json::from_text` accepted through `strict::Strict` over
//! serde_json's streaming reader:
//! - a struct from an object only; a whole number however spelt (`-0`, `1.0`, `2e0`) within
//!   ±2⁵³ as that whole number (`Strict`'s rules, applied here to the tree);
//! - every key kept in order, repeated ones too, so that the derived readers refuse a field given
//!   twice as before and the dames' map still sees a flèche named twice;
//! - the same refusals in the same order: serde_json reported the first fault in the text's order,
//!   whether of syntax or of a type. A text that cannot be parsed leaves a tree cut where the
//!   parser stopped (`Node::Cut`): the types are read from it, and reaching the cut gives the
//!   parser's error, while a type's fault before it is reported first, as it was. Text after the
//!   value is reported only once the value has been read;
//! - serde_json's depth limit (127 nested arrays or objects): the tree is never deeper, so
//!   reading it cannot overflow the stack either.
//!
//! Two things differ. A type's fault names where it is by its path in the value
//! (`at rolls[2].dice`) rather than by line and column; a syntax error keeps serde_json's line and
//! column. And a value a type ignores (an unknown field of a lenient struct, `IgnoredAny`), which
//! serde_json skipped without decoding it, is parsed like any other: a lone UTF-16 surrogate, a
//! number past a float's range or nesting past the limit is refused there too.

use super::strict::{float, visit_number, Num};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use std::borrow::Cow;
use std::fmt;

mod fault;

pub(crate) use fault::Fault;

/// A JSON value as serde_json read it; strings borrowed from the text where they had no escape.
#[derive(Debug)]
pub(crate) enum Node<'a> {
    Null,
    Bool(bool),
    /// The numbers as serde_json hands them over: a whole number that fits, else a float.
    U(u64),
    I(i64),
    F(f64),
    Str(Cow<'a, str>),
    Arr(Vec<Node<'a>>),
    /// Each key (a `Str`, or `Cut`) with its value, in the text's order, repeats kept.
    Obj(Vec<(Node<'a>, Node<'a>)>),
    /// Where the parser stopped on a fault in the text.
    Cut,
}

/// The tree of a text, cut where the text stops being JSON, and the parser's fault if any (a
/// syntax error, too deep a nesting, or text after the value).
pub(crate) fn parse(text: &str) -> (Node<'_>, Option<serde_json::Error>) {
    let mut de = serde_json::Deserializer::from_str(text);
    let mut open = Vec::new();
    match Build(&mut open).deserialize(&mut de) {
        Ok(tree) => {
            let end = de.end().err();
            (tree, end)
        }
        Err(e) => {
            // Close what was open, innermost first, the cut where the fault was.
            let mut tree = Node::Cut;
            while let Some(o) = open.pop() {
                tree = match o {
                    Open::Arr(mut v) => {
                        v.push(tree);
                        Node::Arr(v)
                    }
                    Open::Obj(mut v, key) => {
                        v.push((key.unwrap_or(Node::Cut), tree));
                        Node::Obj(v)
                    }
                };
            }
            (tree, Some(e))
        }
    }
}

/// An array or object being read, kept outside the parser's call stack so that what was read of
/// it survives a fault; an object's key waiting for its value.
enum Open<'a> {
    Arr(Vec<Node<'a>>),
    Obj(Vec<(Node<'a>, Node<'a>)>, Option<Node<'a>>),
}

struct Build<'b, 'a>(&'b mut Vec<Open<'a>>);

impl<'a> DeserializeSeed<'a> for Build<'_, 'a> {
    type Value = Node<'a>;

    fn deserialize<D: Deserializer<'a>>(self, d: D) -> Result<Node<'a>, D::Error> {
        d.deserialize_any(self)
    }
}

/// A key: a string, borrowed where it can be.
struct Key;

impl<'a> DeserializeSeed<'a> for Key {
    type Value = Node<'a>;

    fn deserialize<D: Deserializer<'a>>(self, d: D) -> Result<Node<'a>, D::Error> {
        d.deserialize_str(Build(&mut Vec::new()))
    }
}

impl<'a> Visitor<'a> for Build<'_, 'a> {
    type Value = Node<'a>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Node<'a>, E> {
        Ok(Node::Bool(b))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Node<'a>, E> {
        Ok(Node::U(n))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Node<'a>, E> {
        Ok(Node::I(n))
    }

    fn visit_f64<E>(self, x: f64) -> Result<Node<'a>, E> {
        Ok(Node::F(x))
    }

    fn visit_borrowed_str<E>(self, s: &'a str) -> Result<Node<'a>, E> {
        Ok(Node::Str(Cow::Borrowed(s)))
    }

    fn visit_str<E>(self, s: &str) -> Result<Node<'a>, E> {
        Ok(Node::Str(Cow::Owned(s.to_owned())))
    }

    fn visit_unit<E>(self) -> Result<Node<'a>, E> {
        Ok(Node::Null)
    }

    fn visit_seq<A: SeqAccess<'a>>(self, mut a: A) -> Result<Node<'a>, A::Error> {
        self.0.push(Open::Arr(Vec::new()));
        while let Some(n) = a.next_element_seed(Build(&mut *self.0))? {
            if let Some(Open::Arr(v)) = self.0.last_mut() {
                v.push(n);
            }
        }
        match self.0.pop() {
            Some(Open::Arr(v)) => Ok(Node::Arr(v)),
            _ => Ok(Node::Cut),
        }
    }

    fn visit_map<A: MapAccess<'a>>(self, mut a: A) -> Result<Node<'a>, A::Error> {
        self.0.push(Open::Obj(Vec::new(), None));
        while let Some(k) = a.next_key_seed(Key)? {
            if let Some(Open::Obj(_, key)) = self.0.last_mut() {
                *key = Some(k);
            }
            let n = a.next_value_seed(Build(&mut *self.0))?;
            if let Some(Open::Obj(v, key)) = self.0.last_mut() {
                v.push((key.take().unwrap_or(Node::Cut), n));
            }
        }
        match self.0.pop() {
            Some(Open::Obj(v, _)) => Ok(Node::Obj(v)),
            _ => Ok(Node::Cut),
        }
    }
}

impl Node<'_> {
    /// The node as serde names what it was not expecting, as serde_json names it.
    fn unexpected(&self) -> Unexpected<'_> {
        match self {
            Node::Null => Unexpected::Unit,
            Node::Bool(b) => Unexpected::Bool(*b),
            Node::U(n) => Unexpected::Unsigned(*n),
            Node::I(n) => Unexpected::Signed(*n),
            Node::F(x) => Unexpected::Float(*x),
            Node::Str(s) => Unexpected::Str(s),
            Node::Arr(_) => Unexpected::Seq,
            Node::Obj(_) => Unexpected::Map,
            Node::Cut => Unexpected::Other("a cut text"),
        }
    }
}

/// A node read as a value of the formats (the rules of `strict::Strict`).
pub(crate) struct Read<'t, 'a>(pub &'t Node<'a>);

impl<'t, 'a> Read<'t, 'a> {
    #[cold]
    #[inline(never)]
    fn refuse(&self, expected: &dyn de::Expected) -> Fault {
        match self.0 {
            Node::Cut => Fault::CUT,
            n => de::Error::invalid_type(n.unexpected(), expected),
        }
    }
}

/// A number's reader: anything else refused as serde_json refused it, naming what it was.
macro_rules! number {
    ($($m:ident),* $(,)?) => {
        $(fn $m<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
            match self.0.number() {
                Some(n) => visit_number(n, v),
                None => Err(self.refuse(&v)),
            }
        })*
    };
}

impl Node<'_> {
    /// The node's number, a whole one however it is spelt (`-0`, `1.0`, `2e0`) within ±2⁵³ as
    /// that whole number, as JavaScript reads it (`strict::float`).
    #[inline(never)]
    fn number(&self) -> Option<Num> {
        match *self {
            Node::U(n) => Some(Num::U(n)),
            Node::I(n) => Some(Num::I(n)),
            Node::F(x) => Some(float(x)),
            _ => None,
        }
    }
}

impl<'t, 'a> Deserializer<'a> for Read<'t, 'a> {
    type Error = Fault;

    fn deserialize_any<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        if let Some(n) = self.0.number() {
            return visit_number(n, v);
        }
        match self.0 {
            Node::Null => v.visit_unit(),
            Node::Bool(b) => v.visit_bool(*b),
            Node::Str(Cow::Borrowed(s)) => v.visit_borrowed_str(s),
            Node::Str(Cow::Owned(s)) => v.visit_str(s),
            Node::Arr(items) => visit_seq(items, v),
            Node::Obj(entries) => visit_map(entries, v),
            _ => Err(Fault::CUT),
        }
    }

    number!(
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64,
        deserialize_f32,
        deserialize_f64,
    );

    fn deserialize_bool<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Bool(b) => v.visit_bool(*b),
            _ => Err(self.refuse(&v)),
        }
    }

    fn deserialize_unit<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Null => v.visit_unit(),
            _ => Err(self.refuse(&v)),
        }
    }

    fn deserialize_bytes<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_any(v)
    }

    fn deserialize_byte_buf<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_any(v)
    }

    fn deserialize_ignored_any<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_any(v)
    }

    fn deserialize_char<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_str(v)
    }

    fn deserialize_str<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Str(Cow::Borrowed(s)) => v.visit_borrowed_str(s),
            Node::Str(Cow::Owned(s)) => v.visit_str(s),
            _ => Err(self.refuse(&v)),
        }
    }

    fn deserialize_string<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_str(v)
    }

    fn deserialize_identifier<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        self.deserialize_str(v)
    }

    fn deserialize_option<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Null => v.visit_none(),
            Node::Cut => Err(Fault::CUT),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, Fault> {
        self.deserialize_unit(v)
    }

    fn deserialize_newtype_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Cut => Err(Fault::CUT),
            _ => v.visit_newtype_struct(self),
        }
    }

    fn deserialize_seq<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Arr(items) => visit_seq(items, v),
            _ => Err(self.refuse(&v)),
        }
    }

    fn deserialize_tuple<V: Visitor<'a>>(self, _len: usize, v: V) -> Result<V::Value, Fault> {
        self.deserialize_seq(v)
    }

    fn deserialize_tuple_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        _len: usize,
        v: V,
    ) -> Result<V::Value, Fault> {
        self.deserialize_seq(v)
    }

    fn deserialize_map<V: Visitor<'a>>(self, v: V) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Obj(entries) => visit_map(entries, v),
            _ => Err(self.refuse(&v)),
        }
    }

    /// An object only: the derived visitor would take an array's elements as the fields in order.
    fn deserialize_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Fault> {
        self.deserialize_map(v)
    }

    /// A variant as serde_json reads one: its name as a string, or an object whose first key is
    /// the name and its value the variant's content, nothing after it.
    fn deserialize_enum<V: Visitor<'a>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Fault> {
        match self.0 {
            Node::Str(_) => v.visit_enum(Variant(self.0, None)),
            Node::Obj(entries) if !entries.is_empty() => {
                let value = v.visit_enum(Variant(&entries[0].0, Some(&entries[0].1)))?;
                match entries.get(1) {
                    None => Ok(value),
                    Some((Node::Cut, _)) => Err(Fault::CUT),
                    Some(_) => Err(de::Error::custom("expected value")),
                }
            }
            Node::Cut => Err(Fault::CUT),
            _ => Err(de::Error::custom("expected value")),
        }
    }

    fn is_human_readable(&self) -> bool {
        true
    }
}

fn visit_seq<'t, 'a, V: Visitor<'a>>(items: &'t [Node<'a>], v: V) -> Result<V::Value, Fault> {
    let mut a = Items(items.iter().enumerate());
    let value = v.visit_seq(&mut a)?;
    rest(a.0.map(|(_, n)| n))?;
    Ok(value)
}

fn visit_map<'t, 'a, V: Visitor<'a>>(
    entries: &'t [(Node<'a>, Node<'a>)],
    v: V,
) -> Result<V::Value, Fault> {
    let mut a = Entries(entries.iter(), None);
    let value = v.visit_map(&mut a)?;
    rest(a.0.map(|(_, n)| n))?;
    Ok(value)
}

/// What a visitor left unread of an array or object: refused, as serde_json refused it (its
/// fault in the text if the text is cut there).
#[inline(never)]
fn rest<'t, 'a: 't>(mut left: impl Iterator<Item = &'t Node<'a>>) -> Result<(), Fault> {
    match left.next() {
        None => Ok(()),
        Some(n) if matches!(n, Node::Cut) || left.any(|n| matches!(n, Node::Cut)) => {
            Err(Fault::CUT)
        }
        Some(_) => Err(de::Error::custom("trailing characters")),
    }
}

struct Items<'t, 'a>(std::iter::Enumerate<std::slice::Iter<'t, Node<'a>>>);

impl<'t, 'a> SeqAccess<'a> for Items<'t, 'a> {
    type Error = Fault;

    fn next_element_seed<T: DeserializeSeed<'a>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Fault> {
        match self.0.next() {
            None => Ok(None),
            Some((i, n)) => seed
                .deserialize(Read(n))
                .map(Some)
                .map_err(|e| e.in_element(i)),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Entries<'t, 'a>(
    std::slice::Iter<'t, (Node<'a>, Node<'a>)>,
    Option<&'t (Node<'a>, Node<'a>)>,
);

impl<'t, 'a> MapAccess<'a> for Entries<'t, 'a> {
    type Error = Fault;

    fn next_key_seed<K: DeserializeSeed<'a>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Fault> {
        match self.0.next() {
            None => Ok(None),
            Some(e) => {
                self.1 = Some(e);
                seed.deserialize(Read(&e.0)).map(Some)
            }
        }
    }

    fn next_value_seed<T: DeserializeSeed<'a>>(&mut self, seed: T) -> Result<T::Value, Fault> {
        match self.1.take() {
            Some((k, n)) => seed.deserialize(Read(n)).map_err(|e| e.in_key(k)),
            None => Err(de::Error::custom("a value asked before its key")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// An enum's variant: its name, and its content if it was given as an object of one key.
struct Variant<'t, 'a>(&'t Node<'a>, Option<&'t Node<'a>>);

impl<'t, 'a> EnumAccess<'a> for Variant<'t, 'a> {
    type Error = Fault;
    type Variant = Self;

    fn variant_seed<T: DeserializeSeed<'a>>(self, seed: T) -> Result<(T::Value, Self), Fault> {
        let name = seed.deserialize(Read(self.0))?;
        Ok((name, self))
    }
}

impl<'t, 'a> VariantAccess<'a> for Variant<'t, 'a> {
    type Error = Fault;

    fn unit_variant(self) -> Result<(), Fault> {
        match self.1 {
            None => Ok(()),
            Some(n) => serde::Deserialize::deserialize(Read(n)),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'a>>(self, seed: T) -> Result<T::Value, Fault> {
        match self.1 {
            Some(n) => seed.deserialize(Read(n)),
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"newtype variant",
            )),
        }
    }

    fn tuple_variant<V: Visitor<'a>>(self, _len: usize, v: V) -> Result<V::Value, Fault> {
        match self.1 {
            Some(n) => Read(n).deserialize_seq(v),
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"tuple variant",
            )),
        }
    }

    fn struct_variant<V: Visitor<'a>>(
        self,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Fault> {
        match self.1 {
            Some(n) => Read(n).deserialize_map(v),
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"struct variant",
            )),
        }
    }
}

// Held to the streaming reader it replaced in `service::reader_tests` (above the record and the
// correspondence, whose formats it reads too).
