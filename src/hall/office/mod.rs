//! The tournament's journal kept by the hall: `DIR/tournament.jsonl`, one
//! [`Line`] of `tournament::book` per line, appended only and only after
//! [`Tournament::apply`] took it (a refused request changes nothing),
//! written through the store's [`Disk`] (fsync before the answer), replayed
//! at start (`tournament::replay`) with a torn last line cut off as the
//! store does for the tables' copies. The office keeps the lock, the disk
//! and the wall clock's stamp; every decision is the tournament's
//! ([`Tournament::decide`] of a typed [`Request`]): one lock, every change checked and written
//! under it.
//!
//! Results flow in from the tables: a copy whose game line names a
//! tournament game brings each of its result lines here once, as a
//! `Reported` entry (a later result line is a later report).

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use chrono::{DateTime, Local};

use crate::disk::{Disk, Native};
use crate::hall::store::{self, Store};
use crate::lang::Lang;
use crate::tournament::GameRef;
use crate::tournament::book::{Entry, Line, SCHEMA, Tournament};
use crate::tournament::replay::replay;
use crate::tournament::request::{Clocks, Request};

mod game;
pub mod public;
mod refused;
pub mod view;

pub use refused::Refused;

/// The tournament journal's file name in the hall's folder (read by
/// `friedrich-clock standings DIR` too).
pub const JOURNAL: &str = "tournament.jsonl";

/// The tournament's journal in the hall, on a [`Disk`].
#[derive(Debug)]
pub struct Office<D = Native> {
    disk: D,
    path: PathBuf,
    book: Mutex<Tournament>,
}

impl Office {
    /// The journal `dir/tournament.jsonl` on the machine's file system.
    pub fn open(dir: &Path) -> Result<Self, String> {
        Self::open_on(Native, dir)
    }
}

impl<D: Disk> Office<D> {
    /// The journal `dir/tournament.jsonl` on `disk`, replayed (none yet: an
    /// empty tournament). A torn last line (the hall killed mid-write, never
    /// acknowledged) is cut off; a line that does not read or is refused
    /// (never one the hall wrote) is skipped with a warning.
    pub fn open_on(disk: D, dir: &Path) -> Result<Self, String> {
        let path = dir.join(JOURNAL);
        let at = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut book = Tournament::default();
        if disk.exists(&path) {
            let mut bytes = disk.read(&path).map_err(at)?;
            let whole = crate::journal::whole_len(&bytes);
            if whole < bytes.len() {
                bytes.truncate(whole);
                disk.truncate(&path, whole).map_err(at)?;
            }
            let replayed = replay(&String::from_utf8_lossy(&bytes));
            for w in &replayed.warnings {
                let said = crate::words::office::replay_warning(Lang::En, w);
                log::warn!("{}: {said}", path.display());
            }
            book = replayed.tournament;
        }
        Ok(Self {
            disk,
            path,
            book: Mutex::new(book),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Tournament> {
        self.book
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The tournament now.
    pub fn tournament(&self) -> Tournament {
        self.lock().clone()
    }

    /// The journal's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Decides `request` against the tournament as it is and `clocks`
    /// (what the confirmed game's journals know), under one lock, and
    /// appends the entries it makes (all or none) stamped `wall`; returns
    /// the tournament after them. A draw or lot must be seeded first
    /// ([`Request::seeded`]).
    pub fn write(
        &self,
        request: &Request,
        clocks: &Clocks,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        let entries = book.decide(request, clocks)?;
        self.write_locked(&mut book, entries, wall)
    }

    fn write_locked(
        &self,
        book: &mut Tournament,
        entries: Vec<Entry>,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut t = book.clone();
        let mut bytes = Vec::new();
        for entry in entries {
            let line = Line {
                v: SCHEMA,
                wall,
                entry,
            };
            t.apply(&line).map_err(Refused::Book)?;
            let text = serde_json::to_string(&line).map_err(|e| Refused::Io(e.to_string()))?;
            bytes.extend_from_slice(text.as_bytes());
            bytes.push(b'\n');
        }
        if !bytes.is_empty() {
            let written = if self.disk.exists(&self.path) {
                self.disk.append(&self.path, &bytes)
            } else {
                self.disk.create_new(&self.path, &bytes)
            };
            written.map_err(|e| Refused::Io(e.to_string()))?;
        }
        *book = t.clone();
        Ok(t)
    }

    /// Reports the result lines of table journal `name` not reported yet,
    /// when its game line names a tournament game; returns how many were
    /// reported. A report the tournament refuses (no draw yet, no such game)
    /// waits for the next time: nothing is written.
    pub fn hear(
        &self,
        name: &str,
        copy: &std::sync::Mutex<store::Copy>,
        wall: DateTime<Local>,
    ) -> Result<usize, Refused> {
        let (game, results) = {
            let copy = store::lock(copy);
            let saved = copy.saved_at.iter().copied();
            (
                tournament_game(&copy.game),
                saved.zip(copy.results.iter().cloned()).collect(),
            )
        };
        let Some(game) = game else {
            return Ok(0);
        };
        let mut book = self.lock();
        let entries = book.hearing(name, game, results);
        let count = entries.len();
        if count > 0 {
            self.write_locked(&mut book, entries, wall)?;
        }
        Ok(count)
    }

    /// [`Office::hear`] for every copy in `store` (at start, and once the
    /// round is drawn); what is refused waits, and is logged.
    pub fn hear_all<S: Disk>(&self, store: &Store<S>, wall: DateTime<Local>) {
        for (name, copy) in store.all() {
            if let Err(e) = self.hear(&name, &copy, wall) {
                log::debug!("{name}: result not reported yet: {e}");
            }
        }
    }
}

impl<D: Disk> Office<D> {
    /// The table journals of `store` (not archived) whose game line names
    /// a game that is not in the tournament's draw (nor the final once
    /// seated): their results are not reported, the jury is told.
    pub fn outside_draw<S: Disk>(&self, store: &Store<S>) -> Vec<(String, GameRef)> {
        let t = self.lock();
        let archived = store.archived();
        store
            .cards()
            .into_iter()
            .filter(|(name, _)| !archived.contains(name))
            .filter_map(|(name, card)| {
                let game = card.game()?;
                (!t.has_game(game)).then_some((name, game))
            })
            .collect()
    }
}

pub use crate::hall::copy::tournament_game;

#[cfg(test)]
mod asks;
#[cfg(test)]
mod tests;
