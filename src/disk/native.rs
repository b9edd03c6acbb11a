//! The machine's file system, each write flushed to disk (fsync) before it
//! returns, with a new or replaced file's entry in its folder; an append that
//! fails is cut back, a replacement is written beside and renamed over.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::contract::Disk;

/// Files on the machine's file system.
#[derive(Debug, Clone, Copy, Default)]
pub struct Native;

/// Writes `bytes` to `file` and flushes them to disk.
fn write_synced(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_data()
}

/// Runs `write` on `file`; if it fails, cuts the file back to its length
/// before (and flushes that), so a failed append leaves the file as it was.
fn all_or_nothing(
    file: &mut File,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let before = file.metadata()?.len();
    let written = write(file);
    if written.is_err() {
        // The write's error is the one that matters; a disk that refuses
        // this too leaves a torn tail, which readers cut off.
        let _ = file.set_len(before).and_then(|()| file.sync_data());
    }
    written
}

/// Puts the entries of the folder holding `path` (a new file, a rename) on
/// disk. Only where a folder can be opened and synced (Unix).
fn sync_folder_of(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        Ok(())
    }
}

impl Disk for Native {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        fs::read(path)
    }

    #[cfg(unix)]
    fn keep_private(&self, path: &Path) -> io::Result<bool> {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = fs::metadata(path)?.permissions().mode() & 0o777;
        if mode == 0o600 {
            return Ok(false);
        }
        fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
        Ok(true)
    }

    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        // A temporary file beside it, written, flushed, then renamed over it.
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let done = File::create(&tmp)
            .and_then(|file| write_synced(file, bytes))
            .and_then(|()| fs::rename(&tmp, path));
        if done.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        done?;
        sync_folder_of(path)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        let file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(path)?;
        let done = write_synced(file, bytes).and_then(|()| sync_folder_of(path));
        if done.is_err() {
            let _ = fs::remove_file(path);
        }
        done
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = OpenOptions::new().append(true).open(path)?;
        all_or_nothing(&mut file, |file| {
            file.write_all(bytes)?;
            file.sync_data()
        })
    }

    fn truncate(&self, path: &Path, len: usize) -> io::Result<()> {
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(u64::try_from(len).unwrap_or(u64::MAX))?;
        file.sync_all()
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        let entries = match fs::read_dir(dir) {
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
        // On the disk once it returns, as a write is: the folders synced.
        fs::rename(from, to)?;
        sync_folder_of(to)?;
        if from.parent() != to.parent() {
            sync_folder_of(from)?;
        }
        Ok(())
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)?;
        sync_folder_of(path)
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        fs::create_dir_all(dir)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn an_append_that_fails_halfway_is_cut_back_to_the_file_as_it_was() {
        let temp = tempfile::tempdir().unwrap();
        let path = temp.path().join("j.jsonl");
        Native.create_new(&path, b"one\n").unwrap();
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        // Half the line reaches the file, then the disk refuses.
        let failed = all_or_nothing(&mut file, |file| {
            file.write_all(b"tw")?;
            Err(io::Error::other("the disk is full"))
        });
        assert!(failed.is_err());
        assert_eq!(fs::read(&path).unwrap(), b"one\n");
        // The retry follows the whole lines, not the half.
        Native.append(&path, b"two\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"one\ntwo\n");
    }
}
