//! Files as entries of a key-value store (the browser's `localStorage`): the
//! key is the file's path, the value its text. A store's single write is
//! atomic, so replacing a file needs no temporary one, and an append (the
//! value read, extended and set whole) is all or nothing.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use super::contract::Disk;

/// A key-value store of text.
pub trait Shelf {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Sets `key` to `value`; an error (the store is full) says why.
    fn set(&self, key: &str, value: &str) -> Result<(), String>;
    /// Removes `key`.
    fn remove(&self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// Files kept in a [`Shelf`].
#[derive(Debug, Clone, Default)]
pub struct Keyed<S>(pub S);

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

fn text(bytes: &[u8]) -> io::Result<&str> {
    std::str::from_utf8(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

fn not_found(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("{} is not in the browser's storage", path.display()),
    )
}

impl<S: Shelf> Keyed<S> {
    fn set(&self, path: &Path, value: &str) -> io::Result<()> {
        self.0
            .set(&key(path), value)
            .map_err(|why| io::Error::new(io::ErrorKind::QuotaExceeded, why))
    }
}

impl<S: Shelf> Disk for Keyed<S> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        self.0
            .get(&key(path))
            .map(String::into_bytes)
            .ok_or_else(|| not_found(path))
    }

    fn replace(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.set(path, text(bytes)?)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if self.exists(path) {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("{} exists", path.display()),
            ));
        }
        self.set(path, text(bytes)?)
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut value = self.0.get(&key(path)).ok_or_else(|| not_found(path))?;
        value.push_str(text(bytes)?);
        self.set(path, &value)
    }

    fn truncate(&self, path: &Path, len: usize) -> io::Result<()> {
        let mut value = self
            .0
            .get(&key(path))
            .ok_or_else(|| not_found(path))?
            .into_bytes();
        value.truncate(len);
        self.set(path, text(&value)?)
    }

    fn list(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        let mut files: Vec<PathBuf> = self
            .0
            .keys()
            .into_iter()
            .map(PathBuf::from)
            .filter(|p| p.parent() == Some(dir))
            .collect();
        files.sort();
        Ok(files)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        if from == to {
            return self.read(from).map(|_| ());
        }
        let value = self.0.get(&key(from)).ok_or_else(|| not_found(from))?;
        self.set(to, &value)?;
        self.0.remove(&key(from));
        Ok(())
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        if !self.exists(path) {
            return Err(not_found(path));
        }
        self.0.remove(&key(path));
        Ok(())
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.get(&key(path)).is_some()
    }

    fn create_dir_all(&self, _dir: &Path) -> io::Result<()> {
        Ok(())
    }
}

/// A shelf in memory (tests).
#[derive(Debug, Default)]
pub struct Memory(RefCell<BTreeMap<String, String>>);

impl Shelf for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.0.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        self.0.borrow_mut().insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.0.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.0.borrow().keys().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// A shelf that refuses values over 8 bytes, as a full `localStorage` does.
    #[derive(Default)]
    struct Small(Memory);

    impl Shelf for Small {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get(key)
        }

        fn set(&self, key: &str, value: &str) -> Result<(), String> {
            if value.len() > 8 {
                return Err("the storage is full".to_owned());
            }
            self.0.set(key, value)
        }

        fn remove(&self, key: &str) {
            self.0.remove(key);
        }

        fn keys(&self) -> Vec<String> {
            self.0.keys()
        }
    }

    #[test]
    fn a_write_the_store_refuses_leaves_the_files_as_they_were() {
        let disk = Keyed(Small::default());
        let path = Path::new("j.jsonl");
        disk.create_new(path, b"one\n").unwrap();
        assert_eq!(
            disk.append(path, b"two\nthree\n").map_err(|e| e.kind()),
            Err(io::ErrorKind::QuotaExceeded)
        );
        assert_eq!(disk.read(path).unwrap(), b"one\n");
        assert!(disk.replace(path, b"a longer file").is_err());
        assert_eq!(disk.read(path).unwrap(), b"one\n");
        assert!(disk.create_new(Path::new("k"), b"a longer file").is_err());
        assert!(!disk.exists(Path::new("k")));
    }
}
