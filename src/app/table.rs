//! Pompadour's table view: two huge clocks, the state in words, one dominant
//! primary button, and the secondary actions the engine allows now.

use egui::{Color32, CornerRadius, FontId, Rect, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};

use crate::engine::{Command, FateCard, Nation, PhaseView, Running, Side, StopReason, View};

use super::format;
use super::pickers::Picker;
use super::text::{self, Lang, T};
use super::widgets::{a11y_label, centered_text, describe, palette, press_button, pressed};
use super::{ClockApp, words};

const GAP: f32 = 10.0;

/// The height of a digit in egui's monospace font (Hack), per point of font size.
const DIGIT_HEIGHT: f32 = 0.729;

impl ClockApp {
    pub(super) fn table_ui(&mut self, ui: &mut Ui, v: &View) {
        let lang = self.lang();
        ui.spacing_mut().item_spacing = vec2(GAP, GAP);
        let w = ui.available_width();
        let total_h = ui.available_height();
        let show_fate = v.fate_time;
        let extra_h = match &self.picker {
            Some(Picker::Retreat(_)) => 176.0,
            Some(_) => 72.0,
            None if show_fate => 230.0,
            None if two_rows(w) => 72.0 * 2.0 + GAP,
            None => 72.0,
        };
        // A 7" tablet (600 px high) gets a slimmer banner and primary button,
        // so the digits stay large.
        let compact = total_h < 700.0;
        let banner_h = if compact { 64.0 } else { 84.0 };
        let primary_h = if compact {
            (total_h * 0.2).max(96.0)
        } else {
            (total_h * 0.22).max(160.0)
        };
        let clocks_h = total_h - banner_h - extra_h - primary_h - 3.0 * GAP;

        self.banner_ui(ui, v, vec2(w, banner_h));
        self.clocks_ui(ui, v, vec2(w, clocks_h));
        match &self.picker {
            Some(Picker::Retreat(_)) => self.retreat_picker_ui(ui, w),
            Some(Picker::Shuffle) => self.shuffle_picker_ui(ui, w),
            Some(Picker::JuryPin { .. }) => self.pin_prompt_ui(ui),
            None if show_fate => self.fate_ui(ui, v, w),
            None => self.secondary_ui(ui, v, w),
        }
        let command = self.engine().and_then(|e| e.primary());
        let label = words::primary(lang, v, command.as_ref());
        if press_button(
            ui,
            &label,
            vec2(w, primary_h),
            52.0,
            palette::PRIMARY,
            command.is_some(),
        ) {
            self.primary();
        }
    }

    fn banner_ui(&self, ui: &mut Ui, v: &View, size: Vec2) {
        let lang = self.lang();
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        let alert = v.call_jury.is_some() || v.out_of_time.is_some() || v.stage_over;
        let fill = if alert { palette::ALERT } else { palette::IDLE };
        if alert {
            ui.painter().rect_filled(rect, CornerRadius::same(10), fill);
        } else {
            ui.painter().rect_stroke(
                rect,
                CornerRadius::same(10),
                Stroke::new(3.0, fill),
                StrokeKind::Inside,
            );
        }
        let mut line = words::banner(lang, v);
        if v.call_jury.is_some() && v.out_of_time.is_none() && v.phase != PhaseView::GameOver {
            line = format!("{line} — {}", T::CallJury.get(lang));
        }
        // A refused command's reason, or else the warnings that nothing is saved or heard.
        let mut warnings = Vec::new();
        if let Some(e) = self.not_saving() {
            warnings.push(format!("{}: {e}", T::NotSaving.get(lang)));
        }
        if self.settings.sound != crate::sound::SoundMode::Off
            && self.sound_status() == crate::sound::Status::NoDevice
        {
            warnings.push(T::NoSound.get(lang).to_owned());
        }
        let notice = match &self.notice {
            Some(n) => Some((n.clone(), Color32::from_rgb(0xFF, 0xD8, 0x6B))),
            None if !warnings.is_empty() => Some((warnings.join("  ·  "), palette::WARNING)),
            None => None,
        };
        let (main, notice_rect) =
            rect.split_top_bottom_at_fraction(if notice.is_some() { 0.62 } else { 1.0 });
        centered_text(ui, main, &line, FontId::proportional(36.0), palette::TEXT);
        if let Some((notice, color)) = notice {
            centered_text(ui, notice_rect, &notice, FontId::proportional(20.0), color);
            a11y_label(ui, notice_rect, "notice", &notice);
        }
        a11y_label(ui, rect, "banner", &line);
    }

    fn clocks_ui(&mut self, ui: &mut Ui, v: &View, size: Vec2) {
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        let order = if self.settings.swap_sides {
            [Side::Attackers, Side::Frederick]
        } else {
            [Side::Frederick, Side::Attackers]
        };
        // Side by side; on a screen held upright, one above the other.
        let stacked = rect.height() > rect.width() * 0.8;
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
            describe(&response, &words::clock_name(self.lang(), side), runs);
            self.clock_panel_ui(ui, v, side, panel, runs);
            if runs && pressed(ui, &response) {
                self.primary();
            }
        }
    }

    fn clock_panel_ui(&self, ui: &Ui, v: &View, side: Side, rect: Rect, runs: bool) {
        let lang = self.lang();
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
        // A low panel (a 7" tablet) puts the title in the top row and drops the
        // word RUNNING (the frame and the triangle still say it).
        let compact = rect.height() < 330.0;
        if runs {
            // Shape as well as colour: a thick frame and a play triangle.
            painter.rect_stroke(
                rect.shrink(3.0),
                CornerRadius::same(12),
                Stroke::new(8.0, Color32::WHITE),
                StrokeKind::Inside,
            );
            let (t, s) = if compact {
                (rect.left_top() + vec2(18.0, 14.0), 0.6)
            } else {
                (rect.left_top() + vec2(28.0, 26.0), 1.0)
            };
            painter.add(egui::Shape::convex_polygon(
                vec![t, t + vec2(0.0, 36.0 * s), t + vec2(30.0 * s, 18.0 * s)],
                palette::ON_RUNNING,
                Stroke::NONE,
            ));
            if !compact {
                painter.text(
                    t + vec2(42.0, 18.0),
                    egui::Align2::LEFT_CENTER,
                    T::Running.get(lang),
                    FontId::proportional(26.0),
                    ink,
                );
            }
        }
        // Title row, digits, caption row.
        let (title_top, title_h, caption_h) = if compact {
            (4.0, 40.0, 44.0)
        } else {
            (66.0, 44.0, 66.0)
        };
        let clock = v.clock(side);
        let title_rect =
            Rect::from_min_size(rect.min + vec2(0.0, title_top), vec2(rect.width(), title_h));
        let active_here = v.active_nation.filter(|n| n.side() == side);
        let title = match active_here {
            Some(n) => format!("{} — {}", text::side(lang, side), self.nation_player(n)),
            None => text::side(lang, side).to_owned(),
        };
        let title_font = if compact { 28.0 } else { 34.0 };
        centered_text(
            ui,
            title_rect,
            &title,
            FontId::proportional(title_font),
            ink,
        );
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
        let caption_font = if compact { 24.0 } else { 28.0 };
        centered_text(
            ui,
            caption_rect,
            &caption,
            FontId::proportional(caption_font),
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

    /// "Prussia · Anna" — the nation and who plays it.
    fn nation_player(&self, nation: Nation) -> String {
        let lang = self.lang();
        let role = self
            .view()
            .and_then(|v| v.active_role.filter(|_| v.active_nation == Some(nation)))
            .unwrap_or(nation.home_role());
        match self.settings.name(role) {
            Some(name) => format!("{} · {name}", text::nation(lang, nation)),
            None => text::nation(lang, nation).to_owned(),
        }
    }

    fn secondary_ui(&mut self, ui: &mut Ui, v: &View, w: f32) {
        let lang = self.lang();
        let stop = |reason| Secondary::Send(Command::Stop { reason });
        let conquest = |side| {
            (
                format!("{}: {}", text::side(lang, side), short_conquest(lang)),
                Secondary::Send(Command::Conquest { side }),
            )
        };
        let buttons: [(String, Secondary); 10] = [
            (T::Combat.get(lang).to_owned(), stop(StopReason::Combat)),
            if v.retreat.is_some() {
                (
                    T::PassRetreat.get(lang).to_owned(),
                    Secondary::Send(Command::PassRetreat),
                )
            } else {
                (
                    format!("{}…", T::Retreat.get(lang)),
                    Secondary::RetreatPicker,
                )
            },
            conquest(Side::Frederick),
            conquest(Side::Attackers),
            (T::Jury.get(lang).to_owned(), stop(StopReason::Jury)),
            (T::Rules.get(lang).to_owned(), stop(StopReason::Rules)),
            (T::Break.get(lang).to_owned(), stop(StopReason::Break)),
            self.shuffle_button(v),
            (T::Undo.get(lang).to_owned(), Secondary::Send(Command::Undo)),
            (T::JuryView.get(lang).to_owned(), Secondary::JuryView),
        ];
        // One row of ten; two rows of five on a narrow (upright) screen.
        let per_row = if two_rows(w) { 5 } else { 10 };
        let bw = (w - (per_row - 1) as f32 * GAP) / per_row as f32;
        let mut buttons = buttons.into_iter().peekable();
        while buttons.peek().is_some() {
            let row: Vec<(String, Secondary)> = buttons.by_ref().take(per_row).collect();
            self.secondary_row_ui(ui, v, row, vec2(bw, 72.0));
        }
    }

    fn secondary_row_ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        row: Vec<(String, Secondary)>,
        size: Vec2,
    ) {
        ui.horizontal(|ui| {
            for (label, action) in row {
                if action == Secondary::JuryView {
                    self.jury_button_ui(ui, size, 19.0);
                    continue;
                }
                let enabled = match &action {
                    Secondary::Send(c) => self.allows(c),
                    Secondary::RetreatPicker => v.retreat_possible,
                    Secondary::ShufflePicker => self.may_shuffle(),
                    Secondary::JuryView => true,
                };
                if press_button(ui, &label, size, 19.0, palette::BUTTON, enabled) {
                    match action {
                        Secondary::Send(c) => self.send(&c),
                        Secondary::RetreatPicker => self.picker = Some(Picker::Retreat(None)),
                        Secondary::ShufflePicker => self.picker = Some(Picker::Shuffle),
                        Secondary::JuryView => {}
                    }
                }
            }
        });
    }

    /// "Shuffle done" while Pompadour shuffles on the clock, else "Shuffle…".
    fn shuffle_button(&self, v: &View) -> (String, Secondary) {
        let lang = self.lang();
        if v.shuffling {
            (
                T::ShuffleDone.get(lang).to_owned(),
                Secondary::Send(Command::ShuffleDone),
            )
        } else {
            (
                T::ShuffleMenu.get(lang).to_owned(),
                Secondary::ShufflePicker,
            )
        }
    }

    fn fate_ui(&mut self, ui: &mut Ui, v: &View, w: f32) {
        let lang = self.lang();
        let drawn: Vec<FateCard> = v.fate.iter().map(|(_, c)| *c).collect();
        let caption = match v.fate.last() {
            Some((_, card)) => {
                let earlier = &drawn[..drawn.len() - 1];
                format!(
                    "{}: {} — {}",
                    T::FateDrawn.get(lang),
                    words::card(lang, *card),
                    words::effect(lang, card.effect(earlier))
                )
            }
            None => T::CardOfFate.get(lang).to_owned(),
        };
        ui.label(egui::RichText::new(caption).size(24.0));
        let cards = FateCard::all();
        for row in cards.chunks(9) {
            ui.horizontal(|ui| {
                let bw = (w - 8.0 * GAP) / 9.0;
                for card in row {
                    let label = match card {
                        FateCard::Other(n) => format!("{n}"),
                        named => words::card(lang, *named),
                    };
                    let command = Command::Fate { card: *card };
                    self.act(ui, &label, vec2(bw, 64.0), 22.0, &command);
                }
            });
        }
        let bw = (w - 3.0 * GAP) / 4.0;
        ui.horizontal(|ui| {
            let shuffling = v.shuffling;
            let (label, command) = if shuffling {
                (T::ShuffleDone.get(lang), Command::ShuffleDone)
            } else {
                (T::Shuffle.get(lang), Command::Shuffle)
            };
            self.act(ui, label, vec2(bw, 56.0), 22.0, &command);
            self.act(ui, T::Undo.get(lang), vec2(bw, 56.0), 22.0, &Command::Undo);
            self.jury_button_ui(ui, vec2(bw, 56.0), 22.0);
        });
    }
}

/// What a secondary button of the table does.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Secondary {
    /// Sends a command.
    Send(Command),
    /// Opens the retreat picker.
    RetreatPicker,
    /// Opens the shuffle picker.
    ShufflePicker,
    /// Opens the jury view, with the jury gesture.
    JuryView,
}

fn short_conquest(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "conquest",
        Lang::De => "Eroberung",
        Lang::Es => "conquista",
    }
}

/// Whether the secondary actions need two rows to keep their words whole.
fn two_rows(width: f32) -> bool {
    width < 900.0
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
            format::elapsed(counted),
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

/// The largest monospace size (at most 160) at which `text` fits the width and height.
fn fit_monospace(text: &str, width: f32, height: f32) -> f32 {
    let chars = text.chars().count().max(1) as f32;
    (width / (chars * 0.605)).min(height * 0.95).min(170.0)
}
