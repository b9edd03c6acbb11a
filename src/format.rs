//! How times are written on the screen, and when the writing next changes.

use crate::engine::{MINUTE, Ms, SECOND};

/// A chess clock reading: `h:mm:ss`; in the last minute `m:ss.t` with tenths (the
/// same width as `h:mm:ss`, so the digits stay as large). Rounded up, so a clock
/// shows 0:00.0 only when it has truly run out.
pub fn clock(ms: Ms) -> String {
    let tenths = ms.div_ceil(100);
    if tenths < 600 {
        format!("0:{:02}.{}", tenths / 10, tenths % 10)
    } else {
        let s = ms.div_ceil(SECOND);
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    }
}

/// A stopwatch reading in whole seconds, rounded up ("42").
pub fn seconds(ms: Ms) -> String {
    ms.div_ceil(SECOND).to_string()
}

/// A count-up reading: `m:ss`.
pub fn elapsed(ms: Ms) -> String {
    let s = ms / SECOND;
    format!("{}:{:02}", s / 60, s % 60)
}

/// Milliseconds until a counting-down reading of `left` changes on screen;
/// `None` at zero, where it never changes again (a physical clock's side at 0
/// in jury stopwatch mode "runs" there).
pub fn until_countdown_changes(left: Ms) -> Option<Ms> {
    if left == 0 {
        return None;
    }
    let step = if left <= MINUTE { 100 } else { SECOND };
    Some((left - 1) % step + 1)
}

/// Milliseconds until a counting-up reading of `counted` changes on screen.
pub fn until_countup_changes(counted: Ms) -> Ms {
    SECOND - counted % SECOND
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_clock_reads_2_10_00() {
        assert_eq!(clock(130 * MINUTE), "2:10:00");
    }

    #[test]
    fn a_clock_rounds_up_to_the_next_second() {
        assert_eq!(clock(61 * SECOND + 1), "0:01:02");
        assert_eq!(clock(MINUTE + 1), "0:01:01");
    }

    #[test]
    fn the_last_minute_shows_tenths() {
        assert_eq!(clock(MINUTE), "0:01:00");
        assert_eq!(clock(MINUTE - 100), "0:59.9");
        assert_eq!(clock(42_701), "0:42.8");
        assert_eq!(clock(0), "0:00.0");
    }

    #[test]
    fn the_next_change_is_the_next_second_or_tenth() {
        assert_eq!(until_countdown_changes(130 * MINUTE), Some(1000));
        assert_eq!(until_countdown_changes(90_001), Some(1));
        assert_eq!(until_countdown_changes(42_750), Some(50));
        assert_eq!(until_countdown_changes(0), None);
        assert_eq!(until_countup_changes(1_200), 800);
    }
}
