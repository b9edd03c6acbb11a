//! The games archive of a data folder: every journal in `games/`, newest
//! first, read with its results; the result file beside a journal; deleting a
//! game with its result and exports. On the [`Disk`] seam, so Past games,
//! recovery and the command line read the same archive on desktop and in the
//! browser.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};

use crate::disk::{self, Disk};
use crate::heartbeat;
use crate::journal::{self, Read, Record};

/// One game of the archive.
#[derive(Debug)]
pub struct Game {
    /// Its journal.
    pub path: PathBuf,
    /// The journal as read.
    pub read: Read,
}

impl Game {
    /// When setup was left (the game line's `started`).
    pub fn started(&self) -> Option<DateTime<Local>> {
        started(&self.read)
    }

    /// When the journal was last written, by the wall clock of its lines.
    pub fn last_written(&self) -> Option<DateTime<Local>> {
        written(&self.read)
    }

    /// Whether the game has ended (End game, or an offensive-option victory).
    pub fn finished(&self) -> bool {
        journal::replay(&self.read).0.finished()
    }
}

/// When setup was left: the game line's `started`.
fn started(read: &Read) -> Option<DateTime<Local>> {
    match &read.game {
        Record::Game { started, .. } => Some(*started),
        Record::Command { .. } | Record::Result { .. } => None,
    }
}

/// When a journal was last written, by the wall clock of its lines.
pub fn written(read: &Read) -> Option<DateTime<Local>> {
    read.last_wall.max(started(read))
}

/// The games folder of a data folder.
pub fn games_dir(dir: &Path) -> PathBuf {
    dir.join("games")
}

/// Every game in `dir/games` whose journal reads, newest first: by when
/// setup was left; of two started in the same second, the one named `-2`
/// (a longer name) came second.
pub fn list(dir: &Path) -> Vec<Game> {
    let mut games: Vec<Game> = disk::here()
        .list(&games_dir(dir))
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .filter_map(|path| journal::read(&path).ok().map(|read| Game { path, read }))
        .collect();
    games.sort_by_cached_key(|g| {
        let name = g
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        std::cmp::Reverse((g.started(), name.len(), name))
    });
    games
}

/// The game written last (by the wall clock of its lines), if any.
pub fn last_written(dir: &Path) -> Option<Game> {
    list(dir)
        .into_iter()
        .max_by_key(|g| (g.last_written(), g.path.clone()))
}

/// `games/x.jsonl` → `games/x.result.toml`: the jury's result beside its journal.
pub fn result_path(journal: &Path) -> PathBuf {
    journal.with_extension("result.toml")
}

/// Deletes a game from the data folder `dir`: its journal, the result saved
/// beside it and its exports in `reports` (in the browser, also the journal's
/// IndexedDB mirror), and the heartbeat if it names this game (a game left
/// unfinished), so no recovery looks for it. Stops at the first file that
/// cannot go, and names it.
pub fn delete(dir: &Path, journal: &Path) -> Result<(), String> {
    let disk = disk::here();
    let gone = |path: &Path| {
        disk.remove(path)
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    let stem = journal
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned());
    let exports = disk
        .list(&dir.join("reports"))
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()) == stem);
    for path in exports.chain([result_path(journal)]) {
        if disk.exists(&path) {
            gone(&path)?;
        }
    }
    if heartbeat::read(dir).is_some_and(|beat| beat.journal == journal) {
        heartbeat::clear(dir).map_err(|e| format!("heartbeat: {e}"))?;
    }
    // The journal last: while it is there, the game is still listed.
    gone(journal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Command, Ruleset};
    use crate::journal::{Journal, SCHEMA};

    fn game(dir: &Path, name: &str, started: DateTime<Local>) -> Journal {
        let record = Record::Game {
            v: SCHEMA,
            started,
            table: String::new(),
            game: None,
            names: Default::default(),
            ruleset: Box::new(Ruleset::default()),
        };
        crate::disk::here()
            .create_dir_all(&games_dir(dir))
            .expect("games");
        Journal::create(&games_dir(dir).join(name), &record).expect("a journal")
    }

    #[test]
    fn newest_first_by_start_and_the_last_written_by_its_lines() {
        let temp = tempfile::tempdir().expect("a folder");
        let dir = temp.path();
        let t0 = Local::now() - chrono::Duration::hours(3);
        let mut old = game(dir, "a.jsonl", t0);
        game(dir, "b.jsonl", t0 + chrono::Duration::hours(1));
        game(dir, "b-2.jsonl", t0 + chrono::Duration::hours(1));
        let names: Vec<String> = list(dir)
            .iter()
            .map(|g| {
                g.path
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(names, ["b-2.jsonl", "b.jsonl", "a.jsonl"]);
        // The older game goes on (recovered, say): it was written last.
        old.append(0, Local::now(), &Command::StartTurn)
            .expect("a line");
        let last = last_written(dir).expect("a game");
        assert_eq!(last.path, games_dir(dir).join("a.jsonl"));
        assert!(!last.finished());
        assert_eq!(
            result_path(&last.path),
            games_dir(dir).join("a.result.toml")
        );
    }
}
