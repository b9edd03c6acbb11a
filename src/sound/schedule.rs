//! The announcements planned ahead, and which are due: sans-IO, driven by the
//! time it is given.

use std::collections::VecDeque;

use crate::engine::{Cue, Ms};

/// A cue more than this late (after a stall) is skipped, not played late.
pub const LATE_LIMIT_MS: Ms = 500;

/// What is due at an instant.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Due {
    /// Cues to play now, oldest first.
    pub play: Vec<Cue>,
    /// Cues whose moment passed too long ago.
    pub skipped: Vec<Cue>,
}

/// Cues waiting for their instant, in order.
#[derive(Debug, Default)]
pub struct Schedule {
    cues: VecDeque<Cue>,
}

impl Schedule {
    /// Replaces what is planned after `from` with `cues` (the engine's forecast
    /// made at `from`). Cues at or before `from` stay: the old plan had them
    /// right, and they may not have been played yet.
    pub fn replan(&mut self, from: Ms, cues: impl IntoIterator<Item = Cue>) {
        self.cues.retain(|c| c.at <= from);
        self.cues.extend(cues.into_iter().filter(|c| c.at > from));
        self.cues.make_contiguous().sort_by_key(|c| c.at);
    }

    /// The instant of the next planned cue.
    pub fn next_at(&self) -> Option<Ms> {
        self.cues.front().map(|c| c.at)
    }

    /// Takes every cue due at `now`: those at most [`LATE_LIMIT_MS`] late are
    /// played, older ones skipped.
    pub fn due(&mut self, now: Ms) -> Due {
        let mut due = Due::default();
        while let Some(cue) = self.cues.front().copied() {
            if cue.at > now {
                break;
            }
            self.cues.pop_front();
            if now - cue.at > LATE_LIMIT_MS {
                due.skipped.push(cue);
            } else {
                due.play.push(cue);
            }
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{CueKind, Nation};

    fn cue(at: Ms, seconds_left: u32) -> Cue {
        Cue {
            kind: CueKind::Stage {
                nation: Nation::Sweden,
                seconds_left,
            },
            at,
        }
    }

    #[test]
    fn a_cue_is_due_on_its_instant_not_before() {
        let mut s = Schedule::default();
        s.replan(0, [cue(15_000, 5)]);
        assert_eq!(s.due(14_999), Due::default());
        assert_eq!(s.due(15_000).play, vec![cue(15_000, 5)]);
        assert_eq!(s.next_at(), None);
    }

    #[test]
    fn a_cue_half_a_second_late_plays_and_later_is_skipped() {
        let mut s = Schedule::default();
        s.replan(0, [cue(1_000, 2), cue(2_000, 1)]);
        let due = s.due(2_500);
        assert_eq!(due.skipped, vec![cue(1_000, 2)]);
        assert_eq!(due.play, vec![cue(2_000, 1)]);
    }

    #[test]
    fn a_new_plan_keeps_what_was_already_due() {
        let mut s = Schedule::default();
        s.replan(0, [cue(1_000, 2), cue(2_000, 1)]);
        // The operator tapped at 1 000 ms, before the sound thread woke up for
        // the cue at that instant: it still plays; the rest follows the new plan.
        s.replan(1_000, [cue(7_000, 5)]);
        assert_eq!(s.due(1_003).play, vec![cue(1_000, 2)]);
        assert_eq!(s.next_at(), Some(7_000));
    }
}
