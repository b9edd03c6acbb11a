//! The app's monotonic timeline: where "now" comes from, for the screen and for
//! the sound thread alike.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

use chrono::{DateTime, Local};
use std::time::Duration;

use web_time::Instant;

use crate::engine::Ms;

/// How often a thread waiting on a hand-set clock looks at it again.
const MANUAL_POLL: Duration = Duration::from_millis(5);

/// Where the app's time comes from: the machine's monotonic clock, or a hand-set
/// value in tests.
#[derive(Debug, Clone)]
pub enum TimeSource {
    /// Milliseconds since the app started, from a monotonic clock.
    Monotonic(Instant),
    /// A value the test moves.
    Manual(Arc<AtomicU64>),
}

impl TimeSource {
    /// Now, in milliseconds on the monotonic timeline.
    pub fn now(&self) -> Ms {
        match self {
            Self::Monotonic(start) => u64::try_from(start.elapsed().as_millis()).unwrap_or(Ms::MAX),
            Self::Manual(ms) => ms.load(Ordering::SeqCst),
        }
    }

    /// How long a thread should wait for `at` (zero once it has come). A hand-set
    /// clock is looked at again every few milliseconds, since it moves in jumps.
    pub fn until(&self, at: Ms) -> Duration {
        match self {
            Self::Monotonic(start) => {
                (*start + Duration::from_millis(at)).saturating_duration_since(Instant::now())
            }
            Self::Manual(ms) => {
                if ms.load(Ordering::SeqCst) >= at {
                    Duration::ZERO
                } else {
                    MANUAL_POLL
                }
            }
        }
    }

    /// The instant `at` on the monotonic timeline (for measurements).
    pub fn instant(&self, at: Ms) -> Option<Instant> {
        match self {
            Self::Monotonic(start) => Some(*start + Duration::from_millis(at)),
            Self::Manual(_) => None,
        }
    }
}

/// The wall clock, for the times people read (journal stamps, the heartbeat,
/// the outage). It may jump (NTP, a hand-set tablet); no clock depends on it.
#[derive(Debug, Clone, Default)]
pub struct WallClock {
    /// Milliseconds added to the system's wall clock (tests make it jump).
    shift: Option<Arc<AtomicI64>>,
}

impl WallClock {
    /// A wall clock shifted by a value the test sets (in ms).
    pub fn shifted(shift: Arc<AtomicI64>) -> Self {
        Self { shift: Some(shift) }
    }

    /// The wall-clock time now.
    pub fn now(&self) -> DateTime<Local> {
        let shift = self.shift.as_ref().map_or(0, |s| s.load(Ordering::SeqCst));
        Local::now() + chrono::Duration::milliseconds(shift)
    }
}
