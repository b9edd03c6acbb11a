//! `friedrich-clock publish DIR OUT`: the tournament in the hall's folder
//! `DIR` (its journal `tournament.jsonl`, replayed as `standings` does, and
//! the tables' copies under `journals/` for the time charts, read without
//! changing anything) written into `OUT` as a static site (`site`): the
//! same pages the hall writes with `--publish-to`.

use std::path::Path;

use friedrich_clock::hall::office::JOURNAL;
use friedrich_clock::hall::publish::{time_in, write};
use friedrich_clock::lang::Lang;
use friedrich_clock::site::folder::holds;
use friedrich_clock::words::command_line as say;

use super::Failure;

/// `publish DIR OUT`: a folder without a tournament, or an `OUT` that
/// would carry `DIR`, is refused before `OUT` is touched (exit code 2); a
/// site that cannot be written says why (exit code 1).
pub fn run(dir: &Path, out: &Path, lang: Lang) -> Result<(), Failure> {
    if !dir.join(JOURNAL).is_file() {
        let dir = dir.display().to_string();
        return Err(Failure::Usage(say::no_tournament(lang, &dir)));
    }
    away_from(out, dir, lang)?;
    let (t, warnings) = super::standings::load(dir).map_err(Failure::Usage)?;
    for w in warnings {
        eprintln!("friedrich-clock: warning: {w}");
    }
    let time = time_in(dir).map_err(Failure::Usage)?;
    let shown = out.display().to_string();
    let pages = write(out, &t, &time)
        .map_err(|e| Failure::Run(say::cannot_write(lang, &shown, &e.to_string())))?;
    let index = out.join("index.html").display().to_string();
    super::out(&say::published(lang, pages, &shown, &index));
    Ok(())
}

/// Refuses a site's folder `out` that would hold the hall's folder `dir`
/// (its key and journals would be uploaded with the site).
pub(super) fn away_from(out: &Path, dir: &Path, lang: Lang) -> Result<(), Failure> {
    if holds(out, dir) {
        let (out, dir) = (out.display().to_string(), dir.display().to_string());
        return Err(Failure::Usage(say::site_holds_data(lang, &out, &dir)));
    }
    Ok(())
}
