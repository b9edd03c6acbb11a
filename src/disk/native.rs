//! The machine's file system, each write flushed to disk (fsync) before it
//! returns.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::contract::Disk;

/// Files on the machine's file system.
#[derive(Debug, Clone, Copy, Default)]
pub struct Native;

impl Disk for Native {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        std::fs::read(path)
    }

    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        // A temporary file beside it, written, flushed, then renamed over it.
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        {
            let mut file = File::create(&tmp)?;
            file.write_all(bytes)?;
            file.sync_data()?;
        }
        std::fs::rename(&tmp, path)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(path)?;
        file.write_all(bytes)?;
        file.sync_data()
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = OpenOptions::new().append(true).open(path)?;
        file.write_all(bytes)?;
        file.sync_data()
    }

    fn truncate(&self, path: &Path, len: usize) -> io::Result<()> {
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(u64::try_from(len).unwrap_or(u64::MAX))?;
        file.sync_all()
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .map(|e| e.path())
            .collect();
        files.sort();
        Ok(files)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        std::fs::create_dir_all(dir)
    }
}
