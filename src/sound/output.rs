//! Where the sounds go: the [`Output`] seam, and a recorder for tests (the
//! machine's sound device is [`super::speakers`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rodio::buffer::SamplesBuffer;

use super::clip::Sound;

/// How long to wait before looking for a sound device again.
pub const RETRY: Duration = Duration::from_secs(5);

/// A place to play sounds.
pub trait Output {
    /// Whether a device is there; looks for one (at most every
    /// [`Output::retry_after`]) if the last attempt failed or it went away.
    fn ready(&mut self) -> bool;
    /// Hands `sound`'s samples to the mixer at once, at `gain` (0 to 1), to
    /// sound `after` from now (the second part of a two-part signal).
    fn play(&mut self, sound: Sound, samples: SamplesBuffer, gain: f32, after: Duration);
    /// Opens the device now: a cue is coming (opening takes a moment).
    fn prepare(&mut self) {}
    /// Nothing is due for a while: the device may be closed (an open stream
    /// costs CPU and battery even when it plays silence).
    fn idle(&mut self) {}
    /// Withdraws every sound handed over that would start `after` from now or
    /// later (a new forecast no longer has it). Only an output that is handed
    /// sounds ahead of time (Web Audio) has any.
    fn cancel_from(&mut self, _after: Duration) {}
    /// How long to wait before [`Output::ready`] looks for a device again.
    fn retry_after(&self) -> Duration {
        RETRY
    }
}

/// What a [`Recorder`] saw: each sound handed over, with its length and gain.
#[derive(Debug, Clone)]
pub struct Played {
    /// What it was.
    pub sound: Sound,
    /// When it was handed over.
    pub at: Instant,
    /// Its samples.
    pub samples: SamplesBuffer,
    /// Its gain.
    pub gain: f32,
    /// How long after `at` it sounds.
    pub after: Duration,
}

/// A device-less output that keeps everything handed to it (tests, benchmarks),
/// or a missing device (`absent` set).
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    /// What was played, in order.
    pub played: Arc<Mutex<Vec<Played>>>,
    /// Whether the "device" is there.
    pub absent: Arc<AtomicBool>,
    /// Whether the "device" is open (between `prepare` and `idle`).
    pub open: Arc<AtomicBool>,
    /// Each withdrawal: sounds from this far ahead on were withdrawn.
    pub cancelled: Arc<Mutex<Vec<Duration>>>,
}

impl Output for Recorder {
    fn ready(&mut self) -> bool {
        !self.absent.load(Ordering::SeqCst)
    }

    fn prepare(&mut self) {
        self.open.store(true, Ordering::SeqCst);
    }

    fn idle(&mut self) {
        self.open.store(false, Ordering::SeqCst);
    }

    fn retry_after(&self) -> Duration {
        Duration::from_millis(10)
    }

    fn cancel_from(&mut self, after: Duration) {
        if let Ok(mut cancelled) = self.cancelled.lock() {
            cancelled.push(after);
        }
    }

    fn play(&mut self, sound: Sound, samples: SamplesBuffer, gain: f32, after: Duration) {
        if let Ok(mut played) = self.played.lock() {
            played.push(Played {
                sound,
                at: Instant::now(),
                samples,
                gain,
                after,
            });
        }
    }
}
