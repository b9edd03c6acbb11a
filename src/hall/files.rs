//! The hall's own writes: appending a journal's lines (rolled back if the disk
//! refuses), the device file beside it (replaced atomically), and the folder's
//! entries put on disk.

use std::fs;
use std::io::Write as _;
use std::path::Path;

/// Appends lines, each with its `\n`, and puts them on disk.
pub(super) fn append<'a>(path: &Path, lines: impl Iterator<Item = &'a str>) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    for line in lines {
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
    }
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    // A failed write or sync leaves the file as it was: the table sends the
    // lines again, and they must not follow a half of them.
    let before = file.metadata()?.len();
    let written = file.write_all(&bytes).and_then(|()| file.sync_data());
    if written.is_err() {
        let _ = file.set_len(before).and_then(|()| file.sync_data());
    }
    written
}

/// Puts a folder's entries (a new file, a rename) on disk.
pub(super) fn sync_dir(dir: &Path) -> std::io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

/// The device file beside a journal: the writing device, then former ones.
pub(super) fn write_device(
    dir: &Path,
    name: &str,
    device: &str,
    former: &[String],
) -> std::io::Result<()> {
    let mut text = format!("{device}\n");
    for d in former {
        text.push_str(d);
        text.push('\n');
    }
    let path = dir.join(format!("{name}.device"));
    let temp = dir.join(format!("{name}.device.tmp"));
    let mut file = fs::File::create(&temp)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    fs::rename(&temp, &path)?;
    sync_dir(dir)
}
