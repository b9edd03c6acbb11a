//! Where the report screen writes: the result beside the game's journal, and
//! the exports in the data folder's `reports`. Each says what it did, in the
//! interface's language.

use std::path::Path;

use crate::archive::result_path;
use crate::disk::{self, Disk};
use crate::report::{self, Report};
use crate::scoring::ResultInput;

use super::super::text::{self, T};

/// A saved result beside a journal, if there is one that reads.
pub(super) fn saved_result(journal: Option<&Path>) -> Option<ResultInput> {
    let text = disk::read_to_string(&result_path(journal?)).ok()?;
    toml::from_str(&text).ok()
}

/// Saves the result beside the journal; what happened, and whether it worked.
pub(super) fn save_result(
    journal: Option<&Path>,
    input: Option<&ResultInput>,
    lang: text::Lang,
) -> (String, bool) {
    let (Some(journal), Some(input)) = (journal, input) else {
        return (T::NoJournal.get(lang).to_owned(), false);
    };
    let path = result_path(journal);
    let written = toml::to_string(input)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            disk::here()
                .replace(&path, text.as_bytes())
                .map_err(|e| e.to_string())
        });
    match written {
        Ok(()) => (
            format!("{}: {}", T::ResultSaved.get(lang), path.display()),
            true,
        ),
        Err(e) => (
            format!("{} {}: {e}", T::CannotSave.get(lang), path.display()),
            false,
        ),
    }
}

/// Writes the report as `ext` (json, csv, html), or a copy of the game's
/// journal (jsonl), to `<dir>/reports`; in the browser the file is
/// downloaded instead, so nothing stays trapped in one browser. What
/// happened, and whether it worked.
pub(super) fn export(
    dir: Option<&Path>,
    journal: Option<&Path>,
    report: &Report,
    (ext, lang): (&str, text::Lang),
) -> (String, bool) {
    let Some(dir) = dir else {
        return (T::NoDataDir.get(lang).to_owned(), false);
    };
    let stem = journal
        .and_then(Path::file_stem)
        .map_or_else(|| "game".to_owned(), |s| s.to_string_lossy().into_owned());
    let path = dir.join("reports").join(format!("{stem}.{ext}"));
    let body = match ext {
        "json" => report.json(),
        "csv" => report::csv::csv(report),
        "turns.csv" => report::csv::turns(&report.per_turn),
        "jsonl" => match journal.map(disk::read_to_string) {
            Some(Ok(text)) => text,
            Some(Err(e)) => return (format!("{}: {e}", T::CannotExport.get(lang)), false),
            None => return (T::NoJournal.get(lang).to_owned(), false),
        },
        _ => report::html::html(report, lang),
    };
    match deliver(&path, &body, ext) {
        Ok(place) => (format!("{}: {place}", T::Exported.get(lang)), true),
        Err(e) => (
            format!("{} {}: {e}", T::CannotExport.get(lang), path.display()),
            false,
        ),
    }
}

/// In the browser: the export is a download (kept out of the page's storage,
/// which the games need); where it went.
#[cfg(target_arch = "wasm32")]
fn deliver(path: &Path, body: &str, ext: &str) -> Result<String, String> {
    let name = path
        .file_name()
        .map_or_else(|| "game".to_owned(), |n| n.to_string_lossy().into_owned());
    let mime = match ext {
        "json" => "application/json",
        "csv" | "turns.csv" => "text/csv",
        "jsonl" => "application/x-ndjson",
        _ => "text/html",
    };
    disk::offer(&name, body, mime)?;
    Ok(name)
}

/// On desktop the export is a file in the data folder; where it went.
#[cfg(not(target_arch = "wasm32"))]
fn deliver(path: &Path, body: &str, _ext: &str) -> Result<String, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    disk::here()
        .create_dir_all(dir)
        .and_then(|()| disk::here().replace(path, body.as_bytes()))
        .map_err(|e| e.to_string())?;
    Ok(path.display().to_string())
}
