//! The jury's sign-in. The jury's page and the hall view, opened by a
//! browser that does not hold the jury's key, show a form that asks for
//! it instead (so the address the hall prints at its start holds no key);
//! `POST /key` checks the key typed, keeps it in the hall's cookie
//! (`role::cookie`) and goes on to the page. A wrong key is said on the
//! form again and lets nobody in. An old link `…?key=KEY` still works
//! (`role::key_out_of_address`).

use axum::extract::{Form, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::post;
use maud::{Markup, html};
use serde::Deserialize;

use super::role;
use super::shared::{Shared, asked_lang};
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::sheets::page::SCREEN;
use crate::words::frame::D;
use crate::words::pages::P;
use crate::words::text::T;

/// A page the sign-in goes on to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Page {
    /// The jury's page, `/tournament`.
    Tournament,
    /// The hall view, `/hall`.
    Hall,
}

impl Page {
    /// The page's path.
    fn path(self) -> &'static str {
        match self {
            Page::Tournament => "/tournament",
            Page::Hall => "/hall",
        }
    }

    /// The form's name for the page.
    fn name(self) -> &'static str {
        match self {
            Page::Tournament => "tournament",
            Page::Hall => "hall",
        }
    }
}

/// The sign-in's routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new().route("/key", post(signed_in))
}

/// `page` as `shown` draws it for the jury; for anyone else (no key, a
/// wrong one, a table's) the form that asks for the jury's key.
pub fn or_form(
    hall: &Shared,
    headers: &HeaderMap,
    (page, lang): (Page, Lang),
    shown: impl FnOnce() -> Response,
) -> Response {
    if role::is_jury(hall, headers) {
        shown()
    } else {
        Html(form(page, lang, None).into_string()).into_response()
    }
}

/// The form, in `lang`, with why the last key was refused if it was.
pub(super) fn form(page: Page, lang: Lang, refused: Option<&str>) -> Markup {
    let title = match page {
        Page::Tournament => P::Title.get(lang),
        Page::Hall => T::HallPageTitle.get(lang),
    };
    let body = html! {
        main {
            form #sign-in method="post" action="/key" {
                p { (P::SignIn.get(lang)) }
                @if let Some(why) = refused {
                    p.no #refused role="alert" { (why) }
                }
                input type="hidden" name="page" value=(page.name());
                input type="hidden" name="lang" value=(lang.code());
                label {
                    (P::SignInKey.get(lang)) " "
                    input #key type="password" name="key" autocomplete="off"
                        autocapitalize="characters" spellcheck="false" required autofocus;
                }
                " "
                button type="submit" { (P::SignInOpen.get(lang)) }
            }
        }
    };
    Frame {
        title,
        lang,
        look: Look::Screen,
        description: D::SignIn.get(lang),
        style: &[SCREEN],
        data: &[],
        header: Some(html! { h1 { (title) } }),
        body,
        script: None,
    }
    .draw()
}

/// What the form posts.
#[derive(Debug, Deserialize)]
struct Typed {
    /// The key typed.
    key: String,
    /// The page to go on to.
    page: Page,
    /// The page's language.
    #[serde(default)]
    lang: String,
}

/// `POST /key`: the jury's key goes into the cookie and the browser on to
/// the page (303); any other key is refused on the form (401), nothing
/// kept.
async fn signed_in(
    State(hall): State<Shared>,
    over_tls: Option<axum::Extension<role::OverTls>>,
    peer: Option<axum::Extension<super::connections::Peer>>,
    headers: HeaderMap,
    Form(typed): Form<Typed>,
) -> Response {
    let lang = asked_lang(Some(&format!("lang={}", typed.lang)), &headers);
    if role::who(&hall, &typed.key) != Ok(role::Role::Jury) {
        role::slowed(&hall, peer.as_deref()).await;
        let refused = crate::words::answer::A::WrongKey.get(lang);
        let page = form(typed.page, lang, Some(refused)).into_string();
        return (StatusCode::UNAUTHORIZED, Html(page)).into_response();
    }
    let address = format!("{}?lang={}", typed.page.path(), lang.code());
    let (Ok(location), Ok(cookie)) = (
        HeaderValue::from_str(&address),
        HeaderValue::from_str(&role::cookie(&hall.key, over_tls.is_some())),
    ) else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, location),
            (header::SET_COOKIE, cookie),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
    )
        .into_response()
}
