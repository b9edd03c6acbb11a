//! A confirmation asked for (`POST /api/tournament/games/R/T/confirm`):
//! the result given (a result file's text or JSON, or the result form's
//! fields over the report), the report taken, the Cards of Fate and the
//! reason, decided against the clock of the game's journal.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::GameRef;
use super::book::{Entry, Refusal, Tournament};
use super::decisions::Pick;
use super::refusal::Field;
use crate::scoring::ResultInput;
use crate::scoring::form::ResultForm;
use crate::scoring::read::ReadError;

/// `POST /api/tournament/games/R/T/confirm`: the result confirmed.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Confirming {
    /// The result: the result file's keys as JSON, or a result file's text
    /// (TOML, or JSON if it starts with `{`); none: the reported one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<serde_json::Value>,
    /// The number of the report taken (from 1, as the Results tab shows
    /// them): needed when the game's reports differ.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<u32>,
    /// Keep the confirmed result: a re-entry that differs is dismissed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keep: bool,
    /// The Cards of Fate in order (a list, or names separated by commas),
    /// replacing the result's own when not empty: the page's own field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fate: Option<Fate>,
    /// Why: needed for a correction, or a result its clock disagrees with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Who of the jury signs it (a name or initials), kept with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The result form's fields by the result file's names (`turns`,
    /// `objectives.russia.held`, …), when no `result` is given.
    #[serde(flatten)]
    pub form: BTreeMap<String, serde_json::Value>,
}

/// Cards of Fate as a list of names or as one text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Fate {
    /// Names, one a card.
    List(Vec<String>),
    /// Names separated by commas, semicolons or lines.
    Text(String),
}

impl Fate {
    /// The names as result files write them ("Lord Bute" is `lord-bute`);
    /// empty when none is given.
    fn names(&self) -> Vec<String> {
        let list: Vec<&str> = match self {
            Self::List(list) => list.iter().map(String::as_str).collect(),
            Self::Text(text) => text.split([',', ';', '\n']).collect(),
        };
        list.iter()
            .map(|n| {
                n.split_whitespace()
                    .collect::<Vec<_>>()
                    .join("-")
                    .to_lowercase()
            })
            .filter(|n| !n.is_empty())
            .collect()
    }
}

impl Tournament {
    /// Decides a confirmation: the result given (a result file's text or
    /// JSON, else the form's fields over the report), else the report
    /// picked; held against the clock of its journal (`clocks`).
    pub(super) fn deciding_confirm(
        &self,
        game: GameRef,
        asked: &Confirming,
        clocks: &BTreeMap<String, ResultInput>,
    ) -> Result<Vec<Entry>, Refusal> {
        let mut given = given_result(asked.result.as_ref())?;
        if given.is_none() {
            // The result form's fields, over the report (its table and
            // players kept).
            let base = self.results.get(&game).and_then(|o| {
                let reported = o.reported.as_ref().map(|(_, r)| r.clone());
                reported.or_else(|| o.confirmed.clone())
            });
            given = result_of_form(&asked.form, base)?;
        }
        let fate = asked.fate.as_ref().map(Fate::names).unwrap_or_default();
        let pick = match (given, asked.report, asked.keep) {
            (Some(result), _, _) => Pick::Given(Box::new(result)),
            (None, Some(n), _) => Pick::Report(n),
            (None, None, true) => Pick::Keep,
            (None, None, false) => Pick::Reported,
        };
        let journal = self.clock_journal(game, &pick);
        let by = asked.by.as_deref().map(str::trim).filter(|b| !b.is_empty());
        if let Some(by) = by {
            Field::Juror.check(by)?;
        }
        let mut entries = self.picking(game, pick, fate, asked.reason.as_deref())?;
        let clock = journal.and_then(|j| clocks.get(&j));
        self.held_against_clock(game, &entries, clock)?;
        for entry in &mut entries {
            if let Entry::Confirmed { by: signed, .. } = entry {
                *signed = by.map(str::to_owned);
            }
        }
        Ok(entries)
    }
}

/// The result given, read; why not if it does not read.
fn given_result(value: Option<&serde_json::Value>) -> Result<Option<ResultInput>, Refusal> {
    match value {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(text)) if text.trim().is_empty() => Ok(None),
        // A result file's text: at most its size, a mistake in one line.
        Some(serde_json::Value::String(text)) => crate::scoring::read::read(text)
            .map(Some)
            .map_err(Refusal::Unreadable),
        Some(value) => serde_json::from_value(value.clone())
            .map(Some)
            .map_err(|e| Refusal::Unreadable(ReadError::Json(e.to_string()))),
    }
}

/// The result the form's `fields` say, over `base` (the table and players
/// kept); none when the form was not sent.
fn result_of_form(
    fields: &BTreeMap<String, serde_json::Value>,
    base: Option<ResultInput>,
) -> Result<Option<ResultInput>, Refusal> {
    if !fields.contains_key("outcome") && !fields.contains_key("turns") {
        return Ok(None);
    }
    let fields: BTreeMap<String, String> = fields
        .iter()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => (k.clone(), s.clone()),
            other => (k.clone(), other.to_string()),
        })
        .collect();
    ResultForm::from_fields(&fields, &base.unwrap_or_default())
        .input()
        .map(Some)
        .map_err(Refusal::BadResult)
}
