//! The printable one-page report sheet: maud in the page frame every page
//! shares (`page_frame`, A4), the sheet's own CSS (`report.css`), no
//! scripts.

use maud::{Markup, PreEscaped, html};

use crate::engine::{FateCard, Nation, Role};
use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::words::chart::C;
use crate::words::frame::D;
use crate::words::sheet::S;
use crate::words::text::T;
use crate::words::{self, score, text};

use super::Report;
use super::chart::{self, Figure};
use super::svg;
use crate::format;

/// The sheet's own look beside every printout's: small type and two
/// columns, so that a whole game fits on one A4 page.
const STYLE: &str = include_str!("report.css");

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
    let title = match h.game {
        Some(game) => format!(
            "{} — {}",
            S::Title.get(lang),
            text::tournament_game(lang, game)
        ),
        None => format!(
            "{} — {}",
            S::Title.get(lang),
            S::TableNo.get(lang).replace("{table}", &h.table)
        ),
    };
    let body = html! {
        h1 { (title) }
        (about(report, lang))
        div.two {
            div {
                h2 { (S::Players.get(lang)) }
                table {
                    @for role in Role::ALL {
                        tr { th { (text::role(lang, role)) } td { (h.players.get(&role).map_or("", String::as_str)) } }
                    }
                }
                @if !report.time.is_empty() { (time(report, lang)) }
            }
            div {
                h2 { (S::Events.get(lang)) }
                table {
                    tr { th { (T::Turn.get(lang)) } th { (S::Event.get(lang)) } }
                    (events(report, lang))
                }
                @if let Some(w) = &report.fate_warning {
                    p.warn { (S::Warning.get(lang)) ": " (words::fate_warning(lang, w)) }
                }
            }
        }
        @if !report.per_turn.is_empty() {
            h2 { (C::TimeWent.get(lang)) }
            div.charts {
                @for figure in charts(report, lang, CHART_WIDTH) {
                    // The SVG is the report's own, its text escaped there.
                    (PreEscaped(svg::svg(&figure)))
                }
            }
        }
        h2 { (T::Scores.get(lang)) }
        (scores(report, lang))
    };
    let mut page = Frame {
        title: &title,
        lang,
        look: Look::Print,
        description: D::Report.get(lang),
        style: &[STYLE],
        data: &[],
        header: None,
        body,
        script: None,
    }
    .draw()
    .into_string();
    page.push('\n');
    page
}

/// The line under the title: the ruleset, when the game started and
/// ended, how many turns.
fn about(report: &Report, lang: Lang) -> Markup {
    let h = &report.header;
    let started = h
        .started_words(T::FirstTurn.get(lang), T::SetupLeft.get(lang))
        .unwrap_or_else(|| "—".to_owned());
    let ended = if report.finished {
        h.ended
            .map_or_else(|| "—".to_owned(), |t| format::wall_minute(&t))
    } else {
        S::StillPlaying.get(lang).to_owned()
    };
    html! {
        p {
            (T::Ruleset.get(lang)) ": " (text::ruleset_name(lang, &h.ruleset))
            " · " (T::Started.get(lang)) ": " (started)
            " · " (S::Ended.get(lang)) ": " (ended)
            " · " (S::Turns.get(lang)) ": " (report.turns)
        }
    }
}

/// The Cards of Fate, drop-outs, the Imperial Army's switches and the
/// offensive option's steps, by turn.
fn events(report: &Report, lang: Lang) -> Markup {
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
    html! {
        @if events.is_empty() {
            tr { td {} td { (S::NoEvents.get(lang)) } }
        }
        @for (turn, text) in &events {
            tr { td.n { (turn) } td { (text) } }
        }
    }
}

/// The time table; a result file scored without its game has none.
fn time(report: &Report, lang: Lang) -> Markup {
    let left = S::ClocksLeft
        .get(lang)
        .replace("{frederick}", &format::clock(report.clock_left[0]))
        .replace("{attackers}", &format::clock(report.clock_left[1]));
    html! {
        h2 { (S::TimeUsed.get(lang)) }
        table {
            tr {
                th {}
                th { (T::ChessClock.get(lang)) }
                th { (T::Stopwatch.get(lang)) }
                th { (T::StopwatchStages.get(lang)) }
            }
            @for row in &report.time {
                tr {
                    td { (words::time_of(lang, row.of)) }
                    td.n { (format::used(row.used.clock)) }
                    td.n { (format::used(row.used.stopwatch)) }
                    td.n { (row.used.stopwatch_stages) }
                }
            }
        }
        p { (left) }
    }
}

/// The scores with their formulas and the tie-break's inputs, or why
/// there are none yet.
fn scores(report: &Report, lang: Lang) -> Markup {
    let Some(sheet) = &report.scores else {
        let why = report.result_error.as_ref().map_or_else(
            || S::NoResult.get(lang).to_owned(),
            |e| words::result_error(lang, e),
        );
        return html! { p { (S::NoScores.get(lang).replace("{why}", &why)) } };
    };
    let second = T::SecondBest.get(lang);
    html! {
        p {
            (S::Scoring.get(lang)) ": " (text::preset(lang, sheet.scheme))
            @if let Some(a) = sheet.assumed { " — " (score::assumed(lang, a)) }
        }
        table {
            tr { th { (S::Player.get(lang)) } th { (S::Score.get(lang)) } th { (S::How.get(lang)) } }
            @for r in &sheet.roles {
                tr {
                    td { (text::role(lang, r.role)) " " (report.header.players.get(&r.role).map_or("", String::as_str)) }
                    td.n { b { (r.total) } }
                    td {
                        span.f { (score::total(lang, &r.formula)) }
                        @for line in r.candidates.iter().chain(r.bonus.as_ref()) {
                            br; span.f { (score::line(lang, line)) }
                        }
                    }
                }
            }
        }
        h2 { (T::TieBreak.get(lang)) }
        table {
            @for r in &sheet.roles {
                @if let Some(l) = &r.second_best {
                    tr {
                        td { (text::role(lang, r.role)) " " (second) }
                        td.n { (l.points) }
                        td.f { (score::line(lang, l)) }
                    }
                } @else if let Some(e) = sheet.switch_not_known(r.role) {
                    tr {
                        td { (text::role(lang, r.role)) " " (second) }
                        td {}
                        td.f { (T::ImperialSwitch.get(lang)) ": " (score::not_known(lang, e)) }
                    }
                }
            }
            tr {
                td { (T::TcCoefficient.get(lang)) }
                @match &sheet.tie_break.tcc {
                    Ok(t) => {
                        td.n { (format!("{:.3}", t.value)) }
                        td.f { (score::tcc(lang, t)) }
                    }
                    Err(e) => {
                        td {}
                        td.f { (words::tcc_unknown(lang, e)) }
                    }
                }
            }
        }
    }
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
