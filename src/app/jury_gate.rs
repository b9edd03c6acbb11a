//! E.13a at the table: Pompadour is a player and the jury view shows the turn
//! number, so the table opens it only with a jury gesture: the jury PIN set in
//! setup, or, when no PIN is set, the Jury view button (or the J key) held for
//! two seconds. Going back to the table needs no gesture. Jury stopwatch mode
//! runs on the jury's own device and has no gate.

use std::time::Duration;

use egui::{Color32, CornerRadius, Key, Rect, RichText, Sense, Ui, Vec2, vec2};

use crate::engine::Ms;

use super::action::{Action, Actions, Facts, Go, Picker};
use super::screen::Screen;
use super::text::T;
use super::widgets::{self, MIN_TOUCH, Touch, describe, hint, palette, pressed, size};

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

/// The jury PIN set in setup, if any.
fn jury_pin<'a>(f: &Facts<'a>) -> Option<&'a str> {
    Some(f.settings.jury_pin.trim()).filter(|p| !p.is_empty())
}

/// The PIN prompt, empty.
fn pin_prompt() -> Picker {
    Picker::JuryPin {
        typed: String::new(),
        wrong: false,
    }
}

/// Opens the jury view.
const OPEN: Action = Action::Go(Go::To(Screen::Jury));

impl JuryGate {
    /// The Jury view button: it opens the PIN prompt, or opens the jury view
    /// when held for two seconds (a bar fills as it is held).
    pub(super) fn button_ui(
        &mut self,
        ui: &mut Ui,
        f: &Facts<'_>,
        size: Vec2,
        font: f32,
    ) -> Actions {
        let mut out = Vec::new();
        let lang = f.lang;
        let now = f.now;
        let (rect, response) =
            ui.allocate_exact_size(size.max(Vec2::splat(MIN_TOUCH)), Sense::click());
        describe(&response, T::JuryView.get(lang), true);
        let down = response.contains_pointer() && ui.input(|i| i.pointer.primary_down());
        if pressed(ui, &response) {
            if jury_pin(f).is_some() {
                out.push(Action::Open(pin_prompt()));
            } else {
                self.button_since = Some(now);
            }
        }
        let mut filled = 0.0;
        if let Some(since) = self.button_since {
            let held = now.saturating_sub(since);
            if held >= HOLD_MS {
                self.button_since = None;
                out.push(OPEN);
            } else if down {
                filled = held as f32 / HOLD_MS as f32;
                ui.ctx()
                    .request_repaint_after(Duration::from_millis((HOLD_MS - held).min(100)));
            } else {
                self.button_since = None;
                out.push(Action::Notice(Some(T::HoldForJury.get(lang).to_owned())));
            }
        }
        let painter = ui.painter();
        painter.rect_filled(rect, CornerRadius::same(10), palette::BUTTON);
        if filled > 0.0 {
            let bar = Rect::from_min_size(rect.min, vec2(rect.width() * filled, rect.height()));
            painter.rect_filled(bar, CornerRadius::same(10), palette::ALERT);
        }
        widgets::button_label(ui, rect, T::JuryView.get(lang), font, Color32::WHITE);
        out
    }

    /// The J key: on the table, held for two seconds (or the PIN prompt when a
    /// PIN is set; at once in jury stopwatch mode); in the jury view, back to
    /// the table.
    pub(super) fn key(&mut self, ctx: &egui::Context, f: &Facts<'_>, screen: Screen) -> Actions {
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
        if screen == Screen::Jury {
            return if fresh {
                vec![Action::Go(Go::To(Screen::Table))]
            } else {
                Vec::new()
            };
        }
        if screen != Screen::Table {
            return Vec::new();
        }
        let jury_stopwatch = f.engine.is_some_and(|e| e.view(f.now).jury_stopwatch);
        if jury_stopwatch || jury_pin(f).is_some() {
            // The jury's own device needs no gate; a PIN is typed.
            if !fresh {
                return Vec::new();
            }
            return vec![if jury_stopwatch {
                OPEN
            } else {
                Action::Open(pin_prompt())
            }];
        }
        if !down {
            self.key_since = None;
            self.key_used = false;
            return Vec::new();
        }
        if self.key_used {
            return Vec::new();
        }
        let since = *self.key_since.get_or_insert(f.now);
        let held = f.now.saturating_sub(since);
        if held >= HOLD_MS {
            self.key_since = None;
            self.key_used = true;
            return vec![OPEN];
        }
        ctx.request_repaint_after(Duration::from_millis((HOLD_MS - held).min(100)));
        Vec::new()
    }
}

/// The PIN prompt in the action row: the right PIN opens the jury view.
pub(super) fn pin_prompt_ui(
    ui: &mut Ui,
    f: &Facts<'_>,
    picker: &mut Option<Picker>,
    out: &mut Actions,
) {
    {
        let lang = f.lang;
        let pin = jury_pin(f).unwrap_or_default().to_owned();
        let Some(Picker::JuryPin { typed, wrong }) = picker else {
            return;
        };
        let mut check = false;
        let mut cancel = false;
        ui.horizontal(|ui| {
            ui.label(RichText::new(T::JuryPin.get(lang)).size(size::LARGE));
            let field = ui.add(
                egui::TextEdit::singleline(typed)
                    .align(egui::Align2::LEFT_CENTER)
                    .password(true)
                    .hint_text(hint(T::JuryPin.get(lang)))
                    .desired_width(220.0)
                    .font(egui::TextStyle::Heading)
                    .min_size(vec2(220.0, MIN_TOUCH)),
            );
            if !field.has_focus() && !field.lost_focus() {
                field.request_focus();
            }
            check = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            let button = vec2(200.0, 72.0);
            check |= Touch::new(T::Open.get(lang), button)
                .text(size::MEDIUM)
                .fill(palette::PRIMARY)
                .show(ui);
            cancel = Touch::new(T::Cancel.get(lang), button)
                .text(size::MEDIUM)
                .show(ui);
            if *wrong {
                ui.label(
                    RichText::new(T::WrongPin.get(lang))
                        .size(size::MEDIUM)
                        .color(palette::WARNING),
                );
            }
        });
        if cancel {
            out.push(Action::Close);
        } else if check && typed.trim() == pin {
            out.push(OPEN);
        } else if check {
            *wrong = true;
            typed.clear();
        }
    }
}
