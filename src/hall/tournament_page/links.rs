//! The links from the jury's tabs to the printouts and exports (no key in
//! their addresses: the jury's cookie opens them).

use crate::words::sheet::S;
use maud::{Markup, html};

use crate::lang::Lang;
use crate::sheets::csv::Export;
use crate::sheets::print::Printout;
use crate::words::follow::F;
use crate::words::pages::P;
use crate::words::tournament::W;

/// Links to printouts and exports.
pub fn prints(lang: Lang, pages: &[Printout], files: &[Export]) -> Markup {
    let page_name = |p: Printout| match p {
        Printout::Draw => W::Draw.get(lang),
        Printout::Tables => W::TableCards.get(lang),
        Printout::Players => W::PlayerCards.get(lang),
        Printout::Standings => W::Standings.get(lang),
        Printout::Final => W::TheFinal.get(lang),
        Printout::Crosstable => F::Crosstable.get(lang),
        Printout::Slips => W::ResultSlips.get(lang),
        Printout::Results => crate::words::results_sheet::Rs::Sheet.get(lang),
    };
    let file_name = |f: Export| match f {
        Export::Players => S::Players.get(lang),
        Export::Draw => W::Draw.get(lang),
        Export::Results => P::Results.get(lang),
        Export::Standings => W::Standings.get(lang),
        Export::Crosstable => F::Crosstable.get(lang),
    };
    html! {
        div.row.dim.prints {
            @if !pages.is_empty() {
                (P::Print.get(lang)) ":"
                @for p in pages {
                    " " a href={ "/print/" (p.key()) "?lang=" (lang.code()) } target="_blank" { (page_name(*p)) }
                }
            }
            @if !files.is_empty() {
                @if !pages.is_empty() { " · " }
                "CSV:"
                @for f in files {
                    " " a href={ "/export/" (f.file()) } { (file_name(*f)) }
                }
            }
        }
    }
}
