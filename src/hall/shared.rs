//! The hall server's shared state (the tables' copies, the tournament's
//! journal, the key, the hall's clock) and what every route does alike: the
//! key checked, a refusal answered as `{"error", "message", ...}`. Apart
//! from `server.rs`, so that the route modules beside it (`jury.rs`) read
//! the same state without importing the server that merges them.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::extract::Query;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use super::office::Office;
use super::store::Store;
use crate::engine::Ms;
use crate::lang::Lang;
use crate::wire;

/// The server's shared state.
#[derive(Debug)]
pub struct Hall {
    /// The tables' journal copies.
    pub store: Store,
    /// The tournament's journal.
    pub office: Office,
    /// The tournament key.
    pub key: String,
    /// When the hall started: its clock's zero.
    pub started: Instant,
    /// How long a game's device must be silent before another takes it over.
    pub quiet: Ms,
}

impl Hall {
    /// The hall's clock: ms since it started.
    pub fn now(&self) -> Ms {
        Ms::try_from(self.started.elapsed().as_millis()).unwrap_or(Ms::MAX)
    }
}

/// The state as the routes hold it.
pub type Shared = Arc<Hall>;

/// A request's query parameters.
pub type Params = Query<HashMap<String, String>>;

/// A refusal as the API gives it: a status and `{"error", "message", ...}`.
pub fn refused(status: StatusCode, error: wire::Error, message: &str) -> Response {
    (status, Json(wire::Refused::new(error, message))).into_response()
}

/// The request's key (`?key=`, the `X-Tournament-Key` header or the
/// `fc_key` cookie the tournament page sets) is the hall's.
pub fn check_key(
    hall: &Hall,
    params: &HashMap<String, String>,
    headers: &HeaderMap,
) -> Result<(), Box<Response>> {
    let given = params
        .get("key")
        .map(String::as_str)
        .or_else(|| key_of(headers));
    match given {
        Some(k) if k.trim().eq_ignore_ascii_case(&hall.key) => Ok(()),
        Some(_) => Err(Box::new(refused(
            StatusCode::UNAUTHORIZED,
            wire::Error::WrongKey,
            "wrong tournament key",
        ))),
        None => Err(Box::new(refused(
            StatusCode::UNAUTHORIZED,
            wire::Error::NoKey,
            "the tournament key is missing (?key= or X-Tournament-Key)",
        ))),
    }
}

/// The language asked for (`?lang=en|de|es`), English without one.
pub fn lang(params: &HashMap<String, String>) -> Lang {
    params
        .get("lang")
        .and_then(|code| Lang::ALL.into_iter().find(|l| l.code() == code))
        .unwrap_or_default()
}

/// The cookie that holds the tournament key in the jury's browser.
pub const COOKIE: &str = "fc_key";

/// The value of cookie `name` in `headers`, if sent.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The key a request carries: its header, else its cookie.
pub fn key_of(headers: &HeaderMap) -> Option<&str> {
    headers
        .get("x-tournament-key")
        .and_then(|v| v.to_str().ok())
        .or_else(|| cookie(headers, COOKIE))
}
