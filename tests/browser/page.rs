//! What every browser test does with the page: serve it, open it, read the
//! app's summary, tap and wait for the frame, photograph it (not blank).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::Value;

use crate::server::{self, Server};
use crate::webdriver::{Browser, Driver, wait_for};

pub const LONG: Duration = Duration::from_secs(60);

/// `friedrich-clock serve` on `dist/`, and the page's address.
pub fn serve() -> (Server, String) {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    assert!(
        dist.join("friedrich-clock_bg.wasm").exists(),
        "no web build in {}: run make web",
        dist.display()
    );
    let (server, port) = server::serve(&dist);
    // localhost is a secure context: service worker and Wake Lock allowed.
    (server, format!("http://localhost:{port}/"))
}

/// The page in a new browser of `width`×`height` (`phone`: touch),
/// on its setup screen. Dropped in reverse: the browser, its driver, the
/// server.
pub fn open(width: u32, height: u32, phone: bool) -> (Server, Driver, Browser) {
    let (server, url) = serve();
    let driver = Driver::start();
    let browser = driver.browser(width, height, phone);
    browser.go(&url);
    on_screen(&browser, "Setup");
    (server, driver, browser)
}

/// Waits until `script` returns true in the page.
pub fn until_true(browser: &Browser, what: &str, script: &str) {
    wait_for(what, LONG, || {
        browser.run(script).as_bool().filter(|yes| *yes)
    });
}

/// The page's summary of the clock, once the app has drawn a frame.
pub fn summary(browser: &Browser) -> Option<Value> {
    let text = browser.run("return window.friedrichClock || null");
    serde_json::from_str(text.as_str()?).ok()
}

/// Waits until the summary shows `screen`; returns it.
pub fn on_screen(browser: &Browser, screen: &str) -> Value {
    let mut last = None;
    let found = crate::webdriver::try_wait(LONG, || {
        let now = summary(browser);
        last.clone_from(&now);
        now.filter(|s| s["screen"] == screen)
    });
    found.unwrap_or_else(|| {
        panic!("gave up waiting for the {screen} screen; the page shows {last:?}")
    })
}

/// Taps, then waits until the app has drawn a frame after it.
pub fn tap(browser: &Browser, x: u32, y: u32) {
    let frames = summary(browser).map_or(0, |s| s["frames"].as_u64().unwrap_or(0));
    browser.tap(x, y);
    wait_for("the tap's frame", LONG, || {
        summary(browser).filter(|s| s["frames"].as_u64().unwrap_or(0) > frames)
    });
}

/// Where screenshots are kept.
pub fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Saves a screenshot and checks it shows something: several colours, and a
/// good share of the pixels not the background's.
pub fn photograph(browser: &Browser, name: &str) -> PathBuf {
    let png = browser.screenshot();
    let path = shots().join(name);
    std::fs::write(&path, &png).unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let step = info.color_type.samples();
    let colours: Vec<[u8; 3]> = pixels[..info.buffer_size()]
        .chunks(step)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    let background = colours[0];
    let drawn = colours.iter().filter(|c| **c != background).count();
    let mut distinct: Vec<[u8; 3]> = colours.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(
        drawn * 20 > colours.len() && distinct.len() > 20,
        "{} looks blank: {drawn} of {} pixels drawn, {} colours",
        path.display(),
        colours.len(),
        distinct.len()
    );
    path
}

/// The journal in the browser's storage: its lines.
pub fn stored_journal(browser: &Browser, key: &str) -> Vec<Value> {
    let script = format!("return localStorage.getItem({key:?})");
    let text = browser.run(&script);
    let text = text
        .as_str()
        .unwrap_or_else(|| panic!("no {key} in localStorage"));
    text.lines()
        .map(|l| serde_json::from_str(l).expect("a journal line"))
        .collect()
}
