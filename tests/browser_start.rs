//! A page that cannot start says why, on the page, in the browser's
//! language: no WebGL (English), no storage for the page (German), a program
//! that does not download (Spanish), and a panic while starting. Each
//! message is large, centred, with what to do; the canvas is hidden.
//!
//! Needs `make web` and a browser, as `tests/browser.rs`; `make test` runs
//! it on every engine (`BROWSER_ENGINE`). Screenshots go to
//! `target/browser/`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use std::path::Path;

use engine::{Engine, Options};
use page::{LONG, serve, shots};
use serde_json::Value;
use webdriver::{Browser, Driver, wait_for};

/// Opens `url` in a browser as `options` ask and waits until the page says
/// why it could not start; returns what it said (`window.friedrichClockFailure`).
fn failure(driver: &Driver, options: &Options, url: &str) -> (Browser, Value) {
    let browser = driver.browser_with(options);
    browser.go(url);
    let said = wait_for("the page to say why it cannot start", LONG, || {
        let v = browser.run("return window.friedrichClockFailure || null");
        (!v.is_null()).then_some(v)
    });
    // The message is in view, the loading text and the canvas are not.
    let shown = browser.run(
        "const box = document.getElementById('failed');
         return { hidden: box.hidden, text: box.innerText,
                  why: getComputedStyle(box.querySelector('.why')).fontSize,
                  loading: !!document.getElementById('loading'),
                  canvas: getComputedStyle(document.getElementById('clock')).display,
                  app: window.friedrichClock || null, lang: navigator.language }",
    );
    assert_eq!(shown["hidden"], false, "{shown}");
    assert_eq!(shown["loading"], false, "{shown}");
    assert_eq!(shown["canvas"], "none", "{shown}");
    let text = shown["text"].as_str().unwrap();
    assert!(text.contains(said["why"].as_str().unwrap()), "{shown}");
    let px: f64 = shown["why"]
        .as_str()
        .unwrap()
        .trim_end_matches("px")
        .parse()
        .unwrap();
    assert!(px >= 24.0, "large enough to read at arm's length: {shown}");
    // The language the browser asked for (WebKitGTK's is the system's: the
    // test cannot choose it there).
    if let (Some(asked), true) = (options.lang, driver.engine != Engine::WebKit) {
        assert_eq!(shown["lang"], asked, "{shown}");
        assert_eq!(said["lang"], asked[..2], "{said}");
    }
    (browser, said)
}

/// Saves a screenshot of the page (a message on a dark page: not checked
/// for blankness as the app's screens are).
fn keep(browser: &Browser, name: &str) {
    std::fs::write(shots().join(name), browser.screenshot()).unwrap();
}

/// A copy of the web build in `to`, to break a file of.
fn copy_dist(to: &Path) {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    copy_dir(&dist, to);
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_browser_without_webgl_says_so_on_the_page() {
    let (_server, url) = serve();
    let driver = Driver::start();
    let options = Options {
        webgl: false,
        lang: Some("en-GB"),
        ..Options::new(1280, 800, false)
    };
    let (browser, said) = failure(&driver, &options, &url);
    keep(&browser, "web-no-webgl.png");
    assert_eq!(said["reason"], "webgl", "{said}");
    assert!(
        said["why"].as_str().unwrap().contains("WebGL is off"),
        "{said}"
    );
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_browser_that_keeps_no_site_data_says_so_in_german() {
    let (_server, url) = serve();
    let driver = Driver::start();
    let options = Options {
        storage: false,
        lang: Some("de-DE"),
        ..Options::new(1024, 600, false)
    };
    let (browser, said) = failure(&driver, &options, &url);
    keep(&browser, "web-no-storage.png");
    assert_eq!(said["reason"], "storage", "{said}");
    if driver.engine != Engine::WebKit {
        assert!(
            said["why"].as_str().unwrap().contains("keinen Speicher"),
            "{said}"
        );
    }
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_program_that_does_not_download_is_said_in_spanish() {
    let temp = tempfile::tempdir().unwrap();
    copy_dist(temp.path());
    std::fs::remove_file(temp.path().join("friedrich-clock_bg.wasm")).unwrap();
    let (_server, port) = server::serve(temp.path());
    let driver = Driver::start();
    let options = Options {
        lang: Some("es-ES"),
        ..Options::new(412, 915, true)
    };
    let (browser, said) = failure(&driver, &options, &format!("http://localhost:{port}/"));
    keep(&browser, "web-no-wasm.png");
    assert_eq!(said["reason"], "wasm", "{said}");
    if driver.engine != Engine::WebKit {
        assert!(
            said["why"].as_str().unwrap().contains("No se pudo cargar"),
            "{said}"
        );
    }
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn a_panic_while_starting_is_said_on_the_page() {
    // The canvas refuses to be asked for a context (as a broken graphics
    // driver might): eframe panics, and the panic is said on the page.
    let temp = tempfile::tempdir().unwrap();
    copy_dist(temp.path());
    let index = temp.path().join("index.html");
    let html = std::fs::read_to_string(&index).unwrap().replacen(
        "<head>",
        "<head><script>HTMLCanvasElement.prototype.getContext = \
         function () { throw new Error('broken for the test'); };</script>",
        1,
    );
    std::fs::write(&index, html).unwrap();
    let (_server, port) = server::serve(temp.path());
    let driver = Driver::start();
    let options = Options {
        lang: Some("en-US"),
        ..Options::new(1024, 600, false)
    };
    let (browser, said) = failure(&driver, &options, &format!("http://localhost:{port}/"));
    keep(&browser, "web-panic.png");
    assert_eq!(said["reason"], "error", "{said}");
    assert!(
        said["detail"].as_str().unwrap().contains("panicked"),
        "{said}"
    );
    assert!(
        said["why"]
            .as_str()
            .unwrap()
            .contains("stopped on an error"),
        "{said}"
    );
}
