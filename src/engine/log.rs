//! The game log the jury reads: accepted commands and notable events, in words.

use serde::{Deserialize, Serialize};

use super::command::{Command, StopwatchTimer};
use super::event::{Event, JuryCall};
use super::time::Ms;

/// One line of the game log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// When, on the game's timeline.
    pub at: Ms,
    /// The turn it happened in (0 before the first).
    pub turn: u32,
    /// What happened, in words.
    pub text: String,
}

impl LogEntry {
    pub(crate) fn command(at: Ms, turn: u32, command: &Command) -> Self {
        let text = match command {
            Command::StartTurn => "Turn started".to_owned(),
            Command::HandOff => "Hand-off".to_owned(),
            Command::Stop { reason } => format!("Stopped: {}", reason.name()),
            Command::Resume => "Resumed".to_owned(),
            Command::Retreat { winner, length } => {
                format!("Retreat −{length}, {} choose", winner.name())
            }
            Command::Conquest { side } => format!("Retroactive conquest: {}", side.name()),
            Command::Shuffle => "Shuffle on the attackers' clock".to_owned(),
            Command::ShuffleDone => "Shuffle done".to_owned(),
            Command::Dealt => "Cards dealt: stage started".to_owned(),
            Command::PassRetreat => "Retreat choice passed to the other side".to_owned(),
            Command::CorrectStopwatch {
                timer,
                delta_ms,
                reason,
            } => format!(
                "Jury: {} {:+}.{:03} s ({reason})",
                match timer {
                    StopwatchTimer::Stage => "stage stopwatch",
                    StopwatchTimer::Carried => "carried time",
                    StopwatchTimer::Retreat => "retreat timer",
                },
                delta_ms / 1000,
                (delta_ms % 1000).unsigned_abs()
            ),
            Command::Fate { card } => format!("Card of Fate: {}", card.name()),
            Command::NationOut { nation } => format!("{} is out of the game", nation.name()),
            Command::Correct {
                side,
                delta_ms,
                reason,
            } => format!(
                "Jury: {} {:+}.{:03} s ({reason})",
                side.name(),
                delta_ms / 1000,
                (delta_ms % 1000).unsigned_abs()
            ),
            Command::LeaveStopwatch { side, reason } => {
                format!("Jury: {} back on the chess clock ({reason})", side.name())
            }
            Command::ImperialControl { role, reason } => format!(
                "Jury: Imperial Army controlled by {} ({reason})",
                role.map_or("the rule", |r| r.name())
            ),
            Command::Offensive { step } => step.name().to_owned(),
            Command::EnterStopwatch { side } => {
                format!(
                    "Jury: {} on the stopwatch (out of time on the table's clock)",
                    side.name()
                )
            }
            Command::JuryStart {
                turn,
                stopwatch,
                next,
                ..
            } => {
                let sides: Vec<&str> = stopwatch.iter().map(|s| s.name()).collect();
                format!(
                    "Jury stopwatch: turn {turn}, {} on the stopwatch, next {}",
                    sides.join(" and "),
                    next.name()
                )
            }
            Command::Undo => "Undo".to_owned(),
            Command::EndGame => "Game over".to_owned(),
        };
        Self { at, turn, text }
    }

    pub(crate) fn event(turn: u32, event: &Event) -> Option<Self> {
        let (at, text) = match event {
            Event::Flag { side, at } => (*at, format!("{} is out of time", side.name())),
            Event::StageExpired { nation, at } => {
                (*at, format!("{}: stage time is up", nation.name()))
            }
            Event::RetreatPassed { to, at } => {
                (*at, format!("Retreat choice passes to {}", to.name()))
            }
            Event::Cue(_)
            | Event::CallJury(
                JuryCall::NationOut { .. } | JuryCall::GameOver | JuryCall::OffensiveFailed,
            ) => {
                return None;
            }
            Event::CallJury(JuryCall::OutOfTime { .. }) => return None,
        };
        Some(Self { at, turn, text })
    }
}
