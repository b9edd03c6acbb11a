//! The window's heartbeat with an explicit clock: frames come when the app
//! asks for them (a few ms late, or a few early), and the heartbeat on disk is
//! never more than a second behind the game while a clock runs.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::ClockApp;
use super::action::Action;
use crate::engine::{Command, Ms};
use crate::heartbeat;
use crate::settings::Settings;
use crate::timeline::TimeSource;

/// Runs frames for `span` ms of game, each at the wake-up the app asked for
/// shifted by the next of `jitter` (ms late; negative: early), and returns the
/// longest time between two heartbeats written.
fn longest_beat_gap(jitter: &[i64], span: Ms) -> Ms {
    let temp = tempfile::tempdir().unwrap();
    let time = Arc::new(AtomicU64::new(0));
    let mut app = ClockApp::new(
        Settings::default(),
        TimeSource::Manual(time.clone()),
        Some(temp.path().to_owned()),
    );
    let ctx = egui::Context::default();
    app.apply(&ctx, vec![Action::Start(None)]);
    app.apply(&ctx, vec![Action::Command(Command::StartTurn)]);
    app.on_frame(&ctx);
    let mut last = heartbeat::read(temp.path()).unwrap().t;
    let mut longest = 0;
    for shift in jitter.iter().cycle() {
        let wake = app
            .state
            .next_wake()
            .expect("a clock runs: a wake-up is asked for");
        let now = time.load(Ordering::SeqCst);
        let at = now.saturating_add_signed(i64::try_from(wake).unwrap() + shift);
        time.store(at.max(now + 1), Ordering::SeqCst);
        app.on_frame(&ctx);
        let beat = heartbeat::read(temp.path()).unwrap().t;
        if beat != last {
            longest = longest.max(beat - last);
            last = beat;
        }
        if time.load(Ordering::SeqCst) > span {
            break;
        }
    }
    longest
}

#[test]
fn the_windows_heartbeat_is_never_more_than_a_second_behind() {
    // Frames on time, a few ms late, up to a 60 Hz frame late, and a few ms
    // early (the case that skipped a beat and left the next two seconds on).
    for jitter in [&[0][..], &[4, 11], &[16], &[-3, 2, -5, 16]] {
        let gap = longest_beat_gap(jitter, 120_000);
        assert!(gap <= 1_000, "frames shifted by {jitter:?}: a {gap} ms gap");
        assert!(
            gap >= 900,
            "frames shifted by {jitter:?}: beats {gap} ms apart"
        );
    }
}

#[test]
fn the_windows_heartbeat_thread_follows_the_clock_with_no_frame_at_all() {
    let temp = tempfile::tempdir().unwrap();
    let time = Arc::new(AtomicU64::new(0));
    let mut app = ClockApp::new(
        Settings::default(),
        TimeSource::Manual(time.clone()),
        Some(temp.path().to_owned()),
    )
    .with_heartbeat_of_its_own();
    let ctx = egui::Context::default();
    app.apply(&ctx, vec![Action::Start(None)]);
    app.apply(&ctx, vec![Action::Command(Command::StartTurn)]);
    // The window asks for frames only when the display changes.
    app.on_frame(&ctx);
    let wake = app.state.next_wake().unwrap();
    assert!(
        wake > 900,
        "a frame for the heartbeat was asked for: {wake} ms"
    );
    // No frame from here on: the thread alone keeps the heartbeat.
    for step in 1..=40u64 {
        let now = step * 250;
        time.store(now, Ordering::SeqCst);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
        loop {
            let t = heartbeat::read(temp.path()).map_or(0, |b| b.t);
            if now - t <= 900 {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "at {now} ms the heartbeat says {t} ms"
            );
            std::thread::yield_now();
        }
    }
    // The game ends: the thread stops and the heartbeat goes.
    app.apply(&ctx, vec![Action::Command(Command::EndGame)]);
    app.on_frame(&ctx);
    assert!(heartbeat::read(temp.path()).is_none());
}
