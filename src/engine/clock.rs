//! One side's chess clock.

use super::countdown::Countdown;
use super::time::Ms;

/// A side's chess clock and whether the side has gone on the stopwatch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ChessClock {
    /// Time left, time charged, warnings given and jury corrections.
    pub(crate) countdown: Countdown,
    /// The side ran out of time (or the jury put it there) and plays on the stopwatch.
    pub(crate) on_stopwatch: bool,
}

impl ChessClock {
    /// A full clock at the start of a game.
    pub(crate) fn new(budget: Ms) -> Self {
        Self {
            countdown: Countdown::new(budget),
            on_stopwatch: false,
        }
    }
}
