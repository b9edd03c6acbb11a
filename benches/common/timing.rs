//! How the benches time a piece of work: 30 runs, the median and the
//! fastest. Run by `cargo test --all-targets` (unoptimized, to check that
//! the bench still runs, not to time it) a bench makes one run: only
//! `cargo bench` passes `--bench`.

use std::time::{Duration, Instant};

/// How many runs: 30 under `cargo bench`, else one.
fn runs() -> usize {
    if std::env::args().any(|a| a == "--bench") {
        30
    } else {
        1
    }
}

/// Runs `f` 30 times (once outside `cargo bench`); the median and the
/// fastest run.
pub fn median(mut f: impl FnMut()) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..runs())
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[times.len() / 2], times[0])
}
