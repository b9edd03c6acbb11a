//! The heartbeat on its own (a thread on the desktop, a timer of the page's
//! event loop in the browser): replaced every [`BEAT_EVERY`](super::BEAT_EVERY)
//! ms while the game is on, whatever the window's frames do, so it is never
//! more than a second behind and no frame is drawn for it. The window draws
//! one frame a second while a clock runs; a beat tied to those frames lagged
//! up to two seconds, and in the browser it cost a frame of its own.

use std::path::PathBuf;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
#[cfg(not(target_arch = "wasm32"))]
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

/// Writes one heartbeat at the app's instant `app_now`; a failure is logged
/// the first time (`failed` remembers it until a write succeeds again).
fn beat(b: &Beating, app_now: Ms, failed: &mut bool) {
    let beat = Heartbeat {
        v: SCHEMA,
        journal: b.journal.clone(),
        t: b.base + app_now.saturating_sub(b.origin),
        wall: b.wall.now(),
    };
    match heartbeat::write(&b.dir, &beat) {
        Err(e) if !*failed => {
            log::error!("cannot write the heartbeat: {e}");
            *failed = true;
        }
        Err(_) => {}
        Ok(()) => *failed = false,
    }
}

/// A running heartbeat thread; dropping it stops the thread (and waits for it).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
pub struct Pulse {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

#[cfg(not(target_arch = "wasm32"))]
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
                        beat(&b, app_now, &mut failed);
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

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Pulse {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A running heartbeat timer on the page's event loop (`setInterval`);
/// dropping it clears the timer.
#[cfg(target_arch = "wasm32")]
pub struct Pulse {
    /// The interval's id, if the page gave one.
    id: Option<i32>,
    /// The callback the interval calls, kept alive as long as it runs.
    _tick: wasm_bindgen::closure::Closure<dyn FnMut()>,
}

#[cfg(target_arch = "wasm32")]
impl std::fmt::Debug for Pulse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pulse").field("id", &self.id).finish()
    }
}

#[cfg(target_arch = "wasm32")]
impl Pulse {
    /// Starts writing the heartbeat now and every `b.every` ms after.
    pub fn start(b: Beating) -> Self {
        use wasm_bindgen::JsCast as _;
        let mut failed = false;
        beat(&b, b.time.now(), &mut failed);
        let every = i32::try_from(b.every).unwrap_or(i32::MAX);
        let tick = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
            beat(&b, b.time.now(), &mut failed);
        });
        let id = web_sys::window().and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                every,
            )
            .map_err(|e| log::error!("no heartbeat timer: {e:?}"))
            .ok()
        });
        Self { id, _tick: tick }
    }
}

#[cfg(target_arch = "wasm32")]
impl Drop for Pulse {
    fn drop(&mut self) {
        if let (Some(window), Some(id)) = (web_sys::window(), self.id) {
            window.clear_interval_with_handle(id);
        }
    }
}
