//! The hall with the web build in a browser (`BROWSER_ENGINE`): a tablet
//! that loaded the clock from the hall ships its journal there byte for
//! byte; a second browser takes the game over (`?continue=`), lands on the
//! recovery screen with the hall's copy, and the first is told the game
//! moved; the hall page shows a table live and sounds an alert when it calls
//! the jury.
//!
//! Needs `make web` and a browser, as `tests/browser.rs`; `make test` runs it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use std::path::Path;
use std::time::Duration;

use page::{LONG, frames_in, on_screen, photograph, summary, tap, until_true};
use serde_json::{Value, json};
use webdriver::{Driver, try_wait, wait_for};

/// The hall with the web build, its address and key.
fn hall(data: &Path) -> (server::Server, String, String) {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    assert!(
        dist.join("index.html").exists(),
        "no web build: run make web"
    );
    let (server, port, key) = server::hall(data, &dist);
    (server, format!("http://localhost:{port}"), key)
}

/// GET from the hall with its key (in the header): the status and the
/// body's text.
fn get(url: &str, key: &str) -> (u16, String) {
    let mut answer = ureq::get(url)
        .header("X-Tournament-Key", key)
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .unwrap();
    let code = answer.status().as_u16();
    (code, answer.body_mut().read_to_string().unwrap())
}

/// A tablet (1280×800) that loaded the clock from the hall, a game started.
fn tablet_at(driver: &Driver, url: &str, key: &str) -> webdriver::Browser {
    let tablet = driver.browser(1280, 800, false);
    tablet.go(&format!("{url}/?key={key}"));
    on_screen(&tablet, "Setup");
    tap(&tablet, 640, 710); // Start game
    on_screen(&tablet, "Table");
    tablet
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_table_cards_qr_code_opens_the_clock_for_its_table_with_its_key() {
    let temp = tempfile::tempdir().unwrap();
    // Table 3's key, as the hall keeps it once the table cards are printed.
    std::fs::write(
        temp.path().join("table-keys.json"),
        r#"{"tables": {"3": "TABLEKEY03"}}"#,
    )
    .unwrap();
    let (_hall, url, _key) = hall(temp.path());
    let driver = Driver::start();
    let tablet = driver.browser(1280, 800, false);
    // The address the QR code on table 3's card holds.
    tablet.go(&format!("{url}/?key=TABLEKEY03&table=3"));
    on_screen(&tablet, "Setup");
    assert_eq!(
        tablet.run("return location.search"),
        json!(""),
        "the key leaves the address bar once the page has read it"
    );
    let settings = tablet.run("return localStorage.getItem('friedrich-clock/settings.toml')");
    let settings = settings.as_str().unwrap();
    assert!(settings.contains("hall_key = \"TABLEKEY03\""), "{settings}");
    assert!(settings.contains("table = \"3\""), "{settings}");
    assert!(
        settings.contains(&format!("hall = \"{url}\"")),
        "{settings}"
    );
    photograph(&tablet, "web-table-card-qr.png");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_tablet_ships_to_the_hall_and_its_game_moves_to_another_browser() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path());
    let driver = Driver::start();
    let (w, h) = (1280, 800);
    let tablet = tablet_at(&driver, &url, &key);
    for _ in 0..3 {
        tap(&tablet, w / 2, h - 90); // Start turn, hand-offs
    }
    let played = summary(&tablet).unwrap();
    let journal = played["journal"].as_str().unwrap().to_owned();
    let name = journal
        .rsplit('/')
        .next()
        .unwrap()
        .trim_end_matches(".jsonl")
        .to_owned();
    let copy = format!("{url}/api/journals/{name}");
    let stored = || {
        let script = format!("return localStorage.getItem({journal:?})");
        tablet.run(&script).as_str().unwrap().to_owned()
    };
    wait_for("the hall's copy", LONG, || {
        let (code, text) = get(&copy, &key);
        (code == 200 && text == stored()).then_some(())
    });
    until_true(
        &tablet,
        "hall online",
        "return JSON.parse(window.friedrichClock).hall === 'Online'",
    );
    let had = stored();
    let lines = had.lines().count();
    assert!(lines >= 4, "the game line and three commands: {lines}");
    // Nothing was refused on the way: no push went out before the game's
    // first line was on the browser's disk (Chromium's console; the others
    // do not give theirs to the driver).
    let refused: Vec<String> = (tablet.console().into_iter())
        .filter(|line| line.contains("status of 4"))
        .collect();
    assert!(refused.is_empty(), "the hall refused: {refused:?}");

    // A take-over that cannot be done is said on setup: here a table the
    // hall has no game of.
    let stray = driver.browser(w, h, false);
    stray.go(&format!("{url}/?key={key}&continue=99"));
    let refused = on_screen(&stray, "Setup");
    assert_eq!(
        refused["setup_notice"],
        "Cannot continue this table from the hall: the hall has no unfinished game of table 99",
        "{refused}"
    );
    stray.go("about:blank");

    // The tablet is lost (its page gone); once the hall has not heard it for
    // a while, another browser continues the game from the hall.
    tablet.go("about:blank");
    // The hall says how long it has not heard the table: past its quiet
    // time, the game may be taken.
    let quiet = server::TAKE_AFTER * 1_000;
    wait_for("the hall to find the tablet quiet", LONG, || {
        let (code, text) = get(&format!("{url}/api/tables"), &key);
        let tables: Value = serde_json::from_str(&text).ok()?;
        let silent = tables["tables"]
            .as_array()?
            .iter()
            .find(|t| t["journal"] == name.as_str())?["silent_ms"]
            .as_u64()?;
        (code == 200 && silent > quiet).then_some(())
    });
    let other = driver.browser(w, h, false);
    other.go(&format!("{url}/?key={key}&continue={name}"));
    on_screen(&other, "Recovery");
    photograph(&other, "web-continued-from-hall.png");
    let theirs = other.run(&format!("return localStorage.getItem({journal:?})"));
    assert!(
        theirs.as_str().unwrap().starts_with(&had),
        "the new browser starts from the hall's copy"
    );
    tap(&other, w / 2, 367); // Don't charge it
    on_screen(&other, "Table");
    tap(&other, w / 2, h - 90); // Resume
    wait_for("the new browser's lines in the hall", LONG, || {
        let (_, text) = get(&copy, &key);
        let theirs = other.run(&format!("return localStorage.getItem({journal:?})"));
        (text.lines().count() > lines && theirs.as_str() == Some(text.as_str())).then_some(())
    });
    // The old tablet comes back to the page: it recovers its own copy, and
    // the hall refuses it, and it says so.
    tablet.go(&format!("{url}/?key={key}"));
    on_screen(&tablet, "Recovery");
    tap(&tablet, w / 2, 367); // Don't charge it
    until_true(
        &tablet,
        "hall moved",
        "return JSON.parse(window.friedrichClock).hall === 'Moved'",
    );
    photograph(&tablet, "web-moved.png");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_hall_page_shows_a_table_live_and_sounds_when_it_calls_the_jury() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path());
    let game = json!({"kind": "game", "v": 1, "started": "2026-11-23T17:00:05+01:00",
        "table": "12", "names": ["Anna", "Bert", "Carla", "Dieter"],
        "ruleset": serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap()});
    let command = |t: u64, cmd: Value| {
        json!({"kind": "command", "v": 1, "t": t, "wall": "2026-11-23T17:00:09+01:00", "cmd": cmd})
            .to_string()
    };
    let push = |from: usize, lines: &[String]| {
        let body = json!({"device": "0123456789abcdef", "from": from, "lines": lines, "t": 1_000});
        let answer = ureq::post(format!("{url}/api/journals/table-12"))
            .header("X-Tournament-Key", &key)
            .send_json(body);
        assert_eq!(answer.unwrap().status(), 200);
    };
    push(
        1,
        &[game.to_string(), command(0, json!({"type": "start-turn"}))],
    );
    let driver = Driver::start();
    let page = driver.browser(1280, 800, false);
    // An old link with the key: the hall takes it out of the address.
    page.go(&format!("{url}/hall?key={key}"));
    until_true(
        &page,
        "one table",
        "return window.hall && window.hall.tables === 1",
    );
    let address = page.run("return location.href");
    assert_eq!(address, format!("{url}/hall"), "no key in the address");
    // Each wait is on the page's own count of what it drew.
    let drawn = || page.run("return window.hall.drawn").as_u64().unwrap();
    let clock = || page.run("return document.querySelector('.clock.run .t').textContent");
    let (first, at) = (clock(), drawn());
    until_true(
        &page,
        "the cards drawn again a second later",
        &format!("return window.hall.drawn >= {}", at + 2),
    );
    assert_ne!(clock(), first, "Frederick's clock runs on the hall page");
    assert_eq!(page.run("return window.hall.beeps"), 0);
    push(
        3,
        &[command(2_000, json!({"type": "stop", "reason": "jury"}))],
    );
    until_true(
        &page,
        "the alert",
        "return window.hall.alerts.includes('table-12/jury')",
    );
    assert_eq!(
        page.run("return window.hall.beeps"),
        1,
        "the alert sounds once"
    );
    let text = page.run("return document.querySelector('.card.alert').textContent");
    assert!(text.as_str().unwrap().contains("JURY CALLED"), "{text}");
    photograph(&page, "hall-alert.png");
    // The table's page shows where the time went, as charts.
    let at = drawn();
    page.run("document.querySelector('.card').click(); return 0");
    until_true(
        &page,
        "the table's page drawn",
        &format!("return window.hall.charts > 0 && window.hall.drawn > {at}"),
    );
    until_true(
        &page,
        "the table's charts",
        "return !!document.querySelector('#charts svg[aria-label=\"Chess clocks, turn by turn\"]')",
    );
    let heading = page.run("return document.getElementById('time').textContent");
    assert_eq!(heading, "Where the time went");
    let charts = page.run("return document.querySelectorAll('#charts svg').length");
    assert_eq!(
        charts, 3,
        "the clocks, the nations' time, the clock standing still"
    );
    photograph(&page, "hall-table-charts.png");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_tablet_with_no_clock_running_is_still_heard_by_the_hall() {
    // A stopped clock draws no frames; the page still tells the hall it is
    // there, so its game is not taken for abandoned (and taken over).
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path());
    let driver = Driver::start();
    // Start game: between turns, nothing runs.
    let tablet = tablet_at(&driver, &url, &key);
    until_true(
        &tablet,
        "hall online",
        "return JSON.parse(window.friedrichClock).hall === 'Online'",
    );
    // Ten seconds of the page's clock with the hall online: at most a
    // frame (issue 39).
    let (frames, _) = frames_in(&tablet, 10_000);
    assert!(
        frames <= 1,
        "the page kept drawing: {frames} frames in 10 s"
    );
    let (_, text) = get(&format!("{url}/api/tables"), &key);
    let tables: Value = serde_json::from_str(&text).unwrap();
    let silent = tables["tables"][0]["silent_ms"].as_i64().unwrap();
    assert!(
        silent < 6_000,
        "the hall last heard the tablet {silent} ms ago"
    );
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_tablet_whose_hall_died_ships_on_to_the_new_address_it_is_given() {
    // The clock was loaded from the laptop that dies: the page goes on, and
    // once the hall has been silent a minute it asks for the new address.
    let temp = tempfile::tempdir().unwrap();
    let (laptop, stick) = (temp.path().join("laptop"), temp.path().join("stick"));
    std::fs::create_dir(&stick).unwrap();
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let copy_to = [std::ffi::OsStr::new("--copy-to"), stick.as_os_str()];
    let (mut old, port, key) = server::hall_with(&laptop, &dist, 0, &copy_to);
    let driver = Driver::start();
    let (w, h) = (1280, 800);
    let tablet = tablet_at(&driver, &format!("http://localhost:{port}"), &key);
    tap(&tablet, w / 2, h - 90); // Start turn
    let journal = summary(&tablet).unwrap()["journal"]
        .as_str()
        .unwrap()
        .to_owned();
    let stored = || {
        let script = format!("return localStorage.getItem({journal:?})");
        tablet.run(&script).as_str().unwrap().to_owned()
    };
    let name = journal.rsplit('/').next().unwrap().to_owned();
    let held = |hall: &Path| std::fs::read_to_string(hall.join("journals").join(&name)).ok();
    wait_for("the stick holds the game", LONG, || {
        (held(&stick)? == stored()).then_some(())
    });

    old.kill();
    tap(&tablet, w / 2, h - 90); // a hand-off while no hall answers
    until_true(
        &tablet,
        "hall offline",
        "return JSON.parse(window.friedrichClock).hall === 'Offline'",
    );
    // A minute of silence (the page's own clock says when): the question.
    wait_for(
        "New hall address…",
        LONG + Duration::from_secs(30),
        || summary(&tablet)?["hall_gone"].as_bool()?.then_some(()),
    );
    photograph(&tablet, "web-new-hall-button.png");
    let (_new, new_port, _) = server::hall_on(&stick, &dist, 0);
    tap(&tablet, 1108, 54); // New hall address…
    let asked = on_screen(&tablet, "Table");
    assert_eq!(asked["new_hall_asked"], true, "{asked}");
    tablet.type_text(&format!("localhost:{new_port}"), true);
    let online = try_wait(LONG, || {
        let now = summary(&tablet)?;
        (now["hall"] == "Online").then_some(())
    });
    if online.is_none() {
        photograph(&tablet, "web-new-hall-not-online.png");
        panic!(
            "the new hall never answered: {:?}\nthe page's console: {:#?}",
            summary(&tablet),
            tablet.console()
        );
    }
    let after = on_screen(&tablet, "Table");
    assert_eq!(after["new_hall_asked"], false, "the question is gone");
    photograph(&tablet, "web-new-hall-shipping.png");
    wait_for("the new hall holds every line", LONG, || {
        (held(&stick)? == stored()).then_some(())
    });
    // The game goes on, shipping there; a reload would still find the new
    // address in the page's settings.
    tap(&tablet, w / 2, h - 90);
    wait_for("the next line in the new hall", LONG, || {
        (held(&stick)? == stored()).then_some(())
    });
    let settings = tablet.run("return localStorage.getItem('friedrich-clock/settings.toml')");
    assert!(
        settings
            .as_str()
            .unwrap()
            .contains(&format!("hall = \"localhost:{new_port}\"")),
        "{settings}"
    );
}
