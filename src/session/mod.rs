//! One game session for every shell (the window, `headless`, soon the browser):
//! the engine, its journal and heartbeat behind a [`Storage`], and the time
//! base that maps the shell's monotonic timeline to game time. A command takes
//! one path: [`GameSession::apply`] → engine → journal (durable) → the caller
//! shows it.

mod pulse;
mod shipped;
mod storage;

pub use pulse::{Beating, Pulse};
pub use shipped::{Courier, HallStatus, Shipped};
pub use storage::{Files, Nowhere, Storage};

use chrono::{DateTime, Local};

use crate::engine::{Command, Engine, Event, Ms, Rejected, Ruleset};
use crate::journal::{self, Record};
use crate::recovery::Unfinished;
use crate::timeline::{TimeSource, WallClock};
use crate::wire::GameRef;

/// Who plays, for the journal's first line and the report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The table's number or name.
    pub name: String,
    /// Player names by role (Frederick, Elisabeth, Maria Theresia, Pompadour).
    pub names: [String; 4],
    /// The tournament game it is (round and table of the draw), if the table
    /// took it from the hall.
    pub game: Option<GameRef>,
}

/// How often the heartbeat is replaced, in ms: under a second, so with a
/// wake-up scheduled for it the last one is never more than 1 s old (a frame
/// comes a few ms after the instant it was asked for).
pub const BEAT_EVERY: Ms = 900;

/// A game in progress and where it is kept.
pub struct GameSession {
    engine: Engine,
    /// Game time `base` is this instant of the shell's timeline.
    origin: Ms,
    /// The game time at `origin` (0 for a new game; later for a recovered one).
    base: Ms,
    /// When the game was set up (wall clock), for the report.
    started: DateTime<Local>,
    /// The tournament game it is, if its journal names one.
    game: Option<GameRef>,
    /// When its first turn started (wall clock): the game's start for
    /// people; `None` before it (or once the first Start turn is undone).
    first_turn: Option<DateTime<Local>>,
    /// When the game ended (wall clock), for the report.
    ended: Option<DateTime<Local>>,
    storage: Box<dyn Storage>,
    /// Why the game is not being saved, if it is not.
    not_saving: Option<String>,
    /// How often the heartbeat is replaced, in ms.
    beat_every: Ms,
    /// Game time of the last heartbeat written.
    last_beat: Option<Ms>,
    /// The last heartbeat write failed (reported once, not every time).
    beat_failed: bool,
    /// The heartbeat's own thread (desktop), when the shell asked for one.
    pulse: Option<Pulse>,
}

impl GameSession {
    /// A new game at `app_now`, its journal begun in `storage`. With `first`
    /// (jury stopwatch mode's set-up), that command is checked on a fresh
    /// engine before anything is written, and applied first.
    pub fn start(
        rules: Ruleset,
        table: Table,
        first: Option<&Command>,
        storage: Box<dyn Storage>,
        app_now: Ms,
        wall: DateTime<Local>,
    ) -> Result<Self, Rejected> {
        if let Some(command) = first {
            Engine::new(rules.clone()).apply(command, 0)?;
        }
        let record = Record::Game {
            v: journal::SCHEMA,
            started: wall,
            table: table.name,
            game: table.game,
            names: table.names,
            ruleset: Box::new(rules.clone()),
        };
        let mut session = Self::around(Engine::new(rules), 0, wall, storage, app_now);
        session.game = table.game;
        if let Err(e) = session.storage.create(&record) {
            log::error!("not saving this game: {e}");
            session.not_saving = Some(e);
        }
        if let Some(command) = first {
            session.apply(command, app_now, wall)?;
        }
        Ok(session)
    }

    /// Goes on with an unfinished game, appending to its journal; with `charge`
    /// the outage is charged to whatever ran. The game resumes stopped.
    pub fn recover(
        unfinished: Unfinished,
        charge: bool,
        storage: Box<dyn Storage>,
        app_now: Ms,
        wall: DateTime<Local>,
    ) -> Self {
        let path = unfinished.journal.clone();
        let (started, game) = match &unfinished.read.game {
            Record::Game { started, game, .. } => (*started, *game),
            Record::Command { .. } | Record::Result { .. } => (wall, None),
        };
        let first_turn = unfinished.read.first_turn;
        let resumed = unfinished.resume(charge);
        let mut session = Self::around(resumed.engine, resumed.now, started, storage, app_now);
        session.first_turn = first_turn;
        session.game = game;
        let mut saved = session.storage.reopen(&path);
        for (t, command) in &resumed.commands {
            if saved.is_ok() {
                saved = session.storage.append(*t, wall, command);
            }
        }
        if let Err(e) = saved {
            log::error!("not saving the recovered game: {e}");
            session.not_saving = Some(e);
        }
        session
    }

    fn around(
        engine: Engine,
        base: Ms,
        started: DateTime<Local>,
        storage: Box<dyn Storage>,
        app_now: Ms,
    ) -> Self {
        Self {
            engine,
            origin: app_now,
            base,
            started,
            game: None,
            first_turn: None,
            ended: None,
            storage,
            not_saving: None,
            beat_every: BEAT_EVERY,
            last_beat: None,
            beat_failed: false,
            pulse: None,
        }
    }

    /// In how many ms of the shell's time the heartbeat is due (0: now);
    /// `None` when there is none to write (not saving, or the game is over).
    /// A shell wakes up for it while a clock runs, so the heartbeat is never
    /// more than a second behind, whatever its frames do.
    pub fn beat_due_in(&self, app_now: Ms) -> Option<Ms> {
        if self.not_saving.is_some() || self.engine.finished() || self.pulse.is_some() {
            return None;
        }
        let now = self.now(app_now);
        Some(
            self.last_beat
                .map_or(0, |t| (t + self.beat_every).saturating_sub(now)),
        )
    }

    /// Replaces the heartbeat on its own from now on (a thread on the
    /// desktop, a timer of the page in the browser),
    /// in `dir`, with the app's clocks; frames no longer write it. Nothing
    /// happens for a game that is not saved or is over.
    pub fn beat_on_its_own(&mut self, dir: std::path::PathBuf, time: TimeSource, wall: WallClock) {
        if self.not_saving.is_some() || self.engine.finished() {
            return;
        }
        let Some(journal) = self.storage.journal() else {
            return;
        };
        self.pulse = Some(Pulse::start(Beating {
            dir,
            journal: journal.to_owned(),
            time,
            wall,
            base: self.base,
            origin: self.origin,
            every: self.beat_every,
        }));
    }

    /// The same session, replacing the heartbeat every `ms` ([`BEAT_EVERY`] by default).
    #[must_use]
    pub fn beating_every(mut self, ms: Ms) -> Self {
        self.beat_every = ms.max(1);
        self
    }

    /// Game time at the shell's instant `app_now`.
    pub fn now(&self, app_now: Ms) -> Ms {
        self.base + app_now.saturating_sub(self.origin)
    }

    /// The shell's instant of game time `t`.
    pub fn app_time(&self, t: Ms) -> Ms {
        (self.origin + t).saturating_sub(self.base)
    }

    /// Handles the deadlines up to `app_now` (announcements, flags, expiries).
    pub fn tick(&mut self, app_now: Ms) -> Vec<Event> {
        let now = self.now(app_now);
        self.engine.tick(now)
    }

    /// Applies a command at `app_now`; once accepted it is journaled before
    /// this returns, so whatever shows it next shows a saved state. A refused
    /// command changes nothing.
    pub fn apply(
        &mut self,
        command: &Command,
        app_now: Ms,
        wall: DateTime<Local>,
    ) -> Result<Vec<Event>, Rejected> {
        let now = self.now(app_now);
        let mut events = self.engine.tick(now);
        events.extend(self.engine.apply(command, now)?);
        if self.not_saving.is_none()
            && let Err(e) = self.storage.append(now, wall, command)
        {
            log::error!("not saving this game: {e}");
            self.not_saving = Some(e);
        }
        self.ended = self.engine.finished().then(|| self.ended.unwrap_or(wall));
        self.first_turn = match self.engine.view(now).turn {
            0 => None,
            _ => self.first_turn.or(Some(wall)),
        };
        Ok(events)
    }

    /// Replaces the heartbeat if it is due (at most every `beat_every`), or
    /// clears it once the game is over. A failure is logged once and returned.
    pub fn beat(&mut self, app_now: Ms, wall: DateTime<Local>) -> Result<(), String> {
        if self.not_saving.is_some() {
            return Ok(());
        }
        let now = self.now(app_now);
        if self.engine.finished() {
            // The thread stops (and is waited for) before the heartbeat goes.
            let pulsed = self.pulse.take().is_some();
            if self.last_beat.take().is_some() || pulsed {
                return self.storage.clear_beat();
            }
            return Ok(());
        }
        if self.pulse.is_some() {
            return Ok(());
        }
        if self.last_beat.is_some_and(|t| now < t + self.beat_every) {
            return Ok(());
        }
        self.last_beat = Some(now);
        match self.storage.beat(now, wall) {
            Err(e) => {
                if !self.beat_failed {
                    log::error!("cannot write the heartbeat: {e}");
                }
                self.beat_failed = true;
                Err(e)
            }
            Ok(()) => {
                self.beat_failed = false;
                Ok(())
            }
        }
    }

    /// Saves the jury's result in the game's journal at `app_now` (a
    /// correction is a new line): it travels to the hall like every line.
    pub fn save_result(
        &mut self,
        result: &crate::scoring::ResultInput,
        app_now: Ms,
        wall: DateTime<Local>,
    ) -> Result<(), String> {
        if let Some(e) = &self.not_saving {
            return Err(e.clone());
        }
        let now = self.now(app_now);
        self.storage.append_result(now, wall, result)
    }

    /// The game's engine.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// When the game was set up (wall clock).
    pub fn started(&self) -> DateTime<Local> {
        self.started
    }

    /// The tournament game it is (round and table of the draw), if any.
    pub fn game(&self) -> Option<GameRef> {
        self.game
    }

    /// When the first turn started (wall clock), once it has: when the game
    /// started for the players and the report.
    pub fn first_turn(&self) -> Option<DateTime<Local>> {
        self.first_turn
    }

    /// When the game ended (wall clock), once it has.
    pub fn ended(&self) -> Option<DateTime<Local>> {
        self.ended
    }

    /// Why the game is not being saved, if it is not.
    pub fn not_saving(&self) -> Option<&str> {
        self.not_saving.as_deref()
    }

    /// The game's journal, if it is being saved.
    pub fn journal(&self) -> Option<&std::path::Path> {
        if self.not_saving.is_some() {
            return None;
        }
        self.storage.journal()
    }
}
