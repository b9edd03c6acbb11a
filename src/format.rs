//! How times are written, everywhere they are shown: the table, the jury's
//! screens, the hall's cards, the report sheet, the charts, the recovery
//! screen and the command line. One rule for each kind of time:
//!
//! - **time left** ([`clock`], [`seconds`]) rounds up, so a clock reads zero
//!   only when it has truly run out;
//! - **time used** ([`used`]) and a moment on the game's timeline rounds down,
//!   so a second counts once it has passed;
//! - **a correction** ([`correction`]) is exact, with its sign;
//! - **a moment of the day** ([`wall`]) is the date and the minute.
//!
//! For the same millisecond every screen and page writes the same text
//! (`tests/time_format.rs`).

use crate::engine::{MINUTE, Ms, SECOND};

/// Time left on a chess clock: `h:mm:ss`; in the last minute `0:ss.t` with
/// tenths (the same width, so the digits stay as large). Rounded up, so a clock
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

/// Time left on a stopwatch in whole seconds, rounded up ("42").
pub fn seconds(ms: Ms) -> String {
    ms.div_ceil(SECOND).to_string()
}

/// Time used, or a moment of the game: `m:ss`, from an hour on `h:mm:ss`.
/// Rounded down.
pub fn used(ms: Ms) -> String {
    let s = ms / SECOND;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Time used as a chart writes it beside a bar: as [`used`], but a time
/// under a second is `<0:01`, not `0:00`, which would read as none.
pub fn used_bar(ms: Ms) -> String {
    if ms > 0 && ms < SECOND {
        "<0:01".to_owned()
    } else {
        used(ms)
    }
}

/// A jury's correction, exact and signed, in seconds: `+8.000`, `−0.500`.
pub fn correction(delta_ms: i64) -> String {
    let sign = if delta_ms < 0 { '−' } else { '+' };
    let abs = delta_ms.unsigned_abs();
    format!("{sign}{}.{:03}", abs / 1000, abs % 1000)
}

/// A moment of the day by the wall clock (when a table saved a result):
/// `13:02:11`, the seconds kept so that two saves a minute apart read
/// apart; the date is the tournament's day.
pub fn wall(at: &chrono::DateTime<chrono::Local>) -> String {
    at.format("%H:%M:%S").to_string()
}

/// A moment of the day on the wall clock, to the minute: "14:02" (since
/// when, on the same day).
pub fn wall_hour_minute(at: &chrono::DateTime<chrono::Local>) -> String {
    at.format("%H:%M").to_string()
}

/// An RFC 3339 stamp as the time of day on this device's clock, to the
/// minute ("14:02": since when a copy is played); none if it does not read.
pub fn hour_minute(rfc3339: &str) -> Option<String> {
    let at = chrono::DateTime::parse_from_rfc3339(rfc3339).ok()?;
    Some(wall_hour_minute(&at.with_timezone(&chrono::Local)))
}

/// A moment of the day on the wall clock, to the minute: "2026-11-24
/// 14:32" (when a published page was written).
pub fn wall_minute(at: &chrono::DateTime<chrono::Local>) -> String {
    at.format("%Y-%m-%d %H:%M").to_string()
}

/// A long stretch of time in words' units, rounded down: "42 s",
/// "4 min 12 s", "1 h 03 min" (the units read alike in English, German and
/// Spanish).
pub fn stretch(ms: Ms) -> String {
    let s = ms / SECOND;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s / 60 % 60),
    }
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

/// Milliseconds until a stopwatch's reading of `left` ([`seconds`]) changes
/// on screen: whole seconds, so once a second (`None` at zero).
pub fn until_seconds_change(left: Ms) -> Option<Ms> {
    (left > 0).then(|| (left - 1) % SECOND + 1)
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
        assert_eq!(clock(3_600_400), "1:00:01");
        assert_eq!(clock(599_400), "0:10:00");
    }

    #[test]
    fn the_last_minute_shows_tenths() {
        assert_eq!(clock(MINUTE), "0:01:00");
        assert_eq!(clock(59_950), "0:01:00");
        assert_eq!(clock(MINUTE - 100), "0:59.9");
        assert_eq!(clock(42_701), "0:42.8");
        assert_eq!(clock(0), "0:00.0");
    }

    #[test]
    fn time_used_rounds_down_and_grows_an_hour_field() {
        assert_eq!(used(59_950), "0:59");
        assert_eq!(used(599_400), "9:59");
        assert_eq!(used(3_600_400), "1:00:00");
        assert_eq!(used(0), "0:00");
    }

    #[test]
    fn corrections_read_with_their_sign_in_seconds() {
        assert_eq!(correction(8_000), "+8.000");
        assert_eq!(correction(-500), "−0.500");
        assert_eq!(correction(-61_250), "−61.250");
    }

    #[test]
    fn a_stretch_reads_in_the_largest_units() {
        assert_eq!(stretch(42 * SECOND), "42 s");
        assert_eq!(stretch(252 * SECOND), "4 min 12 s");
        assert_eq!(stretch(3_780 * SECOND), "1 h 03 min");
    }

    #[test]
    fn the_next_change_is_the_next_second_or_tenth() {
        assert_eq!(until_countdown_changes(130 * MINUTE), Some(1000));
        assert_eq!(until_countdown_changes(90_001), Some(1));
        assert_eq!(until_countdown_changes(42_750), Some(50));
        assert_eq!(until_countdown_changes(0), None);
        // A stopwatch shows whole seconds, even in its last minute.
        assert_eq!(until_seconds_change(42_750), Some(750));
        assert_eq!(until_seconds_change(42_000), Some(1_000));
        assert_eq!(until_seconds_change(1), Some(1));
        assert_eq!(until_seconds_change(0), None);
        assert_eq!(until_countup_changes(1_200), 800);
    }
}
