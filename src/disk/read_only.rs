//! A place for files that is only read: the hall's folder as `friedrich-clock
//! publish` reads it, perhaps while the hall writes it. Reading never
//! changes it: the cuts and folders a reader makes while reading (a torn
//! last line cut off, a missing folder made) are left to the writer, and
//! every other write is refused.

use std::io;
use std::path::{Path, PathBuf};

use super::contract::Disk;

/// `D`, read only.
#[derive(Debug, Clone, Copy, Default)]
pub struct ReadOnly<D>(pub D);

/// The refusal of a write.
fn refused() -> io::Error {
    io::Error::new(io::ErrorKind::PermissionDenied, "read only")
}

impl<D: Disk> Disk for ReadOnly<D> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        self.0.read(path)
    }

    fn replace(&self, _: &Path, _: &[u8]) -> io::Result<()> {
        Err(refused())
    }

    fn create_new(&self, _: &Path, _: &[u8]) -> io::Result<()> {
        Err(refused())
    }

    fn append(&self, _: &Path, _: &[u8]) -> io::Result<()> {
        Err(refused())
    }

    /// Left undone: the reader has cut its own copy of the bytes.
    fn truncate(&self, _: &Path, _: usize) -> io::Result<()> {
        Ok(())
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        self.0.list(dir)
    }

    fn rename(&self, _: &Path, _: &Path) -> io::Result<()> {
        Err(refused())
    }

    fn remove(&self, _: &Path) -> io::Result<()> {
        Err(refused())
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.exists(path)
    }

    /// Left undone: a folder that is not there lists no files.
    fn create_dir_all(&self, _: &Path) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::disk::keyed::{Keyed, Memory};

    #[test]
    fn reading_changes_nothing_and_writing_is_refused() {
        let memory = Keyed(Memory::default());
        let path = Path::new("/hall/journals/a.jsonl");
        memory.create_new(path, b"{}\n{\"torn").unwrap();
        let reader = ReadOnly(&memory);
        reader.truncate(path, 3).unwrap();
        reader.create_dir_all(Path::new("/hall/new")).unwrap();
        assert_eq!(reader.read(path).unwrap(), b"{}\n{\"torn");
        assert!(reader.append(path, b"x").is_err());
        assert!(reader.replace(path, b"x").is_err());
        assert!(reader.remove(path).is_err());
        assert_eq!(memory.read(path).unwrap(), b"{}\n{\"torn");
    }
}
