//! The result form's preview (`result_form.rs`): the scores the rules give
//! the fields as typed, or the refusal naming its field, drawn by the hall
//! for the page to swap in.

use crate::lang::Lang;
use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use super::result_form;
use crate::hall::role::Jury;
use crate::hall::shared::{Shared, refused};
use crate::scoring::form::ResultForm;
use crate::tournament::book::Refusal;
use crate::wire;

/// `POST /tournament/preview/{round}/{table}`: the scores the rules give
/// the result form's fields as typed (a JSON object of the fields by their
/// names), or the refusal naming its field: HTML for the form's preview box.
pub async fn preview(
    _jury: Jury,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, crate::wire::TableNo)>,
    lang: Lang,
    _headers: HeaderMap,
    Json(fields): Json<BTreeMap<String, serde_json::Value>>,
) -> Response {
    let t = hall.office.tournament();
    let game = crate::wire::GameRef { round, table };
    let v = crate::hall::office::view::jury(&t, lang);
    let found = v
        .rounds
        .iter()
        .flat_map(|r| &r.games)
        .chain(&v.final_game)
        .find(|g| g.game == game);
    let Some(g) = found else {
        let said = crate::words::office::refusal(lang, &Refusal::NoSuchGame(game));
        return refused(StatusCode::NOT_FOUND, wire::Error::Unknown, &said);
    };
    let fields: BTreeMap<String, String> = fields
        .into_iter()
        .map(|(k, v)| {
            let text = match v {
                serde_json::Value::String(s) => s,
                other => other.to_string(),
            };
            (k, text)
        })
        .collect();
    let base = g.reported.clone().unwrap_or_default();
    let typed = ResultForm::from_fields(&fields, &base).input();
    Html(result_form::preview(&t, g.players, typed, lang).into_string()).into_response()
}
