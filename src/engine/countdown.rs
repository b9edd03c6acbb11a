//! One countdown: the time left on a chess clock, a stage budget or a retreat
//! timer, the announcements given on it and the jury's corrections to it.

use super::announce::Announced;
use super::command::StopwatchTimer;
use super::event::CueKind;
use super::nation::{Nation, Side};
use super::refusal::Rejected;
use super::ruleset::Ruleset;
use super::time::Ms;

/// Time counting down to zero, with its announcements and corrections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Countdown {
    /// Time left.
    left: Ms,
    /// Time charged to it so far.
    charged: Ms,
    /// Jury corrections added so far (negative: removed).
    corrected: i64,
    /// Announcements given.
    announced: Announced,
}

/// Why a correction was refused; the caller names the timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// A correction of zero.
    Zero,
    /// Removing `removed` would leave `left` below zero.
    BelowZero {
        /// What is left now.
        left: Ms,
        /// What the correction tried to remove.
        removed: Ms,
    },
    /// An addition larger than the countdown holds when full: a typing slip.
    TooLarge {
        /// The most it can hold (its full time), the largest correction.
        full: Ms,
    },
}

impl Refused {
    /// The refusal of a correction to `side`'s chess clock.
    pub(crate) fn on_clock(self, side: Side) -> Rejected {
        match self {
            Self::Zero => Rejected::ZeroCorrection,
            Self::BelowZero { left, removed } => Rejected::NegativeTime {
                side,
                remaining_ms: left,
                removed_ms: removed,
            },
            Self::TooLarge { full } => Rejected::ClockCorrectionTooLarge {
                side,
                full_ms: full,
            },
        }
    }

    /// The refusal of a correction to a stopwatch.
    pub(crate) fn on_stopwatch(self, timer: StopwatchTimer) -> Rejected {
        match self {
            Self::Zero => Rejected::ZeroCorrection,
            Self::BelowZero { left, removed } => Rejected::NegativeStopwatch {
                timer,
                remaining_ms: left,
                removed_ms: removed,
            },
            Self::TooLarge { full } => Rejected::StopwatchCorrectionTooLarge {
                timer,
                full_ms: full,
            },
        }
    }
}

/// `left` changed by `delta_ms` (negative: removed), or why not: at most
/// `full` (what the countdown holds when full) is added at once, and at
/// most what is left is removed.
pub(crate) fn adjusted(left: Ms, delta_ms: i64, full: Ms) -> Result<Ms, Refused> {
    if delta_ms == 0 {
        return Err(Refused::Zero);
    }
    let amount = delta_ms.unsigned_abs();
    if delta_ms > 0 && amount > full {
        return Err(Refused::TooLarge { full });
    }
    if delta_ms > 0 {
        Ok(left.saturating_add(amount))
    } else {
        left.checked_sub(amount).ok_or(Refused::BelowZero {
            left,
            removed: amount,
        })
    }
}

impl Countdown {
    /// A fresh countdown of `total`: only thresholds below it are announced, so
    /// a 60 s stage gets no "one minute left".
    pub(crate) fn new(total: Ms) -> Self {
        Self {
            left: total,
            charged: 0,
            corrected: 0,
            announced: Announced::starting_at(total),
        }
    }

    /// Time left.
    pub(crate) fn left(&self) -> Ms {
        self.left
    }

    /// Time charged so far.
    pub(crate) fn charged(&self) -> Ms {
        self.charged
    }

    /// Sum of the jury's corrections (negative: removed).
    pub(crate) fn corrected(&self) -> i64 {
        self.corrected
    }

    /// Charges elapsed time; returns what it could take (never below zero).
    pub(crate) fn charge(&mut self, elapsed: Ms) -> Ms {
        let taken = elapsed.min(self.left);
        self.left -= taken;
        self.charged += taken;
        taken
    }

    /// The next threshold (in ms left) to announce, from a schedule in seconds.
    pub(crate) fn next_cue(&self, schedule_s: &[u32]) -> Option<Ms> {
        self.announced.next(schedule_s)
    }

    /// Marks the threshold as announced.
    pub(crate) fn mark_announced(&mut self, threshold: Ms) {
        self.announced.mark(threshold);
    }

    /// Announcements start again from the time left (a threshold equal to it
    /// is announced at once).
    pub(crate) fn reset_announcements(&mut self) {
        self.announced = Announced::reset_to(self.left);
    }

    /// Jury: adds `delta_ms` (negative: removes), counted among the corrections,
    /// and re-arms the announcements. Refused, changing nothing, for zero or
    /// below zero.
    pub(crate) fn correct(&mut self, delta_ms: i64, full: Ms) -> Result<(), Refused> {
        self.shift(delta_ms, full)?;
        self.corrected += delta_ms;
        Ok(())
    }

    /// Like [`Countdown::correct`], but not counted among this countdown's
    /// corrections (time carried over is counted where it came from).
    pub(crate) fn shift(&mut self, delta_ms: i64, full: Ms) -> Result<(), Refused> {
        self.left = adjusted(self.left, delta_ms, full)?;
        self.reset_announcements();
        Ok(())
    }
}

/// A countdown that can run, and the timer its announcements belong to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Timer {
    /// A side's chess clock.
    Clock(Side),
    /// A nation's stage budget.
    Stage(Nation),
    /// The chooser's retreat timer.
    Retreat(Side),
}

impl Timer {
    /// Whose time it is.
    pub(crate) fn side(self) -> Side {
        match self {
            Self::Clock(side) | Self::Retreat(side) => side,
            Self::Stage(nation) => nation.side(),
        }
    }

    /// Its announcement schedule, in seconds left.
    pub(crate) fn schedule(self, rules: &Ruleset) -> &[u32] {
        match self {
            Self::Clock(_) => &rules.chess_clock.warnings_seconds,
            Self::Stage(_) => &rules.stopwatch.announcements_seconds,
            Self::Retreat(_) => &rules.retreat.announcements_seconds,
        }
    }

    /// The announcement of `seconds_left` on this timer.
    pub(crate) fn cue(self, seconds_left: u32) -> CueKind {
        match self {
            Self::Clock(side) => CueKind::ChessClock { side, seconds_left },
            Self::Stage(nation) => CueKind::Stage {
                nation,
                seconds_left,
            },
            Self::Retreat(side) => CueKind::Retreat { side, seconds_left },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::time::SECOND;

    const STAGE: [u32; 7] = [60, 30, 5, 4, 3, 2, 1];

    #[test]
    fn charging_takes_what_is_left_and_no_more() {
        let mut c = Countdown::new(10 * SECOND);
        assert_eq!(c.charge(4 * SECOND), 4 * SECOND);
        assert_eq!(c.left(), 6 * SECOND);
        assert_eq!(c.charge(9 * SECOND), 6 * SECOND);
        assert_eq!(c.left(), 0);
        assert_eq!(c.charged(), 10 * SECOND);
        assert_eq!(c.charge(SECOND), 0);
        assert_eq!(c.corrected(), 0);
    }

    #[test]
    fn a_correction_below_zero_is_refused_and_changes_nothing() {
        let mut c = Countdown::new(10 * SECOND);
        c.charge(7 * SECOND);
        let before = c.clone();
        assert_eq!(
            c.correct(-4_000, 10 * SECOND),
            Err(Refused::BelowZero {
                left: 3 * SECOND,
                removed: 4 * SECOND,
            })
        );
        assert_eq!(c.correct(0, 10 * SECOND), Err(Refused::Zero));
        assert_eq!(c, before);
        assert_eq!(c.correct(-3_000, 10 * SECOND), Ok(()));
        assert_eq!((c.left(), c.corrected()), (0, -3_000));
    }

    #[test]
    fn no_correction_is_larger_than_the_full_countdown_and_additions_are_counted() {
        let mut c = Countdown::new(10 * SECOND);
        c.charge(3 * SECOND);
        let before = c.clone();
        let full = 10 * SECOND;
        assert_eq!(c.correct(10_001, full), Err(Refused::TooLarge { full }));
        assert_eq!(c.correct(i64::MAX, full), Err(Refused::TooLarge { full }));
        assert!(matches!(
            c.correct(i64::MIN, full),
            Err(Refused::BelowZero { .. })
        ));
        assert_eq!(c, before);
        assert_eq!(c.correct(10_000, full), Ok(()));
        assert_eq!((c.left(), c.corrected()), (17 * SECOND, 10_000));
        // What was added beyond the full time may be taken away again.
        assert_eq!(c.correct(-17_000, full), Ok(()));
        assert_eq!(c.left(), 0);
    }

    #[test]
    fn a_correction_rearms_the_announcements_from_the_time_left() {
        let mut c = Countdown::new(20 * SECOND);
        assert_eq!(c.next_cue(&STAGE), Some(5 * SECOND));
        c.charge(19 * SECOND);
        c.mark_announced(SECOND);
        assert_eq!(c.next_cue(&STAGE), None);
        // Back to 30 s: "thirty seconds" is due at once, then the rest again.
        assert_eq!(c.correct(29_000, 30 * SECOND), Ok(()));
        assert_eq!(c.next_cue(&STAGE), Some(30 * SECOND));
        c.mark_announced(30 * SECOND);
        assert_eq!(c.next_cue(&STAGE), Some(5 * SECOND));
    }

    #[test]
    fn a_shift_rearms_but_is_not_a_correction() {
        let mut c = Countdown::new(10 * SECOND);
        c.mark_announced(5 * SECOND);
        assert_eq!(c.shift(2_000, 12 * SECOND), Ok(()));
        assert_eq!((c.left(), c.corrected()), (12 * SECOND, 0));
        assert_eq!(c.next_cue(&STAGE), Some(5 * SECOND));
    }
}
