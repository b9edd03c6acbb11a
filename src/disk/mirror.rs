//! A second copy of a folder on another disk (`hall --copy-to`, a USB
//! stick): every write under the main folder is made on the main disk, then
//! the same write, at the same path under the copy's folder, on the copy's
//! disk, before it returns; reads are the main disk's. A copy that refuses
//! a write is stopped for the rest of the run (it is behind from then on,
//! and a later write there would leave it with holes): the write stands on
//! the main disk, the failure is logged once and kept in
//! [`SecondCopy::stopped`] for the jury's pages. Brought level again at the
//! next start ([`super::level`]).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, Local};

use super::contract::Disk;
use super::level::{Level, Unlevel, level};
use super::native::Native;

/// Files under `root` on a main disk, every write made on a second copy too
/// (when there is one).
#[derive(Debug, Clone)]
pub struct Mirror<M = Native, C = Native> {
    main: M,
    root: PathBuf,
    copy: Option<Arc<Second<C>>>,
}

/// The second copy: its disk, its folder, and how it stands.
#[derive(Debug)]
struct Second<C> {
    disk: C,
    root: PathBuf,
    level: Level,
    stopped: Mutex<Option<Stopped>>,
}

/// How the second copy stands, for the hall's pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecondCopy {
    /// Its folder.
    pub dir: PathBuf,
    /// How it was found and brought level at the start.
    pub level: Level,
    /// Why it stopped, if it did: nothing is written there since.
    pub stopped: Option<Stopped>,
}

/// The write the second copy refused, after which it was left behind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stopped {
    /// When (the wall clock).
    pub at: DateTime<Local>,
    /// The file, as named under both folders (`journals/…`).
    pub file: PathBuf,
    /// What the disk said.
    pub why: String,
}

impl Mirror {
    /// The files under `root` on the machine's file system, with no copy.
    pub fn alone(root: &Path) -> Self {
        Self::single(Native, root)
    }

    /// The files under `root` on the machine's file system, each write
    /// made under `copy_root` too, once that copy is brought level with
    /// `root` ([`level`]); refused, with nothing changed, when it cannot be.
    pub fn copied(root: &Path, copy_root: &Path) -> Result<Self, Unlevel> {
        let level = level(root, copy_root)?;
        Ok(Self::new(Native, root, Native, copy_root, level))
    }
}

impl<M: Disk> Mirror<M> {
    /// The files under `root` on `main`, with no copy.
    pub fn single(main: M, root: &Path) -> Self {
        Self {
            main,
            root: root.to_owned(),
            copy: None,
        }
    }
}

impl<M: Disk, C: Disk> Mirror<M, C> {
    /// The files under `root` on `main`, each write made under `copy_root`
    /// on `copy` too, a copy found at the start as `level` says (shown, not
    /// used: level it first).
    pub fn new(main: M, root: &Path, copy: C, copy_root: &Path, level: Level) -> Self {
        Self {
            main,
            root: root.to_owned(),
            copy: Some(Arc::new(Second {
                disk: copy,
                root: copy_root.to_owned(),
                level,
                stopped: Mutex::new(None),
            })),
        }
    }

    /// The main folder (the hall's data dir).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// How the second copy stands; `None` without one.
    pub fn second_copy(&self) -> Option<SecondCopy> {
        self.copy.as_ref().map(|second| SecondCopy {
            dir: second.root.clone(),
            level: second.level,
            stopped: second.stopped().clone(),
        })
    }

    /// Makes on the copy the write just made on the main disk at `paths`
    /// (each rebased under the copy's folder), unless the copy has stopped;
    /// a refusal stops it.
    fn also<const N: usize>(
        &self,
        paths: [&Path; N],
        write: impl FnOnce(&C, [PathBuf; N]) -> io::Result<()>,
    ) {
        let Some(second) = &self.copy else {
            return;
        };
        if second.stopped().is_some() {
            return;
        }
        if let Some(outside) = paths.iter().find(|p| !p.starts_with(&self.root)) {
            let why = format!("not under the data dir {}", self.root.display());
            second.stop(outside.to_path_buf(), why);
            return;
        }
        let relative = paths.map(|p| p.strip_prefix(&self.root).unwrap_or(p).to_path_buf());
        let file = relative.first().cloned().unwrap_or_default();
        if let Err(e) = write(&second.disk, relative.map(|rel| second.root.join(rel))) {
            second.stop(file, e.to_string());
        }
    }
}

impl<C> Second<C> {
    fn stopped(&self) -> MutexGuard<'_, Option<Stopped>> {
        self.stopped.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Stops the copy (once: the first failure is the one kept and logged).
    fn stop(&self, file: PathBuf, why: String) {
        let mut stopped = self.stopped();
        if stopped.is_some() {
            return;
        }
        log::error!(
            "THE SECOND COPY STOPPED: {} was not written in {}: {why}. The hall goes on with its data dir only; \
             nothing more is written to the copy. Restart the hall with --copy-to an empty folder on a stick to have a second copy again.",
            file.display(),
            self.root.display()
        );
        *stopped = Some(Stopped {
            at: Local::now(),
            file,
            why,
        });
    }
}

impl<M: Disk, C: Disk> Disk for Mirror<M, C> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        self.main.read(path)
    }

    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.main.replace(path, bytes)?;
        self.also([path], |copy, [p]| copy.replace(&p, bytes));
        Ok(())
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.main.create_new(path, bytes)?;
        self.also([path], |copy, [p]| copy.create_new(&p, bytes));
        Ok(())
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.main.append(path, bytes)?;
        self.also([path], |copy, [p]| copy.append(&p, bytes));
        Ok(())
    }

    fn truncate(&self, path: &Path, len: usize) -> io::Result<()> {
        self.main.truncate(path, len)?;
        self.also([path], |copy, [p]| copy.truncate(&p, len));
        Ok(())
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        self.main.list(dir)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.main.rename(from, to)?;
        self.also([from, to], |copy, [from, to]| copy.rename(&from, &to));
        Ok(())
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        self.main.remove(path)?;
        // Gone from the copy is what is wanted, however it got there.
        self.also([path], |copy, [p]| match copy.remove(&p) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            done => done,
        });
        Ok(())
    }

    fn exists(&self, path: &Path) -> bool {
        self.main.exists(path)
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        self.main.create_dir_all(dir)?;
        self.also([dir], |copy, [d]| copy.create_dir_all(&d));
        Ok(())
    }

    /// The main folder's file only: the second copy is often a stick
    /// whose file system has no modes (`hall::start` says so once).
    fn keep_private(&self, path: &Path) -> io::Result<bool> {
        self.main.keep_private(path)
    }
}

#[cfg(test)]
#[path = "mirror_tests.rs"]
mod tests;
