//! How the benches time a piece of work: 30 runs, the median and the fastest.

use std::time::{Duration, Instant};

/// Runs `f` 30 times; the median and the fastest run.
pub fn median(mut f: impl FnMut()) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..30)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[times.len() / 2], times[0])
}
