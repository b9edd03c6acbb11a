//! What runs and what halts it: the one timer that runs (if any), and the
//! stack of reasons the clock stands still.

use serde::{Deserialize, Serialize};

use super::nation::{Nation, Side};
use super::still::StopReason;

/// Why nothing runs right now; halts stack and `Resume` pops the latest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "halt", rename_all = "kebab-case")]
pub enum Halt {
    /// Stopped for a reason.
    Stopped {
        /// The reason.
        reason: StopReason,
    },
    /// A side ran out of chess clock time: call the jury.
    OutOfTime {
        /// The side.
        side: Side,
    },
}

/// The one thing that runs, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "runs", rename_all = "kebab-case")]
pub enum Running {
    /// Nothing runs.
    Nothing,
    /// A side's chess clock.
    ChessClock {
        /// The side.
        side: Side,
    },
    /// A nation's stage stopwatch.
    StageStopwatch {
        /// The nation.
        nation: Nation,
    },
    /// A retreat timer for a chooser on the stopwatch.
    RetreatTimer {
        /// The choosing side.
        side: Side,
    },
    /// A count-up stopwatch shown to the jury (a retroactive conquest by the
    /// non-active side while it is on the stopwatch: the rules give it no budget).
    CountUp {
        /// The side.
        side: Side,
    },
}
