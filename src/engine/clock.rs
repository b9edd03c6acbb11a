//! One side's chess clock.

use super::announce::Announced;
use super::time::Ms;

/// A side's chess clock and whether the side has gone on the stopwatch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ChessClock {
    /// Time left on the chess clock.
    pub(crate) remaining: Ms,
    /// Time charged to this clock so far.
    pub(crate) charged: Ms,
    /// Jury corrections added so far (negative: removed).
    pub(crate) corrected: i64,
    /// Warnings already given.
    pub(crate) warned: Announced,
    /// The side ran out of time (or the jury put it there) and plays on the stopwatch.
    pub(crate) on_stopwatch: bool,
}

impl ChessClock {
    /// A full clock at the start of a game.
    pub(crate) fn new(budget: Ms) -> Self {
        Self {
            remaining: budget,
            charged: 0,
            corrected: 0,
            warned: Announced::starting_at(budget),
            on_stopwatch: false,
        }
    }

    /// Charges elapsed time to this clock; returns what it could take.
    pub(crate) fn charge(&mut self, elapsed: Ms) -> Ms {
        let taken = elapsed.min(self.remaining);
        self.remaining -= taken;
        self.charged += taken;
        taken
    }
}
