//! A stage stopwatch: a nation's budget for one action stage, with carry-over.

use super::announce::Announced;
use super::time::Ms;

/// The stopwatch budget of the current action stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Budget {
    /// The nation's own budget from the ruleset.
    pub(crate) base: Ms,
    /// Unused time carried from the same player's earlier nation this turn.
    pub(crate) carried: Ms,
    /// Time left.
    pub(crate) left: Ms,
    /// Announcements given.
    pub(crate) announced: Announced,
    /// Jury corrections to this budget (negative: removed).
    pub(crate) corrected: i64,
}

impl Budget {
    /// A fresh budget of `base` plus `carried`.
    pub(crate) fn new(base: Ms, carried: Ms) -> Self {
        let total = base + carried;
        Self {
            base,
            carried,
            left: total,
            announced: Announced::starting_at(total),
            corrected: 0,
        }
    }

    /// Charges elapsed time to the budget; returns what it could take.
    pub(crate) fn charge(&mut self, elapsed: Ms) -> Ms {
        let taken = elapsed.min(self.left);
        self.left -= taken;
        taken
    }
}
