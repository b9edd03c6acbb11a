//! What the players follow, no key: `/players` (find yourself by name or
//! number; every player with his table in the round being played),
//! `/players/{no}` (his games, results, rank, live) and the projector
//! (`/projector`, or `/standings?projector=1`: the round's tables and the
//! standings, one screen after the other). Each is the tournament pages'
//! shell around a fragment drawn by `sheets::player` or
//! `sheets::projector` from what the public may see (the jury's hold-back,
//! `office::public::held_back`); the script fetches and swaps it.

use axum::extract::{Path as UrlPath, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use maud::{DOCTYPE, PreEscaped, html};

use super::{Kind, STYLE, public_title, shell};
use crate::hall::shared::{Params, Shared, refused};
use crate::lang::Lang;
use crate::sheets::player::{Links, Public, list, player};
use crate::sheets::projector::screen;
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::tournament::public::held_back;
use crate::tournament::standings::cross::current_round;
use crate::wire;
use crate::words::follow::{F, put};

/// The players' pages' and the projector's routes.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/players", get(players_page))
        .route("/players/fragment", get(players_fragment))
        .route("/players/{no}", get(player_page))
        .route("/players/{no}/fragment", get(player_fragment))
        .route("/projector", get(projector_page))
        .route("/projector/fragment", get(projector_fragment))
}

/// What the public sees of the tournament, and the hall's links to the
/// players' pages in the page's language.
struct Seen {
    /// The tournament held back as the jury set it.
    held: Tournament,
    /// The rounds shown.
    shown: Vec<u8>,
    /// The round played.
    now: Option<u8>,
    /// `?lang=xx`.
    suffix: String,
    /// The players' list.
    list: String,
}

impl Seen {
    fn of(t: &Tournament, lang: Lang) -> Self {
        let (held, _, shown) = held_back(t);
        let suffix = format!("?lang={}", lang.code());
        Self {
            held,
            shown,
            now: current_round(t),
            list: format!("/players{suffix}"),
            suffix,
        }
    }

    fn public(&self) -> Public<'_> {
        Public {
            t: &self.held,
            shown: &self.shown,
            now: self.now,
            links: Links {
                prefix: "/players/",
                suffix: &self.suffix,
                list: &self.list,
            },
        }
    }
}

/// The player's number in an address, if it is one.
fn number(no: &str) -> Option<PlayerNo> {
    no.parse().ok().filter(|n| *n > 0)
}

/// `GET /players`.
async fn players_page(State(hall): State<Shared>, lang: Lang, _headers: HeaderMap) -> Response {
    let title = public_title(&hall.office.tournament(), lang);
    Html(shell(&title, lang, "/players/fragment", &[], Kind::Public)).into_response()
}

/// `GET /players/fragment?q=`: the search box and the players.
async fn players_fragment(
    State(hall): State<Shared>,
    Query(params): Params,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let seen = Seen::of(&hall.office.tournament(), lang);
    let p = seen.public();
    let query = params.get("q").map_or("", String::as_str);
    Html(list(p, lang, Some(query)).into_string()).into_response()
}

/// The page for a player number nobody has: 404, in the page's look and
/// language, with the way to the list.
fn no_such_player(lang: Lang, no: &str) -> Response {
    let said = put(lang, F::NoSuchPlayer, &[("no", no)]);
    let all = format!("/players?lang={}", lang.code());
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (said) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                main #main {
                    h2 #unknown { (said) }
                    p { a href=(all) { (F::AllPlayers.get(lang)) } }
                }
            }
        }
    };
    (StatusCode::NOT_FOUND, Html(page.into_string())).into_response()
}

/// `GET /players/{no}`: the shell of his page; a clear 404 page for a
/// number nobody has.
async fn player_page(
    State(hall): State<Shared>,
    UrlPath(no): UrlPath<String>,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let t = hall.office.tournament();
    let Some(n) = number(&no).filter(|n| t.player(*n).is_some()) else {
        return no_such_player(lang, &no);
    };
    let title = format!(
        "{} — {}",
        crate::words::office::player(lang, &t, n),
        public_title(&t, lang)
    );
    let fragment = format!("/players/{n}/fragment");
    Html(shell(&title, lang, &fragment, &[], Kind::Public)).into_response()
}

/// `GET /players/{no}/fragment`: his page's content; `404 unknown` for a
/// number nobody has.
async fn player_fragment(
    State(hall): State<Shared>,
    UrlPath(no): UrlPath<String>,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let seen = Seen::of(&hall.office.tournament(), lang);
    let p = seen.public();
    match number(&no).and_then(|n| player(p, n, lang)) {
        Some(page) => Html(page.into_string()).into_response(),
        None => refused(
            StatusCode::NOT_FOUND,
            wire::Error::Unknown,
            &put(lang, F::NoSuchPlayer, &[("no", &no)]),
        ),
    }
}

/// `GET /projector`: the projector's page.
async fn projector_page(State(hall): State<Shared>, lang: Lang, _headers: HeaderMap) -> Response {
    let title = public_title(&hall.office.tournament(), lang);
    Html(shell(
        &title,
        lang,
        "/projector/fragment",
        &[],
        Kind::Projector,
    ))
    .into_response()
}

/// `GET /projector/fragment?view=N`: the projector's N-th screen (counted
/// round), with the QR code of the players' pages.
async fn projector_fragment(
    State(hall): State<Shared>,
    Query(params): Params,
    lang: Lang,
    _headers: HeaderMap,
) -> Response {
    let seen = Seen::of(&hall.office.tournament(), lang);
    let p = seen.public();
    let n = params.get("view").and_then(|v| v.parse().ok()).unwrap_or(0);
    let players = format!("{}/players", hall.address);
    Html(screen(p, n, lang, &players).into_string()).into_response()
}
