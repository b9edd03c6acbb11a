//! The desktop shell: the table app in a native window, with its sound thread.

use std::path::PathBuf;
use std::time::Instant;

use eframe::egui;
use friedrich_clock::app::ClockApp;
use friedrich_clock::settings::Settings;
use friedrich_clock::sound::{Announcer, Speakers};
use friedrich_clock::timeline::TimeSource;

/// What the window starts with.
pub struct Window {
    /// The settings (saved ones, plus the command line's).
    pub settings: Settings,
    /// Where games and settings are kept.
    pub data_dir: Option<PathBuf>,
    /// A problem with the saved settings, for the setup screen.
    pub notice: Option<String>,
    /// Start in fullscreen.
    pub fullscreen: bool,
    /// When the program started: time 0 of the app's monotonic timeline.
    pub started: Instant,
}

/// Opens the window and runs the app until it is closed.
pub fn run(w: Window) -> Result<(), eframe::Error> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([360.0, 500.0])
            .with_fullscreen(w.fullscreen)
            .with_title("Friedrich Clock"),
        ..Default::default()
    };
    let time = TimeSource::Monotonic(w.started);
    let sound = Announcer::spawn(
        time.clone(),
        Speakers::new(),
        w.data_dir.as_ref().map(|d| d.join("voice")),
        w.settings.sound_config(),
    );
    let (settings, data_dir, notice, filled) = (w.settings, w.data_dir, w.notice, w.fullscreen);

    eframe::run_native(
        "Friedrich Clock",
        options,
        Box::new(move |cc| {
            friedrich_clock::app::prepare(&cc.egui_ctx);
            Ok(Box::new(
                ClockApp::new(settings, time, data_dir)
                    .started_fullscreen(filled)
                    .with_sound(sound)
                    .with_heartbeat_of_its_own()
                    .with_settings_notice(notice),
            ))
        }),
    )
}
