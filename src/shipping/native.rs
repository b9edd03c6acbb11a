//! Shipping on desktop and in `headless`: a thread with a `ureq` agent. It
//! never holds the game up: offline, it retries every two seconds and catches
//! up; moved, it stops.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::ledger::{
    ALIVE_EVERY, HallAddress, Next, TakeRefused, answered, choose, complete_lines,
    complete_lines_within, device_id_with, install, push_body,
};
use crate::engine::Ms;
use crate::session::{Courier, HallStatus};

/// This device's id for the hall, kept in the data directory (`device`), made
/// on first use: the hall binds each game to the device that writes it.
pub fn device_id(data_dir: &Path) -> Result<String, String> {
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    device_id_with(data_dir, || {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a device id: {e}"))?;
        Ok(bytes)
    })
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(3)))
        .build()
        .into()
}

fn ms(d: Ms) -> Duration {
    Duration::from_millis(d)
}

/// What the session tells the thread: the journal written, the game time
/// then, whether the journal was (re)opened, and its length then (on disk:
/// the session tells after each fsync, and writes on its own thread).
type Note = (PathBuf, Ms, Instant, bool, usize);

/// The journal's length now.
fn length(journal: &Path) -> usize {
    std::fs::metadata(journal).map_or(0, |m| usize::try_from(m.len()).unwrap_or(usize::MAX))
}

/// The courier of one device: its thread ships whatever journal it is told of.
pub struct Shipper {
    tx: Mutex<Sender<Note>>,
    status: Arc<Mutex<HallStatus>>,
    acked: Arc<AtomicUsize>,
}

impl Shipper {
    /// Starts the shipping thread for `hall`, as device `device`.
    pub fn spawn(hall: HallAddress, device: String) -> Self {
        let (tx, rx) = channel();
        let status = Arc::new(Mutex::new(HallStatus::Connecting));
        let acked = Arc::new(AtomicUsize::new(0));
        let (shared, count) = (Arc::clone(&status), Arc::clone(&acked));
        std::thread::spawn(move || ship(&hall, &device, &rx, &shared, &count));
        Self {
            tx: Mutex::new(tx),
            status,
            acked,
        }
    }

    /// Whether the hall holds every complete line of `journal`.
    pub fn caught_up(&self, journal: &Path) -> bool {
        self.acked.load(Ordering::SeqCst) >= complete_lines(journal).len()
    }
}

impl Courier for Shipper {
    fn opened(&self, journal: &Path) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send((journal.to_owned(), 0, Instant::now(), true, length(journal)));
        }
    }

    fn written(&self, journal: &Path, t: Ms) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send((
                journal.to_owned(),
                t,
                Instant::now(),
                false,
                length(journal),
            ));
        }
    }

    fn status(&self) -> HallStatus {
        self.status
            .lock()
            .map_or(HallStatus::Offline, |s| s.clone())
    }
}

/// The shipping loop: runs until the game session and its storage are gone.
fn ship(
    hall: &HallAddress,
    device: &str,
    rx: &Receiver<Note>,
    status: &Mutex<HallStatus>,
    shipped: &AtomicUsize,
) {
    let agent = agent();
    let mut journal: Option<PathBuf> = None;
    let mut clock: (Ms, Instant) = (0, Instant::now());
    // Bytes of the journal known to be on disk: nothing after them is sent.
    let mut durable = 0usize;
    let mut acked = 0usize;
    let mut last_sent: Option<Instant> = None;
    let mut wait = ms(ALIVE_EVERY);
    let mut stopped = false;
    // After a refusal or an outage: nothing is sent before then.
    let mut not_before: Option<Instant> = None;
    let set = |s: HallStatus| {
        if let Ok(mut held) = status.lock() {
            *held = s;
        }
    };
    loop {
        let mut gone = false;
        match rx.recv_timeout(wait) {
            Ok(note) => {
                let mut latest = note;
                let mut fresh = latest.3;
                while let Ok(note) = rx.try_recv() {
                    fresh |= note.3;
                    latest = note;
                }
                let (path, t, at, _, length) = latest;
                if fresh || journal.as_ref() != Some(&path) {
                    not_before = None;
                    acked = 0;
                    stopped = false;
                    shipped.store(0, Ordering::SeqCst);
                    set(HallStatus::Connecting);
                }
                journal = Some(path);
                clock = (t, at);
                durable = length;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => gone = true,
        }
        let (Some(path), false) = (&journal, stopped) else {
            if gone {
                return;
            }
            wait = ms(ALIVE_EVERY);
            continue;
        };
        if let Some(until) = not_before.filter(|u| *u > Instant::now()) {
            if gone {
                return;
            }
            wait = until.saturating_duration_since(Instant::now());
            continue;
        }
        let lines = complete_lines_within(path, durable);
        let idle_for = last_sent.map(|at| at.elapsed());
        if lines.len() <= acked && idle_for.is_some_and(|d| d < ms(ALIVE_EVERY)) {
            if gone {
                return;
            }
            wait = ms(ALIVE_EVERY).saturating_sub(idle_for.unwrap_or_default());
            continue;
        }
        let t = clock.0 + Ms::try_from(clock.1.elapsed().as_millis()).unwrap_or(0);
        let answer = agent
            .post(hall.journal_url(path))
            .header("X-Tournament-Key", &hall.key)
            .send_json(push_body(device, acked, &lines, t));
        let next = match answer {
            Err(e) => {
                log::info!("hall offline: {e}");
                set(HallStatus::Offline);
                Next::Later(super::ledger::RETRY)
            }
            Ok(mut answer) => {
                last_sent = Some(Instant::now());
                let code = answer.status().as_u16();
                let value: Value = answer.body_mut().read_json().unwrap_or(Value::Null);
                let (now, next) = answered(code, &value, &mut acked, lines.len());
                shipped.store(acked, Ordering::SeqCst);
                if let HallStatus::Refused(why) = &now {
                    log::warn!("the hall refused this table's lines: {why} ({code})");
                }
                if now == HallStatus::Moved {
                    log::warn!("the hall says this game has moved to another device");
                }
                if now != HallStatus::Connecting {
                    set(now);
                }
                next
            }
        };
        wait = match next {
            Next::Idle => ms(super::ledger::ALIVE_EVERY),
            Next::Again => Duration::ZERO,
            Next::Later(d) => {
                not_before = Some(Instant::now() + ms(d));
                ms(d)
            }
            Next::Stop => {
                stopped = true;
                ms(ALIVE_EVERY)
            }
        };
        if gone && next != Next::Again {
            return;
        }
    }
}

/// Takes table `table`'s unfinished game (or the journal of that name) over
/// from the hall onto this device: its journal into `data_dir/games/` and a
/// heartbeat at the moment the hall last heard the old device, so the usual
/// recovery screen comes next. Returns the journal's path.
pub fn continue_from(
    hall: &HallAddress,
    table: &str,
    data_dir: &Path,
) -> Result<PathBuf, TakeRefused> {
    let games = data_dir.join("games");
    std::fs::create_dir_all(&games)
        .map_err(|e| TakeRefused::Storage(format!("{}: {e}", games.display())))?;
    let device = device_id(data_dir).map_err(TakeRefused::Storage)?;
    let agent = agent();
    let unreachable = |e: ureq::Error| TakeRefused::Unreachable {
        url: hall.url.clone(),
        detail: e.to_string(),
    };
    let mut answer = agent
        .get(format!("{}/api/tables", hall.url))
        .header("X-Tournament-Key", &hall.key)
        .call()
        .map_err(unreachable)?;
    let listing: Value = answer
        .body_mut()
        .read_json()
        .map_err(|e| TakeRefused::BadAnswer(e.to_string()))?;
    let name = choose(&listing, table)?;
    let mut answer = agent
        .post(format!("{}/api/journals/{name}/take", hall.url))
        .header("X-Tournament-Key", &hall.key)
        .send_json(json!({"device": device}))
        .map_err(unreachable)?;
    let taken: Value = answer
        .body_mut()
        .read_json()
        .map_err(|e| TakeRefused::BadAnswer(e.to_string()))?;
    install(data_dir, &name, &taken)
}
