//! Every page of a tournament day checked by axe-core (issue 41): a pinned
//! copy (`make test-browsers` installs it in `target/axe/`) is injected into
//! every tab of the jury's page, the result form open, the hall view and a
//! table's page, the public pages (the standings with the crosstable, the
//! players' list, a player's page) and the published site (every page of a
//! language, opened from its folder), at 1280×800 and on a phone: Chromium
//! at 390×844; Firefox and WebKit at the narrowest window they allow here
//! (500 and 447 px: said on stderr). Nothing of impact critical or serious
//! may be found; on failure every violation is printed with its rule, its
//! impact and the nodes it names. Beside axe, what a keyboard and a phone
//! notice: the hall's cards and the standings' numbers open with Enter,
//! opening the result form puts the focus in it, a focused field is not
//! hidden under the sticky header, the form fits a phone, and the stacked
//! tables keep their column headers for a screen reader. Each wait is on
//! the page's own signal. Photographs in `target/browser/a11y-*`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser_a11y/axe.rs"]
mod axe;
#[path = "browser_a11y/day.rs"]
mod day;
#[path = "browser/engine.rs"]
mod engine;
#[path = "browser_a11y/keyboard.rs"]
mod keyboard;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use engine::Engine;
use page::{photograph, until_true};
use serde_json::Value;
use webdriver::{Browser, Driver};

/// The sizes every page is checked at: a laptop, and a phone (as narrow as
/// the engine's window goes here).
fn sizes() -> [(u32, u32); 2] {
    let phone = match Engine::chosen() {
        Engine::Chromium => 390,
        Engine::WebKit => 447,
        Engine::Firefox => 500,
    };
    if phone != 390 {
        eprintln!(
            "{:?}: its window goes no narrower than {phone} px here: the phone's checks at {phone}×844",
            Engine::chosen()
        );
    }
    [(1280, 800), (phone, 844)]
}

/// A new browser of `width`×`height` (a phone's touch screen when narrow).
fn browser(driver: &Driver, (width, height): (u32, u32)) -> Browser {
    driver.browser(width, height, width < 600)
}

/// One of the tournament page's signals (`body[data-NAME]`), a number.
fn signal(page: &Browser, name: &str) -> u64 {
    page.run(&format!("return Number(document.body.dataset.{name} || 0)"))
        .as_u64()
        .unwrap()
}

/// Opens `address` (a tournament page) and waits for its first fragment.
fn open_page(page: &Browser, address: &str) {
    page.go(address);
    until_true(
        page,
        "the page's first fragment",
        "return Number(document.body.dataset.drawn) > 0",
    );
}

/// Clicks `selector` (by script, as a keyboard's Enter would) and waits
/// until the page has drawn what it asked.
fn click_drawn(page: &Browser, selector: &str) {
    let asked = signal(page, "asked");
    let clicked = page.run(&format!(
        "const e = document.querySelector({selector:?}); if (!e) return false; e.click(); return true;"
    ));
    assert_eq!(clicked, true, "no {selector} on the page");
    until_true(
        page,
        &format!("{selector} drawn"),
        &format!("return Number(document.body.dataset.drawn) > {asked}"),
    );
}

/// Whether the page scrolls sideways, or on a phone its content within
/// it (the site lets a wide table scroll inside the page on a laptop):
/// the page's width against the window's, `main`'s against its own.
fn sideways(page: &Browser) -> Value {
    page.run(
        "const s = document.scrollingElement, m = document.querySelector('main'); \
         if (s.scrollWidth > innerWidth) return ['page', s.scrollWidth, innerWidth]; \
         if (innerWidth < 600 && m && m.scrollWidth > m.clientWidth + 1) return ['main', m.scrollWidth, m.clientWidth, \
           [...m.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > innerWidth + 1 || e.scrollWidth > e.clientWidth + 1) \
             .slice(-4).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right) + '/' + e.scrollWidth + ' ' + e.textContent.slice(0, 30))]; \
         return null",
    )
}

/// Notes in `found` what scrolls sideways on the page, `what` it is.
fn no_sideways(page: &Browser, what: &str, found: &mut Vec<String>) {
    let wide = sideways(page);
    if !wide.is_null() {
        found.push(format!("{what}: scrolls sideways {wide}"));
    }
}

/// Opens the result form of game `id` (round-table) on the page's tab,
/// checks it (axe, the focus in it, no sideways scrolling, a field focused
/// not under the header) and leaves it open.
fn result_form(page: &Browser, axe: &str, id: &str, width: u32, found: &mut Vec<String>) {
    click_drawn(page, &format!("#game-{id} [data-do=edit]"));
    keyboard::focus_in_form(page, &format!("form-{id}"), found);
    axe::clean(
        page,
        axe,
        &format!("the result form {id} at {width}"),
        found,
    );
    keyboard::headers_kept(page, &format!("the result form {id} at {width}"), found);
    no_sideways(page, &format!("the result form {id} at {width}"), found);
    keyboard::focused_in_view(
        page,
        &format!("#form-{id} select[name=outcome]"),
        &format!("#form-{id} input[name=turns]"),
        found,
    );
}

#[test]
#[ignore = "needs a browser and axe-core: make test-browsers runs it"]
fn every_tab_of_the_jurys_page_and_the_open_result_form_pass_axe() {
    let axe = axe::source();
    let temp = tempfile::tempdir().unwrap();
    let d = day::played(temp.path());
    let driver = Driver::start();
    let mut found = Vec::new();
    for size in sizes() {
        let page = browser(&driver, size);
        let width = size.0;
        open_page(
            &page,
            &format!("{}/tournament?key={}&lang=en", d.url, d.key),
        );
        for tab in [
            "players",
            "draw",
            "results",
            "standings",
            "crosstable",
            "final",
        ] {
            click_drawn(&page, &format!("[data-tab={tab}]"));
            axe::clean(
                &page,
                &axe,
                &format!("the {tab} tab at {width}"),
                &mut found,
            );
            no_sideways(&page, &format!("the {tab} tab at {width}"), &mut found);
            keyboard::headers_kept(&page, &format!("the {tab} tab at {width}"), &mut found);
        }
        // The final's result form, opened to correct it.
        click_drawn(&page, "[data-tab=final]");
        result_form(&page, &axe, "0-1", width, &mut found);
    }
    // A qualifying game's form (the Cards of Fate's buttons too), in a
    // hall where round 1's table 1 has reported.
    let temp = tempfile::tempdir().unwrap();
    let d = day::drawn(temp.path());
    for size in sizes() {
        let page = browser(&driver, size);
        let width = size.0;
        open_page(
            &page,
            &format!("{}/tournament?key={}&lang=en#results", d.url, d.key),
        );
        axe::clean(
            &page,
            &axe,
            &format!("the results to confirm at {width}"),
            &mut found,
        );
        keyboard::headers_kept(
            &page,
            &format!("the results to confirm at {width}"),
            &mut found,
        );
        result_form(&page, &axe, "1-1", width, &mut found);
        photograph(&page, &format!("a11y-result-form-{width}.png"));
    }
    axe::none(&found);
}

#[test]
#[ignore = "needs a browser and axe-core: make test-browsers runs it"]
fn the_hall_view_and_a_tables_page_pass_axe_and_open_by_keyboard() {
    let axe = axe::source();
    let temp = tempfile::tempdir().unwrap();
    let d = day::played(temp.path());
    let driver = Driver::start();
    let mut found = Vec::new();
    for size in sizes() {
        let page = browser(&driver, size);
        let width = size.0;
        // The key from an old link becomes the hall's cookie.
        open_page(
            &page,
            &format!("{}/tournament?key={}&lang=en", d.url, d.key),
        );
        page.go(&format!("{}/hall?lang=en", d.url));
        until_true(
            &page,
            "the cards",
            "return !!window.hall && window.hall.drawn > 0 && window.hall.tables > 0",
        );
        // Round 1's game is over and confirmed: shown on asking (its
        // card's look is checked too).
        let drawn = page.run("return window.hall.drawn").as_u64().unwrap();
        page.run("document.querySelector('[data-finished]').click(); return true");
        until_true(
            &page,
            "the finished games shown",
            &format!(
                "return window.hall.drawn > {drawn} && !!document.querySelector('.card[data-journal=\"r1-t1\"]')"
            ),
        );
        axe::clean(
            &page,
            &axe,
            &format!("the hall view at {width}"),
            &mut found,
        );
        photograph(&page, &format!("a11y-hall-{width}.png"));
        keyboard::open_card(&page, "r1-t1", &mut found);
        axe::clean(
            &page,
            &axe,
            &format!("a table's page at {width}"),
            &mut found,
        );
    }
    axe::none(&found);
}

#[test]
#[ignore = "needs a browser and axe-core: make test-browsers runs it"]
fn the_public_pages_and_the_published_site_pass_axe_without_scrolling_sideways() {
    let axe = axe::source();
    let temp = tempfile::tempdir().unwrap();
    let d = day::played(temp.path());
    let driver = Driver::start();
    let mut found = Vec::new();
    let mut site: Vec<String> = ["index.html", "players/1.html"]
        .map(|p| format!("en/{p}"))
        .into_iter()
        .chain(["index.html".to_owned()])
        .collect();
    for entry in std::fs::read_dir(d.site.join("en")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".html") && name != "index.html" {
            site.push(format!("en/{name}"));
        }
    }
    site.sort();
    for size in sizes() {
        let page = browser(&driver, size);
        let width = size.0;
        for address in ["/standings", "/players", "/players/1"] {
            open_page(&page, &format!("{}{address}?lang=en", d.url));
            axe::clean(&page, &axe, &format!("{address} at {width}"), &mut found);
            no_sideways(&page, &format!("{address} at {width}"), &mut found);
            keyboard::headers_kept(&page, &format!("{address} at {width}"), &mut found);
        }
        photograph(&page, &format!("a11y-player-{width}.png"));
        open_page(&page, &format!("{}/standings?lang=en", d.url));
        photograph(&page, &format!("a11y-standings-{width}.png"));
        keyboard::explain_by_enter(&page, &mut found);
        for file in &site {
            page.go(&format!("file://{}", d.site.join(file).display()));
            until_true(&page, file, "return document.readyState === 'complete'");
            axe::clean(&page, &axe, &format!("site {file} at {width}"), &mut found);
            no_sideways(&page, &format!("site {file} at {width}"), &mut found);
            keyboard::headers_kept(&page, &format!("site {file} at {width}"), &mut found);
            if [
                "en/final.html",
                "en/standings.html",
                "en/crosstable.html",
                "en/results.html",
            ]
            .contains(&file.as_str())
            {
                let name = file.trim_start_matches("en/").trim_end_matches(".html");
                photograph(&page, &format!("a11y-site-{name}-{width}.png"));
            }
        }
    }
    drop(d.hall);
    axe::none(&found);
}
