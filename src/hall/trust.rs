//! The trust page, served over plain HTTP always (also with
//! `--no-plain-http`): the hall's certificate authority to download
//! (`/trust/authority.crt`, which iPadOS and Android install; `.pem`, for a
//! desktop table's `--authority`), its fingerprint, what trusting it means
//! and how on each system; and the plain-HTTP router that serves only this
//! page when the jury turned plain HTTP off. `docs/hall.md`, "HTTPS".

use axum::extract::State;
use axum::http::{Method, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::get;
use maud::{Markup, html};

use super::shared::Shared;
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::sheets::page::SCREEN;
use crate::sheets::qr;
use crate::words::frame::D;
use crate::words::trust::Tr;

/// The trust page's address on the hall's plain `address`.
pub fn page_address(address: &str) -> String {
    format!("{address}/trust")
}

/// The trust page's routes, merged into the hall's router (and the whole
/// plain-HTTP router when plain HTTP is off).
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/trust", get(page))
        .route("/trust/authority.crt", get(der))
        .route("/trust/authority.pem", get(pem))
}

/// Plain HTTP when the jury turned it off (`--no-plain-http`): the trust
/// page, and every other page sent on to the same path over HTTPS (a form
/// or a table's post is refused, saying where to go).
pub fn plain_only(hall: Shared) -> axum::Router {
    routes()
        .fallback(elsewhere)
        .with_state(hall)
        .layer(axum::middleware::from_fn(super::answers::shaped))
        .layer(axum::middleware::from_fn(super::answers::secured))
}

async fn elsewhere(State(hall): State<Shared>, method: Method, uri: Uri, lang: Lang) -> Response {
    let Some(secure) = &hall.secure else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let path = uri.path_and_query().map_or("/", |p| p.as_str());
    if method == Method::GET || method == Method::HEAD {
        return Redirect::temporary(&format!("{secure}{path}")).into_response();
    }
    let off = crate::wire::Refused::of(crate::wire::Error::PlainHttpOff).detail(secure.clone());
    super::shared::refuse(StatusCode::FORBIDDEN, lang, off)
}

async fn page(State(hall): State<Shared>, lang: Lang) -> Response {
    Html(draw(&hall, lang).into_string()).into_response()
}

async fn der(State(hall): State<Shared>) -> Response {
    match &hall.authority {
        None => StatusCode::NOT_FOUND.into_response(),
        Some(authority) => (
            [
                (header::CONTENT_TYPE, "application/x-x509-ca-cert"),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"friedrich-hall-authority.crt\"",
                ),
            ],
            authority.der().to_vec(),
        )
            .into_response(),
    }
}

async fn pem(State(hall): State<Shared>) -> Response {
    match &hall.authority {
        None => StatusCode::NOT_FOUND.into_response(),
        Some(authority) => (
            [
                (header::CONTENT_TYPE, "application/x-pem-file"),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"friedrich-hall-authority.pem\"",
                ),
            ],
            authority.pem().to_owned(),
        )
            .into_response(),
    }
}

/// The page's own look beside the hall's (`trust.css`): the download as
/// a big button, the fingerprint wrapped on a phone.
const LOOK: &str = include_str!("trust.css");

/// The trust page in `lang`: what HTTPS brings, the certificate and its
/// fingerprint, each system's steps, the HTTPS address to go on to, what a
/// device that cannot trust it does, and removing it afterwards.
fn draw(hall: &Shared, lang: Lang) -> Markup {
    let say = |p: Tr| p.get(lang);
    let body = html! {
        main #trust {
            @match (&hall.authority, &hall.secure) {
                (Some(authority), Some(secure)) => {
                    p { (say(Tr::Why)) }
                    p { (say(Tr::Meaning)) }
                    p { a.download #download href="/trust/authority.crt" download { (say(Tr::Download)) } }
                    p.dim { a href="/trust/authority.pem" download { (say(Tr::DownloadPem)) } }
                    p.dim { (say(Tr::Fingerprint)) ": " br; code #fingerprint { (authority.fingerprint()) } }
                    h2 { (say(Tr::Apple)) }
                    ol { li { (say(Tr::Apple1)) } li { (say(Tr::Apple2)) } li { (say(Tr::Apple3)) } }
                    h2 { (say(Tr::Android)) }
                    ol { li { (say(Tr::Android1)) } li { (say(Tr::Android2)) } li { (say(Tr::Android3)) } }
                    h2 { (say(Tr::Desktop)) }
                    ul { li { (say(Tr::Firefox)) } li { (say(Tr::Windows)) } li { (say(Tr::Mac)) } li { (say(Tr::Linux)) } }
                    p.dim { (say(Tr::NoPictures)) }
                    h2 { (say(Tr::Then)) }
                    p { a #secure href={ (secure) "/" } { b { (secure) "/" } } }
                    div.clock { (qr::svg(&format!("{secure}/"), lang)) }
                    p { (say(Tr::Cannot)) }
                    @if hall.plain {
                        p { (say(Tr::PlainAt)) " " b { (hall.address) "/" } }
                    } @else {
                        p.no { (crate::words::answer::A::PlainOff.get(lang)) }
                    }
                    h2 { (say(Tr::After)) }
                    p { (say(Tr::Remove)) }
                }
                _ => {
                    p #https-off { (say(Tr::HttpsOff)) }
                }
            }
        }
    };
    framed(lang, body)
}

/// The trust page's frame in `lang` around `body`.
pub(super) fn framed(lang: Lang, body: Markup) -> Markup {
    let title = Tr::Title.get(lang);
    Frame {
        title,
        lang,
        look: Look::Screen,
        description: D::Trust.get(lang),
        style: &[SCREEN, LOOK],
        data: &[],
        header: Some(html! { h1 { (title) } }),
        body,
        script: None,
    }
    .draw()
}

/// The jury page's box: the trust page's address and its QR code, for the
/// tablets before the first round (nothing without HTTPS).
pub fn for_jury(hall: &Shared, lang: Lang) -> Markup {
    let at = page_address(&hall.address);
    html! {
        @if hall.secure.is_some() {
            div.trust #trust-page {
                p.dim { (Tr::ForTablets.get(lang)) " " b { (at) } }
                div.clock { (qr::svg(&at, lang)) }
            }
        }
    }
}
