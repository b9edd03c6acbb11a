//! The games the jury archived from the hall view (`journals/archived`):
//! one journal name a line, replaced whole on the store's [`Disk`] at each
//! change, so an archive is kept or not, never half. An archived game's
//! copy stays on disk as it was; the hall view hides its card and counts
//! it apart, and the jury can restore it.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use crate::disk::Disk;

use super::lines::joined;

/// The archive's file in the journals' folder `dir`.
fn file(dir: &Path) -> PathBuf {
    dir.join("archived")
}

/// The journals archived, as on disk.
#[derive(Debug, Default)]
pub(super) struct Archived(Mutex<BTreeSet<String>>);

impl Archived {
    /// The journals archived in `dir` (none without the file).
    pub(super) fn read(disk: &impl Disk, dir: &Path) -> io::Result<Self> {
        let path = file(dir);
        if !disk.exists(&path) {
            return Ok(Self::default());
        }
        let bytes = disk.read(&path)?;
        let names = String::from_utf8_lossy(&bytes)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect();
        Ok(Self(Mutex::new(names)))
    }

    fn lock(&self) -> MutexGuard<'_, BTreeSet<String>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The journals archived now.
    pub(super) fn names(&self) -> BTreeSet<String> {
        self.lock().clone()
    }

    /// Archives `name` (`archive`) or restores it: the file in `dir`
    /// replaced first, then the list; a refused write changes nothing.
    pub(super) fn set(
        &self,
        disk: &impl Disk,
        dir: &Path,
        name: &str,
        archive: bool,
    ) -> io::Result<()> {
        let mut names = self.lock();
        let mut next = names.clone();
        if archive {
            next.insert(name.to_owned());
        } else {
            next.remove(name);
        }
        if next != *names {
            disk.replace(&file(dir), &joined(next.iter().map(String::as_str)))?;
            *names = next;
        }
        Ok(())
    }
}
