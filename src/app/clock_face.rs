//! The clock reading: a side's panel with its title, its big digits and the
//! caption under them. Tapping the running side's panel is the primary action.

use egui::{Color32, CornerRadius, FontId, Rect, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};

use crate::engine::{Nation, Running, Side, View};

use super::action::{Action, Actions, Facts};
use super::format;
use super::text::{self, Lang, T};
use super::widgets::{
    GAP, a11y_label, centered_text, describe, fitted_text, narrow, palette, pressed, size,
};
use super::words;

/// The height of a digit in egui's monospace font (Hack), per point of font size.
const DIGIT_HEIGHT: f32 = 0.729;

/// Both sides' panels: side by side, or one above the other on a screen held
/// upright and on a phone. A tap on the running side's panel asks for the primary command.
pub(super) fn clocks_ui(ui: &mut Ui, v: &View, f: &Facts<'_>, size: Vec2, out: &mut Actions) {
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let order = if f.settings.swap_sides {
        [Side::Attackers, Side::Frederick]
    } else {
        [Side::Frederick, Side::Attackers]
    };
    // A phone held upright stacks them whatever is open under them.
    let stacked = narrow(ui) || rect.height() > rect.width() * 0.8;
    for (i, side) in order.into_iter().enumerate() {
        let panel = if stacked {
            let half = (rect.height() - GAP) / 2.0;
            let y = rect.top() + i as f32 * (half + GAP);
            Rect::from_min_size(pos2(rect.left(), y), vec2(rect.width(), half))
        } else {
            let half = (rect.width() - GAP) / 2.0;
            let x = rect.left() + i as f32 * (half + GAP);
            Rect::from_min_size(pos2(x, rect.top()), vec2(half, rect.height()))
        };
        let runs = runs_for(v, side);
        let response = ui.interact(
            panel,
            ui.scope_id().with((side, "tap")),
            egui::Sense::click(),
        );
        describe(&response, &words::clock_name(f.lang, side), runs);
        clock_panel_ui(ui, v, f, side, panel, runs);
        if runs
            && pressed(ui, &response)
            && let Some(command) = f.primary()
        {
            out.push(Action::Command(command));
        }
    }
}

fn clock_panel_ui(ui: &Ui, v: &View, f: &Facts<'_>, side: Side, rect: Rect, runs: bool) {
    let lang = f.lang;
    let painter = ui.painter();
    let (fill, ink) = if runs {
        (palette::RUNNING, palette::ON_RUNNING)
    } else {
        (palette::IDLE, palette::ON_IDLE)
    };
    if runs {
        painter.rect_filled(rect, CornerRadius::same(14), fill);
    } else {
        // An outline only: unfilled areas cost no shading in software rendering.
        painter.rect_stroke(
            rect,
            CornerRadius::same(14),
            Stroke::new(3.0, fill),
            StrokeKind::Inside,
        );
    }
    // A low panel (a 7" tablet, a phone) puts the title in the top row, with
    // the running mark (triangle and word) at its left.
    let compact = rect.height() < 330.0;
    let marked = runs.then(|| running_mark(ui, (rect, side), compact, T::Running.get(lang), ink));
    // Title row, digits, caption row.
    let (title_top, title_h, caption_h) = if compact {
        (4.0, 40.0, 44.0)
    } else {
        (66.0, 44.0, 66.0)
    };
    let clock = v.clock(side);
    let mut title_rect =
        Rect::from_min_size(rect.min + vec2(0.0, title_top), vec2(rect.width(), title_h));
    if let Some(mark) = marked.filter(|_| compact) {
        // Beside the mark, centred in what is left of the row.
        title_rect.min.x = mark.right() + 12.0;
        title_rect.max.x = rect.right() - 12.0;
    }
    let title = match v.active_nation.filter(|n| n.side() == side) {
        Some(n) => format!("{} — {}", text::side(lang, side), nation_player(v, f, n)),
        None => text::side(lang, side).to_owned(),
    };
    let title_font = if compact { size::LARGE } else { size::HEADING };
    fitted_text(ui, title_rect, &title, title_font, ink);
    let (big, caption) = reading(lang, v, side);
    let digits_top = title_top + title_h - if compact { 0.0 } else { 10.0 };
    let digits_rect = Rect::from_min_size(
        rect.min + vec2(0.0, digits_top),
        vec2(rect.width(), rect.height() - digits_top - caption_h - 4.0),
    );
    let font = fit_monospace(&big, rect.width() - 16.0, digits_rect.height());
    let drawn = centered_text(ui, digits_rect, &big, FontId::monospace(font), ink);
    // What the eye sees: the digits' own height (Hack's cap height).
    let digits_box =
        Rect::from_center_size(drawn.center(), vec2(drawn.width(), font * DIGIT_HEIGHT));
    let caption_rect = Rect::from_min_size(
        pos2(rect.left(), rect.bottom() - caption_h),
        vec2(rect.width(), caption_h - 16.0),
    );
    let caption = caption.unwrap_or_else(|| {
        if clock.on_stopwatch {
            format!(
                "{} · {}",
                T::OnStopwatch.get(lang),
                format::clock(clock.remaining)
            )
        } else {
            String::new()
        }
    });
    let caption_font = if compact { size::LABEL } else { size::LARGE };
    fitted_text(
        ui,
        caption_rect.shrink2(vec2(8.0, 0.0)),
        &caption,
        caption_font,
        ink,
    );
    a11y_label(
        ui,
        digits_box,
        (side, "reading"),
        &format!("{} {big}", text::side(lang, side)),
    );
    if !caption.is_empty() {
        a11y_label(ui, caption_rect, (side, "caption"), &caption);
    }
    a11y_label(ui, title_rect, (side, "title"), &title);
}

/// Shape as well as colour for the running panel: a thick frame, a play
/// triangle and the word RUNNING (smaller on a low panel, in its title row);
/// returns where the triangle and the word went.
fn running_mark(
    ui: &Ui,
    (rect, side): (Rect, Side),
    compact: bool,
    word: &str,
    ink: Color32,
) -> Rect {
    let painter = ui.painter();
    painter.rect_stroke(
        rect.shrink(3.0),
        CornerRadius::same(12),
        Stroke::new(8.0, Color32::WHITE),
        StrokeKind::Inside,
    );
    let (t, s, font) = if compact {
        (rect.left_top() + vec2(18.0, 13.0), 0.6, size::NOTE)
    } else {
        (rect.left_top() + vec2(28.0, 26.0), 1.0, size::MEDIUM)
    };
    painter.add(egui::Shape::convex_polygon(
        vec![t, t + vec2(0.0, 36.0 * s), t + vec2(30.0 * s, 18.0 * s)],
        palette::ON_RUNNING,
        Stroke::NONE,
    ));
    let at = painter.text(
        t + vec2(30.0 * s + 10.0, 18.0 * s),
        egui::Align2::LEFT_CENTER,
        word,
        FontId::proportional(font),
        ink,
    );
    a11y_label(ui, at, (side, "running"), word);
    Rect::from_min_max(t, at.right_bottom().max(t + vec2(0.0, 36.0 * s)))
}

/// "Prussia · Anna" — the nation and who plays it.
fn nation_player(v: &View, f: &Facts<'_>, nation: Nation) -> String {
    let role = v
        .active_role
        .filter(|_| v.active_nation == Some(nation))
        .unwrap_or(nation.home_role());
    match f.settings.name(role) {
        Some(name) => format!("{} · {name}", text::nation(f.lang, nation)),
        None => text::nation(f.lang, nation).to_owned(),
    }
}

/// Whether something of this side runs: its chess clock or one of its stopwatches.
fn runs_for(v: &View, side: Side) -> bool {
    match v.running {
        Running::Nothing => false,
        Running::ChessClock { side: s }
        | Running::RetreatTimer { side: s }
        | Running::CountUp { side: s } => s == side,
        Running::StageStopwatch { nation } => nation.side() == side,
    }
}

/// The big reading of a side's panel and its caption.
fn reading(lang: Lang, v: &View, side: Side) -> (String, Option<String>) {
    if let Some(r) = v.retreat.filter(|r| r.chooser == side)
        && let Some(left) = r.timer_left
    {
        let caption = format!("{} −{}", T::Retreat.get(lang), r.length);
        return (format::seconds(left), Some(caption));
    }
    if let Some(c) = v.conquest.filter(|c| c.side == side)
        && let Some(counted) = c.counted
    {
        return (
            format::used(counted),
            Some(T::CountingUp.get(lang).to_owned()),
        );
    }
    if let (Some(nation), Some(b)) = (v.active_nation.filter(|n| n.side() == side), v.stage_budget)
    {
        return (
            format::seconds(b.left),
            Some(words::budget(lang, nation, &b)),
        );
    }
    (format::clock(v.clock(side).remaining), None)
}

/// The largest monospace size (at most 170) at which `text` fits the width and height.
fn fit_monospace(text: &str, width: f32, height: f32) -> f32 {
    let chars = text.chars().count().max(1) as f32;
    (width / (chars * 0.605)).min(height * 0.95).min(170.0)
}
