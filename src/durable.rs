//! Writing small files so that a crash or a power cut leaves either the old
//! version or the new one, never half of each.

use std::io::Write;
use std::path::Path;

/// Replaces `path` with `bytes`: a temporary file beside it is written, flushed
/// to disk and renamed over the old one.
pub fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = std::path::PathBuf::from(tmp);
    {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_data()?;
    }
    std::fs::rename(&tmp, path)
}
