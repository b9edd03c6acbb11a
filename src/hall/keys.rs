//! The tables' keys: one per table of the draw, made the first time the
//! hall needs it (a table card printed, the jury's page drawn), kept in
//! `DIR/table-keys.json` (written whole through the hall's [`Disk`], so a
//! second copy keeps the same keys), renewed by the jury when a tablet is
//! lost (the old key is then refused, and said to be revoked). A table's
//! key lets its tablet write only its own table's games (`role.rs`); the
//! jury's key stays the jury's. `docs/hall.md`, "Who is asking".

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use serde::{Deserialize, Serialize};

use crate::disk::{Disk, Native};
use crate::wire::TableNo;

/// The tables' keys' file in the hall's folder.
pub const FILE: &str = "table-keys.json";

/// The letters of a key: a person can read them out (no 0/O, 1/I).
const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A table's key is longer than the jury's eight letters, so the two are
/// never confused when read out.
const TABLE_KEY_LEN: usize = 10;

/// The file as stored.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct Kept {
    /// Each table's key now.
    tables: BTreeMap<TableNo, String>,
    /// Keys the jury replaced, with their table: refused, and said to be.
    #[serde(default)]
    revoked: BTreeMap<String, TableNo>,
}

/// What a key is among the tables' keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// Table `n`'s key now.
    Table(TableNo),
    /// A key of table `n` the jury replaced.
    Revoked(TableNo),
    /// No table's key.
    None,
}

/// The tables' keys in the hall, on a [`Disk`].
#[derive(Debug)]
pub struct TableKeys<D = Native> {
    disk: D,
    path: PathBuf,
    kept: Mutex<Kept>,
}

impl<D: Disk> TableKeys<D> {
    /// The keys kept in `dir/table-keys.json` on `disk` (none yet: no
    /// file). A file that does not read is an error, never replaced: the
    /// tablets hold those keys.
    pub fn open_on(disk: D, dir: &Path) -> Result<Self, String> {
        let path = dir.join(FILE);
        let kept = if disk.exists(&path) {
            let bytes = disk
                .read(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            serde_json::from_slice(&bytes)
                .map_err(|e| format!("{}: not the tables' keys ({e})", path.display()))?
        } else {
            Kept::default()
        };
        Ok(Self {
            disk,
            path,
            kept: Mutex::new(kept),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Kept> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The keys of `tables`, each made (and written, before it is
    /// answered) the first time it is asked for.
    pub fn keys(&self, tables: &[TableNo]) -> Result<Vec<(TableNo, String)>, String> {
        let mut kept = self.lock();
        let mut next = kept.clone();
        for table in tables {
            if !next.tables.contains_key(table) {
                let key = new_key(&next)?;
                next.tables.insert(*table, key);
            }
        }
        if next != *kept {
            self.store(&next)?;
            *kept = next;
        }
        Ok(tables
            .iter()
            .filter_map(|t| kept.tables.get(t).map(|k| (*t, k.clone())))
            .collect())
    }

    /// Table `table`'s key (made the first time).
    pub fn key(&self, table: TableNo) -> Result<String, String> {
        self.keys(&[table])?
            .pop()
            .map(|(_, key)| key)
            .ok_or_else(|| format!("no key for table {table}"))
    }

    /// A new key for `table`; its old key is refused from now on (a lost
    /// tablet). Written before it is answered.
    pub fn renew(&self, table: TableNo) -> Result<String, String> {
        let mut kept = self.lock();
        let mut next = kept.clone();
        let key = new_key(&next)?;
        if let Some(old) = next.tables.insert(table, key.clone()) {
            next.revoked.insert(old, table);
        }
        self.store(&next)?;
        *kept = next;
        Ok(key)
    }

    /// What `key` is among the tables' keys (letters' case ignored):
    /// every key compared in constant time, none skipped, so how long the
    /// answer takes says nothing of how near a guess came.
    pub fn find(&self, key: &str) -> Found {
        let key = key.trim().to_ascii_uppercase();
        let kept = self.lock();
        let mut found = Found::None;
        for (table, k) in &kept.tables {
            if same_key(k, &key) {
                found = Found::Table(*table);
            }
        }
        for (k, table) in &kept.revoked {
            if same_key(k, &key) && found == Found::None {
                found = Found::Revoked(*table);
            }
        }
        found
    }

    fn store(&self, kept: &Kept) -> Result<(), String> {
        let text = serde_json::to_vec_pretty(kept).map_err(|e| e.to_string())?;
        self.disk
            .replace(&self.path, &text)
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        if let Err(e) = self.disk.keep_private(&self.path) {
            log::warn!("{}: not made private: {e}", self.path.display());
        }
        Ok(())
    }
}

/// A new key, unlike every key `kept` knows (now or revoked).
fn new_key(kept: &Kept) -> Result<String, String> {
    loop {
        let key = random_key(TABLE_KEY_LEN)?;
        let known = kept.tables.values().any(|k| *k == key) || kept.revoked.contains_key(&key);
        if !known {
            return Ok(key);
        }
    }
}

/// Whether two keys are the same, compared in constant time (a key of
/// another length differs at once: the length is no secret).
pub fn same_key(kept: &str, given: &str) -> bool {
    use subtle::ConstantTimeEq as _;
    bool::from(kept.as_bytes().ct_eq(given.as_bytes()))
}

/// `len` random letters of [`LETTERS`].
pub fn random_key(len: usize) -> Result<String, String> {
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a key: {e}"))?;
    Ok(bytes
        .iter()
        .map(|b| char::from(LETTERS[usize::from(*b) % LETTERS.len()]))
        .collect())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::disk::{Keyed, Memory};

    #[test]
    fn a_table_key_is_made_once_kept_and_found_again_after_a_restart() {
        let disk = Keyed(Memory::default());
        let dir = Path::new("/hall");
        let keys = TableKeys::open_on(&disk, dir).unwrap();
        let three = keys.key(3).unwrap();
        assert_eq!(three.len(), 10);
        assert_eq!(keys.key(3).unwrap(), three, "asked again: the same key");
        let both = keys.keys(&[3, 4]).unwrap();
        assert_eq!(both[0], (3, three.clone()));
        assert_ne!(both[1].1, three);
        let again = TableKeys::open_on(&disk, dir).unwrap();
        assert_eq!(again.find(&three), Found::Table(3));
        assert_eq!(again.find(&three.to_lowercase()), Found::Table(3));
        assert_eq!(again.find("NOTAKEY"), Found::None);
    }

    #[test]
    fn a_renewed_key_refuses_the_old_one_and_says_it_was_revoked() {
        let disk = Keyed(Memory::default());
        let keys = TableKeys::open_on(&disk, Path::new("/hall")).unwrap();
        let old = keys.key(2).unwrap();
        let new = keys.renew(2).unwrap();
        assert_ne!(old, new);
        assert_eq!(keys.find(&old), Found::Revoked(2));
        assert_eq!(keys.find(&new), Found::Table(2));
        let again = TableKeys::open_on(&disk, Path::new("/hall")).unwrap();
        assert_eq!(again.find(&old), Found::Revoked(2), "after a restart too");
    }

    #[test]
    fn a_broken_keys_file_is_an_error_not_replaced() {
        let disk = Keyed(Memory::default());
        disk.replace(&Path::new("/hall").join(FILE), b"{not json")
            .unwrap();
        let opened = TableKeys::open_on(&disk, Path::new("/hall"));
        assert!(opened.unwrap_err().contains("not the tables' keys"));
    }
}
