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
    let (mut app, time) = on_a_hand_set_clock(temp.path());
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

/// An app on a hand-set clock (at 0) keeping its games in `dir`, with the
/// heartbeat on its own as every shell has it; and the clock.
fn on_a_hand_set_clock(dir: &std::path::Path) -> (ClockApp, Arc<AtomicU64>) {
    let time = Arc::new(AtomicU64::new(0));
    let app = ClockApp::new(
        Settings::default(),
        TimeSource::Manual(time.clone()),
        Some(dir.to_owned()),
    )
    .with_heartbeat_of_its_own();
    (app, time)
}

/// Frames the app asks for in `span` ms from now, each drawn at the wake-up
/// it asked for (with the heartbeat on its own, as every shell has it).
fn frames_asked(app: &mut ClockApp, time: &AtomicU64, ctx: &egui::Context, span: Ms) -> u32 {
    let end = time.load(Ordering::SeqCst) + span;
    let mut frames = 0;
    while let Some(wake) = app.state.next_wake() {
        let at = time.load(Ordering::SeqCst) + wake.max(1);
        if at > end {
            break;
        }
        time.store(at, Ordering::SeqCst);
        app.on_frame(ctx);
        frames += 1;
    }
    time.store(end, Ordering::SeqCst);
    frames
}

#[test]
fn frames_come_only_when_a_shown_reading_changes() {
    // Issue 39: a chess clock above a minute changes once a second, in its
    // last minute each tenth; a stage stopwatch and a retreat timer show
    // whole seconds; a stopped clock shows nothing new.
    let temp = tempfile::tempdir().unwrap();
    let (mut app, time) = on_a_hand_set_clock(temp.path());
    let ctx = egui::Context::default();
    let apply = |app: &mut ClockApp, c: Command| app.apply(&ctx, vec![Action::Command(c)]);
    app.apply(&ctx, vec![Action::Start(None)]);
    app.on_frame(&ctx);
    assert_eq!(frames_asked(&mut app, &time, &ctx, 10_000), 0, "stopped");
    apply(&mut app, Command::StartTurn);
    let running = frames_asked(&mut app, &time, &ctx, 10_000);
    assert!((9..=11).contains(&running), "chess clock: {running} frames");
    // Frederick's last minute: tenths shown.
    let left = app.view_now().unwrap().frederick.remaining;
    let reason = || "test".to_owned();
    let to_50_s = i64::try_from(left).unwrap() - 50_000;
    apply(
        &mut app,
        Command::Correct {
            side: crate::engine::Side::Frederick,
            delta_ms: -to_50_s,
            reason: reason(),
        },
    );
    let tenths = frames_asked(&mut app, &time, &ctx, 10_000);
    assert!((90..=101).contains(&tenths), "last minute: {tenths} frames");
    // Frederick flags: stopped for the jury; then Prussia on the stopwatch.
    frames_asked(&mut app, &time, &ctx, 41_000);
    assert_eq!(frames_asked(&mut app, &time, &ctx, 10_000), 0, "flagged");
    apply(&mut app, Command::Resume);
    let stage = frames_asked(&mut app, &time, &ctx, 10_000);
    assert!((9..=11).contains(&stage), "stage stopwatch: {stage} frames");
    apply(
        &mut app,
        Command::Stop {
            reason: crate::engine::StopReason::Combat,
        },
    );
    apply(
        &mut app,
        Command::Retreat {
            winner: crate::engine::Side::Frederick,
            length: 9,
        },
    );
    let retreat = frames_asked(&mut app, &time, &ctx, 10_000);
    assert!(
        (9..=11).contains(&retreat),
        "retreat timer: {retreat} frames"
    );
}
