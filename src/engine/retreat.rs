//! A retreat: the winner chooses the path on his time; on the stopwatch the
//! choice alternates between winner and loser each time the timer runs out.

use super::countdown::Countdown;
use super::nation::Side;
use super::time::Ms;

/// A retreat in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Retreat {
    /// The combat winner's side.
    pub(crate) winner: Side,
    /// Retreat length.
    pub(crate) length: u8,
    /// Who chooses the path now.
    pub(crate) chooser: Side,
    /// The limit per choice on the stopwatch (3 s + 1 s per length by default).
    pub(crate) limit: Ms,
    /// The chooser's retreat timer (used only on the stopwatch), with its
    /// announcements and jury corrections.
    pub(crate) countdown: Countdown,
}

impl Retreat {
    /// The winner starts choosing.
    pub(crate) fn new(winner: Side, length: u8, limit: Ms) -> Self {
        Self {
            winner,
            length,
            chooser: winner,
            limit,
            countdown: Countdown::new(limit),
        }
    }

    /// The chooser failed to find a legal retreat in time: the other side chooses,
    /// with a fresh timer.
    pub(crate) fn pass(&mut self) {
        self.chooser = self.chooser.other();
        self.countdown = Countdown::new(self.limit);
    }
}
