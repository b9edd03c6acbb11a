//! The hall view (`/hall`): every table's clock live, an alert sounded when
//! a table calls the jury, and each table's page read only. Drawn on the
//! server: the page ([`page`]) is a frame whose script fetches the cards
//! (`GET /hall/cards`, [`cards::cards`]) every second and a table's page
//! (`GET /hall/tables/{name}`, [`table::table`]) when it is opened, swaps
//! them in, and counts each swap (`window.hall.drawn`, what the browser
//! tests wait on). No time, word or layout is made in the script.

mod cards;
mod table;

use axum::extract::{Path as UrlPath, Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::board;
use super::charts;
use super::role::Jury;
use super::shared::{Params, Shared, asked_lang};
use super::sign_in::Page;
use super::store;
use crate::lang::Lang;
use crate::words::text::T;

#[cfg(test)]
pub use cards::cards;
pub use table::table;

/// The page's style.
const STYLE: &str = include_str!("hall.css");

/// The page's script: fetch, swap, sound, count.
const SCRIPT: &str = include_str!("hall.js");

/// The hall view's routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/hall", get(shown))
        .route("/hall/cards", get(cards_now))
        .route("/hall/tables/{name}", get(table_now))
}

/// The hall view's frame in `lang`: the header (title, count, the
/// tournament's link, the sound's button) and the places the fragments go.
/// The words the script shows itself (the sound turned on, why nothing
/// shows) are in its elements' `data-` attributes.
pub fn page(lang: Lang) -> Markup {
    let title = T::HallPageTitle.get(lang);
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body data-lang=(lang.code()) {
                header {
                    h1 #title { (title) }
                    span #msg
                        data-no-key=(T::HallNoKey.get(lang))
                        data-wrong-key=(T::HallWrongKey.get(lang))
                        data-offline=(T::HallNoAnswer.get(lang)) {}
                    span #count {}
                    a #tournament href=(format!("/tournament?lang={}", lang.code())) {
                        (crate::words::pages::P::Title.get(lang))
                    }
                    button #sound type="button" data-on=(T::HallSoundOn.get(lang)) {
                        (T::HallSound.get(lang))
                    }
                }
                main #grid {}
                section #detail {}
                script { (PreEscaped(SCRIPT)) }
            }
        }
    }
}

/// `GET /hall`: the hall view, or the form that asks for the jury's key.
async fn shown(State(hall): State<Shared>, Query(params): Params, headers: HeaderMap) -> Response {
    let lang = asked_lang(&params, &headers);
    super::sign_in::or_form(&hall, &headers, (Page::Hall, lang), || {
        Html(page(lang).into_string()).into_response()
    })
}

async fn cards_now(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let tables = hall.tables();
    let lang = asked_lang(&params, &headers);
    let bursts = hall.wrong_keys.bursts();
    Html(cards::cards_warning(&tables, &bursts, lang).into_string()).into_response()
}

async fn table_now(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let lang = asked_lang(&params, &headers);
    let charts = match charts::of_journal(&hall, &name, lang) {
        Ok(charts) => charts,
        Err(refusal) => return *refusal,
    };
    let (Some(copy), Some(shown)) = (hall.store.get(&name), hall.table(&name)) else {
        return charts::unknown(&name);
    };
    let log = board::log(&store::lock(&copy), lang);
    Html(table(&shown, &log, &charts, lang).into_string()).into_response()
}

#[cfg(test)]
#[path = "view_tests.rs"]
mod tests;
