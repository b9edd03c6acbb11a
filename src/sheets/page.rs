//! What every printout shares: the page around it (`page_frame`'s A4 and
//! the printouts' own CSS, `print.css`, no scripts), the sheets that hold
//! a fixed number of cards each, and how a player is named (number, name,
//! a mark for a fill-in). See `sheets::print` for the printouts themselves.

use std::fmt::Write as _;

use maud::{Markup, html};

use crate::lang::Lang;
use crate::page_frame::{Frame, Look};
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::words::frame::D;
use crate::words::office;
use crate::words::tournament::W;

/// The printouts' own look beside every printout's page (`page_frame`'s
/// A4): the crosstable on landscape pages, sheets of four cards, a player
/// card's QR code 17 mm in its top right corner, the result slips.
pub const PRINT: &str = include_str!("print.css");

/// The tournament's pages on a screen: the hall's jury and public pages
/// and the published site (dark, for a hall's lights and a phone).
pub const SCREEN: &str = include_str!("tournament.css");

/// A whole printout: the tournament's name and `heading` in the tab, then
/// `body`, on A4.
pub fn page(t: &Tournament, lang: Lang, heading: &str, body: &Markup) -> String {
    let title = format!("{} — {heading}", t.name);
    printed(&title, lang, body.clone())
}

/// A printout titled `title` holding `body`, on A4.
pub fn printed(title: &str, lang: Lang, body: Markup) -> String {
    let mut text = Frame {
        title,
        lang,
        look: Look::Print,
        description: D::Printout.get(lang),
        style: &[PRINT],
        data: &[],
        header: None,
        body,
        script: None,
    }
    .draw()
    .into_string();
    text.push('\n');
    text
}

/// The title block of a page or a section: the tournament and `heading`,
/// and a line under them if `sub` is not empty.
pub fn title(t: &Tournament, heading: &str, sub: &str) -> Markup {
    html! {
        h1 { (t.name) " — " (heading) }
        @if !sub.is_empty() { p.sub { (sub) } }
    }
}

/// Cards laid out four to a sheet (one printed page, each card an A6
/// quarter of it), in the sheet class `class` (`tables`, `players`).
pub fn sheets(class: &str, cards: &[Markup]) -> Markup {
    html! {
        @for chunk in cards.chunks(4) {
            div class={ "sheet " (class) } {
                @for card in chunk { div.card { (card) } }
            }
        }
    }
}

/// A name's key for sorting by name: lower case, the common Latin accents
/// folded (É sorts with E, ß as ss) and numbers by value ("Fill-in 2"
/// before "Fill-in 10"), so an index reads as people expect.
pub fn sort_key(name: &str) -> String {
    let mut key = String::new();
    let mut digits = String::new();
    for c in name.trim().to_lowercase().chars().chain([' ']) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            let _ = write!(key, "{digits:0>12}");
            digits.clear();
        }
        let folded = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
            'æ' => "ae",
            'ç' | 'ć' | 'č' => "c",
            'ď' | 'đ' => "d",
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ę' | 'ě' => "e",
            'ğ' => "g",
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'ı' => "i",
            'ł' | 'ľ' => "l",
            'ñ' | 'ń' | 'ň' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
            'œ' => "oe",
            'ř' => "r",
            'ß' => "ss",
            'ś' | 'š' | 'ş' => "s",
            'ť' | 'ţ' => "t",
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
            'ý' | 'ÿ' => "y",
            'ź' | 'ż' | 'ž' => "z",
            _ => {
                key.push(c);
                continue;
            }
        };
        key.push_str(folded);
    }
    key
}

/// A player's name as printed in `lang`, with the fill-in's mark (°).
pub fn name(t: &Tournament, no: PlayerNo, lang: Lang) -> Markup {
    let shown = office::player(lang, t, no);
    html! {
        @match t.player(no) {
            Some(p) if p.fill_in => { (shown) "°" }
            _ => (shown),
        }
    }
}

/// A player as a cell: his number in bold, then his name.
pub fn who(t: &Tournament, no: PlayerNo, lang: Lang) -> Markup {
    html! { span.pno { (no) } " " (name(t, no, lang)) }
}

/// The legend of the fill-in's mark, when the tournament has fill-ins.
pub fn fill_in_note(t: &Tournament, lang: Lang) -> Markup {
    html! {
        @if t.players.iter().any(|p| p.fill_in) {
            p.small { "° " (W::FillIn.get(lang)) }
        }
    }
}

/// The games confirmed of the draw's: (confirmed, all).
pub fn progress(t: &Tournament) -> (usize, usize) {
    let all = t.draw.as_ref().map_or(0, |d| d.games.len());
    (all - t.missing().len(), all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_as_people_read_them() {
        let mut names = ["Zoe", "Émile", "Fill-in 10", "eva", "Fill-in 2", "Øystein"];
        names.sort_by_key(|n| sort_key(n));
        assert_eq!(
            names,
            ["Émile", "eva", "Fill-in 2", "Fill-in 10", "Øystein", "Zoe"]
        );
    }

    /// WCAG's relative luminance of `#rrggbb`.
    fn luminance(hex: &str) -> f64 {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0)) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    #[test]
    fn the_current_tab_reads_at_the_contrast_wcag_asks_of_text() {
        let site = include_str!("../site/site.css");
        for (css, rule) in [
            (SCREEN, "nav button.on{background:"),
            (site, "nav a.on,.langs a.on{background:"),
        ] {
            let at = css.find(rule).unwrap() + rule.len();
            let background = &css[at..at + 7];
            let ratio = (luminance("#eeeeee") + 0.05) / (luminance(background) + 0.05);
            assert!(ratio >= 4.5, "{rule} {background}: {ratio:.2}:1");
        }
    }
}
