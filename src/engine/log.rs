//! The game log the jury reads: accepted commands and notable events, as
//! values each interface words in its own language (`words::logged`).

use serde::{Deserialize, Serialize};

use super::command::Command;
use super::event::Event;
use super::nation::{Nation, Side};
use super::time::Ms;

/// One line of the game log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// When, on the game's timeline.
    pub at: Ms,
    /// The turn it happened in (0 before the first).
    pub turn: u32,
    /// What happened.
    pub what: Logged,
}

/// What a log line records: an accepted command or a notable event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Logged {
    /// A command the clock accepted.
    Command(Command),
    /// A side's chess clock ran out.
    Flag(Side),
    /// A nation's stage stopwatch ran out.
    StageExpired(Nation),
    /// A retreat timer ran out: the choice passed to this side.
    RetreatPassed(Side),
}

impl LogEntry {
    pub(crate) fn command(at: Ms, turn: u32, command: &Command) -> Self {
        Self {
            at,
            turn,
            what: Logged::Command(command.clone()),
        }
    }

    pub(crate) fn event(turn: u32, event: &Event) -> Option<Self> {
        let (at, what) = match event {
            Event::Flag { side, at } => (*at, Logged::Flag(*side)),
            Event::StageExpired { nation, at } => (*at, Logged::StageExpired(*nation)),
            Event::RetreatPassed { to, at } => (*at, Logged::RetreatPassed(*to)),
            Event::Cue(_) | Event::CallJury(_) => return None,
        };
        Some(Self { at, turn, what })
    }
}
