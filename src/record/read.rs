//! Reading a record: its format and version first, alone, so that a record of another version is
//! refused by its version's name before its fields are read; then every field a record uses
//! checked against its version.

use super::{Fault, RecordError, RecordJson, RollJson};
use super::{FORMAT, VERSION, VERSION_DROITS, VERSION_ENGINE_MARKS, VERSION_GAMES};
use super::{VERSION_HAND_MARKS, VERSION_ORDER, VERSION_SET_SCORES};
use crate::error::Error;
use crate::notation::json::from_text;
use serde::Deserialize;

fn unreadable(version: Option<u64>, e: Error) -> RecordError {
    let fault = match version {
        Some(v) => Fault::UnreadableVersion(v, e),
        None => Fault::Unreadable(e),
    };
    RecordError::at(0, fault)
}

/// A record's `format` and `version`, read before the rest (every other field ignored).
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: AnyVersion,
}

/// A `version` as written: a whole number, or anything else (then unknown, `None`), so that the
/// full reader names what is wrong with it.
#[derive(Default)]
struct AnyVersion(Option<u64>);

impl<'de> Deserialize<'de> for AnyVersion {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = AnyVersion;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a version")
            }
            fn visit_u64<E>(self, v: u64) -> Result<AnyVersion, E> {
                Ok(AnyVersion(Some(v)))
            }
            fn visit_i64<E>(self, v: i64) -> Result<AnyVersion, E> {
                Ok(AnyVersion(u64::try_from(v).ok()))
            }
            fn visit_f64<E>(self, _: f64) -> Result<AnyVersion, E> {
                Ok(AnyVersion(None))
            }
            fn visit_str<E>(self, _: &str) -> Result<AnyVersion, E> {
                Ok(AnyVersion(None))
            }
            fn visit_bool<E>(self, _: bool) -> Result<AnyVersion, E> {
                Ok(AnyVersion(None))
            }
            fn visit_unit<E>(self) -> Result<AnyVersion, E> {
                Ok(AnyVersion(None))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<AnyVersion, A::Error> {
                while a.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(AnyVersion(None))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<AnyVersion, A::Error> {
                while a
                    .next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?
                    .is_some()
                {}
                Ok(AnyVersion(None))
            }
        }
        d.deserialize_any(V)
    }
}

impl RecordJson {
    /// Reads a record from JSON text. A record the engine cannot read is refused with an error
    /// that names its version and what is wrong.
    pub fn parse(text: &str) -> Result<RecordJson, RecordError> {
        // The format and version first, alone, so that a record of another version is refused
        // by its version's name before its fields are read.
        let head: Head = from_text(text).map_err(|e| RecordError::at(0, Fault::Unreadable(e)))?;
        let version = head.version.0;
        match head.format.as_deref() {
            Some(FORMAT) => {}
            Some(f) => {
                return Err(unreadable(
                    version,
                    Error::BadJson(format!(
                        "format is {}, expected {FORMAT:?}",
                        crate::error::Quoted(f)
                    )),
                ))
            }
            None => {
                return Err(unreadable(
                    version,
                    Error::BadJson(format!("no \"format\": {FORMAT:?}")),
                ))
            }
        }
        let v = version.unwrap_or(u64::from(VERSION_ENGINE_MARKS));
        if !(u64::from(VERSION_ENGINE_MARKS)..=u64::from(VERSION)).contains(&v) {
            return Err(unreadable(
                Some(v),
                Error::BadJson(format!(
                    "this reader knows versions {VERSION_ENGINE_MARKS} to {VERSION}"
                )),
            ));
        }
        let r: RecordJson = from_text(text).map_err(|e| unreadable(Some(v), e))?;
        r.check_version()?;
        Ok(r)
    }

    /// Every field a record uses belongs to its version.
    fn check_version(&self) -> Result<(), RecordError> {
        if self.version < VERSION_HAND_MARKS {
            // A reader of version 1 would refuse these fields: a writer must say version 2.
            if let Some(i) = self
                .rolls
                .iter()
                .position(|x| x.marked.is_some() || x.ecoles.is_some())
            {
                return Err(RecordError::at(i + 1, Fault::MarkedNeedsVersion2));
            }
        }
        if self.version < VERSION_DROITS {
            if let Some(i) = self.rolls.iter().position(|x| x.droits.is_some()) {
                return Err(RecordError::at(i + 1, Fault::DroitsNeedVersion4));
            }
        }
        if self.version < VERSION_GAMES {
            let fields = [
                ("game", self.game.is_some()),
                ("options", self.options.is_some()),
                ("generator", self.generator.is_some()),
                ("lot", self.lot.is_some()),
                ("jacquet", self.jacquet.is_some()),
                ("ecrire", self.ecrire.is_some()),
            ];
            if let Some((name, _)) = fields.iter().find(|(_, present)| *present) {
                return Err(RecordError::at(0, Fault::NeedsVersion3(name)));
            }
        }
        if self.version < VERSION_ORDER {
            let fields = |x: &RollJson| {
                [
                    ("order", x.order.is_some()),
                    ("marked_before", x.marked_before.is_some()),
                ]
                .into_iter()
                .find_map(|(name, present)| present.then_some(name))
            };
            if let Some((i, name)) = self
                .rolls
                .iter()
                .enumerate()
                .find_map(|(i, x)| fields(x).map(|n| (i, n)))
            {
                return Err(RecordError::at(i + 1, Fault::NeedsVersion5(name)));
            }
        }
        if self.version < VERSION_SET_SCORES {
            if let Some(i) = self.rolls.iter().position(|x| x.set_scores.is_some()) {
                return Err(RecordError::at(i + 1, Fault::NeedsVersion6));
            }
        }
        Ok(())
    }
}
