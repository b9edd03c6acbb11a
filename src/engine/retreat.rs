//! A retreat: the winner chooses the path on his time; on the stopwatch the
//! choice alternates between winner and loser each time the timer runs out.

use super::announce::Announced;
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
    /// What is left of the chooser's retreat timer (used only on the stopwatch).
    pub(crate) left: Ms,
    /// Announcements given on the current timer.
    pub(crate) announced: Announced,
    /// Jury corrections to the current timer (negative: removed).
    pub(crate) corrected: i64,
}

impl Retreat {
    /// The winner starts choosing.
    pub(crate) fn new(winner: Side, length: u8, limit: Ms) -> Self {
        Self {
            winner,
            length,
            chooser: winner,
            limit,
            left: limit,
            announced: Announced::starting_at(limit),
            corrected: 0,
        }
    }

    /// The chooser failed to find a legal retreat in time: the other side chooses,
    /// with a fresh timer.
    pub(crate) fn pass(&mut self) {
        self.chooser = self.chooser.other();
        self.left = self.limit;
        self.announced = Announced::starting_at(self.limit);
        self.corrected = 0;
    }

    /// Charges elapsed time to the retreat timer; returns what it could take.
    pub(crate) fn charge(&mut self, elapsed: Ms) -> Ms {
        let taken = elapsed.min(self.left);
        self.left -= taken;
        taken
    }
}
