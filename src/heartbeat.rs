//! The heartbeat: a small file, replaced atomically every 0.9 s while a
//! game is in progress, saying which game runs and its game time. After a crash
//! or a power cut it tells when the app stopped and so how long the outage was.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use crate::disk::{self, Disk};
use crate::engine::Ms;

/// The heartbeat file's name in the data directory.
pub const FILE: &str = "heartbeat.json";

/// What the heartbeat says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heartbeat {
    /// Format version.
    pub v: u32,
    /// The game's journal.
    pub journal: PathBuf,
    /// Game time when the app was last known alive.
    pub t: Ms,
    /// Wall-clock time then.
    pub wall: DateTime<Local>,
}

/// Replaces the heartbeat atomically (on desktop a temporary file, flushed,
/// then renamed; in the browser one storage write).
pub fn write(dir: &Path, beat: &Heartbeat) -> std::io::Result<()> {
    let text = serde_json::to_vec(beat).map_err(std::io::Error::other)?;
    disk::here().replace(&dir.join(FILE), &text)
}

/// The last heartbeat, if there is a readable one.
pub fn read(dir: &Path) -> Option<Heartbeat> {
    let text = disk::here().read(&dir.join(FILE)).ok()?;
    serde_json::from_slice(&text).ok()
}

/// Removes the heartbeat: no game is in progress any more.
pub fn clear(dir: &Path) -> std::io::Result<()> {
    match disk::here().remove(&dir.join(FILE)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heartbeat_is_replaced_whole_and_read_back() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path();
        let beat = |t| Heartbeat {
            v: 1,
            journal: dir.join("games/g.jsonl"),
            t,
            wall: Local::now(),
        };
        write(dir, &beat(1_000)).unwrap();
        write(dir, &beat(2_000)).unwrap();
        assert_eq!(read(dir).map(|b| b.t), Some(2_000));
        assert!(!dir.join(format!("{FILE}.tmp")).exists());
        clear(dir).unwrap();
        assert_eq!(read(dir), None);
        clear(dir).unwrap();
    }

    #[test]
    fn a_broken_heartbeat_reads_as_none() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), b"{\"v\":1,\"jour").unwrap();
        assert_eq!(read(dir.path()), None);
    }
}
