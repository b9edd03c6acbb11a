//! `friedrich-clock score FILE`: the scores of a result file (format:
//! `docs/scoring.md`), as text with every formula, or JSON, CSV or HTML.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::engine::{Preset, TcTable};
use friedrich_clock::lang::Lang;
use friedrich_clock::report::{self, Header, Report};
use friedrich_clock::scoring::{self, ScoreSheet};
use friedrich_clock::words::{self, score, text};

use super::{Failure, Format, load_ruleset, ruleset_choice};

/// `score FILE`: the scores of a result file, in the format asked for.
pub(super) fn file(
    ruleset: Option<&str>,
    file: &Path,
    format: Format,
    lang: Lang,
) -> Result<(), Failure> {
    let ruleset = match ruleset.map(|arg| ruleset_choice(arg, lang)) {
        None => None,
        Some(choice) => {
            let choice = choice.map_err(Failure::Usage)?;
            // A preset keeps its name: British Open says its scoring is assumed.
            let rules = load_ruleset(&choice, lang).map_err(Failure::Usage)?;
            Some((Preset::of_ruleset(&rules), rules.tc_table))
        }
    };
    let text = print(file, ruleset, format).map_err(Failure::Usage)?;
    super::out(&text);
    Ok(())
}

/// The scores of `file`, or why there are none (naming the field). In
/// every format a British Open result says that FWC 2026 scoring is assumed
/// (JSON: `scores.assumed`).
pub fn print(
    file: &Path,
    ruleset: Option<(Preset, TcTable)>,
    format: Format,
) -> Result<String, String> {
    let unreadable = |e: std::io::Error| format!("{}: {e}", file.display());
    // A file far larger than a result is refused before it is read.
    let bytes = std::fs::metadata(file).map_err(unreadable)?.len();
    scoring::read::check_size(bytes).map_err(|e| format!("{}: {e}", file.display()))?;
    let text = std::fs::read_to_string(file).map_err(unreadable)?;
    let (preset, table) = ruleset.unzip();
    let (input, result, sheet) = scoring::score_text(&text, preset, table.as_ref())
        .map_err(|e| format!("{}: {e}", file.display()))?;
    match format {
        Format::Json => {
            let out = serde_json::json!({ "v": 1, "result": result, "scores": sheet });
            serde_json::to_string_pretty(&out).map_err(|e| e.to_string())
        }
        Format::Csv | Format::Html => {
            let report = Report {
                header: Header {
                    table: input.table.clone().unwrap_or_default(),
                    game: None,
                    players: input.players.clone(),
                    // The rules asked for (British Open), scored as `sheet.scheme`.
                    ruleset: preset
                        .or_else(|| input.preset().ok().flatten())
                        .unwrap_or_default()
                        .title()
                        .to_owned(),
                    started: None,
                    setup_left: None,
                    ended: None,
                },
                turns: result.turns,
                finished: true,
                fate: Vec::new(),
                dropouts: Vec::new(),
                counted: Vec::new(),
                fate_warning: sheet.fate_warning.clone(),
                imperial: Vec::new(),
                offensive: Vec::new(),
                time: Vec::new(),
                clock_left: [0, 0],
                per_turn: Vec::new(),
                result: Some(input),
                result_error: None,
                scores: Some(sheet),
            };
            Ok(if format == Format::Csv {
                report::csv::csv(&report)
            } else {
                report::html::html(&report, Lang::En)
            })
        }
        Format::Text => Ok(text_sheet(&sheet, &input)),
    }
}

fn text_sheet(sheet: &ScoreSheet, input: &scoring::ResultInput) -> String {
    const EN: Lang = Lang::En;
    let mut o = String::new();
    let _ = writeln!(o, "Scores ({})", sheet.scheme.title());
    if let Some(assumed) = sheet.assumed {
        let _ = writeln!(o, "{}", score::assumed(EN, assumed));
    }
    if let Some(w) = &sheet.fate_warning {
        let _ = writeln!(o, "Warning: {}", words::fate_warning(EN, w));
    }
    for r in &sheet.roles {
        let name = input
            .players
            .get(&r.role)
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        let _ = writeln!(o, "\n{}{name}: {}", text::role(EN, r.role), r.total);
        let _ = writeln!(o, "  {}", score::total(EN, &r.formula));
        for l in r.candidates.iter().chain(r.bonus.as_ref()) {
            let _ = writeln!(o, "  {}", score::line(EN, l));
        }
        if let Some(l) = &r.second_best {
            let what = score::scored(EN, l.what);
            let _ = writeln!(o, "  second-best: {} ({what})", l.points);
        } else if let Some(e) = sheet.switch_not_known(r.role) {
            let why = score::not_known(EN, e);
            let _ = writeln!(o, "  second-best (Imperial Army switch): {why}");
        }
    }
    let _ = writeln!(o, "\nTie-break inputs");
    match &sheet.tie_break.imperial_switch {
        Some(Ok(l)) => {
            let (what, formula) = (score::scored(EN, l.what), score::formula(EN, &l.formula));
            let _ = writeln!(o, "  {what}: {} — {formula}", l.points);
        }
        Some(Err(e)) => {
            let _ = writeln!(o, "  Imperial Army switch: {}", score::not_known(EN, *e));
        }
        None => {}
    }
    match &sheet.tie_break.tcc {
        Ok(t) => {
            let _ = writeln!(
                o,
                "  Frederick's TC coefficient: {:.3} — {}",
                t.value,
                score::tcc(EN, t)
            );
        }
        Err(e) => {
            let _ = writeln!(o, "  Frederick's TC coefficient: not computed — {e}");
        }
    }
    o.trim_end().to_owned()
}
