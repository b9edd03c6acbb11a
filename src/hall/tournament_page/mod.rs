//! The tournament's pages, rendered on the server: the jury's
//! `/tournament` (five tabs) and the players' public `/standings`. A page
//! is a shell (header, tabs, the message line) whose script fetches each
//! tab's fragment (`GET /tournament/fragment/{tab}`, `GET
//! /standings/fragment`), swaps it in unless the jury is typing in it, and
//! posts the forms to the JSON API (`/api/tournament/...`). Every word,
//! number and table is the server's (`sheets`, `words`); the script has no
//! rule and no format. The jury proves who he is by the `fc_key` cookie
//! (set here from an old link's `?key=`, which is then taken out of the
//! address) or the `X-Tournament-Key` header: see `docs/hall.md`.

mod ask;
mod finalists;
mod links;
mod players;
mod results;
mod tabs;

use crate::words::text::T;

use axum::extract::{Path as UrlPath, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::charts::all_games;
use super::role::Jury;
use super::shared::{Params, Shared, asked_lang, refused};
use crate::lang::Lang;
use crate::wire;
use crate::words::pages::P;
use ask::Ask;
pub use tabs::Tab;

/// The page's look, shared by both pages and the published site.
const STYLE: &str = crate::sheets::page::SCREEN;
/// The page's script: fetch, swap, post; nothing else.
const SCRIPT: &str = include_str!("tournament.js");

/// The pages' routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/tournament", get(jury_page))
        .route("/tournament/fragment/{tab}", get(jury_fragment))
        .route("/standings", get(public_page))
        .route("/standings/fragment", get(public_fragment))
}

/// The shell of a page: its header and tabs, the message line, the
/// refusals worded, and the script that fills `main`.
fn shell(title: &str, lang: Lang, fragment: &str, tabs: &[Tab], hall: bool) -> String {
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body data-fragment=(fragment) data-lang=(lang.code()) data-asked="0" data-drawn="0" data-answered="0" data-polled="0"
                data-offline=(T::HallNoAnswer.get(lang))
                data-odd=(P::OddAnswer.get(lang)) {
                header {
                    h1 #title { (title) }
                    nav #tabs {
                        @for tab in tabs {
                            button data-tab=(tab.key()) { (tab.name(lang)) }
                        }
                    }
                    span #msg {}
                    @if hall { a #hall href={ "/hall?lang=" (lang.code()) } { (P::Hall.get(lang)) } }
                }
                main #main {}
                script { (PreEscaped(SCRIPT)) }
            }
        }
    };
    page.into_string()
}

/// `GET /tournament`: the jury's page. An old link's `?key=` never gets
/// here: the hall keeps it in the cookie and takes it out of the address
/// (`role::key_out_of_address`).
async fn jury_page(
    State(hall): State<Shared>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let lang = asked_lang(&params, &headers);
    let t = hall.office.tournament();
    let title = if t.name.is_empty() {
        P::Title.get(lang).to_owned()
    } else {
        t.name.clone()
    };
    Html(shell(&title, lang, "/tournament/fragment", &Tab::ALL, true)).into_response()
}

/// `GET /tournament/fragment/{tab}`: a tab of the jury's page.
async fn jury_fragment(
    _jury: Jury,
    State(hall): State<Shared>,
    UrlPath(tab): UrlPath<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let Some(tab) = Tab::from_key(&tab) else {
        return refused(
            StatusCode::NOT_FOUND,
            wire::Error::Unknown,
            &format!("no such tab: {tab}"),
        );
    };
    let lang = asked_lang(&params, &headers);
    let t = hall.office.tournament();
    let time = (tab == Tab::Results).then(|| all_games(&hall));
    let markup: Markup = tabs::jury(&t, tab, lang, &Ask::read(&params), time.as_ref());
    Html(markup.into_string()).into_response()
}

/// `GET /standings`: the players' public page (no key).
async fn public_page(
    State(hall): State<Shared>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let lang = asked_lang(&params, &headers);
    let t = hall.office.tournament();
    let title = if t.name.is_empty() {
        P::PublicTitle.get(lang).to_owned()
    } else {
        t.name.clone()
    };
    Html(shell(&title, lang, "/standings/fragment", &[], false)).into_response()
}

/// `GET /standings/fragment`: the public standings as the jury lets them
/// be seen, the final's order and the time across the games.
async fn public_fragment(
    State(hall): State<Shared>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    let lang = asked_lang(&params, &headers);
    let t = hall.office.tournament();
    let all = all_games(&hall);
    let markup = tabs::public(&t, lang, &Ask::read(&params), &all);
    Html(markup.into_string()).into_response()
}
