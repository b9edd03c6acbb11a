//! The canvas the charts are laid out on: marks (rectangles, lines,
//! words) in canvas units, the inks they are painted with, and the few ways
//! a chart sets its words (a title, a legend, a paragraph that wraps).

use crate::engine::{Nation, Side, Still, StopReason};

/// What a mark is painted with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// Words and axes.
    Text,
    /// Words that matter less (axis numbers).
    Faint,
    /// Grid lines.
    Grid,
    /// A side's line.
    Side(Side),
    /// A nation's bar.
    Nation(Nation),
    /// A bar of time the clock stood still.
    Still(Still),
}

impl Ink {
    /// The colour, as `[r, g, b]`. The nations alternate dark and light in
    /// stage order, so neighbours in a bar differ in grey too.
    pub fn rgb(self) -> [u8; 3] {
        match self {
            Self::Text => [0x1a, 0x1a, 0x1a],
            Self::Faint => [0x55, 0x55, 0x55],
            Self::Grid => [0xcc, 0xcc, 0xcc],
            Self::Side(Side::Frederick) => [0x1f, 0x3a, 0x93],
            Self::Side(Side::Attackers) => [0xb0, 0x3a, 0x2e],
            Self::Nation(n) => match n {
                Nation::Prussia => [0x1f, 0x3a, 0x93],
                Nation::Hanover => [0xf2, 0xc1, 0x4e],
                Nation::Russia => [0x2e, 0x7d, 0x32],
                Nation::Sweden => [0x9e, 0xd0, 0xf0],
                Nation::Austria => [0xb0, 0x3a, 0x2e],
                Nation::ImperialArmy => [0xe0, 0xe0, 0xe0],
                Nation::France => [0x6a, 0x3d, 0x9a],
            },
            Self::Still(why) => match why {
                Still::Stopped(StopReason::Combat) => [0x8d, 0x6e, 0x63],
                Still::Stopped(StopReason::Jury) => [0x44, 0x44, 0x44],
                Still::Stopped(StopReason::Rules) => [0x90, 0xa4, 0xae],
                Still::Stopped(StopReason::Break) => [0xc5, 0xe1, 0xa5],
                Still::Stopped(StopReason::Outage) => [0x21, 0x21, 0x21],
                Still::Stopped(StopReason::Shuffle) => [0xff, 0xcc, 0x80],
                Still::OutOfTime => [0xb0, 0x3a, 0x2e],
                Still::TimeUp => [0xe6, 0x7e, 0x22],
                Still::Between => [0xd7, 0xd7, 0xd7],
            },
        }
    }

    /// Whether words on this ink should be white.
    pub fn dark(self) -> bool {
        let [r, g, b] = self.rgb();
        u32::from(r) * 299 + u32::from(g) * 587 + u32::from(b) * 114 < 128_000
    }

    /// The grey a printout in black and white paints this ink with (0
    /// black, 255 white). The nations in a turn's bar alternate dark and
    /// light in stage order, so neighbours differ by at least a fifth of
    /// the range; Frederick's line is black, the attackers' dark grey (and
    /// dashed).
    pub fn grey(self) -> u8 {
        match self {
            Self::Text | Self::Side(Side::Frederick) => 0x00,
            Self::Faint => 0x44,
            Self::Grid => 0xbb,
            Self::Side(Side::Attackers) => 0x55,
            Self::Nation(n) => match n {
                Nation::Prussia => 0x1a,
                Nation::Hanover => 0xe0,
                Nation::Russia => 0x66,
                Nation::Sweden => 0xff,
                Nation::Austria => 0x40,
                Nation::ImperialArmy => 0xc0,
                Nation::France => 0x90,
            },
            Self::Still(why) => match why {
                Still::Stopped(StopReason::Combat) => 0x70,
                Still::Stopped(StopReason::Jury) => 0x30,
                Still::Stopped(StopReason::Rules) => 0xa0,
                Still::Stopped(StopReason::Break) => 0xd8,
                Still::Stopped(StopReason::Outage) => 0x10,
                Still::Stopped(StopReason::Shuffle) => 0xe8,
                Still::OutOfTime => 0x50,
                Still::TimeUp => 0x88,
                Still::Between => 0xc8,
            },
        }
    }
}

/// Where a word stands against its point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// The word starts at the point.
    Start,
    /// The word is centred on the point.
    Middle,
    /// The word ends at the point.
    End,
}

/// One thing drawn, in canvas units (y grows downwards).
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// A filled rectangle with a thin dark outline; hatched: stopwatch time.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Fill.
        ink: Ink,
        /// Diagonal hatching over the fill.
        hatched: bool,
    },
    /// A polyline.
    Line {
        /// Its points.
        points: Vec<(f32, f32)>,
        /// Colour.
        ink: Ink,
        /// Stroke width.
        width: f32,
        /// Dashed (the attackers' line; a marker).
        dashed: bool,
    },
    /// A word or a few; `y` is the baseline.
    Text {
        /// Anchor point.
        x: f32,
        /// Baseline.
        y: f32,
        /// The words.
        text: String,
        /// Font size.
        size: f32,
        /// Colour.
        ink: Ink,
        /// Bold.
        bold: bool,
        /// How it stands against `x`.
        anchor: Anchor,
    },
}

/// A chart: its title, its size and its marks.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// The title (the SVG's accessible name; drawn as the first mark too).
    pub title: String,
    /// Canvas width.
    pub width: f32,
    /// Canvas height.
    pub height: f32,
    /// What is drawn, back to front.
    pub marks: Vec<Mark>,
}

/// The body text size; titles are larger.
pub const TEXT: f32 = 13.0;
const TITLE: f32 = 15.0;
/// The margin around a chart's words.
pub(super) const PAD: f32 = 8.0;

/// How a word is set.
#[derive(Debug, Clone, Copy)]
pub(super) struct Style {
    size: f32,
    ink: Ink,
    bold: bool,
    anchor: Anchor,
}

/// Body text.
pub(super) const BODY: Style = Style {
    size: TEXT,
    ink: Ink::Text,
    bold: false,
    anchor: Anchor::Start,
};
/// Bold body text.
pub(super) const STRONG: Style = Style { bold: true, ..BODY };
/// An axis' numbers and names.
pub(super) const AXIS: Style = Style {
    size: TEXT - 1.0,
    ink: Ink::Faint,
    ..BODY
};

impl Style {
    pub(super) fn ink(self, ink: Ink) -> Self {
        Self { ink, ..self }
    }

    pub(super) fn anchor(self, anchor: Anchor) -> Self {
        Self { anchor, ..self }
    }
}

impl Figure {
    /// Every word on the chart, in drawing order (an accessible value, and
    /// what tests read).
    pub fn words(&self) -> Vec<&str> {
        self.marks
            .iter()
            .filter_map(|m| match m {
                Mark::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    pub(super) fn new(title: String, width: f32) -> Self {
        let mut figure = Self {
            title: title.clone(),
            width,
            height: TITLE + 10.0,
            marks: Vec::new(),
        };
        let style = Style {
            size: TITLE,
            ..STRONG
        };
        figure.text((PAD, TITLE + 2.0), title, style);
        figure
    }

    pub(super) fn text(&mut self, (x, y): (f32, f32), text: impl Into<String>, style: Style) {
        self.marks.push(Mark::Text {
            x,
            y,
            text: text.into(),
            size: style.size,
            ink: style.ink,
            bold: style.bold,
            anchor: style.anchor,
        });
    }

    pub(super) fn rect(&mut self, (x, y, w, h): (f32, f32, f32, f32), ink: Ink, hatched: bool) {
        self.marks.push(Mark::Rect {
            x,
            y,
            w,
            h,
            ink,
            hatched,
        });
    }

    pub(super) fn line(&mut self, points: Vec<(f32, f32)>, ink: Ink, width: f32, dashed: bool) {
        self.marks.push(Mark::Line {
            points,
            ink,
            width,
            dashed,
        });
    }

    /// Words from the left edge at `self.height` on, broken into lines
    /// that fit the canvas.
    pub(super) fn paragraph(&mut self, words: &str, style: Style) {
        let room = self.width - 2.0 * PAD;
        let mut line = String::new();
        let mut lines = Vec::new();
        for word in words.split_whitespace() {
            let longer = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && text_width(&longer, style.size) > room {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = longer;
            }
        }
        lines.push(line);
        for line in lines {
            self.text((PAD, self.height + style.size), line, style);
            self.height += style.size + 6.0;
        }
    }

    /// A legend of swatches that wraps at the canvas width, from `self.height` on.
    pub(super) fn legend(&mut self, items: &[(Ink, String, bool)]) {
        let mut x = PAD;
        let mut y = self.height;
        for (ink, label, hatched) in items {
            let span = 18.0 + text_width(label, TEXT) + 14.0;
            if x > PAD && x + span > self.width - PAD {
                x = PAD;
                y += TEXT + 8.0;
            }
            self.rect((x, y, 12.0, 12.0), *ink, *hatched);
            self.text((x + 17.0, y + 11.0), label.clone(), BODY);
            x += span;
        }
        self.height = y + TEXT + 10.0;
    }
}

/// A word's width, roughly (sans-serif averages a little over half its size).
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.56
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_caption_is_broken_into_lines_that_fit_the_chart() {
        let mut f = Figure::new("t".to_owned(), 200.0);
        let before = f.height;
        f.paragraph(
            "Atacantes con cronómetro desde el turno 12 (por el jurado)",
            BODY,
        );
        let lines: Vec<&str> = f.words().into_iter().skip(1).collect(); // the title first
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(
            lines.join(" "),
            "Atacantes con cronómetro desde el turno 12 (por el jurado)"
        );
        assert!(
            lines
                .iter()
                .all(|l| text_width(l, TEXT) <= 200.0 - 2.0 * PAD)
        );
        assert!(f.height >= before + 2.0 * TEXT);
    }
}
