//! What every browser test does with the page: serve it, open it, read the
//! app's summary, tap and wait until the page has drawn what the tap led to,
//! photograph it (not blank).
//!
//! Every wait is on a signal the page publishes in its summary (src/web/
//! summary.rs), never on a timer a busy machine can beat: the input it has
//! taken (`releases`, `wheels`), whether egui has drawn all that led to
//! (`settled`: it asked for no frame at once), and what of the journal the
//! IndexedDB mirror has on disk (`journal_on_disk`, `mirror_pending`).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

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

/// Waits until the summary shows `screen`, drawn and settled (a tap finds
/// what it shows); returns it.
pub fn on_screen(browser: &Browser, screen: &str) -> Value {
    let mut last = None;
    let found = crate::webdriver::try_wait(LONG, || {
        let now = summary(browser);
        last.clone_from(&now);
        now.filter(|s| s["screen"] == screen && s["settled"] == true)
    });
    found.unwrap_or_else(|| {
        let page = browser.run(
            "return [location.href, document.readyState, String(window.friedrichClockFailure || ''), String(window.friedrichClockStarting || ''), \
             (document.body && document.body.innerText || '').slice(0, 300)]",
        );
        panic!("gave up waiting for the {screen} screen, settled; the page shows {last:?}; the page: {page}")
    })
}

/// How many of `counter` (`releases`, `wheels`) the page has taken so far.
fn taken(browser: &Browser, counter: &str) -> u64 {
    summary(browser).map_or(0, |s| s[counter].as_u64().unwrap_or(0))
}

/// Waits until the page has taken more than `before` of `counter` and drawn
/// all they led to (settled); the summary then.
fn taken_and_drawn(browser: &Browser, what: &str, counter: &str, before: u64) -> Value {
    let mut last = None;
    let found = crate::webdriver::try_wait(LONG, || {
        let now = summary(browser);
        last.clone_from(&now);
        now.filter(|s| s[counter].as_u64().unwrap_or(0) > before && s["settled"] == true)
    });
    found.unwrap_or_else(|| panic!("gave up waiting for {what}; the page shows {last:?}"))
}

/// Taps, then waits until the page has taken the tap (its release) and
/// drawn all it led to: a dialog or a screen it opened is laid out, so the
/// next tap finds it. The summary then.
pub fn tap(browser: &Browser, x: u32, y: u32) -> Value {
    let before = taken(browser, "releases");
    browser.tap(x, y);
    taken_and_drawn(browser, "the tap to be taken and drawn", "releases", before)
}

/// Swipes from (`x`, `from_y`) to (`x`, `to_y`), then waits until the page
/// has taken the lift and drawn all it led to (the scroll eased out); the
/// summary then.
pub fn swipe(browser: &Browser, x: u32, from_y: u32, to_y: u32) -> Value {
    let before = taken(browser, "releases");
    browser.swipe(x, from_y, to_y);
    taken_and_drawn(
        browser,
        "the swipe to be taken and drawn",
        "releases",
        before,
    )
}

/// Lifts the finger put down by `Browser::press`, then waits until the page
/// has taken the release and drawn all it led to; the summary then.
pub fn lift(browser: &Browser) -> Value {
    let before = taken(browser, "releases");
    browser.lift();
    taken_and_drawn(
        browser,
        "the lift to be taken and drawn",
        "releases",
        before,
    )
}

/// Turns the mouse wheel at (`x`, `y`) by `dy` CSS pixels `times` times,
/// then waits until the page has drawn a frame after the last turn reached
/// it (the page's listener notes how many frames it had drawn then; a
/// browser may hand egui several turns in one frame) and egui
/// has eased the scroll out; the summary then.
pub fn scroll(browser: &Browser, x: u32, y: u32, dy: i32, times: u32) -> Value {
    browser.run(
        "if (window.wheelsSent === undefined) { window.wheelsSent = 0; window.wheelFrame = 0;
           addEventListener('wheel', () => {
             window.wheelsSent += 1;
             window.wheelFrame = JSON.parse(window.friedrichClock || '{\"frames\": 0}').frames;
           }, { capture: true, passive: true }); }",
    );
    let sent_before = browser
        .run("return window.wheelsSent")
        .as_u64()
        .unwrap_or(0);
    for _ in 0..times {
        browser.wheel(x, y, dy);
    }
    // WebKit's driver hands the page the turns it was sent as one wheel
    // event (its delta the sum), once its last action has returned; the
    // others one event a turn.
    let arriving = if browser.engine == crate::engine::Engine::WebKit {
        1
    } else {
        u64::from(times)
    };
    let mut last = None;
    let found = crate::webdriver::try_wait(LONG, || {
        let now = browser
            .run("return [window.friedrichClock || null, window.wheelsSent, window.wheelFrame]");
        let sent = now[1].as_u64().unwrap_or(0).saturating_sub(sent_before);
        let at = now[2].as_u64().unwrap_or(0);
        let s: Value = serde_json::from_str(now[0].as_str()?).ok()?;
        last = Some(json!({"sent": sent, "wheel_frame": at, "summary": s.clone()}));
        let drawn_after = s["frames"].as_u64().unwrap_or(0) > at;
        (sent >= arriving && drawn_after && s["settled"] == true).then_some(s)
    });
    found.unwrap_or_else(|| {
        panic!("gave up waiting for the scroll to be taken and eased out; the page shows {last:?}")
    })
}

/// Waits until the IndexedDB mirror has the journal `key` on disk as
/// `localStorage` has it (every line); the summary then. (Other writes may
/// be under way: a running game's heartbeat is written every second.)
pub fn mirrored(browser: &Browser, key: &str) -> Value {
    let script = format!(
        "const text = localStorage.getItem({key:?});
         return [window.friedrichClock || null,
                 text === null ? null : new TextEncoder().encode(text).length]"
    );
    let mut last = None;
    let found = crate::webdriver::try_wait(LONG, || {
        let now = browser.run(&script);
        let s: Value = serde_json::from_str(now[0].as_str()?).ok()?;
        last = Some(s.clone());
        (s["journal"] == key && s["journal_on_disk"] == now[1]).then_some(s)
    });
    found.unwrap_or_else(|| {
        panic!("gave up waiting for the mirror to hold {key} whole; the page shows {last:?}")
    })
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

/// Counts, over `ms` of the page's own clock, the frames the page draws and
/// the changes of its text readout (`#readout`, written on the frames that
/// change what is shown): `(frames, changes)`. The page is only watched:
/// reading its summary and clock costs it no frame.
pub fn frames_in(browser: &Browser, ms: u32) -> (u64, u64) {
    let start = browser.run(
        "if (!window.readoutWatch) {
             window.readoutChanges = 0;
             window.readoutWatch = new MutationObserver(() => window.readoutChanges++);
             window.readoutWatch.observe(document.getElementById('readout'),
                 {childList: true, characterData: true, subtree: true});
         }
         return [JSON.parse(window.friedrichClock).frames, window.readoutChanges, performance.now()];",
    );
    let until = start[2].as_f64().unwrap() + f64::from(ms);
    let end = wait_for("the page's clock", LONG, || {
        let now = browser.run(
            "return [JSON.parse(window.friedrichClock).frames, window.readoutChanges, performance.now()];",
        );
        (now[2].as_f64().unwrap() >= until).then_some(now)
    });
    let count = |i: usize| end[i].as_u64().unwrap() - start[i].as_u64().unwrap();
    (count(0), count(1))
}
