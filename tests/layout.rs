//! Every screen fits the tablets people own: a 10" tablet (1280×800), a 7"
//! tablet (1024×600), both landscape, a tablet held upright (800×1280), and
//! the jury's phone held upright (412×915).
//! Nothing that acts may be cut off: a screen fits, or it scrolls with its
//! primary action in view.
#![allow(clippy::unwrap_used)]

mod harness;

use egui::{Rect, Vec2, vec2};
use egui_kittest::kittest::Queryable;
use friedrich_clock::app::{ClockApp, Settings};
use harness::App;

const SIZES: [Vec2; 4] = [
    vec2(1280.0, 800.0),
    vec2(1024.0, 600.0),
    vec2(800.0, 1280.0),
    // A phone held upright (the web build on the jury's phone).
    vec2(412.0, 915.0),
];

fn app(size: Vec2) -> App {
    App::custom_sized(1_000, size, |source| {
        ClockApp::new(Settings::default(), source, None)
    })
}

fn button(t: &App, label: &str) -> Rect {
    t.harness
        .get_by_role_and_label(egui::accesskit::Role::Button, label)
        .rect()
}

fn assert_on_screen(t: &App, size: Vec2, label: &str) {
    let r = button(t, label);
    let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
    assert!(
        screen.contains_rect(r.shrink(1.0)),
        "{label:?} at {r:?} is cut off on a {size:?} screen"
    );
}

#[test]
fn setup_keeps_start_game_in_view() {
    for size in SIZES {
        let t = app(size);
        assert_on_screen(&t, size, "Start game");
    }
}

#[test]
fn setup_on_the_jurys_phone_keeps_its_buttons_on_screen() {
    // The jury's phone held upright: the form is wider than the screen, the
    // buttons are not.
    let size = vec2(412.0, 915.0);
    let t = app(size);
    assert_on_screen(&t, size, "Start game");
    assert_on_screen(&t, size, "Jury stopwatch");
}

#[test]
fn the_table_keeps_every_action_in_view() {
    for size in SIZES {
        let mut t = app(size);
        t.click("Start game");
        t.click("Frederick's clock » Prussia");
        for label in [
            "Combat",
            "Retreat…",
            "Shuffle…",
            "Undo",
            "Jury view",
            "Hanover »",
        ] {
            assert_on_screen(&t, size, label);
        }
    }
}

#[test]
fn the_jury_view_keeps_its_big_buttons_in_view() {
    for size in SIZES {
        let mut t = app(size);
        t.click("Start game");
        t.click("Frederick's clock » Prussia");
        t.open_jury_view();
        for label in [
            "Hanover »",
            "Back to the table",
            "End game",
            "Report & scores",
        ] {
            assert_on_screen(&t, size, label);
        }
    }
}

#[test]
fn enter_on_setup_starts_the_game() {
    let mut t = app(SIZES[0]);
    t.harness.key_press(egui::Key::Enter);
    t.harness.run();
    assert_eq!(t.app().screen(), friedrich_clock::app::Screen::Table);
}

#[test]
fn the_table_digits_stay_at_least_80_px_tall() {
    // Tablets on the table, read from 2 m; a phone is held in the hand, and
    // its width allows 60 px (the clocks are stacked, each the phone's width).
    for size in SIZES {
        let least = if size.x < 600.0 { 60.0 } else { 80.0 };
        let t = {
            let mut t = app(size);
            t.click("Start game");
            t
        };
        for side in ["Frederick", "Attackers"] {
            let digits = t.harness.get_by_label(&format!("{side} 2:10:00")).rect();
            assert!(
                digits.height() >= least,
                "{side}'s digits are {} px tall on a {size:?} screen",
                digits.height()
            );
        }
        // Also while a retreat is being entered (its picker in the action row).
        let mut t = t;
        t.click("Frederick's clock » Prussia");
        t.click("Combat");
        t.click("Retreat…");
        for side in ["Frederick", "Attackers"] {
            let digits = t
                .harness
                .get_by_label_contains(&format!("{side} 2:"))
                .rect();
            assert!(
                digits.height() >= least,
                "with the retreat picker, {side}'s digits are {} px tall on a {size:?} screen",
                digits.height()
            );
        }
    }
}

#[test]
fn on_a_phone_the_jury_view_and_the_report_are_one_column() {
    let size = vec2(412.0, 915.0);
    let mut t = app(size);
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.open_jury_view();
    // The log under the corrections, not squeezed beside them.
    let log = t.harness.get_by_label("Game log").rect();
    assert!(
        log.left() < 50.0,
        "the log is beside the corrections: {log:?}"
    );
    t.click("Report & scores");
    let scores = t.harness.get_by_label("Scores").rect();
    assert!(
        scores.left() < 50.0,
        "the scores are beside the form: {scores:?}"
    );
}

#[test]
fn a_confirmation_fits_every_screen() {
    for size in SIZES {
        let mut t = app(size);
        t.click("Start game");
        t.open_jury_view();
        t.click("New game");
        for label in ["Yes", "Cancel"] {
            assert_on_screen(&t, size, label);
        }
        let question = t.harness.get_by_label_contains("Abandon this game").rect();
        let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
        assert!(
            screen.contains_rect(question),
            "the question at {question:?} is cut off on a {size:?} screen"
        );
    }
}
