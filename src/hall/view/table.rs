//! One table's page in the hall view, read only: its heading, its journal
//! to download, where the time went (charts), its log, and its report
//! sheet; an HTML fragment drawn by [`table`] (`GET /hall/tables/{name}`).
//! The parts that change as the game goes on (`data-part`) are swapped in
//! again by the page; the report's frame stays.

use crate::hall::shared::in_address;
use maud::{Markup, PreEscaped, html};

use crate::format;
use crate::lang::Lang;
use crate::words::text::T;

use super::super::board::{Live, LogLine, TableView};
use super::super::charts::GameCharts;

/// A table's page: `t` as the cards show it, its `log` (oldest first) and
/// its `charts`, in `lang`.
pub fn table(t: &TableView, log: &[LogLine], charts: &GameCharts, lang: Lang) -> Markup {
    let journal = &t.listed.journal;
    let base = format!("/api/journals/{}", in_address(journal));
    html! {
        div.table data-of=(journal) {
            div.bar {
                button #back type="button" { (T::BackToHall.get(lang)) }
                h2 { (super::cards::title(t, lang)) " · " (T::ReadOnly.get(lang)) }
                a href=(base) download=(format!("{journal}.jsonl")) { (T::JournalDownload.get(lang)) }
                (super::cards::archive_button(journal, t.live != Live::Archived, lang))
            }
            div data-part="time" {
                h3 #time { (charts.title) }
                // SVG made by `report::svg`, which escapes its words itself.
                div.charts #charts {
                    @for chart in &charts.charts { (PreEscaped(&chart.svg)) }
                }
            }
            div data-part="log" {
                h3 { (T::Log.get(lang)) }
                table {
                    @for line in log.iter().rev() {
                        tr {
                            td { (format::used(line.at)) }
                            td { (T::Turn.get(lang)) " " (line.turn) }
                            td { (line.what) }
                        }
                    }
                }
            }
            h3 { (T::ReportSheet.get(lang)) }
            iframe src=(format!("{base}/report?lang={}", lang.code())) title=(T::ReportSheet.get(lang)) {}
        }
    }
}
