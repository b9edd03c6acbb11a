//! Who is asking: the jury, proved by the tournament key in the
//! `X-Tournament-Key` header or the `fc_key` cookie (never in an address).
//! An axum extractor: a route that takes [`Jury`] answers 401 to anyone
//! else.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;

use super::shared::{Shared, refused};
use crate::wire;

/// The cookie that holds the tournament key in the jury's browser.
pub const COOKIE: &str = "fc_key";

/// The jury: the request carries the hall's tournament key.
#[derive(Debug, Clone, Copy)]
pub struct Jury;

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

impl FromRequestParts<Shared> for Jury {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, hall: &Shared) -> Result<Self, Response> {
        match key_of(&parts.headers) {
            Some(k) if k.trim().eq_ignore_ascii_case(&hall.key) => Ok(Self),
            Some(_) => Err(refused(
                StatusCode::UNAUTHORIZED,
                wire::Error::WrongKey,
                "wrong tournament key",
            )),
            None => Err(refused(
                StatusCode::UNAUTHORIZED,
                wire::Error::NoKey,
                "the tournament key is missing (X-Tournament-Key or the fc_key cookie)",
            )),
        }
    }
}
