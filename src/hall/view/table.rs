//! One table's page in the hall view, read only: its heading, its journal
//! to download, where the time went (charts), its log, and its report
//! sheet; an HTML fragment drawn by [`table`] (`GET /hall/tables/{name}`).
//! The parts that change as the game goes on (`data-part`) are swapped in
//! again by the page; the report's frame stays.

use maud::{Markup, PreEscaped, html};

use crate::format;
use crate::lang::Lang;
use crate::words::text::T;

use super::super::board::{LogLine, TableView};
use super::super::charts::GameCharts;

/// A path segment written safely into an address (journal names are plain
/// file names, but a name is never trusted).
fn segment(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// A table's page: `t` as the cards show it, its `log` (oldest first) and
/// its `charts`, in `lang`.
pub fn table(t: &TableView, log: &[LogLine], charts: &GameCharts, lang: Lang) -> Markup {
    let journal = &t.listed.journal;
    let base = format!("/api/journals/{}", segment(journal));
    html! {
        div.table data-of=(journal) {
            div.bar {
                button #back type="button" { (T::BackToHall.get(lang)) }
                h2 { (super::cards::title(t, lang)) " · " (T::ReadOnly.get(lang)) }
                a href=(base) download=(format!("{journal}.jsonl")) { (T::JournalDownload.get(lang)) }
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
            iframe src=(format!("{base}/report?lang={}", lang.code())) {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::segment;

    #[test]
    fn a_name_is_written_into_an_address_escaped() {
        assert_eq!(segment("table-12.v2"), "table-12.v2");
        assert_eq!(segment("a b/\"c"), "a%20b%2F%22c");
    }
}
