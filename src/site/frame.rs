//! The page around every sheet of the site: the frame every page shares
//! (`page_frame`) in the hall pages' look and the site's (`site.css`),
//! the tournament's name, the navigation, the language switch and when it
//! was written; and the site's first page, which asks for a language. Every link is relative, counted back from
//! the page's own folder.

use maud::{Markup, html};

use super::{Sheet, Sources};
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::sheets::page::SCREEN;
use crate::tournament::book::Tournament;
use crate::words::frame::D;
use crate::words::pages::P;
use crate::words::site::as_of;

/// What the site adds to the hall pages' look (`site.css`).
const SITE: &str = include_str!("site.css");

/// The tournament's name, or "Tournament" before it has one.
fn name(t: &Tournament, lang: Lang) -> String {
    if t.name.trim().is_empty() {
        P::Title.get(lang).to_owned()
    } else {
        t.name.clone()
    }
}

/// The way back from `file` (under a language's folder) to that folder:
/// `""`, or `"../"` for each folder it is in.
fn back(file: &str) -> String {
    "../".repeat(file.matches('/').count())
}

/// A page of the site in `lang`: `title` in the tab, `header` and `body`
/// in the frame every page shares (`page_frame`), the site's look.
fn framed(title: &str, lang: Lang, description: &str, header: Markup, body: Markup) -> Markup {
    Frame {
        title,
        lang,
        look: Look::Screen,
        description,
        style: &[SCREEN, SITE],
        data: &[],
        header: Some(header),
        body,
        script: None,
    }
    .draw()
}

/// `sheet` as a whole page in `lang`: the tournament's name, the
/// navigation (`listed`: each page's file and name, `sheet`'s own marked),
/// the same page in the other languages, the sheet's heading and body, and
/// when the site was written.
pub fn frame(s: &Sources<'_>, sheet: &Sheet, listed: &[(String, &str)], lang: Lang) -> Markup {
    let t = s.tournament;
    let back = back(&sheet.file);
    let tournament = name(t, lang);
    let header = html! {
        h1 { a href={ (back) "index.html" } { (tournament) } }
        nav {
            @for (file, name) in listed {
                a.on[*file == sheet.file] href={ (back) (file) } { (name) }
            }
        }
        span.langs {
            @for other in Lang::ALL {
                a.on[other == lang] lang=(other.code()) hreflang=(other.code())
                    href={ (back) "../" (other.code()) "/" (sheet.file) } { (other.name()) }
            }
        }
    };
    let body = html! {
        main {
            h2 { (sheet.heading) }
            (sheet.body)
        }
        @if let Some(at) = &s.at {
            footer.small { (as_of(lang, &crate::format::wall_minute(at))) }
        }
    };
    let title = format!("{tournament} — {}", sheet.heading);
    let description = sheet.about.unwrap_or_else(|| D::Site.get(lang));
    framed(&title, lang, description, header, body)
}

/// The site's first page (`index.html`): the tournament's name and a
/// link to its overview in each language, each named in its own.
pub fn languages(t: &Tournament) -> Markup {
    let tournament = name(t, Lang::En);
    let body = html! {
        main {
            ul.pages {
                @for lang in Lang::ALL {
                    li { a.big lang=(lang.code()) hreflang=(lang.code()) href={ (lang.code()) "/index.html" } {
                        (lang.name()) " — " (crate::words::site::Site::Overview.get(lang))
                    } }
                }
            }
        }
    };
    let header = html! { h1 { (tournament) } };
    framed(&tournament, Lang::En, D::Site.get(Lang::En), header, body)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use maud::html;

    use super::*;
    use crate::report::across::across;

    #[test]
    fn a_page_in_a_sub_folder_finds_its_way_back() {
        let t = Tournament::default();
        let time = across(&[]);
        let s = Sources {
            tournament: &t,
            time: &time,
            at: None,
        };
        let sheet = Sheet {
            file: "players/7.html".to_owned(),
            name: None,
            about: None,
            heading: "7".to_owned(),
            body: html! { p { "his games" } },
        };
        let listed = [("index.html".to_owned(), "Overview")];
        let page = frame(&s, &sheet, &listed, Lang::De).0;
        assert!(page.contains("href=\"../index.html\""), "{page}");
        assert!(page.contains("href=\"../../es/players/7.html\""), "{page}");
        assert!(page.contains("<h1><a href=\"../index.html\""), "{page}");
        assert!(!page.contains("<footer"), "no moment, no line for it");
    }
}
