//! How JSON is read at every boundary. Text is parsed once into `notation::tree`, whose reader
//! keeps these rules itself; this serde `Deserializer` adapter makes any other deserializer (over
//! values: `json::from_deserializer`) read the formats alike.
//!
//! serde's derived structs accept a JSON array for an object (fields by position), and serde_json
//! reads `-0` and `1.0` as floats that no integer field takes, where JavaScript, which writes most
//! of what the package reads, has one kind of number (`JSON.stringify(-0)` is `0`). So, under
//! `Strict`:
//! - a struct is read from an object only (`deserialize_struct` asks for a map): an array where an
//!   object is required is refused;
//! - a number with no fraction, within ±2⁵³ (the whole numbers JavaScript keeps exactly), is read
//!   as that whole number whatever its spelling: `-0`, `0.0` and `0e5` are `0`, `1.0` is `1`.
//!
//! Duplicate keys need nothing here: serde's derived structs refuse a field given twice, and the
//! one map of the formats (a side's dames, `json::DamesJson`) refuses a flèche named twice.

use serde::de::{
    DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use std::fmt;

/// A deserializer read strictly (module doc).
pub(crate) struct Strict<D>(pub D);

/// A visitor, a seed or an access whose nested values are read strictly too.
struct S<T>(T);

/// The largest magnitude up to which every whole number is a float exactly (2⁵³).
const SAFE: f64 = 9_007_199_254_740_992.0;

/// A number as the formats read it.
pub(crate) enum Num {
    U(u64),
    I(i64),
    F(f64),
}

/// A float as the formats read it, by `Strict` and by the tree (`notation::tree`): a whole
/// number however it is spelt (`-0`, `1.0`, `2e0`) within ±2⁵³ is that whole number, as
/// JavaScript reads it.
pub(crate) fn float(x: f64) -> Num {
    if x.fract() == 0.0 && x.abs() <= SAFE {
        if x >= 0.0 {
            return Num::U(x as u64);
        }
        return Num::I(x as i64);
    }
    Num::F(x)
}

/// Visits a number as the kind it is.
pub(crate) fn visit_number<'de, V: Visitor<'de>, E: serde::de::Error>(
    n: Num,
    v: V,
) -> Result<V::Value, E> {
    match n {
        Num::U(n) => v.visit_u64(n),
        Num::I(n) => v.visit_i64(n),
        Num::F(x) => v.visit_f64(x),
    }
}

macro_rules! forward {
    ($($m:ident),* $(,)?) => {
        $(fn $m<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Self::Error> {
            self.0.$m(S(v))
        })*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<D> {
    type Error = D::Error;

    forward!(
        deserialize_any,
        deserialize_bool,
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
        deserialize_char,
        deserialize_str,
        deserialize_string,
        deserialize_bytes,
        deserialize_byte_buf,
        deserialize_option,
        deserialize_unit,
        deserialize_seq,
        deserialize_map,
        deserialize_identifier,
        deserialize_ignored_any,
    );

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_unit_struct(name, S(v))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_newtype_struct(name, S(v))
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, Self::Error> {
        self.0.deserialize_tuple(len, S(v))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        v: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_tuple_struct(name, len, S(v))
    }

    /// An object only: the derived visitor would take an array's elements as the fields in order.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_map(S(v))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Self::Error> {
        self.0.deserialize_enum(name, variants, S(v))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

macro_rules! visit {
    ($($m:ident: $t:ty),* $(,)?) => {
        $(fn $m<E: serde::de::Error>(self, x: $t) -> Result<V::Value, E> {
            self.0.$m(x)
        })*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for S<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }

    visit!(
        visit_bool: bool,
        visit_i8: i8,
        visit_i16: i16,
        visit_i32: i32,
        visit_i64: i64,
        visit_u8: u8,
        visit_u16: u16,
        visit_u32: u32,
        visit_u64: u64,
        visit_f32: f32,
        visit_char: char,
        visit_str: &str,
        visit_borrowed_str: &'de str,
        visit_string: String,
        visit_bytes: &[u8],
        visit_borrowed_bytes: &'de [u8],
        visit_byte_buf: Vec<u8>,
    );

    /// A whole number however it is spelt (`-0`, `1.0`, `2e0`), as JavaScript reads it.
    fn visit_f64<E: serde::de::Error>(self, x: f64) -> Result<V::Value, E> {
        visit_number(float(x), self.0)
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.0.visit_some(Strict(d))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.0.visit_newtype_struct(Strict(d))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, a: A) -> Result<V::Value, A::Error> {
        self.0.visit_seq(S(a))
    }

    fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(S(a))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, a: A) -> Result<V::Value, A::Error> {
        self.0.visit_enum(S(a))
    }
}

impl<'de, T: DeserializeSeed<'de>> DeserializeSeed<'de> for S<T> {
    type Value = T::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T::Value, D::Error> {
        self.0.deserialize(Strict(d))
    }
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for S<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(S(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for S<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(S(seed))
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(S(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for S<A> {
    type Error = A::Error;
    type Variant = S<A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, S<A::Variant>), A::Error> {
        self.0.variant_seed(S(seed)).map(|(v, a)| (v, S(a)))
    }
}

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for S<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(S(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, S(v))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, A::Error> {
        // No format has a struct variant; read as the deserializer reads it.
        self.0.struct_variant(fields, S(v))
    }
}
