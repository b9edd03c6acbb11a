//! The clock engine: a pure, deterministic model of the tournament clock rules.
//!
//! It never reads a clock and does no I/O. Time comes in as `now`, integer
//! milliseconds on the game's monotonic timeline, in the style of quinn-proto:
//! [`Engine::apply`] a command at `now`, [`Engine::tick`] at or after
//! [`Engine::next_deadline`], and read a [`View`] at `now`.

// Pure: no clock read, no file touched (clippy.toml's disallowed methods).
#![deny(clippy::disallowed_methods)]

mod announce;
mod chronicle;
mod clock;
mod combat;
mod command;
mod control;
mod countdown;
mod dropout;
mod event;
mod fate;
mod fate_deck;
mod jury;
mod log;
mod nation;
mod protocol;
mod refusal;
mod retreat;
mod ruleset;
pub(crate) use ruleset::key_at;
mod ruleset_error;
mod running;
mod standing;
mod state;
mod still;
mod stopwatch;
mod tc_table;
mod time;
mod turn_time;
mod view;

pub use chronicle::{
    Chronicle, Counted, Dropout, ImperialSwitch, Offensive, OffensiveMark, TimeOf,
};
pub use command::{Command, StopwatchTimer};
pub use control::Control;
pub use event::{Cue, CueKind, Event, JuryCall};
pub use fate::{FateCard, FateEffect};
pub use fate_deck::{FIRST_FOUR, FateDeck, FateDeckProblem, FateWarning};
pub use log::{LogEntry, Logged};
pub use nation::{Nation, Role, Side};
pub use refusal::{Action, Reason, Rejected};
pub use ruleset::{
    ChessClockRules, MAX_RETREAT_LENGTH, Preset, RetreatRules, Ruleset, StopwatchRules,
};
pub use ruleset_error::{RulesetError, RulesetProblem};
pub use running::{Halt, Running};
pub use standing::Standing;
pub use still::{Still, StopReason};
pub use tc_table::TcTable;
pub use time::{MINUTE, Ms, SECOND};
pub use turn_time::{Onto, StopwatchFrom, TimeUsed, TurnMark, TurnTime};
pub use view::{
    BudgetView, ClockView, ConquestView, EndDue, FIRST_FATE_TURN, LAST_TURN, PhaseView,
    RetreatView, View,
};

use std::collections::VecDeque;
use std::sync::Arc;

use state::State;

/// How many commands can be undone (far more than one turn needs).
pub const UNDO_DEPTH: usize = 512;

/// A game's clock.
#[derive(Debug, Clone)]
pub struct Engine {
    /// Shared with every [`Standing`] taken of the game (never changes).
    rules: Arc<Ruleset>,
    state: State,
    /// States before each undoable command, the latest last.
    undo: VecDeque<State>,
    /// Events from deadlines handled inside a refused `apply`, for the next call.
    pending: Vec<Event>,
    log: Vec<LogEntry>,
}

impl Engine {
    /// A new game at time 0, before the first turn.
    pub fn new(rules: Ruleset) -> Self {
        Self {
            state: State::new(&rules),
            rules: Arc::new(rules),
            undo: VecDeque::new(),
            pending: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The game's ruleset.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Applies a command at `now`. Deadlines up to `now` are handled first; a
    /// refused command changes nothing and says why.
    pub fn apply(&mut self, command: &Command, now: Ms) -> Result<Vec<Event>, Rejected> {
        if now < self.state.since {
            return Err(Rejected::TimeWentBackwards {
                now,
                last: self.state.since,
            });
        }
        let first_new = self.pending.len();
        self.state.tick(now, &self.rules, &mut self.pending);
        log_events(&mut self.log, self.state.turn, &self.pending[first_new..]);
        let mut events = if *command == Command::Undo {
            let mut previous = self.undo.pop_back().ok_or(Rejected::NothingToUndo)?;
            let mut events = Vec::new();
            previous.tick(now, &self.rules, &mut events);
            self.state = previous;
            events
        } else {
            let mut next = self.state.clone();
            let events = next.apply(command, now, &self.rules)?;
            self.undo
                .push_back(std::mem::replace(&mut self.state, next));
            if self.undo.len() > UNDO_DEPTH {
                self.undo.pop_front();
            }
            events
        };
        self.log
            .push(LogEntry::command(now, self.state.turn, command));
        log_events(&mut self.log, self.state.turn, &events);
        let mut all = std::mem::take(&mut self.pending);
        all.append(&mut events);
        Ok(all)
    }

    /// Handles every deadline up to `now` (safe to call at any time, as often as
    /// wanted) and returns what happened, each event stamped with its exact instant.
    pub fn tick(&mut self, now: Ms) -> Vec<Event> {
        let mut events = std::mem::take(&mut self.pending);
        let first_new = events.len();
        self.state.tick(now, &self.rules, &mut events);
        log_events(&mut self.log, self.state.turn, &events[first_new..]);
        events
    }

    /// When `tick` next has something to do: an announcement, a flag, an expiry.
    pub fn next_deadline(&self) -> Option<Ms> {
        self.state.next_deadline(&self.rules)
    }

    /// The last instant handled by `apply` or `tick`.
    pub fn since(&self) -> Ms {
        self.state.since
    }

    /// The announcements still to come if nothing is tapped: what `tick` would
    /// report from the last handled instant on, at most `limit` of them (a retreat
    /// passing back and forth never ends by itself). The sound shell plays these on
    /// their exact instants without waiting for a frame.
    pub fn upcoming_cues(&self, limit: usize) -> Vec<Cue> {
        let mut state = self.state.clone();
        let mut cues = Vec::new();
        let mut events = Vec::new();
        while cues.len() < limit {
            let Some(at) = state.next_deadline(&self.rules) else {
                break;
            };
            state.tick(at, &self.rules, &mut events);
            cues.extend(events.drain(..).filter_map(|e| match e {
                Event::Cue(cue) => Some(cue),
                _ => None,
            }));
        }
        cues.truncate(limit);
        cues
    }

    /// The clock at `now` (call `tick(now)` first so deadlines are handled).
    pub fn view(&self, now: Ms) -> View {
        let mut view = self.state.view(now.max(self.state.since));
        view.warn_of_fate(&self.rules);
        view
    }

    /// The clock as it stands at its last handled instant, kept apart from
    /// the undo and the log, to be read at any later instant (a hall's
    /// card: [`Standing::view`]).
    pub fn standing(&self) -> Standing {
        Standing::new(Arc::clone(&self.rules), self.state.clone())
    }

    /// The command a tap on the primary button (or the running clock) means now:
    /// End game once no new turn may start (Prussia has won, the last turn is over).
    pub fn primary(&self) -> Option<Command> {
        let view = self.state.view(self.state.since);
        let command = match view.phase {
            view::PhaseView::GameOver => return None,
            _ if !self.state.halts.is_empty() => Command::Resume,
            view::PhaseView::BetweenTurns if view.end_due.is_some() => Command::EndGame,
            view::PhaseView::BetweenTurns => Command::StartTurn,
            view::PhaseView::Stage if view.dealing => Command::Dealt,
            view::PhaseView::Stage if view.shuffling => Command::ShuffleDone,
            view::PhaseView::Stage if view.retreat.is_some() => Command::Resume,
            view::PhaseView::Stage => match view.conquest {
                Some(c) if Some(c.side) != view.active_nation.map(Nation::side) => Command::Resume,
                _ => Command::HandOff,
            },
        };
        Some(command)
    }

    /// Whether the game has ended (End game, or an offensive-option victory).
    pub fn finished(&self) -> bool {
        self.state.phase == state::Phase::GameOver
    }

    /// Whether the command would be accepted now (it is tried on a copy).
    pub fn allows(&self, command: &Command) -> bool {
        match command {
            Command::Undo => !self.undo.is_empty(),
            other => self
                .state
                .clone()
                .apply(other, self.state.since, &self.rules)
                .is_ok(),
        }
    }

    /// Every command that would be accepted now, with representative arguments
    /// (retreat length 1, a one-second correction, "jury" as the reason).
    pub fn allowed_commands(&self) -> Vec<Command> {
        command::representatives()
            .into_iter()
            .filter(|c| self.allows(c))
            .collect()
    }

    /// Drop-outs, Imperial Army switches, offensive option and time per nation,
    /// as of the last handled instant.
    pub fn chronicle(&self) -> &Chronicle {
        &self.state.chronicle
    }

    /// The chronicle with time counted up to `now`, for a report of a running game.
    pub fn chronicle_at(&self, now: Ms) -> Chronicle {
        self.ticked(now).chronicle
    }

    /// Where the time went, one row per turn, counted up to `now` (a
    /// finished game's last turn ends with the game).
    pub fn time_series(&self, now: Ms) -> Vec<TurnTime> {
        self.ticked(now).time_series()
    }

    /// A copy of the state with every deadline up to `now` handled (a flag,
    /// a stopwatch running out) and the time counted up to it.
    fn ticked(&self, now: Ms) -> State {
        self.state.ticked(now, &self.rules)
    }

    /// The game log: every accepted command and notable event, for the jury.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }
}

fn log_events(log: &mut Vec<LogEntry>, turn: u32, events: &[Event]) {
    log.extend(events.iter().filter_map(|e| LogEntry::event(turn, e)));
}
