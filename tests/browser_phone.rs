//! The web build on a phone held upright, in a real browser: Chromium's
//! mobile emulation at 390 × 844 and 412 × 915 (a touch screen), and the
//! narrowest window WebKitGTK (447 px) and Firefox (500 px) open when asked
//! for those. On setup, the table, the jury view and the report, in
//! English, German and Spanish, every text the page drew is at least 14 px
//! and none reaches past the screen's edge (the page's summary measures
//! what egui painted: `src/web/summary.rs`); each is photographed into
//! `target/browser/`. Every wait is on a signal the page publishes.
//!
//! Needs `make web` and the engine's browser and driver; `make test` runs
//! it with `--ignored` once per engine.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use page::{LONG, on_screen, open, photograph, summary, swipe, tap};
use serde_json::Value;
use webdriver::{Browser, wait_for};

/// The summary says the text on screen is readable and within its width.
fn assert_fits(s: &Value, what: &str) {
    let width = s["screen_width"].as_f64().unwrap();
    let least = s["text_least_px"].as_f64().unwrap();
    let (left, right) = (
        s["text_left"].as_f64().unwrap(),
        s["text_right"].as_f64().unwrap(),
    );
    assert!(least >= 14.0, "{what}: text of {least} px: {s}");
    assert!(
        left >= -0.5 && right <= width + 0.5,
        "{what}: text from {left} to {right} on a screen {width} wide: {s}"
    );
}

/// The page's size in CSS pixels (a window may not go as narrow as asked).
fn viewport(browser: &Browser) -> (u32, u32) {
    let size = browser.run("return [innerWidth, innerHeight]");
    let px = |i: usize| u32::try_from(size[i].as_u64().unwrap()).unwrap();
    (px(0), px(1))
}

/// The interface in `lang` (`de`, `es`), and a hall set (setup shows its
/// tournament row; none answers there): the settings the page keeps, and
/// the page loaded again.
fn speak(browser: &Browser, lang: &str) {
    browser.run(&format!(
        "localStorage.setItem('friedrich-clock/settings.toml', \
         'lang = \"{lang}\"\\nhall = \"127.0.0.1:9\"\\nhall_key = \"key\"\\n')"
    ));
    browser.reload();
    on_screen(browser, "Setup");
}

fn phone(width: u32, height: u32, lang: &str) {
    let (_server, _driver, browser) = open(width, height, true);
    speak(&browser, lang);
    let (w, h) = viewport(&browser);
    eprintln!("{lang}: the page is {w}×{h}");
    let name = |screen: &str| format!("web-phone-{w}-{lang}-{screen}.png");
    assert_fits(&on_screen(&browser, "Setup"), "setup");
    photograph(&browser, &name("setup"));
    tap(&browser, w / 2, h - 67); // Start game
    on_screen(&browser, "Table");
    tap(&browser, w / 2, h - 42); // Frederick's clock » Prussia
    let table = wait_for("Frederick's clock", LONG, || {
        summary(&browser).filter(|s| {
            s["settled"] == true
                && s["running"]
                    .as_str()
                    .is_some_and(|r| r.contains("Frederick"))
        })
    });
    assert_fits(&table, "the table");
    photograph(&browser, &name("table"));
    // The table's layout on a phone (src/app/table.rs): the primary button
    // at the bottom, a tenth of the height and more; above it the third
    // row of secondary buttons, Jury view the last of three.
    let primary = ((h - 24) * 13 / 100).max(100);
    let row = h - 12 - primary - 10 - 28;
    let third = (w - 24 - 20) / 3;
    let last = w - 12 - third / 2;
    browser.hold(last, row, 2_500);
    let jury = on_screen(&browser, "Jury");
    assert_fits(&jury, "the jury view");
    photograph(&browser, &name("jury"));
    // Report & scores: the last of the jury view's bottom row.
    tap(&browser, last, h - 40);
    let report = on_screen(&browser, "Report");
    assert_fits(&report, "the report");
    photograph(&browser, &name("report"));
    // Down to the nations' table (its last column: Out after turn).
    // (A finger's swipes at the right, clear of the buttons.)
    swipe(&browser, w - 30, h - 100, 150);
    let table = swipe(&browser, w - 30, h - 100, 250);
    assert_fits(&table, "the report's nations");
    photograph(&browser, &name("report-nations"));
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_phone_shows_every_screen_whole_in_english() {
    phone(390, 844, "en");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_phone_shows_every_screen_whole_in_german() {
    phone(412, 915, "de");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_phone_shows_every_screen_whole_in_spanish() {
    phone(412, 915, "es");
}
