//! The device file beside each copy (`<journal>.device`): the device that
//! writes the journal now, then the devices that wrote it before a move. It is
//! replaced whole on the store's [`Disk`], so a move is kept or not, never half.

use std::io;
use std::path::{Path, PathBuf};

use crate::disk::Disk;

use super::lines::joined;

/// Whether `device` may be a device id: 16–64 letters and digits.
pub(super) fn valid(device: &str) -> bool {
    (16..=64).contains(&device.len()) && device.chars().all(|c| c.is_ascii_alphanumeric())
}

/// A short tag of a device id: four letters of its SHA-256, so the jury
/// tells two devices apart and no one learns the id from it.
pub fn tag(device: &str) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, device.as_bytes());
    digest.as_ref()[..2]
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect()
}

/// The device file of journal `name` in `dir`.
fn file(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.device"))
}

/// Replaces the device file of journal `name`: `device` writes it now,
/// `former` wrote it before a move.
pub(super) fn write(
    disk: &impl Disk,
    dir: &Path,
    name: &str,
    device: &str,
    former: &[String],
) -> io::Result<()> {
    let text = joined(std::iter::once(device).chain(former.iter().map(String::as_str)));
    let path = file(dir, name);
    disk.replace(&path, &text)?;
    // A device's id proves it to the hall: this account's alone.
    if let Err(e) = disk.keep_private(&path) {
        log::warn!("{}: not made private: {e}", path.display());
    }
    Ok(())
}

/// The device that writes journal `name` now, and the former ones.
pub(super) fn read(
    disk: &impl Disk,
    dir: &Path,
    name: &str,
) -> Result<(String, Vec<String>), String> {
    let bytes = disk.read(&file(dir, name)).map_err(|e| e.to_string())?;
    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    let mut devices = text.lines().map(str::to_owned);
    let device = devices.next().ok_or("no device")?;
    Ok((device, devices.collect()))
}
