//! `friedrich-clock hall`: the tournament hall on the jury's laptop, its
//! files in `--data-dir` (or the data directory's `hall`), and a second
//! copy of them in `--copy-to` when given (docs/hall.md).

use std::path::Path;

use friedrich_clock::disk::Mirror;
use friedrich_clock::lang::Lang;
use friedrich_clock::words;
use friedrich_clock::words::command_line::Term;

use super::{Failure, data_dir};

/// `hall`'s flags.
pub(super) struct Flags<'a> {
    /// `--port`.
    pub port: u16,
    /// `--https-port` (or its default); `None`: `--no-https`.
    pub https_port: Option<u16>,
    /// Not `--no-plain-http`.
    pub plain: bool,
    /// `--web`.
    pub web: &'a Path,
    /// `--take-after`, in seconds.
    pub take_after: u64,
    /// `--copy-to`.
    pub copy_to: Option<&'a Path>,
    /// `--address`.
    pub address: Option<String>,
    /// `--publish-to`.
    pub publish_to: Option<&'a Path>,
}

/// Runs the hall on `port` with the web build from `web`, a game taken
/// over after `take_after` seconds of silence, the second copy in
/// `copy_to` (brought level first, or refused in `lang`'s words), the
/// address the tablets reach it at (`--address`) and the site published
/// into `--publish-to` if given (never where it would carry the hall's
/// folder).
pub(super) fn run(given: Option<&Path>, flags: &Flags<'_>, lang: Lang) -> Result<(), Failure> {
    let Flags {
        port,
        https_port,
        plain,
        web,
        take_after,
        copy_to,
        ref address,
        publish_to,
    } = *flags;
    let dir = given
        .map(Path::to_owned)
        .or_else(|| data_dir(None).map(|d| d.join("hall")))
        .ok_or_else(|| Failure::Usage(Term::NoDataDir.get(lang).to_owned()))?;
    if let Some(out) = publish_to {
        // Neither the data dir nor its second copy (keys, the authority's
        // private key) may be uploaded with the site.
        super::publish::away_from(out, &dir, lang)?;
        if let Some(copy) = copy_to {
            super::publish::away_from(out, copy, lang)?;
        }
    }
    let disk = match copy_to {
        None => Mirror::alone(&dir),
        Some(copy) => Mirror::copied(&dir, copy)
            .map_err(|e| Failure::Usage(words::copy::refused(lang, &e, &dir, copy)))?,
    };
    let options = friedrich_clock::hall::start::Options {
        port,
        https_port,
        plain,
        disk,
        web: web.to_owned(),
        take_after: take_after * 1_000,
        address: address.clone(),
        publish_to: publish_to.map(Path::to_owned),
        lang,
    };
    friedrich_clock::hall::run(options).map_err(Failure::Usage)
}
