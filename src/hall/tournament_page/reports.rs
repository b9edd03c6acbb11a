//! Two reports of one game side by side, under its row of the Results tab
//! (`tournament::reports` decides which wait for the jury): each report
//! with its table's journal, when the table saved it, its result in words
//! and its scores, which say the same and which is the confirmed result;
//! and the jury's choice: confirm one report while they differ, or keep
//! the confirmed result or replace it with a re-entry (with a reason).

use crate::tournament::request::Confirming;
use maud::{Markup, html};

use super::ask::Ask;
use super::summary::scores_line;
use crate::format;
use crate::hall::office::view::{GameView, ReportView};
use crate::lang::Lang;
use crate::sheets::results::summary;
use crate::tournament::book::Conflict;
use crate::words::jury::{J, fill};
use crate::words::office;
use crate::words::pages::P;
use crate::words::text::T;

/// The reports of `g` side by side, when they wait for the jury
/// (`closed`: the qualifying round is closed, no choice is offered).
pub fn panel(g: &GameView, id: &str, confirm: &str, lang: Lang, ask: &Ask, closed: bool) -> Markup {
    let Some(conflict) = g.conflict else {
        return html! {};
    };
    let help = match conflict {
        Conflict::Differ => J::DifferHelp,
        Conflict::ReEntry => J::ReEntryHelp,
    };
    // What they disagree on: the open reports, and the confirmed result
    // they would replace.
    let compared: Vec<&crate::scoring::ResultInput> = g
        .reports
        .iter()
        .filter(|r| r.open)
        .map(|r| &r.result)
        .chain(
            g.confirmed
                .as_ref()
                .filter(|_| conflict == Conflict::ReEntry),
        )
        .collect();
    let differ: Vec<String> = crate::scoring::mend::differing(&compared)
        .iter()
        .map(|f| crate::words::jury::result_field(lang, f))
        .collect();
    html! {
        tr.reports #{ "reports-" (id) } { td colspan="9" { div.box {
            div { (help.get(lang)) }
            @if !differ.is_empty() {
                div.no.where-differ { (J::WhereDiffer.get(lang)) ": " (differ.join(" · ")) }
            }
            div.side {
                @if let (Conflict::ReEntry, Some(c)) = (conflict, &g.confirmed) {
                    div.report.is-confirmed #{ "confirmed-" (id) } {
                        b { (office::sentence(J::IsConfirmed.get(lang))) }
                        div { (summary(Some(c), lang)) }
                        @if let Some(s) = g.scores { div.dim { (scores_line(&s, lang)) } }
                        @if !closed {
                            @let keep = Confirming { keep: true, ..Confirming::default() };
                            div.row { button.go data-do="keep" data-post=(confirm)
                                data-body=(body(&keep)) { (J::Keep.get(lang)) } }
                        }
                    }
                }
                @for r in &g.reports {
                    @let offer = !closed && r.open && !g.reports.iter()
                        .any(|e| e.open && e.n < r.n && root(e) == root(r));
                    (card(r, conflict, id, confirm, lang, ask, offer))
                }
            }
        } } }
    }
}

/// The first report that says what `r` says (`r` itself if none before).
fn root(r: &ReportView) -> u32 {
    r.same_as.unwrap_or(r.n)
}

/// One report's card; `offer`: the jury's choice of it is offered (the
/// first open report that says what it says).
fn card(
    r: &ReportView,
    conflict: Conflict,
    id: &str,
    confirm: &str,
    lang: Lang,
    ask: &Ask,
    offer: bool,
) -> Markup {
    let n = r.n.to_string();
    let body = body(&Confirming {
        report: Some(r.n),
        ..Confirming::default()
    });
    let replacing = ask.edit == format!("r{id}-{}", r.n);
    html! {
        div.report.open[r.open].is-confirmed[r.confirmed] #{ "report-" (id) "-" (r.n) } {
            b { (fill(lang, J::Report, &[("n", &n)])) }
            div.dim {
                a href={ "/hall?lang=" (lang.code()) "&open=" (r.journal) } { (r.journal) }
            }
            div.dim { (fill(lang, J::SavedAt, &[("at", &format::wall(&r.at))])) }
            div { (summary(Some(&r.result), lang)) }
            @if let Some(s) = r.scores { div.dim { (scores_line(&s, lang)) } }
            @if let Some(k) = r.same_as { div.dim { (fill(lang, J::SameAs, &[("n", &k.to_string())])) } }
            @if r.confirmed { div { span.badge.confirmed { (J::IsConfirmed.get(lang)) } } }
            @if r.since { div.dim { (J::AfterConfirmation.get(lang)) } }
            @if offer {
                @match conflict {
                    Conflict::Differ => {
                        div.row { button.go data-do="confirm-report" data-n=(r.n) data-post=(confirm) data-body=(body) {
                            (fill(lang, J::ConfirmReport, &[("n", &n)])) } }
                    }
                    Conflict::ReEntry if replacing => {
                        form.row data-post=(confirm) data-body=(body) {
                            label { (P::CorrectionReason.get(lang)) " "
                                input #{ "replace-reason-" (id) } name="reason" size="24"; }
                            button.go type="submit" data-do="replace-confirm" { (J::ReplaceConfirm.get(lang)) }
                            button type="button" data-do="cancel" data-show="" { (T::Cancel.get(lang)) }
                        }
                    }
                    Conflict::ReEntry => {
                        div.row { button data-do="replace" data-n=(r.n) data-show={ "edit=r" (id) "-" (r.n) } {
                            (fill(lang, J::ReplaceWith, &[("n", &n)])) } }
                    }
                }
            }
        }
    }
}

/// A confirmation's body as the page posts it (the game is in its path).
fn body(asked: &Confirming) -> String {
    serde_json::to_string(asked).unwrap_or_default()
}
