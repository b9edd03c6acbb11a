//! What every printout shares: the page around it (A4, its own CSS, no
//! scripts), the sheets that hold a fixed number of cards each, and how a
//! player is named (number, name, a mark for a fill-in). See
//! `sheets::print` for the printouts themselves.

use std::fmt::Write as _;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::lang::Lang;
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::words::office;
use crate::words::tournament::W;

/// The printouts' style: A4 with 12 mm margins, black on white, tables
/// whose header repeats on every page and whose rows never split, cards
/// that never break across pages, each sheet of cards one page; the
/// crosstable on landscape pages, a player card's QR code 17 mm in its
/// top right corner.
const STYLE: &str = "@page{size:A4;margin:12mm}@page wide{size:A4 landscape;margin:12mm}\
*{box-sizing:border-box}\
body{font:10.5pt/1.3 'DejaVu Sans',Arial,Helvetica,sans-serif;color:#000;background:#fff;margin:0}\
@media screen{body{max-width:273mm;margin:1em auto;padding:0 4mm}}\
h1{font-size:17pt;margin:0 0 1mm}h2{font-size:14pt;margin:5mm 0 2mm}\
p{margin:1mm 0 2mm}.sub{color:#333}\
table{border-collapse:collapse;width:100%}\
th,td{border:.3mm solid #777;padding:1mm 1.6mm;text-align:left;vertical-align:top}\
th{background:#e6e6e6;font-weight:bold;-webkit-print-color-adjust:exact;print-color-adjust:exact}\
thead{display:table-header-group}tr{break-inside:avoid;page-break-inside:avoid}\
.n{text-align:right;font-variant-numeric:tabular-nums}td.n{white-space:nowrap}\
.pno{font-weight:bold;font-variant-numeric:tabular-nums;margin-right:.35em}\
.small{font-size:8.5pt;color:#333}.nowrap{white-space:nowrap}\
.page{break-after:page;page-break-after:always}.page:last-child{break-after:auto;page-break-after:auto}\
.round{page:wide}.round td,.round th{font-size:14pt;padding:2mm 2.4mm}.round th.cap{font-size:16pt;background:none;border:none;padding:3mm 0 2mm}.round th.n,.round td.n{width:16mm}\
.index td,.index th{font-size:10pt;padding:.8mm 1.6mm}.index td .small{display:block}\
.sheet{display:grid;gap:0;grid-template-columns:1fr 1fr;grid-template-rows:135mm 135mm;break-after:page;page-break-after:always}\
.sheet:last-child{break-after:auto;page-break-after:auto}\
.card{border:.3mm dashed #888;padding:5mm;overflow:hidden;break-inside:avoid;page-break-inside:avoid}\
.card .head{font-weight:bold;margin:1mm 0 3mm}\
.join{float:right;width:32mm;margin:0 0 2mm 3mm;text-align:center}.join .qr{width:32mm;height:32mm;display:block}.join .small{font-size:7pt;overflow-wrap:anywhere}\
.tables .head{font-size:22pt}.seat{border-bottom:.3mm solid #999;padding:1.8mm 0}\
.seat .role{font-size:10pt;color:#333}.seat .name{font-size:16pt}\
.players .head{font-size:14pt;margin-bottom:1mm}.players table{margin-top:2mm}\
.players td,.players th{font-size:10pt;padding:.7mm 1.2mm;border:none;border-bottom:.2mm solid #bbb}\
.players th{border-top:.3mm solid #777}.players td.role{color:#333;font-size:8.5pt;width:27mm}\
.standings td,.standings th{font-size:9pt;padding:.8mm 1.2mm}\
tr.tied td{background:#fff2b3;font-weight:bold;-webkit-print-color-adjust:exact;print-color-adjust:exact}\
.win{font-weight:bold}.big{font-size:15pt}.blank{display:inline-block;min-width:45mm;border-bottom:.3mm solid #000}\
ol,ul{margin:1mm 0 2mm;padding-left:6mm}\
.card{position:relative}.follow{position:absolute;top:3mm;right:4mm}.follow .qr{width:17mm;height:17mm;display:block}\
.card:has(.follow) .head,.card:has(.follow)>.small:first-child{padding-right:19mm}.scan{margin-top:1.5mm;font-size:7.5pt}\
.cross-page{page:wide}.cross td,.cross th{font-size:8pt;padding:.6mm 1.2mm}.cross td.round{width:16%}\
.cross .vs{color:#333}.cross .dim{color:#555}\
.sheet.slips{grid-template-columns:1fr;grid-template-rows:136mm 136mm}.slip .head{font-size:16pt;margin:0 0 2mm}.slip p{margin:1.5mm 0}\
.slip table{margin:1mm 0}.slip td,.slip th{padding:.5mm 1.6mm;font-size:9.5pt}.slip td.c{text-align:center}\
.slip .blank{min-width:60mm;margin-right:3mm}.slip .blank.short{min-width:14mm}\
.slip table.sign td{border:none;border-bottom:.3mm solid #999;height:8mm;vertical-align:bottom}.slip table.sign td.line{width:50%}.slip table.sign td.role{width:20%;color:#333}";

/// The tournament's pages on a screen: the hall's jury and public pages
/// and the published site (dark, for a hall's lights and a phone).
pub const SCREEN: &str = include_str!("tournament.css");

/// A whole page: the tournament's name and `heading` in the tab, then
/// `body`.
pub fn page(t: &Tournament, lang: Lang, heading: &str, body: &Markup) -> String {
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                title { (t.name) " — " (heading) }
                style { (PreEscaped(STYLE)) }
            }
            body { (body) }
        }
    };
    let mut text = page.into_string();
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
}
