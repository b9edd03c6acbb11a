//! The hall server's shared state (the tables' copies, the tournament's
//! journal, the key, the hall's clock) and what every route does alike: a
//! refusal answered as `{"error", "message", ...}`, the language asked for,
//! a change's body read ([`Asked`]); who is asking is `role.rs`'s. Apart
//! from `server.rs`, so that the route modules beside it (`jury.rs`,
//! `view/`) read the same state without importing the server that merges
//! them.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Instant;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use serde::de::DeserializeOwned;

use super::board;
use super::keys::TableKeys;
use super::office::Office;
use super::store::Store;
use crate::disk::Mirror;
use crate::engine::Ms;
use crate::lang::Lang;
use crate::wire;

/// The server's shared state.
#[derive(Debug)]
pub struct Hall {
    /// The tables' journal copies.
    pub store: Store<Mirror>,
    /// The tournament's journal.
    pub office: Office<Mirror>,
    /// The hall's folder on its disk, with the second copy (`--copy-to`)
    /// if there is one: every file the hall keeps is written through it.
    pub disk: Mirror,
    /// The jury's key.
    pub key: String,
    /// The tables' keys.
    pub tables: TableKeys<Mirror>,
    /// The hall's plain-HTTP address (`http://host:port`, no trailing
    /// slash): the trust page's, the players' pages', and the tablets'
    /// without HTTPS.
    pub address: String,
    /// The hall's HTTPS address (`https://host:port`) when it serves
    /// HTTPS: the one in the table cards' QR codes then.
    pub secure: Option<String>,
    /// The hall's certificate authority, when it serves HTTPS.
    pub authority: Option<super::authority::Authority>,
    /// Whether plain HTTP serves everything (else the trust page only).
    pub plain: bool,
    /// When the hall started: its clock's zero.
    pub started: Instant,
    /// How long a game's device must be silent before another takes it over.
    pub quiet: Ms,
    /// Where the site is published (`--publish-to`), if anywhere.
    pub publisher: Option<Publisher>,
    /// Wrong keys by the address they came from.
    pub wrong_keys: super::wrong_keys::WrongKeys,
}

impl Hall {
    /// Where the tablets open the clock: over HTTPS when the hall serves
    /// it, else plain HTTP.
    pub fn tablets(&self) -> &str {
        self.secure.as_deref().unwrap_or(&self.address)
    }

    /// Every table the hall holds at its now, marked for the jury
    /// (archived, superseded by a later copy, outside the draw:
    /// `board::mark`), each from its card (`card.rs`).
    pub fn tables(&self) -> Vec<board::TableView> {
        let now = self.now();
        let cards = self.store.cards();
        let tables = cards
            .iter()
            .map(|(name, card)| board::table(name, card, now));
        self.marked(tables.collect())
    }

    /// Journal `name`'s table at the hall's now, marked as among every
    /// table: only it and the other copies of its tournament game are
    /// made (a table's page).
    pub fn table(&self, name: &str) -> Option<board::TableView> {
        let card = self.store.card(name)?;
        let tables = match card.game() {
            Some(game) => self.game_tables(game),
            None => self.marked(vec![board::table(name, &card, self.now())]),
        };
        tables.into_iter().find(|t| t.listed.journal == name)
    }

    /// The copies of tournament game `game` at the hall's now, marked.
    pub fn game_tables(&self, game: wire::GameRef) -> Vec<board::TableView> {
        let now = self.now();
        let tables = self
            .store
            .cards()
            .into_iter()
            .filter(|(_, card)| card.game() == Some(game))
            .map(|(name, card)| board::table(&name, &card, now));
        self.marked(tables.collect())
    }

    /// `tables` marked for the jury (`board::mark`).
    fn marked(&self, mut tables: Vec<board::TableView>) -> Vec<board::TableView> {
        let t = self.office.tournament();
        board::mark(
            &mut tables,
            &self.store.archived(),
            |g| t.has_game(g),
            |g| t.is_confirmed(g),
        );
        for table in &mut tables {
            table.heard_lately = table.silent_ms < self.quiet;
        }
        tables
    }

    /// The hall's clock: ms since it started.
    pub fn now(&self) -> Ms {
        Ms::try_from(self.started.elapsed().as_millis()).unwrap_or(Ms::MAX)
    }

    /// Something the public may see changed: the site is written again
    /// when the hall publishes one (never waits).
    pub fn changed(&self) {
        if let Some(publisher) = &self.publisher {
            publisher.changed();
        }
    }
}

/// The hall's publisher (`--publish-to`): wakes the thread that writes
/// the site (`publish::start`).
#[derive(Debug)]
pub struct Publisher {
    /// Where the site goes.
    out: PathBuf,
    /// A change to publish (the thread drains every wake it finds).
    wake: Sender<()>,
}

impl Publisher {
    /// A publisher into `out`, and what its thread is woken by.
    pub fn new(out: &Path) -> (Self, Receiver<()>) {
        let (wake, woken) = channel();
        let publisher = Self {
            out: out.to_owned(),
            wake,
        };
        (publisher, woken)
    }

    /// Where the site goes.
    pub fn out(&self) -> &Path {
        &self.out
    }

    /// Asks for the site to be written again (never waits).
    pub fn changed(&self) {
        // The thread is gone only with the hall.
        let _ = self.wake.send(());
    }
}

/// The state as the routes hold it.
pub type Shared = Arc<Hall>;

/// A refusal as the API gives it: a status and `{"error", "message", ...}`.
pub fn refused(status: StatusCode, error: wire::Error, message: &str) -> Response {
    (status, Json(wire::Refused::new(error, message))).into_response()
}

/// Text written safely into an address (a path segment or a query's
/// value): every byte but the unreserved ones percent-encoded.
pub fn in_address(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// A refusal whose message is worded here, in the asker's `lang`, from its
/// code and details (`words::answer`): what a table words itself too.
pub fn refuse(status: StatusCode, lang: Lang, mut r: wire::Refused) -> Response {
    if r.message.is_empty() {
        r.message = crate::words::office::sentence(&crate::words::answer::said(lang, &r));
    }
    (status, Json(r)).into_response()
}

/// The hall could not do it (a thread lost, a disk that refused): 500
/// `storage`, what failed quoted.
pub fn failed(lang: Lang, why: impl Into<String>) -> Response {
    let r = wire::Refused::of(wire::Error::Storage).detail(why);
    refuse(StatusCode::INTERNAL_SERVER_ERROR, lang, r)
}

/// No such page in the hall: 404 `bad-path`, the path quoted.
pub fn no_such_page(lang: Lang, path: impl Into<String>) -> Response {
    let r = wire::Refused::of(wire::Error::BadPath).detail(path);
    refuse(StatusCode::NOT_FOUND, lang, r)
}

/// The language asked for: `?lang=en|de|es` in `query`, else the first of
/// ours `Accept-Language` names (`de-AT,de;q=0.9,en;q=0.8`; the tables
/// send theirs), else English. The one rule of every page and answer.
pub fn asked_lang(query: Option<&str>, headers: &HeaderMap) -> Lang {
    let ours = |code: &str| {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    };
    let named = query
        .unwrap_or_default()
        .split('&')
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(ours);
    if let Some(lang) = named {
        return lang;
    }
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    accepted
        .split(',')
        .filter_map(|tag| tag.split(';').next())
        .filter_map(|tag| tag.trim().get(..2))
        .find_map(ours)
        .unwrap_or_default()
}

/// The asker's language as a handler's argument ([`asked_lang`]).
impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(asked_lang(parts.uri.query(), &parts.headers))
    }
}

/// A change's request body read as `R` (an empty body: `{}`), once its
/// `Content-Type` says JSON (`415 not-json` else: a form or a text posted
/// by another site's page never reaches a route); a body that does not
/// read is refused 400 `bad-json`, one with a field the route does not
/// take 400 `unknown-field`, one of the wrong shape 400 `bad-request`. Who
/// asks is decided before it, by the route's `Jury` or `Role` argument.
pub struct Asked<R>(pub R);

impl<R: DeserializeOwned> FromRequest<Shared> for Asked<R> {
    type Rejection = Response;

    async fn from_request(request: Request, hall: &Shared) -> Result<Self, Response> {
        let json = is_json(request.headers());
        let lang = asked_lang(request.uri().query(), request.headers());
        let body = Bytes::from_request(request, hall)
            .await
            .map_err(IntoResponse::into_response)?;
        if !json {
            return Err(not_json(lang));
        }
        let body: &[u8] = if body.iter().all(u8::is_ascii_whitespace) {
            b"{}"
        } else {
            &body
        };
        read_json(body, lang).map(Asked).map_err(|refusal| *refusal)
    }
}

/// Whether a request's `Content-Type` is `application/json` (with or
/// without a charset).
pub fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"))
}

/// The refusal of a body that is not said to be JSON.
pub fn not_json(lang: Lang) -> Response {
    refuse(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        lang,
        wire::Refused::of(wire::Error::NotJson),
    )
}

/// `body` read as `R`, `what` naming it in the refusal: 400 `bad-json`
/// (not JSON), `unknown-field` (a field `R` does not take) or
/// `bad-request` (JSON of another shape).
pub fn read_json<R: DeserializeOwned>(body: &[u8], lang: Lang) -> Result<R, Box<Response>> {
    crate::strict_json::from_slice(body).map_err(|e| Box::new(json_refusal(&e, lang)))
}

/// The refusal of a body that did not read: 400 `bad-json` (not JSON),
/// `unknown-field` or `bad-request` (JSON of another shape), the reader's
/// words quoted.
pub fn json_refusal(e: &serde_json::Error, lang: Lang) -> Response {
    let error = match e.classify() {
        serde_json::error::Category::Data if e.to_string().starts_with("unknown field") => {
            wire::Error::UnknownField
        }
        serde_json::error::Category::Data => wire::Error::BadRequest,
        _ => wire::Error::BadJson,
    };
    refuse(
        StatusCode::BAD_REQUEST,
        lang,
        wire::Refused::of(error).detail(e.to_string()),
    )
}

#[cfg(test)]
mod tests {
    use super::{asked_lang, in_address};
    use crate::lang::Lang;
    use axum::http::{HeaderMap, HeaderValue, header};

    #[test]
    fn the_address_names_the_language_else_the_asker_s_first_of_ours_else_english() {
        let mut table = HeaderMap::new();
        table.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("de"));
        assert_eq!(asked_lang(None, &table), Lang::De, "a German table");
        assert_eq!(asked_lang(Some("edit=1&lang=es"), &table), Lang::Es);
        assert_eq!(asked_lang(Some("lang=fr"), &table), Lang::De);
        let mut browser = HeaderMap::new();
        let tags = HeaderValue::from_static("fr-CH, fr;q=0.9, es-AR;q=0.8, en;q=0.7");
        browser.insert(header::ACCEPT_LANGUAGE, tags);
        assert_eq!(asked_lang(None, &browser), Lang::Es);
        assert_eq!(asked_lang(None, &HeaderMap::new()), Lang::En);
    }

    #[test]
    fn a_name_is_written_into_an_address_escaped() {
        assert_eq!(in_address("table-12.v2"), "table-12.v2");
        assert_eq!(in_address("a b/\"c"), "a%20b%2F%22c");
    }
}
