//! What a bar is worth: a scale from zero to a round value at or above the
//! largest bar, with a tick at each round step, so that small values draw
//! short bars under an axis that says so (a median of 0.3 s is a third of a
//! one-second axis, not a full-width bar).

use crate::engine::{Ms, SECOND};
use crate::format;

/// What the bars measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Time used, in milliseconds.
    Time,
    /// A count (of games).
    Count,
}

/// An axis from zero to `max` in steps of `step`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scale {
    /// The axis' end, a whole number of steps.
    pub max: u64,
    /// The distance between ticks.
    pub step: u64,
    /// What it measures.
    pub unit: Unit,
}

/// Round steps of time: 1 s to 12 h.
const TIME_STEPS: [Ms; 17] = [
    SECOND,
    2 * SECOND,
    5 * SECOND,
    10 * SECOND,
    15 * SECOND,
    30 * SECOND,
    60 * SECOND,
    120 * SECOND,
    300 * SECOND,
    600 * SECOND,
    900 * SECOND,
    1_800 * SECOND,
    3_600 * SECOND,
    7_200 * SECOND,
    10_800 * SECOND,
    21_600 * SECOND,
    43_200 * SECOND,
];

/// The most intervals an axis is cut into.
const MOST_STEPS: u64 = 5;

impl Scale {
    /// The scale for bars up to `most`: the smallest round step that cuts
    /// the axis into at most five intervals, at least one step long.
    pub fn new(most: u64, unit: Unit) -> Self {
        let fits = |step: u64| most.div_ceil(step) <= MOST_STEPS;
        let step = match unit {
            Unit::Time => TIME_STEPS
                .into_iter()
                .find(|s| fits(*s))
                .unwrap_or_else(|| most.div_ceil(MOST_STEPS).max(1)),
            Unit::Count => {
                // 1, 2, 5, 10, 20, 50, …
                let (mut step, mut tens) = (1, 1);
                for mantissa in [2, 5, 10].into_iter().cycle() {
                    if fits(step) {
                        break;
                    }
                    step = mantissa * tens;
                    if mantissa == 10 {
                        tens *= 10;
                    }
                }
                step
            }
        };
        let max = (most.div_ceil(step) * step).max(step);
        Self { max, step, unit }
    }

    /// The ticks, from zero to the end.
    pub fn ticks(&self) -> Vec<u64> {
        (0..=self.max / self.step).map(|i| i * self.step).collect()
    }

    /// How far along the axis `value` is, 0 to 1.
    pub fn share(&self, value: u64) -> f32 {
        value as f32 / self.max as f32
    }

    /// A tick's label: a time as the charts write it, or the count.
    pub fn label(&self, value: u64) -> String {
        match self.unit {
            Unit::Time => format::used(value),
            Unit::Count => value.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiny_times_draw_on_a_one_second_axis() {
        let s = Scale::new(300, Unit::Time);
        assert_eq!((s.max, s.step), (SECOND, SECOND));
        assert!((s.share(300) - 0.3).abs() < 1e-6);
        let labels: Vec<String> = s.ticks().into_iter().map(|t| s.label(t)).collect();
        assert_eq!(labels, ["0:00", "0:01"]);
    }

    #[test]
    fn the_axis_ends_on_a_round_step_at_or_above_the_largest_bar() {
        let s = Scale::new(4 * 60 * SECOND + 10 * SECOND, Unit::Time);
        assert_eq!((s.max, s.step), (5 * 60 * SECOND, 60 * SECOND));
        let s = Scale::new(95 * 60 * SECOND, Unit::Time);
        assert_eq!((s.max, s.step), (120 * 60 * SECOND, 30 * 60 * SECOND));
        let s = Scale::new(0, Unit::Time);
        assert_eq!(s.max, SECOND);
        let s = Scale::new(7, Unit::Count);
        assert_eq!((s.max, s.step), (8, 2));
        let s = Scale::new(3, Unit::Count);
        assert_eq!((s.max, s.step), (3, 1));
        let s = Scale::new(130, Unit::Count);
        assert_eq!((s.max, s.step), (150, 50));
    }
}
