//! A QR code as inline SVG: the address a phone's camera opens (a table's
//! clock on its table card, a player's page on his card). Black on white,
//! with the quiet zone the standard asks for, sized by the page's CSS.

use maud::{Markup, PreEscaped};
use qrcode::QrCode;
use qrcode::render::svg;

/// `text` (an address) as an SVG QR code with class `qr`, or nothing when it
/// is too long for one (never for the hall's addresses).
pub fn svg(text: &str) -> Markup {
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
    let inline = drawn
        .find("<svg")
        .map_or(drawn.as_str(), |at| &drawn[at..])
        .replacen("<svg", "<svg class=\"qr\" role=\"img\"", 1);
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
        let drawn = svg("http://192.168.1.20:8080/?table=3").into_string();
        assert!(drawn.starts_with("<svg class=\"qr\""), "{drawn:.80}");
        assert!(drawn.contains("<path") || drawn.contains("<rect"));
        assert!(!drawn.contains("<?xml"));
    }

    #[test]
    fn text_too_long_for_a_code_draws_nothing() {
        assert_eq!(svg(&"x".repeat(8000)).into_string(), "");
    }
}
