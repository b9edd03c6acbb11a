//! The players' public standings, drawn once: the final's order once
//! known, the rounds counted, the standings as the jury lets them be seen
//! (`tournament::public`) and the finalists. The hall's public page
//! `/standings` and the published site's standings page both show
//! [`standings`].

use maud::{Markup, html};

use super::final_sheet::final_order;
use super::page::name;
use super::standings::{Column, Look, standings as table};
use crate::lang::Lang;
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::tournament::final_round::final_result;
use crate::tournament::public::held_back;
use crate::tournament::standings::standings as ranked;
use crate::words::pages::P;
use crate::words::tournament::W;

/// The public standings of `t`, held back as the jury set it; on a page
/// (`page`) the numbers open the games behind them, `explain` the ones
/// shown.
pub fn standings(
    t: &Tournament,
    lang: Lang,
    page: bool,
    explain: Option<(PlayerNo, Column)>,
) -> Markup {
    let (held, _, shown) = held_back(t);
    let lines = if shown.is_empty() {
        Vec::new()
    } else {
        ranked(&held)
    };
    let look = if page {
        Look::Page {
            explain,
            public: true,
        }
    } else {
        Look::Print
    };
    html! {
        @if let Some(f) = final_result(t) { (final_order(t, &f, lang)) }
        @if shown.is_empty() {
            p { (P::Held.get(lang)) }
        } @else {
            p.dim { (P::Shown.get(lang)) ": "
                (shown.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")) }
            div.wide-table { (table(&held, &lines, lang, look)) }
        }
        @if let Some(finalists) = t.finalists() {
            h2 { (W::Finalists.get(lang)) }
            p { @for (i, p) in finalists.iter().enumerate() { @if i > 0 { " · " } (name(t, *p, lang)) } }
        }
    }
}
