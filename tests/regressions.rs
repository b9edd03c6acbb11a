//! Bugs found in review, each with the test that failed before its fix.
#![allow(clippy::unwrap_used)]

mod harness;

use friedrich_clock::app::{ClockApp, Screen, Settings};
use harness::App;

/// Jury stopwatch mode with the attackers on the stopwatch; Prussia's stage
/// is played on the table's physical clock (the app only waits).
fn jury_stopwatch_with_frederick_waiting() -> App {
    // A phone held upright, as the jury uses it.
    let mut t = App::custom_sized(1_000, egui::vec2(412.0, 915.0), |source| {
        ClockApp::new(Settings::default(), source, None)
    });
    t.click("Jury stopwatch");
    t.click("Start the stopwatch"); // the attackers on the stopwatch, Russia next
    t.click("Resume » Russia");
    let space = |t: &mut App| {
        t.harness.key_press(egui::Key::Space);
        t.harness.run();
    };
    while t.app().engine().unwrap().view(0).active_nation.is_some() {
        space(&mut t);
    }
    space(&mut t); // turn 2: Prussia on the table's clock
    assert!(matches!(
        t.app().engine().unwrap().view(0).running,
        friedrich_clock::engine::Running::ChessClock { .. }
    ));
    t
}

#[test]
fn a_physical_clock_side_corrected_to_zero_in_jury_stopwatch_mode_keeps_the_app_alive() {
    // Its reading never changes again: "never" used to be Ms::MAX, and the
    // repaint delay added 4 ms to it (a panic in debug, a busy loop in release).
    let mut t = jury_stopwatch_with_frederick_waiting();
    t.click("Jury view");
    assert_eq!(t.app().screen(), Screen::Jury);
    t.type_into(0, "the table's clock was set wrongly");
    for _ in 0..26 {
        t.click("−5 min");
    }
    t.wait(5_000);
    t.assert_shows("Frederick 0:00.0");
    assert_eq!(
        t.app().engine().unwrap().view(0).frederick.remaining,
        0,
        "the correction reached zero"
    );
}

#[test]
fn a_game_won_by_the_offensive_option_is_finished_in_past_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::with_data_dir(dir.path().to_owned());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.open_jury_view();
    t.click("OO launched");
    t.click("OO victory");
    t.click("New game");
    t.click("Yes");
    t.click("Past games");
    t.assert_contains("Game over");
}
