//! `friedrich-clock standings DIR`: the qualifying standings with every
//! tie-breaker, and the final's order once its result is confirmed, read
//! from the hall's tournament journal `DIR/tournament.jsonl`
//! (docs/tournament.md). Text by default, or JSON, CSV or a printable HTML
//! page.

use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::final_sheet::final_order;
use friedrich_clock::sheets::page::{page, title};
use friedrich_clock::sheets::standings::{Look, standings as sheet, subtitle};
use friedrich_clock::sheets::standings_text::text;
use friedrich_clock::sheets::standings_view::{Reader, StandingsView, view};
use friedrich_clock::tournament::GameRef;
use friedrich_clock::tournament::book::Tournament;
use friedrich_clock::tournament::replay::replay;
use friedrich_clock::tournament::standings::tally::scored_games;
use friedrich_clock::words::office;
use friedrich_clock::words::tournament as words;

use super::Format;

/// `standings DIR`: prints the standings in the format asked for (`--json`,
/// `--csv`, `--html`, else text), warnings on stderr; an error (exit code 2)
/// if there is no tournament journal to read.
pub fn run(dir: &Path, format: Format, lang: Lang) -> Result<(), String> {
    let (out, warnings) = print(dir, format, lang)?;
    for w in warnings {
        eprintln!("friedrich-clock: warning: {w}");
    }
    // A reader that stops early (`| head`) is no failure.
    super::out(&out);
    Ok(())
}

/// The standings of the journal in `dir`, and the warnings for stderr (lines
/// skipped, confirmed results that do not score); an error if there is no
/// tournament journal to read.
pub fn print(dir: &Path, format: Format, lang: Lang) -> Result<(String, Vec<String>), String> {
    let (t, mut warnings) = load(dir)?;
    let (_, unscored) = scored_games(&t);
    warnings.extend(unscored.iter().map(|g| {
        format!(
            "the confirmed result of {} does not validate and counts for nobody",
            game(*g)
        )
    }));
    let shown = view(&t, Reader::Jury, lang);
    let out = match format {
        Format::Text => text(&shown, lang),
        Format::Json => serde_json::to_string_pretty(&shown).map_err(|e| e.to_string())?,
        Format::Csv => friedrich_clock::sheets::csv::standings(&t),
        Format::Html => html(&t, &shown, lang),
    };
    Ok((out, warnings))
}

/// Replays `dir/tournament.jsonl` (`tournament::replay`), saying which
/// lines it skips and why.
pub(super) fn load(dir: &Path) -> Result<(Tournament, Vec<String>), String> {
    if !dir.is_dir() {
        return Err(format!("{}: no such folder", dir.display()));
    }
    let path = dir.join(friedrich_clock::hall::office::JOURNAL);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let replayed = replay(&text);
    let said = |w| {
        format!(
            "{}, {}",
            path.display(),
            office::replay_warning(Lang::En, w)
        )
    };
    if replayed.taken == 0 {
        let first = replayed
            .warnings
            .first()
            .map(|w| format!(" ({})", office::replay_warning(Lang::En, w)))
            .unwrap_or_default();
        return Err(format!(
            "{}: not a tournament journal, no line opens a tournament{first}",
            path.display()
        ));
    }
    // The lines skipped first, then what was kept but differs.
    let (skipped, kept): (Vec<_>, Vec<_>) = replayed.warnings.iter().partition(|w| w.skipped());
    let warnings = skipped.into_iter().chain(kept).map(said).collect();
    Ok((replayed.tournament, warnings))
}

fn game(g: GameRef) -> String {
    if g.is_final() {
        "the final".to_owned()
    } else {
        format!("round {} table {}", g.round, g.table)
    }
}

/// The standings as a printable page in `lang`: the printout's table, the
/// one every page shows (`sheets::standings`), and the final's order.
fn html(t: &Tournament, shown: &StandingsView, lang: Lang) -> String {
    let heading = words::W::Standings.get(lang);
    let body = maud::html! {
        (title(t, heading, &subtitle(t, lang)))
        (sheet(t, &shown.lines(), lang, Look::default()))
        @if let Some(f) = &shown.final_result { (final_order(t, f, lang)) }
    };
    page(t, lang, heading, &body)
}
