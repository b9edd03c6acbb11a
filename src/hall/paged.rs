//! A page and its fragment, routed together: the page at `/x` is a frame
//! whose script fetches `/x/fragment` (`/tournament/fragment/{tab}` by
//! tab, `/hall/cards` for the hall view) and swaps it in. [`Paged`] makes
//! both routes from a page function and a fragment function, reads what
//! both are asked with once ([`Asked`]: the language, the query, the
//! path's parameters, the headers), tells the page where its fragment is,
//! and lets only the jury read a jury's fragment.

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Path, Query, Request, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use maud::Markup;

use super::role::Jury;
use super::shared::{Shared, asked_lang};
use crate::lang::Lang;

/// What a page or its fragment was asked with.
#[derive(Debug)]
pub struct Asked {
    /// The language: `?lang=`, else the browser's.
    pub lang: Lang,
    /// The query's parameters.
    pub params: HashMap<String, String>,
    /// The path's parameters (`no` of `/players/{no}`, `tab`).
    pub at: HashMap<String, String>,
    /// The request's headers (the jury's cookie, the browser's languages).
    pub headers: HeaderMap,
    /// Where the page's script fetches its fragment: the page's own path
    /// and the fragment's first step (`/players/7/fragment`).
    pub fragment: String,
}

impl Asked {
    /// A path parameter, or `""`.
    pub fn at(&self, name: &str) -> &str {
        self.at.get(name).map_or("", String::as_str)
    }
}

/// Who may read a fragment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// Anyone (the players' pages, the projector).
    Anyone,
    /// The jury only (its key in the cookie or the header).
    Jury,
}

/// A page: its frame, or what is answered instead (the sign-in form, a
/// page saying there is no such player).
pub type Page = fn(&Shared, &Asked) -> Response;

/// A fragment: what the page's script swaps in, or the refusal.
pub type Fragment = fn(&Shared, &Asked) -> Result<Markup, Box<Response>>;

/// A page and its fragment.
#[derive(Debug, Clone, Copy)]
pub struct Paged {
    /// The page's path (`/players/{no}`).
    pub path: &'static str,
    /// The fragment's path below the page's: `fragment`,
    /// `fragment/{tab}`, `cards`.
    pub below: &'static str,
    /// Who may read the fragment (the page decides for itself).
    pub reader: Reader,
    /// Draws the page.
    pub page: Page,
    /// Draws the fragment.
    pub fragment: Fragment,
}

impl Paged {
    /// The page's route and its fragment's.
    pub fn routes(self) -> axum::Router<Shared> {
        let Paged {
            path,
            below,
            reader,
            page,
            fragment,
        } = self;
        let page_route = get(
            move |State(hall): State<Shared>, request: Request| async move {
                let (mut parts, _) = request.into_parts();
                match asked(&mut parts, path, below).await {
                    Ok(asked) => page(&hall, &asked),
                    Err(refused) => refused,
                }
            },
        );
        let fragment_route = get(
            move |State(hall): State<Shared>, request: Request| async move {
                let (mut parts, _) = request.into_parts();
                if reader == Reader::Jury
                    && let Err(refused) = Jury::from_request_parts(&mut parts, &hall).await
                {
                    return refused;
                }
                let asked = match asked(&mut parts, path, below).await {
                    Ok(asked) => asked,
                    Err(refused) => return refused,
                };
                match fragment(&hall, &asked) {
                    Ok(markup) => Html(markup.into_string()).into_response(),
                    Err(refused) => *refused,
                }
            },
        );
        axum::Router::new()
            .route(path, page_route)
            .route(&format!("{path}/{below}"), fragment_route)
    }
}

/// What a request of the page at `path` (or of its fragment) asks with.
async fn asked(parts: &mut Parts, path: &str, below: &str) -> Result<Asked, Response> {
    let at = if path.contains('{') || below.contains('{') {
        Path::<HashMap<String, String>>::from_request_parts(parts, &())
            .await
            .map_err(IntoResponse::into_response)?
            .0
    } else {
        HashMap::new()
    };
    let Query(params) = Query::<HashMap<String, String>>::from_request_parts(parts, &())
        .await
        .map_err(IntoResponse::into_response)?;
    let lang = asked_lang(parts.uri.query(), &parts.headers);
    let first = below.split('/').next().unwrap_or(below);
    Ok(Asked {
        lang,
        fragment: format!("{}/{first}", parts.uri.path()),
        params,
        at,
        headers: parts.headers.clone(),
    })
}
