//! The one frame around every HTML page the program writes: the hall's
//! pages, the tournament's printouts, the published site and a game's
//! report sheet. A [`Frame`] holds what differs (title, language, look,
//! description, header, body, script); [`Frame::draw`] writes what they
//! share: the doctype, `<html lang>`, the head (charset, the viewport on a
//! screen, one title, the description, the favicon, the look's CSS and
//! the page's own), and the body around the header and the content.
//! Below `report` (the report sheet is framed too) and above `words`.

use std::fmt::Write as _;

use maud::{DOCTYPE, Escaper, Markup, PreEscaped, html};

use crate::lang::Lang;

/// How a page is shown, which sets its head and its base CSS.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// On a screen: the viewport for phones and tablets, dark.
    Screen,
    /// On A4 paper (and on a screen before printing): no viewport, black
    /// on white, `@page { size: A4 }`.
    Print,
    /// On the hall's projector: a screen page in type sized to the wall
    /// (`body.projector-page`).
    Projector,
}

/// Every screen page's base look: the background, the text, the links.
const SCREEN: &str = include_str!("screen.css");

/// Every printout's base look: the A4 page and its tables.
const PRINT: &str = include_str!("print.css");

/// The pages' icon, a chess clock (its two faces and button), as an SVG
/// data address: no request, so the same on the hall, the published site
/// and a sheet saved to a file.
pub const FAVICON: &str = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect x='8' y='3' width='5' height='5' rx='1' fill='%234a6fa5'/%3E%3Crect x='1' y='7' width='30' height='22' rx='5' fill='%234a6fa5'/%3E%3Ccircle cx='10' cy='18' r='7' fill='%23fff'/%3E%3Ccircle cx='22' cy='18' r='7' fill='%23fff'/%3E%3Cpath d='M10 18V13M22 18l4-2' stroke='%2315181d' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E";

impl Look {
    /// The look's own CSS, before the page's.
    fn css(self) -> &'static str {
        match self {
            Look::Screen | Look::Projector => SCREEN,
            Look::Print => PRINT,
        }
    }
}

/// A whole page: what one page kind gives, drawn by [`Frame::draw`].
#[derive(Debug)]
pub struct Frame<'a> {
    /// The tab's title (`<title>`), the one title of the page.
    pub title: &'a str,
    /// The page's language (`<html lang>`).
    pub lang: Lang,
    /// Screen, paper or projector.
    pub look: Look,
    /// The page in one line (`<meta name="description">`), from `words`.
    pub description: &'a str,
    /// The page's own CSS, after the look's (`include_str!` of a `.css`).
    pub style: &'a [&'a str],
    /// The body's `data-` attributes a script reads and writes (names
    /// without `data-`, values escaped here).
    pub data: &'a [(&'a str, String)],
    /// What goes in the page's `<header>`, if it has one.
    pub header: Option<Markup>,
    /// The page's content, after the header.
    pub body: Markup,
    /// The page's script, last in the body.
    pub script: Option<&'a str>,
}

impl Frame<'_> {
    /// The whole page.
    pub fn draw(&self) -> Markup {
        let look = self.look;
        html! {
            (DOCTYPE)
            html lang=(self.lang.code()) {
                head {
                    meta charset="utf-8";
                    @if look != Look::Print {
                        meta name="viewport" content="width=device-width, initial-scale=1";
                    }
                    title { (self.title) }
                    meta name="description" content=(self.description);
                    link rel="icon" type="image/svg+xml" href=(FAVICON);
                    style {
                        (PreEscaped(look.css()))
                        @for css in self.style { (PreEscaped(css)) }
                    }
                }
                (self.body_tag())
                @if let Some(header) = &self.header { header { (header) } }
                (self.body)
                @if let Some(script) = self.script { script { (PreEscaped(script)) } }
                (PreEscaped("</body>"))
            }
        }
    }

    /// The body's opening tag: the projector's class and the `data-`
    /// attributes (maud names attributes at compile time only).
    fn body_tag(&self) -> PreEscaped<String> {
        let mut tag = String::from("<body");
        if self.look == Look::Projector {
            tag.push_str(" class=\"projector-page\"");
        }
        for (name, value) in self.data {
            debug_assert!(
                name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{name}"
            );
            let _ = write!(tag, " data-{name}=\"");
            let _ = Escaper::new(&mut tag).write_str(value);
            tag.push('"');
        }
        tag.push('>');
        PreEscaped(tag)
    }
}

/// What a framed page must hold, or what it lacks: the doctype, a
/// language, one title, a description, the favicon, and the viewport
/// exactly when it is for a screen. For the tests of every page kind.
pub fn lacks(page: &str, look: Look) -> Vec<&'static str> {
    let mut lacking = Vec::new();
    if !page.starts_with("<!DOCTYPE html>") {
        lacking.push("doctype");
    }
    if !page.contains("<html lang=\"") {
        lacking.push("lang");
    }
    if page.matches("<title>").count() != 1 || page.matches("</title>").count() != 1 {
        lacking.push("one title");
    }
    if !page.contains("<meta name=\"description\" content=\"")
        || page.contains("<meta name=\"description\" content=\"\"")
    {
        lacking.push("description");
    }
    if !page.contains(&format!(
        "<link rel=\"icon\" type=\"image/svg+xml\" href=\"{FAVICON}\""
    )) {
        lacking.push("favicon");
    }
    if page.contains("name=\"viewport\"") != (look != Look::Print) {
        lacking.push("viewport on a screen only");
    }
    if page.matches("<body").count() != 1 || page.matches("</body>").count() != 1 {
        lacking.push("one body");
    }
    lacking
}

#[cfg(test)]
mod tests {
    use maud::html;

    use super::*;

    fn framed(look: Look) -> String {
        Frame {
            title: "A & B",
            lang: Lang::De,
            look,
            description: "What it is",
            style: &["p{color:red}"],
            data: &[("lang", "de".to_owned()), ("odd", "\"<x>\"".to_owned())],
            header: Some(html! { h1 { "A & B" } }),
            body: html! { main { p { "text" } } },
            script: Some("let a = 1 < 2;"),
        }
        .draw()
        .into_string()
    }

    #[test]
    fn each_look_draws_a_whole_page() {
        for look in [Look::Screen, Look::Print, Look::Projector] {
            let page = framed(look);
            assert_eq!(lacks(&page, look), Vec::<&str>::new(), "{page}");
            assert!(page.contains("<html lang=\"de\">"), "{page}");
            assert!(page.contains("<title>A &amp; B</title>"), "{page}");
            assert!(page.contains("p{color:red}</style>"), "{page}");
            assert!(
                page.contains("data-lang=\"de\" data-odd=\"&quot;&lt;x&gt;&quot;\">"),
                "{page}"
            );
            assert!(
                page.contains("<header><h1>A &amp; B</h1></header><main>"),
                "{page}"
            );
            assert!(
                page.contains("<script>let a = 1 < 2;</script></body></html>"),
                "{page}"
            );
            assert_eq!(
                page.contains("class=\"projector-page\""),
                look == Look::Projector
            );
        }
        assert!(framed(Look::Print).contains("@page{size:A4"));
        assert!(!framed(Look::Screen).contains("@page"));
    }

    #[test]
    fn a_page_without_its_parts_is_told_what_it_lacks() {
        let bare = "<html><head><title>x</title><title>y</title></head><body></body></html>";
        assert_eq!(
            lacks(bare, Look::Screen),
            [
                "doctype",
                "lang",
                "one title",
                "description",
                "favicon",
                "viewport on a screen only"
            ]
        );
    }
}
