//! E.13a at the table: Pompadour is a player and the jury view shows the turn
//! number, so the table opens it only with a jury gesture: the jury PIN set in
//! setup, or, when no PIN is set, the Jury view button (or the J key) held for
//! two seconds. Going back to the table needs no gesture. Jury stopwatch mode
//! runs on the jury's own device and has no gate.

use std::time::Duration;

use egui::{Color32, CornerRadius, FontId, Key, Rect, RichText, Sense, Ui, Vec2, vec2};

use crate::engine::Ms;

use super::pickers::Picker;
use super::text::T;
use super::widgets::{MIN_TOUCH, centered_text, describe, palette, press_button, pressed};
use super::{ClockApp, Screen};

/// How long the Jury view button or the J key is held when no PIN is set.
pub const HOLD_MS: Ms = 2_000;

/// The jury gesture in progress.
#[derive(Debug, Default)]
pub(super) struct JuryGate {
    /// When the Jury view button went down (no PIN set).
    button_since: Option<Ms>,
    /// When the J key went down (no PIN set).
    key_since: Option<Ms>,
    /// The J key has just opened the jury view: ignored until it is released.
    key_used: bool,
}

impl ClockApp {
    /// The jury PIN set in setup, if any.
    fn jury_pin(&self) -> Option<&str> {
        Some(self.settings.jury_pin.trim()).filter(|p| !p.is_empty())
    }

    fn open_jury_view(&mut self) {
        self.screen = Screen::Jury;
        self.picker = None;
        self.notice = None;
    }

    /// The table's Jury view button: opens the PIN prompt, or fills up while it
    /// is held and opens the jury view after two seconds.
    pub(super) fn jury_button_ui(&mut self, ui: &mut Ui, size: Vec2, font: f32) {
        let lang = self.lang();
        let now = self.time.now();
        let (rect, response) =
            ui.allocate_exact_size(size.max(Vec2::splat(MIN_TOUCH)), Sense::click());
        describe(&response, T::JuryView.get(lang), true);
        let down = response.contains_pointer() && ui.input(|i| i.pointer.primary_down());
        if pressed(ui, &response) {
            if self.jury_pin().is_some() {
                self.picker = Some(Picker::JuryPin {
                    typed: String::new(),
                    wrong: false,
                });
            } else {
                self.gate.button_since = Some(now);
            }
        }
        let mut filled = 0.0;
        if let Some(since) = self.gate.button_since {
            let held = now.saturating_sub(since);
            if held >= HOLD_MS {
                self.gate.button_since = None;
                self.open_jury_view();
            } else if down {
                filled = held as f32 / HOLD_MS as f32;
                ui.ctx()
                    .request_repaint_after(Duration::from_millis((HOLD_MS - held).min(100)));
            } else {
                self.gate.button_since = None;
                self.notice = Some(T::HoldForJury.get(lang).to_owned());
            }
        }
        let painter = ui.painter();
        painter.rect_filled(rect, CornerRadius::same(10), palette::BUTTON);
        if filled > 0.0 {
            let bar = Rect::from_min_size(rect.min, vec2(rect.width() * filled, rect.height()));
            painter.rect_filled(bar, CornerRadius::same(10), palette::ALERT);
        }
        let label = T::JuryView.get(lang);
        let font = super::widgets::word_fitting_size(ui, label, font, rect.width() - 16.0);
        centered_text(ui, rect, label, FontId::proportional(font), Color32::WHITE);
    }

    /// The J key: back to the table at once; to the jury view with the PIN or
    /// after holding it for two seconds.
    pub(super) fn jury_key(&mut self, ctx: &egui::Context) {
        let fresh = ctx.input(|i| {
            i.events.iter().any(|e| {
                matches!(
                    e,
                    egui::Event::Key {
                        key: Key::J,
                        pressed: true,
                        repeat: false,
                        ..
                    }
                )
            })
        });
        let down = ctx.input(|i| i.key_down(Key::J));
        if self.screen == Screen::Jury {
            if fresh {
                self.screen = Screen::Table;
            }
            return;
        }
        if self.screen != Screen::Table {
            return;
        }
        if self.view().is_some_and(|v| v.jury_stopwatch) {
            // The jury's own device: no gate.
            if fresh {
                self.open_jury_view();
            }
            return;
        }
        if self.jury_pin().is_some() {
            if fresh {
                self.picker = Some(Picker::JuryPin {
                    typed: String::new(),
                    wrong: false,
                });
            }
            return;
        }
        if !down {
            self.gate.key_since = None;
            self.gate.key_used = false;
            return;
        }
        if self.gate.key_used {
            return;
        }
        let now = self.time.now();
        let since = *self.gate.key_since.get_or_insert(now);
        let held = now.saturating_sub(since);
        if held >= HOLD_MS {
            self.gate.key_since = None;
            self.gate.key_used = true;
            self.open_jury_view();
        } else {
            ctx.request_repaint_after(Duration::from_millis((HOLD_MS - held).min(100)));
        }
    }

    /// The PIN prompt in the table's action row.
    pub(super) fn pin_prompt_ui(&mut self, ui: &mut Ui) {
        let lang = self.lang();
        let pin = self.jury_pin().unwrap_or_default().to_owned();
        let Some(Picker::JuryPin { typed, wrong }) = &mut self.picker else {
            return;
        };
        let mut check = false;
        let mut cancel = false;
        ui.horizontal(|ui| {
            ui.label(RichText::new(T::JuryPin.get(lang)).size(28.0));
            let field = ui.add(
                egui::TextEdit::singleline(typed)
                    .password(true)
                    .hint_text(T::JuryPin.get(lang))
                    .desired_width(220.0)
                    .font(egui::TextStyle::Heading)
                    .min_size(vec2(220.0, MIN_TOUCH)),
            );
            if !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
            check = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if press_button(
                ui,
                T::Open.get(lang),
                vec2(200.0, 72.0),
                26.0,
                palette::PRIMARY,
                true,
            ) {
                check = true;
            }
            if press_button(
                ui,
                T::Cancel.get(lang),
                vec2(200.0, 72.0),
                26.0,
                palette::BUTTON,
                true,
            ) {
                cancel = true;
            }
            if *wrong {
                ui.label(
                    RichText::new(T::WrongPin.get(lang))
                        .size(26.0)
                        .color(palette::WARNING),
                );
            }
        });
        if cancel {
            self.picker = None;
        } else if check && typed.trim() == pin {
            self.open_jury_view();
        } else if check {
            *wrong = true;
            typed.clear();
        }
    }
}
