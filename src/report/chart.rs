//! Where the time went, as pictures: each chart laid out once, as marks on a
//! canvas ([`super::figure`]), which the app paints with egui and the
//! report sheet and the hall write as SVG ([`super::svg`]). The charts read
//! in black and white: each side and nation has its own grey level as well
//! as its colour, stopwatch time is hatched, and every bar is labelled. Bars
//! stand on a scale ([`super::scale`]) whose ticks say what a bar is worth.

use crate::engine::{Ms, Nation, Side, Still, StopwatchFrom, TurnTime};
use crate::lang::Lang;
use crate::words::chart::{self as w, C};
use crate::words::text;
use crate::words::text::T;

use super::figure::{AXIS, BODY, PAD, STRONG};
pub use super::figure::{Anchor, Figure, Ink, Mark, TEXT, text_width};
pub use super::scale::{Scale, Unit};
use crate::format;

/// Both chess clocks after each turn, from the start: Frederick's a solid
/// line, the attackers' a dashed one, each labelled at its end; a marker
/// where a side went onto the stopwatch.
pub fn clocks(rows: &[TurnTime], lang: Lang, width: f32) -> Figure {
    let mut f = Figure::new(C::ClocksTitle.get(lang).to_owned(), width);
    let (Some(first), Some(last)) = (rows.first(), rows.last()) else {
        return empty(f, lang);
    };
    if first.table_clock {
        // Jury stopwatch mode: the clocks were the table's; say when each
        // side went onto the stopwatch, and nothing else.
        f.paragraph(C::TableClock.get(lang), AXIS);
        for (row, onto) in rows
            .iter()
            .flat_map(|r| r.onto_stopwatch.iter().map(move |o| (r, o)))
        {
            let ink = Ink::Side(onto.side);
            f.paragraph(&onto_words(lang, row.turn, onto), BODY.ink(ink));
        }
        f.height += PAD;
        return f;
    }
    let start = Side::BOTH.map(|s| first.clock_left[s.index()] + first.side(s).clock);
    let top = start.into_iter().max().unwrap_or(1).max(1);
    let label = |side: Side| {
        let left = format::clock(last.clock_left[side.index()]);
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
    f.text((left, y0 + plot_h + 32.0), T::Turn.get(lang), AXIS);
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
            f.paragraph(&onto_words(lang, row.turn, onto), BODY.ink(ink));
        }
    }
    f.height += PAD;
    f
}

/// "Attackers on the stopwatch in turn 8 (out of time)".
fn onto_words(lang: Lang, turn: u32, onto: &StopwatchFrom) -> String {
    C::OntoStopwatch
        .get(lang)
        .replace("{side}", text::side(lang, onto.side))
        .replace("{turn}", &turn.to_string())
        .replace("{how}", w::onto(lang, onto.how))
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
        .any(|r| r.nations.iter().any(|t| t.stopwatch > 0))
    {
        legend.push((Ink::Grid, C::StopwatchPart.get(lang).to_owned(), true));
    }
    f.legend(&legend);
    let total = |r: &TurnTime| Nation::ALL.iter().map(|n| r.nation_total(*n)).sum::<Ms>();
    let most = rows.iter().map(total).max().unwrap_or(0);
    let scale = Scale::new(most, Unit::Time);
    let (left, right) = (30.0, width - 52.0);
    let x_of = |ms: Ms| (right - left) * scale.share(ms);
    let (bar, gap) = (18.0, 5.0);
    let top = f.height + 4.0;
    let bottom = top + rows.len() as f32 * (bar + gap) - gap;
    grid(&mut f, &scale, (left, right), (top, bottom));
    let mut y = top;
    for row in rows {
        let at = (left - 6.0, y + bar - 4.0);
        f.text(at, row.turn.to_string(), STRONG.anchor(Anchor::End));
        let mut x = left;
        for n in Nation::ALL {
            let used = row.nations[n.index()];
            for (ms, hatched) in [(used.clock, false), (used.stopwatch, true)] {
                if ms > 0 {
                    let w = x_of(ms);
                    f.rect((x, y, w, bar), Ink::Nation(n), hatched);
                    x += w;
                }
            }
        }
        f.text((x + 5.0, y + bar - 4.0), format::used_bar(total(row)), AXIS);
        y += bar + gap;
    }
    f.height = axis(&mut f, &scale, (left, right), bottom) + PAD;
    f
}

/// The scale's faint line at each tick across the bars, from `top` to
/// `bottom`; drawn before the bars, so behind them.
fn grid(f: &mut Figure, scale: &Scale, (left, right): (f32, f32), (top, bottom): (f32, f32)) {
    for tick in scale.ticks() {
        let x = left + (right - left) * scale.share(tick);
        f.line(
            vec![(x, top - 2.0), (x, bottom + 2.0)],
            Ink::Grid,
            1.0,
            false,
        );
    }
}

/// The axis under the bars at `bottom`: a line, and each tick's value under
/// it. Returns where it ends.
fn axis(f: &mut Figure, scale: &Scale, (left, right): (f32, f32), bottom: f32) -> f32 {
    let y = bottom + 4.0;
    f.line(vec![(left, y), (right, y)], Ink::Faint, 1.0, false);
    for tick in scale.ticks() {
        let x = left + (right - left) * scale.share(tick);
        f.line(vec![(x, y), (x, y + 4.0)], Ink::Faint, 1.0, false);
        let anchor = if tick == 0 {
            Anchor::Start
        } else {
            Anchor::Middle
        };
        f.text((x, y + 4.0 + TEXT), scale.label(tick), AXIS.anchor(anchor));
    }
    y + 4.0 + TEXT + 4.0
}

/// How long the clock stood still over the game, by why: a labelled bar each.
pub fn still(rows: &[TurnTime], lang: Lang, width: f32) -> Figure {
    let title = C::StillTitle.get(lang).to_owned();
    let mut items = Vec::new();
    for why in Still::ALL {
        let ms: Ms = rows.iter().filter_map(|r| r.still.get(&why)).sum();
        if ms > 0 {
            let label = w::still(lang, why).to_owned();
            items.push((Ink::Still(why), label, ms, format::used_bar(ms)));
        }
    }
    if items.is_empty() && !rows.is_empty() {
        let mut f = Figure::new(title, width);
        let y = f.height + TEXT;
        f.text((PAD, y), C::NeverStill.get(lang), AXIS);
        f.height = y + PAD * 2.0;
        return f;
    }
    bars(title, &items, Unit::Time, lang, width)
}

/// Labelled horizontal bars: for each item its ink, its label, its length
/// (in `unit`) and the words written after the bar; under them the scale.
pub fn bars(
    title: String,
    items: &[(Ink, String, Ms, String)],
    unit: Unit,
    lang: Lang,
    width: f32,
) -> Figure {
    let mut f = Figure::new(title, width);
    if items.is_empty() {
        return empty(f, lang);
    }
    let most = items.iter().map(|i| i.2).max().unwrap_or(0);
    let scale = Scale::new(most, unit);
    let (left, right) = (PAD, width - 70.0);
    let (bar, step) = (16.0, TEXT + 4.0 + 16.0 + 8.0);
    let top = f.height + TEXT + 4.0;
    let bottom = f.height + items.len() as f32 * step - 8.0;
    grid(&mut f, &scale, (left, right), (top, bottom));
    let mut y = f.height;
    for (ink, label, value, after) in items {
        f.text((left, y + TEXT), label.clone(), BODY);
        y += TEXT + 4.0;
        let w = if *value > 0 {
            ((right - left) * scale.share(*value)).max(2.0)
        } else {
            0.0
        };
        f.rect((left, y, w, bar), *ink, false);
        f.text((left + w + 5.0, y + bar - 3.0), after.clone(), STRONG);
        y += bar + 8.0;
    }
    f.height = axis(&mut f, &scale, (left, right), bottom) + PAD;
    f
}

fn empty(mut f: Figure, lang: Lang) -> Figure {
    let y = f.height + TEXT;
    f.text((PAD, y), C::NoTurns.get(lang), AXIS);
    f.height = y + PAD * 2.0;
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(f: &Figure) -> Vec<String> {
        f.words().into_iter().map(str::to_owned).collect()
    }

    /// The widest rectangle drawn, as a share of the chart's width.
    fn widest(f: &Figure) -> f32 {
        let w = f.marks.iter().filter_map(|m| match m {
            Mark::Rect { w, .. } => Some(*w),
            _ => None,
        });
        w.fold(0.0, f32::max) / f.width
    }

    #[test]
    fn tiny_times_draw_short_bars_on_a_one_second_scale_not_full_width_bars_of_0_00() {
        let items: Vec<_> = [(Nation::Prussia, 300), (Nation::Russia, 120)]
            .into_iter()
            .map(|(n, ms)| (Ink::Nation(n), format!("{n:?}"), ms, format::used_bar(ms)))
            .collect();
        let f = bars("t".to_owned(), &items, Unit::Time, Lang::En, 400.0);
        // 0.3 s of a 1 s axis: under a third of the chart.
        assert!(widest(&f) < 0.3, "{}", widest(&f));
        let said = words(&f);
        for word in ["<0:01", "0:00", "0:01"] {
            assert!(said.contains(&word.to_owned()), "{word} in {said:?}");
        }
        // No bar says 0:00: only the axis' first tick does.
        assert_eq!(said.iter().filter(|w| *w == "0:00").count(), 1, "{said:?}");
        // Minutes: the largest bar on a round axis with its ticks.
        let items = vec![(
            Ink::Grid,
            "x".to_owned(),
            250_000,
            format::used_bar(250_000),
        )];
        let said = words(&bars("t".to_owned(), &items, Unit::Time, Lang::En, 400.0));
        for word in ["4:10", "0:00", "1:00", "5:00"] {
            assert!(said.contains(&word.to_owned()), "{word} in {said:?}");
        }
    }

    #[test]
    fn a_game_whose_clock_never_stood_still_says_so_not_that_no_turn_was_played() {
        let row = TurnTime {
            turn: 1,
            from: 0,
            to: 1_000,
            nations: Default::default(),
            outside: Default::default(),
            still: Default::default(),
            clock_left: [0, 0],
            onto_stopwatch: Vec::new(),
            table_clock: false,
        };
        let said = words(&still(&[row], Lang::De, 360.0));
        assert!(
            said.contains(&"Die Uhr stand nie still.".to_owned()),
            "{said:?}"
        );
        let none = words(&still(&[], Lang::De, 360.0));
        assert!(
            none.contains(&"Noch kein Zug gespielt.".to_owned()),
            "{none:?}"
        );
    }
}
