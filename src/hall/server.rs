//! `friedrich-clock hall`: the HTTP server (axum) around the [`Store`] and
//! the tournament's [`Office`]: the tables push their journal lines, the
//! hall view (`view/`) and the jury read every table, a new device takes a
//! game over, the jury runs the tournament (`jury.rs`), and the tablets load
//! the web build. Who asks is decided by `role.rs`'s extractors.

use std::io::Write as _;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path as UrlPath, Query, State};
use axum::http::{HeaderMap, HeaderName, Method, StatusCode, header};
use axum::middleware;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use chrono::Local;
use tower_http::cors::{Any, CorsLayer};

use super::board;
use super::jury;
use super::office::Office;
use super::role::{self, Jury, Role};
use super::shared::{Hall, Params, Publisher, Shared, lang, refused};
use super::store::{self, Push, Refusal, Store};
use crate::engine::Ms;
use crate::wire;

/// The largest request body the hall reads (a whole long journal is ~200 KB).
pub const MAX_BODY: usize = 1024 * 1024;

/// The tournament key kept in `dir/key`, made on the hall's first start:
/// eight letters and digits a person can read out and type (no 0/O, 1/I).
pub fn key(dir: &Path) -> Result<String, String> {
    let path = dir.join("key");
    if let Ok(text) = std::fs::read_to_string(&path) {
        let key = text.trim().to_owned();
        if !key.is_empty() {
            return Ok(key);
        }
    }
    const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for the key: {e}"))?;
    let key: String = bytes
        .iter()
        .map(|b| char::from(LETTERS[usize::from(*b) % LETTERS.len()]))
        .collect();
    // Written whole or not at all: a power cut mid-write must not leave a
    // shorter key that the tablets' would not match.
    crate::disk::Disk::replace(&crate::disk::here(), &path, format!("{key}\n").as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(key)
}

/// Runs the hall on `port` until the process is stopped: copies under
/// `data_dir`, the web build from `web` (when it has one); a game is taken
/// over only from a device silent for `take_after` ms; the site published
/// into `publish_to` (`--publish-to`), if given.
pub fn run(
    port: u16,
    data_dir: &Path,
    web: &Path,
    take_after: Ms,
    publish_to: Option<&Path>,
) -> Result<(), String> {
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;

    let store = Store::open(data_dir)?;
    let office = Office::open(data_dir)?;
    // Results saved at the tables while the hall was down are reported now.
    office.hear_all(&store, Local::now());
    let key = key(data_dir)?;
    let (publisher, woken) = publish_to.map(Publisher::new).unzip();
    let hall = Arc::new(Hall {
        store,
        office,
        key,
        started: Instant::now(),
        quiet: take_after,
        publisher,
    });
    let announce = |port: u16| {
        // The lines people (and the tests) read: the port and the key. A
        // closed stderr (the terminal gone) must not stop the hall.
        let mut err = std::io::stderr();
        let _ = writeln!(
            err,
            "friedrich-clock hall: listening on http://0.0.0.0:{port}/ with the copies in {}",
            data_dir.display()
        );
        let _ = writeln!(err, "friedrich-clock hall: tournament key {}", hall.key);
        let _ = writeln!(
            err,
            "friedrich-clock hall: hall view http://<this machine's address>:{port}/hall?key={}",
            hall.key
        );
        // After the lines above, which scripts read first.
        if !web.join("index.html").is_file() {
            log::warn!(
                "{}: no web build here (run `make web`): the tablets cannot load the clock from the hall",
                web.display()
            );
        }
        if let Some(woken) = woken {
            // The site as the hall starts, then after every change.
            super::publish::start(&hall, woken);
        }
    };
    let app = router(Arc::clone(&hall), web.to_owned());
    listen(port, app, announce)
}

/// Serves `app` on `port` of every interface (0: any free port) on a
/// two-thread tokio runtime until the process is stopped; `announce` gets the
/// port once it listens.
pub fn listen(port: u16, app: axum::Router, announce: impl FnOnce(u16)) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_io()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async {
        let at = SocketAddr::from((Ipv4Addr::UNSPECIFIED, port));
        let listener = tokio::net::TcpListener::bind(at)
            .await
            .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
        announce(listener.local_addr().map_or(port, |a| a.port()));
        axum::serve(listener, app)
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}

fn router(hall: Shared, web: PathBuf) -> axum::Router {
    let files = tower_http::services::ServeDir::new(web);
    axum::Router::new()
        .route("/api/tables", get(tables))
        .route("/api/journals/{name}", get(journal).post(push))
        .route("/api/journals/{name}/take", post(take))
        .route("/api/journals/{name}/log", get(log))
        .route("/api/journals/{name}/report", get(report))
        .merge(super::view::routes())
        .merge(jury::routes())
        .merge(super::tournament_page::routes())
        .merge(super::charts::routes())
        .merge(super::prints::routes())
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
        .layer(middleware::from_fn(role::key_out_of_address))
}

fn refusal(r: &Refusal) -> Response {
    use wire::Error as E;
    let bad = StatusCode::BAD_REQUEST;
    let mut body = wire::Refused::new(E::Storage, r.to_string());
    let (status, error) = match r {
        Refusal::BadName => (bad, E::BadName),
        Refusal::BadDevice => (bad, E::BadDevice),
        Refusal::Malformed { line, .. } => {
            body.line = Some(*line);
            (bad, E::Malformed)
        }
        Refusal::Unknown => (StatusCode::NOT_FOUND, E::Unknown),
        Refusal::NotYours => (StatusCode::FORBIDDEN, E::NotYours),
        Refusal::Moved => (StatusCode::GONE, E::Moved),
        Refusal::Live { silent_ms, .. } => {
            body.silent_ms = Some(*silent_ms);
            (StatusCode::CONFLICT, E::Live)
        }
        Refusal::Gap { expected } => {
            body.expected = Some(*expected);
            (StatusCode::CONFLICT, E::Gap)
        }
        Refusal::Differs { line } => {
            body.line = Some(*line);
            (StatusCode::CONFLICT, E::Differs)
        }
        Refusal::Io(_) => (StatusCode::INTERNAL_SERVER_ERROR, E::Storage),
    };
    body.error = error;
    (status, Json(body)).into_response()
}

fn copy_of(hall: &Hall, name: &str) -> Result<Arc<std::sync::Mutex<store::Copy>>, Box<Response>> {
    if !store::valid_name(name) {
        return Err(Box::new(refusal(&Refusal::BadName)));
    }
    hall.store
        .get(name)
        .ok_or_else(|| Box::new(refusal(&Refusal::Unknown)))
}

async fn tables(_: Role, State(hall): State<Shared>) -> Response {
    let now = hall.now();
    let tables: Vec<_> = hall
        .store
        .all()
        .iter()
        .map(|(name, copy)| board::table(name, &store::lock(copy), now))
        .collect();
    Json(board::Tables { v: 1, tables }).into_response()
}

/// A read of one copy, once the journal's name is checked: `what` makes
/// the answer from the copy and the hall's now.
fn read_copy(hall: &Hall, name: &str, what: impl FnOnce(&store::Copy, Ms) -> Response) -> Response {
    match copy_of(hall, name) {
        Ok(copy) => what(&store::lock(&copy), hall.now()),
        Err(r) => *r,
    }
}

async fn journal(_: Jury, State(hall): State<Shared>, UrlPath(name): UrlPath<String>) -> Response {
    read_copy(&hall, &name, |copy, _| {
        let jsonl = [(header::CONTENT_TYPE, "application/jsonl; charset=utf-8")];
        (jsonl, copy.text()).into_response()
    })
}

async fn log(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    Query(params): Params,
) -> Response {
    // The page's language (`?lang=en|de|es`), English without one.
    let lang = lang(&params);
    read_copy(&hall, &name, |copy, _| {
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
    Query(params): Params,
) -> Response {
    // The sheet in the reader's language (`?lang=en|de|es`).
    let lang = lang(&params);
    read_copy(&hall, &name, |copy, now| {
        match board::report_html(copy, now, lang) {
            Ok(html) => Html(html).into_response(),
            Err(e) => refused(StatusCode::INTERNAL_SERVER_ERROR, wire::Error::Storage, &e),
        }
    })
}

async fn push(
    _: Role,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
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
        return refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            wire::Error::TooLarge,
            &format!(
                "the body is larger than {} KB: send fewer lines at a time",
                MAX_BODY / 1024
            ),
        );
    };
    let push: Push = match serde_json::from_slice(&body) {
        Ok(push) => push,
        Err(e) => {
            return refused(
                StatusCode::BAD_REQUEST,
                wire::Error::BadRequest,
                &format!("not a push (JSON with device, from, lines): {e}"),
            );
        }
    };
    let now = hall.now();
    // The copy is put on disk (fsync) before the answer: off the async threads.
    let done = tokio::task::spawn_blocking(move || {
        let next = hall.store.push(&name, &push, now)?;
        // A result line naming a tournament game is reported to the jury;
        // one that cannot be yet is reported on a later push or restart.
        if let Some(copy) = hall.store.get(&name) {
            match hall.office.hear(&name, &copy, Local::now()) {
                // A game ended: its time joins the published charts.
                Ok(heard) if heard > 0 => hall.changed(),
                Ok(_) => {}
                Err(e) => log::debug!("{name}: result not reported yet: {e}"),
            }
        }
        Ok(next)
    })
    .await;
    match done {
        Ok(Ok(next)) => Json(wire::Stored { next }).into_response(),
        Ok(Err(r)) => refusal(&r),
        Err(e) => refused(
            StatusCode::INTERNAL_SERVER_ERROR,
            wire::Error::Storage,
            &e.to_string(),
        ),
    }
}

async fn take(
    _: Role,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    body: Bytes,
) -> Response {
    let Ok(take) = serde_json::from_slice::<wire::Take>(&body) else {
        return refused(
            StatusCode::BAD_REQUEST,
            wire::Error::BadRequest,
            "not a take (JSON with device)",
        );
    };
    let now = hall.now();
    let moved = tokio::task::spawn_blocking(move || {
        let text = hall.store.take(&name, &take.device, now, hall.quiet)?;
        let copy = hall.store.get(&name).ok_or(Refusal::Unknown)?;
        let copy = store::lock(&copy);
        let silent = copy.heard.map_or(0, |(_, at)| now.saturating_sub(at));
        // The table's game time when it was last heard: the new device's
        // heartbeat, so its recovery screen shows the outage since then.
        Ok::<_, Refusal>((text, copy.table_time(now).saturating_sub(silent), silent))
    })
    .await;
    match moved {
        Ok(Ok((text, t, silent_ms))) => {
            let taken = wire::Taken {
                journal: text,
                t,
                silent_ms,
            };
            Json(taken).into_response()
        }
        Ok(Err(r)) => refusal(&r),
        Err(e) => refused(
            StatusCode::INTERNAL_SERVER_ERROR,
            wire::Error::Storage,
            &e.to_string(),
        ),
    }
}
