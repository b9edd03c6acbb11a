//! The printable one-page report sheet (HTML with its own CSS, no scripts).

use std::fmt::Write as _;

use crate::engine::{FateCard, Nation, Role};
use crate::lang::Lang;
use crate::words::chart::C;
use crate::words::sheet::S;
use crate::words::text::T;
use crate::words::{self, score, text};

use super::Report;
use super::chart::{self, Figure};
use super::svg::{self, esc};
use crate::format;

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

/// The report sheet as a standalone HTML page, in `lang` (`<html lang>`
/// says which).
pub fn html(report: &Report, lang: Lang) -> String {
    let h = &report.header;
    let mut o = String::new();
    let table = esc(&S::TableNo.get(lang).replace("{table}", &h.table));
    let title = match h.game {
        Some(game) => format!(
            "{} — {}",
            S::Title.get(lang),
            text::tournament_game(lang, game)
        ),
        None => format!("{} — {table}", S::Title.get(lang)),
    };
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title><style>{STYLE}</style></head><body>\n<h1>{title}</h1>\n",
        lang.code()
    );
    let when = |t: Option<chrono::DateTime<chrono::Local>>| {
        t.map(|t| crate::format::wall_minute(&t))
            .unwrap_or_else(|| "—".to_owned())
    };
    let started = h
        .started_words(T::FirstTurn.get(lang), T::SetupLeft.get(lang))
        .unwrap_or_else(|| "—".to_owned());
    let ended = if report.finished {
        when(h.ended)
    } else {
        S::StillPlaying.get(lang).to_owned()
    };
    let _ = write!(
        o,
        "<p>{}: {} · {}: {started} · {}: {ended} · {}: {}</p>\n<h2>{}</h2><table>",
        T::Ruleset.get(lang),
        esc(&text::ruleset_name(lang, &h.ruleset)),
        T::Started.get(lang),
        S::Ended.get(lang),
        S::Turns.get(lang),
        report.turns,
        S::Players.get(lang)
    );
    for role in Role::ALL {
        let name = h.players.get(&role).map_or("", String::as_str);
        let _ = write!(
            o,
            "<tr><th>{}</th><td>{}</td></tr>",
            text::role(lang, role),
            esc(name)
        );
    }
    let _ = write!(
        o,
        "</table>\n<h2>{}</h2><table><tr><th>{}</th><th>{}</th></tr>",
        S::Events.get(lang),
        T::Turn.get(lang),
        S::Event.get(lang)
    );
    events(&mut o, report, lang);
    o.push_str("</table>\n");
    if let Some(w) = &report.fate_warning {
        let _ = write!(
            o,
            "<p class=warn>{}: {}</p>",
            S::Warning.get(lang),
            esc(&words::fate_warning(lang, w))
        );
    }
    if !report.time.is_empty() {
        time(&mut o, report, lang);
    }
    if !report.per_turn.is_empty() {
        let _ = write!(o, "<h2>{}</h2><div class=charts>", C::TimeWent.get(lang));
        for figure in charts(report, lang, CHART_WIDTH) {
            o.push_str(&svg::svg(&figure));
        }
        o.push_str("</div>\n");
    }
    let _ = write!(o, "<h2>{}</h2>", T::Scores.get(lang));
    scores(&mut o, report, lang);
    o.push_str("</body></html>\n");
    o
}

/// The Cards of Fate, drop-outs, the Imperial Army's switches and the
/// offensive option's steps, by turn.
fn events(o: &mut String, report: &Report, lang: Lang) {
    let mut earlier: Vec<FateCard> = Vec::new();
    let mut events: Vec<(u32, String)> = Vec::new();
    for f in &report.fate {
        let effect = words::effect(lang, f.drawn.effect(&earlier));
        earlier.push(f.drawn);
        let card = words::card(lang, f.drawn);
        events.push((
            f.turn,
            format!("{}: {card} — {effect}", S::FateCard.get(lang)),
        ));
    }
    events.extend(report.dropouts.iter().map(|d| {
        let how = d.card.map_or_else(
            || C::ByJury.get(lang).to_owned(),
            |c| S::ByCard.get(lang).replace("{card}", &words::card(lang, c)),
        );
        let text = S::OutOfGame
            .get(lang)
            .replace("{nation}", text::nation(lang, d.nation))
            .replace("{how}", &how)
            .replace("{held}", &counted(report, d.nation, lang));
        (d.turn, text)
    }));
    events.extend(report.imperial.iter().map(|s| {
        let text = S::ImperialPasses
            .get(lang)
            .replace("{from}", text::role(lang, s.from))
            .replace("{to}", text::role(lang, s.to))
            .replace("{held}", &counted(report, Nation::ImperialArmy, lang));
        (s.turn, text)
    }));
    events.extend(
        report
            .offensive
            .iter()
            .map(|m| (m.turn, words::offensive(lang, m.step).to_owned())),
    );
    events.sort_by_key(|(turn, _)| *turn);
    if events.is_empty() {
        let _ = write!(o, "<tr><td></td><td>{}</td></tr>", S::NoEvents.get(lang));
    }
    for (turn, text) in events {
        let _ = write!(o, "<tr><td class=n>{turn}</td><td>{}</td></tr>", esc(&text));
    }
}

/// The time table; a result file scored without its game has none.
fn time(o: &mut String, report: &Report, lang: Lang) {
    let _ = write!(
        o,
        "<h2>{}</h2><table><tr><th></th><th>{}</th><th>{}</th><th>{}</th></tr>",
        S::TimeUsed.get(lang),
        T::ChessClock.get(lang),
        T::Stopwatch.get(lang),
        T::StopwatchStages.get(lang)
    );
    for row in &report.time {
        let _ = write!(
            o,
            "<tr><td>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td></tr>",
            esc(&words::time_of(lang, row.of)),
            format::used(row.used.clock),
            format::used(row.used.stopwatch),
            row.used.stopwatch_stages
        );
    }
    let left = S::ClocksLeft
        .get(lang)
        .replace("{frederick}", &format::clock(report.clock_left[0]))
        .replace("{attackers}", &format::clock(report.clock_left[1]));
    let _ = writeln!(o, "</table><p>{left}</p>");
}

fn scores(o: &mut String, report: &Report, lang: Lang) {
    let Some(sheet) = &report.scores else {
        let why = report.result_error.as_ref().map_or_else(
            || S::NoResult.get(lang).to_owned(),
            |e| words::result_error(lang, e),
        );
        let _ = write!(
            o,
            "<p>{}</p>",
            esc(&S::NoScores.get(lang).replace("{why}", &why))
        );
        return;
    };
    let assumed = sheet
        .assumed
        .map(|a| format!(" — {}", esc(score::assumed(lang, a))))
        .unwrap_or_default();
    let _ = write!(
        o,
        "<p>{}: {}{assumed}</p><table><tr><th>{}</th><th>{}</th><th>{}</th></tr>",
        S::Scoring.get(lang),
        esc(&text::preset(lang, sheet.scheme)),
        S::Player.get(lang),
        S::Score.get(lang),
        S::How.get(lang)
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
            text::role(lang, r.role),
            esc(name),
            r.total,
            esc(&score::total(lang, &r.formula))
        );
        for line in r.candidates.iter().chain(r.bonus.as_ref()) {
            let _ = write!(
                o,
                "<br><span class=f>{}</span>",
                esc(&score::line(lang, line))
            );
        }
        o.push_str("</td></tr>");
    }
    let _ = write!(o, "</table>\n<h2>{}</h2><table>", T::TieBreak.get(lang));
    let second = T::SecondBest.get(lang);
    for r in &sheet.roles {
        let role = text::role(lang, r.role);
        if let Some(l) = &r.second_best {
            let _ = write!(
                o,
                "<tr><td>{role} {second}</td><td class=n>{}</td><td class=f>{}</td></tr>",
                l.points,
                esc(&score::line(lang, l))
            );
        } else if let Some(e) = sheet.switch_not_known(r.role) {
            let _ = write!(
                o,
                "<tr><td>{role} {second}</td><td></td><td class=f>{}: {}</td></tr>",
                T::ImperialSwitch.get(lang),
                esc(score::not_known(lang, e))
            );
        }
    }
    let tcc = match &sheet.tie_break.tcc {
        Ok(t) => format!(
            "<td class=n>{:.3}</td><td class=f>{}</td>",
            t.value,
            esc(&score::tcc(lang, t))
        ),
        Err(e) => format!(
            "<td></td><td class=f>{}</td>",
            esc(&words::tcc_unknown(lang, e))
        ),
    };
    let _ = write!(
        o,
        "<tr><td>{}</td>{tcc}</tr></table>",
        T::TcCoefficient.get(lang)
    );
}

/// ", held 3 of 8 objectives" when the jury counted them at that moment.
fn counted(report: &Report, nation: Nation, lang: Lang) -> String {
    report
        .counted
        .iter()
        .find(|c| c.nation == nation)
        .map(|c| {
            S::Held
                .get(lang)
                .replace("{held}", &c.held.to_string())
                .replace("{total}", &c.total.to_string())
        })
        .unwrap_or_default()
}
