//! The heartbeat on a thread of its own (desktop): replaced every
//! [`BEAT_EVERY`](super::BEAT_EVERY) ms while the game is on, whatever the
//! window's frames do, so it is never more than a second behind and no frame
//! is drawn for it. The window draws one frame a second while a clock runs;
//! a beat tied to those frames lagged up to two seconds.

use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;

use crate::engine::Ms;
use crate::heartbeat::{self, Heartbeat};
use crate::journal::SCHEMA;
use crate::timeline::{TimeSource, WallClock};

/// What a pulse writes: which game, and how its game time follows the app's.
#[derive(Debug, Clone)]
pub struct Beating {
    /// The data directory the heartbeat file is in.
    pub dir: PathBuf,
    /// The game's journal.
    pub journal: PathBuf,
    /// The app's monotonic clock.
    pub time: TimeSource,
    /// The wall clock, for the stamp.
    pub wall: WallClock,
    /// Game time at the app's instant `origin`.
    pub base: Ms,
    /// The app's instant of game time `base`.
    pub origin: Ms,
    /// How often, in ms.
    pub every: Ms,
}

/// A running heartbeat thread; dropping it stops the thread (and waits for it).
#[derive(Debug)]
pub struct Pulse {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Pulse {
    /// Starts writing the heartbeat now and every `b.every` ms after.
    pub fn start(b: Beating) -> Self {
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("heartbeat".to_owned())
            .spawn(move || {
                let mut next = b.time.now();
                let mut failed = false;
                loop {
                    let app_now = b.time.now();
                    if app_now >= next {
                        let beat = Heartbeat {
                            v: SCHEMA,
                            journal: b.journal.clone(),
                            t: b.base + app_now.saturating_sub(b.origin),
                            wall: b.wall.now(),
                        };
                        match heartbeat::write(&b.dir, &beat) {
                            Err(e) if !failed => {
                                log::error!("cannot write the heartbeat: {e}");
                                failed = true;
                            }
                            Err(_) => {}
                            Ok(()) => failed = false,
                        }
                        next = app_now + b.every;
                    }
                    match stopped.recv_timeout(b.time.until(next)) {
                        Err(RecvTimeoutError::Timeout) => {}
                        Ok(()) | Err(RecvTimeoutError::Disconnected) => break,
                    }
                }
            })
            .map_err(|e| log::error!("no heartbeat thread: {e}"))
            .ok();
        Self {
            stop: Some(stop),
            thread,
        }
    }
}

impl Drop for Pulse {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
