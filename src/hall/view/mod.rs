//! The hall view (`/hall`): every table's clock live, an alert sounded when
//! a table calls the jury, and each table's page read only. Drawn on the
//! server: the page ([`page`]) is a frame whose script fetches the cards
//! (`GET /hall/cards`, [`cards::cards`]) every second and a table's page
//! (`GET /hall/tables/{name}`, [`table::table`]) when it is opened, swaps
//! them in, and counts each swap (`window.hall.drawn`, what the browser
//! tests wait on). No time, word or layout is made in the script.

mod cards;
mod table;

use axum::extract::{Path as UrlPath, State};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use maud::{Markup, html};

use super::board;
use super::charts;
use super::paged::{Asked, Paged, Reader};
use super::role::Jury;
use super::shared::Shared;
use super::sign_in::Page;
use super::store;
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::words::frame::D;
use crate::words::text::T;

#[cfg(test)]
pub use cards::cards;
pub use table::table;

/// The page's style beside every screen page's.
const STYLE: &str = include_str!("hall.css");

/// The page's script: fetch, swap, sound, count.
const SCRIPT: &str = include_str!("hall.js");

/// The hall view's routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    let view = Paged {
        path: "/hall",
        below: "cards",
        reader: Reader::Jury,
        page: shown,
        fragment: cards_now,
    };
    view.routes().route("/hall/tables/{name}", get(table_now))
}

/// The hall view's frame in `lang`: the header (title, count, the
/// tournament's link, the sound's button) and the places the fragments go.
/// The words the script shows itself (the sound turned on, why nothing
/// shows) are in its elements' `data-` attributes.
pub fn page(lang: Lang) -> Markup {
    let title = T::HallPageTitle.get(lang);
    let header = html! {
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
    };
    Frame {
        title,
        lang,
        look: Look::Screen,
        description: D::Hall.get(lang),
        style: &[STYLE],
        data: &[("lang", lang.code().to_owned())],
        header: Some(header),
        body: html! { main #grid {} section #detail {} },
        script: Some(SCRIPT),
    }
    .draw()
}

/// `GET /hall`: the hall view, or the form that asks for the jury's key.
fn shown(hall: &Shared, asked: &Asked) -> Response {
    let lang = asked.lang;
    super::sign_in::or_form(hall, &asked.headers, (Page::Hall, lang), || {
        Html(page(lang).into_string()).into_response()
    })
}

/// `GET /hall/cards`: every table's card (`?finished=1`: with the finished
/// games whose result is confirmed), and the warning of a burst of wrong
/// keys.
fn cards_now(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let tables = hall.tables();
    let bursts = hall.wrong_keys.bursts();
    let finished = asked.params.get("finished").is_some_and(|f| f == "1");
    Ok(cards::cards_warning(&tables, &bursts, asked.lang, finished))
}

async fn table_now(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
) -> Response {
    let charts = match charts::of_journal(&hall, &name, lang) {
        Ok(charts) => charts,
        Err(refusal) => return *refusal,
    };
    let (Some(copy), Some(shown)) = (hall.store.get(&name), hall.table(&name)) else {
        return charts::unknown(&name, lang);
    };
    let log = board::log(&store::lock(&copy), lang);
    Html(table(&shown, &log, &charts, lang).into_string()).into_response()
}

#[cfg(test)]
#[path = "view_tests.rs"]
mod tests;
