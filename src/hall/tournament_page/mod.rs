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
mod import;
mod links;
mod players;
mod preview;
mod redraw;
mod reports;
mod result_form;
mod results;
mod summary;
mod tabs;

use crate::words::text::T;

use axum::response::{Html, IntoResponse, Response};
use axum::routing::post;
use maud::{Markup, html};

use super::charts::all_games;
use super::paged::{Asked, Paged, Reader};
use super::prints::joining;
use super::shared::Shared;
use super::sign_in::Page;
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::words::frame::D;
use crate::words::pages::P;
use crate::words::sheet::S;
use crate::words::tournament::W;
use ask::Ask;
pub use tabs::Tab;

/// The pages' look beside every screen page's, shared with the published
/// site.
const STYLE: &str = crate::sheets::page::SCREEN;
/// The page's script: fetch, swap, post; nothing else.
const SCRIPT: &str = include_str!("tournament.js");

/// The pages' routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    let jury = Paged {
        path: "/tournament",
        below: "fragment/{tab}",
        reader: Reader::Jury,
        page: jury_page,
        fragment: jury_fragment,
    };
    let public = Paged {
        path: "/standings",
        below: "fragment",
        reader: Reader::Anyone,
        page: public_page,
        fragment: public_fragment,
    };
    axum::Router::new()
        .merge(jury.routes())
        .merge(public.routes())
        .route(
            "/tournament/preview/{round}/{table}",
            post(preview::preview),
        )
        .route(import::PREVIEW, post(import::preview))
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
/// refusals worded, and the script that fills `main` from `fragment`.
fn shell(
    title: &str,
    description: &str,
    lang: Lang,
    fragment: &str,
    tabs: &[Tab],
    kind: Kind,
) -> Markup {
    let code = lang.code();
    let header = html! {
        h1 #title { (title) }
        @if !tabs.is_empty() {
            nav #tabs {
                @for tab in tabs {
                    button data-tab=(tab.key()) { (tab.name(lang)) }
                }
            }
        }
        // Refusals and notices are said to screen readers as they come.
        span #msg role="alert" {}
        @match kind {
            Kind::Jury => a #hall href={ "/hall?lang=" (code) } { (P::Hall.get(lang)) },
            Kind::Public => (public_links(lang)),
            Kind::Projector => {},
        }
    };
    let mut data = vec![
        ("fragment", fragment.to_owned()),
        ("lang", code.to_owned()),
        ("asked", "0".to_owned()),
        ("drawn", "0".to_owned()),
        ("answered", "0".to_owned()),
        ("polled", "0".to_owned()),
    ];
    if kind == Kind::Projector {
        data.push(("cycle", CYCLE_MS.to_string()));
    }
    data.push(("offline", T::HallNoAnswer.get(lang).to_owned()));
    data.push(("odd", P::OddAnswer.get(lang).to_owned()));
    let page = Frame {
        title,
        lang,
        look: if kind == Kind::Projector {
            Look::Projector
        } else {
            Look::Screen
        },
        description,
        style: &[STYLE],
        data: &data,
        header: Some(header),
        body: html! { main #main {} },
        script: Some(SCRIPT),
    };
    page.draw()
}

/// Every shell of the tournament's pages in `lang` with its look, and the
/// page of a player nobody is (for the test of every page's frame).
#[cfg(test)]
pub(super) fn every_shell(lang: Lang) -> Vec<(String, Look)> {
    let shown = |kind, tabs: &[Tab], look| {
        let page = shell("Open", D::Public.get(lang), lang, "/x/fragment", tabs, kind);
        (page.into_string(), look)
    };
    vec![
        shown(Kind::Jury, &Tab::ALL, Look::Screen),
        shown(Kind::Public, &[], Look::Screen),
        shown(Kind::Projector, &[], Look::Projector),
        (
            follow::no_such_player(lang, "99").into_string(),
            Look::Screen,
        ),
    ]
}

/// A whole page as the answer.
fn answered(page: Markup) -> Response {
    Html(page.into_string()).into_response()
}

/// A page the players and the public see (no tabs): its shell around
/// `fragment`, answered.
fn public_shell(
    title: &str,
    description: &str,
    lang: Lang,
    fragment: &str,
    kind: Kind,
) -> Response {
    answered(shell(title, description, lang, fragment, &[], kind))
}

/// The players' links between the public standings and their pages.
fn public_links(lang: Lang) -> Markup {
    let code = lang.code();
    html! {
        nav #public {
            a href={ "/standings?lang=" (code) } { (W::Standings.get(lang)) }
            a href={ "/players?lang=" (code) } { (S::Players.get(lang)) }
        }
    }
}

/// `GET /tournament`: the jury's page, or the form that asks for the
/// jury's key (`sign_in`). An old link's `?key=` never gets here: the hall
/// keeps it in the cookie and takes it out of the address
/// (`role::key_out_of_address`).
fn jury_page(hall: &Shared, asked: &Asked) -> Response {
    let lang = asked.lang;
    super::sign_in::or_form(hall, &asked.headers, (Page::Tournament, lang), || {
        let title = jury_title(&hall.office.tournament(), lang);
        let description = D::Jury.get(lang);
        let page = shell(
            &title,
            description,
            lang,
            &asked.fragment,
            &Tab::ALL,
            Kind::Jury,
        );
        answered(page)
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
fn jury_fragment(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let tab = asked.at("tab");
    let Some(tab) = Tab::from_key(tab) else {
        let path = format!("/tournament/fragment/{tab}");
        return Err(Box::new(crate::hall::shared::no_such_page(
            asked.lang, path,
        )));
    };
    let (lang, params) = (asked.lang, &asked.params);
    let t = hall.office.tournament();
    let tables = if tab == Tab::Results {
        results::FromTables {
            time: Some(all_games(hall)),
            outside: hall.office.outside_draw(&hall.store),
            clock: t.clock_differences(&super::board::clocks(&hall.store)),
            begun: Default::default(),
        }
    } else {
        results::FromTables {
            begun: hall.begun(),
            ..results::FromTables::default()
        }
    };
    let ask = Ask::read(params);
    let markup: Markup = tabs::jury(&t, tab, lang, &ask, &tables);
    // The Draw tab ends with the tables' clocks (their keys made now).
    let clocks = match (tab == Tab::Draw).then(|| joining(hall, &t)) {
        Some(Ok(joining)) => clocks::section(&joining, lang, &ask),
        Some(Err(e)) => html! { p.no { (e) } },
        None => html! {},
    };
    // And with the trust page, for the tablets before the first round.
    let trust = match tab {
        Tab::Draw => super::trust::for_jury(hall, lang),
        _ => html! {},
    };
    // Every tab says it when the second copy stopped.
    let warning = super::second_copy::warning(hall, lang);
    // And the page's title, which the script puts in the header and the
    // tab (the tournament's name once the jury opened it).
    let title = html! { span hidden data-title=(jury_title(&t, lang)) {} };
    Ok(html! { (title) (warning) (markup) (clocks) (trust) })
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
fn public_page(hall: &Shared, asked: &Asked) -> Response {
    let lang = asked.lang;
    let title = public_title(&hall.office.tournament(), lang);
    if asked.params.contains_key("projector") {
        let description = D::Projector.get(lang);
        let fragment = "/projector/fragment";
        return public_shell(&title, description, lang, fragment, Kind::Projector);
    }
    let description = D::Public.get(lang);
    public_shell(&title, description, lang, &asked.fragment, Kind::Public)
}

/// `GET /standings/fragment`: the public standings as the jury lets them
/// be seen, the final's order and the time across the games.
fn public_fragment(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let t = hall.office.tournament();
    let all = all_games(hall);
    let base = hall.address.clone();
    Ok(tabs::public(
        &t,
        asked.lang,
        &Ask::read(&asked.params),
        &all,
        &base,
    ))
}
