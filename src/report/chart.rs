//! Where the time went, as pictures: each chart laid out once, as marks on a
//! canvas (rectangles, lines, words), which the app paints with egui and the
//! report sheet and the hall write as SVG ([`super::svg`]). The charts read
//! in black and white: each side and nation has its own grey level as well
//! as its colour, stopwatch time is hatched, and every bar is labelled.

use crate::engine::{Ms, Nation, Side, Still, TurnTime};
use crate::lang::Lang;
use crate::words::chart::{self as w, C};
use crate::words::text;

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
                Still::Combat => [0x8d, 0x6e, 0x63],
                Still::Jury => [0x44, 0x44, 0x44],
                Still::Rules => [0x90, 0xa4, 0xae],
                Still::Break => [0xc5, 0xe1, 0xa5],
                Still::Outage => [0x21, 0x21, 0x21],
                Still::Shuffle => [0xff, 0xcc, 0x80],
                Still::OutOfTime => [0xb0, 0x3a, 0x2e],
                Still::Between => [0xd7, 0xd7, 0xd7],
            },
        }
    }

    /// Whether words on this ink should be white.
    pub fn dark(self) -> bool {
        let [r, g, b] = self.rgb();
        u32::from(r) * 299 + u32::from(g) * 587 + u32::from(b) * 114 < 128_000
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
const PAD: f32 = 8.0;

/// How a word is set.
#[derive(Debug, Clone, Copy)]
struct Style {
    size: f32,
    ink: Ink,
    bold: bool,
    anchor: Anchor,
}

const BODY: Style = Style {
    size: TEXT,
    ink: Ink::Text,
    bold: false,
    anchor: Anchor::Start,
};
const STRONG: Style = Style { bold: true, ..BODY };
const AXIS: Style = Style {
    size: TEXT - 1.0,
    ink: Ink::Faint,
    ..BODY
};

impl Style {
    fn ink(self, ink: Ink) -> Self {
        Self { ink, ..self }
    }

    fn anchor(self, anchor: Anchor) -> Self {
        Self { anchor, ..self }
    }
}

impl Figure {
    fn new(title: String, width: f32) -> Self {
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

    fn text(&mut self, (x, y): (f32, f32), text: impl Into<String>, style: Style) {
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

    fn rect(&mut self, (x, y, w, h): (f32, f32, f32, f32), ink: Ink, hatched: bool) {
        self.marks.push(Mark::Rect {
            x,
            y,
            w,
            h,
            ink,
            hatched,
        });
    }

    fn line(&mut self, points: Vec<(f32, f32)>, ink: Ink, width: f32, dashed: bool) {
        self.marks.push(Mark::Line {
            points,
            ink,
            width,
            dashed,
        });
    }

    /// A legend of swatches that wraps at the canvas width, from `self.height` on.
    fn legend(&mut self, items: &[(Ink, String, bool)]) {
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

/// Milliseconds as `m:ss` (or `h:mm:ss` from an hour on).
pub fn clock_text(ms: Ms) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Both chess clocks after each turn, from the start: Frederick's a solid
/// line, the attackers' a dashed one, each labelled at its end; a marker
/// where a side went onto the stopwatch.
pub fn clocks(rows: &[TurnTime], lang: Lang, width: f32) -> Figure {
    let mut f = Figure::new(C::ClocksTitle.get(lang).to_owned(), width);
    let (Some(first), Some(last)) = (rows.first(), rows.last()) else {
        return empty(f, lang);
    };
    let start = Side::BOTH.map(|s| first.clock_left[s.index()] + first.side(s).clock);
    let top = start.into_iter().max().unwrap_or(1).max(1);
    let label = |side: Side| {
        let left = clock_text(last.clock_left[side.index()]);
        format!("{} {left}", text::side(lang, side))
    };
    let widest = Side::BOTH
        .map(|s| text_width(&label(s), TEXT))
        .into_iter()
        .fold(0.0, f32::max);
    let (left, right) = (34.0, width - widest - 14.0);
    let (y0, plot_h) = (f.height + 16.0, 170.0);
    let y_of = |ms: Ms| y0 + plot_h * (1.0 - ms as f32 / top as f32);
    let x_of = |i: usize| left + (right - left) * i as f32 / rows.len() as f32;
    f.text((PAD, y0 - 10.0), C::MinutesLeft.get(lang), AXIS);
    let mut minute = 0;
    while minute * 60_000 <= top {
        let y = y_of(minute * 60_000);
        f.line(vec![(left, y), (right, y)], Ink::Grid, 1.0, false);
        f.text(
            (left - 5.0, y + 4.0),
            minute.to_string(),
            AXIS.anchor(Anchor::End),
        );
        minute += 30;
    }
    let every = rows.len().div_ceil(12);
    for (i, row) in rows.iter().enumerate() {
        if (i + 1) % every == 0 || i + 1 == rows.len() {
            let at = (x_of(i + 1), y0 + plot_h + 16.0);
            f.text(at, row.turn.to_string(), AXIS.anchor(Anchor::Middle));
        }
    }
    f.text((left, y0 + plot_h + 32.0), C::TurnAxis.get(lang), AXIS);
    let mut ends = Vec::new();
    for side in Side::BOTH {
        let i = side.index();
        let points: Vec<(f32, f32)> = std::iter::once((x_of(0), y_of(start[i])))
            .chain(
                rows.iter()
                    .enumerate()
                    .map(|(n, r)| (x_of(n + 1), y_of(r.clock_left[i]))),
            )
            .collect();
        let end = points.last().copied().unwrap_or((right, y0));
        f.line(points, Ink::Side(side), 3.0, side == Side::Attackers);
        ends.push((side, end));
    }
    // Labels at the lines' ends, kept apart when the lines end close together.
    ends.sort_by(|a, b| a.1.1.total_cmp(&b.1.1));
    let mut last_y = f32::MIN;
    for (side, (x, y)) in ends {
        let y = (y + 4.0).max(last_y + TEXT + 2.0);
        last_y = y;
        f.text((x + 6.0, y), label(side), STRONG.ink(Ink::Side(side)));
    }
    f.height = y0 + plot_h + 40.0;
    // Where each side went onto the stopwatch: a dashed line in its turn.
    for (i, row) in rows.iter().enumerate() {
        for onto in &row.onto_stopwatch {
            let x = (x_of(i) + x_of(i + 1)) / 2.0;
            let ink = Ink::Side(onto.side);
            f.line(vec![(x, y0), (x, y0 + plot_h)], ink, 1.5, true);
            let words = C::OntoStopwatch
                .get(lang)
                .replace("{side}", text::side(lang, onto.side))
                .replace("{turn}", &row.turn.to_string())
                .replace("{how}", w::onto(lang, onto.how));
            f.text((PAD, f.height + TEXT), words, BODY.ink(ink));
            f.height += TEXT + 6.0;
        }
    }
    f.height += PAD;
    f
}

/// Time per nation in each turn: a horizontal bar per turn, one segment per
/// nation in stage order (its stopwatch part hatched), the turn's time at
/// its end. Tall rather than wide, so it reads on a phone held upright.
pub fn nations(rows: &[TurnTime], lang: Lang, width: f32) -> Figure {
    let mut f = Figure::new(C::NationsTitle.get(lang).to_owned(), width);
    if rows.is_empty() {
        return empty(f, lang);
    }
    let mut legend: Vec<(Ink, String, bool)> = Nation::ALL
        .into_iter()
        .map(|n| (Ink::Nation(n), text::nation(lang, n).to_owned(), false))
        .collect();
    if rows
        .iter()
        .any(|r| Side::BOTH.iter().any(|s| r.side(*s).stopwatch > 0))
    {
        legend.push((Ink::Grid, C::StopwatchPart.get(lang).to_owned(), true));
    }
    f.legend(&legend);
    let total = |r: &TurnTime| Nation::ALL.iter().map(|n| r.nation_total(*n)).sum::<Ms>();
    let most = rows.iter().map(total).max().unwrap_or(1).max(1);
    let (left, right) = (30.0, width - 52.0);
    let bar = 18.0;
    let mut y = f.height + 4.0;
    for row in rows {
        let at = (left - 6.0, y + bar - 4.0);
        f.text(at, row.turn.to_string(), STRONG.anchor(Anchor::End));
        let mut x = left;
        for n in Nation::ALL {
            let used = row.nations[n.index()];
            for (ms, hatched) in [(used.clock, false), (used.stopwatch, true)] {
                if ms > 0 {
                    let w = (right - left) * ms as f32 / most as f32;
                    f.rect((x, y, w, bar), Ink::Nation(n), hatched);
                    x += w;
                }
            }
        }
        f.text((x + 5.0, y + bar - 4.0), clock_text(total(row)), AXIS);
        y += bar + 5.0;
    }
    f.height = y + PAD;
    f
}

/// How long the clock stood still over the game, by why: a labelled bar each.
pub fn still(rows: &[TurnTime], lang: Lang, width: f32) -> Figure {
    let title = C::StillTitle.get(lang).to_owned();
    let mut items = Vec::new();
    for why in Still::ALL {
        let ms: Ms = rows.iter().filter_map(|r| r.still.get(&why)).sum();
        if ms > 0 {
            let label = w::still(lang, why).to_owned();
            items.push((Ink::Still(why), label, ms, clock_text(ms)));
        }
    }
    bars(title, &items, lang, width)
}

/// Labelled horizontal bars: for each item its ink, its label, its length
/// and the words written after the bar.
pub fn bars(title: String, items: &[(Ink, String, Ms, String)], lang: Lang, width: f32) -> Figure {
    let mut f = Figure::new(title, width);
    if items.is_empty() {
        return empty(f, lang);
    }
    let most = items.iter().map(|i| i.2).max().unwrap_or(1).max(1);
    let (left, right) = (PAD, width - 70.0);
    let bar = 16.0;
    let mut y = f.height;
    for (ink, label, value, after) in items {
        f.text((left, y + TEXT), label.clone(), BODY);
        y += TEXT + 4.0;
        let w = ((right - left) * *value as f32 / most as f32).max(2.0);
        f.rect((left, y, w, bar), *ink, false);
        f.text((left + w + 5.0, y + bar - 3.0), after.clone(), STRONG);
        y += bar + 8.0;
    }
    f.height = y + PAD;
    f
}

fn empty(mut f: Figure, lang: Lang) -> Figure {
    let y = f.height + TEXT;
    f.text((PAD, y), C::NoTurns.get(lang), AXIS);
    f.height = y + PAD * 2.0;
    f
}
