//! The printable one-page report sheet (HTML with its own CSS, no scripts).

use std::fmt::Write as _;

use crate::engine::Role;
use crate::lang::Lang;
use crate::words::{self, text};

use super::chart::{self, Figure};
use super::{Report, svg};
use crate::format;
use crate::words::chart::C;

/// The sheet is English, as every export is.
const EN: Lang = Lang::En;

/// Escapes text for HTML.
fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font:11pt sans-serif;margin:1.5cm;max-width:18cm}\
h1{font-size:16pt;margin:0 0 .3em}h2{font-size:12pt;margin:1em 0 .3em;border-bottom:1px solid #999}\
table{border-collapse:collapse;width:100%}td,th{border:1px solid #bbb;padding:2px 5px;text-align:left;vertical-align:top}\
td.n{text-align:right;font-variant-numeric:tabular-nums}.f{font-size:9pt;color:#333}\
.charts{display:flex;flex-wrap:wrap;gap:.5em 1.5em;align-items:flex-start}.charts svg{width:360px;max-width:100%;height:auto;break-inside:avoid}\
@media (max-width:600px){body{margin:8px}}\
@media print{body{margin:0}}";

/// The width the sheet's charts are laid out for (they shrink to the page).
pub const CHART_WIDTH: f32 = 360.0;

/// The game's three charts: the chess clocks, time per nation and turn, and
/// when the clock stood still.
pub fn charts(report: &Report, lang: Lang, width: f32) -> [Figure; 3] {
    let rows = &report.per_turn;
    [
        chart::clocks(rows, lang, width),
        chart::nations(rows, lang, width),
        chart::still(rows, lang, width),
    ]
}

/// The report sheet as a standalone HTML page.
pub fn html(report: &Report) -> String {
    let h = &report.header;
    let mut o = String::new();
    let title = match h.game {
        Some(game) => format!(
            "Friedrich game report — {}",
            text::tournament_game(EN, game)
        ),
        None => format!("Friedrich game report — table {}", esc(&h.table)),
    };
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title><style>{STYLE}</style></head><body>\n<h1>{title}</h1>\n"
    );
    let when = |t: Option<chrono::DateTime<chrono::Local>>| {
        t.map(|t| t.format("%Y-%m-%d %H:%M").to_string())
            .unwrap_or_else(|| "—".to_owned())
    };
    let _ = write!(
        o,
        "<p>Ruleset: {} · Started: {} · Ended: {} · Turns: {}</p>\n<h2>Players</h2><table>",
        esc(&h.ruleset),
        h.started_text().unwrap_or_else(|| "—".to_owned()),
        if report.finished {
            when(h.ended)
        } else {
            "still playing".to_owned()
        },
        report.turns
    );
    for role in Role::ALL {
        let name = h.players.get(&role).map_or("", String::as_str);
        let _ = write!(
            o,
            "<tr><th>{}</th><td>{}</td></tr>",
            text::role(EN, role),
            esc(name)
        );
    }
    o.push_str(
        "</table>\n<h2>Cards of Fate and events</h2><table><tr><th>Turn</th><th>Event</th></tr>",
    );
    let mut events: Vec<(u32, String)> = report
        .fate
        .iter()
        .map(|f| (f.turn, format!("Card of Fate: {} — {}", f.card, f.effect)))
        .collect();
    events.extend(report.dropouts.iter().map(|d| {
        let how = d.card.map_or_else(
            || "by the jury".to_owned(),
            |c| format!("by {}", words::card(EN, c)),
        );
        let held = counted(report, d.nation);
        (
            d.turn,
            format!(
                "{} out of the game ({how}){held}",
                text::nation(EN, d.nation)
            ),
        )
    }));
    events.extend(report.imperial.iter().map(|s| {
        (
            s.turn,
            format!(
                "Imperial Army passes from {} to {}{}",
                text::role(EN, s.from),
                text::role(EN, s.to),
                counted(report, crate::engine::Nation::ImperialArmy)
            ),
        )
    }));
    events.extend(
        report
            .offensive
            .iter()
            .map(|m| (m.turn, words::offensive(EN, m.step).to_owned())),
    );
    events.sort_by_key(|(turn, _)| *turn);
    if events.is_empty() {
        o.push_str("<tr><td></td><td>none</td></tr>");
    }
    for (turn, text) in events {
        let _ = write!(o, "<tr><td class=n>{turn}</td><td>{}</td></tr>", esc(&text));
    }
    o.push_str("</table>\n");
    if let Some(w) = &report.fate_warning {
        let _ = write!(
            o,
            "<p class=warn>Warning: {}</p>",
            esc(&words::fate_warning(EN, w))
        );
    }
    if !report.time.is_empty() {
        time(&mut o, report);
    }
    if !report.per_turn.is_empty() {
        let _ = write!(o, "<h2>{}</h2><div class=charts>", C::TimeWent.get(EN));
        for figure in charts(report, EN, CHART_WIDTH) {
            o.push_str(&svg::svg(&figure));
        }
        o.push_str("</div>\n");
    }
    o.push_str("<h2>Scores</h2>");
    scores(&mut o, report);
    o.push_str("</body></html>\n");
    o
}

/// The time table; a result file scored without its game has none.
fn time(o: &mut String, report: &Report) {
    o.push_str("<h2>Time used</h2><table><tr><th></th><th>Chess clock</th><th>Stopwatch</th><th>Stopwatch stages</th></tr>");
    for row in &report.time {
        let _ = write!(
            o,
            "<tr><td>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td></tr>",
            esc(&row.who),
            format::used(row.used.clock),
            format::used(row.used.stopwatch),
            row.used.stopwatch_stages
        );
    }
    let _ = writeln!(
        o,
        "</table><p>Left on the chess clocks: Frederick {}, attackers {}.</p>",
        format::clock(report.clock_left[0]),
        format::clock(report.clock_left[1])
    );
}

fn scores(o: &mut String, report: &Report) {
    let Some(sheet) = &report.scores else {
        let why = report
            .result_error
            .as_deref()
            .unwrap_or("the jury has not entered the result yet");
        let _ = write!(o, "<p>No scores: {}.</p>", esc(why));
        return;
    };
    let assumed = sheet
        .assumed
        .as_deref()
        .map(|a| format!(" — {}", esc(a)))
        .unwrap_or_default();
    let _ = write!(
        o,
        "<p>Scoring: {}{assumed}</p><table><tr><th>Player</th><th>Score</th><th>How</th></tr>",
        sheet.scheme.title()
    );
    for r in &sheet.roles {
        let name = report
            .header
            .players
            .get(&r.role)
            .map_or("", String::as_str);
        let _ = write!(
            o,
            "<tr><td>{} {}</td><td class=n><b>{}</b></td><td><span class=f>{}</span>",
            text::role(EN, r.role),
            esc(name),
            r.total,
            esc(&r.formula)
        );
        for line in r.candidates.iter().chain(r.bonus.as_ref()) {
            let _ = write!(
                o,
                "<br><span class=f>{}: {}</span>",
                esc(&line.what),
                esc(&line.formula)
            );
        }
        o.push_str("</td></tr>");
    }
    o.push_str("</table>\n<h2>Tie-break inputs</h2><table>");
    for r in &sheet.roles {
        if let Some(l) = &r.second_best {
            let _ = write!(
                o,
                "<tr><td>{} second-best</td><td class=n>{}</td><td class=f>{}: {}</td></tr>",
                text::role(EN, r.role),
                l.points,
                esc(&l.what),
                esc(&l.formula)
            );
        } else if let Some(e) = sheet.switch_not_known(r.role) {
            let _ = write!(
                o,
                "<tr><td>{} second-best</td><td></td><td class=f>Imperial Army switch: {}</td></tr>",
                text::role(EN, r.role),
                esc(e)
            );
        }
    }
    let tcc = match &sheet.tie_break.tcc {
        Ok(t) => format!(
            "<td class=n>{:.3}</td><td class=f>{}</td>",
            t.value,
            esc(&t.formula)
        ),
        Err(e) => format!("<td></td><td class=f>{}</td>", esc(&e.to_string())),
    };
    let _ = write!(o, "<tr><td>Frederick TC coefficient</td>{tcc}</tr></table>");
}

/// ", held 3 of 8 objectives" when the jury counted them at that moment.
fn counted(report: &Report, nation: crate::engine::Nation) -> String {
    report
        .counted
        .iter()
        .find(|c| c.nation == nation)
        .map(|c| format!(", held {} of {} objectives", c.held, c.total))
        .unwrap_or_default()
}
