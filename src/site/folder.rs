//! The site put into its folder: every page written whole (a temporary
//! file beside it, then renamed over it), so a web server or an upload
//! that reads the folder meanwhile finds each page either as it was or as
//! it is now, never half of one. Nothing else in the folder is touched: a
//! club's own files beside the site stay. And the site never goes where it
//! would carry the hall's data folder (its key, its journals) with it.

use std::io;
use std::path::{Component, Path, PathBuf};

use super::Page;

/// Writes `pages` into `out` (made if missing), each whole, the overview
/// pages last so that what they link to is there first; returns how many
/// were written. A failure stops at the page that failed: the pages
/// written before it are whole, the others as they were.
pub fn write(out: &Path, pages: &[Page]) -> io::Result<usize> {
    std::fs::create_dir_all(out)?;
    let mut order: Vec<&Page> = pages.iter().collect();
    // Deeper pages first, each folder's index.html after its pages, the
    // site's own index.html last.
    order.sort_by_key(|p| {
        (
            std::cmp::Reverse(p.path.matches('/').count()),
            p.path.ends_with("index.html"),
        )
    });
    for page in &order {
        let path = out.join(relative(&page.path)?);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        replace(&path, page.html.0.as_bytes())?;
    }
    Ok(order.len())
}

/// A page's path as a relative path that stays under the site's folder.
fn relative(path: &str) -> io::Result<PathBuf> {
    let relative = PathBuf::from(path);
    let plain = relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)));
    if plain && !path.is_empty() {
        Ok(relative)
    } else {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a page's path: {path}"),
        ))
    }
}

/// `path` replaced whole by `bytes`: a temporary file beside it (named
/// for this process, so two writers never share one), then renamed over
/// it; the temporary file is removed if anything fails.
fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let done = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if done.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    done
}

/// Whether a site written to `out` would hold `dir` (the hall's data
/// folder): `out` is `dir` or one of the folders it is in. Links and `..`
/// are resolved as far as the folders exist.
pub fn holds(out: &Path, dir: &Path) -> bool {
    let (Some(out), Some(dir)) = (resolved(out), resolved(dir)) else {
        return false;
    };
    dir.starts_with(out)
}

/// `path` made absolute with its links resolved: the longest part of it
/// that exists resolved by the file system, the rest (folders not made
/// yet) added as written, `..` taken back.
fn resolved(path: &Path) -> Option<PathBuf> {
    let mut existing = std::path::absolute(path).ok()?;
    let mut rest = Vec::new();
    let mut real = loop {
        if let Ok(real) = existing.canonicalize() {
            break real;
        }
        rest.push(existing.components().next_back()?.as_os_str().to_owned());
        if !existing.pop() {
            return None;
        }
    };
    for part in rest.iter().rev() {
        if part == ".." {
            real.pop();
        } else if part != "." {
            real.push(part);
        }
    }
    Some(real)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_site_that_would_carry_the_halls_folder_is_found() {
        let root = tempfile::tempdir().unwrap();
        let hall = root.path().join("hall");
        std::fs::create_dir_all(&hall).unwrap();
        assert!(holds(&hall, &hall));
        assert!(holds(root.path(), &hall));
        assert!(holds(&hall.join("sub/.."), &hall));
        assert!(
            !holds(&hall.join("site"), &hall),
            "a site inside it is fine"
        );
        assert!(!holds(&root.path().join("site"), &hall));
        assert!(!holds(&root.path().join("new/deeper"), &hall));
    }

    #[test]
    fn a_page_path_never_leaves_the_sites_folder() {
        for bad in ["", "../x.html", "/etc/x.html", "en/../../x.html"] {
            assert!(relative(bad).is_err(), "{bad}");
        }
        assert!(relative("en/players/7.html").is_ok());
    }
}
