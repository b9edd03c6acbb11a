//! Who is asking the hall: the jury (the jury's key), or a table by its
//! number (its own key, `keys.rs`). Decided once, by an axum extractor
//! ([`Role`], or [`Jury`] where only the jury may ask), from the key in the `X-Tournament-Key` header (tools, tables)
//! or in the cookie the hall sets for its pages; never from the address (an
//! address is printed in a page's footer, kept in history and sent on in a
//! `Referer`). A page opened by an old link with `?key=` is answered with
//! the cookie and a 303 to the same address without the key
//! ([`key_out_of_address`]). `docs/hall.md`, "Who is asking".

use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::connections::Peer;
use super::keys::{self, Found};
use super::shared::{Hall, Shared, asked_lang, refused};
use crate::lang::Lang;
use crate::wire::{self, TableNo};
use crate::words::office::{Unproven, sentence, unproven};

/// The header that carries the tournament key.
pub const KEY_HEADER: &str = "x-tournament-key";

/// The cookie the hall sets for its pages.
pub const COOKIE: &str = "fc_key";

/// The cookie the hall sets for its pages over HTTPS: `Secure`, so the
/// browser never sends it to the plain-HTTP port (a cookie is not tied to
/// a port), and under a name of its own, so a sign-in over plain HTTP later
/// (the laptop's own browser) sets the plain one beside it.
pub const SECURE_COOKIE: &str = "__Secure-fc_key";

/// Marks a request that came over the hall's HTTPS port (`start.rs` layers
/// it on the HTTPS router only).
#[derive(Debug, Clone, Copy)]
pub struct OverTls;

/// How long a browser keeps the key's cookie: a tournament's days.
const COOKIE_AGE_S: u32 = 30 * 24 * 3600;

/// Who is asking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The jury: the jury's key, printed at the hall's start.
    Jury,
    /// A table, by its number: its own key (`keys.rs`), on its table card.
    Table(TableNo),
}

impl Role {
    /// Whether this role may read and write table `table`'s games: the
    /// jury every table's, a table only its own.
    pub fn at(self, table: TableNo) -> bool {
        match self {
            Role::Jury => true,
            Role::Table(mine) => mine == table,
        }
    }
}

/// Only the jury passes: the extractor of the jury's routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Jury;

/// The key a request carries in its header (tools, tables).
fn in_header(headers: &HeaderMap) -> Option<&str> {
    headers.get(KEY_HEADER).and_then(|v| v.to_str().ok())
}

/// The key a request carries in the hall's cookie (the jury's pages).
fn in_cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|cookies| cookies.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE || *name == SECURE_COOKIE)
        .map(|(_, value)| value)
}

/// The key a request carries: its header, else the hall's cookie.
#[cfg(test)]
fn given(headers: &HeaderMap) -> Option<&str> {
    in_header(headers).or_else(|| in_cookie(headers))
}

/// Whether a request's `Origin` is one of the hall's own addresses: the
/// address it was sent to (`Host`), or one the hall announces. No `Origin`
/// (a tool, a page's own navigation) is fine; another port of the same
/// host is another origin (a page there must not act with the jury's
/// cookie).
fn own_origin(hall: &Hall, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    let authority = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    let announced = [Some(hall.address.as_str()), hall.secure.as_deref()];
    announced.contains(&Some(origin))
        || matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
}

/// Whether the address's query holds a `key` parameter.
fn key_in_address(query: Option<&str>) -> bool {
    query.is_some_and(|q| {
        q.split('&')
            .any(|pair| pair.split('=').next() == Some("key"))
    })
}

/// A refusal of who is asking, worded in the request's language
/// (`?lang=`, else Accept-Language).
fn refuse(parts: &Parts, why: Unproven) -> Response {
    refusal(asked_lang(parts.uri.query(), &parts.headers), why)
}

/// A refusal of who is asking, in `lang`: 401 without a valid key, 403 for
/// what this key may not do.
pub fn refusal(lang: Lang, why: Unproven) -> Response {
    let (status, error) = match why {
        Unproven::Missing | Unproven::InAddress => (StatusCode::UNAUTHORIZED, wire::Error::NoKey),
        Unproven::Wrong => (StatusCode::UNAUTHORIZED, wire::Error::WrongKey),
        Unproven::Revoked(_) => (StatusCode::UNAUTHORIZED, wire::Error::Revoked),
        Unproven::JuryOnly => (StatusCode::FORBIDDEN, wire::Error::JuryOnly),
        Unproven::OtherOrigin => (StatusCode::FORBIDDEN, wire::Error::OtherOrigin),
        Unproven::OtherTable(_) => (StatusCode::FORBIDDEN, wire::Error::OtherTable),
    };
    refused(status, error, &sentence(&unproven(lang, why)))
}

/// Who `key` proves its holder to be: the jury, a table, or why neither
/// (a wrong key, a table's replaced key). The one check of a key in the
/// hall: the jury's key and every table's are compared in constant time
/// (`keys::same_key`), letters' case ignored.
pub fn who(hall: &Hall, key: &str) -> Result<Role, Unproven> {
    let given = key.trim().to_ascii_uppercase();
    let jury = keys::same_key(&hall.key.to_ascii_uppercase(), &given);
    let table = hall.tables.find(&given);
    match (jury, table) {
        (true, _) => Ok(Role::Jury),
        (false, Found::Table(table)) => Ok(Role::Table(table)),
        (false, Found::Revoked(table)) => Err(Unproven::Revoked(table)),
        (false, Found::None) => Err(Unproven::Wrong),
    }
}

/// The role of a request with these headers (and this query, only to say
/// where the key belongs), or why it is not let in (401 `no-key` or
/// `wrong-key`).
fn role(hall: &Shared, headers: &HeaderMap, query: Option<&str>) -> Result<Role, Unproven> {
    match (in_header(headers), in_cookie(headers)) {
        (Some(k), _) => who(hall, k),
        (None, Some(_)) if !own_origin(hall, headers) => Err(Unproven::OtherOrigin),
        (None, Some(k)) => who(hall, k),
        (None, None) if key_in_address(query) => Err(Unproven::InAddress),
        (None, None) => Err(Unproven::Missing),
    }
}

/// The role of a request, its wrong key counted against its address: the
/// answer to a burst of wrong keys waits (`wrong_keys`).
async fn proven(hall: &Shared, parts: &Parts) -> Result<Role, Response> {
    let role = role(hall, &parts.headers, parts.uri.query());
    if role == Err(Unproven::Wrong) {
        slowed(hall, parts.extensions.get::<Peer>()).await;
    }
    role.map_err(|why| refuse(parts, why))
}

/// Counts a wrong key from `peer` and waits as long as its burst asks.
pub async fn slowed(hall: &Hall, peer: Option<&Peer>) {
    if let Some(Peer(from)) = peer {
        let wait = hall
            .wrong_keys
            .wrong(*from, hall.now(), chrono::Local::now());
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
    }
}

/// Whether a page's request comes from the jury (its key in the cookie or
/// the header): else the page asks for the key (`sign_in`).
pub fn is_jury(hall: &Shared, headers: &HeaderMap) -> bool {
    matches!(role(hall, headers, None), Ok(Role::Jury))
}

/// The `Set-Cookie` that keeps `key` in the browser for the hall's pages:
/// HttpOnly (no script reads it), SameSite=Strict, the tournament's days;
/// over HTTPS (`over_tls`) also Secure, never sent in clear.
pub fn cookie(key: &str, over_tls: bool) -> String {
    let (name, secure) = if over_tls {
        (SECURE_COOKIE, "; Secure")
    } else {
        (COOKIE, "")
    };
    format!("{name}={key}; Path=/; Max-Age={COOKIE_AGE_S}; HttpOnly; SameSite=Strict{secure}")
}

impl FromRequestParts<Shared> for Role {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, hall: &Shared) -> Result<Self, Response> {
        proven(hall, parts).await
    }
}

impl FromRequestParts<Shared> for Jury {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, hall: &Shared) -> Result<Self, Response> {
        match proven(hall, parts).await? {
            Role::Jury => Ok(Jury),
            Role::Table(_) => Err(refuse(parts, Unproven::JuryOnly)),
        }
    }
}

/// The address without its `key` parameter (the others kept, in order),
/// and the key it held.
fn without_key(path: &str, query: &str) -> (String, Option<String>) {
    let mut key = None;
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            if name == "key" {
                key = Some(value.to_owned());
                false
            } else {
                !pair.is_empty()
            }
        })
        .collect();
    let address = if kept.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{}", kept.join("&"))
    };
    (address, key)
}

/// Whether a page at `path` has its key taken out of the address by the
/// hall: every page but the web clock (`/`), which keeps the key itself
/// (in its settings) and takes it out of its address in the browser; the
/// API never reads an address's key.
fn hall_page(path: &str) -> bool {
    !(path == "/" || path == "/index.html" || path.starts_with("/api/"))
}

/// A path of this hall for a `Location`: any leading run of slashes and
/// backslashes collapsed to one `/`, so `//evil.example/x` or
/// `/\evil.example` stays on this hall (a browser reads both as another
/// host).
fn on_this_hall(path: &str) -> String {
    format!("/{}", path.trim_start_matches(['/', '\\']))
}

/// Middleware: a page opened by an old link with `?key=K` is answered 303
/// to the same address without `key` (its other parameters kept), always a
/// path of this hall. Only the jury's key goes into the cookie (HttpOnly,
/// SameSite=Strict): a table's key, as public as its card, a wrong key or
/// an empty one leaves the jury's cookie as it is, so no link signs the
/// jury out. A key that is not the jury's counts as a wrong key
/// (`wrong_keys`): the cookie set or not would otherwise answer guesses.
pub async fn key_out_of_address(
    State(hall): State<Shared>,
    request: Request,
    next: Next,
) -> Response {
    let uri = request.uri();
    let query = uri.query().filter(|q| key_in_address(Some(q)));
    let (Some(query), true) = (query, request.method() == Method::GET) else {
        return next.run(request).await;
    };
    if !hall_page(uri.path()) {
        return next.run(request).await;
    }
    let (address, key) = without_key(&on_this_hall(uri.path()), query);
    let jury = key
        .as_deref()
        .is_some_and(|k| who(&hall, k) == Ok(Role::Jury));
    // Whether the cookie is set says whether the key was the jury's: a
    // wrong one counts, and is slowed, as anywhere else.
    if key.is_some_and(|k| !k.is_empty()) && !jury {
        slowed(&hall, request.extensions().get::<Peer>()).await;
    }
    let over_tls = request.extensions().get::<OverTls>().is_some();
    let Ok(location) = HeaderValue::from_str(&address) else {
        return next.run(request).await;
    };
    let mut answer = (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, location),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (
                header::REFERRER_POLICY,
                HeaderValue::from_static("no-referrer"),
            ),
        ],
    )
        .into_response();
    if jury && let Ok(cookie) = HeaderValue::from_str(&cookie(&hall.key, over_tls)) {
        answer.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_taken_out_of_the_address_and_the_rest_kept() {
        assert_eq!(
            without_key("/hall", "key=AB12&lang=de&open=t-3"),
            ("/hall?lang=de&open=t-3".to_owned(), Some("AB12".to_owned()))
        );
        assert_eq!(
            without_key("/print/draw", "lang=es&key=K"),
            ("/print/draw?lang=es".to_owned(), Some("K".to_owned()))
        );
        assert_eq!(
            without_key("/tournament", "key=K"),
            ("/tournament".to_owned(), Some("K".to_owned()))
        );
        assert!(!key_in_address(Some("monkey=1&keys=2")));
        assert!(key_in_address(Some("lang=de&key=")));
    }

    #[test]
    fn the_header_comes_before_the_cookie_and_other_cookies_are_not_the_key() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("theme=dark; fc_key=COOKIE"),
        );
        assert_eq!(given(&headers), Some("COOKIE"));
        headers.insert(KEY_HEADER, HeaderValue::from_static("HEADER"));
        assert_eq!(given(&headers), Some("HEADER"));
        let mut others = HeaderMap::new();
        others.insert(header::COOKIE, HeaderValue::from_static("not-fc_key=X"));
        assert_eq!(given(&others), None);
    }

    #[test]
    fn a_redirect_stays_on_this_hall() {
        assert_eq!(on_this_hall("//evil.example/x"), "/evil.example/x");
        assert_eq!(on_this_hall("/\\evil.example/x"), "/evil.example/x");
        assert_eq!(on_this_hall("/\\/\\evil"), "/evil");
        assert_eq!(on_this_hall("/tournament"), "/tournament");
        assert_eq!(on_this_hall("/"), "/");
    }

    #[test]
    fn the_web_clock_and_the_api_keep_their_addresses() {
        assert!(!hall_page("/"));
        assert!(!hall_page("/api/tables"));
        assert!(hall_page("/hall"));
        assert!(hall_page("/print/standings"));
    }
}
