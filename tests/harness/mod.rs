//! The real app in a test harness, driven by its labels, with a hand-set clock.
//! Shared by the UI test crates.
#![allow(dead_code, clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{ClockApp, Settings, TimeSource};
use friedrich_clock::engine::Ms;
use friedrich_clock::sound::{Announcer, Recorder};

/// Frames a tap may take to settle: a grid whose columns change (a message
/// arriving from the hall's thread between two frames, say) lays itself out
/// again over a few frames; kittest's default of 4 is too tight for that.
const MAX_STEPS: u64 = 12;

/// The app at a table.
pub struct App {
    pub harness: Harness<'static, ClockApp>,
    pub time: Arc<AtomicU64>,
}

impl App {
    pub fn new() -> Self {
        Self::with_settings(Settings::default())
    }

    pub fn with_settings(settings: Settings) -> Self {
        Self::build(settings, None)
    }

    /// An app that saves its games in `dir`.
    pub fn with_data_dir(dir: std::path::PathBuf) -> Self {
        Self::build(Settings::default(), Some(dir))
    }

    pub fn build(settings: Settings, data_dir: Option<std::path::PathBuf>) -> Self {
        Self::build_with(settings, data_dir, None)
    }

    /// An app whose sound thread plays into `recorder`.
    pub fn with_recorder(settings: Settings, recorder: Recorder) -> Self {
        Self::build_with(settings, None, Some(recorder))
    }

    pub fn build_with(
        settings: Settings,
        data_dir: Option<std::path::PathBuf>,
        recorder: Option<Recorder>,
    ) -> Self {
        let time = Arc::new(AtomicU64::new(1_000));
        let source = TimeSource::Manual(time.clone());
        let harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .with_max_steps(MAX_STEPS)
            .build_eframe(move |_cc| {
                let sound = match recorder {
                    Some(r) => Announcer::spawn(source.clone(), r, None, settings.sound_config()),
                    None => Announcer::silent(),
                };
                ClockApp::new(settings, source, data_dir).with_sound(sound)
            });
        let mut t = Self { harness, time };
        t.harness.run();
        t
    }

    /// Any app, made by `make` with a hand-set clock starting at `at` ms.
    pub fn custom(at: u64, make: impl FnOnce(TimeSource) -> ClockApp + 'static) -> Self {
        Self::custom_sized(at, egui::vec2(1280.0, 800.0), make)
    }

    /// The same on a screen of `size` points (a phone held upright: 412 × 915).
    pub fn custom_sized(
        at: u64,
        size: egui::Vec2,
        make: impl FnOnce(TimeSource) -> ClockApp + 'static,
    ) -> Self {
        let time = Arc::new(AtomicU64::new(at));
        let source = TimeSource::Manual(time.clone());
        let harness = Harness::builder()
            .with_size(size)
            .with_max_steps(MAX_STEPS)
            .build_eframe(move |_cc| make(source));
        let mut t = Self { harness, time };
        t.harness.run();
        t
    }

    pub fn started() -> Self {
        let mut t = Self::new();
        t.click("Start game");
        t
    }

    /// Taps the button labelled `label`, scrolling it into view first as a
    /// user would on a small screen.
    pub fn click(&mut self, label: &str) {
        let role = egui::accesskit::Role::Button;
        self.harness
            .get_by_role_and_label(role, label)
            .scroll_to_me();
        self.harness.run();
        self.harness.get_by_role_and_label(role, label).click();
        self.harness.run();
    }

    /// Presses the button labelled `label` and keeps the finger on it for `ms`.
    pub fn hold(&mut self, label: &str, ms: Ms) {
        let at = self.finger_down(label);
        self.harness.run();
        self.wait(ms);
        self.finger_up(at);
    }

    /// Puts a finger on the button labelled `label` (no frame drawn yet);
    /// where it rests, for [`App::finger_up`].
    pub fn finger_down(&mut self, label: &str) -> egui::Pos2 {
        let at = self
            .harness
            .get_by_role_and_label(egui::accesskit::Role::Button, label)
            .rect()
            .center();
        self.harness.event(egui::Event::PointerMoved(at));
        self.harness.event(finger(at, true));
        at
    }

    /// Lifts the finger resting at `at`, and draws what that leads to.
    pub fn finger_up(&mut self, at: egui::Pos2) {
        self.harness.event(finger(at, false));
        self.harness.run();
    }

    /// Opens the jury view from the table with the jury gesture (no PIN set):
    /// Jury view held for two seconds.
    pub fn open_jury_view(&mut self) {
        self.hold("Jury view", 2_000);
    }

    pub fn wait(&mut self, ms: Ms) {
        self.time.fetch_add(ms, Ordering::SeqCst);
        self.harness.run();
    }

    /// Types into the n-th text field on screen.
    pub fn type_into(&mut self, n: usize, text: &str) {
        let role = egui::accesskit::Role::TextInput;
        self.harness
            .get_all_by_role(role)
            .nth(n)
            .unwrap()
            .scroll_to_me();
        self.harness.run();
        self.harness.get_all_by_role(role).nth(n).unwrap().click();
        self.harness.run();
        self.harness
            .get_all_by_role(role)
            .nth(n)
            .unwrap()
            .type_text(text);
        self.harness.run();
    }

    /// Every text on screen.
    pub fn texts(&self) -> Vec<String> {
        self.harness
            .root()
            .children_recursive()
            .filter_map(|n| {
                let a = n.accesskit_node();
                a.label().or_else(|| a.value()).map(|s| s.to_string())
            })
            .collect()
    }

    pub fn shows(&self, text: &str) -> bool {
        self.texts().iter().any(|t| t == text)
    }

    pub fn assert_shows(&self, text: &str) {
        assert!(
            self.shows(text),
            "{text:?} is not on screen: {:?}",
            self.texts()
        );
    }

    /// Some text on screen contains `text`.
    pub fn assert_contains(&self, text: &str) {
        assert!(
            self.texts().iter().any(|t| t.contains(text)),
            "{text:?} is not on screen: {:?}",
            self.texts()
        );
    }

    pub fn app(&self) -> &ClockApp {
        self.harness.state()
    }
}

/// A finger (the primary button) pressed or lifted at `at`.
fn finger(at: egui::Pos2, pressed: bool) -> egui::Event {
    egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    }
}
