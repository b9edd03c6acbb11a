//! The hall over HTTPS in a real browser (Chromium, Firefox or WebKit, as
//! `BROWSER_ENGINE` says), from this machine's LAN address, where only
//! HTTPS makes a secure context (`localhost` is one even over plain HTTP).
//! The browser trusts the hall's own authority the way its engine allows
//! (`browser/https.rs`; docs/web.md, "HTTPS in the tests"). A tablet joins
//! the hall over HTTPS: the service worker controls the page, the wake lock
//! is held while a game runs, the browser is asked to keep the page's
//! storage (what each engine answers is printed and written down in
//! docs/web.md), the game ships to the hall, and a reload with the hall
//! stopped still starts the clock. The hall's certificate at an address it
//! does not name is refused; over plain HTTP the page says what it lacks.
//!
//! Needs `make web`, the engine's browser and driver, `openssl` and
//! `certutil` (libnss3-tools); `make test` installs them and runs these
//! with `--ignored` once per engine. Screenshots go to `target/browser/`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/https.rs"]
mod https;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use engine::{Engine, Options};
use https::{Hall, Trusting, lan_host};
use page::{LONG, on_screen, photograph, scroll, summary, tap, until_true};
use webdriver::{Driver, wait_for};

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_tablet_joins_the_hall_over_https_keeps_awake_and_starts_again_with_the_hall_stopped() {
    let host = lan_host();
    let data = tempfile::tempdir().unwrap();
    let mut hall = Hall::start(data.path(), &host);
    let driver = Driver::start();
    let (_trusting, trust) = Trusting::hall(&hall, driver.engine, &host);
    let (w, h) = (1280, 800);
    let options = Options {
        trust,
        ..Options::new(w, h, false)
    };
    let browser = driver.browser_with(&options);
    // The address a table card's QR code holds, over HTTPS.
    browser.go(&format!("https://{host}:{}/?key={}", hall.port, hall.key));
    let setup = on_screen(&browser, "Setup");
    assert_eq!(setup["secure_context"], true, "{setup}");
    assert_eq!(setup["wake_lock_offered"], true, "{setup}");
    // The service worker has cached every file and took the page over.
    let ready = wait_for("the service worker to control the page", LONG, || {
        summary(&browser).filter(|s| s["offline_ready"] == true)
    });
    // Asked once at start. Chromium answers at once; Firefox asks the person
    // first (its prompt, which no one answers here); WebKitGTK's MiniBrowser
    // has no Storage API (`navigator.storage`): nothing to ask.
    let answered = match driver.engine {
        Engine::WebKit => {
            let api = browser.run("return typeof navigator.storage");
            assert_eq!(api, "undefined", "WebKitGTK has a Storage API now");
            setup.clone()
        }
        Engine::Firefox => wait_for("the storage to be asked", LONG, || {
            summary(&browser).filter(|s| s["storage_kept"].is_string())
        }),
        Engine::Chromium => wait_for("the storage's answer", LONG, || {
            summary(&browser)
                .filter(|s| s["storage_kept"].is_string() && s["storage_kept"] != "asking")
        }),
    };
    eprintln!(
        "{:?} over HTTPS: persist() answers {}",
        driver.engine, answered["storage_kept"]
    );
    assert!(ready["frames"].as_u64() > Some(0));
    // Setup's "This page" row, near the form's end.
    scroll(&browser, w / 2, 300, 300, 3);
    photograph(
        &browser,
        &format!("web-https-setup-{:?}.png", driver.engine),
    );
    scroll(&browser, w / 2, 300, -300, 3);
    // A game runs: the wake lock is held, and the game ships to the hall
    // over HTTPS (the key in its header, never in clear).
    tap(&browser, w / 2, 710); // Start game
    on_screen(&browser, "Table");
    tap(&browser, w / 2, h - 90); // Start turn: Frederick's clock runs
    let awake = wait_for("the wake lock", LONG, || {
        summary(&browser).filter(|s| s["awake"] == true)
    });
    assert!(
        awake["running"].as_str().unwrap().contains("Frederick"),
        "{awake}"
    );
    until_true(
        &browser,
        "hall online over HTTPS",
        "return JSON.parse(window.friedrichClock).hall === 'Online'",
    );
    let journal = summary(&browser).unwrap()["journal"]
        .as_str()
        .unwrap()
        .to_owned();
    let name = journal.rsplit('/').next().unwrap().to_owned();
    let stored = browser.run(&format!("return localStorage.getItem({journal:?})"));
    wait_for("the hall's copy", LONG, || {
        let copy = std::fs::read_to_string(data.path().join("journals").join(&name)).ok()?;
        (Some(copy.as_str()) == stored.as_str()).then_some(())
    });
    // The hall stopped, a reload still starts the clock: the game on its
    // recovery screen.
    hall.stop();
    browser.reload();
    let offline = on_screen(&browser, "Recovery");
    assert_eq!(offline["secure_context"], true, "{offline}");
    photograph(
        &browser,
        &format!("web-https-offline-recovery-{:?}.png", driver.engine),
    );
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_halls_certificate_at_an_address_it_does_not_name_is_refused() {
    let host = lan_host();
    let data = tempfile::tempdir().unwrap();
    let hall = Hall::start(data.path(), &host);
    let driver = Driver::start();
    // The browser trusts the hall's authority (WebKit: the certificate the
    // hall serves at its address), but is sent to an address of this
    // machine the certificate does not name.
    let (_trusting, trust) = Trusting::hall(&hall, driver.engine, &host);
    let options = Options {
        trust,
        ..Options::new(1024, 600, false)
    };
    let browser = driver.browser_with(&options);
    let url = format!("https://127.0.0.3:{}/", hall.port);
    // The driver refuses the navigation (Chromium, Firefox), or it ends on
    // the engine's error page: either way, once it has ended, not the clock.
    let went = browser.try_go(&url);
    eprintln!("{:?}: {went:?}", driver.engine);
    let clock = browser.run("return !!document.getElementById('clock')");
    assert_eq!(clock, false, "the clock's page loaded: {went:?}");
    assert_eq!(summary(&browser), None);
    // The same hall at the address its certificate names: the clock.
    browser.go(&format!("https://{host}:{}/", hall.port));
    on_screen(&browser, "Setup");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn over_plain_http_on_the_lan_the_page_says_what_it_lacks() {
    let host = lan_host();
    if host == "localhost" {
        eprintln!("no LAN address: localhost is a secure context, nothing to test");
        return;
    }
    let (_server, url) = page::serve();
    let url = url.replace("localhost", &host);
    let driver = Driver::start();
    let browser = driver.browser(1024, 600, false);
    browser.go(&url);
    let setup = on_screen(&browser, "Setup");
    assert_eq!(setup["secure_context"], false, "{setup}");
    assert_eq!(setup["offline_ready"], false, "{setup}");
    assert_eq!(setup["wake_lock_offered"], false, "{setup}");
    assert_eq!(setup["storage_kept"], serde_json::Value::Null, "{setup}");
    scroll(&browser, 512, 250, 300, 3);
    photograph(&browser, &format!("web-http-setup-{:?}.png", driver.engine));
}
