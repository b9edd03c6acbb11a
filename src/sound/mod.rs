//! Spoken and beeped announcements, on their own thread.
//!
//! The app sends the engine's forecast of cues ([`crate::engine::Engine::upcoming_cues`])
//! after every change; this thread sleeps until each cue's instant on the
//! monotonic timeline and hands its clip to the mixer, without waiting for a
//! frame. A cue more than [`LATE_LIMIT_MS`] late is skipped.

mod ahead;
mod bank;
mod clip;
mod output;
mod schedule;
#[cfg(not(target_arch = "wasm32"))]
mod speakers;
#[cfg(target_arch = "wasm32")]
mod web_audio;

use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread::JoinHandle;
use std::time::Duration;

use rodio::Source;

pub use ahead::{Ahead, LOOKAHEAD_MS};
pub use bank::Bank;
pub use clip::{Clip, Sound, SoundConfig, SoundMode, Tone, sounds_for};
pub use output::{Output, Played, Recorder};
pub use schedule::{Due, LATE_LIMIT_MS, Schedule};
#[cfg(not(target_arch = "wasm32"))]
pub use speakers::{Speakers, play_on};
#[cfg(target_arch = "wasm32")]
pub use web_audio::{WebAudio, handed_over};

use crate::engine::{Cue, Ms};
use crate::timeline::TimeSource;

/// Whether sound can be heard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Not known yet (the device is being opened).
    Starting,
    /// A sound device is open.
    Ready,
    /// No sound device: the game goes on silently; the thread keeps looking.
    NoDevice,
}

impl Status {
    fn from_u8(v: u8) -> Self {
        match v {
            1 => Self::Ready,
            2 => Self::NoDevice,
            _ => Self::Starting,
        }
    }
}

/// The device is opened this long before a cue (opening takes tens of ms).
const WARM_UP_MS: Ms = 2_000;

/// The device stays open this long after a sound ends (the mixer drains).
const TAIL_MS: Ms = 1_000;

enum Message {
    Plan { from: Ms, cues: Vec<Cue> },
    Configure(SoundConfig),
    Test,
    Flush(Sender<()>),
}

/// The announcements, as the app sees them: the sound thread (desktop) or
/// cues handed ahead to the output (browser: on the page's timers, never on
/// a frame of their own). Dropping it stops the thread.
pub struct Announcer {
    tx: Option<Sender<Message>>,
    status: Arc<AtomicU8>,
    thread: Option<JoinHandle<()>>,
    ahead: Option<Rc<RefCell<Ahead>>>,
    /// Which of the page's pump timers is the current one (older ones do
    /// nothing when they fire).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pump_timer: Rc<Cell<u64>>,
}

impl Announcer {
    /// No thread and no sound (tests of other things, and `--help`).
    pub fn silent() -> Self {
        Self {
            tx: None,
            status: Arc::new(AtomicU8::new(1)),
            thread: None,
            ahead: None,
            pump_timer: Rc::default(),
        }
    }

    /// Announcements without a thread: each cue is handed to the output
    /// ahead of its instant ([`Announcer::pump`]), in the browser by a timer
    /// of the page.
    pub fn ahead(ahead: Ahead) -> Self {
        Self {
            tx: None,
            status: Arc::new(AtomicU8::new(0)),
            thread: None,
            ahead: Some(Rc::new(RefCell::new(ahead))),
            pump_timer: Rc::default(),
        }
    }

    /// Hands over the cues coming soon (announcements without a thread); how
    /// long until the shell must do so again. In the browser a timer of the
    /// page does it from now on, and no frame is needed (`None`).
    pub fn pump(&self) -> Option<Duration> {
        let ahead = self.ahead.as_ref()?;
        let next = ahead.borrow_mut().pump();
        #[cfg(target_arch = "wasm32")]
        {
            self.pump_timer.set(self.pump_timer.get() + 1);
            if let Some(after) = next {
                pump_later(Rc::clone(ahead), Rc::clone(&self.pump_timer), after);
            }
            None
        }
        #[cfg(not(target_arch = "wasm32"))]
        next
    }

    /// Starts the sound thread. Clips in `own_clips/<lang>/<name>.wav` replace the
    /// built-in ones; problems with them are logged once.
    pub fn spawn(
        time: TimeSource,
        output: impl Output + Send + 'static,
        own_clips: Option<PathBuf>,
        config: SoundConfig,
    ) -> Self {
        let (tx, rx) = channel();
        let status = Arc::new(AtomicU8::new(0));
        let shared = Arc::clone(&status);
        let thread = std::thread::Builder::new()
            .name("sound".to_owned())
            .spawn(move || {
                let bank = Bank::load(own_clips.as_deref());
                for problem in &bank.problems {
                    log::warn!("{problem}");
                }
                for own in &bank.overrides {
                    log::info!("announcing with the club's clip {own}");
                }
                run(&rx, &time, output, &bank, config, &shared);
            });
        match thread {
            Ok(thread) => Self {
                tx: Some(tx),
                status,
                thread: Some(thread),
                ahead: None,
                pump_timer: Rc::default(),
            },
            Err(e) => {
                log::error!("no sound: cannot start the sound thread: {e}");
                status.store(2, Ordering::SeqCst);
                Self {
                    tx: None,
                    status,
                    thread: None,
                    ahead: None,
                    pump_timer: Rc::default(),
                }
            }
        }
    }

    /// Replaces the cues planned after `from` (app timeline) with `cues`.
    pub fn plan(&self, from: Ms, cues: Vec<Cue>) {
        if let Some(ahead) = &self.ahead {
            ahead.borrow_mut().plan(from, cues);
            // The page's timer follows the new forecast.
            #[cfg(target_arch = "wasm32")]
            let _ = self.pump();
            return;
        }
        self.send(Message::Plan { from, cues });
    }

    /// Changes mode, language or volume.
    pub fn configure(&self, config: SoundConfig) {
        if let Some(ahead) = &self.ahead {
            ahead.borrow_mut().configure(config);
            return;
        }
        self.send(Message::Configure(config));
    }

    /// Plays "one minute left" (or its beep) now, to check the volume.
    pub fn test(&self) {
        if let Some(ahead) = &self.ahead {
            ahead.borrow_mut().test();
            return;
        }
        self.send(Message::Test);
    }

    /// Waits until the sound thread has handled every message sent before and
    /// played everything due now (tests drive a hand-set clock with it).
    pub fn flush(&self) {
        let (tx, rx) = channel();
        self.send(Message::Flush(tx));
        let _ = rx.recv_timeout(Duration::from_secs(5));
    }

    /// Whether sound can be heard.
    pub fn status(&self) -> Status {
        if let Some(ahead) = &self.ahead {
            return match ahead.borrow_mut().ready() {
                true => Status::Ready,
                false => Status::NoDevice,
            };
        }
        Status::from_u8(self.status.load(Ordering::SeqCst))
    }

    fn send(&self, message: Message) {
        if let Some(tx) = &self.tx {
            // A thread that ended has logged why; the game goes on silently.
            let _ = tx.send(message);
        }
    }
}

/// In the browser: pumps `ahead` after `after`, and again whenever it asks,
/// as long as `current` still holds the timer's number (a new forecast or
/// pump starts a new chain).
#[cfg(target_arch = "wasm32")]
fn pump_later(ahead: Rc<RefCell<Ahead>>, current: Rc<Cell<u64>>, after: Duration) {
    use wasm_bindgen::JsCast as _;
    let mine = current.get();
    let due = wasm_bindgen::closure::Closure::once_into_js(move || {
        if current.get() != mine {
            return;
        }
        let next = ahead.borrow_mut().pump();
        if let Some(next) = next {
            pump_later(ahead, current, next);
        }
    });
    let ms = i32::try_from(after.as_millis()).unwrap_or(i32::MAX);
    if let Some(window) = web_sys::window() {
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(due.unchecked_ref(), ms);
    }
}

impl Drop for Announcer {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The sound thread's loop: wait for a message or the next cue, play what is due.
fn run(
    rx: &Receiver<Message>,
    time: &TimeSource,
    mut output: impl Output,
    bank: &Bank,
    mut config: SoundConfig,
    status: &AtomicU8,
) {
    let mut schedule = Schedule::default();
    // Until when the sounds handed over last are still playing.
    let mut busy_until: Ms = 0;
    loop {
        let ready = output.ready();
        status.store(if ready { 1 } else { 2 }, Ordering::SeqCst);
        let now = time.now();
        let next = schedule.next_at();
        // The device is open from shortly before a cue until its sound is over.
        let open_from = next.map(|at| at.saturating_sub(WARM_UP_MS));
        if ready {
            if open_from.is_some_and(|t| t <= now) || busy_until > now {
                output.prepare();
            } else {
                output.idle();
            }
        }
        let mut wake = next.map_or(Ms::MAX, |at| {
            if open_from.is_some_and(|t| t > now) {
                at - WARM_UP_MS
            } else {
                at
            }
        });
        if busy_until > now {
            wake = wake.min(busy_until);
        }
        let mut wait = if wake == Ms::MAX {
            Duration::from_secs(3600)
        } else {
            time.until(wake)
        };
        if !ready {
            wait = wait.min(output.retry_after());
        }
        let mut now_sounds = Vec::new();
        let mut flushed = None;
        match rx.recv_timeout(wait) {
            Ok(Message::Plan { from, cues }) => schedule.replan(from, cues),
            Ok(Message::Configure(c)) => config = c,
            Ok(Message::Test) => {
                now_sounds = sounds_for(
                    crate::engine::CueKind::Stage {
                        nation: crate::engine::Nation::Prussia,
                        seconds_left: 60,
                    },
                    config.mode,
                );
            }
            Ok(Message::Flush(reply)) => flushed = Some(reply),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        let due = schedule.due(time.now());
        for cue in &due.skipped {
            log::warn!(
                "announcement skipped, {} ms late: {:?}",
                time.now().saturating_sub(cue.at),
                cue.kind
            );
        }
        for cue in due.play {
            now_sounds.extend(sounds_for(cue.kind, config.mode));
        }
        if ready && !now_sounds.is_empty() {
            let mut after = Duration::ZERO;
            for sound in now_sounds {
                if let Some(samples) = bank.get(config.lang, sound) {
                    output.play(sound, samples.clone(), config.gain(), after);
                    after += samples.total_duration().unwrap_or_default();
                }
            }
            let length = Ms::try_from(after.as_millis()).unwrap_or(Ms::MAX);
            busy_until = time.now().saturating_add(length).saturating_add(TAIL_MS);
        }
        if let Some(reply) = flushed {
            let _ = reply.send(());
        }
    }
}
