//! A second copy brought level with its main folder before it is written
//! to ([`super::Mirror`]): every file of the main folder (sub-folders
//! included) is compared with the copy's. A copy that has none of it, or
//! only the start of it (it stopped, or is new), gets the main folder's
//! files; a copy that holds more (it was a hall's data dir since) or other
//! bytes is never overwritten: nothing is changed and the hall says which
//! folder to use. Journals only grow, so "the start of it" is the copy's
//! file being the first bytes of the main one.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::contract::Disk;
use super::native::Native;

/// How the copy was found at the start and brought level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Level {
    /// Files copied across (new, or grown on the main disk since).
    pub copied: usize,
    /// The copy is on the same disk as the main folder (it would not
    /// survive that disk).
    pub same_disk: bool,
}

/// Why a second copy cannot be used: nothing was changed in either folder.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unlevel {
    /// The copy's folder is the main folder.
    #[error("the second copy's folder is the data dir itself")]
    Same,
    /// One folder lies inside the other.
    #[error("the second copy's folder and the data dir lie one inside the other")]
    Inside,
    /// The folder that would hold the copy's folder does not exist (the
    /// stick is not in).
    #[error("{}: no such folder", parent.display())]
    NoFolder {
        /// That folder.
        parent: PathBuf,
    },
    /// The copy holds a file, or lines, the main folder does not.
    #[error("the second copy is ahead of the data dir: {}", file.display())]
    Ahead {
        /// The first such file, as named under both folders.
        file: PathBuf,
    },
    /// A file differs, and neither is the start of the other.
    #[error("the second copy differs from the data dir: {}", file.display())]
    Differs {
        /// The first such file, as named under both folders.
        file: PathBuf,
    },
    /// A disk refused.
    #[error("{}: {why}", file.display())]
    Io {
        /// The file or folder.
        file: PathBuf,
        /// What the disk said.
        why: String,
    },
}

fn refused(file: &Path) -> impl Fn(io::Error) -> Unlevel + '_ {
    move |e| Unlevel::Io {
        file: file.to_owned(),
        why: e.to_string(),
    }
}

/// Brings the second copy in `copy` level with `main` (each made if
/// missing; `copy`'s own folder must exist), or says why it cannot be.
pub fn level(main: &Path, copy: &Path) -> Result<Level, Unlevel> {
    fs::create_dir_all(main).map_err(refused(main))?;
    let at_main = canonical(main)?;
    let at_copy = match copy.file_name() {
        Some(name) if !copy.is_dir() => {
            let parent = match copy.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            if !parent.is_dir() {
                return Err(Unlevel::NoFolder {
                    parent: parent.to_owned(),
                });
            }
            canonical(parent)?.join(name)
        }
        _ => canonical(copy)?,
    };
    if at_main == at_copy {
        return Err(Unlevel::Same);
    }
    if at_main.starts_with(&at_copy) || at_copy.starts_with(&at_main) {
        return Err(Unlevel::Inside);
    }
    if !copy.is_dir() {
        fs::create_dir(copy).map_err(refused(copy))?;
    }
    let (mains, copies) = (files(main)?, files(copy)?);
    if let Some(extra) = copies.difference(&mains).next() {
        return Err(Unlevel::Ahead {
            file: extra.clone(),
        });
    }
    let mut behind = Vec::new();
    for file in &mains {
        if !copies.contains(file) {
            behind.push(file);
            continue;
        }
        let (ours, theirs) = (read(&main.join(file))?, read(&copy.join(file))?);
        if ours == theirs {
            continue;
        }
        if ours.starts_with(&theirs) {
            behind.push(file);
        } else if theirs.starts_with(&ours) {
            return Err(Unlevel::Ahead { file: file.clone() });
        } else {
            return Err(Unlevel::Differs { file: file.clone() });
        }
    }
    for file in &behind {
        let to = copy.join(file);
        let bytes = read(&main.join(file))?;
        if let Some(dir) = to.parent() {
            Native.create_dir_all(dir).map_err(refused(dir))?;
        }
        Native.replace(&to, &bytes).map_err(refused(&to))?;
    }
    Ok(Level {
        copied: behind.len(),
        same_disk: same_disk(&at_main, &at_copy),
    })
}

fn canonical(dir: &Path) -> Result<PathBuf, Unlevel> {
    dir.canonicalize().map_err(refused(dir))
}

fn read(path: &Path) -> Result<Vec<u8>, Unlevel> {
    fs::read(path).map_err(refused(path))
}

/// Every file under `root`, sub-folders included, by its path under
/// `root`; a replacement's temporary file (`*.tmp`, never read) left out.
fn files(root: &Path) -> Result<BTreeSet<PathBuf>, Unlevel> {
    let mut found = BTreeSet::new();
    let mut folders = vec![root.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).map_err(refused(&folder))? {
            let entry = entry.map_err(refused(&folder))?;
            let path = entry.path();
            let kind = entry.file_type().map_err(refused(&path))?;
            if kind.is_dir() {
                folders.push(path);
            } else if kind.is_file() && path.extension().is_none_or(|e| e != "tmp") {
                found.insert(path.strip_prefix(root).unwrap_or(&path).to_owned());
            }
        }
    }
    Ok(found)
}

#[cfg(unix)]
fn same_disk(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_disk(_: &Path, _: &Path) -> bool {
    false
}
