//! The game log the jury reads: accepted commands and notable events, as
//! values each interface words in its own language. `Display` is the English
//! of the command line's replay.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::command::{Command, StopwatchTimer};
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

/// A jury correction's amount in seconds with its sign: `+8.000`, `-0.500`.
pub fn signed_seconds(delta_ms: i64) -> String {
    let sign = if delta_ms < 0 { '-' } else { '+' };
    let abs = delta_ms.unsigned_abs();
    format!("{sign}{}.{:03}", abs / 1000, abs % 1000)
}

impl fmt::Display for Logged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let command = match self {
            Self::Flag(side) => return write!(f, "{} is out of time", side.name()),
            Self::StageExpired(nation) => {
                return write!(f, "{}: stage time is up", nation.name());
            }
            Self::RetreatPassed(to) => {
                return write!(f, "Retreat choice passes to {}", to.name());
            }
            Self::Command(command) => command,
        };
        match command {
            Command::StartTurn => f.write_str("Turn started"),
            Command::HandOff => f.write_str("Hand-off"),
            Command::Stop { reason } => write!(f, "Stopped: {}", reason.name()),
            Command::Resume => f.write_str("Resumed"),
            Command::Retreat { winner, length } => {
                write!(f, "Retreat −{length}, {} choose", winner.name())
            }
            Command::Conquest { side } => write!(f, "Retroactive conquest: {}", side.name()),
            Command::Shuffle => f.write_str("Shuffle on the attackers' clock"),
            Command::ShuffleDone => f.write_str("Shuffle done"),
            Command::Dealt => f.write_str("Cards dealt: stage started"),
            Command::PassRetreat => f.write_str("Retreat choice passed to the other side"),
            Command::CorrectStopwatch {
                timer,
                delta_ms,
                reason,
            } => {
                let timer = match timer {
                    StopwatchTimer::Stage => "stage stopwatch",
                    StopwatchTimer::Carried => "carried time",
                    StopwatchTimer::Retreat => "retreat timer",
                };
                let delta = signed_seconds(*delta_ms);
                write!(f, "Jury: {timer} {delta} s ({reason})")
            }
            Command::Fate { card } => write!(f, "Card of Fate: {}", card.name()),
            Command::NationOut { nation } => write!(f, "{} is out of the game", nation.name()),
            Command::LateFate {
                card,
                after_turn,
                reason,
            } => write!(
                f,
                "Jury: Card of Fate {} after turn {after_turn}, entered late ({reason})",
                card.name()
            ),
            Command::LateNationOut {
                nation,
                after_turn,
                reason,
            } => write!(
                f,
                "Jury: {} out of the game after turn {after_turn}, entered late ({reason})",
                nation.name()
            ),
            Command::Objectives {
                nation,
                held,
                total,
            } => write!(
                f,
                "Jury: {} held {held} of {total} objectives",
                nation.name()
            ),
            Command::Correct {
                side,
                delta_ms,
                reason,
            } => {
                let delta = signed_seconds(*delta_ms);
                write!(f, "Jury: {} {delta} s ({reason})", side.name())
            }
            Command::LeaveStopwatch { side, reason } => {
                write!(
                    f,
                    "Jury: {} back on the chess clock ({reason})",
                    side.name()
                )
            }
            Command::ImperialControl { role, reason } => write!(
                f,
                "Jury: Imperial Army controlled by {} ({reason})",
                role.map_or("the rule", |r| r.name())
            ),
            Command::Offensive { step } => f.write_str(step.name()),
            Command::EnterStopwatch { side } => write!(
                f,
                "Jury: {} on the stopwatch (out of time on the table's clock)",
                side.name()
            ),
            Command::JuryStart {
                turn,
                stopwatch,
                next,
                ..
            } => {
                let sides: Vec<&str> = stopwatch.iter().map(|s| s.name()).collect();
                write!(
                    f,
                    "Jury stopwatch: turn {turn}, {} on the stopwatch, next {}",
                    sides.join(" and "),
                    next.name()
                )
            }
            Command::Undo => f.write_str("Undo"),
            Command::EndGame => f.write_str("Game over"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrections_read_with_their_sign_in_seconds() {
        assert_eq!(signed_seconds(8_000), "+8.000");
        assert_eq!(signed_seconds(-500), "-0.500");
        assert_eq!(signed_seconds(-61_250), "-61.250");
    }
}
