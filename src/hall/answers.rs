//! What every answer of the hall carries, whatever route made it: its
//! security headers ([`secured`]), and a refusal always in the documented
//! shape `{"error", "message"}` with a stable code, axum's own refusals
//! (a path that does not parse, a body too large, a method the route does
//! not take) included ([`shaped`]).

use axum::body::to_bytes;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

use super::shared::{asked_lang, refuse};
use crate::wire::{Error as E, Refused};

/// What the hall's pages may load and where they may be shown: scripts and
/// styles of the hall's own (its pages' own inline ones, the web clock's
/// wasm), images also as data, requests to any hall (a tablet loaded from
/// a dead laptop ships on to the new one), never inside another site's
/// frame, forms only to the hall.
pub const CONTENT_POLICY: &str = "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' data: blob:; connect-src 'self' http: https:; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Whether an answer at `path` may be kept in a browser's cache: the web
/// clock's own files only. Every page of the hall, every answer of its API
/// and every printout (the table cards carry the tables' keys) is
/// `no-store`.
fn cacheable(path: &str) -> bool {
    const BUILD: [&str; 7] = [
        ".js",
        ".wasm",
        ".png",
        ".webmanifest",
        ".css",
        ".ico",
        ".svg",
    ];
    path == "/"
        || path == "/index.html"
        || (!path[1..].contains('/') && BUILD.iter().any(|e| path.ends_with(e)))
}

/// Middleware: every answer of the hall with its security headers: no
/// address sent on to another site (`Referrer-Policy: no-referrer`), the
/// [`CONTENT_POLICY`], no type guessed (`nosniff`), and `no-store` on all
/// but the web clock's files.
pub async fn secured(request: Request, next: Next) -> Response {
    let keep = cacheable(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if !keep {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The code of a refusal axum or a file service gave in plain text, by its
/// status and text.
fn code(status: StatusCode, text: &str) -> E {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => E::TooLarge,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => E::NotJson,
        StatusCode::NOT_FOUND => E::BadPath,
        StatusCode::METHOD_NOT_ALLOWED => E::BadMethod,
        StatusCode::BAD_REQUEST if text.starts_with("Invalid URL") => E::BadPath,
        StatusCode::BAD_REQUEST | StatusCode::UNPROCESSABLE_ENTITY if text.contains("JSON") => {
            E::BadJson
        }
        _ if status.is_server_error() => E::Storage,
        _ => E::BadRequest,
    }
}

/// Middleware: a refusal that is not JSON or a page already (axum's own
/// plain-text rejections, an empty 404 or 405) is answered
/// `{"error", "message"}` with its status kept, worded in the asker's
/// language from its code, axum's own words (or the path) quoted as its
/// detail.
pub async fn shaped(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let lang = asked_lang(request.uri().query(), request.headers());
    let response = next.run(request).await;
    let status = response.status();
    let typed = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("application/json") || t.starts_with("text/html"));
    if !(status.is_client_error() || status.is_server_error()) || typed {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = to_bytes(body, 64 * 1024).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text).trim().to_owned();
    let error = code(status, &text);
    let detail = match error {
        E::BadPath | E::BadMethod => path,
        _ if text.is_empty() => status.canonical_reason().unwrap_or_default().to_owned(),
        _ => text,
    };
    let mut shaped = refuse(status, lang, Refused::of(error).detail(detail));
    for name in [header::ALLOW, header::WWW_AUTHENTICATE] {
        if let Some(value) = parts.headers.get(&name) {
            shaped.headers_mut().insert(name, value.clone());
        }
    }
    shaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_web_clocks_files_are_kept_in_a_cache() {
        assert!(cacheable("/"));
        assert!(cacheable("/friedrich-clock_bg.wasm"));
        assert!(cacheable("/sw.js"));
        assert!(!cacheable("/print/tables"));
        assert!(!cacheable("/tournament"));
        assert!(!cacheable("/api/tournament"));
        assert!(!cacheable("/export/results.csv"));
    }

    #[test]
    fn axums_own_refusals_get_a_stable_code() {
        let bad_path = "Invalid URL: Cannot parse `x` to a `u32`";
        assert_eq!(code(StatusCode::BAD_REQUEST, bad_path), E::BadPath);
        assert_eq!(code(StatusCode::PAYLOAD_TOO_LARGE, ""), E::TooLarge);
        assert_eq!(code(StatusCode::METHOD_NOT_ALLOWED, ""), E::BadMethod);
        assert_eq!(code(StatusCode::NOT_FOUND, ""), E::BadPath);
    }
}
