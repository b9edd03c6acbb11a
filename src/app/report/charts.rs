//! Where the time went, on the report screen: the sheet's three charts
//! (laid out once in `report::chart`, the same figures the HTML sheet
//! writes as SVG) painted with egui, each on a light card as on paper, as
//! many side by side as the screen has room for, one under the other on a
//! phone.

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Shape, Stroke, StrokeKind, Ui};
use egui::{pos2, vec2};

use crate::report::Report;
use crate::report::chart::{Anchor, Figure, Ink, Mark};
use crate::report::html::charts;
use crate::words::chart::C;

use super::super::text;
use super::super::widgets::{GAP, size};

/// How much larger than on the printed sheet a chart is painted: its 13-pt
/// words come out at about the report's sheet size.
const ZOOM: f32 = 1.25;
/// The narrowest canvas a chart is laid out for (its labels need it).
const NARROWEST: f32 = 320.0;
/// The widest canvas: wider only stretches the bars.
const WIDEST: f32 = 560.0;
/// The card under a chart: the charts' inks are made for paper.
const PAPER: Color32 = Color32::from_rgb(0xfa, 0xfa, 0xf7);
/// The outline of a bar.
const OUTLINE: Color32 = Color32::from_rgb(0x22, 0x22, 0x22);
/// Room between the charts.
const BETWEEN: f32 = 2.0 * GAP;

/// The section "Where the time went": the three charts, or, before the first
/// turn, that no turn has been played.
pub(super) fn charts_ui(ui: &mut Ui, report: &Report, lang: text::Lang) {
    ui.add_space(12.0);
    ui.label(RichText::new(C::TimeWent.get(lang)).size(size::LARGE));
    if report.per_turn.is_empty() {
        ui.label(RichText::new(C::NoTurns.get(lang)).size(size::SHEET));
        return;
    }
    // The screen's width, not the panel's: a wide table may have widened a
    // phone's scrolled panel. Clear of the scroll bar on the right.
    let bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
    let room = (ui.available_width().min(ui.clip_rect().width()) - bar).max(1.0);
    let (per_row, slot) = slots(room);
    let figures = charts(report, lang, (slot / ZOOM).clamp(NARROWEST, WIDEST));
    for row in figures.chunks(per_row) {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = BETWEEN;
            for figure in row {
                paint(ui, figure, slot);
            }
        });
        ui.add_space(GAP);
    }
}

/// How many charts go side by side in `room` points, and how wide each is
/// painted: up to three, none narrower than its narrowest canvas zoomed
/// (unless the screen itself is) and none wider than its widest.
fn slots(room: f32) -> (usize, f32) {
    let per_row = [3u16, 2]
        .into_iter()
        .find(|n| f32::from(*n) * (NARROWEST * ZOOM + BETWEEN) - BETWEEN <= room)
        .unwrap_or(1);
    let n = f32::from(per_row);
    let slot = ((room - BETWEEN * (n - 1.0)) / n).min(WIDEST * ZOOM);
    (usize::from(per_row), slot)
}

fn colour(ink: Ink) -> Color32 {
    let [r, g, b] = ink.rgb();
    Color32::from_rgb(r, g, b)
}

/// Paints `figure` scaled to `width` points wide; its title is its
/// accessible name and its words its value, for screen readers and tests.
fn paint(ui: &mut Ui, figure: &Figure, width: f32) {
    let scale = width / figure.width;
    let size = vec2(width, (figure.height * scale).ceil());
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let words = figure.words();
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Image, true, &figure.title);
        info.current_text_value = Some(words.join(" · "));
        info
    });
    if !ui.is_rect_visible(rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, PAPER);
    let at = |x: f32, y: f32| rect.min + vec2(x, y) * scale;
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
                let bar = Rect::from_min_size(at(*x, *y), vec2(*w, *h) * scale);
                painter.rect_filled(bar, 0.0, colour(*ink));
                if *hatched {
                    hatch(&painter, bar, *ink, scale);
                }
                let outline = Stroke::new((0.6 * scale).max(1.0), OUTLINE);
                painter.rect_stroke(bar, 0.0, outline, StrokeKind::Inside);
            }
            Mark::Line {
                points,
                ink,
                width,
                dashed,
            } => {
                let points: Vec<Pos2> = points.iter().map(|(x, y)| at(*x, *y)).collect();
                let stroke = Stroke::new(width * scale, colour(*ink));
                if *dashed {
                    painter.extend(Shape::dashed_line(
                        &points,
                        stroke,
                        7.0 * scale,
                        4.0 * scale,
                    ));
                } else {
                    painter.add(Shape::line(points, stroke));
                }
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
                let font = FontId::proportional(size * scale);
                let galley = painter.layout_no_wrap(text.clone(), font, colour(*ink));
                // egui places words by their box: lift the box by the
                // font's ascent so the baseline lands on `y`.
                let ascent = galley
                    .rows
                    .first()
                    .and_then(|r| r.row.glyphs.first().map(|g| r.pos.y + g.pos.y))
                    .unwrap_or(size * scale * 0.8);
                let align = match anchor {
                    Anchor::Start => Align2::LEFT_TOP,
                    Anchor::Middle => Align2::CENTER_TOP,
                    Anchor::End => Align2::RIGHT_TOP,
                };
                let base = at(*x, *y);
                let top = align.anchor_size(pos2(base.x, base.y - ascent), galley.size());
                if *bold {
                    // egui's fonts have no bold: the words twice, a hair apart.
                    let nudge = vec2((0.05 * size * scale).max(0.6), 0.0);
                    painter.galley(top.min + nudge, galley.clone(), colour(*ink));
                }
                painter.galley(top.min, galley, colour(*ink));
            }
        }
    }
}

/// Stopwatch time: diagonal lines over the bar's fill, white on a dark
/// ink and black on a light one, as on the printed sheet.
fn hatch(painter: &egui::Painter, bar: Rect, ink: Ink, scale: f32) {
    let lines = if ink.dark() {
        Color32::WHITE
    } else {
        Color32::BLACK
    };
    let stroke = Stroke::new(1.2 * scale, lines);
    let inside = painter.with_clip_rect(bar.intersect(painter.clip_rect()));
    // 45° lines 6 canvas units apart, rising to the right.
    let step = 6.0 * std::f32::consts::SQRT_2 * scale;
    let mut x = bar.left() - bar.height();
    while x < bar.right() {
        inside.line_segment(
            [pos2(x, bar.bottom()), pos2(x + bar.height(), bar.top())],
            stroke,
        );
        x += step;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_side_by_side_on_a_tablet_one_under_the_other_on_a_phone() {
        let (n, slot) = slots(1256.0);
        assert_eq!(n, 3);
        assert!(slot * ZOOM.recip() >= NARROWEST, "{slot}");
        assert_eq!(slots(1000.0).0, 2);
        let (n, slot) = slots(366.0);
        assert_eq!((n, slot), (1, 366.0), "a phone: the screen's width");
        let (n, slot) = slots(776.0);
        assert_eq!(n, 1);
        assert_eq!(slot, WIDEST * ZOOM, "no wider than the widest canvas");
    }
}
