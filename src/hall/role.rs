//! Who is asking: the jury, proved by the tournament key in the
//! `X-Tournament-Key` header or the `fc_key` cookie (never in an address).
//! An axum extractor: a route that takes [`Jury`] answers 401 to anyone
//! else.

use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::Response;

pub use super::shared::{COOKIE, cookie, key_of};
use super::shared::{Shared, refused};
use crate::wire;

/// The jury: the request carries the hall's tournament key.
#[derive(Debug, Clone, Copy)]
pub struct Jury;

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
