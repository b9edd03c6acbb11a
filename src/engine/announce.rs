//! Announcement schedules: which cue of a countdown comes next.

use super::time::{Ms, SECOND};

/// A countdown's announcement progress: cues at or above `below` are done or skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Announced {
    below: Ms,
}

impl Announced {
    /// A countdown starting with `total` left announces only thresholds below it,
    /// so a 60 s stage gets no "one minute left" and a 20 s stage no "thirty seconds".
    pub(crate) fn starting_at(total: Ms) -> Self {
        Self { below: total }
    }

    /// After time is added or removed, cues are announced again from `left` down
    /// (a threshold equal to `left` is announced at once).
    pub(crate) fn reset_to(left: Ms) -> Self {
        Self {
            below: left.saturating_add(1),
        }
    }

    /// The next threshold (in ms left) to announce, from a schedule in seconds.
    /// Zero is never in it: "stop" belongs to the expiry itself.
    pub(crate) fn next(self, schedule_s: &[u32]) -> Option<Ms> {
        schedule_s
            .iter()
            .map(|s| u64::from(*s) * SECOND)
            .filter(|t| *t > 0 && *t < self.below)
            .max()
    }

    /// Marks the threshold as announced.
    pub(crate) fn mark(&mut self, threshold: Ms) {
        self.below = threshold;
    }
}

/// Whole seconds of a threshold, for the cue.
pub(crate) fn seconds(threshold: Ms) -> u32 {
    u32::try_from(threshold / SECOND).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAGE: [u32; 7] = [60, 30, 5, 4, 3, 2, 1];

    #[test]
    fn a_150_s_stage_starts_with_one_minute_left() {
        assert_eq!(
            Announced::starting_at(150 * SECOND).next(&STAGE),
            Some(60 * SECOND)
        );
    }

    #[test]
    fn a_60_s_stage_skips_one_minute_left() {
        assert_eq!(
            Announced::starting_at(60 * SECOND).next(&STAGE),
            Some(30 * SECOND)
        );
    }

    #[test]
    fn a_20_s_stage_starts_at_five() {
        assert_eq!(
            Announced::starting_at(20 * SECOND).next(&STAGE),
            Some(5 * SECOND)
        );
    }

    #[test]
    fn after_one_nothing_is_left_but_stop() {
        let mut a = Announced::starting_at(20 * SECOND);
        a.mark(SECOND);
        assert_eq!(a.next(&STAGE), None);
    }
}
