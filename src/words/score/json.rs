//! A score sheet in JSON keeps its English wording beside the values: a
//! line's `what` and `formula` as text, with `scored` and `numbers` as
//! values; a total's formula, a switch score not known, the scoring rules
//! assumed and the TC coefficient's formula as English text. The command
//! line's `--json`, the report's export and the hall's pages read these.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::scoring::{Assumed, Line, NotKnown, Tcc, TotalFormula};

use super::super::text::Lang;

const EN: Lang = Lang::En;

impl Serialize for Line {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut o = s.serialize_struct("Line", 5)?;
        o.serialize_field("what", super::scored(EN, self.what))?;
        o.serialize_field("formula", &super::formula(EN, &self.formula))?;
        o.serialize_field("points", &self.points)?;
        o.serialize_field("scored", &self.what)?;
        o.serialize_field("numbers", &self.formula)?;
        o.end()
    }
}

impl Serialize for TotalFormula {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::total(EN, self))
    }
}

impl Serialize for NotKnown {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(super::not_known(EN, *self))
    }
}

impl Serialize for Assumed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(super::assumed(EN, *self))
    }
}

impl Serialize for Tcc {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut o = s.serialize_struct("Tcc", 6)?;
        o.serialize_field("scaled", &self.scaled)?;
        o.serialize_field("n", &self.n)?;
        o.serialize_field("frederick", &self.frederick)?;
        o.serialize_field("attackers", &self.attackers)?;
        o.serialize_field("value", &self.value)?;
        o.serialize_field("formula", &super::tcc(EN, self))?;
        o.end()
    }
}
