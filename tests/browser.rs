//! The web build in a real browser (Chromium, Firefox or WebKit, as
//! `BROWSER_ENGINE` says: `browser/engine.rs`), driven through WebDriver,
//! loading `dist/` from `friedrich-clock serve`.
//! A game is started and played through a turn, the clock is seen running
//! through the page's read-only summary (`window.friedrichClock`), the page
//! is reloaded mid-game and lands on the recovery screen with every command
//! in the browser's storage, and the table view and the phone's jury
//! stopwatch are photographed and checked not to be blank, and the page
//! starts from the service worker's cache with the server gone. Every wait
//! is on a signal the page publishes (`browser/page.rs`), never a timer.
//!
//! Needs `make web` and the engine's browser and driver; `make test` does
//! both and runs these with `--ignored` once per engine. Screenshots go to
//! `target/browser/`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use page::{
    LONG, lift, mirrored, on_screen, open, photograph, scroll, stored_journal, summary, tap,
    until_true,
};
use serde_json::Value;
use webdriver::wait_for;

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_turn_is_played_in_the_browser_and_a_reload_loses_nothing() {
    let (_server, _driver, browser) = open(1280, 800, false);
    let first = summary(&browser).unwrap();
    let viewport = browser.run("return [innerWidth, innerHeight]");
    assert_eq!(viewport, serde_json::json!([1280, 800]));
    let (w, h) = (1280, 800);
    eprintln!(
        "first frame {} ms after navigation",
        first["first_frame_ms"]
    );
    photograph(&browser, "web-setup.png");
    // Test sound (half in view above the pinned buttons): Web Audio plays.
    tap(&browser, 758, 574);
    let sounded = wait_for("the test sound", LONG, || {
        summary(&browser).filter(|s| s["sounds_played"].as_u64() > Some(0))
    });
    assert_eq!(sounded["sound"], "Ready", "{sounded}");
    tap(&browser, w / 2, h - 90); // Start game
    let table = on_screen(&browser, "Table");
    assert_eq!(table["turn"], 0, "{table}");
    tap(&browser, w / 2, h - 90); // Start turn: Frederick's clock runs
    let before = wait_for("Frederick's clock", LONG, || {
        summary(&browser).filter(|s| {
            s["running"]
                .as_str()
                .is_some_and(|r| r.contains("Frederick"))
        })
    });
    // Once Frederick's clock has run 2 s (a running clock draws about once
    // a second), it ran as long as the page's own clock did between the two
    // summaries (`page_ms`, read as each was made): a second of the game is
    // a second of the page, however busy the machine.
    let was = before["frederick_ms"].as_u64().unwrap();
    let after = wait_for("Frederick's clock to run 2 s", LONG, || {
        summary(&browser).filter(|s| s["frederick_ms"].as_u64().unwrap() + 2_000 <= was)
    });
    let ran = was - after["frederick_ms"].as_u64().unwrap();
    let page = after["page_ms"].as_f64().unwrap() - before["page_ms"].as_f64().unwrap();
    assert!(
        (ran as f64 - page).abs() <= 100.0,
        "Frederick's clock ran {ran} ms in {page:.0} ms of the page's: {before} → {after}"
    );
    assert_eq!(
        after["attackers_ms"], before["attackers_ms"],
        "one clock runs"
    );
    assert!(
        after["awake"].as_bool().unwrap(),
        "the screen is kept awake: {after}"
    );
    photograph(&browser, "web-table.png");
    // The turn's hand-offs, each on the primary button, until turn 2 starts.
    for _ in 0..12 {
        if summary(&browser).unwrap()["turn"] == 2 {
            break;
        }
        tap(&browser, w / 2, h - 90);
        eprintln!("{}", summary(&browser).unwrap());
    }
    let played = summary(&browser).unwrap();
    assert_eq!(played["turn"], 2, "a whole turn was played: {played}");
    let commands = played["commands"].as_u64().unwrap();
    let key = played["journal"]
        .as_str()
        .expect("the game is journaled")
        .to_owned();
    assert_eq!(played["not_saving"], Value::Null);

    browser.reload();
    let recovery = on_screen(&browser, "Recovery");
    photograph(&browser, "web-recovery.png");
    let journal = stored_journal(&browser, &key);
    assert_eq!(journal[0]["kind"], "game");
    assert_eq!(
        journal.len() as u64 - 1,
        commands,
        "every command is in the browser's journal: {recovery}"
    );
    assert!(
        journal[1..].iter().all(|l| l["kind"] == "command"),
        "{journal:?}"
    );
    // The settings were kept too (saved when the game started).
    let settings = browser.run("return localStorage.getItem('friedrich-clock/settings.toml')");
    assert!(
        settings.as_str().is_some_and(|s| s.contains("ruleset")),
        "no settings in the browser's storage: {settings}"
    );
    // Don't charge the outage: the game goes on where it was, stopped.
    tap(&browser, w / 2, 367);
    let resumed = on_screen(&browser, "Table");
    assert_eq!(resumed["turn"], 2, "{resumed}");
    assert_eq!(
        resumed["journal"], played["journal"],
        "the same journal goes on"
    );
    // Frederick's clock as at the last heartbeat (at most a second after the
    // last frame before the reload), the outage not charged.
    let (was, now) = (
        played["frederick_ms"].as_u64().unwrap(),
        resumed["frederick_ms"].as_u64().unwrap(),
    );
    assert!(was.abs_diff(now) < 2_000, "{played} → {resumed}");
    // The jury view (no PIN: hold Jury view 2 s), the report, and the
    // journal downloaded whole, so nothing is trapped in this browser.
    browser.hold(1209, 571, 2_500);
    on_screen(&browser, "Jury");
    photograph(&browser, "web-jury.png");
    tap(&browser, 952, 742); // Report & scores
    on_screen(&browser, "Report");
    browser.run(
        "window.downloads = []; HTMLAnchorElement.prototype.click = function () {
           const get = new XMLHttpRequest(); get.open('GET', this.href, false); get.send();
           window.downloads.push([this.download, get.responseText]); }",
    );
    tap(&browser, 1017, 99); // Export journal
    let downloads = browser.run("return window.downloads");
    let (name, text) = (
        &downloads[0][0],
        downloads[0][1].as_str().unwrap_or_default(),
    );
    let stem = key.rsplit('/').next().unwrap();
    assert_eq!(name, stem, "{downloads}");
    assert_eq!(
        text.lines().count(),
        journal.len() + 1,
        "the downloaded journal has every line, and the recovery's: {text}"
    );
    photograph(&browser, "web-report.png");
    // Down the report to where the time went: the charts, painted by the
    // app, once egui has taken every turn of the wheel and eased it out.
    scroll(&browser, 640, 500, 600, 4);
    tap(&browser, 1270, 20); // the title bar: no button
    photograph(&browser, "web-report-charts.png");
    let console = browser.console();
    assert!(
        !console.iter().any(|l| l.contains("panicked")),
        "the app panicked: {console:#?}"
    );
    // On every engine (only Chromium's console can be read): the page says
    // nothing stopped it.
    let failure = browser.run("return window.friedrichClockFailure");
    assert_eq!(failure, Value::Null, "the page says the app stopped");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_jury_stopwatch_fits_a_phone_held_upright() {
    let (_server, _driver, phone) = open(412, 915, true);
    photograph(&phone, "web-phone-setup.png");
    tap(&phone, 100, 730); // Jury stopwatch
    on_screen(&phone, "JurySetup");
    photograph(&phone, "web-phone-jury-setup.png");
    tap(&phone, 206, 842); // Start the stopwatch
    let stopwatch = on_screen(&phone, "Table");
    assert_eq!(stopwatch["jury_stopwatch"], true, "{stopwatch}");
    // The primary button: Russia's stage runs. A finger's tap is one press:
    // once the page has taken the whole tap and drawn all it led to, the
    // same spot on the next screen was not pressed too (the stage is
    // Russia's, not handed on to Sweden).
    let running = tap(&phone, 206, 842);
    assert!(
        running["running"]
            .as_str()
            .is_some_and(|r| r.contains("Stage")),
        "the stopwatch runs: {running}"
    );
    assert_eq!(running["commands"], 2, "one command per tap: {running}");
    assert!(
        running["running"].as_str().unwrap().contains("Russia"),
        "{running}"
    );
    photograph(&phone, "web-phone-stopwatch.png");
    assert_eq!(running["not_saving"], Value::Null, "{running}");
    // Touch acts on the press, as on native: Sweden's stage starts while the
    // finger is still on the glass, and lifting it does nothing more.
    phone.press(206, 842);
    let pressed = wait_for("the hand-off at the touch", LONG, || {
        summary(&phone).filter(|s| s["commands"] == 3)
    });
    assert!(
        pressed["running"].as_str().unwrap().contains("Sweden"),
        "{pressed}"
    );
    let lifted = lift(&phone);
    assert_eq!(lifted["commands"], 3, "one command per tap: {lifted}");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_page_starts_with_no_network_after_the_first_visit() {
    let (server, _driver, browser) = open(1024, 600, false);
    // The service worker has cached every file and controls the page.
    until_true(
        &browser,
        "the service worker",
        "return !!navigator.serviceWorker.controller",
    );
    drop(server);
    browser.reload();
    let offline = on_screen(&browser, "Setup");
    assert!(offline["frames"].as_u64() > Some(0), "{offline}");
    photograph(&browser, "web-offline-setup.png");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_page_fills_the_screen_when_asked_to() {
    let (_server, _driver, browser) = open(1024, 600, false);
    // Setup's Fullscreen ticked (as saved settings), then Start game.
    browser.run("localStorage.setItem('friedrich-clock/settings.toml', 'fullscreen = true\\n')");
    browser.reload();
    on_screen(&browser, "Setup");
    assert_eq!(browser.run("return !!document.fullscreenElement"), false);
    tap(&browser, 512, 530); // Start game
    on_screen(&browser, "Table");
    until_true(
        &browser,
        "fullscreen",
        "return !!document.fullscreenElement",
    );
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn journal_lines_the_browser_did_not_keep_come_back_from_indexeddb() {
    let (_server, _driver, browser) = open(1280, 800, false);
    tap(&browser, 640, 710); // Start game
    on_screen(&browser, "Table");
    for _ in 0..3 {
        tap(&browser, 640, 710); // Start turn, then two hand-offs
    }
    let played = summary(&browser).unwrap();
    let key = played["journal"].as_str().unwrap().to_owned();
    let full = stored_journal(&browser, &key);
    assert_eq!(full.len(), 4, "{played}");
    // Once the mirror has every line on disk, the browser is killed before
    // it put the last two lines on its disk: localStorage comes back with
    // the game line and the first command only.
    mirrored(&browser, &key);
    browser.run(&format!(
        "const k = {key:?}; const lines = localStorage.getItem(k).split('\\n');
         localStorage.setItem(k, lines.slice(0, 2).join('\\n') + '\\n');"
    ));
    assert_eq!(stored_journal(&browser, &key).len(), 2);
    browser.reload();
    on_screen(&browser, "Recovery");
    assert_eq!(
        stored_journal(&browser, &key),
        full,
        "the journal is whole again, from IndexedDB"
    );
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_deleted_past_game_stays_deleted_after_a_reload() {
    let (_server, _driver, browser) = open(1280, 800, false);
    tap(&browser, 640, 710); // Start game
    on_screen(&browser, "Table");
    tap(&browser, 640, 710); // Start turn
    let key = summary(&browser).unwrap()["journal"]
        .as_str()
        .unwrap()
        .to_owned();
    // The IndexedDB mirror has the game on disk, to be deleted from.
    mirrored(&browser, &key);
    browser.hold(1209, 571, 2_500); // the jury view
    on_screen(&browser, "Jury");
    // Each tap waits until the page has drawn what it opened (egui finds
    // what was tapped in the last layout).
    tap(&browser, 165, 647); // End game
    tap(&browser, 498, 442); // Yes
    tap(&browser, 479, 647); // New game
    tap(&browser, 498, 426); // Yes
    on_screen(&browser, "Setup");
    tap(&browser, 268, 615); // Past games
    on_screen(&browser, "History");
    tap(&browser, 49, 87); // Open
    tap(&browser, 302, 87); // Delete this game
    tap(&browser, 498, 474); // Yes
    let gone = format!("return localStorage.getItem({key:?}) === null");
    until_true(
        &browser,
        "the journal gone from the browser's storage",
        &gone,
    );
    // The mirror, which puts back journals the browser lost, does not bring
    // a deleted game back, once its deletion has ended.
    wait_for("the mirror's deletion to end", LONG, || {
        summary(&browser).filter(|s| s["mirror_pending"] == 0)
    });
    browser.reload();
    on_screen(&browser, "Setup");
    assert_eq!(browser.run(&gone), true, "the deleted game came back");
}
