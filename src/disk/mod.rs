//! Where the app's files live: the journals, the heartbeat, the settings, the
//! results and the exports. On desktop that is the machine's file system
//! ([`Native`]); in the browser it is `localStorage`, one key per file
//! ([`Keyed`] over [`Shelf`]). Everything above this seam reads and writes
//! paths, so the journal, recovery, Past games and the report work the same
//! in both shells; the hall keeps its copies of the tables' journals through
//! it too, and a [`Mirror`] makes each of its writes on a second copy (a
//! USB stick) as well. Each write is done (on disk, or in the browser's storage)
//! before it returns, and a write that fails leaves the file as it was.

mod contract;
mod keyed;
#[cfg(not(target_arch = "wasm32"))]
mod level;
#[cfg(not(target_arch = "wasm32"))]
mod mirror;
mod native;
mod read_only;
#[cfg(target_arch = "wasm32")]
mod web;

use std::io;
use std::path::Path;

pub use contract::Disk;
pub use keyed::{Keyed, Memory, Shelf};
#[cfg(not(target_arch = "wasm32"))]
pub use level::{Level, Unlevel, level};
#[cfg(not(target_arch = "wasm32"))]
pub use mirror::{Mirror, SecondCopy, Stopped};
pub use native::Native;
pub use read_only::ReadOnly;
#[cfg(target_arch = "wasm32")]
pub use web::{
    LocalStorage, mirror_writes_pending, offer, on_disk, restore_journals, when_mirror_write_ends,
};

/// This platform's files: the file system on desktop.
#[cfg(not(target_arch = "wasm32"))]
pub fn here() -> Native {
    Native
}

/// This platform's files: the browser's `localStorage`.
#[cfg(target_arch = "wasm32")]
pub fn here() -> Keyed<LocalStorage> {
    Keyed(LocalStorage)
}

/// The file as text.
pub fn read_to_string(path: &Path) -> io::Result<String> {
    String::from_utf8(here().read(path)?).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same steps on both kinds of disk, with the same outcome.
    fn contract(disk: &dyn Disk, root: &Path) {
        let games = root.join("games");
        let a = games.join("a.jsonl");
        disk.create_dir_all(&games).expect("dir");
        assert!(disk.list(&root.join("nothing")).expect("list").is_empty());
        assert!(!disk.exists(&a));
        disk.create_new(&a, b"one\n").expect("create");
        assert_eq!(
            disk.create_new(&a, b"again\n").map_err(|e| e.kind()),
            Err(io::ErrorKind::AlreadyExists),
            "a journal is never started twice"
        );
        assert_eq!(disk.read(&a).expect("read"), b"one\n", "nor overwritten");
        disk.append(&a, b"two\nthr").expect("append");
        disk.truncate(&a, 8).expect("truncate");
        assert_eq!(disk.read(&a).expect("read"), b"one\ntwo\n");
        // A failed append leaves everything as it was: no file made.
        assert!(disk.append(&games.join("missing"), b"x").is_err());
        assert!(!disk.exists(&games.join("missing")));
        disk.replace(&root.join("heartbeat.json"), b"{1}")
            .expect("write");
        disk.replace(&root.join("heartbeat.json"), b"{2}")
            .expect("replace");
        assert_eq!(
            disk.read(&root.join("heartbeat.json")).expect("read"),
            b"{2}"
        );
        // Nothing is left beside a replaced file (a temporary one).
        assert_eq!(
            disk.list(root).expect("list"),
            vec![root.join("heartbeat.json")]
        );
        // Files in sub-folders are not listed with their parent.
        disk.create_new(&games.join("old").join("b.jsonl"), b"b")
            .expect("create in a sub-folder");
        assert_eq!(disk.list(&games).expect("list"), vec![a.clone()]);
        disk.rename(&a, &games.join("c.jsonl")).expect("rename");
        assert!(!disk.exists(&a));
        assert_eq!(
            disk.read(&games.join("c.jsonl")).expect("read"),
            b"one\ntwo\n"
        );
        disk.remove(&games.join("c.jsonl")).expect("remove");
        assert_eq!(
            disk.remove(&games.join("c.jsonl")).map_err(|e| e.kind()),
            Err(io::ErrorKind::NotFound)
        );
        assert_eq!(
            disk.read(&a).map_err(|e| e.kind()),
            Err(io::ErrorKind::NotFound)
        );
    }

    #[test]
    fn the_file_system_keeps_files_as_the_app_expects() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        contract(&Native, temp.path());
    }

    #[test]
    fn a_mirror_keeps_files_as_the_file_system_does_and_its_copy_the_same() {
        let temp = tempfile::tempdir().expect("a temporary folder");
        let (main, copy) = (temp.path().join("main"), temp.path().join("copy"));
        let disk = Mirror::new(Native, &main, Native, &copy, Level::default());
        contract(&disk, &main);
        for file in ["heartbeat.json", "games/old/b.jsonl"] {
            assert_eq!(
                Native.read(&copy.join(file)).expect("on the copy"),
                Native.read(&main.join(file)).expect("on the main disk"),
                "{file}"
            );
        }
        assert!(!copy.join("games/c.jsonl").exists(), "removed on both");
        assert_eq!(disk.second_copy().expect("a copy").stopped, None);
    }

    #[test]
    fn keyed_storage_keeps_files_as_the_file_system_does() {
        contract(&Keyed(Memory::default()), Path::new("friedrich-clock"));
    }
}
