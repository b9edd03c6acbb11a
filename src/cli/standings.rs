//! `friedrich-clock standings DIR`: the qualifying standings with every
//! tie-breaker, and the final's order once its result is confirmed, read
//! from the hall's tournament journal `DIR/tournament.jsonl`
//! (docs/tournament.md). Text by default, or JSON, CSV or a printable HTML
//! page.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::scoring::tcc;
use friedrich_clock::sheets::final_sheet::final_order;
use friedrich_clock::sheets::page::{page, title};
use friedrich_clock::sheets::standings::{Look, standings as sheet, subtitle};
use friedrich_clock::tournament::book::Tournament;
use friedrich_clock::tournament::final_round::{Final, FinalTieBreaker, final_result};
use friedrich_clock::tournament::replay::replay;
use friedrich_clock::tournament::standings::tally::scored_games;
use friedrich_clock::tournament::standings::{Standing, lots_needed, standings};
use friedrich_clock::tournament::{GameRef, PlayerNo};
use friedrich_clock::words::tournament as words;
use friedrich_clock::words::{office, text};

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
    let lines = standings(&t);
    let fin = final_result(&t);
    let out = match format {
        Format::Text => text_table(&t, &lines, fin.as_ref()),
        Format::Json => json(&t, &lines, fin.as_ref(), &unscored)?,
        Format::Csv => friedrich_clock::sheets::csv::standings(&t),
        Format::Html => html(&t, &lines, fin.as_ref(), lang),
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

fn name(t: &Tournament, no: PlayerNo) -> String {
    office::player(Lang::En, t, no)
}

fn game(g: GameRef) -> String {
    if g.is_final() {
        "the final".to_owned()
    } else {
        format!("round {} table {}", g.round, g.table)
    }
}

fn tcc_label(t: &Tournament) -> &'static str {
    if tcc::scaled(t.scheme) { "sTCC" } else { "TCC" }
}

fn tcc_cell(l: &Standing) -> String {
    l.tcc
        .as_ref()
        .map_or_else(|| "–".to_owned(), |t| format!("{:.3}", t.value))
}

/// The mark column: `*` needs a lot, `lot: place N of M` placed N-th by
/// one, or the round a player not ranked is withdrawn from.
fn mark(lines: &[Standing], l: &Standing) -> String {
    if let Some(round) = l.withdrawn {
        return words::withdrawn_from(Lang::En, round);
    }
    match (l.tied, l.lot) {
        (true, _) => "*".to_owned(),
        (false, Some(p)) => {
            let of = friedrich_clock::sheets::standings::lot_size(lines, p.lot);
            format!("lot: {}", words::lot_place(Lang::En, p.place, of))
        }
        (false, None) => String::new(),
    }
}

/// The rank column: "–" for a withdrawn player (not ranked).
fn rank(l: &Standing) -> String {
    l.withdrawn
        .map_or_else(|| l.rank.to_string(), |_| "–".to_owned())
}

/// Games confirmed of the draw's.
fn progress(t: &Tournament) -> (usize, usize) {
    let all = t.draw.as_ref().map_or(0, |d| d.games.len());
    (all - t.missing().len(), all)
}

fn final_tie_breaker(by: Option<FinalTieBreaker>) -> &'static str {
    match by {
        None => "",
        Some(FinalTieBreaker::Nations) => "winning nations",
        Some(FinalTieBreaker::RoleWins) => "fewer qualifying wins of the role",
        Some(FinalTieBreaker::Role) => "Pompadour wins, Maria Theresia loses ties",
    }
}

fn text_table(t: &Tournament, lines: &[Standing], fin: Option<&Final>) -> String {
    let mut o = String::new();
    let (done, all) = progress(t);
    let _ = writeln!(
        o,
        "{}: standings ({} scoring), {done} of {all} games confirmed\n",
        t.name,
        t.scheme.title()
    );
    let width = lines
        .iter()
        .map(|l| name(t, l.player).chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let _ = writeln!(
        o,
        "Rank  {:<width$}  {:>7}  {:>6}  {:>6}  {:>7}  Games",
        "Player",
        "Total",
        "TB1",
        tcc_label(t),
        "TB3"
    );
    for l in lines {
        let row = format!(
            "{:>4}  {:<width$}  {:>7}  {:>6}  {:>6}  {:>7}  {}/{}  {}",
            rank(l),
            name(t, l.player),
            l.total.to_string(),
            l.second_best.to_string(),
            tcc_cell(l),
            l.opponents.to_string(),
            l.confirmed,
            l.scheduled,
            mark(lines, l)
        );
        let _ = writeln!(o, "{}", row.trim_end());
    }
    let _ = writeln!(
        o,
        "\nTB1: second-best scores as Elisabeth and Maria Theresia, summed (higher wins)\n\
         {}: as Frederick (lower wins; – not known yet, ranks after every known one)\n\
         TB3: the opponents' total in the game as Frederick (higher wins)",
        tcc_label(t)
    );
    for group in lots_needed(lines) {
        let names: Vec<String> = group.iter().map(|p| name(t, *p)).collect();
        let _ = writeln!(
            o,
            "*: tied after every tie-breaker, the jury draws a lot: {}",
            names.join(", ")
        );
    }
    if let Some(f) = fin {
        let _ = writeln!(o, "\nFinal: {} wins the tournament", name(t, f.winner));
        for p in &f.places {
            let by = final_tie_breaker(p.decided_by);
            let _ = writeln!(
                o,
                "{:>4}  {:<width$}  {:<15}  winning nations {}, role's qualifying wins {}{}",
                p.place,
                name(t, p.player),
                text::role(Lang::En, p.role),
                p.nations.len(),
                p.role_wins,
                if by.is_empty() {
                    String::new()
                } else {
                    format!("  (by {by})")
                }
            );
        }
    }
    o.trim_end().to_owned()
}

fn json(
    t: &Tournament,
    lines: &[Standing],
    fin: Option<&Final>,
    unscored: &[GameRef],
) -> Result<String, String> {
    let rows: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| {
            let mut v = serde_json::to_value(l).map_err(|e| e.to_string())?;
            if let Some(map) = v.as_object_mut() {
                map.insert("name".into(), name(t, l.player).into());
            }
            Ok(v)
        })
        .collect::<Result<_, String>>()?;
    let (done, all) = progress(t);
    let out = serde_json::json!({
        "v": 1,
        "tournament": t.name,
        "scheme": t.scheme.id(),
        "games": all,
        "confirmed": done,
        "unscored": unscored,
        "standings": rows,
        "lots_needed": lots_needed(lines),
        "final": fin,
    });
    serde_json::to_string_pretty(&out).map_err(|e| e.to_string())
}

/// The standings as a printable page in `lang`: the printout's table, the
/// one every page shows (`sheets::standings`), and the final's order.
fn html(t: &Tournament, lines: &[Standing], fin: Option<&Final>, lang: Lang) -> String {
    let heading = words::W::Standings.get(lang);
    let body = maud::html! {
        (title(t, heading, &subtitle(t, lang)))
        (sheet(t, lines, lang, Look::default()))
        @if let Some(f) = fin { (final_order(t, f, lang)) }
    };
    page(t, lang, heading, &body)
}
