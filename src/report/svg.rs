//! A chart ([`super::chart::Figure`]) as inline SVG, for the report sheet
//! and the hall's pages: as wide as the page allows up to its own width, so
//! it shrinks on a phone held upright, and printable in black and white.

use std::fmt::Write as _;

use super::chart::{Anchor, Figure, Ink, Mark};

/// Text made safe for HTML and SVG, by maud's escaper: the one the hall's
/// pages and the printouts are drawn with (`&`, `<`, `>`, `"`).
pub fn esc(text: &str) -> String {
    maud::html! { (text) }.into_string()
}

fn colour(ink: Ink) -> String {
    let [r, g, b] = ink.rgb();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The pattern id of an ink's hatching.
fn hatch_id(ink: Ink) -> String {
    let [r, g, b] = ink.rgb();
    format!("h{r:02x}{g:02x}{b:02x}")
}

/// The figure as an `<svg>` element.
pub fn svg(figure: &Figure) -> String {
    let mut o = String::new();
    let _ = write!(
        o,
        "<svg class=chart xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"100%\" style=\"max-width:{w:.0}px\" role=\"img\" aria-label=\"{t}\" font-family=\"sans-serif\">",
        w = figure.width,
        h = figure.height.ceil(),
        t = esc(&figure.title)
    );
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
            let stroke = if ink.dark() { "#fff" } else { "#000" };
            let _ = write!(
                o,
                "<pattern id=\"{}\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"{}\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"{stroke}\" stroke-width=\"2\"/></pattern>",
                hatch_id(ink),
                colour(ink)
            );
        }
        o.push_str("</defs>");
    }
    for mark in &figure.marks {
        match mark {
            Mark::Rect {
                x,
                y,
                w,
                h,
                ink,
                hatched,
            } => {
                let fill = if *hatched {
                    format!("url(#{})", hatch_id(*ink))
                } else {
                    colour(*ink)
                };
                let _ = write!(
                    o,
                    "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" fill=\"{fill}\" stroke=\"#222\" stroke-width=\"0.6\"/>"
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
                    "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width}\"{dash}/>",
                    points.join(" "),
                    colour(*ink)
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
                    "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" fill=\"{}\" text-anchor=\"{anchor}\"{weight}>{}</text>",
                    colour(*ink),
                    esc(text)
                );
            }
        }
    }
    o.push_str("</svg>");
    o
}
