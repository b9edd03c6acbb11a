//! What every screen reads: the settings, the game session, the clocks the
//! app runs on, the sound thread and the notices. Screens get it as
//! [`Facts`], never to change; only the app's actions change it.

use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::{Cue, Ms, Running, View};
use crate::format;
use crate::session::{Courier, Files, GameSession, HallStatus, Nowhere, Shipped, Storage};
use crate::settings::Settings;
use crate::shipping::{self, HallAddress};
use crate::sound::{Announcer, SoundConfig, SoundMode, Status};
use crate::timeline::{TimeSource, WallClock};

use super::action::Facts;
use crate::words::text::T;

/// How many announcements are planned ahead (a retreat passing back and forth
/// is planned again at each pass).
const SOUND_FORECAST: usize = 32;

/// The app's state outside the screens.
pub(super) struct AppState {
    /// Setup choices.
    pub(super) settings: Settings,
    /// The game in progress.
    pub(super) game: Option<GameSession>,
    /// The app's monotonic clock.
    pub(super) time: TimeSource,
    /// The wall clock, for stamps people read.
    pub(super) wall: WallClock,
    /// Why the last command was refused, shown until the next one.
    pub(super) notice: Option<String>,
    /// Where games and settings are kept.
    pub(super) data_dir: Option<PathBuf>,
    /// The sound thread.
    pub(super) sound: Announcer,
    /// The sound settings last sent to it.
    pub(super) sound_sent: Option<SoundConfig>,
    /// A problem with the saved settings, shown on the setup screen.
    pub(super) settings_notice: Option<String>,
    /// The tournament hall every game's journal is copied to, if any, and
    /// the courier that ships to it.
    pub(super) hall: Option<(HallAddress, Arc<shipping::Link>)>,
    /// Since when (app time) the hall has not answered, if it has not.
    pub(super) hall_silent_since: Option<Ms>,
}

/// How late after a visible change the next frame is drawn, at most.
const REPAINT_SLACK_MS: Ms = 4;

/// How long the hall must be silent before the table offers to ship to a
/// new address, in ms: a Wi-Fi blip passes in seconds, a dead laptop does not.
pub(super) const HALL_GONE_MS: Ms = 60_000;

/// How soon a frame shows the hall's mark while the link is connecting or
/// offline, in ms.
const HALL_LOOK_MS: Ms = 1_000;

impl AppState {
    /// Game time now (app time before a game).
    pub(super) fn now(&self) -> Ms {
        let app_now = self.time.now();
        self.game.as_ref().map_or(app_now, |g| g.now(app_now))
    }

    /// The clock as shown at `now`.
    pub(super) fn view(&self, now: Ms) -> Option<View> {
        self.game.as_ref().map(|g| g.engine().view(now))
    }

    /// What the screens read at game time `now`.
    pub(super) fn facts(&self, now: Ms) -> Facts<'_> {
        Facts {
            lang: self.settings.lang,
            settings: &self.settings,
            engine: self.game.as_ref().map(GameSession::engine),
            now,
            notice: self.notice.as_deref(),
            not_saving: self.game.as_ref().and_then(GameSession::not_saving),
            no_sound: self.settings.sound != SoundMode::Off
                && self.sound.status() == Status::NoDevice,
            hall: self.hall_status(),
            hall_gone: self.hall_gone(),
            data_dir: self.data_dir.as_deref(),
            // The game starts for people at its first turn (as on the report).
            started: self
                .game
                .as_ref()
                .map(|g| g.first_turn().unwrap_or_else(|| g.started())),
            game: self.game.as_ref().and_then(GameSession::game),
        }
    }

    /// How the link to the tournament hall stands, if there is one.
    pub(super) fn hall_status(&self) -> Option<HallStatus> {
        self.hall.as_ref().map(|(_, h)| h.status())
    }

    /// Notes at app time `app_now` whether the hall answers.
    pub(super) fn watch_hall(&mut self, app_now: Ms) {
        let silent = matches!(self.hall_status(), Some(HallStatus::Offline));
        self.hall_silent_since = match (silent, self.hall_silent_since) {
            (true, Some(since)) => Some(since),
            (true, None) => Some(app_now),
            (false, _) => None,
        };
    }

    /// Whether the hall has been silent for [`HALL_GONE_MS`]: the table
    /// then offers to ship to a new address.
    pub(super) fn hall_gone(&self) -> bool {
        self.hall_silent_since
            .is_some_and(|since| self.time.now().saturating_sub(since) >= HALL_GONE_MS)
    }

    /// Ships the game on the table, and every game after it, to the hall at
    /// `address` (with the same key): the laptop died and the new one has a
    /// new address. The settings keep it. An error says why not.
    pub(super) fn readdress_hall(&mut self, address: &str) -> Result<(), String> {
        let address = address.trim();
        if address.is_empty() {
            return Err(T::HallAddressEmpty.get(self.settings.lang).to_owned());
        }
        let wanted = HallAddress::new(address, &self.settings.hall_key).in_lang(self.settings.lang);
        match &mut self.hall {
            Some((at, courier)) => {
                courier.readdress(wanted.clone());
                *at = wanted;
                self.settings.hall = address.to_owned();
            }
            None => {
                // The settings change only once a courier ships there.
                let old = std::mem::replace(&mut self.settings.hall, address.to_owned());
                if let Err(e) = self.ensure_hall() {
                    self.settings.hall = old;
                    return Err(e);
                }
            }
        }
        self.hall_silent_since = None;
        if let Some(dir) = &self.data_dir
            && let Err(e) = crate::settings::save(dir, &self.settings)
        {
            log::warn!("cannot save the settings: {e}");
        }
        Ok(())
    }

    /// Ships to the hall the settings name (a new courier when the address
    /// or key changed; none when the address is empty). An error says why not.
    pub(super) fn ensure_hall(&mut self) -> Result<(), String> {
        let address = self.settings.hall.trim();
        if address.is_empty() {
            self.hall = None;
            return Ok(());
        }
        let wanted = HallAddress::new(address, &self.settings.hall_key).in_lang(self.settings.lang);
        if self.hall.as_ref().is_some_and(|(at, _)| *at == wanted) {
            return Ok(());
        }
        let Some(dir) = &self.data_dir else {
            return Err("no data directory".to_owned());
        };
        let courier = shipping::courier(&wanted, dir)?;
        self.hall = Some((wanted, courier));
        Ok(())
    }

    /// Where games are kept: the data directory, or nowhere.
    pub(super) fn storage(&self) -> Box<dyn Storage> {
        match &self.data_dir {
            Some(dir) => match &self.hall {
                Some((_, hall)) => {
                    let courier: Arc<dyn Courier> = Arc::clone(hall) as Arc<dyn Courier>;
                    Box::new(Shipped::new(Files::new(dir), courier))
                }
                None => Box::new(Files::new(dir)),
            },
            None => Box::new(Nowhere),
        }
    }

    /// Sends the sound settings to the sound thread if they changed.
    pub(super) fn sync_sound(&mut self) {
        let config = self.settings.sound_config();
        if self.sound_sent != Some(config) {
            self.sound.configure(config);
            self.sound_sent = Some(config);
        }
    }

    /// Sends the engine's forecast of announcements to the sound thread, on the
    /// app's timeline (after every change: a tap, an expiry, a new game).
    pub(super) fn plan_sound(&self) {
        let Some(game) = &self.game else {
            return;
        };
        let from = game.app_time(game.engine().since());
        let cues = game
            .engine()
            .upcoming_cues(SOUND_FORECAST)
            .into_iter()
            .map(|c| Cue {
                at: game.app_time(c.at),
                ..c
            })
            .collect();
        self.sound.plan(from, cues);
    }

    /// Milliseconds until something on screen changes: the next engine deadline
    /// or the next displayed second or tenth.
    /// In how many ms the next frame is needed: the display's next change
    /// (a few ms late rather than early: a wake-up just before the change
    /// would draw the same picture and ask for another frame at once), or,
    /// while a clock runs, the heartbeat's next write, whichever comes first.
    pub(super) fn next_wake(&self) -> Option<Ms> {
        let change = self
            .next_change()
            .map(|ms| ms.saturating_add(REPAINT_SLACK_MS));
        let beat = self.game.as_ref().and_then(|game| {
            let app_now = self.time.now();
            let runs = game.engine().view(game.now(app_now)).running != Running::Nothing;
            runs.then(|| game.beat_due_in(app_now)).flatten()
        });
        // The hall's mark is drawn from the courier's status. In the browser
        // the courier wakes the page when it changes (`when_status_changes`);
        // the desktop's courier runs on a thread, so while it is still
        // connecting or offline a frame a second shows the change even when
        // no clock runs (a stopped clock draws no frames).
        let hall = (cfg!(not(target_arch = "wasm32"))
            && matches!(
                self.hall_status(),
                Some(HallStatus::Connecting | HallStatus::Offline)
            ))
        .then_some(HALL_LOOK_MS);
        // A silent hall is offered a new address after HALL_GONE_MS: one
        // frame then.
        let gone = self.hall_silent_since.map(|since| {
            (since + HALL_GONE_MS)
                .saturating_sub(self.time.now())
                .max(REPAINT_SLACK_MS)
        });
        let gone = gone.filter(|_| !self.hall_gone());
        [change, beat, hall, gone].into_iter().flatten().min()
    }

    pub(super) fn next_change(&self) -> Option<Ms> {
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
                .and_then(|b| format::until_seconds_change(b.left)),
            Running::RetreatTimer { .. } => v
                .retreat
                .and_then(|r| r.timer_left)
                .and_then(format::until_seconds_change),
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
