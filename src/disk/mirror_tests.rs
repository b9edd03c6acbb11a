#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::{Path, PathBuf};

use super::*;
use crate::disk::level;

/// Every file under `root` with its bytes, by its path under `root`.
fn tree(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let bytes = fs::read(&path).unwrap();
                found.push((path.strip_prefix(root).unwrap().to_owned(), bytes));
            }
        }
    }
    found.sort();
    found
}

/// A main folder and a copy's folder beside it, both empty.
fn folders() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let temp = tempfile::tempdir().unwrap();
    let (main, copy) = (temp.path().join("hall"), temp.path().join("stick"));
    fs::create_dir(&main).unwrap();
    fs::create_dir(&copy).unwrap();
    (temp, main, copy)
}

fn write(root: &Path, file: &str, bytes: &str) {
    let path = root.join(file);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, bytes).unwrap();
}

#[test]
fn each_write_is_made_in_both_folders_as_the_hall_makes_it() {
    let (_temp, main, copy) = folders();
    let disk = Mirror::copied(&main, &copy).unwrap();
    let journals = main.join("journals");
    disk.create_dir_all(&journals).unwrap();
    disk.create_new(&main.join("tournament.jsonl"), b"one\n")
        .unwrap();
    disk.append(&main.join("tournament.jsonl"), b"two\n")
        .unwrap();
    disk.replace(&journals.join("a.device"), b"dev\n").unwrap();
    disk.replace(&journals.join("a.jsonl"), b"game\ncmd\ntor")
        .unwrap();
    disk.truncate(&journals.join("a.jsonl"), 9).unwrap();
    disk.replace(&main.join("key"), b"KEY\n").unwrap();
    disk.rename(&journals.join("a.device"), &journals.join("b.device"))
        .unwrap();
    disk.remove(&journals.join("b.device")).unwrap();
    assert_eq!(tree(&copy), tree(&main));
    assert_eq!(
        tree(&copy),
        vec![
            (PathBuf::from("journals/a.jsonl"), b"game\ncmd\n".to_vec()),
            (PathBuf::from("key"), b"KEY\n".to_vec()),
            (PathBuf::from("tournament.jsonl"), b"one\ntwo\n".to_vec()),
        ]
    );
    let second = disk.second_copy().unwrap();
    assert_eq!((second.dir, second.stopped), (copy, None));
    // Reads are the main disk's.
    fs::write(main.join("key"), b"MAIN\n").unwrap();
    assert_eq!(disk.read(&main.join("key")).unwrap(), b"MAIN\n");
}

#[test]
fn a_copy_that_fails_stops_and_the_main_disk_goes_on() {
    let (_temp, main, copy) = folders();
    let disk = Mirror::copied(&main, &copy).unwrap();
    let journal = main.join("journals").join("a.jsonl");
    disk.create_new(&journal, b"one\n").unwrap();
    // The stick is pulled.
    fs::remove_dir_all(&copy).unwrap();
    disk.append(&journal, b"two\n")
        .expect("the main disk's write stands");
    assert_eq!(fs::read(&journal).unwrap(), b"one\ntwo\n");
    let stopped = disk.second_copy().unwrap().stopped.expect("reported");
    assert_eq!(stopped.file, PathBuf::from("journals/a.jsonl"));
    assert!(!stopped.why.is_empty());
    // Nothing is written there any more: not even a folder made again.
    disk.create_new(&main.join("tournament.jsonl"), b"t\n")
        .unwrap();
    disk.replace(&main.join("key"), b"KEY\n").unwrap();
    assert!(!copy.exists());
    assert_eq!(fs::read(main.join("tournament.jsonl")).unwrap(), b"t\n");
    // The first failure is the one kept.
    assert_eq!(disk.second_copy().unwrap().stopped.unwrap(), stopped);
}

#[test]
fn a_write_the_main_disk_refuses_is_not_made_on_the_copy() {
    let (_temp, main, copy) = folders();
    let disk = Mirror::copied(&main, &copy).unwrap();
    disk.create_new(&main.join("a"), b"one\n").unwrap();
    assert!(disk.create_new(&main.join("a"), b"again\n").is_err());
    assert!(disk.append(&main.join("missing"), b"x").is_err());
    assert_eq!(tree(&copy), tree(&main));
    assert_eq!(disk.second_copy().unwrap().stopped, None);
}

#[test]
fn a_copy_behind_is_brought_level_at_the_start() {
    let (_temp, main, copy) = folders();
    write(&main, "tournament.jsonl", "one\ntwo\nthree\n");
    write(&main, "key", "KEY\n");
    write(&main, "journals/a.jsonl", "game\ncmd\n");
    write(&main, "journals/a.device", "dev\n");
    // The copy stopped after the first line and the key.
    write(&copy, "tournament.jsonl", "one\n");
    write(&copy, "key", "KEY\n");
    // A replacement's leftover is not a file of the hall's.
    write(&copy, "journals/b.device.tmp", "half");
    let found = level(&main, &copy).unwrap();
    assert_eq!(found.copied, 3);
    assert!(found.same_disk, "both in one temporary folder");
    fs::remove_file(copy.join("journals/b.device.tmp")).unwrap();
    assert_eq!(tree(&copy), tree(&main));
    // Level: nothing to copy.
    assert_eq!(level(&main, &copy).unwrap().copied, 0);
    // A new stick: an empty folder, or one still to make on it.
    let fresh = copy.with_file_name("fresh");
    assert_eq!(level(&main, &fresh).unwrap().copied, 4);
    assert_eq!(tree(&fresh), tree(&main));
}

#[test]
fn a_copy_ahead_or_different_is_refused_and_nothing_is_changed() {
    let (_temp, main, copy) = folders();
    write(&main, "tournament.jsonl", "one\ntwo\n");
    write(&main, "journals/a.jsonl", "game\n");
    // The copy went on as a hall's data dir: more lines.
    write(&copy, "tournament.jsonl", "one\ntwo\nthree\n");
    let (main_before, copy_before) = (tree(&main), tree(&copy));
    assert_eq!(
        level(&main, &copy),
        Err(Unlevel::Ahead {
            file: PathBuf::from("tournament.jsonl")
        })
    );
    assert!(Mirror::copied(&main, &copy).is_err());
    assert_eq!((tree(&main), tree(&copy)), (main_before, copy_before));
    // A file the data dir does not have.
    write(&copy, "tournament.jsonl", "one\n");
    write(&copy, "journals/b.jsonl", "game\n");
    assert_eq!(
        level(&main, &copy),
        Err(Unlevel::Ahead {
            file: PathBuf::from("journals/b.jsonl")
        })
    );
    // Other bytes: which one went on cannot be told.
    fs::remove_file(copy.join("journals/b.jsonl")).unwrap();
    write(&copy, "journals/a.jsonl", "other\n");
    assert_eq!(
        level(&main, &copy),
        Err(Unlevel::Differs {
            file: PathBuf::from("journals/a.jsonl")
        })
    );
    assert_eq!(fs::read(copy.join("tournament.jsonl")).unwrap(), b"one\n");
}

#[test]
fn the_copy_is_a_folder_of_its_own_on_a_stick_that_is_in() {
    let (_temp, main, copy) = folders();
    assert_eq!(level(&main, &main), Err(Unlevel::Same));
    assert_eq!(level(&main, &main.join("copy")), Err(Unlevel::Inside));
    assert!(!main.join("copy").exists());
    assert_eq!(level(&copy.join("hall"), &copy), Err(Unlevel::Inside));
    let unplugged = copy.join("usb").join("hall");
    assert_eq!(
        level(&main, &unplugged),
        Err(Unlevel::NoFolder {
            parent: copy.join("usb")
        })
    );
    assert!(!copy.join("usb").exists());
}
