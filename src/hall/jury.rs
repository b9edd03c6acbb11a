//! The tournament's API (the pages are `tournament_page`'s): one handler
//! ([`ask`]) for every change the jury asks for, a typed
//! [`Request`](crate::tournament::request::Request) named by its path (open,
//! register, fill-ins, draw, confirm or correct results, lots, the final's
//! seats and a seat withdrawn, the public standings' hold-back, a
//! withdrawal); a table's new key; and the game a table takes from the
//! draw. Every change answers with the whole tournament as the pages read
//! it (`GET /api/tournament`), or a refusal that changed nothing.
//! Routes and decisions: `docs/hall.md`, "The tournament in the hall".

use crate::lang::Lang;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path as UrlPath, State};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use super::change::change;
use super::office::public::public;
use super::office::view::{assignment, jury};
use super::role::Jury;
use super::shared::{Shared, failed, is_json, json_refusal, not_json, refused};
use crate::tournament::GameRef;
use crate::tournament::book::Refusal;
use crate::tournament::request::{Request, Unread};
use crate::wire::{self, Error as E, TableNo};

/// The tournament's routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/api/tournament", get(tournament))
        .route("/api/standings", get(standings))
        .route("/api/tournament/{request}", post(ask))
        .route("/api/tournament/games/{round}/{table}", get(game))
        .route("/api/tournament/games/{round}/{table}/confirm", post(ask))
        .route("/api/tournament/tables/{table}/key", post(renew_key))
}

/// A table's new key, as the jury's page shows it with its QR code.
#[derive(serde::Serialize)]
struct Renewed {
    /// The table.
    table: TableNo,
    /// Its new key (the old one is refused from now on).
    key: String,
}

/// `POST /api/tournament/tables/{table}/key`: a new key for a table (a
/// lost tablet); the old one is refused from now on. Answers the table and
/// its new key (the jury's page shows it with its QR code).
async fn renew_key(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(table): UrlPath<TableNo>,
    lang: Lang,
) -> Response {
    let t = hall.office.tournament();
    let drawn = t
        .draw
        .iter()
        .flat_map(|d| &d.games)
        .any(|g| g.table == table);
    if !drawn {
        let why = crate::words::office::no_such_table(lang, table);
        return refused(StatusCode::NOT_FOUND, E::Unknown, &why);
    }
    let done = tokio::task::spawn_blocking(move || hall.tables.renew(table)).await;
    match done {
        Ok(Ok(key)) => Json(Renewed { table, key }).into_response(),
        Ok(Err(e)) => failed(lang, e),
        Err(e) => failed(lang, e.to_string()),
    }
}

async fn tournament(_: Jury, State(hall): State<Shared>, lang: Lang) -> Response {
    Json(jury(&hall.office.tournament(), lang)).into_response()
}

/// The public standings: no key (what is posted on the hall's wall).
async fn standings(State(hall): State<Shared>, lang: Lang) -> Response {
    Json(public(&hall.office.tournament(), lang)).into_response()
}

/// The one handler of every change the jury asks for: the request its
/// path names read from its body ([`Request::read`]; `415 not-json`, `400
/// bad-json`/`unknown-field`/`bad-request`, an unknown path `404`), then
/// [`Hall::change`](super::shared::Hall), answered with the tournament
/// after it or the refusal in the asker's language.
async fn ask(
    _: Jury,
    State(hall): State<Shared>,
    lang: Lang,
    uri: Uri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    if !is_json(&headers) {
        return not_json(lang);
    }
    match Request::read(uri.path(), &body) {
        Ok(request) => change(hall, lang, request).await,
        Err(Unread::NoSuchRequest) => StatusCode::NOT_FOUND.into_response(),
        Err(Unread::Body(e)) => json_refusal(&e, lang),
    }
}

async fn game(
    role: super::role::Role,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, TableNo)>,
    lang: Lang,
) -> Response {
    // A table reads only its own table's games.
    if let super::role::Role::Table(mine) = role
        && mine != table
    {
        let why = crate::words::office::Unproven::OtherTable(mine);
        return super::role::refusal(lang, why);
    }
    let game = GameRef { round, table };
    match assignment(&hall.office.tournament(), game, lang) {
        Some(mut a) => {
            a.playing = playing(&hall, game);
            Json::<wire::Assignment>(a).into_response()
        }
        None => refused(
            StatusCode::NOT_FOUND,
            E::Unknown,
            &crate::words::office::refusal(lang, &Refusal::NoSuchGame(game)),
        ),
    }
}

/// The copy of `game` the hall counts as live and not over, if a device
/// plays it: a second device is asked before it starts the game too.
fn playing(hall: &super::shared::Hall, game: GameRef) -> Option<wire::Playing> {
    let tables = hall.game_tables(game);
    let live = tables
        .into_iter()
        .find(|t| t.live == super::board::Live::Live && !t.listed.finished)?;
    Some(wire::Playing {
        since: live.first_heard.unwrap_or(live.listed.started),
        journal: live.listed.journal,
    })
}

#[cfg(test)]
#[path = "jury_tests.rs"]
mod tests;
