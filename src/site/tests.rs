//! The published site as a visitor finds it: every page in every
//! language, every link leading to a page of the site, what the jury holds
//! back not there, nor a result a table reported but the jury has not
//! confirmed; a shown round's corrections with their reasons on the
//! results page only, as on the sheet pinned up in the hall.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use chrono::{DateTime, Local, TimeZone};

use super::{Page, Sources, whole};
use crate::engine::Preset;
use crate::lang::Lang;
use crate::report::across::{Across, across};
use crate::scoring::ResultInput;
use crate::tournament::GameRef;
use crate::tournament::book::tests::russia_wins;
use crate::tournament::book::{Entry, Line, Publish, SCHEMA, Tournament};

fn at(minute: u32) -> DateTime<Local> {
    Local.with_ymd_and_hms(2026, 11, 24, 9, minute, 0).unwrap()
}

fn apply(t: &mut Tournament, entries: Vec<Entry>) {
    for entry in entries {
        let line = Line {
            v: SCHEMA,
            wall: at(1),
            entry,
        };
        t.apply(&line).unwrap();
    }
}

/// "Test Open" with eight players of four towns, drawn.
fn drawn() -> Tournament {
    let mut t = Tournament::default();
    let opened = t.opening("Test Open", Preset::Fwc2026).unwrap();
    apply(&mut t, opened);
    for no in 1..=8 {
        let town = ["Berlin", "Wien", "Graz", "Bern"][no % 4];
        let entries = t
            .registering(None, &format!("Player {no}"), town, false, None)
            .unwrap();
        apply(&mut t, entries);
    }
    let drawn = t.drawing(5).unwrap();
    apply(&mut t, drawn);
    t
}

fn games(t: &Tournament, round: u8) -> Vec<GameRef> {
    let d = t.draw.as_ref().unwrap();
    d.round(round).map(|s| s.game()).collect()
}

fn confirm(t: &mut Tournament, game: GameRef, result: ResultInput, reason: Option<&str>) {
    let entries = t.confirming(game, Some(result), reason).unwrap();
    apply(t, entries);
}

fn no_time() -> Across {
    across(&[])
}

fn site(t: &Tournament) -> Vec<Page> {
    let time = no_time();
    whole(&Sources {
        tournament: t,
        time: &time,
        at: Some(at(30)),
    })
}

fn page<'a>(pages: &'a [Page], path: &str) -> &'a str {
    let found = pages.iter().find(|p| p.path == path);
    &found.unwrap_or_else(|| panic!("no page {path}")).html.0
}

/// Every `href` of `html`.
fn links(html: &str) -> Vec<&str> {
    html.split("href=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        // The favicon is drawn in its address, not a file.
        .filter(|link| *link != crate::page_frame::FAVICON)
        .collect()
}

/// `link` followed from the page at `from`: the site's path it leads to.
fn follow(from: &str, link: &str) -> Option<String> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in link.split('/') {
        match part {
            ".." => {
                parts.pop()?;
            }
            "." | "" => {}
            _ => parts.push(part),
        }
    }
    Some(parts.join("/"))
}

#[test]
fn every_page_is_there_in_every_language_and_every_link_leads_to_one() {
    let mut t = drawn();
    let first = games(&t, 1)[0];
    confirm(&mut t, first, russia_wins(), None);
    let pages = site(&t);
    let paths: BTreeSet<&str> = pages.iter().map(|p| p.path.as_str()).collect();
    let mut expected = vec!["index.html".to_owned()];
    for lang in Lang::ALL {
        for file in [
            "index",
            "draw",
            "results",
            "standings",
            "final",
            "time",
            "crosstable",
            "players",
        ] {
            expected.push(format!("{}/{file}.html", lang.code()));
        }
        // Every player's own page.
        for p in &t.players {
            expected.push(format!("{}/players/{}.html", lang.code(), p.no));
        }
    }
    assert_eq!(
        paths,
        expected.iter().map(String::as_str).collect::<BTreeSet<_>>()
    );
    for p in &pages {
        let html = &p.html.0;
        assert!(html.starts_with("<!DOCTYPE html>"), "{}", p.path);
        assert!(!html.contains("<script"), "{}: no script", p.path);
        assert!(
            !html.contains("<form"),
            "{}: a form on a static page, with nothing to answer it",
            p.path
        );
        for link in links(html) {
            assert!(
                !link.starts_with('/') && !link.contains(':') && !link.contains('?'),
                "{}: {link} is not a relative link to a file",
                p.path
            );
            let target = follow(&p.path, link);
            assert!(
                target.as_deref().is_some_and(|t| paths.contains(t)),
                "{}: {link} leads nowhere",
                p.path
            );
        }
    }
    // Each page names the others in its language, and itself in the others.
    let de = page(&pages, "de/standings.html");
    assert!(de.contains("<html lang=\"de\""));
    assert!(de.contains("Rangliste") && de.contains("href=\"../es/standings.html\""));
    assert!(page(&pages, "es/index.html").contains("Resumen"));
    assert!(page(&pages, "en/index.html").contains("As of 2026-11-24 09:30"));
}

#[test]
fn the_draw_page_shows_every_table_and_who_plays_where() {
    let t = drawn();
    let pages = site(&t);
    let draw = page(&pages, "en/draw.html");
    for round in 1..=4 {
        assert!(draw.contains(&format!("id=\"round-{round}\"")), "{round}");
    }
    assert!(draw.contains("Who plays where") && draw.contains("Player 8"));
    assert!(draw.contains(&t.draw.as_ref().unwrap().seed.to_string()));
}

#[test]
fn what_the_jury_holds_back_is_on_no_page() {
    let mut t = drawn();
    let round1 = games(&t, 1);
    // One of round 1's two games confirmed: under the default (complete
    // rounds only) round 1 is not shown; its score 7.14 is nowhere.
    confirm(&mut t, round1[0], russia_wins(), None);
    assert_eq!(t.publish, Publish::Rounds);
    let held = site(&t);
    let results = page(&held, "en/results.html");
    assert!(!results.contains("id=\"game-1-"), "{results}");
    assert!(results.contains("Not shown yet"));
    assert!(page(&held, "en/standings.html").contains("Not shown yet"));
    for p in &held {
        assert!(!p.html.0.contains("7.14"), "{} shows a held game", p.path);
    }
    // Every confirmed game shown: the game and its scores are there.
    apply(
        &mut t,
        vec![Entry::Public {
            standings: Publish::Live,
        }],
    );
    let live = site(&t);
    let results = page(&live, "en/results.html");
    let id = format!("id=\"game-1-{}\"", round1[0].table);
    assert!(
        results.contains(&id) && results.contains("7.14"),
        "{results}"
    );
    assert!(page(&live, "en/standings.html").contains("7.14"));
    // Nothing until the qualifying round is complete: held again.
    apply(
        &mut t,
        vec![Entry::Public {
            standings: Publish::Qualifying,
        }],
    );
    assert!(site(&t).iter().all(|p| !p.html.0.contains("7.14")));
}

#[test]
fn a_report_not_confirmed_is_the_jurys_own_and_a_correction_is_on_the_results_page() {
    let mut t = drawn();
    apply(
        &mut t,
        vec![Entry::Public {
            standings: Publish::Live,
        }],
    );
    let [first, second] = games(&t, 1)[..] else {
        panic!("two tables a round");
    };
    // A table reports a result of 19 turns: not confirmed, not shown.
    let reported = ResultInput {
        turns: Some(19),
        ..russia_wins()
    };
    let entries = t.hearing("table-1", second, vec![(chrono::Local::now(), reported)]);
    apply(&mut t, entries);
    confirm(&mut t, first, russia_wins(), None);
    confirm(
        &mut t,
        first,
        ResultInput {
            turns: Some(13),
            ..russia_wins()
        },
        Some("Sweden's count mistyped by the secretary"),
    );
    for p in site(&t) {
        let html = &p.html.0;
        assert!(!html.contains("Turns: 19"), "{}: a report shown", p.path);
        let results = p.path.ends_with("/results.html");
        assert_eq!(html.contains("mistyped"), results, "{}: the reason", p.path);
    }
    let results = page(&site(&t), "en/results.html").to_owned();
    assert!(results.contains("Turns: 13"), "the correction counts");
    assert!(
        results.contains("Was: Attackers")
            && results.contains("Turns: 12")
            && results.contains("Corrected to: "),
        "what it was and is now: {results}"
    );
}
