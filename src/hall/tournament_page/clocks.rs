//! The Draw tab's tables' clocks: for each table of the draw, the QR code
//! that opens the clock there with the table's own key (as on its table
//! card), the key to type where a camera fails, and the jury's "New key"
//! for a lost tablet, which asks first (the old key stops working at once).
//! A new laptop (the hall started on its copy elsewhere) shows the new
//! address here: the tablets scan again.

use maud::{Markup, html};

use super::ask::Ask;
use crate::lang::Lang;
use crate::sheets::print::Joining;
use crate::sheets::qr;
use crate::words::pages::P;
use crate::words::text::T;

/// The tables' clocks, or nothing before the draw (no tables yet).
pub fn section(joining: &Joining, lang: Lang, ask: &Ask) -> Markup {
    html! {
        @if !joining.table_keys.is_empty() {
            h2 #clocks { (P::TableClocks.get(lang)) }
            p.dim { (P::TableClocksAbout.get(lang)) " " b { (joining.tablets()) "/" } }
            div.clocks {
                @for (table, key) in &joining.table_keys {
                    div.clock #{ "clock-" (table) } {
                        div.big { (P::TableN.get(lang).replace("{table}", &table.to_string())) }
                        @if let Some(address) = joining.clock(*table) { (qr::svg(&address, lang)) }
                        div.key { (key) }
                        @if ask.edit == format!("key{table}") {
                            div.box {
                                p.no { (P::RenewKeyAsk.get(lang).replace("{table}", &table.to_string())) }
                                div.row {
                                    button.go data-do="renew-key" data-post={ "/api/tournament/tables/" (table) "/key" } { (P::RenewKeyYes.get(lang)) }
                                    button data-show="" { (T::Cancel.get(lang)) }
                                }
                            }
                        } @else {
                            button data-show={ "edit=key" (table) } { (P::RenewKey.get(lang)) }
                        }
                    }
                }
            }
        }
    }
}
