//! The table app: setup, Pompadour's table view and the jury view, around the
//! engine. The app computes no rule: it shows the engine's view and sends it
//! the commands the operator taps.

mod history;
mod jury;
mod jury_gate;
mod jury_stopwatch;
mod pickers;
mod recover;
mod report;
mod result_form;
mod setup;
mod table;
mod text;
mod widgets;
mod words;

use std::path::PathBuf;
use std::time::Duration;

use crate::engine::{Command, Engine, Ms, Rejected, Ruleset, Running, StopReason, View};
use crate::format;
use crate::session::{Files, GameSession, Nowhere, Storage, Table};

pub use crate::settings::{RulesetChoice, Settings, load_ruleset};
pub use crate::sound::SoundMode;
use crate::sound::{Announcer, SoundConfig, Status};
pub use crate::timeline::{TimeSource, WallClock};
use pickers::Picker;
pub use text::Lang;

/// The app's background.
const BACKGROUND: egui::Color32 = egui::Color32::from_rgb(0x14, 0x16, 0x1B);

/// How many announcements are planned ahead (a retreat passing back and forth
/// is planned again at each pass).
const SOUND_FORECAST: usize = 32;

/// How late after a visible change the next frame is drawn, at most.
const REPAINT_SLACK_MS: Ms = 4;

/// The log target of frame timings: the first frame at debug level, every
/// frame at trace level (`RUST_LOG=friedrich_clock::frame=trace`).
const FRAME_LOG: &str = "friedrich_clock::frame";

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Game setup.
    Setup,
    /// Pompadour's table view.
    Table,
    /// The jury view.
    Jury,
    /// An unfinished game was found: recover it or not.
    Recovery,
    /// Past games, read-only.
    History,
    /// The game report: result entry, scores, exports.
    Report,
    /// Jury stopwatch mode: the setup (the game then shows on `Table`).
    JurySetup,
}

/// A rare, destructive action waiting for confirmation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Confirm {
    EndGame,
    NewGame,
}

/// The whole app.
pub struct ClockApp {
    /// Setup choices.
    pub settings: Settings,
    screen: Screen,
    game: Option<GameSession>,
    time: TimeSource,
    /// Why the last command was refused, shown until the next one.
    notice: Option<String>,
    /// A picker open in the table's action row (retreat, shuffle, jury PIN).
    picker: Option<Picker>,
    /// The jury gesture that opens the jury view from the table (E.13a).
    gate: jury_gate::JuryGate,
    confirm: Option<Confirm>,
    jury: jury::JuryForm,
    setup: setup::SetupForm,
    data_dir: Option<PathBuf>,
    keep_awake: Option<keepawake::KeepAwake>,
    fullscreen: bool,
    /// The first frame has been drawn (its time is logged for measurements).
    drawn: bool,
    /// The sound thread.
    sound: Announcer,
    /// The sound settings last sent to it.
    sound_sent: Option<SoundConfig>,
    /// A problem with the saved settings, shown on the setup screen.
    settings_notice: Option<String>,
    /// An unfinished game found at start, waiting for the jury's decision.
    recovery: Option<crate::recovery::Unfinished>,
    /// The wall clock, for stamps people read.
    wall: WallClock,
    /// The past games screen.
    history: history::History,
    /// The report screen, while open.
    report: Option<report::ReportScreen>,
    /// The jury stopwatch setup's choices.
    jury_setup: jury_stopwatch::JurySetup,
}

impl ClockApp {
    /// A new app on the setup screen.
    pub fn new(settings: Settings, time: TimeSource, data_dir: Option<PathBuf>) -> Self {
        Self {
            fullscreen: settings.fullscreen,
            setup: setup::SetupForm::new(&settings),
            settings,
            screen: Screen::Setup,
            game: None,
            time,
            notice: None,
            picker: None,
            gate: jury_gate::JuryGate::default(),
            confirm: None,
            jury: jury::JuryForm::default(),
            data_dir,
            keep_awake: None,
            drawn: false,
            sound: Announcer::silent(),
            sound_sent: None,
            settings_notice: None,
            recovery: None,
            history: history::History::default(),
            report: None,
            jury_setup: jury_stopwatch::JurySetup::default(),
            wall: WallClock::default(),
        }
        .look_for_unfinished_game()
    }

    /// Offers an unfinished game found in the data directory for recovery.
    fn look_for_unfinished_game(mut self) -> Self {
        let Some(dir) = &self.data_dir else {
            return self;
        };
        match crate::recovery::find(dir, self.wall.now()) {
            Ok(Some(unfinished)) => {
                self.recovery = Some(unfinished);
                self.screen = Screen::Recovery;
            }
            Ok(None) => {}
            Err(e) => {
                let notice = format!("An unfinished game could not be read: {e}");
                log::warn!("{notice}");
                self.settings_notice = Some(notice);
            }
        }
        self
    }

    /// The same app, telling the operator on the setup screen that the saved
    /// settings could not be used.
    #[must_use]
    pub fn with_settings_notice(mut self, notice: Option<String>) -> Self {
        if notice.is_some() {
            self.settings_notice = notice;
        }
        self
    }

    /// The same app with another wall clock (tests make it jump). Looks for an
    /// unfinished game again, since the outage is measured on it.
    #[must_use]
    pub fn with_wall_clock(mut self, wall: WallClock) -> Self {
        self.wall = wall;
        if self.recovery.is_some() {
            self.recovery = None;
            self.screen = Screen::Setup;
            return self.look_for_unfinished_game();
        }
        self
    }

    /// The same app, announcing through `sound`.
    #[must_use]
    pub fn with_sound(mut self, sound: Announcer) -> Self {
        self.sound = sound;
        self.sound_sent = None;
        self.sync_sound();
        self
    }

    /// Whether announcements can be heard.
    pub fn sound_status(&self) -> Status {
        self.sound.status()
    }

    /// The sound thread.
    pub fn announcer(&self) -> &Announcer {
        &self.sound
    }

    /// Sends the sound settings to the sound thread if they changed.
    fn sync_sound(&mut self) {
        let config = self.settings.sound_config();
        if self.sound_sent != Some(config) {
            self.sound.configure(config);
            self.sound_sent = Some(config);
        }
    }

    /// Sends the engine's forecast of announcements to the sound thread, on the
    /// app's timeline (after every change: a tap, an expiry, a new game).
    fn plan_sound(&self) {
        let Some(game) = &self.game else {
            return;
        };
        let from = game.app_time(game.engine().since());
        let cues = game
            .engine()
            .upcoming_cues(SOUND_FORECAST)
            .into_iter()
            .map(|c| crate::engine::Cue {
                at: game.app_time(c.at),
                ..c
            })
            .collect();
        self.sound.plan(from, cues);
    }

    /// The screen shown now.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// Why the game in progress is not being saved, if it is not.
    pub fn not_saving(&self) -> Option<&str> {
        self.game.as_ref().and_then(GameSession::not_saving)
    }

    /// The journal file of the game in progress.
    pub fn journal_path(&self) -> Option<&std::path::Path> {
        self.game.as_ref().and_then(GameSession::journal)
    }

    /// The engine of the game in progress.
    pub fn engine(&self) -> Option<&Engine> {
        self.game.as_ref().map(GameSession::engine)
    }

    /// Game time now.
    fn now(&self) -> Ms {
        let app_now = self.time.now();
        self.game.as_ref().map_or(app_now, |g| g.now(app_now))
    }

    /// The clock as shown now.
    fn view(&self) -> Option<View> {
        let now = self.now();
        self.game.as_ref().map(|g| g.engine().view(now))
    }

    fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// Starts a game with the ruleset chosen in setup.
    fn start_game(&mut self, rules: Ruleset) {
        if let Err(e) = self.start_game_with(rules, None) {
            self.notice = Some(e.to_string());
        }
    }

    /// Starts a game; with `first` (jury stopwatch mode's set-up) that command
    /// is checked before anything is saved, and applied first.
    fn start_game_with(&mut self, rules: Ruleset, first: Option<&Command>) -> Result<(), Rejected> {
        let table = Table {
            name: self.settings.table.clone(),
            names: self.settings.names.clone(),
        };
        let session = GameSession::start(
            rules,
            table,
            first,
            self.storage(),
            self.time.now(),
            self.wall.now(),
        )?;
        if let Some(dir) = &self.data_dir {
            match crate::settings::save(dir, &self.settings) {
                Ok(()) => self.settings_notice = None,
                Err(e) => log::warn!("cannot save the settings: {e}"),
            }
        }
        self.begin(session);
        Ok(())
    }

    /// Where games are kept: the data directory, or nowhere.
    fn storage(&self) -> Box<dyn Storage> {
        match &self.data_dir {
            Some(dir) => Box::new(Files::new(dir)),
            None => Box::new(Nowhere),
        }
    }

    /// Puts a game on the table; the screen stays awake and the sound thread
    /// gets its forecast.
    fn begin(&mut self, session: GameSession) {
        self.game = Some(session);
        self.screen = Screen::Table;
        self.notice = None;
        self.plan_sound();
        release_keep_awake(self.keep_awake.take());
        self.keep_awake = keep_awake();
    }

    /// Sends a command to the game at the moment of the tap.
    fn send(&mut self, command: &Command) {
        let (app_now, wall) = (self.time.now(), self.wall.now());
        let Some(game) = self.game.as_mut() else {
            return;
        };
        match game.apply(command, app_now, wall) {
            Ok(_events) => {
                self.notice = None;
                if matches!(
                    command,
                    Command::Retreat { .. }
                        | Command::Undo
                        | Command::Shuffle
                        | Command::Stop {
                            reason: StopReason::Shuffle
                        }
                ) && !matches!(self.picker, Some(Picker::JuryPin { .. }))
                {
                    self.picker = None;
                }
                self.plan_sound();
            }
            Err(e) => self.notice = Some(words::rejected(self.lang(), &e)),
        }
    }

    /// Records, at most once a second, that the app is alive and the game time
    /// (a failure is logged once by the session; the game goes on).
    fn heartbeat(&mut self) {
        let (app_now, wall) = (self.time.now(), self.wall.now());
        if let Some(game) = self.game.as_mut() {
            let _ = game.beat(app_now, wall);
        }
    }

    /// Sends the primary action, if there is one.
    fn primary(&mut self) {
        if let Some(command) = self.engine().and_then(Engine::primary) {
            self.send(&command);
        }
    }

    /// An ordinary button for a command: enabled when the engine allows it, sent on press.
    fn act(
        &mut self,
        ui: &mut egui::Ui,
        label: &str,
        size: egui::Vec2,
        font: f32,
        command: &Command,
    ) {
        let allowed = self.allows(command);
        if widgets::press_button(ui, label, size, font, widgets::palette::BUTTON, allowed) {
            self.send(command);
        }
    }

    fn allows(&self, command: &Command) -> bool {
        self.engine().is_some_and(|e| e.allows(command))
    }

    fn keys(&mut self, ctx: &egui::Context) {
        use egui::{Key, Modifiers};
        if ctx.input(|i| i.key_pressed(Key::F11)) {
            self.fullscreen = !self.fullscreen;
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
        }
        if self.game.is_none()
            || matches!(
                self.screen,
                Screen::Setup
                    | Screen::Recovery
                    | Screen::History
                    | Screen::Report
                    | Screen::JurySetup
            )
            || ctx.egui_wants_keyboard_input()
        {
            return;
        }
        let pressed = |key| ctx.input(|i| i.key_pressed(key));
        if pressed(Key::Space) || pressed(Key::Enter) {
            self.primary();
        }
        if pressed(Key::C) {
            self.send(&Command::Stop {
                reason: StopReason::Combat,
            });
        }
        if pressed(Key::R) && self.view().is_some_and(|v| v.retreat_possible) {
            self.picker = Some(Picker::Retreat(None));
        }
        self.jury_key(ctx);
        if pressed(Key::P) {
            let stopped = self.view().is_some_and(|v| v.stopped.is_some());
            self.send(&if stopped {
                Command::Resume
            } else {
                Command::Stop {
                    reason: StopReason::Break,
                }
            });
        }
        if pressed(Key::Backspace) || ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::Z)) {
            self.send(&Command::Undo);
        }
    }

    /// Milliseconds until something on screen changes: the next engine deadline
    /// or the next displayed second or tenth.
    fn next_change(&self) -> Option<Ms> {
        let game = self.game.as_ref()?;
        let now = self.now();
        let v = game.engine().view(now);
        let display = match v.running {
            Running::Nothing => None,
            Running::ChessClock { side } => {
                format::until_countdown_changes(v.clock(side).remaining)
            }
            Running::StageStopwatch { .. } => v
                .stage_budget
                .and_then(|b| format::until_countdown_changes(b.left)),
            Running::RetreatTimer { .. } => v
                .retreat
                .and_then(|r| r.timer_left)
                .and_then(format::until_countdown_changes),
            Running::CountUp { .. } => v
                .conquest
                .and_then(|c| c.counted)
                .map(format::until_countup_changes),
        };
        let deadline = game.engine().next_deadline().map(|d| d.saturating_sub(now));
        match (display, deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// Lets the screen sleep again. keepawake's drop unwraps its D-Bus call, so a
/// session bus that went away would panic here: contain it, the game goes on.
fn release_keep_awake(lock: Option<keepawake::KeepAwake>) {
    if let Some(lock) = lock {
        let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(lock)));
        if dropped.is_err() {
            log::warn!("could not release the screen-awake lock");
        }
    }
}

/// Keeps the screen on while a game runs; a failure only costs the feature.
fn keep_awake() -> Option<keepawake::KeepAwake> {
    match keepawake::Builder::default()
        .display(true)
        .idle(true)
        .reason("A Friedrich game is running")
        .app_name("Friedrich Clock")
        .app_reverse_domain("org.friedrich-clock")
        .create()
    {
        Ok(k) => Some(k),
        Err(e) => {
            log::warn!("cannot keep the screen awake: {e}");
            None
        }
    }
}

impl eframe::App for ClockApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let app_now = self.time.now();
        if let Some(game) = self.game.as_mut()
            && !game.tick(app_now).is_empty()
        {
            // A stage ran out or a retreat passed: refresh the forecast (the
            // sound thread did not wait for this frame to announce it).
            self.plan_sound();
        }
        self.sync_sound();
        self.keys(ctx);
        self.heartbeat();
        if let Some(ms) = self.next_change() {
            // A few ms late rather than early: a wake-up just before the change
            // would draw the same picture and ask for another frame at once.
            ctx.request_repaint_after(Duration::from_millis(ms.saturating_add(REPAINT_SLACK_MS)));
        }
        log::trace!(target: FRAME_LOG, "frame at {} ms", self.time.now());
    }

    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        BACKGROUND.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default()
            // No fill: the background is the renderer's clear colour, which
            // costs no shading (half the pixel work of a frame in software).
            .frame(egui::Frame::new().inner_margin(12.0))
            .show(ui, |ui| match (self.screen, self.view()) {
                (Screen::Setup, _) => self.setup_ui(ui),
                (Screen::Recovery, _) => self.recovery_ui(ui),
                (Screen::History, _) => self.history_ui(ui),
                (Screen::Report, _) => self.report_ui(ui),
                (Screen::JurySetup, _) => self.jury_setup_ui(ui),
                (_, None) => self.screen = Screen::Setup,
                (screen, Some(v)) => {
                    // Nothing underneath a confirmation dialog takes a tap.
                    ui.add_enabled_ui(self.confirm.is_none(), |ui| {
                        if screen == Screen::Table && v.jury_stopwatch {
                            self.stopwatch_ui(ui, &v);
                        } else if screen == Screen::Table {
                            self.table_ui(ui, &v);
                        } else {
                            self.jury_ui(ui, &v);
                        }
                    });
                }
            });
        self.confirm_ui(ui);
        if !self.drawn {
            self.drawn = true;
            log::debug!(
                target: FRAME_LOG,
                "first frame {} ms after start",
                self.time.now()
            );
        }
    }
}

impl ClockApp {
    fn confirm_ui(&mut self, ui: &mut egui::Ui) {
        let Some(confirm) = self.confirm else {
            return;
        };
        let lang = self.lang();
        let question = match confirm {
            Confirm::EndGame => text::T::ConfirmEndGame,
            Confirm::NewGame => text::T::ConfirmNewGame,
        };
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("confirm")).show(ui.ctx(), |ui| {
            ui.set_width(560.0);
            ui.label(egui::RichText::new(question.get(lang)).size(28.0));
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                let size = egui::vec2(260.0, 72.0);
                if ui
                    .add(
                        egui::Button::new(egui::RichText::new(text::T::Yes.get(lang)).size(28.0))
                            .min_size(size),
                    )
                    .clicked()
                {
                    answer = Some(true);
                }
                if ui
                    .add(
                        egui::Button::new(
                            egui::RichText::new(text::T::Cancel.get(lang)).size(28.0),
                        )
                        .min_size(size),
                    )
                    .clicked()
                {
                    answer = Some(false);
                }
            });
        });
        match answer {
            Some(true) => {
                self.confirm = None;
                match confirm {
                    Confirm::EndGame => {
                        self.send(&Command::EndGame);
                        release_keep_awake(self.keep_awake.take());
                    }
                    Confirm::NewGame => {
                        self.game = None;
                        release_keep_awake(self.keep_awake.take());
                        self.screen = Screen::Setup;
                    }
                }
            }
            Some(false) => self.confirm = None,
            None => {}
        }
    }
}

impl Drop for ClockApp {
    fn drop(&mut self) {
        release_keep_awake(self.keep_awake.take());
    }
}
