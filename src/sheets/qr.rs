//! A QR code as inline SVG: the address a phone's camera opens (a table's
//! clock on its table card, a player's page on his card). Black on white,
//! with the quiet zone the standard asks for, sized by the page's CSS, and
//! named for a screen reader by the address it holds.

use maud::{Escaper, Markup, PreEscaped};
use qrcode::QrCode;
use qrcode::render::svg;
use std::fmt::Write as _;

use crate::lang::Lang;
use crate::words::follow::F;

/// `text` (an address) as an SVG QR code with class `qr`, an image named
/// "QR code: ADDRESS" in `lang`, or nothing when it is too long for one
/// (never for the hall's addresses).
pub fn svg(text: &str, lang: Lang) -> Markup {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return PreEscaped(String::new());
    };
    let drawn = code
        .render::<svg::Color<'_>>()
        .min_dimensions(120, 120)
        .quiet_zone(true)
        .dark_color(svg::Color("#000"))
        .light_color(svg::Color("#fff"))
        .build();
    // The renderer writes an XML declaration first: not wanted inside HTML.
    let mut name = String::new();
    let _ = Escaper::new(&mut name).write_str(&F::QrCode.get(lang).replace("{address}", text));
    let inline = drawn
        .find("<svg")
        .map_or(drawn.as_str(), |at| &drawn[at..])
        .replacen(
            "<svg",
            &format!("<svg class=\"qr\" role=\"img\" aria-label=\"{name}\""),
            1,
        );
    PreEscaped(inline)
}

/// `text` as a QR code a terminal can show (half-height blocks, dark on
/// light, with its quiet zone), or nothing when it is too long for one.
pub fn terminal(text: &str) -> String {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return String::new();
    };
    code.render::<qrcode::render::unicode::Dense1x2>()
        .dark_color(qrcode::render::unicode::Dense1x2::Light)
        .light_color(qrcode::render::unicode::Dense1x2::Dark)
        .quiet_zone(true)
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_becomes_an_inline_svg_without_an_xml_declaration() {
        let drawn = svg("http://192.168.1.20:8080/?table=3&x", Lang::En).into_string();
        assert!(drawn.starts_with("<svg class=\"qr\""), "{drawn:.80}");
        assert!(drawn.contains("<path") || drawn.contains("<rect"));
        assert!(!drawn.contains("<?xml"));
    }

    #[test]
    fn a_code_is_an_image_named_by_its_address_in_the_pages_language() {
        for (lang, name) in [
            (Lang::En, "QR code: http://h/players?a=1&amp;b=2"),
            (Lang::De, "QR-Code: http://h/players?a=1&amp;b=2"),
            (Lang::Es, "Código QR: http://h/players?a=1&amp;b=2"),
        ] {
            let drawn = svg("http://h/players?a=1&b=2", lang).into_string();
            assert!(
                drawn.starts_with(&format!(
                    "<svg class=\"qr\" role=\"img\" aria-label=\"{name}\""
                )),
                "{drawn:.120}"
            );
        }
    }

    #[test]
    fn text_too_long_for_a_code_draws_nothing() {
        assert_eq!(svg(&"x".repeat(8000), Lang::En).into_string(), "");
    }
}
