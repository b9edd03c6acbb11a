//! JSON as the clock reads everything it is given (commands, journal lines,
//! results, the hall's requests): a key given twice in one object is
//! refused, as `score` refuses it in a result file, rather than one of its
//! values dropped unseen. Other mistakes are serde_json's own.

use std::fmt;

use serde::de::{self, DeserializeOwned, Deserializer, MapAccess, SeqAccess, Visitor};

/// `text` read as `T`, every object's keys checked first.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    serde_json::from_str::<Once>(text)?;
    serde_json::from_str(text)
}

/// `bytes` read as `T`, every object's keys checked first.
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, serde_json::Error> {
    serde_json::from_slice::<Once>(bytes)?;
    serde_json::from_slice(bytes)
}

/// Any JSON value whose objects each name a key at most once.
struct Once;

impl<'de> de::Deserialize<'de> for Once {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(OnceVisitor)
    }
}

struct OnceVisitor;

impl<'de> Visitor<'de> for OnceVisitor {
    type Value = Once;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_str<E>(self, _: &str) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_unit<E>(self) -> Result<Once, E> {
        Ok(Once)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Once, A::Error> {
        while seq.next_element::<Once>()?.is_some() {}
        Ok(Once)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Once, A::Error> {
        // Objects are small: a list is quicker than a set.
        let mut seen: Vec<String> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            map.next_value::<Once>()?;
            seen.push(key);
        }
        Ok(Once)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn a_key_given_twice_is_refused_at_any_depth() {
        let e = from_str::<Value>(r#"{"type":"retreat","length":9,"length":3}"#).unwrap_err();
        assert!(e.to_string().starts_with("duplicate field `length`"), "{e}");
        let deep = r#"{"result":{"objectives":{"russia":{"held":1,"held":2}}}}"#;
        assert!(from_str::<Value>(deep).is_err());
        let in_list = br#"[{"a":1},{"b":2,"b":2}]"#;
        assert!(from_slice::<Value>(in_list).is_err());
    }

    #[test]
    fn the_same_key_in_two_objects_and_every_kind_of_value_pass() {
        let text = r#"{"a":{"k":1},"b":{"k":[true,null,-1,2.5,"s",{"k":0}]}}"#;
        let read: Value = from_str(text).unwrap();
        assert_eq!(read["b"]["k"][5]["k"], 0);
    }
}
