//! The one place where the screens' actions take effect, after the frame is
//! drawn: commands go to the game session, navigation changes the screen,
//! pickers open and close, confirmations are asked and answered.

use crate::engine::{Command, Rejected, Ruleset, StopReason};
use crate::journal::Record;
use crate::session::{GameSession, Table};
use crate::settings::load_ruleset;
use crate::shipping::{self, HallAddress};

use super::action::Confirm;
use super::action::Picker;
use super::action::{Action, Actions, Go};
use super::history::History;
use super::report::ReportScreen;
use super::screen::Screen;
use super::text::T;
use super::{ClockApp, display, words};

impl ClockApp {
    /// Applies a frame's actions in order, then draws again.
    pub(super) fn apply(&mut self, ctx: &egui::Context, actions: Actions) {
        if actions.is_empty() {
            return;
        }
        for action in actions {
            self.apply_one(ctx, action);
        }
        ctx.request_repaint();
    }

    fn apply_one(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::Command(command) => self.send(&command),
            Action::Go(go) => self.go(go),
            Action::Open(picker) => self.screens.table.picker = Some(picker),
            Action::Close => self.screens.table.picker = None,
            Action::Ask(confirm) => self.confirm = Some(confirm),
            Action::Answer(yes) => self.answer(yes),
            Action::Notice(notice) => self.state.notice = notice,
            Action::Start(first) => self.start(ctx, first.as_ref()),
            Action::Recover { charge } => self.recover(charge),
            Action::ContinueFromHall => self.continue_from_hall(),
            Action::TakeFromDraw => self.take_from_draw(),
            Action::SaveResult => {
                let at = (self.state.time.now(), self.state.wall.now());
                let lang = self.state.settings.lang;
                if let Some(screen) = self.screens.report.as_mut() {
                    screen.save(self.state.game.as_mut(), at, lang);
                }
            }
            Action::AskNewHall => {
                self.new_hall = Some(super::new_hall::NewHall::default());
            }
            Action::NewHall(None) => self.new_hall = None,
            Action::NewHall(Some(address)) => match self.state.readdress_hall(&address) {
                Ok(()) => self.new_hall = None,
                Err(e) => {
                    if let Some(asked) = self.new_hall.as_mut() {
                        asked.error = Some(e);
                    }
                }
            },
            Action::TestSound => {
                self.state.sync_sound();
                self.state.sound.test();
            }
        }
    }

    /// Sends a command to the game; a refusal becomes the notice.
    fn send(&mut self, command: &Command) {
        let state = &mut self.state;
        let (app_now, wall) = (state.time.now(), state.wall.now());
        let Some(game) = state.game.as_mut() else {
            return;
        };
        match game.apply(command, app_now, wall) {
            Ok(_events) => {
                state.notice = None;
                let picker = &mut self.screens.table.picker;
                let done = matches!(
                    command,
                    Command::Retreat { .. }
                        | Command::Undo
                        | Command::Shuffle
                        | Command::Stop {
                            reason: StopReason::Shuffle
                        }
                );
                if done && !matches!(picker, Some(Picker::JuryPin { .. })) {
                    *picker = None;
                }
                state.plan_sound();
            }
            Err(e) => state.notice = Some(words::rejected(state.settings.lang, &e)),
        }
    }

    fn go(&mut self, go: Go) {
        let lang = self.state.settings.lang;
        match go {
            Go::To(screen) => {
                if self.screen == Screen::Report {
                    self.screens.report = None;
                }
                if screen == Screen::Jury {
                    self.screens.table.picker = None;
                    self.state.notice = None;
                }
                self.screen = screen;
            }
            Go::History => {
                if let Some(dir) = &self.state.data_dir {
                    self.screens.history = History::load(dir, lang);
                    self.screen = Screen::History;
                }
            }
            Go::Report => {
                if let Some(game) = &self.state.game {
                    let settings = &self.state.settings;
                    let report = ReportScreen::current(game, settings, self.screen);
                    self.screens.report = Some(report);
                    self.screen = Screen::Report;
                }
            }
            Go::PastReport(path) => match ReportScreen::past(&path) {
                Ok(report) => {
                    self.screens.report = Some(report);
                    self.screen = Screen::Report;
                }
                Err(e) => self.state.notice = Some(e),
            },
            Go::DiscardRecovery => {
                self.screens.recovery = None;
                self.screen = Screen::Setup;
            }
        }
    }

    /// Deletes a past game, confirmed, and lists Past games again without it.
    fn delete_game(&mut self, journal: &std::path::Path) {
        let lang = self.state.settings.lang;
        let Some(dir) = self.state.data_dir.clone() else {
            return;
        };
        // Past games is reached from setup, with no game on the table; never
        // the one being played all the same.
        if self.journal_path() == Some(journal) {
            return;
        }
        let deleted = super::history::delete(&dir, journal);
        self.screens.history = History::load(&dir, lang);
        if let Err(e) = deleted {
            self.screens.history.error = Some(format!("{}: {e}", T::CannotDelete.get(lang)));
        }
    }

    /// The answer to the confirmation asked.
    fn answer(&mut self, yes: bool) {
        let Some(confirm) = self.confirm.take() else {
            return;
        };
        if !yes {
            return;
        }
        match confirm {
            Confirm::Delete { journal, .. } => return self.delete_game(&journal),
            Confirm::EndGame => self.send(&Command::EndGame),
            Confirm::NewGame => {
                self.state.game = None;
                self.screen = Screen::Setup;
            }
            // Through the take-over path: the old device is told the game
            // moved.
            Confirm::TakeOver { .. } => return self.continue_from_hall(),
        }
        display::release(self.keep_awake.take());
    }

    /// Starts a game with the setup's ruleset, or in jury stopwatch mode with
    /// its set-up command.
    pub(super) fn start(&mut self, ctx: &egui::Context, first: Option<&Command>) {
        let rules = match load_ruleset(&self.state.settings.ruleset) {
            Ok(rules) => rules,
            Err(e) => {
                let e = words::ruleset_error(self.state.settings.lang, &e);
                match first {
                    None => self.screens.setup.error = Some(e),
                    Some(_) => self.state.notice = Some(e),
                }
                return;
            }
        };
        if first.is_none() && self.ask_before_start() {
            return;
        }
        if first.is_none() {
            self.screens.setup.error = None;
            if self.state.settings.fullscreen != self.fullscreen {
                self.fullscreen = self.state.settings.fullscreen;
                display::fullscreen(ctx, self.fullscreen);
            }
        }
        if let Err(e) = self.start_game_with(rules, first) {
            self.state.notice = Some(words::rejected(self.state.settings.lang, &e));
        }
    }

    /// Starts a game; with `first` (jury stopwatch mode's set-up) that command
    /// is checked before anything is saved, and applied first.
    pub(super) fn start_game_with(
        &mut self,
        rules: Ruleset,
        first: Option<&Command>,
    ) -> Result<(), Rejected> {
        let state = &mut self.state;
        let hall = state.ensure_hall();
        let pick = &mut self.screens.setup.tournament;
        let table = Table {
            name: state.settings.table.clone(),
            names: state.settings.names.clone(),
            // The game taken from the hall's draw, while setup names that hall.
            game: pick
                .taken()
                .filter(|_| super::tournament_game::hall_set(&state.settings)),
        };
        let (app_now, wall) = (state.time.now(), state.wall.now());
        let session = GameSession::start(rules, table, first, state.storage(), app_now, wall)?;
        pick.used();
        if let Some(dir) = &state.data_dir {
            match crate::settings::save(dir, &state.settings) {
                Ok(()) => state.settings_notice = None,
                Err(e) => log::warn!("cannot save the settings: {e}"),
            }
        }
        self.begin(session);
        self.not_shipping(hall);
        Ok(())
    }

    /// Says on the table why the game is not shipped to the hall, if it is not.
    fn not_shipping(&mut self, hall: Result<(), String>) {
        if let Err(e) = hall {
            log::warn!("not shipping to the hall: {e}");
            let lang = self.state.settings.lang;
            self.state.notice = Some(format!("{}: {e}", T::HallNotShipping.get(lang)));
        }
    }

    /// Takes the table's game over from the hall (setup's table, hall and
    /// key): on desktop it is downloaded now and offered for recovery; in
    /// the browser the page reloads with the hall's address and does it.
    fn continue_from_hall(&mut self) {
        let settings = &self.state.settings;
        let hall = HallAddress::new(&settings.hall, &settings.hall_key).in_lang(settings.lang);
        let Some(dir) = self.state.data_dir.clone() else {
            return;
        };
        match shipping::continue_here(&hall, settings.table.trim(), &dir) {
            Ok(taking) => {
                self.screens.setup.error = None;
                self.screens.setup.taking = taking;
            }
            Err(e) => self.take_refused(&e),
        }
    }

    /// Says on setup why the game could not be taken over.
    fn take_refused(&mut self, e: &shipping::TakeRefused) {
        let lang = self.state.settings.lang;
        self.screens.setup.error = Some(words::take_refused(lang, e));
    }

    /// A take-over's answer, once it has come: the recovery screen, or why not.
    pub(super) fn take_over_answered(&mut self, ctx: &egui::Context) {
        let Some(taking) = &self.screens.setup.taking else {
            return;
        };
        match taking.try_recv() {
            Ok(Ok(_journal)) => {
                self.screens.setup.taking = None;
                self.offer_unfinished();
            }
            Ok(Err(e)) => {
                self.screens.setup.taking = None;
                self.take_refused(&e);
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => self.screens.setup.taking = None,
        }
    }

    /// Goes on with the unfinished game, appending to its journal.
    fn recover(&mut self, charge: bool) {
        let Some(found) = self.screens.recovery.take() else {
            return;
        };
        let u = found.unfinished;
        if let Record::Game { table, names, .. } = &u.read.game {
            self.state.settings.table = table.clone();
            self.state.settings.names = names.clone();
        }
        let hall = self.state.ensure_hall();
        let state = &self.state;
        let (app_now, wall) = (state.time.now(), state.wall.now());
        let session = GameSession::recover(u, charge, state.storage(), app_now, wall);
        self.begin(session);
        self.not_shipping(hall);
    }

    /// Puts a game on the table; the screen stays awake and the sound thread
    /// gets its forecast.
    fn begin(&mut self, mut session: GameSession) {
        if self.beat_thread
            && let Some(dir) = &self.state.data_dir
        {
            session.beat_on_its_own(
                dir.clone(),
                self.state.time.clone(),
                self.state.wall.clone(),
            );
        }
        self.state.game = Some(session);
        self.screen = Screen::Table;
        self.state.notice = None;
        self.state.plan_sound();
        display::release(self.keep_awake.take());
        self.keep_awake = display::keep_awake();
    }
}
