//! The curious phone of issue 37 in a real browser (`BROWSER_ENGINE`): a
//! tablet opens table 1's card address, takes round 1 from the hall and
//! plays; a phone opens the same address, takes round 1 and taps "Start
//! game": it is asked first ("Round 1, table 1 is being played on another
//! device since 14:02: take it over (that device stops) or cancel"), Cancel
//! starts nothing, and the hall still holds the tablet's copy, live.
//!
//! Needs `make web` and a browser, as `tests/browser.rs`; `make test` runs it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "hall/drawn.rs"]
mod drawn;
#[path = "browser/engine.rs"]
mod engine;
#[path = "hall/jury_api.rs"]
mod jury_api;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use page::{on_screen, photograph, summary, tap, until_true};
use webdriver::{Browser, Driver};

/// Setup's tournament row at 1280×800: round 1, then "Take from the hall";
/// waits until the game is taken.
fn take_round_one(page: &Browser) {
    on_screen(page, "Setup");
    tap(page, 338, 88); // Round 1
    tap(page, 914, 88); // Take from the hall
    until_true(
        page,
        "round 1, table 1 taken from the draw",
        "return JSON.parse(window.friedrichClock).taken === '1/1'",
    );
}

/// The hall's games of round 1, table 1: each journal and whether the hall
/// counts it live.
fn copies(hall: &jury_api::Hall) -> Vec<(String, String)> {
    let (code, tables) = hall.call(&hall.url("/api/tables"), None);
    assert_eq!(code, 200, "{tables}");
    tables["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let journal = t["journal"].as_str().unwrap().to_owned();
            (journal, t["live"]["state"].as_str().unwrap().to_owned())
        })
        .collect()
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_curious_phone_is_asked_before_it_starts_and_never_silences_the_tablet() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn::drawn_hall(&dir);
    let card = format!(
        "http://localhost:{}/?key={}&table=1",
        hall.port,
        drawn::table_key(&dir, 1)
    );
    let driver = Driver::start();

    // The tablet on the table: its card's address, round 1 from the hall,
    // the game started and Frederick's clock running.
    let tablet = driver.browser(1280, 800, false);
    tablet.go(&card);
    take_round_one(&tablet);
    tap(&tablet, 640, 710); // Start game
    on_screen(&tablet, "Table");
    tap(&tablet, 640, 710); // Start turn
    until_true(
        &tablet,
        "the tablet's game in the hall",
        "return JSON.parse(window.friedrichClock).hall === 'Online'",
    );
    let played = copies(&hall);
    assert_eq!(played.len(), 1, "{played:?}");

    // A curious phone with the same card.
    let phone = driver.browser(1280, 800, false);
    phone.go(&card);
    take_round_one(&phone);
    tap(&phone, 640, 710); // Start game
    until_true(
        &phone,
        "the question",
        "const q = JSON.parse(window.friedrichClock).question; \
         return !!q && q.startsWith('Round 1, table 1 is being played on another device since ')",
    );
    photograph(&phone, "web-start-asks.png");
    tap(&phone, 782, 458); // Cancel
    let now = summary(&phone).unwrap();
    assert_eq!(now["screen"], "Setup", "{now}");
    assert_eq!(now["question"], serde_json::Value::Null, "{now}");
    assert_eq!(now["journal"], serde_json::Value::Null, "no game started");

    // The tablet plays on, the hall's live copy its own.
    assert_eq!(copies(&hall), [(played[0].0.clone(), "live".to_owned())]);
    let tablet_now = summary(&tablet).unwrap();
    assert_eq!(tablet_now["hall"], "Online", "{tablet_now}");
}
