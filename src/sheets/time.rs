//! Where the time went across every game, drawn once: the jury's Results
//! tab, the players' public page and the printout (`/print/time`) show
//! [`across`].

use maud::{Markup, PreEscaped, html};

use crate::lang::Lang;
use crate::report::across::{self, Across};
use crate::report::svg::{printed, svg};
use crate::words::chart::C;

/// The width of the charts across all games.
const WIDTH: f32 = 440.0;

/// The charts across all games with their title and note.
pub fn across(all: &Across, lang: Lang) -> Markup {
    html! {
        h2 { (C::AllGames.get(lang)) }
        (charts(all, lang, false))
    }
}

/// The note and the charts across all games, under a heading of the
/// caller's: in colour on a page (grey when printed), in greys on a printout.
fn charts(all: &Across, lang: Lang, printout: bool) -> Markup {
    let draw = if printout { printed } else { svg };
    html! {
        p.dim { (C::AllGamesNote.get(lang)) }
        div.charts {
            @for figure in across::charts(all, lang, WIDTH) {
                // The SVG is the report's own, its text escaped there.
                (PreEscaped(draw(&figure)))
            }
        }
    }
}

/// The charts across all games on an A4 page, black and white.
pub fn printout(all: &Across, lang: Lang) -> String {
    let title = C::AllGames.get(lang);
    super::page::printed(
        title,
        lang,
        html! { h1 { (title) } (charts(all, lang, true)) },
    )
}
