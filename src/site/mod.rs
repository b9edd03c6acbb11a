//! The tournament as a static site that any web host serves (`friedrich-clock
//! publish DIR OUT`, `hall --publish-to OUT`): an overview, the draw, the
//! results, the standings, the final and the time charts, in every
//! language (`OUT/en/…`, `OUT/de/…`, `OUT/es/…`, and `OUT/index.html` to
//! choose), with relative links only, so the folder works from any
//! sub-folder of a web host and from `file://`.
//!
//! What the public sees and nothing else: the same sheets as the hall's
//! public page (`sheets`), held back as the jury set it
//! (`tournament::public`); no key, no journal, no report a table has not
//! had confirmed. A shown round's corrections are there with their reasons
//! and who of the jury signed them, as on the results sheet the jury pins
//! up in the hall (`sheets::round_results`). A page is a pure function of the
//! tournament ([`site`]); [`folder`] writes them.
//!
//! A new page is one line in [`sheets`]: its file (a sub-folder is fine:
//! the frame finds its way back), its name in the navigation if it has one,
//! and its body.

pub mod folder;
mod frame;

use chrono::{DateTime, Local};
use maud::{Markup, html};

use crate::lang::Lang;
use crate::report::across::Across;
use crate::sheets::crosstable::crosstable;
use crate::sheets::draw::{about, round_table};
use crate::sheets::final_sheet::final_state;
use crate::sheets::page::fill_in_note;
use crate::sheets::player::{Links, Public, list, player};
use crate::sheets::print::who_plays_where;
use crate::sheets::standings::subtitle;
use crate::tournament::ROUNDS;
use crate::tournament::book::Tournament;
use crate::tournament::public::held_back;
use crate::tournament::standings::cross::current_round;
use crate::words::chart::C;
use crate::words::follow::F;
use crate::words::pages::P;
use crate::words::site::Site;
use crate::words::tournament::W;

/// A file of the site: where it goes under the site's folder (`en/draw.html`)
/// and the whole page.
#[derive(Debug, Clone)]
pub struct Page {
    /// Its path under the site's folder, `/`-separated.
    pub path: String,
    /// The whole HTML document.
    pub html: Markup,
}

/// What a site is drawn from.
#[derive(Debug, Clone, Copy)]
pub struct Sources<'a> {
    /// The tournament, as the hall has it (the site holds back itself).
    pub tournament: &'a Tournament,
    /// The time across every game the hall holds (no names, no results).
    pub time: &'a Across,
    /// When the site is written, said on every page.
    pub at: Option<DateTime<Local>>,
}

/// A page of the site in one language, before its frame.
pub struct Sheet {
    /// Its file under the language's folder (`draw.html`, `players/7.html`).
    pub file: String,
    /// Its name in the navigation; `None` keeps it out of it.
    pub name: Option<&'static str>,
    /// What it holds, in a line, on the overview.
    pub about: Option<&'static str>,
    /// Its heading.
    pub heading: String,
    /// What it shows.
    pub body: Markup,
}

impl Sheet {
    /// A page in the navigation, its heading its name.
    fn listed(file: &str, name: &'static str, about: &'static str, body: Markup) -> Self {
        Self {
            file: file.to_owned(),
            name: Some(name),
            about: Some(about),
            heading: name.to_owned(),
            body,
        }
    }
}

/// The pages of one language but the overview, in the navigation's order:
/// the one list to add a page to.
fn sheets(s: &Sources<'_>, lang: Lang) -> Vec<Sheet> {
    let t = s.tournament;
    let mut sheets = vec![
        Sheet::listed(
            "draw.html",
            W::Draw.get(lang),
            Site::DrawAbout.get(lang),
            draw(t, lang),
        ),
        Sheet::listed(
            "results.html",
            P::Results.get(lang),
            Site::ResultsAbout.get(lang),
            crate::sheets::results::results(t, lang),
        ),
        Sheet::listed(
            "standings.html",
            W::Standings.get(lang),
            Site::StandingsAbout.get(lang),
            crate::sheets::public::standings(t, lang, false, None),
        ),
        Sheet::listed(
            "final.html",
            W::TheFinal.get(lang),
            Site::FinalAbout.get(lang),
            final_state(&held_back(t).0, lang, false),
        ),
        Sheet::listed(
            "time.html",
            C::TimeWent.get(lang),
            Site::TimeAbout.get(lang),
            crate::sheets::time::across(s.time, lang),
        ),
    ];
    sheets.extend(players(t, lang));
    sheets
}

/// The crosstable, the players' list and each player's own page
/// (`players/7.html`, out of the navigation), from what the public may
/// see: the same pages as the hall's `/players`, linked between each other.
fn players(t: &Tournament, lang: Lang) -> Vec<Sheet> {
    let (held, _, shown) = held_back(t);
    let now = current_round(t);
    // From the language's folder, and from `players/` under it.
    let here = Links {
        prefix: "players/",
        suffix: ".html",
        list: "players.html",
    };
    let below = Links {
        prefix: "",
        suffix: ".html",
        list: "../players.html",
    };
    let public = |links| Public {
        t: &held,
        shown: &shown,
        now,
        links,
    };
    let mut sheets = vec![
        Sheet::listed(
            "crosstable.html",
            F::Crosstable.get(lang),
            Site::CrosstableAbout.get(lang),
            crosstable(&held, lang, Some(here)),
        ),
        Sheet::listed(
            "players.html",
            F::AllPlayers.get(lang),
            Site::PlayersAbout.get(lang),
            // No search box: a static page has nothing to answer it
            // (the browser's own find does).
            list(public(here), lang, None),
        ),
    ];
    for p in &t.players {
        if let Some(body) = player(public(below), p.no, lang) {
            sheets.push(Sheet {
                file: format!("players/{}.html", p.no),
                name: None,
                about: None,
                heading: crate::words::office::player(lang, &held, p.no),
                body,
            });
        }
    }
    sheets
}

/// The site in `lang`: its overview first, then every page, each framed
/// with the navigation and the language switch; paths under `lang`'s
/// folder (`de/standings.html`).
pub fn site(s: &Sources<'_>, lang: Lang) -> Vec<Page> {
    let pages = sheets(s, lang);
    let mut all = vec![overview(s, lang, &pages)];
    all.extend(pages);
    let listed = sheets_listed(&all);
    all.iter()
        .map(|sheet| Page {
            path: format!("{}/{}", lang.code(), sheet.file),
            html: frame::frame(s, sheet, &listed, lang),
        })
        .collect()
}

/// The whole site: `index.html` to choose a language, then [`site`] in
/// every language.
pub fn whole(s: &Sources<'_>) -> Vec<Page> {
    let mut pages = vec![Page {
        path: "index.html".to_owned(),
        html: frame::languages(s.tournament),
    }];
    for lang in Lang::ALL {
        pages.extend(site(s, lang));
    }
    pages
}

/// The navigation: each listed page's file and name.
fn sheets_listed(all: &[Sheet]) -> Vec<(String, &'static str)> {
    all.iter()
        .filter_map(|s| Some((s.file.clone(), s.name?)))
        .collect()
}

/// The overview: the scoring and the games confirmed (those shown), the
/// winner once known, and every page with what it holds.
fn overview(s: &Sources<'_>, lang: Lang, pages: &[Sheet]) -> Sheet {
    let t = s.tournament;
    let (held, _, shown) = held_back(t);
    let winner = crate::tournament::final_round::final_result(t);
    Sheet {
        file: "index.html".to_owned(),
        name: Some(Site::Overview.get(lang)),
        about: None,
        heading: Site::Overview.get(lang).to_owned(),
        body: html! {
            p.dim { (subtitle(&held, lang)) }
            @if let Some(f) = winner {
                p.win.big { (W::Winner.get(lang)) ": " (crate::sheets::page::who(t, f.winner, lang)) }
            }
            @if t.draw.is_some() {
                p { (P::Shown.get(lang)) ": "
                    @if shown.is_empty() { (P::Held.get(lang)) }
                    @else { (shown.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")) } }
            }
            ul.pages {
                @for p in pages {
                    @if let (Some(name), Some(about)) = (p.name, p.about) {
                        li { a href=(p.file) { (name) } " — " span.dim { (about) } }
                    }
                }
            }
        },
    }
}

/// The draw: what it is and guarantees, each round's tables (a withdrawn
/// player's seats are his fill-in's), and who plays where by name.
fn draw(t: &Tournament, lang: Lang) -> Markup {
    let (Some(d), Some(seated)) = (&t.draw, t.seated_draw()) else {
        return html! { p { (W::NotDrawn.get(lang)) } };
    };
    html! {
        (about(t, d, lang))
        @for round in 1..=ROUNDS { (round_table(t, &seated, round, lang)) }
        (fill_in_note(t, lang))
        h2 #who { (W::WhoPlaysWhere.get(lang)) }
        (who_plays_where(t, &seated, lang))
    }
}

#[cfg(test)]
mod tests;
