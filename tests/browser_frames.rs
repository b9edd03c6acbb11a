//! The web clock on a tablet's battery (issue 39): the page draws a frame
//! for each change of what it shows and for nothing else, counted by the
//! page itself (`frames` in its summary) over ten seconds of its own clock,
//! beside the changes of its text readout, which the same frames write. A
//! chess clock above a minute changes once a second, and so does a stage
//! stopwatch (whole seconds, even in its last minute: it drew ten frames a
//! second for tenths it never showed); a stopped clock shows nothing new.
//!
//! Needs `make web` and the engine's browser and driver; `make test` runs
//! these with `--ignored` once per engine.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;

use page::{LONG, frames_in, on_screen, open, photograph, summary, tap};
use webdriver::wait_for;

/// Ten seconds of the page's clock.
const TEN_S: u32 = 10_000;

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_chess_clock_draws_a_frame_a_second_and_a_stopped_clock_none() {
    let (_server, _driver, browser) = open(1280, 800, false);
    let (w, h) = (1280, 800);
    // Setup, idle: nothing to draw.
    let (frames, _) = frames_in(&browser, TEN_S);
    assert!(frames <= 1, "an idle setup drew {frames} frames in 10 s");
    tap(&browser, w / 2, h - 90); // Start game
    on_screen(&browser, "Table");
    // Between turns nothing runs (no hall): no frame, however long, and
    // about one animation frame a second asked of the browser (the pacing's
    // safety net), not sixty.
    let asked = || {
        browser
            .run("return window.friedrichClockAnimationFrames")
            .as_u64()
            .unwrap()
    };
    let before = asked();
    let (frames, changes) = frames_in(&browser, TEN_S);
    assert!(frames <= 1, "a stopped clock drew {frames} frames in 10 s");
    assert_eq!(changes, 0);
    let animation = asked() - before;
    assert!(
        animation <= 15,
        "a stopped clock asked for {animation} animation frames in 10 s"
    );
    tap(&browser, w / 2, h - 90); // Start turn: Frederick's clock runs
    wait_for("Frederick's clock", LONG, || {
        summary(&browser).filter(|s| {
            s["running"]
                .as_str()
                .is_some_and(|r| r.contains("Frederick"))
        })
    });
    // 2:09:59, 2:09:58, …: one change a second, one frame for each, and
    // every frame shows a new reading (a page that stopped drawing fails).
    let (frames, changes) = frames_in(&browser, TEN_S);
    eprintln!("running chess clock: {frames} frames, {changes} readings in 10 s");
    assert!(
        (9..=11).contains(&frames),
        "the running chess clock drew {frames} frames in 10 s"
    );
    assert_eq!(changes, frames, "a frame that changed nothing shown");
    let shown = summary(&browser).unwrap();
    eprintln!("frame cost: {}", shown["frame_ms"]);
    assert!(shown["frame_ms"]["app"].as_f64().is_some(), "{shown}");
    let readout = browser.run("return document.getElementById('readout').textContent");
    assert!(
        readout
            .as_str()
            .is_some_and(|t| t.starts_with("Frederick 2:09:")),
        "the readout: {readout}"
    );
    let news = browser.run("return document.getElementById('stage-news').textContent");
    assert_eq!(news, "Prussia — action stage");
    photograph(&browser, "web-frames-table.png");
}

#[test]
#[ignore = "needs the web build and a browser: make test runs it"]
fn the_jurys_stopwatch_on_a_phone_draws_only_its_seconds() {
    let (_server, _driver, phone) = open(390, 844, true);
    photograph(&phone, "web-frames-phone-setup.png");
    tap(&phone, 100, 660); // Jury stopwatch
    on_screen(&phone, "JurySetup");
    photograph(&phone, "web-frames-phone-jury-setup.png");
    tap(&phone, 195, 772); // Start the stopwatch: stopped for the jury
    let stopwatch = on_screen(&phone, "Table");
    assert_eq!(stopwatch["jury_stopwatch"], true, "{stopwatch}");
    let (frames, _) = frames_in(&phone, TEN_S);
    assert!(
        frames <= 1,
        "no stopwatch runs, yet {frames} frames in 10 s"
    );
    let running = tap(&phone, 195, 772); // Russia's 60 s run
    assert!(
        running["running"]
            .as_str()
            .is_some_and(|r| r.contains("StageStopwatch")),
        "{running}"
    );
    photograph(&phone, "web-frames-phone-stopwatch.png");
    let played = running["sounds_played"].as_u64().unwrap();
    // 60, 59, …: a frame for each second shown, none for the heartbeat or
    // the mirror; and it does draw them.
    let (frames, changes) = frames_in(&phone, TEN_S);
    eprintln!("stage stopwatch: {frames} frames, {changes} readings in 10 s");
    assert!(
        (9..=11).contains(&frames),
        "the stage stopwatch drew {frames} frames in 10 s"
    );
    assert_eq!(changes, frames, "a frame that changed nothing shown");
    // "Thirty seconds": handed to Web Audio by the page's own timer, ahead
    // of its instant, with no frame asked for it.
    let thirty = wait_for("the 30 s announcement", LONG, || {
        summary(&phone).filter(|s| s["sounds_played"].as_u64() > Some(played))
    });
    assert_eq!(thirty["sound"], "Ready", "{thirty}");
}
