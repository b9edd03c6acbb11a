//! A chart ([`super::chart::Figure`]) as inline SVG, for the report sheet
//! and the hall's pages: as wide as the page allows up to its own width, so
//! it shrinks on a phone held upright. Printed, it is black and white: each
//! ink's grey ([`Ink::grey`]) replaces its colour, by a print style the SVG
//! carries ([`svg`]), or from the start on a printout ([`printed`]).

use std::fmt::Write as _;

use super::chart::{Anchor, Figure, Ink, Mark};

/// Text made safe for HTML and SVG, by maud's escaper: the one the hall's
/// pages and the printouts are drawn with (`&`, `<`, `>`, `"`).
pub fn esc(text: &str) -> String {
    maud::html! { (text) }.into_string()
}

/// How the figure is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Paint {
    /// In colour on screen, in greys when printed.
    Screen,
    /// In greys only: a printout.
    Print,
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn colour(ink: Ink, paint: Paint) -> String {
    match paint {
        Paint::Screen => hex(ink.rgb()),
        Paint::Print => hex([ink.grey(); 3]),
    }
}

/// The hatching's stroke over an ink: white on a dark fill, black on a light one.
fn hatch_stroke(ink: Ink, paint: Paint) -> &'static str {
    let dark = match paint {
        Paint::Screen => ink.dark(),
        Paint::Print => ink.grey() < 0x80,
    };
    if dark { "#fff" } else { "#000" }
}

/// An ink's name in the SVG's classes and pattern ids ("NationRussia").
fn key(ink: Ink) -> String {
    format!("{ink:?}")
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

/// The classes that give an ink its grey in print (`f…` a fill, `s…` a
/// stroke, `h…` the hatching over it); none on a printout, already grey.
fn class(prefix: char, ink: Ink, paint: Paint) -> String {
    match paint {
        Paint::Screen => format!(" class=\"{prefix}{}\"", key(ink)),
        Paint::Print => String::new(),
    }
}

/// The print style: each ink used in its grey.
fn print_style(inks: &[Ink]) -> String {
    let mut rules = String::new();
    for ink in inks {
        let (k, grey) = (key(*ink), hex([ink.grey(); 3]));
        let hatch = hatch_stroke(*ink, Paint::Print);
        let _ = write!(
            rules,
            ".f{k}{{fill:{grey}}}.s{k}{{stroke:{grey}}}.h{k}{{stroke:{hatch}}}"
        );
    }
    format!("<style>@media print{{{rules}}}</style>")
}

/// The figure as an `<svg>` element in colour, black and white when printed.
pub fn svg(figure: &Figure) -> String {
    draw(figure, Paint::Screen)
}

/// The figure as an `<svg>` element in black and white, for a printout.
pub fn printed(figure: &Figure) -> String {
    draw(figure, Paint::Print)
}

fn ink_of(mark: &Mark) -> Ink {
    match mark {
        Mark::Rect { ink, .. } | Mark::Line { ink, .. } | Mark::Text { ink, .. } => *ink,
    }
}

fn draw(figure: &Figure, paint: Paint) -> String {
    let mut o = String::new();
    let _ = write!(
        o,
        "<svg class=chart xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"100%\" style=\"max-width:{w:.0}px\" role=\"img\" aria-label=\"{t}\" font-family=\"sans-serif\">",
        w = figure.width,
        h = figure.height.ceil(),
        t = esc(&figure.title)
    );
    let mut inks: Vec<Ink> = Vec::new();
    for ink in figure.marks.iter().map(ink_of) {
        if !inks.contains(&ink) {
            inks.push(ink);
        }
    }
    if paint == Paint::Screen && !inks.is_empty() {
        o.push_str(&print_style(&inks));
    }
    let mut hatched: Vec<Ink> = Vec::new();
    for mark in &figure.marks {
        if let Mark::Rect {
            ink, hatched: true, ..
        } = mark
            && !hatched.contains(ink)
        {
            hatched.push(*ink);
        }
    }
    if !hatched.is_empty() {
        o.push_str("<defs>");
        for ink in hatched {
            let _ = write!(
                o,
                "<pattern id=\"h{k}\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"{}\"{}/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"{}\"{} stroke-width=\"2\"/></pattern>",
                colour(ink, paint),
                class('f', ink, paint),
                hatch_stroke(ink, paint),
                class('h', ink, paint),
                k = key(ink),
            );
        }
        o.push_str("</defs>");
    }
    for mark in &figure.marks {
        mark_svg(&mut o, mark, paint);
    }
    o.push_str("</svg>");
    o
}

fn mark_svg(o: &mut String, mark: &Mark, paint: Paint) {
    match mark {
        Mark::Rect {
            x,
            y,
            w,
            h,
            ink,
            hatched,
        } => {
            let (fill, class) = if *hatched {
                (format!("url(#h{})", key(*ink)), String::new())
            } else {
                (colour(*ink, paint), class('f', *ink, paint))
            };
            let _ = write!(
                o,
                "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" fill=\"{fill}\"{class} stroke=\"#222\" stroke-width=\"0.6\"/>"
            );
        }
        Mark::Line {
            points,
            ink,
            width,
            dashed,
        } => {
            let points: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect();
            let dash = if *dashed {
                " stroke-dasharray=\"7 4\""
            } else {
                ""
            };
            let _ = write!(
                o,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\"{} stroke-width=\"{width}\"{dash}/>",
                points.join(" "),
                colour(*ink, paint),
                class('s', *ink, paint),
            );
        }
        Mark::Text {
            x,
            y,
            text,
            size,
            ink,
            bold,
            anchor,
        } => {
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            let weight = if *bold { " font-weight=\"bold\"" } else { "" };
            let _ = write!(
                o,
                "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" fill=\"{}\"{} text-anchor=\"{anchor}\"{weight}>{}</text>",
                colour(*ink, paint),
                class('f', *ink, paint),
                esc(text)
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Nation, Side};

    fn figure() -> Figure {
        Figure {
            title: "t".to_owned(),
            width: 100.0,
            height: 50.0,
            marks: vec![
                Mark::Rect {
                    x: 0.0,
                    y: 0.0,
                    w: 10.0,
                    h: 10.0,
                    ink: Ink::Nation(Nation::Russia),
                    hatched: false,
                },
                Mark::Rect {
                    x: 10.0,
                    y: 0.0,
                    w: 10.0,
                    h: 10.0,
                    ink: Ink::Nation(Nation::Russia),
                    hatched: true,
                },
                Mark::Line {
                    points: vec![(0.0, 0.0), (5.0, 5.0)],
                    ink: Ink::Side(Side::Attackers),
                    width: 2.0,
                    dashed: true,
                },
            ],
        }
    }

    /// Every colour written as a fill or a stroke.
    fn colours(svg: &str) -> Vec<String> {
        svg.split(['"', ':', '}', ';'])
            .filter(|s| s.starts_with('#') && s.len() == 7)
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn a_printout_is_painted_in_greys_only() {
        let svg = printed(&figure());
        let colours = colours(&svg);
        assert!(!colours.is_empty());
        for c in &colours {
            assert!(
                c[1..3] == c[3..5] && c[3..5] == c[5..7],
                "{c} is not a grey"
            );
        }
        assert!(svg.contains("fill=\"#666666\""), "Russia's grey: {svg}");
        assert!(!svg.contains("<style>"), "{svg}");
    }

    #[test]
    fn on_screen_in_colour_with_a_print_style_that_makes_each_ink_its_grey() {
        let svg = svg(&figure());
        assert!(
            svg.contains("fill=\"#2e7d32\" class=\"fNationRussia\""),
            "{svg}"
        );
        assert!(
            svg.contains("@media print{.fNationRussia{fill:#666666}"),
            "{svg}"
        );
        assert!(svg.contains(".sSideAttackers{stroke:#555555}"), "{svg}");
    }
}
