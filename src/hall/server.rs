//! The hall's HTTP routes (axum) around the store (`store.rs`) and
//! the tournament's office (`office/`): the tables push their journal lines, the
//! hall view (`view/`) and the jury read every table, a new device takes a
//! game over, the jury runs the tournament (`jury.rs`), and the tablets load
//! the web build. Who asks is decided by `role.rs`'s extractors.

use crate::lang::Lang;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path as UrlPath, State};
use axum::http::{HeaderMap, HeaderName, Method, StatusCode, header};
use axum::middleware;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use tower_http::cors::{Any, CorsLayer};

use super::board;
use super::jury;
use super::own_games::may_write;
use super::role::{self, Jury, Role};
use super::shared::{Hall, Shared, failed, is_json, not_json, read_json, refuse};
use super::store::{self, Push, Refusal};
use crate::engine::Ms;
use crate::wire;

/// The largest request body the hall reads (a whole long journal is ~200 KB).
pub const MAX_BODY: usize = 1024 * 1024;

/// The hall's routes over `hall`, the web build from `web`.
pub(super) fn router(hall: Shared, web: PathBuf) -> axum::Router {
    let files = tower_http::services::ServeDir::new(web);
    let state = Arc::clone(&hall);
    axum::Router::new()
        .route("/api/tables", get(tables))
        .route("/api/journals/{name}", get(journal).post(push))
        .route("/api/journals/{name}/take", post(take))
        .route("/api/journals/{name}/archive", post(archive))
        .route("/api/journals/{name}/log", get(log))
        .route("/api/journals/{name}/report", get(report))
        .merge(super::view::routes())
        .merge(jury::routes())
        .merge(super::tournament_page::routes())
        .merge(super::charts::routes())
        .merge(super::prints::routes())
        .merge(super::second_copy::routes())
        .merge(super::sign_in::routes())
        .merge(super::trust::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // A page loaded from elsewhere (another address of this laptop, say)
        // may still ship here: the key, not the origin, is what is checked.
        .layer(
            CorsLayer::new()
                .allow_origin(Any)
                .allow_methods([Method::GET, Method::POST])
                .allow_headers([
                    header::CONTENT_TYPE,
                    HeaderName::from_static("x-tournament-key"),
                ]),
        )
        .with_state(hall)
        .fallback_service(files)
        // A page opened by an old link with `?key=` is sent on without it.
        .layer(middleware::from_fn_with_state(
            state,
            role::key_out_of_address,
        ))
        .layer(middleware::from_fn(super::answers::shaped))
        .layer(middleware::from_fn(super::answers::secured))
}

/// A store's refusal as the API answers it, worded in `lang`.
fn refusal(r: &Refusal, lang: Lang) -> Response {
    let status = match r {
        Refusal::BadName | Refusal::BadDevice | Refusal::Malformed { .. } => {
            StatusCode::BAD_REQUEST
        }
        Refusal::Unknown => StatusCode::NOT_FOUND,
        Refusal::NotYours => StatusCode::FORBIDDEN,
        Refusal::Moved => StatusCode::GONE,
        Refusal::Live { .. }
        | Refusal::Gap { .. }
        | Refusal::Differs { .. }
        | Refusal::TooMany(_) => StatusCode::CONFLICT,
        Refusal::Io(_) => StatusCode::INTERNAL_SERVER_ERROR,
    };
    refuse(status, lang, r.refused())
}

fn copy_of(
    hall: &Hall,
    name: &str,
    lang: Lang,
) -> Result<Arc<std::sync::Mutex<store::Copy>>, Box<Response>> {
    if !store::valid_name(name) {
        return Err(Box::new(refusal(&Refusal::BadName, lang)));
    }
    hall.store
        .get(name)
        .ok_or_else(|| Box::new(refusal(&Refusal::Unknown, lang)))
}

async fn tables(role: Role, State(hall): State<Shared>) -> Response {
    // A table sees only its own table's games (to take one over).
    let tables: Vec<_> = hall
        .tables()
        .into_iter()
        .filter(|t| match role {
            Role::Jury => true,
            Role::Table(mine) => t.game.is_some_and(|g| g.table == mine),
        })
        .collect();
    Json(board::Tables { v: 1, tables }).into_response()
}

/// What the jury asks of a game's card: archived (the default) or
/// restored.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Archiving {
    #[serde(default = "yes")]
    archived: bool,
}

fn yes() -> bool {
    true
}

/// The archive route's answer: every journal archived.
#[derive(serde::Serialize)]
struct ArchivedNow {
    archived: std::collections::BTreeSet<String>,
}

/// `POST /api/journals/{name}/archive`: the jury archives a game (hidden
/// from the hall view, kept on disk, counted apart) or restores it; the
/// answer lists every journal archived.
async fn archive(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
    super::shared::Asked(r): super::shared::Asked<Archiving>,
) -> Response {
    let done = tokio::task::spawn_blocking(move || {
        hall.store.archive(&name, r.archived)?;
        Ok::<_, Refusal>(hall.store.archived())
    })
    .await;
    match done {
        Ok(Ok(archived)) => Json(ArchivedNow { archived }).into_response(),
        Ok(Err(r)) => refusal(&r, lang),
        Err(e) => failed(lang, e.to_string()),
    }
}

/// A read of one copy, once the journal's name is checked: `what` makes
/// the answer from the copy and the hall's now.
fn read_copy(
    hall: &Hall,
    name: &str,
    lang: Lang,
    what: impl FnOnce(&store::Copy, Ms) -> Response,
) -> Response {
    match copy_of(hall, name, lang) {
        Ok(copy) => what(&store::lock(&copy), hall.now()),
        Err(r) => *r,
    }
}

async fn journal(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
) -> Response {
    read_copy(&hall, &name, lang, |copy, _| {
        let jsonl = [(header::CONTENT_TYPE, "application/jsonl; charset=utf-8")];
        (jsonl, copy.text()).into_response()
    })
}

async fn log(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
) -> Response {
    read_copy(&hall, &name, lang, |copy, _| {
        Json(board::Log {
            log: board::log(copy, lang),
        })
        .into_response()
    })
}

async fn report(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
) -> Response {
    read_copy(&hall, &name, lang, |copy, now| {
        match board::report_html(copy, now, lang) {
            Ok(html) => Html(html).into_response(),
            Err(e) => failed(lang, e),
        }
    })
}

async fn push(
    role: Role,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
    headers: HeaderMap,
    body: axum::body::Body,
) -> Response {
    let announced = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    let body = match announced {
        Some(length) if length > MAX_BODY => Err(()),
        _ => axum::body::to_bytes(body, MAX_BODY).await.map_err(|_| ()),
    };
    let Ok(body) = body else {
        let too_large = wire::Refused::of(wire::Error::TooLarge);
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, lang, too_large);
    };
    if !is_json(&headers) {
        return not_json(lang);
    }
    let push: Push = match read_json(&body, lang) {
        Ok(push) => push,
        Err(refusal) => return *refusal,
    };
    if let Err(refusal) = may_write(&hall, role, &name, Some(&push), &headers) {
        return *refusal;
    }
    let now = hall.now();
    // The copy is put on disk (fsync) before the answer: off the async threads.
    let done = tokio::task::spawn_blocking(move || hall.push(&name, &push, now)).await;
    match done {
        Ok(Ok(stored)) => Json(stored).into_response(),
        Ok(Err(r)) => refusal(&r, lang),
        Err(e) => failed(lang, e.to_string()),
    }
}

async fn take(
    role: Role,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refusal) = may_write(&hall, role, &name, None, &headers) {
        return *refusal;
    }
    if !is_json(&headers) {
        return not_json(lang);
    }
    let take: wire::Take = match read_json(&body, lang) {
        Ok(take) => take,
        Err(refusal) => return *refusal,
    };
    let now = hall.now();
    let moved = tokio::task::spawn_blocking(move || hall.take(&name, &take.device, now)).await;
    match moved {
        Ok(Ok(taken)) => Json(taken).into_response(),
        Ok(Err(r)) => refusal(&r, lang),
        Err(e) => failed(lang, e.to_string()),
    }
}
