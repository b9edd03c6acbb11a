//! `POST /api/tournament/games/{round}/{table}/confirm`: the jury confirms
//! a game's result: the report a table sent (the one named when reports
//! differ, or the confirmed one kept), the result form's fields, or a result
//! file's text; the Cards of Fate in the page's own field; a reason for a
//! correction. The decision is the tournament's (`Office::pick`).

use std::collections::BTreeMap;

use axum::extract::{Path as UrlPath, Query, State};
use axum::response::Response;
use serde::Deserialize;

use super::change::change;
use super::office::Refused;
use super::role::Jury;
use super::shared::{Asked, Params, Shared, lang};
use crate::scoring::ResultInput;
use crate::scoring::form::ResultForm;
use crate::tournament::GameRef;
use crate::tournament::book::Refusal;
use crate::tournament::request::Pick;
use crate::wire::TableNo;

/// The confirmation's route, merged into the tournament's.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new().route(
        "/api/tournament/games/{round}/{table}/confirm",
        axum::routing::post(confirm),
    )
}

#[derive(Deserialize)]
struct Confirm {
    /// The result: the result file's keys as JSON, or a result file's text
    /// (TOML, or JSON if it starts with `{`); none: the reported one.
    #[serde(default)]
    result: Option<serde_json::Value>,
    /// The number of the report taken (from 1, as the Results tab shows
    /// them): needed when the game's reports differ.
    #[serde(default)]
    report: Option<u32>,
    /// Keep the confirmed result: a re-entry that differs is dismissed.
    #[serde(default)]
    keep: bool,
    /// The Cards of Fate in order (a list, or names separated by commas),
    /// replacing the result's own when not empty: the page's own field.
    #[serde(default)]
    fate: Option<Fate>,
    #[serde(default)]
    reason: Option<String>,
    /// The result form's fields by the result file's names (`turns`,
    /// `objectives.russia.held`, …), when no `result` is given.
    #[serde(flatten)]
    form: BTreeMap<String, serde_json::Value>,
}

/// The result the form's `fields` say, over `base` (the table and players
/// kept); none when the form was not sent.
fn result_of_form(
    fields: BTreeMap<String, serde_json::Value>,
    base: Option<ResultInput>,
) -> Result<Option<ResultInput>, Refused> {
    if !fields.contains_key("outcome") && !fields.contains_key("turns") {
        return Ok(None);
    }
    let fields: BTreeMap<String, String> = fields
        .into_iter()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => (k, s),
            other => (k, other.to_string()),
        })
        .collect();
    ResultForm::from_fields(&fields, &base.unwrap_or_default())
        .input()
        .map(Some)
        .map_err(|e| Refused::Book(Refusal::BadResult(e)))
}

/// Cards of Fate as a list of names or as one text.
#[derive(Deserialize)]
#[serde(untagged)]
enum Fate {
    List(Vec<String>),
    Text(String),
}

impl Fate {
    /// The names as result files write them ("Lord Bute" is `lord-bute`);
    /// empty when none is given.
    fn names(self) -> Vec<String> {
        let list = match self {
            Self::List(list) => list,
            Self::Text(text) => text.split([',', ';', '\n']).map(str::to_owned).collect(),
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

/// The result of a confirmation, read; why not if it does not read.
fn result_of(
    value: Option<serde_json::Value>,
    lang: crate::lang::Lang,
) -> Result<Option<ResultInput>, Refused> {
    let bad = |why: String| Refused::Unreadable(why.trim_end().to_owned());
    match value {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(text)) if text.trim().is_empty() => Ok(None),
        // A result file's text: at most its size, a mistake in one line.
        Some(serde_json::Value::String(text)) => crate::scoring::read::read(&text)
            .map(Some)
            .map_err(|e| bad(crate::words::read_error(lang, &e))),
        Some(value) => serde_json::from_value(value)
            .map(Some)
            .map_err(|e| bad(e.to_string())),
    }
}

async fn confirm(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, TableNo)>,
    Query(params): Params,
    Asked(r): Asked<Confirm>,
) -> Response {
    let game = GameRef { round, table };
    let lang = lang(&params);
    change(hall, lang, move |hall, wall| {
        let mut given = result_of(r.result, lang)?;
        if given.is_none() {
            // The result form's fields, over the report (its table and
            // players kept).
            let base = hall.office.tournament().results.get(&game).and_then(|o| {
                let reported = o.reported.as_ref().map(|(_, r)| r.clone());
                reported.or_else(|| o.confirmed.clone())
            });
            given = result_of_form(r.form, base)?;
        }
        let fate = r.fate.map(Fate::names).unwrap_or_default();
        let pick = match (given, r.report, r.keep) {
            (Some(result), _, _) => Pick::Given(Box::new(result)),
            (None, Some(n), _) => Pick::Report(n),
            (None, None, true) => Pick::Keep,
            (None, None, false) => Pick::Reported,
        };
        // Held against the clock of the report's journal.
        let clock = |journal: &str| Some(hall.store.card(journal)?.clock_result());
        hall.office
            .pick_against(game, pick, (fate, r.reason.as_deref()), clock, wall)
    })
    .await
}
