//! A stage stopwatch: a nation's budget for one action stage, with carry-over.

use super::countdown::Countdown;
use super::time::Ms;

/// The stopwatch budget of the current action stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Budget {
    /// The nation's own budget from the ruleset.
    pub(crate) base: Ms,
    /// Unused time carried from the same player's earlier nation this turn.
    pub(crate) carried: Ms,
    /// Time left, announcements given and jury corrections.
    pub(crate) countdown: Countdown,
}

impl Budget {
    /// A fresh budget of `base` plus `carried`.
    pub(crate) fn new(base: Ms, carried: Ms) -> Self {
        Self {
            base,
            carried,
            countdown: Countdown::new(base + carried),
        }
    }
}
