//! What every place for files does, as the app and the hall use it.

use std::io;
use std::path::{Path, PathBuf};

/// A place for files, as the app and the hall use them. A write (`replace`,
/// `create_new`, `append`, `truncate`) is durable when it returns `Ok` (on
/// disk, with a new file's entry in its folder), and one that fails changes
/// nothing the next read would see, as far as the disk lets it: the caller
/// may simply try again.
pub trait Disk {
    /// The whole file.
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Replaces the file whole (or makes it): a crash, a power cut or an
    /// error leaves either the old version or the new one, never half of
    /// each, and no other file beside it.
    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Creates a new file with `bytes`; fails if it exists. A failed
    /// creation leaves no file (an existing one as it was).
    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Appends `bytes` to an existing file, durably, all or nothing: a failed
    /// write or sync cuts the file back to what it was, so a retry never
    /// follows half of the bytes.
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
    /// Makes a file readable by this account only (a key, a device id),
    /// where the place has such a thing (mode 600 on Unix); elsewhere
    /// nothing. Whether it changed anything.
    fn keep_private(&self, _path: &Path) -> io::Result<bool> {
        Ok(false)
    }
}

/// A borrowed place for files is the same place (a store and a test can
/// share one disk).
impl<D: Disk + ?Sized> Disk for &D {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        (**self).read(path)
    }

    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        (**self).replace(path, bytes)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        (**self).create_new(path, bytes)
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        (**self).append(path, bytes)
    }

    fn truncate(&self, path: &Path, len: usize) -> io::Result<()> {
        (**self).truncate(path, len)
    }

    fn keep_private(&self, path: &Path) -> io::Result<bool> {
        (**self).keep_private(path)
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        (**self).list(dir)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        (**self).rename(from, to)
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        (**self).remove(path)
    }

    fn exists(&self, path: &Path) -> bool {
        (**self).exists(path)
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        (**self).create_dir_all(dir)
    }
}
