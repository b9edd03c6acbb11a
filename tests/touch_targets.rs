//! The screens besides the table fit the tablets people own (1280×800,
//! 1024×600, 800×1280) with their main actions in view, and every control on
//! them is a touch target at least 48 px tall: buttons, text fields,
//! checkboxes (whole row), choices, list rows.
#![allow(clippy::unwrap_used)]

mod harness;

use std::path::Path;

use egui::accesskit::Role;
use egui::{Rect, Vec2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{ClockApp, Screen, Settings};
use friedrich_clock::engine::SECOND;
use friedrich_clock::heartbeat;
use harness::App;

const SIZES: [Vec2; 4] = [
    vec2(1280.0, 800.0),
    vec2(1024.0, 600.0),
    vec2(800.0, 1280.0),
    // A phone held upright (the web build on the jury's phone).
    vec2(412.0, 915.0),
];

/// The smallest touch target.
const MIN_TOUCH: f32 = 48.0;

/// The app on a screen of `size`, keeping its games in `dir`.
fn app(size: Vec2, dir: &Path) -> App {
    let dir = dir.to_path_buf();
    App::custom_sized(1_000, size, move |source| {
        ClockApp::new(Settings::default(), source, Some(dir))
    })
}

/// Every control on screen and its height: (role, label, rect).
fn controls(t: &App) -> Vec<(Role, String, Rect)> {
    [
        Role::Button,
        Role::CheckBox,
        Role::TextInput,
        Role::PasswordInput,
        Role::Slider,
        Role::RadioButton,
    ]
    .into_iter()
    .flat_map(|role| {
        t.harness.query_all_by_role(role).map(move |node| {
            let label = node.accesskit_node().label().unwrap_or_default();
            (role, label, node.rect())
        })
    })
    .collect()
}

/// Fails on any control under 48 px tall, naming them all.
fn assert_touch_targets(t: &App, screen: &str) {
    let all = controls(t);
    assert!(!all.is_empty(), "no controls found on {screen}");
    let small: Vec<String> = all
        .iter()
        .filter(|(_, _, r)| r.height() < MIN_TOUCH - 0.5)
        .map(|(role, label, r)| format!("{role:?} {label:?}: {:.0} px", r.height()))
        .collect();
    assert!(
        small.is_empty(),
        "on {screen}, too small to tap: {small:#?}"
    );
}

fn assert_in_view(t: &App, size: Vec2, label: &str) {
    let r = t.harness.get_by_role_and_label(Role::Button, label).rect();
    let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
    assert!(
        screen.contains_rect(r.shrink(1.0)),
        "{label:?} at {r:?} is cut off on a {size:?} screen"
    );
}

/// A game played 40 s and ended, then a new game's setup: Past games lists it.
fn one_past_game(t: &mut App) {
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(40 * SECOND);
    t.open_jury_view();
    t.click("End game");
    t.click("Yes");
    t.click("New game");
    t.click("Yes");
}

/// Fails on any two controls that overlap, naming them.
fn assert_apart(t: &App, screen: &str) {
    let all = controls(t);
    for (i, (_, a, ra)) in all.iter().enumerate() {
        for (_, b, rb) in &all[i + 1..] {
            assert!(
                !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                "on {screen}, {a:?} at {ra:?} overlaps {b:?} at {rb:?}"
            );
        }
    }
}

#[test]
fn no_two_controls_overlap_at_any_width() {
    // On a narrow screen a row of choices wraps onto more lines: they must
    // push the next row down, not run into it. Tall screens, so that nothing
    // is scrolled out of sight (the scrolled form is laid out the same).
    for width in SIZES.map(|s| s.x) {
        let temp = tempfile::tempdir().unwrap();
        let mut t = app(vec2(width, 2400.0), temp.path());
        assert!(controls(&t).len() > 20, "setup is missing controls");
        assert_apart(&t, &format!("setup {width} px wide"));
        t.click("Jury stopwatch");
        assert_apart(&t, &format!("the jury stopwatch setup {width} px wide"));
        t.click("Back");
        t.click("Start game");
        t.open_jury_view();
        assert_apart(&t, &format!("the jury view {width} px wide"));
        t.click("Report & scores");
        assert_apart(&t, &format!("the report {width} px wide"));
    }
}

#[test]
fn setup_has_no_control_under_48_px() {
    let temp = tempfile::tempdir().unwrap();
    let t = app(vec2(1280.0, 1600.0), temp.path());
    assert_touch_targets(&t, "setup");
}

#[test]
fn the_jury_view_has_no_control_under_48_px() {
    let temp = tempfile::tempdir().unwrap();
    let mut t = app(vec2(1280.0, 1400.0), temp.path());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.open_jury_view();
    assert_touch_targets(&t, "the jury view");
}

#[test]
fn the_report_fits_every_tablet_with_no_control_under_48_px() {
    for size in SIZES {
        let temp = tempfile::tempdir().unwrap();
        let mut t = app(size, temp.path());
        t.click("Start game");
        t.open_jury_view();
        t.click("Report & scores");
        assert_eq!(t.app().screen(), Screen::Report);
        for label in ["Back", "Save result", "Export HTML"] {
            assert_in_view(&t, size, label);
        }
        assert_touch_targets(&t, "the report");
    }
}

#[test]
fn past_games_fit_every_tablet_with_no_control_under_48_px() {
    for size in SIZES {
        let temp = tempfile::tempdir().unwrap();
        let mut t = app(size, temp.path());
        one_past_game(&mut t);
        t.click("Past games");
        assert_eq!(t.app().screen(), Screen::History);
        assert_in_view(&t, size, "Back");
        assert_in_view(&t, size, "Open");
        assert_touch_targets(&t, "Past games");
        t.click("Open");
        assert_in_view(&t, size, "Back");
        assert_in_view(&t, size, "Report & scores");
        assert_touch_targets(&t, "a past game");
    }
}

#[test]
fn recovery_fits_every_tablet_with_no_control_under_48_px() {
    for size in SIZES {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path();
        {
            let mut t = app(size, dir);
            t.click("Start game");
            t.click("Frederick's clock » Prussia");
            t.wait(30 * SECOND);
        }
        let mut beat = heartbeat::read(dir).expect("a heartbeat");
        beat.wall -= chrono::Duration::minutes(5);
        heartbeat::write(dir, &beat).unwrap();
        let t = app(size, dir);
        assert_eq!(t.app().screen(), Screen::Recovery);
        for label in [
            "Charge the outage to Frederick",
            "Don't charge it",
            "Leave it and set up a new game",
        ] {
            assert_in_view(&t, size, label);
        }
        assert_touch_targets(&t, "recovery");
    }
}

#[test]
fn the_jury_stopwatch_setup_fits_every_tablet() {
    for size in SIZES {
        let temp = tempfile::tempdir().unwrap();
        let mut t = app(size, temp.path());
        t.click("Jury stopwatch");
        assert_eq!(t.app().screen(), Screen::JurySetup);
        assert_in_view(&t, size, "Start the stopwatch");
        assert_in_view(&t, size, "Back");
        assert_touch_targets(&t, "the jury stopwatch setup");
    }
}

#[test]
fn the_jury_stopwatch_fits_every_tablet_with_every_button_in_view() {
    for size in SIZES {
        let temp = tempfile::tempdir().unwrap();
        let mut t = app(size, temp.path());
        t.click("Jury stopwatch");
        t.click("Start the stopwatch");
        assert_eq!(t.app().screen(), Screen::Table);
        let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
        let buttons: Vec<_> = t
            .harness
            .query_all_by_role(Role::Button)
            .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
            .collect();
        assert!(buttons.len() >= 6, "{buttons:?}");
        for (label, r) in buttons {
            assert!(
                screen.contains_rect(r.shrink(1.0)),
                "{label:?} at {r:?} is cut off on a {size:?} screen"
            );
        }
        assert_touch_targets(&t, "the jury stopwatch");
    }
}

#[test]
fn a_tap_whose_lift_a_busy_tablet_sees_late_still_counts() {
    let mut t = App::new();
    friedrich_clock::app::prepare(&t.harness.ctx);
    t.click("Start game");
    t.open_jury_view();
    t.click("End game");
    // The finger lands on Cancel; the tablet draws the frame that sees it
    // lift 1.5 s later (six steps of the harness, a quarter second each). Buttons that act when the
    // finger lifts (a dialog's, the past games') still take the tap.
    let at = t.finger_down("Cancel");
    for _ in 0..6 {
        t.harness.step();
    }
    t.finger_up(at);
    assert!(
        !t.shows("Cancel"),
        "the question is still open: the tap was lost"
    );
}
