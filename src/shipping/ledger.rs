//! What shipping does on every platform: the lines to send after the ones
//! the hall has acknowledged, what the hall's answer means, and installing a
//! game taken over from the hall.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::disk::{self, Disk};
use crate::engine::Ms;
use crate::heartbeat::{self, Heartbeat};
use crate::journal;
use crate::session::HallStatus;

/// How often an idle table tells the hall it is alive, in ms.
pub const ALIVE_EVERY: Ms = 5_000;
/// How long an offline table waits before it tries again, in ms.
pub const RETRY: Ms = 2_000;
/// The most lines in one push.
const BATCH: usize = 500;

/// Why a game could not be taken over from the hall. The app words it in the
/// interface's language; `Display` is the command line's English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TakeRefused {
    /// No table was named.
    NoTable,
    /// The hall did not answer: its address, and what went wrong.
    Unreachable {
        /// The hall's address.
        url: String,
        /// What the network said.
        detail: String,
    },
    /// The hall refused, saying why (a wrong key, a device still alive).
    Refused(String),
    /// The hall's answer could not be read.
    BadAnswer(String),
    /// The hall has no unfinished game of this table.
    NoGame(String),
    /// This device's copy of the game differs from the hall's: it is kept.
    Differs(PathBuf),
    /// This device could not store the game.
    Storage(String),
}

impl std::fmt::Display for TakeRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NoTable => write!(f, "enter the table's number first"),
            Self::Unreachable { url, detail } => {
                write!(f, "cannot reach the hall at {url}: {detail}")
            }
            Self::Refused(why) => write!(f, "the hall refused: {why}"),
            Self::BadAnswer(why) => write!(f, "the hall's answer: {why}"),
            Self::NoGame(table) => write!(f, "the hall has no unfinished game of table {table}"),
            Self::Differs(path) => write!(
                f,
                "{}: this device's copy of the game differs from the hall's; it is kept as it is",
                path.display()
            ),
            Self::Storage(why) => write!(f, "{why}"),
        }
    }
}

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

    /// Where a journal's lines are pushed.
    pub(super) fn journal_url(&self, journal: &Path) -> String {
        format!("{}/api/journals/{}", self.url, journal_name(journal))
    }
}

/// The journal's name in the hall: its file name without `.jsonl`.
pub fn journal_name(journal: &Path) -> String {
    journal
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// This device's id for the hall, kept in the data directory (`device`),
/// made from `fresh` random bytes on first use.
pub(super) fn device_id_with(
    data_dir: &Path,
    fresh: impl FnOnce() -> Result<[u8; 16], String>,
) -> Result<String, String> {
    let path = data_dir.join("device");
    if let Ok(text) = disk::read_to_string(&path) {
        let id = text.trim();
        if id.len() >= 16 {
            return Ok(id.to_owned());
        }
    }
    let id: String = fresh()?.iter().map(|b| format!("{b:02x}")).collect();
    disk::here()
        .replace(&path, format!("{id}\n").as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(id)
}

/// The journal's complete lines (each ended by `\n`), as bytes become text.
pub(super) fn complete_lines(path: &Path) -> Vec<String> {
    complete_lines_within(path, usize::MAX)
}

/// The complete lines among the journal's first `durable` bytes: a line
/// written after them may not be on disk yet, and a hall holding a line the
/// table then lost (a power cut before its fsync) would refuse the table's
/// next line under that number.
pub(super) fn complete_lines_within(path: &Path, durable: usize) -> Vec<String> {
    let Ok(mut bytes) = disk::here().read(path) else {
        return Vec::new();
    };
    bytes.truncate(durable);
    let end = journal::whole_len(&bytes);
    String::from_utf8_lossy(&bytes[..end])
        .split_terminator('\n')
        .map(str::to_owned)
        .collect()
}

/// The next push: the lines after the `acked` ones (at most a batch), and the
/// table's game time `t` as its heartbeat.
pub(super) fn push_body(device: &str, acked: usize, lines: &[String], t: Ms) -> Value {
    let batch = &lines[acked.min(lines.len())..lines.len().min(acked + BATCH)];
    json!({"device": device, "from": acked + 1, "lines": batch, "t": t})
}

/// What to do after the hall's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Next {
    /// Everything is in the hall: wait for new lines (or the next heartbeat).
    Idle,
    /// Send again now (more lines, or from the line the hall expects).
    Again,
    /// Try again after this many ms.
    Later(Ms),
    /// The game moved: send nothing more.
    Stop,
}

/// Reads the hall's answer (`code`, JSON `value`) to a push when `total`
/// complete lines were on disk: moves `acked` on, and says how the link stands
/// and what comes next.
pub(super) fn answered(
    code: u16,
    value: &Value,
    acked: &mut usize,
    total: usize,
) -> (HallStatus, Next) {
    let number = |v: &Value| v.as_u64().and_then(|n| usize::try_from(n).ok());
    match (code, value["error"].as_str()) {
        (200, _) => {
            // Never past what is here, whatever the answer says.
            *acked = number(&value["next"])
                .map_or(*acked, |n| n.saturating_sub(1))
                .min(total);
            if *acked >= total {
                (HallStatus::Online, Next::Idle)
            } else {
                (HallStatus::Connecting, Next::Again)
            }
        }
        (_, Some("gap")) => {
            *acked = number(&value["expected"])
                .map_or(0, |n| n.saturating_sub(1))
                .min(total);
            (HallStatus::Connecting, Next::Again)
        }
        (_, Some("moved")) => (HallStatus::Moved, Next::Stop),
        _ => {
            let why = value["message"].as_str().unwrap_or("no answer").to_owned();
            (HallStatus::Refused(why), Next::Later(RETRY * 5))
        }
    }
}

/// Picks the game to take over: the journal named `table`, or table
/// `table`'s latest unfinished game, from the hall's `GET /api/tables`.
pub(super) fn choose(listing: &Value, table: &str) -> Result<String, TakeRefused> {
    if let Some(why) = listing["message"].as_str() {
        return Err(TakeRefused::Refused(why.to_owned()));
    }
    let tables = listing["tables"].as_array().cloned().unwrap_or_default();
    tables
        .iter()
        .filter(|t| t["journal"] == table || (t["table"] == table && t["finished"] == false))
        .max_by_key(|t| t["started"].as_str().map(str::to_owned))
        .and_then(|t| t["journal"].as_str())
        .map(str::to_owned)
        .ok_or_else(|| TakeRefused::NoGame(table.to_owned()))
}

/// Puts a game taken from the hall (`taken`: the take's answer) into
/// `data_dir`: its journal, and a heartbeat at the moment the hall last heard
/// the old device, so the usual recovery screen comes next.
pub(super) fn install(data_dir: &Path, name: &str, taken: &Value) -> Result<PathBuf, TakeRefused> {
    if let Some(why) = taken["message"].as_str() {
        return Err(TakeRefused::Refused(why.to_owned()));
    }
    let text = taken["journal"]
        .as_str()
        .ok_or_else(|| TakeRefused::BadAnswer("no journal".to_owned()))?;
    let t = taken["t"].as_u64().unwrap_or(0);
    let silent = taken["silent_ms"].as_i64().unwrap_or(0);
    let path = data_dir.join("games").join(format!("{name}.jsonl"));
    let here = disk::here().read(&path).unwrap_or_default();
    if here.starts_with(text.as_bytes()) && !here.is_empty() {
        // This device has the hall's lines and more (not shipped yet): its
        // own journal goes on, and ships the rest.
    } else if text.as_bytes().starts_with(&here) {
        disk::here()
            .replace(&path, text.as_bytes())
            .map_err(|e| TakeRefused::Storage(format!("{}: {e}", path.display())))?;
    } else {
        return Err(TakeRefused::Differs(path));
    }
    let beat = Heartbeat {
        v: journal::SCHEMA,
        journal: path.clone(),
        t,
        wall: chrono::Local::now() - chrono::Duration::milliseconds(silent),
    };
    heartbeat::write(data_dir, &beat)
        .map_err(|e| TakeRefused::Storage(format!("heartbeat: {e}")))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn only_lines_known_to_be_on_disk_are_shipped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, "one\ntwo\nthree\nfou").unwrap();
        assert_eq!(complete_lines(&path), ["one", "two", "three"]);
        // Told of 8 bytes on disk ("one\ntwo\n"): "three" may still be
        // waiting for its fsync.
        assert_eq!(complete_lines_within(&path, 8), ["one", "two"]);
        assert_eq!(complete_lines_within(&path, 10), ["one", "two"]);
        assert!(complete_lines_within(&path, 0).is_empty());
    }
}
