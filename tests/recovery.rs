//! A game the app did not finish is offered at the next start, rebuilt from its
//! journal; the jury charges the outage or not; the game goes on stopped.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use egui_kittest::kittest::Queryable;
use friedrich_clock::app::{ClockApp, Screen, Settings, WallClock};
use friedrich_clock::engine::{Command, MINUTE, SECOND, Side, StopReason};
use friedrich_clock::heartbeat;
use friedrich_clock::journal;

mod harness;

use harness::App;

impl App {
    /// The app started with `dir` as its data folder; its clock starts at `at`.
    fn start(dir: &Path, at: u64) -> Self {
        Self::start_with_wall(dir, at, Arc::new(AtomicI64::new(0)))
    }

    /// The same, with a wall clock shifted by `shift` ms (the test moves it).
    fn start_with_wall(dir: &Path, at: u64, shift: Arc<AtomicI64>) -> Self {
        let dir = dir.to_path_buf();
        Self::custom(at, move |source| {
            ClockApp::new(Settings::default(), source, Some(dir))
                .with_wall_clock(WallClock::shifted(shift))
        })
    }
}

/// Frederick's clock runs for 30 s, then the app dies (dropped without ending
/// the game) and the power stays off for five minutes.
fn crash_with_frederick_running(dir: &Path) -> PathBuf {
    let mut app = App::start(dir, 1_000);
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.wait(30 * SECOND);
    let journal = app.harness.state().journal_path().unwrap().to_owned();
    drop(app);
    let mut beat = heartbeat::read(dir).expect("a heartbeat");
    assert_eq!(beat.t, 30 * SECOND);
    beat.wall -= chrono::Duration::minutes(5);
    heartbeat::write(dir, &beat).unwrap();
    journal
}

#[test]
fn the_outage_charged_to_the_side_that_was_running() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let journal = crash_with_frederick_running(dir);
    // The new process's clock starts near zero again.
    let mut app = App::start(dir, 50);
    assert_eq!(app.harness.state().screen(), Screen::Recovery);
    app.assert_contains("Unfinished game found");
    app.assert_contains("game time 0:30");
    app.assert_contains("Running then: Frederick — Prussia, clock");
    app.assert_contains("Outage: 5 min 00 s");
    app.click("Charge the outage to Frederick");
    assert_eq!(app.harness.state().screen(), Screen::Table);
    // 30 s played, 5 min of outage charged; the game waits, stopped.
    app.assert_contains("Frederick 2:04:30");
    app.wait(20 * SECOND);
    app.assert_contains("Frederick 2:04:30");
    app.assert_contains("Outage");
    // The journal got one more line, and replaying it gives the same clock.
    let read = journal::read(&journal).unwrap();
    let (t, last) = read.commands.last().cloned().unwrap();
    assert_eq!(
        last,
        Command::Stop {
            reason: StopReason::Outage
        }
    );
    // Five minutes by the wall clock, plus the few ms the test itself took.
    let outage = t - 30 * SECOND;
    assert!(
        (5 * MINUTE..5 * MINUTE + SECOND).contains(&outage),
        "{outage}"
    );
    let (engine, _) = journal::replay(&read);
    assert_eq!(
        engine.view(t).clock(Side::Frederick).remaining,
        130 * MINUTE - t
    );
    // Resume: the clock runs on from there.
    app.click("Resume » Prussia");
    app.wait(10 * SECOND);
    app.assert_contains("Frederick 2:04:20");
}

#[test]
fn the_outage_not_charged() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    crash_with_frederick_running(dir);
    let mut app = App::start(dir, 50);
    app.click("Don't charge it");
    app.assert_contains("Frederick 2:09:30");
    app.click("Resume » Prussia");
    app.wait(5 * SECOND);
    app.assert_contains("Frederick 2:09:25");
}

#[test]
fn a_torn_last_line_is_reported_then_cut_and_the_game_goes_on_after_it() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let journal = crash_with_frederick_running(dir);
    // The power went mid-write: half a line, no newline.
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap();
    std::io::Write::write_all(&mut f, br#"{"v":1,"t":3100,"wall":"2026-1"#).unwrap();
    drop(f);
    let before = std::fs::read(&journal).unwrap();
    let mut app = App::start(dir, 50);
    app.assert_contains("could not be read and was skipped");
    app.click("Don't charge it");
    app.click("Resume » Prussia");
    app.wait(5 * SECOND);
    app.click("Hanover »");
    // Every whole line before is unchanged; the torn half line (never shown)
    // is gone, and the new lines follow on lines of their own. So every line
    // can be read, and shipped to a tournament hall, which refuses garbage.
    let after = std::fs::read(&journal).unwrap();
    let whole = before.iter().rposition(|b| *b == b'\n').unwrap() + 1;
    assert!(whole < before.len());
    assert_eq!(&after[..whole], &before[..whole]);
    assert!(after[whole..].starts_with(br#"{"kind":"command","#));
    let read = journal::read(&journal).unwrap();
    assert_eq!(read.skipped, None);
    assert_eq!(
        read.commands.last().map(|(_, c)| c.clone()),
        Some(Command::HandOff)
    );
    let (engine, refused) = journal::replay(&read);
    assert_eq!(refused, 0);
    assert_eq!(
        engine.view(35 * SECOND).clock(Side::Frederick).remaining,
        130 * MINUTE - 35 * SECOND
    );
}

#[test]
fn a_whole_last_line_without_its_newline_is_torn_too_and_never_replayed() {
    // The power went after the command's text but before its "\n": the write
    // never finished, so the clock never showed it. Recovery and every later
    // reading agree: the game goes on without it.
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let journal = crash_with_frederick_running(dir);
    let mut bytes = std::fs::read(&journal).unwrap();
    assert_eq!(bytes.pop(), Some(b'\n'));
    std::fs::write(&journal, &bytes).unwrap();
    let mut app = App::start(dir, 50);
    app.assert_contains("could not be read and was skipped");
    app.assert_contains("Running then: nothing was running");
    app.click("Resume the game (clocks stopped)");
    app.click("Frederick's clock » Prussia");
    drop(app);
    let read = journal::read(&journal).unwrap();
    assert_eq!(read.skipped, None, "the torn line is gone from the file");
    assert_eq!(
        read.commands
            .iter()
            .map(|(_, c)| c.clone())
            .collect::<Vec<_>>(),
        [Command::StartTurn],
        "the one Start turn is the one made after recovery"
    );
}

#[test]
fn a_journal_whose_game_line_is_torn_is_not_offered() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let journal = crash_with_frederick_running(dir);
    let text = std::fs::read_to_string(&journal).unwrap();
    std::fs::write(&journal, text.lines().next().unwrap()).unwrap();
    let app = App::start(dir, 50);
    assert_ne!(app.harness.state().screen(), Screen::Recovery);
    assert!(
        !std::fs::read(&journal).unwrap().is_empty(),
        "nothing is cut from a journal that is not taken up again"
    );
}

#[test]
fn a_finished_game_is_not_offered_and_a_new_game_can_be_chosen_instead() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    crash_with_frederick_running(dir);
    let mut app = App::start(dir, 50);
    app.click("Leave it and set up a new game");
    assert_eq!(app.harness.state().screen(), Screen::Setup);
    app.click("Start game");
    app.open_jury_view();
    app.click("End game");
    app.click("Yes");
    drop(app);
    let app = App::start(dir, 50);
    assert_eq!(app.harness.state().screen(), Screen::Setup);
}

#[test]
fn past_games_are_listed_and_open_read_only_with_their_log() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut app = App::start(dir, 1_000);
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.wait(40 * SECOND);
    app.open_jury_view(); // two seconds: 42 s in all

    app.click("End game");
    app.click("Yes");
    app.click("New game");
    app.click("Yes");
    app.click("Past games");
    assert_eq!(app.harness.state().screen(), Screen::History);
    app.assert_contains("Game over");
    app.click("Open");
    app.assert_contains("(read only)");
    app.assert_contains("Frederick 2:09:18");
    app.assert_contains("0:42 · Turn 1 · ");
    // Read-only: no command buttons on this screen.
    assert!(
        app.harness
            .query_by_role_and_label(egui::accesskit::Role::Button, "End game")
            .is_none()
    );
    app.click("Back");
    app.click("Back");
    assert_eq!(app.harness.state().screen(), Screen::Setup);
}

#[test]
fn wall_clock_jumps_change_no_running_clock() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let shift = Arc::new(AtomicI64::new(0));
    let mut app = App::start_with_wall(dir, 1_000, shift.clone());
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.wait(10 * SECOND);
    // Daylight saving ends, or the tablet's clock is set back an hour.
    shift.store(-3_600_000, Ordering::SeqCst);
    app.wait(10 * SECOND);
    // NTP corrects the clock three minutes forward.
    shift.store(-3_600_000 + 180_000, Ordering::SeqCst);
    app.wait(10 * SECOND);
    app.assert_contains("Frederick 2:09:30");
    app.click("Hanover »");
    app.wait(5 * SECOND);
    app.assert_contains("Frederick 2:09:25");
    // The journal's game times ignore the jumps; only the stamps people read moved.
    let path = app.harness.state().journal_path().unwrap().to_owned();
    let read = journal::read(&path).unwrap();
    let times: Vec<u64> = read.commands.iter().map(|(t, _)| *t).collect();
    assert_eq!(times, vec![0, 30 * SECOND]);
    let (engine, _) = journal::replay(&read);
    assert_eq!(
        engine.view(35 * SECOND).clock(Side::Frederick).remaining,
        130 * MINUTE - 35 * SECOND
    );
    let beat = heartbeat::read(dir).unwrap();
    assert_eq!(beat.t, 35 * SECOND, "the heartbeat's game time too");
}

#[test]
fn a_wall_clock_set_back_during_the_outage_makes_it_unknown_not_negative() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    crash_with_frederick_running(dir);
    // The tablet comes back with its clock an hour behind.
    let app = App::start_with_wall(dir, 50, Arc::new(AtomicI64::new(-3_600_000)));
    app.assert_contains("Outage: unknown (the wall clock went back)");
    assert!(
        app.harness
            .query_by_role_and_label(
                egui::accesskit::Role::Button,
                "Charge the outage to Frederick"
            )
            .is_none(),
        "nothing to charge when the outage is unknown"
    );
}

#[test]
fn an_unreadable_unfinished_game_is_named_on_setup_in_the_interface_language() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let journal = crash_with_frederick_running(dir);
    // The journal went missing; its heartbeat is still there.
    std::fs::remove_file(&journal).unwrap();
    let dir = dir.to_path_buf();
    let app = App::custom(50, move |source| {
        let settings = Settings {
            lang: friedrich_clock::app::Lang::De,
            ..Settings::default()
        };
        ClockApp::new(settings, source, Some(dir))
    });
    assert_eq!(app.harness.state().screen(), Screen::Setup);
    app.assert_contains("Eine unbeendete Partie ist nicht lesbar: ");
}

/// Frederick's clock runs, Hanover's stage starts 20 s in, and the app dies
/// before any heartbeat reaches the disk (a browser killed soon after a tap):
/// only the journal is left.
#[test]
fn a_game_whose_heartbeat_was_lost_comes_back_from_its_journal() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let shift = Arc::new(AtomicI64::new(0));
    let mut app = App::start_with_wall(dir, 1_000, shift.clone());
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.wait(20 * SECOND);
    app.click("Hanover »");
    app.wait(5 * SECOND);
    drop(app);
    std::fs::remove_file(dir.join(heartbeat::FILE)).unwrap();
    // Three minutes later the app starts again.
    shift.fetch_add(3 * MINUTE as i64, Ordering::SeqCst);
    let mut app = App::start_with_wall(dir, 50, shift);
    assert_eq!(app.harness.state().screen(), Screen::Recovery);
    // Stopped at the last tap: Hanover's stage, 20 s into the game.
    app.assert_contains("game time 0:20");
    app.assert_contains("Running then: Frederick — Hanover, clock");
    // From the last tap: three minutes, and the 5 s before the kill.
    app.assert_contains("Outage: 3 min 0");
    app.assert_contains("No heartbeat was saved: the outage is counted from the last tap");
    app.click("Don't charge it");
    app.assert_contains("Frederick 2:09:40");
}

#[test]
fn without_a_heartbeat_a_finished_game_is_not_offered_but_a_later_unfinished_one_is() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut app = App::start(dir, 1_000);
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.wait(SECOND);
    app.hold("Jury view", 2_000);
    app.click("End game");
    app.click("Yes");
    drop(app);
    assert!(
        heartbeat::read(dir).is_none(),
        "the game ended: no heartbeat"
    );
    let app = App::start(dir, 50);
    assert_eq!(app.harness.state().screen(), Screen::Setup);
    // A second game, killed before its first heartbeat was written.
    let mut app = App::start(dir, 1_000);
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    drop(app);
    let _ = std::fs::remove_file(dir.join(heartbeat::FILE));
    let app = App::start(dir, 50);
    assert_eq!(app.harness.state().screen(), Screen::Recovery);
}
