//! The table's side of the hall (desktop and `headless`): a thread that copies
//! the journal's complete lines to the hall, byte for byte, after they are on
//! the local disk. It never holds the game up: offline, it retries every two
//! seconds and catches up; moved, it stops. Also: a game taken over from the
//! hall onto this device (`continue_from`). Protocol: `docs/hall.md`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::Local;
use serde_json::{Value, json};

use crate::disk::{self, Disk};
use crate::engine::Ms;
use crate::heartbeat::{self, Heartbeat};
use crate::journal;
use crate::session::{Courier, HallStatus};

/// How often an idle table tells the hall it is alive.
const ALIVE_EVERY: Duration = Duration::from_secs(5);
/// How long an offline table waits before it tries again.
const RETRY: Duration = Duration::from_secs(2);
/// The most lines in one push.
const BATCH: usize = 500;

/// Where a table ships its journal: the hall's address and the tournament key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallAddress {
    /// `http://host:port`, without a trailing slash.
    pub url: String,
    /// The tournament key the hall showed at its start.
    pub key: String,
}

impl HallAddress {
    /// An address from what a person typed: `host:port` gets `http://`.
    pub fn new(url: &str, key: &str) -> Self {
        let url = url.trim().trim_end_matches('/');
        let url = if url.contains("://") {
            url.to_owned()
        } else {
            format!("http://{url}")
        };
        Self {
            url,
            key: key.trim().to_owned(),
        }
    }
}

/// This device's id for the hall, kept in the data directory (`device`), made
/// on first use: the hall binds each game to the device that writes it.
pub fn device_id(data_dir: &Path) -> Result<String, String> {
    let path = data_dir.join("device");
    if let Ok(text) = disk::read_to_string(&path) {
        let id = text.trim();
        if id.len() >= 16 {
            return Ok(id.to_owned());
        }
    }
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a device id: {e}"))?;
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    disk::here()
        .replace(&path, format!("{id}\n").as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(id)
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(3)))
        .build()
        .into()
}

/// The journal's name in the hall: its file name without `.jsonl`.
pub fn journal_name(journal: &Path) -> String {
    journal
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The courier of one device: its thread ships whatever journal it is told of.
pub struct Shipper {
    tx: Mutex<Sender<(PathBuf, Ms, Instant)>>,
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
    fn written(&self, journal: &Path, t: Ms) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send((journal.to_owned(), t, Instant::now()));
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
    rx: &Receiver<(PathBuf, Ms, Instant)>,
    status: &Mutex<HallStatus>,
    shipped: &AtomicUsize,
) {
    let agent = agent();
    let mut journal: Option<PathBuf> = None;
    let mut clock: (Ms, Instant) = (0, Instant::now());
    let mut acked = 0usize;
    let mut last_sent: Option<Instant> = None;
    let mut wait = ALIVE_EVERY;
    let set = |s: HallStatus| {
        if let Ok(mut held) = status.lock() {
            *held = s;
        }
    };
    loop {
        let mut gone = false;
        match rx.recv_timeout(wait) {
            Ok((path, t, at)) => {
                if journal.as_ref() != Some(&path) {
                    acked = 0;
                    shipped.store(0, Ordering::SeqCst);
                    set(HallStatus::Connecting);
                }
                journal = Some(path);
                clock = (t, at);
                while let Ok((path, t, at)) = rx.try_recv() {
                    journal = Some(path);
                    clock = (t, at);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => gone = true,
        }
        let Some(path) = &journal else {
            if gone {
                return;
            }
            continue;
        };
        if status.lock().map_or(true, |s| *s == HallStatus::Moved) {
            if gone {
                return;
            }
            wait = ALIVE_EVERY;
            continue;
        }
        let lines = complete_lines(path);
        let due = last_sent.is_none_or(|at| at.elapsed() >= ALIVE_EVERY);
        if lines.len() <= acked && !due {
            if gone {
                return;
            }
            wait = ALIVE_EVERY.saturating_sub(last_sent.map_or(Duration::ZERO, |at| at.elapsed()));
            continue;
        }
        let batch = &lines[acked.min(lines.len())..lines.len().min(acked + BATCH)];
        let t = clock.0 + Ms::try_from(clock.1.elapsed().as_millis()).unwrap_or(0);
        let body = json!({"device": device, "from": acked + 1, "lines": batch, "t": t});
        let url = format!("{}/api/journals/{}", hall.url, journal_name(path));
        let answer = agent
            .post(&url)
            .header("X-Tournament-Key", &hall.key)
            .send_json(&body);
        wait = match answer {
            Err(e) => {
                log::info!("hall offline: {e}");
                set(HallStatus::Offline);
                RETRY
            }
            Ok(mut answer) => {
                last_sent = Some(Instant::now());
                let code = answer.status().as_u16();
                let value: Value = answer.body_mut().read_json().unwrap_or(Value::Null);
                match (code, value["error"].as_str()) {
                    (200, _) => {
                        acked = line_number(&value["next"]).map_or(acked, |n| n.saturating_sub(1));
                        shipped.store(acked, Ordering::SeqCst);
                        if acked >= lines.len() {
                            set(HallStatus::Online);
                            ALIVE_EVERY
                        } else {
                            Duration::ZERO
                        }
                    }
                    (_, Some("gap")) => {
                        acked = line_number(&value["expected"]).map_or(0, |n| n.saturating_sub(1));
                        Duration::ZERO
                    }
                    (_, Some("moved")) => {
                        log::warn!("the hall says this game has moved to another device");
                        set(HallStatus::Moved);
                        ALIVE_EVERY
                    }
                    _ => {
                        let why = value["message"].as_str().unwrap_or("no answer").to_owned();
                        log::warn!("the hall refused this table's lines: {why} ({code})");
                        set(HallStatus::Refused(why));
                        RETRY * 5
                    }
                }
            }
        };
        if gone && (acked >= lines.len() || wait != Duration::ZERO) {
            return;
        }
    }
}

/// A line number in the hall's answer.
fn line_number(value: &Value) -> Option<usize> {
    value.as_u64().and_then(|n| usize::try_from(n).ok())
}

/// The journal's complete lines (each ended by `\n`), as bytes become text.
fn complete_lines(path: &Path) -> Vec<String> {
    let Ok(bytes) = disk::here().read(path) else {
        return Vec::new();
    };
    let end = bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    String::from_utf8_lossy(&bytes[..end])
        .split_terminator('\n')
        .map(str::to_owned)
        .collect()
}

/// Takes table `table`'s unfinished game (or the journal of that name) over
/// from the hall onto this device: its journal into `data_dir/games/` and a
/// heartbeat at the moment the hall last heard the old device, so the usual
/// recovery screen comes next. Returns the journal's path.
pub fn continue_from(hall: &HallAddress, table: &str, data_dir: &Path) -> Result<PathBuf, String> {
    let games = data_dir.join("games");
    std::fs::create_dir_all(&games).map_err(|e| format!("{}: {e}", games.display()))?;
    let device = device_id(data_dir)?;
    let agent = agent();
    let url = format!("{}/api/tables", hall.url);
    let mut answer = agent
        .get(&url)
        .header("X-Tournament-Key", &hall.key)
        .call()
        .map_err(|e| format!("cannot reach the hall at {}: {e}", hall.url))?;
    let listing: Value = answer
        .body_mut()
        .read_json()
        .map_err(|e| format!("the hall's answer: {e}"))?;
    if let Some(why) = listing["message"].as_str() {
        return Err(format!("the hall refused: {why}"));
    }
    let tables = listing["tables"].as_array().cloned().unwrap_or_default();
    let name = tables
        .iter()
        .filter(|t| t["journal"] == table || (t["table"] == table && t["finished"] == false))
        .max_by_key(|t| t["started"].as_str().map(str::to_owned))
        .and_then(|t| t["journal"].as_str())
        .ok_or_else(|| format!("the hall has no unfinished game of table {table}"))?
        .to_owned();
    let url = format!("{}/api/journals/{name}/take", hall.url);
    let mut answer = agent
        .post(&url)
        .header("X-Tournament-Key", &hall.key)
        .send_json(json!({"device": device}))
        .map_err(|e| format!("cannot reach the hall at {}: {e}", hall.url))?;
    let taken: Value = answer
        .body_mut()
        .read_json()
        .map_err(|e| format!("the hall's answer: {e}"))?;
    if let Some(why) = taken["message"].as_str() {
        return Err(format!("the hall refused: {why}"));
    }
    let text = taken["journal"]
        .as_str()
        .ok_or("the hall sent no journal")?;
    let t = taken["t"].as_u64().unwrap_or(0);
    let silent = taken["silent_ms"].as_i64().unwrap_or(0);
    let path = games.join(format!("{name}.jsonl"));
    let disk = disk::here();
    disk.replace(&path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let beat = Heartbeat {
        v: journal::SCHEMA,
        journal: path.clone(),
        t,
        wall: Local::now() - chrono::Duration::milliseconds(silent),
    };
    heartbeat::write(data_dir, &beat).map_err(|e| format!("heartbeat: {e}"))?;
    Ok(path)
}
