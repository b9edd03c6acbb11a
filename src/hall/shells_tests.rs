//! Every kind of page the program writes is framed alike (`page_frame`):
//! the hall's pages, the printouts, the published site and a game's
//! report sheet each have the doctype, their language, one title, a
//! description, the favicon, and the viewport when they are for a screen.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;

use maud::html;

use super::sign_in::{self, Page};
use super::{tournament_page, trust, view};
use crate::engine::{Engine, Ruleset};
use crate::lang::Lang;
use crate::page_frame::{Look, lacks};
use crate::report::across::across;
use crate::report::{Header, Report};
use crate::sheets::print::{Joining, Printout, print};
use crate::site::{Sources, whole};
use crate::tournament::book::Tournament;

/// Every page kind in `lang`: what it is, its HTML, its look.
fn every_page(lang: Lang) -> Vec<(String, String, Look)> {
    let mut pages = Vec::new();
    let mut add = |what: &str, page: String, look| pages.push((what.to_owned(), page, look));
    add(
        "sign-in",
        sign_in::form(Page::Tournament, lang, None).into_string(),
        Look::Screen,
    );
    add(
        "sign-in refused",
        sign_in::form(Page::Hall, lang, Some("no")).into_string(),
        Look::Screen,
    );
    add(
        "trust",
        trust::framed(lang, html! {}).into_string(),
        Look::Screen,
    );
    add("hall view", view::page(lang).into_string(), Look::Screen);
    for (i, (page, look)) in tournament_page::every_shell(lang).into_iter().enumerate() {
        add(&format!("tournament page {i}"), page, look);
    }
    let t = Tournament::default();
    let joining = Joining {
        address: String::new(),
        secure: None,
        table_keys: BTreeMap::new(),
    };
    for which in Printout::ALL {
        add(
            &format!("{which:?} printout"),
            print(&t, which, lang, &joining),
            Look::Print,
        );
    }
    let time = across(&[]);
    add(
        "time printout",
        crate::sheets::time::printout(&time, lang),
        Look::Print,
    );
    let sources = Sources {
        tournament: &t,
        time: &time,
        at: None,
    };
    let in_lang =
        |path: &str| path.starts_with(&format!("{}/", lang.code())) || path == "index.html";
    for page in whole(&sources).into_iter().filter(|p| in_lang(&p.path)) {
        add(&page.path, page.html.into_string(), Look::Screen);
    }
    let header = Header {
        table: "7".to_owned(),
        game: None,
        players: BTreeMap::new(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    let engine = Engine::new(Ruleset::default());
    let report = Report::new(header, &engine, 0, None);
    add(
        "report sheet",
        crate::report::html::html(&report, lang),
        Look::Print,
    );
    pages
}

#[test]
fn every_page_has_its_doctype_language_title_description_favicon_and_viewport() {
    for lang in Lang::ALL {
        let pages = every_page(lang);
        assert!(pages.len() > 20, "{}", pages.len());
        for (what, page, look) in &pages {
            assert_eq!(
                lacks(page, *look),
                Vec::<&str>::new(),
                "{what}: {page:.600}"
            );
            // The site's first page asks for a language in each.
            if what != "index.html" {
                let lang_of = format!("<html lang=\"{}\">", lang.code());
                assert!(page.contains(&lang_of), "{what}: {page:.300}");
            }
        }
    }
}
