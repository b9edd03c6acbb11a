//! What every place for files does, as the app uses it.

use std::io;
use std::path::{Path, PathBuf};

/// A place for files, as the app uses them.
pub trait Disk {
    /// The whole file.
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Replaces the file whole: a crash or a power cut leaves either the old
    /// version or the new one, never half of each.
    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Creates a new file with `bytes`; fails if it exists.
    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Appends `bytes` to an existing file, durably.
    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Cuts an existing file to its first `len` bytes, durably, in place.
    fn truncate(&self, path: &Path, len: usize) -> io::Result<()>;
    /// The files directly in `dir` (none if it does not exist).
    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>>;
    /// Moves a file.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes a file; a missing file is an error of kind `NotFound`.
    fn remove(&self, path: &Path) -> io::Result<()>;
    /// Whether the file exists.
    fn exists(&self, path: &Path) -> bool;
    /// Makes sure `dir` can hold files.
    fn create_dir_all(&self, dir: &Path) -> io::Result<()>;
}
