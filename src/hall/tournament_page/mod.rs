//! The tournament's pages, rendered on the server: the jury's
//! `/tournament` (six tabs), the players' public `/standings`, their own
//! pages `/players` and the projector (`follow.rs`). A page
//! is a shell (header, tabs, the message line) whose script fetches each
//! tab's fragment (`GET /tournament/fragment/{tab}`, `GET
//! /standings/fragment`), swaps it in unless the jury is typing in it, and
//! posts the forms to the JSON API (`/api/tournament/...`). Every word,
//! number and table is the server's (`sheets`, `words`); the script has no
//! rule and no format. The jury proves who he is by the `fc_key` cookie
//! (set here from an old link's `?key=`, which is then taken out of the
//! address) or the `X-Tournament-Key` header: see `docs/hall.md`.

mod ask;
mod clocks;
mod confirmations;
mod finalists;
mod follow;
mod links;
mod players;
mod preview;
mod reports;
mod result_form;
mod results;
mod summary;
mod tabs;

use crate::words::text::T;

use axum::extract::{Path as UrlPath, Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::charts::all_games;
use super::prints::joining;
use super::role::Jury;
use super::shared::{Params, Shared};
use super::sign_in::Page;
use crate::lang::Lang;
use crate::words::pages::P;
use crate::words::sheet::S;
use crate::words::tournament::W;
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
        .route(
            "/tournament/preview/{round}/{table}",
            post(preview::preview),
        )
        .merge(follow::routes())
}

/// Whose page a shell is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The jury's: tabs, and a link to the hall view.
    Jury,
    /// The players': links between the public standings and their pages.
    Public,
    /// The projector's: full screen, its screens one after the other
    /// (`data-cycle`, ms each).
    Projector,
}

/// How long the projector shows each screen.
const CYCLE_MS: u32 = 12_000;

/// The shell of a page: its header and tabs, the message line, the
/// refusals worded, and the script that fills `main`.
fn shell(title: &str, lang: Lang, fragment: &str, tabs: &[Tab], kind: Kind) -> String {
    let cycle = (kind == Kind::Projector).then_some(CYCLE_MS);
    let code = lang.code();
    let page = html! {
        (DOCTYPE)
        html lang=(code) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body.projector-page[kind == Kind::Projector] data-fragment=(fragment) data-lang=(code) data-asked="0" data-drawn="0" data-answered="0" data-polled="0"
                data-cycle=[cycle]
                data-offline=(T::HallNoAnswer.get(lang))
                data-odd=(P::OddAnswer.get(lang)) {
                header {
                    h1 #title { (title) }
                    @if !tabs.is_empty() {
                        nav #tabs {
                            @for tab in tabs {
                                button data-tab=(tab.key()) { (tab.name(lang)) }
                            }
                        }
                    }
                    span #msg {}
                    @match kind {
                        Kind::Jury => a #hall href={ "/hall?lang=" (code) } { (P::Hall.get(lang)) },
                        Kind::Public => nav #public {
                            a href={ "/standings?lang=" (code) } { (W::Standings.get(lang)) }
                            a href={ "/players?lang=" (code) } { (S::Players.get(lang)) }
                        },
                        Kind::Projector => {},
                    }
                }
                main #main {}
                script { (PreEscaped(SCRIPT)) }
            }
        }
    };
    page.into_string()
}

/// `GET /tournament`: the jury's page, or the form that asks for the
/// jury's key (`sign_in`). An old link's `?key=` never gets here: the hall
/// keeps it in the cookie and takes it out of the address
/// (`role::key_out_of_address`).
async fn jury_page(State(hall): State<Shared>, lang: Lang, headers: HeaderMap) -> Response {
    super::sign_in::or_form(&hall, &headers, (Page::Tournament, lang), || {
        let title = jury_title(&hall.office.tournament(), lang);
        Html(shell(
            &title,
            lang,
            "/tournament/fragment",
            &Tab::ALL,
            Kind::Jury,
        ))
        .into_response()
    })
}

/// The title of the jury's page: the tournament's name once it is opened.
fn jury_title(t: &crate::tournament::book::Tournament, lang: Lang) -> String {
    if t.name.is_empty() {
        P::Title.get(lang).to_owned()
    } else {
        t.name.clone()
    }
}

/// `GET /tournament/fragment/{tab}`: a tab of the jury's page.
async fn jury_fragment(
    _jury: Jury,
    State(hall): State<Shared>,
    UrlPath(tab): UrlPath<String>,
    Query(params): Params,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let Some(tab) = Tab::from_key(&tab) else {
        return crate::hall::shared::no_such_page(lang, format!("/tournament/{tab}"));
    };
    let t = hall.office.tournament();
    let tables = if tab == Tab::Results {
        results::FromTables {
            time: Some(all_games(&hall)),
            outside: hall.office.outside_draw(&hall.store),
            clock: t.clock_differences(&super::board::clocks(&hall.store)),
        }
    } else {
        results::FromTables::default()
    };
    let ask = Ask::read(&params);
    let markup: Markup = tabs::jury(&t, tab, lang, &ask, &tables);
    // The Draw tab ends with the tables' clocks (their keys made now).
    let clocks = match (tab == Tab::Draw).then(|| joining(&hall, &t)) {
        Some(Ok(joining)) => clocks::section(&joining, lang, &ask),
        Some(Err(e)) => html! { p.no { (e) } },
        None => html! {},
    };
    // And with the trust page, for the tablets before the first round.
    let trust = match tab {
        Tab::Draw => super::trust::for_jury(&hall, lang),
        _ => html! {},
    };
    // Every tab says it when the second copy stopped.
    let warning = super::second_copy::warning(&hall, lang);
    // And the page's title, which the script puts in the header and the
    // tab (the tournament's name once the jury opened it).
    let title = html! { span hidden data-title=(jury_title(&t, lang)) {} };
    Html(html! { (title) (warning) (markup) (clocks) (trust) }.into_string()).into_response()
}

/// The title of a public page: the tournament's name.
fn public_title(t: &crate::tournament::book::Tournament, lang: Lang) -> String {
    if t.name.is_empty() {
        P::PublicTitle.get(lang).to_owned()
    } else {
        t.name.clone()
    }
}

/// `GET /standings`: the players' public page (no key); with
/// `?projector=1` the projector's (`/projector`).
async fn public_page(
    State(hall): State<Shared>,
    Query(params): Params,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let t = hall.office.tournament();
    let title = public_title(&t, lang);
    if params.contains_key("projector") {
        return Html(shell(
            &title,
            lang,
            "/projector/fragment",
            &[],
            Kind::Projector,
        ))
        .into_response();
    }
    Html(shell(
        &title,
        lang,
        "/standings/fragment",
        &[],
        Kind::Public,
    ))
    .into_response()
}

/// `GET /standings/fragment`: the public standings as the jury lets them
/// be seen, the final's order and the time across the games.
async fn public_fragment(
    State(hall): State<Shared>,
    Query(params): Params,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let t = hall.office.tournament();
    let all = all_games(&hall);
    let base = hall.address.clone();
    let markup = tabs::public(&t, lang, &Ask::read(&params), &all, &base);
    Html(markup.into_string()).into_response()
}
