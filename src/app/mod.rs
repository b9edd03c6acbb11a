//! The table app: setup, Pompadour's table view and the jury view, around the
//! engine. The app computes no rule: it shows the engine's view and sends it
//! the commands the operator taps. Each screen is a struct that draws and
//! returns [`action::Action`]s; the app applies them after drawing.

mod action;
mod app_state;
mod apply;
mod clock_face;
mod confirm;
mod display;
mod history;
mod jury;
mod jury_fate;
mod jury_gate;
mod jury_stopwatch;
mod keys;
mod new_hall;
mod pickers;
mod recover;
mod report;
mod screen;
pub mod secure_page;
mod setup;
mod table;
mod tournament_game;
#[cfg(test)]
mod wake_tests;
mod widgets;

use std::path::PathBuf;
use std::time::Duration;

use crate::engine::{Engine, Ms, View};
use crate::format;
use crate::session::GameSession;
use crate::words::{self, text};

pub use crate::settings::{RulesetChoice, Settings, load_ruleset};
pub use crate::sound::SoundMode;
use crate::sound::{Announcer, Status};
pub use crate::timeline::{TimeSource, WallClock};
#[cfg(target_arch = "wasm32")]
pub use display::{awake_held, wake};
pub use screen::Screen;
pub use text::Lang;

use action::Confirm;
use action::{Action, Actions, Go};
use app_state::AppState;

/// The app's background.
const BACKGROUND: egui::Color32 = egui::Color32::from_rgb(0x14, 0x16, 0x1B);

/// The log target of frame timings: the first frame at debug level, every
/// frame at trace level (`RUST_LOG=friedrich_clock::frame=trace`).
const FRAME_LOG: &str = "friedrich_clock::frame";

/// Every screen's own state.
struct Screens {
    setup: setup::SetupScreen,
    table: table::TableScreen,
    jury: jury::JuryScreen,
    history: history::History,
    report: Option<report::ReportScreen>,
    jury_setup: jury_stopwatch::JurySetup,
    recovery: Option<recover::RecoveryScreen>,
}

/// The whole app.
pub struct ClockApp {
    state: AppState,
    screens: Screens,
    screen: Screen,
    confirm: Option<Confirm>,
    /// The hall's new address, asked on the table.
    new_hall: Option<new_hall::NewHall>,
    keep_awake: Option<display::Lock>,
    fullscreen: bool,
    /// The first frame has been drawn (its time is logged for measurements).
    drawn: bool,
    /// Each game's heartbeat on a thread of its own (the desktop window).
    beat_thread: bool,
}

impl ClockApp {
    /// A new app on the setup screen.
    pub fn new(settings: Settings, time: TimeSource, data_dir: Option<PathBuf>) -> Self {
        Self {
            // Whether the screen is filled now (the setting asks for it at
            // Start game); a shell that starts filled says so.
            fullscreen: false,
            new_hall: None,
            screens: Screens {
                setup: setup::SetupScreen::new(&settings),
                table: table::TableScreen::default(),
                jury: jury::JuryScreen::default(),
                history: history::History::default(),
                report: None,
                jury_setup: jury_stopwatch::JurySetup::default(),
                recovery: None,
            },
            state: AppState {
                settings,
                game: None,
                time,
                wall: WallClock::default(),
                notice: None,
                data_dir,
                sound: Announcer::silent(),
                sound_sent: None,
                settings_notice: None,
                hall: None,
                hall_silent_since: None,
            },
            screen: Screen::Setup,
            confirm: None,
            keep_awake: None,
            drawn: false,
            beat_thread: false,
        }
        .look_for_unfinished_game()
    }

    fn look_for_unfinished_game(mut self) -> Self {
        self.offer_unfinished();
        self
    }

    /// Offers an unfinished game found in the data directory for recovery.
    fn offer_unfinished(&mut self) {
        let Some(dir) = &self.state.data_dir else {
            return;
        };
        match crate::recovery::find(dir, self.state.wall.now()) {
            Ok(Some(unfinished)) => {
                self.screens.recovery = Some(recover::RecoveryScreen { unfinished });
                self.screen = Screen::Recovery;
            }
            Ok(None) => {}
            Err(e) => {
                log::warn!("an unfinished game could not be read: {e}");
                let lang = self.state.settings.lang;
                let notice = format!("{}: {e}", text::T::UnfinishedUnreadable.get(lang));
                self.state.settings_notice = Some(notice);
            }
        }
    }

    /// The same app, telling the operator on the setup screen that the saved
    /// settings could not be used.
    #[must_use]
    pub fn with_settings_notice(mut self, notice: Option<String>) -> Self {
        if notice.is_some() {
            self.state.settings_notice = notice;
        }
        self
    }

    /// The same app with another wall clock (tests make it jump). Looks for an
    /// unfinished game again, since the outage is measured on it.
    #[must_use]
    pub fn with_wall_clock(mut self, wall: WallClock) -> Self {
        self.state.wall = wall;
        if self.screens.recovery.take().is_some() {
            self.screen = Screen::Setup;
            return self.look_for_unfinished_game();
        }
        self
    }

    /// The same app, with each game's heartbeat on its own rather than on its
    /// frames: a thread in the desktop window (whose frames come once a
    /// second at best), a timer of the page in the browser (where a frame for
    /// the heartbeat cost as much as a frame for the clock).
    #[must_use]
    pub fn with_heartbeat_of_its_own(mut self) -> Self {
        self.beat_thread = true;
        self
    }

    /// The same app in a window that already fills the screen.
    #[must_use]
    pub fn started_fullscreen(mut self, on: bool) -> Self {
        self.fullscreen = on;
        self
    }

    /// The same app, announcing through `sound`.
    #[must_use]
    pub fn with_sound(mut self, sound: Announcer) -> Self {
        self.state.sound = sound;
        self.state.sound_sent = None;
        self.state.sync_sound();
        self
    }

    /// How the link to the tournament hall stands, if there is one.
    pub fn hall_status(&self) -> Option<crate::session::HallStatus> {
        self.state.hall_status()
    }

    /// Whether the hall has been silent a minute and the table offers
    /// "New hall address…"; and whether that question is open.
    pub fn hall_gone(&self) -> (bool, bool) {
        (self.state.hall_gone(), self.new_hall.is_some())
    }

    /// Whether announcements can be heard.
    pub fn sound_status(&self) -> Status {
        self.state.sound.status()
    }

    /// The sound thread.
    pub fn announcer(&self) -> &Announcer {
        &self.state.sound
    }

    /// The screen shown now.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// Why the game in progress is not being saved, if it is not.
    pub fn not_saving(&self) -> Option<&str> {
        self.state.game.as_ref().and_then(GameSession::not_saving)
    }

    /// The notice setup shows (broken settings, a take-over that failed).
    pub fn setup_notice(&self) -> Option<&str> {
        self.state.settings_notice.as_deref()
    }

    /// The question a dialog asks now, in the interface's language, if one
    /// is open ("Round 1, table 1 is being played on another device…").
    pub fn question(&self) -> Option<String> {
        let lang = self.state.settings.lang;
        self.confirm.as_ref().map(|c| confirm::worded(lang, c).0)
    }

    /// The tournament game setup took from the hall's draw, if any.
    pub fn taken_game(&self) -> Option<crate::wire::GameRef> {
        self.screens.setup.tournament.taken()
    }

    /// Where the game on the table is journaled.
    pub fn journal_path(&self) -> Option<&std::path::Path> {
        self.state.game.as_ref().and_then(GameSession::journal)
    }

    /// The language the app speaks.
    pub fn lang(&self) -> crate::lang::Lang {
        self.state.settings.lang
    }

    /// The clock as shown now, if a game is on.
    pub fn view_now(&self) -> Option<View> {
        self.state.view(self.state.now())
    }

    /// The engine of the game in progress.
    pub fn engine(&self) -> Option<&Engine> {
        self.state.game.as_ref().map(GameSession::engine)
    }

    /// Draws the screen shown; returns what was tapped.
    fn draw(&mut self, ui: &mut egui::Ui, view: Option<&View>, now: Ms) -> Actions {
        // Every button, choice, checkbox row and field is a touch target.
        ui.spacing_mut().interact_size.y = widgets::MIN_TOUCH;
        let state = &mut self.state;
        if self.screen == Screen::Setup {
            let facts = setup::SetupFacts {
                data_dir: state.data_dir.as_deref(),
                no_device: state.sound.status() == Status::NoDevice,
                notice: state.settings_notice.as_deref(),
                hall: state.hall_status(),
                taking: self.screens.setup.taking.is_some(),
            };
            return self.screens.setup.ui(ui, &mut state.settings, &facts);
        }
        let f = state.facts(now);
        let screens = &mut self.screens;
        let to_setup = || vec![Action::Go(Go::To(Screen::Setup))];
        match (self.screen, view) {
            (Screen::Recovery, _) => screens
                .recovery
                .as_ref()
                .map_or_else(to_setup, |r| r.ui(ui, f.lang)),
            (Screen::History, _) => screens.history.ui(ui, f.lang),
            (Screen::Report, _) => screens
                .report
                .as_mut()
                .map_or_else(to_setup, |r| r.ui(ui, &f)),
            (Screen::JurySetup, _) => screens.jury_setup.ui(ui, &f),
            (_, None) => to_setup(),
            (screen, Some(v)) => {
                // Nothing underneath a confirmation dialog takes a tap.
                let enabled = self.confirm.is_none() && self.new_hall.is_none();
                ui.add_enabled_ui(enabled, |ui| match screen {
                    Screen::Table if v.jury_stopwatch => screens.table.stopwatch_ui(ui, v, &f),
                    Screen::Table => screens.table.ui(ui, v, &f),
                    _ => screens.jury.ui(ui, v, &f),
                })
                .inner
            }
        }
    }
}

/// How long a finger may rest on a button and still tap it, in seconds
/// (egui's default is 0.8 s). Measured in frames: on a busy tablet the frame
/// that sees the finger lift may come a second after the one that saw it
/// land, and a tap lost there is a hand-off not made. The jury gesture's
/// two-second hold is counted apart (`jury_gate`).
const TAP_HELD_MAX_S: f64 = 3.0;

/// Prepares a shell's egui context for the app: the dark theme always (the
/// palette is made for it), whatever the system or the browser prefers, and
/// a tap that a slow frame stretched still a tap.
pub fn prepare(ctx: &egui::Context) {
    ctx.set_theme(egui::Theme::Dark);
    ctx.options_mut(|o| o.input_options.max_click_duration = TAP_HELD_MAX_S);
}

impl ClockApp {
    /// A frame's work before drawing: deadlines, sound, keys, the heartbeat,
    /// and when the next frame is needed.
    fn on_frame(&mut self, ctx: &egui::Context) {
        let app_now = self.state.time.now();
        if let Some(game) = self.state.game.as_mut()
            && !game.tick(app_now).is_empty()
        {
            // A stage ran out or a retreat passed: refresh the forecast (the
            // sound thread did not wait for this frame to announce it).
            self.state.plan_sound();
        }
        self.state.sync_sound();
        if let Some(next) = self.state.sound.pump() {
            // Announcements without a thread (browser): a frame hands the
            // next cue to the output shortly before its instant.
            ctx.request_repaint_after(next);
        }
        self.state.watch_hall(app_now);
        #[cfg(target_arch = "wasm32")]
        if let Some((_, link)) = &self.state.hall {
            let wake = ctx.clone();
            link.when_status_changes(move || display::wake(&wake));
        }
        self.take_over_answered(ctx);
        self.draw_answered(ctx);
        self.start_answered(ctx);
        let actions = self.keys(ctx);
        self.apply(ctx, actions);
        let (app_now, wall) = (self.state.time.now(), self.state.wall.now());
        if let Some(game) = self.state.game.as_mut() {
            // When due (not at all with the heartbeat thread); a failure is
            // logged once by the session.
            let _ = game.beat(app_now, wall);
        }
        if let Some(ms) = self.state.next_wake() {
            ctx.request_repaint_after(Duration::from_millis(ms));
        }
        log::trace!(target: FRAME_LOG, "frame at {} ms", self.state.time.now());
    }
}

impl eframe::App for ClockApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.on_frame(ctx);
    }

    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        BACKGROUND.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let now = self.state.now();
        let view = self.state.view(now);
        let mut actions = egui::CentralPanel::default()
            // No fill: the background is the renderer's clear colour, which
            // costs no shading (half the pixel work of a frame in software).
            .frame(egui::Frame::new().inner_margin(12.0))
            .show(ui, |ui| self.draw(ui, view.as_ref(), now))
            .inner;
        if let Some(confirm) = &self.confirm {
            actions.extend(confirm::ask(ui, self.state.settings.lang, confirm));
        }
        if let Some(asked) = &mut self.new_hall {
            let old = self
                .state
                .hall
                .as_ref()
                .map_or("", |(at, _)| at.url.as_str());
            actions.extend(new_hall::ask(ui, self.state.settings.lang, old, asked));
        }
        self.apply(ui.ctx(), actions);
        if !self.drawn {
            self.drawn = true;
            log::debug!(
                target: FRAME_LOG,
                "first frame {} ms after start",
                self.state.time.now()
            );
        }
    }
}

impl Drop for ClockApp {
    fn drop(&mut self) {
        display::release(self.keep_awake.take());
    }
}
