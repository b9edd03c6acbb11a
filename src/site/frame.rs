//! The page around every sheet of the site: its head and look (the hall's
//! pages' own, inline), the tournament's name, the navigation, the
//! language switch and when it was written; and the site's first page,
//! which asks for a language. Every link is relative, counted back from
//! the page's own folder.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::{Sheet, Sources};
use crate::lang::Lang;
use crate::sheets::page::SCREEN;
use crate::tournament::book::Tournament;
use crate::words::pages::P;
use crate::words::site::as_of;

/// What the site adds to the hall pages' look: links as tabs, the
/// language switch, the games of a round side by side; on a phone the
/// header scrolls away and a wide table scrolls within the page.
const SITE: &str = "nav{flex-wrap:wrap}\
nav a,.langs a{padding:.3em .7em;border:1px solid #556;border-radius:6px;background:#2d3340;color:#eee;text-decoration:none}\
nav a.on,.langs a.on{background:#4a6fa5;border-color:#6d93cc}\
.langs{display:flex;gap:4px;flex-wrap:wrap}\
.games{display:grid;grid-template-columns:repeat(auto-fill,minmax(19em,1fr));gap:.6em}\
.game table{width:100%;margin:.3em 0 0}\
ul.pages{padding-left:1.2em}ul.pages li{margin:.5em 0}\
footer{padding:0 1em 2em}\
main{overflow-x:auto}\
@media (max-width:700px){header{position:static}nav{flex-basis:100%}}";

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

/// The head every page shares.
fn head(title: &str) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            title { (title) }
            style { (PreEscaped(SCREEN)) (PreEscaped(SITE)) }
        }
    }
}

/// `sheet` as a whole page in `lang`: the tournament's name, the
/// navigation (`listed`: each page's file and name, `sheet`'s own marked),
/// the same page in the other languages, the sheet's heading and body, and
/// when the site was written.
pub fn frame(s: &Sources<'_>, sheet: &Sheet, listed: &[(String, &str)], lang: Lang) -> Markup {
    let t = s.tournament;
    let back = back(&sheet.file);
    let tournament = name(t, lang);
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            (head(&format!("{tournament} — {}", sheet.heading)))
            body {
                header {
                    h1 { a href={ (back) "index.html" } style="color:inherit;text-decoration:none" { (tournament) } }
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
                }
                main {
                    h2 { (sheet.heading) }
                    (sheet.body)
                }
                @if let Some(at) = &s.at {
                    footer.small { (as_of(lang, &crate::format::wall_minute(at))) }
                }
            }
        }
    }
}

/// The site's first page (`index.html`): the tournament's name and a
/// link to its overview in each language, each named in its own.
pub fn languages(t: &Tournament) -> Markup {
    let tournament = name(t, Lang::En);
    html! {
        (DOCTYPE)
        html lang="en" {
            (head(&tournament))
            body {
                header { h1 { (tournament) } }
                main {
                    ul.pages {
                        @for lang in Lang::ALL {
                            li { a.big lang=(lang.code()) hreflang=(lang.code()) href={ (lang.code()) "/index.html" } {
                                (lang.name()) " — " (crate::words::site::Site::Overview.get(lang))
                            } }
                        }
                    }
                }
            }
        }
    }
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
