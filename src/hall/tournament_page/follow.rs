//! What the players follow, no key: `/players` (find yourself by name or
//! number; every player with his table in the round being played),
//! `/players/{no}` (his games, results, rank, live) and the projector
//! (`/projector`, or `/standings?projector=1`: the round's tables and the
//! standings, one screen after the other). Each is the tournament pages'
//! shell around a fragment drawn by `sheets::player` or
//! `sheets::projector` from what the public may see (the jury's hold-back,
//! `office::public::held_back`); the script fetches and swaps it.

use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};

use super::{Kind, STYLE, public_links, public_shell, public_title};
use crate::hall::paged::{Asked, Paged, Reader};
use crate::hall::shared::{Shared, refused};
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::sheets::player::{Links, Public, list, player};
use crate::sheets::projector::screen;
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::tournament::public::held_back;
use crate::tournament::standings::cross::current_round;
use crate::wire;
use crate::words::follow::{F, put};
use crate::words::frame::D;

/// The players' pages' and the projector's routes.
pub fn routes() -> axum::Router<Shared> {
    let public = |path, page, fragment| Paged {
        path,
        below: "fragment",
        reader: Reader::Anyone,
        page,
        fragment,
    };
    axum::Router::new()
        .merge(public("/players", players_page, players_fragment).routes())
        .merge(public("/players/{no}", player_page, player_fragment).routes())
        .merge(public("/projector", projector_page, projector_fragment).routes())
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
fn players_page(hall: &Shared, asked: &Asked) -> Response {
    let lang = asked.lang;
    let title = public_title(&hall.office.tournament(), lang);
    let description = D::Players.get(lang);
    public_shell(&title, description, lang, &asked.fragment, Kind::Public)
}

/// `GET /players/fragment?q=`: the search box and the players.
fn players_fragment(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let seen = Seen::of(&hall.office.tournament(), asked.lang);
    let query = asked.params.get("q").map_or("", String::as_str);
    Ok(list(seen.public(), asked.lang, Some(query)))
}

/// The page for a player number nobody has, in the public pages' look
/// and language, with the way to the list.
pub(super) fn no_such_player(lang: Lang, no: &str) -> Markup {
    let said = put(lang, F::NoSuchPlayer, &[("no", no)]);
    let all = format!("/players?lang={}", lang.code());
    Frame {
        title: &said,
        lang,
        look: Look::Screen,
        description: D::Players.get(lang),
        style: &[STYLE],
        data: &[],
        header: Some(html! { h1 #title { (said) } (public_links(lang)) }),
        body: html! {
            main #main {
                h2 #unknown { (said) }
                p { a href=(all) { (F::AllPlayers.get(lang)) } }
            }
        },
        script: None,
    }
    .draw()
}

/// `GET /players/{no}`: the shell of his page; a clear 404 page for a
/// number nobody has.
fn player_page(hall: &Shared, asked: &Asked) -> Response {
    let (lang, no) = (asked.lang, asked.at("no"));
    let t = hall.office.tournament();
    let Some(n) = number(no).filter(|n| t.player(*n).is_some()) else {
        let page = no_such_player(lang, no).into_string();
        return (StatusCode::NOT_FOUND, Html(page)).into_response();
    };
    let title = format!(
        "{} — {}",
        crate::words::office::player(lang, &t, n),
        public_title(&t, lang)
    );
    let description = D::Player.get(lang);
    public_shell(&title, description, lang, &asked.fragment, Kind::Public)
}

/// `GET /players/{no}/fragment`: his page's content; `404 unknown` for a
/// number nobody has.
fn player_fragment(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let (lang, no) = (asked.lang, asked.at("no"));
    let seen = Seen::of(&hall.office.tournament(), lang);
    number(no)
        .and_then(|n| player(seen.public(), n, lang))
        .ok_or_else(|| {
            Box::new(refused(
                StatusCode::NOT_FOUND,
                wire::Error::Unknown,
                &put(lang, F::NoSuchPlayer, &[("no", no)]),
            ))
        })
}

/// `GET /projector`: the projector's page.
fn projector_page(hall: &Shared, asked: &Asked) -> Response {
    let lang = asked.lang;
    let title = public_title(&hall.office.tournament(), lang);
    let description = D::Projector.get(lang);
    public_shell(&title, description, lang, &asked.fragment, Kind::Projector)
}

/// `GET /projector/fragment?view=N`: the projector's N-th screen (counted
/// round), with the QR code of the players' pages.
fn projector_fragment(hall: &Shared, asked: &Asked) -> Result<Markup, Box<Response>> {
    let seen = Seen::of(&hall.office.tournament(), asked.lang);
    let n = asked
        .params
        .get("view")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let players = format!("{}/players", hall.address);
    Ok(screen(seen.public(), n, asked.lang, &players))
}
