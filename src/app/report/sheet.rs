//! The report screen's right column: the scores with their formulas and the
//! tie-break inputs, then the report sheet (players, start, events, time).

use egui::{RichText, Ui};

use crate::engine::{FateCard, Role};
use crate::format;
use crate::report::Report;

use super::super::text::{self, T};
use super::super::widgets::{lines, palette, size};
use super::super::words;

/// The scores, or why there are none yet (`problem`: what is wrong with the
/// result as typed, in the interface's language).
pub(super) fn scores_ui(ui: &mut Ui, report: &Report, problem: Option<&str>, lang: text::Lang) {
    ui.label(RichText::new(T::Scores.get(lang)).size(size::LARGE));
    let Some(sheet) = &report.scores else {
        let text = problem.unwrap_or("");
        ui.label(big(&format!("{}: {text}", T::NoScoresYet.get(lang))).color(palette::WARNING));
        return;
    };
    ui.label(big(&format!(
        "{}: {}",
        T::ScoringRules.get(lang),
        text::preset(lang, sheet.scheme)
    )));
    if sheet.assumed.is_some() {
        ui.label(big(T::BritishOpenAssumed.get(lang)).color(palette::WARNING));
    }
    for r in &sheet.roles {
        let name = report
            .header
            .players
            .get(&r.role)
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        ui.label(
            RichText::new(format!("{}{name}: {}", text::role(lang, r.role), r.total))
                .size(size::MEDIUM)
                .strong(),
        );
        ui.label(RichText::new(words::score::total(lang, &r.formula)).size(size::SHEET_HEAD));
        for l in r.candidates.iter().chain(r.bonus.as_ref()) {
            let line = words::score::line(lang, l);
            ui.label(RichText::new(format!("  {line}")).size(size::FINE));
        }
        if let Some(l) = &r.second_best {
            ui.label(
                RichText::new(format!(
                    "  {}: {} ({})",
                    T::SecondBest.get(lang),
                    l.points,
                    words::score::scored(lang, l.what)
                ))
                .size(size::FINE),
            );
        } else if let Some(e) = sheet.switch_not_known(r.role) {
            let text = format!(
                "  {} ({}): {}",
                T::SecondBest.get(lang),
                T::ImperialSwitch.get(lang),
                words::score::not_known(lang, e)
            );
            ui.label(RichText::new(text).size(size::FINE));
        }
    }
    ui.label(big(T::TieBreak.get(lang)));
    let switch = match &sheet.tie_break.imperial_switch {
        Some(Ok(l)) => Some(format!(
            "{}: {} — {}",
            words::score::scored(lang, l.what),
            l.points,
            words::score::formula(lang, &l.formula)
        )),
        Some(Err(e)) => Some(format!(
            "{}: {}",
            T::ImperialSwitch.get(lang),
            words::score::not_known(lang, *e)
        )),
        None => None,
    };
    if let Some(switch) = switch {
        ui.label(RichText::new(switch).size(size::FINE));
    }
    let tcc = match &sheet.tie_break.tcc {
        Ok(t) => format!("{:.3} — {}", t.value, words::score::tcc(lang, t)),
        Err(e) => words::tcc_unknown(lang, e),
    };
    ui.label(RichText::new(format!("{}: {tcc}", T::TcCoefficient.get(lang))).size(size::FINE));
}

pub(super) fn report_ui(ui: &mut Ui, report: &Report, (lang, narrow): (text::Lang, bool)) {
    ui.add_space(12.0);
    ui.label(RichText::new(T::ReportSheet.get(lang)).size(size::LARGE));
    let h = &report.header;
    if let Some(game) = h.game {
        let game = text::tournament_game(lang, game);
        ui.label(RichText::new(game).size(size::SHEET_HEAD));
    }
    let players: Vec<String> = Role::ALL
        .into_iter()
        .map(|r| {
            format!(
                "{}: {}",
                text::role(lang, r),
                h.players.get(&r).map_or("—", String::as_str)
            )
        })
        .collect();
    ui.label(RichText::new(players.join(" · ")).size(size::SHEET_HEAD));
    if let Some(s) = h.started_words(T::FirstTurn.get(lang), T::SetupLeft.get(lang)) {
        ui.label(RichText::new(format!("{}: {s}", T::Started.get(lang))).size(size::SHEET_HEAD));
    }
    let drawn: Vec<FateCard> = report.fate.iter().map(|f| f.drawn).collect();
    for (i, f) in report.fate.iter().enumerate() {
        ui.label(
            RichText::new(format!(
                "{} {}: {} — {}",
                T::Turn.get(lang),
                f.turn,
                words::card(lang, f.drawn),
                words::effect(lang, f.drawn.effect(&drawn[..i]))
            ))
            .size(size::SHEET),
        );
    }
    if let Some(w) = &report.fate_warning {
        ui.label(
            RichText::new(words::fate_warning(lang, w))
                .size(size::SHEET)
                .color(palette::WARNING),
        );
    }
    for d in &report.dropouts {
        let held = report
            .counted
            .iter()
            .find(|c| c.nation == d.nation)
            .map(|c| {
                format!(
                    " — {} {} {} {}",
                    T::Held.get(lang),
                    c.held,
                    T::Of.get(lang),
                    c.total
                )
            })
            .unwrap_or_default();
        ui.label(
            RichText::new(format!(
                "{} {}: {} {}{held}",
                T::Turn.get(lang),
                d.turn,
                text::nation(lang, d.nation),
                T::Out.get(lang)
            ))
            .size(size::SHEET),
        );
    }
    for s in &report.imperial {
        ui.label(
            RichText::new(format!(
                "{} {}: {} » {}",
                T::Turn.get(lang),
                s.turn,
                text::role(lang, s.from),
                text::role(lang, s.to)
            ))
            .size(size::SHEET),
        );
    }
    for m in &report.offensive {
        ui.label(
            RichText::new(format!(
                "{} {}: {}",
                T::Turn.get(lang),
                m.turn,
                words::offensive(lang, m.step)
            ))
            .size(size::SHEET),
        );
    }
    // A phone's table is in smaller print, to fit its width.
    let font = if narrow { size::FINE } else { size::SHEET };
    egui::Grid::new("time").striped(true).show(ui, |ui| {
        // What each column counts, as on the printed sheet; on a phone one
        // word a line.
        ui.label("");
        for head in [T::ChessClock, T::Stopwatch, T::StopwatchStages] {
            let head = if narrow {
                lines(head.get(lang), 9)
            } else {
                head.get(lang).to_owned()
            };
            ui.label(RichText::new(head).size(font).strong());
        }
        ui.end_row();
        for row in &report.time {
            let of = words::time_of(lang, row.of);
            let of = if narrow { lines(&of, 14) } else { of };
            ui.label(RichText::new(of).size(font));
            ui.label(
                RichText::new(format::used(row.used.clock))
                    .size(font)
                    .monospace(),
            );
            ui.label(
                RichText::new(format::used(row.used.stopwatch))
                    .size(font)
                    .monospace(),
            );
            ui.label(RichText::new(row.used.stopwatch_stages.to_string()).size(font));
            ui.end_row();
        }
    });
}

/// Text at the report's body size.
pub(super) fn big(text: &str) -> RichText {
    RichText::new(text).size(size::BODY)
}
